// sixteen.test.mjs — the WASM module's 16×16 fast search (sudoku_fast16.cpp) through the public API:
// generated puzzles are unique with the generator's solution, and the module answers as the native CLI
// does (status, solution, count, guesses, dead ends) on those, on thinned copies with several
// solutions, on contradictory ones and on the empty grid.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadApi, loadCore, repoRoot } from '../support/site.mjs';

const cli = process.env.GRIDLOGIC_CLI || path.join(repoRoot, 'build/native/gridlogic');
const core = await loadCore();
const api = loadApi().wrap(core);

// 16×16 lines write 10..16 as A..G (docs/formats.md).
const made = api.run('generate', '', { size: 16, seed: 23, count: 3 }).puzzles;

test('generated 16x16 puzzles solve to the generator\'s solution in the module', () => {
  assert.equal(made.length, 3);
  for (const g of made) {
    assert.equal(g.puzzle.length, 256);
    const r = api.solve(g.puzzle);
    assert.equal(r.status, 'unique', g.puzzle);
    assert.equal(r.solution, g.solution, g.puzzle);
  }
});

test('the WASM 16x16 search agrees with the native one', { skip: !existsSync(cli) && `${cli} is missing` }, () => {
  let x = 16;
  const next = () => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 8);
  const puzzles = [];
  for (const g of made) {
    puzzles.push(g.puzzle);
    for (const blanks of [5, 20, 60]) {  // fewer givens: often several solutions
      const cells = [...g.puzzle];
      for (let k = 0; k < blanks; k++) cells[next() % 256] = '.';
      puzzles.push(cells.join(''));
    }
    const wrong = [...g.puzzle];  // one given changed: usually no solution
    const at = wrong.findIndex((c) => c !== '.');
    wrong[at] = wrong[at] === '1' ? '2' : '1';
    puzzles.push(wrong.join(''));
  }
  puzzles.push('.'.repeat(256), '11' + '.'.repeat(254));
  const native = spawnSync(cli, ['solve', '--json', '-'], { input: puzzles.join('\n') + '\n', encoding: 'utf8' });
  assert.equal(native.status, 0, native.stderr);
  const want = native.stdout.trim().split('\n').map((l) => JSON.parse(l));
  const essentials = (r) => ({ status: r.status, solution: r.solution, count: r.count,
    decisions: r.stats?.decisions, conflicts: r.stats?.conflicts });
  const statuses = new Set();
  for (let i = 0; i < puzzles.length; i++) {
    const got = api.run('solve', puzzles[i], {});
    assert.deepEqual(essentials(got), essentials(want[i]), puzzles[i]);
    statuses.add(got.status);
  }
  for (const s of ['unique', 'multiple', 'none']) assert.ok(statuses.has(s), s);
});
