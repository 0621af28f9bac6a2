// sudokupad.test.mjs — SudokuPad interop on the play page in real Chromium: a puzzle opened from a
// SudokuPad scl link plays to "solved", and the share box offers "Open in SudokuPad" with a link the
// engine reads back to the same puzzle (for a variant and a classic Sudoku). Screenshots:
// build/screenshots/sudokupad-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openSite, shots } from '../support/browser.mjs';
import { loadCore, loadApi } from '../support/site.mjs';
import { openPage, waitPlaying, clickCell } from '../support/play.mjs';

const WIKI = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
let site, url, browser, api;

before(async () => {
  site = await openSite();
  ({ url, browser } = site);
  api = loadApi().wrap(await loadCore());
});
after(() => site?.close());

const shot = async (page, name) => writeFileSync(path.join(shots, `${name}.png`), await page.screenshot({ fullPage: true }));

async function sudokupadHref(page) {
  await page.click('#share-box summary');
  await page.waitForSelector('#sudokupad-link:not([hidden])', { timeout: 15000 });
  return page.getAttribute('#sudokupad-link', 'href');
}

test('a killer opened from a SudokuPad scl link plays to "solved" and offers its SudokuPad link back', async () => {
  const killer = api.run('generate', '', { genre: 'variant', rule: 'killer', size: 6, seed: 7 }).puzzle;
  const scl = api.run('convert', killer, { genre: 'variant', to: 'sudokupad' }).puzzle;
  assert.match(scl, /^https:\/\/sudokupad\.app\/scl/);
  const verdict = api.run('solve', scl, { genre: 'variant' });
  assert.equal(verdict.status, 'unique');
  const { page, problems } = await openPage(browser, `${url}play.html?genre=variant&p=${encodeURIComponent(scl)}`);
  await waitPlaying(page);
  assert.ok(await page.locator('#board .cage, #board [class*="cage"]').count() > 0, 'the cages are drawn');
  const given = api.run('convert', scl, { genre: 'variant', to: 'json' }).puzzle;
  const grid = JSON.parse(given).grid.flat();
  for (let i = 0; i < 36; i++) {
    if (grid[i].given) continue;
    await clickCell(page, Math.floor(i / 6), i % 6);
    await page.keyboard.press(verdict.solution[i]);
  }
  await shot(page, 'sudokupad-variant-played');
  await page.waitForSelector('#solved-banner:not([hidden])', { timeout: 15000 });
  const href = await sudokupadHref(page);
  assert.match(href, /^https:\/\/sudokupad\.app\/scl/);
  assert.equal(api.run('solve', href, { genre: 'variant' }).solution, verdict.solution, 'the link opens the same puzzle');
  await shot(page, 'sudokupad-variant-share');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a classic Sudoku offers puzz.link and SudokuPad; the SudokuPad link reads back', async () => {
  const { page, problems } = await openPage(browser, `${url}play.html?genre=sudoku&p=${WIKI}`);
  await waitPlaying(page);
  const href = await sudokupadHref(page);
  assert.match(href, /^https:\/\/sudokupad\.app\/scl/);
  const back = api.run('convert', href, { genre: 'variant', to: 'json' }).puzzle;
  const cells = JSON.parse(back).grid.flat().map((c) => (c.given ? String(c.value) : '.')).join('');
  assert.equal(cells, WIKI);
  await page.waitForSelector('#export-link:not([hidden])');
  assert.match(await page.getAttribute('#export-link', 'href'), /puzz\.link\/p\?sudoku\/9\/9\//);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'sudokupad-classic-share-phone');
  assert.deepEqual(problems, []);
  await page.close();
});
