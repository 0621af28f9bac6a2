// embed.js — the playable puzzle inside a <gridlogic-puzzle> element (gridlogic-widget.js loads this on
// demand). A compact version of the play page built in the element's shadow root: the board, entry
// modes and digit pad (cell genres), undo/redo, check, a three-level hint, restart, a timer and a link
// to the full page. Keys go to the widget that has focus only, so several widgets on one page never
// type into each other. Uses the same genre modules, history and progress storage as play.html.
import { engine, isCancelled } from '../lib/engine.js';
import { GENRES, genreName, puzzleHref, levelValue } from '../lib/catalog.js';
import { importPuzzle } from '../lib/puzzle-input.js';
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
  .gl-pad button { min-width: 2.2rem; font-size: 1.1rem; }
  .gl-note { margin: 0.4rem 0 0; font-size: 0.92rem; }
  .gl-note:empty { display: none; }
  .gl-widget .puzzle-board { max-height: 80vh; margin: 0 auto; }
  .gl-foot { font-size: 0.8rem; margin-top: 0.3rem; color: var(--muted); }
</style>
<div class="gl-widget" part="widget">
  <div class="gl-head"><span class="gl-title">Loading…</span><span class="timer gl-timer" role="timer">0:00</span></div>
  <div class="busy" role="status" hidden><span class="spinner" aria-hidden="true"></span><span class="busy-text">Working…</span>
    <button type="button" class="busy-cancel">Cancel</button></div>
  <svg class="puzzle-board" id="${id}" tabindex="0" role="application" aria-label="Puzzle board"></svg>
  <p class="visually-hidden gl-live" aria-live="polite"></p>
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
  try {
    if (puzzle && !genre) ({ genre, puzzle } = await importPuzzle(call, puzzle));
    if (!genre) genre = 'sudoku';
    const info = GENRES[genre];
    if (!puzzle) {
      const level = levelValue(genre, opts.difficulty);
      const r = await call('generate', '', info.generate({ size: opts.size || info.defaultSize, level, islands: opts.islands }));
      puzzle = r.puzzle;
    }
    const impl = IMPL[genre];
    const model = await impl.load(call, puzzle);
    const { solution } = await impl.solve(call, model);
    play(impl, model, solution);
  } catch (err) {
    $('.gl-title').textContent = 'gridlogic';
    note(isCancelled(err) ? 'Cancelled.' : err.message);
    root.dataset.state = 'failed';
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
      settings: () => settings,
    });

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
        if (level >= 2) { overlay = { hintCells: hint.cells, hintTargets: hint.targets, hintLinks: hint.links || [] }; render(); }
        note(level < 3 ? `Hint: ${hint.technique}` : `Hint: ${hint.technique}. ${hint.explanation.join(' ')}`);
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
    if (impl.isComplete(model, moves.current)) check(true);
  }
}
