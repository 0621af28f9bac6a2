// svg.js — small helpers for the boards: make SVG elements, turn a pointer event into board units,
// and the shared <defs> (hatching that marks errors by pattern, not by colour alone).
export const NS = 'http://www.w3.org/2000/svg';

export function svgEl(tag, attrs = {}, parent = null, text = null) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) e.setAttribute(k, v);
  if (text !== null) e.textContent = text;
  if (parent) parent.appendChild(e);
  return e;
}

// The point of a pointer event in the SVG's user units (the board's cell units).
export function eventPoint(svg, event) {
  const m = svg.getScreenCTM();
  if (!m) return { x: NaN, y: NaN };
  const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(m.inverse());
  return { x: p.x, y: p.y };
}

// Patterns every board uses: diagonal hatching for errors, dots for hints.
export function addDefs(svg) {
  const defs = svgEl('defs', {}, svg);
  const hatch = svgEl('pattern', { id: 'hatch-error', width: 0.18, height: 0.18, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' }, defs);
  svgEl('rect', { width: 0.18, height: 0.18, class: 'hatch-bg' }, hatch);
  svgEl('line', { x1: 0, y1: 0, x2: 0, y2: 0.18, class: 'hatch-line' }, hatch);
  const dots = svgEl('pattern', { id: 'dots-hint', width: 0.2, height: 0.2, patternUnits: 'userSpaceOnUse' }, defs);
  svgEl('rect', { width: 0.2, height: 0.2, class: 'dots-bg' }, dots);
  svgEl('circle', { cx: 0.1, cy: 0.1, r: 0.035, class: 'dots-dot' }, dots);
  return defs;
}

// "r3c4" (1-based) ↔ row, column (0-based).
export function cellName(r, c) {
  return `r${r + 1}c${c + 1}`;
}

export function parseCellName(name) {
  const m = /^r(\d+)c(\d+)$/i.exec(String(name).trim());
  return m ? { r: Number(m[1]) - 1, c: Number(m[2]) - 1 } : null;
}
