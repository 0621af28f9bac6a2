// sudoku-draft.js — a Sudoku being set, 4×4 to 16×16: its givens, its regions (the boxes, or a jigsaw's
// pieces) and the variant rules setters use most that the engine knows — killer cages, thermometers,
// arrows, kropki dots, X and V, odd and even cells, little killers, sandwiches and X-sums outside the
// grid, and the two diagonals. A draft is frozen data; `act` turns a setter's action into a new draft
// (kinds.js says what every kind of draft offers). What the engine reads of it is a Sudoku line where
// the puzzle is a classic one of a size puzz.link knows, else the f-puzzles JSON (variants, jigsaws).
import { boxShape } from '../play/variant.js';
import { symbol, valueOfChar } from '../play/cell-state.js';
import { edit, withRegion, regionCells, besides, touching, cleanMeta, intArray, name } from './draft-util.js';

export const SIZES = [4, 5, 6, 7, 8, 9, 10, 12, 16];
// The sizes the engine's Sudoku reader takes as a line (with its usual boxes).
const LINE_SIZES = [4, 6, 9, 12, 16];

// The tools, in the order the page shows them. `shape` says what the board reads for it: 'digits'
// (cells, then a digit), 'region' (a drag), 'group' (a drag: the cells of a cage), 'path' (a drag in
// order), 'edge' (two cells side by side, or a click on their edge), 'cell' (cells), 'outside' (a place
// outside the grid). `list` is where its rules live in the draft; `value`: it carries a number typed
// after it is drawn.
export const TOOLS = [
  { id: 'digits', label: 'Digits', shape: 'digits', help: 'Select cells (click, drag, Shift+arrows), then type a digit: it becomes a given. The same digit again takes it off; Delete clears.' },
  { id: 'regions', label: 'Regions', shape: 'region', help: 'Drag over cells (or select them and press Enter) to make them one region: a jigsaw. What is left of the old regions splits into its pieces.' },
  { id: 'cage', label: 'Killer cage', shape: 'group', list: 'cages', value: true, help: 'Drag over the cells of a cage (or select them and press Enter), then type its sum. Click a cage to select it; Delete removes it.' },
  { id: 'thermo', label: 'Thermometer', shape: 'path', list: 'thermos', help: 'Drag from the bulb along the tube (or Shift+arrows from the bulb, then Enter). Click one to select it; Delete removes it.' },
  { id: 'arrow', label: 'Arrow', shape: 'path', list: 'arrows', help: 'Drag from the circle along the arrow (or Shift+arrows, then Enter): the digits on the arrow add up to the circle.' },
  { id: 'white', label: 'White dot', shape: 'edge', list: 'dots', help: 'Click the edge between two cells (or drag from one to the other): their digits are consecutive. Again removes it.' },
  { id: 'black', label: 'Black dot', shape: 'edge', list: 'dots', help: 'Click the edge between two cells: one digit is double the other. Again removes it.' },
  { id: 'x', label: 'X', shape: 'edge', list: 'dots', help: 'Click the edge between two cells: their digits add up to 10. Again removes it.' },
  { id: 'v', label: 'V', shape: 'edge', list: 'dots', help: 'Click the edge between two cells: their digits add up to 5. Again removes it.' },
  { id: 'odd', label: 'Odd', shape: 'cell', list: 'parity', help: 'Click cells (or select them and press Enter) to mark them odd; again takes the mark off.' },
  { id: 'even', label: 'Even', shape: 'cell', list: 'parity', help: 'Click cells to mark them even; again takes the mark off.' },
  { id: 'littlekiller', label: 'Little killer', shape: 'outside', list: 'outside', value: true, help: 'Click a place outside the grid (arrows move there too), then type the sum of its diagonal; clicking it again (or Enter) turns the arrow.' },
  { id: 'sandwich', label: 'Sandwich', shape: 'outside', list: 'outside', value: true, help: 'Click beside a row or column, then type the sum of the digits between its 1 and its highest digit.' },
  { id: 'xsum', label: 'X-sum', shape: 'outside', list: 'outside', value: true, help: 'Click beside a row or column, then type the sum of its first X digits from that side, X being the first.' },
];

// Rules that are on or off for the whole grid.
export const SWITCHES = [
  { id: 'diagonal-', label: 'Diagonal ╲', help: 'The diagonal from the top left holds each digit once.' },
  { id: 'diagonal+', label: 'Diagonal ╱', help: 'The diagonal from the bottom left holds each digit once.' },
];

const EDGE_KINDS = ['white', 'black', 'x', 'v'];
const DIAGONALS = { UL: [-1, -1], UR: [-1, 1], DL: [1, -1], DR: [1, 1] };
const VALUE_DIGITS = 3;   // a sum has at most three digits

export function boxes(n) {
  const [bh, bw] = boxShape(n);
  return Array.from({ length: n * n }, (_, i) => Math.floor(Math.floor(i / n) / bh) * (n / bw) + Math.floor((i % n) / bw));
}

export function empty(n, meta = {}) {
  return Object.freeze({
    genre: 'sudoku', n, givens: new Array(n * n).fill(0), regions: boxes(n),
    cages: [], thermos: [], arrows: [], dots: [], parity: [], outside: [], switches: {}, meta: cleanMeta(meta),
  });
}

const sameList = (a, b) => a.length === b.length && a.every((x, k) => x === b[k]);
export const hasBoxes = (d) => sameList(d.regions, boxes(d.n));
const ruleCount = (d) => d.cages.length + d.thermos.length + d.arrows.length + d.dots.length + d.parity.length
  + d.outside.filter((o) => o.value).length + Object.values(d.switches).filter(Boolean).length;

// ------------------------------------------------------------------ edits
// A setter's action on the draft → {draft, current, refused}: `current` is the rule the action made or
// picked (for typing its number, for Delete), `refused` the reason nothing changed.
//   {type: 'digit', cells, d}     a given (or, with a current rule that takes a number, that number)
//   {type: 'erase', cells}        Delete: the current rule, else the givens of the cells
//   {type: 'back'}                Backspace: the current rule's last digit
//   {type: 'cells', tool, cells}  a drag or Enter with cells selected, in the order they were passed
//   {type: 'edge', tool, a, b}    a click on the edge between two cells
//   {type: 'outside', tool, r, c} a click outside the grid (r or c is −1 or n)
//   {type: 'switch', id}          a rule of the whole grid on or off
export function act(draft, action, current = null) {
  const n = draft.n;
  switch (action.type) {
    case 'digit': {
      if (current && valueOf(draft, current) !== null) return setValue(draft, current, valueOf(draft, current) + symbol(action.d));
      const cells = action.cells || [];
      const t = TOOLS.find((x) => x.id === action.tool);
      if (t && t.value && !cells.length) return { refused: `Draw or click a ${t.label.toLowerCase()} first, then type its number.` };
      if (!cells.length) return { refused: 'Select a cell first (click it, or use the arrow keys).' };
      if (action.d < 1 || action.d > n) return { refused: `${symbol(action.d)} is not a digit of a ${n}×${n} Sudoku (1 to ${symbol(n)}).` };
      const clear = cells.every((i) => draft.givens[i] === action.d);
      const givens = draft.givens.slice();
      for (const i of cells) givens[i] = clear ? 0 : action.d;
      return { draft: edit(draft, { givens }), current: null };
    }
    case 'back': {
      if (!current) return { refused: '' };
      const v = valueOf(draft, current);
      if (v) return setValue(draft, current, v.slice(0, -1));
      return removeRule(draft, current);
    }
    case 'erase': {
      if (current) return removeRule(draft, current);
      const cells = (action.cells || []).filter((i) => draft.givens[i]);
      if (!cells.length) return { refused: '' };
      const givens = draft.givens.slice();
      for (const i of cells) givens[i] = 0;
      return { draft: edit(draft, { givens }), current: null };
    }
    case 'switch': {
      if (!SWITCHES.some((s) => s.id === action.id)) return { refused: `No rule ${action.id}.` };
      return { draft: edit(draft, { switches: { ...draft.switches, [action.id]: !draft.switches[action.id] } }), current: null };
    }
    case 'cells': return cellsAction(draft, action.tool, action.cells || []);
    case 'edge': return edgeAction(draft, action.tool, action.a, action.b);
    case 'outside': return outsideAction(draft, action.tool, action.r, action.c);
    default: return { refused: `Unknown action ${action.type}.` };
  }
}

function cellsAction(draft, tool, cells) {
  const n = draft.n;
  if (!cells.length) return { refused: 'Select cells first.' };
  const t = TOOLS.find((x) => x.id === tool);
  if (!t) return { refused: '' };
  if (t.shape === 'region') return { draft: edit(draft, { regions: withRegion(draft.regions, cells, n, n) }), current: null };
  if (t.shape === 'group') {
    // A click on a cage picks it; a drag makes a new cage (its cells leave the cages they were in).
    const at = draft.cages.findIndex((c) => c.cells.includes(cells[0]));
    if (cells.length === 1 && at >= 0) return { current: { list: 'cages', index: at } };
    const cages = draft.cages.map((c) => ({ ...c, cells: c.cells.filter((i) => !cells.includes(i)) })).filter((c) => c.cells.length);
    cages.push({ cells: cells.slice(), sum: '' });
    return { draft: edit(draft, { cages }), current: { list: 'cages', index: cages.length - 1 } };
  }
  if (t.shape === 'path') {
    const at = draft[t.list].findIndex((p) => p.cells.includes(cells[0]));
    if (cells.length === 1) {
      if (at >= 0) return { current: { list: t.list, index: at } };
      return { refused: t.id === 'thermo' ? 'Drag from the bulb along the thermometer: it needs two cells or more.' : 'Drag from the circle along the arrow: it needs two cells or more.' };
    }
    for (let k = 1; k < cells.length; k++) {
      if (!touching(n, cells[k - 1], cells[k]))
        return { refused: `${name(n, cells[k - 1])} and ${name(n, cells[k])} do not touch: a ${t.label.toLowerCase()} goes from cell to neighbouring cell.` };
    }
    const list = [...draft[t.list], { cells: cells.slice() }];
    return { draft: edit(draft, { [t.list]: list }), current: { list: t.list, index: list.length - 1 } };
  }
  if (t.shape === 'edge') {
    if (cells.length === 2 && besides(n, cells[0], cells[1])) return edgeAction(draft, tool, cells[0], cells[1]);
    return { refused: `A ${t.label.toLowerCase()} goes between two cells side by side: click their edge, or drag from one to the other.` };
  }
  if (t.shape === 'cell') {
    const all = cells.every((i) => draft.parity.some((p) => p.cell === i && p.kind === tool));
    const parity = draft.parity.filter((p) => !cells.includes(p.cell));
    if (!all) for (const i of cells) parity.push({ kind: tool, cell: i });
    return { draft: edit(draft, { parity }), current: null };
  }
  return { refused: '' };
}

function edgeAction(draft, tool, a, b) {
  const n = draft.n;
  if (!EDGE_KINDS.includes(tool) || !besides(n, a, b)) return { refused: 'A dot goes between two cells side by side.' };
  const [p, q] = a < b ? [a, b] : [b, a];
  const here = draft.dots.findIndex((d) => d.a === p && d.b === q);
  const dots = draft.dots.filter((_, k) => k !== here);
  // One mark an edge: the same tool again takes it off, another replaces it.
  if (here < 0 || draft.dots[here].kind !== tool) dots.push({ kind: tool, a: p, b: q });
  return { draft: edit(draft, { dots }), current: null };
}

// The diagonal directions from an outside place that enter the grid.
export function littleKillerDirections(n, r, c) {
  return Object.keys(DIAGONALS).filter((k) => {
    const [dr, dc] = DIAGONALS[k], rr = r + dr, cc = c + dc;
    return rr >= 0 && rr < n && cc >= 0 && cc < n;
  });
}

// The cells a little killer sums: its diagonal from the place outside.
export function diagonalCells(n, r, c, dir) {
  const [dr, dc] = DIAGONALS[dir];
  const out = [];
  for (let rr = r + dr, cc = c + dc; rr >= 0 && rr < n && cc >= 0 && cc < n; rr += dr, cc += dc) out.push(rr * n + cc);
  return out;
}

// Whether (r, c) is a place outside the grid beside a row or column (sandwich, X-sum).
const besideLine = (n, r, c) => ((r === -1 || r === n) && c >= 0 && c < n) || ((c === -1 || c === n) && r >= 0 && r < n);

function outsideAction(draft, tool, r, c) {
  const n = draft.n;
  const kind = tool;
  const dirs = kind === 'littlekiller' ? littleKillerDirections(n, r, c) : [];
  const outside = r === -1 || r === n || c === -1 || c === n;
  if (!outside || (kind === 'littlekiller' ? !dirs.length : !besideLine(n, r, c)))
    return { refused: kind === 'littlekiller' ? 'A little killer stands outside the grid, where a diagonal enters it.' : 'This clue stands outside the grid, beside a row or column.' };
  const at = draft.outside.findIndex((o) => o.r === r && o.c === c);
  const list = draft.outside.slice();
  if (at >= 0 && list[at].kind === kind) {
    // Clicked again: a little killer turns to its next direction; the others stay picked.
    if (kind === 'littlekiller' && dirs.length > 1) {
      list[at] = { ...list[at], dir: dirs[(dirs.indexOf(list[at].dir) + 1) % dirs.length] };
      return { draft: edit(draft, { outside: list }), current: { list: 'outside', index: at } };
    }
    return { current: { list: 'outside', index: at } };
  }
  const clue = { kind, r, c, value: '', ...(kind === 'littlekiller' ? { dir: dirs[0] } : {}) };
  if (at >= 0) list[at] = { ...clue, value: list[at].value };   // another kind here: it takes the place, and the number
  else list.push(clue);
  return { draft: edit(draft, { outside: list }), current: { list: 'outside', index: at >= 0 ? at : list.length - 1 } };
}

// The number a rule carries ('' when none is typed yet), or null for a rule that takes none.
export function valueOf(draft, ref) {
  const rule = ruleOf(draft, ref);
  if (!rule) return null;
  if (ref.list === 'cages') return rule.sum;
  if (ref.list === 'outside') return rule.value;
  return null;
}

export function ruleOf(draft, ref) {
  return ref && draft[ref.list] ? draft[ref.list][ref.index] || null : null;
}

function setValue(draft, ref, text) {
  const clean = String(text).replace(/\D/g, '').slice(0, VALUE_DIGITS);
  const key = ref.list === 'cages' ? 'sum' : 'value';
  const list = draft[ref.list].slice();
  if (list[ref.index][key] === clean) return { current: ref };
  list[ref.index] = { ...list[ref.index], [key]: clean };
  return { draft: edit(draft, { [ref.list]: list }), current: ref };
}

function removeRule(draft, ref) {
  if (!ruleOf(draft, ref)) return { refused: '' };
  return { draft: edit(draft, { [ref.list]: draft[ref.list].filter((_, k) => k !== ref.index) }), current: null };
}

// The cells a rule covers (for drawing it picked, and naming it).
export function ruleCells(draft, ref) {
  const rule = ruleOf(draft, ref);
  if (!rule) return [];
  if (rule.cells) return rule.cells;
  if (ref.list === 'dots') return [rule.a, rule.b];
  if (ref.list === 'parity') return [rule.cell];
  if (ref.list === 'outside') {
    if (rule.kind === 'littlekiller') return diagonalCells(draft.n, rule.r, rule.c, rule.dir);
    const n = draft.n;
    if (rule.r === -1 || rule.r === n) return Array.from({ length: n }, (_, k) => k * n + rule.c);
    return Array.from({ length: n }, (_, k) => rule.r * n + k);
  }
  return [];
}

// ------------------------------------------------------------------ before the engine
// What keeps the draft from being a puzzle the engine can read, said with its cells, or null.
export function problems(draft) {
  const n = draft.n;
  const regions = regionCells(draft.regions);
  const wrong = [...regions.values()].filter((cells) => cells.length !== n);
  if (regions.size !== n || wrong.length) {
    const said = wrong.slice(0, 3).map((cells) => `the region at ${name(n, cells[0])} has ${cells.length}`);
    return {
      text: `The regions are not finished: a ${n}×${n} Sudoku needs ${n} regions of ${n} cells; it has ${regions.size}${said.length ? ` (${said.join(', ')}${wrong.length > 3 ? ', …' : ''})` : ''}.`,
      cells: wrong.flat(),
    };
  }
  return null;
}

// f-puzzles' cell names: "R1C1", 1-based, the frame outside the grid row or column 0 and n + 1.
const fname = (n, r, c) => `R${r + 1}C${c + 1}`;
const fcell = (n, i) => fname(n, Math.floor(i / n), i % n);

// The draft as f-puzzles JSON (an object): every rule in f-puzzles' own fields, the setter's text
// in its title, author and ruleset. Clues outside without a number yet are left out.
export function toFpuzzles(draft, { withMeta = true } = {}) {
  const n = draft.n;
  const fp = { size: n };
  if (withMeta) {
    if (draft.meta.title) fp.title = draft.meta.title;
    if (draft.meta.author) fp.author = draft.meta.author;
    if (draft.meta.rules) fp.ruleset = draft.meta.rules;
  }
  fp.grid = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => {
    const i = r * n + c, cell = { region: draft.regions[i] };
    if (draft.givens[i]) { cell.value = draft.givens[i]; cell.given = true; }
    return cell;
  }));
  if (draft.switches['diagonal+']) fp['diagonal+'] = true;
  if (draft.switches['diagonal-']) fp['diagonal-'] = true;
  const put = (key, list) => { if (list.length) fp[key] = list; };
  put('killercage', draft.cages.map((c) => ({ cells: c.cells.map((i) => fcell(n, i)), ...(c.sum ? { value: c.sum } : {}) })));
  put('thermometer', draft.thermos.map((t) => ({ lines: [t.cells.map((i) => fcell(n, i))] })));
  put('arrow', draft.arrows.map((a) => ({ cells: [fcell(n, a.cells[0])], lines: [a.cells.map((i) => fcell(n, i))] })));
  const dots = (kind) => draft.dots.filter((d) => d.kind === kind);
  put('difference', dots('white').map((d) => ({ cells: [fcell(n, d.a), fcell(n, d.b)] })));
  put('ratio', dots('black').map((d) => ({ cells: [fcell(n, d.a), fcell(n, d.b)] })));
  put('xv', [...dots('x'), ...dots('v')].map((d) => ({ cells: [fcell(n, d.a), fcell(n, d.b)], value: d.kind.toUpperCase() })));
  put('odd', draft.parity.filter((p) => p.kind === 'odd').map((p) => ({ cell: fcell(n, p.cell) })));
  put('even', draft.parity.filter((p) => p.kind === 'even').map((p) => ({ cell: fcell(n, p.cell) })));
  const clues = (kind) => draft.outside.filter((o) => o.kind === kind && o.value);
  put('littlekillersum', clues('littlekiller').map((o) => ({
    cell: fname(n, o.r, o.c), direction: o.dir, value: o.value, cells: diagonalCells(n, o.r, o.c, o.dir).map((i) => fcell(n, i)),
  })));
  put('sandwichsum', clues('sandwich').map((o) => ({ cell: fname(n, o.r, o.c), value: o.value })));
  put('xsum', clues('xsum').map((o) => ({ cell: fname(n, o.r, o.c), value: o.value })));
  return fp;
}

// A classic Sudoku (the usual boxes, no rule) of a size the engine reads as a line is asked as a
// Sudoku — the genre's own rating (SE's scale) and its line everywhere; anything else as a variant.
export function engineGenre(draft) {
  return LINE_SIZES.includes(draft.n) && hasBoxes(draft) && ruleCount(draft) === 0 ? 'sudoku' : 'variant';
}

export function line(draft) {
  return draft.givens.map((v) => (v ? symbol(v) : '.')).join('');
}

// What the live answer asks the engine about: {genre, input}.
export function engineInput(draft) {
  const genre = engineGenre(draft);
  return { genre, input: genre === 'sudoku' ? line(draft) : JSON.stringify(toFpuzzles(draft, { withMeta: false })) };
}

// ------------------------------------------------------------------ storage
// A stored draft read back: every field checked, so a damaged entry gives an empty draft of its size
// rather than a broken page.
export function deserialize(data) {
  const n = data && SIZES.includes(data.n) ? data.n : 9;
  const base = empty(n, data && data.meta);
  if (!data) return base;
  const cells = n * n;
  const inside = (i) => Number.isInteger(i) && i >= 0 && i < cells;
  const cellList = (a) => (Array.isArray(a) && a.length && a.every(inside) ? a.slice() : null);
  const listOf = (a, f) => (Array.isArray(a) ? a.map(f).filter(Boolean) : []);
  const digits = (s) => (typeof s === 'string' ? s.replace(/\D/g, '').slice(0, VALUE_DIGITS) : '');
  const regions = intArray(data.regions, cells, 0, cells);
  const givens = intArray(data.givens, cells, 0, n);
  return Object.freeze({
    ...base,
    givens: givens || base.givens,
    regions: regions || base.regions,
    cages: listOf(data.cages, (c) => (c && cellList(c.cells) ? { cells: cellList(c.cells), sum: digits(c.sum) } : null)),
    thermos: listOf(data.thermos, (t) => (t && cellList(t.cells) && t.cells.length > 1 ? { cells: cellList(t.cells) } : null)),
    arrows: listOf(data.arrows, (t) => (t && cellList(t.cells) && t.cells.length > 1 ? { cells: cellList(t.cells) } : null)),
    dots: listOf(data.dots, (d) => (d && EDGE_KINDS.includes(d.kind) && inside(d.a) && inside(d.b) && besides(n, d.a, d.b) ? { kind: d.kind, a: Math.min(d.a, d.b), b: Math.max(d.a, d.b) } : null)),
    parity: listOf(data.parity, (p) => (p && (p.kind === 'odd' || p.kind === 'even') && inside(p.cell) ? { kind: p.kind, cell: p.cell } : null)),
    outside: listOf(data.outside, (o) => {
      if (!o || !['littlekiller', 'sandwich', 'xsum'].includes(o.kind) || !Number.isInteger(o.r) || !Number.isInteger(o.c)) return null;
      if (o.kind === 'littlekiller') return littleKillerDirections(n, o.r, o.c).includes(o.dir) && (o.r === -1 || o.r === n || o.c === -1 || o.c === n) ? { kind: o.kind, r: o.r, c: o.c, dir: o.dir, value: digits(o.value) } : null;
      return besideLine(n, o.r, o.c) ? { kind: o.kind, r: o.r, c: o.c, value: digits(o.value) } : null;
    }),
    switches: Object.fromEntries(SWITCHES.map((s) => [s.id, Boolean(data.switches && data.switches[s.id])]).filter(([, on]) => on)),
  });
}

// A new draft of another size keeps the setter's text (and nothing of the grid).
export const resize = (draft, n) => empty(n, draft.meta);

export { valueOfChar };
