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

// The session's storage (session.js) for one puzzle: its progress and the settings.
export function puzzleStorage(genre, puzzle) {
  return {
    load: () => loadProgress(genre, puzzle),
    save: (data) => saveProgress(genre, puzzle, data),
    saveSettings,
  };
}

// greyCannot: grey the cells the selected digit cannot take; groupColours: colour Hashi's connected
// groups.
export function loadSettings() {
  const defaults = { autoRemove: true, showTimer: true, liveCheck: true, markWrong: false, greyCannot: true, groupColours: false };
  try {
    return { ...defaults, ...JSON.parse(localStorage.getItem(SETTINGS) || '{}') };
  } catch {
    return defaults;
  }
}

export function saveSettings(settings) {
  try { localStorage.setItem(SETTINGS, JSON.stringify(settings)); } catch { /* as above */ }
}

// The puzzles saved in this browser and not solved yet, most recent first: [{genre, puzzle, title,
// grid, seconds, saved}] (the home page's "continue" list; `grid` is the board so far in the engine's
// `render --grid` form, for a small picture).
export function unfinished() {
  const out = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (!k || !k.startsWith(PREFIX)) continue;
      const rest = k.slice(PREFIX.length), colon = rest.indexOf(':');
      const data = JSON.parse(localStorage.getItem(k) || 'null');
      if (!data || data.solved || colon < 0) continue;
      out.push({ genre: rest.slice(0, colon), puzzle: rest.slice(colon + 1), title: data.title || '', grid: data.grid || '',
        seconds: Number(data.seconds) || 0, saved: data.saved || 0 });
    }
  } catch { /* storage refused: nothing to continue */ }
  return out.sort((a, b) => b.saved - a.saved);
}

// Which puzzle a genre's daily choice of a date made, and whether it was solved: the play page notes
// it when it makes a daily puzzle, the home page reads it.
const DAILY = 'gridlogic:daily:';
export function noteDaily(genre, date, puzzle) {
  try { localStorage.setItem(`${DAILY}${genre}:${date}`, puzzle); } catch { /* as above */ }
}
export function dailyPuzzle(genre, date) {
  try { return localStorage.getItem(`${DAILY}${genre}:${date}`); } catch { return null; }
}
