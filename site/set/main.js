// main.js — the setting page (set.html), a front end of the setting session (setter.js): it draws the
// draft on the board of the play page (set-board.js, hashi-set-board.js), the tools and the pad, the
// engine's live answer to the draft, the publishing panel and the drafts kept in this browser, and
// forwards the pointer, keys and buttons to the session. Every rule of setting is the session's and
// the draft modules'; this file names no genre (kinds.js is the list).
import { Gridlogic } from '../gridlogic.js';
import { engine } from '../lib/engine.js';
import { Busy } from '../lib/busy.js';
import { bindThemeSelect } from '../lib/theme.js';
import { addToMyBooklet } from '../lib/my-booklet.js';
import { button } from '../play/entry-controls.js';
import { symbol } from '../play/cell-state.js';
import { techniqueName } from '../play/techniques.js';
import { cellName } from '../play/svg.js';
import { puzzleImage, svgToPng, download, fileName } from '../play/export.js';
import { Setter, conflictSentence } from './setter.js';
import { KINDS } from './kinds.js';
import { draftStore } from './set-storage.js';
import { CellSetBoard, finishing } from './set-board.js';
import { HashiSetBoard } from './hashi-set-board.js';
import { publish, snippet } from './publish.js';

const $ = (id) => document.getElementById(id);
const busy = new Busy($('busy'));
// The live answers have a worker of their own: cancelling one (which restarts its worker) never
// touches the publishing calls on the page's shared engine.
const liveEngine = new Gridlogic();
const settings = { candidates: true };
try { Object.assign(settings, JSON.parse(localStorage.getItem('gridlogic:set:settings') || '{}')); } catch { /* defaults */ }

const session = new Setter({
  engine: {
    // The bar (with Cancel) shows after a moment; the session's own signal cancels an outdated call.
    run: (verb, input, options, signal) => busy.run(verb === 'candidates' ? 'counting the solutions' : 'rating the puzzle',
      (barSignal) => liveEngine.run(verb, input, options, { signal: AbortSignal.any([signal, barSignal]) }), { delay: 400 }),
  },
  clock: { now: () => performance.now(), after(ms, fn) { const id = setTimeout(fn, ms); return () => clearTimeout(id); } },
  storage: draftStore(),
});
let board = null, boardGenre = '';
let published = null;
// For the benchmark and the browser tests: the session (they wait on what it publishes).
window.gridlogicSetter = session;

function announce(text) { $('board-live').textContent = text; }

// ---------------------------------------------------------------- the board
function makeBoard() {
  const genre = session.draft.genre;
  if (board && boardGenre === genre) return;
  // A fresh element: the old board's listeners go with the old one.
  const old = $('board'), svg = old.cloneNode(false);
  old.replaceWith(svg);
  boardGenre = genre;
  board = genre === 'hashi'
    ? new HashiSetBoard(svg, { session, announce })
    : new CellSetBoard(svg, { session, announce, settings: () => settings });
  svg.addEventListener('keydown', onKey);
}

function onKey(e) {
  if ((e.ctrlKey || e.metaKey) && !e.altKey) {
    const k = e.key.toLowerCase();
    if (k === 'z' && !e.shiftKey) { session.undo(); e.preventDefault(); return; }
    if (k === 'y' || (k === 'z' && e.shiftKey)) { session.redo(); e.preventDefault(); return; }
  }
  if (board.handleKey(e)) e.preventDefault();
}

// ---------------------------------------------------------------- drawing what the session says
function draw(parts) {
  makeBoard();
  if (parts.has('tool')) drawTools();
  if (['board', 'live', 'current', 'tool'].some((p) => parts.has(p))) board.sync();
  if (parts.has('history')) {
    $('undo').disabled = !session.canUndo();
    $('redo').disabled = !session.canRedo();
  }
  if (parts.has('notice')) {
    $('notice').textContent = session.notice;
    $('notice').hidden = !session.notice;
    if (session.notice) announce(session.notice);
  }
  if (parts.has('live')) drawLive();
  if (parts.has('meta')) drawMeta();
  if (parts.has('board') || parts.has('meta')) unpublish();
  if (parts.has('drafts')) drawDrafts();
  if (parts.has('tool') || parts.has('current')) drawSwitches();
}

function drawTools() {
  const kind = session.kind;
  $('tools').replaceChildren(...kind.TOOLS.map((t) => button(t.label,
    { 'data-tool': t.id, role: 'radio', 'aria-checked': String(t.id === session.tool), title: t.help }, () => {
      session.setTool(t.id);
      $('board').focus({ preventScroll: true });
    })));
  $('tools').dataset.count = kind.TOOLS.length;
  const tool = kind.TOOLS.find((t) => t.id === session.tool);
  $('tool-help').textContent = tool ? tool.help : '';
  // The pad: the values a cell of this draft takes, and for a tool whose rules carry a number (a cage's
  // sum, a clue outside) the ten digits of that number, then Delete. Every tool of a draft has the same
  // keys in the same places — those it cannot use are blank — so choosing a tool moves nothing.
  const values = session.draft.genre === 'sudoku' ? session.draft.n : session.draft.genre === 'hashi' ? 8 : 9;
  const sums = kind.TOOLS.some((t) => t.value);
  const usable = (d) => (tool && tool.value ? d <= 9 : d >= 1 && d <= values);
  const keys = [];
  for (const d of [...Array.from({ length: Math.max(values, sums ? 9 : 0) }, (_, k) => k + 1), ...(sums ? [0] : [])]) {
    const b = button(symbol(d), { 'data-value': d, 'aria-label': `Type ${symbol(d)}` }, () => board.input(d));
    if (!usable(d)) { b.disabled = true; b.classList.add('unused'); }
    keys.push(b);
  }
  keys.push(button('⌫', { class: 'erase', 'aria-label': 'Delete' }, () => board.erase()));
  $('pad').replaceChildren(...keys);
  $('pad').style.setProperty('--pad-cols', 6);
  // On a phone the keys wrap into rows of at most 7, each key at least 44 px wide (play.css).
  $('pad').style.setProperty('--pad-cols-narrow', Math.ceil(keys.length / Math.ceil(keys.length / 7)));
  $('board-help').textContent = `${tool ? tool.help : ''} Keys: arrows move, Shift+arrow adds to the selection, Enter uses the selection, Delete removes, Ctrl+Z / Ctrl+Y undo and redo.`;
  announce(`${tool ? tool.label : ''} tool`);
}

function drawSwitches() {
  const kind = session.kind;
  $('switches').replaceChildren(...kind.SWITCHES.map((s) => button(s.label,
    { 'data-switch': s.id, 'aria-pressed': String(Boolean(session.draft.switches && session.draft.switches[s.id])), title: s.help },
    () => session.act({ type: 'switch', id: s.id }))));
  $('switches').hidden = !kind.SWITCHES.length;
}

function drawMeta() {
  for (const k of ['title', 'author', 'rules']) {
    const el = $(`meta-${k}`);
    if (document.activeElement !== el && el.value !== session.draft.meta[k]) el.value = session.draft.meta[k] || '';
  }
  $('title').textContent = session.draft.meta.title || `Set a ${session.kind.label}`;
}

// The engine's scales: Sudoku and variants 1–5, Tectonic 1–8, Hashi's three stages by name.
function levelText(genre, a) {
  if (genre === 'hashi') return `Difficulty: ${a.levelName}`;
  const scale = genre === 'tectonic' ? 8 : 5;
  return `Difficulty: level ${a.level} of ${scale}${a.levelName ? ` (${a.levelName})` : ''}${a.rating !== null && a.rating !== undefined ? ` · SE ${a.rating.toFixed(1)}` : ''}`;
}

const VERDICT = { none: 'No solution', unique: 'Unique', multiple: '2+ solutions', unknown: 'Not decided' };
const names = (draft, cells) => cells.map((i) => { const w = draft.n || draft.cols; return cellName(Math.floor(i / w), i % w); });

function drawLive() {
  const live = session.live, draft = session.draft, a = live.analysis;
  const status = live.phase === 'draft' ? 'draft' : live.phase === 'error' ? 'error' : live.status || 'waiting';
  const busyNow = live.phase === 'waiting' || live.phase === 'analysing';
  const verdict = live.phase === 'draft' ? 'Not a puzzle yet' : live.phase === 'error' ? 'The engine could not read it'
    : live.phase === 'cancelled' ? 'Stopped' : live.status === 'unknown' && live.bounded ? 'Still open'
      : live.status ? VERDICT[live.status] || live.status : 'Counting…';
  // A stopped question is not being checked: no "…" then.
  $('verdict').textContent = verdict + (live.stale && live.phase !== 'cancelled' ? ' …' : '');
  $('verdict').dataset.status = status;
  document.body.dataset.live = live.stale || live.phase === 'waiting' ? 'waiting' : live.phase;
  document.body.dataset.status = status;
  document.body.dataset.version = String(live.version || 0);
  const details = [];
  let line = '', more = '';
  $('show-hardest').hidden = $('hardest-link').hidden = $('show-suggestion').hidden = true;
  // A live answer the budget cut short (set/setter.js LIVE_BUDGET): what it found holds, the rest is
  // "still open" until the setter asks for the whole answer.
  const cut = live.phase === 'answered' && live.bounded && (!live.complete || Boolean(a && !a.complete));
  // Values still open in cells (or bridges) where something is decided: drawn dotted; cells where
  // nothing is: left blank (set-board.js).
  const open = live.cells ? live.cells.reduce((n, x, i) => n + (x && !draft.givens[i] && x.values.length ? x.open.length : 0), 0)
    : live.bridges ? live.bridges.reduce((n, b) => n + b.open.length, 0) : 0;
  const blank = live.cells ? live.cells.filter((x, i) => x && !draft.givens[i] && !x.values.length && x.open.length).length : 0;
  $('retry').hidden = !(live.phase === 'cancelled' || live.phase === 'error' || cut);
  $('retry').textContent = cut ? 'Count to the end' : 'Ask again';
  $('retry').dataset.whole = cut ? 'yes' : '';
  $('level').textContent = '';
  if (live.phase === 'draft') {
    line = live.problem.text;
  } else if (live.phase === 'error') {
    line = `The engine cannot read this draft: ${live.error}`;
  } else if (live.phase === 'cancelled') {
    line = 'Stopped. Edit the puzzle, or press Ask again.';
  } else if (!live.status) {
    line = 'Counting the solutions…';
  } else {
    const forced = live.cells ? live.cells.filter((x, i) => x && !draft.givens[i] && x.values.length === 1 && !x.open.length).length : 0;
    if (live.status === 'none') {
      line = live.conflict ? conflictSentence(live.conflict) : 'No solution.';
      details.push(line);
    } else if (live.status === 'multiple') {
      const count = a && a.count ? (a.count >= a.limit || !a.complete ? `at least ${a.count}` : String(a.count)) : `at least ${live.count}`;
      line = `${count} solutions${forced ? `; ${forced} cell${forced === 1 ? '' : 's'} forced` : ''}.`;
      details.push(`${count[0].toUpperCase()}${count.slice(1)} solutions.`);
      const finish = live.cells && finishing(live) ? live.cells.reduce((n, x, i) => n + (x && !draft.givens[i] ? x.counts.filter((k) => k === 1).length : 0), 0) : 0;
      if (finish) details.push(`${finish} candidate${finish === 1 ? '' : 's'} (green, bold) would finish it: each is in exactly one solution, so writing it there leaves that one.`);
      if (a && a.suggestion) {
        const s = a.suggestion, where = names(draft, [s.cell])[0];
        const what = draft.genre === 'hashi' ? `a ${s.value} on the island at ${where}` : `${symbol(s.value)} in ${where}`;
        more = `Try ${what}: it keeps ${s.keeps} of the ${s.of} solutions found.`;
        details.push(`${more} (${s.split.map((x) => `${symbol(x.value)} in ${x.count}`).join(', ')})`);
        $('show-suggestion').hidden = false;
      }
    } else if (live.status === 'unique') {
      line = a ? 'Unique.' : 'Unique. Rating it…';
      if (a && a.status === 'unique') {
        if (a.level) { $('level').textContent = levelText(live.genre, a); details.push(levelText(live.genre, a)); }
        if (a.hardest) {
          const h = a.hardest;
          more = `Hardest step: ${techniqueName(h.technique)} (step ${h.step}${h.rating ? `, SE ${h.rating.toFixed(1)}` : ''}).`;
          details.push(`${more} ${h.explanation || ''}`);
          $('show-hardest').hidden = false;
          $('hardest-link').hidden = false;
          $('hardest-link').href = `lecture.html?${new URLSearchParams({ genre: live.genre, p: live.input, pos: String(h.step) })}`;
        }
        if (draft.genre !== 'hashi') {
          const gone = a.removable.map((g) => names(draft, [g.cell])[0]);
          details.push(gone.length ? `Unique without any one of these givens: ${gone.join(', ')}.` : a.removableComplete ? 'Every given is needed.' : '');
        }
      }
    } else if (live.bounded) {
      line = 'Still open after a quick look: Count to the end decides it.';
    } else {
      line = 'The engine stopped before it could tell (time limit).';
    }
    if (cut) {
      const plural = (n, one) => `${n} ${one}${n === 1 ? '' : 's'}`;
      const left = [open ? `${plural(open, 'value')} (dotted) still open` : '', blank ? `${plural(blank, 'cell')} (blank) with nothing decided yet` : ''].filter(Boolean);
      details.push(`A quick look, to keep the page quick: what is shown is true${left.length ? `; ${left.join(' and ')}` : ', but not everything is decided'}. Count to the end asks the whole question (Cancel stops it).`);
      if (live.status !== 'unknown') line = `${line} Not everything decided yet.`;
    } else if (!live.complete || (a && !a.complete)) {
      details.push('The engine stopped before it finished: what is shown is true, but not everything was decided.');
    }
    if (live.stale) line = `${line} Checking the change…`;
  }
  $('answer-line').textContent = line;
  $('answer-line').dataset.status = status;
  $('answer-more').textContent = more;
  $('answer-status').textContent = `${verdict}${busyNow ? ' …' : ''}`;
  $('answer-details').replaceChildren(...details.filter(Boolean).map((t) => Object.assign(document.createElement('li'), { textContent: t })));
  if (highlightOn && !($('show-hardest').hidden && $('show-suggestion').hidden)) showHighlight(highlightOn);
  else if (highlightOn) { highlightOn = ''; board.show(null); }
  for (const id of ['show-hardest', 'show-suggestion']) $(id).setAttribute('aria-pressed', String(highlightOn === id));
  // The publish panel's warning follows the answer.
  const notUnique = live.phase === 'answered' && live.status !== 'unique';
  $('publish-note').textContent = live.phase === 'draft' ? 'Finish the grid first: it is not a puzzle yet.'
    : notUnique ? `The engine finds ${live.status === 'none' ? 'no solution' : 'more than one solution'}: you can still publish it, but players will be told.` : '';
}

// The panel's "show" buttons ring cells on the board: the hardest step's, or the suggested given's.
let highlightOn = '';
function showHighlight(id) {
  const a = session.live.analysis;
  if (!a) return;
  highlightOn = id;
  if (id === 'show-hardest' && a.hardest) board.show({ cause: a.hardest.cells, targets: [] });
  else if (id === 'show-suggestion' && a.suggestion) board.show({ cause: [], targets: [a.suggestion.cell] });
}
for (const id of ['show-hardest', 'show-suggestion']) {
  $(id).onclick = () => {
    if (highlightOn === id) { highlightOn = ''; board.show(null); } else showHighlight(id);
    for (const b of ['show-hardest', 'show-suggestion']) $(b).setAttribute('aria-pressed', String(highlightOn === b));
  };
}

function drawDrafts() {
  const kinds = Object.entries(KINDS);
  if (!$('genre').options.length) $('genre').replaceChildren(...kinds.map(([g, k]) => new Option(k.label, g)));
  $('genre').value = session.draft.genre;
  fillSizes(session.kind.sizeOf(session.draft));
  const list = session.storage.list();
  $('drafts').replaceChildren(...list.map((d) => {
    const li = document.createElement('li');
    const when = new Date(d.saved).toLocaleString();
    const label = `${d.title || 'Untitled'} · ${KINDS[d.genre] ? KINDS[d.genre].label : d.genre} ${d.size}`;
    if (d.id === session.id) li.append(Object.assign(document.createElement('strong'), { textContent: `${label} (on the board)` }));
    else li.append(button(label, { title: `Saved ${when}`, 'data-draft': d.id }, () => session.openSaved(d.id)));
    li.append(' ', button('Delete', { class: 'small-button', 'aria-label': `Delete the draft ${label}` }, () => {
      if (confirm(`Delete the draft "${label}"? It cannot be brought back.`)) session.removeSaved(d.id);
    }));
    return li;
  }));
}

function fillSizes(value) {
  const kind = KINDS[$('genre').value];
  $('size').replaceChildren(...kind.SIZES.map((s) => new Option(kind.sizeLabel(String(s)), String(s))));
  $('size').value = String(value !== undefined && kind.SIZES.some((s) => String(s) === String(value)) ? value : kind.defaultSize);
}

// ---------------------------------------------------------------- publishing
function unpublish() {
  published = null;
  $('published').hidden = true;
  document.body.dataset.published = 'no';
}

async function doPublish() {
  try {
    const p = await busy.run('making the links', (signal) => publish((v, i, o) => engine.run(v, i, o, { signal }), session.draft), { delay: 200 });
    published = p;
    const url = new URL(p.playHref, location.href).href;
    $('play-link').href = url;
    $('share-url').value = url;
    $('share-url').hidden = false;
    for (const [kind, id] of [['puzzlink', 'puzzlink-link'], ['fpuzzles', 'fpuzzles-link'], ['sudokupad', 'sudokupad-link']]) {
      const l = p.links.find((x) => x.kind === kind);
      $(id).hidden = !l;
      if (l) { $(id).href = l.href; $(id).textContent = l.label; }
    }
    $('snippet').value = snippet(new URL('.', location.href).href, p);
    $('published').hidden = false;
    document.body.dataset.published = 'yes';
  } catch (err) {
    session.refuse(`Could not publish: ${err.message}`);
  }
}

async function copy(text, what) {
  try { await navigator.clipboard.writeText(text); announce(`${what} copied`); session.refuse(`${what} copied.`); } catch { session.refuse(`Select the ${what.toLowerCase()} and copy it (the browser refused).`); }
}

async function exportImage(format) {
  if (!published) return;
  try {
    const theme = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
    const r = await busy.run('drawing the picture', (signal) => puzzleImage((v, i, o) => engine.run(v, i, o, { signal }), { genre: published.genre, key: published.key, content: 'puzzle', theme }), { delay: 200 });
    const name = fileName(session.draft.meta.title || `${session.kind.label} puzzle`, 'puzzle', format);
    download(format === 'svg' ? new Blob([r.svg], { type: 'image/svg+xml' }) : await svgToPng(r), name);
  } catch (err) {
    session.refuse(`Could not draw the picture: ${err.message}`);
  }
}

// ---------------------------------------------------------------- controls
function bindControls() {
  bindThemeSelect($('theme'));
  $('undo').onclick = () => session.undo();
  $('redo').onclick = () => session.redo();
  $('retry').onclick = () => session.retry({ whole: $('retry').dataset.whole === 'yes' });
  $('genre').onchange = () => fillSizes();
  $('new-draft').onclick = () => { session.newDraft($('genre').value, $('size').value); $('board').focus({ preventScroll: true }); };
  $('show-candidates').checked = settings.candidates;
  $('show-candidates').onchange = () => {
    settings.candidates = $('show-candidates').checked;
    try { localStorage.setItem('gridlogic:set:settings', JSON.stringify(settings)); } catch { /* kept for the tab */ }
    board.sync();
  };
  for (const k of ['title', 'author', 'rules']) $(`meta-${k}`).oninput = (e) => session.setMeta(k, e.target.value);
  $('publish').onclick = doPublish;
  $('copy-link').onclick = () => copy($('share-url').value, 'Link');
  $('copy-snippet').onclick = () => copy($('snippet').value, 'HTML');
  $('download-svg').onclick = () => exportImage('svg');
  $('download-png').onclick = () => exportImage('png');
  $('add-booklet').onclick = () => {
    if (!published) return;
    const r = addToMyBooklet({ genre: published.genre, puzzle: published.key, title: session.draft.meta.title, author: session.draft.meta.author });
    session.refuse(r.full ? 'Your booklet is full (60 puzzles): make it, or take some out.' : r.added ? `Added: ${r.count} puzzle${r.count === 1 ? '' : 's'} in your booklet.` : 'This puzzle is in your booklet already.');
  };
}

session.onUpdate = draw;
bindControls();
const params = new URLSearchParams(location.search);
session.start({ genre: params.get('genre') || '', size: params.get('size') || '' });
document.body.dataset.state = 'setting';
