// train.test.mjs — the practice page (train.html, issue 36) in real Chromium: it offers every technique
// of the engine's list; picking one shows its paragraph and an example drawn as the play page draws a
// hint; "Play a puzzle that needs it" opens the play page, which generates a trainer puzzle in its worker;
// at the position before the technique's step, Hint names the technique. A technique the engine does not
// know is refused with its message. Screenshots at phone size, 1280×800 and 1920×1080:
// build/screenshots/train-*.png.
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

const example = (page) => page.waitForFunction(() => ['shown', 'failed'].includes(document.body.dataset.example), null, { timeout: 60000 });

test('every technique is offered; one picked shows its paragraph and a drawn example', async () => {
  const { page, problems } = await openPage(browser, `${url}train.html`);
  await page.waitForFunction(() => document.body.dataset.techniques);
  const offered = await page.$$eval('#technique option', (os) => os.map((o) => o.value));
  const list = api.run('techniques', '', { genre: 'sudoku' }).techniques.map((t) => t.name);
  assert.deepEqual([...offered].sort(), [...list].sort());
  const groups = await page.$$eval('#technique optgroup', (gs) => gs.map((g) => g.label));
  assert.equal(groups[0], 'Easy (level 1)');
  await example(page);
  await page.selectOption('#technique', 'xy-wing');
  await page.waitForFunction(() => document.body.dataset.example === 'shown' && /XY-wing/.test(document.getElementById('example-status').textContent), null, { timeout: 60000 });
  assert.match(await page.textContent('#about'), /pivot/);
  assert.match(await page.textContent('#example-technique'), /XY-Wing/i);
  // The pattern is drawn: its cells ringed as the cause, the removal marked as the effect.
  assert.ok(await page.$$eval('#board .ring-cause', (e) => e.length) > 0, 'cause drawn');
  assert.equal(new URL(page.url()).searchParams.get('technique'), 'xy-wing');
  assert.equal(await page.getAttribute('#practise', 'href'), 'play.html?genre=sudoku&technique=xy-wing');
  for (const [w, h, name] of [[390, 844, 'phone'], [1280, 800, 'desktop'], [1920, 1080, 'projector']]) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: path.join(shots, `train-${name}.png`), fullPage: true });
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('a technique picked, a puzzle made, and its hint names the technique', async () => {
  const { page, problems } = await openPage(browser, `${url}train.html?technique=x-wing`);
  await example(page);
  await page.click('#practise');
  const puzzle = await waitPlaying(page, 60000);
  const at = new URL(page.url()).searchParams;
  assert.equal(at.get('technique'), 'x-wing');
  assert.equal(at.get('ladder'), 'se');
  assert.match(await page.textContent('#title'), /Practise X-Wing/);
  // The position just before the path takes the X-wing (the givens and every value placed before it),
  // as a share link's progress; the page's hint from there names it.
  const steps = api.run('explain', puzzle, { genre: 'sudoku', ladder: 'se', 'last-resort': 'no' }).steps;
  const k = steps.findIndex((s) => s.technique === 'x-wing');
  assert.ok(k >= 0, 'the trainer puzzle\'s path takes an X-wing');
  const v = [...puzzle];
  for (const s of steps.slice(0, k)) for (const p of s.placed || []) v[p.cell] = String(p.value);
  await page.goto(`${page.url()}&s=${v.join('')}`);
  await waitPlaying(page, 60000);
  await page.click('#hint');
  await page.waitForFunction(() => /X-Wing/.test(document.getElementById('hint-technique').textContent), null, { timeout: 60000 });
  await page.click('#hint');
  await page.waitForFunction(() => document.getElementById('hint').dataset.level === '2');
  await page.screenshot({ path: path.join(shots, 'train-play-hint.png') });
  assert.deepEqual(problems, []);
  await page.close();
});

test('a rare technique: the page keeps trying past the engine\'s default count, showing the attempts', async () => {
  // Seed 1's first swordfish puzzle comes at attempt 3,656 (the engine alone stops at 3,000).
  const { page, problems } = await openPage(browser, `${url}play.html?genre=sudoku&technique=swordfish&seed=1`);
  await page.waitForFunction(() => /attempt \d/.test(document.getElementById('busy').textContent), null, { timeout: 60000 });
  const puzzle = await waitPlaying(page, 90000);
  assert.match(await page.textContent('#title'), /Practise Swordfish · #1/);
  const path = api.run('explain', puzzle, { genre: 'sudoku', ladder: 'se', 'last-resort': 'no' });
  assert.ok(path.solved && path.steps.some((s) => s.technique === 'swordfish'), 'its path takes a swordfish');
  assert.equal(path.rating, 3.8, 'and nothing rated above it');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a name the engine does not know gets its message, not a puzzle', async () => {
  const { page } = await openPage(browser, `${url}play.html?genre=sudoku&technique=no-such-thing`);
  await page.waitForFunction(() => document.body.dataset.state === 'failed', null, { timeout: 30000 });
  const text = await page.textContent('#message');
  assert.match(text, /no-such-thing/);
  assert.match(text, /practice page/);
  await page.close();
});
