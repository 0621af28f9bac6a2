// cell-state.js — the state of a cell puzzle (Sudoku, variants, Tectonic) and the moves on it, as pure
// functions: a move takes a state and returns a new one (or the same object when nothing changes), so
// undo.js can keep every state and undo crosses every kind of move.
//
// A model (built by sudoku.js, tectonic.js, variant.js) says what is fixed:
//   {rows, cols, size: rows*cols, maxValue, cellMax[i] (the largest value cell i takes), givens[i]
//    (0 = open), regions[i] (for drawing borders), peers[i] (cells that can never share i's value)}
// A state: {v[i] (0 = empty; givens included), corner[i], centre[i], negative[i] (pencil marks as bit
// masks, bit d = value d; a negative mark says "not d"), colour[i] (the player's colours as a bit mask,
// bit k = palette colour k of 1…9, as SudokuPad's: a cell can have several), shaded[i] (1 = shaded: the
// ocean of a Nurikabe Sudoku)}. Values above 9 are written A…Z, as the engine does.

// The pencil-mark layers, in the order Delete clears them after the digits.
export const MARK_KINDS = ['corner', 'centre', 'negative'];

export function symbol(v) {
  return v <= 9 ? String(v) : String.fromCharCode(55 + v);   // 10 → 'A'
}

// The value a key or a character stands for (1-9, a-z / A-Z for 10…35), or 0.
export function valueOfChar(ch) {
  if (!ch || ch.length !== 1) return 0;
  if (ch >= '1' && ch <= '9') return ch.charCodeAt(0) - 48;
  const u = ch.toUpperCase();
  if (u >= 'A' && u <= 'Z') return u.charCodeAt(0) - 55;
  return 0;
}

export function initialState(model) {
  const zeros = () => new Array(model.size).fill(0);
  return Object.freeze({
    // A pencil-mark puzzle starts with its candidates pencilled in the centre (sudoku.js startMarks).
    v: model.givens.slice(), corner: zeros(), centre: model.startMarks ? model.startMarks.slice() : zeros(),
    negative: zeros(), colour: zeros(), shaded: zeros(),
  });
}

// Cells in `cells` a player may write in (not givens).
function open(model, cells) {
  return cells.filter((i) => model.givens[i] === 0);
}

// Places d in the selected cells. When every open selected cell already holds d, it clears them instead
// (one key toggles, as SudokuPad does). With autoRemove, d leaves the pencil marks of every peer.
export function setDigit(model, state, cells, d, { autoRemove = true } = {}) {
  const targets = open(model, cells).filter((i) => d <= model.cellMax[i]);
  if (targets.length === 0) return state;
  const clear = targets.every((i) => state.v[i] === d);
  const v = state.v.slice();
  let corner = state.corner, centre = state.centre;
  for (const i of targets) v[i] = clear ? 0 : d;
  if (!clear && autoRemove) {
    const bit = 1 << d;
    corner = corner.slice();
    centre = centre.slice();
    for (const i of targets) for (const p of model.peers[i]) { corner[p] &= ~bit; centre[p] &= ~bit; }
  }
  return Object.freeze({ ...state, v, corner, centre });
}

// Toggles pencil mark d ('corner', 'centre' or 'negative') in the selected empty cells: added to all unless all
// have it already, then removed from all.
export function toggleMark(model, state, cells, d, kind) {
  const targets = open(model, cells).filter((i) => state.v[i] === 0 && d <= model.cellMax[i]);
  if (targets.length === 0) return state;
  const bit = 1 << d;
  const marks = state[kind].slice();
  const remove = targets.every((i) => marks[i] & bit);
  for (const i of targets) marks[i] = remove ? marks[i] & ~bit : marks[i] | bit;
  return Object.freeze({ ...state, [kind]: marks });
}

// Colours cells with colour k (1…9) as SudokuPad does, givens included: a colour is the player's
// note, not an answer, and a cell may have several (drawn as slices). When every selected cell already
// has k, it is taken off instead.
export function toggleColour(model, state, cells, k) {
  if (cells.length === 0) return state;
  const bit = 1 << k;
  const remove = cells.every((i) => state.colour[i] & bit);
  const colour = state.colour.slice();
  for (const i of cells) colour[i] = remove ? colour[i] & ~bit : colour[i] | bit;
  return Object.freeze({ ...state, colour });
}

// The candidates of every empty cell as centre marks, in one move: 'all' values the cell can take, or
// 'allowed' — those no placed digit among its peers rules out and no "not" mark of the player's
// excludes. Corner marks are left alone.
export function fillCandidates(model, state, mode = 'allowed') {
  const centre = state.centre.slice();
  let changed = false;
  for (let i = 0; i < model.size; i++) {
    if (state.v[i] || model.cellMax[i] === 0) continue;
    let mask = 0;
    for (let d = 1; d <= model.cellMax[i]; d++) mask |= 1 << d;
    if (mode === 'allowed') {
      for (const p of model.peers[i]) if (state.v[p]) mask &= ~(1 << state.v[p]);
      mask &= ~state.negative[i];
    }
    if (centre[i] !== mask) { centre[i] = mask; changed = true; }
  }
  return changed ? Object.freeze({ ...state, centre }) : state;
}

// Whether value d can still go in cell i as far as the placed digits say: the cell is empty, d fits it,
// and no peer holds d. (The greyed cells of a selected digit are those where this is false.)
export function canTake(model, state, i, d) {
  if (state.v[i] || d > model.cellMax[i]) return false;
  return !model.peers[i].some((p) => state.v[p] === d);
}

export function coloursOf(mask) {
  return marksOf(mask);
}

// Shades cells (on = 1) or clears them (on = 0): the ocean of a Nurikabe Sudoku. Givens too, since a
// given digit can lie in the ocean.
export function setShaded(model, state, cells, on) {
  const targets = cells.filter((i) => state.shaded[i] !== on);
  if (targets.length === 0) return state;
  const shaded = state.shaded.slice();
  for (const i of targets) shaded[i] = on;
  return Object.freeze({ ...state, shaded });
}

// Delete clears the top layer the selection has: its digits, else its pencil marks, else its colours
// and shading.
export function clearCells(model, state, cells) {
  const targets = open(model, cells);
  if (targets.some((i) => state.v[i] !== 0)) {
    const v = state.v.slice();
    for (const i of targets) v[i] = 0;
    return Object.freeze({ ...state, v });
  }
  if (targets.some((i) => MARK_KINDS.some((k) => state[k][i]))) {
    const next = { ...state };
    for (const k of MARK_KINDS) {
      next[k] = state[k].slice();
      for (const i of targets) next[k][i] = 0;
    }
    return Object.freeze(next);
  }
  if (!cells.some((i) => state.colour[i] || state.shaded[i])) return state;
  const colour = state.colour.slice(), shaded = state.shaded.slice();
  for (const i of cells) { colour[i] = 0; shaded[i] = 0; }
  return Object.freeze({ ...state, colour, shaded });
}

// Writes the solution's values into `cells` (reveal; solve when cells are all cells), and its shading
// where the solution has one (`shading`: a 0/1 per cell, or null).
export function fillFrom(model, state, cells, solution, options, shading = null) {
  let s = state;
  for (const i of open(model, cells)) if (s.v[i] !== solution[i]) s = setDigit(model, s, [i], solution[i], options);
  if (shading) for (const on of [0, 1]) s = setShaded(model, s, cells.filter((i) => shading[i] === on), on);
  return s;
}

export function isComplete(model, state) {
  return state.v.every((x) => x !== 0);
}

export function marksOf(mask) {
  const out = [];
  for (let d = 1; mask >> d; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

// The values as one line row-major, '.' for empty: the engine's solution form.
export function toLine(values) {
  return values.map((x) => (x ? symbol(x) : '.')).join('');
}

export function fromLine(model, line) {
  const v = model.givens.slice();
  for (let i = 0; i < model.size && i < line.length; i++) if (model.givens[i] === 0) {
    const x = valueOfChar(line[i]);
    if (x && x <= model.cellMax[i]) v[i] = x;
  }
  return v;
}

// The layers besides the values, each kept as {cell: number} where non-zero, under the name they are
// stored by: colours as masks under 'colours' (progress saved before a cell could have several colours
// kept one colour number under 'colour', still read).
const SPARSE_LAYERS = [...MARK_KINDS.map((k) => [k, k]), ['colour', 'colours'], ['shaded', 'shaded']];

// What localStorage and share links keep. Marks, colours and shading only where there are some.
export function serialize(state) {
  const sparse = (a) => Object.fromEntries(a.map((m, i) => [i, m]).filter(([, m]) => m));
  const out = { v: toLine(state.v) };
  for (const [k, stored] of SPARSE_LAYERS) out[stored] = sparse(state[k]);
  return out;
}

// The inverse of serialize; progress saved before a layer existed simply lacks it.
export function deserialize(model, data) {
  const s = initialState(model);
  if (!data || typeof data.v !== 'string') return s;
  const next = { ...s, v: fromLine(model, data.v) };
  const inside = (i) => Number(i) >= 0 && Number(i) < model.size;
  for (const [k, stored] of SPARSE_LAYERS) {
    // A layer saved (even empty) replaces the start's (a pencil-mark puzzle's candidates the player erased).
    next[k] = data[stored] ? new Array(model.size).fill(0) : s[k].slice();
    for (const [i, m] of Object.entries(data[stored] || {})) if (inside(i)) next[k][Number(i)] = Number(m) | 0;
  }
  if (!data.colours && data.colour) {
    for (const [i, m] of Object.entries(data.colour)) if (inside(i) && m >= 1 && m <= 9) next.colour[Number(i)] = 1 << m;
  }
  return Object.freeze(next);
}

// The shading as the engine's marks line ('#' shaded, '.' not), and back.
export function shadingLine(state) {
  return state.shaded.map((x) => (x ? '#' : '.')).join('');
}

export function shadingFromLine(line) {
  return [...String(line)].map((ch) => (ch === '#' ? 1 : 0));
}

// Peers from groups of mutually distinct cells (rows, columns, regions, cages…): peers[i] lists every
// other cell sharing a group with i.
export function peersFromGroups(size, groups) {
  const sets = Array.from({ length: size }, () => new Set());
  for (const g of groups) for (const a of g) for (const b of g) if (a !== b) sets[a].add(b);
  return sets.map((s) => [...s]);
}

// Rows, columns and regions of a Sudoku-like grid, as groups.
export function sudokuGroups(n, regions) {
  const groups = [];
  for (let k = 0; k < n; k++) {
    groups.push(Array.from({ length: n }, (_, j) => k * n + j));
    groups.push(Array.from({ length: n }, (_, j) => j * n + k));
  }
  const byRegion = new Map();
  regions.forEach((r, i) => { if (!byRegion.has(r)) byRegion.set(r, []); byRegion.get(r).push(i); });
  groups.push(...byRegion.values());
  return groups;
}

// Repeated values within groups: [{cells, value, group}] for the local check of a partly filled grid.
export function duplicates(values, groups, names) {
  const out = [];
  groups.forEach((g, k) => {
    const seen = new Map();
    for (const i of g) if (values[i]) {
      if (!seen.has(values[i])) seen.set(values[i], []);
      seen.get(values[i]).push(i);
    }
    for (const [value, cells] of seen) if (cells.length > 1) out.push({ value, cells, group: names ? names[k] : `group ${k + 1}` });
  });
  return out;
}

// Pencil marks and colours for a share link, compactly: per layer a letter (a corner, b centre,
// c negative, e colours as a mask) then "cell-mask" pairs in base 36 joined by '.', layers joined by
// '_' ("a1k-e.2b-6_e0-8"). URL-safe as it is; '' when there is nothing to carry. Links made before a
// cell could have several colours carry 'd' with one colour number, still read.
const LINK_LAYERS = [['a', 'corner'], ['b', 'centre'], ['c', 'negative'], ['e', 'colour']];
export function marksLine(state) {
  return LINK_LAYERS.map(([letter, k]) => {
    const pairs = state[k].map((m, i) => (m ? `${i.toString(36)}-${m.toString(36)}` : '')).filter(Boolean);
    return pairs.length ? letter + pairs.join('.') : '';
  }).filter(Boolean).join('_');
}

// The inverse of marksLine onto a state; unreadable parts are skipped (a link edited by hand).
export function withMarksLine(model, state, text) {
  const next = { ...state };
  for (const part of String(text || '').split('_')) {
    const legacy = part[0] === 'd';
    const layer = legacy ? ['d', 'colour'] : LINK_LAYERS.find(([letter]) => letter === part[0]);
    if (!layer) continue;
    const k = layer[1];
    // The link's layer replaces the start's (a pencil-mark puzzle's candidates the player erased).
    next[k] = legacy ? next[k].slice() : new Array(model.size).fill(0);
    for (const pair of part.slice(1).split('.')) {
      const [i, m] = pair.split('-').map((x) => parseInt(x, 36));
      if (!(Number.isInteger(i) && i >= 0 && i < model.size && Number.isInteger(m) && m > 0)) continue;
      if (legacy) { if (m <= 9) next[k][i] = 1 << m; } else next[k][i] = m;
    }
  }
  return Object.freeze(next);
}
