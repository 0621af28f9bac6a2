// puzzle-input.js — what the import box (and the widget's `puzzle` attribute) accepts: the engine says
// which genre a text names itself (its genre detection, `genreOf`) and reads it into the genre's
// canonical one-line form (the genre module's `canonical`, the form the play page's URL carries). A
// text that names no genre (a Sudoku line, a grid of lines, a Tectonic or Hashi text form) is offered
// to each playable genre's reader in turn (play/genres.js, in its order). This file keeps no second
// detector and no genre list: only the words of its messages look at the text.

// What the import box reads, for a text that is none of them.
export const ACCEPTED_FORMS = 'gridlogic reads: a Sudoku as one line of 16, 36, 81, 144, 256 or 625 cells (or a grid of lines; '
  + '"." or 0 for a blank), a puzz.link or pzv.jp link of a sudoku, suguru or hashi puzzle, an f-puzzles or SudokuPad link, '
  + 'or the JSON of a puzzle.';

// Ordinary words ("this is not a puzzle"): no digit, no link, no JSON — answered with the forms read
// rather than one genre's complaint (which would call it a bad 4×4 Sudoku).
function isProse(text) {
  return !/[0-9{]|:\/\//.test(text) && /[a-z]{2,}\s+[a-z]{2,}/i.test(text);
}

// An engine message for a link that stops early ("puzz.link body: the horizontal borders section ends
// after 2 of 4 characters") in words a player can act on; other messages pass unchanged.
export function plainMessage(message) {
  const m = String(message || '');
  if (/section ends after|is the URL cut short|ends early|too short/i.test(m))
    return 'This link is cut short: it ends before the puzzle does. Copy the whole link again (puzzle links are often long and get cut when pasted).';
  return m;
}

// Reads `text` with the engine: resolves to {genre, puzzle} (the canonical form) or rejects with the
// engine's message (an error for ordinary words carries the forms read as `accepted`). `call(verb, input, options)` is an engine call (it may go through the busy bar);
// `genreOf(text)` the engine's detection; `genres` the playable genres (name → module with its
// `canonical` form); `genre`, when the caller knows it (a widget's attribute), is used as it is.
export async function importPuzzle({ call, genreOf, genres }, text, genre = null) {
  const input = String(text || '').trim();
  if (!input) throw new Error('Paste a puzzle first: a Sudoku line, a puzz.link URL or an f-puzzles / SudokuPad link.');
  if (isProse(input)) throw Object.assign(new Error('This is not a puzzle gridlogic can read.'), { accepted: ACCEPTED_FORMS });
  // A genre with a pencil-mark form (Sudoku's 729-character candidate line, docs/formats.md) keeps the
  // candidates: the engine's JSON says whether the text carries them.
  const read = async (g) => {
    const { canonical, pencilForm } = genres[g];
    if (pencilForm && JSON.parse((await call('convert', input, { genre: g, to: 'json' })).puzzle).candidates)
      return { genre: g, puzzle: (await call('convert', input, { genre: g, to: pencilForm })).puzzle };
    return { genre: g, puzzle: (await call('convert', input, { genre: g, to: canonical })).puzzle };
  };
  const named = genre || await genreOf(input);
  if (named) {
    if (!genres[named]) throw new Error(`gridlogic reads ${named} puzzles but does not play them here.`);
    try {
      return await read(named);
    } catch (err) {
      if (err.name === 'AbortError') throw err;
      throw new Error(plainMessage(err.message));
    }
  }
  // A puzzle link of a kind no genre takes: say so, not "cannot read".
  const link = /^https?:\/\/\S*\?(?:[a-z]+=[^&/]*&)*([a-z_]+)\//i.exec(input);
  if (link) throw new Error(`puzz.link '${link[1]}' puzzles are not played here; gridlogic plays sudoku, suguru (tectonic) and hashi links.`);
  let first = null;
  for (const g of Object.keys(genres)) {
    try {
      return await read(g);
    } catch (err) {
      if (err.name === 'AbortError') throw err;
      if (!first) first = err;
    }
  }
  throw new Error(plainMessage(first.message) + pencilNote(input));
}

// A run of digits and dots longer than any line form is most likely a pencil-mark (Sukaku) line cut
// short or padded: say what length that form has.
function pencilNote(input) {
  const compact = input.replace(/\s+/g, '');
  if (!/^[0-9.]+$/.test(compact) || compact.length <= 625 || compact.length === 729) return '';
  return ` A pencil-mark (Sukaku) line has 729 characters for a 9×9 — 9 a cell, value v at place v, '.' or 0 elsewhere — and this one has ${compact.length}.`;
}
