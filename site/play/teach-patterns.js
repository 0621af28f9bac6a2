// teach-patterns.js — hints for the engine's pattern steps (issue 19): fish (X-wing, swordfish,
// jellyfish), wings (XY, XYZ), X- and XY-chains, simple colouring and the forcing chains. Each is taught
// like a single: (1) the technique in plain words and where to look; (2) the pattern as the cause (its
// cells ringed, its houses tinted, its links drawn by chain-draw.js) and the candidates it removes (or
// the value it places) as the effect; (3) one sentence a newcomer follows, naming the cells and digit.
//
// Everything comes from the step's own structure in the engine's `explain` output — `houses` (a fish's
// base and cover lines), `roles` (a wing's pivot and pincers, a colouring's two colours) and `chain`
// (links between candidates, strong or weak); nothing about the pattern is worked out again here.
import { cellName } from './svg.js';
import { symbol } from './cell-state.js';
import { techniqueName } from './techniques.js';

export const PATTERN = /^(x-wing|swordfish|jellyfish|finned-|sashimi-|als-|xy-wing|xyz-wing|x-chain|xy-chain|simple-colouring|bidirectional-|forcing-|nishio|cell-forcing|region-forcing|dynamic-|2-sat$)/;
// Tectonic's 2-SAT round is taught as a chain when the engine gives the chain behind its deduction.
export const isPattern = (step) => PATTERN.test((step && step.technique) || '') && (step.technique !== '2-sat' || (step.chain || []).length > 0);

// A 2-SAT round deduces many things at once; the engine draws the chain behind its first deduction
// (from its opposite back to it), so the hint is about that one: the chain's end.
function twoSatFocus(step) {
  const chain = step.chain, goal = chain[0].from, on = chain[chain.length - 1].strong;
  return {
    ...step,
    placed: on ? [goal] : [],
    removed: on ? [] : [goal],
    cells: [...new Set(chain.flatMap((l) => [l.from.cell, l.to.cell]))],
  };
}

const nameOf = (model, i) => cellName(Math.floor(i / model.cols), i % model.cols);

// "a", "a and b", "a, b and c", "a, b, c and 2 more".
function list(items, most = 4) {
  if (items.length > most) return `${items.slice(0, most - 1).join(', ')} and ${items.length - most + 1} more`;
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

// "rows 2 and 8" from the step's houses of one role.
function houseWords(houses, role) {
  const hs = houses.filter((h) => h.role === role);
  if (!hs.length) return '';
  const kind = hs[0].kind;
  return `${kind}${hs.length > 1 ? 's' : ''} ${list(hs.map((h) => String(h.index + 1)), 9)}`;
}

// The cells of a row, column or box (0-based index) of the model.
function houseCells(model, h) {
  const out = [];
  for (let i = 0; i < model.size; i++) {
    const r = Math.floor(i / model.cols), c = i % model.cols;
    if ((h.kind === 'row' && r === h.index) || (h.kind === 'column' && c === h.index)) out.push(i);
  }
  return out;
}

// What the step does, as the start of the conclusion: "r2c5 cannot be 7", "r2c5 and r4c5 cannot be 7",
// "r3c3 must be 6".
function effectWords(model, step) {
  const placed = step.placed || [];
  if (placed.length) return placed.map((p) => `${nameOf(model, p.cell)} must be ${symbol(p.value)}`).join(', and ');
  const byValue = new Map();
  for (const r of step.removed || []) byValue.set(r.value, [...(byValue.get(r.value) || []), r.cell]);
  return [...byValue].map(([v, cells]) => `${list(cells.map((c) => nameOf(model, c)))} cannot be ${symbol(v)}`).join(', and ');
}

// "it sees" / "each of them sees" for the cells losing a candidate.
const sees = (step) => (new Set((step.removed || []).map((r) => r.cell)).size > 1 ? 'each of them sees' : 'it sees');

// Level 1 (technique, where) and level 3 (sentence) per kind of pattern.
function words(model, step) {
  const kind = step.technique;
  const chain = step.chain || [], roles = step.roles || [], houses = step.houses || [];
  const v = symbol((step.removed && step.removed[0] && step.removed[0].value) || (chain[0] && chain[0].from.value)
    || (step.placed && step.placed[0] && step.placed[0].value) || 0);
  const effect = effectWords(model, step);
  const name = techniqueName(kind);
  if (/^(x-wing|swordfish|jellyfish)$/.test(kind)) {
    const base = houseWords(houses, 'base'), cover = houseWords(houses, 'cover');
    return {
      technique: `${name} on ${v}`,
      where: `${base}: there ${v} can only go in ${cover}`,
      conclusion: `${effect}: in ${base} the ${v}s can only be in ${cover}, one in each, so ${base} take every ${v} of ${cover} and no other cell there can hold ${v}.`,
    };
  }
  if (/^(finned|sashimi)-(x-wing|swordfish|jellyfish)$/.test(kind)) {
    // HoDoKu's finned fish: the fish, or one of its fins (roles "fin", all in one box).
    const base = houseWords(houses, 'base'), cover = houseWords(houses, 'cover');
    const fins = roles.filter((r) => r.role === 'fin').map((r) => nameOf(model, r.cell));
    return {
      technique: `${name} on ${v}`,
      where: `${base}: there ${v} can only go in ${cover}, or in the fin${fins.length > 1 ? 's' : ''} ${list(fins)}`,
      conclusion: `${effect}: either ${base} take every ${v} of ${cover}, or a fin is ${v} — and ${sees(step)} every fin and lies in ${cover}, so it loses ${v} either way.`,
    };
  }
  if (kind === 'als-xz' || kind === 'als-xy-wing') {
    // Almost locked sets (roles "als-a", "als-b", the wing's "als-pivot"): N cells with N+1 candidates.
    const set = (role) => `{${roles.filter((r) => r.role === role).map((r) => nameOf(model, r.cell)).join(', ')}}`;
    const x = chain.length ? symbol(chain[0].from.value) : '';
    return kind === 'als-xz' ? {
      technique: name,
      where: `two almost locked sets, ${set('als-a')} and ${set('als-b')}: each has one candidate more than cells`,
      conclusion: `${effect}: the two sets cannot both hold ${x} (every ${x} of one sees every ${x} of the other), so one of them is locked and holds ${v} — and ${sees(step)} every ${v} of both.`,
    } : {
      technique: name,
      where: `three almost locked sets: ${set('als-pivot')} in the middle, ${set('als-a')} and ${set('als-b')}`,
      conclusion: `${effect}: the middle set holds one of the two numbers it shares with the others, so one outer set is locked and holds ${v} — and ${sees(step)} every ${v} of both outer sets.`,
    };
  }
  if (kind === 'xy-wing' || kind === 'xyz-wing') {
    const pivot = roles.filter((r) => r.role === 'pivot').map((r) => nameOf(model, r.cell));
    const pincers = roles.filter((r) => r.role === 'pincer').map((r) => nameOf(model, r.cell));
    const xy = kind === 'xy-wing';
    return {
      technique: name,
      where: `${pivot[0]}${xy ? '' : ' (three candidates)'} and the two cells it sees, ${list(pincers)}, with two candidates each`,
      conclusion: xy
        ? `${effect}: whichever of its two numbers ${pivot[0]} holds, one of ${list(pincers)} is ${v} — and ${sees(step)} both.`
        : `${effect}: whichever of its three numbers ${pivot[0]} holds, one of ${list([...pivot, ...pincers])} is ${v} — and ${sees(step)} all three.`,
    };
  }
  if (kind === 'x-chain' || kind === 'xy-chain') {
    const a = nameOf(model, chain[0].from.cell), b = nameOf(model, chain[chain.length - 1].to.cell);
    return {
      technique: `${name} on ${v}`,
      where: kind === 'x-chain'
        ? `the ${v}s linked from ${a} to ${b} (each solid link: the only two places for ${v} in a row, column or box)`
        : `the cells with two candidates linked from ${a} to ${b}`,
      conclusion: `${effect}: one end of the chain, ${a} or ${b}, is ${v} — if ${a} is not ${v}, follow the arrows and ${b} is — and ${sees(step)} both ends.`,
    };
  }
  if (kind.startsWith('bidirectional-')) {
    // SE's cycles: a closed loop of links holds read either way round, so a candidate that sees an
    // "is" and an "is not" of its number on the loop loses it (docs/human-solver.md).
    const loop = [...new Set(chain.map((l) => l.from.cell))].map((c) => nameOf(model, c));
    return {
      technique: kind === 'bidirectional-x-cycle' ? `${name} on ${v}` : name,
      where: `the loop through ${list(loop)}: solid links are the only two places for a number in a row, column or box${kind === 'bidirectional-x-cycle' ? '' : ' or the only two numbers of a cell'}, dashed ones two candidates that cannot both be true`,
      conclusion: `${effect}: the loop closes, so it holds read either way round, each reading turning the other's "is" into "is not"; ${sees(step)} two candidates of the loop with the number it loses, one of them true in each reading — so whichever way the loop holds, that number is taken.`,
    };
  }
  if (kind === 'simple-colouring') {
    const coloured = new Set(roles.map((r) => r.cell));
    const wrap = (step.removed || []).every((r) => coloured.has(r.cell));
    return {
      technique: `${name} on ${v}`,
      where: `the ${v}s that are the only two of their row, column or box, joined into one chain`,
      conclusion: wrap
        ? `${effect}: along the chain the ${v}s alternate between two colours and one of the colours holds every ${v}; two cells of their colour see each other, so they cannot both be ${v} and the other colour holds the ${v}s.`
        : `${effect}: along the chain the ${v}s alternate between two colours and one of the colours holds every ${v} — and ${sees(step)} a cell of each colour.`,
    };
  }
  if (kind === '2-sat') {
    const goal = chain[0].from, placed = (step.placed || []).length > 0, gv = symbol(goal.value);
    return {
      technique: name,
      where: `the chain of two-way choices from ${nameOf(model, goal.cell)}`,
      conclusion: placed
        ? `${effect}: if it were not ${gv}, follow the arrows — each one is forced — and it would have to be ${gv} after all.`
        : `${effect}: if it were ${gv}, follow the arrows — each one is forced — and ${gv} would be ruled out of it after all.`,
    };
  }
  // Forcing chains: an assumption followed through the links drawn. A contradiction shows as a
  // candidate the arrows reach both as "is" (a solid arrow in) and "is not" (a dashed arrow in).
  const start = chain.length ? nameOf(model, chain[0].from.cell) : '';
  const on = new Set(chain.filter((l) => l.strong).map((l) => `${l.to.cell}:${l.to.value}`));
  const clash = chain.find((l) => !l.strong && on.has(`${l.to.cell}:${l.to.value}`));
  const both = /every possibility|either way/.test(step.explanation || '');
  const places = (step.placed || []).length > 0;
  const assumed = places ? 'it were not' : 'it were';   // the opposite of the effect
  // Or the arrows lead back to the assumption's own candidate with the opposite answer (SE's chain
  // from an assumption to its opposite): a solid arrow in when the step places, a dashed one when it removes.
  const goal = chain.length ? chain[0].from : null;
  const back = goal && chain.find((l) => l.to.cell === goal.cell && l.to.value === goal.value && l.strong === places);
  let conclusion = `${effect}: every possibility the arrows start from leads there, so it holds whichever is true.`;
  if (!both && clash) conclusion = `${effect}: if ${assumed}, the arrows would make ${nameOf(model, clash.to.cell)} both ${symbol(clash.to.value)} and not ${symbol(clash.to.value)} — impossible.`;
  else if (!both && back) {
    conclusion = places
      ? `${effect}: if ${assumed}, the arrows would make it ${symbol(goal.value)} after all — impossible.`
      : `${effect}: if ${assumed}, the arrows would rule ${symbol(goal.value)} out of it after all — impossible.`;
  }
  return {
    technique: name,
    where: start ? `what follows from ${start}, along the arrows` : 'the cells ringed',
    conclusion,
  };
}

// The hint for pattern step `step`; `after` is the placement the chain reaches once it is made (or
// null), told as the next move and what Reveal fills.
export function teachPattern(model, state, whole, after) {
  const step = whole.technique === '2-sat' ? twoSatFocus(whole) : whole;
  // The round's own placement in an empty cell, when its chain is about another deduction.
  if (!after && step !== whole) {
    const goal = step.chain[0].from;
    after = (whole.placed || []).find((p) => !state.v[p.cell] && !(p.cell === goal.cell && p.value === goal.value)) || null;
  }
  const w = words(model, step);
  const chain = step.chain || [], roles = step.roles || [], houses = step.houses || [];
  const removedCells = [...new Set((step.removed || []).map((r) => r.cell))];
  const placedCells = (step.placed || []).map((p) => p.cell);
  const effectCells = new Set([...removedCells, ...placedCells]);
  // Cause: the pattern's cells — its roles when it has them (a colouring's removals are some of its own
  // cells: ringed and double-squared), else the step's cells other than those it changes.
  const cause = roles.length ? [...new Set(roles.map((r) => r.cell))]
    : [...new Set(step.cells || [])].filter((c) => !effectCells.has(c));
  // The pattern's own candidates when it draws no links (a fish, an XYZ-wing): its value in its cells.
  const value = (step.removed && step.removed[0] && step.removed[0].value) || 0;
  const nodes = chain.length || !value ? [] : cause.map((cell) => ({ cell, value }));
  const tinted = [...new Set(houses.flatMap((h) => houseCells(model, h)))];
  const lines = [];
  if (step.technique === '2-sat') lines.push('Each arrow is a two-way choice: a cell with two numbers left, a number with two places left in its region, or two cells that cannot both hold a number.');
  if (after) lines.push(`That opens the next move: ${nameOf(model, after.cell)} must be ${symbol(after.value)}.`);
  const unseen = removedCells.filter((c) => !state.v[c] && !state.centre[c] && !state.corner[c]);
  if (unseen.length) lines.push(`This step removes candidates: if you pencil the candidates of ${list(unseen.map((c) => nameOf(model, c)))} (Centre mode), you will see ${unseen.length === 1 ? 'it' : 'them'} go.`);
  return {
    technique: w.technique,
    where: w.where,
    cells: tinted,
    cause,
    targets: [...effectCells],
    reveal: after ? [after.cell] : placedCells,
    chain,
    nodes,
    removed: step.removed || [],
    conclusion: w.conclusion,
    explanation: lines,
  };
}
