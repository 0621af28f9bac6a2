// play.test.mjs — the home page and the play page in real Chromium, through real clicks and keys:
// play generated Sudoku, Tectonic and Hashi puzzles to "solved"; hints in three levels; pencil marks
// and their removal; undo/redo across reveal; check naming the broken rule; importing every genre's
// links; a malformed import; cancelling a long generation. The test asks the engine (in node) for
// solutions so it knows what to type. Screenshots: build/screenshots/play-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser, openSite, shots } from '../support/browser.mjs';
import { siteDir, loadCore, loadApi } from '../support/site.mjs';
import { openPage, waitPlaying, clickCell, clickBoard, dragBoard, boardPoint, cellValue, cellMarks, boardLine, typeSolution } from '../support/play.mjs';

const WIKI = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SUDOKU_URL = 'https://puzz.link/p?sudoku/6/6/61j3g2j4g3j5g4j6g5j12';
const SUGURU_URL = 'https://puzz.link/p?suguru/5/5/dam8o3c71g4g4i2j5j4h3i';
const HASHI_URL = 'https://puzz.link/p?hashi/7/7/n46i4o5i6u45i4';
// A 4×4 f-puzzles puzzle written for this test (killer cage, thermometer, kropki dots, XV, arrow,
// odd/even, little killer, sandwich), made a link by `gridlogic convert --genre variant --to fpuzzles`.
const FPUZZLES_URL = 'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcAWANCALhNAbO8QHMAnCAEywHt8IBjAAjRjDXlrBgDcYA7WwgVxxha5HogDriEKgDWELDkLUAhvlwBtUNRjywCNSABKARgDCRqYYBMZkAF1U7JVj64QkgL730ACxiEAtuT+MAyEeqBYEFyMevoGAMw2qAaINra2nqgkEABmOX7cWuEgWjp6hqbxFsYmkhlehEoY5MWlWLrwcdZVydZ1mSAAHuyt2u3lBtbmyYnmXo7OrgBqIANKhITkAO6jZZ1WJpZ2qJHRHWpdh9WJR8mpR+kD5CQku1gIhqkeXhzcbx81I4DSJobAwWTyPxgPj+f54AwABiSJTG5wqV16Jh6hkSdSyEEIMGozS4HwAIgYLAsXB8AGyrLxgJRcEhbGjeaGwzqaMYA0wAVipThpeEFAyIpFiwHcyGlspl0vsGgVKvlSrlGpV6tVmseQA===';

let site, url, browser, api;

before(async () => {
  site = await openSite();
  ({ url, browser } = site);
  api = loadApi().wrap(await loadCore());
});
after(() => site?.close());

const shot = async (page, name) => writeFileSync(path.join(shots, `${name}.png`), await page.screenshot({ fullPage: true }));
const play = (genre, puzzle) => `${url}play.html?genre=${genre}&p=${encodeURIComponent(puzzle)}`;
const solvedBanner = (page) => page.waitForSelector('#solved-banner:not([hidden])', { timeout: 15000 });

test('a quick drag selects every cell it passes over, also when the browser sends one move', async () => {
  const { page, problems } = await openPage(browser, play('sudoku', WIKI));
  await waitPlaying(page);
  await dragBoard(page, [2.5, 0.5], [2.5, 4.5], { steps: 1 });          // r1c3 → r5c3 in one jump
  assert.match(await page.textContent('#board-live'), /5 cells selected/);
  await dragBoard(page, [5.5, 5.5], [8.5, 8.5], { steps: 1 });          // r6c6 → r9c9, a diagonal
  assert.match(await page.textContent('#board-live'), /4 cells selected/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('home page: a generated easy 9×9 Sudoku played to "solved" through clicks and keys', async () => {
  const { page, problems } = await openPage(browser, url + 'index.html');
  await page.waitForSelector('#card-sudoku a[data-level="1"]');
  await shot(page, 'play-home-light');
  await page.click('#card-sudoku a[data-level="1"]');
  const puzzle = await waitPlaying(page);
  assert.match(puzzle, /^[.1-9]{81}$/);
  assert.equal(await page.evaluate(() => document.querySelectorAll('#board text.value.given').length),
    [...puzzle].filter((ch) => ch !== '.').length);
  const { solution } = api.solve(puzzle);
  // Most digits by keyboard; the last few through the on-screen pad (touch users' way).
  const open = [...puzzle].map((ch, i) => (ch === '.' ? i : -1)).filter((i) => i >= 0);
  const byPad = new Set(open.slice(-3));
  await typeSolution(page, [...puzzle].map((ch, i) => (byPad.has(i) ? '1' : ch)).join(''), solution, 9);
  for (const i of byPad) {
    await clickCell(page, Math.floor(i / 9), i % 9);
    await page.click(`#pad button[data-value="${solution[i]}"]`);
  }
  await solvedBanner(page);
  assert.match(await page.textContent('#solved-banner'), /Solved!/);
  assert.equal(await boardLine(page, 81), solution);
  await shot(page, 'play-sudoku-solved-light');
  assert.deepEqual(problems, []);
  await page.close();
});

test('hint: the technique first, then its cells highlighted, then the explanation; reveal follows it', async () => {
  const { page, problems } = await openPage(browser, play('sudoku', WIKI));
  await waitPlaying(page);
  await page.click('#hint');
  await page.waitForSelector('#hint-box:not([hidden])');
  assert.match(await page.textContent('#hint-technique'), /single|full house/i);
  assert.equal(await page.locator('#board .outline-hint').count(), 0, 'level 1 names the technique only');
  assert.equal(await page.isHidden('#hint-explanation'), true);
  await page.click('#hint');
  await page.waitForSelector('#board .outline-target');
  // A naked single outlines the filled peers that rule out its other values; the other singles their house.
  const technique = await page.textContent('#hint-technique');
  assert.ok(await page.locator('#board .outline-hint').count() >= 2, `level 2 highlights the cells: ${technique}`);
  const target = Number(await page.getAttribute('#board .outline-target', 'data-cell'));
  assert.equal(await cellValue(page, target), '');
  await page.click('#hint');
  await page.waitForSelector('#hint-conclusion:not([hidden])');
  // The conclusion names the target cell and its value.
  const { solution: sol } = api.solve(WIKI);
  const tn = `r${Math.floor(target / 9) + 1}c${target % 9 + 1}`;
  assert.match(await page.textContent('#hint-conclusion'), new RegExp(`^${tn} must be ${sol[target]}:`));
  await shot(page, 'play-sudoku-hint-light');
  // Reveal with nothing selected fills the hint's cell with the solution's digit.
  await page.click('#reveal');
  const { solution } = api.solve(WIKI);
  assert.equal(await cellValue(page, target), solution[target]);
  assert.deepEqual(problems, []);
  await page.close();
});

test('pencil marks: corner and centre, removed from peers when a digit is placed; undo/redo (keys and buttons) across reveal', async () => {
  const { page, problems } = await openPage(browser, play('sudoku', WIKI));
  await waitPlaying(page);
  // r1c3 (cell 2) and r1c4 (cell 3) are empty in WIKI.
  await clickCell(page, 0, 2);
  await page.keyboard.press('Space');                       // → corner mode
  assert.equal(await page.getAttribute('.modes [data-mode=corner]', 'aria-checked'), 'true');
  await page.keyboard.press('4');
  await page.keyboard.press('6');
  assert.equal(await cellMarks(page, 2, 'corner'), '46');
  await page.click('.modes [data-mode=centre]');
  await page.click('#pad button[data-value="1"]');
  assert.equal(await cellMarks(page, 2, 'centre'), '1');
  await page.click('.modes [data-mode=normal]');
  await clickCell(page, 0, 3);
  await page.keyboard.press('4');                           // a peer in row 1 gets 4
  assert.equal(await cellValue(page, 3), '4');
  assert.equal(await cellMarks(page, 2, 'corner'), '6', 'the 4 left the peer\'s corner marks');
  assert.equal(await cellMarks(page, 2, 'centre'), '1');
  await shot(page, 'play-sudoku-marks-light');

  await page.keyboard.press('Control+z');
  assert.equal(await cellValue(page, 3), '');
  assert.equal(await cellMarks(page, 2, 'corner'), '46', 'undo brings the mark back');
  await page.keyboard.press('Control+y');
  assert.equal(await cellValue(page, 3), '4');
  await page.click('#undo');
  assert.equal(await cellValue(page, 3), '');
  await page.click('#redo');
  assert.equal(await cellValue(page, 3), '4');

  // Reveal is a move like any other: undo takes it back.
  const { solution } = api.solve(WIKI);
  await clickCell(page, 8, 0);                              // r9c1, empty
  await page.click('#reveal');
  assert.equal(await cellValue(page, 72), solution[72]);
  await page.keyboard.press('Control+z');
  assert.equal(await cellValue(page, 72), '');
  await page.keyboard.press('Control+Shift+z');
  assert.equal(await cellValue(page, 72), solution[72]);
  // Givens are fixed.
  await clickCell(page, 0, 0);
  await page.keyboard.press('9');
  assert.equal(await cellValue(page, 0), '5');
  assert.deepEqual(problems, []);
  await page.close();
});

test('negative marks and colours: struck-through "not" marks, nine colours by keys and pad, Delete clears layer by layer, all kept across a reload', async () => {
  const { page, problems } = await openPage(browser, play('sudoku', WIKI));
  await waitPlaying(page);
  const modes = await page.$$eval('.modes button', (bs) => bs.map((b) => b.dataset.mode));
  assert.deepEqual(modes, ['normal', 'corner', 'centre', 'negative', 'colour'], 'no Shade mode on a classic Sudoku');
  await clickCell(page, 0, 2);                               // r1c3, empty
  await page.keyboard.press('n');                            // → negative ("not") mode
  assert.equal(await page.getAttribute('.modes [data-mode=negative]', 'aria-checked'), 'true');
  await page.keyboard.press('1');
  await page.click('#pad button[data-value="2"]');
  assert.equal(await cellMarks(page, 2, 'negative'), '12');
  assert.equal(await page.locator('#board .mark-strike').count(), 1, 'the marks are struck through');
  assert.match(await page.textContent('#board-live'), /not 1 2/);
  await page.keyboard.press('1');                            // again: removed
  assert.equal(await cellMarks(page, 2, 'negative'), '2');

  // Colours: V, then a digit; givens can be coloured too; the same colour again takes it off.
  await page.keyboard.press('v');
  assert.equal(await page.getAttribute('#pad', 'data-mode'), 'colour');
  await page.keyboard.press('4');
  assert.equal(await page.locator('#board .fill-colour.c4').count(), 1);
  await clickCell(page, 0, 0);                               // r1c1 is a given 5
  await page.click('#pad button[data-value="7"]');
  assert.equal(await page.locator('#board .fill-colour.c7').count(), 1);
  assert.equal(await cellValue(page, 0), '5', 'colouring a given leaves its digit');
  await page.keyboard.press('7');
  assert.equal(await page.locator('#board .fill-colour.c7').count(), 0);
  await shot(page, 'play-sudoku-colours-light');

  // Delete on r1c3: marks first, then the colour.
  await page.keyboard.press('z');
  await clickCell(page, 0, 2);
  await page.keyboard.press('3');
  await page.keyboard.press('Delete');                       // the digit
  assert.equal(await cellValue(page, 2), '');
  assert.equal(await cellMarks(page, 2, 'negative'), '2', 'marks stay while a digit is cleared');
  await page.reload();                                        // everything is in localStorage
  await waitPlaying(page);
  assert.equal(await cellMarks(page, 2, 'negative'), '2');
  assert.equal(await page.locator('#board .fill-colour.c4').count(), 1);
  await clickCell(page, 0, 2);
  await page.keyboard.press('Delete');                       // the marks
  assert.equal(await cellMarks(page, 2, 'negative'), '');
  assert.equal(await page.locator('#board .fill-colour.c4').count(), 1);
  await page.keyboard.press('Delete');                       // the colour
  assert.equal(await page.locator('#board .fill-colour').count(), 0);
  await page.keyboard.press('Control+z');
  assert.equal(await page.locator('#board .fill-colour.c4').count(), 1, 'undo brings the colour back');
  assert.deepEqual(problems, []);
  await page.close();
});

test('touch: on a phone, taps select cells and enter digits from the pad, a swipe selects several, a tap between islands draws a bridge and a finger drag another', async () => {
  const phone = await launchBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const { page, problems } = await openPage(phone, play('sudoku', WIKI));
    await waitPlaying(page);
    const tapCell = async (r, c) => { const p = await boardPoint(page, c + 0.5, r + 0.5); await page.touchscreen.tap(p.x, p.y); };
    await tapCell(0, 2);
    await page.tap('#pad button[data-value="4"]');
    assert.equal(await cellValue(page, 2), '4');
    await page.tap('.modes [data-mode=centre]');
    await tapCell(0, 3);
    await page.tap('#pad button[data-value="2"]');
    assert.equal(await cellMarks(page, 3, 'centre'), '2');
    await page.tap('#undo');
    assert.equal(await cellMarks(page, 3, 'centre'), '');
    // A finger drag over r2c2 → r2c3 selects both (touch-action: none keeps the page from scrolling).
    const a = await boardPoint(page, 1.5, 1.5), b = await boardPoint(page, 2.5, 1.5);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a.x, y: a.y }] });
    for (let k = 1; k <= 5; k++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: a.x + ((b.x - a.x) * k) / 5, y: a.y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    assert.match(await page.textContent('#board-live'), /2 cells selected/);
    // Chromium's gesture detector may not make a click of a tap right after a touch sequence; the pad
    // acts on the press itself (entry-controls.js), so the tap counts at once.
    await page.tap('#pad button[data-value="7"]');
    assert.equal(await page.locator('#board text.mark.centre').count(), 2, 'both swiped cells got the centre mark');
    await shot(page, 'play-sudoku-touch-phone');
    assert.deepEqual(problems, []);
    await page.close();

    const hashiPage = await openPage(phone, play('hashi', 'https://puzz.link/p?hashi/3/3/g1g1g1g1g'));
    await waitPlaying(hashiPage.page);
    const gap = await boardPoint(hashiPage.page, 1.5, 1.0);
    await hashiPage.page.touchscreen.tap(gap.x, gap.y);
    assert.equal(await hashiPage.page.locator('#board line.bridge').count(), 1);
    await hashiPage.page.tap('#undo');
    assert.equal(await hashiPage.page.locator('#board line.bridge').count(), 0);
    // A finger dragged from the left island towards the right one, stopping short of it (fingers are
    // wide): the bridge goes by direction, across the middle row.
    const left = await boardPoint(hashiPage.page, 0.5, 1.5), short = await boardPoint(hashiPage.page, 1.8, 1.6);
    const hcdp = await hashiPage.page.context().newCDPSession(hashiPage.page);
    await hcdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: left.x, y: left.y }] });
    for (let k = 1; k <= 5; k++)
      await hcdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: left.x + ((short.x - left.x) * k) / 5, y: left.y + ((short.y - left.y) * k) / 5 }] });
    await hcdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const bridges = hashiPage.page.locator('#board line.bridge');
    assert.equal(await bridges.count(), 1, 'the drag drew one bridge');
    const [y1, y2] = [await bridges.first().getAttribute('y1'), await bridges.first().getAttribute('y2')];
    assert.equal(y1, y2, 'a horizontal bridge (left to right), not the vertical one the tap drew');
    await shot(hashiPage.page, 'play-hashi-touch-drag');
    assert.deepEqual(hashiPage.problems, []);
    await hashiPage.page.close();
  } finally {
    await phone.close();
  }
});

test('check names the broken rule and marks the cells with a shape; progress survives a reload', async () => {
  const { page, problems } = await openPage(browser, play('sudoku', WIKI));
  await waitPlaying(page);
  await clickCell(page, 0, 2);
  await page.keyboard.press('5');                           // row 1 already has a 5 (r1c1)
  await page.click('#check');
  await page.waitForSelector('#check-box:not([hidden])');
  assert.match(await page.textContent('#check-result'), /row 1 holds 5 twice: r1c1, r1c3/);
  assert.equal(await page.getAttribute('#check-box', 'data-verdict'), 'broken');
  const errorCells = await page.$$eval('#board .outline-error', (els) => els.map((e) => Number(e.dataset.cell)).sort((a, b) => a - b));
  assert.ok(errorCells.includes(0) && errorCells.includes(2), `dashed outlines on r1c1 and r1c3, got ${errorCells}`);
  assert.ok(await page.locator('#board .fill-error').count() >= 2, 'hatching on the cells');
  await shot(page, 'play-sudoku-check-light');
  await page.reload();
  await waitPlaying(page);
  assert.equal(await cellValue(page, 2), '5', 'localStorage kept the move');
  assert.deepEqual(problems, []);
  await page.close();
});

test('tectonic: a generated 5×5 filled to "solved"', async () => {
  const { page, problems } = await openPage(browser, `${url}play.html?genre=tectonic&size=5x5&level=1`);
  const puzzle = await waitPlaying(page);
  assert.match(puzzle, /^https:\/\/puzz\.link\/p\?suguru\/5\/5\//);
  const json = JSON.parse(api.run('convert', puzzle, { genre: 'tectonic', to: 'json' }).puzzle);
  const givens = json.givens.join('');
  const { solution } = api.run('solve', puzzle, { genre: 'tectonic' });
  // Region borders: thick lines exist where regions change.
  assert.ok((await page.getAttribute('#board .grid-thick', 'd')).length > 10);
  await typeSolution(page, givens, solution, 5);
  await solvedBanner(page);
  await shot(page, 'play-tectonic-solved-light');
  assert.deepEqual(problems, []);
  await page.close();
});

test('hashi: bridges drawn by click and by drag complete a generated 7×7; crossing is refused', async () => {
  const { page, problems } = await openPage(browser, `${url}play.html?genre=hashi&size=7x7&level=easy&islands=7`);
  const puzzle = await waitPlaying(page);
  const { bridges } = api.run('solve', puzzle, { genre: 'hashi' });
  assert.ok(bridges.length > 0);
  for (const [k, [r1, c1, r2, c2, n]] of bridges.entries()) {
    for (let t = 0; t < n; t++) {
      // Tap the gap just past the first island (not its middle, where a crossing link could pass too).
      if ((k + t) % 2 === 0) await clickBoard(page, c1 + 0.5 + (c2 > c1 ? 0.53 : 0), r1 + 0.5 + (r2 > r1 ? 0.53 : 0));
      else await dragBoard(page, [c1 + 0.5, r1 + 0.5], [c2 + 0.5, r2 + 0.5]);                    // island to island
    }
  }
  await solvedBanner(page).catch(async (err) => {
    throw new Error(`${err.message}\npuzzle ${puzzle}\nbridges ${JSON.stringify(bridges)}\nlive: ${await page.textContent('#board-live')}\nbridges drawn: ${await page.locator('#board line.bridge').count()}`);
  });
  assert.equal(await page.locator('#board line.bridge').count(), bridges.reduce((s, b) => s + b[4], 0));
  await shot(page, 'play-hashi-solved-light');
  // A third tap on a double bridge removes it (2 → 0), and undo restores it.
  const double = bridges.find((b) => b[4] === 2) || bridges[0];
  const before = await page.locator('#board line.bridge').count();
  for (let t = double[4]; t < 3; t++) await dragBoard(page, [double[1] + 0.5, double[0] + 0.5], [double[3] + 0.5, double[2] + 0.5]);
  assert.equal(await page.locator('#board line.bridge').count(), before - double[4]);
  assert.equal(await page.isHidden('#solved-banner'), true);
  await page.keyboard.press('Control+z');
  assert.equal(await page.locator('#board line.bridge').count(), before);
  assert.deepEqual(problems, []);
  await page.close();

  // Crossing: four islands around the middle cell; the two links through it cross.
  const cross = await openPage(browser, play('hashi', 'https://puzz.link/p?hashi/3/3/g1g1g1g1g'));
  await waitPlaying(cross.page);
  await clickBoard(cross.page, 1.5, 1.0);                  // r1c2–r3c2 (vertical, through the middle)
  assert.equal(await cross.page.locator('#board line.bridge').count(), 1);
  await clickBoard(cross.page, 1.0, 1.5);                  // r2c1–r2c3 would cross it
  assert.equal(await cross.page.locator('#board line.bridge').count(), 1);
  assert.match(await cross.page.textContent('#board-live'), /cannot cross/);
  assert.deepEqual(cross.problems, []);
  await cross.page.close();
});

test('import: puzz.link URLs of each genre and an f-puzzles link open on the play page', async () => {
  const cases = [
    [SUDOKU_URL, 'sudoku', /Sudoku 6×6/, 36],
    [SUGURU_URL, 'tectonic', /Tectonic 5×5/, 25],
    [HASHI_URL, 'hashi', /Hashi 7×7/, 0],
    [FPUZZLES_URL, 'variant', /seven rules on 4×4/, 16],
  ];
  for (const [link, genre, title, cells] of cases) {
    const { page, problems } = await openPage(browser, url + 'index.html');
    await page.fill('#import', link);
    await page.click('#import-play');
    await page.waitForURL(/play\.html/);
    await waitPlaying(page);
    assert.equal(new URL(page.url()).searchParams.get('genre'), genre);
    assert.match(await page.textContent('#title'), title);
    if (genre === 'hashi') {
      assert.equal(await page.locator('#board .island').count(), 8);
      assert.equal(await page.inputValue('#new-size'), '7x7', '"New" offers the imported puzzle\'s size');
    }
    else {
      assert.equal(await page.locator('#board .grid-border').count(), 1);
      assert.equal(await page.locator('#pad button[data-value]').count(), cells === 25 ? 5 : Math.sqrt(cells));
    }
    if (genre === 'variant') {
      // The rules are drawn: a dashed cage with its sum, a thermometer, dots, V, arrow, clues outside.
      for (const sel of ['.cage', '.cage-sum', '.thermo-bulb', '.kropki.white', '.kropki.black', '.xv', '.arrow-circle', '.parity', '.clue-little', '.clue-sandwich'])
        assert.ok(await page.locator(`#board ${sel}`).count() > 0, `${sel} is drawn`);
      assert.equal(await page.isHidden('#message'), true, 'the puzzle is unique: no warning');
    }
    await shot(page, `play-${genre}-import-light`);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('a malformed import shows the engine\'s message and the page keeps working', async () => {
  const { page, problems } = await openPage(browser, url + 'index.html');
  await page.fill('#import', 'https://puzz.link/p?hashi/7/7/zzzzzzzzzz');
  await page.click('#import-play');
  await page.waitForSelector('#import-error:not([hidden])', { timeout: 15000 });
  assert.ok((await page.textContent('#import-error')).length > 10);
  await page.fill('#import', '123');
  await page.click('#import-play');
  await page.waitForFunction(() => /this one has 3/.test(document.getElementById('import-error').textContent));
  await shot(page, 'play-import-error-light');
  await page.fill('#import', WIKI);
  await page.press('#import', 'Enter');
  await page.waitForURL(/play\.html/);
  await waitPlaying(page);
  assert.deepEqual(problems, []);
  await page.close();
  // The play page given a malformed puzzle says so and offers a new one.
  const bad = await openPage(browser, play('tectonic', 'https://puzz.link/p?suguru/5/5/zz'));
  await bad.page.waitForFunction(() => document.body.dataset.state === 'failed');
  assert.equal(await bad.page.isVisible('#message'), true);
  await bad.page.selectOption('#new-size', '5x5');
  await bad.page.click('#new-go');
  await waitPlaying(bad.page);
  assert.deepEqual(bad.problems, []);
  await bad.page.close();
});

test('cancel: a long Hashi generation shows its progress, stops at once and the page stays usable', async () => {
  const { page, problems } = await openPage(browser, `${url}play.html?genre=hashi&size=40x40&islands=400&level=hard`);
  await page.waitForSelector('#busy:not([hidden])', { timeout: 10000 });
  assert.match(await page.textContent('#busy'), /Working… generating/);
  // The engine's own progress reaches the bar while the call runs.
  // "attempt k", never "of 2000": the attempt limit is a bound, not the expected count.
  await page.waitForFunction(() => /attempt \d+/.test(document.getElementById('busy').textContent), null, { timeout: 10000 });
  assert.doesNotMatch(await page.textContent('#busy'), /attempt \d+ of/);
  const t0 = Date.now();
  await page.click('#busy-cancel');
  await page.waitForSelector('#message:not([hidden])', { timeout: 5000 });
  assert.ok(Date.now() - t0 < 3000, `cancelling took ${Date.now() - t0} ms`);
  assert.match(await page.textContent('#message'), /Cancelled/);
  assert.equal(await page.isHidden('#busy'), true);
  // The engine answers again at once (a fresh worker), in the same page.
  const version = await page.evaluate(async () => {
    const { engine } = await import('./lib/engine.js');
    return engine.version();
  });
  assert.match(version, /^\d+\.\d+/);
  await shot(page, 'play-cancelled-light');
  await page.selectOption('#new-size', '7x7');
  await page.selectOption('#new-level', 'easy');
  await page.click('#new-go');
  await waitPlaying(page);
  assert.ok(await page.locator('#board .island').count() > 0);
  assert.deepEqual(problems, []);
  await page.close();
});

test('screenshots of every page in light and dark', async () => {
  const pages = [
    ['home', url + 'index.html', '#card-hashi'],
    ['sudoku', play('sudoku', WIKI), null],
    ['tectonic', play('tectonic', SUGURU_URL), null],
    ['hashi', play('hashi', HASHI_URL), null],
    ['variant', play('variant', FPUZZLES_URL), null],
  ];
  for (const theme of ['light', 'dark']) {
    for (const [name, address, ready] of pages) {
      const { page, problems } = await openPage(browser, address);
      await page.selectOption('#theme', theme);
      if (ready) await page.waitForSelector(ready);
      else await waitPlaying(page);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme);
      await shot(page, `page-${name}-${theme}`);
      assert.deepEqual(problems, []);
      await page.close();
    }
  }
  // Phone size: the board on top, full width.
  const { page } = await openPage(browser, play('sudoku', WIKI));
  await page.setViewportSize({ width: 390, height: 844 });
  await waitPlaying(page);
  const box = await page.locator('#board').boundingBox();
  assert.ok(box.width > 330, `board ${box.width} px wide on a phone`);
  await shot(page, 'page-sudoku-phone');
  await page.close();
});

test('the engine API in the page: aborting one call leaves the others, cancel() stops them all', async () => {
  const { page, problems } = await openPage(browser, url + 'index.html');
  const r = await page.evaluate(async () => {
    const { Gridlogic, isCancelled } = await import('./gridlogic.js');
    const engine = new Gridlogic();
    const stop = new AbortController();
    const started = [];
    // Long calls: 200 large Hashi puzzles (one alone can take under 300 ms on a lucky random seed).
    const huge = { genre: 'hashi', size: '40x40', islands: 400, difficulty: 'hard', count: 200 };
    // Each waits for the engine's own report that the work is under way (no clock).
    let working;
    const underWay = new Promise((res) => { working = res; });
    const long = engine.run('generate', '', huge,
      { signal: stop.signal, onProgress: (p) => { started.push(p.stage); if (p.stage !== 'started') working(); } });
    const queued = engine.run('convert', '4.....1..2.....1', { to: 'url' });   // waits behind the long call
    await underWay;
    const t0 = performance.now();
    stop.abort();
    const first = await long.then(() => 'finished', (err) => (isCancelled(err) ? err.message : `other: ${err.message}`));
    const stopMs = performance.now() - t0;
    const second = (await queued).puzzle;                    // re-sent to the fresh worker, answered
    let again;
    const againUnderWay = new Promise((res) => { again = res; });
    const a = engine.run('generate', '', huge, { onProgress: (p) => { if (p.stage !== 'started') again(); } });
    const b = engine.run('version');
    await againUnderWay;
    const n = engine.cancel();
    const both = await Promise.allSettled([a, b]);
    const after = await engine.version();
    engine.terminate();
    return { first, stopMs, second, started, n, both: both.map((x) => x.status + ':' + (x.reason ? x.reason.name : '')), after };
  });
  assert.equal(r.first, 'cancelled');
  assert.ok(r.stopMs < 1000, `abort took ${r.stopMs} ms`);
  assert.equal(r.second, 'https://puzz.link/p?sudoku/4/4/4k1h2k1');
  assert.equal(r.started[0], 'started');
  assert.ok(r.started.slice(1).length > 0 && r.started.slice(1).every((s) => s === 'attempt' || s === 'puzzle'),
    `then the engine's own reports: ${r.started.slice(0, 6)}`);
  assert.equal(r.n, 2);
  assert.deepEqual(r.both, ['rejected:AbortError', 'rejected:AbortError']);
  assert.match(r.after, /^\d+\.\d+/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('offline: after one visit the play page reloads and generates with the network off', async () => {
  // Every page, module and document the site serves is in the service worker's list (precache.json,
  // written by the build), the type declarations excepted.
  const listed = new Set(JSON.parse(readFileSync(path.join(siteDir, 'precache.json'), 'utf8')));
  const walk = (dir) => readdirSync(path.join(siteDir, dir)).flatMap((f) => {
    const rel = dir ? `${dir}/${f}` : f;
    return statSync(path.join(siteDir, rel)).isDirectory() ? walk(rel) : [rel];
  });
  for (const f of walk('')) {
    if (/\.d\.ts$|^sw\.js$|^precache\.json$/.test(f)) continue;
    assert.ok(listed.has(f), `${f} is missing from precache.json`);
  }
  for (const f of listed) if (f !== './') assert.ok(walk('').includes(f), `precache.json lists ${f}, which the site lacks`);

  const { page, problems } = await openPage(browser, play('sudoku', WIKI));
  await waitPlaying(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 10000 });
  await browser.context.setOffline(true);
  try {
    await page.reload();
    await waitPlaying(page);
    await clickCell(page, 0, 2);
    await page.keyboard.press('4');
    assert.equal(await cellValue(page, 2), '4');
    await page.goto(`${url}play.html?genre=hashi&size=7x7&level=easy`);
    await waitPlaying(page);
    assert.ok(await page.locator('#board .island').count() > 0);
    await shot(page, 'play-offline-light');
  } finally {
    await browser.context.setOffline(false);
  }
  assert.deepEqual(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED/.test(p)), []);
  await page.close();
});

// Issue 38: an address's `seed` and `level` reach the heading and the tab title only when they are a
// seed and a level the genre has — a crafted link cannot put its own words there.
test('seed and level text from the address is shown only when valid', async () => {
  const words = 'You won a prize, call 555';
  const cases = [
    play('sudoku', WIKI) + `&seed=${encodeURIComponent(words)}&level=${encodeURIComponent(words)}`,
    `${url}play.html?genre=sudoku&size=4&level=${encodeURIComponent(words)}&seed=${encodeURIComponent(words)}`,
    `${url}play.html?genre=tectonic&size=5x5&level=1&seed=${encodeURIComponent('12<b>3</b>')}`,
  ];
  for (const address of cases) {
    const { page, problems } = await openPage(browser, address);
    await waitPlaying(page);
    const heading = await page.textContent('#title'), title = await page.title();
    for (const text of [heading, title]) {
      assert.doesNotMatch(text, /prize|555|<b>/, `${address} → "${text}"`);
    }
    assert.deepEqual(problems, []);
    await page.close();
  }
  // A valid seed and level are shown, and the address keeps them.
  const { page } = await openPage(browser, `${url}play.html?genre=sudoku&size=4&level=1&seed=4242`);
  await waitPlaying(page);
  assert.equal(await page.textContent('#title'), 'Sudoku · easy · #4242');
  assert.match(await page.title(), /Sudoku · easy · #4242/);
  await page.close();
});
