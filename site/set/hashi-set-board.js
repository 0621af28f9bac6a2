// hashi-set-board.js — the board of the setting page for Hashi: islands drawn as the play page draws
// them (play/hashi-game.js's shapes and classes), placed by a click or a tap on a cell (or Enter at the
// keyboard's cursor) and numbered by typing 1 to 8; the engine's live answer drawn over them — a bridge
// every solution has, solid (forced); one some solutions have, faint and dashed; the islands of a
// contradiction hatched. It draws what the setting session (setter.js) holds and turns the pointer and
// keys into its actions.
import { svgEl, eventPoint, addDefs, cellName } from '../play/svg.js';
import { NONE, UNKNOWN } from './hashi-draft.js';

const R = 0.38;   // island radius, as on the play page

export class HashiSetBoard {
  constructor(svg, { session, announce }) {
    this.svg = svg;
    this.session = session;
    this.announce = announce;
    this.cursor = 0;
    this.showCursor = false;
    this.highlight = null;
    this.dims = '';
    this.#bindPointer();
  }

  get selection() { return this.showCursor || this.cursor >= 0 ? [this.cursor] : []; }

  #build() {
    const { rows, cols } = this.session.draft;
    const svg = this.svg;
    svg.replaceChildren();
    svg.setAttribute('viewBox', `-0.05 -0.05 ${cols + 0.1} ${rows + 0.1}`);
    svg.style.setProperty('--aspect', `${cols + 0.1} / ${rows + 0.1}`);
    addDefs(svg);
    svgEl('rect', { x: 0, y: 0, width: cols, height: rows, class: 'board-bg hashi-bg' }, svg);
    // The cells as a faint grid, so a setter sees where an island lines up with another.
    const lines = [];
    for (let r = 1; r < rows; r++) lines.push(`M0 ${r}H${cols}`);
    for (let c = 1; c < cols; c++) lines.push(`M${c} 0V${rows}`);
    svgEl('path', { d: lines.join(''), class: 'set-hashi-grid' }, svg);
    const dots = [];
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) dots.push(`M${c + 0.5} ${r + 0.5}h0`);
    svgEl('path', { d: dots.join(''), class: 'hashi-dots' }, svg);
    this.layers = {};
    for (const n of ['bridges', 'islands', 'outlines']) this.layers[n] = svgEl('g', { class: `layer-${n}` }, svg);
  }

  sync() {
    const d = this.session.draft, live = this.session.live;
    const dims = `${d.rows}x${d.cols}`;
    if (dims !== this.dims) { this.dims = dims; this.cursor = Math.min(this.cursor, d.rows * d.cols - 1); this.#build(); }
    const { bridges, islands, outlines } = this.layers;
    bridges.replaceChildren();
    islands.replaceChildren();
    outlines.replaceChildren();
    const fresh = live && !live.stale && live.phase !== 'waiting';
    this.svg.classList.toggle('stale', !fresh);
    const at = (i) => [(i % d.cols) + 0.5, Math.floor(i / d.cols) + 0.5];
    let forced = 0;
    if (live && Array.isArray(live.bridges) && live.status !== 'none') {
      for (const b of live.bridges) {
        if (d.islands[b.a] === NONE || d.islands[b.b] === NONE) continue;   // an answer for an older draft
        const some = b.values.filter((v) => v > 0);
        if (!some.length) continue;
        const [x1, y1] = at(b.a), [x2, y2] = at(b.b);
        const horizontal = y1 === y2;
        const ends = horizontal ? [x1 + R, y1, x2 - R, y2] : [x1, y1 + R, x2, y2 - R];
        const sure = b.values.length === 1 && !b.open.length;   // every solution has this many
        if (sure) forced++;
        const count = sure ? b.values[0] : Math.min(...some);
        const cls = sure ? 'bridge forced' : 'bridge-possible';
        const off = count === 2 ? 0.09 : 0;
        for (const s of count === 2 ? [-1, 1] : [0]) {
          const [dx, dy] = horizontal ? [0, s * off] : [s * off, 0];
          svgEl('line', { x1: ends[0] + dx, y1: ends[1] + dy, x2: ends[2] + dx, y2: ends[3] + dy, class: cls, 'data-link': `${b.a}-${b.b}`, 'data-values': b.values.join('') }, bridges);
        }
      }
    }
    this.svg.dataset.forced = String(forced);
    const errors = new Set(live.phase === 'draft' ? live.problem.cells : live.status === 'none' && live.conflict && !live.stale ? live.conflict.parts.flatMap((p) => p.cells) : []);
    const hint = new Set(this.highlight ? [...(this.highlight.cause || []), ...(this.highlight.targets || [])] : []);
    d.islands.forEach((x, i) => {
      if (x === NONE) return;
      const [cx, cy] = at(i);
      const cls = ['island', errors.has(i) ? 'error' : '', x === UNKNOWN ? 'unnumbered' : ''].join(' ').trim();
      const g = svgEl('g', { class: cls, 'data-cell': i }, islands);
      svgEl('circle', { cx, cy, r: R, class: 'island-disc' }, g);
      if (errors.has(i)) {
        svgEl('circle', { cx, cy, r: R, class: 'island-hatch' }, g);
        svgEl('circle', { cx, cy, r: R + 0.07, class: 'outline-error' }, outlines);
      }
      svgEl('text', { x: cx, y: cy + 0.02, class: 'island-clue' }, g, x === UNKNOWN ? '?' : String(x));
      if (hint.has(i)) svgEl('circle', { cx, cy, r: R + 0.12, class: 'outline-hint' }, outlines);
    });
    this.svg.dataset.cursor = String(this.showCursor ? this.cursor : -1);   // for tests and screen-reader tools
    if (this.showCursor) {
      const r = Math.floor(this.cursor / d.cols), c = this.cursor % d.cols;
      svgEl('rect', { x: c + 0.03, y: r + 0.03, width: 0.94, height: 0.94, rx: 0.12, class: 'outline-sel' }, outlines);
    }
  }

  #cellAt(e) {
    const p = eventPoint(this.svg, e), d = this.session.draft;
    const c = Math.floor(p.x), r = Math.floor(p.y);
    return r >= 0 && r < d.rows && c >= 0 && c < d.cols ? r * d.cols + c : -1;
  }

  #bindPointer() {
    this.svg.addEventListener('pointerdown', (e) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      const i = this.#cellAt(e);
      if (i < 0) return;
      e.preventDefault();
      this.svg.focus({ preventScroll: true });
      this.cursor = i;
      this.showCursor = true;
      this.session.act({ type: 'cells', cells: [i] });
      this.#describe();
    });
  }

  #describe() {
    const d = this.session.draft, x = d.islands[this.cursor];
    const where = cellName(Math.floor(this.cursor / d.cols), this.cursor % d.cols);
    this.announce(`${where}: ${x === NONE ? 'no island' : x === UNKNOWN ? 'an island without a number' : `an island with ${x}`}`);
  }

  handleKey(e) {
    const d = this.session.draft;
    const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (arrows[e.key]) {
      const [dr, dc] = arrows[e.key];
      if (this.showCursor) {
        const r = Math.max(0, Math.min(d.rows - 1, Math.floor(this.cursor / d.cols) + dr));
        const c = Math.max(0, Math.min(d.cols - 1, (this.cursor % d.cols) + dc));
        this.cursor = r * d.cols + c;
      }
      this.showCursor = true;
      this.sync();
      this.#describe();
      return true;
    }
    if (e.key === 'Enter' || (e.key === ' ' && !e.shiftKey)) {
      this.showCursor = true;
      this.session.act({ type: 'cells', cells: [this.cursor] });
      this.#describe();
      return true;
    }
    if (e.key === 'Delete' || e.key === 'Backspace') { this.erase(); return true; }
    if (e.key === 'Escape') { this.showCursor = false; this.sync(); return true; }
    if (e.ctrlKey || e.metaKey || e.altKey) return false;
    const code = /^(?:Digit|Numpad)(\d)$/.exec(e.code || '');
    const dgt = code ? Number(code[1]) : /^[1-8]$/.test(e.key) ? Number(e.key) : 0;
    if (dgt >= 1 && dgt <= 8) { this.input(dgt); return true; }
    return false;
  }

  input(d) {
    this.showCursor = true;
    this.session.act({ type: 'digit', cells: [this.cursor], d });
    this.#describe();
  }

  erase() {
    this.session.act({ type: 'erase', cells: [this.cursor] });
    this.#describe();
  }

  show(highlight) {
    this.highlight = highlight;
    this.sync();
  }
}
