// variant-draw.js — draws an f-puzzles puzzle's rules on the board (cell-game.js layers): killer cages
// (dashed, with sums), thermometers, arrows, kropki dots, XV, little killers, sandwich / X-sum /
// skyscraper clues outside the grid, lines (renban, whispers, palindromes, between, region-sum, zipper),
// diagonals, odd/even, min/max, quadruples, clones, extra regions, Nurikabe arrows, document 003's own
// rules (arrowheads, sandwich 1 to X, hidden thermometers as shapes to place below the grid, secret
// direction's start, Fawlty Towers with their sums), and f-puzzles' cosmetic shapes. Also the rules'
// one-line descriptions for the side panel.
//
// f-puzzles names cells "R3C4" (1-based); outside clues use row/column 0 or n+1. Board units: cell
// (r, c) 0-based spans [c, c+1] × [r, r+1], so "RrCc" has its centre at (c − 0.5, r − 0.5).
import { svgEl } from './svg.js';

const parse = (name) => {
  const m = /^R(-?\d+)C(-?\d+)$/i.exec(String(name));
  return m ? { r: Number(m[1]), c: Number(m[2]) } : null;
};
const centre = (name) => { const p = parse(name); return p ? [p.c - 0.5, p.r - 0.5] : null; };

export function cellsOf(names, idx) {
  return (names || []).map(idx).filter((i) => i >= 0);
}

const OUTSIDE = ['sandwichsum', 'xsum', 'skyscraper', 'littlekillersum', 'sandwichx'];

// Room around the grid for clues outside it: one cell on each side that has any; below, Fawlty
// Towers' sums and the hidden thermometers' shapes.
export function outsideMargin(fp) {
  const n = fp.size, m = { top: 0, left: 0, right: 0, bottom: 0 };
  for (const key of OUTSIDE) for (const e of fp[key] || []) {
    const p = parse(e.cell);
    if (!p) continue;
    if (p.r <= 0) m.top = 1;
    if (p.r > n) m.bottom = 1;
    if (p.c <= 0) m.left = 1;
    if (p.c > n) m.right = 1;
  }
  if (fawltyTowers(fp).length) m.bottom = 1;
  const legend = thermoLegend(fp);
  if (legend) m.bottom += legend.height;
  return m;
}

function fawltyTowers(fp) {
  const f = fp.fawltytowers;
  return f && typeof f === 'object' && Array.isArray(f.towers) ? f.towers : [];
}

// The hidden thermometers' shapes laid out in rows under the grid, each at half a cell per cell:
// {height, items: [{shape, order, x, y}]} in board units below the grid's bottom, or null.
const LEGEND_SCALE = 0.5, LEGEND_GAP = 0.35, LEGEND_TITLE = 0.45;
function thermoLegend(fp) {
  const list = (fp.hiddenthermometer || []).filter((t) => Array.isArray(t.shape) && t.shape.length);
  if (!list.length) return null;
  const n = fp.size, items = [];
  let x = 0, y = LEGEND_TITLE, rowHeight = 0;
  for (const t of list) {
    const rs = t.shape.map((p) => Number(p[0])), cs = t.shape.map((p) => Number(p[1]));
    const w = (Math.max(...cs) - Math.min(...cs) + 1) * LEGEND_SCALE, h = (Math.max(...rs) - Math.min(...rs) + 1) * LEGEND_SCALE;
    if (x > 0 && x + w > n) { x = 0; y += rowHeight + LEGEND_GAP; rowHeight = 0; }
    items.push({ shape: t.shape, order: t.order, x: x - Math.min(...cs) * LEGEND_SCALE, y: y - Math.min(...rs) * LEGEND_SCALE });
    x += w + LEGEND_GAP;
    rowHeight = Math.max(rowHeight, h);
  }
  return { height: y + rowHeight + 0.2, items };
}

const RULES = {
  killercage: 'Killer cages: digits in a dashed cage do not repeat and sum to its number.',
  thermometer: 'Thermometers: digits increase from the bulb.',
  slowthermometer: 'Slow thermometers: digits never decrease from the bulb.',
  arrow: 'Arrows: the digits along an arrow sum to the digit (or number) in its circle.',
  difference: 'White dots: the two digits are consecutive (or differ by the dot’s number).',
  ratio: 'Black dots: one digit is double the other (or the dot’s ratio).',
  xv: 'X: the two digits sum to 10; V: they sum to 5.',
  littlekillersum: 'Little killers: the digits along the arrow’s diagonal sum to the clue.',
  sandwichsum: 'Sandwiches: the digits between the 1 and the highest digit of the row or column sum to the clue.',
  xsum: 'X-sums: the first X digits from the clue’s side sum to it, X being the first of them.',
  skyscraper: 'Skyscrapers: the clue counts the digits seen from its side, higher ones hiding lower ones.',
  'diagonal+': 'The / diagonal holds each digit once.',
  'diagonal-': 'The \\ diagonal holds each digit once.',
  antiknight: 'Anti-knight: cells a chess knight’s move apart differ.',
  antiking: 'Anti-king: cells a king’s move apart differ.',
  antiqueen: 'Anti-queen: cells on a diagonal line differ.',
  nonconsecutive: 'Non-consecutive: orthogonal neighbours are not consecutive (unless a dot says so).',
  disjointgroups: 'Disjoint groups: cells in the same position of each box differ.',
  extraregion: 'Shaded extra regions hold each digit at most once.',
  odd: 'Grey ringed circles hold odd digits.', even: 'Grey ringed squares hold even digits.',
  minimum: 'Shaded cells with arrows pointing in are smaller than their orthogonal neighbours.',
  maximum: 'Shaded cells with arrows pointing out are greater than their orthogonal neighbours.',
  palindrome: 'Grey lines with a light core read the same in both directions.',
  clone: 'Shaded clone areas hold the same digits in the same places.',
  renban: 'Pink lines hold distinct consecutive digits in any order.',
  whispers: 'Green lines: neighbours on the line differ by at least 5.',
  betweenline: 'Between lines: digits on the line lie strictly between the circled ends.',
  regionsumline: 'Blue lines have the same sum in every region they pass through.',
  zipperline: 'Zipper lines: digits the same distance from the middle sum to the middle digit.',
  quadruple: 'Quadruples: the small digits appear in the four cells around the circle.',
  arrowhead: 'Arrowheads: the digit at the tail is smaller than the one the arrow points to (with a bar under it: smaller or equal).',
  sandwichx: 'Sandwiches 1 to X: each clue is the sum of the digits between the 1 and the X of its row or column; X (2 to 9) is the same for every clue and is to be found.',
  hiddenthermometer: 'Hidden thermometers: place each shape below the grid somewhere in it, as drawn (no turning), without overlaps; digits increase from the bulb.',
  secretdirection: 'Secret direction: one box has its 9 in the centre — the treasure. From the flagged cell, move as many cells as its digit, in the direction of the 9 in that cell’s box seen from the box’s centre; the path must reach the treasure.',
  fawltytowers: null,   // counts in the text: see variantRules
};

export function variantRules(fp) {
  const n = fp.size;
  const out = [`Place 1 to ${n} once in every row, column and region.`];
  for (const [key, text] of Object.entries(RULES)) {
    const v = fp[key];
    if (text && (v === true || (Array.isArray(v) && v.length) || (v && typeof v === 'object' && !Array.isArray(v)))) out.push(text);
  }
  if (Array.isArray(fp.nurikabe)) out.push('Nurikabe: shade the ocean (Shade mode). Unshaded islands have at least 3 cells and no repeated digit; the ocean is one connected area with no 2×2 block; an arrow’s digit counts the cells of its own kind (ocean or island) in its direction.');
  const towers = fawltyTowers(fp);
  if (towers.length) {
    const f = fp.fawltytowers, ni = Number(f.nonincreasing) || 0, ws = Number(f.wrongsum) || 0;
    out.push(`Fawlty Towers: a tower rises from the bottom row; a normal one strictly increases upwards and adds up to the number under it. ${ni + ws} of the ${towers.length} towers are faulty and break exactly one of the two: ${ni} do${ni === 1 ? 'es' : ''} not increase, ${ws} miss${ws === 1 ? 'es' : ''} ${ws === 1 ? 'its' : 'their'} sum.`);
  }
  if (Array.isArray(fp.negative) && fp.negative.length) {
    const what = { ratio: 'black dots', difference: 'white dots', xv: 'X or V' };
    out.push(`Negative constraint: every pair that could carry ${fp.negative.map((k) => what[k] || k).join(' or ')} shows it.`);
  }
  return out;
}

// The inset outline of a set of cells (killer cages): each cell edge not shared with the set, pulled
// in by d, with the corners joined so concave corners close.
function cageOutline(cells, d) {
  const set = new Set(cells.map(({ r, c }) => `${r},${c}`));
  const has = (r, c) => set.has(`${r},${c}`);
  const segs = [];
  for (const { r, c } of cells) {
    const x = c - 1, y = r - 1;   // top-left corner in board units
    // top
    if (!has(r - 1, c)) {
      const x1 = has(r, c - 1) ? (has(r - 1, c - 1) ? x - d : x) : x + d;
      const x2 = has(r, c + 1) ? (has(r - 1, c + 1) ? x + 1 + d : x + 1) : x + 1 - d;
      segs.push(`M${x1} ${y + d}H${x2}`);
    }
    if (!has(r + 1, c)) {
      const x1 = has(r, c - 1) ? (has(r + 1, c - 1) ? x - d : x) : x + d;
      const x2 = has(r, c + 1) ? (has(r + 1, c + 1) ? x + 1 + d : x + 1) : x + 1 - d;
      segs.push(`M${x1} ${y + 1 - d}H${x2}`);
    }
    if (!has(r, c - 1)) {
      const y1 = has(r - 1, c) ? (has(r - 1, c - 1) ? y - d : y) : y + d;
      const y2 = has(r + 1, c) ? (has(r + 1, c - 1) ? y + 1 + d : y + 1) : y + 1 - d;
      segs.push(`M${x + d} ${y1}V${y2}`);
    }
    if (!has(r, c + 1)) {
      const y1 = has(r - 1, c) ? (has(r - 1, c + 1) ? y - d : y) : y + d;
      const y2 = has(r + 1, c) ? (has(r + 1, c + 1) ? y + 1 + d : y + 1) : y + 1 - d;
      segs.push(`M${x + 1 - d} ${y1}V${y2}`);
    }
  }
  return segs.join('');
}

// The dashed outline on `layer`, the sum on `labels` (above highlights).
function cage(layer, labels, names, value, cls) {
  const cells = names.map(parse).filter(Boolean);
  if (!cells.length) return;
  svgEl('path', { d: cageOutline(cells, 0.08), class: cls }, layer);
  if (value !== undefined && value !== null && value !== '') {
    const first = cells.slice().sort((a, b) => a.r - b.r || a.c - b.c)[0];
    const text = String(value);
    // A paper-coloured patch under the sum interrupts the dashes, as on paper.
    svgEl('rect', { x: first.c - 1 + 0.03, y: first.r - 1 + 0.03, width: 0.1 + 0.13 * text.length, height: 0.25, class: 'cage-sum-bg' }, labels);
    svgEl('text', { x: first.c - 1 + 0.06, y: first.r - 1 + 0.16, class: 'cage-sum' }, labels, text);
  }
}

function polyline(layer, names, cls) {
  const pts = names.map(centre).filter(Boolean);
  if (pts.length < 2) return;
  svgEl('polyline', { points: pts.map((p) => p.join(',')).join(' '), class: cls }, layer);
}

function midpoint(a, b) {
  const p = centre(a), q = centre(b);
  return p && q ? [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2] : null;
}

// Draws everything into the board's layers: 'under' (below the highlights: shading, lines), 'over'
// (above the grid: cages, dots, clues).
export function decorateVariant(layers, model) {
  const fp = model.fp;
  const n = fp.size;
  const { under, over, labels } = layers;

  // Cell colours f-puzzles stores per cell, and extra regions / clones as shading.
  (fp.grid || []).forEach((row, r) => (row || []).forEach((cell, c) => {
    if (cell && typeof cell.c === 'string' && /^#[0-9a-f]{3,8}$/i.test(cell.c))
      svgEl('rect', { x: c, y: r, width: 1, height: 1, fill: cell.c, class: 'cell-colour' }, under);
  }));
  for (const e of fp.extraregion || []) for (const name of e.cells || []) {
    const p = parse(name);
    if (p) svgEl('rect', { x: p.c - 1, y: p.r - 1, width: 1, height: 1, class: 'extra-region' }, under);
  }
  for (const e of fp.clone || []) for (const name of [...(e.cells || []), ...(e.cloneCells || [])]) {
    const p = parse(name);
    if (p) svgEl('rect', { x: p.c - 1 + 0.05, y: p.r - 1 + 0.05, width: 0.9, height: 0.9, class: 'clone' }, under);
  }
  if (fp['diagonal+']) svgEl('line', { x1: 0, y1: n, x2: n, y2: 0, class: 'diagonal' }, under);
  if (fp['diagonal-']) svgEl('line', { x1: 0, y1: 0, x2: n, y2: n, class: 'diagonal' }, under);

  // The setter's own lines, in the setter's colour (as f-puzzles and SudokuPad draw them), under the
  // rules' lines: a setter who traced a renban in grey still shows the renban's colour on top.
  for (const e of fp.line || []) if (!e.fromConstraint) for (const l of e.lines || []) {
    const pts = l.map(centre).filter(Boolean);
    if (pts.length > 1) svgEl('polyline', { points: pts.map((p) => p.join(',')).join(' '), class: 'line-cosmetic', 'stroke-width': Math.min(0.5, Number(e.width) || 0.15), stroke: colourOf(e.outlineC) }, under);
  }

  // Lines, thickest first so thin ones stay visible on top.
  const lineKinds = [['palindrome', 'line-palindrome'], ['renban', 'line-renban'], ['whispers', 'line-whispers'],
    ['regionsumline', 'line-regionsum'], ['zipperline', 'line-zipper'], ['betweenline', 'line-between']];
  for (const [key, cls] of lineKinds) for (const e of fp[key] || []) for (const l of e.lines || []) polyline(under, l, cls);
  // A palindrome has a light core along its middle (a rail, not a tube): never read as a thermometer's
  // stem, even where it ends in an odd circle.
  for (const e of fp.palindrome || []) for (const l of e.lines || []) polyline(under, l, 'line-palindrome-core');

  // Thermometers: a bulb (larger than an odd circle, and without its ring) and a thick rounded stem.
  for (const key of ['thermometer', 'slowthermometer']) for (const e of fp[key] || []) for (const l of e.lines || []) {
    const p = centre(l[0]);
    if (p) svgEl('circle', { cx: p[0], cy: p[1], r: 0.42, class: 'thermo-bulb' }, under);
    polyline(under, l, key === 'slowthermometer' ? 'thermo-stem slow' : 'thermo-stem');
  }

  // A between line's circled ends, over the thermometers: an end that is also a bulb shows both.
  for (const e of fp.betweenline || []) for (const l of e.lines || []) for (const end of [l[0], l[l.length - 1]]) {
    const p = centre(end);
    if (p) svgEl('circle', { cx: p[0], cy: p[1], r: 0.4, class: 'between-end' }, under);
  }

  // Odd circles and even squares: grey with a darker ring, so a circle never passes for a bulb.
  for (const e of fp.odd || []) { const p = centre(e.cell); if (p) svgEl('circle', { cx: p[0], cy: p[1], r: 0.34, class: 'parity odd' }, under); }
  for (const e of fp.even || []) { const p = centre(e.cell); if (p) svgEl('rect', { x: p[0] - 0.32, y: p[1] - 0.32, width: 0.64, height: 0.64, class: 'parity even' }, under); }
  // Minimum / maximum: the cell shaded and a chevron on each edge, pointing out of a maximum (it beats
  // its neighbours) and into a minimum — f-puzzles' arrows, drawn large enough to read on a phone.
  for (const key of ['minimum', 'maximum']) for (const e of fp[key] || []) {
    const p = centre(e.cell);
    if (!p) continue;
    svgEl('rect', { x: p[0] - 0.5, y: p[1] - 0.5, width: 1, height: 1, class: 'minmax' }, under);
    svgEl('path', { d: minMaxChevrons(p[0], p[1], key === 'maximum'), class: `minmax-mark ${key}` }, over);
  }

  // Arrows: circle (or pill) and shafts with heads.
  for (const e of fp.arrow || []) {
    for (const l of e.lines || []) {
      const pts = l.map(centre).filter(Boolean);
      if (pts.length < 2) continue;
      svgEl('polyline', { points: pts.map((p) => p.join(',')).join(' '), class: 'arrow-shaft' }, under);
      const [x2, y2] = pts[pts.length - 1], [x1, y1] = pts[pts.length - 2];
      const a = Math.atan2(y2 - y1, x2 - x1), h = 0.25;
      svgEl('polyline', { points: `${x2 - h * Math.cos(a - 0.5)},${y2 - h * Math.sin(a - 0.5)} ${x2},${y2} ${x2 - h * Math.cos(a + 0.5)},${y2 - h * Math.sin(a + 0.5)}`, class: 'arrow-shaft' }, under);
    }
    const circle = (e.cells || []).map(parse).filter(Boolean);
    if (circle.length === 1) svgEl('circle', { cx: circle[0].c - 0.5, cy: circle[0].r - 0.5, r: 0.4, class: 'arrow-circle' }, under);
    else if (circle.length > 1) {
      const xs = circle.map((p) => p.c), ys = circle.map((p) => p.r);
      const x = Math.min(...xs) - 1 + 0.1, y = Math.min(...ys) - 1 + 0.1;
      svgEl('rect', { x, y, width: Math.max(...xs) - Math.min(...xs) + 0.8, height: Math.max(...ys) - Math.min(...ys) + 0.8, rx: 0.4, class: 'arrow-circle' }, under);
    }
  }

  // Cages: killer cages with sums; f-puzzles' cosmetic cages the same way.
  for (const e of fp.killercage || []) cage(over, labels, e.cells || [], e.value, 'cage');
  for (const e of fp.cage || []) if (!e.fromConstraint) cage(over, labels, e.cells || [], e.value, 'cage cosmetic');

  // Dots and XV on the edge between two cells.
  for (const [key, cls, plain] of [['difference', 'kropki white', '1'], ['ratio', 'kropki black', '2']]) for (const e of fp[key] || []) {
    const m = e.cells && e.cells.length === 2 ? midpoint(e.cells[0], e.cells[1]) : null;
    if (!m) continue;
    svgEl('circle', { cx: m[0], cy: m[1], r: 0.12, class: cls }, over);
    if (e.value && String(e.value) !== plain) svgEl('text', { x: m[0], y: m[1] + 0.01, class: `kropki-value ${key}` }, over, String(e.value));
  }
  // X and V: large bold letters on a paper patch across the edge (about a third of a cell high).
  for (const e of fp.xv || []) {
    const m = e.cells && e.cells.length === 2 ? midpoint(e.cells[0], e.cells[1]) : null;
    if (!m) continue;
    svgEl('rect', { x: m[0] - 0.17, y: m[1] - 0.19, width: 0.34, height: 0.38, rx: 0.05, class: 'xv-bg' }, over);
    svgEl('text', { x: m[0], y: m[1] + 0.01, class: 'xv' }, over, String(e.value || '').toUpperCase());
  }
  for (const e of fp.quadruple || []) {
    const ps = (e.cells || []).map(parse).filter(Boolean);
    if (ps.length !== 4) continue;
    const x = Math.max(...ps.map((p) => p.c)) - 1, y = Math.max(...ps.map((p) => p.r)) - 1;
    svgEl('circle', { cx: x, cy: y, r: 0.27, class: 'quad' }, over);
    const vals = (e.values || []).join(' ');
    svgEl('text', { x, y: y + 0.01, class: 'quad-values', 'font-size': Math.min(0.16, 0.7 / Math.max(vals.length, 1)).toFixed(3) }, over, vals);
  }

  // Clues outside the grid. Each kind has its own frame, so mixed kinds read apart without colour.
  for (const e of fp.sandwichsum || []) outsideClue(over, e.cell, e.value, 'clue-sandwich');
  for (const e of fp.sandwichx || []) outsideClue(over, e.cell, e.value, 'clue-sandwich');
  for (const e of fp.xsum || []) outsideClue(over, e.cell, e.value, 'clue-xsum');
  for (const e of fp.skyscraper || []) outsideClue(over, e.cell, e.value, 'clue-skyscraper');
  for (const e of fp.littlekillersum || []) {
    const p = centre(e.cell);
    if (!p) continue;
    const dir = { UL: [-1, -1], UR: [1, -1], DL: [-1, 1], DR: [1, 1] }[String(e.direction || '').toUpperCase()];
    outsideClue(over, e.cell, e.value, 'clue-little', dir ? [-dir[0] * 0.12, -dir[1] * 0.12] : [0, 0]);
    if (dir) {
      // A short diagonal arrow from the clue towards the cells it sums.
      const [dx, dy] = dir;
      const x1 = p[0] + dx * 0.2, y1 = p[1] + dy * 0.2, x2 = p[0] + dx * 0.46, y2 = p[1] + dy * 0.46, h = 0.1;
      svgEl('path', { d: `M${x1} ${y1}L${x2} ${y2}M${x2 - dx * h} ${y2}L${x2} ${y2}L${x2} ${y2 - dy * h}`, class: 'little-arrow' }, over);
    }
  }
  // Document 003's rules that f-puzzles lacks.
  for (const e of fp.arrowhead || []) {
    const [a, b] = (e.cells || []).map(centre);
    if (!a || !b) continue;
    // A chevron on the shared edge (or corner), pointing from the smaller cell to the larger one.
    const m = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], deg = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
    const g = svgEl('g', { transform: `translate(${m[0]} ${m[1]}) rotate(${deg})`, class: 'arrowhead' }, over);
    svgEl('path', { d: 'M-0.08 -0.15L0.08 0L-0.08 0.15', class: 'arrowhead-mark' }, g);
    if (String(e.order || '').toLowerCase() === 'partial') svgEl('path', { d: 'M-0.12 -0.19L-0.12 0.19', class: 'arrowhead-mark' }, g);
  }
  if (fp.secretdirection && fp.secretdirection.start) {
    const p = centre(fp.secretdirection.start);
    if (p) {
      svgEl('circle', { cx: p[0], cy: p[1], r: 0.44, class: 'secret-start' }, under);
      svgEl('path', { d: `M${p[0] - 0.3} ${p[1] + 0.12}V${p[1] - 0.4}L${p[0] - 0.06} ${p[1] - 0.32}L${p[0] - 0.3} ${p[1] - 0.24}`, class: 'secret-flag' }, over);
    }
  }
  fawltyTowers(fp).forEach((t) => {
    const cells = (t.cells || []).map(parse).filter(Boolean);
    if (!cells.length) return;
    const c = cells[0].c - 1, top = Math.min(...cells.map((q) => q.r)) - 1;
    svgEl('path', { d: `M${c + 0.12} ${n - 0.04}V${top + 0.2}L${c + 0.5} ${top + 0.06}L${c + 0.88} ${top + 0.2}V${n - 0.04}`, class: 'tower' }, over);
    if (t.sum !== undefined) svgEl('text', { x: c + 0.5, y: n + 0.5, class: 'clue-text tower-sum' }, over, String(t.sum));
  });
  const legend = thermoLegend(fp);
  if (legend) {
    const y0 = n + (model.margin.bottom - legend.height);
    svgEl('text', { x: 0, y: y0 + LEGEND_TITLE / 2, class: 'legend-title' }, over, 'Thermometers to place:');
    for (const it of legend.items) {
      const pts = it.shape.map(([r, c]) => [it.x + (Number(c) + 0.5) * LEGEND_SCALE, y0 + it.y + (Number(r) + 0.5) * LEGEND_SCALE]);
      for (const [r, c] of it.shape) svgEl('rect', { x: it.x + Number(c) * LEGEND_SCALE, y: y0 + it.y + Number(r) * LEGEND_SCALE, width: LEGEND_SCALE, height: LEGEND_SCALE, class: 'legend-cell' }, over);
      svgEl('circle', { cx: pts[0][0], cy: pts[0][1], r: 0.36 * LEGEND_SCALE, class: 'thermo-bulb' }, over);
      if (pts.length > 1) svgEl('polyline', { points: pts.map((q) => q.join(',')).join(' '), class: `thermo-stem legend${String(it.order || '').toLowerCase() === 'partial' ? ' slow' : ''}` }, over);
    }
  }

  for (const e of fp.nurikabe || []) {
    const p = centre(e.cell);
    const rot = { U: -90, R: 0, D: 90, L: 180 }[String(e.direction || '').toUpperCase()];
    // A small filled arrowhead inside the cell at the edge it points through, clear of the digit.
    if (p && rot !== undefined)
      svgEl('path', { d: 'M0.33 -0.1L0.46 0L0.33 0.1Z', transform: `translate(${p[0]} ${p[1]}) rotate(${rot})`, class: 'nurikabe-arrow' }, over);
  }

  // f-puzzles' cosmetic circles, rectangles and text (not the copies drawn from constraints).
  for (const e of fp.circle || []) if (!e.fromConstraint) {
    const ps = (e.cells || []).map(centre).filter(Boolean);
    for (const p of ps) svgEl('circle', { cx: p[0], cy: p[1], r: 0.4 * (Number(e.width) || 1), class: 'cosmetic', stroke: colourOf(e.outlineC), fill: colourOf(e.baseC) }, under);
  }
  for (const e of fp.rectangle || []) if (!e.fromConstraint) {
    const ps = (e.cells || []).map(centre).filter(Boolean);
    if (!ps.length) continue;
    const x = ps.reduce((s, p) => s + p[0], 0) / ps.length, y = ps.reduce((s, p) => s + p[1], 0) / ps.length;
    const w = Number(e.width) || 0.5, h = Number(e.height) || 0.5;
    svgEl('rect', { x: x - w / 2, y: y - h / 2, width: w, height: h, class: 'cosmetic' }, over);
  }
  for (const e of fp.text || []) if (!e.fromConstraint && e.value) {
    const ps = (e.cells || []).map(centre).filter(Boolean);
    if (!ps.length) continue;
    const x = ps.reduce((s, p) => s + p[0], 0) / ps.length, y = ps.reduce((s, p) => s + p[1], 0) / ps.length;
    svgEl('text', { x, y, class: 'cosmetic-text', 'font-size': (0.5 * (Number(e.size) || 1)).toFixed(2), fill: colourOf(e.fontC), transform: e.angle ? `rotate(${Number(e.angle)} ${x} ${y})` : undefined }, over, String(e.value));
  }
}

// A setter's colour from the f-puzzles JSON ("#60C060"), or undefined (the stylesheet's then).
function colourOf(text) {
  return typeof text === 'string' && /^#[0-9a-f]{3,8}$/i.test(text) ? text : undefined;
}

// The four edge chevrons of a minimum or maximum cell centred at (x, y): tips at the edges pointing
// out (maximum) or at the centre side pointing in (minimum).
export function minMaxChevrons(x, y, outward) {
  const tip = outward ? 0.44 : 0.3, base = outward ? 0.3 : 0.44, w = 0.13;
  const parts = [];
  for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]]) {
    const tx = x + dx * tip, ty = y + dy * tip, bx = x + dx * base, by = y + dy * base;
    const px = -dy * w, py = dx * w;   // across the chevron
    parts.push(`M${(bx + px).toFixed(3)} ${(by + py).toFixed(3)}L${tx.toFixed(3)} ${ty.toFixed(3)}L${(bx - px).toFixed(3)} ${(by - py).toFixed(3)}`);
  }
  return parts.join('');
}

function outsideClue(layer, name, value, cls, [ox, oy] = [0, 0]) {
  const c = centre(name);
  const p = c && [c[0] + ox, c[1] + oy];
  if (!p || value === undefined || value === null || value === '') return;
  const g = svgEl('g', { class: `outside-clue ${cls}` }, layer);
  if (cls === 'clue-xsum') svgEl('rect', { x: p[0] - 0.36, y: p[1] - 0.3, width: 0.72, height: 0.6, rx: 0.1, class: 'clue-frame' }, g);
  if (cls === 'clue-skyscraper') svgEl('path', { d: `M${p[0] - 0.35} ${p[1] + 0.3}V${p[1] - 0.15}L${p[0]} ${p[1] - 0.38}L${p[0] + 0.35} ${p[1] - 0.15}V${p[1] + 0.3}Z`, class: 'clue-frame' }, g);
  svgEl('text', { x: p[0], y: p[1] + 0.03, class: 'clue-text' }, g, String(value));
}
