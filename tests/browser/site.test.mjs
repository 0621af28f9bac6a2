// site.test.mjs — real Chromium on the built site: solve a pasted puzzle, see errors, draw with WebGL2.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openSite, shots } from '../support/browser.mjs';
import { checkSudoku } from '../support/sudoku.mjs';
import { decodePng, distinctColours } from '../support/png.mjs';
import { loadCore } from '../support/site.mjs';

const P17 = '.......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...';
let site, url, browser;

before(async () => {
  site = await openSite();
  ({ url, browser } = site);
});
after(() => site?.close());

// A page that fails the test on any uncaught error or console error.
async function openPage(relative) {
  const page = await browser.context.newPage();
  const problems = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console: ${msg.text()}`); });
  await page.goto(url + relative);
  return { page, problems };
}

test('a pasted puzzle is solved and drawn', async () => {
  const { page, problems } = await openPage('index.html');
  await page.click('#solver-box summary');   // the solver waits behind a step that says it spoils
  await page.waitForSelector('#solve:not([disabled])', { timeout: 20000 });
  await page.fill('#puzzle', P17);
  await page.click('#solve');
  await page.waitForSelector('#board .cell', { timeout: 20000 });
  const cells = await page.$$eval('#board .cell', (els) => els.map((e) => e.textContent).join(''));
  assert.equal(cells.length, 81);
  assert.equal(checkSudoku(P17, cells), null);
  assert.match(await page.textContent('#status'), /unique/);
  assert.equal(await page.$$eval('#board .cell.given', (els) => els.length), 17);
  writeFileSync(path.join(shots, 'solve.png'), await page.screenshot({ fullPage: true }));
  assert.deepEqual(problems, []);
  await page.close();
});

test('a puzz.link link is read by the engine: givens and boxes drawn from its own form', async () => {
  const { page, problems } = await openPage('index.html');
  await page.click('#solver-box summary');   // the solver waits behind a step that says it spoils
  await page.waitForSelector('#solve:not([disabled])', { timeout: 20000 });
  await page.fill('#puzzle', 'https://puzz.link/p?sudoku/6/6/61j3g2j4g3j5g4j6g5j12');
  await page.click('#solve');
  await page.waitForSelector('#board .cell', { timeout: 20000 });
  const cells = await page.$$eval('#board .cell', (els) => els.map((e) => e.textContent).join(''));
  assert.equal(cells.length, 36);
  const givens = await page.$$eval('#board .cell.given', (els) => els.length);
  const line = '61....3.2....4.3....5.4....6.5....12';
  assert.equal(givens, [...line].filter((ch) => ch !== '.').length);
  assert.equal(checkSudoku(line, cells), null);
  // 2×3 boxes: a thick edge after every third column, after every second row.
  assert.equal(await page.$$eval('#board .cell.box-right', (els) => els.length), 6);
  assert.equal(await page.$$eval('#board .cell.box-bottom', (els) => els.length), 12);
  assert.equal(await page.getAttribute('#lecture-link', 'href'), 'lecture.html?p=' + encodeURIComponent(line));
  writeFileSync(path.join(shots, 'solve-url.png'), await page.screenshot({ fullPage: true }));
  assert.deepEqual(problems, []);
  await page.close();
});

test('bad input shows the engine message, and the page keeps working', async () => {
  const { page, problems } = await openPage('index.html');
  await page.click('#solver-box summary');   // the solver waits behind a step that says it spoils
  await page.waitForSelector('#solve:not([disabled])', { timeout: 20000 });
  await page.fill('#puzzle', '.'.repeat(40) + 'z' + '.'.repeat(40));
  await page.click('#solve');
  await page.waitForSelector('#error:not([hidden])', { timeout: 20000 });
  assert.match(await page.textContent('#error'), /character 41 \(r5c5\): 'z' is not a value/);
  writeFileSync(path.join(shots, 'error.png'), await page.screenshot({ fullPage: true }));
  await page.fill('#puzzle', P17);
  await page.press('#puzzle', 'Enter');
  await page.waitForSelector('#board .cell', { timeout: 20000 });
  assert.equal(await page.isHidden('#error'), true);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the lecture view draws the solved grid with ImGui over WebGL2', async () => {
  const { page, problems } = await openPage('lecture.html?p=' + encodeURIComponent(P17));
  await page.waitForFunction(() => document.getElementById('lecture-status').textContent === 'unique',
    null, { timeout: 30000 });
  // The view publishes its panels once a frame is laid out and drawn (web/main.cpp).
  await page.waitForFunction(() => window.gridlogicLecture && window.gridlogicLecture.panels
    && Object.keys(window.gridlogicLecture.panels).length > 0, null, { timeout: 30000 });
  const png = await page.locator('#canvas').screenshot();
  writeFileSync(path.join(shots, 'lecture.png'), png);
  const img = decodePng(png);
  assert.ok(img.width > 300 && img.height > 300, `canvas is ${img.width}×${img.height}`);
  // A blank or failed canvas is one colour; the board, its lines, digits and widgets give many.
  assert.ok(distinctColours(img) > 8, `only ${distinctColours(img)} colours on the canvas`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the home page lists the engine\'s genres, and every size and level it offers is one the engine accepts', async () => {
  const core = await loadCore();
  const registry = JSON.parse(core.genres());
  const { page, problems } = await openPage('index.html');
  const offer = await page.evaluate(async () => {
    const { GENRES } = await import('./lib/catalog.js');
    return Object.entries(GENRES).map(([genre, g]) => ({
      genre, label: g.label,
      requests: g.sizes.flatMap((s) => g.levels.filter((l) => !(l.notAt || []).includes(s.value))
        .map((l) => g.generate({ size: s.value, level: l.value, islands: s.islands }))),
    }));
  });
  assert.deepEqual(offer.map((g) => g.genre), registry.map((g) => g.name), 'the genre list is the registry\'s');
  assert.deepEqual(offer.map((g) => g.label), registry.map((g) => g.title));
  for (const { genre, requests } of offer) {
    assert.ok(requests.length > 0, genre);
    for (const { genre: g, ...options } of requests) {
      const named = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
      assert.equal(core.checkOptions(g, 'generate', JSON.stringify(named)), '', `${genre} ${JSON.stringify(named)}`);
    }
  }
  assert.deepEqual(problems, []);
  await page.close();
});

// Issue 22: a level no puzzle of a size reaches is not offered there, and says so; a slow choice says
// how long it takes before anyone waits, and links the nearest quick one.
// A slow entry for 25×25 Hard, put into the page's catalog module (the one the menus read).
const slowHard = async () => {
  const { GENRES } = await import(new URL('lib/catalog.js', document.baseURI).href);
  GENRES.sudoku.slow = [{ size: '25', level: '3', wait: 'up to 4 seconds', instead: { size: '16' } }];
};
test('the menus leave out levels a size cannot reach and warn before slow requests', async () => {
  const { page, problems } = await openPage('index.html');
  await page.waitForSelector('#card-sudoku a[data-level]');
  const visibleLevels = (card) => page.$$eval(`#card-${card} .levels a`, (as) => as.filter((a) => !a.hidden).map((a) => a.textContent));
  const note = (card) => page.$eval(`#card-${card} .level-note`, (p) => (p.hidden ? '' : p.textContent));
  assert.deepEqual(await visibleLevels('sudoku'), ['Easy', 'Medium', 'Hard', 'Fiendish', 'Diabolical']);
  assert.equal(await note('sudoku'), '');
  await page.selectOption('#size-sudoku', '4');
  assert.deepEqual(await visibleLevels('sudoku'), ['Easy']);
  assert.match(await note('sudoku'), /Not at 4×4: Medium, Hard, Fiendish, Diabolical/);
  await page.selectOption('#size-sudoku', '25');
  assert.equal((await visibleLevels('sudoku')).length, 5);
  assert.equal(await note('sudoku'), '', 'every 25×25 level is quick now (docs/benchmarks.md)');
  // No combination is slow today; give the menus one, in the page's own catalog module, to check that
  // the warning and its quick link still show.
  await page.evaluate(slowHard);
  await page.selectOption('#size-sudoku', '16');
  await page.selectOption('#size-sudoku', '25');
  assert.match(await note('sudoku'), /25×25 Hard takes up to 4 seconds to make here; 16×16 Hard is quick/);
  assert.doesNotMatch(await note('sudoku'), /Easy|Medium|Fiendish|Diabolical/, 'only the listed level is warned');
  assert.match(await page.$eval('#card-sudoku .level-note a', (a) => a.getAttribute('href')), /size=16.*level=3|level=3.*size=16/);
  await page.selectOption('#size-tectonic', '6x6');
  assert.ok(!(await visibleLevels('tectonic')).includes('Expert'));
  await page.selectOption('#size-hashi', '7x7');
  assert.deepEqual(await visibleLevels('hashi'), ['Easy', 'Hard']);
  await page.selectOption('#size-variant', '4');
  assert.ok(!(await visibleLevels('variant')).includes('Hard killer'));
  await page.locator('#card-sudoku').screenshot({ path: path.join(shots, 'home-card-slow.png') });

  // The play page's "new puzzle" menu: greyed with the reason, and the warning beside the button.
  await page.goto(url + 'play.html?genre=tectonic&size=7x7&level=1&seed=7');
  await page.waitForSelector('body[data-state="playing"]', { timeout: 60000 });
  assert.equal(await page.isHidden('#new-note'), true);
  await page.selectOption('#new-level', '7');
  // 7×7 Expert was slow (up to 10 s) until issue 22's add-back; now no warning is owed.
  assert.equal(await page.isHidden('#new-note'), true);
  await page.selectOption('#new-size', '5x5');
  assert.equal(await page.$eval('#new-level option[value="7"]', (o) => o.disabled), true);
  assert.match(await page.$eval('#new-level option[value="7"]', (o) => o.textContent), /not at 5×5/);
  assert.equal(await page.inputValue('#new-level'), '1', 'a level the size lacks falls back to one it has');
  assert.equal(await page.isHidden('#new-note'), true);
  // A slow choice is still announced beside the button before it starts.
  await page.goto(url + 'play.html?genre=sudoku&size=9&level=1&seed=7');
  await page.waitForSelector('body[data-state="playing"]', { timeout: 60000 });
  assert.equal(await page.isHidden('#new-note'), true);
  await page.selectOption('#new-size', '25');
  await page.selectOption('#new-level', '3');
  assert.equal(await page.isHidden('#new-note'), true, '25×25 Hard is quick');
  await page.evaluate(slowHard);
  await page.selectOption('#new-level', '1');
  assert.equal(await page.isHidden('#new-note'), true, 'a level not listed stays quiet');
  await page.selectOption('#new-level', '3');
  assert.match(await page.textContent('#new-note'), /25×25 Hard takes up to 4 seconds to make here; 16×16 Hard is quick/);
  assert.deepEqual(problems, []);
  await page.close();
});
