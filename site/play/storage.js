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
