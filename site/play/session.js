// session.js — one puzzle being played, as Tatham's midend.c keeps it: the history of states (undo and
// redo cross every kind of move), checkpoints in that history, the hint and its level, the check, the
// live conflicts, the solved state, the timer and pause, saved progress — and nothing about the DOM.
// The play page (main.js) and the widget (embed.js) are front ends: they forward input here and draw
// what the session publishes; tests/node/session.test.mjs drives it with a fake engine and clock, as
// Tatham's nullfe.c drives a game with no window.
//
// It knows no genre. Everything genre-specific is the genre module's (`impl`, see genres.js for the
// list and cell-genre.js for the interface): how a state is moved, stored, checked and
// hinted. The session only decides *when*: a change clears the hint and the check, asks for the live
// conflicts, checks a full board, saves.
//
//   const s = new Session({ impl, model, solved, engine, clock, storage, settings });
//   s.onUpdate = (parts) => { … redraw the parts named … };   // a Set: 'board', 'history', 'hint', …
//   s.start({ progress });      // progress: a share link's `s` text, else the saved state is used
//
// engine: { busy(label, verb, input, options), quiet(verb, input, options) } — promises of the engine's
//   JSON; `busy` shows the page's progress bar (and may be cancelled), `quiet` does not.
// clock: { every(ms, fn) → stop(), after(ms, fn) → cancel(), hidden() → bool (the tab is hidden) }.
// storage: { load() → saved | null, save(data), saveSettings(settings) }.
import { History } from './undo.js';

// Minutes and seconds ("4:07", "1:02:09").
// What a board draws of a hint (teach.js's result): its house tint, cause, targets, links and chain.
// The practice page (train/main.js) draws its examples with it too.
export function hintOverlay(h) {
  return {
    hintCells: h.cells || [], hintCause: h.cause || [], hintTargets: h.targets || [], hintLinks: h.links || [],
    hintChain: h.chain || [], hintNodes: h.nodes || [], hintRemoved: h.removed || [],
  };
}

export function formatTime(s) {
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
  return `${h ? `${h}:${String(m).padStart(2, '0')}` : m}:${String(sec).padStart(2, '0')}`;
}

const NOTICE_MS = 3000;
const SAVE_EVERY_S = 10;

export class Session {
  constructor({ impl, model, solved, engine, clock, storage, settings }) {
    this.impl = impl;
    this.model = model;
    this.status = solved.status;
    this.solution = solved.solution;
    this.shading = solved.shading || null;
    this.engine = engine;
    this.clock = clock;
    this.storage = storage;
    this.settings = settings;
    this.onUpdate = () => {};
    this.moves = null;
    this.overlay = {};
    this.hintData = null;     // the engine's hint for the current state, or {none: text}
    this.hintLevel = 0;
    this.hintPending = null;  // the state a hint is being asked for
    this.checkResult = null;  // {verdict, messages, cells}
    this.clashes = [];        // [{rule, message, cells}] from the engine's `conflicts`
    this.solved = false;
    this.assisted = false;
    this.seconds = 0;
    this.paused = false;
    this.checkpoints = [];    // [{state, seconds, label}]
    this.notice = '';
    this.error = '';
    this.rating = '';
    this.stopTimer = null;
    this.stopNotice = null;
  }

  // ------------------------------------------------------------ start and stop
  start({ progress = null } = {}) {
    const { impl, model } = this;
    const saved = this.storage.load();
    let state = impl.initialState(model);
    if (progress) state = impl.fromProgressString(model, progress);
    else if (saved && saved.state) state = impl.deserialize(model, saved.state);
    if (saved && !progress) {
      this.seconds = Number(saved.seconds) || 0;
      this.assisted = Boolean(saved.assisted);
      this.checkpoints = (Array.isArray(saved.checkpoints) ? saved.checkpoints : [])
        .map((c) => ({ state: impl.deserialize(model, c.state), seconds: Number(c.seconds) || 0, label: String(c.label || '') }));
    }
    this.moves = new History(state);
    this.emit('board', 'history', 'checkpoints', 'timer', 'status');
    this.liveCheck();
    if (impl.isComplete(model, state)) this.autoCheck();
    this.stopTimer = this.clock.every(1000, () => this.tick());
  }

  stop() {
    if (this.stopTimer) this.stopTimer();
    if (this.stopNotice) this.stopNotice();
    this.stopTimer = this.stopNotice = null;
  }

  emit(...parts) {
    this.onUpdate(new Set(parts));
  }

  get state() {
    return this.moves.current;
  }

  canUndo() { return this.moves.canUndo(); }
  canRedo() { return this.moves.canRedo(); }

  // What the player should know about the puzzle itself (not its play), or ''.
  statusNote() {
    if (this.status === 'multiple') return 'This puzzle has more than one solution: Check tests the rules only, and Hint, Reveal and Solve follow one of the solutions.';
    if (this.status === 'none') return 'This puzzle has no solution: Check still tests the rules.';
    return '';
  }

  // The engine's rating of the puzzle in words ("Difficulty: level 3 of 5 · SE 3.4"), asked quietly
  // once the board is up; a rating is a courtesy, so a failure leaves it empty.
  async rate() {
    if (!this.impl.rateOptions) return;
    try {
      const r = await this.engine.quiet('rate', this.model.key, this.impl.rateOptions(this.model));
      this.rating = this.impl.describeRating(r) || '';
    } catch { this.rating = ''; }
    this.emit('rating');
  }

  // ------------------------------------------------------------ moves
  // A new state from the board (a digit, a mark, a bridge…): recorded, then everything that depends on
  // the state follows. Ignored while paused (the board is hidden then).
  commit(state) {
    if (this.paused) return false;
    if (!this.moves.push(state)) return false;
    this.changed();
    return true;
  }

  undo() {
    if (this.paused || !this.moves.canUndo()) return;
    this.moves.undo();
    this.changed();
  }

  redo() {
    if (this.paused || !this.moves.canRedo()) return;
    this.moves.redo();
    this.changed();
  }

  restart() {
    if (this.commit(this.impl.initialState(this.model))) {
      this.seconds = 0;
      this.assisted = false;
      this.emit('timer');
      this.save();
    }
  }

  changed() {
    this.dismissNotice();
    this.hintData = null;
    this.hintLevel = 0;
    this.checkResult = null;
    this.overlay = this.clashes.length ? { clashCells: this.overlay.clashCells } : {};
    if (this.solved) this.setSolved(false);   // a full board is checked again below
    this.emit('board', 'history', 'hint', 'check', 'checkpoints');
    this.save();
    this.liveCheck();
    if (this.impl.isComplete(this.model, this.state)) this.autoCheck();
  }

  // A refused move's reason, shown for 3 s (the front end draws `notice`).
  refuse(text) {
    this.notice = text;
    if (this.stopNotice) this.stopNotice();
    this.stopNotice = this.clock.after(NOTICE_MS, () => { this.notice = ''; this.stopNotice = null; this.emit('notice'); });
    this.emit('notice');
  }

  // A refusal is about the move that was refused: the next move, hint or check takes it away, so it
  // never lies over the answer the player asked for next.
  dismissNotice() {
    if (!this.notice) return;
    if (this.stopNotice) this.stopNotice();
    this.notice = '';
    this.stopNotice = null;
    this.emit('notice');
  }

  fail(err) {
    if (err && err.name === 'AbortError') return;
    this.refuse(err && err.message ? err.message : String(err));
  }

  // ------------------------------------------------------------ live conflicts
  // After every change the engine's `conflicts` says which placed digits (or islands) break a rule;
  // an answer for an older state is dropped. Optional: digits that differ from the one solution.
  markWrongAllowed() {
    return Boolean(this.impl.wrongCells) && this.status === 'unique' && Array.isArray(this.solution);
  }

  async liveCheck() {
    const state = this.state;
    let list = [];
    if (this.settings.liveCheck) {
      try {
        list = await this.impl.conflicts((v, i, o) => this.engine.quiet(v, i, o), this.model, state);
      } catch (err) {
        if (!(err && err.name === 'AbortError')) this.error = `live check: ${err.message}`;
        return;
      }
      if (state !== this.state) return;
      if (this.settings.markWrong && this.markWrongAllowed()) list = [...list, ...this.impl.wrongCells(this.model, state, this.solution)];
    }
    const cells = [...new Set(list.flatMap((c) => c.cells || []))];
    const before = this.overlay.clashCells || [];
    const same = cells.length === before.length && cells.every((c, k) => c === before[k]);
    this.clashes = list;
    this.overlay = { ...this.overlay, clashCells: cells };
    this.emit('clash', ...(same ? [] : ['board']));
  }

  // ------------------------------------------------------------ check and solved
  // Conflicts first (the engine's rules, with their cells); then, on a full board, the engine's check;
  // on a partial one, what is left and (where the genre can say) whether the digits can still be right.
  async evaluate(state) {
    const { impl, model } = this;
    const call = (v, i, o) => this.engine.busy('checking', v, i, o);
    const conflicts = await impl.conflicts(call, model, state);
    if (conflicts.length)
      return { verdict: 'broken', messages: conflicts.map((c) => c.message), cells: [...new Set(conflicts.flatMap((c) => c.cells || []))] };
    if (!impl.isComplete(model, state)) {
      const completable = impl.completable ? await impl.completable(call, model, state) : null;
      const messages = [`No rule is broken so far; ${impl.remaining(model, state)}.`];
      if (completable === false) {
        messages.push(impl.anyTyped(model, state) ? 'But the digits so far cannot all be right: no solution contains every one of them.'
          : 'This puzzle as given has no solution: its givens cannot all be right (nothing you typed is at fault).');
      }
      return { verdict: completable === false ? 'stuck' : 'ok', messages, cells: [] };
    }
    const r = await impl.checkComplete(call, model, state);
    if (r.valid) return { verdict: 'solved', messages: ['Every rule holds: solved!'], cells: [] };
    return { verdict: 'broken', messages: [r.message], cells: [] };
  }

  async check() {
    const state = this.state;
    let r;
    try { r = await this.evaluate(state); } catch (err) { this.fail(err); return; }
    if (state !== this.state) return;
    this.showCheck(r);
    if (r.verdict === 'solved') this.setSolved(true);
  }

  // A full board is checked by itself: solved, or what is wrong.
  async autoCheck() {
    const state = this.state;
    let r;
    try { r = await this.evaluate(state); } catch (err) { this.fail(err); return; }
    if (state !== this.state) return;
    if (r.verdict === 'solved') this.setSolved(true);
    else this.showCheck(r);
  }

  showCheck(r) {
    this.dismissNotice();
    this.checkResult = r;
    this.overlay = { ...this.overlay, errorCells: r.cells || [] };
    this.emit('check', 'board');
  }

  setSolved(on) {
    if (this.solved === on) return;
    this.solved = on;
    this.emit('solved', 'board');
    this.save();
  }

  solvedText() {
    return `Solved!${this.assisted ? ' (with help)' : ''} Time ${formatTime(this.seconds)}.`;
  }

  // ------------------------------------------------------------ hints
  // Three levels, as HoDoKu gives them: (1) where to look and the technique; (2) the cause and effect
  // on the board; (3) the conclusion. Each call goes one level deeper. An answer that arrives after
  // the board changed is for an older state: it is dropped.
  async hint() {
    if (this.paused || this.hintPending) return;
    if (!this.hintData) {
      const state = this.state;
      this.hintPending = state;
      let h;
      try {
        h = await this.impl.hint((v, i, o) => this.engine.busy('finding the next step', v, i, o), this.model, state, this.solution);
      } catch (err) {
        this.fail(err);
        return;
      } finally {
        this.hintPending = null;
      }
      if (state !== this.state) return;
      this.hintData = h || { none: this.solved ? 'Solved: there is nothing left to find.' : 'The engine finds no explained step from here.' };
      this.hintLevel = 0;
    }
    this.dismissNotice();
    if (this.hintData.none) { this.hintLevel = 1; this.emit('hint'); return; }
    this.hintLevel = Math.min(3, this.hintLevel + 1);
    if (this.hintLevel >= 2) {
      const h = this.hintData;
      this.overlay = { ...this.overlay, ...hintOverlay(h) };
      this.emit('hint', 'board');
    } else this.emit('hint');
  }

  // What a front end shows of the hint: {level, technique, conclusion, explanation[], legend, chainLegend,
  // next} — `next` says what the next press shows ('' at the last level).
  hintView() {
    const h = this.hintData;
    if (!h || !this.hintLevel) return null;
    if (h.none) return { level: 1, technique: h.none, conclusion: '', explanation: [], legend: false, chainLegend: false, next: '' };
    const level = this.hintLevel;
    return {
      level,
      technique: h.where ? `${h.technique} — look at ${h.where}.` : h.technique,
      conclusion: level >= 3 ? h.conclusion || '' : '',
      explanation: level >= 3 ? (h.explanation || []).slice(0, 4) : [],
      legend: level >= 2,
      chainLegend: level >= 2 && Boolean((h.chain && h.chain.length) || (h.removed && h.removed.length)),
      next: level === 1 ? 'the reason' : level === 2 ? 'the conclusion' : '',
    };
  }

  // ------------------------------------------------------------ help that changes the board
  // Reveal: the current hint's places (cells, links) when a hint is showing (Reveal finishes what the hint
  // began), else the selection, else the first wrong or empty place.
  reveal(selection = []) {
    if (!this.solution || this.paused) return;
    const { impl, model } = this;
    const fromHint = this.hintData && !this.hintData.none && this.hintLevel > 0 ? impl.hintTargets(this.hintData) : [];
    const targets = fromHint.length ? fromHint : impl.revealTargets(model, this.state, this.solution, selection);
    if (!targets.length) { this.refuse('Nothing to reveal here.'); return; }
    this.assisted = true;
    this.commit(impl.reveal(model, this.state, targets, this.solution, this.settings, this.shading));
  }

  solveAll() {
    if (!this.solution || this.paused) return;
    this.assisted = true;
    this.commit(this.impl.reveal(this.model, this.state, this.impl.allTargets(this.model), this.solution, this.settings, this.shading));
  }

  // Pencil every empty cell's candidates in one move (one undo step): 'all' values, or 'allowed' — only
  // those no placed digit rules out.
  fillCandidates(mode = 'allowed') {
    if (!this.impl.fillCandidates || this.paused) return;
    const next = this.impl.fillCandidates(this.model, this.state, mode);
    if (next === this.state) { this.refuse('Every empty cell already has those candidates.'); return; }
    this.commit(next);
  }

  // Place every single the engine's explained solve finds from here, until a step needs more than a
  // single: one move, one undo step. Wrong digits first: singles after a wrong digit would be wrong too.
  async solveSingles() {
    if (!this.impl.solveSingles || this.paused) return;
    const state = this.state;
    let r;
    try {
      r = await this.impl.solveSingles((v, i, o) => this.engine.busy('placing the singles', v, i, o), this.model, state, this.solution);
    } catch (err) { this.fail(err); return; }
    if (state !== this.state) return;
    if (r.refused) { this.refuse(r.refused); return; }
    if (r.state === state) { this.refuse('There is no single to place here: the next step needs more than a single.'); return; }
    this.assisted = true;
    this.commit(r.state);
  }

  // ------------------------------------------------------------ checkpoints
  // A checkpoint keeps the board as it is (before a guess); returning to one is a move, so Undo brings
  // the guess back. They are saved with the progress.
  markCheckpoint() {
    const last = this.checkpoints[this.checkpoints.length - 1];
    if (last && last.state === this.state) { this.refuse('This position is already a checkpoint.'); return; }
    this.checkpoints = [...this.checkpoints, { state: this.state, seconds: this.seconds, label: `Checkpoint ${this.checkpoints.length + 1} · ${formatTime(this.seconds)}` }];
    this.emit('checkpoints');
    this.save();
  }

  returnToCheckpoint(n) {
    const c = this.checkpoints[n];
    if (!c || this.paused) return;
    if (c.state === this.state || this.impl.sameState?.(c.state, this.state)) { this.refuse(`The board is already at ${c.label}.`); return; }
    this.commit(c.state);
  }

  // [{label, current}] for a list.
  checkpointList() {
    return this.checkpoints.map((c) => ({ label: c.label, current: c.state === this.state }));
  }

  // ------------------------------------------------------------ timer and pause
  tick() {
    if (this.solved || this.paused || this.clock.hidden()) return;
    this.seconds++;
    this.emit('timer');
    if (this.seconds % SAVE_EVERY_S === 0) this.save();
  }

  pause(on = !this.paused) {
    if (this.paused === on) return;
    this.paused = on;
    this.emit('pause', 'timer');
    this.save();
  }

  // ------------------------------------------------------------ settings
  setSetting(name, value) {
    this.settings[name] = value;
    this.storage.saveSettings(this.settings);
    if (name === 'liveCheck' || name === 'markWrong') this.liveCheck();
    this.emit('settings', 'board');
  }

  // ------------------------------------------------------------ progress
  save() {
    const { impl, model } = this;
    this.storage.save({
      state: impl.serialize(this.state), seconds: this.seconds, solved: this.solved, assisted: this.assisted,
      title: model.title, grid: impl.renderGrid(model, this.state),
      checkpoints: this.checkpoints.map((c) => ({ state: impl.serialize(c.state), seconds: c.seconds, label: c.label })),
    });
  }

  // The progress for a share link (`s`).
  progressString() {
    return this.impl.progressString(this.model, this.state);
  }
}
