// tectonic-draft.js — a Tectonic / Suguru being set: its regions (drawn by dragging over cells), holes
// and givens, as frozen data with its edits (kinds.js lists what every kind of draft offers). What the
// engine reads of it is the project's Tectonic JSON.
import { symbol } from '../play/cell-state.js';
import { edit, withRegion, regionCells, cleanMeta, intArray, name, pieces } from './draft-util.js';

export const SIZES = ['5x5', '6x6', '7x7', '8x8', '9x9', '10x10', '12x10'];
export const MAX_REGION = 9;   // the engine's kTectonicMaxRegion
export const NONE = -1;        // a cell in no region yet
export const HOLE = -2;        // a hole (puzz.link allows them): no cell at all

export const TOOLS = [
  { id: 'regions', label: 'Regions', shape: 'region', help: 'Drag over cells (or select them and press Enter) to make them one region of up to 9 cells. What is left of the regions they were in splits into its pieces.' },
  { id: 'digits', label: 'Digits', shape: 'digits', help: 'Select cells, then type a number: it becomes a given. The same number again takes it off; Delete clears.' },
  { id: 'holes', label: 'Holes', shape: 'cell', help: 'Click cells (or select them and press Enter) to cut them out of the grid; again puts them back (in no region).' },
];
export const SWITCHES = [];

const dims = (size) => String(size).split('x').map(Number);

export function empty(size, meta = {}) {
  const [cols, rows] = dims(size);
  return Object.freeze({ genre: 'tectonic', rows, cols, regions: new Array(rows * cols).fill(NONE), givens: new Array(rows * cols).fill(0), meta: cleanMeta(meta) });
}

export const sizeOf = (d) => `${d.cols}x${d.rows}`;

export function act(draft, action) {
  const { rows, cols } = draft;
  switch (action.type) {
    case 'digit': {
      const cells = (action.cells || []).filter((i) => draft.regions[i] !== HOLE);
      if (!(action.cells || []).length) return { refused: 'Select a cell first (click it, or use the arrow keys).' };
      if (!cells.length) return { refused: 'A hole takes no number.' };
      if (action.d < 1 || action.d > MAX_REGION) return { refused: `${symbol(action.d)} is not a Tectonic number (1 to ${MAX_REGION}).` };
      const clear = cells.every((i) => draft.givens[i] === action.d);
      const givens = draft.givens.slice();
      for (const i of cells) givens[i] = clear ? 0 : action.d;
      return { draft: edit(draft, { givens }) };
    }
    case 'erase': {
      const cells = (action.cells || []).filter((i) => draft.givens[i]);
      if (cells.length) {
        const givens = draft.givens.slice();
        for (const i of cells) givens[i] = 0;
        return { draft: edit(draft, { givens }) };
      }
      // Nothing to clear but regions, in the region tool: the cells leave their regions.
      const loose = (action.cells || []).filter((i) => draft.regions[i] >= 0);
      if (action.tool !== 'regions' || !loose.length) return { refused: '' };
      const regions = draft.regions.slice();
      for (const i of loose) regions[i] = NONE;
      return { draft: edit(draft, { regions: pieces(regions, rows, cols) }) };
    }
    case 'back': return { refused: '' };
    case 'cells': {
      const cells = action.cells || [];
      if (!cells.length) return { refused: 'Select cells first.' };
      if (action.tool === 'regions') {
        if (cells.length > MAX_REGION) return { refused: `A region has at most ${MAX_REGION} cells; this one would have ${cells.length}.` };
        return { draft: edit(draft, { regions: withRegion(draft.regions, cells, rows, cols) }) };
      }
      if (action.tool === 'holes') {
        const all = cells.every((i) => draft.regions[i] === HOLE);
        const regions = draft.regions.slice(), givens = draft.givens.slice();
        for (const i of cells) { regions[i] = all ? NONE : HOLE; if (!all) givens[i] = 0; }
        return { draft: edit(draft, { regions: pieces(regions, rows, cols), givens }) };
      }
      return { refused: '' };
    }
    default: return { refused: '' };
  }
}

export const valueOf = () => null;
export const ruleOf = () => null;
export const ruleCells = () => [];

// What keeps the draft from being a Tectonic the engine reads, with its cells, or null: cells in no
// region, a region too large, a given larger than its region.
export function problems(draft) {
  const { cols } = draft;
  const loose = draft.regions.map((g, i) => (g === NONE ? i : -1)).filter((i) => i >= 0);
  if (loose.length === draft.regions.length) return { text: 'Draw the regions first: drag over the cells of each region (up to 9 cells).', cells: [] };
  if (loose.length) return { text: `${loose.length} cell${loose.length === 1 ? ' is' : 's are'} in no region yet (${name(cols, loose[0])}${loose.length > 1 ? ', …' : ''}): drag over cells to make a region, or make them holes.`, cells: loose };
  const regions = regionCells(draft.regions);
  for (const cells of regions.values()) {
    if (cells.length > MAX_REGION) return { text: `The region at ${name(cols, cells[0])} has ${cells.length} cells; a region has at most ${MAX_REGION}.`, cells };
    const big = cells.find((i) => draft.givens[i] > cells.length);
    if (big !== undefined) return { text: `${name(cols, big)} holds ${draft.givens[big]}, but its region has ${cells.length} cell${cells.length === 1 ? '' : 's'}: it takes 1 to ${cells.length}.`, cells: [big] };
  }
  if (!regions.size) return { text: 'Every cell is a hole: draw some regions.', cells: [] };
  return null;
}

// The project's Tectonic JSON (holes '#' with region −1).
export function toJson(draft) {
  const { rows, cols } = draft;
  const givens = [], regions = [];
  for (let r = 0; r < rows; r++) {
    let line = '';
    const row = [];
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c, hole = draft.regions[i] === HOLE;
      line += hole ? '#' : draft.givens[i] ? symbol(draft.givens[i]) : '.';
      row.push(hole ? -1 : draft.regions[i]);
    }
    givens.push(line);
    regions.push(row);
  }
  return { genre: 'tectonic', rows, cols, givens, regions };
}

export function engineInput(draft) {
  return { genre: 'tectonic', input: JSON.stringify(toJson(draft)) };
}

export function deserialize(data) {
  const size = data && SIZES.includes(`${data.cols}x${data.rows}`) ? `${data.cols}x${data.rows}` : '8x8';
  const base = empty(size, data && data.meta);
  if (!data) return base;
  const cells = base.rows * base.cols;
  const regions = intArray(data.regions, cells, HOLE, cells);
  const givens = intArray(data.givens, cells, 0, MAX_REGION);
  return Object.freeze({ ...base, regions: regions ? pieces(regions, base.rows, base.cols) : base.regions, givens: givens || base.givens });
}

export const resize = (draft, size) => empty(size, draft.meta);
