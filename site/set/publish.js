// publish.js — a draft made public: the play page's link, the links of puzz.link, f-puzzles and
// SudokuPad where its genre has one (each written by the engine's `convert`), the `<gridlogic-puzzle>`
// snippet with the puzzle inline, and an entry for the setter's booklet. The setter's title, name and
// rules travel inside the f-puzzles form (title, author, ruleset) where the puzzle is one; in the other
// genres' links (a Sudoku line, puzz.link) beside it, as the play page's `title`, `author` and `rules`
// and the widget's `puzzle-title`, `author` and `rules` attributes (play/setter-text.js reads them).
import { toFpuzzles, engineGenre, line } from './sudoku-draft.js';
import { toJson as tectonicJson } from './tectonic-draft.js';
import { toJson as hashiJson } from './hashi-draft.js';

// {genre, key, playHref, links: [{kind, href, label}], meta}: `genre` the play genre, `key` the puzzle
// in the play page's canonical form. `call(verb, input, options)` is the engine.
export async function publish(call, draft) {
  const meta = draft.meta;
  const convert = (genre, input, to) => call('convert', input, { genre, to }).then((r) => r.puzzle);
  const quiet = (p) => p.catch(() => null);
  let genre, key;
  const links = [];
  if (draft.genre === 'sudoku') {
    genre = engineGenre(draft);
    const fp = JSON.stringify(toFpuzzles(draft));
    // f-puzzles and SudokuPad carry the setter's text inside; both open every size up to 16×16.
    const [fpuzzles, pad] = await Promise.all([convert('variant', fp, 'fpuzzles'), quiet(convert('variant', fp, 'sudokupad'))]);
    if (genre === 'sudoku') {
      key = line(draft);
      // puzz.link plays a Sudoku of sides 4, 6, 9, 16 and 25 only: the engine warns for the others.
      const url = await quiet(call('convert', key, { genre: 'sudoku', to: 'url' }));
      if (url && !url.warning) links.push({ kind: 'puzzlink', href: url.puzzle, label: 'Open on puzz.link' });
    } else {
      key = fpuzzles;
    }
    links.push({ kind: 'fpuzzles', href: fpuzzles, label: 'Open on f-puzzles' });
    if (pad) links.push({ kind: 'sudokupad', href: pad, label: 'Open in SudokuPad' });
  } else if (draft.genre === 'tectonic') {
    genre = 'tectonic';
    key = await convert('tectonic', JSON.stringify(tectonicJson(draft)), 'url');
    links.push({ kind: 'puzzlink', href: key, label: 'Open on puzz.link' });
  } else if (draft.genre === 'hashi') {
    genre = 'hashi';
    key = await convert('hashi', JSON.stringify(hashiJson(draft)), 'url');
    links.push({ kind: 'puzzlink', href: key, label: 'Open on puzz.link' });
  } else {
    throw new Error(`nothing to publish for ${draft.genre}`);
  }
  // The setter's text rides beside the key unless the key carries it (an f-puzzles link).
  const carries = genre === 'variant';
  const text = carries ? {} : Object.fromEntries(Object.entries(meta).filter(([, v]) => v));
  const q = new URLSearchParams({ genre, p: key, ...text });
  return { genre, key, playHref: `play.html?${q}`, links, meta, text };
}

// Text as an HTML attribute value in double quotes.
export function attr(text) {
  return String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// The two lines for a blog: the widget's script from where this site is served, and the element with
// the puzzle inline (and the setter's text where the puzzle does not carry it).
export function snippet(site, published) {
  const { genre, key, text } = published;
  const extra = [['puzzle-title', text.title], ['author', text.author], ['rules', text.rules]]
    .filter(([, v]) => v).map(([k, v]) => ` ${k}="${attr(v)}"`).join('');
  return `<script src="${attr(new URL('gridlogic-widget.js', site).href)}"></script>\n`
    + `<gridlogic-puzzle genre="${genre}" puzzle="${attr(key)}"${extra}></gridlogic-puzzle>`;
}
