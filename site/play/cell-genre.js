// cell-genre.js — what Sudoku, variants and Tectonic share: the genre interface the play session
// (session.js) and its front ends use, built around the engine's verbs. Each genre file (sudoku.js,
// variant.js, tectonic.js) supplies only what differs: how its JSON becomes a model, how the current
// grid is written back as a puzzle for `explain`, how the engine rates it, where else it can be opened.
// hashi.js gives the same interface for bridges.
//
// The interface (every genre module has these):
//   name, label, load(call, puzzle) → model, solve(call, model) → {status, solution, shading}
//   initialState, serialize, deserialize, progressString, fromProgressString, renderGrid, isComplete
//   conflicts(call, model, state) → [{rule, message, cells}]     (the engine's `conflicts`)
//   checkComplete(call, model, state) → {valid, message}         (the engine's `check`, full board)
//   completable?(call, …) → bool | null, remaining(model, state) → "12 cells to fill", anyTyped
//   hint(call, model, state, solution), hintTargets(hint), revealTargets, allTargets, reveal
//   wrongCells?(model, state, solution), fillCandidates?, solveSingles?(call, …)
//   createGame(svg, model, hooks), buildControls(parts, view, options), keysHelp(model)
//   sizeValue(model), rateOptions(model), describeRating(r), exportLinks(call, model)
import { CellGame } from './cell-game.js';
import * as S from './cell-state.js';
import { cellName } from './svg.js';
import { teach } from './teach.js';
import { buildEntryControls, cellKeysHelp } from './entry-controls.js';

// The engine's techniques that place a value by a single (Sudoku Explainer's and HoDoKu's names):
// "solve the singles" applies the explained steps while they are these. A genre names its own
// (`spec.singles`: Tectonic's rules 1 to 3, whose rule 2 is what peers do in Sudoku).
const SINGLES = ['full-house', 'naked-single', 'hidden-single'];

const names = (model, cells) => cells.map((i) => cellName(Math.floor(i / model.cols), i % model.cols)).join(', ');

// Builds a genre object from the genre's specifics:
//   {name, label, load(call, puzzle) → model, explainInput(model, values) → {input, options},
//    traceSteps(result) → steps, scale (the top of its level scale), decorate(layers, model)?,
//    completable (the engine's check says whether a partial grid can be completed),
//    exportLinks(call, model)?}
export function cellGenre(spec) {
  // The engine's explained steps from the grid so far (the player's digits as givens).
  const explainedSteps = async (call, model, state) => {
    const { input, options } = spec.explainInput(model, state.v);
    return spec.traceSteps(await call('explain', input, { genre: spec.name, ...options }));
  };
  const singles = new Set(spec.singles || SINGLES);
  const genre = {
    ...spec,

    createGame(svg, model, hooks) {
      return new CellGame(svg, model, { ...hooks, decorate: spec.decorate });
    },
    buildControls({ modes, pad }, view, { announce }) {
      buildEntryControls(modes, pad, view, view.model, announce);
    },
    keysHelp: cellKeysHelp,
    // The "New puzzle" size that matches this puzzle.
    sizeValue: (model) => String(model.cols),

    initialState: S.initialState,
    serialize: S.serialize,
    deserialize: S.deserialize,
    isComplete: (model, state) => state.v.every((x, i) => x !== 0 || model.cellMax[i] === 0),
    remaining(model, state) {
      const left = state.v.filter((x, i) => x === 0 && model.cellMax[i] > 0).length;
      return `${left} cell${left === 1 ? '' : 's'} to fill`;
    },
    anyTyped: (model, state) => state.v.some((x, i) => x && !model.givens[i]),
    // What a share link carries as progress: the values as a line, then the shading where the puzzle
    // has one ('VALUES/MARKS', the engine's form), then '~' and the pencil marks and colours
    // (cell-state.js marksLine) when there are any.
    progressString: (model, state) => {
      const pencil = S.marksLine(state);
      return S.toLine(state.v) + (model.shading ? `/${S.shadingLine(state)}` : '') + (pencil ? `~${pencil}` : '');
    },
    // The grid so far as the engine's `render --grid` and `check --solution` read it: values, and the
    // shading after a '/'.
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
    // A hint's cells for Reveal: the placement a pattern opens, else the cell it fills.
    hintTargets: (h) => (h.reveal && h.reveal.length ? h.reveal : h.targets || []),
    // Cells to reveal when no hint shows: the selection's open cells, else the first empty or wrong cell.
    revealTargets(model, state, solution, selection) {
      const open = selection.filter((i) => !model.givens[i] && state.v[i] !== solution[i]);
      if (open.length) return open;
      const i = state.v.findIndex((x, k) => model.cellMax[k] > 0 && x !== solution[k]);
      return i >= 0 ? [i] : [];
    },
    allTargets: (model) => model.givens.map((_, i) => i),

    // Digits that differ from the one solution (SudokuPad's optional marking), as conflicts.
    wrongCells(model, state, solution) {
      const out = [];
      state.v.forEach((x, i) => {
        if (x && !model.givens[i] && x !== solution[i])
          out.push({ rule: 'solution', message: `${names(model, [i])} differs from the solution`, cells: [i] });
      });
      return out;
    },

    fillCandidates: S.fillCandidates,

    // The rules the grid so far breaks, from the engine's `conflicts` verb (the engine's own rule
    // definitions, with the cells in its JSON; nothing is re-implemented here). → [{rule, message, cells}]
    async conflicts(call, model, state) {
      const r = await call('conflicts', model.key, { genre: spec.name, solution: S.toLine(state.v) });
      return r.conflicts || [];
    },

    // A full grid: the engine's `check` against every rule (and the shading, where there is one).
    async checkComplete(call, model, state) {
      const r = await call('check', model.key, { genre: spec.name, solution: genre.renderGrid(model, state) });
      return r.status === 'valid' ? { valid: true } : { valid: false, message: r.error || r.reason || 'a rule is broken' };
    },

    // The next explained step, HoDoKu-style in three levels (session.js reveals them one by one):
    //   {technique, cells, targets, explanation[]}. A wrong digit comes first: no step can follow it.
    async hint(call, model, state, solution) {
      const wrong = wrongDigits(model, state, solution);
      if (wrong.length) {
        return {
          technique: wrong.length === 1 ? 'A digit on the board is wrong' : `${wrong.length} digits on the board are wrong`,
          cells: [], cause: [], targets: wrong, where: names(model, wrong),
          conclusion: wrong.length === 1 ? `${names(model, wrong)} is not ${S.symbol(state.v[wrong[0]])} in the solution: remove it (Delete, or Undo).`
            : `${names(model, wrong)} hold digits the solution does not have: remove them first.`,
          explanation: wrong.length === 1 ? [] : wrong.map((i) => `${names(model, [i])} should not be ${S.symbol(state.v[i])}: remove it (Delete, or Undo).`),
        };
      }
      const steps = await explainedSteps(call, model, state);
      return chainToPlacement(model, state, steps);
    },

    // "Solve the singles": the engine's explained steps from here, applied while each is a single
    // (full house, naked or hidden single; the genre's own list). → {state} or {refused}.
    async solveSingles(call, model, state, solution) {
      const wrong = wrongDigits(model, state, solution);
      if (wrong.length) return { refused: `${names(model, wrong)} ${wrong.length === 1 ? 'is' : 'are'} not in the solution: fix ${wrong.length === 1 ? 'it' : 'them'} first (Hint shows why).` };
      let s = state;
      for (let round = 0; round < model.size; round++) {
        const steps = await explainedSteps(call, model, s);
        let placed = 0, stopped = steps.length === 0;
        for (const step of steps) {
          if (!singles.has(step.technique)) { stopped = true; break; }
          for (const p of step.placed || []) {
            if (s.v[p.cell] === 0) { s = S.setDigit(model, s, [p.cell], p.value, { autoRemove: true }); placed++; }
          }
        }
        if (stopped || placed === 0 || genre.isComplete(model, s)) break;
      }
      return { state: s };
    },
  };
  if (spec.completable) {
    // Whether the digits so far can still be completed (the engine's `check` on a partial grid says).
    genre.completable = async (call, model, state) => {
      const r = await call('check', model.key, { genre: spec.name, solution: S.toLine(state.v) });
      return typeof r.completable === 'boolean' ? r.completable : null;
    };
  }
  return genre;
}

// Placed digits that differ from the solution (none when there is no solution to compare with).
function wrongDigits(model, state, solution) {
  return solution ? state.v.map((x, i) => (x && !model.givens[i] && x !== solution[i] ? i : -1)).filter((i) => i >= 0) : [];
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

// The engine's rating in words: "Difficulty: medium, level 2 of 5 · SE 2.6".
export function describeLevel(r, scale, { name = false } = {}) {
  if (!r || r.status !== 'rated') return '';
  const parts = [`${name && r.level_name ? `${r.level_name}, ` : ''}level ${r.level} of ${scale}`];
  if (r.se) parts.push(`SE ${Number(r.se).toFixed(1)}`);
  return `Difficulty: ${parts.join(' · ')}`;
}
