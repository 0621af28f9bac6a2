// home.js — the home page: the unfinished puzzles to continue (each with a small picture drawn by the
// engine), today's puzzle of each genre (the same for everyone on a date, made in the browser, so it
// works offline), a card per genre with "new puzzle" links at several difficulties, and the import box
// (any puzzle form the engine reads → the play page). The solver section is app.js.
import { engine, isCancelled } from './lib/engine.js';
import { GENRES, newPuzzleHref, puzzleHref, levelsAt, missingLevelsNote, slowChoice, dailyChoice, dailyHref } from './lib/catalog.js';
import { importPuzzle } from './lib/puzzle-input.js';
import { bindThemeSelect } from './lib/theme.js';
import { Busy } from './lib/busy.js';
import { unfinished, dailyPuzzle, loadProgress } from './play/storage.js';
import { PLAYABLE } from './play/genres.js';
import { formatTime } from './play/session.js';

const $ = (id) => document.getElementById(id);
bindThemeSelect($('theme'));
const busy = new Busy($('busy'));

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

// A card: name, rules in a sentence, a size choice, and one link per difficulty. The links are real
// hrefs (open in a new tab, copy) that follow the size choice; a level no puzzle of the size reaches is
// left out with a note saying so, and a slow choice says how long it takes, with a quicker link.
function genreCard(key, g) {
  const select = el('select', { id: `size-${key}`, 'aria-label': `${g.label} size` },
    ...g.sizes.map((s) => el('option', { value: s.value }, s.label)));
  select.value = g.defaultSize;
  const links = g.levels.map((l) => el('a', { class: 'button', 'data-level': l.value }, l.label));
  const note = el('p', { class: 'small level-note', hidden: '' });
  const update = () => {
    const offered = new Set(levelsAt(key, select.value).filter((l) => l.offered).map((l) => l.value));
    const notes = [missingLevelsNote(key, select.value)];
    const quick = [];
    for (const a of links) {
      a.href = newPuzzleHref(key, { size: select.value, level: a.dataset.level });
      a.setAttribute('aria-label', `New ${g.label}, ${select.selectedOptions[0].textContent}, ${a.textContent}`);
      a.hidden = !offered.has(a.dataset.level);
      const slow = slowChoice(key, select.value, a.dataset.level);
      a.title = slow ? `Takes ${slow.wait} to make in the browser` : '';
      const text = slow && `${slow.what} takes ${slow.wait} to make here; `;
      if (text && !quick.some((q) => q[0] === text))
        quick.push([text, el('a', { href: newPuzzleHref(key, slow.instead) }, `${slow.insteadLabel} is quick`), '. ']);
    }
    note.replaceChildren(...notes.filter(Boolean).map((n) => `${n} `), ...quick.flat());
    note.hidden = !note.textContent;
  };
  select.addEventListener('change', update);
  update();
  return el('article', { class: 'genre-card', id: `card-${key}` },
    el('h3', {}, g.label), el('p', {}, g.blurb),
    el('label', { class: 'inline', for: `size-${key}` }, 'Size '), select,
    el('div', { class: 'levels', role: 'group', 'aria-label': `${g.label} difficulty` }, ...links), note);
}

$('genres').replaceChildren(...Object.entries(GENRES).map(([k, g]) => genreCard(k, g)));

// "Continue": the most recent unsolved puzzle as the main button, and up to six unfinished ones as
// cards with a small picture of the board as it was left (the engine's `render` with the grid so far).
const CONTINUE_MAX = 6;
const open = unfinished().filter((p) => GENRES[p.genre] && PLAYABLE[p.genre]);
if (open.length) {
  const last = open[0];
  const a = el('a', { href: puzzleHref(last.genre, last.puzzle), class: 'button primary', id: 'continue-link' },
    `Continue your last puzzle: ${last.title || GENRES[last.genre].label}`);
  $('continue').replaceChildren(a);
  $('continue').hidden = false;
  const cards = open.slice(0, CONTINUE_MAX).map((p) => {
    const img = el('img', { class: 'thumb', alt: '', width: '96', height: '96' });
    const card = el('a', { class: 'continue-card', href: puzzleHref(p.genre, p.puzzle), 'data-genre': p.genre },
      img, el('span', { class: 'continue-title' }, p.title || GENRES[p.genre].label),
      el('span', { class: 'small' }, `${GENRES[p.genre].label} · ${formatTime(p.seconds)}`));
    return { card, img, p };
  });
  $('continue-list').replaceChildren(...cards.map((c) => c.card));
  $('continue-heading').hidden = $('continue-list').hidden = false;
  // The pictures, one engine call each, after the page is up (a picture is a courtesy).
  (async () => {
    for (const { img, p } of cards) {
      try {
        const r = await engine.run('render', p.puzzle, { genre: p.genre, size: 192, ...(p.grid ? { grid: p.grid } : {}),
          theme: document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light' });
        img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(r.svg)}`;
        img.dataset.drawn = 'yes';
      } catch { img.dataset.drawn = 'no'; }
    }
    $('continue-list').dataset.drawn = 'yes';
  })();
}

// Today's puzzles: one per genre, the same for everyone on this date (its seed is the date); a puzzle
// already begun or solved here says so.
const today = new Date();
const daily = Object.keys(GENRES).filter((g) => PLAYABLE[g] && dailyChoice(g, today)).map((g) => {
  const c = dailyChoice(g, today);
  const made = dailyPuzzle(g, c.date);
  const saved = made && loadProgress(g, made);
  const state = saved ? (saved.solved ? ' · solved ✔' : ` · ${formatTime(Number(saved.seconds) || 0)} so far`) : '';
  const level = (GENRES[g].levels.find((l) => l.value === c.level) || { label: c.level }).label;
  return el('a', { class: 'button daily-link', href: dailyHref(g, today), 'data-genre': g, 'data-seed': c.seed },
    el('strong', {}, GENRES[g].label), el('span', { class: 'small' }, ` ${level}${state}`));
});
$('daily').replaceChildren(...daily);
$('daily-date').textContent = today.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

async function play() {
  const error = $('import-error');
  error.hidden = true;
  try {
    const { genre, puzzle } = await busy.run('reading the puzzle',
      (signal) => importPuzzle({ call: (verb, input, options) => engine.run(verb, input, options, { signal }),
        genreOf: (text) => engine.genreOf(text, { signal }), genres: PLAYABLE }, $('import').value));
    location.href = puzzleHref(genre, puzzle);
  } catch (err) {
    error.textContent = isCancelled(err) ? 'Cancelled.' : err.accepted ? `${err.message} ${err.accepted}` : err.message;
    error.hidden = false;
  }
}

$('import-play').addEventListener('click', play);
$('import').addEventListener('keydown', (e) => {
  if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); play(); }
});
