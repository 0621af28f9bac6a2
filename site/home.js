// home.js — the home page: a card per genre with "new puzzle" links at several difficulties, and the
// import box (any puzzle form the engine reads → the play page). The solver section is app.js.
import { engine, isCancelled } from './lib/engine.js';
import { GENRES, newPuzzleHref, puzzleHref } from './lib/catalog.js';
import { importPuzzle } from './lib/puzzle-input.js';
import { bindThemeSelect } from './lib/theme.js';
import { Busy } from './lib/busy.js';
import { lastProgress } from './play/storage.js';

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
// hrefs (open in a new tab, copy) that follow the size choice.
function genreCard(key, g) {
  const select = el('select', { id: `size-${key}`, 'aria-label': `${g.label} size` },
    ...g.sizes.map((s) => el('option', { value: s.value }, s.label)));
  select.value = g.defaultSize;
  const links = g.levels.map((l) => el('a', { class: 'button', 'data-level': l.value }, l.label));
  const update = () => {
    for (const a of links) {
      a.href = newPuzzleHref(key, { size: select.value, level: a.dataset.level });
      a.setAttribute('aria-label', `New ${g.label}, ${select.selectedOptions[0].textContent}, ${a.textContent}`);
    }
  };
  select.addEventListener('change', update);
  update();
  return el('article', { class: 'genre-card', id: `card-${key}` },
    el('h3', {}, g.label), el('p', {}, g.blurb),
    el('label', { class: 'inline', for: `size-${key}` }, 'Size '), select,
    el('div', { class: 'levels', role: 'group', 'aria-label': `${g.label} difficulty` }, ...links));
}

$('genres').replaceChildren(...Object.entries(GENRES).map(([k, g]) => genreCard(k, g)));

// "Continue your last puzzle": the most recent unsolved progress this browser keeps.
const last = lastProgress();
if (last && GENRES[last.genre]) {
  const a = el('a', { href: puzzleHref(last.genre, last.puzzle), class: 'button primary', id: 'continue-link' },
    `Continue your last puzzle: ${last.title || GENRES[last.genre].label}`);
  $('continue').replaceChildren(a);
  $('continue').hidden = false;
}

async function play() {
  const error = $('import-error');
  error.hidden = true;
  try {
    const { genre, puzzle } = await busy.run('reading the puzzle',
      (signal) => importPuzzle((verb, input, options) => engine.run(verb, input, options, { signal }), $('import').value));
    location.href = puzzleHref(genre, puzzle);
  } catch (err) {
    error.textContent = isCancelled(err) ? 'Cancelled.' : err.message;
    error.hidden = false;
  }
}

$('import-play').addEventListener('click', play);
$('import').addEventListener('keydown', (e) => {
  if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); play(); }
});
