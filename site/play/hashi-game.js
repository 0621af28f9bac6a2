// hashi-game.js — the Hashi board in SVG and its input. Click or tap between two islands, or drag from
// one island towards another, to cycle that link 0 → 1 → 2 → 0 bridges; while a drag is under way the
// bridge it would give is drawn faintly (Tatham's Bridges and puzz.link do the same). In "No bridge"
// mode (or with the right mouse button) the same gestures mark a link that takes no bridge. With the
// setting on, islands joined by bridges share a colour per group. A bridge that would cross another is
// refused with a message. Keyboard: arrows move a cursor between islands, Shift+arrow (or Enter, then an
// arrow) cycles the bridge in that direction (or marks it, in No bridge mode); Space switches mode.
//
// Board units: one cell = 1; island (r, c) sits at (c + 0.5, r + 0.5).
import { svgEl, eventPoint, addDefs } from './svg.js';
import { cycleLink, toggleNoBridge, nextCount, bridgeCounts, groupColours, name, linkName } from './hashi-state.js';

const R = 0.38;   // island radius
export const LINK_MODES = ['bridge', 'nobridge'];

export class HashiGame {
  constructor(svg, model, { getState, commit, announce, refuse, settings }) {
    this.svg = svg;
    this.model = model;
    this.getState = getState;
    this.commit = commit;
    this.announce = announce;
    this.refuse = refuse || announce;   // a refused bridge: its reason shown near the board and spoken
    this.settings = settings || (() => ({}));
    this.modes = LINK_MODES;
    this.mode = 'bridge';
    this.onModeChange = () => {};
    this.cursor = 0;          // island number under the keyboard cursor
    this.showCursor = false;  // drawn once the keyboard (or a tap on an island) has used it
    this.armed = false;       // Enter pressed: the next arrow cycles a bridge
    this.overlay = {};
    this.preview = null;      // {k, count} while a drag points at link k; count null when refused
    this.#build();
    this.#bindPointer();
  }

  get selection() {
    return this.showCursor ? [this.cursor] : [];
  }

  setMode(mode) {
    this.mode = this.modes.includes(mode) ? mode : 'bridge';
    this.onModeChange(this.mode);
  }

  nextMode() {
    this.setMode(this.modes[(this.modes.indexOf(this.mode) + 1) % this.modes.length]);
  }

  #build() {
    const { rows, cols } = this.model;
    const svg = this.svg;
    svg.replaceChildren();
    svg.setAttribute('viewBox', `-0.05 -0.05 ${cols + 0.1} ${rows + 0.1}`);
    svg.style.setProperty('--aspect', `${cols + 0.1} / ${rows + 0.1}`);
    addDefs(svg);
    svgEl('rect', { x: 0, y: 0, width: cols, height: rows, class: 'board-bg hashi-bg' }, svg);
    // Faint dots on the cell centres show where islands line up.
    const dots = [];
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) dots.push(`M${c + 0.5} ${r + 0.5}h0`);
    svgEl('path', { d: dots.join(''), class: 'hashi-dots' }, svg);
    this.layers = {};
    for (const n of ['marks', 'bridges', 'preview', 'islands', 'outlines']) this.layers[n] = svgEl('g', { class: `layer-${n}` }, svg);
  }

  render(state, overlay = this.overlay) {
    this.overlay = overlay;
    const { marks, bridges, islands, outlines } = this.layers;
    marks.replaceChildren();
    bridges.replaceChildren();
    islands.replaceChildren();
    outlines.replaceChildren();
    const hintLinks = new Set(overlay.hintLinks || []);
    const errorLinks = new Set(overlay.errorLinks || []);
    const group = this.settings().groupColours ? groupColours(this.model, state) : null;
    const tint = (k) => (group && group[k] >= 0 ? ` g${(group[k] % 6) + 1}` : '');
    for (const l of this.model.links) {
      const [x1, y1, x2, y2] = this.#ends(l);
      if (hintLinks.has(l.k)) svgEl('line', { x1, y1, x2, y2, class: 'link-hint' }, marks);
      if (errorLinks.has(l.k)) svgEl('line', { x1, y1, x2, y2, class: 'link-error' }, marks);
      if (state.x[l.k]) this.#drawNoBridge(marks, l, 'link-nobridge');
      this.#drawBridges(bridges, l, state.b[l.k], `bridge${tint(l.a.k)}`);
    }
    const count = bridgeCounts(this.model, state);
    const hint = new Set(overlay.hintCells || []);
    const cause = new Set(overlay.hintCause || []), target = new Set(overlay.hintTargets || []);
    const errors = new Set(overlay.errorCells || []);
    // Islands over their number: the engine's `conflicts` (live feedback), not a rule kept here.
    const clashes = new Set(overlay.clashCells || []);
    for (const is of this.model.islands) {
      const cx = is.c + 0.5, cy = is.r + 0.5;
      const over = clashes.has(is.cell), done = is.clue && count[is.k] === is.clue && !over;
      const cls = ['island', done ? 'done' : '', over || errors.has(is.cell) ? 'error' : '', over ? 'clash' : ''].join(' ').trim() + tint(is.k);
      const g = svgEl('g', { class: cls, 'data-cell': is.cell }, islands);
      svgEl('circle', { cx, cy, r: R, class: 'island-disc' }, g);
      if (over || errors.has(is.cell)) svgEl('circle', { cx, cy, r: R, class: 'island-hatch' }, g);
      svgEl('text', { x: cx, y: cy + 0.02, class: 'island-clue' }, g, is.clue ? String(is.clue) : '?');
      // Shapes for the highlights: a dotted ring for a hint, a dashed one for an error, a square for the cursor.
      if (hint.has(is.cell)) svgEl('circle', { cx, cy, r: R + 0.07, class: 'outline-hint' }, outlines);
      if (cause.has(is.cell)) svgEl('circle', { cx, cy, r: R + 0.14, class: 'ring-cause', 'data-cell': is.cell }, outlines);
      if (target.has(is.cell)) svgEl('circle', { cx, cy, r: R + 0.14, class: 'outline-target', 'data-cell': is.cell }, outlines);
      if (over || errors.has(is.cell)) svgEl('circle', { cx, cy, r: R + 0.07, class: 'outline-error' }, outlines);
      if (this.showCursor && is.k === this.cursor)
        svgEl('rect', { x: is.c + 0.03, y: is.r + 0.03, width: 0.94, height: 0.94, rx: 0.12, class: 'outline-sel' }, outlines);
    }
    this.#drawPreview();
  }

  #drawBridges(layer, l, n, cls) {
    const [x1, y1, x2, y2] = this.#ends(l);
    if (n === 1) svgEl('line', { x1, y1, x2, y2, class: cls }, layer);
    if (n === 2) {
      const dx = l.horizontal ? 0 : 0.09, dy = l.horizontal ? 0.09 : 0;
      svgEl('line', { x1: x1 - dx, y1: y1 - dy, x2: x2 - dx, y2: y2 - dy, class: cls }, layer);
      svgEl('line', { x1: x1 + dx, y1: y1 + dy, x2: x2 + dx, y2: y2 + dy, class: cls }, layer);
    }
  }

  // "No bridge": a cross in the middle of the gap and a faint dotted line along it.
  #drawNoBridge(layer, l, cls) {
    const [x1, y1, x2, y2] = this.#ends(l);
    const mx = (x1 + x2) / 2, my = (y1 + y2) / 2, h = 0.14;
    const g = svgEl('g', { class: cls, 'data-link': l.k }, layer);
    svgEl('line', { x1, y1, x2, y2, class: 'nobridge-line' }, g);
    svgEl('path', { d: `M${mx - h} ${my - h}L${mx + h} ${my + h}M${mx - h} ${my + h}L${mx + h} ${my - h}`, class: 'nobridge-cross' }, g);
  }

  // What a drag would do if let go now: the bridges it would leave, faint; a refused one dashed in the
  // error colour. Published on the board as data-preview="link:count" for tests and screen readers.
  #drawPreview() {
    const layer = this.layers.preview;
    layer.replaceChildren();
    const p = this.preview;
    if (!p) { this.svg.removeAttribute('data-preview'); return; }
    const l = this.model.links[p.k];
    if (p.mark) this.#drawNoBridge(layer, l, 'link-nobridge preview');
    else if (p.count === null) {
      const [x1, y1, x2, y2] = this.#ends(l);
      svgEl('line', { x1, y1, x2, y2, class: 'link-refused preview' }, layer);
    } else if (p.count === 0) {
      const [x1, y1, x2, y2] = this.#ends(l);
      svgEl('line', { x1, y1, x2, y2, class: 'bridge-preview remove' }, layer);
    } else this.#drawBridges(layer, l, p.count, 'bridge-preview');
    this.svg.setAttribute('data-preview', `${p.k}:${p.mark ? 'x' : p.count === null ? 'refused' : p.count}`);
  }

  // The ends of a link's bridge: from island edge to island edge.
  #ends(l) {
    const x1 = l.a.c + 0.5, y1 = l.a.r + 0.5, x2 = l.b.c + 0.5, y2 = l.b.r + 0.5;
    return l.horizontal ? [x1 + R, y1, x2 - R, y2] : [x1, y1 + R, x2, y2 - R];
  }

  #islandAt({ x, y }) {
    const c = Math.floor(x), r = Math.floor(y);
    const is = this.model.at.get(r * this.model.cols + c);
    if (!is) return null;
    return Math.hypot(x - (c + 0.5), y - (r + 0.5)) <= R + 0.06 ? is : null;
  }

  // The link whose gap (between its two islands, half a cell either side of its line) holds the point.
  // Where two links cross (a tap on the crossing point), the one with bridges, else the one a bridge can
  // go on, wins.
  #linkAt({ x, y }) {
    const state = this.getState();
    let best = null, bestScore = Infinity;
    for (const l of this.model.links) {
      const along = l.horizontal ? x : y, across = Math.abs(l.horizontal ? y - (l.a.r + 0.5) : x - (l.a.c + 0.5));
      const lo = l.horizontal ? l.a.c + 0.5 + R : l.a.r + 0.5 + R, hi = l.horizontal ? l.b.c + 0.5 - R : l.b.r + 0.5 - R;
      if (!(along > lo && along < hi && across < 0.5)) continue;
      const blocked = state.b[l.k] === 0 && l.crosses.some((m) => state.b[m] > 0);
      const score = across + (state.b[l.k] > 0 ? 0 : 0.01) + (blocked ? 0.02 : 0);
      if (score < bestScore) { best = l; bestScore = score; }
    }
    return best;
  }

  #linkFrom(island, dr, dc) {
    return island.links.find((l) => {
      const other = l.a === island ? l.b : l.a;
      return Math.sign(other.r - island.r) === dr && Math.sign(other.c - island.c) === dc;
    }) || null;
  }

  // The link a drag from island `from` to point `end` means: the island it reached, or (fingers are wide)
  // the neighbour in the drag's direction once it has gone far enough.
  #dragLink(from, start, end) {
    const to = this.#islandAt(end);
    if (to && to !== from) return { link: this.model.find(from.cell, to.cell), to };
    const dx = end.x - start.x, dy = end.y - start.y;
    if (Math.hypot(dx, dy) <= 0.6) return { link: null, to: null };
    const [dr, dc] = Math.abs(dx) > Math.abs(dy) ? [0, Math.sign(dx)] : [Math.sign(dy), 0];
    return { link: this.#linkFrom(from, dr, dc), to: null };
  }

  #act(link, mark) {
    if (mark || this.mode === 'nobridge') return this.#mark(link);
    return this.#cycle(link);
  }

  #cycle(link) {
    const { state, refused } = cycleLink(this.model, this.getState(), link.k);
    if (refused) { this.refuse(refused); this.flash(link); return; }
    this.commit(state);
    this.announce(`${linkName(this.model, link)}: ${state.b[link.k]} bridge${state.b[link.k] === 1 ? '' : 's'}`);
  }

  #mark(link) {
    const { state, refused } = toggleNoBridge(this.model, this.getState(), link.k);
    if (refused) { this.refuse(refused); this.flash(link); return; }
    this.commit(state);
    this.announce(`${linkName(this.model, link)}: ${state.x[link.k] ? 'marked no bridge' : 'mark taken off'}`);
  }

  // A refused bridge blinks where it would have gone.
  flash(link) {
    const [x1, y1, x2, y2] = this.#ends(link);
    const line = svgEl('line', { x1, y1, x2, y2, class: 'link-refused' }, this.layers.marks);
    setTimeout(() => line.remove(), 600);
  }

  #bindPointer() {
    let from = null, start = null, mark = false;
    this.svg.addEventListener('contextmenu', (e) => e.preventDefault());
    this.svg.addEventListener('pointerdown', (e) => {
      if (e.pointerType === 'mouse' && e.button !== 0 && e.button !== 2) return;
      e.preventDefault();
      this.svg.focus({ preventScroll: true });
      start = eventPoint(this.svg, e);
      from = this.#islandAt(start);
      mark = e.button === 2;   // the right button marks "no bridge", whatever the mode
      this.svg.setPointerCapture(e.pointerId);
    });
    this.svg.addEventListener('pointermove', (e) => {
      if (!start || !from) return;
      const { link } = this.#dragLink(from, start, eventPoint(this.svg, e));
      const state = this.getState();
      const marking = mark || this.mode === 'nobridge';
      const next = link ? (marking ? { k: link.k, mark: true } : { k: link.k, count: nextCount(this.model, state, link.k) }) : null;
      if (JSON.stringify(next) === JSON.stringify(this.preview)) return;
      this.preview = next;
      this.#drawPreview();
    });
    this.svg.addEventListener('pointerup', (e) => {
      if (!start) return;
      const end = eventPoint(this.svg, e);
      const s = start;
      start = null;
      const hadPreview = this.preview;
      this.preview = null;
      this.#drawPreview();
      if (from) {
        const { link, to } = this.#dragLink(from, s, end);
        if (link) { this.#act(link, mark); return; }
        if (to) {
          this.refuse(`${name(this.model, from.cell)} and ${name(this.model, to.cell)} cannot be joined: they are not neighbours in a row or column.`);
          return;
        }
        if (hadPreview) return;   // dragged back onto the island: nothing
        this.cursor = from.k;
        this.showCursor = true;
        this.render(this.getState());
        this.#describe();
        return;
      }
      const link = this.#linkAt(s);
      if (link) this.#act(link, mark);
    });
    this.svg.addEventListener('pointercancel', () => { start = null; this.preview = null; this.#drawPreview(); });
  }

  #describe() {
    const is = this.model.islands[this.cursor];
    const state = this.getState();
    const count = bridgeCounts(this.model, state)[is.k];
    const dirs = [['up', -1, 0], ['right', 0, 1], ['down', 1, 0], ['left', 0, -1]]
      .map(([w, dr, dc]) => [w, this.#linkFrom(is, dr, dc)]).filter(([, l]) => l)
      .map(([w, l]) => `${w} ${state.x[l.k] ? 'no bridge' : state.b[l.k]}`);
    this.announce(`Island ${name(this.model, is.cell)} (${is.clue || '?'}): ${count} bridge${count === 1 ? '' : 's'}${dirs.length ? '; ' + dirs.join(', ') : ''}`);
  }

  // Keys: arrows move the cursor to the next island that way; Shift+arrow, or Enter then an arrow,
  // cycles the bridge that way (marks it, in No bridge mode); Space switches mode.
  handleKey(e) {
    const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (e.key === ' ') { this.nextMode(); return true; }
    if (e.key === 'Enter') { this.armed = !this.armed; this.announce(this.armed ? 'Bridge mode: press an arrow to cycle the bridge that way.' : 'Bridge mode off.'); return true; }
    if (e.key === 'Escape') { this.armed = false; this.showCursor = false; this.render(this.getState()); return true; }
    if (!arrows[e.key]) return false;
    const [dr, dc] = arrows[e.key];
    const is = this.model.islands[this.cursor];
    if (!this.showCursor) {
      this.showCursor = true;
      this.render(this.getState());
      this.#describe();
      return true;
    }
    if (e.shiftKey || this.armed) {
      this.armed = false;
      const link = this.#linkFrom(is, dr, dc);
      if (link) this.#act(link, false);
      else this.announce('No island that way.');
      return true;
    }
    const link = this.#linkFrom(is, dr, dc);
    let next = link ? (link.a === is ? link.b : link.a) : null;
    if (!next) {
      // No direct neighbour: the nearest island roughly that way.
      let best = Infinity;
      for (const o of this.model.islands) {
        const ar = o.r - is.r, ac = o.c - is.c;
        const ahead = dr ? ar * dr : ac * dc, side = dr ? Math.abs(ac) : Math.abs(ar);
        if (ahead > 0 && side <= ahead) {
          const d = ahead + 2 * side;
          if (d < best) { best = d; next = o; }
        }
      }
    }
    if (next) this.cursor = next.k;
    this.render(this.getState());
    this.#describe();
    return true;
  }
}
