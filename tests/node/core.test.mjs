// core.test.mjs — the WASM module under node: the same JSON as the CLI, errors as values, no aborts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCore, loadApi } from '../support/site.mjs';
import { checkSudoku } from '../support/sudoku.mjs';

const WIKI = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const WIKI_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const P17 = '.......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...';

const core = await loadCore();
const api = loadApi().wrap(core);

test('raw module solves and returns the CLI JSON shape', () => {
  const r = JSON.parse(core.run('solve', 'sudoku', WIKI, '{}'));
  assert.equal(r.status, 'unique');
  assert.equal(r.solution, WIKI_SOLUTION);
  for (const k of ['ms', 'decisions', 'propagations', 'conflicts']) assert.equal(typeof r.stats[k], 'number');
});

test('a 17-clue puzzle is unique and its solution obeys the rules', () => {
  const r = api.solve(P17);
  assert.equal(r.status, 'unique');
  assert.equal(checkSudoku(P17, r.solution), null);
});

test('bad input is an error value in the raw module and a thrown Error in the API', () => {
  const raw = JSON.parse(core.run('solve', 'sudoku', '12x', '{"count":2}'));
  assert.equal(raw.status, 'error');
  assert.match(raw.error, /this one has 3/);
  const bad = '5'.repeat(11) + 'x' + '.'.repeat(69);
  assert.throws(() => api.solve(bad), { message: /character 12 \(r2c3\): 'x'/ });
  assert.throws(() => api.solve(WIKI, { genre: 'kakuro' }), { message: /unknown genre 'kakuro'/ });
  assert.throws(() => api.solve(42), TypeError);
  assert.throws(() => api.solve(WIKI, { count: 0 }), RangeError);
  // The module keeps working after errors: nothing aborted.
  assert.equal(api.solve(WIKI).status, 'unique');
});

test('statuses: none, multiple with a count, solved, unknown under a budget', () => {
  assert.equal(api.solve('11' + '.'.repeat(79)).status, 'none');
  const many = api.solve('.'.repeat(81), { count: 3 });
  assert.equal(many.status, 'multiple');
  assert.equal(many.count, 3);
  assert.equal(api.solve(WIKI, { count: 1 }).status, 'solved');
  assert.equal(api.solve('.'.repeat(625), { count: 1 }).status, 'solved');
  assert.equal(api.solve(P17, { method: 'sat', conflictBudget: 0 }).status, 'unknown');
  const hard = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
  assert.equal(api.solve(hard, { conflictBudget: 0 }).status, 'unknown');
});

test('every encoding gives the same solution', () => {
  for (const encoding of ['minimal', 'efficient', 'extended'])
    assert.equal(api.solve(WIKI, { encoding }).solution, WIKI_SOLUTION, encoding);
});

test('run reaches every verb with the CLI options and checks them', () => {
  const verbs = api.verbs();
  assert.ok(verbs.some((v) => v.genre === 'sudoku' && v.verb === 'solve' && v.input === 'puzzle'));
  const enc = api.run('encode', '.'.repeat(81), { encoding: 'extended' });
  assert.equal(enc.clauses, 11988);
  assert.match(enc.dimacs, /^p cnf 729 11988$/m);
  assert.throws(() => api.run('solve', WIKI, { frob: 1 }), { message: /'solve' does not take --frob/ });
  assert.throws(() => api.run('solve', WIKI, { count: 'two' }), { message: /--count takes a whole number/ });
  assert.throws(() => api.run('levitate', WIKI), { message: /unknown command 'levitate' for sudoku/ });
  assert.throws(() => api.run('solve', WIKI, { count: [2] }), TypeError);
  const raw = JSON.parse(core.run('solve', 'sudoku', WIKI, '{"count": 2,}'));
  assert.equal(raw.status, 'error');
  assert.match(raw.error, /options: line 1, column 13: expected a member name/);
  assert.equal(api.run('solve', WIKI, { count: 1, method: 'sat' }).status, 'solved');
});
