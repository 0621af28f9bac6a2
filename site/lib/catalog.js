// catalog.js — the genres the site offers, their sizes and difficulty levels, and how a "new puzzle"
// request becomes the engine's `generate` options. Shared by the home page (index.html) and the play
// page (play.html), so a link built on one is read the same way by the other.

// Difficulties are the engine's own levels (docs/rating.md, docs/tectonic.md, docs/hashi-rules.md);
// the site offers a few spread over each scale rather than every level.
export const GENRES = {
  sudoku: {
    label: 'Sudoku',
    blurb: 'Every row, column and box holds each digit once.',
    sizes: [
      { value: '4', label: '4×4' }, { value: '6', label: '6×6' }, { value: '9', label: '9×9' },
      { value: '12', label: '12×12' }, { value: '16', label: '16×16' }, { value: '25', label: '25×25' },
    ],
    defaultSize: '9',
    levels: [
      { value: '1', label: 'Easy' }, { value: '2', label: 'Medium' }, { value: '3', label: 'Hard' },
      { value: '4', label: 'Fiendish' }, { value: '5', label: 'Diabolical' },
    ],
    generate: ({ size, level }) => ({ genre: 'sudoku', size: Number(size), difficulty: Number(level) }),
  },
  tectonic: {
    label: 'Tectonic / Suguru',
    blurb: 'A region of k cells holds 1 to k; equal digits never touch, not even diagonally.',
    sizes: [
      { value: '5x5', label: '5×5' }, { value: '6x6', label: '6×6' }, { value: '7x7', label: '7×7' },
      { value: '8x8', label: '8×8' }, { value: '9x9', label: '9×9' }, { value: '12x10', label: '12×10' },
    ],
    defaultSize: '7x7',
    levels: [
      { value: '1', label: 'Easy' }, { value: '3', label: 'Medium' }, { value: '5', label: 'Hard' },
      { value: '7', label: 'Expert' },
    ],
    generate: ({ size, level }) => ({ genre: 'tectonic', size, difficulty: Number(level) }),
  },
  hashi: {
    label: 'Hashi / Bridges',
    blurb: 'Join the islands with straight bridges, at most two between a pair, none crossing, all in one group; each island has as many bridges as its number.',
    // The islands per size follow document 001's generator settings (7×7/7, 10×10/15, 15×15/30).
    sizes: [
      { value: '7x7', label: '7×7', islands: 8 }, { value: '10x10', label: '10×10', islands: 15 },
      { value: '15x15', label: '15×15', islands: 30 }, { value: '20x20', label: '20×20', islands: 60 },
    ],
    defaultSize: '10x10',
    levels: [{ value: 'easy', label: 'Easy' }, { value: 'medium', label: 'Medium' }, { value: 'hard', label: 'Hard' }],
    generate: ({ size, level, islands }) => ({
      genre: 'hashi', size, difficulty: level,
      islands: Number(islands) || (GENRES.hashi.sizes.find((s) => s.value === size) || {}).islands || undefined,
    }),
  },
  variant: {
    label: 'Variant Sudoku',
    blurb: 'Sudoku with extra rules: killer cages, thermometers, arrows, kropki dots and more (f-puzzles / SudokuPad links).',
    sizes: [{ value: '4', label: '4×4' }, { value: '6', label: '6×6' }, { value: '9', label: '9×9' }],
    defaultSize: '6',
    // A rule and the engine's variant level (docs/variants.md: 1 singles, 3 the rule's own reasoning,
    // 4 innies and outies); 'killer' or 'thermo' alone is any level.
    levels: [
      { value: 'killer-1', label: 'Easy killer' }, { value: 'killer-3', label: 'Medium killer' },
      { value: 'killer-4', label: 'Hard killer' }, { value: 'thermo-1', label: 'Easy thermo' },
      { value: 'thermo-3', label: 'Hard thermo' },
    ],
    generate: ({ size, level }) => {
      const [rule, difficulty] = String(level).split('-');
      return { genre: 'variant', size: Number(size), rule, difficulty: difficulty ? Number(difficulty) : undefined };
    },
  },
};

export const GENRE_ALIASES = { suguru: 'tectonic', bridges: 'hashi', hashiwokakero: 'hashi', variants: 'variant' };

// A difficulty as the genre's own value: its value ('3'), or a level's name in any case ('hard',
// 'Hard'), so a widget can say difficulty="hard" for every genre. Unknown text is passed on as it is,
// and the engine's answer names what the genre takes.
export function levelValue(genre, text) {
  const info = GENRES[genre];
  if (!info || text === undefined || text === null || text === '') return info ? info.levels[0].value : text;
  const t = String(text).trim().toLowerCase();
  // "easy" also picks the first level whose name starts with it ("Easy killer").
  const hit = info.levels.find((l) => l.value.toLowerCase() === t || l.label.toLowerCase() === t)
    || info.levels.find((l) => l.label.toLowerCase().startsWith(`${t} `));
  return hit ? hit.value : String(text).trim();
}

export function genreName(name) {
  const g = String(name || '').toLowerCase();
  return GENRES[g] ? g : GENRE_ALIASES[g] || null;
}

// The play page's address for a new puzzle, or for a given one.
export function newPuzzleHref(genre, { size, level, islands } = {}) {
  const q = new URLSearchParams({ genre });
  if (size) q.set('size', size);
  if (level) q.set('level', level);
  if (islands) q.set('islands', islands);
  return 'play.html?' + q;
}

export function puzzleHref(genre, puzzle, progress) {
  const q = new URLSearchParams({ genre, p: puzzle });
  if (progress) q.set('s', progress);
  return 'play.html?' + q;
}
