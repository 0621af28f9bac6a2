// print-export.test.mjs — the play page on paper and in posts (issue 24), in real Chromium: "Download
// SVG / PNG" give the engine's drawing with the player's progress or the solution; the print stylesheet
// (emulated print media) hides every control, shows title, setter, rules and a link back, and Chromium's
// own print-to-PDF puts the board on one page in light colours even in the dark theme. Screenshots:
// build/screenshots/print-*.png (the printed page rasterised by pdftoppm where poppler is installed).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSite, shots } from '../support/browser.mjs';
import { repoRoot } from '../support/site.mjs';
import { openPage, waitPlaying, clickCell } from '../support/play.mjs';
import { decodePng, distinctColours } from '../support/png.mjs';

const WIKI = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
let site, url, browser;

before(async () => {
  site = await openSite();
  ({ url, browser } = site);
});
after(() => site?.close());

const play = (genre, puzzle) => `${url}play.html?genre=${genre}&p=${encodeURIComponent(puzzle)}`;

// Clicks a download button and returns the saved file's bytes and name.
async function downloaded(page, button) {
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  const file = await dl.path();
  return { name: dl.suggestedFilename(), bytes: readFileSync(file) };
}

// Counts an SVG's elements by class, in the page's own XML parser.
const svgCounts = (page, text, classes) => page.evaluate(([t, cls]) => {
  const doc = new DOMParser().parseFromString(t, 'image/svg+xml');
  if (doc.querySelector('parsererror')) return null;
  return Object.fromEntries(cls.map((c) => [c, [...doc.querySelectorAll(c)].map((e) => e.textContent)]));
}, [text, classes]);

test('Download SVG with my progress and PNG with the solution: the engine\'s drawing of this board', async () => {
  const { page, problems } = await openPage(browser, play('sudoku', WIKI));
  await waitPlaying(page);
  await clickCell(page, 0, 2);
  await page.keyboard.press('4');
  await page.click('#share-box summary');
  await page.screenshot({ path: path.join(shots, 'print-share-panel.png') });

  await page.selectOption('#image-content', 'progress');
  const svg = await downloaded(page, '#download-svg');
  assert.match(svg.name, /-progress\.svg$/);
  const counts = await svgCounts(page, svg.bytes.toString(), ['.value.given', '.value.entered', 'title']);
  assert.ok(counts, 'the SVG parses');
  assert.equal(counts['.value.given'].length, 30, 'the givens');
  assert.deepEqual(counts['.value.entered'], ['4'], 'the player\'s digit, and nothing else');

  await page.selectOption('#image-content', 'puzzle');
  const bare = await downloaded(page, '#download-svg');
  assert.equal((await svgCounts(page, bare.bytes.toString(), ['.value.entered']))['.value.entered'].length, 0);

  await page.selectOption('#image-content', 'solution');
  const png = await downloaded(page, '#download-png');
  assert.match(png.name, /-solution\.png$/);
  const img = decodePng(png.bytes);
  assert.equal(img.width, 900);
  assert.equal(img.height, 900);
  assert.ok(distinctColours(img) > 10, 'not blank');
  writeFileSync(path.join(shots, 'print-download-solution.png'), png.bytes);
  assert.deepEqual(problems, []);
  await page.close();
});

// Page count and first page of a PDF, through poppler when the machine has it (tools/setup.sh installs it).
function pdfPages(pdf, shotName) {
  const dir = mkdtempSync(path.join(tmpdir(), 'gridlogic-print-'));
  try {
    const file = path.join(dir, 'p.pdf');
    writeFileSync(file, pdf);
    if (!existsSync('/usr/bin/pdfinfo')) return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) || []).length;
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())[1]);
    execFileSync('pdftoppm', ['-r', '60', '-f', '1', '-l', '1', '-png', '-singlefile', file, path.join(shots, shotName)]);
    return pages;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const [genre, puzzle, name] of [
  ['variant', readFileSync(path.join(repoRoot, 'tests/data/render/doc003.json'), 'utf8').trim(), 'variant'],
  ['hashi', 'https://puzz.link/p?hashi/7/7/i1g2s4g3h4l5g5n3h5g4g', 'hashi'],
  ['sudoku', WIKI, 'sudoku'],
]) {
  test(`print (${name}, dark theme): controls hidden, title, rules and link shown, the board on one light page`, async () => {
    const { page, problems } = await openPage(browser, play(genre, puzzle));
    await page.evaluate(() => localStorage.setItem('gridlogic:theme', 'dark'));
    await page.reload();
    await waitPlaying(page, 60000);
    await page.emulateMedia({ media: 'print' });
    for (const sel of ['.panel', '.play-header', '#undo', '#download-svg'])
      assert.equal(await page.isVisible(sel), false, `${sel} is hidden in print`);
    assert.equal(await page.isVisible('#board'), true);
    assert.equal(await page.isVisible('#print-head h2'), true);
    const title = await page.textContent('#print-head h2');
    assert.ok(title.length > 0, 'a title');
    const rules = await page.$$eval('#print-foot .print-rules li', (li) => li.map((x) => x.textContent));
    assert.ok(rules.length >= 1, 'the rules');
    const link = await page.getAttribute('#print-foot .print-link a', 'href');
    assert.match(link, /play\.html\?genre=/);
    // Light colours in print, whatever the theme on screen.
    const bg = await page.$eval('#board .board-bg', (e) => getComputedStyle(e).fill);
    assert.equal(bg, 'rgb(255, 255, 255)');
    await page.screenshot({ path: path.join(shots, `print-media-${name}.png`), fullPage: true });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    assert.equal(pdfPages(pdf, `print-pdf-${name}`), 1, 'board, title, rules and link on one page');
    assert.deepEqual(problems, []);
    await page.close();
  });
}

// The widget's image fallback: a <noscript> image inside <gridlogic-puzzle> (docs/widget.md) shows the
// engine's SVG where scripts are off, and nothing of it where the widget runs (its shadow root has no slot).
test('widget <noscript> image: shown without scripts, replaced by the board with them', async () => {
  const svg = execFileSync(path.join(repoRoot, 'build/native/gridlogic'), ['render', '--size', '400'], { input: `${WIKI}\n` });
  const html = `<!doctype html><meta charset="utf-8"><title>blog</title>
    <script src="gridlogic-widget.js"></script>
    <gridlogic-puzzle genre="sudoku" puzzle="${WIKI}">
      <noscript><img id="fallback" alt="A Sudoku" src="data:image/svg+xml;base64,${svg.toString('base64')}"></noscript>
    </gridlogic-puzzle>`;
  const serve = (page) => page.route(`${url}noscript-test.html`, (r) => r.fulfill({ contentType: 'text/html', body: html }));
  const { launchBrowser } = await import('../support/browser.mjs');
  const off = await launchBrowser({ javaScriptEnabled: false });
  try {
    const page = await off.context.newPage();
    await serve(page);
    await page.goto(`${url}noscript-test.html`);
    const img = page.locator('#fallback');
    await img.waitFor({ state: 'visible', timeout: 10000 });
    const box = await img.boundingBox();
    assert.equal(Math.round(box.width), 400, 'the engine\'s SVG, at its size');
    await page.screenshot({ path: path.join(shots, 'print-widget-noscript.png') });
  } finally {
    await off.close();
  }
  // A browser of its own with service workers off: the site's offline worker (sw.js), registered by an
  // earlier test in the shared one, answers the made-up page from the network before page.route can.
  const on = await launchBrowser({ serviceWorkers: 'block' });
  const page = await on.context.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  await serve(page);
  await page.goto(`${url}noscript-test.html`);
  await page.waitForFunction(() => {
    const root = document.querySelector('gridlogic-puzzle')?.shadowRoot?.querySelector('.gl-widget');
    return root && ['playing', 'failed'].includes(root.dataset.state);
  }, null, { timeout: 30000 }).catch(async (e) => {
    throw new Error(`${e.message}: ${await page.evaluate(() => document.querySelector('gridlogic-puzzle')?.shadowRoot?.innerHTML?.slice(0, 400))} ${problems}`);
  });
  assert.equal(await page.locator('gridlogic-puzzle .gl-widget').getAttribute('data-state'), 'playing');
  assert.equal(await page.locator('#fallback').count(), 0, 'no fallback image where scripts run');
  assert.deepEqual(problems, []);
  await on.close();
});

// The page's interactive board (site/play/variant-draw.js) and the engine's drawing (render) describe the
// same rules: every rule mark the page draws, the engine's SVG has as many of — so a downloaded image,
// a printed booklet and the board on screen cannot drift apart unnoticed.
test('the board on the page and the engine\'s SVG draw the same rule marks', async () => {
  const CLASSES = ['cage', 'cage-sum', 'thermo-bulb', 'thermo-stem', 'arrow-shaft', 'arrow-circle', 'kropki', 'xv',
    'outside-clue', 'little-arrow', 'diagonal', 'parity', 'minmax', 'minmax-mark', 'line-palindrome', 'line-renban',
    'line-whispers', 'line-between', 'between-end', 'line-regionsum', 'line-zipper', 'quad', 'extra-region', 'clone',
    'line-cosmetic', 'cosmetic', 'cosmetic-text', 'arrowhead', 'tower', 'tower-sum', 'legend-cell', 'secret-start',
    'secret-flag', 'nurikabe-arrow'];
  for (const file of ['tests/data/render/every-rule.json', 'tests/data/render/doc003.json', 'tests/data/nurikabe-sudoku.json']) {
    const puzzle = JSON.stringify(JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')));
    const { page, problems } = await openPage(browser, play('variant', puzzle));
    await waitPlaying(page, 60000);
    const onPage = await page.evaluate((cls) => Object.fromEntries(cls.map((c) => [c, document.querySelectorAll(`#board .${c}`).length])), CLASSES);
    const svg = execFileSync(path.join(repoRoot, 'build/native/gridlogic'), ['render', '--genre', 'variant'], { input: `${puzzle}\n` }).toString();
    const inSvg = await svgCounts(page, svg, CLASSES.map((c) => `.${c}`));
    for (const c of CLASSES) assert.equal(inSvg[`.${c}`].length, onPage[c], `${file}: .${c}`);
    assert.ok(Object.values(onPage).reduce((a, b) => a + b, 0) > 10, 'marks were counted');
    assert.deepEqual(problems, []);
    await page.close();
  }
});
