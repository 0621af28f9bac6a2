// trainer.js — the "practise a technique" page's logic, apart from the DOM (node tests load it): the
// engine's technique list (`techniques`, both ladders) grouped by difficulty, a paragraph that explains
// each one, and the board of a trainer puzzle at the step that takes the technique. The list is the
// engine's: a technique the engine gains appears here without an edit (its paragraph is then its
// family's, or the engine's own sentence for the example step).
import { valueOfChar } from '../play/cell-state.js';

// HoDoKu's five levels, the names its trainer and rating use (docs/rating.md).
export const LEVELS = ['Easy', 'Medium', 'Hard', 'Unfair', 'Extreme'];

// The level a technique belongs to: HoDoKu's, else the highest level the generator makes it at
// (`levels`, the SE-only techniques: direct pointing is easy, dynamic chains extreme).
export function levelOf(t) {
  if (t.hodoku && t.hodoku.level) return t.hodoku.level;
  return t.levels && t.levels.length ? Math.max(...t.levels) : LEVELS.length;
}

// [{level, name, techniques[]}] in increasing difficulty; within a level by SE rating, then HoDoKu's
// score, then name (HoDoKu-only techniques have no SE rating and follow the SE ones of their level).
export function groupTechniques(list) {
  const key = (t) => [t.se ? t.se.rating : Infinity, t.hodoku ? t.hodoku.score : Infinity];
  const groups = LEVELS.map((name, i) => ({ level: i + 1, name, techniques: [] }));
  for (const t of list) groups[Math.min(LEVELS.length, Math.max(1, levelOf(t))) - 1].techniques.push(t);
  for (const g of groups) {
    g.techniques.sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      return ka[0] - kb[0] || ka[1] - kb[1] || a.name.localeCompare(b.name);
    });
  }
  return groups.filter((g) => g.techniques.length);
}

// "SE 3.2 · HoDoKu 140 (hard)": where the technique sits on each scale.
export function scaleText(t) {
  const parts = [];
  if (t.se) parts.push(`SE ${Number(t.se.rating).toFixed(1)}`);
  if (t.hodoku) parts.push(`HoDoKu ${t.hodoku.score} (${t.hodoku.level_name})`);
  return parts.join(' · ');
}

// One paragraph per family of techniques, in a player's words (the first pattern that matches).
const EXPLAIN = [
  [/^full-house$/, 'A house (row, column or box) with one empty cell left: that cell takes the one digit the house is missing.'],
  [/^(hidden-single|direct-hidden)/, 'Look at one digit in one house: when every cell of the house but one is ruled out for it (a copy of the digit in the same row, column or box, or a cell already filled), the digit goes in the one place left. The "direct" forms find the single after first removing candidates with a hidden pair or triple, without writing them down.'],
  [/^naked-single$/, 'Look at one cell: when the digits in its row, column and box rule out all but one value, that value goes in the cell.'],
  [/^(pointing|claiming|direct-pointing|direct-claiming|locked-candidates)/, 'Locked candidates. When a digit\'s only places in a box lie in one row or column (pointing), the digit must be in that line within the box, so it can be removed from the rest of the line. When a digit\'s only places in a line lie in one box (claiming), it can be removed from the rest of that box.'],
  [/^locked-(pair|triple)$/, 'A naked pair or triple whose cells lie in one box and one line at once: its digits leave both houses.'],
  [/^naked-(pair|triple|quad)$/, 'N cells of one house whose candidates together are only N digits (two cells holding just 3 and 7): those digits must go in those cells, so they leave every other cell of the house.'],
  [/^hidden-(pair|triple|quad)$/, 'N digits that, within one house, can only go in the same N cells: those cells must hold those digits, so every other candidate leaves them.'],
  [/^(finned-|sashimi-)/, 'A finned fish: a fish (X-wing, swordfish, jellyfish) spoilt by one or two extra candidates — the fin — in one box. Either the fish holds or the fin is true; removals are made only where both would remove the digit: in the fin\'s box, on the fish\'s cover lines. Sashimi: a fish with one of its corners missing.'],
  [/^(franken-|mutant-|finned-franken|finned-mutant)/, 'A fish whose base or cover sets include boxes (Franken) or mix rows and columns (mutant): N houses where a digit is confined to N other houses remove the digit from the rest of those cover houses.'],
  [/^(x-wing|swordfish|jellyfish)$/, 'A fish on one digit: in N rows the digit can only go in the same N columns (two rows, two columns for an X-wing; three for a swordfish; four for a jellyfish). The N copies then fill those columns, so the digit leaves every other cell of those columns. Rows and columns can swap roles.'],
  [/^(skyscraper|two-string-kite|turbot-fish)$/, 'Two strong links on one digit (a digit with only two places in a house) joined at one end by cells that see each other: one of the two free ends must hold the digit, so any cell seeing both ends loses it. A skyscraper joins two columns (or rows), a 2-string kite a row and a column through a box.'],
  [/^empty-rectangle$/, 'In a box, a digit\'s places lie in one row and one column (the rest of the box — the "empty rectangle" — cannot hold it). With a strong link on the same digit outside the box, the digit leaves the cell where the link\'s far end and the box\'s row or column meet.'],
  [/^(xy-wing|xyz-wing|w-wing)$/, 'A wing: a pivot cell and two pincers. XY-wing: the pivot holds xy, the pincers xz and yz — whichever value the pivot takes, one pincer is z, so a cell seeing both pincers cannot be z (XYZ-wing: the pivot also holds z and the cell must see it too). W-wing: two cells with the same two candidates joined by a strong link on one of them.'],
  [/^remote-pair$/, 'A chain of cells that all hold the same two candidates, each seeing the next: the cells alternate, so a cell seeing two ends of opposite parity holds neither digit.'],
  [/^(x-chain|forcing-x-chain|bidirectional-x-cycle)$/, 'A chain on one digit, alternating strong links (only two places in a house) and weak links (two cells that see each other). One end or the other holds the digit, so a cell seeing both ends loses it; a cycle removes the digit along its weak links.'],
  [/^(xy-chain|bidirectional-y-cycle)$/, 'A chain of bivalue cells (two candidates each), each sharing a digit with the next: if the first cell is not z, the last one is — so a cell seeing both ends cannot be z.'],
  [/^(simple-colouring|multi-colouring)$/, 'Colour the places of one digit along its strong links in two alternating colours: one colour is true and one false. A cell seeing both colours loses the digit; two cells of one colour in one house make that whole colour false. Multi-colouring joins several such clusters.'],
  [/^(unique-rectangle|unique-loop|hidden-rectangle|avoidable-rectangle|bug)/, 'A uniqueness technique: a puzzle with one solution cannot end in a deadly pattern — four cells in two rows, two columns and two boxes left with the same two candidates (a rectangle, a loop), or every cell with two candidates (BUG). The one way out of the pattern must be true, which removes candidates or places a digit.'],
  [/^aligned-(pair|triple)-exclusion$/, 'Two (or three) cells that see each other\'s common peers: combinations of their values that would empty a cell they both see, or repeat a value, are impossible; a candidate in no remaining combination goes.'],
  [/^(als-|sue-de-coq)/, 'Almost locked sets: N cells with N+1 candidates. If one of the candidates is removed the rest lock. ALS-XZ: two such sets joined by a restricted common digit x — the other common digit z then goes from every cell seeing all its places in both sets. Sue de Coq splits a box-line intersection\'s digits between the line and the box.'],
  [/(nice-loop|aic)$/, 'A chain of alternating strong and weak links between candidates, in HoDoKu\'s Eureka notation: a discontinuous loop proves or removes its start candidate, a continuous loop removes along its weak links, and an AIC removes any candidate seeing both of its ends. Grouped forms treat a digit\'s places in a box-line intersection as one node.'],
  [/^(forcing-chain|bidirectional-cycle|nishio|cell-forcing|region-forcing|forcing-net|forcing-chain-)/, 'Forcing chains: follow what each possibility implies. Assuming a candidate leads to a contradiction (so it is false), or every candidate of a cell or every place of a digit in a house leads to the same result (so it is true).'],
  [/^dynamic-/, 'Dynamic forcing chains (Sudoku Explainer\'s top levels): as forcing chains, but each implication may use everything deduced so far, and the "+" forms nest simpler chains inside each step. They are what the hardest puzzles need; few players solve them by hand.'],
  [/^(trial-and-error|last-resort)$/, 'A guess the solver checks: not a deduction.'],
];

export function explanationOf(name) {
  const hit = EXPLAIN.find(([re]) => re.test(name));
  return hit ? hit[1] : '';
}

// Does a trace step take this technique? (HoDoKu's forcing nets share one name, `dynamic-forcing-chains`.)
export function takes(step, name) {
  const t = (step && step.technique) || '';
  return t === name || (name === 'dynamic-forcing-chains' && t.startsWith('dynamic-'));
}

// The board at the first step of `steps` that takes `name`: {index, step, values[], candidates[] (a
// mask per empty cell, bit v set for value v)} — the givens and every earlier step's placements, and
// each empty cell's values not seen in its row, column and box, less the earlier steps' removals. This is
// the position the engine explained the step from. Null when the path never takes it.
export function exampleAt(model, givensLine, steps, name) {
  const index = steps.findIndex((s) => takes(s, name));
  if (index < 0) return null;
  const values = [...givensLine].slice(0, model.size).map(valueOfChar);
  const gone = new Set();
  for (const s of steps.slice(0, index)) {
    for (const p of s.placed || []) values[p.cell] = p.value;
    for (const r of s.removed || []) gone.add(r.cell * 64 + r.value);
  }
  const candidates = values.map((v, i) => {
    if (v) return 0;
    let mask = 0;
    for (let u = 1; u <= model.maxValue; u++) {
      if (gone.has(i * 64 + u) || model.peers[i].some((p) => values[p] === u)) continue;
      mask |= 1 << u;
    }
    return mask;
  });
  return { index, step: steps[index], values, candidates };
}

// The play page's address for a trainer puzzle: play.html generates it there (its busy bar, Cancel, and
// the engine's message when none is found), and its hints explain on the technique's ladder.
export function practiseHref(t, level = '') {
  return `play.html?genre=sudoku&technique=${encodeURIComponent(t.name)}${level ? `&level=${encodeURIComponent(level)}` : ''}`;
}

// How a page asks for a trainer puzzle. Some techniques turn up once in thousands of grids (a swordfish
// about one in 3,000, past the engine's default count): the pages keep trying for up to
// TRAINER_SECONDS, the attempts shown as they go and Cancel at hand (docs/generator.md).
export const TRAINER_SECONDS = 30;
const TRAINER_ATTEMPTS = 100000;
export function trainerRequest(name, seed) {
  return { technique: name, seed, attempts: TRAINER_ATTEMPTS, 'work-limit': 0, 'time-limit': TRAINER_SECONDS };
}

// No puzzle found, in a player's words: the time ran out (the engine answers with no puzzle and
// `stopped`), or, on a fast device, every attempt was made (the engine's error names --attempts).
export class TrainerNotFound extends Error {
  constructor(title, within) {
    super(`No puzzle needing ${title} turned up in ${within}: it is rare in random puzzles.`);
  }
}

// The engine's answer to trainerRequest (a promise), or TrainerNotFound; other errors pass unchanged.
export async function trainerAnswer(answer, title) {
  let made;
  try {
    made = await answer;
  } catch (err) {
    if (/^no .* needing /.test(err.message || '')) throw new TrainerNotFound(title, `${TRAINER_ATTEMPTS.toLocaleString('en')} attempts`);
    throw err;
  }
  if (!made.puzzle) throw new TrainerNotFound(title, `${TRAINER_SECONDS} seconds of trying`);
  return made;
}
