// cell-genre.js — what Sudoku, variants and Tectonic share on the play page: state moves, solving,
// checking and hints, built around the engine's verbs. Each genre file (sudoku.js, variant.js,
// tectonic.js) supplies only what differs: how its JSON becomes a model, how the current grid is written
// back as a puzzle for `explain`, and which rules the page can check itself on a partly filled grid.
import { CellGame } from './cell-game.js';
import * as S from './cell-state.js';
import { parseCellName, cellName } from './svg.js';
import { teach } from './teach.js';

// Builds a genre object for main.js from the genre's specifics:
//   {name, label, load(call, puzzle) → model, explainInput(model, values) → {input, options},
//    traceSteps(result) → steps, localConflicts(model, values) → [{message, cells}],
//    decorate(layers, model)?}
export function cellGenre(spec) {
  return {
    ...spec,
    kind: 'cells',

    createGame(svg, model, hooks) {
      return new CellGame(svg, model, { ...hooks, decorate: spec.decorate });
    },

    initialState: S.initialState,
    serialize: S.serialize,
    deserialize: S.deserialize,
    isComplete: (model, state) => state.v.every((x, i) => x !== 0 || model.cellMax[i] === 0),
    // What a share link carries as progress: the values as a line, then the shading where the puzzle
    // has one ('VALUES/MARKS', the engine's form), then '~' and the pencil marks and colours
    // (cell-state.js marksLine) when there are any.
    progressString: (model, state) => {
      const pencil = S.marksLine(state);
      return S.toLine(state.v) + (model.shading ? `/${S.shadingLine(state)}` : '') + (pencil ? `~${pencil}` : '');
    },
    // The grid so far as the engine's `render --grid` reads it: values, and the shading after a '/'.
    renderGrid: (model, state) => S.toLine(state.v) + (model.shading ? `/${S.shadingLine(state)}` : ''),
    fromProgressString: (model, text) => {
      const [grid, pencil] = String(text).split('~');
      const [line, marks] = grid.split('/');
      const s = { ...S.initialState(model), v: S.fromLine(model, line) };
      if (model.shading && marks) s.shaded = Array.from({ length: model.size }, (_, i) => (marks[i] === '#' ? 1 : 0));
      return S.withMarksLine(model, Object.freeze(s), pencil);
    },

    // {status, solution: values[], shading: 0/1 per cell or null} — solution null when the engine found
    // none; shading where the solution marks cells (the ocean of a Nurikabe Sudoku).
    async solve(call, model) {
      const r = await call('solve', model.key, { genre: spec.name, ...(spec.solveOptions || {}) });
      const [line, marks] = String(r.solution || '').split('/');
      return {
        status: r.status,
        solution: line ? S.fromLine({ ...model, givens: model.givens.map(() => 0) }, line) : null,
        shading: marks ? S.shadingFromLine(marks) : null,
      };
    },

    reveal(model, state, cells, solution, settings, shading = null) {
      return S.fillFrom(model, state, cells, solution, settings, shading);
    },

    // Cells to reveal when nothing is selected: the hint's target, else the first empty or wrong cell.
    revealTargets(model, state, solution, selection) {
      const open = selection.filter((i) => !model.givens[i] && state.v[i] !== solution[i]);
      if (open.length) return open;
      const i = state.v.findIndex((x, k) => model.cellMax[k] > 0 && x !== solution[k]);
      return i >= 0 ? [i] : [];
    },

    // The check: rules broken, and where. On a full grid the engine decides; on a partial one the
    // engine (Sudoku: conflicts and whether the digits so far can still be completed) or the page's
    // own check of the rules that a partial grid can already break.
    async check(call, model, state) {
      const complete = this.isComplete(model, state);
      const line = S.toLine(state.v);
      if (complete || spec.engineChecksPartial) {
        const solution = model.shading ? `${line}/${S.shadingLine(state)}` : line;
        const r = await call('check', model.key, { genre: spec.name, solution });
        if (r.status === 'valid') return { verdict: 'solved', messages: ['Every rule holds: solved!'], cells: [] };
        const problems = [];
        for (const c of r.conflicts || []) {
          const cells = c.cells.map(parseCellName).filter(Boolean).map(({ r: rr, c: cc }) => rr * model.cols + cc);
          problems.push({ message: `${c.house} has ${c.value === undefined ? 'a repeat' : `more than one ${S.symbol(c.value)}`}: ${c.cells.join(', ')}`, cells });
        }
        for (const name of r.wrongGivens || []) {
          const p = parseCellName(name);
          if (p) problems.push({ message: `${name} differs from its given`, cells: [p.r * model.cols + p.c] });
        }
        const reason = r.error || r.reason || '';
        if (r.status === 'incomplete' || (!complete && /is empty/.test(reason))) {
          const left = state.v.filter((x, i) => x === 0 && model.cellMax[i] > 0).length;
          const local = spec.localConflicts ? spec.localConflicts(model, state.v) : [];
          const all = [...problems, ...local];
          if (all.length) return { verdict: 'broken', messages: all.map((p) => p.message), cells: all.flatMap((p) => p.cells) };
          const msgs = [`No rule is broken so far; ${left} cell${left === 1 ? '' : 's'} to fill.`];
          // Before the player has typed anything, it is the puzzle itself that has no solution.
          const typed = state.v.some((x, i) => x && !model.givens[i]);
          if (r.completable === false) msgs.push(typed ? 'But the digits so far cannot all be right: no solution contains every one of them.'
            : 'This puzzle as given has no solution: its givens cannot all be right (nothing you typed is at fault).');
          return { verdict: r.completable === false ? 'stuck' : 'ok', messages: msgs, cells: [] };
        }
        if (!problems.length && reason) problems.push({ message: reason, cells: cellsNamedIn(model, reason) });
        return { verdict: 'broken', messages: problems.map((p) => p.message), cells: problems.flatMap((p) => p.cells) };
      }
      const local = spec.localConflicts(model, state.v);
      if (local.length) return { verdict: 'broken', messages: local.map((p) => p.message), cells: local.flatMap((p) => p.cells) };
      const left = state.v.filter((x, i) => x === 0 && model.cellMax[i] > 0).length;
      return { verdict: 'ok', messages: [`No rule is broken so far; ${left} cell${left === 1 ? '' : 's'} to fill.`], cells: [] };
    },

    // Live feedback: the rules the grid so far breaks, from the engine's `conflicts` verb (the engine's
    // own rule definitions; nothing is re-implemented here). → [{rule, message, cells}]
    async conflicts(call, model, state) {
      const r = await call('conflicts', model.key, { genre: spec.name, solution: S.toLine(state.v) });
      return r.conflicts || [];
    },

    // The next explained step, HoDoKu-style in three levels (main.js reveals them one by one):
    //   {technique, cells, targets, explanation[]}. A wrong digit comes first: no step can follow it.
    async hint(call, model, state, solution) {
      const wrong = solution ? state.v.map((x, i) => (x && !model.givens[i] && x !== solution[i] ? i : -1)).filter((i) => i >= 0) : [];
      if (wrong.length) {
        return {
          technique: wrong.length === 1 ? 'A digit on the board is wrong' : `${wrong.length} digits on the board are wrong`,
          cells: [], cause: [], targets: wrong, where: names(model, wrong),
          conclusion: wrong.length === 1 ? `${names(model, wrong)} is not ${S.symbol(state.v[wrong[0]])} in the solution: remove it (Delete, or Undo).`
            : `${names(model, wrong)} hold digits the solution does not have: remove them first.`,
          explanation: wrong.length === 1 ? [] : wrong.map((i) => `${cellName(Math.floor(i / model.cols), i % model.cols)} should not be ${S.symbol(state.v[i])}: remove it (Delete, or Undo).`),
        };
      }
      const { input, options } = spec.explainInput(model, state.v);
      const result = await call('explain', input, { genre: spec.name, ...options });
      const steps = spec.traceSteps(result);
      return chainToPlacement(model, state, steps);
    },
  };
}

// The steps from the current position up to the first that places a value in an empty cell: the
// eliminations before it are what makes that placement possible; teach.js keeps those that bear on it
// and says why in words.
function chainToPlacement(model, state, steps) {
  if (!steps.length) return null;
  let k = steps.findIndex((s) => (s.placed || []).some((p) => state.v[p.cell] === 0));
  if (k < 0) k = 0;
  return teach(model, state, steps.slice(0, k + 1));
}

const names = (model, cells) => cells.map((i) => cellName(Math.floor(i / model.cols), i % model.cols)).join(', ');

// Cells named in an engine message ("r1c1 and r1c2 both hold 1"), as indices.
export function cellsNamedIn(model, text) {
  return [...String(text).matchAll(/r(\d+)c(\d+)/gi)]
    .map((m) => (Number(m[1]) - 1) * model.cols + Number(m[2]) - 1)
    .filter((i) => i >= 0 && i < model.size);
}
