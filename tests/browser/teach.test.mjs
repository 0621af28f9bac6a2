// teach.test.mjs — the play page as a new player meets it (issue 19), in real Chromium: a clash marked
// the moment it is typed (Sudoku, killer cage, thermometer, Tectonic, Hashi) in the light, dark and
// colour-blind themes; the setting that turns it off; hints that teach (cause and effect highlighted,
// a conclusion naming the cell and value) for a hidden single, a naked pair, pointing, a killer cage
// and a Tectonic rule; Reveal following the hint (Hashi too); the first-minute defects: a colour on a
// selected cell, refused moves shown near the board, share links with marks and colours, generated
// titles, phone pad keys, one import box, garbage text, 25×25. Screenshots: build/screenshots/teach-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openSite, launchBrowser, shots } from '../support/browser.mjs';
import { siteDir, loadCore, loadApi } from '../support/site.mjs';
import { openPage, waitPlaying, clickCell, clickBoard, cellValue, cellMarks } from '../support/play.mjs';

const WIKI = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SUGURU_URL = 'https://puzz.link/p?suguru/5/5/dam8o3c71g4g4i2j5j4h3i';
const HASHI_URL = 'https://puzz.link/p?hashi/7/7/n46i4o5i6u45i4';

let site, url, browser, api, teachLib;
before(async () => {
  site = await openSite();
  ({ url, browser } = site);
  api = loadApi().wrap(await loadCore());
  // The page's own hint logic, run in node on the engine's steps, to find positions that show a
  // given technique (the page is then checked to show exactly that).
  const mod = (f) => import(pathToFileURL(path.join(siteDir, 'play', f)).href);
  teachLib = { ...(await mod('teach.js')), ...(await mod('sudoku.js')), ...(await mod('variant.js')), ...(await mod('tectonic.js')), ...(await mod('cell-state.js')) };
});
after(() => site?.close());

const shot = async (page, name) => writeFileSync(path.join(shots, `teach-${name}.png`), await page.screenshot({ fullPage: true }));
const play = (genre, puzzle) => `${url}play.html?genre=${genre}&p=${encodeURIComponent(puzzle)}`;
const ringed = (page, cls) => page.$$eval(`#board .${cls}[data-cell]`, (els) => [...new Set(els.map((e) => Number(e.dataset.cell)))].sort((a, b) => a - b));
const setTheme = (page, theme) => page.selectOption('#theme', theme);
const sorted = (a) => [...new Set(a)].sort((x, y) => x - y);
const fpJson = (puzzle) => JSON.parse(api.run('convert', puzzle, { genre: 'variant', to: 'json' }).puzzle);
// The live check publishes how many checks have finished (main.js, <body data-live-checks>): a test
// reads the count before a move and waits until a later check has finished.
const liveChecks = (page) => page.evaluate(() => Number(document.body.dataset.liveChecks || 0));
const liveChecked = (page, before) => page.waitForFunction((n) => Number(document.body.dataset.liveChecks || 0) > n, before);
const idx = (name) => { const m = /^R(\d+)C(\d+)$/i.exec(name); return { r: Number(m[1]) - 1, c: Number(m[2]) - 1 }; };

test('live feedback: a repeated digit is marked as it is typed, in three themes; the setting turns it off', async () => {
  for (const [theme, viewport] of [['light', { width: 1000, height: 800 }], ['dark', { width: 1920, height: 1080 }], ['cb', { width: 1000, height: 800 }]]) {
    const { page, problems } = await openPage(browser, play('sudoku', WIKI));
    await page.setViewportSize(viewport);
    await waitPlaying(page);
    await setTheme(page, theme);
    await clickCell(page, 0, 2);
    await page.keyboard.press('5');                 // r1c1 holds the given 5
    await page.waitForSelector('#board .ring-clash');
    assert.deepEqual(await ringed(page, 'ring-clash'), [0, 2]);
    assert.equal(await page.locator('#board text.value.clash[data-cell="2"]').count(), 1);
    assert.match(await page.textContent('#clash-note'), /row 1 holds 5 twice: r1c1, r1c3/);
    await shot(page, `clash-sudoku-${theme}`);
    // Removing the digit removes the mark.
    await page.keyboard.press('Delete');
    await page.waitForSelector('#board .ring-clash', { state: 'detached' });
    // Seen once under load: the note still shown just after the rings went (both are set in one task
    // by the live check; not understood). Wait for it; a note that never hides still times out.
    await page.waitForSelector('#clash-note', { state: 'hidden' });
    assert.equal(await page.isHidden('#clash-note'), true);
    assert.deepEqual(problems, []);
    await page.close();
  }
  // Off in the settings: nothing is marked until Check.
  const { page } = await openPage(browser, play('sudoku', WIKI));
  await waitPlaying(page);
  await page.click('#settings-box summary');
  assert.equal(await page.isChecked('#live-check'), true, 'on by default');
  await page.uncheck('#live-check');
  await clickCell(page, 0, 2);
  const checks = await liveChecks(page);
  await page.keyboard.press('5');
  await page.waitForSelector('#board text.value[data-cell="2"]');
  await liveChecked(page, checks);
  assert.equal(await page.locator('#board .ring-clash').count(), 0);
  await page.check('#live-check');
  await page.waitForSelector('#board .ring-clash');
  await page.close();
});

test('live feedback on a phone: the mark and the reason fit a 390×844 screen', async () => {
  const phone = await launchBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const { page } = await openPage(phone, play('sudoku', WIKI));
    await waitPlaying(page);
    await clickCell(page, 0, 2);
    await page.tap('#pad button[data-value="5"]');
    await page.waitForSelector('#board .ring-clash');
    await shot(page, 'clash-sudoku-phone');
    // Pad keys are touch targets of at least 44 px.
    for (const b of await page.locator('#pad button').all()) {
      const box = await b.boundingBox();
      assert.ok(box.width >= 44 && box.height >= 44, `pad key ${Math.round(box.width)}×${Math.round(box.height)} px`);
    }
    await page.close();
  } finally {
    await phone.close();
  }
});

test('live feedback on variants: a killer cage that cannot hold the digits, a thermometer out of order', async () => {
  // A generated killer 4×4: a cell of a two-cell cage given a digit no partner can complete.
  const killer = api.run('generate', '', { genre: 'variant', rule: 'killer', size: 4, seed: 5 }).puzzle;
  const fp = fpJson(killer);
  const cage = fp.killercage.find((k) => k.cells.length === 2);
  const { r, c } = idx(cage.cells[0]);
  const sum = Number(cage.value);
  const d = [1, 2, 3, 4].find((x) => sum - x < 1 || sum - x > 4 || sum - x === x);
  assert.ok(d, `cage ${cage.value} on ${cage.cells} has an impossible digit`);
  for (const theme of ['light', 'dark', 'cb']) {
    const { page, problems } = await openPage(browser, play('variant', killer));
    await waitPlaying(page);
    await setTheme(page, theme);
    await clickCell(page, r, c);
    await page.keyboard.press(String(d));
    await page.waitForSelector(`#board .ring-clash[data-cell="${r * 4 + c}"]`);
    assert.match(await page.textContent('#clash-note'), /killer cage/);
    await shot(page, `clash-killer-${theme}`);
    assert.deepEqual(problems, []);
    await page.close();
  }
  // A thermometer: its bulb given the largest digit.
  const thermo = api.run('generate', '', { genre: 'variant', rule: 'thermo', size: 4, seed: 3 }).puzzle;
  const line = fpJson(thermo).thermometer[0].lines[0];
  const bulb = idx(line[0]), second = idx(line[1]);
  const { page, problems } = await openPage(browser, play('variant', thermo));
  await waitPlaying(page);
  await clickCell(page, bulb.r, bulb.c);
  await page.keyboard.press('3');
  await clickCell(page, second.r, second.c);
  await page.keyboard.press('2');
  await page.waitForSelector('#board .ring-clash');
  assert.match(await page.textContent('#clash-note'), /thermometer/);
  assert.ok((await ringed(page, 'ring-clash')).includes(second.r * 4 + second.c));
  await shot(page, 'clash-thermo-light');
  assert.deepEqual(problems, []);
  await page.close();
});

test('live feedback: Tectonic neighbours and regions, a Hashi island with too many bridges', async () => {
  // SUGURU_URL: r1c1 is given 1 and r1c2 lies in its region.
  const t = await openPage(browser, play('tectonic', SUGURU_URL));
  await waitPlaying(t.page);
  await setTheme(t.page, 'cb');
  await clickCell(t.page, 0, 1);
  await t.page.keyboard.press('1');
  await t.page.waitForSelector('#board .ring-clash');
  assert.deepEqual(await ringed(t.page, 'ring-clash'), [0, 1]);
  assert.match(await t.page.textContent('#clash-note'), /holds 1 twice/);
  await shot(t.page, 'clash-tectonic-cb');
  assert.deepEqual(t.problems, []);
  await t.page.close();

  // HASHI_URL: r4c3 (clue 5) sees r2c3, r7c3 and r4c7; two bridges to each make 6.
  const h = await openPage(browser, play('hashi', HASHI_URL));
  await waitPlaying(h.page);
  await setTheme(h.page, 'dark');
  for (const [x, y] of [[2.5, 2.5], [2.5, 5], [4.5, 3.5]]) { await clickBoard(h.page, x, y); await clickBoard(h.page, x, y); }
  await h.page.waitForSelector('#board g.island.clash[data-cell="23"]');
  assert.match(await h.page.textContent('#clash-note'), /r4c3 has 6 bridges but its number is 5/);
  await shot(h.page, 'clash-hashi-dark');
  assert.deepEqual(h.problems, []);
  await h.page.close();
});

// A position whose first hint (as the page computes it) uses `technique`: the givens of a generated
// puzzle plus the placements the engine makes before that technique's step.
function findSudokuHint(technique) {
  const { teach, sudokuModel, initialState } = teachLib;
  for (let seed = 1; seed <= 80; seed++) {
    const puzzle = api.run('generate', '', { genre: 'sudoku', size: 9, difficulty: 3, seed }).puzzle;
    const steps = api.run('explain', puzzle, { genre: 'sudoku', ladder: 'hodoku', steps: 200 }).steps || [];
    for (let k = 0; k < steps.length; k++) {
      if (steps[k].technique !== technique) continue;
      const line = [...puzzle];
      for (const s of steps.slice(0, k)) for (const p of s.placed) line[p.cell] = String(p.value);
      const at = line.join('');
      const json = JSON.parse(api.run('convert', at, { genre: 'sudoku', to: 'json' }).puzzle);
      const model = sudokuModel(json, at);
      const state = initialState(model);
      const next = api.run('explain', at, { genre: 'sudoku', ladder: 'hodoku', steps: 60 }).steps;   // as the page asks
      const first = next.findIndex((s) => s.placed.some((p) => state.v[p.cell] === 0));
      const chain = next.slice(0, first + 1);
      const h = teach(model, state, chain);
      // The step of that technique the hint relies on: its unchanged cells (the pair, the pointing
      // cells) are among the hint's cause.
      const used = chain.find((s) => s.technique === technique && s.cells.filter((x) => !s.removed.some((r) => r.cell === x)).every((x) => h.cause.includes(x)));
      if (used && new RegExp(technique.replace('-', ' '), 'i').test(h.technique)) return { line: at, h, used };
      if (technique === 'hidden-single' && /Hidden single/.test(h.technique)) return { line: at, h, used: chain[chain.length - 1] };
      break;
    }
  }
  throw new Error(`no generated position shows ${technique}`);
}

// Presses Hint three times and checks the levels: where to look, then cause and effect on the board,
// then the conclusion naming the target and its value. Returns the conclusion.
async function threeLevels(page, want, cols) {
  await page.click('#hint');
  await page.waitForSelector('#hint-box:not([hidden])');
  assert.match(await page.textContent('#hint-technique'), /look at/);
  assert.doesNotMatch(await page.textContent('#hint-box'), /§|k = max/);
  assert.equal(await page.locator('#board .ring-cause').count(), 0, 'level 1 draws nothing');
  await page.click('#hint');
  await page.waitForSelector('#board .outline-target');
  assert.deepEqual(await ringed(page, 'outline-target'), sorted(want.targets), 'effect: the target');
  assert.deepEqual(await ringed(page, 'ring-cause'), sorted(want.cause), 'cause: ringed');
  await page.click('#hint');
  await page.waitForSelector('#hint-conclusion:not([hidden])');
  const text = await page.textContent('#hint-conclusion');
  const t = want.targets[0];
  assert.match(text, new RegExp(`^r${Math.floor(t / cols) + 1}c${t % cols + 1} must be \\d:`), text);
  assert.ok((await page.locator('#hint-explanation li').count()) <= 4, 'a few lines at most');
  return text;
}

test('hints that teach: hidden single, naked pair, pointing — cause and effect, a plain conclusion', async () => {
  // A hidden single (the page's hints climb HoDoKu's ladder, whose queues give naked singles first):
  // the cause is the placed digits that rule out the other cells of the house.
  {
    const { line, h } = findSudokuHint('hidden-single');
    const { page, problems } = await openPage(browser, play('sudoku', line));
    await waitPlaying(page);
    assert.match(h.technique, /Hidden single/);
    const v = Number(/must be (\d)/.exec(h.conclusion)[1]);
    for (const c of h.cause) assert.equal(Number(line[c]), v, `cause r${Math.floor(c / 9) + 1}c${c % 9 + 1} holds ${v}`);
    assert.ok(h.cause.length >= 1);
    const text = await threeLevels(page, h, 9);
    assert.match(text, /only cell of (box|row|column) \d that can hold \d/);
    await shot(page, 'hint-hidden-single-light');
    // Reveal follows the hint: it fills the target with its value.
    await page.click('#reveal');
    assert.equal(await cellValue(page, h.targets[0]), String(v));
    assert.deepEqual(problems, []);
    await page.close();
  }
  for (const technique of ['naked-pair', 'pointing']) {
    const { line, h, used } = findSudokuHint(technique);
    const { page, problems } = await openPage(browser, play('sudoku', line));
    await waitPlaying(page);
    await setTheme(page, technique === 'pointing' ? 'cb' : 'dark');
    await threeLevels(page, h, 9);
    // The step's own cells that it does not change (the pair; the pointing cells) are ringed as cause.
    const removedAt = new Set(used.removed.map((r) => r.cell));
    const drawn = await ringed(page, 'ring-cause');
    for (const c of used.cells.filter((x) => !removedAt.has(x))) assert.ok(drawn.includes(c), `cause has r${Math.floor(c / 9) + 1}c${c % 9 + 1}`);
    assert.ok(used.cells.length >= 2);
    assert.match(await page.textContent('#hint-technique'), new RegExp(technique === 'naked-pair' ? 'Naked pair' : 'Pointing'));
    await shot(page, `hint-${technique}`);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('hints that teach: a killer cage and a Tectonic rule; Reveal follows a Hashi hint', async () => {
  const { teach, variantModel, tectonicModel, initialState } = teachLib;
  // A killer whose first hint uses the cage's combinations.
  let found = null;
  for (let seed = 1; seed <= 40 && !found; seed++) {
    const p = api.run('generate', '', { genre: 'variant', rule: 'killer', size: 6, difficulty: 3, seed }).puzzle;
    const model = variantModel(fpJson(p), p);
    const steps = (api.run('explain', p, { genre: 'variant', steps: 60 }).trace || {}).steps || [];
    const state = initialState(model);
    const first = steps.findIndex((s) => s.placed.some((x) => state.v[x.cell] === 0));
    if (first < 0) continue;
    const h = teach(model, state, steps.slice(0, first + 1));
    if (/Killer cage/.test(h.technique)) found = { p, h };
  }
  assert.ok(found, 'a generated killer whose first hint uses a cage');
  {
    const { page, problems } = await openPage(browser, play('variant', found.p));
    await waitPlaying(page);
    await threeLevels(page, found.h, 6);
    assert.match(await page.textContent('#hint-technique'), /Killer cage/);
    await shot(page, 'hint-killer');
    assert.deepEqual(problems, []);
    await page.close();
  }
  // Tectonic: the hint names the target's value, keeps only the steps that bear on it.
  {
    const json = JSON.parse(api.run('convert', SUGURU_URL, { genre: 'tectonic', to: 'json' }).puzzle);
    const model = tectonicModel(json, SUGURU_URL);
    const steps = (api.run('explain', SUGURU_URL, { genre: 'tectonic', method: 'rules+2sat' }).trace || {}).steps || [];
    const state = initialState(model);
    const first = steps.findIndex((s) => s.placed.some((x) => state.v[x.cell] === 0));
    const h = teach(model, state, steps.slice(0, first + 1));
    const { page, problems } = await openPage(browser, play('tectonic', SUGURU_URL));
    await waitPlaying(page);
    const text = await threeLevels(page, h, 5);
    assert.match(await page.textContent('#hint-technique'), /Rule|single/);
    assert.ok(text.length < 200, text);
    await shot(page, 'hint-tectonic');
    assert.deepEqual(problems, []);
    await page.close();
  }
  // Hashi: Reveal after a hint sets the hint's bridges, not the cursor island's.
  {
    const { page, problems } = await openPage(browser, play('hashi', HASHI_URL));
    await waitPlaying(page);
    await page.click('#hint');
    await page.click('#hint');
    await page.waitForSelector('#board .link-hint', { state: 'attached' });
    const before = await page.locator('#board line.bridge').count();
    await page.click('#hint');
    assert.doesNotMatch(await page.textContent('#hint-box'), /§/);
    assert.match(await page.textContent('#hint-conclusion'), /r\dc\d–r\dc\d (needs|takes)/);
    const hinted = await page.$$eval('#board .link-hint', (ls) => ls.map((l) => [l.getAttribute('x1'), l.getAttribute('y1'), l.getAttribute('x2'), l.getAttribute('y2')].join()));
    await page.click('#reveal');
    await page.waitForFunction((n) => document.querySelectorAll('#board line.bridge').length > n, before);
    const bridges = await page.$$eval('#board line.bridge', (ls) => ls.map((l) => [Number(l.getAttribute('x1')), Number(l.getAttribute('y1')), Number(l.getAttribute('x2')), Number(l.getAttribute('y2'))]));
    // Every hinted link now has a bridge along it (double bridges are offset a little).
    for (const h of hinted) {
      const [x1, y1, x2, y2] = h.split(',').map(Number);
      assert.ok(bridges.some(([a, b, c, d]) => Math.abs(a - x1) < 0.2 && Math.abs(b - y1) < 0.2 && Math.abs(c - x2) < 0.2 && Math.abs(d - y2) < 0.2), `a bridge along ${h}`);
    }
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('first-minute defects: colour on a selected cell, refused moves shown, share keeps marks and colours', async () => {
  const { page, problems } = await openPage(browser, play('sudoku', WIKI));
  await waitPlaying(page);
  // A colour on the selected cell is drawn over the selection's fill.
  await clickCell(page, 0, 2);
  await page.keyboard.press('v');
  await page.keyboard.press('1');
  const order = await page.evaluate(() => {
    const fills = [...document.querySelector('#board .layer-fills').children];
    const sel = fills.findIndex((e) => e.classList.contains('fill-sel') && e.getAttribute('x') === '2' && e.getAttribute('y') === '0');
    const col = fills.findIndex((e) => e.classList.contains('fill-colour') && e.dataset.cell === '2');
    return { sel, col };
  });
  assert.ok(order.sel >= 0 && order.col > order.sel, `colour (${order.col}) above the selection (${order.sel})`);
  await shot(page, 'colour-on-selection');
  // A corner mark elsewhere, then a share link with progress.
  await page.keyboard.press('x');
  await clickCell(page, 0, 3);
  await page.keyboard.press('6');
  // A refused move: a given digit. The reason is shown beside the board, and spoken.
  await page.keyboard.press('z');
  await clickCell(page, 0, 0);
  await page.keyboard.press('1');
  await page.waitForSelector('#notice:not([hidden])');
  assert.match(await page.textContent('#notice'), /Given digits are fixed/);
  assert.match(await page.textContent('#board-live'), /Given digits are fixed/);
  const box = await page.locator('#notice').boundingBox(), board = await page.locator('#board').boundingBox();
  assert.ok(box.y < board.y + board.height + 80, 'the notice is next to the board');
  await shot(page, 'refused-notice');
  await page.waitForSelector('#notice', { state: 'hidden', timeout: 4500 });

  await page.click('#share-box summary');
  await page.check('#share-progress');
  await page.click('#share');
  const link = await page.inputValue('#share-url');
  const other = await openPage(browser, link);
  await waitPlaying(other.page);
  assert.equal(await cellMarks(other.page, 3, 'corner'), '6');
  assert.equal(await other.page.locator('#board rect.fill-colour.c1[data-cell="2"]').count(), 1);
  assert.deepEqual(other.problems, []);
  await other.page.close();
  assert.deepEqual(problems, []);
  await page.close();
});

test('first-minute defects: generated titles, "an easy", one import box, garbage text, 25×25 offered', async () => {
  const { page, problems } = await openPage(browser, `${url}play.html?genre=variant&size=4&level=killer-3`);
  await waitPlaying(page);
  const title = await page.textContent('#title');
  assert.match(title, /^Killer Sudoku · medium · #\d{6}$/);
  const seed = title.slice(-6);
  assert.equal(new URL(page.url()).searchParams.get('seed'), seed);
  // The address makes the same puzzle again (a fresh generation from the seed).
  const p = new URL(page.url()).searchParams.get('p');
  const again = await openPage(browser, `${url}play.html?genre=variant&size=4&level=killer-3&seed=${seed}`);
  await waitPlaying(again.page);
  assert.equal(new URL(again.page.url()).searchParams.get('p'), p);
  assert.equal(await again.page.textContent('#title'), title);
  await again.page.close();
  await page.close();

  // The busy text's grammar.
  const g = await browser.context.newPage();
  await g.addInitScript(() => {
    window.__busy = [];
    new MutationObserver(() => { const t = document.querySelector('#busy .busy-text'); if (t) window.__busy.push(t.textContent); })
      .observe(document, { subtree: true, childList: true, characterData: true });
  });
  await g.goto(`${url}play.html?genre=sudoku&size=4&level=1`);
  await waitPlaying(g);
  const said = await g.evaluate(() => window.__busy.join(' | '));
  assert.match(said, /generating an easy Sudoku puzzle/);
  assert.doesNotMatch(said, /a easy/);
  await g.close();

  // Home: one visible paste box; garbage is answered with the accepted forms, not as a 4×4 Sudoku.
  const home = await openPage(browser, url + 'index.html');
  await home.page.waitForSelector('#card-sudoku a[data-level="1"]');
  assert.equal(await home.page.locator('textarea:visible').count(), 1);
  assert.ok((await home.page.$$eval('#size-sudoku option', (os) => os.map((o) => o.value))).includes('25'));
  await home.page.fill('#import', 'this is not a puzzle');
  await home.page.click('#import-play');
  await home.page.waitForSelector('#import-error:not([hidden])');
  const err = await home.page.textContent('#import-error');
  assert.match(err, /not a puzzle gridlogic can read/);
  assert.doesNotMatch(err, /4×4/);
  await shot(home.page, 'home-garbage');
  assert.deepEqual(home.problems, []);
  assert.deepEqual(problems, []);
  await home.page.close();
});

test('imports: the setter and their rules shown; a cut-short link and an unsolvable puzzle in plain words', async () => {
  // The killer's f-puzzles JSON with a setter and a rules text, as an f-puzzles link.
  const killer = api.run('generate', '', { genre: 'variant', rule: 'killer', size: 4, seed: 5 }).puzzle;
  const fp = { ...fpJson(killer), title: 'Four Cages', author: 'A. Setter', ruleset: 'Normal killer rules; enjoy!' };
  const link = api.run('convert', JSON.stringify(fp), { genre: 'variant', to: 'fpuzzles' }).puzzle;
  const { page, problems } = await openPage(browser, play('variant', link));
  await waitPlaying(page);
  assert.equal(await page.textContent('#title'), 'Four Cages · by A. Setter');
  assert.match(await page.textContent('#rules'), /The setter's rules: Normal killer rules; enjoy!/);
  assert.equal(await page.isVisible('#rules li.setter-rules'), true);
  await shot(page, 'setter');
  assert.deepEqual(problems, []);
  await page.close();

  // A puzz.link link cut short, pasted on the home page.
  const home = await openPage(browser, url + 'index.html');
  await home.page.fill('#import', 'https://puzz.link/p?suguru/5/5/dam8o3');
  await home.page.click('#import-play');
  await home.page.waitForSelector('#import-error:not([hidden])');
  assert.match(await home.page.textContent('#import-error'), /link is cut short/);
  assert.doesNotMatch(await home.page.textContent('#import-error'), /section ends/);
  await home.page.close();

  // A 4×4 whose givens break no rule yet have no solution (row 1 needs 3 and 4 where box 2 has a 4).
  const none = await openPage(browser, play('sudoku', '12....14........'));
  await waitPlaying(none.page);
  await none.page.click('#check');
  await none.page.waitForSelector('#check-box:not([hidden])');
  const said = await none.page.textContent('#check-result');
  assert.match(said, /as given has no solution/);
  assert.doesNotMatch(said, /digits so far cannot all be right/);
  await none.page.close();
});

test('optional marking against the solution: off by default, marks a digit no rule catches yet; disabled with a reason for several solutions', async () => {
  const { solution } = api.solve(WIKI);
  const { page, problems } = await openPage(browser, play('sudoku', WIKI));
  await waitPlaying(page);
  await page.click('#settings-box summary');
  assert.equal(await page.isChecked('#mark-wrong'), false);
  // r1c3 (cell 2): a digit that repeats nothing in its row, column or box, yet is not the solution's.
  const peers = (i) => [...Array(81).keys()].filter((j) => j !== i && (Math.floor(j / 9) === Math.floor(i / 9) || j % 9 === i % 9
    || (Math.floor(j / 27) === Math.floor(i / 27) && Math.floor((j % 9) / 3) === Math.floor((i % 9) / 3))));
  const d = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((x) => String(x) !== solution[2] && peers(2).every((j) => WIKI[j] !== String(x)));
  await clickCell(page, 0, 2);
  const checks = await liveChecks(page);
  await page.keyboard.press(String(d));
  await page.waitForSelector('#board text.value[data-cell="2"]');
  await liveChecked(page, checks);
  assert.equal(await page.locator('#board .ring-clash').count(), 0, 'no rule broken, setting off: no mark');
  await page.check('#mark-wrong');
  await page.waitForSelector('#board .ring-clash[data-cell="2"]');
  assert.match(await page.textContent('#clash-note'), /r1c3 differs from the solution/);
  await page.uncheck('#mark-wrong');
  assert.deepEqual(problems, []);
  await page.close();
  // Two solutions: the setting is disabled and says why.
  const multi = await openPage(browser, play('sudoku', '1...............'));
  await waitPlaying(multi.page);
  await multi.page.click('#settings-box summary');
  assert.equal(await multi.page.isDisabled('#mark-wrong'), true);
  assert.match(await multi.page.textContent('#mark-wrong-why'), /more than one solution/);
  await multi.page.close();
});

test('the difficulty on the play page, and "continue your last puzzle" on the home page', async () => {
  const { page, problems } = await openPage(browser, play('sudoku', WIKI));
  await waitPlaying(page);
  await page.waitForSelector('#difficulty:not([hidden])');
  const rated = api.run('rate', WIKI, { genre: 'sudoku', runs: 1 });
  assert.equal(await page.textContent('#difficulty'), `Difficulty: ${rated.level_name}, level ${rated.level} of 5 · SE ${rated.se.toFixed(1)}`);
  await clickCell(page, 0, 2);
  await page.keyboard.press('4');
  await page.waitForSelector('#board text.value[data-cell="2"]');
  await page.goto(url + 'index.html');
  await page.waitForSelector('#continue-link');
  assert.match(await page.textContent('#continue-link'), /Continue your last puzzle: Sudoku 9×9/);
  await page.click('#continue-link');
  await waitPlaying(page);
  assert.equal(await cellValue(page, 2), '4');
  const t = await openPage(browser, play('tectonic', SUGURU_URL));
  await waitPlaying(t.page);
  await t.page.waitForSelector('#difficulty:not([hidden])');
  assert.match(await t.page.textContent('#difficulty'), /^Difficulty: level \d of 8$/);
  await t.page.close();
  assert.deepEqual(problems, []);
  await page.close();
});
