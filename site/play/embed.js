// embed.js — the playable puzzle inside a <gridlogic-puzzle> element (gridlogic-widget.js loads this on
// demand): a compact front end of the same play session as the play page (session.js), built in the
// element's shadow root — the board, a fixed message box under it, the genre's entry modes and pad,
// undo/redo, check, a three-level hint, restart, pause, candidates, a timer and a link to the full page. Keys go to the widget that has focus only, so several widgets on one page never type
// into each other. It names no genre: the genre modules (genres.js) say what differs.
import { engine, isCancelled } from '../lib/engine.js';
import { GENRES, GENRE_ALIASES, genreName, puzzleHref, levelValue, knownLevel, knownSeed, generatedTitle } from '../lib/catalog.js';
import { importPuzzle, plainMessage, ACCEPTED_FORMS } from '../lib/puzzle-input.js';
import { Busy } from '../lib/busy.js';
import { Session, formatTime } from './session.js';
import { PLAYABLE, DEFAULT_GENRE, playable } from './genres.js';
import { puzzleStorage, loadSettings } from './storage.js';
import { browserClock } from './clock.js';
import { applySetterText } from './setter-text.js';

let widgets = 0;

const TEMPLATE = (base, id) => `
<link rel="stylesheet" href="${base}style.css"><link rel="stylesheet" href="${base}play.css">
<style>
  :host { display: block; max-width: 100%; }
  .gl-widget { font: 16px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); position: relative; touch-action: manipulation;
    background: var(--paper); border: 1px solid var(--thin); border-radius: 10px; padding: 0.6rem; box-sizing: border-box;
    --status-height: 3.4rem; }
  .gl-head { display: flex; gap: 0.6rem; align-items: baseline; margin-bottom: 0.4rem; }
  .gl-title { font-weight: 700; flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .gl-rules { margin: 0 0 0.4rem; font-size: 0.9rem; white-space: pre-line; }
  .gl-row { display: flex; flex-wrap: wrap; gap: 0.3rem; margin-top: 0.4rem; }
  .gl-row button { padding: 0.3rem 0.6rem; font-size: 0.95rem; }
  .gl-tools { display: grid; grid-template-columns: repeat(auto-fill, minmax(5.6rem, 1fr)); }
  .gl-modes button[aria-checked="true"], .gl-tools button[aria-pressed="true"] { background: var(--primary); color: var(--primary-ink); border-color: var(--primary); }
  .gl-tools button { padding: 0.3rem 0.2rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .gl-pad button { min-width: 44px; min-height: 44px; font-size: 1.1rem; }   /* touch targets */
  /* The board leaves room for the title, messages, pad and buttons: a 9×9 widget fits an 800 px-tall screen. */
  .gl-widget .puzzle-board { max-height: min(80vh, calc(100vh - 19.3rem)); margin: 0 auto; }
  .gl-widget .status-slot { font-size: 0.9rem; }
  .gl-widget .status-slot .hint-line { -webkit-line-clamp: 2; line-clamp: 2; }
  /* The progress bar floats over the widget's foot: it never pushes the board or the pad. */
  .gl-widget .busy { position: absolute; left: 0.6rem; right: 0.6rem; bottom: 0.6rem; margin: 0; z-index: 2; box-shadow: 0 2px 8px rgb(0 0 0 / 0.2); }
  .gl-foot { font-size: 0.8rem; margin-top: 0.3rem; color: var(--muted); }
  /* A widget that cannot start: a compact box with the reason and the accepted forms, no empty board. */
  .gl-widget[data-state="failed"] .board-box, .gl-widget[data-state="failed"] .gl-timer,
  .gl-widget[data-state="failed"] .gl-full, .gl-widget[data-state="failed"] .status-slot { display: none; }
  .gl-error { margin: 0.2rem 0; font-size: 0.92rem; }
  .gl-error p { margin: 0.2rem 0; }
</style>
<div class="gl-widget" part="widget">
  <div class="gl-head"><span class="gl-title">Loading…</span><span class="timer gl-timer" role="timer">0:00</span></div>
  <p class="gl-rules" hidden></p>
  <div class="busy" role="status" hidden><span class="spinner" aria-hidden="true"></span><span class="busy-text">Working…</span>
    <button type="button" class="busy-cancel">Cancel</button></div>
  <div class="board-box">
    <svg class="puzzle-board" id="${id}" tabindex="0" role="application" aria-label="Puzzle board"></svg>
    <div class="paused-cover" hidden><p>Paused</p><button type="button" data-act="resume" class="primary">Resume</button></div>
  </div>
  <p class="visually-hidden gl-live" aria-live="polite"></p>
  <div class="error gl-error" role="alert" hidden></div>
  <div class="status-slot" aria-live="polite">
    <p class="notice gl-notice" hidden></p>
    <p class="solved-banner" role="status" hidden></p>
    <p class="hint-line gl-note" hidden></p>
    <ul class="clash-note gl-clash" aria-label="Rules broken so far" hidden></ul>
  </div>
  <div class="gl-row gl-modes" role="radiogroup" aria-label="Entry mode" hidden></div>
  <div class="gl-row gl-pad" role="group" aria-label="Digits" hidden></div>
  <div class="gl-row gl-tools" role="group" aria-label="Game" hidden>
    <button type="button" data-act="undo">↶ Undo</button><button type="button" data-act="redo">↷ Redo</button>
    <button type="button" data-act="check">Check</button><button type="button" data-act="hint">Hint</button>
    <button type="button" data-act="restart">Restart</button><button type="button" data-act="pause" aria-pressed="false">Pause</button>
    <button type="button" data-act="candidates" title="Pencil every empty cell's candidates (one undo step)">Candidates</button>
  </div>
  <p class="gl-foot"><a class="gl-full" target="_blank" rel="noopener">Open on its own page</a> · gridlogic</p>
</div>`;

// What the `genre` attribute takes, from the one list of playable genres and the engine's aliases.
function genresAccepted() {
  return `genre: ${Object.keys(GENRES).filter((g) => playable(g)).map((g) => {
    const aliases = Object.entries(GENRE_ALIASES).filter(([, to]) => to === g).map(([a]) => a);
    return aliases.length ? `${g} (or ${aliases.join(', ')})` : g;
  }).join(', ')}.`;
}

// What `difficulty` and `size` take, from the site's catalog.
function newPuzzleAccepted() {
  const sizes = Object.keys(GENRES).filter((g) => playable(g)).map((g) => `${GENRES[g].label} ${GENRES[g].sizes.map((x) => x.value).join(', ')}`);
  return `difficulty: easy, medium or hard (or the genre's levels); size: ${sizes.join('; ')}.`;
}

export async function mount(shadow, opts, base) {
  const id = `gl-board-${++widgets}`;
  shadow.innerHTML = TEMPLATE(base, id);
  const $ = (sel) => shadow.querySelector(sel);
  const root = $('.gl-widget');
  const dark = matchMedia('(prefers-color-scheme: dark)').matches;
  root.dataset.theme = ['light', 'dark', 'cb'].includes(opts.theme) ? opts.theme : dark ? 'dark' : 'light';
  const busy = new Busy($('.busy'));
  const engineFor = {
    busy: (label, verb, input, options) => busy.run(label, (signal, onProgress) => engine.run(verb, input, options, { signal, onProgress })),
    quiet: (verb, input, options) => engine.run(verb, input, options),
  };
  const call = (verb, input, options) => engineFor.busy('', verb, input, options);

  // Which puzzle: given (with or without a genre), or a new one at a difficulty.
  let genre = genreName(opts.genre);
  let puzzle = opts.puzzle || opts.src || '';
  let title = '';
  try {
    if (opts.genre && !(genre && playable(genre)))
      throw new AttributeError(`genre="${opts.genre}" is not a genre gridlogic plays.`, genresAccepted());
    if (opts.seed !== undefined && !knownSeed(opts.seed))
      throw new AttributeError(`seed="${opts.seed}" is not a seed.`, 'seed: a whole number of up to 9 digits, such as seed="123456".');
    if (puzzle) {
      // The engine says which genre the text is (and reads it); a text that is no puzzle form at all
      // is answered with the forms it reads, not one genre's complaint.
      const found = await importPuzzle({ call, genreOf: (t) => engine.genreOf(t), genres: PLAYABLE }, puzzle, genre);
      genre = found.genre;
      puzzle = found.puzzle;
    }
    if (!genre) genre = DEFAULT_GENRE;
    const info = GENRES[genre];
    if (!puzzle) {
      // A level the genre has, else the attribute as written (the engine's generator also reads a
      // rule's name there, and says what it takes when it cannot).
      const level = knownLevel(genre, opts.difficulty) || (opts.difficulty ? levelValue(genre, opts.difficulty) : info.levels[0].value);
      // The same puzzle on every reload: the seed attribute, else a seed this browser picked for this
      // element once and kept (so a reader who reloads keeps the puzzle and, through it, the progress).
      const seed = knownSeed(opts.seed) || rememberedSeed(shadow.host, opts);
      const r = await call('generate', '', { ...info.generate({ size: opts.size || info.defaultSize, level, islands: opts.islands }), seed: Number(seed) });
      puzzle = r.puzzle;
      title = knownLevel(genre, level) ? generatedTitle(genre, level, seed) : `${info.label} · ${level} · #${seed}`;
    }
    const impl = PLAYABLE[genre];
    const model = await impl.load(call, puzzle);
    if (title) model.title = title;
    // A setter's own text, for a puzzle whose form carries none (the setting page's snippet).
    applySetterText(model, { title: opts['puzzle-title'], author: opts.author, rules: opts.rules });
    const solved = await impl.solve(call, model);
    play(impl, model, solved);
  } catch (err) {
    $('.gl-title').textContent = 'gridlogic';
    root.dataset.state = 'failed';
    const box = $('.gl-error');
    const para = (text) => Object.assign(document.createElement('p'), { textContent: text });
    box.hidden = false;
    if (isCancelled(err)) { box.replaceChildren(para('Cancelled.')); return; }
    // A compact box: what is wrong with which attribute, and what the element accepts.
    box.replaceChildren(para(`This puzzle could not be shown: ${plainMessage(err.message)}`),
      para(err instanceof AttributeError ? err.accepted : opts.puzzle || opts.src ? `puzzle / src: ${ACCEPTED_FORMS}` : newPuzzleAccepted()));
  }

  function play(impl, model, solved) {
    const svg = $('.puzzle-board');
    const speak = (t) => { $('.gl-live').textContent = t; };
    const session = new Session({ impl, model, solved, engine: engineFor, clock: widgetClock(root), storage: puzzleStorage(genre, model.key), settings: loadSettings() });
    $('.gl-title').textContent = model.author ? `${model.title} · by ${model.author}` : model.title;
    $('.gl-title').title = model.title;
    $('.gl-rules').hidden = !model.ruleset;
    $('.gl-rules').textContent = model.ruleset || '';
    svg.setAttribute('aria-label', `${model.title} board`);
    $('.gl-full').href = new URL(puzzleHref(genre, model.key, null, model.setterText), base).href;

    const view = impl.createGame(svg, model, {
      getState: () => session.state,
      commit: (s) => session.commit(s),
      announce: speak,
      refuse: (t) => session.refuse(t),
      settings: () => session.settings,
    });

    session.onUpdate = (parts) => {
      const s = session;
      if (parts.has('board')) view.render(s.state, s.overlay);
      if (parts.has('history')) {
        $('[data-act="undo"]').disabled = !s.canUndo();
        $('[data-act="redo"]').disabled = !s.canRedo();
      }
      if (parts.has('timer')) $('.gl-timer').textContent = formatTime(s.seconds);
      if (parts.has('notice')) { $('.gl-notice').textContent = s.notice; $('.gl-notice').hidden = !s.notice; if (s.notice) speak(s.notice); }
      if (parts.has('clash')) {
        const ul = $('.gl-clash');
        // Two lines at most: two rules, or one and how many more.
        const shown = s.clashes.length > 2 ? 1 : 2;
        ul.replaceChildren(...s.clashes.slice(0, shown).map((c) => Object.assign(document.createElement('li'), { textContent: c.message })));
        if (s.clashes.length > shown) ul.append(Object.assign(document.createElement('li'), { textContent: `and ${s.clashes.length - shown} more` }));
        ul.hidden = !s.clashes.length;
      }
      if (parts.has('hint') || parts.has('check')) {
        // One line under the board: the hint at its level, else the check's verdict.
        const h = s.hintView(), r = s.checkResult;
        const text = h ? `Hint: ${h.conclusion || h.technique}${h.level === 2 ? ' Ringed: what makes the step; double square: where it leads.' : ''}`
          : r && r.verdict !== 'solved' ? r.messages.join(' ') : '';
        $('.gl-note').textContent = text;
        $('.gl-note').hidden = !text;
        $('[data-act="hint"]').textContent = h && h.level ? `Hint ${'●'.repeat(h.level)}${'○'.repeat(3 - h.level)}` : 'Hint';
      }
      if (parts.has('solved')) {
        root.dataset.solved = s.solved ? 'yes' : 'no';
        $('.solved-banner').hidden = !s.solved;
        $('.solved-banner').textContent = s.solved ? s.solvedText() : '';
        svg.classList.toggle('solved', s.solved);
      }
      if (parts.has('pause')) {
        $('.board-box').classList.toggle('paused', s.paused);
        $('.paused-cover').hidden = !s.paused;
        $('[data-act="pause"]').textContent = s.paused ? 'Resume' : 'Pause';
        $('[data-act="pause"]').setAttribute('aria-pressed', String(s.paused));
      }
    };

    const acts = {
      undo: () => session.undo(),
      redo: () => session.redo(),
      check: () => session.check(),
      hint: () => session.hint(),
      restart: () => session.restart(),
      pause: () => session.pause(),
      resume: () => session.pause(false),
      candidates: () => session.fillCandidates('allowed'),
    };
    for (const b of shadow.querySelectorAll('[data-act]')) b.addEventListener('click', acts[b.dataset.act]);
    $('[data-act="candidates"]').hidden = !impl.fillCandidates;
    $('.gl-tools').hidden = false;

    const modes = $('.gl-modes'), pad = $('.gl-pad');
    impl.buildControls({ modes, pad }, view, { announce: speak, settings: () => session.settings, setSetting: (k, v) => session.setSetting(k, v) });
    modes.hidden = !modes.children.length;
    pad.hidden = !pad.children.length;

    // Keys reach this widget only while focus is inside it.
    root.addEventListener('keydown', (e) => {
      const t = e.composedPath()[0];
      if (t && /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)) return;
      if (t && /^(BUTTON|A)$/.test(t.tagName) && (e.key === ' ' || e.key === 'Enter')) return;
      const k = e.key.toLowerCase(), mod = e.ctrlKey || e.metaKey;
      if (mod && k === 'z') { e.preventDefault(); if (e.shiftKey) session.redo(); else session.undo(); return; }
      if (mod && k === 'y') { e.preventDefault(); session.redo(); return; }
      if (session.paused) return;
      if (view.handleKey(e)) e.preventDefault();
    });

    root.dataset.state = 'playing';
    performance.mark('gridlogic:playable');   // for bench/site_bench.mjs
    session.start();
  }
}

// The page's clock, stopped for good once the widget leaves the page (its timer has nothing to count).
function widgetClock(root) {
  const clock = browserClock();
  return { ...clock, hidden: () => clock.hidden() || !root.isConnected };
}

// An error in one attribute, with what that attribute accepts.
class AttributeError extends Error {
  constructor(message, accepted) { super(message); this.accepted = accepted; }
}

// A seed picked once per element and kept in localStorage, so a widget without `puzzle` or `seed`
// shows the same puzzle after a reload. The key names the page, the element's attributes and which
// element it is: its id, else its place among the page's elements with the same attributes in
// document order — never the order in which widgets happened to start.
function rememberedSeed(host, opts) {
  const same = [...document.querySelectorAll('gridlogic-puzzle')]
    .filter((el) => !el.id && JSON.stringify(attributesOf(el)) === JSON.stringify(opts));
  const which = host && host.id ? `#${host.id}` : String(Math.max(0, same.indexOf(host)));
  const key = `gridlogic:widget-seed:${location.pathname}:${JSON.stringify(opts)}:${which}`;
  try {
    const kept = localStorage.getItem(key);
    if (kept && knownSeed(kept)) return kept;
    const seed = String(100000 + Math.floor(Math.random() * 900000));
    localStorage.setItem(key, seed);
    return seed;
  } catch {
    return String(100000 + Math.floor(Math.random() * 900000));
  }
}

// The attributes a widget is mounted with, as gridlogic-widget.js collects them (its element's own list).
function attributesOf(el) {
  const out = {};
  for (const a of el.constructor.observedAttributes || []) if (el.hasAttribute(a)) out[a] = el.getAttribute(a);
  return out;
}
