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

export const PATTERN = /^(x-wing|swordfish|jellyfish|finned-|sashimi-|franken-|mutant-|als-|xy-wing|xyz-wing|w-wing|x-chain|xy-chain|remote-pair|turbot-fish|two-string-kite|skyscraper$|empty-rectangle|simple-colouring|multi-colouring|unique-rectangle-|unique-loop-|hidden-rectangle|avoidable-rectangle-|sue-de-coq|discontinuous-nice-loop|continuous-nice-loop|aic$|grouped-|bidirectional-|forcing-|nishio|cell-forcing|region-forcing|dynamic-|2-sat$|contradiction-chain$)/;
// Tectonic's 2-SAT round is taught as a chain when the engine gives the chain behind its deduction; a
// variant's Skyscrapers rule shares the name of HoDoKu's skyscraper but draws no links.
export const isPattern = (step) => PATTERN.test((step && step.technique) || '')
  && (!/^(2-sat|skyscraper)$/.test(step.technique) || (step.chain || []).length > 0);

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

// "rows 2 and 8" from the step's houses of one role; "row 2 and column 5" when their kinds differ.
function houseWords(houses, role) {
  const hs = houses.filter((h) => h.role === role);
  if (!hs.length) return '';
  const kind = hs[0].kind;
  if (hs.some((h) => h.kind !== kind)) return list(hs.map((h) => `${h.kind} ${h.index + 1}`), 9);
  return `${kind}${hs.length > 1 ? 's' : ''} ${list(hs.map((h) => String(h.index + 1)), 9)}`;
}

// The cells of a row, column or box (0-based index; a box is the model's region of that number).
function houseCells(model, h) {
  const out = [];
  for (let i = 0; i < model.size; i++) {
    const r = Math.floor(i / model.cols), c = i % model.cols;
    if ((h.kind === 'row' && r === h.index) || (h.kind === 'column' && c === h.index)
      || (h.kind === 'box' && model.regions && model.regions[i] === h.index)) out.push(i);
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
  if (/^((finned-|sashimi-)?(franken|mutant)-|(finned|sashimi)-)(x-wing|swordfish|jellyfish)$/.test(kind)) {
    // HoDoKu's finned fish: the fish, or one of its fins (roles "fin", all in one box).
    const base = houseWords(houses, 'base'), cover = houseWords(houses, 'cover');
    const fins = roles.filter((r) => r.role === 'fin' || r.role === 'endo-fin').map((r) => nameOf(model, r.cell));
    if (!fins.length) {
      return {
        technique: `${name} on ${v}`,
        where: `${base}: there ${v} can only go in ${cover}`,
        conclusion: `${effect}: the ${v}s of ${base} take one place in each of ${cover}, so no other cell of ${cover} can hold ${v}.`,
      };
    }
    return {
      technique: `${name} on ${v}`,
      where: `${base}: there ${v} can only go in ${cover}, or in the fin${fins.length > 1 ? 's' : ''} ${list(fins)}`,
      conclusion: `${effect}: either ${base} take every ${v} of ${cover}, or a fin is ${v} — and ${sees(step)} every fin and lies in ${cover}, so it loses ${v} either way.`,
    };
  }
  if (kind === 'als-xy-chain') {
    const sets = [...new Set(roles.map((r) => r.role))].map((role) => `{${roles.filter((r) => r.role === role).map((r) => nameOf(model, r.cell)).join(', ')}}`);
    return {
      technique: name,
      where: `the almost locked sets ${list(sets, 6)}, each with one candidate more than cells`,
      conclusion: `${effect}: each set shares a number with the next only where their cells see each other, so one of the two end sets is locked and holds ${v} — and ${sees(step)} every ${v} of both.`,
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
  if (kind === 'skyscraper' || kind === 'two-string-kite') {
    // HoDoKu's skyscraper and 2-string kite: two strong links (the only two places of the digit in a
    // house) whose ends meet in a shared house (roles "end" and "connected").
    const ends = roles.filter((r) => r.role === 'end').map((r) => nameOf(model, r.cell));
    const joined = roles.filter((r) => r.role === 'connected').map((r) => nameOf(model, r.cell));
    const meet = houses.find((h) => h.role === 'box' || h.role === 'connection');
    const house = (h) => `${h.kind} ${h.index + 1}`;
    return {
      technique: `${kind === 'skyscraper' ? 'Skyscraper' : name} on ${v}`,   // not the variant rule "Skyscrapers"

      where: `${houseWords(houses, 'strong-link')}: ${v} has only two places in each, and ${list(joined)} share ${meet ? house(meet) : 'a house'}`,
      conclusion: `${effect}: ${list(joined)} cannot both be ${v}, so one of the other ends, ${list(ends)}, is ${v} — and ${sees(step)} both.`,
    };
  }
  if (kind === 'empty-rectangle') {
    const box = houses.find((h) => h.role === 'box');
    const link = roles.filter((r) => r.role === 'link').map((r) => nameOf(model, r.cell));
    const lh = houses.find((h) => h.role === 'strong-link');
    return {
      technique: `${name} on ${v}`,
      where: `box ${box ? box.index + 1 : '?'}: its ${v}s lie in one row and one column; and ${lh ? `${lh.kind} ${lh.index + 1}` : 'one house'}, where ${v} is only in ${list(link)}`,
      conclusion: `${effect}: if ${link[1]} is ${v}, it sees that cell; if not, ${link[0]} is ${v}, which pushes the box's ${v} into the line of the cross that sees it — ${v} is taken there either way.`,
    };
  }
  if (kind === 'w-wing') {
    const wings = roles.filter((r) => r.role === 'wing').map((r) => nameOf(model, r.cell));
    const links = roles.filter((r) => r.role === 'link').map((r) => nameOf(model, r.cell));
    const lh = houses.find((h) => h.role === 'strong-link');
    const y = chain.length > 1 ? symbol(chain[1].to.value) : '';
    return {
      technique: name,
      where: `${list(wings)}, with the same two candidates, and ${lh ? `${lh.kind} ${lh.index + 1}` : 'the house'} where ${y} is only in ${list(links)}, each seeing one of them`,
      conclusion: `${effect}: if ${wings[0]} is not ${v} it is ${y}, so ${links[0]} is not ${y}, ${links[1]} is, and ${wings[1]} is ${v} — one of the two is ${v}, and ${sees(step)} both.`,
    };
  }
  if (/^(unique-rectangle-|unique-loop-|hidden-rectangle|avoidable-rectangle-)/.test(kind)) {
    const corners = roles.filter((r) => r.role === 'corner').map((r) => nameOf(model, r.cell));
    const loop = corners.length ? corners : [...new Set(roles.map((r) => nameOf(model, r.cell)))];
    return {
      technique: name,
      where: `the ${loop.length === 4 ? 'rectangle' : 'loop'} ${list(loop, 6)}, two rows, two columns and two boxes`,
      conclusion: `${effect}: otherwise two numbers could swap around it and the puzzle would have two solutions — and it has one.`,
    };
  }
  if (kind === 'sue-de-coq') {
    const pick = (role) => roles.filter((r) => r.role === role).map((r) => nameOf(model, r.cell));
    return {
      technique: name,
      where: `${list(pick('intersection'))}, where a line crosses a box, with ${list(pick('line-set'))} in the line and ${list(pick('box-set'))} in the box`,
      conclusion: `${effect}: together these cells hold exactly their candidates, those of the line cells in the line and those of the box cells in the box, so the rest of the line and of the box lose them.`,
    };
  }
  if (kind === 'multi-colouring') {
    return {
      technique: `${name} on ${v}`,
      where: `two chains of ${v}s that are the only two of their row, column or box, each coloured in two colours`,
      conclusion: `${effect}: in each chain one colour holds every ${v}; where colours of the two chains see each other one of them is false, and ${sees(step)} the colours that must then hold ${v}.`,
    };
  }
  if (/^(turbot-fish|remote-pair|aic|grouped-aic|discontinuous-nice-loop|continuous-nice-loop|grouped-discontinuous-nice-loop|grouped-continuous-nice-loop)$/.test(kind)) {
    const a = nameOf(model, chain[0].from.cell), b = nameOf(model, chain[chain.length - 1].to.cell);
    const loop = /nice-loop/.test(kind);
    return {
      technique: name,
      where: loop ? `the loop from ${a} back to itself (solid: the only two places or numbers, dashed: two candidates that cannot both be true)`
        : `the chain from ${a} to ${b} (solid: the only two places or numbers, dashed: two candidates that cannot both be true)`,
      conclusion: /continuous/.test(kind) && !/discontinuous/.test(kind)
        ? `${effect}: the loop closes, so every dashed link has one true end and every solid link one false end — whichever way round it holds.`
        : loop ? `${effect}: start at ${a}: the links lead back to ${a} and contradict the start, so that start is false.`
          : `${effect}: if ${a} is false, follow the links — ${b} is true; one of the two ends holds, and ${sees(step)} both.`,
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
  // A variant's contradiction chain: one candidate assumed and followed by singles and the rules'
  // own steps (its substeps, walked one at a time) until something is impossible.
  if (kind === 'contradiction-chain') {
    const cv = (step.removed || [])[0] || { cell: (step.cells || [0])[0], value: 0 };
    const subs = step.substeps || [];
    const last = subs.length ? subs[subs.length - 1] : null;
    const why = last && last.technique === 'contradiction' ? last.explanation.replace(/^Contradiction: /, '') : 'something is impossible';
    const n = subs.filter((x) => x.technique !== 'contradiction').length;
    return {
      technique: name,
      where: `suppose ${nameOf(model, cv.cell)} is ${symbol(cv.value)} and follow it${n ? `: ${n} step${n > 1 ? 's' : ''} of singles and the rules` : ''}`,
      conclusion: `${effect}: if ${nameOf(model, cv.cell)} were ${symbol(cv.value)}, following it step by step leads to a contradiction — ${why} — so it is not ${symbol(cv.value)}.`,
    };
  }
  // HoDoKu's forcing chains and nets: the engine's sentence names the assumption and where the
  // contradiction shows, or the possibilities that all lead to the effect.
  if (/^forcing-(chain|net)-(contradiction|verity)$/.test(kind)) {
    const start = chain.length ? nameOf(model, chain[0].from.cell) : '';
    const c = /if (.*?), the (?:chains|nets) below lead to a contradiction in (.*?), so/.exec(step.explanation || '');
    const v2 = /each of (.*?) — one of which is true — leads/.exec(step.explanation || '');
    return {
      technique: name,
      where: c ? `what follows from ${c[1]}` : `what follows from each possibility${start ? ` (${start} and the others)` : ''}`,
      conclusion: c ? `${effect}: if ${c[1]}, following the arrows leads to a contradiction in ${c[2]} — impossible.`
        : `${effect}: ${v2 ? `each of ${v2[1]}` : 'every possibility'} — one of them is true — leads there, so it holds whichever is true.`,
    };
  }
  // Forcing chains: an assumption followed through the links drawn. A contradiction shows as a
  // candidate the arrows reach both as "is" (a solid arrow in) and "is not" (a dashed arrow in).
  const start = chain.length ? nameOf(model, chain[0].from.cell) : '';
  const on = new Set(chain.filter((l) => l.strong).map((l) => `${l.to.cell}:${l.to.value}`));
  const clash = chain.find((l) => !l.strong && on.has(`${l.to.cell}:${l.to.value}`));
  const both = /every possibility|either way|leads to the same conclusion/.test(step.explanation || '');
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
    where: start ? `what follows from ${start}` : (step.cells || []).length ? list(step.cells.map((c) => nameOf(model, c))) : '',
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
    // HoDoKu's own line for the step (Eureka notation for a chain), and a chain told link by link:
    // each substep the engine gives is one link with its reason (chain-walk.js steps through them).
    notation: step.notation || '',
    walk: walkOf(step, model),
    walkUnit: step.technique === 'contradiction-chain' ? 'step' : 'link',
  };
}

// The links of a chain one by one, each with its cells and reason ("5 lies only in r2c5 and r2c9 in
// row 2: if r2c5 is not 5, r2c9 is"); none for a pattern of one or two links.
export function walkOf(step, model) {
  if (step.technique === 'contradiction-chain') {
    // The assumption, then each step that follows from it (its placements ringed), then the contradiction.
    const cv = (step.removed || [])[0];
    if (!cv || !model) return [];
    const first = { cells: [cv.cell], marks: [cv], text: `Suppose ${nameOf(model, cv.cell)} is ${symbol(cv.value)}` };
    return [first, ...(step.substeps || []).map((s) => ({
      cells: [...new Set([...(s.placed || []), ...(s.removed || [])].map((x) => x.cell))],
      marks: s.placed || [],
      text: s.explanation,
    }))];
  }
  const subs = (step.substeps || []).filter((s) => s.technique === 'link' && (s.chain || []).length);
  if (subs.length < 3) return [];
  return subs.map((s) => ({ cells: s.cells || [], link: s.chain[0], text: s.explanation }));
}
