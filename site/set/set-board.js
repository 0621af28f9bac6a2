// set-board.js — the board of the setting page for the cell genres (Sudoku and its variants, Tectonic):
// the play page's own board (play/cell-game.js: the SVG, selecting by click, drag and arrow keys) and
// its drawing of the rules (play/variant-draw.js), with the setter's tools on top. It draws what the
// setting session (setter.js) holds — the draft, the picked rule, the engine's live answer (true
// candidates as centre marks, a forced digit written in, the contradiction hatched) — and turns the
// pointer and keys into the session's actions. It decides nothing about the puzzle.
import { CellGame } from '../play/cell-game.js';
import { decorateVariant } from '../play/variant-draw.js';
import { symbol, valueOfChar } from '../play/cell-state.js';
import { svgEl, eventPoint } from '../play/svg.js';
import { regionCells } from './draft-util.js';
import { toFpuzzles, littleKillerDirections } from './sudoku-draft.js';
import { HOLE, NONE } from './tectonic-draft.js';

// What the board shows of a draft: the model cell-game.js draws (its static layers).
export function displayModel(draft, { outsideTool = false } = {}) {
  if (draft.genre === 'tectonic') {
    const { rows, cols } = draft, size = rows * cols;
    const sizes = regionCells(draft.regions);
    const cellMax = draft.regions.map((g) => (g === HOLE ? 0 : g >= 0 ? sizes.get(g).length : 9));
    return {
      genre: 'tectonic', rows, cols, size, maxValue: 9, cellMax, givens: draft.givens, regions: draft.regions,
      peers: new Array(size).fill([]), margin: { top: 0, left: 0, right: 0, bottom: 0 },
      decorate(layers) {
        draft.regions.forEach((g, i) => {
          const x = i % cols, y = Math.floor(i / cols);
          if (g === HOLE) svgEl('rect', { x, y, width: 1, height: 1, class: 'hole' }, layers.under);
          else if (g === NONE) svgEl('rect', { x, y, width: 1, height: 1, class: 'set-unassigned', 'data-cell': i }, layers.under);
        });
      },
    };
  }
  const n = draft.n, size = n * n;
  const fp = toFpuzzles(draft, { withMeta: false });
  const outside = outsideTool || draft.outside.length > 0;
  const m = outside ? 1 : 0;
  return {
    genre: 'sudoku', rows: n, cols: n, size, maxValue: n, cellMax: new Array(size).fill(n), givens: draft.givens,
    regions: draft.regions, peers: new Array(size).fill([]), margin: { top: m, left: m, right: m, bottom: m }, fp,
    decorate: (layers, model) => decorateVariant(layers, model),
  };
}

// The state cell-game.js draws: the givens, and from a fresh live answer a cell with one value left
// written in (a forced digit stands out: a solver's digit in the player's colour, underlined, beside
// the givens' black). The other cells' true candidates are drawn by the board itself (candidateMarks),
// each digit in its own place of a small grid, as pencil marks are on paper.
// Whether the answer's counts can say "in exactly one solution": several solutions, counted to 2 or
// more, whole.
export const finishing = (live) => Boolean(live && live.status === 'multiple' && live.complete && live.limit > 1);

export function displayState(draft, live, { candidates = true } = {}) {
  const size = draft.givens.length;
  const zeros = () => new Array(size).fill(0);
  const v = draft.givens.slice();
  const forced = [], marks = [];
  if (candidates && live && Array.isArray(live.cells) && live.status !== 'none') {
    live.cells.forEach((x, i) => {
      if (!x || draft.givens[i]) return;
      if (x.values.length === 1 && !x.open.length) { v[i] = x.values[0]; forced.push(i); return; }
      // An answer cut short that decided nothing here: the cell is left blank (nine dotted digits in
      // every cell would hide the cages; the page says how many cells are undecided).
      if (!x.values.length && x.open.length) return;
      // A value only one solution has: written there, it leaves exactly that solution.
      // (A count is exact only below the cap — the cheaper question after 100 solutions counts to 1 —
      // and never from an answer cut short: its counts are lower bounds.)
      const finish = finishing(live) ? x.values.filter((v, k) => x.counts[k] === 1) : [];
      marks.push({ cell: i, values: x.values, open: x.open, finish });
    });
  }
  return { state: Object.freeze({ v, corner: zeros(), centre: zeros(), negative: zeros(), colour: zeros(), shaded: zeros() }), forced, marks };
}

const EDGE_REACH = 0.3;   // a click this close to a cell's edge means the edge (dots, X and V)

export class CellSetBoard {
  constructor(svg, { session, announce, settings }) {
    this.svg = svg;
    this.session = session;
    this.announce = announce;
    this.settings = settings;
    this.outsideCursor = null;   // {r, c}: the keyboard's place outside the grid (outside tools)
    this.highlight = null;       // cells the panel asks to show (the hardest step, the suggestion)
    this.downPoint = null;
    this.modelKey = '';
    this.display = displayState(session.draft, null);
    this.view = new CellGame(svg, this.#model(), {
      getState: () => this.display.state,
      commit: () => {},           // the board never changes the draft by itself: every edit is an action
      announce,
      refuse: (t) => session.refuse(t),
      settings: () => ({ greyCannot: false, autoRemove: false }),
      decorate: (layers, model) => this.#decorate(layers, model),
    });
    this.view.modes = ['normal'];
    this.view.onDragEnd = (e) => this.#dragEnd(e);
    // Outside the grid cell-game.js does nothing; the outside tools read those presses here.
    svg.addEventListener('pointerdown', (e) => {
      this.downPoint = eventPoint(svg, e);
      this.#outsidePress(this.downPoint);
    });
    this.modelKey = this.#modelKey();
  }

  get tool() {
    return this.session.kind.TOOLS.find((t) => t.id === this.session.tool) || this.session.kind.TOOLS[0];
  }

  get selection() { return this.view.selection; }

  #model() {
    return displayModel(this.session.draft, { outsideTool: this.tool.shape === 'outside' });
  }

  // What the static layers depend on: the rules, regions and margin — not the givens or the answer.
  #modelKey() {
    const d = this.session.draft;
    const { givens, meta, ...rest } = d;
    return JSON.stringify(rest) + (this.tool.shape === 'outside' ? '+outside' : '');
  }

  #decorate(layers, model) {
    if (model.decorate) model.decorate(layers, model);
    // The setter's own layer on top: the picked rule, clue places waiting for a number, the cursor outside.
    this.setLayer = svgEl('g', { class: 'layer-set' }, this.svg);
  }

  // Redraws from the session: the static layers when the draft's structure changed, then the state.
  sync() {
    const key = this.#modelKey();
    if (key !== this.modelKey) {
      this.modelKey = key;
      this.view.setModel(this.#model());
    }
    const s = this.session, live = s.live;
    // The givens are drawn as givens (the static layers do not depend on them).
    this.view.model.givens = s.draft.givens;
    this.display = displayState(s.draft, live, { candidates: this.settings().candidates });
    const current = s.current ? s.kind.ruleCells(s.draft, s.current) : [];
    const errors = live.phase === 'draft' ? live.problem.cells : live.status === 'none' && live.conflict && !live.stale ? live.conflict.parts.flatMap((p) => p.cells) : [];
    this.view.render(this.display.state, {
      hintCells: current, errorCells: [...new Set(errors)],
      hintTargets: this.highlight ? this.highlight.targets || [] : [], hintCause: this.highlight ? this.highlight.cause || [] : [],
    });
    this.svg.classList.toggle('stale', Boolean(live.stale || live.phase === 'waiting'));
    this.svg.dataset.forced = String(this.display.forced.length);
    for (const i of this.display.forced) {
      const t = this.svg.querySelector(`.layer-text text.value[data-cell="${i}"]`);
      if (t) t.classList.add('forced');
    }
    this.#drawSetLayer();
  }

  #drawSetLayer() {
    const layer = this.setLayer;
    if (!layer) return;
    layer.replaceChildren();
    const d = this.session.draft;
    this.#drawCandidates(layer);
    if (d.genre !== 'sudoku') return;
    // Clues outside that wait for their number: a dashed ring (a little killer with its arrow).
    d.outside.forEach((o, k) => {
      if (o.value) return;
      const g = svgEl('g', { class: 'clue-pending', 'data-clue': k }, layer);
      svgEl('circle', { cx: o.c + 0.5, cy: o.r + 0.5, r: 0.3, class: 'clue-pending-ring' }, g);
      svgEl('text', { x: o.c + 0.5, y: o.r + 0.53, class: 'clue-pending-text' }, g, o.kind === 'littlekiller' ? '↘' : '?');
      if (o.kind === 'littlekiller') {
        const t = g.lastChild;
        t.textContent = { UL: '↖', UR: '↗', DL: '↙', DR: '↘' }[o.dir];
      }
    });
    if (this.tool.shape === 'outside' && this.outsideCursor) {
      const { r, c } = this.outsideCursor;
      svgEl('rect', { x: c + 0.06, y: r + 0.06, width: 0.88, height: 0.88, class: 'outline-sel outside-cursor' }, layer);
    }
  }

  // The true candidates: digit d of a cell in place d of a k×k grid (k = 3 up to 9 values, 4 up to
  // 16), so a digit is found where it always is; values not decided yet (a stopped answer) dotted; a
  // value in exactly one solution (writing it there finishes the puzzle) bold and boxed.
  #drawCandidates(layer) {
    const { cols, maxValue } = this.view.model;
    const k = Math.ceil(Math.sqrt(maxValue)), step = 0.9 / k, font = Math.min(0.26, step * 0.85);
    for (const { cell, values, open, finish } of this.display.marks) {
      const r = Math.floor(cell / cols), c = cell % cols;
      for (const [list, cls] of [[values, 'set-cand'], [open, 'set-cand open']]) {
        for (const d of list) {
          const done = finish.includes(d);
          const x = c + 0.05 + (((d - 1) % k) + 0.5) * step, y = r + 0.05 + (Math.floor((d - 1) / k) + 0.5) * step;
          svgEl('text', { x, y, class: done ? `${cls} finish` : cls, 'data-cell': cell, style: `font-size:${font.toFixed(3)}px` }, layer, symbol(d));
        }
      }
    }
  }

  // ---- pointer ----
  #dragEnd({ dragged }) {
    const s = this.session, t = this.tool, cells = this.view.selection;
    if (!cells.length) return;
    const one = cells[cells.length - 1];
    switch (t.shape) {
      case 'region': case 'group': case 'path':
        if (dragged) s.act({ type: 'cells', cells });
        else if (t.list) s.pick(this.#ruleAt(t, one));
        break;
      case 'cell':
        s.act({ type: 'cells', cells });
        break;
      case 'edge': {
        if (dragged && cells.length === 2) { s.act({ type: 'cells', cells }); break; }
        const edge = this.#edgeAt(this.downPoint);
        if (edge) s.act({ type: 'edge', a: edge[0], b: edge[1] });
        break;
      }
      default:
        if (t.list) s.pick(this.#ruleAt(t, one));
    }
  }

  // The rule of tool `t` covering cell i, as a reference {list, index}, or null.
  #ruleAt(t, i) {
    const d = this.session.draft, list = d[t.list];
    if (!list) return null;
    const k = list.findIndex((x) => x.cells && x.cells.includes(i));
    return k >= 0 ? { list: t.list, index: k } : null;
  }

  // The edge a point lies near: the two cells either side, or null.
  #edgeAt(p) {
    if (!p) return null;
    const { rows, cols } = this.view.model;
    const c = Math.floor(p.x), r = Math.floor(p.y), fx = p.x - c, fy = p.y - r;
    if (!(r >= 0 && r < rows && c >= 0 && c < cols)) return null;
    const i = r * cols + c;
    const options = [[fx, c > 0 ? i - 1 : -1], [1 - fx, c + 1 < cols ? i + 1 : -1], [fy, r > 0 ? i - cols : -1], [1 - fy, r + 1 < rows ? i + cols : -1]]
      .filter(([dist, j]) => j >= 0 && dist < EDGE_REACH).sort((a, b) => a[0] - b[0]);
    return options.length ? [i, options[0][1]] : null;
  }

  #outsidePress(p) {
    if (this.tool.shape !== 'outside' || !p) return;
    const n = this.session.draft.n;
    const r = Math.floor(p.y), c = Math.floor(p.x);
    if (r >= 0 && r < n && c >= 0 && c < n) return;   // inside: cell-game.js selects
    if (r < -1 || r > n || c < -1 || c > n) return;
    this.outsideCursor = { r, c };
    this.svg.focus({ preventScroll: true });
    this.session.act({ type: 'outside', r, c });
    this.#drawSetLayer();
  }

  // ---- keys ----
  // Returns true when the key was used. (Undo and redo are the page's.)
  handleKey(e) {
    const s = this.session, t = this.tool;
    const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (t.shape === 'outside' && arrows[e.key]) { this.#moveOutside(...arrows[e.key]); return true; }
    if (e.key === 'Enter') {
      if (t.shape === 'outside') {
        if (this.outsideCursor) s.act({ type: 'outside', ...this.outsideCursor });
        else this.#moveOutside(0, 0);
        this.#drawSetLayer();
        return true;
      }
      if (t.shape === 'edge' && this.view.selection.length === 2) { s.act({ type: 'cells', cells: this.view.selection }); return true; }
      if (['region', 'group', 'path', 'cell', 'edge'].includes(t.shape)) { s.act({ type: 'cells', cells: this.view.selection }); return true; }
      return false;
    }
    if (e.key === 'Delete') { s.act({ type: 'erase', cells: this.view.selection }); return true; }
    if (e.key === 'Backspace') { s.act({ type: s.current ? 'back' : 'erase', cells: this.view.selection }); return true; }
    if (e.key === 'Escape') { s.pick(null); this.view.select([]); return true; }
    if (e.ctrlKey || e.metaKey || e.altKey) return false;
    const code = /^(?:Digit|Numpad)(\d)$/.exec(e.code || '');
    const d = code ? Number(code[1]) : valueOfChar(e.key);
    // A picked rule that carries a number (a cage's sum) takes every digit, 0 included.
    if (code && t.value && s.current && s.kind.valueOf(s.draft, s.current) !== null) { this.input(d); return true; }
    if (d >= 1 && d <= this.view.model.maxValue) { this.input(d); return true; }
    if (code) return false;
    return this.view.handleKey(e);
  }

  // A digit from a key or the pad: a given in the selected cells, or the picked rule's number.
  input(d) {
    this.session.act({ type: 'digit', cells: this.view.selection, d });
  }

  erase() {
    this.session.act({ type: this.session.current ? 'back' : 'erase', cells: this.view.selection });
  }

  // The keyboard's place outside the grid moves round the frame (corners included).
  #moveOutside(dr, dc) {
    const n = this.session.draft.n;
    let p = this.outsideCursor || { r: -1, c: 0 };
    if (this.outsideCursor) {
      let r = p.r + dr, c = p.c + dc;
      // Stay on the frame: a step into the grid leaves the cursor where it is.
      if (r >= 0 && r < n && c >= 0 && c < n) { r = p.r; c = p.c; }
      r = Math.max(-1, Math.min(n, r));
      c = Math.max(-1, Math.min(n, c));
      p = { r, c };
    }
    this.outsideCursor = p;
    const where = p.r === -1 ? `above column ${p.c + 1}` : p.r === n ? `below column ${p.c + 1}` : p.c === -1 ? `left of row ${p.r + 1}` : `right of row ${p.r + 1}`;
    const corner = (p.r === -1 || p.r === n) && (p.c === -1 || p.c === n);
    const dirs = littleKillerDirections(n, p.r, p.c);
    this.announce(`Outside the grid, ${corner ? 'at a corner' : where}${this.tool.id === 'littlekiller' && dirs.length ? `: Enter places a little killer (${dirs.join(', ')})` : ': Enter places the clue'}`);
    this.#drawSetLayer();
  }

  // Shows (or hides, with null) cells the panel points at: {cause, targets}.
  show(highlight) {
    this.highlight = highlight;
    this.sync();
  }
}

export { symbol };
