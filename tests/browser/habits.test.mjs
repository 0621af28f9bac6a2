// habits.test.mjs — what SudokuPad, puzz.link and Tatham players do by habit, on the play page in real
// Chromium at phone and desktop sizes (issue 33): nothing moves under the finger when a clash is typed,
// a hint is asked or a move is refused (positions compared); the hint visible on a phone without
// scrolling; grey cells a selected digit cannot take; double-click (double tap) selects every copy of a
// digit; candidates filled as one undo step; checkpoints marked, listed and returned to; the singles
// solved in one step; pause; several colours in one cell; Hashi's drag preview, "no bridge" marks and
// colours by connected group — at desktop size by mouse and keys, and again on a phone by touch. Every
// wait is on the page's state. Screenshots: build/screenshots/habit-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openSite, launchBrowser, shots } from '../support/browser.mjs';
import { loadCore, loadApi } from '../support/site.mjs';
import { openPage, waitPlaying, clickCell, clickBoard, boardPoint, cellValue, cellMarks, boardLine } from '../support/play.mjs';

const WIKI = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const HASHI_URL = 'https://puzz.link/p?hashi/7/7/n46i4o5i6u45i4';
const CROSS = 'https://puzz.link/p?hashi/3/3/g1g1g1g1g';
let site, url, browser, api;

before(async () => {
  site = await openSite();
  ({ url, browser } = site);
  api = loadApi().wrap(await loadCore());
});
after(() => site?.close());

const shot = async (page, name, fullPage = false) => writeFileSync(path.join(shots, `habit-${name}.png`), await page.screenshot({ fullPage }));
const play = (genre, puzzle) => `${url}play.html?genre=${genre}&p=${encodeURIComponent(puzzle)}`;
const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1280, height: 800 } },
  projector: { viewport: { width: 1920, height: 1080 } },
};

// Where the controls a finger is on are: the pad, its keys, the tool row and its buttons.
const controlBoxes = (page) => page.evaluate(() => {
  const box = (el) => { const r = el.getBoundingClientRect(); return [Math.round(r.x), Math.round(r.y + window.scrollY), Math.round(r.width), Math.round(r.height)]; };
  const out = {};
  for (const sel of ['#pad', '#modes', '.tools', '#hint', '#undo', '#check', '#board']) out[sel] = box(document.querySelector(sel));
  document.querySelectorAll('#pad button').forEach((b, k) => { out[`pad-${k}`] = box(b); });
  return out;
});

// Whether the element is what a finger or an eye meets at its first line: nothing lies over it.
const onTop = (page, sel) => page.$eval(sel, (el) => {
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.x + r.width / 2, r.y + Math.min(r.height / 2, 10));
  return Boolean(hit) && el.contains(hit);
});

const onScreen = (page, sel) => page.$eval(sel, (el) => {
  const r = el.getBoundingClientRect();
  return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
});

for (const [size, options] of Object.entries(SIZES)) {
  test(`${size}: the pad, the tool row and the Hint button stay put through a clash, a refusal, a hint and a check`, async () => {
    const b = await launchBrowser(options);
    try {
      const { page, problems } = await openPage(b, play('sudoku', WIKI));
      await waitPlaying(page);
      const before = await controlBoxes(page);
      await page.waitForSelector('#difficulty:not([hidden])');       // the rating arrives after the board
      assert.deepEqual(await controlBoxes(page), before, 'the rating moves nothing');
      await clickCell(page, 0, 2);
      await page.click('#pad button[data-value="5"]');                // r1c1 holds 5: a clash
      await page.waitForSelector('#clash-note:not([hidden])');
      assert.deepEqual(await controlBoxes(page), before, 'a clash moves nothing');
      await clickCell(page, 0, 0);
      await page.click('#pad button[data-value="9"]');                // a given: refused
      await page.waitForSelector('#notice:not([hidden])');
      assert.deepEqual(await controlBoxes(page), before, 'a refusal moves nothing');
      await page.click('#check');
      await page.waitForSelector('#check-box:not([hidden])');
      assert.deepEqual(await controlBoxes(page), before, 'a check moves nothing');
      // The check's verdict under the board, on screen and on top (on a phone the panel's Check box
      // is below the window, so the press seemed to do nothing).
      assert.match(await page.textContent('#check-line'), /^Check: .*row 1 holds 5 twice/);
      assert.ok(await onScreen(page, '#check-line'), 'the check line is inside the window');
      assert.ok(await onTop(page, '#check-line'), 'and nothing lies over it');
      await page.click('#undo');
      await page.waitForSelector('#clash-note', { state: 'hidden' });
      // A refusal just before the hint: the hint takes its place at once (the notice used to lie over
      // the hint's sentence for its 3 s, so on a phone the first press showed nothing).
      await clickCell(page, 0, 0);
      await page.click('#pad button[data-value="9"]');
      await page.waitForSelector('#notice:not([hidden])');
      for (const level of [1, 2, 3]) {
        await page.click('#hint');
        await page.waitForSelector(`#hint[data-level="${level}"]`);
        assert.deepEqual(await controlBoxes(page), before, `hint level ${level} moves nothing`);
        assert.equal(await page.isHidden('#notice'), true, `hint level ${level}: no notice over it`);
        assert.ok(await onTop(page, '#hint-line'), `hint level ${level}: the hint's line is what shows there`);
      }
      // The hint reads without scrolling: its line under the board is inside the window.
      const line = await page.locator('#hint-line').boundingBox();
      const scrolled = await page.evaluate(() => window.scrollY);
      assert.ok(line && line.y >= 0 && line.y + line.height <= options.viewport.height, `the hint line is on screen (${JSON.stringify(line)})`);
      assert.equal(scrolled, 0, 'nothing scrolled');
      assert.match(await page.textContent('#hint-line'), /must be/);
      await shot(page, `${size}-hint`);
      // Typing the hint's digit solves the step: a notice, the solved banner slot and so on stay in
      // the fixed box.
      await page.click('#reveal');
      await page.waitForSelector('#hint-line', { state: 'hidden' });
      assert.deepEqual(await controlBoxes(page), before, 'reveal moves nothing');
      // Many rules broken at once: the list keeps to three lines (two rules and how many more), all
      // inside the fixed box and the window.
      for (const [r, c, d] of [[0, 2, '3'], [0, 3, '5'], [1, 1, '6'], [2, 0, '9']]) {
        await clickCell(page, r, c);
        await page.keyboard.press(d);
      }
      await page.waitForFunction(() => /more/.test(document.getElementById('clash-note').textContent));
      const items = await page.$$eval('#clash-note li', (lis) => lis.map((li) => li.textContent));
      assert.equal(items.length, 3, JSON.stringify(items));
      assert.match(items[2], /^and \d+ more/);
      const fits = await page.evaluate(() => {
        const slot = document.getElementById('status').getBoundingClientRect();
        const last = [...document.querySelectorAll('#clash-note li')].pop().getBoundingClientRect();
        return { last: last.bottom, slot: slot.bottom, window: innerHeight };
      });
      assert.ok(fits.last <= fits.slot + 0.5 && fits.last <= fits.window, `the last line is inside the box and the window: ${JSON.stringify(fits)}`);
      assert.deepEqual(await controlBoxes(page), before, 'many clashes move nothing');
      await shot(page, `${size}-clashes`);
      await page.click('#check');
      await page.waitForSelector('#check-line:not([hidden])');
      assert.ok(await onTop(page, '#check-line'), 'the check leads the box');
      assert.equal(await page.isHidden('#clash-note'), true, 'the list steps aside (no half line under the check)');
      await shot(page, `${size}-check`);
      assert.deepEqual(problems, []);
    } finally {
      await b.close();
    }
  });
}

test('grey cells the selected digit cannot take (a setting), and double-click selects every copy of a digit', async () => {
  const { page, problems } = await openPage(browser, play('sudoku', WIKI));
  await waitPlaying(page);
  await clickCell(page, 0, 0);                                     // r1c1 = 5
  const grey = await page.$$eval('#board .fill-cannot', (els) => els.map((e) => Number(e.dataset.cell)));
  const { solution } = api.solve(WIKI);
  // Every empty cell that sees a 5 is grey, and no cell that can still take 5.
  const values = [...WIKI].map((ch) => (ch === '.' ? 0 : Number(ch)));
  const sees = (i, j) => Math.floor(i / 9) === Math.floor(j / 9) || i % 9 === j % 9
    || (Math.floor(i / 27) === Math.floor(j / 27) && Math.floor((i % 9) / 3) === Math.floor((j % 9) / 3));
  for (let i = 0; i < 81; i++) {
    const can = values[i] === 0 && !values.some((v, j) => v === 5 && j !== i && sees(i, j));
    if (values[i] === 5) continue;
    assert.equal(grey.includes(i), !can, `r${Math.floor(i / 9) + 1}c${i % 9 + 1}: ${can ? 'can take 5' : 'cannot'}`);
  }
  assert.ok(grey.length > 40);
  await shot(page, 'grey-cannot');
  // The setting turns it off.
  await page.click('#settings-box summary');
  await page.uncheck('#grey-cannot');
  await clickCell(page, 0, 0);
  assert.equal(await page.locator('#board .fill-cannot').count(), 0);
  await page.check('#grey-cannot');

  // Double-click on a 5 selects every 5 on the board (after a click elsewhere, so the double-click's
  // first press does not pair with an earlier one).
  await clickCell(page, 4, 4);
  const p = await boardPoint(page, 0.5, 0.5);
  await page.mouse.dblclick(p.x, p.y);
  const fives = values.map((v, i) => (v === 5 ? i : -1)).filter((i) => i >= 0);
  await page.waitForFunction((n) => document.querySelectorAll('#board .outline-sel').length === n, fives.length);
  assert.match(await page.textContent('#board-live'), new RegExp(`Selected every 5: ${fives.length} cells`));
  assert.equal(solution.length, 81);
  assert.deepEqual(problems, []);
  await page.close();
});

test('candidates (all, or allowed) in one undo step; the singles in one step; checkpoints; pause', async () => {
  const { page, problems } = await openPage(browser, play('sudoku', WIKI));
  await waitPlaying(page);
  await page.click('#fill-allowed');
  // r1c3: row 1 has 5 3 7, column 3 has 8, box 1 has 6 9 8 → 1 2 4.
  assert.equal(await cellMarks(page, 2, 'centre'), '124');
  await page.click('#fill-all');
  assert.equal(await cellMarks(page, 2, 'centre'), '123456789');
  await page.click('#undo');
  assert.equal(await cellMarks(page, 2, 'centre'), '124', 'one undo step back');
  await page.click('#undo');
  assert.equal(await cellMarks(page, 2, 'centre'), '');

  // A checkpoint, a guess, the return.
  await page.click('#checkpoint');
  await page.waitForFunction(() => document.querySelectorAll('#checkpoints option').length === 2);
  await clickCell(page, 0, 2);
  await page.keyboard.press('1');                                 // a guess (the solution has 4)
  assert.equal(await cellValue(page, 2), '1');
  await page.selectOption('#checkpoints', '0');
  await page.waitForFunction(() => !document.querySelector('#board text.value[data-cell="2"]'));
  await page.click('#undo');
  assert.equal(await cellValue(page, 2), '1', 'undo brings the guess back');
  await page.click('#redo');

  // The singles: every naked and hidden single of this easy puzzle — it solves it.
  const { solution } = api.solve(WIKI);
  await page.click('#singles');
  await page.waitForSelector('#solved-banner:not([hidden])');
  assert.equal(await boardLine(page, 81), solution);
  assert.match(await page.textContent('#solved-banner'), /with help/);
  await page.click('#undo');
  await page.waitForFunction((n) => document.querySelectorAll('#board text.value').length === n, [...WIKI].filter((c) => c !== '.').length);

  // Pause: the board hidden, the clock stopped; Resume brings both back.
  await page.click('#pause');
  await page.waitForSelector('#paused-cover:not([hidden])');
  assert.equal(await page.$eval('#board', (svg) => getComputedStyle(svg).visibility), 'hidden');
  await page.waitForFunction(() => document.body.dataset.paused === 'yes');
  await shot(page, 'paused');
  await page.keyboard.press('4');                                  // no input while paused
  await page.click('#resume');
  assert.equal(await page.$eval('#board', (svg) => getComputedStyle(svg).visibility), 'visible');
  assert.equal(await page.locator('#board text.value[data-cell="2"]').count(), 0, 'the key pressed while paused did nothing');
  assert.deepEqual(problems, []);
  await page.close();
});

test('several colours in one cell: slices, each taken off again by its own key', async () => {
  const { page, problems } = await openPage(browser, play('sudoku', WIKI));
  await waitPlaying(page);
  await clickCell(page, 0, 2);
  await page.keyboard.press('v');
  for (const k of ['1', '4', '7']) await page.keyboard.press(k);
  const slices = () => page.$$eval('#board .fill-colour[data-cell="2"]', (els) => els.map((e) => `${e.tagName}.${[...e.classList].find((c) => /^c\d$/.test(c))}`));
  assert.deepEqual(await slices(), ['polygon.c1', 'polygon.c4', 'polygon.c7']);
  await clickCell(page, 4, 4);
  await page.keyboard.press('4');                                  // another cell with colour 4
  await page.keyboard.press('Escape');
  await clickCell(page, 0, 2);
  await page.keyboard.press('4');                                  // off again
  assert.deepEqual(await slices(), ['polygon.c1', 'polygon.c7']);
  await page.keyboard.press('7');
  assert.deepEqual(await slices(), ['rect.c1'], 'one colour fills the cell');
  await shot(page, 'colours');
  // Kept across a reload (saved as masks).
  await page.keyboard.press('7');
  await page.reload();
  await waitPlaying(page);
  assert.deepEqual(await slices(), ['polygon.c1', 'polygon.c7']);
  assert.deepEqual(problems, []);
  await page.close();
});

test('Hashi: the drag shows its bridge before the pointer is let go; "no bridge" marks; colours by connected group', async () => {
  const { page, problems } = await openPage(browser, play('hashi', CROSS));
  await waitPlaying(page);
  // A drag from the left island (r2c1) to the right one (r2c3), held before letting go.
  const a = await boardPoint(page, 0.5, 1.5), b = await boardPoint(page, 2.5, 1.5);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.waitForFunction(() => /^\d+:1$/.test(document.getElementById('board').dataset.preview || ''));
  assert.equal(await page.locator('#board .bridge-preview').count(), 1);
  assert.equal(await page.locator('#board line.bridge').count(), 0, 'nothing drawn yet');
  await shot(page, 'hashi-preview');
  await page.mouse.up();
  assert.equal(await page.locator('#board line.bridge').count(), 1);
  assert.equal(await page.locator('#board .bridge-preview').count(), 0);
  // The crossing link: its preview says it would be refused.
  const top = await boardPoint(page, 1.5, 0.5), bottom = await boardPoint(page, 1.5, 2.5);
  await page.mouse.move(top.x, top.y);
  await page.mouse.down();
  await page.mouse.move(bottom.x, bottom.y, { steps: 4 });
  await page.waitForFunction(() => /:refused$/.test(document.getElementById('board').dataset.preview || ''));
  await page.mouse.up();
  await page.waitForSelector('#notice:not([hidden])');
  assert.match(await page.textContent('#notice'), /cannot cross/);
  await page.click('#undo');

  // "No bridge": the right button marks the vertical link; a tap on it is then refused; the mode
  // switch does the same for touch.
  const gap = await boardPoint(page, 1.5, 1.0);
  await page.mouse.click(gap.x, gap.y, { button: 'right' });
  assert.equal(await page.locator('#board .link-nobridge').count(), 1);
  await clickBoard(page, 1.5, 1.0);
  await page.waitForSelector('#notice:not([hidden])');
  assert.match(await page.textContent('#notice'), /marked "no bridge"/);
  await page.click('.modes [data-mode="nobridge"]');
  await clickBoard(page, 1.5, 1.0);
  assert.equal(await page.locator('#board .link-nobridge').count(), 0, 'the mark taken off in No bridge mode');
  await page.click('#undo');
  assert.equal(await page.locator('#board .link-nobridge').count(), 1, 'marks are moves: undo brings it back');
  assert.deepEqual(problems, []);
  await page.close();

  // Colour by connected group, on a bigger puzzle: two bridges make one group of three islands.
  const big = await openPage(browser, play('hashi', HASHI_URL));
  await waitPlaying(big.page);
  const { bridges } = api.run('solve', HASHI_URL, { genre: 'hashi' });
  for (const [r1, c1, r2, c2] of bridges.slice(0, 3)) {
    const p = await boardPoint(big.page, c1 + 0.5, r1 + 0.5), q = await boardPoint(big.page, c2 + 0.5, r2 + 0.5);
    await big.page.mouse.move(p.x, p.y);
    await big.page.mouse.down();
    await big.page.mouse.move(q.x, q.y, { steps: 3 });
    await big.page.mouse.up();
  }
  await big.page.click('.modes [data-setting="groupColours"]');
  await big.page.waitForFunction(() => document.querySelectorAll('#board .island[class*=" g"]').length > 0);
  const tinted = await big.page.$$eval('#board .island', (els) => els.map((e) => (e.getAttribute('class').match(/\bg(\d)\b/) || [])[1] || null));
  assert.ok(tinted.filter(Boolean).length >= 2, `islands in groups are coloured: ${tinted}`);
  assert.equal(await big.page.getAttribute('.modes [data-setting="groupColours"]', 'aria-pressed'), 'true');
  await shot(big.page, 'hashi-groups');
  assert.deepEqual(big.problems, []);
  await big.page.close();
});

test('phone: a double tap selects every copy of a digit; a finger drag previews a bridge', async () => {
  const phone = await launchBrowser(SIZES.phone);
  try {
    const { page, problems } = await openPage(phone, play('sudoku', WIKI));
    await waitPlaying(page);
    const p = await boardPoint(page, 0.5, 0.5);
    await page.touchscreen.tap(p.x, p.y);
    await page.touchscreen.tap(p.x, p.y);
    await page.waitForFunction(() => /Selected every 5/.test(document.getElementById('board-live').textContent));
    await shot(page, 'phone-double-tap');
    assert.deepEqual(problems, []);
    await page.close();

    // A long message under the board (a closed group, here) leaves the board's size alone.
    const h = await openPage(phone, play('hashi', CROSS));
    await waitPlaying(h.page);
    const board = await h.page.locator('#board').boundingBox();
    const gap = await boardPoint(h.page, 1.5, 1.0);
    await h.page.touchscreen.tap(gap.x, gap.y);
    await h.page.waitForSelector('#clash-note:not([hidden])');
    assert.match(await h.page.textContent('#clash-note'), /have all their bridges/);
    assert.deepEqual(await h.page.locator('#board').boundingBox(), board, 'the board keeps its size');
    await h.page.tap('#undo');
    await h.page.waitForSelector('#clash-note', { state: 'hidden' });
    const a = await boardPoint(h.page, 0.5, 1.5), b = await boardPoint(h.page, 2.5, 1.5);
    const cdp = await h.page.context().newCDPSession(h.page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a.x, y: a.y }] });
    for (let k = 1; k <= 5; k++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: a.x + ((b.x - a.x) * k) / 5, y: a.y }] });
    await h.page.waitForFunction(() => /^\d+:1$/.test(document.getElementById('board').dataset.preview || ''));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await h.page.waitForFunction(() => document.querySelectorAll('#board line.bridge').length === 1);
    assert.deepEqual(h.problems, []);
    await h.page.close();
  } finally {
    await phone.close();
  }
});

// The habits again on a phone, by touch only (the tests above use the mouse and keys at desktop size):
// grey cells, candidates, a checkpoint and the return, the singles, pause, two colours in a cell,
// and Hashi's "no bridge" mode and group colours.
test('phone, by touch: grey cells, candidates, checkpoints, singles, pause, colours, Hashi marks and groups', async () => {
  const phone = await launchBrowser(SIZES.phone);
  const tapCell = async (page, r, c) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const p = await boardPoint(page, c + 0.5, r + 0.5);
    await page.touchscreen.tap(p.x, p.y);
  };
  try {
    const { page, problems } = await openPage(phone, play('sudoku', WIKI));
    await waitPlaying(page);
    await tapCell(page, 0, 0);                                     // r1c1 = 5: the cells without a 5 greyed
    await page.waitForFunction(() => document.querySelectorAll('#board .fill-cannot').length > 40);
    assert.equal(await page.locator('#board .fill-cannot[data-cell="2"]').count(), 1, 'r1c3 sees the 5');
    await shot(page, 'phone-grey');
    await page.tap('#fill-allowed');
    assert.equal(await cellMarks(page, 2, 'centre'), '124');
    await page.tap('#undo');
    assert.equal(await cellMarks(page, 2, 'centre'), '', 'one undo step');

    await page.tap('#checkpoint');
    await page.waitForFunction(() => document.querySelectorAll('#checkpoints option').length === 2);
    await tapCell(page, 0, 2);
    await page.tap('#pad button[data-value="1"]');                  // a guess (the solution has 4)
    assert.equal(await cellValue(page, 2), '1');
    await page.selectOption('#checkpoints', '0');
    await page.waitForFunction(() => !document.querySelector('#board text.value[data-cell="2"]'));

    // Two colours in r1c3 from the Colour mode's pad.
    await page.tap('#modes [data-mode="colour"]');
    await tapCell(page, 0, 2);
    for (const k of ['2', '5']) await page.tap(`#pad button[data-value="${k}"]`);
    assert.deepEqual(await page.$$eval('#board .fill-colour[data-cell="2"]', (els) => els.map((e) => [...e.classList].find((c) => /^c\d$/.test(c)))), ['c2', 'c5']);
    await shot(page, 'phone-colours');
    await page.tap('#modes [data-mode="normal"]');

    await page.tap('#pause');
    await page.waitForSelector('#paused-cover:not([hidden])');
    assert.equal(await page.$eval('#board', (svg) => getComputedStyle(svg).visibility), 'hidden');
    await shot(page, 'phone-paused');
    await page.tap('#resume');
    await page.waitForFunction(() => document.body.dataset.paused === 'no');

    const { solution } = api.solve(WIKI);
    await page.tap('#singles');
    await page.waitForSelector('#solved-banner:not([hidden])');
    assert.equal(await boardLine(page, 81), solution);
    await page.evaluate(() => window.scrollTo(0, 0));
    assert.ok(await onScreen(page, '#solved-banner'), 'the banner under the board is on screen');
    assert.deepEqual(problems, []);
    await page.close();

    // Hashi: a tap in "No bridge" mode marks the link; the group switch colours joined islands.
    const h = await openPage(phone, play('hashi', HASHI_URL));
    await waitPlaying(h.page);
    await h.page.tap('#modes [data-mode="nobridge"]');
    await h.page.evaluate(() => window.scrollTo(0, 0));
    const gap = await boardPoint(h.page, 2.0, 1.5);                 // the link r2c2–r2c3
    await h.page.touchscreen.tap(gap.x, gap.y);
    assert.equal(await h.page.locator('#board .link-nobridge').count(), 1);
    await h.page.tap('#modes [data-mode="bridge"]');
    const { bridges } = api.run('solve', HASHI_URL, { genre: 'hashi' });
    const [r1, c1, r2, c2] = bridges.find(([a, b, c, d]) => !(a === 1 && c === 1 && Math.min(b, d) === 1 && Math.max(b, d) === 2));
    await h.page.evaluate(() => window.scrollTo(0, 0));
    const mid = await boardPoint(h.page, (c1 + c2) / 2 + 0.5, (r1 + r2) / 2 + 0.5);
    await h.page.touchscreen.tap(mid.x, mid.y);
    await h.page.waitForFunction(() => document.querySelectorAll('#board line.bridge').length >= 1);
    await h.page.tap('.modes [data-setting="groupColours"]');
    await h.page.waitForFunction(() => document.querySelectorAll('#board .island[class*=" g"]').length >= 2);
    await h.page.evaluate(() => window.scrollTo(0, 0));
    await shot(h.page, 'phone-hashi-marks-groups');
    assert.deepEqual(h.problems, []);
    await h.page.close();
  } finally {
    await phone.close();
  }
});

// A board taller than wide (a 6×10 Tectonic) is narrowed to fit the window, so the message box under
// it is on screen: the hint's line is there when Hint is pressed (on a phone after scrolling to the
// button, as a finger would); a wide one (12×10) takes the height it may.
test('a tall board fits the window at desktop size and keeps the hint on screen on a phone', async () => {
  for (const [size, options] of Object.entries(SIZES)) {
    const b = await launchBrowser(options);
    try {
      for (const dims of ['6x10', '12x10']) {
        const { page, problems } = await openPage(b, `${url}play.html?genre=tectonic&size=${dims}&level=1&seed=5`);
        await waitPlaying(page, 60000);
        const board = await page.locator('#board').boundingBox();
        const [w, h] = dims.split('x').map(Number);
        assert.ok(Math.abs(board.width / board.height - w / h) < 0.05, `${size} ${dims}: the board keeps its shape (${board.width}×${board.height})`);
        if (size !== 'phone') assert.ok(board.y + board.height <= options.viewport.height, `${size} ${dims}: the whole board is in the window (${JSON.stringify(board)})`);
        await page.click('#hint');
        await page.waitForSelector('#hint-line:not([hidden])');
        assert.ok(await onScreen(page, '#hint-line'), `${size} ${dims}: the hint's line is on screen`);
        assert.ok(await onScreen(page, '#hint'), `${size} ${dims}: and so is the Hint button`);
        if (dims === '6x10') await shot(page, `${size}-tall-board`);
        assert.deepEqual(problems, []);
        await page.close();
      }
    } finally {
      await b.close();
    }
  }
});
