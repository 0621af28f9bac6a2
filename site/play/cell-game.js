// cell-game.js — the board of the cell genres (Sudoku, variants, Tectonic) in SVG, and its input:
// select cells by click, drag (mouse, pen, touch) and arrow keys; type digits in the entry modes —
// normal, corner / centre / negative ("not this digit") pencil marks, colours, and for a Nurikabe
// Sudoku shading (click or drag paints the ocean). Genre modules give the model (cell-state.js) and, for variants, a
// decorator that draws the rules' shapes. The page (main.js) owns the history: this file asks it for
// the current state and hands it new ones.
//
// Board units: one cell = 1, cell (r, c) spans [c, c+1] × [r, r+1]; a margin around the grid holds
// outside clues. Static layers (grid, regions, decorations) are drawn once; the dynamic ones (values,
// marks, selection, hint and error overlays) are redrawn on every change — at most 625 cells.
import { svgEl, eventPoint, addDefs, cellName } from './svg.js';
import { symbol, valueOfChar, marksOf, setDigit, toggleMark, toggleColour, setShaded, clearCells, canTake } from './cell-state.js';
import { drawChain, addChainMarkers } from './chain-draw.js';

// Entry modes in the order Space cycles them; 'shade' only where the model has shading.
export const MODES = ['normal', 'corner', 'centre', 'negative', 'colour', 'shade'];
// SudokuPad's letter keys for the modes (only where letters are not values, up to 9×9).
const MODE_KEYS = { z: 'normal', x: 'corner', c: 'centre', n: 'negative', v: 'colour', s: 'shade' };
// Where corner marks go, in order: the four corners, then the edges' middles (SudokuPad's layout).
// Two presses on one cell closer than this (ms) are a double-click (the system's usual default).
const DOUBLE_MS = 400;
const CORNER_SPOTS = [[0.2, 0.22], [0.8, 0.22], [0.2, 0.8], [0.8, 0.8], [0.5, 0.22], [0.5, 0.8], [0.2, 0.51], [0.8, 0.51]];

export class CellGame {
  constructor(svg, model, { getState, commit, announce, refuse, settings, decorate }) {
    this.svg = svg;
    this.model = model;
    this.getState = getState;
    this.commit = commit;
    this.announce = announce;
    // A refused move: its reason shown near the board as well as spoken (main.js / embed.js).
    this.refuse = refuse || announce;
    this.settings = settings;
    this.mode = 'normal';
    this.modes = MODES.filter((m) => m !== 'shade' || model.shading);
    this.preview = null;   // the state while a shading drag is under way, committed when it ends
    this.selection = [];
    this.cursor = -1;
    this.overlay = {};
    this.onModeChange = () => {};
    // A drag (or click) on the cells has ended: {dragged} says whether it passed more than one cell.
    // The setting page (set/set-board.js) makes a cage, a region or a line of what was passed.
    this.onDragEnd = () => {};
    this.decorate = decorate;
    this.#build(decorate);
    this.#bindPointer();
  }

  // A new model on the same board — the setting page's draft changed its regions or rules: the static
  // layers are drawn again, the pointer and keys stay bound, the selection keeps the cells that exist.
  setModel(model) {
    this.model = model;
    this.selection = this.selection.filter((i) => i < model.size);
    if (this.cursor >= model.size) this.cursor = -1;
    this.#build(this.decorate);
  }

  #build(decorate) {
    const { rows, cols, margin } = this.model;
    const svg = this.svg;
    svg.replaceChildren();
    const pad = 0.06;
    const x0 = -margin.left - pad, y0 = -margin.top - pad;
    const w = cols + margin.left + margin.right + 2 * pad, h = rows + margin.top + margin.bottom + 2 * pad;
    svg.setAttribute('viewBox', `${x0} ${y0} ${w} ${h}`);
    svg.style.setProperty('--aspect', `${w} / ${h}`);
    addChainMarkers(addDefs(svg));
    this.layers = {};
    // 'labels' (cage sums) lie above the highlight outlines, which would otherwise cross them.
    // 'chain' (a hint's links and candidates, chain-draw.js) is on top: thin strokes and rings only.
    for (const name of ['bg', 'under', 'fills', 'grid', 'over', 'text', 'outlines', 'labels', 'chain'])
      this.layers[name] = svgEl('g', { class: `layer-${name}` }, svg);
    svgEl('rect', { x: 0, y: 0, width: cols, height: rows, class: 'board-bg' }, this.layers.bg);
    this.#drawGrid();
    if (decorate) decorate(this.layers, this.model);
  }

  // Thin lines between all cells; thick ones where the region changes, and around the grid.
  #drawGrid() {
    const { rows, cols, regions } = this.model;
    const g = this.layers.grid;
    const thin = [], thick = [];
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      if (c + 1 < cols) (regions[i] !== regions[i + 1] ? thick : thin).push(`M${c + 1} ${r}v1`);
      if (r + 1 < rows) (regions[i] !== regions[i + cols] ? thick : thin).push(`M${c} ${r + 1}h1`);
    }
    svgEl('path', { d: thin.join(''), class: 'grid-thin' }, g);
    svgEl('path', { d: thick.join(''), class: 'grid-thick' }, g);
    svgEl('rect', { x: 0, y: 0, width: cols, height: rows, class: 'grid-border' }, g);
  }

  // ---- drawing the state ----
  render(state, overlay = this.overlay) {
    this.overlay = overlay;
    const { rows, cols, size, givens } = this.model;
    const { fills, text, outlines } = this.layers;
    fills.replaceChildren();
    text.replaceChildren();
    outlines.replaceChildren();
    const selected = new Set(this.selection);
    const hint = new Set(overlay.hintCells || []);
    const target = new Set(overlay.hintTargets || []);
    const cause = new Set(overlay.hintCause || []);   // a hint's cause: ringed, apart from its effect (target)
    const errors = new Set(overlay.errorCells || []);
    const clashes = new Set(overlay.clashCells || []);   // live feedback: digits that break a rule
    const focusValue = this.cursor >= 0 ? state.v[this.cursor] : 0;
    // The selected digit's copies are tinted; with the setting on, the cells it cannot take (filled, or
    // seeing a copy of it) are greyed, so the places it can still go stand out.
    const greyOut = Boolean(focusValue && this.settings && this.settings().greyCannot);
    for (let i = 0; i < size; i++) {
      const r = Math.floor(i / cols), c = i % cols;
      const value = state.v[i];
      // The selection's fill goes under the player's colour (the solid outline still shows the
      // selection), and the hint's translucent fill over it, so a colour is never hidden.
      if (selected.has(i)) svgEl('rect', { x: c, y: r, width: 1, height: 1, class: 'fill-sel' }, fills);
      else if (focusValue && value === focusValue) svgEl('rect', { x: c, y: r, width: 1, height: 1, class: 'fill-same' }, fills);
      else if (greyOut && this.model.cellMax[i] > 0 && !canTake(this.model, state, i, focusValue))
        svgEl('rect', { x: c, y: r, width: 1, height: 1, class: 'fill-cannot', 'data-cell': i }, fills);
      if (state.colour[i]) this.#drawColours(fills, i, r, c, marksOf(state.colour[i]));
      if (state.shaded[i]) svgEl('rect', { x: c, y: r, width: 1, height: 1, class: 'fill-shaded', 'data-cell': i }, fills);
      if (hint.has(i)) svgEl('rect', { x: c, y: r, width: 1, height: 1, class: 'fill-hint' }, fills);
      if (errors.has(i)) svgEl('rect', { x: c, y: r, width: 1, height: 1, class: 'fill-error' }, fills);
      if (value) {
        const cls = (givens[i] ? 'value given' : errors.has(i) ? 'value player wrong' : 'value player') + (clashes.has(i) ? ' clash' : '');
        svgEl('text', { x: c + 0.5, y: r + 0.54, class: cls, 'data-cell': i }, text, symbol(value));
        // A clash is a dashed ring round the digit and a corner notch: a shape, not only a colour.
        if (clashes.has(i)) {
          svgEl('circle', { cx: c + 0.5, cy: r + 0.5, r: 0.36, class: 'ring-clash', 'data-cell': i }, outlines);
          svgEl('path', { d: `M${c + 1} ${r}h-0.3l0.3 0.3z`, class: 'notch-clash' }, outlines);
        }
      } else {
        this.#drawMarks(text, i, r, c, marksOf(state.corner[i]), marksOf(state.centre[i]), marksOf(state.negative[i]));
      }
      // Outlines are the shape half of each highlight: selection solid, hint dotted, target double,
      // error dashed — so none depends on telling colours apart.
      if (selected.has(i)) svgEl('rect', { x: c + 0.06, y: r + 0.06, width: 0.88, height: 0.88, class: 'outline-sel', 'data-cell': i }, outlines);
      if (hint.has(i)) svgEl('rect', { x: c + 0.1, y: r + 0.1, width: 0.8, height: 0.8, class: 'outline-hint', 'data-cell': i }, outlines);
      if (target.has(i)) {
        svgEl('rect', { x: c + 0.12, y: r + 0.12, width: 0.76, height: 0.76, class: 'outline-target', 'data-cell': i }, outlines);
        svgEl('rect', { x: c + 0.2, y: r + 0.2, width: 0.6, height: 0.6, class: 'outline-target inner' }, outlines);
      }
      if (errors.has(i)) svgEl('rect', { x: c + 0.1, y: r + 0.1, width: 0.8, height: 0.8, class: 'outline-error', 'data-cell': i }, outlines);
      if (cause.has(i)) svgEl('circle', { cx: c + 0.5, cy: r + 0.5, r: 0.42, class: 'ring-cause', 'data-cell': i }, outlines);
    }
    drawChain(this.layers.chain, this.model, overlay);
    this.svg.setAttribute('aria-activedescendant', '');
    this.svg.dataset.cursor = String(this.cursor);   // where the keyboard's cursor is (tests read it)
    this.#label(state);
  }

  // The player's colours: the whole cell for one, equal slices round the centre for several (as
  // SudokuPad draws them), each slice a polygon clipped to the cell square.
  #drawColours(layer, i, r, c, colours) {
    if (colours.length === 1) {
      svgEl('rect', { x: c, y: r, width: 1, height: 1, class: `fill-colour c${colours[0]}`, 'data-cell': i }, layer);
      return;
    }
    const edge = (a) => {   // where the ray from the centre at angle a leaves the cell
      const dx = Math.cos(a), dy = Math.sin(a), t = 0.5 / Math.max(Math.abs(dx), Math.abs(dy));
      return [c + 0.5 + dx * t, r + 0.5 + dy * t];
    };
    const corners = [[1, 1], [-1, 1], [-1, -1], [1, -1]].map(([sx, sy]) => ({ a: Math.atan2(sy, sx), p: [c + 0.5 + sx / 2, r + 0.5 + sy / 2] }));
    const start = -Math.PI / 2 - Math.PI / 4;   // the first slice begins at the top-left corner
    const step = (2 * Math.PI) / colours.length;
    colours.forEach((k, n) => {
      const a0 = start + n * step, a1 = a0 + step;
      const pts = [[c + 0.5, r + 0.5], edge(a0)];
      for (const { a, p } of corners) {
        // the corner's angle, moved into [a0, a0 + 2π)
        let b = a;
        while (b < a0) b += 2 * Math.PI;
        while (b >= a0 + 2 * Math.PI) b -= 2 * Math.PI;
        if (b > a0 && b < a1) pts.push([b, p]);
      }
      const inner = pts.slice(2).sort((x, y) => x[0] - y[0]).map(([, p]) => p);
      const poly = [pts[0], pts[1], ...inner, edge(a1)];
      svgEl('polygon', { points: poly.map((p) => `${p[0].toFixed(3)},${p[1].toFixed(3)}`).join(' '), class: `fill-colour c${k}`, 'data-cell': i }, layer);
    });
  }

  #drawMarks(layer, i, r, c, corner, centre, negative) {
    const many = corner.length > CORNER_SPOTS.length;
    corner.forEach((d, k) => {
      // More marks than spots (16×16 and up): a row along the top, then the bottom.
      const [dx, dy] = many ? [0.12 + (k % 6) * 0.152, k < 6 ? 0.2 : k < 12 ? 0.82 : 0.51] : CORNER_SPOTS[k];
      svgEl('text', { x: c + dx, y: r + dy, class: 'mark corner', 'data-cell': i }, layer, symbol(d));
    });
    if (centre.length) {
      const s = centre.map(symbol).join('');
      const fontSize = Math.min(0.28, 1.5 / Math.max(s.length, 1));
      svgEl('text', { x: c + 0.5, y: r + 0.52, class: 'mark centre', 'data-cell': i, style: `font-size:${fontSize.toFixed(3)}px` }, layer, s);
    }
    // Negative marks: struck-through digits along the bottom edge (a shape, not only a colour).
    if (negative.length) {
      const s = negative.map(symbol).join('');
      const fontSize = Math.min(0.2, 1.3 / Math.max(s.length, 1));
      const y = r + (corner.length > 2 ? 0.66 : 0.84);
      svgEl('text', { x: c + 0.5, y, class: 'mark negative', 'data-cell': i, style: `font-size:${fontSize.toFixed(3)}px` }, layer, s);
      const half = Math.min(0.45, s.length * fontSize * 0.32);
      svgEl('line', { x1: c + 0.5 - half, y1: y, x2: c + 0.5 + half, y2: y, class: 'mark-strike' }, layer);
    }
  }

  // The board's accessible name says where the cursor is and what the cell holds.
  #label(state) {
    if (this.cursor < 0) return;
    const i = this.cursor, { cols, givens } = this.model;
    const name = cellName(Math.floor(i / cols), i % cols);
    const v = state.v[i];
    let what = v ? `${symbol(v)}${givens[i] ? ' (given)' : ''}` : 'empty';
    for (const kind of ['corner', 'centre', 'negative']) {
      const marks = marksOf(state[kind][i]);
      if (!v && marks.length) what += `, ${kind === 'negative' ? 'not' : `${kind} marks`} ${marks.map(symbol).join(' ')}`;
    }
    if (state.colour[i]) what += `, colour ${state.colour[i]}`;
    if (state.shaded[i]) what += ', shaded';
    const extra = this.selection.length > 1 ? ` (${this.selection.length} cells selected)` : '';
    this.announce(`${name}: ${what}${extra}`);
  }

  // ---- selection ----
  select(cells, { add = false } = {}) {
    const list = add ? [...new Set([...this.selection, ...cells])] : [...new Set(cells)];
    this.selection = list;
    // The cursor is the cell asked for last, also when it was selected already (Shift+arrow back over
    // the selection moves it, as in SudokuPad).
    this.cursor = cells.length ? cells[cells.length - 1] : list.length ? list[list.length - 1] : -1;
    this.render(this.getState());
  }

  #cellAt(event) {
    const { x, y } = eventPoint(this.svg, event);
    const c = Math.floor(x), r = Math.floor(y);
    if (!(r >= 0 && r < this.model.rows && c >= 0 && c < this.model.cols)) return -1;
    return r * this.model.cols + c;
  }

  // Shade mode: the first cell decides whether the drag shades or clears; every cell it passes follows,
  // previewed until the pointer is lifted, then committed as one move (one undo step).
  #paint(i, start) {
    if (start) {
      this.paintBase = this.getState();
      this.paintOn = this.paintBase.shaded[i] ? 0 : 1;
      this.paintCells = [];
    }
    if (this.paintCells.includes(i)) return;
    this.paintCells.push(i);
    this.selection = [i];
    this.cursor = i;
    this.preview = setShaded(this.model, this.paintBase, this.paintCells, this.paintOn);
    this.render(this.preview);
  }

  #endPaint() {
    if (!this.preview) return;
    const next = this.preview;
    this.preview = null;
    if (next !== this.getState()) this.commit(next);
    else this.render(this.getState());
  }

  // The cells on the straight line from cell `from` to cell `to`, `from` excluded: a quick drag (or a
  // busy page, where the browser merges pointer moves) jumps several cells between two events, and
  // every cell passed over must still be shaded or selected.
  #cellsBetween(from, to) {
    const cols = this.model.cols;
    const r0 = Math.floor(from / cols), c0 = from % cols, r1 = Math.floor(to / cols), c1 = to % cols;
    const steps = Math.max(Math.abs(r1 - r0), Math.abs(c1 - c0));
    const out = [];
    for (let k = 1; k <= steps; k++)
      out.push(Math.round(r0 + ((r1 - r0) * k) / steps) * cols + Math.round(c0 + ((c1 - c0) * k) / steps));
    return out;
  }

  // Double-click (or double tap) on a cell selects every cell with its digit — or, on an empty
  // coloured cell, every cell with the same colours (SudokuPad's habit).
  selectAlike(i) {
    const state = this.getState();
    const v = state.v[i], colour = state.colour[i];
    let cells = [], what = '';
    if (v) { cells = state.v.map((x, k) => (x === v ? k : -1)).filter((k) => k >= 0); what = `every ${symbol(v)}`; }
    else if (colour) { cells = state.colour.map((x, k) => (x === colour ? k : -1)).filter((k) => k >= 0); what = 'every cell of this colour'; }
    if (cells.length < 2) return false;
    // The clicked cell last: it stays the cursor, so its digit stays the one highlighted.
    this.select([...cells.filter((k) => k !== i), i]);
    this.announce(`Selected ${what}: ${cells.length} cells`);
    return true;
  }

  #bindPointer() {
    let dragging = false;
    let lastCell = -1;   // the cell the drag was last over
    let moved = false;   // whether it has passed into another cell
    let lastDown = { cell: -1, time: -Infinity };   // for double-clicks and double taps
    this.svg.addEventListener('pointerdown', (e) => {
      if (e.button !== 0 && e.pointerType === 'mouse') return;
      const i = this.#cellAt(e);
      if (i < 0) return;
      e.preventDefault();
      this.svg.focus({ preventScroll: true });
      dragging = true;
      lastCell = i;
      moved = false;
      this.svg.setPointerCapture(e.pointerId);
      if (this.mode === 'shade') { this.#paint(i, true); return; }
      const double = lastDown.cell === i && e.timeStamp - lastDown.time < DOUBLE_MS;
      lastDown = { cell: i, time: double ? -Infinity : e.timeStamp };
      if (double && !(e.ctrlKey || e.metaKey || e.shiftKey) && this.selectAlike(i)) { dragging = false; return; }
      const add = e.ctrlKey || e.metaKey || e.shiftKey;
      if (add && this.selection.includes(i) && this.selection.length > 1) {
        this.selection = this.selection.filter((x) => x !== i);   // Ctrl+click on a selected cell drops it
        this.cursor = this.selection[this.selection.length - 1];
        this.render(this.getState());
      } else this.select([i], { add });
    });
    this.svg.addEventListener('pointermove', (e) => {
      if (!dragging) return;
      const i = this.#cellAt(e);
      if (i < 0 || i === lastCell) return;
      const passed = lastCell >= 0 ? this.#cellsBetween(lastCell, i) : [i];
      lastCell = i;
      moved = true;
      if (this.preview) for (const c of passed) this.#paint(c, false);
      else if (passed.some((c) => !this.selection.includes(c))) this.select(passed, { add: true });
    });
    const stop = () => {
      const was = dragging;
      dragging = false;
      this.#endPaint();
      if (was) this.onDragEnd({ dragged: moved });
    };
    this.svg.addEventListener('pointerup', stop);
    this.svg.addEventListener('pointercancel', stop);
  }

  // ---- input ----
  setMode(mode) {
    this.mode = this.modes.includes(mode) ? mode : 'normal';
    this.onModeChange(this.mode);
  }

  nextMode() {
    this.setMode(this.modes[(this.modes.indexOf(this.mode) + 1) % this.modes.length]);
  }

  // A digit from a key or the pad, in the current mode (or `mode`).
  input(d, mode = this.mode) {
    if (!this.selection.length) {
      this.refuse('Select a cell first (click it, or use the arrow keys).');
      return;
    }
    const state = this.getState();
    let next;
    if (mode === 'corner' || mode === 'centre' || mode === 'negative') next = toggleMark(this.model, state, this.selection, d, mode);
    else if (mode === 'colour') next = d <= 9 ? toggleColour(this.model, state, this.selection, d) : state;
    else if (mode === 'shade') next = this.toggleShade();
    else next = setDigit(this.model, state, this.selection, d, { autoRemove: this.settings().autoRemove });
    if (next === state) {
      const i = this.selection.find((x) => !this.model.givens[x]);
      if (i === undefined) this.refuse('Given digits are fixed.');
      else if (d > this.model.cellMax[i]) this.refuse(`${symbol(d)} does not fit here: this cell takes 1 to ${this.model.cellMax[i]}.`);
      return;
    }
    this.commit(next);
  }

  // Shade mode from the keyboard or the pad: shades the selection, or clears it when all is shaded.
  toggleShade(state = this.getState()) {
    const on = this.selection.every((i) => state.shaded[i]) ? 0 : 1;
    return setShaded(this.model, state, this.selection, on);
  }

  erase() {
    const state = this.getState();
    const next = clearCells(this.model, state, this.selection);
    if (next !== state) this.commit(next);
  }

  move(dr, dc, extend) {
    const { rows, cols } = this.model;
    let i = this.cursor;
    if (i < 0) i = 0;
    else {
      const r = (Math.floor(i / cols) + dr + rows) % rows, c = ((i % cols) + dc + cols) % cols;
      i = r * cols + c;
    }
    this.select([i], { add: extend });
  }

  // Keys of the cell genres; returns true when the key was used. (Undo/redo are main.js's.)
  handleKey(e) {
    const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (arrows[e.key]) {
      this.move(...arrows[e.key], e.shiftKey || e.ctrlKey || e.metaKey);
      return true;
    }
    if (e.key === ' ') { this.nextMode(); return true; }
    if (this.mode === 'shade' && e.key === 'Enter') { const s = this.getState(), n = this.toggleShade(s); if (n !== s) this.commit(n); return true; }
    if (e.key === 'Backspace' || e.key === 'Delete') { this.erase(); return true; }
    if (e.key === 'Escape') { this.select([]); return true; }
    if (e.ctrlKey || e.metaKey || e.altKey) return false;
    const modeKey = MODE_KEYS[e.key.toLowerCase()];
    if (modeKey && this.model.maxValue <= 9 && this.modes.includes(modeKey)) { this.setMode(modeKey); return true; }
    // The digit from the physical key, so Shift+1 (which types '!') is still 1 — Shift means corner.
    let d = 0;
    const code = /^(?:Digit|Numpad)(\d)$/.exec(e.code || '');
    if (code) d = Number(code[1]);
    else d = valueOfChar(e.key);
    if (d === 0 && code) return false;
    if (d >= 1 && d <= this.model.maxValue) {
      this.input(d, e.shiftKey ? 'corner' : this.mode);
      return true;
    }
    return false;
  }
}
