// doc003-puzzle.mjs — builds, from a solved 9×9 grid, an f-puzzles puzzle that carries all of document
// 003's own rules at once (arrowheads, sandwich 1 to X, hidden thermometers, secret direction, Fawlty
// Towers), every clue read off that grid so the grid satisfies them, plus most of its digits as givens
// so the engine solves it at once. The browser tests draw and play it; the engine alone decides
// whether the grid really keeps every rule (a wrong reading here makes the puzzle unsolvable, and the
// test says so).

const N = 9;
const name = (r, c) => `R${r + 1}C${c + 1}`;

// Relabels digits so that exactly one box has its 9 in the centre (secret direction's treasure): the
// box whose centre digit appears at no other box's centre gets that digit swapped with 9.
function withOneTreasure(grid) {
  const centres = [];
  for (let b = 0; b < 9; b++) centres.push(grid[(Math.floor(b / 3) * 3 + 1) * N + (b % 3) * 3 + 1]);
  const b = centres.findIndex((d) => centres.filter((x) => x === d).length === 1);
  if (b < 0) throw new Error('every box-centre digit repeats: pick another grid');
  const d = centres[b];
  return { grid: grid.map((x) => (x === d ? 9 : x === 9 ? d : x)), treasureBox: b };
}

// The secret path from `start`: each step goes as many cells as the digit, towards where the 9 of the
// cell's box lies from that box's centre. Returns true when it lands on the treasure.
function reachesTreasure(grid, start, treasure) {
  const seen = new Set();
  let i = start;
  while (i !== treasure) {
    if (seen.has(i)) return false;
    seen.add(i);
    const r = Math.floor(i / N), c = i % N, br = Math.floor(r / 3) * 3, bc = Math.floor(c / 3) * 3;
    let nine = -1;
    for (let k = 0; k < 9; k++) if (grid[(br + Math.floor(k / 3)) * N + bc + (k % 3)] === 9) nine = k;
    const dr = Math.sign(Math.floor(nine / 3) - 1), dc = Math.sign((nine % 3) - 1);
    if (dr === 0 && dc === 0) return false;
    const nr = r + dr * grid[i], nc = c + dc * grid[i];
    if (nr < 0 || nr >= N || nc < 0 || nc >= N) return false;
    i = nr * N + nc;
  }
  return true;
}

// Returns {json, solution (line), open (cells left empty)}.
export function doc003Puzzle(solutionLine) {
  const { grid, treasureBox } = withOneTreasure([...solutionLine].map(Number));
  const at = (r, c) => grid[r * N + c];
  const treasure = (Math.floor(treasureBox / 3) * 3 + 1) * N + (treasureBox % 3) * 3 + 1;
  let start = -1;
  for (let i = 0; i < N * N && start < 0; i++) if (i !== treasure && reachesTreasure(grid, i, treasure)) start = i;
  if (start < 0) throw new Error('no cell of this grid has a secret path to the treasure');

  // Arrowheads: a few neighbouring pairs, smaller first; one partial (≤).
  const arrowhead = [];
  for (const [r, c, dr, dc] of [[0, 0, 0, 1], [2, 4, 1, 0], [5, 6, 0, 1], [7, 2, 0, 1]]) {
    const a = [r, c], b = [r + dr, c + dc];
    const [lo, hi] = at(...a) < at(...b) ? [a, b] : [b, a];
    arrowhead.push({ cells: [name(...lo), name(...hi)], order: arrowhead.length === 3 ? 'partial' : 'total' });
  }

  // Sandwich 1 to X with X = 9 (the ordinary sandwich's sums): row 1 and column 5.
  const between = (line) => {
    const a = line.indexOf(1), b = line.indexOf(9);
    return line.slice(Math.min(a, b) + 1, Math.max(a, b)).reduce((s, x) => s + x, 0);
  };
  const sandwichx = [
    { cell: 'R1C0', value: String(between(grid.slice(0, N))) },
    { cell: 'R0C5', value: String(between(Array.from({ length: N }, (_, r) => at(r, 4)))) },
  ];

  // Hidden thermometers: two increasing walks of three cells found in the grid, as shapes.
  const hiddenthermometer = [];
  const used = new Set();
  const steps = [[0, 1], [1, 0], [1, 1], [0, -1], [-1, 0], [1, -1]];
  outer: for (let r = 0; r < N; r++) for (let c = 0; c < N; c++) {
    for (const [d1r, d1c] of steps) for (const [d2r, d2c] of steps) {
      const cells = [[r, c], [r + d1r, c + d1c], [r + d1r + d2r, c + d1c + d2c]];
      if (cells.some(([y, x]) => y < 0 || y >= N || x < 0 || x >= N || used.has(y * N + x))) continue;
      if (new Set(cells.map(([y, x]) => y * N + x)).size < 3) continue;
      if (!(at(...cells[0]) < at(...cells[1]) && at(...cells[1]) < at(...cells[2]))) continue;
      for (const [y, x] of cells) used.add(y * N + x);
      hiddenthermometer.push({ shape: cells.map(([y, x]) => [y - r, x - c]), order: 'total' });
      if (hiddenthermometer.length === 2) break outer;
      continue outer;
    }
  }

  // Fawlty Towers: three towers of three cells on the bottom row, their true sums; those that do not
  // increase are the faulty ones.
  const towers = [0, 4, 8].map((c) => ({ cells: [name(8, c), name(7, c), name(6, c)], sum: at(8, c) + at(7, c) + at(6, c) }));
  const nonincreasing = [0, 4, 8].filter((c) => !(at(8, c) < at(7, c) && at(7, c) < at(6, c))).length;

  // Givens: everything but a dozen cells spread over the grid.
  const open = [2, 12, 22, 30, 40, 44, 50, 58, 66, 70, 74, 78];
  const json = {
    size: N, title: 'gridlogic test: document 003’s own rules',
    grid: Array.from({ length: N }, (_, r) => Array.from({ length: N }, (_, c) => (open.includes(r * N + c) ? {} : { value: at(r, c), given: true }))),
    arrowhead, sandwichx, hiddenthermometer,
    secretdirection: { start: name(Math.floor(start / N), start % N) },
    fawltytowers: { towers, nonincreasing, wrongsum: 0 },
  };
  return { json, solution: grid.join(''), open };
}
