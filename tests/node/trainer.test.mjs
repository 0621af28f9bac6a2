// trainer.test.mjs — the practice page's logic (site/train/trainer.js) with no browser: the engine's own
// technique list grouped by difficulty (every technique of both ladders offered once, in order), a
// paragraph for each, and the example position — a trainer puzzle at the step that takes the technique —
// checked against the engine: the candidates drawn are the ones the engine's step works on (every cell it
// removes from still holds the removed value; the solution's value is never missing), for several
// techniques of both ladders.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { groupTechniques, levelOf, scaleText, explanationOf, exampleAt, takes, practiseHref, LEVELS, trainerRequest, trainerAnswer, TrainerNotFound, TRAINER_SECONDS } from '../../site/train/trainer.js';
import { sudokuModel } from '../../site/play/sudoku.js';
import { loadCore } from '../support/site.mjs';

const core = await loadCore();
const run = (verb, input, options = {}) => JSON.parse(core.run(verb, 'sudoku', input, JSON.stringify(options)));
const list = run('techniques', '').techniques;

test('every technique of the engine\'s list is offered once, grouped by level, easiest first', () => {
  const groups = groupTechniques(list);
  const offered = groups.flatMap((g) => g.techniques.map((t) => t.name));
  assert.equal(offered.length, list.length);
  assert.deepEqual([...offered].sort(), list.map((t) => t.name).sort());
  assert.ok(list.some((t) => t.ladder === 'se') && list.some((t) => t.ladder === 'hodoku'), 'both ladders');
  const levels = groups.map((g) => g.level);
  assert.deepEqual(levels, [...levels].sort((a, b) => a - b));
  for (const g of groups) {
    assert.equal(g.name, LEVELS[g.level - 1]);
    for (const t of g.techniques) assert.equal(Math.min(5, levelOf(t)), g.level, t.name);
    // Within a level, SE's ratings never go down.
    const se = g.techniques.filter((t) => t.se).map((t) => t.se.rating);
    assert.deepEqual(se, [...se].sort((a, b) => a - b), g.name);
  }
  const at = (name) => groups.find((g) => g.techniques.some((t) => t.name === name)).name;
  assert.equal(at('hidden-single'), 'Easy');
  assert.equal(at('x-wing'), 'Hard');
  assert.equal(at('dynamic-double-chains'), 'Extreme');
});

test('a technique on no HoDoKu level goes by the generator\'s levels; the scale names both ladders', () => {
  assert.equal(levelOf({ name: 'direct-pointing', levels: [1, 2], hodoku: null }), 2);
  assert.equal(levelOf({ name: 'new-thing', levels: [], hodoku: null }), 5);
  assert.equal(scaleText({ se: { rating: 3.2 }, hodoku: { score: 140, level_name: 'hard' } }), 'SE 3.2 · HoDoKu 140 (hard)');
  assert.equal(scaleText({ se: null, hodoku: { score: 260, level_name: 'unfair' } }), 'HoDoKu 260 (unfair)');
});

test('every technique of the list has a paragraph', () => {
  const missing = list.filter((t) => !explanationOf(t.name)).map((t) => t.name);
  assert.deepEqual(missing, []);
  assert.match(explanationOf('x-wing'), /fish/);
  assert.match(explanationOf('two-string-kite'), /strong links/);
});

test('the play link asks the play page for a trainer puzzle of that technique', () => {
  assert.equal(practiseHref({ name: 'x-wing' }), 'play.html?genre=sudoku&technique=x-wing');
  assert.equal(practiseHref({ name: 'x-wing' }, '4'), 'play.html?genre=sudoku&technique=x-wing&level=4');
  assert.ok(takes({ technique: 'dynamic-double-chains' }, 'dynamic-forcing-chains'));
  assert.ok(!takes({ technique: 'x-chain' }, 'x-wing'));
});

test('the example is the position the engine explains the step from', () => {
  const model = sudokuModel({ size: 9, box: [3, 3], givens: '.'.repeat(81) }, '');
  for (const name of ['naked-pair', 'x-wing', 'xy-wing', 'skyscraper', 'two-string-kite', 'finned-x-wing', 'xy-chain']) {
    if (!list.some((t) => t.name === name)) continue;
    // A rarer technique may need another seed (the engine says so, as the page shows).
    let made = null;
    for (let seed = 1; seed <= 6 && !(made && made.puzzle); seed++) made = run('generate', '', { technique: name, seed });
    assert.ok(made.puzzle, `${name}: ${made.error}`);
    const steps = run('explain', made.puzzle, { ladder: made.ladder, 'last-resort': 'no' }).steps;
    const ex = exampleAt(model, made.puzzle, steps, name);
    assert.ok(ex, `${name}: the path takes it`);
    assert.ok(takes(ex.step, name));
    assert.equal(steps.findIndex((s) => takes(s, name)), ex.index);
    for (let i = 0; i < 81; i++) {
      const want = Number(made.solution[i]);
      if (ex.values[i]) assert.equal(ex.values[i], want, `${name}: r${Math.floor(i / 9) + 1}c${i % 9 + 1} placed right`);
      else assert.ok(ex.candidates[i] & (1 << want), `${name}: the solution's value is a candidate of cell ${i}`);
    }
    for (const r of ex.step.removed || []) assert.ok(ex.candidates[r.cell] & (1 << r.value), `${name}: the removed ${r.value} is drawn in cell ${r.cell}`);
  }
  assert.equal(exampleAt(model, '.'.repeat(81), [{ technique: 'naked-single' }], 'x-wing'), null);
});

test('a trainer request keeps trying for the pages\' time, and no puzzle found is said in a player\'s words', async () => {
  const asked = trainerRequest('swordfish', 7);
  assert.deepEqual(asked, { technique: 'swordfish', seed: 7, attempts: 100000, 'work-limit': 0, 'time-limit': TRAINER_SECONDS });
  const made = { puzzle: '1'.repeat(81), technique: 'swordfish', ladder: 'se' };
  assert.equal(await trainerAnswer(Promise.resolve(made), 'Swordfish'), made);
  // The time ran out: the engine answers with no puzzle and `stopped`.
  const stopped = trainerAnswer(Promise.resolve({ puzzles: [], stopped: 'time-limit' }), 'Jellyfish');
  await assert.rejects(stopped, (e) => e instanceof TrainerNotFound && /^No puzzle needing Jellyfish turned up in 30 seconds of trying/.test(e.message));
  // Every attempt made (a fast device): the engine's words name a command-line option; the page's do not.
  const engineWords = 'no 9×9 puzzle needing jellyfish (SE ladder) in 100000 attempts (it is rare in random puzzles); try more attempts (--attempts), another seed or symmetry none';
  await assert.rejects(trainerAnswer(Promise.reject(new Error(engineWords)), 'Jellyfish'),
    (e) => e instanceof TrainerNotFound && /in 100,000 attempts: it is rare/.test(e.message) && !/--attempts/.test(e.message));
  // Any other error (a name the engine does not know, Cancel) passes unchanged.
  const other = new Error('--technique takes a technique of the SE or HoDoKu ladder, not \'xwing\'');
  await assert.rejects(trainerAnswer(Promise.reject(other), 'xwing'), (e) => e === other);
});
