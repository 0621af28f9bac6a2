// teach.js — turns the engine's explained steps into a hint that teaches (issue 19): where to look and
// the technique in plain words; the *cause* (the digits and cells that make the deduction) and the
// *effect* (the cell it fills) to highlight apart; and one conclusion sentence that names the cell and
// its value. Only the steps that bear on the target are kept, at most a few lines.
//
// Nothing here decides a step: every step, its cells, placements and removals are the engine's
// (`explain`). This file only picks which of the step's cells to show as cause and which as effect,
// and which already-placed digits (the givens and the player's) rule out the other cells.
import { cellName } from './svg.js';
import { symbol } from './cell-state.js';
import { techniqueName } from './techniques.js';
import { isPattern, teachPattern } from './teach-patterns.js';

const MAX_LINES = 3;

const nameOf = (model, i) => cellName(Math.floor(i / model.cols), i % model.cols);
const names = (model, cells) => cells.map((i) => nameOf(model, i)).join(', ');

// Paper references ("(§3.1, k = max)") and internal labels mean nothing to a player.
export function plainText(text) {
  return String(text || '').replace(/\s*\(§[^)]*\)/g, '').replace(/\s*§\s*[\d.]+/g, '').trim();
}

// The house a step names ("in box 2", "in row 7", "in column 3", "its region"), in words.
function houseWords(model, step, target) {
  const m = /\b(row|column|box|region) (\d+)/i.exec(step.explanation || '');
  if (m) return `${m[1].toLowerCase()} ${m[2]}`;
  if (model.genre === 'tectonic') return `the region of ${nameOf(model, target)}`;
  return '';
}

// A peer of `cell` holding `value` on the board: the digit that rules `value` out there.
function blocker(model, values, cell, value) {
  return model.peers[cell].find((p) => values[p] === value);
}

// Which of a step's cells cause it and which it changes: the cells it removes candidates from are
// the effect; the others are the cause (a naked pair's two cells, the placed number of Tectonic's
// rule 2). A variant rule's own reasoning (a cage, a thermometer) has the rule's cells as its cause.
const GRID_TECHNIQUES = /^(full-house|naked-|hidden-|locked-|pointing|claiming|x-wing|swordfish|jellyfish|xy|xyz|x-chain|simple-colouring|rule-|2-sat|two-sat)/;

// A guess, not a deduction: the solver's last resort placing a value it took from the solution
// (HoDoKu's brute force, SE's trial and error, a variant's last resort).
const isGuess = (step) => /^(trial-and-error|last-resort)$/.test((step && step.technique) || '') && (step.placed || []).length > 0;

// The candidates a cell can still hold by the digits placed around it.
function openValues(model, values, cell) {
  const out = [];
  for (let u = 1; u <= (model.cellMax[cell] || model.maxValue); u++) if (blocker(model, values, cell, u) === undefined) out.push(u);
  return out;
}

// Where the ladder has no logical step: say so plainly, and offer what there is — the cell with the
// fewest candidates, to try one and see, with Check to test the guess (never "the only number left").
function guessHint(model, state) {
  let best = -1, bestValues = [];
  for (let i = 0; i < model.size; i++) {
    if (state.v[i] || !(model.cellMax[i] > 0)) continue;
    const vs = openValues(model, state.v, i);
    if (best < 0 || vs.length < bestValues.length) { best = i; bestValues = vs; }
  }
  if (best < 0) return null;
  const bn = nameOf(model, best), options = bestValues.map(symbol);
  const few = options.length <= 1 ? options.join('') : `${options.slice(0, -1).join(', ')} or ${options[options.length - 1]}`;
  return {
    technique: 'No logical step found',
    where: `${bn}, the cell with the fewest candidates`,
    cells: [], cause: [], targets: [best], reveal: [],
    guess: true,
    conclusion: `The solver finds no step it can explain from here: the next move would be a guess, not a deduction. `
      + `${bn} has the fewest candidates (${few}${model.genre === 'sudoku' ? '' : ', before the puzzle\'s own rules'}): try one and see — Check tells you as soon as the grid breaks, and Undo takes the guess back.`,
    explanation: [],
  };
}
function causeOf(step) {
  // A variant rule's step (a cage's combinations, a thermometer): the rule's cells are the cause.
  if (!GRID_TECHNIQUES.test(step.technique || '')) return step.cells || [];
  const hit = new Set((step.removed || []).map((r) => r.cell));
  const rest = (step.cells || []).filter((c) => !hit.has(c));
  return rest.length ? rest : (step.cells || []);
}

// {technique, where, cells, cause, targets, conclusion, explanation[]} from the steps up to the first
// placement (`chain`, the last step places `value` in the empty `target`).
export function teach(model, state, chain) {
  const last = chain[chain.length - 1];
  // A wing, fish or chain on the way is the lesson: it is what the player has to see; the placement
  // it opens is told as the next move (teach-patterns.js) — unless that placement is a guess.
  const k = chain.findLastIndex(isPattern);
  if (k >= 0) {
    const next = k < chain.length - 1 && !isGuess(last) ? ((last.placed || []).find((p) => state.v[p.cell] === 0) || null) : null;
    return teachPattern(model, state, chain[k], next);
  }
  if (isGuess(last)) return guessHint(model, state);
  const placed = (last.placed || []).find((p) => state.v[p.cell] === 0) || (last.placed || [])[0];
  if (!placed) {
    // A step that only removes candidates (the engine found no placement in its window).
    return {
      technique: techniqueName(last.technique), where: '', cells: last.cells || [], cause: causeOf(last),
      targets: [...new Set((last.removed || []).map((r) => r.cell))],
      conclusion: plainText(last.explanation), explanation: [],
    };
  }
  const t = placed.cell, v = placed.value, tn = nameOf(model, t), sv = symbol(v);
  const values = state.v;
  const where = houseWords(model, last, t);
  const house = (last.cells || []).length > 1 ? last.cells : [];
  const cause = new Set();
  let conclusion;
  const kind = last.technique;

  if (kind === 'hidden-single' || kind === 'rule-3') {
    // The other open cells of the house: each is ruled out by a placed `v` it sees, or by an earlier
    // step of the chain (both highlighted).
    for (const c of house) {
      if (c === t || values[c]) continue;
      const b = blocker(model, values, c, v);
      if (b !== undefined) cause.add(b);
    }
    conclusion = `${tn} must be ${sv}: it is the only cell of ${where || 'its house'} that can hold ${sv}.`;
  } else if (kind === 'full-house') {
    for (const c of house) if (c !== t) cause.add(c);
    conclusion = `${tn} must be ${sv}: it is the last empty cell of ${where || 'its house'}, and ${sv} is the number missing there.`;
  } else {
    // A naked single, or any other step that fills the cell (a Tectonic rule, a cage): each other
    // value the cell could take is ruled out by a placed digit it sees, or by the step's own cells.
    for (let u = 1; u <= (model.cellMax[t] || model.maxValue); u++) {
      if (u === v) continue;
      const b = blocker(model, values, t, u);
      if (b !== undefined) cause.add(b);
    }
    if (kind !== 'naked-single') for (const c of causeOf(last)) if (c !== t) cause.add(c);
    // A pencil-mark puzzle's own candidates rule values out too (sudoku.js model.candidates).
    const pasted = Boolean(model.candidates) && model.candidates[t] !== (1 << (model.maxValue + 1)) - 2;
    conclusion = `${tn} must be ${sv}: it is the only number left for this cell — the ringed cells hold or rule out the others${pasted ? ', with the puzzle\'s own pencil marks' : ''}${chain.length > 1 ? ', with the steps below' : ''}.`;
  }

  // The earlier steps that bear on the target: removals from the target itself, or (for a hidden
  // single) of `v` from the other cells of its house.
  const houseSet = new Set(house);
  const hidden = kind === 'hidden-single' || kind === 'rule-3';
  const relevant = chain.slice(0, -1).filter((s) => (s.removed || []).some((r) => (hidden
    ? r.value === v && r.cell !== t && houseSet.has(r.cell)     // `v` leaves another cell of the house
    : r.cell === t)));                                          // a candidate leaves the target
  for (const s of relevant) for (const c of causeOf(s)) if (c !== t) cause.add(c);
  const lines = relevant.slice(0, MAX_LINES).map((s) => plainText(s.explanation)).filter(Boolean);
  if (!['hidden-single', 'rule-3', 'full-house', 'naked-single'].includes(kind)) lines.push(plainText(last.explanation));
  if (relevant.length > MAX_LINES) lines.push(`… and ${relevant.length - MAX_LINES} more step${relevant.length - MAX_LINES === 1 ? '' : 's'} like these.`);
  // Steps that remove candidates the player has not pencilled: say how to see them.
  const unseen = [...new Set(relevant.flatMap((s) => (s.removed || []).map((r) => r.cell)))]
    .filter((c) => !values[c] && !state.centre[c] && !state.corner[c]);
  if (unseen.length) lines.push(`These steps remove candidates: if you pencil the candidates of ${names(model, unseen.slice(0, 6))}${unseen.length > 6 ? ', …' : ''} (Centre mode), you will see them go.`);

  const name = techniqueName(kind);
  const before = [...new Set(relevant.map((s) => techniqueName(s.technique)))];
  return {
    technique: before.length ? `${before.slice(0, 2).join(', ')}, then ${name}` : name,
    where: where || `the cell ${tn}`,
    cells: house,
    cause: [...cause].filter((c) => c !== t),
    targets: [t],
    conclusion,
    explanation: lines,
  };
}
