// kinds.js — the one list of what the setting page can set: genre → its draft module. Every module has
//   SIZES, TOOLS [{id, label, shape, list?, value?, help}], SWITCHES [{id, label, help}],
//   empty(size, meta) → draft, resize(draft, size), deserialize(stored) → draft,
//   act(draft, action, current) → {draft?, current?, refused?}   (the edits; sudoku-draft.js lists the actions)
//   valueOf(draft, ref), ruleOf(draft, ref), ruleCells(draft, ref)  (a picked rule: its number, itself, its cells)
//   problems(draft) → null | {text, cells}   (what keeps it from being a puzzle, before the engine is asked)
//   engineInput(draft) → {genre, input}      (what `candidates` and `analyze` read)
// The setting session (setter.js) and the page (main.js) name no genre; the play genre a draft becomes
// is the engine genre of its input (a Sudoku with rules or a jigsaw is a variant).
import * as sudoku from './sudoku-draft.js';
import * as tectonic from './tectonic-draft.js';
import * as hashi from './hashi-draft.js';

export const KINDS = {
  sudoku: { ...sudoku, label: 'Sudoku', sizeLabel: (s) => `${s}×${s}`, defaultSize: 9, sizeOf: (d) => d.n },
  tectonic: { ...tectonic, label: 'Tectonic / Suguru', sizeLabel: (s) => s.replace('x', '×'), defaultSize: '8x8' },
  hashi: { ...hashi, label: 'Hashi / Bridges', sizeLabel: (s) => s.replace('x', '×'), defaultSize: '10x10' },
};

export function kindOf(draft) {
  return KINDS[draft && draft.genre] || null;
}

// A size as a page's menu gives it ("9", "8x8") → the kind's own value, or its default.
export function sizeValue(genre, text) {
  const kind = KINDS[genre];
  const hit = kind.SIZES.find((s) => String(s) === String(text));
  return hit === undefined ? kind.defaultSize : hit;
}
