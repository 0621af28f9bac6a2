// lecture-hall.test.mjs — the lecture view as a lecturer uses it in a hall (issue 20), in real Chromium
// (SwiftShader WebGL2): every lesson of the gallery on lecture.html opens at its step with a graph
// whose nodes carry labels in the puzzle's words; the view at scale 1, 2 and 3 on a 1280×800 laptop and
// a 1920×1080 projector (and the extremes 1024×768 and 3840×2160 at scale 3) keeps every panel and
// every transport button inside the canvas, with 18 px text or more by default at 1920×1080; a bad
// puzzle typed over a loaded one clears the panels and shows one message; the play page shows a
// "Lecture view" button for every genre, and a variant's opens its puzzle with a step graph; at
// scales 1-3 no two graph labels overlap. Screenshots: build/screenshots/hall-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openSite, shots } from '../support/browser.mjs';
import { lectureState as state, settleLecture as settle, watchedPage } from '../support/lecture.mjs';
import { decodePng } from '../support/png.mjs';

const GRAPH_BG = [24, 26, 32];
// generate --genre variant --rule thermo --size 9 --seed 2 (the f-puzzles payload)
const THERMO = 'N4IgzglgXgpiBcBOANCALhNAbO8QBUALGAJwFsB7AAgGUBXAEwoGs6qAKAcxIgaws4QAxsipgYMBlQBMogMQBGAJQhUaYuQpkYaUggDaoLBAB2MMAf0gASgBYAwgGZVNx05fW30j9PveAuv4AvshGpuaWNgDs7qjWABx+HojugSFhZhbw+lbWAGz2UR4FecX2AKwgaaEgxpmR1r5Fcb7xHm6IVcE1dRHZuW6VcW62PhUeCvaj1Rl9OdFTHjFDNokrCfalM7XhWfPW5eNxh6VxDs02Dm3bvXu5vgrt9o9nzx6Hjze7DTFtcQV/GyHTqvTpfer9GyTbwtWJQ1LdWZ3BYvBYwmwFZzgua5RIgmwpQEbC7WGJFbHI6yTEmTImTMGInYQ/YFdEHJKvAKM24NSbrXynVybLrpJk4gmFZLCuIpdYpabBfyobi8SzAdIa0Ka9Va3XqpWGbVGvVGg0683Gi0ms2W23W5CGk1Oq0Wm3Ou2uh0uy0gABuAEMsHRcI5lRBfTATAg0CRg7azX7A8GEOUwxGo/AY3H3TnPY7vTUA0HcLY05Ho7GYB6gmkgA===';  // web/theme.cpp, Palette::graph_bg of the normal theme

let site, url, browser;
before(async () => {
  site = await openSite();
  ({ url, browser } = site);
});
after(() => site?.close());

async function open(href, viewport = { width: 1280, height: 800 }) {
  const { page, problems } = await watchedPage(browser, viewport);
  await page.goto(new URL(href, url).href);
  await page.waitForFunction(() => window.gridlogicLecture &&
    (window.gridlogicLecture.panels.timeline || window.gridlogicLecture.panels.error), null, { timeout: 60000 });
  await settle(page);
  return { page, problems };
}

async function shot(page, name) {
  const png = await page.locator('#canvas').screenshot();
  writeFileSync(path.join(shots, `hall-${name}.png`), png);
  return decodePng(png);
}

function notBackground(img, [x0, y0, w, h], bg) {
  let n = 0;
  for (let y = y0 + 4; y < y0 + h - 4 && y < img.height; y++)
    for (let x = x0 + 4; x < x0 + w - 4 && x < img.width; x++) {
      const i = (y * img.width + x) * img.bpp;
      if (Math.abs(img.pixels[i] - bg[0]) + Math.abs(img.pixels[i + 1] - bg[1]) + Math.abs(img.pixels[i + 2] - bg[2]) > 30) n++;
    }
  return n;
}

// No two published label rectangles ([text, x, y, w, h]) overlap (a pixel of rounding allowed).
function assertNoOverlap(labels, where) {
  for (let i = 0; i < labels.length; i++)
    for (let j = 0; j < i; j++) {
      const [a, ax, ay, aw, ah] = labels[i], [b, bx, by, bw, bh] = labels[j];
      const overlap = ax + 1 < bx + bw && bx + 1 < ax + aw && ay + 1 < by + bh && by + 1 < ay + ah;
      assert.ok(!overlap, `${where}: labels ${a} and ${b} overlap`);
    }
}

// [x, y, w, h] inside [0, 0, W, H] (a pixel of rounding allowed).
const inside = ([x, y, w, h], W, H) => x >= -1 && y >= -1 && x + w <= W + 1 && y + h <= H + 1;

test('every lesson of the gallery opens at its step with a labelled graph of that step', async () => {
  const { page: home } = await open('lecture.html');
  const all = await home.$$eval('#lessons a[data-lesson]', (as) => as.map((a) => ({ name: a.dataset.lesson, href: a.getAttribute('href'), text: a.textContent })));
  await home.close();
  // The step lessons (the lab's lessons are lecture-lab.test.mjs's).
  const STEP_LESSONS = ['pointing', 'x-wing', 'xy-wing', 'tectonic-2sat', 'hashi-tree', 'killer-cage', 'cdcl'];
  const lessons = all.filter((l) => STEP_LESSONS.includes(l.name));
  assert.deepEqual(lessons.map((l) => l.name), STEP_LESSONS);
  for (const lesson of lessons) {
    const { page, problems } = await open(lesson.href);
    const s = await state(page);
    const at = new URL(lesson.href, url).searchParams.get('at');
    assert.equal(s.technique, at, `${lesson.name} opens at its step`);
    assert.equal(s.replayProblem, '');
    assert.ok(s.graph.nodes > 0, `${lesson.name}: the graph panel has nodes`);
    assert.ok(s.graph.labelCount > 0, `${lesson.name}: its nodes are labelled`);
    // The labels speak the puzzle's words: r3c5=7, r3c5≠7, an island r2c3, a pigeon's variable.
    for (const [label, x, y] of s.graph.labels) {
      assert.ok(label.length > 0);
      if (/pointing|wing|tectonic/.test(lesson.name)) assert.match(label, /^r\d+c\d+(=|≠)\d$/, label);
      if (lesson.name === 'hashi-tree') assert.match(label, /^r\d+c\d+ \(\d\)/, label);
      if (lesson.name === 'killer-cage') assert.match(label, /^(r\d+c\d+(=|≠)\d|killer cage \d+)$/, label);
      const [cx, cy, cw, ch] = s.panels.graphCanvas;
      assert.ok(x >= cx && y >= cy && x <= cx + cw && y <= cy + ch, `${label} inside the graph canvas`);
    }
    // Not the residual hairball: a step's graph is small (the CDCL conflict graph and the 2-SAT round are
    // whole graphs by nature; the round dims what does not force the step).
    if (/pointing|wing|killer/.test(lesson.name)) assert.ok(s.graph.nodes <= 40, `${s.graph.nodes} nodes`);
    if (lesson.name === 'killer-cage') {
      assert.ok(s.graph.labels.some(([l]) => /^killer cage \d+$/.test(l)), 'the cage is a node of the graph');
      assert.ok(s.graph.labels.some(([l]) => /≠/.test(l)), 'with what it rules out');
    }
    assertNoOverlap(s.graph.labels, lesson.name);
    assert.equal(s.residual, false);
    const img = await shot(page, `lesson-${lesson.name}`);
    assert.ok(notBackground(img, s.panels.graphCanvas, GRAPH_BG) > 500, `${lesson.name}: the graph is drawn`);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('the whole residual is one click away, off by default, with its size in the caption', async () => {
  const { page, problems } = await open('lecture.html?genre=sudoku&at=naked-pair');
  let s = await state(page);
  const small = s.graph.nodes;
  assert.equal(s.residual, false);
  const [x, y, w, h] = s.panels.residualToggle;
  await page.mouse.click(x + w / 2, y + h / 2 + (await page.locator('#canvas').boundingBox()).y);
  await page.waitForFunction(() => window.gridlogicLecture.residual, null, { timeout: 10000 });
  await settle(page);
  s = await state(page);
  assert.ok(s.graph.nodes > 5 * small, `${s.graph.nodes} nodes in the whole residual`);
  assert.match(s.graph.title, /Binary clauses left on the board: \d+/);
  await shot(page, 'residual');
  assert.deepEqual(problems, []);
  await page.close();
});

// Scale 1, 2 and 3 on a laptop and a projector, and the extremes: every panel inside the canvas, every
// transport button inside the canvas and the Timeline.
const SIZES = [
  [1280, 800, [1, 2, 3]],
  [1920, 1080, [1, 2, 3]],
  [1024, 768, [3]],
  [3840, 2160, [3]],
];
for (const [W, H, scales] of SIZES)
  for (const scale of scales)
    test(`${W}×${H} at scale ${scale}: nothing is clipped`, async () => {
      const lesson = 'lecture.html?genre=sudoku&method=human&p=1.85..4.6....7.9..53...4..7..1.6...8.9.4.8.7.8...5.6..7..1...69..6.8....9.4..62.5&at=xy-wing';
      const { page, problems } = await open(`${lesson}&scale=${scale}`, { width: W, height: H });
      const s = await state(page);
      const box = await page.locator('#canvas').boundingBox();
      for (const [name, r] of Object.entries(s.panels))
        assert.ok(inside(r, box.width, box.height), `${name} ${r} inside the ${box.width}×${box.height} canvas`);
      assert.ok(s.panels.board && s.panels.timeline, 'the board and the timeline are always there');
      const transport = Object.keys(s.panels).filter((k) => k.startsWith('transport:'));
      // The projector layout's compact transport leaves out the speed slider (keys and speed= set it) and
      // the position bar (the heading says "Step k of n").
      const want = ['transport:back', 'transport:end', 'transport:forward', 'transport:next', 'transport:play',
        'transport:start'];
      assert.deepEqual(transport.filter((k) => k !== 'transport:speed' && k !== 'transport:position').sort(), want);
      const [tx, ty, tw, th] = s.panels.timeline;
      for (const k of transport) {
        const [x, y, w, h] = s.panels[k];
        assert.ok(x >= tx && y >= ty && x + w <= tx + tw + 1 && y + h <= ty + th + 1, `${k} inside the timeline`);
      }
      if (W === 1920 && scale === 1) assert.ok(s.fontPx.small >= 18, `smallest text ${s.fontPx.small} px`);
      await shot(page, `${W}x${H}-scale${scale}`);
      // The graph (when the layout keeps it) names its nodes where they have room, never overlapping.
      if (s.panels.graphCanvas) assert.ok(s.graph.labelCount > 0, 'the graph keeps labels');
      assertNoOverlap(s.graph.labels, `${W}×${H} scale ${scale}`);
      assert.deepEqual(problems, []);
      await page.close();
    });

test('the text-size control changes the scale of everything', async () => {
  const { page, problems } = await open('lecture.html?genre=hashi&at=spanning-tree', { width: 1280, height: 800 });
  let s = await state(page);
  const before = s.fontPx.regular;
  const [x, y, w, h] = s.panels['scale:larger'];
  const top = (await page.locator('#canvas').boundingBox()).y;
  await page.mouse.click(x + w / 2, top + y + h / 2);
  await page.waitForFunction((b) => window.gridlogicLecture.fontPx.regular > b, before, { timeout: 10000 });
  s = await state(page);
  assert.ok(s.fontScale > 1);
  await shot(page, 'hashi-larger');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a bad puzzle over a loaded one clears the panels and shows one message', async () => {
  const { page, problems } = await open('lecture.html?genre=sudoku');
  let s = await state(page);
  assert.ok(s.panels.board && s.panels.graph);
  // The field takes the keys once ImGui has seen the click (a frame or two later on a loaded machine):
  // wait for it to say so, and click again if a busy frame lost the click.
  for (let attempt = 0; ; attempt++) {
    const [x, y, w, h] = (await state(page)).panels.puzzleField;
    const top = (await page.locator('#canvas').boundingBox()).y;
    await page.mouse.click(x + w / 2, top + y + h / 2);
    try {
      await page.waitForFunction(() => window.gridlogicLecture.typing, null, { timeout: 5000 });
      break;
    } catch (err) {
      if (attempt === 2) throw err;
    }
  }
  // On a loaded machine a frame can drop keys: wait until the field holds the text, and type it again if not.
  for (let attempt = 0; ; attempt++) {
    await page.keyboard.press('Control+A');
    await page.keyboard.type('12345');
    try {
      await page.waitForFunction(() => window.gridlogicLecture.field === '12345', null, { timeout: 5000 });
      break;
    } catch (err) {
      if (attempt === 2) throw new Error(`the field holds ${JSON.stringify((await state(page)).field)}, not "12345"`);
    }
  }
  // Enter can be lost the same way; pressing it again on the same bad text gives the same message.
  for (let attempt = 0; ; attempt++) {
    await page.keyboard.press('Enter');
    try {
      await page.waitForFunction(() => window.gridlogicLecture.status.startsWith('error:'), null, { timeout: 10000 });
      break;
    } catch (err) {
      const now = await state(page);
      if (attempt === 2)
        throw new Error(`no error after Enter: status ${JSON.stringify(now.status)}, field ${JSON.stringify(now.field)}`);
    }
  }
  s = await settle(page);
  assert.ok(s.panels.error, 'the message panel');
  for (const gone of ['board', 'graph', 'timeline', 'statistics', 'graphCanvas'])
    assert.equal(s.panels[gone], undefined, `no ${gone} of the previous puzzle`);
  assert.equal(s.steps, 0);
  await shot(page, 'bad-input');
  assert.deepEqual(problems, []);
  await page.close();
});

test('every play page has a visible Lecture view button', async () => {
  for (const q of ['genre=sudoku', 'genre=tectonic', 'genre=hashi', 'genre=variant']) {
    const page = await browser.context.newPage();
    await page.goto(url + 'play.html?' + q);
    const link = page.locator('#lecture-link');
    await link.waitFor({ state: 'visible', timeout: 60000 });
    const href = await link.getAttribute('href');
    assert.match(href, /^lecture\.html/);
    await page.waitForFunction(() => document.getElementById('lecture-link').href.includes('p='), null, { timeout: 60000 });
    await page.close();
  }
});

// A killer from the generator: the play page's button opens it in the view, whose steps are the
// engine's variant explain steps, with the cages drawn on the board and a step graph.
test('a variant play page\'s Lecture view button opens its puzzle with the rules and a step graph', async () => {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  const problems = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`); });
  await page.goto(url + 'play.html?genre=variant');
  await page.waitForFunction(() => /lecture\.html\?genre=variant&p=/.test(document.getElementById('lecture-link').href), null, { timeout: 60000 });
  const puzzle = new URL(await page.locator('#lecture-link').evaluate((a) => a.href)).searchParams.get('p');
  await page.click('#lecture-link');
  await page.waitForFunction(() => window.gridlogicLecture && window.gridlogicLecture.panels.timeline, null, { timeout: 60000 });
  let s = await state(page);
  assert.equal(s.genre, 'variant');
  assert.equal(new URL(page.url()).searchParams.get('p'), puzzle, 'the play page\'s puzzle');
  assert.ok(s.steps > 0, `${s.steps} steps`);
  assert.equal(s.replayProblem, '');
  // C: the first step beyond singles (a rule's narrowing, locked candidates...), or → once.
  await page.keyboard.press('c');
  await page.waitForFunction(() => window.gridlogicLecture.step > 0, null, { timeout: 10000 }).catch(() => {});
  if ((await state(page)).step === 0) await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => window.gridlogicLecture.step > 0 && window.gridlogicLecture.graph.nodes > 0, null, { timeout: 10000 });
  s = await settle(page);
  assert.ok(s.graph.nodes > 0 && s.graph.labelCount > 0, `graph of ${s.technique}: ${s.graph.nodes} nodes`);
  const img = await shot(page, 'variant-from-play');
  assert.ok(notBackground(img, s.panels.graphCanvas, GRAPH_BG) > 200, 'the graph is drawn');
  assert.deepEqual(problems, []);
  await page.close();
});

// Panning redraws the graph panel alone from the cached picture: the rest of the canvas stays as it
// was, pixel for pixel, while the graph moves; the drag's end renders the graph whole.
test('panning the graph redraws its panel alone and leaves the rest of the canvas as it was', async () => {
  const { page, problems } = await open('lecture.html?genre=cnf&bench=2000', { width: 1280, height: 800 });
  let s = await state(page);
  const box = await page.locator('#canvas').boundingBox();
  const before = await shot(page, 'pan-before');
  const [gx, gy, gw, gh] = s.panels.graphCanvas;
  const cx = box.x + gx + gw / 2, cy = box.y + gy + gh / 2;
  const partial0 = s.partialDraws;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) await page.mouse.move(cx + 6 * i, cy + 3 * i);
  // The drag's frames redraw the graph panel alone: wait until the view says it drew one.
  await page.waitForFunction((p) => window.gridlogicLecture.partialDraws > p, partial0, { timeout: 30000 });
  const during = await shot(page, 'pan-during');
  await page.mouse.up();
  s = await settle(page);
  assert.ok(s.partialDraws > partial0, `${s.partialDraws - partial0} frames redrew the graph panel alone`);
  assert.ok(s.quickGraphFrames > 0, 'the cached picture was moved, not rendered');
  const after = await shot(page, 'pan-after');
  // The Timeline did not change while panning; the graph did.
  const same = (a, b, [x0, y0, w, h]) => {
    let diff = 0;
    for (let y = y0 + 2; y < y0 + h - 2; y++)
      for (let x = x0 + 2; x < x0 + w - 2; x++) {
        const i = (y * a.width + x) * a.bpp;
        if (a.pixels[i] !== b.pixels[i] || a.pixels[i + 1] !== b.pixels[i + 1] || a.pixels[i + 2] !== b.pixels[i + 2]) diff++;
      }
    return diff;
  };
  assert.equal(same(before, during, s.panels.timeline), 0, 'the Timeline is untouched during the pan');
  assert.ok(same(before, during, s.panels.graphCanvas) > 500, 'the graph moved');
  assert.ok(same(before, after, s.panels.graphCanvas) > 500, 'and stays where it was dragged');
  assert.deepEqual(problems, []);
  await page.close();
});

// The rules drawn on the board: a thermometer puzzle's bulbs and stems darken the cells they cross.
test('a thermometer variant draws its thermometers on the board', async () => {
  const thermo = 'https://www.f-puzzles.com/?load=' + THERMO;
  const { page, problems } = await open(`lecture.html?genre=variant&p=${encodeURIComponent(thermo)}&at=thermometer`, { width: 1920, height: 1080 });
  const s = await state(page);
  assert.equal(s.genre, 'variant');
  assert.equal(s.technique, 'thermometer');
  assert.ok(s.graph.labels.some(([l]) => /^thermometer/.test(l)), 'the rule is a node: ' + s.graph.labels.map(([l]) => l));
  assertNoOverlap(s.graph.labels, 'thermometer');
  await shot(page, 'variant-thermo');
  assert.deepEqual(problems, []);
  await page.close();
});

// The killer lesson on a laptop and a projector at scales 1-3: the rule, its cells' candidates and its
// removals keep non-overlapping labels wherever the layout keeps the graph (screenshots to look at).
test('the killer cage lesson at scales 1, 2 and 3: labels never overlap', async () => {
  const { page: home } = await open('lecture.html');
  const href = await home.$eval('#lessons a[data-lesson="killer-cage"]', (a) => a.getAttribute('href'));
  await home.close();
  for (const [W, H] of [[1280, 800], [1920, 1080]])
    for (const scale of [1, 2, 3]) {
      const { page, problems } = await open(`${href}&scale=${scale}`, { width: W, height: H });
      const s = await state(page);
      await shot(page, `killer-${W}x${H}-scale${scale}`);
      if (s.panels.graphCanvas) assert.ok(s.graph.labelCount > 0, `${W}×${H} scale ${scale}: labels`);
      assertNoOverlap(s.graph.labels, `killer ${W}×${H} scale ${scale}`);
      assert.deepEqual(problems, []);
      await page.close();
    }
});
