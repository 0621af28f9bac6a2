// main.js — the play page (play.html?genre=G&p=PUZZLE, or &size=…&level=…&seed=… for a new one), a
// front end of the play session (session.js): it loads or generates the puzzle through the engine's
// worker, then draws what the session publishes and forwards clicks and keys to it. Every rule of play
// (history, checkpoints, hints, check, live conflicts, solved, timer, saved progress) is the session's;
// everything genre-specific is the genre module's (genres.js). This file names no genre.
import { engine, isCancelled } from '../lib/engine.js';
import { GENRES, genreName, newPuzzleHref, puzzleHref, levelValue, levelsAt, slowChoice, knownLevel, knownSeed, generatedTitle } from '../lib/catalog.js';
import { bindThemeSelect } from '../lib/theme.js';
import { Busy } from '../lib/busy.js';
import { plainMessage } from '../lib/puzzle-input.js';
import { Session, formatTime } from './session.js';
import { PLAYABLE, DEFAULT_GENRE, playable } from './genres.js';
import { puzzleStorage, loadSettings, noteDaily } from './storage.js';
import { puzzleImage, svgToPng, download, fileName, fillPrintSheet } from './export.js';
import { browserClock } from './clock.js';
import { applySetterText } from './setter-text.js';
import { renderWalk } from './chain-walk.js';
import { techniqueName } from './techniques.js';
import { trainerRequest, trainerAnswer, TrainerNotFound } from '../train/trainer.js';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const genre = (() => { const g = genreName(params.get('genre')); return g && playable(g) ? g : DEFAULT_GENRE; })();
const impl = PLAYABLE[genre];
const info = GENRES[genre];
const busy = new Busy($('busy'));
let session = null, view = null;

// Engine calls: `busy` ones show the progress bar (with Cancel), `quiet` ones do not.
const engineFor = {
  busy: (label, verb, input, options) => busy.run(label, (signal, onProgress) => engine.run(verb, input, options, { signal, onProgress })),
  quiet: (verb, input, options) => engine.run(verb, input, options),
};
const caller = (label) => (verb, input, options) => engineFor.busy(label, verb, input, options);

function showMessage(text) {
  $('message').textContent = text;
  $('message').hidden = !text;
}

function announce(text) {
  $('board-live').textContent = text;
}

// "a easy" → "an easy".
const article = (word) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

// ---------------------------------------------------------------- loading
// What the address asks for, validated: only a level the genre has and a seed of digits are used or
// shown (a crafted link's text never reaches the heading or the tab title).
function requested() {
  const askedLevel = params.get('level') || params.get('difficulty');
  const level = knownLevel(genre, askedLevel);
  const daily = /^\d{4}-\d{2}-\d{2}$/.test(params.get('daily') || '') ? params.get('daily') : null;
  return {
    size: info.sizes.some((s) => s.value === params.get('size')) || /^\d{1,2}(x\d{1,2})?$/.test(params.get('size') || '') ? params.get('size') : info.defaultSize,
    level: level || info.levels[0].value,
    levelRefused: Boolean(askedLevel) && !level,
    seed: knownSeed(params.get('seed')),
    daily,
    // Only a name of letters, digits and dashes is passed on; the engine says whether it is a technique.
    technique: /^[a-z0-9-]{1,60}$/.test(params.get('technique') || '') ? params.get('technique') : null,
  };
}

async function start() {
  bindThemeSelect($('theme'));
  const want = requested();
  buildNewPuzzleControls(want);
  document.title = `gridlogic — ${info.label}`;
  $('title').textContent = info.label;
  let puzzle = params.get('p');
  let title = '';
  let ladder = ['se', 'hodoku'].includes(params.get('ladder')) ? params.get('ladder') : null;
  try {
    if (!puzzle) {
      const { size, level } = want;
      const levelName = (info.levels.find((l) => l.value === level) || info.levels[0]).label.toLowerCase();
      // A short seed, kept in the address: the same link makes the same puzzle again.
      const seed = want.seed || String(100000 + Math.floor(Math.random() * 900000));
      const slow = slowChoice(genre, size, level);
      // A trainer puzzle (the practice page, train.html): one whose path needs the technique named; the
      // engine checks the name and says so when its attempts find none. Its level is the technique's
      // unless the address asks for one.
      const options = { ...info.generate({ size, level, islands: params.get('islands') }), seed: Number(seed) };
      if (want.technique) {
        Object.assign(options, trainerRequest(want.technique, options.seed));
        if (!params.get('level')) delete options.difficulty;
      }
      const what = want.technique ? `a ${info.label} puzzle that needs ${techniqueName(want.technique)}`
        : `${article(levelName)} ${levelName} ${info.label} puzzle${slow ? ` (this takes ${slow.wait})` : ''}`;
      const answer = busy.run(`generating ${what}`,
        (signal, onProgress) => engine.run('generate', '', options, { signal, onProgress }), { delay: 0 });
      const r = want.technique ? await trainerAnswer(answer, techniqueName(want.technique)) : await answer;
      puzzle = r.puzzle;
      title = want.daily ? `Daily ${info.label} · ${want.daily}`
        : want.technique ? `Practise ${techniqueName(r.technique)} · #${seed}` : generatedTitle(genre, level, seed);
      ladder = r.ladder || null;
      const extra = (want.daily ? `&daily=${want.daily}` : '')
        + (want.technique ? `&technique=${encodeURIComponent(r.technique)}&ladder=${encodeURIComponent(r.ladder)}` : '');
      const asked = want.technique ? '' : `&level=${encodeURIComponent(level)}`;
      history.replaceState(null, '', `${puzzleHref(genre, puzzle)}${asked}&seed=${seed}${extra}`);
      if (want.levelRefused) showMessage(`The address asks for a level ${info.label} does not have: this is ${article(levelName)} ${levelName} one.`);
    }
    const model = await impl.load(caller('reading the puzzle'), puzzle);
    // A setter's own text beside a puzzle whose form carries none (the setting page's links).
    applySetterText(model, { title: params.get('title'), author: params.get('author'), rules: params.get('rules') });
    if (model.key !== puzzle) history.replaceState(null, '', puzzleHref(genre, model.key, params.get('s'), model.setterText));
    // A generated puzzle is titled by what was asked (validated above), not by the generator's internals.
    if (title) model.title = title;
    else if (want.technique) model.title = `Practise ${techniqueName(want.technique)}`;
    // A trainer puzzle's hints explain on the ladder it was made on, so they name its technique.
    if (ladder) model.ladder = ladder;
    if (want.daily && title) noteDaily(genre, want.daily, model.key);
    const solved = await impl.solve(caller('solving'), model);
    begin(model, solved);
  } catch (err) {
    $('title').textContent = info.label;
    // A trainer puzzle not found in the engine's attempts (a rare technique): another seed may find one.
    const again = !want.technique ? '' : err instanceof TrainerNotFound
      ? ' Reload the page to try another seed, or pick another technique on the practice page.'
      : ' Pick a technique on the practice page (train.html).';
    showMessage(isCancelled(err)
      ? `Cancelled. ${want.technique ? 'Reload the page to try again, or pick another technique on the practice page.' : 'Pick a size and difficulty below for a new puzzle, or go back to the home page.'}`
      : plainMessage(err.message) + again);
    document.body.dataset.state = 'failed';
  }
}

function begin(model, solved) {
  // An import's setter is named, as the setter's own page would.
  $('title').textContent = model.author ? `${model.title} · by ${model.author}` : model.title;
  document.title = `gridlogic — ${model.title}`;
  const svg = $('board');
  svg.setAttribute('aria-label', `${model.title} board`);

  session = new Session({ impl, model, solved, engine: engineFor, clock: browserClock(), storage: puzzleStorage(genre, model.key), settings: loadSettings() });
  session.onUpdate = draw;
  if (session.statusNote()) showMessage(session.statusNote());
  view = impl.createGame(svg, model, {
    getState: () => session.state,
    commit: (s) => session.commit(s),
    announce,
    refuse: (text) => session.refuse(text),
    settings: () => session.settings,
  });
  // The board's shape (width / height, as the genre's view drew it) for the layout (play.css).
  svg.closest('.board-wrap').style.setProperty('--board-aspect', svg.style.getPropertyValue('--aspect') || '1');
  buildControls(model);
  session.start({ progress: params.get('s') });
  document.body.dataset.state = 'playing';
  // When the page became playable, for bench/site_bench.mjs (navigation → playable).
  performance.mark('gridlogic:playable');
  session.rate();
}

// ---------------------------------------------------------------- drawing what the session says
function draw(parts) {
  const s = session;
  if (parts.has('board')) view.render(s.state, s.overlay);
  if (parts.has('history')) {
    $('undo').disabled = !s.canUndo();
    $('redo').disabled = !s.canRedo();
  }
  if (parts.has('timer') || parts.has('settings')) {
    $('timer').hidden = !s.settings.showTimer;
    $('timer').textContent = formatTime(s.seconds);
  }
  if (parts.has('notice')) {
    // A refused move's reason (or an engine error): shown under the board for 3 s, and spoken.
    $('notice').textContent = s.notice;
    $('notice').hidden = !s.notice;
    if (s.notice) announce(s.notice);
  }
  if (parts.has('clash')) {
    drawClashes();
    // Each finished live check published (how many, and for which move) for the tests to wait on.
    document.body.dataset.liveChecks = String(Number(document.body.dataset.liveChecks || 0) + 1);
    document.body.dataset.liveCheckedAt = String(s.moves ? s.moves.index : 0);
  }
  if (parts.has('check')) drawCheck();
  if (parts.has('hint')) drawHint();
  // The newer of the two answers leads the status box (a change clears both at once).
  if (parts.has('check') !== parts.has('hint')) {
    if (parts.has('check') && s.checkResult) $('status').dataset.newest = 'check';
    if (parts.has('hint') && s.hintView()) $('status').dataset.newest = 'hint';
  }
  if (parts.has('solved')) {
    document.body.dataset.solved = s.solved ? 'yes' : 'no';
    $('solved-banner').textContent = s.solved ? s.solvedText() : '';
    $('solved-banner').hidden = !s.solved;
    $('board').classList.toggle('solved', s.solved);
    if (s.solved) announce('Solved!');
  }
  if (parts.has('checkpoints')) drawCheckpoints();
  if (parts.has('pause')) {
    $('board-box').classList.toggle('paused', s.paused);
    $('paused-cover').hidden = !s.paused;
    $('pause').textContent = s.paused ? 'Resume' : 'Pause';
    $('pause').setAttribute('aria-pressed', String(s.paused));
    document.body.dataset.paused = s.paused ? 'yes' : 'no';
  }
  if (parts.has('rating') && s.rating) {
    $('difficulty').textContent = s.rating;
    $('difficulty').hidden = false;
  }
}

// The rules broken so far: listed under the board in the fixed message area (the board marks the
// digits), in at most three lines — three rules, or two and how many more — and spoken when they change.
let lastClash = '';
function drawClashes() {
  const list = session.clashes;
  const note = $('clash-note');
  const shown = list.length > 3 ? 2 : 3;
  note.replaceChildren(...list.slice(0, shown).map((c) => Object.assign(document.createElement('li'), { textContent: c.message })));
  if (list.length > shown) note.append(Object.assign(document.createElement('li'), { textContent: `and ${list.length - shown} more (Check lists them all)` }));
  note.hidden = !list.length;
  const said = list.map((c) => c.message).join('; ');
  if (said && said !== lastClash) announce(`Breaks a rule: ${said}`);
  lastClash = said;
}

function drawCheck() {
  const r = session.checkResult;
  $('check-box').hidden = !r;
  // Its verdict under the board too, where a phone shows it without scrolling (a solved board has
  // its banner there already).
  const line = !r || r.verdict === 'solved' ? ''
    : r.verdict === 'broken' && r.messages.length > 1 ? `Check: ${r.messages.length} rules broken — ${r.messages.join('; ')}.`
      : `Check: ${r.messages.join(' ')}`;
  $('check-line').textContent = line;
  $('check-line').hidden = !line;
  $('check-line').dataset.verdict = r ? r.verdict : '';
  if (!r) return;
  $('check-result').replaceChildren(...r.messages.map((m) => Object.assign(document.createElement('li'), { textContent: m })));
  $('check-box').dataset.verdict = r.verdict;
}

// The hint: its summary under the board (visible on a phone without scrolling), the whole of it in the
// panel. The Hint button keeps its label; three pips show the level reached.
function drawHint() {
  const h = session.hintView();
  $('hint-box').hidden = !h;
  $('hint-line').hidden = !h;
  $('hint').dataset.level = h ? h.level : 0;
  $('hint').setAttribute('aria-label', h && h.next ? `Hint: show ${h.next}` : 'Hint');
  // A chain told link by link, with HoDoKu's notation (chain-walk.js); its board marks go to the overlay.
  renderWalk($('hint-box'), session.hintData, h ? h.level : 0, (o) => { session.overlay = { ...session.overlay, ...o }; view.render(session.state, session.overlay); });
  if (!h) return;
  $('hint-box').dataset.level = h.level;
  $('hint-level').textContent = `(${h.level} of 3)`;
  $('hint-technique').textContent = h.technique;
  $('hint-conclusion').hidden = !h.conclusion;
  $('hint-conclusion').textContent = h.conclusion;
  $('hint-explanation').hidden = !h.explanation.length;
  $('hint-explanation').replaceChildren(...h.explanation.map((t) => Object.assign(document.createElement('li'), { textContent: t })));
  $('hint-legend').hidden = !h.legend;
  $('hint-legend-chain').hidden = !h.chainLegend;
  $('hint-next').textContent = h.next ? `Press Hint again for ${h.next}.` : '';
  $('hint-line').textContent = `${h.conclusion || h.technique}${h.next ? ` (Hint again: ${h.next})` : ''}`;
}

function drawCheckpoints() {
  const list = session.checkpointList();
  const select = $('checkpoints');
  select.replaceChildren(new Option('Return to…', ''),
    ...list.map((c, n) => new Option(`${c.label}${c.current ? ' (here)' : ''}`, String(n))));
  select.disabled = !list.length;
  select.value = '';
}

// ---------------------------------------------------------------- controls
function buildControls(model) {
  const s = session;
  impl.buildControls({ modes: $('modes'), pad: $('pad') }, view,
    { announce, settings: () => s.settings, setSetting: (k, v) => s.setSetting(k, v) });
  $('pad').hidden = !$('pad').children.length;
  $('entry').hidden = false;
  $('keys-help').textContent = impl.keysHelp(model);
  $('board-help').textContent = $('keys-help').textContent;
  for (const id of ['check', 'hint', 'reveal', 'solve-all', 'restart']) $(id).disabled = false;
  if (!s.solution) for (const id of ['reveal', 'solve-all']) $(id).disabled = true;
  $('fill-all').hidden = $('fill-allowed').hidden = !impl.fillCandidates;
  $('singles').hidden = !impl.solveSingles;
  $('singles').disabled = !s.solution;

  $('rules').replaceChildren(...model.rules.map((t) => Object.assign(document.createElement('li'), { textContent: t })));
  // The setter's own rules text (f-puzzles `ruleset`) comes first, and the panel opens for it.
  if (model.ruleset) {
    $('rules').prepend(Object.assign(document.createElement('li'), { className: 'setter-rules', textContent: `The setter's rules: ${model.ruleset}` }));
    $('rules-box').open = true;
  }

  $('undo').onclick = () => s.undo();
  $('redo').onclick = () => s.redo();
  $('check').onclick = () => s.check();
  $('hint').onclick = () => s.hint();
  $('reveal').onclick = () => s.reveal(view.selection);
  $('solve-all').onclick = () => s.solveAll();
  $('restart').onclick = () => s.restart();
  $('fill-all').onclick = () => s.fillCandidates('all');
  $('fill-allowed').onclick = () => s.fillCandidates('allowed');
  $('singles').onclick = () => s.solveSingles();
  $('checkpoint').onclick = () => s.markCheckpoint();
  $('checkpoints').onchange = (e) => { if (e.target.value !== '') s.returnToCheckpoint(Number(e.target.value)); };
  $('pause').onclick = () => s.pause();
  $('resume').onclick = () => s.pause(false);

  const setting = (id, name, after = () => {}) => {
    $(id).checked = Boolean(s.settings[name]);
    $(id).onchange = () => { s.setSetting(name, $(id).checked); after(); };
  };
  setting('live-check', 'liveCheck');
  setting('mark-wrong', 'markWrong');
  $('mark-wrong').checked = s.settings.markWrong && s.markWrongAllowed();
  $('mark-wrong').disabled = !s.markWrongAllowed();
  $('mark-wrong-why').hidden = s.markWrongAllowed();
  $('mark-wrong-why').textContent = !impl.wrongCells ? 'Marking against the solution is for digits; this puzzle is checked by its rules above.'
    : s.status === 'multiple' ? 'This puzzle has more than one solution, so a digit cannot be called wrong by comparing it with one of them.'
      : 'This puzzle has no solution to compare with.';
  setting('auto-remove', 'autoRemove');
  setting('grey-cannot', 'greyCannot');
  setting('show-timer', 'showTimer');
  $('auto-remove').closest('label').hidden = !impl.fillCandidates;
  $('grey-cannot').closest('label').hidden = !impl.fillCandidates;

  $('share').onclick = share;
  $('download-svg').onclick = () => exportImage('svg');
  $('download-png').onclick = () => exportImage('png');
  $('print-page').onclick = () => window.print();
  $('image-content').querySelector('[value="solution"]').disabled = !s.solution;
  fillPrintSheet($('print-head'), $('print-foot'), {
    title: model.title, author: model.author,
    rules: [...(model.ruleset ? [`The setter's rules: ${model.ruleset}`] : []), ...model.rules],
    url: new URL(puzzleHref(genre, model.key, null, model.setterText), location.href).href,
  });
  // Where else the puzzle opens (other sites' players): the genre module says, each link by a kind
  // that names its place in the page (`#KIND-link`, hidden until a link of that kind comes).
  impl.exportLinks((v, i, o) => engine.run(v, i, o), model).then((links) => {
    for (const l of links) {
      const a = $(`${l.kind}-link`);
      if (!a) continue;
      Object.assign(a, { href: l.href, textContent: l.label, hidden: false });
    }
  }).catch(() => {});
  // "New" offers this puzzle's size first when the list has it (an imported 7×7: 7×7, not the default size).
  if (!params.get('size')) {
    const size = impl.sizeValue(model);
    if ([...$('new-size').options].some((o) => o.value === size)) { $('new-size').value = size; $('new-size').onchange(); }
  }
  // The lecture view replays the solver's steps on this puzzle (its key, in the genre's canonical form).
  $('lecture-link').href = `lecture.html?genre=${genre}&p=${encodeURIComponent(model.key)}`;
  $('lecture-link').title = 'Replay the solver\'s steps on this puzzle, one by one, for a class';
}

async function share() {
  const progress = $('share-progress').checked ? session.progressString() : null;
  const url = new URL(puzzleHref(genre, session.model.key, progress, session.model.setterText), location.href).href;
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
  const { model } = session;
  try {
    const image = await puzzleImage(caller('drawing the image'), {
      genre, key: model.key, content,
      grid: content === 'progress' ? impl.renderGrid(model, session.state) : null,
      theme: document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light',
    });
    const blob = format === 'svg' ? new Blob([image.svg], { type: 'image/svg+xml' }) : await svgToPng(image);
    download(blob, fileName(model.title, content, format));
  } catch (err) {
    if (!isCancelled(err)) session.refuse(plainMessage(err.message));
  }
}

// ---------------------------------------------------------------- new puzzle
function buildNewPuzzleControls(want) {
  const size = $('new-size'), level = $('new-level'), note = $('new-note');
  size.replaceChildren(...info.sizes.map((s) => new Option(s.label, s.value)));
  // A size from the address that the list lacks (a hand-made link) is offered as it is.
  if (![...size.options].some((o) => o.value === want.size)) size.add(new Option(want.size.replace('x', '×'), want.size));
  size.value = want.size;
  // The levels follow the size: one that no puzzle of the size reaches stays in the list, greyed and
  // saying so, and a choice that takes long says how long, with a quicker one to click.
  const fill = (keep) => {
    const levels = levelsAt(genre, size.value);
    level.replaceChildren(...levels.map((l) => {
      const o = new Option(l.offered ? l.label : `${l.label} (not at ${size.selectedOptions[0].textContent})`, l.value);
      o.disabled = !l.offered;
      return o;
    }));
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
  fill(levelValue(genre, want.level));
  warn();
  size.onchange = () => { fill(level.value); warn(); };
  level.onchange = warn;
  $('new-go').onclick = () => { location.href = newPuzzleHref(genre, { size: size.value, level: level.value }); };
}

// ---------------------------------------------------------------- keys and leaving
document.addEventListener('visibilitychange', () => { if (document.hidden && session) session.save(); });

document.addEventListener('keydown', (e) => {
  if (!view) return;
  const t = e.target;
  if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' || t.isContentEditable)) return;
  // Space and Enter on a focused button press the button.
  if (t && (t.tagName === 'BUTTON' || t.tagName === 'A' || t.tagName === 'SUMMARY') && (e.key === ' ' || e.key === 'Enter')) return;
  const mod = e.ctrlKey || e.metaKey;
  const k = e.key.toLowerCase();
  if (mod && k === 'z') { e.preventDefault(); if (e.shiftKey) session.redo(); else session.undo(); return; }
  if (mod && k === 'y') { e.preventDefault(); session.redo(); return; }
  if (session.paused) return;
  if (view.handleKey(e)) e.preventDefault();
});

start();
