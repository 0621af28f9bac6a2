// sudoku.mjs — an independent rule check for Sudoku solutions, used by the node and browser tests.
const SHAPES = { 4: [2, 2], 6: [2, 3], 9: [3, 3], 12: [3, 4], 16: [4, 4], 25: [5, 5] };

// null when `solution` solves `puzzle`; otherwise a message naming the first problem.
export function checkSudoku(puzzle, solution) {
  const n = Math.round(Math.sqrt(puzzle.length));
  if (!SHAPES[n] || solution.length !== puzzle.length) return 'sizes differ';
  const [br, bc] = SHAPES[n];
  const value = (ch) => parseInt(ch, 36);
  for (let i = 0; i < puzzle.length; i++) {
    if (!(value(solution[i]) >= 1 && value(solution[i]) <= n)) return `cell ${i} is not a value`;
    if (puzzle[i] !== '.' && puzzle[i] !== '0' && puzzle[i].toUpperCase() !== solution[i]) return `cell ${i} breaks a given`;
  }
  const units = [];
  for (let k = 0; k < n; k++) {
    units.push([...Array(n)].map((_, j) => k * n + j));
    units.push([...Array(n)].map((_, j) => j * n + k));
    const r0 = Math.floor(k / br) * br, c0 = (k % br) * bc;
    units.push([...Array(n)].map((_, j) => (r0 + Math.floor(j / bc)) * n + c0 + (j % bc)));
  }
  for (const u of units) if (new Set(u.map((i) => solution[i])).size !== n) return `a house repeats a value`;
  return null;
}
