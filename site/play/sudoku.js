// sudoku.js — classic Sudoku of any size the engine knows (4×4 … 25×25) for the play page: the model
// from the engine's JSON (size, box shape, givens), rows/columns/boxes as the groups every digit obeys.
import { cellGenre, describeLevel } from './cell-genre.js';
import { valueOfChar, toLine, peersFromGroups, sudokuGroups, symbol } from './cell-state.js';

export function sudokuModel(json, key) {
  const n = json.size, [br, bc] = json.box;
  const size = n * n;
  const regions = Array.from({ length: size }, (_, i) => {
    const r = Math.floor(i / n), c = i % n;
    return Math.floor(r / br) * (n / bc) + Math.floor(c / bc);
  });
  const givens = [...json.givens].map(valueOfChar);
  const groups = sudokuGroups(n, regions);
  // A pencil-mark (Sukaku) puzzle's candidates: a mask per cell (bit v for value v), n characters a cell.
  const candidates = json.candidates ? Array.from({ length: size }, (_, i) => {
    let mask = 0;
    for (const ch of json.candidates.slice(i * n, i * n + n)) if (valueOfChar(ch)) mask |= 1 << valueOfChar(ch);
    return mask;
  }) : null;
  return {
    genre: 'sudoku', key, rows: n, cols: n, size, maxValue: n, cellMax: new Array(size).fill(n),
    givens, regions, groups, peers: peersFromGroups(size, groups), box: [br, bc],
    // The empty cells start with the puzzle's candidates as centre marks (cell-state.js initialState).
    candidates, startMarks: candidates && candidates.map((m, i) => (givens[i] ? 0 : m)),
    margin: { top: 0, left: 0, right: 0, bottom: 0 },
    title: candidates ? `Pencil-mark Sudoku ${n}×${n}` : `Sudoku ${n}×${n}`,
    rules: [`Place 1 to ${n}${n > 9 ? ` (10 and up written A, B, …)` : ''} once in every row, column and ${br}×${bc} box.`,
      ...(candidates ? ['A pencil-mark puzzle: each cell takes one of the candidates it was given (pencilled at the start).'] : [])],
  };
}

// The engine's candidate line (docs/formats.md): n characters a cell, value v at place v — a placed
// digit alone, else the puzzle's own candidates.
export function candidateLine(model, values) {
  const n = model.maxValue;
  let out = '';
  for (let i = 0; i < model.size; i++) {
    for (let v = 1; v <= n; v++) out += (values[i] ? values[i] === v : model.candidates[i] & (1 << v)) ? symbol(v) : '.';
  }
  return out;
}

export const sudoku = cellGenre({
  name: 'sudoku',
  label: 'Sudoku',
  canonical: 'line',   // the form of its play URL (and of model.key)
  pencilForm: 'candidates',   // … and of a pencil-mark (Sukaku) puzzle's, which the line cannot carry
  completable: true,    // the engine's check says whether a partial grid can still be completed
  async load(call, puzzle) {
    const r = await call('convert', puzzle, { genre: 'sudoku', to: 'json' });
    const json = JSON.parse(r.puzzle);
    return sudokuModel(json, json.candidates || json.givens);
  },
  // The current grid (correct digits only; hint() has dealt with wrong ones) as a new puzzle, explained
  // on the HoDoKu ladder: the simplest step by HoDoKu's scale, with its named patterns (issue 36).
  // A trainer puzzle (play.html?technique=…) explains on the ladder it was made on, so its hints name
  // the technique it practises (model.ladder, set by main.js).
  // A pencil-mark puzzle is explained as one: its candidates, with the digits placed so far.
  explainInput: (model, values) => ({ input: model.candidates ? candidateLine(model, values) : toLine(values), options: { steps: 60, ladder: model.ladder || 'hodoku' } }),
  traceSteps: (result) => result.steps || (result.trace && result.trace.steps) || [],
  rateOptions: () => ({ genre: 'sudoku', runs: 1 }),
  describeRating: (r) => describeLevel(r, 5, { name: true }),
  // puzz.link plays sides 4, 6, 9, 16 and 25 only (a 12×12 opens with 3×3 boxes there): the engine says
  // so with a warning, and then only SudokuPad is offered. SudokuPad opens every size.
  async exportLinks(call, model) {
    const [url, pad] = await Promise.all([
      call('convert', model.key, { genre: 'sudoku', to: 'url' }).catch(() => null),
      call('convert', model.key, { genre: 'sudoku', to: 'sudokupad' }).catch(() => null),
    ]);
    return [
      ...(url && !url.warning ? [{ kind: 'export', href: url.puzzle, label: 'Open on puzz.link' }] : []),
      ...(pad ? [{ kind: 'sudokupad', href: pad.puzzle, label: 'Open in SudokuPad' }] : []),
    ];
  },
});
