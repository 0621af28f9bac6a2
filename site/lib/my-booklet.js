// my-booklet.js — the setter's own booklet: puzzles the setting page published ("Add to my booklet"),
// kept in this browser, which booklet.html?mine=1 lays out for print with their solutions. Each entry
// is {genre, puzzle, title, author, added}; the same puzzle is kept once.
const KEY = 'gridlogic:booklet';
const MAX = 60;   // a booklet's largest count, as the booklet form allows

export function myPuzzles() {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) || '[]');
    return Array.isArray(list) ? list.filter((e) => e && typeof e.genre === 'string' && typeof e.puzzle === 'string') : [];
  } catch {
    return [];
  }
}

function keep(list) {
  try { localStorage.setItem(KEY, JSON.stringify(list)); return true; } catch { return false; }
}

// Adds a puzzle (or moves it to the end when it is there already). → {count, added, full}
export function addToMyBooklet({ genre, puzzle, title = '', author = '' }) {
  const list = myPuzzles();
  const at = list.findIndex((e) => e.genre === genre && e.puzzle === puzzle);
  if (at < 0 && list.length >= MAX) return { count: list.length, added: false, full: true };
  const entry = { genre, puzzle, title: String(title), author: String(author), added: Date.now() };
  const next = at >= 0 ? [...list.slice(0, at), ...list.slice(at + 1), entry] : [...list, entry];
  return { count: next.length, added: keep(next) && at < 0, full: false };
}

export function removeFromMyBooklet(index) {
  const list = myPuzzles();
  list.splice(index, 1);
  keep(list);
  return list;
}
