// teach-patterns.test.mjs — hints for wings, fish and chains on the play page (issues 19 and 36), in real
// Chromium with real clicks. The page's hints on classic Sudoku climb HoDoKu's ladder (its own solver
// on 9×9), so they show HoDoKu's named patterns: an X-wing's three levels (its cells ringed as the
// cause, the removed candidate as the effect, a sentence naming the cell and digit); an XY-wing, a
// skyscraper, a 2-string kite, an empty rectangle, a W-wing and a finned X-wing drawn as the pattern
// (their strong links, houses, boxes, fins); a forcing chain with its contradiction; a continuous nice
// loop; a unique rectangle; a long chain walked link by link with HoDoKu's notation; a position with no
// logical step, said plainly; a hard killer's contradiction chain walked step by step; a Tectonic 2-SAT round; a quadruple and a closed Hashi group marked
// live. Screenshots at phone size, 1280×800 and 1920×1080: build/screenshots/patterns-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openSite, launchBrowser, shots } from '../support/browser.mjs';
import { loadCore, loadApi } from '../support/site.mjs';
import { openPage, waitPlaying, clickCell, clickBoard } from '../support/play.mjs';
import { isPattern } from '../../site/play/teach-patterns.js';

// Puzzles of ../shared/datasets/sudoku-hodoku-rated whose HoDoKu path takes each pattern where the
// page's hint meets it (the position: the givens plus the values placed before it).
const P = {
  'x-wing': '200040003600239008000000000029000530850000016006102900070805060900703001000010000',
  'xy-wing': '000000000160702054002401300059806140008905600310000095000000000600508007020070060',
  'skyscraper': '560007000700000002009304150100400008000070000400005006074601800200000003000500024',
  'two-string-kite': '006703800070600005000080009030000907005030200908000050300020000600001070001804600',
  'empty-rectangle': '060030000100200000200070050900000000500800041000002908000000064000006000004109502',
  'w-wing': '500000001020600700780005000904001008000908000200500904000300017009006050600000002',
  'finned-x-wing': '026400000850000000009500070002036000000000006070005008010000004000092050000007030',
  'xy-chain': '360075004000308006008060700740000090805000407090000053002030500500704000900250071',
  'aic': '250008703008000000009067000000023001003000400600710000000980200000000800702300059',
  'continuous-nice-loop': '500008006002009700760400003000023000010000090000960000100007068004800200300200001',
  'unique-rectangle-1': '000053096800007000000002100580300010400000008020005043006200000000700002170560000',
  'forcing-chain-contradiction': '340801079800000005050070060003000600000000000970000054000905000004318500500704002',
};
// A forum-hardest puzzle (sudoku-forum-hardest-1106): HoDoKu needs a guess (its brute force) on it.
const HARDEST = '000090050010000030002300700004500070800000200000006400090010000080060000005400007';
// A generated 9×9 killer of level 5 (variant_human_test.cpp): where its rules are stuck, a
// contradiction chain finds the move (before, a last resort guessed it).
const KILLER = 'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QGkIscAnAAgGUBXAEwHsBrKsgCgHMSIas62IBjZGTAwYNMgEYhAYgkBKEKgZFS/AIZtcAbVD8YxMAi0gASgBYAwmcWnLAVhsm7Vx84eoTANhcBdVADc1LCpcEAAmBwBfZF19LEN4YxMJCwB2RzC0xwBmLL8QQODQiU8QaNiDI1sLRFcakHzCkIQQdPKQPUrE00zrD0z3U1y+oYsHRqDmvDDsspiOuISk1LHHFdKPAA5VrYsN00Q9hoDJ0OywuYr4quSLCQy7nMeJopaJa3bO6+6vCwuPFb3AF/RzbC4vKYgCSzT6LG6WdIeSybOqI0zOFEebxo34oiGhMK1WFdJIpWb9CyzfEtInzL5Lar/dEgjzOcmmbxUk6vaYXYnfJLeWrA4Wmba1al4CQo/kM8yPVkKjnPbmQiS0q5yyz7JxHLE7ZWlSXhAAMlwWJLFLg8hyZJkO7Pt1oOq2NEXN9JuKTtmTtuT9lMcli5BVOLXdspu2xxh3SxokfLpcJ+uUxowlquKMKTltuI1ug1uRszbw+OYFphWjpW+e2IaaxVKkZ+2yBLvuxqi5blKxxKzxJal92bpIsaduopMmXHmQzoZ5UKb3ajY8ch3HhznDbe2c1N0yOtyxfnkJl+Q4XCMOnK7W38DCqD4/hgADsEGgSCEbzFv8Bf5E/GveY7zMR8IGfN94A/L8f1gv84P/QD4OQ/8EIQpDUOQk9cBQEAn1fd9PxgW8w3gTYwIgwiYJQn8MLg7CEDsCiCKgojMIY+BUmYyDoOItC/zomihMwgDkCA4T+MQsSJJkqTxJEyTaJ8SIgA===';

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
const explain = (line) => api.run('explain', line, { genre: 'sudoku', ladder: 'hodoku', steps: 400 }).steps;

// A position where the page's hint shows `technique` (the givens plus every value placed before one of
// its uses in HoDoKu's path), and that step. The page explains the current digits on HoDoKu's ladder and
// teaches the last pattern before the next placement (teach.js), so a use followed by another pattern
// on the way to that placement is not one the hint shows: the next use is tried.
function positionBefore(technique) {
  const puzzle = P[technique];
  const steps = explain(puzzle);
  for (let k = 0; k < steps.length; k++) {
    if (steps[k].technique !== technique) continue;
    const line = [...puzzle];
    for (const s of steps.slice(0, k)) for (const p of s.placed) line[p.cell] = String(p.value);
    const at = line.join('');
    const next = explain(at);
    const upTo = next.slice(0, next.findIndex((s) => s.placed.some((p) => at[p.cell] === '0')) + 1);
    const step = upTo.findLast(isPattern);
    if (step && step.technique === technique) return { line: at, step };
  }
  assert.fail(`no position of this puzzle's path where the hint shows ${technique}`);
}

async function pressHint(page, level) {
  await page.click('#hint');
  await page.waitForFunction((l) => document.getElementById('hint-box').dataset.level === String(l), level);
}

// The live check publishes how many checks have finished (main.js, <body data-live-checks>).
const liveChecks = (page) => page.evaluate(() => Number(document.body.dataset.liveChecks || 0));
const liveChecked = (page, before) => page.waitForFunction((n) => Number(document.body.dataset.liveChecks || 0) > n, before);

// The cells of a house as the engine names it ({kind, index}).
const houseCells = (h) => [...Array(81).keys()].filter((i) => (h.kind === 'row' && Math.floor(i / 9) === h.index)
  || (h.kind === 'column' && i % 9 === h.index) || (h.kind === 'box' && Math.floor(i / 27) * 3 + Math.floor((i % 9) / 3) === h.index));

test('an X-wing hint: where to look, its cells as the cause and the removed candidate as the effect, a plain sentence', async () => {
  const { line, step } = positionBefore('x-wing');
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
  // "r1c3, r1c8, r3c3 and 2 more cannot be 5: …": the cells losing the candidate, the first named first.
  assert.match(text, new RegExp(`^${name(removed[0].cell)}(, r\\dc\\d)*( and (r\\dc\\d|\\d+ more))? cannot be ${v}: in rows \\d and \\d the ${v}s can only be in columns \\d and \\d`), text);
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
  const { line, step } = positionBefore('xy-wing');
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
  const { line, step } = positionBefore('forcing-chain-contradiction');
  const { page, problems } = await openPage(browser, play('sudoku', line));
  await page.setViewportSize({ width: 1280, height: 800 });
  await waitPlaying(page);
  await pressHint(page, 1);
  assert.match(await page.textContent('#hint-technique'), /^Forcing chain — look at what follows from r\dc\d is (not )?\d\.$/);   // no arrows yet: level 2 draws them
  await pressHint(page, 2);
  const links = await drawnLinks(page);
  assert.deepEqual(links.map((l) => `${l.from}>${l.to}`).sort(), [...new Set(step.chain.map((l) => `${l.from.cell}:${l.from.value}>${l.to.cell}:${l.to.value}`))].sort());
  assert.ok(links.some((l) => l.strong) && links.some((l) => !l.strong), 'both kinds of link');
  await pressHint(page, 3);
  const effect = step.placed.length ? `${name(step.placed[0].cell)} must be ${step.placed[0].value}` : `${name(step.removed[0].cell)} cannot be ${step.removed[0].value}`;
  assert.match(await page.textContent('#hint-conclusion'), new RegExp(`^${effect}: if r\\dc\\d is (not )?\\d, following the arrows leads to a contradiction in (r\\dc\\d|row \\d|column \\d|box \\d) — impossible\\.`));
  await shot(page, 'forcing-chain-1280');
  await page.selectOption('#theme', 'dark');   // the drawing in the dark theme's colours
  assert.equal(await page.locator('#board path.chain-link').count(), links.length);
  await shot(page, 'forcing-chain-1280-dark');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a continuous nice loop hint draws the closed loop and says why it holds both ways', async () => {
  const { line, step } = positionBefore('continuous-nice-loop');
  const loop = [...new Set(step.chain.map((l) => l.from.cell))];
  assert.equal(step.chain[step.chain.length - 1].to.cell, step.chain[0].from.cell, 'the chain closes');
  for (const [label, viewport, phone] of [['phone', { width: 390, height: 844 }, true], ['1280', { width: 1280, height: 800 }], ['1920', { width: 1920, height: 1080 }]]) {
    const b = phone ? await launchBrowser({ viewport, hasTouch: true, isMobile: true }) : browser;
    const { page, problems } = await openPage(b, play('sudoku', line));
    if (!phone) await page.setViewportSize(viewport);
    await waitPlaying(page);
    await pressHint(page, 1);
    assert.match(await page.textContent('#hint-technique'), new RegExp(`Continuous nice loop — look at the loop from ${name(loop[0])} back to itself`));
    await pressHint(page, 2);
    const links = await drawnLinks(page);
    assert.deepEqual(links.map((l) => `${l.from}>${l.to}`), step.chain.map((l) => `${l.from.cell}:${l.from.value}>${l.to.cell}:${l.to.value}`));
    assert.deepEqual(links.map((l) => l.strong), step.chain.map((l) => l.strong));
    const drawn = [...await marked(page, '.ring-cause'), ...await marked(page, '.outline-target')];
    for (const c of loop) assert.ok(drawn.includes(c), `loop cell ${name(c)} is drawn`);
    await pressHint(page, 3);
    assert.match(await page.textContent('#hint-conclusion'), /cannot be \d: the loop closes, so every dashed link has one true end/);
    await page.locator('#board').scrollIntoViewIfNeeded();
    await shot(page, `nice-loop-${label}`);
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
    // The live check of the position with both digits (move 2) has finished (main.js publishes it).
    await page.waitForFunction(() => document.body.dataset.liveCheckedAt === '2');
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
    const checks = await liveChecks(page);
    await clickBoard(page, 1.5, 0.5);
    await page.waitForSelector('#board line.bridge', { state: 'attached' });
    await liveChecked(page, checks);
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

test('a unique rectangle hint rings the rectangle among the cells behind the next placement', async () => {
  const { line, step } = positionBefore('unique-rectangle-1');
  const corners = step.roles.filter((r) => r.role === 'corner').map((r) => r.cell);
  assert.equal(corners.length, 4);
  const { page, problems } = await openPage(browser, play('sudoku', line));
  await page.setViewportSize({ width: 1280, height: 800 });
  await waitPlaying(page);
  await pressHint(page, 1);
  assert.match(await page.textContent('#hint-technique'), /Unique rectangle — look at the rectangle/);
  await pressHint(page, 2);
  const drawn = [...await marked(page, '.ring-cause'), ...await marked(page, '.outline-target')];
  for (const c of corners) assert.ok(drawn.includes(c), `corner ${name(c)} is drawn`);
  await pressHint(page, 3);
  assert.match(await page.textContent('#hint-conclusion'), /two solutions/);
  await shot(page, 'unique-rectangle-1280');
  assert.deepEqual(problems, []);
  await page.close();
});

// HoDoKu's single-digit patterns, W-wing and finned fish: the pattern drawn as HoDoKu draws it — the
// strong links, the houses (a skyscraper's two lines, a kite's row, column and box, an empty
// rectangle's box), the fins — in the page's cause → effect → sentence style, at phone and desktop size.
for (const [technique, where, conclusion] of [
  ['skyscraper', /^Skyscraper on \d — look at (rows|columns) \d and \d: \d has only two places in each/, /one of the other ends, r\dc\d and r\dc\d, is \d/],
  ['two-string-kite', /^2-String Kite on \d — look at row \d and column \d: \d has only two places in each, and r\dc\d and r\dc\d share box \d/, /cannot both be \d, so one of the other ends/],
  ['empty-rectangle', /^Empty Rectangle on \d — look at box \d: its \ds lie in one row and one column/, /either way/],
  ['w-wing', /^W-Wing — look at r\dc\d and r\dc\d, with the same two candidates/, /one of the two is \d/],
  ['finned-x-wing', /^Finned X-Wing on \d — look at (rows|columns) \d and \d: there \d can only go in (rows|columns) \d and \d, or in the fins? r\dc\d/, /or a fin is \d/],
]) {
  test(`a ${technique} hint draws the pattern: ${where.source.slice(1, 40)}…`, async () => {
    const { line, step } = positionBefore(technique);
    const strong = step.houses.filter((h) => ['strong-link', 'box', 'connection', 'base', 'cover', 'fin-box'].includes(h.role));
    assert.ok(strong.length >= 1, 'the step names its houses');
    for (const [label, viewport, phone] of [['phone', { width: 390, height: 844 }, true], ['1280', { width: 1280, height: 800 }]]) {
      const b = phone ? await launchBrowser({ viewport, hasTouch: true, isMobile: true }) : browser;
      const { page, problems } = await openPage(b, play('sudoku', line));
      if (!phone) await page.setViewportSize(viewport);
      await waitPlaying(page);
      await pressHint(page, 1);
      assert.match(await page.textContent('#hint-technique'), where);
      assert.equal(await page.locator('#board .ring-cause').count(), 0, 'level 1 draws nothing');
      await pressHint(page, 2);
      // Cause: the pattern's cells (its roles) ringed; effect: the cells losing the candidate.
      assert.deepEqual(await marked(page, '.ring-cause'), sorted(step.roles.map((r) => r.cell)));
      assert.deepEqual(await marked(page, '.outline-target'), sorted(step.removed.map((r) => r.cell)));
      // Its houses tinted: every cell of the strong links' lines, the box, the base and cover lines.
      const tinted = await marked(page, '.outline-hint');
      for (const h of step.houses) for (const c of houseCells(h)) assert.ok(tinted.includes(c), `${h.kind} ${h.index + 1} tinted`);
      // The links drawn as the engine gives them (strong solid, weak dashed).
      const links = await drawnLinks(page);
      assert.deepEqual(links.map((l) => `${l.from}>${l.to}`), (step.chain || []).map((l) => `${l.from.cell}:${l.from.value}>${l.to.cell}:${l.to.value}`));
      await pressHint(page, 3);
      const text = await page.textContent('#hint-conclusion');
      assert.match(text, new RegExp(`^${name(step.removed[0].cell)}.* cannot be ${step.removed[0].value}:`), text);
      assert.match(text, conclusion, text);
      // HoDoKu's own notation of the step is shown under it.
      assert.equal(await page.textContent('#hint-notation'), step.notation.split('\n')[0]);
      await page.locator('#board').scrollIntoViewIfNeeded();
      await shot(page, `${technique}-${label}`);
      assert.deepEqual(problems, []);
      await page.close();
      if (phone) await b.close();
    }
  });
}

// A long chain told in steps: the links one by one with their reasons, the cells lit one after
// another, the whole chain in HoDoKu's Eureka notation; no two rings on the same spot.
test('a long chain is walked link by link, with its Eureka notation', async () => {
  for (const technique of ['xy-chain', 'aic']) {
    const { line, step } = positionBefore(technique);
    const walk = step.substeps.filter((s) => s.technique === 'link');
    assert.equal(walk.length, step.chain.length);
    const { page, problems } = await openPage(browser, play('sudoku', line));
    await page.setViewportSize({ width: 1280, height: 800 });
    await waitPlaying(page);
    await pressHint(page, 1);
    await pressHint(page, 2);
    assert.equal(await page.textContent('#hint-notation'), step.notation.split('\n')[0]);
    assert.match(step.notation, /^(XY-Chain|AIC): [\d/]+ \d- r\dc\d -\d- /);
    for (let k = 0; k < walk.length; k++) {
      await page.click('#walk-next');
      await page.waitForFunction((n) => document.getElementById('hint-walk').dataset.at === String(n), k);
      assert.equal(await page.textContent('#hint-walk-text'), `Link ${k + 1} of ${walk.length}: ${walk[k].explanation}.`);
      // The links so far are drawn, the current one last; its cells lit.
      const links = await drawnLinks(page);
      assert.equal(links.length, new Set(walk.slice(0, k + 1).map((w) => `${w.chain[0].from.cell}:${w.chain[0].from.value}>${w.chain[0].to.cell}:${w.chain[0].to.value}`)).size);
      const lit = await marked(page, '.outline-hint');
      for (const c of walk[k].cells) assert.ok(lit.includes(c), `${name(c)} lit at link ${k + 1}`);
      if (k === 1) await shot(page, `walk-${technique}-link2`);
      // No two candidate rings on the same spot.
      const spots = await page.$$eval('#board circle.chain-node', (els) => els.map((e) => `${e.getAttribute('cx')},${e.getAttribute('cy')}`));
      assert.equal(new Set(spots).size, spots.length, 'one ring per spot');
    }
    assert.equal(await page.isDisabled('#walk-next'), true);
    await page.click('#walk-whole');
    await page.waitForFunction(() => document.getElementById('hint-walk').dataset.at === '-1');
    assert.equal((await drawnLinks(page)).length, new Set(step.chain.map((l) => `${l.from.cell}:${l.from.value}>${l.to.cell}:${l.to.value}`)).size);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

// A hard killer where the rules are stuck: the hint is a contradiction chain (an assumption followed
// step by step to something impossible) — a deduction, walked step by step — not a last resort.
test('a hard killer: where the rules are stuck the hint is a contradiction chain, walked step by step', async () => {
  const vexplain = (p) => api.run('explain', p, { genre: 'variant', steps: 400 }).trace.steps;
  const steps = vexplain(KILLER);
  const k = steps.findIndex((s) => s.technique === 'contradiction-chain');
  assert.ok(k >= 0, 'the rules get stuck and a contradiction chain goes on');
  assert.ok(!steps.some((s) => s.technique === 'last-resort'), 'no guess');
  // The position there: the values placed before it as givens.
  const fp = JSON.parse(api.run('convert', KILLER, { genre: 'variant', to: 'json' }).puzzle);
  for (const s of steps.slice(0, k)) for (const p of s.placed) fp.grid[Math.floor(p.cell / 9)][p.cell % 9] = { ...fp.grid[Math.floor(p.cell / 9)][p.cell % 9], value: p.value, given: true };
  const at = api.run('convert', JSON.stringify(fp), { genre: 'variant', to: 'fpuzzles' }).puzzle;
  const next = vexplain(at);
  const first = next.findIndex((s) => s.placed.length > 0);
  const step = next.slice(0, first + 1).findLast((s) => s.technique === 'contradiction-chain');
  assert.ok(step, 'from there the hint takes a contradiction chain');
  const cv = step.removed[0];
  for (const [label, viewport, phone] of [['phone', { width: 390, height: 844 }, true], ['1280', { width: 1280, height: 800 }]]) {
    const b = phone ? await launchBrowser({ viewport, hasTouch: true, isMobile: true }) : browser;
    const { page, problems } = await openPage(b, play('variant', at));
    if (!phone) await page.setViewportSize(viewport);
    await waitPlaying(page, 60000);
    await pressHint(page, 1);
    assert.match(await page.textContent('#hint-technique'), new RegExp(`^Contradiction chain — look at suppose ${name(cv.cell)} is ${cv.value} and follow it`));
    await pressHint(page, 2);
    assert.ok((await marked(page, '.outline-target')).includes(cv.cell), 'the candidate that goes is the effect');
    await pressHint(page, 3);
    const text = await page.textContent('#hint-conclusion');
    assert.match(text, new RegExp(`^${name(cv.cell)} cannot be ${cv.value}: if ${name(cv.cell)} were ${cv.value}, following it step by step leads to a contradiction — `), text);
    assert.doesNotMatch(`${await page.textContent('#hint-technique')} ${text}`, /Last resort|guess|only number left/);
    // Walked step by step: the assumption, each step that follows, the contradiction.
    const n = step.substeps.length + 1;
    await page.click('#walk-next');
    await page.waitForFunction(() => document.getElementById('hint-walk').dataset.at === '0');
    assert.equal(await page.textContent('#hint-walk-text'), `Step 1 of ${n}: Suppose ${name(cv.cell)} is ${cv.value}.`);
    for (let j = 1; j < n; j++) {
      await page.click('#walk-next');
      await page.waitForFunction((x) => document.getElementById('hint-walk').dataset.at === String(x), j);
      assert.equal(await page.textContent('#hint-walk-text'), `Step ${j + 1} of ${n}: ${step.substeps[j - 1].explanation.replace(/\.$/, '')}.`);
      if (j === Math.min(3, n - 1)) await shot(page, `walk-contradiction-${label}`);
    }
    assert.match(await page.textContent('#hint-walk-text'), /Contradiction: /);
    assert.deepEqual(problems, []);
    await page.close();
    if (phone) await b.close();
  }
});

// Where the ladder has no logical step, the hint says so plainly — never "the only number left" — and
// offers what there is: the cell with the fewest candidates, to try one and see, with Check.
test('no logical step: the hint says so and offers the cell with the fewest candidates', async () => {
  const steps = explain(HARDEST);
  const k = steps.findIndex((s) => s.technique === 'trial-and-error');
  assert.ok(k >= 0, 'HoDoKu guesses on this puzzle');
  // The position where HoDoKu's next move is its guess: the givens plus what it placed before.
  const line = [...HARDEST];
  for (const s of steps.slice(0, k)) for (const p of s.placed) line[p.cell] = String(p.value);
  const at = line.join('');
  const next = explain(at);
  const first = next.findIndex((s) => s.placed.some((p) => at[p.cell] === '0'));
  assert.equal(next[first].technique, 'trial-and-error', 'from there, the next placement is a guess');
  for (const [label, viewport, phone] of [['phone', { width: 390, height: 844 }, true], ['1280', { width: 1280, height: 800 }]]) {
    const b = phone ? await launchBrowser({ viewport, hasTouch: true, isMobile: true }) : browser;
    const { page, problems } = await openPage(b, play('sudoku', at));
    if (!phone) await page.setViewportSize(viewport);
    await waitPlaying(page, 60000);
    await pressHint(page, 1);
    assert.match(await page.textContent('#hint-technique'), /^No logical step found — look at r\dc\d, the cell with the fewest candidates/);
    await pressHint(page, 2);
    await pressHint(page, 3);
    const text = await page.textContent('#hint-conclusion');
    assert.match(text, /no step it can explain from here: the next move would be a guess, not a deduction/);
    assert.match(text, /try one and see — Check tells you/);
    assert.doesNotMatch(await page.textContent('#hint-box'), /only number left|must be/);
    await shot(page, `no-logical-step-${label}`);
    assert.deepEqual(problems, []);
    await page.close();
    if (phone) await b.close();
  }
});
