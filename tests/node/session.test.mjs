// session.test.mjs — the play session (site/play/session.js) with no browser, as Tatham's nullfe.c runs
// a game with no window: a fake engine that answers the verbs the session and the genre modules ask
// (each answer chosen by the test, some held back to arrive late), a fake clock moved by hand and a
// storage in memory. The genre is the real Sudoku module on a 4×4 puzzle, so the moves are the real
// ones; the rules are the fake engine's. Also: the front ends name no genre, and the Hashi modules
// import no circle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Session, formatTime } from '../../site/play/session.js';
import { sudoku, sudokuModel } from '../../site/play/sudoku.js';
import * as S from '../../site/play/cell-state.js';
import * as H from '../../site/play/hashi-state.js';
import { loadCore } from '../support/site.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const site = path.join(here, '../../site');

// 4×4: the solution and the givens (row-major).
const SOLUTION = '1234341221434321';
const GIVENS = '1.3..4.22..3.3.1';
const toValues = (line) => [...line].map((ch) => (ch === '.' ? 0 : Number(ch)));

function fakeClock() {
  const timers = new Set();
  let now = 0;
  return {
    hiddenNow: false,
    every(ms, fn) { const t = { ms, fn, next: now + ms, repeat: true }; timers.add(t); return () => timers.delete(t); },
    after(ms, fn) { const t = { ms, fn, next: now + ms, repeat: false }; timers.add(t); return () => timers.delete(t); },
    hidden() { return this.hiddenNow; },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers].filter((t) => t.next <= end).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        now = due.next;
        if (due.repeat) due.next += due.ms; else timers.delete(due);
        due.fn();
      }
      now = end;
    },
  };
}

function memoryStorage(saved = { data: null, settings: null }) {
  return { saved, load: () => (saved.data ? JSON.parse(JSON.stringify(saved.data)) : null), save: (d) => { saved.data = JSON.parse(JSON.stringify(d)); }, saveSettings: (s) => { saved.settings = { ...s }; } };
}

// The engine: `answers[verb](input, options)` gives the answer (or a promise of it); every call is logged.
function fakeEngine(answers = {}) {
  const calls = [];
  const run = async (verb, input, options) => {
    calls.push({ verb, options });
    const f = answers[verb];
    if (!f) throw new Error(`the fake engine has no answer for ${verb}`);
    return f(input, options);
  };
  return { calls, busy: (label, verb, input, options) => run(verb, input, options), quiet: run };
}

// Sudoku rules for the fake engine's `conflicts` and `check`: a value twice in a row, column or box.
function repeats(line) {
  const v = toValues(line), out = [];
  const houses = [];
  for (let k = 0; k < 4; k++) {
    houses.push([0, 1, 2, 3].map((j) => k * 4 + j), [0, 1, 2, 3].map((j) => j * 4 + k));
    const r0 = Math.floor(k / 2) * 2, c0 = (k % 2) * 2;
    houses.push([r0 * 4 + c0, r0 * 4 + c0 + 1, (r0 + 1) * 4 + c0, (r0 + 1) * 4 + c0 + 1]);
  }
  for (const h of houses) for (let d = 1; d <= 4; d++) {
    const at = h.filter((i) => v[i] === d);
    if (at.length > 1) out.push({ rule: 'house', message: `${d} twice`, cells: at });
  }
  return out;
}
const sudokuAnswers = (extra = {}) => ({
  conflicts: (input, o) => ({ conflicts: repeats(o.solution) }),
  check: (input, o) => (o.solution === SOLUTION ? { status: 'valid' }
    : o.solution.includes('.') ? { status: 'incomplete', completable: true } : { status: 'invalid', error: 'not the solution' }),
  rate: () => ({ status: 'rated', level: 1, level_name: 'easy', se: 1.2 }),
  ...extra,
});

function newSession({ engine = fakeEngine(sudokuAnswers()), clock = fakeClock(), storage = memoryStorage(), settings } = {}) {
  const model = sudokuModel({ size: 4, box: [2, 2], givens: GIVENS }, GIVENS);
  const session = new Session({
    impl: sudoku, model, solved: { status: 'unique', solution: toValues(SOLUTION) }, engine, clock, storage,
    settings: { autoRemove: true, liveCheck: true, markWrong: false, greyCannot: true, ...settings },
  });
  const updates = [];
  session.onUpdate = (parts) => updates.push(parts);
  return { session, model, engine, clock, storage, updates };
}

const settle = () => new Promise((r) => setImmediate(r));
const place = (session, model, cell, d) => session.commit(S.setDigit(model, session.state, [cell], d));
const line = (session) => S.toLine(session.state.v);

test('undo and redo cross digits, reveal, checkpoints and the return to one', async () => {
  const { session, model } = newSession();
  session.start();
  place(session, model, 1, 2);                        // r1c2 = 2 (right)
  session.markCheckpoint();
  place(session, model, 3, 4);                        // r1c4 = 4 (right)
  place(session, model, 4, 1);                        // r2c1 = 1 (a guess, wrong: 3)
  session.reveal([6]);                                // r2c3 from the solution
  assert.equal(line(session), '123414122..3.3.1');
  assert.equal(session.assisted, true, 'a reveal counts as help');
  const beforeReturn = session.state;
  session.returnToCheckpoint(0);
  assert.equal(line(session), '123..4.22..3.3.1', 'back at the checkpoint');
  session.undo();
  assert.equal(session.state, beforeReturn, 'undo brings the guess back after returning to a checkpoint');
  session.undo();
  assert.equal(line(session), '123414.22..3.3.1', 'undo takes the reveal back');
  session.undo(); session.undo(); session.undo();
  assert.equal(line(session), GIVENS, 'back to the start');
  assert.equal(session.canUndo(), false);
  session.redo();
  assert.equal(line(session), '123..4.22..3.3.1');
  assert.equal(session.checkpointList()[0].current, true, 'the list says which checkpoint the board is at');
  session.redo();
  assert.equal(session.checkpointList()[0].current, false);
  await settle();
  session.stop();
});

test('a hint answer for an older state is dropped; a hint goes three levels and a change clears it', async () => {
  let release;
  const held = new Promise((r) => { release = r; });
  const explain = () => held;
  const { session, model, engine } = newSession({ engine: fakeEngine(sudokuAnswers({ explain })) });
  session.start();
  const asked = session.hint();
  place(session, model, 1, 2);                        // the board changes while the engine works
  release({ steps: [{ technique: 'naked-single', cells: [3], placed: [{ cell: 3, value: 4 }], removed: [], explanation: 'r1c4 can only be 4' }] });
  await asked;
  assert.equal(session.hintView(), null, 'the late answer is not shown');
  assert.equal(session.hintData, null);
  assert.equal(engine.calls.filter((c) => c.verb === 'explain').length, 1);

  // Now a fresh hint: level 1, then 2 (the board shows it), then 3 (the conclusion).
  await session.hint();
  assert.equal(session.hintView().level, 1);
  assert.equal(session.hintView().conclusion, '');
  await session.hint();
  assert.equal(session.hintView().level, 2);
  assert.deepEqual(session.overlay.hintTargets, [3]);
  await session.hint();
  const h = session.hintView();
  assert.equal(h.level, 3);
  assert.match(h.conclusion, /^r1c4 must be 4/);
  assert.equal(h.next, '');
  // Reveal follows the hint.
  session.reveal([]);
  assert.equal(session.state.v[3], 4);
  assert.equal(session.hintView(), null, 'a change clears the hint');
  assert.equal(session.overlay.hintTargets, undefined);
  session.stop();
});

test('solved and unsolved follow the board: a full correct board is solved, undo unsolves it, redo solves it again', async () => {
  const { session, model, clock } = newSession();
  session.start();
  clock.advance(65_000);
  assert.equal(session.seconds, 65);
  const full = Object.freeze({ ...S.initialState(model), v: toValues(SOLUTION) });
  session.commit(full);
  await settle();
  assert.equal(session.solved, true);
  assert.equal(session.solvedText(), 'Solved! Time 1:05.');
  clock.advance(5_000);
  assert.equal(session.seconds, 65, 'the clock stops when solved');
  session.undo();
  assert.equal(session.solved, false);
  session.redo();
  await settle();
  assert.equal(session.solved, true);
  // A full board with a wrong digit: not solved, and the check says what is wrong.
  const wrong = S.setDigit(model, full, [1], 4);
  session.commit(wrong);
  await settle();
  assert.equal(session.solved, false);
  assert.equal(session.checkResult.verdict, 'broken');
  assert.ok(session.checkResult.cells.includes(1) && session.checkResult.cells.includes(3), 'the cells come from the engine\'s conflicts');
  session.stop();
});

test('check on a partial board: conflicts with their cells from the engine, else what is left; a late answer is dropped', async () => {
  const { session, model } = newSession();
  session.start();
  place(session, model, 1, 1);                        // r1c2 = 1: row 1 has 1 twice
  await session.check();
  assert.equal(session.checkResult.verdict, 'broken');
  assert.deepEqual(session.checkResult.cells, [0, 1]);
  assert.deepEqual(session.overlay.errorCells, [0, 1]);
  session.undo();
  await session.check();
  assert.equal(session.checkResult.verdict, 'ok');
  assert.match(session.checkResult.messages[0], /No rule is broken so far; 8 cells to fill\./);
  // Live conflicts: the clash cells follow the board.
  place(session, model, 1, 1);
  await settle();
  assert.deepEqual(session.overlay.clashCells, [0, 1]);
  assert.equal(session.clashes[0].message, '1 twice');
  session.undo();
  await settle();
  assert.deepEqual(session.overlay.clashCells, []);
  session.stop();
});

test('progress is saved and restored: the board, the time, the checkpoints and whether help was used', async () => {
  const storage = memoryStorage();
  const first = newSession({ storage });
  first.session.start();
  place(first.session, first.model, 1, 2);
  first.session.markCheckpoint();
  place(first.session, first.model, 3, 4);
  first.clock.advance(12_000);                        // saved every 10 s as well as on every move
  first.session.reveal([4]);
  first.session.stop();
  assert.equal(storage.saved.data.seconds, 12);
  assert.equal(storage.saved.data.title, 'Sudoku 4×4');
  assert.equal(storage.saved.data.grid, line(first.session), 'the grid for the home page\'s picture');

  const second = newSession({ storage });
  second.session.start();
  assert.equal(line(second.session), line(first.session));
  assert.equal(second.session.seconds, 12);
  assert.equal(second.session.assisted, true);
  assert.equal(second.session.checkpoints.length, 1);
  second.session.returnToCheckpoint(0);
  assert.equal(line(second.session), '123..4.22..3.3.1');
  // A share link's progress wins over the saved state.
  const third = newSession({ storage });
  third.session.start({ progress: '1234.4.22..3.3.1~b4-6' });
  assert.equal(line(third.session), '1234.4.22..3.3.1');
  assert.deepEqual(S.marksOf(third.session.state.centre[4]), [1, 2]);
  for (const s of [second, third]) s.session.stop();
});

test('fill candidates, all or allowed, is one undo step', () => {
  const { session, model } = newSession();
  session.start();
  session.fillCandidates('all');
  assert.deepEqual(S.marksOf(session.state.centre[1]), [1, 2, 3, 4]);
  session.fillCandidates('allowed');
  // r1c2 sees 1 and 3 (row 1) and 4 (its box): 2 is left.
  assert.deepEqual(S.marksOf(session.state.centre[1]), [2]);
  assert.equal(S.marksOf(session.state.centre[0]).length, 0, 'a given has no candidates');
  session.undo();
  assert.deepEqual(S.marksOf(session.state.centre[1]), [1, 2, 3, 4], 'one undo step back to "all"');
  session.undo();
  assert.equal(session.state.centre.every((m) => m === 0), true);
  // A "not" mark of the player's is respected by "allowed".
  session.commit(S.toggleMark(model, session.state, [1], 2, 'negative'));
  session.fillCandidates('allowed');
  assert.deepEqual(S.marksOf(session.state.centre[1]), [], 'the only digit left was marked "not"');
  session.stop();
});

test('solve singles applies the engine\'s single steps until a step needs more, as one undo step; wrong digits first', async () => {
  const explained = [];
  const explain = (input) => {
    explained.push(input);
    // The first call: two singles, then a pattern (which stops the run); the second: nothing left.
    if (explained.length === 1) {
      return { steps: [
        { technique: 'naked-single', placed: [{ cell: 1, value: 2 }], removed: [] },
        { technique: 'hidden-single', placed: [{ cell: 3, value: 4 }], removed: [] },
        { technique: 'x-wing', placed: [], removed: [{ cell: 4, value: 1 }] },
        { technique: 'naked-single', placed: [{ cell: 4, value: 3 }], removed: [] },
      ] };
    }
    return { steps: [] };
  };
  const { session, model } = newSession({ engine: fakeEngine(sudokuAnswers({ explain })) });
  session.start();
  await session.solveSingles();
  assert.equal(line(session), '1234.4.22..3.3.1', 'the two singles, not the step after the pattern');
  assert.equal(explained.length, 1);
  session.undo();
  assert.equal(line(session), GIVENS, 'one undo step');
  // A wrong digit: refused, with the reason.
  place(session, model, 1, 3);
  await session.solveSingles();
  assert.match(session.notice, /r1c2 is not in the solution/);
  session.stop();
});

test('timer and pause: the clock runs only while playing and visible; a paused board takes no moves', () => {
  const { session, model, clock, updates } = newSession();
  session.start();
  clock.advance(3_000);
  assert.equal(session.seconds, 3);
  session.pause();
  assert.equal(session.paused, true);
  assert.ok(updates.some((p) => p.has('pause')));
  clock.advance(10_000);
  assert.equal(session.seconds, 3, 'stopped while paused');
  assert.equal(place(session, model, 1, 2), false, 'no moves while paused');
  session.pause(false);
  clock.hiddenNow = true;
  clock.advance(5_000);
  assert.equal(session.seconds, 3, 'stopped while the tab is hidden');
  clock.hiddenNow = false;
  clock.advance(2_000);
  assert.equal(session.seconds, 5);
  assert.equal(formatTime(3725), '1:02:05');
  // A refused move's notice goes away after 3 s.
  session.refuse('Given digits are fixed.');
  assert.equal(session.notice, 'Given digits are fixed.');
  clock.advance(3_000);
  assert.equal(session.notice, '');
  session.stop();
});

// A refusal is about the refused move only: the next move, hint or check takes it away at once (on a
// phone it lay over the hint's sentence for its 3 s, so the first Hint seemed to show nothing).
test('a refusal\'s notice goes when the player moves, asks for a hint or checks', async () => {
  const explain = () => ({ steps: [{ technique: 'naked-single', cells: [3], placed: [{ cell: 3, value: 4 }], removed: [], explanation: 'r1c4 can only be 4' }] });
  const { session, model, clock, updates } = newSession({ engine: fakeEngine(sudokuAnswers({ explain })) });
  session.start();
  const noticeCleared = () => updates.filter((p) => p.has('notice')).length;
  session.refuse('Given digits are fixed.');
  await session.hint();
  assert.equal(session.hintView().level, 1);
  assert.equal(session.notice, '', 'the hint takes the notice away');
  session.refuse('Given digits are fixed.');
  await session.hint();
  assert.equal(session.notice, '', 'so does the next level');
  session.refuse('Given digits are fixed.');
  await session.check();
  assert.equal(session.checkResult.verdict, 'ok');
  assert.equal(session.notice, '', 'and a check');
  session.refuse('Given digits are fixed.');
  place(session, model, 1, 2);
  assert.equal(session.notice, '', 'and a move');
  const emitted = noticeCleared();
  clock.advance(3_000);
  assert.equal(noticeCleared(), emitted, 'the dismissed notice\'s timer is cancelled: nothing more to draw');
  // Without a refusal, a move publishes no notice change.
  place(session, model, 2, 3);
  assert.equal(noticeCleared(), emitted);
  session.stop();
});

test('marking digits against the solution is the genre\'s and only with one solution', async () => {
  const { session, model } = newSession({ settings: { markWrong: true } });
  session.start();
  place(session, model, 1, 4);                        // r1c2 = 4: not the solution's 2
  await settle();
  assert.ok(session.clashes.some((c) => c.rule === 'solution' && c.cells[0] === 1));
  session.status = 'multiple';
  assert.equal(session.markWrongAllowed(), false);
  session.stop();
});

test('Hashi: no-bridge marks, refusals, groups; the state module imports neither the genre nor the drawing', () => {
  const model = H.hashiModel({ rows: 3, cols: 3, islands: [[0, 1, 1], [1, 0, 1], [1, 2, 1], [2, 1, 1]] }, 'x');
  let s = H.initialState(model);
  const vertical = model.find(1, 7).k, horizontal = model.find(3, 5).k;
  s = H.cycleLink(model, s, vertical).state;
  assert.match(H.cycleLink(model, s, horizontal).refused, /cannot cross/);
  assert.match(H.toggleNoBridge(model, s, vertical).refused, /has bridges/);
  s = H.toggleNoBridge(model, s, horizontal).state;
  assert.match(H.cycleLink(model, H.cycleLink(model, s, vertical).state, horizontal).refused, /no bridge/);
  assert.deepEqual(H.groupColours(model, s), [0, -1, -1, 0]);
  assert.deepEqual(H.deserialize(model, H.serialize(s)), s);
  for (const f of ['hashi-state.js', 'hashi-game.js']) {
    const imports = [...readFileSync(path.join(site, 'play', f), 'utf8').matchAll(/from '\.\/([\w-]+\.js)'/g)].map((m) => m[1]);
    assert.ok(!imports.includes('hashi.js'), `${f} imports hashi.js`);
  }
});

test('the play page and the widget are front ends: no genre name in main.js or embed.js', async () => {
  const names = JSON.parse((await loadCore()).genres()).flatMap((g) => [g.name, ...g.aliases]);
  assert.ok(names.includes('sudoku'), 'the registry has the genres');
  for (const f of ['main.js', 'embed.js', 'session.js']) {
    const text = readFileSync(path.join(site, 'play', f), 'utf8');
    // Not even inside another word (a "sudokupad-link" is the front end knowing a genre's sites).
    for (const n of names) assert.doesNotMatch(text, new RegExp(n, 'i'), `${f} names ${n}`);
  }
});

test('with the real engine: the singles finish an easy Sudoku and a Suguru that need nothing more, each as one move', async () => {
  const { loadApi } = await import('../support/site.mjs');
  const api = loadApi().wrap(await loadCore());
  const call = async (verb, input, options) => api.run(verb, input, options);
  const engine = { busy: (label, v, i, o) => call(v, i, o), quiet: call };
  const { tectonic } = await import('../../site/play/tectonic.js');
  const cases = [
    [sudoku, '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'],
    [tectonic, 'https://puzz.link/p?suguru/5/5/dam8o3c71g4g4i2j5j4h3i'],
  ];
  for (const [impl, puzzle] of cases) {
    const model = await impl.load(call, puzzle);
    const solved = await impl.solve(call, model);
    const session = new Session({ impl, model, solved, engine, clock: fakeClock(), storage: memoryStorage(), settings: { autoRemove: true, liveCheck: true } });
    session.start();
    await session.solveSingles();
    assert.equal(impl.isComplete(model, session.state), true, `${impl.name}: every cell filled`);
    assert.deepEqual(session.state.v, solved.solution, `${impl.name}: the solution`);
    await settle();
    assert.equal(session.solved, true, `${impl.name}: solved`);
    session.undo();
    assert.equal(impl.anyTyped(model, session.state), false, `${impl.name}: one undo step`);
    session.stop();
  }
});
