// app.js — the home page's solver section: paste a Sudoku, press Solve, see the grid or the engine's
// error message. (The rest of the home page is home.js.)
import { engine } from './lib/engine.js';

const EXAMPLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const $ = (id) => document.getElementById(id);

// Draws an n×n grid: givens bold, solved cells in the accent colour; box edges from the shape.
// `puzzle` is the engine's project JSON of the puzzle (size, box, givens as one line).
function drawBoard(puzzle, solution) {
  const board = $('board');
  const n = puzzle.size;
  const [boxRows, boxCols] = puzzle.box;
  const givens = puzzle.givens;
  board.replaceChildren();
  board.style.setProperty('--n', n);
  board.dataset.solution = solution;
  for (let i = 0; i < n * n; i++) {
    const r = Math.floor(i / n), c = i % n;
    const cell = document.createElement('div');
    const given = givens[i] !== '.';
    cell.className = 'cell' + (given ? ' given' : ' solved');
    if ((c + 1) % boxCols === 0 && c + 1 < n) cell.classList.add('box-right');
    if ((r + 1) % boxRows === 0 && r + 1 < n) cell.classList.add('box-bottom');
    cell.textContent = solution[i];
    board.appendChild(cell);
  }
}

function showError(message) {
  $('error').textContent = message;
  $('error').hidden = false;
}

async function solve() {
  const input = $('puzzle').value.trim();
  $('error').hidden = true;
  $('board').replaceChildren();
  delete $('board').dataset.solution;
  $('status').textContent = 'Solving…';
  try {
    // Any form the engine reads (line, grid, puz.link URL, JSON) becomes its JSON: the givens and the
    // box shape to draw, and the one-line form the lecture view takes.
    const puzzle = JSON.parse((await engine.run('convert', input, { to: 'json' })).puzzle);
    $('lecture-link').href = 'lecture.html?p=' + encodeURIComponent(puzzle.givens);
    const result = await engine.solve(input, { count: 2 });
    const ms = result.stats.ms.toFixed(1);
    const verdicts = {
      unique: `Solved: the solution is unique (${ms} ms).`,
      multiple: `This puzzle has more than one solution; here is one (${ms} ms).`,
      none: `This puzzle has no solution (${ms} ms).`,
      unknown: 'The engine gave up before deciding.',
    };
    $('status').textContent = verdicts[result.status] || result.status;
    $('status').dataset.verdict = result.status;
    if (result.solution) drawBoard(puzzle, result.solution);
  } catch (err) {
    $('status').textContent = '';
    $('status').dataset.verdict = 'error';
    showError(err.message);
  }
}

$('solve').addEventListener('click', solve);
$('example').addEventListener('click', () => { $('puzzle').value = EXAMPLE; });
$('puzzle').addEventListener('keydown', (e) => {
  if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); solve(); }
});

engine.version().then((v) => {
  $('version').textContent = v;
  $('status').textContent = 'Ready.';
  $('solve').disabled = false;
}).catch((err) => showError('The engine failed to load: ' + err.message));
