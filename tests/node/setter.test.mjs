// setter.test.mjs — the setting page without a browser: the drafts' edits (site/set/*-draft.js) as pure
// functions, what the engine reads of them (read back by the real WASM engine), the publishing forms,
// and the setting session (site/set/setter.js) driven with a fake engine and a fake clock, as
// session.test.mjs drives the play session: every live answer is for the newest draft, an answer to an
// older draft is dropped, a call that runs long is cancelled by the next edit, a draft that is not a
// puzzle yet never reaches the engine, and nothing is lost on a reload.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import * as sudoku from '../../site/set/sudoku-draft.js';
import * as tectonic from '../../site/set/tectonic-draft.js';
import * as hashi from '../../site/set/hashi-draft.js';
import { pieces } from '../../site/set/draft-util.js';
import { Setter, CANCEL_AFTER_MS, LIVE_BUDGET, conflictSentence, fromCandidates } from '../../site/set/setter.js';
import { draftStore } from '../../site/set/set-storage.js';
import { publish, snippet, attr } from '../../site/set/publish.js';
import { displayState } from '../../site/set/set-board.js';
import { loadCore, loadApi } from '../support/site.mjs';

let api;
before(async () => { api = loadApi().wrap(await loadCore()); });

const apply = (mod, draft, ...actions) => actions.reduce((d, a) => {
  const r = mod.act(d, a);
  assert.ok(!r.refused, `${JSON.stringify(a)} refused: ${r.refused}`);
  return r.draft || d;
}, draft);

// ------------------------------------------------------------------ drafts
test('a Sudoku draft: givens toggle, cages take their cells from others, paths must touch', () => {
  let d = sudoku.empty(4);
  d = apply(sudoku, d, { type: 'digit', cells: [0, 5], d: 2 });
  assert.deepEqual(d.givens.slice(0, 6), [2, 0, 0, 0, 0, 2]);
  d = apply(sudoku, d, { type: 'digit', cells: [0, 5], d: 2 });
  assert.equal(d.givens.filter(Boolean).length, 0, 'the same digit again takes it off');
  assert.match(sudoku.act(d, { type: 'digit', cells: [0], d: 5 }).refused, /not a digit of a 4×4/);

  const made = sudoku.act(d, { type: 'cells', tool: 'cage', cells: [0, 1, 4] });
  assert.deepEqual(made.current, { list: 'cages', index: 0 });
  d = made.draft;
  d = sudoku.act(d, { type: 'digit', cells: [], d: 1 }, made.current).draft;
  d = sudoku.act(d, { type: 'digit', cells: [], d: 2 }, made.current).draft;
  assert.equal(d.cages[0].sum, '12', 'digits typed after a cage is drawn are its sum');
  d = sudoku.act(d, { type: 'back' }, made.current).draft;
  assert.equal(d.cages[0].sum, '1');
  d = apply(sudoku, d, { type: 'cells', tool: 'cage', cells: [1, 2] });
  assert.deepEqual(d.cages.map((c) => c.cells), [[0, 4], [1, 2]], 'a new cage takes its cells out of the old one');
  const click = sudoku.act(d, { type: 'cells', tool: 'cage', cells: [2] });
  assert.deepEqual(click.current, { list: 'cages', index: 1 }, 'a click on a cage picks it');
  assert.equal(click.draft, undefined);
  d = sudoku.act(d, { type: 'erase', cells: [] }, click.current).draft;
  assert.equal(d.cages.length, 1, 'Delete removes the picked cage');

  assert.match(sudoku.act(d, { type: 'cells', tool: 'thermo', cells: [0, 2] }).refused, /do not touch/);
  d = apply(sudoku, d, { type: 'cells', tool: 'thermo', cells: [0, 5, 10] });
  assert.deepEqual(d.thermos, [{ cells: [0, 5, 10] }]);
  assert.match(sudoku.act(d, { type: 'cells', tool: 'arrow', cells: [3] }).refused, /two cells or more/);
  Object.isFrozen(d) || assert.fail('drafts are frozen');
});

test('dots, parity, switches and clues outside the grid', () => {
  let d = sudoku.empty(4);
  d = apply(sudoku, d, { type: 'edge', tool: 'white', a: 1, b: 0 });
  assert.deepEqual(d.dots, [{ kind: 'white', a: 0, b: 1 }]);
  d = apply(sudoku, d, { type: 'edge', tool: 'x', a: 0, b: 1 });
  assert.deepEqual(d.dots, [{ kind: 'x', a: 0, b: 1 }], 'one mark per edge: X replaces the dot');
  d = apply(sudoku, d, { type: 'edge', tool: 'x', a: 0, b: 1 });
  assert.deepEqual(d.dots, [], 'the same mark again removes it');
  assert.ok(sudoku.act(d, { type: 'edge', tool: 'black', a: 0, b: 5 }).refused, 'diagonal neighbours carry no dot');
  d = apply(sudoku, d, { type: 'cells', tool: 'odd', cells: [3, 7] }, { type: 'cells', tool: 'even', cells: [7] });
  assert.deepEqual(d.parity, [{ kind: 'odd', cell: 3 }, { kind: 'even', cell: 7 }]);
  d = apply(sudoku, d, { type: 'switch', id: 'diagonal-' });
  assert.equal(d.switches['diagonal-'], true);

  assert.deepEqual(sudoku.littleKillerDirections(4, -1, -1), ['DR']);
  assert.deepEqual(sudoku.littleKillerDirections(4, -1, 1).sort(), ['DL', 'DR']);
  assert.deepEqual(sudoku.diagonalCells(4, -1, 0, 'DR'), [1, 6, 11]);
  let r = sudoku.act(d, { type: 'outside', tool: 'littlekiller', r: -1, c: 1 });
  assert.equal(r.draft.outside[0].dir, 'DL');
  r = sudoku.act(r.draft, { type: 'outside', tool: 'littlekiller', r: -1, c: 1 }, r.current);
  assert.equal(r.draft.outside[0].dir, 'DR', 'a second click turns the arrow');
  d = sudoku.act(r.draft, { type: 'digit', cells: [], d: 7 }, r.current).draft;
  assert.equal(d.outside[0].value, '7');
  assert.ok(sudoku.act(d, { type: 'outside', tool: 'sandwich', r: -1, c: -1 }).refused, 'a sandwich stands beside a row or column');
  d = apply(sudoku, d, { type: 'outside', tool: 'sandwich', r: 2, c: 4 });

  const fp = sudoku.toFpuzzles(d);
  assert.deepEqual(fp.littlekillersum, [{ cell: 'R0C2', direction: 'DR', value: '7', cells: ['R1C3', 'R2C4'] }]);
  assert.equal(fp.sandwichsum, undefined, 'a clue without its number is left out');
  assert.equal(fp['diagonal-'], true);
  assert.deepEqual(fp.odd, [{ cell: 'R1C4' }]);
  assert.equal(sudoku.engineGenre(d), 'variant');
  assert.equal(sudoku.engineGenre(sudoku.empty(9)), 'sudoku');
  assert.equal(sudoku.engineGenre(sudoku.empty(8)), 'variant', 'an 8×8 is not a Sudoku line');
});

test('regions are kept as connected pieces; a jigsaw is a puzzle once every region has n cells', () => {
  assert.deepEqual(pieces([0, 0, 1, 0], 2, 2), [0, 0, 1, 0]);
  assert.deepEqual(pieces([0, 1, 1, 0], 1, 4), [0, 1, 1, 2], 'a label in two pieces becomes two regions');
  assert.deepEqual(pieces([0, 1, 1, 0], 2, 2), [0, 1, 2, 3], 'diagonal neighbours are not one piece');
  let d = sudoku.empty(4);
  assert.equal(sudoku.problems(d), null);
  d = apply(sudoku, d, { type: 'cells', tool: 'regions', cells: [0, 1, 2, 3] });
  const p = sudoku.problems(d);
  assert.match(p.text, /regions are not finished/);
  assert.ok(p.cells.length > 0);
  // The rows as regions: a legal (if dull) jigsaw.
  for (let r = 1; r < 4; r++) d = apply(sudoku, d, { type: 'cells', tool: 'regions', cells: [4 * r, 4 * r + 1, 4 * r + 2, 4 * r + 3] });
  assert.equal(sudoku.problems(d), null);
  assert.equal(new Set(d.regions).size, 4);
});

test('a Tectonic draft: regions by dragging, holes, the checks before the engine', () => {
  let d = tectonic.empty('5x5');
  assert.match(tectonic.problems(d).text, /Draw the regions/);
  d = apply(tectonic, d, { type: 'cells', tool: 'regions', cells: [0, 1, 5] });
  assert.match(tectonic.problems(d).text, /22 cells are in no region/);
  assert.match(tectonic.act(d, { type: 'cells', tool: 'regions', cells: Array.from({ length: 10 }, (_, i) => i) }).refused, /at most 9/);
  d = apply(tectonic, d, { type: 'digit', cells: [0], d: 4 });
  d = apply(tectonic, d, { type: 'cells', tool: 'holes', cells: Array.from({ length: 22 }, (_, k) => [2, 3, 4, 6, 7, 8, 9, ...Array.from({ length: 15 }, (_, j) => 10 + j)][k]) });
  const p = tectonic.problems(d);
  assert.match(p.text, /r1c1 holds 4, but its region has 3 cells/);
  assert.deepEqual(p.cells, [0]);
  d = apply(tectonic, d, { type: 'digit', cells: [0], d: 4 }, { type: 'digit', cells: [0], d: 2 });
  assert.equal(tectonic.problems(d), null);
  const json = tectonic.toJson(d);
  assert.equal(json.givens[0], '2.###');
  assert.deepEqual(json.regions[0], [0, 0, -1, -1, -1]);
});

test('a Hashi draft: islands placed, numbered, erased a layer at a time', () => {
  let d = hashi.empty('7x7');
  assert.match(hashi.problems(d).text, /Place the islands/);
  d = apply(hashi, d, { type: 'cells', cells: [0] }, { type: 'cells', cells: [3] }, { type: 'digit', cells: [3], d: 2 });
  assert.deepEqual(hashi.toJson(d).islands, [[0, 0, null], [0, 3, 2]]);
  d = apply(hashi, d, { type: 'erase', cells: [3] });
  assert.equal(d.islands[3], hashi.UNKNOWN, 'Delete takes the number first');
  d = apply(hashi, d, { type: 'erase', cells: [3] });
  assert.equal(d.islands[3], hashi.NONE, 'then the island');
  d = apply(hashi, d, { type: 'digit', cells: [10], d: 3 });
  assert.equal(d.islands[10], 3, 'a number typed on an empty cell places a numbered island');
  assert.ok(hashi.act(d, { type: 'digit', cells: [10], d: 9 }).refused);
});

test('a stored draft that is damaged reads back as a valid draft', () => {
  const d = sudoku.deserialize({ n: 4, givens: [1, 2, 'x'], regions: 'no', cages: [{ cells: [0, 99] }, { cells: [0, 1], sum: '1a2' }], dots: [{ kind: 'white', a: 0, b: 5 }], outside: [{ kind: 'littlekiller', r: -1, c: -1, dir: 'UL' }] });
  assert.equal(d.n, 4);
  assert.equal(d.givens.length, 16);
  assert.deepEqual(d.cages, [{ cells: [0, 1], sum: '12' }]);
  assert.deepEqual(d.dots, [], 'a dot between cells that do not touch is dropped');
  assert.deepEqual(d.outside, [], 'a little killer pointing out of the grid is dropped');
  assert.equal(tectonic.deserialize({ rows: 99 }).rows, 8);
  assert.equal(hashi.deserialize(null).cols, 10);
});

// ------------------------------------------------------------------ the engine reads the drafts
test('the real engine reads every kind of draft and answers the setter', () => {
  // A 4×4 killer with a little killer, thermometer, arrow, dots, X/V and parity, read by `candidates`.
  let d = sudoku.empty(4);
  d = apply(sudoku, d, { type: 'cells', tool: 'cage', cells: [0, 1] }, { type: 'cells', tool: 'thermo', cells: [6, 5, 4] },
    { type: 'cells', tool: 'arrow', cells: [15, 11, 7] }, { type: 'edge', tool: 'white', a: 8, b: 9 }, { type: 'edge', tool: 'v', a: 12, b: 13 },
    { type: 'cells', tool: 'odd', cells: [2] });
  d = sudoku.act(d, { type: 'digit', cells: [], d: 3 }, { list: 'cages', index: 0 }).draft;
  const { genre, input } = sudoku.engineInput(d);
  assert.equal(genre, 'variant');
  const c = api.run('candidates', input, { genre });
  assert.ok(['unique', 'multiple', 'none'].includes(c.status), JSON.stringify(c).slice(0, 200));
  const seen = fromCandidates(c, 4);
  // The cage of 3 on r1c1 r1c2 holds 1 and 2; the odd cell r1c3 holds 1 or 3.
  assert.ok(seen.cells[0].values.length && seen.cells[0].values.every((v) => v === 1 || v === 2));
  assert.ok(seen.cells[2].values.length && seen.cells[2].values.every((v) => v % 2 === 1));

  // A contradiction names its place: two 1s in row 1.
  const clash = apply(sudoku, sudoku.empty(4), { type: 'digit', cells: [0, 1], d: 1 });
  const a = api.run('candidates', sudoku.engineInput(clash).input, { genre: 'sudoku' });
  assert.equal(a.status, 'none');
  const sentence = conflictSentence(fromCandidates(a, 4).conflict);
  assert.match(sentence, /row 1/);

  // Tectonic and Hashi drafts as the engine's JSON.
  // The generator's 5×5 (seed 3): its regions drawn, its givens typed.
  const regions = [[0, 0, 1, 2, 2], [0, 0, 1, 2, 2], [3, 3, 1, 1, 2], [3, 3, 4, 4, 5], [3, 4, 4, 4, 5]].flat();
  const givens = ['....1', '.....', '.3.13', '5....', '.....'].join('');
  let t = tectonic.empty('5x5');
  for (let g = 0; g <= 5; g++) t = apply(tectonic, t, { type: 'cells', tool: 'regions', cells: regions.flatMap((x, i) => (x === g ? [i] : [])) });
  assert.equal(tectonic.problems(t), null);
  const tc0 = api.run('candidates', tectonic.engineInput(t).input, { genre: 'tectonic' });
  assert.equal(tc0.status, 'multiple', 'regions alone leave several solutions');
  [...givens].forEach((ch, i) => { if (ch !== '.') t = apply(tectonic, t, { type: 'digit', cells: [i], d: Number(ch) }); });
  const tc = api.run('candidates', tectonic.engineInput(t).input, { genre: 'tectonic' });
  assert.equal(tc.status, 'unique');
  assert.equal(fromCandidates(tc, 5).cells.filter((x) => x.values.length === 1).length, 25, 'every cell forced');
  let h = hashi.empty('7x7');
  h = apply(hashi, h, { type: 'digit', cells: [0], d: 1 }, { type: 'digit', cells: [6], d: 1 });
  const hc = api.run('candidates', hashi.engineInput(h).input, { genre: 'hashi' });
  assert.equal(hc.status, 'unique');
  assert.deepEqual(fromCandidates(hc, 7).bridges.map((b) => [b.a, b.b, b.values]), [[0, 6, [1]]]);
});

test('a contradiction names the place a setter made it: the cage, the region, the touching cells', () => {
  // A cage of 2 on r1c1 r1c2 of a 4×4: two different digits sum to 3 at least.
  let k = apply(sudoku, sudoku.empty(4), { type: 'cells', tool: 'cage', cells: [0, 1] });
  k = sudoku.act(k, { type: 'digit', cells: [], d: 2 }, { list: 'cages', index: 0 }).draft;
  const kc = api.run('candidates', sudoku.engineInput(k).input, { genre: sudoku.engineInput(k).genre });
  assert.equal(kc.status, 'none');
  const cage = fromCandidates(kc, 4).conflict;
  assert.match(conflictSentence(cage), /killer cage 2 on r1c1 r1c2/i);
  assert.ok(cage.parts.some((p) => p.kind === 'killercage' && String(p.cells) === '0,1'), JSON.stringify(cage.parts));

  // A Tectonic region of 2 cells (r1c1 r1c2) holds 1 and 2: a given 3 there cannot be.
  let t = tectonic.empty('5x5');
  const regions = [[0, 0, 1, 1, 1], [2, 2, 1, 1, 3], [2, 2, 4, 3, 3], [5, 4, 4, 4, 3], [5, 5, 6, 6, 6]].flat();
  for (let g = 0; g <= 6; g++) t = apply(tectonic, t, { type: 'cells', tool: 'regions', cells: regions.flatMap((x, i) => (x === g ? [i] : [])) });
  assert.equal(tectonic.problems(t), null);
  // The page says so itself, before any engine call.
  assert.deepEqual(tectonic.problems(apply(tectonic, t, { type: 'digit', cells: [0], d: 3 })), { text: 'r1c1 holds 3, but its region has 2 cells: it takes 1 to 2.', cells: [0] });
  // 1 in r1c2 and 1 in r1c3 touch: the engine's reader names the two givens (the page shows its error).
  t = apply(tectonic, t, { type: 'digit', cells: [1], d: 1 }, { type: 'digit', cells: [2], d: 1 });
  assert.equal(tectonic.problems(t), null);
  assert.throws(() => api.run('candidates', tectonic.engineInput(t).input, { genre: 'tectonic' }), /r1c2 and r1c3 both hold 1 and touch/);
  // 1 in r1c2 and 2 in r2c2 leave r1c1 (the region of r1c1 r1c2) no digit: the engine names the region.
  t = apply(tectonic, t, { type: 'digit', cells: [2], d: 1 }, { type: 'digit', cells: [6], d: 2 });
  const tc = api.run('candidates', tectonic.engineInput(t).input, { genre: 'tectonic' });
  assert.equal(tc.status, 'none');
  const sentence = conflictSentence(fromCandidates(tc, 5).conflict);
  assert.match(sentence, /region of 2 cells at r1c1/i, sentence);
});

test('publishing: the play link, the other sites\' links and the snippet come from the engine', async () => {
  const call = async (verb, input, options) => api.run(verb, input, options);
  // A classic 4×4: a Sudoku line, with the setter's text beside it.
  let d = sudoku.empty(4, { title: 'Tiny "one"', author: 'Ann <a>', rules: '' });
  d = apply(sudoku, d, { type: 'digit', cells: [0], d: 1 }, { type: 'digit', cells: [6], d: 2 });
  let p = await publish(call, d);
  assert.equal(p.genre, 'sudoku');
  assert.equal(p.key, '1.....2.........');
  const q = new URLSearchParams(p.playHref.split('?')[1]);
  assert.equal(q.get('title'), 'Tiny "one"');
  assert.deepEqual(p.links.map((l) => l.kind), ['puzzlink', 'fpuzzles', 'sudokupad']);
  const html = snippet('https://example.org/gl/', p);
  assert.match(html, /^<script src="https:\/\/example.org\/gl\/gridlogic-widget.js"><\/script>\n<gridlogic-puzzle genre="sudoku" puzzle="1.....2........." puzzle-title="Tiny &quot;one&quot;" author="Ann &lt;a&gt;"><\/gridlogic-puzzle>$/);
  assert.equal(attr('a&b'), 'a&amp;b');
  // A killer: its f-puzzles link is the key and carries the text; the engine reads it back.
  d = apply(sudoku, sudoku.empty(4, { title: 'K' }), { type: 'cells', tool: 'cage', cells: [0, 1] });
  p = await publish(call, d);
  assert.equal(p.genre, 'variant');
  assert.match(p.key, /^https:\/\/www\.f-puzzles\.com\/\?load=/);
  assert.equal(JSON.parse(api.run('convert', p.key, { genre: 'variant', to: 'json' }).puzzle).title, 'K');
  assert.deepEqual(p.text, {}, 'the f-puzzles link carries the text itself');
  // Tectonic and Hashi: puzz.link.
  let h = apply(hashi, hashi.empty('7x7'), { type: 'digit', cells: [0], d: 1 }, { type: 'digit', cells: [6], d: 1 });
  p = await publish(call, h);
  assert.match(p.key, /^https:\/\/puzz\.link\/p\?hashi\/7\/7\//);
});

// ------------------------------------------------------------------ the session
function fakeClock() {
  const timers = new Set();
  let now = 0;
  return {
    now: () => now,
    after(ms, fn) { const t = { fn, at: now + ms }; timers.add(t); return () => timers.delete(t); },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers].filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers.delete(due);
        now = due.at;
        due.fn();
      }
      now = end;
    },
  };
}

// An engine whose answers the test releases one by one: every call waits until `release(k)`.
function heldEngine() {
  const calls = [];
  return {
    calls,
    run(verb, input, options, signal) {
      return new Promise((resolve, reject) => {
        const call = { verb, input, options, signal, aborted: false, resolve, reject };
        signal.addEventListener('abort', () => { call.aborted = true; const e = new Error('cancelled'); e.name = 'AbortError'; reject(e); });
        calls.push(call);
      });
    },
  };
}
const tick = () => new Promise((r) => setImmediate(r));
const answerFor = (status, extra = {}) => ({ status, count: status === 'unique' ? 1 : 8, limit: 8, complete: true, cells: [], ...extra });

test('the session asks about the newest draft only; an older answer is dropped', async () => {
  const clock = fakeClock(), engine = heldEngine();
  const s = new Setter({ engine, clock, storage: draftStore({ memory: new Map() }) });
  const seen = [];
  s.onUpdate = (parts) => { if (parts.has('live')) seen.push({ ...s.live }); };
  s.newDraft('sudoku', 4);
  await tick();
  assert.equal(engine.calls.length, 1, 'an empty 4×4 is asked about at once');
  assert.equal(engine.calls[0].verb, 'candidates');
  assert.equal(engine.calls[0].options.genre, 'sudoku');

  s.act({ type: 'digit', cells: [0], d: 1 });     // a newer draft while the first call runs
  clock.advance(10);
  engine.calls[0].resolve(answerFor('multiple'));
  await tick();
  assert.notEqual(s.live.status, 'multiple', 'the answer to the older draft is not shown');
  assert.equal(engine.calls.length, 2, 'the newest draft is asked next');
  assert.equal(engine.calls[1].input, '1...............');
  engine.calls[1].resolve(answerFor('unique', { cells: [{ row: 0, col: 1, values: [2], counts: [1] }] }));
  await tick();
  assert.equal(s.live.status, 'unique');
  assert.equal(s.live.phase, 'analysing');
  assert.equal(s.live.cells[1].values[0], 2);
  assert.equal(engine.calls[2].verb, 'analyze');
  assert.equal(engine.calls[2].options.count, 2, 'a unique puzzle is rated (and checked again)');
  engine.calls[2].resolve({ status: 'unique', count: 1, limit: 2, level: 1, level_name: 'easy', rating: 1.2, hardest: { step: 3, technique: 'hidden-single', rating: 1.2, cells: [[0, 1]], explanation: 'x' }, removable: [{ row: 0, col: 0, value: 1 }], removable_complete: true, complete: true });
  await tick();
  assert.equal(s.live.phase, 'answered');
  assert.equal(s.live.analysis.level, 1);
  assert.deepEqual(s.live.analysis.hardest.cells, [1]);
  assert.deepEqual(s.live.analysis.removable, [{ cell: 0, value: 1 }]);
  assert.ok(seen.every((l) => !(l.status === 'multiple' && l.version === s.version)), 'nothing of the older answer was published as the newest');
});

test('a call that has run long is cancelled by the next edit; a young one may finish', async () => {
  const clock = fakeClock(), engine = heldEngine();
  const s = new Setter({ engine, clock, storage: draftStore({ memory: new Map() }) });
  s.newDraft('sudoku', 4);
  await tick();
  clock.advance(CANCEL_AFTER_MS + 5);
  s.act({ type: 'digit', cells: [0], d: 1 });
  await tick();
  assert.equal(engine.calls[0].aborted, true, 'the old call is cancelled at once');
  assert.equal(engine.calls.length, 2);
  // A young call is left to run, then cancelled when it grows old with a newer draft waiting.
  s.act({ type: 'digit', cells: [1], d: 2 });
  await tick();
  assert.equal(engine.calls[1].aborted, false);
  clock.advance(CANCEL_AFTER_MS);
  await tick();
  assert.equal(engine.calls[1].aborted, true, 'cancelled once it has run CANCEL_AFTER_MS');
  assert.equal(engine.calls.length, 3);
  assert.equal(engine.calls[2].input, '12..............');
  assert.notEqual(s.live.phase, 'cancelled', 'an outdated call\'s cancel is not the setter\'s');
  assert.equal(s.counts.outdated, 2);
  // The setter's own Cancel stops the question about the draft on the board.
  s.cancel();
  await tick();
  assert.equal(s.live.phase, 'cancelled');
  assert.equal(s.counts.cancelled, 1);
  s.retry();
  await tick();
  assert.equal(engine.calls.length, 4);
});

test('a draft that is not a puzzle yet, and text edits, never reach the engine; undo crosses all', async () => {
  const clock = fakeClock(), engine = heldEngine();
  const s = new Setter({ engine, clock, storage: draftStore({ memory: new Map() }) });
  s.newDraft('tectonic', '5x5');
  await tick();
  assert.equal(engine.calls.length, 0);
  assert.equal(s.live.phase, 'draft');
  s.setTool('regions');
  s.act({ type: 'cells', cells: [0, 1] });
  assert.equal(s.live.phase, 'draft');
  s.setMeta('title', 'M');
  s.setMeta('title', 'My');
  s.setMeta('title', 'My one');
  assert.equal(s.draft.meta.title, 'My one');
  s.undo();
  assert.equal(s.draft.meta.title, '', 'a run of typing is one undo step');
  s.undo();
  assert.equal(s.draft.regions[0], tectonic.NONE);
  s.redo();
  s.redo();
  assert.equal(s.draft.meta.title, 'My one');
  assert.equal(engine.calls.length, 0);
  assert.match(s.act({ type: 'cells', cells: Array.from({ length: 10 }, (_, i) => i) }) ? '' : s.notice, /at most 9/);
});

test('drafts are kept as they are edited and come back after a reload', async () => {
  const memory = new Map();
  const clock = fakeClock();
  const a = new Setter({ engine: heldEngine(), clock, storage: draftStore({ memory }) });
  a.start();
  assert.equal(a.draft.genre, 'sudoku');
  a.newDraft('hashi', '7x7');
  a.act({ type: 'digit', cells: [3], d: 4 });
  const id = a.id;
  const b = new Setter({ engine: heldEngine(), clock, storage: draftStore({ memory }) });
  b.start();
  assert.equal(b.id, id);
  assert.equal(b.draft.islands[3], 4);
  assert.equal(b.storage.list().length, 1, 'the untouched 9×9 the first visit opened is not kept');
  b.newDraft('sudoku', 6);
  b.act({ type: 'digit', cells: [0], d: 6 });
  assert.equal(b.storage.list().length, 2);
  b.openSaved(id);
  assert.equal(b.draft.genre, 'hashi');
});

test('the live question is cheaper while there are many solutions; the address picks the genre', async () => {
  const clock = fakeClock(), engine = heldEngine();
  const memory = new Map();
  const s = new Setter({ engine, clock, storage: draftStore({ memory }) });
  s.newDraft('sudoku', 4);
  await tick();
  assert.equal(engine.calls[0].options.count, 2, 'the first question counts two a value');
  engine.calls[0].resolve(answerFor('multiple'));
  await tick();
  assert.equal(engine.calls[1].verb, 'analyze');
  assert.equal(engine.calls[1].options.count, 100);
  engine.calls[1].resolve({ status: 'multiple', count: 100, limit: 100, suggestion: { row: 0, col: 0, value: 1, keeps: 25, of: 100, split: [] }, complete: true });
  await tick();
  assert.deepEqual(s.live.analysis.suggestion, { cell: 0, value: 1, keeps: 25, of: 100, split: [] });
  s.act({ type: 'digit', cells: [0], d: 1 });
  await tick();
  assert.equal(engine.calls[2].options.count, 1, 'after 100 solutions or more: only whether each value has one');

  // set.html?genre=hashi&size=7x7: the latest Hashi draft of that size, else a new one.
  const b = new Setter({ engine: heldEngine(), clock, storage: draftStore({ memory }) });
  b.start({ genre: 'hashi', size: '7x7' });
  assert.equal(b.draft.genre, 'hashi');
  b.act({ type: 'digit', cells: [0], d: 2 });
  const hashiId = b.id;
  const c = new Setter({ engine: heldEngine(), clock, storage: draftStore({ memory }) });
  c.start({ genre: 'hashi', size: '7x7' });
  assert.equal(c.id, hashiId, 'the draft of that genre is opened again');
  c.start({ genre: 'hashi', size: '10x10' });
  assert.notEqual(c.id, hashiId, 'another size: a new draft');
  assert.equal(c.draft.cols, 10);
});

test('the live question has a budget; a cut answer is marked, and asked whole on demand', async () => {
  const clock = fakeClock(), engine = heldEngine();
  const s = new Setter({ engine, clock, storage: draftStore({ memory: new Map() }) });
  s.newDraft('sudoku', 4);
  await tick();
  assert.equal(engine.calls[0].options.budget, LIVE_BUDGET, 'every live question carries the budget');
  assert.equal(engine.calls[0].options['time-limit'], 60);
  // The budget ran out before a solution was found: nothing decided, and the session says it was a
  // bounded question (the page offers the whole answer).
  const open = [{ row: 0, col: 0, values: [], counts: [], open: [1, 2, 3, 4] }];
  engine.calls[0].resolve({ status: 'unknown', count: 0, limit: 2, complete: false, cells: open });
  await tick();
  assert.equal(engine.calls.length, 1, 'nothing to analyse before a solution is known');
  assert.equal(s.live.phase, 'answered');
  assert.equal(s.live.status, 'unknown');
  assert.equal(s.live.complete, false);
  assert.equal(s.live.bounded, true);
  assert.deepEqual(s.live.cells[0].open, [1, 2, 3, 4]);
  // The whole answer: the same draft asked again without a budget, candidates and then analyze.
  s.retry({ whole: true });
  await tick();
  assert.equal(engine.calls.length, 2);
  assert.equal(engine.calls[1].input, engine.calls[0].input);
  assert.equal('budget' in engine.calls[1].options, false, 'asked whole: no budget');
  assert.equal(engine.calls[1].options['time-limit'], 60, 'still within the time limit');
  engine.calls[1].resolve(answerFor('multiple'));
  await tick();
  assert.equal('budget' in engine.calls[2].options, false, 'analyze is asked whole too');
  engine.calls[2].resolve({ status: 'multiple', count: 100, limit: 100, complete: true });
  await tick();
  assert.equal(s.live.bounded, false);
  assert.equal(s.live.complete, true);
  // The next edit is a live question again, with the budget.
  s.act({ type: 'digit', cells: [0], d: 1 });
  await tick();
  assert.equal(engine.calls[3].options.budget, LIVE_BUDGET);
  // A plain Ask again (after a Cancel) keeps the budget.
  s.cancel();
  await tick();
  s.retry();
  await tick();
  assert.equal(engine.calls[4].options.budget, LIVE_BUDGET);
});

test('every Sudoku size the page offers, 4×4 to 16×16, is read and answered by the real engine', () => {
  for (const n of sudoku.SIZES) {
    // The largest digit in the last cell: 16 and 12 are typed as one value, not two digits.
    const d = apply(sudoku, sudoku.empty(n), { type: 'digit', cells: [n * n - 1], d: n });
    assert.equal(sudoku.problems(d), null, `${n}×${n}: a puzzle as it is (its usual boxes, or its rows)`);
    const { genre, input } = sudoku.engineInput(d);
    const c = api.candidates(input, { genre, count: 1, budget: 20000 });
    assert.equal(c.status === 'error' ? c.error : c.status, 'multiple', `${n}×${n} (${genre})`);
    assert.equal(c.complete, true, `${n}×${n}: answered whole`);
    assert.equal(c.cells.length, n * n);
    const last = c.cells.find((x) => x.row === n - 1 && x.col === n - 1);
    assert.deepEqual([last.given, last.values], [n, [n]], `${n}×${n}: the given read back`);
    assert.ok(c.cells.every((x) => x.values.length >= 1), `${n}×${n}: every cell has a value`);
    assert.ok(c.cells.filter((x) => x.row === n - 1 && x.col < n - 1).every((x) => !x.values.includes(n)), `${n}×${n}: the given's row excludes it`);
  }
});

test('a candidate is marked as finishing only when its count of one is exact', () => {
  const draft = sudoku.empty(4);
  // r1c1 takes 1 in exactly one of the solutions counted to 2; 2 in two or more.
  const cells = [{ row: 0, col: 0, values: [1, 2], counts: [1, 2] }];
  const live = (extra) => ({ ...fromCandidates({ status: 'multiple', count: 2, limit: 2, complete: true, cells, ...extra }, 4), phase: 'answered' });
  assert.deepEqual(displayState(draft, live()).marks[0].finish, [1]);
  // Counted to 1 (the cheaper question after 100 solutions or more): a count of one means "one or more".
  const capped = [{ row: 0, col: 0, values: [1, 2], counts: [1, 1] }];
  assert.deepEqual(displayState(draft, live({ limit: 1, cells: capped })).marks[0].finish, []);
  // Cut short by the budget: counts are lower bounds.
  assert.deepEqual(displayState(draft, live({ complete: false })).marks[0].finish, []);
  // Cut short with nothing decided in a cell: the cell is left blank; decided values and open ones drawn.
  const open = [{ row: 0, col: 0, values: [], counts: [], open: [1, 2, 3, 4] }, { row: 0, col: 1, values: [2], counts: [1], open: [3] }];
  const d = displayState(draft, live({ complete: false, status: 'unknown', count: 1, cells: open }));
  assert.deepEqual(d.marks.map((m) => [m.cell, m.values, m.open]), [[1, [2], [3]]]);
  assert.deepEqual(d.forced, [], 'a single value with others open is not forced');
});
