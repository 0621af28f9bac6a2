// tectonic.js — Tectonic / Suguru for the play page: regions of k cells hold 1..k, equal numbers never
// touch (diagonals included). The model comes from the engine's JSON; the engine's `conflicts` checks a
// partly filled grid and its `check` a full one (cell-genre.js).
import { cellGenre, describeLevel } from './cell-genre.js';
import { valueOfChar, symbol, peersFromGroups } from './cell-state.js';
import { svgEl } from './svg.js';

export function tectonicModel(json, key) {
  const { rows, cols } = json;
  const size = rows * cols;
  const regions = json.regions.flat();
  const givens = json.givens.join('').split('').map((ch) => (ch === '#' ? 0 : valueOfChar(ch)));
  const regionCells = new Map();
  regions.forEach((g, i) => { if (g >= 0) { if (!regionCells.has(g)) regionCells.set(g, []); regionCells.get(g).push(i); } });
  const cellMax = regions.map((g) => (g >= 0 ? regionCells.get(g).length : 0));
  // Peers: region mates and the eight neighbours.
  const groups = [...regionCells.values()];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) {
    for (const [dr, dc] of [[0, 1], [1, -1], [1, 0], [1, 1]]) {
      const rr = r + dr, cc = c + dc;
      if (rr < rows && cc >= 0 && cc < cols) groups.push([r * cols + c, rr * cols + cc]);
    }
  }
  return {
    genre: 'tectonic', key, rows, cols, size, maxValue: Math.max(...cellMax), cellMax, givens, regions,
    regionCells, peers: peersFromGroups(size, groups), json,
    margin: { top: 0, left: 0, right: 0, bottom: 0 },
    title: `Tectonic ${cols}×${rows}`,
    rules: ['A region of k cells holds each of 1 to k once.', 'Equal numbers never touch, not even diagonally.'],
  };
}

export const tectonic = cellGenre({
  name: 'tectonic',
  label: 'Tectonic',
  canonical: 'url',   // the form of its play URL (and of model.key)
  async load(call, puzzle) {
    const [json, url] = await Promise.all([
      call('convert', puzzle, { genre: 'tectonic', to: 'json' }),
      call('convert', puzzle, { genre: 'tectonic', to: 'url' }),
    ]);
    return tectonicModel(JSON.parse(json.puzzle), url.puzzle);
  },
  // The grid so far as the engine's own JSON, the player's numbers as givens.
  explainInput(model, values) {
    const { rows, cols } = model;
    const givens = [];
    for (let r = 0; r < rows; r++) {
      let line = '';
      for (let c = 0; c < cols; c++) {
        const i = r * cols + c;
        line += model.regions[i] < 0 ? '#' : values[i] ? symbol(values[i]) : '.';
      }
      givens.push(line);
    }
    return { input: JSON.stringify({ ...model.json, givens }), options: { method: 'rules+2sat' } };
  },
  traceSteps: (result) => (result.trace && result.trace.steps) || result.steps || [],
  // "Solve the singles": document 000's first rules — a region's only place for a number (3), a placed
  // number leaving its neighbours and region (2, whose placements are the naked singles), one-cell
  // regions (1).
  singles: ['rule-1', 'rule-2', 'rule-3'],
  sizeValue: (model) => `${model.cols}x${model.rows}`,
  rateOptions: () => ({ genre: 'tectonic' }),
  describeRating: (r) => describeLevel(r, 8),
  exportLinks: async (call, model) => [{ kind: 'export', href: model.key, label: 'Open on puzz.link' }],
  // Holes (puzz.link allows them) are shaded; regions get their thick borders from cell-game.js.
  decorate(layers, model) {
    model.regions.forEach((g, i) => {
      if (g < 0) svgEl('rect', { x: i % model.cols, y: Math.floor(i / model.cols), width: 1, height: 1, class: 'hole' }, layers.under);
    });
  },
});
