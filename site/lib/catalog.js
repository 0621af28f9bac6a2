// catalog.js — the engine's genres (from its registry), the sizes and difficulty levels the site offers
// of each, and how a "new puzzle" request becomes the engine's `generate` options. Shared by the home
// page (index.html), the play page (play.html) and the widget, so a link built on one is read the same
// way by the others.

// The genres themselves — names, aliases, titles, rules — are the engine's registry (genre.h), written
// at build time to genres.json from the WASM module, so no genre list is kept here. What this file adds
// is the site's *offer*: which sizes and levels of each genre the menus show.
const registry = await (await fetch(new URL('../genres.json', import.meta.url))).json();

// Difficulties are the engine's own levels (docs/rating.md, docs/tectonic.md, docs/hashi-rules.md);
// the site offers a few spread over each scale rather than every level. Each value must be one the
// engine's generate verb accepts (tests/browser/site.test.mjs checks each against its declarations).
//
// A level that no puzzle of a size reaches (docs/benchmarks.md, "Levels that do not exist") names those
// sizes in `notAt`: the menus leave it out there and say why. A combination that takes several seconds
// in the browser is listed in `slow` ({size, level, wait, instead: {size}}) with the wait measured
// (WASM, docs/benchmarks.md) and the nearest quick choice, which the menus offer before anyone waits.
// None is listed today; the browser tests give the menus one to check that the warning still shows.
const OFFER = {
  sudoku: {
    sizes: [
      { value: '4', label: '4×4' }, { value: '6', label: '6×6' }, { value: '9', label: '9×9' },
      { value: '12', label: '12×12' }, { value: '16', label: '16×16' }, { value: '25', label: '25×25' },
    ],
    defaultSize: '9',
    // Every 4×4 is solved by singles: it rates 1, whatever the request.
    levels: [
      { value: '1', label: 'Easy' }, { value: '2', label: 'Medium', notAt: ['4'] },
      { value: '3', label: 'Hard', notAt: ['4'] }, { value: '4', label: 'Fiendish', notAt: ['4'] },
      { value: '5', label: 'Diabolical', notAt: ['4'] },
    ],
    // No `slow` entry: since 25×25 screens its trials (docs/generator.md) every level stays under the
    // 2 s p99 over 200 seeds in WASM; Hard and Fiendish were p99 3.5 s and 3.0 s before.
    daily: { size: '9', level: '2' },
    generate: ({ size, level }) => ({ genre: 'sudoku', size: Number(size), difficulty: Number(level) }),
  },
  tectonic: {
    sizes: [
      { value: '5x5', label: '5×5' }, { value: '6x6', label: '6×6' }, { value: '7x7', label: '7×7' },
      { value: '8x8', label: '8×8' }, { value: '9x9', label: '9×9' }, { value: '12x10', label: '12×10' },
    ],
    defaultSize: '7x7',
    levels: [
      { value: '1', label: 'Easy' }, { value: '3', label: 'Medium' }, { value: '5', label: 'Hard' },
      // Level 7 needs 25+ uses of rule 4 under 2-SAT: no 5×5 in 100,000 removal orders came above 18;
      // a 6×6 one is about 1 order in 800, so 4 requests in 5 fail (docs/benchmarks.md).
      { value: '7', label: 'Expert', notAt: ['5x5', '6x6'] },
    ],
    daily: { size: '7x7', level: '3' },
    generate: ({ size, level }) => ({ genre: 'tectonic', size, difficulty: Number(level) }),
  },
  hashi: {
    // The islands per size follow document 001's generator settings (7×7/7, 10×10/15, 15×15/30).
    sizes: [
      { value: '7x7', label: '7×7', islands: 8 }, { value: '10x10', label: '10×10', islands: 15 },
      { value: '15x15', label: '15×15', islands: 30 }, { value: '20x20', label: '20×20', islands: 60 },
    ],
    defaultSize: '10x10',
    // 195 of 200 unique 8-island 7×7 drafts are easy and none medium (a hard one needs more islands).
    levels: [{ value: 'easy', label: 'Easy' }, { value: 'medium', label: 'Medium', notAt: ['7x7'] },
      { value: 'hard', label: 'Hard' }],
    daily: { size: '10x10', level: 'medium' },
    generate: ({ size, level, islands }) => ({
      genre: 'hashi', size, difficulty: level,
      islands: Number(islands) || (OFFER.hashi.sizes.find((s) => s.value === size) || {}).islands || undefined,
    }),
  },
  variant: {
    sizes: [{ value: '4', label: '4×4' }, { value: '6', label: '6×6' }, { value: '9', label: '9×9' }],
    defaultSize: '6',
    // A rule and the engine's variant level (docs/variants.md: 1 singles, 3 the rule's own reasoning,
    // 4 innies and outies); 'killer' or 'thermo' alone is any level.
    levels: [
      { value: 'killer-1', label: 'Easy killer' }, { value: 'killer-3', label: 'Medium killer' },
      // The cages' own reasoning finishes almost every 4×4 (one attempt in 6,000 needs innies/outies).
      { value: 'killer-4', label: 'Hard killer', notAt: ['4'] }, { value: 'thermo-1', label: 'Easy thermo' },
      { value: 'thermo-3', label: 'Hard thermo' },
    ],
    daily: { size: '6', level: 'killer-3' },
    generate: ({ size, level }) => {
      const [rule, difficulty] = String(level).split('-');
      return { genre: 'variant', size: Number(size), rule, difficulty: difficulty ? Number(difficulty) : undefined };
    },
  },
};

// A genre the site has no offer for yet still gets a "new puzzle" at the engine's default size and any level.
function defaultOffer(g) {
  const generate = g.verbs.find((v) => v.verb === 'generate');
  const size = generate && (generate.options.find((o) => o.name === 'size') || {}).default;
  return {
    sizes: size ? [{ value: size, label: size.replace('x', '×') }] : [],
    defaultSize: size || '',
    levels: [{ value: 'any', label: 'Any' }],
    generate: ({ size: s }) => ({ genre: g.name, size: s || undefined }),
  };
}

// Every genre of the engine, in its order: {label, blurb, aliases, verbs, sizes, defaultSize, levels, generate}.
export const GENRES = Object.fromEntries(registry.map((g) => [g.name, {
  label: g.title, blurb: g.rules, aliases: g.aliases, verbs: g.verbs, ...(OFFER[g.name] || defaultOffer(g)),
}]));

export const GENRE_ALIASES = Object.fromEntries(registry.flatMap((g) => g.aliases.map((a) => [a, g.name])));

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

// The level text names, as the genre's level value, or null when the genre has no such level: what a
// page may show of an address's `level` (never the text itself, which a crafted link could fill).
export function knownLevel(genre, text) {
  const info = GENRES[genre];
  if (!info || text === undefined || text === null || text === '') return null;
  const value = levelValue(genre, text);
  return info.levels.some((l) => l.value === value) ? value : null;
}

// A seed as an address or attribute may give it: a whole number of up to 9 digits, or null.
export function knownSeed(text) {
  return /^\d{1,9}$/.test(String(text ?? '')) ? String(Number(text)) : null;
}

// The title of a generated puzzle: what it is, how hard, and the seed that makes it again
// ("Killer Sudoku · medium · #123456"), built only from a level the genre has and a valid seed.
export function generatedTitle(genre, level, seed) {
  const info = GENRES[genre];
  const known = info.levels.find((l) => l.value === level);
  const [word, rule] = (known ? known.label : info.levels[0].label).toLowerCase().split(' ');
  const label = rule ? `${rule[0].toUpperCase()}${rule.slice(1)} Sudoku` : info.label;
  return `${label} · ${word} · #${seed}`;
}

// The daily puzzle of a genre: the same for everyone on a date (the seed is the date, YYYYMMDD, in the
// player's own calendar), made by the engine in the browser, so it works offline too.
// → {size, level, seed, date: 'YYYY-MM-DD'} or null for a genre without a daily choice.
export function dailyChoice(genre, now = new Date()) {
  const info = GENRES[genre];
  if (!info || !info.daily) return null;
  const y = now.getFullYear(), m = now.getMonth() + 1, d = now.getDate();
  const date = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return { ...info.daily, seed: String(y * 10000 + m * 100 + d), date };
}

export function dailyHref(genre, now = new Date()) {
  const c = dailyChoice(genre, now);
  if (!c) return null;
  const q = new URLSearchParams({ genre, size: c.size, level: c.level, seed: c.seed, daily: c.date });
  return 'play.html?' + q;
}

// The genre's levels at a size, each with `offered` (false where no puzzle of that size reaches it).
export function levelsAt(genre, size) {
  const info = GENRES[genre];
  if (!info) return [];
  return info.levels.map((l) => ({ ...l, offered: !(l.notAt || []).includes(String(size)) }));
}

// Which levels a size lacks, in a sentence for the menus ("Not at 4×4: Medium, Hard (…)"), or ''.
export function missingLevelsNote(genre, size) {
  const missing = levelsAt(genre, size).filter((l) => !l.offered).map((l) => l.label);
  if (!missing.length) return '';
  const sizeLabel = (GENRES[genre].sizes.find((s) => s.value === String(size)) || { label: String(size) }).label;
  return `Not at ${sizeLabel}: ${missing.join(', ')} (no puzzle of that size needs it).`;
}

// A request that takes several seconds in the browser, or null: {wait, what, instead: {size, level},
// insteadLabel}, e.g. {wait: 'up to 4 seconds', what: '25×25 Hard', insteadLabel: '16×16 Hard'}. The quick
// choice keeps the asked level (and size) where the slow entry does not change it.
export function slowChoice(genre, size, level) {
  const info = GENRES[genre];
  const hit = info && (info.slow || []).find((x) => x.size === String(size) && (!x.level || x.level === String(level)));
  if (!hit) return null;
  const sizeLabel = (v) => (info.sizes.find((s) => s.value === v) || { label: v }).label;
  const levelLabel = (v) => (info.levels.find((l) => l.value === v) || { label: v }).label;
  const instead = { size: hit.instead.size || String(size), level: hit.instead.level || String(level) };
  const name = (s, l) => (hit.level ? `${sizeLabel(s)} ${levelLabel(l)}` : sizeLabel(s));
  return { wait: hit.wait, what: name(String(size), String(level)), instead, insteadLabel: name(instead.size, instead.level) };
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

// `text`: a setter's title, author and rules for a puzzle whose form carries none (play/setter-text.js).
export function puzzleHref(genre, puzzle, progress, text = null) {
  const q = new URLSearchParams({ genre, p: puzzle });
  if (progress) q.set('s', progress);
  for (const [k, v] of Object.entries(text || {})) if (v) q.set(k, v);
  return 'play.html?' + q;
}
