// hashi-draft.js — a Hashi / Bridges being set: islands on the grid's cells, each with its number or
// none yet, as frozen data with its edits (kinds.js lists what every kind of draft offers). What the
// engine reads of it is the project's Hashi JSON, where an island without a number is null: the engine
// then lets it take any number, so the setter sees what the islands placed so far allow.
import { edit, cleanMeta, intArray, name } from './draft-util.js';

export const SIZES = ['7x7', '8x8', '10x10', '12x12', '15x15'];
export const NONE = -1;      // no island here
export const UNKNOWN = 0;    // an island without its number yet
export const MAX_NUMBER = 8;

export const TOOLS = [
  { id: 'islands', label: 'Islands', shape: 'island', help: 'Click a cell (or press Enter on it) to place an island, again to take it away; type 1 to 8 to give the island under the cursor its number (the same number again takes it off). Arrows move the cursor.' },
];
export const SWITCHES = [];

const dims = (size) => String(size).split('x').map(Number);

export function empty(size, meta = {}) {
  const [cols, rows] = dims(size);
  return Object.freeze({ genre: 'hashi', rows, cols, islands: new Array(rows * cols).fill(NONE), meta: cleanMeta(meta) });
}

export const sizeOf = (d) => `${d.cols}x${d.rows}`;

export function act(draft, action) {
  const cells = action.cells || [];
  switch (action.type) {
    case 'cells': {
      if (!cells.length) return { refused: 'Click a cell to place an island.' };
      const all = cells.every((i) => draft.islands[i] !== NONE);
      const islands = draft.islands.slice();
      for (const i of cells) islands[i] = all ? NONE : islands[i] === NONE ? UNKNOWN : islands[i];
      return { draft: edit(draft, { islands }) };
    }
    case 'digit': {
      if (!cells.length) return { refused: 'Put the cursor on an island first (click it, or use the arrow keys).' };
      if (action.d < 1 || action.d > MAX_NUMBER) return { refused: `An island's number is 1 to ${MAX_NUMBER}.` };
      const clear = cells.every((i) => draft.islands[i] === action.d);
      const islands = draft.islands.slice();
      for (const i of cells) islands[i] = clear ? UNKNOWN : action.d;
      return { draft: edit(draft, { islands }) };
    }
    case 'erase':
    case 'back': {
      // Delete takes the top layer: the numbers first, then the islands.
      const numbered = cells.filter((i) => draft.islands[i] > 0);
      const placed = cells.filter((i) => draft.islands[i] !== NONE);
      if (!placed.length) return { refused: '' };
      const islands = draft.islands.slice();
      for (const i of numbered.length ? numbered : placed) islands[i] = numbered.length ? UNKNOWN : NONE;
      return { draft: edit(draft, { islands }) };
    }
    default: return { refused: '' };
  }
}

export const valueOf = () => null;
export const ruleOf = () => null;
export const ruleCells = () => [];

export function problems(draft) {
  const count = draft.islands.filter((x) => x !== NONE).length;
  if (count === 0) return { text: 'Place the islands: click the cells where they go, then type their numbers.', cells: [] };
  if (count === 1) return { text: 'One island alone has no bridge to make: place another in its row or column.', cells: [] };
  return null;
}

// The project's Hashi JSON: islands as [row, column, number or null].
export function toJson(draft) {
  const islands = [];
  draft.islands.forEach((x, i) => { if (x !== NONE) islands.push([Math.floor(i / draft.cols), i % draft.cols, x === UNKNOWN ? null : x]); });
  return { genre: 'hashi', rows: draft.rows, cols: draft.cols, islands };
}

export function engineInput(draft) {
  return { genre: 'hashi', input: JSON.stringify(toJson(draft)) };
}

// How many islands still lack their number (a published Hashi needs every one).
export const unnumbered = (draft) => draft.islands.filter((x) => x === UNKNOWN).length;

export function deserialize(data) {
  const size = data && SIZES.includes(`${data.cols}x${data.rows}`) ? `${data.cols}x${data.rows}` : '10x10';
  const base = empty(size, data && data.meta);
  if (!data) return base;
  const islands = intArray(data.islands, base.rows * base.cols, NONE, MAX_NUMBER);
  return Object.freeze({ ...base, islands: islands || base.islands });
}

export const resize = (draft, size) => empty(size, draft.meta);

export const islandName = (draft, i) => `the island at ${name(draft.cols, i)}`;
