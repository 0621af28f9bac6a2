// pencil-marks.test.mjs — a pencil-mark (Sukaku) puzzle pasted into the import box and played (issue
// 36): the 729-character candidate line opens the play page with those candidates as the empty cells'
// centre marks, a hint is explained from them, and a bad paste gets a message naming the cell and what
// was expected. Screenshot: build/screenshots/pencil-marks-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { openSite, shots } from '../support/browser.mjs';
import { loadCore, loadApi } from '../support/site.mjs';
import { openPage, waitPlaying } from '../support/play.mjs';

let site, url, browser, api;
before(async () => {
  site = await openSite();
  ({ url, browser } = site);
  api = loadApi().wrap(await loadCore());
});
after(() => site?.close());

// A generated puzzle's candidates less some the solution does not use (a true Sukaku).
function sukaku() {
  const made = api.run('generate', '', { genre: 'sudoku', seed: 11, difficulty: 3 });
  const base = api.run('convert', made.puzzle, { genre: 'sudoku', to: 'candidates' }).puzzle;
  const line = [...base].map((ch, k) => {
    const cell = Math.floor(k / 9), v = (k % 9) + 1;
    return ch !== '.' && Number(made.solution[cell]) !== v && cell % 4 === 0 ? '.' : ch;
  }).join('');
  return { line, solution: made.solution };
}

test('a pasted 729-character grid is played with its candidates as pencil marks', async () => {
  const { line } = sukaku();
  const { page, problems } = await openPage(browser, `${url}index.html`);
  await page.fill('#import', line);
  await page.click('#import-play');
  const p = await waitPlaying(page, 30000);
  assert.equal(p.length, 729);
  assert.match(await page.textContent('#title'), /Pencil-mark Sudoku/);
  // Every empty cell shows its candidates from the paste.
  const marks = await page.$$eval('#board text.mark.centre', (els) => els.map((e) => [Number(e.dataset.cell), e.textContent]));
  const want = [];
  const givens = await page.$$eval('#board text.value.given', (els) => els.map((e) => Number(e.dataset.cell)));
  for (let i = 0; i < 81; i++) if (!givens.includes(i)) want.push([i, [...line.slice(i * 9, i * 9 + 9)].filter((c) => c !== '.').join('')]);
  assert.deepEqual(marks, want);
  await page.click('#hint');
  await page.waitForFunction(() => document.getElementById('hint-technique').textContent.length > 0, null, { timeout: 30000 });
  await page.screenshot({ path: path.join(shots, 'pencil-marks-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shots, 'pencil-marks-phone.png'), fullPage: true });
  assert.deepEqual(problems, []);
  await page.close();
});

test('a bad paste says which cell and what was expected', async () => {
  const { line } = sukaku();
  const { page } = await openPage(browser, `${url}index.html`);
  await page.fill('#import', line.slice(0, 39) + 'x' + line.slice(40));
  await page.click('#import-play');
  await page.waitForSelector('#import-error:not([hidden])', { timeout: 15000 });
  assert.match(await page.textContent('#import-error'), /character 40 \(r1c5\): 'x' is not a candidate of a 9×9 Sudoku; expected 1-9/);
  await page.fill('#import', line.slice(0, 720));
  await page.click('#import-play');
  await page.waitForFunction(() => /this one has 720/.test(document.getElementById('import-error').textContent), null, { timeout: 15000 });
  await page.close();
});
