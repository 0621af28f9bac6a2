// main.js — the practice page (train.html): every technique of the engine's two ladders (its
// `techniques` list, grouped by difficulty in trainer.js), a paragraph on the one chosen, an example
// drawn as the play page draws a hint (a trainer puzzle at the step that takes the technique, through
// teach.js and the board's hint layers), and a link that opens a new trainer puzzle in the play page.
// Every engine call goes through the page's worker with the busy bar (Cancel); nothing runs on the tab.
import { engine, isCancelled } from '../lib/engine.js';
import { bindThemeSelect } from '../lib/theme.js';
import { Busy } from '../lib/busy.js';
import { sudoku } from '../play/sudoku.js';
import { CellGame } from '../play/cell-game.js';
import { initialState } from '../play/cell-state.js';
import { teach } from '../play/teach.js';
import { hintOverlay } from '../play/session.js';
import { groupTechniques, scaleText, explanationOf, exampleAt, practiseHref, trainerRequest, trainerAnswer } from './trainer.js';

const $ = (id) => document.getElementById(id);
const busy = new Busy($('busy'));
const call = (label) => (verb, input, options) => busy.run(label, (signal, onProgress) => engine.run(verb, input, options, { signal, onProgress }));
const params = new URLSearchParams(location.search);
let byName = new Map();
let seed = 1;
let asked = 0;   // the latest example asked for: an older answer arriving late is dropped
let view = null;

function status(text, state) {
  $('example-status').textContent = text;
  document.body.dataset.example = state;
}

async function start() {
  bindThemeSelect($('theme'));
  const list = (await engine.run('techniques', '', { genre: 'sudoku' })).techniques;
  byName = new Map(list.map((t) => [t.name, t]));
  const select = $('technique');
  select.replaceChildren(...groupTechniques(list).map((g) => {
    const group = document.createElement('optgroup');
    group.label = `${g.name} (level ${g.level})`;
    group.append(...g.techniques.map((t) => new Option(t.title, t.name)));
    return group;
  }));
  select.disabled = false;
  document.body.dataset.techniques = String(list.length);
  const first = params.get('technique');
  select.value = byName.has(first) ? first : 'x-wing';
  if (!select.value) select.selectedIndex = 0;
  select.addEventListener('change', () => { seed = 1; choose(); });
  $('another').addEventListener('click', () => { seed += 1; choose(); });
  choose();
}

// The chosen technique: its paragraph and link at once, then its example from the engine.
async function choose() {
  const t = byName.get($('technique').value);
  if (!t) return;
  history.replaceState(null, '', `?technique=${encodeURIComponent(t.name)}`);
  $('title').textContent = `Practise: ${t.title}`;
  $('scale').textContent = `${scaleText(t)} · on the ${t.ladder === 'se' ? 'Sudoku Explainer' : 'HoDoKu'} ladder`;
  $('about').textContent = explanationOf(t.name) || 'The engine\'s own words for the step are under the example.';
  $('practise').href = practiseHref(t);
  $('example').hidden = true;
  const mine = ++asked;
  status(`Making an example of ${t.title}…`, 'working');
  try {
    const made = await trainerAnswer(call(`making a puzzle that needs ${t.title}`)('generate', '', { genre: 'sudoku', ...trainerRequest(t.name, seed) }), t.title);
    const path = await call('explaining it')('explain', made.puzzle, { genre: 'sudoku', ladder: made.ladder, 'last-resort': 'no' });
    if (mine !== asked) return;
    const model = await sudoku.load(call('reading it'), made.puzzle);
    const ex = exampleAt(model, made.puzzle, path.steps || [], t.name);
    if (mine !== asked) return;
    if (!ex) throw new Error(`the example's path does not take ${t.title}`);
    draw(model, ex, t);
    status(`Example puzzle #${seed}, step ${ex.index + 1} of its path: ${t.title}.`, 'shown');
  } catch (err) {
    if (mine !== asked) return;
    // The engine's own message when its attempts find none (a rare technique), or Cancel.
    status(isCancelled(err) ? 'Cancelled: choose the technique again for its example.'
      : `No example: ${err.message.replace(/\.$/, '')}. Another example tries the next seed.`, isCancelled(err) ? 'cancelled' : 'failed');
  }
}

// The example board: the position before the step, its candidates pencilled, the hint's pattern drawn.
function draw(model, ex, t) {
  const state = Object.freeze({ ...initialState(model), v: ex.values, centre: ex.candidates });
  const hint = teach(model, state, [ex.step]);
  const svg = $('board');
  view = new CellGame(svg, model, { getState: () => state, commit: () => {}, announce: () => {}, settings: () => ({}) });
  view.render(state, hintOverlay(hint));
  svg.setAttribute('aria-label', `An example of ${t.title}: ${hint.conclusion || ''}`);
  $('example-technique').textContent = hint.where ? `${hint.technique} — look at ${hint.where}.` : hint.technique;
  $('example-conclusion').textContent = hint.conclusion || '';
  $('example-explanation').replaceChildren(...(hint.explanation || []).filter((s) => !/pencil the candidates/.test(s))
    .map((s) => Object.assign(document.createElement('li'), { textContent: s })));
  $('example-chain-legend').hidden = !((hint.chain && hint.chain.length) || (hint.removed && hint.removed.length));
  $('example-sentence').textContent = ex.step.notation ? `HoDoKu's notation: ${ex.step.notation}` : `The engine: ${ex.step.explanation || ''}`;
  $('example').hidden = false;
}

start().catch((err) => status(`The engine could not start: ${err.message}`, 'failed'));
