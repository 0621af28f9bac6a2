// catalog.mjs — the built site's catalog (site/lib/catalog.js) read in node, and from it every
// genre × size × level a player can ask `generate` for: what the menus offer, plus the widget's sizes
// the menus lack (Sudoku 25×25, Hashi 25×25 and 40×40, default islands). Shared by the generation
// benchmark and the generation property test, so both cover the same list.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteDir } from './site.mjs';

// The catalog may fetch() files beside it (the genre registry), and node 20's fetch cannot read file
// URLs (TOOLCHAIN.md, quirk 3): those are read from disk while it loads.
async function loadCatalog() {
  const webFetch = globalThis.fetch;
  globalThis.fetch = async (url, ...rest) => {
    const u = new URL(String(url));
    return u.protocol === 'file:' ? new Response(readFileSync(u)) : webFetch(url, ...rest);
  };
  try {
    return await import(pathToFileURL(path.join(siteDir, 'lib/catalog.js')).href);
  } finally {
    globalThis.fetch = webFetch;
  }
}

export const { GENRES } = await loadCatalog();

const WIDGET_SIZES = { sudoku: ['25'], hashi: ['25x25', '40x40'] };

// [{genre, size, level, levelLabel, options}], options as the page passes them to `generate` (genre
// included). Levels a size does not offer (the catalog's notAt) are left out unless `all`.
export function generateCombos({ all = false } = {}) {
  const out = [];
  for (const [genre, info] of Object.entries(GENRES)) {
    const sizes = [...info.sizes];
    for (const value of WIDGET_SIZES[genre] || [])
      if (!sizes.some((s) => s.value === value)) sizes.push({ value });
    for (const size of sizes)
      for (const level of info.levels) {
        if (!all && (level.notAt || []).includes(size.value)) continue;
        const options = info.generate({ size: size.value, level: level.value, islands: size.islands });
        if (genre === 'hashi' && !size.islands) delete options.islands;
        out.push({ genre, size: size.value, level: level.value, levelLabel: level.label, options });
      }
  }
  return out;
}
