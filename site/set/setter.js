// setter.js — one puzzle being set, as session.js is one being played: the history of drafts (undo and
// redo cross every kind of edit: givens, regions, cages, lines, dots, clues, islands, the setter's
// text), the tool and the rule picked, the live answer of the engine to the latest draft, and the
// drafts kept in the browser — and nothing about the DOM. The page (main.js) is its front end: it
// forwards the board's actions here and draws what the session publishes; tests/node/setter.test.mjs
// drives it with a fake engine and clock.
//
// The live answer. After every edit the engine is asked `candidates` (how many solutions, up to 8;
// which values each cell can still take, and in how many) and then `analyze` (once unique: the level,
// the rating, the hardest step, the givens that could go; with several: a given that splits them).
// An answer for an older draft is never shown: a call still running when the next edit comes is left
// to finish if it is young (its answer is dropped; the worker stays warm) and cancelled once it has run
// CANCEL_AFTER_MS (the worker's Cancel, which starts a fresh worker: the tab never waits on an old
// question). A draft that is not
// a puzzle yet (regions unfinished, no islands) is answered here, without the engine.
//
//   const s = new Setter({ engine, clock, storage });
//   s.onUpdate = (parts) => { … };     // a Set: 'board', 'history', 'live', 'tool', 'current', 'notice', 'drafts'
//   s.start();                          // the draft saved last, or a new 9×9
//
// engine: { run(verb, input, options, signal) } → a promise of the engine's JSON, rejected with an
//   AbortError when `signal` aborts. clock: { now() → ms, after(ms, fn) → cancel }.
// storage: set-storage.js's draftStore() (list, load, save, remove, current, setCurrent).
import { History } from '../play/undo.js';
import { KINDS, kindOf, sizeValue } from './kinds.js';

// A fresh worker (what a cancel costs) takes about as long as this to answer again (bench/set_live.mjs):
// waiting that long before cancelling wastes at most twice what knowing the call's length would have
// (the ski-rental rule).
export const CANCEL_AFTER_MS = 400;
// Solutions counted per value (`candidates`): two. The board needs whether each value has a solution
// (the true candidates) and whether the puzzle has two; a count of exactly one says more — that value
// is in one solution only, so writing it there finishes the puzzle (the board marks it). Counting to 8
// (Rangsk's cutoff in f-puzzles) costs two to four times as much and would only say "8+" sooner. While
// the last answer counted 100 solutions or more, one (whether each value has a solution at all) is
// enough: a value in exactly one of them is rare then, and the answer comes sooner (docs/setting.md).
const LIVE_COUNT = 2, LIVE_COUNT_MANY = 1;
// The live question's budget: SAT conflicts per verb (the engine's `--budget`, the same stopping place
// on every machine). Nearly every draft is answered whole well inside it; a few — a killer with some
// cages drawn and no digit yet — would keep MiniSat seconds on rare values. Those stop here with what
// is known (each value shown possible has a solution; the values not decided are dotted) and the page
// offers the whole answer, asked with no budget (`retry({ whole: true })`), on demand
// (bench/wasm_bench_setting.mjs --budgets, docs/setting.md "Speed").
export const LIVE_BUDGET = 2000;
const SOLUTIONS_SHOWN = 100;   // `analyze` counts the solutions of a puzzle with several up to this
const TIME_LIMIT_S = 60;       // a question that runs this long stops with what it knows
const NOTICE_MS = 3000;

const isAbort = (err) => Boolean(err && err.name === 'AbortError');

export class Setter {
  constructor({ engine, clock, storage }) {
    this.engine = engine;
    this.clock = clock;
    this.storage = storage;
    this.onUpdate = () => {};
    this.moves = null;
    this.id = '';
    this.tool = '';
    this.current = null;        // the rule picked: {list, index} (its number is typed next; Delete removes it)
    this.metaField = '';        // the text field the last edit typed in (a run of typing is one undo step)
    this.version = 0;           // bumped by every change of the draft
    this.live = { phase: 'idle' };
    this.latest = null;         // the question about the newest draft ({version, key, genre, input, since})
    this.pending = null;        // … waiting for the worker
    this.running = null;        // {job, controller, started, timer}
    this.notice = '';
    this.stopNotice = null;
    this.askWhole = false;      // the next question goes without the live budget (retry({ whole: true }))
    // What became of the questions asked (tests and the benchmark read it): answers shown, answers to
    // older drafts dropped, calls cancelled because a newer draft waited, calls the setter cancelled.
    this.counts = { answered: 0, dropped: 0, outdated: 0, cancelled: 0 };
  }

  // ------------------------------------------------------------ drafts
  // The draft open last — or, when the address asks for a genre (set.html?genre=…&size=…), the latest
  // draft of that genre (and size), else a new one.
  start({ genre = '', size = '' } = {}) {
    if (genre && KINDS[genre]) {
      const want = size ? String(sizeValue(genre, size)) : '';
      const mine = this.storage.list().find((d) => d.genre === genre && (!want || String(KINDS[genre].sizeOf(this.storage.load(d.id) || {})) === want));
      if (mine) this.open(mine.id, this.storage.load(mine.id));
      else this.newDraft(genre, size || KINDS[genre].defaultSize);
      return;
    }
    const id = this.storage.current();
    const stored = id ? this.storage.load(id) : null;
    if (stored) this.open(id, stored);
    else this.newDraft('sudoku', KINDS.sudoku.defaultSize);
  }

  get draft() { return this.moves.current; }
  get kind() { return kindOf(this.draft); }

  // A new, empty draft of a genre and size (the setter's text carried over when the genre stays).
  newDraft(genre, size, meta = {}) {
    const kind = KINDS[genre] || KINDS.sudoku;
    const draft = kind.empty(sizeValue(genre in KINDS ? genre : 'sudoku', size), meta);
    this.open(this.storage.newId(), draft);
  }

  // A draft from storage (or a new one): its own history starts here.
  open(id, stored) {
    const kind = KINDS[stored && stored.genre] || KINDS.sudoku;
    const draft = Object.isFrozen(stored) && stored.genre ? stored : kind.deserialize(stored);
    // A draft left without a single edit is not worth keeping in the list.
    if (this.moves && this.id !== id && this.blank()) this.storage.remove(this.id);
    this.id = id;
    this.moves = new History(draft);
    this.tool = kind.TOOLS[0].id;
    this.current = null;
    this.metaField = '';
    this.storage.setCurrent(id);
    this.storage.save(id, draft);
    this.changed({ save: false });
    this.emit('tool', 'drafts', 'current');
  }

  blank() {
    const kind = this.kind;
    return JSON.stringify(this.draft) === JSON.stringify(kind.empty(kind.sizeOf(this.draft)));
  }

  // Another of the drafts kept in this browser.
  openSaved(id) {
    const stored = this.storage.load(id);
    if (!stored) { this.refuse('That draft is no longer in this browser.'); return; }
    this.open(id, stored);
  }

  removeSaved(id) {
    this.storage.remove(id);
    if (id === this.id) this.start();
    this.emit('drafts');
  }

  // The draft at another size: a new draft (the grid does not carry over), the old one kept.
  resize(size) {
    const kind = this.kind;
    const value = sizeValue(this.draft.genre, size);
    if (String(value) === String(kind.sizeOf(this.draft))) return;
    this.open(this.storage.newId(), kind.resize(this.draft, value));
  }

  // ------------------------------------------------------------ edits
  setTool(id) {
    if (!this.kind.TOOLS.some((t) => t.id === id) || id === this.tool) return;
    this.tool = id;
    this.current = null;
    this.emit('tool', 'current', 'board');
  }

  // An action from the board or the keys (sudoku-draft.js lists them); the tool is the session's.
  act(action) {
    const r = this.kind.act(this.draft, { tool: this.tool, ...action }, this.current);
    if (r.refused) { this.refuse(r.refused); return false; }
    const picked = r.current !== undefined ? r.current : this.current;
    const moved = r.draft && r.draft !== this.draft;
    if (moved) this.commit(r.draft);
    if (picked !== this.current || !moved) {
      this.current = picked;
      this.emit('current', 'board');
    }
    return true;
  }

  // Picks the rule of the current tool that covers a cell (a click on a cage, a thermometer…), or none.
  pick(ref) {
    this.current = ref && this.kind.ruleOf(this.draft, ref) ? ref : null;
    this.emit('current', 'board');
  }

  commit(draft) {
    this.metaField = '';
    if (!this.moves.push(draft)) return;
    if (this.current && !this.kind.ruleOf(draft, this.current)) this.current = null;
    this.changed();
  }

  // The setter's title, name or rules: a run of typing in one field is one undo step.
  setMeta(field, text) {
    const next = Object.freeze({ ...this.draft, meta: Object.freeze({ ...this.draft.meta, [field]: String(text) }) });
    const same = this.metaField === field;
    if (!(same ? this.moves.replace(next) : this.moves.push(next))) return;
    this.metaField = field;
    this.changed();
    this.emit('drafts');
  }

  undo() {
    if (!this.moves.canUndo()) return;
    this.moves.undo();
    this.afterStep();
  }

  redo() {
    if (!this.moves.canRedo()) return;
    this.moves.redo();
    this.afterStep();
  }

  afterStep() {
    this.metaField = '';
    if (this.current && !this.kind.ruleOf(this.draft, this.current)) this.current = null;
    this.changed();
  }

  canUndo() { return this.moves.canUndo(); }
  canRedo() { return this.moves.canRedo(); }

  changed({ save = true } = {}) {
    this.version++;
    if (save) this.storage.save(this.id, this.draft);
    this.emit('board', 'history', 'meta');
    this.ask();
  }

  refuse(text) {
    if (!text) return;
    this.notice = text;
    if (this.stopNotice) this.stopNotice();
    this.stopNotice = this.clock.after(NOTICE_MS, () => { this.notice = ''; this.stopNotice = null; this.emit('notice'); });
    this.emit('notice');
  }

  emit(...parts) {
    this.onUpdate(new Set(parts));
  }

  // ------------------------------------------------------------ the live answer
  // A question about the newest draft, unless the draft is not a puzzle yet or asks what was asked
  // already (an edit of the title).
  ask() {
    const draft = this.draft, version = this.version;
    const whole = this.askWhole;
    this.askWhole = false;
    const problem = this.kind.problems(draft);
    if (problem) {
      this.latest = this.pending = null;
      this.live = { phase: 'draft', version, problem };
      this.emit('live');
      this.pump();
      return;
    }
    const { genre, input } = this.kind.engineInput(draft);
    const key = `${genre}\n${input}`;
    if (this.latest && this.latest.key === key && this.live.key === key) {
      this.latest.version = this.live.version = version;
      return;
    }
    // Many solutions at the last answer (the full count reached its cap): the cheaper question.
    const a = this.live.analysis;
    const many = Boolean(a && a.status === 'multiple' && a.count >= a.limit);
    this.latest = this.pending = { version, key, genre, input, many, whole, since: this.clock.now() };
    // The last answer stays on the board, marked stale, until the new one comes.
    this.live = { ...this.live, phase: 'waiting', version, key, stale: this.live.phase !== 'idle' && this.live.phase !== 'draft' };
    this.emit('live');
    this.pump();
  }

  pump() {
    const r = this.running;
    if (r) {
      if (r.job === this.latest) return;
      // A newer draft waits (or none needs the engine): a young call may finish — its answer is dropped
      // — an old one is cancelled now.
      const ran = this.clock.now() - r.started;
      const outdated = () => { this.counts.outdated++; r.controller.abort(); };
      if (ran >= CANCEL_AFTER_MS) outdated();
      else if (!r.timer) r.timer = this.clock.after(CANCEL_AFTER_MS - ran, () => { r.timer = null; if (this.running === r && r.job !== this.latest) outdated(); });
      return;
    }
    if (this.pending) {
      const job = this.pending;
      this.pending = null;
      this.run(job);
    }
  }

  // The setter's Cancel: the question about this draft stops (the page shows what was known).
  cancel() {
    const r = this.running;
    if (r && r.job === this.latest) { this.counts.cancelled++; r.controller.abort(); }
  }

  // Ask again about the draft as it is (after a Cancel, or an engine error); `whole`: without the live
  // budget, to the end (or the time limit), after a live answer the budget cut short.
  retry({ whole = false } = {}) {
    this.askWhole = whole;
    this.live = { ...this.live, key: '' };
    if (this.latest) this.latest.key = '';
    this.ask();
  }

  async run(job) {
    const controller = new AbortController();
    const r = { job, controller, started: this.clock.now(), timer: null };
    this.running = r;
    try {
      await this.answer(job, controller.signal);
    } catch (err) {
      if (job === this.latest) {
        this.live = isAbort(err) ? { ...this.live, phase: 'cancelled', stale: true } : { ...this.live, phase: 'error', error: err.message || String(err), stale: true };
        this.emit('live');
      }
    } finally {
      if (r.timer) r.timer();
      this.running = null;
      this.pump();
    }
  }

  async answer(job, signal) {
    const draft = this.draft;
    const base = { genre: job.genre, 'time-limit': TIME_LIMIT_S, ...(job.whole ? {} : { budget: LIVE_BUDGET }) };
    const c = await this.engine.run('candidates', job.input, { ...base, count: job.many ? LIVE_COUNT_MANY : LIVE_COUNT }, signal);
    if (job !== this.latest) { this.counts.dropped++; return; }
    const seen = fromCandidates(c, cols(draft));
    const more = seen.status === 'unique' || seen.status === 'multiple';
    // `bounded`: asked within the live budget (a cut answer can be asked whole).
    this.live = { ...seen, phase: more ? 'analysing' : 'answered', version: job.version, key: job.key, genre: job.genre, input: job.input, bounded: !job.whole, stale: false, analysis: null, ms: this.clock.now() - job.since };
    this.emit('live');
    if (!more) { this.counts.answered++; return; }
    const a = await this.engine.run('analyze', job.input, { ...base, count: seen.status === 'unique' ? 2 : SOLUTIONS_SHOWN }, signal);
    if (job !== this.latest) { this.counts.dropped++; return; }
    this.counts.answered++;
    this.live = { ...this.live, phase: 'answered', analysis: fromAnalysis(a, cols(draft)), fullMs: this.clock.now() - job.since };
    this.emit('live');
  }
}

const cols = (draft) => draft.n || draft.cols;
const cellIndex = (width) => ([r, c]) => r * width + c;

// The engine's `candidates` as the page draws it: per cell {values, counts, open, given} (cell genres)
// or per island pair {a, b, values, counts} (Hashi), and the contradiction's pieces with cell numbers.
export function fromCandidates(c, width) {
  const out = { status: c.status, count: c.count, limit: c.limit, complete: c.complete !== false, conflict: conflictOf(c.conflict, width) };
  if (Array.isArray(c.cells)) {
    out.cells = [];
    for (const x of c.cells) out.cells[x.row * width + x.col] = { values: x.values || [], counts: x.counts || [], open: x.open || [], given: x.given || 0 };
  }
  if (Array.isArray(c.bridges)) {
    out.bridges = c.bridges.map((b) => ({ a: b.from[0] * width + b.from[1], b: b.to[0] * width + b.to[1], values: b.values || [], counts: b.counts || [], open: b.open || [] }));
  }
  return out;
}

function conflictOf(conflict, width) {
  if (!conflict) return null;
  const parts = (conflict.parts || []).map((p) => ({ kind: p.kind, name: p.name, cells: (p.cells || []).map(cellIndex(width)) }));
  return { minimal: Boolean(conflict.minimal), parts };
}

// The engine's `analyze`: the level and the hardest step of a unique puzzle, the givens that could go,
// or a given that splits the solutions of one with several.
export function fromAnalysis(a, width) {
  const at = cellIndex(width);
  const out = { status: a.status, count: a.count, limit: a.limit, complete: a.complete !== false, conflict: conflictOf(a.conflict, width) };
  if (a.status === 'unique') {
    out.solution = a.solution || '';
    out.level = a.level;
    out.levelName = a.level_name || '';
    out.rating = typeof a.rating === 'number' ? a.rating : null;
    out.hardest = a.hardest ? { ...a.hardest, cells: (a.hardest.cells || []).map(at) } : null;
    out.removable = (a.removable || []).map((g) => ({ cell: g.row * width + g.col, value: g.value }));
    out.removableComplete = Boolean(a.removable_complete);
  }
  if (a.suggestion) {
    const s = a.suggestion;
    out.suggestion = { cell: s.row * width + s.col, value: s.value, keeps: s.keeps, of: s.of, split: s.split || [] };
  }
  return out;
}

// The pieces of a contradiction in one sentence: "row 1 and the given 5 in r1c3 contradict each other".
export function conflictSentence(conflict) {
  if (!conflict) return '';
  const names = conflict.parts.map((p) => p.name);
  if (!names.length) return 'The rules alone have no solution.';
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${list[0].toUpperCase()}${list.slice(1)} ${names.length === 1 ? 'has no solution' : 'contradict each other'}${conflict.minimal ? '' : ' (perhaps not all of them)'}.`;
}
