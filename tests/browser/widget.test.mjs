// widget.test.mjs — the embeddable <gridlogic-puzzle> on a fixture "blog post" served from another
// origin than the site (as a real blog would be): three widgets render in shadow DOM despite the blog's
// hostile CSS, play independently (keys go to the focused one only), and one is solved through clicks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../tools/static-server.mjs';
import { launchBrowser, shots } from '../support/browser.mjs';
import { siteDir, loadCore, loadApi } from '../support/site.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

// The blog page, from an origin of its own (a server of one generated page).
function serve(handler) {
  const server = http.createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}/` })));
}

let site, blog, browser, api;
before(async () => {
  site = await startServer(siteDir);
  const html = readFileSync(path.join(here, 'fixtures/blog.html'), 'utf8').replaceAll('{{SITE}}', site.url);
  // '/seed': a page with a seeded widget and two widgets with bad attributes (issue 19).
  const seeded = `<!doctype html><meta charset="utf-8"><title>seeded</title><script src="${site.url}gridlogic-widget.js"></script>
    <gridlogic-puzzle id="w-seed" genre="sudoku" size="4" difficulty="easy" seed="424242"></gridlogic-puzzle>
    <gridlogic-puzzle id="w-bad" genre="sudoku" puzzle="this is not a puzzle"></gridlogic-puzzle>
    <gridlogic-puzzle id="w-badgenre" genre="chess"></gridlogic-puzzle>
    <div style="width: 680px"><gridlogic-puzzle id="w-nine" genre="sudoku" size="9" difficulty="easy" seed="7"></gridlogic-puzzle></div>`;
  // '/twins': two widgets with the same attributes and no seed or id, far apart and below the first
  // screen (so which one starts first depends on where the reader scrolls), and a third with an id.
  const twins = `<!doctype html><meta charset="utf-8"><title>twins</title><script src="${site.url}gridlogic-widget.js"></script>
    <div style="height: 2000px"></div>
    <gridlogic-puzzle class="twin" genre="sudoku" size="4" difficulty="easy"></gridlogic-puzzle>
    <div style="height: 3000px"></div>
    <gridlogic-puzzle class="twin" genre="sudoku" size="4" difficulty="easy"></gridlogic-puzzle>
    <div style="height: 3000px"></div>
    <gridlogic-puzzle id="w-named" genre="sudoku" size="4" difficulty="easy"></gridlogic-puzzle>`;
  // '/habits': a seeded 9×9 and the Hashi from puzz.link, for the habits the widget shares with the page.
  const habits = `<!doctype html><meta charset="utf-8"><title>habits</title><script src="${site.url}gridlogic-widget.js"></script>
    <div style="width: 560px"><gridlogic-puzzle id="w-nine" genre="sudoku" size="9" difficulty="easy" seed="7"></gridlogic-puzzle>
    <gridlogic-puzzle id="w-bridges" genre="hashi" puzzle="https://puzz.link/p?hashi/7/7/n46i4o5i6u45i4"></gridlogic-puzzle></div>`;
  // '/phone': the seeded 9×9 alone in a phone-wide column.
  const phone = `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>phone</title>
    <script src="${site.url}gridlogic-widget.js"></script><p>A puzzle for the train:</p>
    <gridlogic-puzzle id="w-nine" genre="sudoku" size="9" difficulty="easy" seed="7"></gridlogic-puzzle>`;
  const pages = { '/seed': seeded, '/twins': twins, '/habits': habits, '/phone': phone };
  blog = await serve((req, res) => res.writeHead(200, { 'Content-Type': 'text/html' })
    .end(pages[Object.keys(pages).find((k) => req.url.startsWith(k))] || html));
  browser = await launchBrowser();
  api = loadApi().wrap(await loadCore());
});
after(async () => {
  await browser?.close();
  site?.server.close();
  blog?.server.close();
});

// The screen point of board point (x, y) in a widget's board.
async function widgetPoint(page, id, x, y) {
  return page.locator(`#${id} svg.puzzle-board`).evaluate((svg, [bx, by]) => {
    const p = new DOMPoint(bx, by).matrixTransform(svg.getScreenCTM());
    return { x: p.x, y: p.y };
  }, [x, y]);
}
async function clickWidget(page, id, x, y) {
  const p = await widgetPoint(page, id, x, y);
  await page.mouse.click(p.x, p.y);
}

test('a blog post from another origin shows three working widgets', async () => {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1000, height: 900 });
  const problems = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console: ${msg.text()}`); });
  await page.goto(blog.url);
  for (const id of ['w-sudoku', 'w-hashi', 'w-suguru']) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await page.waitForFunction((w) => {
      const root = document.getElementById(w).shadowRoot.querySelector('.gl-widget');
      return root && ['playing', 'failed'].includes(root.dataset.state);
    }, id, { timeout: 30000 });
    assert.equal(await page.locator(`#${id} .gl-widget`).getAttribute('data-state'), 'playing', `${id} plays`);
    // The blog's `svg { display: none }` and red fills stop at the shadow root.
    const box = await page.locator(`#${id} svg.puzzle-board`).boundingBox();
    assert.ok(box && box.width > 150, `${id} board is ${box && box.width} px wide`);
  }
  assert.equal(await page.locator('#w-hashi .island').count(), 8);
  assert.match(await page.locator('#w-suguru .gl-title').textContent(), /Tectonic 5×5/);
  writeFileSync(path.join(shots, 'widget-blog.png'), await page.screenshot({ fullPage: true }));

  // Keys go to the focused widget only: a digit typed in the Sudoku leaves the Suguru alone.
  const suguruBefore = await page.locator('#w-suguru text.value').count();
  const sudokuLine = await page.locator('#w-sudoku .gl-full').getAttribute('href');
  const puzzle = new URL(sudokuLine).searchParams.get('p');
  const { solution } = api.solve(puzzle);
  await page.locator('#w-sudoku').scrollIntoViewIfNeeded();
  for (let i = 0; i < 16; i++) {
    if (puzzle[i] !== '.') continue;
    await clickWidget(page, 'w-sudoku', (i % 4) + 0.5, Math.floor(i / 4) + 0.5);
    await page.keyboard.press(solution[i]);
  }
  await page.waitForSelector('#w-sudoku .solved-banner:not([hidden])', { timeout: 10000 });
  assert.equal(await page.locator('#w-suguru text.value').count(), suguruBefore);

  // A bridge in the Hashi widget, drawn by a tap between two islands (r2c2–r2c3 of this puzzle).
  await page.locator('#w-hashi').scrollIntoViewIfNeeded();
  await clickWidget(page, 'w-hashi', 2.0, 1.5);
  assert.equal(await page.locator('#w-hashi line.bridge').count(), 1);
  await page.locator('#w-hashi button[data-act="undo"]').click();
  assert.equal(await page.locator('#w-hashi line.bridge').count(), 0);
  writeFileSync(path.join(shots, 'widget-blog-played.png'), await page.screenshot({ fullPage: true }));
  assert.deepEqual(problems, []);
  await page.close();
});

// Waits until a widget plays or fails; returns its state.
async function widgetState(page, id) {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await page.waitForFunction((w) => {
    const root = document.getElementById(w).shadowRoot.querySelector('.gl-widget');
    return root && ['playing', 'failed'].includes(root.dataset.state);
  }, id, { timeout: 30000 });
  return page.locator(`#${id} .gl-widget`).getAttribute('data-state');
}

test('a widget with `seed` reloads to the same puzzle and progress; bad attributes show a compact error', async () => {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 800, height: 900 });
  const problems = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  await page.goto(blog.url + 'seed');
  assert.equal(await widgetState(page, 'w-seed'), 'playing');
  const href = await page.locator('#w-seed .gl-full').getAttribute('href');
  const puzzle = new URL(href).searchParams.get('p');
  assert.match(await page.locator('#w-seed .gl-title').textContent(), /^Sudoku · easy · #424242$/);
  // A digit typed, then a reload: the same puzzle with the digit still there.
  const open = [...puzzle].findIndex((ch) => ch === '.');
  await clickWidget(page, 'w-seed', (open % 4) + 0.5, Math.floor(open / 4) + 0.5);
  await page.keyboard.press('1');
  await page.waitForSelector(`#w-seed text.value[data-cell="${open}"]`);
  await page.reload();
  assert.equal(await widgetState(page, 'w-seed'), 'playing');
  assert.equal(new URL(await page.locator('#w-seed .gl-full').getAttribute('href')).searchParams.get('p'), puzzle);
  assert.equal(await page.locator(`#w-seed text.value[data-cell="${open}"]`).textContent(), '1');

  // Garbage in `puzzle`: a compact box with the reason and the accepted forms; no empty board.
  assert.equal(await widgetState(page, 'w-bad'), 'failed');
  const err = await page.locator('#w-bad .gl-error').textContent();
  assert.match(err, /not a puzzle gridlogic can read/i);
  assert.match(err, /puzz\.link/);
  assert.doesNotMatch(err, /4×4/);
  assert.equal(await page.locator('#w-bad svg.puzzle-board').isVisible(), false);
  const box = await page.locator('#w-bad .gl-widget').boundingBox();
  assert.ok(box.height < 260, `the error box is compact (${box.height} px tall)`);
  assert.equal(await widgetState(page, 'w-badgenre'), 'failed');
  // The genres it takes, from the one list of playable genres and the engine's aliases.
  assert.match(await page.locator('#w-badgenre .gl-error').textContent(), /genre="chess".*genre: sudoku, tectonic \(or suguru\), variant( \(or [a-z, ]+\))?, hashi \(or bridges/s);
  writeFileSync(path.join(shots, 'widget-seed-and-errors.png'), await page.screenshot({ fullPage: true }));
  // A 9×9 widget with its pad in a 680 px column fits an 800 px-tall screen.
  await page.setViewportSize({ width: 1000, height: 800 });
  assert.equal(await widgetState(page, 'w-nine'), 'playing');
  const nine = await page.locator('#w-nine .gl-widget').boundingBox();
  assert.ok(nine.height <= 800, `the 9×9 widget is ${Math.round(nine.height)} px tall`);
  await page.locator('#w-nine').scrollIntoViewIfNeeded();
  writeFileSync(path.join(shots, 'widget-nine-800.png'), await page.screenshot());
  assert.deepEqual(problems, []);
  await page.close();
});

// Issue 33: a widget without `seed` keeps its puzzle on every reload, whichever widget starts first.
test('widgets without a seed show the same puzzles on every reload, whatever order they start in', async () => {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 800, height: 700 });
  const problems = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  const titles = async (order) => {
    for (const k of order) {
      const el = page.locator('gridlogic-puzzle').nth(k);
      await el.scrollIntoViewIfNeeded();
      await page.waitForFunction((n) => {
        const root = document.querySelectorAll('gridlogic-puzzle')[n].shadowRoot.querySelector('.gl-widget');
        return root && root.dataset.state === 'playing';
      }, k, { timeout: 30000 });
    }
    return page.$$eval('gridlogic-puzzle', (els) => els.map((e) => e.shadowRoot.querySelector('.gl-title').textContent));
  };
  await page.goto(blog.url + 'twins');
  const first = await titles([1, 2, 0]);            // the lower twin scrolled to (and started) first
  assert.equal(new Set(first).size, 3, `three different puzzles: ${first}`);
  for (const t of first) assert.match(t, /^Sudoku · easy · #\d+$/);
  await page.reload();
  assert.deepEqual(await titles([0, 1, 2]), first, 'the upper twin first this time: the same puzzles');
  await page.reload();
  assert.deepEqual(await titles([2, 1, 0]), first);
  assert.deepEqual(problems, []);
  await page.close();
});

// Issue 33: the widget is a front end of the same session as the page: its habits, and nothing under
// the finger moves when a clash or a hint is shown.
test('the widget: double-click, candidates in one undo step, pause, Hashi modes; the pad stays put', async () => {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 800, height: 900 });
  const problems = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  await page.goto(blog.url + 'habits');
  assert.equal(await widgetState(page, 'w-nine'), 'playing');
  const href = await page.locator('#w-nine .gl-full').getAttribute('href');
  const puzzle = new URL(href).searchParams.get('p');
  const pad = () => page.locator('#w-nine .gl-pad').boundingBox();
  const tools = () => page.locator('#w-nine .gl-tools').boundingBox();
  const before = [await pad(), await tools()];
  // A clash typed: the reason shows under the board; the pad and the buttons stay where they were.
  const open = [...puzzle].findIndex((ch) => ch === '.');
  const row = Math.floor(open / 9), clash = [...puzzle.slice(row * 9, row * 9 + 9)].find((ch) => ch !== '.');
  await clickWidget(page, 'w-nine', (open % 9) + 0.5, row + 0.5);
  await page.keyboard.press(clash);
  await page.waitForSelector('#w-nine .gl-clash:not([hidden])');
  await page.locator('#w-nine [data-act="hint"]').click();
  await page.waitForSelector('#w-nine .gl-note:not([hidden])');
  assert.deepEqual([await pad(), await tools()], before, 'nothing moved');
  await page.locator('#w-nine [data-act="undo"]').click();
  // Double-click on a given selects every copy of its digit.
  const given = [...puzzle].findIndex((ch) => ch !== '.');
  const p = await widgetPoint(page, 'w-nine', (given % 9) + 0.5, Math.floor(given / 9) + 0.5);
  await page.mouse.dblclick(p.x, p.y);
  const copies = [...puzzle].filter((ch) => ch === puzzle[given]).length;
  await page.waitForFunction((n) => document.getElementById('w-nine').shadowRoot.querySelectorAll('.outline-sel').length === n, copies);
  // Candidates: every empty cell pencilled, one undo takes all back.
  await page.locator('#w-nine [data-act="candidates"]').click();
  const centre = () => page.locator('#w-nine text.mark.centre').count();
  assert.equal(await centre(), [...puzzle].filter((ch) => ch === '.').length);
  await page.locator('#w-nine [data-act="undo"]').click();
  assert.equal(await centre(), 0);
  // Pause hides the board.
  await page.locator('#w-nine [data-act="pause"]').click();
  await page.waitForSelector('#w-nine .paused-cover:not([hidden])');
  assert.equal(await page.locator('#w-nine svg.puzzle-board').evaluate((svg) => getComputedStyle(svg).visibility), 'hidden');
  await page.locator('#w-nine [data-act="resume"]').click();
  writeFileSync(path.join(shots, 'widget-habits.png'), await page.screenshot({ fullPage: true }));

  // Hashi: Bridge / No bridge modes and the group switch; a link marked "no bridge" in its mode.
  assert.equal(await widgetState(page, 'w-bridges'), 'playing');
  assert.deepEqual(await page.locator('#w-bridges .gl-modes button').evaluateAll((bs) => bs.map((b) => b.dataset.mode || b.dataset.setting)),
    ['bridge', 'nobridge', 'groupColours']);
  await page.locator('#w-bridges .gl-modes [data-mode="nobridge"]').click();
  await clickWidget(page, 'w-bridges', 2.0, 1.5);
  assert.equal(await page.locator('#w-bridges .link-nobridge').count(), 1);
  assert.deepEqual(problems, []);
  await page.close();
});

// Issue 33 on a phone: several rules broken, a check and a hint, and the widget's pad and buttons stay
// where the finger is; every message sits between the board and the pad, in two lines at most (one
// rule and how many more).
test('phone: the widget\'s pad stays put through clashes, a check and a hint; messages above the pad', async () => {
  const phone = await launchBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const page = await phone.context.newPage();
    const problems = [];
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    await page.goto(blog.url + 'phone');
    assert.equal(await widgetState(page, 'w-nine'), 'playing');
    const puzzle = new URL(await page.locator('#w-nine .gl-full').getAttribute('href')).searchParams.get('p');
    const boxes = () => page.evaluate(() => {
      const root = document.getElementById('w-nine').shadowRoot;
      const box = (sel) => { const r = root.querySelector(sel).getBoundingClientRect(); return [Math.round(r.x), Math.round(r.y + scrollY), Math.round(r.width), Math.round(r.height)]; };
      return { pad: box('.gl-pad'), tools: box('.gl-tools'), hint: box('[data-act="hint"]'), board: box('.puzzle-board') };
    });
    const before = await boxes();
    // Three open cells of a row get three of the row's own givens: a broken rule each.
    const rows = [...Array(9).keys()].map((r) => [...puzzle.slice(r * 9, r * 9 + 9)]);
    const r = rows.findIndex((row) => row.filter((ch) => ch === '.').length >= 3 && row.filter((ch) => ch !== '.').length >= 3);
    assert.ok(r >= 0, puzzle);
    const open = rows[r].map((ch, c) => (ch === '.' ? c : -1)).filter((c) => c >= 0);
    const givens = rows[r].filter((ch) => ch !== '.');
    for (let k = 0; k < 3; k++) {
      const p = await widgetPoint(page, 'w-nine', open[k] + 0.5, r + 0.5);
      await page.touchscreen.tap(p.x, p.y);
      await page.locator(`#w-nine .gl-pad button[data-value="${givens[k]}"]`).tap();
    }
    await page.waitForFunction(() => /more/.test(document.getElementById('w-nine').shadowRoot.querySelector('.gl-clash').textContent));
    const items = await page.locator('#w-nine .gl-clash li').allTextContents();
    assert.equal(items.length, 2, JSON.stringify(items));
    assert.match(items[1], /^and \d+ more$/);
    assert.deepEqual(await boxes(), before, 'clashes move nothing');
    await page.locator('#w-nine [data-act="check"]').tap();
    await page.waitForFunction(() => /twice|holds/.test(document.getElementById('w-nine').shadowRoot.querySelector('.gl-note').textContent));
    assert.deepEqual(await boxes(), before, 'a check moves nothing');
    await page.locator('#w-nine [data-act="hint"]').tap();
    await page.waitForFunction(() => /^Hint/.test(document.getElementById('w-nine').shadowRoot.querySelector('.gl-note').textContent));
    assert.deepEqual(await boxes(), before, 'a hint moves nothing');
    // The message box lies between the board and the pad (on screen whenever the pad is), and the
    // hint's line, the newest message, is whole inside it.
    const slot = await page.evaluate(() => {
      const root = document.getElementById('w-nine').shadowRoot;
      const r = (sel) => root.querySelector(sel).getBoundingClientRect();
      return { board: r('.puzzle-board').bottom, pad: r('.gl-modes').top, top: r('.status-slot').top, bottom: r('.status-slot').bottom, note: [r('.gl-note').top, r('.gl-note').bottom] };
    });
    assert.ok(slot.top >= slot.board - 0.5 && slot.bottom <= slot.pad + 0.5, `the box is between the board and the pad: ${JSON.stringify(slot)}`);
    assert.ok(slot.note[0] >= slot.top - 0.5 && slot.note[1] <= slot.bottom + 0.5, `the hint's line is inside the box: ${JSON.stringify(slot)}`);
    await page.locator('#w-nine .gl-pad').scrollIntoViewIfNeeded();
    writeFileSync(path.join(shots, 'widget-phone-clashes.png'), await page.screenshot());
    assert.deepEqual(problems, []);
    await page.close();
  } finally {
    await phone.close();
  }
});
