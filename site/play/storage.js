// storage.js — progress kept in localStorage, one entry per puzzle (genre + canonical puzzle string):
// the state, the seconds on the clock and whether it was solved. A browser that refuses storage
// (private mode, quota) just plays without it.
const PREFIX = 'gridlogic:progress:';
const SETTINGS = 'gridlogic:settings';

const key = (genre, puzzle) => `${PREFIX}${genre}:${puzzle}`;

export function loadProgress(genre, puzzle) {
  try {
    const raw = localStorage.getItem(key(genre, puzzle));
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

export function saveProgress(genre, puzzle, data) {
  try {
    localStorage.setItem(key(genre, puzzle), JSON.stringify({ ...data, saved: Date.now() }));
  } catch { /* storage full or refused: progress lives as long as the tab */ }
}

export function loadSettings() {
  const defaults = { autoRemove: true, showTimer: true, liveCheck: true, markWrong: false };
  try {
    return { ...defaults, ...JSON.parse(localStorage.getItem(SETTINGS) || '{}') };
  } catch {
    return defaults;
  }
}

export function saveSettings(settings) {
  try { localStorage.setItem(SETTINGS, JSON.stringify(settings)); } catch { /* as above */ }
}

// The most recently saved puzzle that is not solved yet: {genre, puzzle, title, saved} or null (the
// home page's "continue your last puzzle").
export function lastProgress() {
  let best = null;
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (!k || !k.startsWith(PREFIX)) continue;
      const rest = k.slice(PREFIX.length), colon = rest.indexOf(':');
      const data = JSON.parse(localStorage.getItem(k) || 'null');
      if (!data || data.solved || colon < 0) continue;
      if (!best || (data.saved || 0) > best.saved)
        best = { genre: rest.slice(0, colon), puzzle: rest.slice(colon + 1), title: data.title || '', saved: data.saved || 0 };
    }
  } catch { /* storage refused: nothing to continue */ }
  return best;
}
