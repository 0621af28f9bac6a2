// variant-play.test.mjs — variant Sudoku on the play page in real Chromium: document 003's own rules
// drawn and played to "solved", and a Nurikabe Sudoku whose ocean is shaded by dragging, checked by
// the engine (values and shading together) and undone in one step. Screenshots:
// build/screenshots/variant-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { openSite, shots } from '../support/browser.mjs';
import { repoRoot, datasetsDir, loadCore, loadApi } from '../support/site.mjs';
import { openPage, waitPlaying, clickCell, dragBoard, cellValue } from '../support/play.mjs';
import { doc003Puzzle } from '../support/doc003-puzzle.mjs';

const WIKI = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
let site, url, browser, api;

before(async () => {
  site = await openSite();
  ({ url, browser } = site);
  api = loadApi().wrap(await loadCore());
});
after(() => site?.close());

const shot = async (page, name) => writeFileSync(path.join(shots, `${name}.png`), await page.screenshot({ fullPage: true }));
const play = (puzzle) => `${url}play.html?genre=variant&p=${encodeURIComponent(puzzle)}`;

test('document 003\'s rules are drawn and listed, and the puzzle plays to "solved"', async () => {
  const { json, open } = doc003Puzzle(api.solve(WIKI).solution);
  const verdict = api.run('solve', JSON.stringify(json), { genre: 'variant' });
  assert.equal(verdict.status, 'unique', 'the clues read off the grid agree with the engine\'s rules');
  const { page, problems } = await openPage(browser, play(JSON.stringify(json)));
  await waitPlaying(page);
  assert.equal(await page.isHidden('#message'), true);
  for (const sel of ['.arrowhead', '.clue-sandwich', '.legend-cell', '.secret-start', '.secret-flag', '.tower', '.tower-sum'])
    assert.ok(await page.locator(`#board ${sel}`).count() > 0, `${sel} is drawn`);
  assert.equal(await page.locator('#board .arrowhead').count(), 4);
  assert.equal(await page.locator('#board .tower').count(), 3);
  assert.equal(await page.locator('#board .legend-cell').count(), 6, 'two hidden thermometers of three cells below the grid');
  const rules = await page.textContent('#rules');
  for (const words of [/Arrowheads/, /Sandwiches 1 to X/, /Hidden thermometers/, /Secret direction/, /Fawlty Towers: .* 0 miss/])
    assert.match(rules, words);
  await shot(page, 'variant-doc003-light');
  for (const i of open) {
    await clickCell(page, Math.floor(i / 9), i % 9);
    await page.keyboard.press(verdict.solution[i]);
  }
  await page.waitForSelector('#solved-banner:not([hidden])', { timeout: 15000 });
  assert.deepEqual(problems, []);
  await page.close();
});

test('Nurikabe Sudoku: Shade mode paints the ocean by dragging (one undo step); Solve fills digits and ocean; the engine checks both', async () => {
  const puzzle = JSON.stringify(JSON.parse(readFileSync(path.join(repoRoot, 'tests/data/nurikabe-sudoku.json'), 'utf8')));
  const [values, ocean] = api.run('solve', puzzle, { genre: 'variant' }).solution.split('/');
  assert.equal(ocean.length, 81);
  const { page, problems } = await openPage(browser, play(puzzle));
  await waitPlaying(page, 60000);
  const modes = await page.$$eval('.modes button', (bs) => bs.map((b) => b.dataset.mode));
  assert.ok(modes.includes('shade'), `modes ${modes}`);
  assert.match(await page.textContent('#rules'), /Nurikabe: shade the ocean/);
  assert.ok(await page.locator('#board .nurikabe-arrow').count() > 0);

  // A drag along row 1 from c1 to c4 shades four cells; one undo takes all four back.
  await page.keyboard.press('s');
  assert.equal(await page.getAttribute('.modes [data-mode=shade]', 'aria-checked'), 'true');
  // One pointer move for the whole drag, as a quick drag or a busy page delivers it: the cells passed
  // over are shaded too.
  await dragBoard(page, [0.5, 0.5], [3.5, 0.5], { steps: 1 });
  assert.equal(await page.locator('#board .fill-shaded').count(), 4);
  await clickCell(page, 0, 1);                              // a click clears a shaded cell
  assert.equal(await page.locator('#board .fill-shaded').count(), 3);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  assert.equal(await page.locator('#board .fill-shaded').count(), 0);

  await page.click('#solve-all');
  await page.waitForSelector('#solved-banner:not([hidden])', { timeout: 15000 });
  assert.equal(await page.locator('#board .fill-shaded').count(), [...ocean].filter((ch) => ch === '#').length);
  assert.equal(await cellValue(page, 0), values[0]);
  await shot(page, 'variant-nurikabe-solved-light');

  // Unshade one ocean cell: no longer solved, and Check names the Nurikabe rule.
  const i = ocean.indexOf('#');
  await clickCell(page, Math.floor(i / 9), i % 9);
  assert.equal(await page.isHidden('#solved-banner'), true);
  await page.click('#check');
  await page.waitForSelector('#check-box:not([hidden])');
  assert.match(await page.textContent('#check-result'), /Nurikabe/);
  await page.keyboard.press('Control+z');
  await page.waitForSelector('#solved-banner:not([hidden])', { timeout: 15000 });
  assert.deepEqual(problems, []);
  await page.close();
});

test('a new variant at a chosen difficulty from the home page: the engine rates it at that level', async () => {
  const { page, problems } = await openPage(browser, url + 'index.html');
  await page.click('#card-variant a[data-level="killer-3"]');
  await page.waitForURL(/play\.html/);
  const puzzle = await waitPlaying(page);
  assert.ok(await page.locator('#board .cage').count() > 0, 'killer cages drawn');
  assert.equal(api.run('rate', puzzle, { genre: 'variant' }).level, 3);
  const levels = await page.$$eval('#new-level option', (os) => os.map((o) => o.value));
  assert.deepEqual(levels, ['killer-1', 'killer-3', 'killer-4', 'thermo-1', 'thermo-3']);
  assert.equal(await page.inputValue('#new-level'), 'killer-3');
  assert.deepEqual(problems, []);
  await page.close();
});

// Issue 22: every killer level the site offers, at every variant size it offers, generated on the play
// page gives a playable board the engine rates at that level (a fixed seed, so a failure reproduces).
test('every offered killer level at every offered size plays', async () => {
  const { page, problems } = await openPage(browser, url + 'index.html');
  const combos = await page.evaluate(async () => {
    const { GENRES, levelsAt } = await import('./lib/catalog.js');
    return GENRES.variant.sizes.flatMap((s) => levelsAt('variant', s.value)
      .filter((l) => l.offered && l.value.startsWith('killer-')).map((l) => [s.value, l.value]));
  });
  assert.ok(combos.length >= 8, `${combos.length} killer combinations offered`);
  for (const [size, level] of combos) {
    await page.goto(`${url}play.html?genre=variant&size=${size}&level=${level}&seed=11`);
    const puzzle = await waitPlaying(page);
    assert.ok(await page.locator('#board .cage').count() > 0, `${size} ${level}: cages drawn`);
    const width = await page.$eval('#board', (b) => b.viewBox.baseVal.width);
    assert.ok(width >= Number(size) && width < Number(size) + 3, `${size} ${level}: a ${width}-wide board`);
    const rated = api.run('rate', puzzle, { genre: 'variant' });
    assert.equal(`killer-${rated.level}`, level, `${size} ${level} rated ${rated.level}`);
    assert.equal(api.run('solve', puzzle, { genre: 'variant' }).status, 'unique');
  }
  await shot(page, 'variant-killer-offered');
  assert.deepEqual(problems, []);
  await page.close();
});

// Issue 33: the rules are drawn so they cannot be mistaken, as f-puzzles and SudokuPad draw them — the
// 30 public f-puzzles examples (../shared/datasets/variants), each drawn and screenshotted
// (build/screenshots/variant-example-NN.png, looked at), with the shapes that tell rules apart
// counted: a palindrome's light core, ringed odd circles and even squares, thermometer bulbs larger
// than odd circles, a chevron per minimum / maximum cell; X/V and min/max legible on a phone.
test('the 30 f-puzzles examples: every rule drawn apart from the others', async (t) => {
  const dir = path.join(datasetsDir, 'variants');
  if (!existsSync(dir)) { t.skip(`${dir} is absent`); return; }
  const files = readdirSync(dir).filter((f) => /^\d\d-.*\.json$/.test(f)).sort();
  assert.equal(files.length, 30);
  const { page, problems } = await openPage(browser, url + 'index.html');
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const f of files) {
    const fp = JSON.parse(readFileSync(path.join(dir, f), 'utf8')).fpuzzles;
    await page.goto(play(JSON.stringify(fp)));
    await waitPlaying(page, 60000);
    const count = (sel) => page.locator(`#board ${sel}`).count();
    const lines = (key) => (fp[key] || []).reduce((n, e) => n + (e.lines || []).length, 0);
    assert.equal(await count('.line-palindrome-core'), lines('palindrome'), `${f}: a core on every palindrome`);
    assert.equal(await count('.thermo-bulb'), lines('thermometer') + lines('slowthermometer'), `${f}: a bulb per thermometer`);
    assert.equal(await count('.parity.odd'), (fp.odd || []).length, `${f}: odd circles`);
    assert.equal(await count('.parity.even'), (fp.even || []).length, `${f}: even squares`);
    assert.equal(await count('.minmax-mark.minimum'), (fp.minimum || []).length, `${f}: minimum chevrons`);
    assert.equal(await count('.minmax-mark.maximum'), (fp.maximum || []).length, `${f}: maximum chevrons`);
    assert.equal(await count('.xv'), (fp.xv || []).length, `${f}: X and V`);
    assert.equal(await count('.kropki'), (fp.difference || []).length + (fp.ratio || []).length, `${f}: kropki dots`);
    if ((fp.odd || []).length && lines('thermometer')) {
      const [bulb, odd] = await page.$$eval('#board .thermo-bulb, #board .parity.odd', (els) => els.map((e) => Number(e.getAttribute('r'))));
      assert.ok(bulb > odd, `${f}: a bulb (${bulb}) is larger than an odd circle (${odd})`);
    }
    // Shapes and strokes, not only colours: an odd circle has a ring a bulb lacks.
    if ((fp.odd || []).length) assert.notEqual(await page.$eval('#board .parity.odd', (e) => getComputedStyle(e).stroke), 'none', f);
    await page.locator('#board').screenshot({ path: path.join(shots, `variant-example-${f.slice(0, 2)}.png`) });
  }
  // On a phone: an X or V's text box at least 14 px high (it was 10 px); min/max chevrons on the four
  // edges of the cell, spanning at least 30 px (the ▲ they replace was 8 px).
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [f, sel, min] of [['08-xv-kropki-x.json', '.xv', 14], ['10-fortress-sudoku.json', '.minmax-mark', 30], ['11-cloneways-game-of-life.json', '.minmax-mark', 30]]) {
    const fp = JSON.parse(readFileSync(path.join(dir, f), 'utf8')).fpuzzles;
    await page.goto(play(JSON.stringify(fp)));
    await waitPlaying(page, 60000);
    const h = await page.$eval(`#board ${sel}`, (e) => e.getBoundingClientRect().height);
    assert.ok(h >= min, `${f}: ${sel} is ${h.toFixed(1)} px high on a phone`);
    await page.locator('#board').screenshot({ path: path.join(shots, `variant-example-${f.slice(0, 2)}-phone.png`) });
  }
  assert.deepEqual(problems, []);
  await page.close();
});
