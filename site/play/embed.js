// embed.js — the playable puzzle inside a <gridlogic-puzzle> element (gridlogic-widget.js loads this on
// demand). A compact version of the play page built in the element's shadow root: the board, entry
// modes and digit pad (cell genres), undo/redo, check, a three-level hint, restart, a timer and a link
// to the full page. Keys go to the widget that has focus only, so several widgets on one page never
// type into each other. Uses the same genre modules, history and progress storage as play.html.
import { engine, isCancelled } from '../lib/engine.js';
import { GENRES, genreName, puzzleHref, levelValue } from '../lib/catalog.js';
import { importPuzzle, guessGenre, plainMessage, ACCEPTED_FORMS } from '../lib/puzzle-input.js';
import { Busy } from '../lib/busy.js';
import { History } from './undo.js';
import { loadProgress, saveProgress, loadSettings } from './storage.js';
import { buildEntryControls } from './entry-controls.js';
import { sudoku } from './sudoku.js';
import { tectonic } from './tectonic.js';
import { variant } from './variant.js';
import { hashi } from './hashi.js';

const IMPL = { sudoku, tectonic, variant, hashi };
let widgets = 0;

const TEMPLATE = (base, id) => `
<link rel="stylesheet" href="${base}style.css"><link rel="stylesheet" href="${base}play.css">
<style>
  :host { display: block; max-width: 100%; }
  .gl-widget { font: 16px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink);
    background: var(--paper); border: 1px solid var(--thin); border-radius: 10px; padding: 0.6rem; box-sizing: border-box; }
  .gl-head { display: flex; gap: 0.6rem; align-items: baseline; margin-bottom: 0.4rem; }
  .gl-title { font-weight: 700; flex: 1; }
  .gl-row { display: flex; flex-wrap: wrap; gap: 0.3rem; margin-top: 0.4rem; }
  .gl-row button { padding: 0.3rem 0.6rem; font-size: 0.95rem; }
  .gl-pad button { min-width: 44px; min-height: 44px; font-size: 1.1rem; }   /* touch targets */
  .gl-note { margin: 0.4rem 0 0; font-size: 0.92rem; }
  .gl-note:empty { display: none; }
  /* The board leaves room for the title, pad and buttons: a 9×9 widget fits an 800 px-tall screen. */
  .gl-widget .puzzle-board { max-height: min(80vh, calc(100vh - 15.5rem)); margin: 0 auto; }
  .gl-foot { font-size: 0.8rem; margin-top: 0.3rem; color: var(--muted); }
  .gl-clash { margin: 0.4rem 0 0; font-size: 0.9rem; }
  /* A widget that cannot start: a compact box with the reason and the accepted forms, no empty board. */
  .gl-widget[data-state="failed"] .puzzle-board, .gl-widget[data-state="failed"] .gl-timer,
  .gl-widget[data-state="failed"] .gl-full { display: none; }
  .gl-error { margin: 0.2rem 0; font-size: 0.92rem; }
  .gl-error p { margin: 0.2rem 0; }
</style>
<div class="gl-widget" part="widget">
  <div class="gl-head"><span class="gl-title">Loading…</span><span class="timer gl-timer" role="timer">0:00</span></div>
  <div class="busy" role="status" hidden><span class="spinner" aria-hidden="true"></span><span class="busy-text">Working…</span>
    <button type="button" class="busy-cancel">Cancel</button></div>
  <svg class="puzzle-board" id="${id}" tabindex="0" role="application" aria-label="Puzzle board"></svg>
  <p class="visually-hidden gl-live" aria-live="polite"></p>
  <div class="error gl-error" role="alert" hidden></div>
  <p class="notice gl-notice" hidden></p>
  <ul class="clash-note gl-clash" aria-label="Rules broken so far" hidden></ul>
  <p class="solved-banner" role="status" hidden></p>
  <div class="gl-row gl-modes" role="radiogroup" aria-label="Entry mode" hidden></div>
  <div class="gl-row gl-pad" role="group" aria-label="Digits" hidden></div>
  <div class="gl-row gl-tools" role="group" aria-label="Game" hidden>
    <button type="button" data-act="undo">↶ Undo</button><button type="button" data-act="redo">↷ Redo</button>
    <button type="button" data-act="check">Check</button><button type="button" data-act="hint">Hint</button>
    <button type="button" data-act="restart">Restart</button>
  </div>
  <p class="gl-note" aria-live="polite"></p>
  <p class="gl-foot"><a class="gl-full" target="_blank" rel="noopener">Open on its own page</a> · gridlogic</p>
</div>`;

export async function mount(shadow, opts, base) {
  const id = `gl-board-${++widgets}`;
  shadow.innerHTML = TEMPLATE(base, id);
  const $ = (sel) => shadow.querySelector(sel);
  const root = $('.gl-widget');
  const dark = matchMedia('(prefers-color-scheme: dark)').matches;
  root.dataset.theme = ['light', 'dark', 'cb'].includes(opts.theme) ? opts.theme : dark ? 'dark' : 'light';
  const busy = new Busy($('.busy'));
  const call = (verb, input, options) => busy.run('', (signal, onProgress) => engine.run(verb, input, options, { signal, onProgress }));
  const note = (text) => { $('.gl-note').textContent = text; };

  // Which puzzle: given (with or without a genre), or a new one at a difficulty.
  let genre = genreName(opts.genre);
  let puzzle = opts.puzzle || opts.src || '';
  let title = '';
  try {
    if (opts.genre && !genre)
      throw new AttributeError(`genre="${opts.genre}" is not a genre gridlogic plays.`, 'genre: sudoku, variant, tectonic (or suguru), hashi (or bridges).');
    if (opts.seed !== undefined && !/^\d{1,9}$/.test(opts.seed))
      throw new AttributeError(`seed="${opts.seed}" is not a seed.`, 'seed: a whole number of up to 9 digits, such as seed="123456".');
    // Text that is no puzzle form at all is not handed to a genre's reader (which would call it a bad
    // 4×4 Sudoku): say which forms are read.
    if (puzzle && genre && !guessGenre(puzzle).genre) throw new Error(`this is not a puzzle gridlogic can read.`);
    if (puzzle && !genre) ({ genre, puzzle } = await importPuzzle(call, puzzle));
    if (!genre) genre = 'sudoku';
    const info = GENRES[genre];
    if (!puzzle) {
      const level = levelValue(genre, opts.difficulty);
      // The same puzzle on every reload: the seed attribute, else a seed this browser picked for this
      // element once and kept (so a reader who reloads keeps the puzzle and, through it, the progress).
      const seed = opts.seed || rememberedSeed(opts);
      const r = await call('generate', '', { ...info.generate({ size: opts.size || info.defaultSize, level, islands: opts.islands }), seed: Number(seed) });
      puzzle = r.puzzle;
      const levelName = ((info.levels.find((l) => l.value === level) || { label: String(level) }).label).toLowerCase();
      title = `${info.label} · ${levelName} · #${seed}`;
    }
    const impl = IMPL[genre];
    const model = await impl.load(call, puzzle);
    if (title) model.title = title;
    const { solution } = await impl.solve(call, model);
    play(impl, model, solution);
  } catch (err) {
    $('.gl-title').textContent = 'gridlogic';
    root.dataset.state = 'failed';
    if (isCancelled(err)) { note('Cancelled.'); return; }
    // A compact box: what is wrong with which attribute, and what the element accepts.
    const box = $('.gl-error');
    const para = (text) => Object.assign(document.createElement('p'), { textContent: text });
    box.replaceChildren(para(`This puzzle could not be shown: ${plainMessage(err.message)}`),
      para(err.accepted || (opts.puzzle || opts.src ? `puzzle / src: ${ACCEPTED_FORMS}` : 'difficulty: easy, medium or hard (or the genre\'s levels); size: 4, 6, 9, 12, 16, 25 for Sudoku, WxH for Tectonic and Hashi.')));
    box.hidden = false;
  }

  function play(impl, model, solution) {
    const settings = loadSettings();
    const svg = $('.puzzle-board');
    let overlay = {}, hint = null, level = 0, solved = false;
    const saved = loadProgress(genre, model.key);
    const moves = new History(saved && saved.state ? impl.deserialize(model, saved.state) : impl.initialState(model));
    let seconds = (saved && Number(saved.seconds)) || 0;
    $('.gl-title').textContent = model.title;
    svg.setAttribute('aria-label', `${model.title} board`);
    $('.gl-full').href = new URL(puzzleHref(genre, model.key), base).href;

    const view = impl.createGame(svg, model, {
      getState: () => moves.current,
      commit: (s) => { if (moves.push(s)) changed(); },
      announce: (t) => { $('.gl-live').textContent = t; },
      refuse,
      settings: () => settings,
    });

    // A refused move: its reason beside the board for 3 s, and spoken (as on the play page).
    let noticeTimer = null;
    function refuse(text) {
      $('.gl-live').textContent = text;
      $('.gl-notice').textContent = text;
      $('.gl-notice').hidden = false;
      clearTimeout(noticeTimer);
      noticeTimer = setTimeout(() => { $('.gl-notice').hidden = true; }, 3000);
    }
    // Live feedback: the engine's `conflicts` after every change (main.js liveCheck, compactly).
    async function liveCheck() {
      const state = moves.current;
      if (!settings.liveCheck) return;
      let list;
      try { list = await impl.conflicts((v, i, o) => engine.run(v, i, o), model, state); } catch { return; }
      if (state !== moves.current) return;
      const cells = [...new Set(list.flatMap((c) => c.cells))], was = overlay.clashCells || [];
      if (cells.length !== was.length || cells.some((c, k) => c !== was[k])) { overlay = { ...overlay, clashCells: cells }; render(); }
      const ul = $('.gl-clash');
      ul.replaceChildren(...list.slice(0, 2).map((c) => Object.assign(document.createElement('li'), { textContent: c.message })));
      ul.hidden = !list.length;
    }

    function render() {
      view.render(moves.current, overlay);
      $('[data-act="undo"]').disabled = !moves.canUndo();
      $('[data-act="redo"]').disabled = !moves.canRedo();
    }
    function changed() {
      overlay = {};
      hint = null;
      level = 0;
      note('');
      if (solved) setSolved(false);   // a full board is checked again below
      render();
      saveProgress(genre, model.key, { state: impl.serialize(moves.current), seconds, solved });
      liveCheck();
      if (impl.isComplete(model, moves.current)) check(true);
    }
    function setSolved(on) {
      solved = on;
      root.dataset.solved = on ? 'yes' : 'no';
      $('.solved-banner').hidden = !on;
      $('.solved-banner').textContent = on ? `Solved! Time ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}.` : '';
      svg.classList.toggle('solved', on);
    }
    async function check(auto) {
      const state = moves.current;
      try {
        const r = await impl.check(call, model, state);
        if (state !== moves.current) return;
        if (r.verdict === 'solved') { setSolved(true); note(''); return; }
        note(r.messages.join(' '));
        overlay = { errorCells: r.cells || [], errorLinks: r.links || [] };
        render();
      } catch (err) { if (!auto && !isCancelled(err)) note(err.message); }
    }
    async function showHint() {
      try {
        if (!hint) {
          const state = moves.current;
          hint = await impl.hint(call, model, state, solution);
          if (state !== moves.current) { hint = null; return; }
          if (!hint) { note('No explained step from here.'); return; }
        }
        level = Math.min(3, level + 1);
        if (level >= 2) { overlay = { ...overlay, hintCells: hint.cells, hintCause: hint.cause || [], hintTargets: hint.targets, hintLinks: hint.links || [], hintChain: hint.chain || [], hintNodes: hint.nodes || [], hintRemoved: hint.removed || [] }; render(); }
        const where = hint.where ? ` — look at ${hint.where}.` : '';
        note(level === 1 ? `Hint: ${hint.technique}${where}` : level === 2 ? `Hint: ${hint.technique}${where} Ringed: what makes the step; double square: where it leads.`
          : `Hint: ${hint.conclusion || (hint.explanation || []).join(' ')}`);
      } catch (err) { if (!isCancelled(err)) note(err.message); }
    }

    const acts = {
      undo: () => { moves.undo(); changed(); },
      redo: () => { moves.redo(); changed(); },
      check: () => check(false),
      hint: showHint,
      restart: () => { if (moves.push(impl.initialState(model))) changed(); },
    };
    for (const b of shadow.querySelectorAll('[data-act]')) b.addEventListener('click', acts[b.dataset.act]);
    $('.gl-tools').hidden = false;

    if (impl.kind !== 'links') {
      const modes = $('.gl-modes'), pad = $('.gl-pad');
      buildEntryControls(modes, pad, view, model, (t) => { $('.gl-live').textContent = t; });
      modes.hidden = pad.hidden = false;
    }

    // Keys reach this widget only while focus is inside it.
    root.addEventListener('keydown', (e) => {
      const t = e.composedPath()[0];
      if (t && /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)) return;
      if (t && /^(BUTTON|A)$/.test(t.tagName) && (e.key === ' ' || e.key === 'Enter')) return;
      const k = e.key.toLowerCase(), mod = e.ctrlKey || e.metaKey;
      if (mod && k === 'z') { e.preventDefault(); (e.shiftKey ? acts.redo : acts.undo)(); return; }
      if (mod && k === 'y') { e.preventDefault(); acts.redo(); return; }
      if (view.handleKey(e)) e.preventDefault();
    });

    setInterval(() => {
      if (solved || document.hidden || !root.isConnected) return;
      seconds++;
      $('.gl-timer').textContent = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    }, 1000);
    root.dataset.state = 'playing';
    performance.mark('gridlogic:playable');   // for bench/site_bench.mjs
    render();
    liveCheck();
    if (impl.isComplete(model, moves.current)) check(true);
  }
}

// An error in one attribute, with what that attribute accepts.
class AttributeError extends Error {
  constructor(message, accepted) { super(message); this.accepted = accepted; }
}

// A seed picked once per element (page, attributes, and its place among the page's widgets) and kept
// in localStorage, so a widget without `puzzle` or `seed` shows the same puzzle after a reload.
function rememberedSeed(opts) {
  const key = `gridlogic:widget-seed:${location.pathname}:${JSON.stringify(opts)}:${widgets}`;
  try {
    const kept = localStorage.getItem(key);
    if (kept && /^\d{1,9}$/.test(kept)) return kept;
    const seed = String(100000 + Math.floor(Math.random() * 900000));
    localStorage.setItem(key, seed);
    return seed;
  } catch {
    return String(100000 + Math.floor(Math.random() * 900000));
  }
}
