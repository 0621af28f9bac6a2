// booklet.js — the booklet page (booklet.html?genre=…&count=…&per-page=…&level=…&size=…&paper=…&seed=…):
// N new puzzles made by the engine in the browser (puzzle i with seed + i, as `gridlogic booklet` does),
// each drawn by the engine's `render` verb in the print theme, laid out 1, 2, 4 or 6 to a sheet the
// size of the paper, then the solutions 6 to a sheet; the browser's print (Chromium's print-to-PDF) makes
// the PDF. The address keeps every choice, so a link makes the same booklet again.
import { bulkEngine, isCancelled } from './lib/engine.js';

const engine = bulkEngine();   // the booklet's puzzles are made on every core
import { GENRES, levelsAt } from './lib/catalog.js';
import { myPuzzles } from './lib/my-booklet.js';
import { Busy } from './lib/busy.js';
import { plainMessage } from './lib/puzzle-input.js';

const $ = (id) => document.getElementById(id);
const busy = new Busy($('busy'));
const PAPER = { a4: { w: '210mm', h: '297mm', print: '272mm', css: 'A4' }, letter: { w: '8.5in', h: '11in', print: '254mm', css: 'letter' } };

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

// The form's menus from the site's catalog (the same offer as the home page).
function fillMenus(params) {
  const genre = $('genre');
  genre.replaceChildren(...Object.entries(GENRES).map(([k, g]) => new Option(g.label, k)));
  genre.value = GENRES[params.get('genre')] ? params.get('genre') : 'sudoku';
  // The levels follow the size, as on the play page: one no puzzle of the size reaches is greyed with
  // the reason (catalog.js, `notAt`), and the choice falls back to a level the size has.
  const levels = (keep) => {
    const size = $('size');
    $('level').replaceChildren(...levelsAt(genre.value, size.value).map((l) => {
      const o = new Option(l.offered ? l.label : `${l.label} (not at ${size.selectedOptions[0].textContent})`, l.value);
      o.disabled = !l.offered;
      return o;
    }));
    const fits = [...$('level').options].find((o) => o.value === keep && !o.disabled);
    $('level').value = fits ? keep : [...$('level').options].find((o) => !o.disabled).value;
  };
  const follow = () => {
    const g = GENRES[genre.value];
    $('size').replaceChildren(...g.sizes.map((s) => new Option(s.label, s.value)));
    $('size').value = g.defaultSize;
    levels();
  };
  genre.onchange = follow;
  $('size').onchange = () => levels($('level').value);
  follow();
  for (const id of ['size', 'level', 'count', 'per-page', 'paper', 'seed']) {
    if (params.get(id) !== null && [...($(id).options || [{ value: params.get(id) }])].some((o) => o.value === params.get(id) && !o.disabled)) $(id).value = params.get(id);
    if (id === 'size') levels(params.get('level'));
  }
  if (params.get('solutions') === 'no') $('solutions').checked = false;
}

function choices() {
  const count = Math.max(1, Math.min(60, Number($('count').value) || 20));
  const seed = /^\d{1,9}$/.test($('seed').value) ? Number($('seed').value) : 100000 + Math.floor(Math.random() * 900000);
  return {
    genre: $('genre').value, size: $('size').value, level: $('level').value, count, seed,
    perPage: Number($('per-page').value), paper: $('paper').value, solutions: $('solutions').checked,
  };
}

// What the generator says about a puzzle's level, in words.
const levelWords = (r) => r.level_name || r.stage || r.rule || (r.level !== undefined ? `level ${r.level}` : '');

// One sheet: a heading with the page number, then the slots' grid.
function sheet(heading, number, items, perPage) {
  const cols = perPage === 1 ? 1 : 2, rows = perPage === 1 ? 1 : perPage / 2;
  const slots = el('div', { class: 'slots', style: `grid-template-columns: repeat(${cols}, 1fr); grid-template-rows: repeat(${rows}, 1fr)` },
    ...items.map(({ label, svg }) => el('section', { class: 'slot' }, el('h3', {}, label),
      el('img', { alt: label, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }))));
  return el('article', { class: 'sheet' }, el('header', { class: 'sheet-head' }, el('h2', {}, heading), el('span', {}, `page ${number}`)), slots);
}

async function make() {
  const c = choices();
  const q = mine ? new URLSearchParams({ mine: 1, 'per-page': c.perPage, paper: c.paper })
    : new URLSearchParams({ genre: c.genre, size: c.size, level: c.level, count: c.count, 'per-page': c.perPage, paper: c.paper, seed: c.seed });
  if (!c.solutions) q.set('solutions', 'no');
  history.replaceState(null, '', `booklet.html?${q}`);
  $('seed').value = c.seed;
  $('message').hidden = true;
  $('print').disabled = true;
  document.body.dataset.state = 'making';
  const info = GENRES[c.genre];
  const paper = PAPER[c.paper];
  $('page-size').textContent = `@page { size: ${paper.css} portrait; margin: 12mm; }`;
  document.documentElement.style.setProperty('--sheet-w', paper.w);
  document.documentElement.style.setProperty('--sheet-h', paper.h);
  document.documentElement.style.setProperty('--print-h', paper.print);
  try {
    const made = mine ? await busy.run(`drawing your ${myPuzzles().length} puzzles`, (signal) => drawMine(signal, c), { delay: 0 }) : await busy.run(`making ${c.count} puzzles`, async (signal, onProgress) => {
      // Puzzle i is seed + i whatever the order they finish in, so the booklet is the same however many
      // workers make it; one lane per worker the pool may start (engine.js), each taking the next
      // puzzle when its last is drawn.
      const out = new Array(c.count);
      let next = 0, done = 0;
      const makeOne = async (i) => {
        const options = { ...info.generate({ size: c.size, level: c.level }), seed: (c.seed + i) % 2 ** 53 };
        const r = await engine.run('generate', '', options, { signal });
        const draw = (solution) => engine.run('render', r.puzzle, { genre: c.genre, theme: 'print', solution: solution ? 'yes' : 'no' }, { signal });
        const words = levelWords(r);
        out[i] = {
          label: `${i + 1}. ${info.label} ${String(r.size || '').replace('x', '×')}${words && words !== 'any' ? ` · ${words}` : ''}`,
          puzzle: (await draw(false)).svg,
          solution: c.solutions ? (await draw(true)).svg : null,
        };
        // 'puzzle k of N' names the next one to finish (busy.js counts from done + 1).
        onProgress?.({ stage: 'puzzle', done: Math.min(++done, c.count - 1), total: c.count });
      };
      const lane = async () => { while (next < c.count) await makeOne(next++); };
      onProgress?.({ stage: 'puzzle', done: 0, total: c.count });
      await Promise.all(Array.from({ length: Math.min(engine.size(), c.count) }, lane));
      return out;
    }, { delay: 0 });
    const sheets = [];
    const title = mine ? 'My puzzles' : 'gridlogic puzzles';
    for (let i = 0; i < made.length; i += c.perPage)
      sheets.push(sheet(title, sheets.length + 1, made.slice(i, i + c.perPage).map((m) => ({ label: m.label, svg: m.puzzle })), c.perPage));
    if (c.solutions)
      for (let i = 0; i < made.length; i += 6)
        sheets.push(sheet(`${title} — solutions`, sheets.length + 1, made.slice(i, i + 6).map((m) => ({ label: m.label, svg: m.solution })), 6));
    $('pages').replaceChildren(...sheets);
    // Every image decoded before the page says it is ready (and before printing).
    await Promise.all([...document.querySelectorAll('.slot img')].map((img) => img.decode().catch(() => {})));
    $('print').disabled = false;
    document.body.dataset.state = 'ready';
  } catch (err) {
    $('message').textContent = isCancelled(err) ? 'Cancelled.' : plainMessage(err.message);
    $('message').hidden = false;
    document.body.dataset.state = 'failed';
  }
}

// The setter's own booklet (booklet.html?mine=1): the puzzles the setting page added, drawn by the
// engine in the order they were added, each under its title and setter's name.
async function drawMine(signal, c) {
  const list = myPuzzles();
  if (!list.length) throw new Error('Your booklet is empty: publish a puzzle on the setting page (set.html) and press "Add to my booklet".');
  const out = [];
  for (const [i, p] of list.entries()) {
    const draw = (solution) => engine.run('render', p.puzzle, { genre: p.genre, theme: 'print', solution: solution ? 'yes' : 'no' }, { signal });
    const name = `${i + 1}. ${p.title || (GENRES[p.genre] ? GENRES[p.genre].label : p.genre)}${p.author ? ` · by ${p.author}` : ''}`;
    out.push({ label: name, puzzle: (await draw(false)).svg, solution: c.solutions ? (await draw(true)).svg : null });
  }
  return out;
}

const params = new URLSearchParams(location.search);
const mine = params.get('mine') === '1';
if (mine) {
  // Only the layout choices matter: the puzzles are the setter's own.
  for (const id of ['genre', 'size', 'level', 'count', 'seed']) $(id).closest('label').hidden = true;
  $('mine-note').hidden = false;
  $('mine-note').textContent = `Your booklet: the ${myPuzzles().length} puzzle${myPuzzles().length === 1 ? '' : 's'} you added on the setting page.`;
}
fillMenus(params);
$('form').onsubmit = (e) => { e.preventDefault(); make(); };
$('print').onclick = () => window.print();
// A link with its choices (?genre=…&count=…) makes its booklet at once; so does the setter's own.
if (params.get('count') || mine) make();
