// app.test.mjs — the site as an installable app (issue 33), in real Chromium: the web-app manifest with
// its icons and theme colour, which Chromium's own installability check accepts (DevTools'
// Page.getInstallabilityErrors: no errors); the home page's unfinished puzzles, each with a small
// picture drawn by the engine; today's puzzles, one per genre, the same for everyone on a date
// (the seed is the date), playable with the network off. Screenshots: build/screenshots/app-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openSite, launchBrowser, shots } from '../support/browser.mjs';
import { siteDir } from '../support/site.mjs';
import { decodePng } from '../support/png.mjs';
import { openPage, waitPlaying, clickCell, clickBoard, cellValue } from '../support/play.mjs';

const WIKI = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const HASHI_URL = 'https://puzz.link/p?hashi/7/7/n46i4o5i6u45i4';
let site, url, browser;

before(async () => {
  site = await openSite();
  ({ url, browser } = site);
});
after(() => site?.close());

const shot = async (page, name) => writeFileSync(path.join(shots, `app-${name}.png`), await page.screenshot({ fullPage: true }));
const play = (genre, puzzle) => `${url}play.html?genre=${genre}&p=${encodeURIComponent(puzzle)}`;

test('Chromium reports the site installable: manifest, icons of the sizes they claim, theme colour, service worker', async () => {
  const manifest = JSON.parse(readFileSync(path.join(siteDir, 'manifest.webmanifest'), 'utf8'));
  for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
    const png = decodePng(readFileSync(path.join(siteDir, icon.src)));
    assert.equal(`${png.width}x${png.height}`, icon.sizes, `${icon.src} is ${icon.sizes}`);
  }
  const { page, problems } = await openPage(browser, url + 'index.html');
  await page.waitForSelector('#card-sudoku');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, [], `installability errors: ${JSON.stringify(installabilityErrors)}`);
  const { url: manifestUrl, errors: manifestErrors } = await cdp.send('Page.getAppManifest');
  assert.match(manifestUrl, /manifest\.webmanifest$/);
  assert.deepEqual(manifestErrors, []);
  assert.equal(await page.getAttribute('meta[name="theme-color"]', 'content'), manifest.theme_color);
  // The play page names the same manifest.
  await page.goto(play('sudoku', WIKI));
  await waitPlaying(page);
  assert.deepEqual((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, []);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the home page lists unfinished puzzles with a picture of each, most recent first, and leaves out solved ones', async () => {
  const { page, problems } = await openPage(browser, play('sudoku', WIKI));
  await waitPlaying(page);
  await clickCell(page, 0, 2);
  await page.keyboard.press('4');
  await page.waitForSelector('#board text.value[data-cell="2"]');
  await page.goto(play('hashi', HASHI_URL));
  await waitPlaying(page);
  await clickBoard(page, 2.0, 1.5);                                   // a bridge (r2c2–r2c3): saved
  await page.waitForSelector('#board line.bridge', { state: 'attached' });
  await page.goto(url + 'index.html');
  await page.waitForSelector('#continue-list:not([hidden]) .continue-card');
  const cards = await page.$$eval('#continue-list .continue-card', (els) => els.map((e) => e.dataset.genre));
  assert.deepEqual(cards.slice(0, 2), ['hashi', 'sudoku'], 'most recent first');
  await page.waitForFunction(() => document.getElementById('continue-list').dataset.drawn === 'yes', null, { timeout: 20000 });
  const pictures = await page.$$eval('#continue-list img.thumb', (imgs) => imgs.map((i) => ({ drawn: i.dataset.drawn, w: i.naturalWidth, src: i.src.slice(0, 30) })));
  for (const p of pictures) assert.equal(p.drawn, 'yes', JSON.stringify(p));
  // The Sudoku's picture shows the digit typed: the engine drew the board as left.
  const svg = await page.$eval('#continue-list .continue-card[data-genre="sudoku"] img', (i) => decodeURIComponent(i.src.split(',')[1]));
  assert.match(svg, /class="value entered"[^>]*>4</);
  await shot(page, 'home-continue');
  await page.click('#continue-list .continue-card[data-genre="sudoku"]');
  await waitPlaying(page);
  assert.equal(await cellValue(page, 2), '4');
  assert.deepEqual(problems, []);
  await page.close();
});

test('today\'s puzzles: one per genre, the same seed for everyone on the date, and playable offline', async () => {
  const { page, problems } = await openPage(browser, url + 'index.html');
  await page.waitForSelector('#daily .daily-link');
  const links = await page.$$eval('#daily .daily-link', (as) => as.map((a) => ({ genre: a.dataset.genre, seed: a.dataset.seed, href: a.getAttribute('href') })));
  const today = await page.evaluate(() => { const d = new Date(); return String(d.getFullYear() * 10000 + (d.getMonth() + 1) * 100 + d.getDate()); });
  assert.deepEqual(links.map((l) => l.genre).sort(), ['hashi', 'sudoku', 'tectonic', 'variant']);
  for (const l of links) assert.equal(l.seed, today, `${l.genre}: the date is the seed`);
  // Another browser (another player) gets the same puzzle from the same link.
  const sudoku = links.find((l) => l.genre === 'sudoku');
  await page.goto(url + sudoku.href);
  const mine = await waitPlaying(page);
  assert.match(await page.textContent('#title'), /^Daily Sudoku · \d{4}-\d{2}-\d{2}$/);
  const other = await launchBrowser();
  try {
    const o = await openPage(other, url + sudoku.href);
    assert.equal(await waitPlaying(o.page), mine, 'the same puzzle in another browser');
    await o.page.close();
  } finally {
    await other.close();
  }
  // Offline: the service worker has the pages and the engine; the daily puzzle is made here.
  await page.goto(url + 'index.html');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });
  await browser.context.setOffline(true);
  try {
    const tectonic = links.find((l) => l.genre === 'tectonic');
    await page.goto(url + tectonic.href);
    await waitPlaying(page, 60000);
    assert.match(await page.textContent('#title'), /^Daily Tectonic/);
    // A number in the first empty cell: the daily puzzle is begun.
    const empty = await page.evaluate(() => {
      const filled = new Set([...document.querySelectorAll('#board text.value')].map((t) => Number(t.dataset.cell)));
      return [...Array(49).keys()].find((i) => !filled.has(i));
    });
    await clickCell(page, Math.floor(empty / 7), empty % 7);
    await page.keyboard.press('1');
    await page.waitForSelector(`#board text.value[data-cell="${empty}"]`);
    await page.goto(url + 'index.html');
    await page.waitForSelector('#daily .daily-link[data-genre="sudoku"]');
    // The home page remembers which daily puzzles were begun here.
    assert.match(await page.textContent('#daily .daily-link[data-genre="tectonic"]'), /so far|solved/);
    await shot(page, 'home-daily-offline');
  } finally {
    await browser.context.setOffline(false);
  }
  assert.deepEqual(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED/.test(p)), []);
  await page.close();
});

test('screenshots of the home page and the play page at phone, desktop and projector sizes', async () => {
  for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }], ['projector', { width: 1920, height: 1080 }]]) {
    const b = await launchBrowser({ viewport, ...(name === 'phone' ? { hasTouch: true, isMobile: true } : {}) });
    try {
      const home = await openPage(b, url + 'index.html');
      await home.page.waitForSelector('#daily .daily-link');
      await shot(home.page, `home-${name}`);
      await home.page.goto(play('sudoku', WIKI));
      await waitPlaying(home.page);
      await home.page.waitForSelector('#difficulty:not([hidden])');
      writeFileSync(path.join(shots, `app-play-${name}.png`), await home.page.screenshot());
      assert.deepEqual(home.problems, []);
      await home.page.close();
    } finally {
      await b.close();
    }
  }
});
