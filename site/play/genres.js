// genres.js — the one list of genres the site can play: the engine's genre name → its genre module
// (the interface is described in cell-genre.js). The play page, the widget and the home page's import
// read it; none of them names a genre. The order is the one in which the import box offers a text that
// names no genre (a bare Sudoku line, a Tectonic text form) to the readers: the most common first.
import { sudoku } from './sudoku.js';
import { variant } from './variant.js';
import { tectonic } from './tectonic.js';
import { hashi } from './hashi.js';

export const PLAYABLE = { sudoku, tectonic, hashi, variant };

// The genre a page opens when its address names none.
export const DEFAULT_GENRE = Object.keys(PLAYABLE)[0];

export function playable(genre) {
  return Object.hasOwn(PLAYABLE, genre) ? PLAYABLE[genre] : null;
}
