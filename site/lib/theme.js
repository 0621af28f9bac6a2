// theme.js — light, dark and colour-blind-safe themes: a <select> sets data-theme on <html>; the
// stylesheets define each theme as CSS variables. The choice is remembered per browser; "auto"
// follows the system's light/dark preference.
const KEY = 'gridlogic:theme';
const THEMES = ['auto', 'light', 'dark', 'cb'];

function stored() {
  try { return localStorage.getItem(KEY) || 'auto'; } catch { return 'auto'; }
}

export function applyTheme(choice = stored()) {
  const dark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  const theme = choice === 'auto' || !THEMES.includes(choice) ? (dark ? 'dark' : 'light') : choice;
  document.documentElement.dataset.theme = theme;
  return theme;
}

// Wires a <select> (options auto/light/dark/cb) to the theme.
export function bindThemeSelect(select) {
  select.value = stored();
  select.addEventListener('change', () => {
    try { localStorage.setItem(KEY, select.value); } catch { /* private mode: this page only */ }
    applyTheme(select.value);
  });
  if (typeof matchMedia === 'function')
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => applyTheme());
}

applyTheme();
