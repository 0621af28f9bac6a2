// chain-draw.js — draws a hint's pattern on a cell board (issue 19): the candidates it uses as small
// rings with their digit, its links as arrows between candidate positions — strong links solid, weak
// links dashed, as HoDoKu and Sudoku Explainer draw them — and the candidates it removes struck out in
// the effect colour. Everything is an outline or a translucent stroke, so clues, drawn rules and the
// player's colours stay visible under it.
import { svgEl } from './svg.js';
import { symbol } from './cell-state.js';

const key = (cv) => `${cv.cell}:${cv.value}`;

// Where candidate `value` sits in its cell: a k×k grid (k = ⌈√n⌉: 3×3 for 9×9), as pencil marks are
// usually laid out, so a link lands on the digit it is about.
export function candidatePoint(model, cell, value) {
  const k = Math.ceil(Math.sqrt(model.maxValue));
  const r = Math.floor(cell / model.cols), c = cell % model.cols;
  return { x: c + (((value - 1) % k) + 0.5) / k, y: r + (Math.floor((value - 1) / k) + 0.5) / k };
}

// Draws into `layer` (emptied first): links, then the pattern's candidates (`hintNodes` and the links'
// ends), then the removed candidates (`hintRemoved`).
export function drawChain(layer, model, overlay) {
  layer.replaceChildren();
  const links = overlay.hintChain || [], removed = overlay.hintRemoved || [];
  const nodes = new Map();
  for (const n of overlay.hintNodes || []) nodes.set(key(n), n);
  for (const l of links) { nodes.set(key(l.from), l.from); nodes.set(key(l.to), l.to); }
  if (!links.length && !nodes.size && !removed.length) return;
  const k = Math.ceil(Math.sqrt(model.maxValue));
  const rad = 0.46 / k;
  const seen = new Set();
  for (const l of links) {
    const id = `${key(l.from)}>${key(l.to)}`;
    if (seen.has(id)) continue;   // a forcing chain's branches may share a link
    seen.add(id);
    const a = candidatePoint(model, l.from.cell, l.from.value), b = candidatePoint(model, l.to.cell, l.to.value);
    const dx = b.x - a.x, dy = b.y - a.y, len = Math.hypot(dx, dy);
    if (len < 1e-6) continue;
    const ux = dx / len, uy = dy / len;
    // A bend (always to the same side of the direction of travel) keeps a link off the candidates
    // beside its ends and along its way, and two links between the same cells apart, as HoDoKu's
    // curves do; long links bend more, so they leave their candidate at an angle.
    // A link inside one cell (an XY-chain's "this cell is x or y") bulges towards the cell's centre, so
    // it shows between two candidates that nearly touch.
    const same = l.from.cell === l.to.cell;
    const bend = same ? 0.3 : Math.min(1, len * 0.22);
    let nx = -uy, ny = ux;
    if (same) {
      const cx = (l.from.cell % model.cols) + 0.5, cy = Math.floor(l.from.cell / model.cols) + 0.5;
      if ((cx - (a.x + b.x) / 2) * nx + (cy - (a.y + b.y) / 2) * ny < 0) { nx = -nx; ny = -ny; }
    }
    const mx = (a.x + b.x) / 2 + nx * bend, my = (a.y + b.y) / 2 + ny * bend;
    // Start and end on the rings' edges, aimed at the control point.
    const sx = mx - a.x, sy = my - a.y, sl = Math.hypot(sx, sy);
    const ex = b.x - mx, ey = b.y - my, el = Math.hypot(ex, ey);
    const x1 = a.x + (sx / sl) * rad, y1 = a.y + (sy / sl) * rad;
    const x2 = b.x - (ex / el) * rad * 1.15, y2 = b.y - (ey / el) * rad * 1.15;
    svgEl('path', {
      d: `M${x1.toFixed(3)} ${y1.toFixed(3)}Q${mx.toFixed(3)} ${my.toFixed(3)} ${x2.toFixed(3)} ${y2.toFixed(3)}`,
      class: `chain-link ${l.strong ? 'strong' : 'weak'}`, 'marker-end': `url(#arrow-${l.strong ? 'strong' : 'weak'})`,
      'data-from': key(l.from), 'data-to': key(l.to),
    }, layer);
  }
  const font = Math.max(0.14, rad * 1.5);
  for (const n of nodes.values()) {
    const p = candidatePoint(model, n.cell, n.value);
    svgEl('circle', { cx: p.x, cy: p.y, r: rad, class: 'chain-node', 'data-cell': n.cell, 'data-value': n.value }, layer);
    svgEl('text', { x: p.x, y: p.y + font * 0.05, class: 'chain-digit', style: `font-size:${font.toFixed(3)}px` }, layer, symbol(n.value));
  }
  for (const n of removed) {
    const p = candidatePoint(model, n.cell, n.value), d = rad * 0.75;
    svgEl('circle', { cx: p.x, cy: p.y, r: rad, class: 'chain-removed', 'data-cell': n.cell, 'data-value': n.value }, layer);
    svgEl('text', { x: p.x, y: p.y + font * 0.05, class: 'chain-digit removed', style: `font-size:${font.toFixed(3)}px` }, layer, symbol(n.value));
    svgEl('path', { d: `M${p.x - d} ${p.y + d}L${p.x + d} ${p.y - d}`, class: 'chain-strike' }, layer);
  }
}

// The arrowheads (in <defs>): one per kind of link, coloured as the link.
export function addChainMarkers(defs) {
  for (const kind of ['strong', 'weak']) {
    const m = svgEl('marker', { id: `arrow-${kind}`, viewBox: '0 0 10 10', refX: 8, refY: 5, markerWidth: 5, markerHeight: 5,
      orient: 'auto-start-reverse', markerUnits: 'strokeWidth' }, defs);
    svgEl('path', { d: 'M0 0L10 5L0 10z', class: `chain-arrow ${kind}` }, m);
  }
}
