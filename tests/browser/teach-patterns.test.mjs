// teach-patterns.test.mjs — hints for wings, fish and chains on the play page (issue 19), in real
// Chromium with real clicks: an X-wing's three levels (its cells ringed as the cause, the removed
// candidate as the effect, a sentence naming the cell and digit); an XY-wing and a forcing chain drawn
// on the board (strong links solid, weak links dashed, arrows between candidates), and a Tectonic 2-SAT
// round's chain of two-way choices; a quadruple and a
// closed Hashi group marked live. Screenshots of a chain hint at phone size, 1280×800 and 1920×1080:
// build/screenshots/patterns-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openSite, launchBrowser, shots } from '../support/browser.mjs';
import { loadCore, loadApi } from '../support/site.mjs';
import { openPage, waitPlaying, clickCell, clickBoard } from '../support/play.mjs';

// sudoku_human_test.cpp's positions: the explained solve takes an X-wing (1 in rows 3 and 9) and an
// XY-wing (r1c9, r2c8, r9c9) on these; an SE-rated diabolical puzzle (7.1) a forcing chain placing
// r1c1 (the test case's own forcing chain removes a candidate since the ladder has SE's cycles).
const X_WING = '000000460000670809026080003085097000000030000000860210900040380803019000047000000';
const XY_WING = '031020960000060000600301004960000083000000000000953000405000609080204030020506040';
const FORCING = '070400960204000007600501040007000609000080000905000100090603004100000706068007090';
// sudoku_human_test.cpp's bidirectional Y-cycle (ten cells with two candidates and houses between
// them), the last chain on the way to the next placement there.
const Y_CYCLE = '080910000004000010065700203700800030000050000030007002609003820020000300000049050';
const FORCING_BEFORE_LOOPS = '300206007090407080001508900000709000030000060020000090900000002150060073004050600';

let site, url, browser, api;
before(async () => {
  site = await openSite();
  ({ url, browser } = site);
  api = loadApi().wrap(await loadCore());
});
after(() => site?.close());

const shot = async (page, name) => writeFileSync(path.join(shots, `patterns-${name}.png`), await page.screenshot({ fullPage: true }));
const play = (genre, puzzle) => `${url}play.html?genre=${genre}&p=${encodeURIComponent(puzzle)}`;
const marked = (page, sel) => page.$$eval(`#board ${sel}[data-cell]`, (els) => [...new Set(els.map((e) => Number(e.dataset.cell)))].sort((a, b) => a - b));
const sorted = (a) => [...new Set(a)].sort((x, y) => x - y);
const name = (i) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;

// The position just before the explained solve first takes `technique` (the givens plus every value
// placed before it), and the step of that technique the engine takes from there on the way to its
// next placement (what the page's hint is about).
function positionBefore(puzzle, technique) {
  const steps = api.run('explain', puzzle, { genre: 'sudoku', steps: 400 }).steps;
  const k = steps.findIndex((s) => s.technique === technique);
  assert.ok(k >= 0, `${technique} is taken`);
  const line = [...puzzle];
  for (const s of steps.slice(0, k)) for (const p of s.placed) line[p.cell] = String(p.value);
  const at = line.join('');
  const next = api.run('explain', at, { genre: 'sudoku', steps: 60 }).steps;
  const upTo = next.slice(0, next.findIndex((s) => s.placed.some((p) => at[p.cell] === '0')) + 1);
  const step = upTo.findLast((s) => s.technique === technique);
  assert.ok(step, `the hint at that position uses ${technique}`);
  return { line: at, step };
}

async function pressHint(page, level) {
  await page.click('#hint');
  await page.waitForFunction((l) => document.getElementById('hint-box').dataset.level === String(l), level);
}

test('an X-wing hint: where to look, its cells as the cause and the removed candidate as the effect, a plain sentence', async () => {
  const { line, step } = positionBefore(X_WING, 'x-wing');
  const base = step.houses.filter((h) => h.role === 'base'), cover = step.houses.filter((h) => h.role === 'cover');
  assert.equal(base.length, 2);
  const removed = step.removed;
  const v = removed[0].value;
  const { page, problems } = await openPage(browser, play('sudoku', line));
  await waitPlaying(page);
  // Level 1: the technique in plain words and where to look; nothing drawn yet.
  await pressHint(page, 1);
  const where = await page.textContent('#hint-technique');
  assert.match(where, new RegExp(`X-Wing on ${v} — look at ${base[0].kind}s ${base[0].index + 1} and ${base[1].index + 1}: there ${v} can only go in ${cover[0].kind}s ${cover[0].index + 1} and ${cover[1].index + 1}`), where);
  assert.equal(await page.locator('#board .ring-cause').count(), 0);
  assert.equal(await page.locator('#board .chain-removed').count(), 0);
  // Level 2: cause = the X-wing's four cells (ringed, with the digit's candidate ringed); effect = the
  // cells losing the candidate (double square, the candidate struck).
  await pressHint(page, 2);
  assert.deepEqual(await marked(page, '.ring-cause'), sorted(step.cells));
  assert.deepEqual(await marked(page, '.outline-target'), sorted(removed.map((r) => r.cell)));
  assert.deepEqual(await page.$$eval('#board .chain-removed', (els) => els.map((e) => `${e.dataset.cell}:${e.dataset.value}`)),
    removed.map((r) => `${r.cell}:${r.value}`));
  assert.deepEqual(await marked(page, '.chain-node'), sorted(step.cells));
  // The base and cover lines are tinted (translucent dots): every cell of them.
  assert.equal(await page.locator('#board .fill-hint').count(), 32);
  assert.equal(await page.isHidden('#hint-legend'), false);
  // Level 3: one sentence naming the cell and the digit.
  await pressHint(page, 3);
  const text = await page.textContent('#hint-conclusion');
  assert.match(text, new RegExp(`^${name(removed[0].cell)} cannot be ${v}: in rows \\d and \\d the ${v}s can only be in columns \\d and \\d`), text);
  assert.doesNotMatch(text, /§|base|cover/);
  assert.ok((await page.locator('#hint-explanation li').count()) <= 4);
  await shot(page, 'x-wing-1000');
  // Reveal fills the placement the X-wing opens (named in the lines below the sentence).
  const next = /next move: (r\dc\d) must be (\d)/.exec(await page.textContent('#hint-explanation'));
  assert.ok(next, 'the hint names the next move');
  await page.click('#reveal');
  const [r, c] = [Number(next[1][1]) - 1, Number(next[1][3]) - 1];
  await page.waitForSelector(`#board text.value[data-cell="${r * 9 + c}"]`);
  assert.equal(await page.textContent(`#board text.value[data-cell="${r * 9 + c}"]`), next[2]);
  assert.deepEqual(problems, []);
  await page.close();
});

// The links drawn: [{from, to, strong, dash}] from the board's SVG.
const drawnLinks = (page) => page.$$eval('#board path.chain-link', (els) => els.map((e) => ({
  from: e.dataset.from, to: e.dataset.to, strong: e.classList.contains('strong'),
  dash: getComputedStyle(e).strokeDasharray, arrow: e.getAttribute('marker-end'),
})));

test('an XY-wing hint draws its chain: strong links solid, weak links dashed, arrows between candidates', async () => {
  const { line, step } = positionBefore(XY_WING, 'xy-wing');
  const pivot = step.roles.find((r) => r.role === 'pivot').cell;
  const pincers = step.roles.filter((r) => r.role === 'pincer').map((r) => r.cell);
  const z = step.removed[0].value;
  for (const [label, viewport, phone] of [['phone', { width: 390, height: 844 }, true], ['1280', { width: 1280, height: 800 }], ['1920', { width: 1920, height: 1080 }]]) {
    const b = phone ? await launchBrowser({ viewport, hasTouch: true, isMobile: true }) : browser;
    try {
      const { page, problems } = await openPage(b, play('sudoku', line));
      if (!phone) await page.setViewportSize(viewport);
      await waitPlaying(page);
      await pressHint(page, 1);
      assert.match(await page.textContent('#hint-technique'), new RegExp(`XY-Wing — look at ${name(pivot)} and the two cells it sees, ${name(pincers[0])} and ${name(pincers[1])}`));
      await pressHint(page, 2);
      const links = await drawnLinks(page);
      assert.deepEqual(links.map((l) => `${l.from}>${l.to}`), step.chain.map((l) => `${l.from.cell}:${l.from.value}>${l.to.cell}:${l.to.value}`));
      assert.deepEqual(links.map((l) => l.strong), [true, false, true, false, true]);
      for (const l of links) {
        assert.equal(l.strong ? l.dash : l.dash !== 'none', l.strong ? 'none' : true, `${l.from}>${l.to} ${l.strong ? 'solid' : 'dashed'}`);
        assert.match(l.arrow, /url\(#arrow-(strong|weak)\)/);
      }
      assert.deepEqual(await marked(page, '.ring-cause'), sorted([pivot, ...pincers]));
      assert.deepEqual(await marked(page, '.outline-target'), sorted(step.removed.map((r) => r.cell)));
      assert.equal(await page.isHidden('#hint-legend-chain'), false);
      // The drawing is over the board, not over the player's digits: the layer takes no clicks.
      assert.equal(await page.$eval('#board .layer-chain', (g) => getComputedStyle(g).pointerEvents), 'none');
      await pressHint(page, 3);
      const text = await page.textContent('#hint-conclusion');
      assert.match(text, new RegExp(`^${name(step.removed[0].cell)} cannot be ${z}: whichever of its two numbers ${name(pivot)} holds, one of ${name(pincers[0])} and ${name(pincers[1])} is ${z}`), text);
      await page.locator('#board').scrollIntoViewIfNeeded();
      await shot(page, `xy-wing-${label}`);
      assert.deepEqual(problems, []);
      await page.close();
    } finally {
      if (phone) await b.close();
    }
  }
});

test('a forcing chain hint draws the implications it follows and names the contradiction', async () => {
  const { line, step } = positionBefore(FORCING, 'forcing-chain');
  const { page, problems } = await openPage(browser, play('sudoku', line));
  await page.setViewportSize({ width: 1280, height: 800 });
  await waitPlaying(page);
  await pressHint(page, 1);
  assert.match(await page.textContent('#hint-technique'), /Forcing chain — look at what follows from r\dc\d, along the arrows/);
  await pressHint(page, 2);
  const links = await drawnLinks(page);
  assert.deepEqual(links.map((l) => `${l.from}>${l.to}`).sort(), [...new Set(step.chain.map((l) => `${l.from.cell}:${l.from.value}>${l.to.cell}:${l.to.value}`))].sort());
  assert.ok(links.some((l) => l.strong) && links.some((l) => !l.strong), 'both kinds of link');
  await pressHint(page, 3);
  const p = step.placed[0];
  // A contradiction: some candidate both on and off, or the assumption's own candidate on after all.
  assert.match(await page.textContent('#hint-conclusion'), new RegExp(`^${name(p.cell)} must be ${p.value}: if it were not, the arrows would make (r\\dc\\d both \\d and not \\d|it ${p.value} after all) — impossible\\.`));
  await shot(page, 'forcing-chain-1280');
  await page.selectOption('#theme', 'dark');   // the drawing in the dark theme's colours
  assert.equal(await page.locator('#board path.chain-link').count(), links.length);
  await shot(page, 'forcing-chain-1280-dark');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a bidirectional cycle hint draws the closed loop and says why it holds both ways', async () => {
  const { line, step } = positionBefore(Y_CYCLE, 'bidirectional-y-cycle');
  const v = step.removed[0].value;
  const loop = [...new Set(step.chain.map((l) => l.from.cell))];
  assert.equal(step.chain[step.chain.length - 1].to.cell, step.chain[0].from.cell, 'the chain closes');
  for (const [label, viewport, phone] of [['phone', { width: 390, height: 844 }, true], ['1280', { width: 1280, height: 800 }], ['1920', { width: 1920, height: 1080 }]]) {
    const b = phone ? await launchBrowser({ viewport, hasTouch: true, isMobile: true }) : browser;
    const { page, problems } = await openPage(b, play('sudoku', line));
    if (!phone) await page.setViewportSize(viewport);
    await waitPlaying(page);
    await pressHint(page, 1);
    assert.match(await page.textContent('#hint-technique'), new RegExp(`Bidirectional Y-cycle — look at the loop through ${name(loop[0])}.* or the only two numbers of a cell`));
    await pressHint(page, 2);
    const links = await drawnLinks(page);
    assert.deepEqual(links.map((l) => `${l.from}>${l.to}`), step.chain.map((l) => `${l.from.cell}:${l.from.value}>${l.to.cell}:${l.to.value}`));
    assert.deepEqual(links.map((l) => l.strong), step.chain.map((l) => l.strong));
    assert.ok(links.some((l) => l.strong) && links.some((l) => !l.strong), 'both kinds of link');
    const drawn = [...await marked(page, '.ring-cause'), ...await marked(page, '.outline-target')];
    for (const c of loop) assert.ok(drawn.includes(c), `loop cell ${name(c)} is drawn`);
    const targets = await marked(page, '.outline-target');
    for (const r of step.removed) assert.ok(targets.includes(r.cell), `${name(r.cell)} is outlined as losing ${r.value}`);
    await pressHint(page, 3);
    const text = await page.textContent('#hint-conclusion');
    assert.match(text, /cannot be \d: the loop closes, so it holds read either way round/, text);
    await page.locator('#board').scrollIntoViewIfNeeded();
    await shot(page, `y-cycle-${label}`);
    assert.deepEqual(problems, []);
    await page.close();
    if (phone) await b.close();
  }
});

test('a Tectonic 2-SAT hint draws the chain of two-way choices behind its deduction', async () => {
  // generate --genre tectonic --difficulty 5 --seed 1 (the lecture view's example): the rules stall
  // and a 2-SAT round goes on. The page opens at that point with the placements before it as progress.
  const puzzle = 'https://puzz.link/p?suguru/9/5/d2rb8mkipm0hrq80n1n23o1l3h3g5g1h';
  const res = api.run('explain', puzzle, { genre: 'tectonic', method: 'rules+2sat' });
  const steps = (res.trace || res).steps;
  const k = steps.findIndex((x) => x.technique === '2-sat');
  assert.ok(k > 0);
  const givens = [...api.run('convert', puzzle, { genre: 'tectonic', to: 'text' }).puzzle.split(' ')[0].replaceAll('/', '')];
  const line = givens.map((ch) => (/\d/.test(ch) ? ch : '.'));
  for (const x of steps.slice(0, k)) for (const q of x.placed) line[q.cell] = String(q.value);
  const step = steps[k], goal = step.chain[0].from, cols = 9;
  const cellName = (i) => `r${Math.floor(i / cols) + 1}c${(i % cols) + 1}`;
  const { page, problems } = await openPage(browser, `${play('tectonic', puzzle)}&s=${line.join('')}`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await waitPlaying(page);
  await pressHint(page, 1);
  assert.match(await page.textContent('#hint-technique'), new RegExp(`2-SAT — following chains of two-way choices — look at the chain of two-way choices from ${cellName(goal.cell)}`));
  await pressHint(page, 2);
  const links = await drawnLinks(page);
  const want = step.chain.filter((l) => l.from.cell !== l.to.cell || l.from.value !== l.to.value);
  assert.deepEqual(links.map((l) => `${l.from}>${l.to}`), want.map((l) => `${l.from.cell}:${l.from.value}>${l.to.cell}:${l.to.value}`));
  for (const l of links) assert.equal(l.dash === 'none', l.strong, `${l.from}>${l.to}`);
  assert.deepEqual(await marked(page, '.outline-target'), [goal.cell]);
  await pressHint(page, 3);
  const on = step.chain[step.chain.length - 1].strong;
  assert.match(await page.textContent('#hint-conclusion'), new RegExp(`^${cellName(goal.cell)} ${on ? 'must' : 'cannot'} be ${goal.value}: if it were ${on ? 'not ' : ''}${goal.value}, follow the arrows`));
  await shot(page, 'tectonic-2sat-1280');
  assert.deepEqual(problems, []);
  await page.close();
});

test('live marking: a quadruple that can no longer hold its digits, a closed group of Hashi islands', async () => {
  // A 9×9 whose only rule is a quadruple 1, 2 on r1c3 r1c4 r2c3 r2c4.
  const grid = Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({})));
  const fp = JSON.stringify({ size: 9, grid, quadruple: [{ cells: ['R1C3', 'R1C4', 'R2C3', 'R2C4'], values: [1, 2] }] });
  const link = api.run('convert', fp, { genre: 'variant', to: 'fpuzzles' }).puzzle;
  {
    const { page, problems } = await openPage(browser, play('variant', link));
    await waitPlaying(page, 60000);
    for (const [r, c, d] of [[0, 2, '5'], [0, 3, '6']]) { await clickCell(page, r, c); await page.keyboard.press(d); }
    await page.waitForSelector('#board text.value[data-cell="3"]');
    await page.waitForTimeout(300);
    assert.equal(await page.locator('#board .ring-clash').count(), 0, 'two places left for 1 and 2');
    await clickCell(page, 1, 2);
    await page.keyboard.press('7');
    await page.waitForSelector('#board .ring-clash');
    assert.deepEqual(await marked(page, '.ring-clash'), [2, 3, 11]);
    assert.match(await page.textContent('#clash-note'), /quadruple 12 on r1c3 r1c4 r2c3 r2c4 cannot hold r1c3 = 5, r1c4 = 6, r2c3 = 7/);
    await shot(page, 'clash-quadruple');
    await page.keyboard.press('Delete');
    await page.waitForSelector('#board .ring-clash', { state: 'detached' });
    assert.deepEqual(problems, []);
    await page.close();
  }
  // Hashi: four 2s at the corners of a 3×3; a double bridge along the top completes both its islands,
  // which can then never reach the bottom two.
  const hashi = api.run('convert', '2.2/.../2.2', { genre: 'hashi', to: 'url' }).puzzle;
  {
    const { page, problems } = await openPage(browser, play('hashi', hashi));
    await waitPlaying(page);
    await clickBoard(page, 1.5, 0.5);
    await page.waitForSelector('#board line.bridge', { state: 'attached' });
    await page.waitForTimeout(300);
    assert.equal(await page.locator('#board g.island.clash').count(), 0, 'one bridge: still open');
    await clickBoard(page, 1.5, 0.5);
    await page.waitForSelector('#board g.island.clash[data-cell="0"]', { state: 'attached' });
    assert.deepEqual(await marked(page, 'g.island.clash'), [0, 2]);
    assert.match(await page.textContent('#clash-note'), /the islands r1c1, r1c3 have all their bridges but cannot reach the other islands/);
    await shot(page, 'clash-hashi-closed');
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('a unique loop hint rings the loop among the cells behind the next placement', async () => {
  // SE rates this puzzle 4.6 for its Unique Loop type 2 (se121_ratings.tsv); the ladder takes it too.
  // The page's hint is about the next placement: here a pointing, the loop, then a hidden single.
  const { line, step } = positionBefore(FORCING_BEFORE_LOOPS, 'unique-loop-2');
  assert.equal(step.cells.length, 6);
  const { page, problems } = await openPage(browser, play('sudoku', line));
  await page.setViewportSize({ width: 1280, height: 800 });
  await waitPlaying(page);
  await pressHint(page, 1);
  assert.match(await page.textContent('#hint-technique'), /Unique loop/);
  await pressHint(page, 2);
  // Every loop cell is drawn: ringed as a cause, or outlined as where the hint leads (r6c1 takes 5).
  const drawn = [...await marked(page, '.ring-cause'), ...await marked(page, '.outline-target')];
  for (const c of step.cells) assert.ok(drawn.includes(c), `loop cell ${name(c)} is drawn`);
  await pressHint(page, 3);
  await shot(page, 'unique-loop-1280');
  assert.deepEqual(problems, []);
  await page.close();
});
