// draft-util.js — what the setting page's drafts share (sudoku-draft.js, tectonic-draft.js,
// hashi-draft.js): frozen copies, regions kept as connected pieces, cell names, the setter's own text
// (title, author, rules) and reading a stored draft back without trusting it.
import { cellName } from '../play/svg.js';

export const name = (cols, i) => cellName(Math.floor(i / cols), i % cols);

// A draft is a frozen object; an edit returns a new one (or the same object when nothing changes), so
// one History (play/undo.js) keeps every draft and undo crosses every kind of edit.
export function edit(draft, changes) {
  return Object.freeze({ ...draft, ...changes });
}

// Region labels as connected pieces: every 4-connected piece of one label gets a label of its own,
// numbered 0, 1, … in the order of the pieces' first cells (row-major). Labels below 0 (no region yet,
// a hole) stay as they are. So drawing a region across an old one splits the rest of it into its
// pieces, and a piece left over when the others are drawn is a region by itself.
export function pieces(labels, rows, cols) {
  const out = new Array(labels.length).fill(-1);
  let next = 0;
  for (let s = 0; s < labels.length; s++) {
    if (labels[s] < 0) { out[s] = labels[s]; continue; }
    if (out[s] >= 0) continue;
    const stack = [s];
    out[s] = next;
    while (stack.length) {
      const i = stack.pop(), r = Math.floor(i / cols), c = i % cols;
      for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
        const rr = r + dr, cc = c + dc, j = rr * cols + cc;
        if (rr >= 0 && rr < rows && cc >= 0 && cc < cols && out[j] < 0 && labels[j] === labels[i] && labels[j] >= 0) {
          out[j] = next;
          stack.push(j);
        }
      }
    }
    next++;
  }
  return out;
}

// The cells of each region label: Map label → cells (row-major), labels below 0 left out.
export function regionCells(labels) {
  const by = new Map();
  labels.forEach((g, i) => { if (g >= 0) { if (!by.has(g)) by.set(g, []); by.get(g).push(i); } });
  return by;
}

// The cells a region tool is given, made one new region (the rest of their old regions split into
// their pieces).
export function withRegion(labels, cells, rows, cols) {
  const next = labels.slice();
  const fresh = Math.max(-1, ...labels) + 1;
  for (const i of cells) next[i] = fresh;
  return pieces(next, rows, cols);
}

// Two cells side by side (not diagonally): the pair a dot or an X/V sits between.
export function besides(cols, a, b) {
  const ra = Math.floor(a / cols), rb = Math.floor(b / cols);
  return (ra === rb && Math.abs(a - b) === 1) || (a % cols === b % cols && Math.abs(ra - rb) === 1);
}

// Two cells that touch, diagonally too: the steps of a thermometer or an arrow.
export function touching(cols, a, b) {
  return a !== b && Math.abs(Math.floor(a / cols) - Math.floor(b / cols)) <= 1 && Math.abs((a % cols) - (b % cols)) <= 1;
}

// The setter's own words: a title, a name and the rules in their words, kept short and plain (they
// travel in links and attributes).
export const META_LIMITS = { title: 80, author: 60, rules: 600 };
export function cleanMeta(meta) {
  const out = {};
  for (const [k, max] of Object.entries(META_LIMITS)) {
    const text = meta && typeof meta[k] === 'string' ? meta[k] : '';
    // Control characters out (a pasted tab or newline in a title), the rules keep their line breaks.
    out[k] = text.replace(k === 'rules' ? /[\u0000-\u0009\u000b-\u001f\u007f]/g : /[\u0000-\u001f\u007f]/g, ' ').slice(0, max);
  }
  return Object.freeze(out);
}

// Whole numbers from a stored draft: an array of `length` integers within [lo, hi], else null.
export function intArray(a, length, lo, hi) {
  if (!Array.isArray(a) || a.length !== length) return null;
  return a.every((x) => Number.isInteger(x) && x >= lo && x <= hi) ? a.slice() : null;
}
