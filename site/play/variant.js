// variant.js — variant Sudoku (f-puzzles / SudokuPad puzzles) for the play page: the model from the
// f-puzzles JSON the engine returns (size, givens, irregular regions, rules), played like Sudoku;
// variant-draw.js draws the rules. The engine's `conflicts` checks a partial grid against every rule it
// can already judge, its `check` a full one (cell-genre.js).
import { cellGenre, describeLevel } from './cell-genre.js';
import { peersFromGroups, sudokuGroups } from './cell-state.js';
import { decorateVariant, variantRules, outsideMargin, cellsOf } from './variant-draw.js';

// f-puzzles' default boxes: as tall as the largest divisor of n not above √n.
export function boxShape(n) {
  let h = 1;
  for (let d = 1; d * d <= n; d++) if (n % d === 0) h = d;
  return [h, n / h];
}

export function variantModel(fp, key) {
  const n = fp.size;
  const size = n * n;
  const [bh, bw] = boxShape(n);
  const regions = new Array(size), givens = new Array(size).fill(0);
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) {
    const cell = (fp.grid && fp.grid[r] && fp.grid[r][c]) || {};
    const i = r * n + c;
    regions[i] = Number.isInteger(cell.region) ? cell.region : Math.floor(r / bh) * (n / bw) + Math.floor(c / bw);
    if (cell.given && cell.value) givens[i] = Number(cell.value);
  }
  const groups = sudokuGroups(n, regions);
  // Further groups whose digits differ: they make peers (for removing pencil marks, greying the cells a
  // digit cannot take and filling candidates); the rules themselves are the engine's.
  const idx = (name) => { const m = /^R(\d+)C(\d+)$/i.exec(name); return m ? (Number(m[1]) - 1) * n + Number(m[2]) - 1 : -1; };
  if (fp['diagonal+']) groups.push(Array.from({ length: n }, (_, k) => (n - 1 - k) * n + k));
  if (fp['diagonal-']) groups.push(Array.from({ length: n }, (_, k) => k * n + k));
  for (const cage of fp.killercage || []) groups.push(cellsOf(cage.cells, idx));
  for (const e of fp.extraregion || []) groups.push(cellsOf(e.cells, idx));
  const king = fp.antiking, knight = fp.antiknight;
  if (king || knight) {
    const moves = [...(king ? [[1, 1], [1, -1]] : []), ...(knight ? [[1, 2], [2, 1], [1, -2], [2, -1]] : [])];
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) for (const [dr, dc] of moves) {
      const rr = r + dr, cc = c + dc;
      if (rr < n && cc >= 0 && cc < n) groups.push([r * n + c, rr * n + cc]);
    }
  }
  return {
    genre: 'variant', key, rows: n, cols: n, size, maxValue: n, cellMax: new Array(size).fill(n),
    givens, regions, peers: peersFromGroups(size, groups), fp,
    shading: Array.isArray(fp.nurikabe),   // Nurikabe Sudoku: the player shades the ocean
    margin: outsideMargin(fp),
    // The generator's internal label ("(gridlogic, seed 64…, #1)") is not a title for a player.
    title: fp.title ? String(fp.title).replace(/\s*\(gridlogic, seed \d+, #\d+\)/, '') : `Variant Sudoku ${n}×${n}`,
    author: fp.author ? String(fp.author) : '',
    ruleset: fp.ruleset ? String(fp.ruleset) : '',
    rules: variantRules(fp),
  };
}

export const variant = cellGenre({
  name: 'variant',
  label: 'Variant Sudoku',
  canonical: 'fpuzzles',   // the form of its play URL (and of model.key)
  async load(call, puzzle) {
    const [json, url] = await Promise.all([
      call('convert', puzzle, { genre: 'variant', to: 'json' }),
      call('convert', puzzle, { genre: 'variant', to: 'fpuzzles' }),
    ]);
    return variantModel(JSON.parse(json.puzzle), url.puzzle);
  },
  // The grid so far as f-puzzles JSON, the player's digits as givens.
  explainInput(model, values) {
    const fp = JSON.parse(JSON.stringify(model.fp));
    const n = model.cols;
    fp.grid = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => {
      const cell = { ...((model.fp.grid && model.fp.grid[r] && model.fp.grid[r][c]) || {}) };
      const v = values[r * n + c];
      if (v) { cell.value = v; cell.given = true; }
      return cell;
    }));
    return { input: JSON.stringify(fp), options: { steps: 60 } };
  },
  traceSteps: (result) => (result.trace && result.trace.steps) || result.steps || [],
  decorate: decorateVariant,
  rateOptions: () => ({ genre: 'variant' }),
  describeRating: (r) => describeLevel(r, 5),
  // The key is the f-puzzles link; SudokuPad opens it too (its own format where it has every rule).
  async exportLinks(call, model) {
    const pad = await call('convert', model.key, { genre: 'variant', to: 'sudokupad' }).catch(() => null);
    return [{ kind: 'export', href: model.key, label: 'Open on f-puzzles' },
      ...(pad ? [{ kind: 'sudokupad', href: pad.puzzle, label: 'Open in SudokuPad' }] : [])];
  },
});
