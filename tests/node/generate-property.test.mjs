// generate-property.test.mjs — issue 22's property: for every combination of genre, size and level the
// site offers (the built catalog, as the menus read it, plus the widget's Hashi 25×25 and 40×40), every
// puzzle the WASM module generates over a run of seeds has exactly one solution — the generator's, found
// again by another method (SAT through the solve verb; for Sudoku on the minimal encoding, not the
// extended one of the generator's own proof) — and is rated at the level asked for.
//
// GRIDLOGIC_PROPERTY_SEEDS sets the seeds per combination: 3 by default, so every submission checks
// every combination; the documented long run (docs/testing.md) uses 500.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateCombos } from '../support/catalog.mjs';
import { loadCore } from '../support/site.mjs';

const seeds = Number(process.env.GRIDLOGIC_PROPERTY_SEEDS || 3);
const core = await loadCore();
const run = (verb, genre, input, options) => JSON.parse(core.run(verb, genre, input, JSON.stringify(options)));

// The second method per genre, and the level a rating gives, in the request's terms.
const CHECKS = {
  sudoku: { solve: { method: 'sat' }, level: (r) => r.level, asked: (o) => o.difficulty },
  tectonic: { solve: { method: 'sat' }, level: (r) => r.level, asked: (o) => o.difficulty },
  hashi: { solve: { method: 'sat' }, level: (r) => r.stage, asked: (o) => o.difficulty },
  variant: { solve: { sums: 'pb' }, level: (r) => r.level, asked: (o) => o.difficulty },
};
const answer = (genre, r) => (genre === 'hashi' ? JSON.stringify(r.bridges) : r.solution);

const combos = () => generateCombos().filter((c) => CHECKS[c.genre])
  .map((c) => [`${c.genre} ${c.size} ${c.levelLabel}`, c.options]);

test('the catalog offers every genre the property covers', () => {
  const genres = new Set(combos().map(([, o]) => o.genre));
  assert.deepEqual([...genres].sort(), Object.keys(CHECKS).sort());
  assert.ok(combos().length >= 50, `${combos().length} combinations`);
});

for (const [name, o] of combos()) {
  // Async, and handing the event loop back after each combination, so a long run reports every
  // combination as it ends (synchronous tests run back to back and their output waits for the last).
  test(`${name}: ${seeds} seeds, each unique by a second method and at its level`, async () => {
    await new Promise((resolve) => setImmediate(resolve));
    const { genre, ...options } = o;
    const check = CHECKS[genre];
    for (let seed = 1; seed <= seeds; ++seed) {
      const g = run('generate', genre, '', { ...options, seed });
      assert.ok(!g.error && g.puzzle, `${name} seed ${seed}: ${g.error}`);
      const s = run('solve', genre, g.puzzle, { count: 2, ...check.solve });
      assert.equal(s.status, 'unique', `${name} seed ${seed}: ${g.puzzle}`);
      assert.equal(answer(genre, s), answer(genre, g), `${name} seed ${seed}: another solution`);
      const r = run('rate', genre, g.puzzle, {});
      assert.equal(r.status, 'rated', `${name} seed ${seed}: ${r.error}`);
      assert.equal(String(check.level(r)), String(check.asked(o)), `${name} seed ${seed}: rated ${check.level(r)}`);
    }
  });
}
