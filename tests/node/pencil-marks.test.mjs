// pencil-marks.test.mjs — a pencil-mark (Sukaku) puzzle pasted into the import box (site/lib/
// puzzle-input.js) and played (site/play/sudoku.js): the engine reads the 729-character candidate line;
// the page keeps it as the puzzle (its play address), starts every empty cell with those candidates as
// centre marks, explains hints from the candidates with the digits placed, and a bad paste gets the
// engine's message naming the cell (or the length a candidate line has). The engine is the real WASM
// module; the playable genres are the real ones.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importPuzzle } from '../../site/lib/puzzle-input.js';
import { PLAYABLE } from '../../site/play/genres.js';
import { sudoku, candidateLine } from '../../site/play/sudoku.js';
import * as S from '../../site/play/cell-state.js';
import { loadCore } from '../support/site.mjs';

const core = await loadCore();
// As the page's worker: the genre rides in the options.
const call = async (verb, input, { genre = 'sudoku', ...options } = {}) => {
  const r = JSON.parse(core.run(verb, genre, input, JSON.stringify(options)));
  if (r.status === 'error') throw new Error(r.error);
  return r;
};
const deps = { call, genreOf: async () => null, genres: PLAYABLE };

// A generated puzzle's candidates, then some removed that the solution does not use: a true Sukaku
// (its marks say more than its givens).
const made = await call('generate', '', { seed: 11, difficulty: 3 });
const base = (await call('convert', made.puzzle, { to: 'candidates' })).puzzle;
const sukaku = [...base].map((ch, k) => {
  const cell = Math.floor(k / 9), v = (k % 9) + 1;
  return ch !== '.' && Number(made.solution[cell]) !== v && cell % 4 === 0 ? '.' : ch;
}).join('');

test('a 729-character line is read as a pencil-mark puzzle and kept whole', async () => {
  const r = await importPuzzle(deps, sukaku);
  assert.equal(r.genre, 'sudoku');
  assert.equal(r.puzzle.length, 729);
  assert.equal(r.puzzle, (await call('convert', sukaku, { to: 'candidates' })).puzzle);
  // Grid forms of pencil marks (as HoDoKu copies them) are read too.
  const groups = Array.from({ length: 81 }, (_, i) => [...sukaku.slice(i * 9, i * 9 + 9)].filter((c) => c !== '.').join('')).join(' ');
  assert.equal((await importPuzzle(deps, groups)).puzzle, r.puzzle);
  // A plain line stays a line.
  assert.equal((await importPuzzle(deps, made.puzzle)).puzzle.length, 81);
});

test('the play model starts with the candidates as centre marks, and hints explain from them', async () => {
  const model = await sudoku.load(call, sukaku);
  assert.equal(model.key.length, 729);
  const state = S.initialState(model);
  for (let i = 0; i < 81; i++) {
    const marks = [...sukaku.slice(i * 9, i * 9 + 9)].filter((c) => c !== '.').map(Number);
    if (model.givens[i]) assert.equal(state.centre[i], 0);
    else assert.deepEqual(S.marksOf(state.centre[i]), marks, `cell ${i}`);
  }
  // Placed digits stand alone in the explained line; the rest keep the puzzle's candidates.
  const v = state.v.slice();
  const open = v.findIndex((x) => !x);
  v[open] = Number(made.solution[open]);
  const line = candidateLine(model, v);
  assert.equal(line.slice(open * 9, open * 9 + 9), '.........'.split('').map((_, k) => (k + 1 === v[open] ? String(v[open]) : '.')).join(''));
  const { input, options } = sudoku.explainInput(model, v);
  assert.equal(input, line);
  const steps = (await call('explain', input, options)).steps;
  assert.ok(steps.length > 0);
  // The solution the page checks against respects the marks.
  const solved = await sudoku.solve(call, model);
  assert.equal(solved.solution.join(''), made.solution);
  // Progress saved and read back keeps the candidates the player erased erased.
  const erased = Object.freeze({ ...state, centre: state.centre.map((m, i) => (i === open ? 0 : m)) });
  assert.equal(S.deserialize(model, S.serialize(erased)).centre[open], 0);
  assert.equal(sudoku.fromProgressString(model, sudoku.progressString(model, erased)).centre[open], 0);
});

test('a bad paste says which cell and what was expected', async () => {
  const bad = sukaku.slice(0, 39) + 'x' + sukaku.slice(40);
  await assert.rejects(importPuzzle(deps, bad), /character 40 \(r1c5\): 'x' is not a candidate of a 9×9 Sudoku; expected 1-9/);
  const none = '.'.repeat(9) + sukaku.slice(9);
  await assert.rejects(importPuzzle(deps, none), /r1c1 has no candidate/);
  await assert.rejects(importPuzzle(deps, sukaku.slice(0, 700)), /729 characters for a 9×9.*this one has 700/);
});
