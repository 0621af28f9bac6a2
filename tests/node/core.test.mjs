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

test('generate makes reproducible unique puzzles through run', () => {
  const one = api.run('generate', '', { size: 6, seed: 3, symmetry: 'mirror' });
  assert.equal(one.puzzle.length, 36);
  assert.equal(one.seed, 3);
  assert.equal(api.solve(one.puzzle).status, 'unique');
  assert.equal(api.solve(one.puzzle).solution, one.solution);
  const two = api.run('generate', '', { size: 6, seed: 3, symmetry: 'mirror', count: 2 });
  assert.equal(two.puzzles.length, 2);
  assert.equal(two.puzzles[0].puzzle, one.puzzle);
  assert.throws(() => api.run('generate', '', { size: 10 }), { message: /--size 10: no Sudoku of side 10/ });
});

test('convert and check through run(), every Sudoku form', () => {
  const url = api.run('convert', WIKI, { to: 'url' }).puzzle;
  assert.match(url, /^https:\/\/puzz\.link\/p\?sudoku\/9\/9\//);
  assert.equal(api.run('convert', url).puzzle, WIKI);
  const grid = api.run('convert', WIKI, { to: 'grid' }).puzzle;
  assert.equal(grid.split('\n')[0], '5 3 . | . 7 . | . . .');
  assert.equal(api.run('convert', grid, { to: 'line' }).puzzle, WIKI);
  const json = api.run('convert', WIKI, { to: 'json' }).puzzle;
  assert.deepEqual(JSON.parse(json), { genre: 'sudoku', size: 9, box: [3, 3], givens: WIKI });
  assert.equal(api.run('solve', json).solution, WIKI_SOLUTION);
  const vector = 'https://puzz.link/p?sudoku/9/9/k8g1g7i2i99o2g3h75q19h5g4o83i4i6g4g5k';
  assert.equal(api.run('convert', api.run('convert', vector).puzzle, { to: 'url' }).puzzle, vector);
  assert.throws(() => api.run('convert', WIKI, { to: 'pdf' }),
    { message: /--to takes line, grid, url, json, sudokupad or candidates, not 'pdf'/ });
  // Pencil marks (a Sukaku): the candidate line round-trips, solves, and a pure 4×4 of candidates only
  // is solved within its marks.
  const marks = api.run('convert', WIKI, { to: 'candidates' }).puzzle;
  assert.equal(marks.length, 729);
  assert.equal(JSON.parse(api.run('convert', marks, { to: 'json' }).puzzle).givens, WIKI);
  assert.equal(api.run('solve', marks).solution, WIKI_SOLUTION);
  const sukaku4 = '1.3..23...341..41.341..41..4.23..23.1..4..34..341..4..3412..1.3.';
  const four = api.run('solve', sukaku4, { method: 'sat', count: 2 });
  assert.equal(four.status, 'unique');
  [...four.solution].forEach((v, cell) => assert.notEqual(sukaku4[cell * 4 + Number(v) - 1], '.', `cell ${cell}`));
  assert.throws(() => api.run('convert', sukaku4, { to: 'line' }), { message: /--to candidates or --to json/ });
  assert.throws(() => api.run('convert', grid.replace('7', 'x')), { message: /line 1, column 11 \(r1c5\): 'x'/ });

  assert.deepEqual(api.run('check', `${WIKI} ${WIKI_SOLUTION}`), { status: 'valid' });
  assert.equal(api.run('check', WIKI, { solution: WIKI_SOLUTION }).status, 'valid');
  const bad = api.run('check', `${WIKI} 6${WIKI_SOLUTION.slice(1)}`);
  assert.equal(bad.status, 'invalid');
  assert.equal(bad.error, 'r1c1 holds 6 but the given is 5');
  assert.deepEqual(bad.wrongGivens, ['r1c1']);
  const part = api.run('check', `${WIKI} ${WIKI_SOLUTION.slice(0, 2)}.${WIKI_SOLUTION.slice(3)}`);
  assert.equal(part.status, 'incomplete');
  assert.deepEqual(part.empty, ['r1c3']);
  assert.equal(part.completable, true);
  assert.throws(() => api.run('check', WIKI), { message: /expected a puzzle and a proposed solution/ });
});

test('explain lists the human-style steps with their SE rating; solve --method human', () => {
  const hp = '210950004090060037000700000000000308920000015805000000000002000680010040100047096';
  const all = api.run('explain', hp);
  assert.equal(all.solved, true);
  assert.equal(all.hardest, 'xyz-wing');
  assert.equal(all.rating, 4.4);
  assert.equal(all.steps.length, all.total_steps);
  assert.equal(all.steps[0].explanation, 'Hidden single: 7 can only go in r1c3 in box 1');
  const hint = api.run('explain', hp, { steps: 1 });
  assert.equal(hint.steps.length, 1);
  assert.deepEqual(hint.steps[0].placed, [{ cell: 2, value: 7 }]);
  assert.equal(api.run('explain', hp, { 'max-rating': 4, 'last-resort': 'no' }).solved, false);
  const solved = api.run('solve', hp, { method: 'human' });
  assert.equal(solved.status, 'solved');
  assert.equal(checkSudoku(hp, solved.solution), null);
  assert.throws(() => api.run('explain', hp, { 'max-rating': 'x' }), { message: /--max-rating takes a number/ });
});

test('rate, patterns and Tectonic through run(): the same JSON as the CLI', () => {
  const hard1 = '080200400570000100002300000820090005000715000700020041000006700003000018007009050';
  const r = api.run('rate', hard1, { seed: 1 });
  assert.equal(r.level, 3);
  assert.equal(r.level_name, 'hard');
  assert.equal(r.se, 3.4);
  assert.deepEqual(api.run('rate', hard1, { seed: 1 }), r, 'a seed makes the rating reproducible');
  assert.throws(() => api.run('rate', '.'.repeat(81)), /solution/);

  const set = [WIKI, P17].join('\n');
  const p = api.run('patterns', set);
  assert.equal(p.puzzles, 2);
  assert.equal(p.givens.flat().reduce((a, b) => a + b, 0), 30 + 17);

  const t = api.run('solve', 'https://puzz.link/p?suguru/5/5/cih47bs73m3g5p1g2g', { genre: 'tectonic' });
  assert.equal(t.status, 'unique');
  assert.equal(t.solution, '3212114534521213454321321');
  assert.throws(() => api.run('solve', '6.. AAA', { genre: 'tectonic' }), /r1c1 is given 6 but its region has 3 cells/);
});

test('Hashi: generate in the module gives the CLI puzzle for a seed; it is unique and its solution checks', () => {
  const g = api.run('generate', '', { genre: 'hashi', size: '10x8', islands: 12, seed: 5 });
  assert.match(g.puzzle, /^https:\/\/puzz\.link\/p\?hashi\/10\/8\//);
  assert.equal(g.seed, 5);
  assert.ok(['easy', 'medium', 'hard', 'beyond'].includes(g.stage));
  assert.deepEqual(api.run('generate', '', { genre: 'hashi', size: '10x8', islands: 12, seed: 5 }), g);
  const s = api.run('solve', g.puzzle, { genre: 'hashi', connectivity: 'tree' });
  assert.equal(s.status, 'unique');
  assert.deepEqual(s.bridges, g.bridges);
  assert.equal(api.run('check', g.puzzle, { genre: 'hashi', solution: g.solution }).status, 'valid');
  assert.equal(api.run('rate', g.puzzle, { genre: 'hashi' }).stage, g.stage);
  assert.throws(() => api.run('generate', '', { genre: 'hashi', difficulty: 'tough' }), /--difficulty takes any, easy/);
  const c = api.run('compare', '', { genre: 'hashi', count: 30, seed: 1 });
  assert.equal(Object.values(c.document_generator.situations).reduce((a, b) => a + b, 0), 30);
  assert.equal(c.ours.unique, 30);
});

test('Variant: an f-puzzles JSON solves in the module, converts to a link that reads back, checks name the rule', () => {
  const puzzle = JSON.stringify({
    size: 4,
    grid: [[{ value: 1, given: true }, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]],
    killercage: [{ cells: ['R1C2', 'R1C3'], value: '5' }, { cells: ['R2C1', 'R2C2'], value: '7' },
      { cells: ['R3C3', 'R3C4'], value: '7' }],
    thermometer: [{ lines: [['R4C4', 'R4C3', 'R4C2']] }],
    difference: [{ cells: ['R3C1', 'R4C1'] }],
  });
  const s = api.run('solve', puzzle, { genre: 'variant' });
  assert.equal(s.status, 'unique');
  assert.equal(s.solution, '1234431221433421');
  assert.deepEqual(s.rules, { killercage: 3, thermometer: 1, difference: 1 });
  const link = api.run('convert', puzzle, { genre: 'variant' }).puzzle;
  assert.match(link, /^https:\/\/www\.f-puzzles\.com\/\?load=/);
  assert.equal(api.run('solve', link, { genre: 'variant' }).solution, s.solution);
  assert.equal(api.run('check', link, { genre: 'variant', solution: s.solution }).status, 'valid');
  assert.match(api.run('check', link, { genre: 'variant', solution: '1243431221343421' }).reason, /killer cage 5 on r1c2 r1c3 sums to 6/);
  assert.throws(() => api.run('solve', puzzle.replace('killercage', 'killercake'), { genre: 'variant' }), /'killercake' is not a rule/);
});

test('Variant: explain, rate and generate in the module', () => {
  const g = api.run('generate', '', { genre: 'variant', rule: 'killer', size: 6, seed: 4 });
  assert.match(g.puzzle, /^https:\/\/www\.f-puzzles\.com\/\?load=/);
  assert.equal(api.run('solve', g.puzzle, { genre: 'variant' }).solution, g.solution);
  const e = api.run('explain', g.puzzle, { genre: 'variant' });
  assert.equal(e.outcome, 'solved');
  assert.equal(e.grid, g.solution);
  assert.ok(e.trace.steps.length > 0 && e.trace.steps.every((s) => typeof s.explanation === 'string'));
  const r = api.run('rate', g.puzzle, { genre: 'variant' });
  assert.ok(r.level >= 1 && r.level <= 5);
});

test('progress: a generate run reports each puzzle and each attempt from inside the call, and answers as without it', () => {
  for (const genre of ['sudoku', 'tectonic', 'hashi']) {
    const options = {
      sudoku: { genre, size: 9, difficulty: 2, count: 3, seed: 5 },
      tectonic: { genre, size: '5x5', difficulty: 3, count: 3, seed: 5 },
      hashi: { genre, size: '7x7', islands: 8, count: 3, seed: 5 },
    }[genre];
    const reports = [];
    const watched = api.run('generate', '', options, (p) => reports.push(p));
    assert.deepEqual(watched, api.run('generate', '', options), `${genre}: the same puzzles with and without a listener`);
    const puzzles = reports.filter((p) => p.stage === 'puzzle');
    assert.deepEqual(puzzles.map((p) => [p.done, p.total]), [[0, 3], [1, 3], [2, 3]], genre);
    const attempts = reports.filter((p) => p.stage === 'attempt');
    assert.ok(attempts.length >= 3, `${genre}: one report per attempt at least`);
    for (const a of attempts) assert.ok(a.done >= 1 && a.total === -1, `${genre}: attempt ${a.done}, no total (the limit is a bound)`);
    const total = watched.puzzles.reduce((s, p) => s + p.attempts, 0);
    assert.equal(attempts.length, total, `${genre}: as many attempt reports as the puzzles' attempts`);
  }
  assert.throws(() => api.run('version', '', {}, 'not a function'), { message: /onProgress must be a function/ });
});

// Issue 38: the API's failures are Errors with a message; its checks are linear and come before the work.
test('NaN and Infinity options are refused with a message, not read as the default', () => {
  assert.throws(() => api.run('solve', WIKI, { count: NaN }), { name: 'RangeError', message: /option count must be a finite number, not NaN/ });
  assert.throws(() => api.run('generate', '', { seed: Infinity }), { name: 'RangeError', message: /option seed must be a finite number, not Infinity/ });
  assert.throws(() => api.run('solve', WIKI, { 'work-limit': -Infinity }), RangeError);
  assert.throws(() => api.solve(WIKI, { conflictBudget: NaN }), { name: 'RangeError', message: /conflictBudget must be a finite number/ });
  assert.throws(() => api.solve(WIKI, { conflictBudget: Infinity }), RangeError);
  assert.equal(api.solve(WIKI, { conflictBudget: -1 }).status, 'unique');
});

test('an options object of 30,000 unknown keys is answered with the first one, in one pass', () => {
  const options = {};
  for (let i = 0; i < 30000; ++i) options[`k${i}`] = i;
  assert.throws(() => api.run('solve', WIKI, options), { message: /'solve' does not take --k0/ });
  const raw = {};
  for (let i = 0; i < 100000; ++i) raw[`k${i}`] = 1;
  assert.match(core.checkOptions('sudoku', 'solve', JSON.stringify(raw)), /does not take --k0/);
});

test('a 10 MB multi-row grid is refused by its size before its lines are read', () => {
  const grid = '1 2 3 4\n'.repeat(1_300_000);
  assert.ok(grid.length > 10_000_000);
  assert.throws(() => api.run('solve', grid), { message: /the grid has more than 64 lines/ });
  const wide = `${'1 '.repeat(5000)}\n${'2 '.repeat(5000)}\n`;
  assert.throws(() => api.run('solve', wide), { message: /line 1 is 10000 characters long/ });
  assert.equal(api.solve(WIKI).status, 'unique');
});

test('a failure inside the module is an Error with a message, and the instance is discarded', () => {
  // A C++ exception escaping the module (a failed allocation) reaches JavaScript as a bare number.
  const fake = { ...Object.fromEntries(['genres', 'version', 'genreOfInput', 'runBatch', 'runBatchLines', 'releaseBatchLines', 'runWithProgress', 'checkOptions'].map((k) => [k, () => { throw new Error('unused'); }])),
    run: () => { throw 408167992; } };   // eslint-disable-line no-throw-literal
  const broken = loadApi().wrap(fake);
  assert.equal(broken.broken, null);
  assert.throws(() => broken.run('solve', WIKI), (err) => err instanceof Error && /ran out of memory/.test(err.message));
  assert.match(broken.broken, /ran out of memory/);
  assert.throws(() => broken.run('solve', WIKI), { message: /discarded after a failure/ });
  assert.throws(() => broken.version(), { message: /discarded after a failure/ });
  // A trap (RuntimeError) too.
  const trapping = loadApi().wrap({ ...fake, run: () => { throw new WebAssembly.RuntimeError('memory access out of bounds'); } });
  assert.throws(() => trapping.run('solve', WIKI), { message: /failed: memory access out of bounds/ });
  assert.ok(trapping.broken);
  // The real module's own answers are not failures.
  assert.throws(() => api.run('solve', 'xyz'), { message: /this one has 3/ });
  assert.equal(api.broken, null);
});

test('a limit stop is an answer marked stopped with what was done so far', () => {
  const r = api.run('generate', '', { genre: 'variant', count: 3, seed: 1, 'work-limit': 1 });
  assert.equal(r.stopped, 'work-limit');
  assert.equal(r.work_limit, 1);
  assert.deepEqual(r.puzzles, []);
  const e = api.run('explain', P17, { 'work-limit': 100000 });
  assert.equal(e.stopped, 'work-limit');
  assert.equal(e.solved, false);
});
