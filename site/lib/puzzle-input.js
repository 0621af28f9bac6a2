// puzzle-input.js — what the import box accepts: guess the genre of a pasted puzzle, then let the engine
// read it and rewrite it in the genre's canonical one-line form (the form the play page's URL carries).
//
// Recognised: a Sudoku line (or grid of lines), puzz.link / pzv.jp URLs (sudoku, suguru/tectonic, hashi),
// f-puzzles and SudokuPad links or their JSON (variant), and the project's own JSON of any genre.

const PUZZLINK_KINDS = { sudoku: 'sudoku', suguru: 'tectonic', tectonic: 'tectonic', hashi: 'hashi', bridges: 'hashi' };

// The canonical form each genre's play URL uses (all one line).
export const CANONICAL = { sudoku: 'line', tectonic: 'url', hashi: 'url', variant: 'fpuzzles' };

// {genre, sure}: `sure` when the text names its genre (a URL kind, a JSON genre); otherwise a guess.
export function guessGenre(text) {
  const t = text.trim();
  const link = t.match(/^https?:\/\/[^?\s]*(?:puzz\.link|pzv\.jp|pzprxs[^/]*)\/p(?:\.html)?\?(?:m=\w+&)?([a-z]+)/i);
  if (link) return { genre: PUZZLINK_KINDS[link[1].toLowerCase()] || null, sure: true, kind: link[1] };
  if (/f-puzzles\.com|sudokupad\.app|puzzleid=fpuzzles|^N4Ig/i.test(t)) return { genre: 'variant', sure: true };
  if (t.startsWith('{')) {
    try {
      const j = JSON.parse(t);
      if (j && typeof j.genre === 'string') return { genre: j.genre === 'suguru' ? 'tectonic' : j.genre, sure: true };
      if (j && j.size && j.grid) return { genre: 'variant', sure: true };
    } catch { /* not JSON after all: let the engine say what is wrong */ }
    return { genre: 'variant', sure: false };
  }
  // Tectonic's text form: digit rows, a space, region-letter rows ("1.4.4/...2. AABAA/CBBAA").
  if (/^[0-9.]+(\/[0-9.]+)*\s+[A-Za-z]+(\/[A-Za-z]+)*$/.test(t)) return { genre: 'tectonic', sure: false };
  if (looksLikeSudoku(t)) return { genre: 'sudoku', sure: false };
  // Rows of digits and dots joined by '/' (the engine's Hashi text form) may be any genre's text.
  if (/^[0-9.#/\s]+$/.test(t) && t.includes('/')) return { genre: 'hashi', sure: false };
  return { genre: null, sure: false };
}

// A Sudoku line or grid: the cells (digits, '.', '*', '_'; letters only from 12×12 up, where they are
// values), after dropping white space and box-drawing characters, number 16, 36, 81, 144, 256 or 625.
// Ordinary text ("this is not a puzzle" has 16 letters) is not one.
function looksLikeSudoku(text) {
  const cells = text.replace(/[\s|+\-]/g, '');
  // Digits and blanks only: a Sudoku, even of a wrong length (the engine then says how many cells).
  if (/^[0-9.*_\s|+\-]+$/.test(text)) return true;
  if (![16, 36, 81, 144, 256, 625].includes(cells.length)) return false;
  if (cells.length >= 144) return /^[0-9A-Za-z.*_]+$/.test(cells);
  // A grid with a stray character or two is still a Sudoku: the engine then names the bad cell.
  return cells.replace(/[0-9.*_]/g, '').length <= 2;
}

// What the import box reads, for a text that is none of them.
export const ACCEPTED_FORMS = 'gridlogic reads: a Sudoku as one line of 16, 36, 81, 144, 256 or 625 cells (or a grid of lines; '
  + '"." or 0 for a blank), a puzz.link or pzv.jp link of a sudoku, suguru or hashi puzzle, an f-puzzles or SudokuPad link, '
  + 'or the JSON of a puzzle.';

// An engine message for a link that stops early ("puzz.link body: the horizontal borders section ends
// after 2 of 4 characters") in words a player can act on; other messages pass unchanged.
export function plainMessage(message) {
  const m = String(message || '');
  if (/section ends after|is the URL cut short|ends early|too short/i.test(m))
    return 'This link is cut short: it ends before the puzzle does. Copy the whole link again (puzzle links are often long and get cut when pasted).';
  return m;
}

// Reads `text` with the engine: resolves to {genre, puzzle} (the canonical form) or rejects with the
// engine's message for the most likely genre. `call(verb, input, options)` is an engine call (it may
// go through the busy bar).
export async function importPuzzle(call, text) {
  const input = text.trim();
  if (!input) throw new Error('Paste a puzzle first: a Sudoku line, a puzz.link URL or an f-puzzles / SudokuPad link.');
  const guess = guessGenre(input);
  if (guess.sure && !guess.genre)
    throw new Error(`puzz.link '${guess.kind}' puzzles are not played here; gridlogic plays sudoku, suguru (tectonic) and hashi links.`);
  const order = guess.sure ? [guess.genre]
    : [guess.genre, ...['sudoku', 'tectonic', 'hashi', 'variant'].filter((g) => g !== guess.genre)].filter(Boolean);
  let first = null;
  for (const genre of order) {
    try {
      const r = await call('convert', input, { genre, to: CANONICAL[genre] });
      return { genre, puzzle: r.puzzle };
    } catch (err) {
      if (err.name === 'AbortError') throw err;
      if (!first) first = err;
    }
  }
  // Text that looks like no form: say which forms are read, rather than one genre's complaint about it.
  if (!guess.genre) throw new Error(`This is not a puzzle gridlogic can read. ${ACCEPTED_FORMS}`);
  throw new Error(plainMessage(first.message));
}
