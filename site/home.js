// home.js — the home page: a card per genre with "new puzzle" links at several difficulties, and the
// import box (any puzzle form the engine reads → the play page). The solver section is app.js.
import { engine, isCancelled } from './lib/engine.js';
import { GENRES, newPuzzleHref, puzzleHref, levelsAt, missingLevelsNote, slowChoice } from './lib/catalog.js';
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
