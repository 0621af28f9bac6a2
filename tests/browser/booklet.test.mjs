// booklet.test.mjs — the site's booklet page (issue 24) in real Chromium: 20 new Sudoku, 4 to a page, with
// the solutions at the end, printed through Chromium's print-to-PDF and read back with poppler (pages,
// paper, titles); the form is not printed. Screenshots: build/screenshots/booklet-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, mkdtempSync, rmSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSite, shots } from '../support/browser.mjs';

let site, url, browser;
before(async () => {
  site = await openSite();
  ({ url, browser } = site);
});
after(() => site?.close());

async function openBooklet(query) {
  const page = await browser.context.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console: ${msg.text()}`); });
  await page.goto(`${url}booklet.html?${query}`);
  await page.waitForFunction(() => ['ready', 'failed'].includes(document.body.dataset.state), null, { timeout: 120000 });
  assert.equal(await page.evaluate(() => document.body.dataset.state), 'ready', await page.textContent('#message'));
  return { page, problems };
}

// pdfinfo's page count and size line, pdftotext's text, and page `shot` rasterised for a look.
function readPdf(pdf, shot) {
  const dir = mkdtempSync(path.join(tmpdir(), 'gridlogic-booklet-'));
  try {
    const file = path.join(dir, 'b.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file]).toString();
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    for (const [p, name] of shot) execFileSync('pdftoppm', ['-r', '50', '-f', p, '-l', p, '-png', '-singlefile', file, path.join(shots, name)]);
    return { pages: Number(/Pages:\s+(\d+)/.exec(info)[1]), size: /Page size:\s+(.*)/.exec(info)[1], text };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('20 Sudoku, 4 a page, A4: 5 pages of puzzles and 4 of solutions, titles as text', { skip: !existsSync('/usr/bin/pdfinfo') && 'poppler-utils not installed' }, async () => {
  const { page, problems } = await openBooklet('genre=sudoku&size=9&level=1&count=20&per-page=4&paper=a4&seed=11');
  assert.equal(await page.locator('.sheet').count(), 9);
  assert.equal(await page.locator('.sheet').first().locator('.slot').count(), 4);
  await page.screenshot({ path: path.join(shots, 'booklet-screen.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shots, 'booklet-phone.png') });
  const sheet = await page.locator('.sheet').first().boundingBox();
  assert.ok(sheet.width <= 390, `a sheet fits a phone's width (${sheet.width} px)`);
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.isVisible('#form'), false, 'the form is not printed');
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const { pages, size, text } = readPdf(pdf, [[1, 'booklet-page-1'], [6, 'booklet-page-6-solutions']]);
  assert.equal(pages, 9, 'one printed page per sheet');
  assert.match(size, /A4/);
  for (let i = 1; i <= 20; i++) assert.match(text, new RegExp(`\\b${i}\\. Sudoku 9×9`), `title ${i}`);
  assert.match(text, /gridlogic puzzles — solutions/);
  // The same address makes the same booklet: the first title and the first board's SVG match.
  const first = await page.getAttribute('.slot img', 'src');
  const again = await openBooklet('genre=sudoku&size=9&level=1&count=20&per-page=4&paper=a4&seed=11');
  assert.equal(await again.page.getAttribute('.slot img', 'src'), first);
  assert.deepEqual([...problems, ...again.problems], []);
  await again.page.close();
  await page.close();
});

test('Hashi on Letter, 6 a page, no solutions: 2 pages', { skip: !existsSync('/usr/bin/pdfinfo') && 'poppler-utils not installed' }, async () => {
  const { page, problems } = await openBooklet('genre=hashi&size=7x7&level=easy&count=7&per-page=6&paper=letter&seed=3&solutions=no');
  await page.emulateMedia({ media: 'print' });
  const { pages, size, text } = readPdf(await page.pdf({ preferCSSPageSize: true }), [[1, 'booklet-hashi-letter']]);
  assert.equal(pages, 2);
  assert.match(size, /letter/);
  assert.match(text, /7\. Hashi \/ Bridges 7×7/);
  assert.doesNotMatch(text, /solutions/);
  assert.deepEqual(problems, []);
  await page.close();
});

// Issue 22's per-size offer holds on the booklet page too: a level no puzzle of the size reaches is
// greyed with the reason, and a link asking for it gets a level the size has.
test('the booklet\'s level menu follows the size', async () => {
  const page = await browser.context.newPage();
  await page.goto(`${url}booklet.html?genre=sudoku&size=4&level=3`);
  await page.waitForSelector('#level option', { state: 'attached' });
  assert.equal(await page.inputValue('#level'), '1', 'a 4×4 has only Easy');
  assert.equal(await page.$eval('#level option[value="3"]', (o) => o.disabled), true);
  assert.match(await page.$eval('#level option[value="3"]', (o) => o.textContent), /not at 4×4/);
  await page.selectOption('#size', '9');
  await page.selectOption('#level', '4');
  await page.selectOption('#size', '16');
  assert.equal(await page.inputValue('#level'), '4', 'a level the new size has is kept');
  await page.close();
});
