// main.js — the play page (play.html?genre=G&p=PUZZLE, or &size=…&level=… for a new one): loads or
// generates the puzzle through the engine's worker, then runs the game — history (undo/redo), check,
// three-level hints, reveal, solve, restart, timer, progress in localStorage, share links.
//
// Genre files give the rest (sudoku.js, tectonic.js, variant.js on cell-genre.js; hashi.js): each has
// load/solve/check/hint and createGame(svg, model, hooks), whose game draws the board and turns input
// into new states through hooks.commit. Every state goes through the one History, so undo crosses
// digits, marks, reveal, solve and restart alike.
import { engine, isCancelled } from '../lib/engine.js';
import { GENRES, genreName, newPuzzleHref, puzzleHref, levelValue, levelsAt, slowChoice } from '../lib/catalog.js';
import { bindThemeSelect } from '../lib/theme.js';
import { Busy } from '../lib/busy.js';
import { plainMessage } from '../lib/puzzle-input.js';
import { History } from './undo.js';
import { loadProgress, saveProgress, loadSettings, saveSettings } from './storage.js';
import { buildEntryControls, cellKeysHelp } from './entry-controls.js';
import { sudoku } from './sudoku.js';
import { tectonic } from './tectonic.js';
import { variant } from './variant.js';
import { hashi } from './hashi.js';
import { puzzleImage, svgToPng, download, fileName, fillPrintSheet } from './export.js';
import { renderWalk } from './chain-walk.js';

const IMPL = { sudoku, tectonic, variant, hashi };
const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const genre = genreName(params.get('genre')) || 'sudoku';
const impl = IMPL[genre];
const info = GENRES[genre];
const busy = new Busy($('busy'));
const settings = loadSettings();

// An engine call that shows the busy bar (with Cancel) while it runs.
const caller = (label) => (verb, input, options) =>
  busy.run(label, (signal, onProgress) => engine.run(verb, input, options, { signal, onProgress }));

const game = {
  model: null, view: null, moves: null, solution: null, status: '',
  seconds: 0, solved: false, assisted: false,
  hint: null, hintLevel: 0, overlay: {},
};

// ---------------------------------------------------------------- messages
function showMessage(text) {
  $('message').textContent = text;
  $('message').hidden = !text;
}

function announce(text) {
  $('board-live').textContent = text;
}

// A refused move ("Given digits are fixed", a bridge that would cross): the reason is shown beside the
// board for 3 s, where the eye already is, and spoken.
let noticeTimer = null;
function refuse(text) {
  announce(text);
  const box = $('notice');
  box.textContent = text;
  box.hidden = false;
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(() => { box.hidden = true; }, 3000);
}

// "a easy" → "an easy".
const article = (word) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

// The title of a generated puzzle: what it is, how hard, and the seed that makes it again
// ("Killer Sudoku · medium · #123456"), instead of the generator's internal title.
function generatedTitle(level, seed) {
  const levelName = (info.levels.find((l) => l.value === level) || { label: String(level) }).label;
  const [word, rule] = levelName.toLowerCase().split(' ');
  const label = rule ? `${rule[0].toUpperCase()}${rule.slice(1)} Sudoku` : info.label;
  return `${label} · ${word} · #${seed}`;
}

// ---------------------------------------------------------------- loading
async function start() {
  bindThemeSelect($('theme'));
  buildNewPuzzleControls();
  document.title = `gridlogic — ${info.label}`;
  $('title').textContent = info.label;
  let puzzle = params.get('p');
  try {
    if (!puzzle) {
      const size = params.get('size') || info.defaultSize;
      const level = levelValue(genre, params.get('level') || params.get('difficulty'));
      const levelName = (info.levels.find((l) => l.value === level) || { label: level }).label.toLowerCase();
      // A short seed, kept in the address: the same link makes the same puzzle again.
      const seed = /^\d{1,9}$/.test(params.get('seed') || '') ? params.get('seed') : String(100000 + Math.floor(Math.random() * 900000));
      const slow = slowChoice(genre, size, level);
      const r = await busy.run(`generating ${article(levelName)} ${levelName} ${info.label} puzzle${slow ? ` (this takes ${slow.wait})` : ''}`,
        (signal, onProgress) => engine.run('generate', '', { ...info.generate({ size, level, islands: params.get('islands') }), seed: Number(seed) }, { signal, onProgress }),
        { delay: 0 });
      puzzle = r.puzzle;
      params.set('seed', seed);
      params.set('level', level);
      history.replaceState(null, '', `${puzzleHref(genre, puzzle)}&level=${encodeURIComponent(level)}&seed=${seed}`);
    }
    const model = await impl.load(caller('reading the puzzle'), puzzle);
    if (model.key !== puzzle) history.replaceState(null, '', puzzleHref(genre, model.key, params.get('s')));
    const solved = await impl.solve(caller('solving'), model);
    begin(model, solved);
  } catch (err) {
    $('title').textContent = info.label;
    showMessage(isCancelled(err)
      ? 'Cancelled. Pick a size and difficulty below for a new puzzle, or go back to the home page.'
      : plainMessage(err.message));
    document.body.dataset.state = 'failed';
  }
}

function begin(model, { status, solution, shading = null }) {
  game.model = model;
  game.solution = solution;
  game.shading = shading;
  game.status = status;
  // A generated puzzle's address carries its seed and level: its title says those, not internals.
  if (params.get('seed') && params.get('level')) model.title = generatedTitle(params.get('level'), params.get('seed'));
  // An import's setter is named, as the setter's own page would.
  $('title').textContent = model.author ? `${model.title} · by ${model.author}` : model.title;
  document.title = `gridlogic — ${model.title}`;
  if (status === 'multiple') showMessage('This puzzle has more than one solution: Check tests the rules only, and Hint, Reveal and Solve follow one of the solutions.');
  if (status === 'none') showMessage('This puzzle has no solution: Check still tests the rules.');
  const svg = $('board');
  svg.setAttribute('aria-label', `${model.title} board`);
  const hooks = {
    getState: () => game.moves.current,
    commit,
    announce,
    refuse,
    settings: () => settings,
  };
  game.view = impl.createGame(svg, model, hooks);

  // The starting state: a shared link's progress, else this browser's saved progress, else empty.
  const saved = loadProgress(genre, model.key);
  let state = impl.initialState(model);
  if (params.get('s')) state = impl.fromProgressString(model, params.get('s'));
  else if (saved && saved.state) state = impl.deserialize(model, saved.state);
  if (saved && !params.get('s')) game.seconds = Number(saved.seconds) || 0;
  game.moves = new History(state);

  buildControls();
  // "New" offers this puzzle's size first when the list has it (an imported 7×7 Hashi: 7×7, not 10×10).
  if (!params.get('size')) {
    const size = genre === 'sudoku' || genre === 'variant' ? String(model.cols) : `${model.cols}x${model.rows}`;
    if ([...$('new-size').options].some((o) => o.value === size)) $('new-size').value = size;
  }
  render();
  liveCheck();
  showDifficulty();
  document.body.dataset.state = 'playing';
  // When the page became playable, for bench/site_bench.mjs (navigation → playable).
  performance.mark('gridlogic:playable');
  if (impl.isComplete(model, state)) autoCheck();
  startTimer();
}

// ---------------------------------------------------------------- the loop
function commit(state) {
  if (!game.moves.push(state)) return;
  changed();
}

function changed() {
  const state = game.moves.current;
  game.hint = null;
  game.hintLevel = 0;
  game.overlay = {};
  $('hint-box').hidden = true;
  $('check-box').hidden = true;
  $('hint').textContent = 'Hint';
  if (game.solved) setSolved(false);   // a full board is checked again below
  render();
  save();
  liveCheck();
  if (impl.isComplete(game.model, state)) autoCheck();
}

// The puzzle's difficulty, as the engine rates it (quietly, after the board is up): its level on the
// genre's scale and, for Sudoku, the SE-style rating.
async function showDifficulty() {
  const scale = { sudoku: 5, tectonic: 8, variant: 5 }[genre];
  try {
    const r = await engine.run('rate', game.model.key, { genre, ...(genre === 'sudoku' ? { runs: 1 } : {}) });
    if (r.status !== 'rated') return;
    const parts = [];
    if (genre === 'hashi') parts.push(String(r.stage || r.level));
    else parts.push(`${r.level_name && genre === 'sudoku' ? `${r.level_name}, ` : ''}level ${r.level} of ${scale}`);
    if (genre === 'sudoku' && r.se) parts.push(`SE ${Number(r.se).toFixed(1)}`);
    $('difficulty').textContent = `Difficulty: ${parts.join(' · ')}`;
    $('difficulty').hidden = false;
  } catch { /* a rating is a courtesy: the game goes on without it */ }
}

// Marking digits against the solution makes sense only for digits, and only when there is one solution.
function markWrongAllowed() {
  return impl.kind !== 'links' && game.status === 'unique' && Array.isArray(game.solution);
}

// Live feedback: after every change, the engine's `conflicts` verb says which placed digits (or
// islands) break a rule; they are marked at once (a dashed ring and a notch, in every theme) and the
// reasons listed under the board. Quiet: no busy bar; an answer for an older state is dropped.
// Each finished check is published on <body>: how many (data-live-checks) and for which move
// (data-live-checked-at, the undo index), the state the tests wait on.
const liveDone = () => {
  document.body.dataset.liveChecks = String(Number(document.body.dataset.liveChecks || 0) + 1);
  document.body.dataset.liveCheckedAt = String(game.moves.index);
};
async function liveCheck() {
  const state = game.moves.current;
  if (!settings.liveCheck) {
    if (game.overlay.clashCells) { game.overlay = { ...game.overlay, clashCells: [] }; render(); }
    $('clash-note').hidden = true;
    liveDone();
    return;
  }
  let list = [];
  try {
    list = await impl.conflicts((verb, input, options) => engine.run(verb, input, options), game.model, state);
  } catch (err) {
    if (!isCancelled(err)) console.warn('live check:', err.message);
    return;
  }
  if (state !== game.moves.current) return;
  // Optional (off by default, SudokuPad's setting): digits that differ from the one solution.
  if (settings.markWrong && markWrongAllowed()) {
    state.v.forEach((x, i) => {
      if (x && !game.model.givens[i] && x !== game.solution[i])
        list.push({ rule: 'solution', message: `r${Math.floor(i / game.model.cols) + 1}c${i % game.model.cols + 1} differs from the solution`, cells: [i] });
    });
  }
  const cells = [...new Set(list.flatMap((c) => c.cells))];
  // Redraw only when the marks change (a redraw re-reads the cursor's cell to screen readers).
  const before = game.overlay.clashCells || [];
  if (cells.length !== before.length || cells.some((c, k) => c !== before[k])) {
    game.overlay = { ...game.overlay, clashCells: cells };
    render();
  }
  const note = $('clash-note');
  note.replaceChildren(...list.slice(0, 3).map((c) => Object.assign(document.createElement('li'), { textContent: c.message })));
  if (list.length > 3) note.append(Object.assign(document.createElement('li'), { textContent: `and ${list.length - 3} more` }));
  note.hidden = !list.length;
  const said = list.map((c) => c.message).join('; ');
  if (said && said !== game.lastClash) announce(`Breaks a rule: ${said}`);
  game.lastClash = said;
  liveDone();
}

function render() {
  game.view.render(game.moves.current, game.overlay);
  $('undo').disabled = !game.moves.canUndo();
  $('redo').disabled = !game.moves.canRedo();
}

function save() {
  if (!game.model) return;
  saveProgress(genre, game.model.key, { state: impl.serialize(game.moves.current), seconds: game.seconds, solved: game.solved, title: $('title').textContent });
}

// A full board is checked at once: solved, or what is wrong.
async function autoCheck() {
  const state = game.moves.current;
  try {
    const r = await impl.check(caller('checking'), game.model, state);
    if (state !== game.moves.current) return;
    if (r.verdict === 'solved') setSolved(true);
    else showCheck(r);
  } catch (err) {
    if (!isCancelled(err)) showMessage(err.message);
  }
}

function setSolved(on) {
  game.solved = on;
  document.body.dataset.solved = on ? 'yes' : 'no';
  const banner = $('solved-banner');
  if (on) {
    banner.textContent = `Solved!${game.assisted ? ' (with help)' : ''} Time ${formatTime(game.seconds)}.`;
    banner.hidden = false;
    $('board').classList.add('solved');
    announce('Solved!');
  } else {
    banner.hidden = true;
    $('board').classList.remove('solved');
  }
  save();
}

// ---------------------------------------------------------------- buttons
function buildControls() {
  const cells = impl.kind !== 'links';
  $('entry').hidden = !cells;
  for (const id of ['check', 'hint', 'reveal', 'solve-all', 'restart']) $(id).disabled = false;
  if (!game.solution) for (const id of ['reveal', 'solve-all']) $(id).disabled = true;

  if (cells) {
    buildEntryControls($('modes'), $('pad'), game.view, game.model, announce);
    $('keys-help').textContent = cellKeysHelp(game.model);
  } else {
    $('keys-help').textContent = 'Click or tap between two islands, or drag from one to the other: 0 → 1 → 2 → 0 bridges. '
      + 'Keys: arrows move between islands, Shift+arrow (or Enter, then an arrow) cycles the bridge that way, Ctrl+Z / Ctrl+Y undo and redo.';
  }
  $('board-help').textContent = $('keys-help').textContent;
  $('rules').replaceChildren(...game.model.rules.map((t) => Object.assign(document.createElement('li'), { textContent: t })));
  // The setter's own rules text (f-puzzles `ruleset`) comes first, and the panel opens for it.
  if (game.model.ruleset) {
    $('rules').prepend(Object.assign(document.createElement('li'), { className: 'setter-rules', textContent: `The setter's rules: ${game.model.ruleset}` }));
    $('rules-box').open = true;
  }

  $('undo').onclick = () => { game.moves.undo(); changed(); };
  $('redo').onclick = () => { game.moves.redo(); changed(); };
  $('check').onclick = check;
  $('hint').onclick = hint;
  $('reveal').onclick = reveal;
  $('solve-all').onclick = solveAll;
  $('restart').onclick = () => {
    commit(impl.initialState(game.model));
    game.seconds = 0;
    game.assisted = false;
    updateTimer();
  };

  $('live-check').checked = settings.liveCheck;
  $('live-check').onchange = () => { settings.liveCheck = $('live-check').checked; saveSettings(settings); liveCheck(); };
  $('mark-wrong').checked = settings.markWrong && markWrongAllowed();
  $('mark-wrong').disabled = !markWrongAllowed();
  $('mark-wrong-why').hidden = markWrongAllowed();
  $('mark-wrong-why').textContent = impl.kind === 'links' ? 'Marking against the solution is for digits; bridges are checked by their rules above.'
    : game.status === 'multiple' ? 'This puzzle has more than one solution, so a digit cannot be called wrong by comparing it with one of them.'
      : 'This puzzle has no solution to compare with.';
  $('mark-wrong').onchange = () => { settings.markWrong = $('mark-wrong').checked; saveSettings(settings); liveCheck(); };
  $('auto-remove').checked = settings.autoRemove;
  $('auto-remove').onchange = () => { settings.autoRemove = $('auto-remove').checked; saveSettings(settings); };
  $('auto-remove').closest('label').hidden = !cells;
  $('show-timer').checked = settings.showTimer;
  $('show-timer').onchange = () => { settings.showTimer = $('show-timer').checked; saveSettings(settings); updateTimer(); };

  $('share').onclick = share;
  $('download-svg').onclick = () => exportImage('svg');
  $('download-png').onclick = () => exportImage('png');
  $('print-page').onclick = () => window.print();
  $('image-content').querySelector('[value="solution"]').disabled = !game.solution;
  fillPrintSheet($('print-head'), $('print-foot'), {
    title: game.model.title, author: game.model.author,
    rules: [...(game.model.ruleset ? [`The setter's rules: ${game.model.ruleset}`] : []), ...game.model.rules],
    url: new URL(puzzleHref(genre, game.model.key), location.href).href,
  });
  const exportLink = $('export-link');
  exportLink.hidden = false;
  if (genre === 'variant') { exportLink.href = game.model.key; exportLink.textContent = 'Open on f-puzzles'; }
  else if (genre === 'sudoku') {
    exportLink.hidden = true;
    // puzz.link plays sides 4, 6, 9, 16 and 25 only (a 12×12 opens with 3×3 boxes there): the engine says
    // so with a warning, and then the page offers its own link and SudokuPad's instead.
    engine.run('convert', game.model.key, { genre, to: 'url' }).then((r) => {
      if (r.warning) return;
      exportLink.href = r.puzzle; exportLink.textContent = 'Open on puzz.link'; exportLink.hidden = false;
    }).catch(() => {});
  } else { exportLink.href = game.model.key; exportLink.textContent = 'Open on puzz.link'; }
  // Sudoku and variants open in SudokuPad too, where many players solve (its own format, or for rules it
  // has no element for, the f-puzzles link it imports).
  const sudokupadLink = $('sudokupad-link');
  sudokupadLink.hidden = true;
  if (genre === 'sudoku' || genre === 'variant') {
    engine.run('convert', game.model.key, { genre, to: 'sudokupad' }).then((r) => {
      sudokupadLink.href = r.puzzle; sudokupadLink.hidden = false;
    }).catch(() => {});
  }
  // The lecture view replays the solver's steps on this puzzle (a variant's key is its f-puzzles link).
  $('lecture-link').href = `lecture.html?genre=${genre}&p=${encodeURIComponent(game.model.key)}`;
  $('lecture-link').title = 'Replay the solver\'s steps on this puzzle, one by one, for a class';
}

async function check() {
  try {
    const r = await impl.check(caller('checking'), game.model, game.moves.current);
    if (r.verdict === 'solved') { setSolved(true); showCheck(r); return; }
    showCheck(r);
  } catch (err) {
    if (!isCancelled(err)) showMessage(err.message);
  }
}

function showCheck(r) {
  const list = $('check-result');
  list.replaceChildren(...r.messages.map((m) => Object.assign(document.createElement('li'), { textContent: m })));
  $('check-box').hidden = false;
  $('check-box').dataset.verdict = r.verdict;
  game.overlay = { ...game.overlay, errorCells: r.cells || [], errorLinks: r.links || [] };
  render();
}

// Hints in three levels, as HoDoKu gives them: (1) where to look and the technique in plain words;
// (2) the cause ringed and the effect (the cell it fills) double-squared on the board, the house
// lightly tinted; (3) the conclusion in one sentence naming the cell and value, and at most a few
// supporting lines (teach.js). Each press goes one level deeper.
async function hint() {
  try {
    if (!game.hint) {
      const state = game.moves.current;
      const h = await impl.hint(caller('finding the next step'), game.model, state, game.solution);
      if (state !== game.moves.current) return;
      if (!h) {
        $('hint-technique').textContent = game.solved ? 'Solved: there is nothing left to find.' : 'The engine finds no explained step from here.';
        $('hint-conclusion').hidden = true;
        $('hint-box').hidden = false;
        return;
      }
      game.hint = h;
      game.hintLevel = 0;
    }
    game.hintLevel = Math.min(3, game.hintLevel + 1);
    const h = game.hint;
    $('hint-box').hidden = false;
    $('hint-box').dataset.level = game.hintLevel;
    $('hint-level').textContent = `(${game.hintLevel} of 3)`;
    $('hint-technique').textContent = h.where ? `${h.technique} — look at ${h.where}.` : h.technique;
    if (game.hintLevel >= 2) {
      game.overlay = { ...game.overlay, hintCells: h.cells || [], hintCause: h.cause || [], hintTargets: h.targets || [], hintLinks: h.links || [],
        hintChain: h.chain || [], hintNodes: h.nodes || [], hintRemoved: h.removed || [] };
      render();
    }
    const conclusion = $('hint-conclusion');
    conclusion.hidden = game.hintLevel < 3;
    conclusion.textContent = h.conclusion || '';
    const ol = $('hint-explanation');
    const lines = (h.explanation || []).slice(0, 4);
    ol.hidden = game.hintLevel < 3 || !lines.length;
    if (game.hintLevel >= 3) ol.replaceChildren(...lines.map((t) => Object.assign(document.createElement('li'), { textContent: t })));
    // A chain told link by link, with HoDoKu's notation (chain-walk.js).
    renderWalk($('hint-box'), h, game.hintLevel, (o) => { game.overlay = { ...game.overlay, ...o }; render(); });
    $('hint-legend').hidden = game.hintLevel < 2;
    $('hint-legend-chain').hidden = game.hintLevel < 2 || !(h.chain && h.chain.length) && !(h.removed && h.removed.length);
    $('hint').textContent = game.hintLevel === 1 ? 'Hint: show why' : game.hintLevel === 2 ? 'Hint: conclusion' : 'Hint';
  } catch (err) {
    if (!isCancelled(err)) showMessage(err.message);
  }
}

// Reveal: the current hint's cell or bridges when a hint is showing (so Reveal finishes what the hint
// began, in every genre), else the selection, else the first wrong or empty place.
function reveal() {
  if (!game.solution) return;
  const h = game.hint && game.hintLevel > 0 ? game.hint : null;
  let targets;
  if (h && impl.kind === 'links' && h.links && h.links.length) targets = h.links;
  else if (h && impl.kind !== 'links' && h.reveal && h.reveal.length) targets = h.reveal;   // a pattern's next placement
  else if (h && impl.kind !== 'links' && h.targets && h.targets.length) targets = h.targets;
  else targets = impl.revealTargets(game.model, game.moves.current, game.solution, game.view.selection);
  if (!targets.length) { refuse('Nothing to reveal here.'); return; }
  game.assisted = true;
  commit(impl.reveal(game.model, game.moves.current, targets, game.solution, settings, game.shading));
}

function solveAll() {
  if (!game.solution) return;
  game.assisted = true;
  const all = impl.kind === 'links' ? game.model.links.map((l) => l.k) : game.model.givens.map((_, i) => i);
  commit(impl.reveal(game.model, game.moves.current, all, game.solution, settings, game.shading));
}

async function share() {
  const progress = $('share-progress').checked ? impl.progressString(game.model, game.moves.current) : null;
  const url = new URL(puzzleHref(genre, game.model.key, progress), location.href).href;
  const field = $('share-url');
  field.value = url;
  field.hidden = false;
  field.select();
  try {
    await navigator.clipboard.writeText(url);
    $('share').textContent = 'Copied!';
  } catch {
    $('share').textContent = 'Copy the link below';
  }
  setTimeout(() => { $('share').textContent = 'Copy link'; }, 2500);
}

// "Download SVG / PNG": the engine's drawing (export.js), in the page's light or dark colours.
async function exportImage(format) {
  const content = $('image-content').value;
  try {
    const image = await puzzleImage(caller('drawing the image'), {
      genre, key: game.model.key, content,
      grid: content === 'progress' ? impl.renderGrid(game.model, game.moves.current) : null,
      theme: document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light',
    });
    const blob = format === 'svg' ? new Blob([image.svg], { type: 'image/svg+xml' }) : await svgToPng(image);
    download(blob, fileName(game.model.title, content, format));
  } catch (err) {
    if (!isCancelled(err)) refuse(plainMessage(err.message));
  }
}

// ---------------------------------------------------------------- new puzzle
function buildNewPuzzleControls() {
  const size = $('new-size'), level = $('new-level'), note = $('new-note');
  size.replaceChildren(...info.sizes.map((s) => new Option(s.label, s.value)));
  // A size or level from the address that the lists lack (a hand-made link) is offered as it is.
  const want = params.get('size') || info.defaultSize;
  if (![...size.options].some((o) => o.value === want)) size.add(new Option(want.replace('x', '×'), want));
  size.value = want;
  const asked = params.get('level') || params.get('difficulty');
  const wantLevel = asked ? levelValue(genre, asked) : null;
  // The levels follow the size: one that no puzzle of the size reaches stays in the list, greyed and
  // saying so, and a choice that takes long says how long, with a quicker one to click.
  const fill = (keep) => {
    const levels = levelsAt(genre, size.value);
    level.replaceChildren(...levels.map((l) => {
      const o = new Option(l.offered ? l.label : `${l.label} (not at ${size.selectedOptions[0].textContent})`, l.value);
      o.disabled = !l.offered;
      return o;
    }));
    if (keep && ![...level.options].some((o) => o.value === keep)) level.add(new Option(keep, keep));
    const fits = [...level.options].find((o) => o.value === keep && !o.disabled);
    level.value = fits ? keep : levels.find((l) => l.offered).value;
  };
  const warn = () => {
    const slow = slowChoice(genre, size.value, level.value);
    note.hidden = !slow;
    if (!slow) return;
    const quick = document.createElement('a');
    quick.href = newPuzzleHref(genre, slow.instead);
    quick.textContent = `${slow.insteadLabel} is quick`;
    note.replaceChildren(`${slow.what} takes ${slow.wait} to make here; `, quick, '.');
  };
  fill(wantLevel);
  warn();
  size.onchange = () => { fill(level.value); warn(); };
  level.onchange = warn;
  $('new-go').onclick = () => { location.href = newPuzzleHref(genre, { size: size.value, level: level.value }); };
}

// ---------------------------------------------------------------- timer
let ticking = null;
function formatTime(s) {
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
  return `${h ? `${h}:${String(m).padStart(2, '0')}` : m}:${String(sec).padStart(2, '0')}`;
}
function updateTimer() {
  $('timer').hidden = !settings.showTimer || !game.model;
  $('timer').textContent = formatTime(game.seconds);
}
function startTimer() {
  updateTimer();
  clearInterval(ticking);
  ticking = setInterval(() => {
    if (game.solved || document.hidden) return;
    game.seconds++;
    updateTimer();
    if (game.seconds % 10 === 0) save();
  }, 1000);
}
document.addEventListener('visibilitychange', () => { if (document.hidden) save(); });

// ---------------------------------------------------------------- keys
document.addEventListener('keydown', (e) => {
  if (!game.view) return;
  const t = e.target;
  if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' || t.isContentEditable)) return;
  // Space and Enter on a focused button press the button.
  if (t && (t.tagName === 'BUTTON' || t.tagName === 'A' || t.tagName === 'SUMMARY') && (e.key === ' ' || e.key === 'Enter')) return;
  const mod = e.ctrlKey || e.metaKey;
  const k = e.key.toLowerCase();
  if (mod && k === 'z') { e.preventDefault(); e.shiftKey ? game.moves.redo() : game.moves.undo(); changed(); return; }
  if (mod && k === 'y') { e.preventDefault(); game.moves.redo(); changed(); return; }
  if (game.view.handleKey(e)) e.preventDefault();
});

start();
