// make-icons.mjs — draws the web-app icons (site/icons/*.png) from their SVG sources with Debian's
// Chromium, the browser the tests use: a manifest needs PNG icons of 192 and 512 pixels for Chromium to
// offer the site as an app, and the build has no SVG rasteriser of its own (the CLI's librsvg draws
// puzzles, not files). Run it after changing site/icons/*.svg and commit the PNGs it writes:
//
//   node tools/make-icons.mjs
import { writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../tests/support/browser.mjs';

const icons = path.join(path.dirname(fileURLToPath(import.meta.url)), '../site/icons');
const jobs = [['icon.svg', 'icon-192.png', 192], ['icon.svg', 'icon-512.png', 512], ['icon-maskable.svg', 'icon-maskable-512.png', 512]];
const browser = await launchBrowser({ viewport: { width: 512, height: 512 } });
try {
  const page = await browser.context.newPage();
  for (const [src, out, px] of jobs) {
    const svg = readFileSync(path.join(icons, src), 'utf8');
    await page.setViewportSize({ width: px, height: px });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${px}px;height:${px}px}</style>${svg}`);
    writeFileSync(path.join(icons, out), await page.locator('svg').screenshot({ omitBackground: true }));
    console.log(`${out}: ${px}×${px}`);
  }
} finally {
  await browser.close();
}
