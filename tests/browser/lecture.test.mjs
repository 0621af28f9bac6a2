// lecture.test.mjs — the Dear ImGui lecture view in real Chromium (SwiftShader WebGL2): every genre
// loads from the URL, the keyboard walks its steps forwards and back, the board and the timeline move,
// the step's graph draws nodes, the Hashi tree grows in it, and no WebGL or shader error is logged.
// Screenshots land in build/screenshots/lecture-*.png (look at them after a change to web/ or shaders/).
//
// The page tells its state through #lecture-status (the verdict; data-step / data-steps) and
// window.gridlogicLecture (web/main.cpp: step, steps, technique, panels' rectangles, graph size, fps).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openSite, shots } from '../support/browser.mjs';
import { lectureState as state, settleLecture as settle, watchedPage } from '../support/lecture.mjs';
import { decodePng } from '../support/png.mjs';

const GRAPH_BG = [24, 26, 32];  // web/theme.cpp, Palette::graph_bg of the normal theme

// Each genre with a puzzle that shows its solver's interesting part.
const CASES = {
  // 30 givens: the human ladder's singles, 51 steps.
  sudoku: { query: 'genre=sudoku&p=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79', verdict: 'unique' },
  // generate --genre tectonic --difficulty 5 --seed 1: the rules stall and one 2-SAT round finishes it.
  tectonic: { query: 'genre=tectonic&p=' + encodeURIComponent('https://puzz.link/p?suguru/9/5/d2rb8mkipm0hrq80n1n23o1l3h3g5g1h'), verdict: 'unique' },
  // generate --genre hashi --size 7x7 --islands 10 --seed 3: rule steps, then the SAT spanning tree.
  hashi: { query: 'genre=hashi&p=' + encodeURIComponent('https://puzz.link/p?hashi/7/7/i1g2s4g3h4l5g5n3h5g4g'), verdict: 'unique' },
  // Four pigeons, three holes: unsatisfiable after seven conflicts.
  cnf: { query: 'genre=cnf&p=php:4:3', verdict: 'unsatisfiable', key: 'conflict' },
  // The SAT methods of the grids: MiniSat on the puzzle's CNF, givens as assumptions. The default
  // Sudoku has one conflict, the default Tectonic 29.
  'sudoku-sat': { genre: 'sudoku', query: 'genre=sudoku&method=sat', verdict: 'unique', key: 'conflict' },
  'tectonic-sat': { genre: 'tectonic', query: 'method=sat&genre=tectonic', verdict: 'unique', key: 'conflict' },
};
CASES.tectonic.key = '2-sat';

let site, url, browser;

before(async () => {
  site = await openSite();
  ({ url, browser } = site);
});
after(() => site?.close());

// A page that records uncaught errors, console errors and any WebGL/shader complaint.
async function openLecture(query) {
  const { page, problems } = await watchedPage(browser);
  await page.goto(url + 'lecture.html?' + query);
  await page.waitForFunction(() => window.gridlogicLecture &&
    (window.gridlogicLecture.panels.graphCanvas || window.gridlogicLecture.panels.heatmap ||
     window.gridlogicLecture.panels.error), null, { timeout: 30000 });
  await settle(page);
  return { page, problems };
}


// Presses a key and waits for its frame.
async function press(page, key) {
  const before = (await state(page)).draws;
  await page.keyboard.press(key);
  return settle(page, before);
}

async function waitStep(page, step) {
  await page.waitForFunction((s) => window.gridlogicLecture.step === s, step, { timeout: 10000 });
  await settle(page);
}

async function shot(page, name) {
  const png = await page.locator('#canvas').screenshot();
  writeFileSync(path.join(shots, `lecture-${name}.png`), png);
  return decodePng(png);
}

// Pixels of a rectangle [x, y, w, h] that differ between two images (any channel by more than 24).
function differing(a, b, [x0, y0, w, h]) {
  let n = 0;
  for (let y = y0; y < y0 + h && y < a.height; y++)
    for (let x = x0; x < x0 + w && x < a.width; x++) {
      const i = (y * a.width + x) * a.bpp, j = (y * b.width + x) * b.bpp;
      if (Math.abs(a.pixels[i] - b.pixels[j]) > 24 || Math.abs(a.pixels[i + 1] - b.pixels[j + 1]) > 24 ||
          Math.abs(a.pixels[i + 2] - b.pixels[j + 2]) > 24) n++;
    }
  return n;
}

// Pixels of a rectangle that are not the given background colour.
function notBackground(img, [x0, y0, w, h], bg) {
  let n = 0;
  for (let y = y0; y < y0 + h && y < img.height; y++)
    for (let x = x0; x < x0 + w && x < img.width; x++) {
      const i = (y * img.width + x) * img.bpp;
      if (Math.abs(img.pixels[i] - bg[0]) + Math.abs(img.pixels[i + 1] - bg[1]) + Math.abs(img.pixels[i + 2] - bg[2]) > 30) n++;
    }
  return n;
}

// The graph canvas without its outer margin (where column headings and labels may sit).
const inner = ([x, y, w, h]) => [x + 4, y + 4, w - 8, h - 8];

for (const [genre, c] of Object.entries(CASES)) {
  test(`${genre}: the keyboard steps forward and back, the board and the timeline follow`, async () => {
    const { page, problems } = await openLecture(c.query);
    let s = await state(page);
    assert.equal(s.genre, c.genre ?? genre);
    assert.equal(s.status, c.verdict);
    assert.equal(await page.textContent('#lecture-status'), c.verdict);
    assert.equal(s.replayProblem, '', 'replaying the steps ends where the solver ended');
    assert.ok(s.steps > 5, `${s.steps} steps`);
    assert.equal(s.step, 0);
    assert.equal(s.shaderError, '');
    const board = s.panels.board;
    const start = await shot(page, `${genre}-0`);

    await page.keyboard.press('ArrowRight');
    await waitStep(page, 1);
    assert.equal(await page.getAttribute('#lecture-status', 'data-step'), '1');
    const one = await shot(page, `${genre}-1`);
    const changed = differing(start, one, board);
    assert.ok(changed > 20, `the board changed in only ${changed} pixels after one step`);

    for (let k = 0; k < 4; k++) await page.keyboard.press('ArrowRight');
    await waitStep(page, 5);
    await shot(page, `${genre}-5`);

    // Back to the start: the board is drawn exactly as it was (the state is replayed, not patched).
    await page.keyboard.press('Home');
    await waitStep(page, 0);
    const again = await shot(page, `${genre}-back-to-0`);
    assert.equal(differing(start, again, board), 0, 'the board at step 0 looks as it did at first');
    await page.keyboard.press('ArrowRight');
    await waitStep(page, 1);
    await page.keyboard.press('ArrowLeft');
    await waitStep(page, 0);

    await page.keyboard.press('End');
    s = await state(page);
    await waitStep(page, s.steps);
    await shot(page, `${genre}-end`);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

test('the step\'s graph panel draws nodes for every genre', async () => {
  // Per genre a position with a graph: the Sudoku's first step (its value and what it removes), the
  // Hashi's islands at the start, Tectonic's 2-SAT round, the CNF's first conflict (reached with C).
  for (const [genre, c] of Object.entries(CASES)) {
    const { page, problems } = await openLecture(c.query);
    if (c.key || genre === 'sudoku') {
      await press(page, c.key ? 'c' : 'ArrowRight');
      await page.waitForFunction(() => window.gridlogicLecture.step > 0, null, { timeout: 10000 });
    }
    const s = await state(page);
    if (genre !== 'sudoku') assert.equal(s.technique, c.key ?? '');
    if (c.key === '2-sat') assert.match(s.graph.title, /^2-SAT round 1: \d+ variables/);
    if (c.key === 'conflict') assert.match(s.graph.title, /^CDCL conflict at decision level \d+/);
    const least = genre === 'sudoku' ? 2 : 4;  // a single: its value and what it takes (two here)
    assert.ok(s.graph.nodes >= least, `${genre}: ${s.graph.nodes} graph nodes`);
    assert.ok(s.graph.visible >= least, `${genre}: ${s.graph.visible} nodes inside the panel`);
    const img = await shot(page, `${genre}-graph`);
    const ink = notBackground(img, inner(s.panels.graphCanvas), GRAPH_BG);
    assert.ok(ink > 300, `${genre}: only ${ink} non-background pixels in the graph panel`);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('keys: Space plays and pauses, C jumps to the next conflict, + and H restyle', async () => {
  const { page, problems } = await openLecture(CASES.cnf.query);
  await page.keyboard.press('Space');
  await page.waitForFunction(() => window.gridlogicLecture.playing && window.gridlogicLecture.step >= 2, null, { timeout: 10000 });
  await page.keyboard.press('Space');
  await page.waitForFunction(() => !window.gridlogicLecture.playing, null, { timeout: 5000 });
  // Paused means paused: the view settles (a playing view draws a frame a step, so it never would)
  // and the position stays.
  const paused = (await settle(page)).step;
  const later = await settle(page, (await state(page)).draws - 1);
  assert.equal(later.step, paused, 'paused means paused');
  assert.equal(later.playing, false);

  await page.keyboard.press('Home');
  await waitStep(page, 0);
  const conflicts = [];
  for (let k = 0; k < 3; k++) {
    await page.keyboard.press('c');
    await page.waitForFunction((n) => window.gridlogicLecture.step > n, conflicts.at(-1) ?? 0, { timeout: 5000 });
    const s = await state(page);
    assert.equal(s.technique, 'conflict');
    conflicts.push(s.step);
  }
  assert.ok(conflicts[0] < conflicts[1] && conflicts[1] < conflicts[2], conflicts.join(' < '));
  await settle(page);
  const before = await shot(page, 'cnf-conflict-3');

  await page.keyboard.press('+');
  await page.waitForFunction(() => window.gridlogicLecture.fontScale > 1, null, { timeout: 5000 });
  await page.keyboard.press('h');
  await page.waitForFunction(() => window.gridlogicLecture.highContrast, null, { timeout: 5000 });
  await settle(page);
  const projector = await shot(page, 'cnf-projector');
  const s = await state(page);
  assert.ok(differing(before, projector, [0, 0, projector.width, projector.height]) > 10000, 'the theme changed the picture');
  assert.equal(s.step, conflicts[2], 'restyling keeps the position');
  assert.deepEqual(problems, []);
  await page.close();
});

// A lecturer picks the SAT method of a Sudoku or a Tectonic: the steps are MiniSat's search on the
// puzzle's CNF, named in the grid's words; a conflict shows its graph, then the learned clause undoes
// part of the board (the backjump).
for (const name of ['sudoku-sat', 'tectonic-sat']) {
  test(`${name}: givens are assumed, the search conflicts, learns and backjumps on the board`, async () => {
    const c = CASES[name];
    const { page, problems } = await openLecture(c.query);
    let s = await state(page);
    assert.equal(s.method, c.genre === 'sudoku' ? 'cdcl' : 'sat');
    assert.match(s.graph.title, /^No literal is assigned yet/);
    await page.keyboard.press('ArrowRight');
    await waitStep(page, 1);
    s = await state(page);
    assert.equal(s.technique, 'assumption');
    assert.match(s.explanation, /^level 1: assume the given r\d+c\d+=\d+ /, 'labels come from the CNF\'s named variables');
    await page.keyboard.press('ArrowRight');
    await waitStep(page, 2);
    s = await state(page);
    assert.equal(s.technique, 'propagation');
    assert.match(s.explanation, /unit propagation implies \d+ literals?: r\d+c\d+≠\d+/);
    assert.ok(s.graph.nodes > 1, 'the trail\'s implication graph');

    await page.keyboard.press('c');
    await page.waitForFunction(() => window.gridlogicLecture.technique === 'conflict', null, { timeout: 10000 });
    s = await settle(page);
    const conflictAt = s.step;
    assert.match(s.graph.title, /^CDCL conflict at decision level \d+/);
    assert.match(s.explanation, /first UIP r\d+c\d+[=≠]\d+, cut clause \(r\d+c\d+/);
    const conflict = await shot(page, `${name}-conflict`);
    const ink = notBackground(conflict, inner(s.panels.graphCanvas), GRAPH_BG);
    assert.ok(ink > 300, `only ${ink} non-background pixels in the conflict's graph`);

    await page.keyboard.press('ArrowRight');
    await waitStep(page, conflictAt + 1);
    s = await state(page);
    assert.equal(s.technique, 'learned');
    assert.match(s.explanation, /^learn \(r\d+c\d+[=≠]\d+.*\); back to level \d+/);
    const learned = await shot(page, `${name}-learned`);
    const changed = differing(conflict, learned, s.panels.board);
    assert.ok(changed > 20, `the backjump changed the board in only ${changed} pixels`);

    await page.keyboard.press('End');
    s = await state(page);
    await waitStep(page, s.steps);
    s = await state(page);
    assert.equal(s.technique, 'model');
    assert.equal(s.replayProblem, '', 'the model is the verified solution');
    await shot(page, `${name}-model`);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

test('tectonic: the 2-SAT round places values the rules could not', async () => {
  const { page, problems } = await openLecture(CASES.tectonic.query);
  await page.keyboard.press('c');
  await page.waitForFunction(() => window.gridlogicLecture.technique === '2-sat', null, { timeout: 10000 });
  const at = (await state(page)).step;
  await page.keyboard.press('ArrowLeft');
  await waitStep(page, at - 1);
  const before = await shot(page, 'tectonic-before-2sat');
  await page.keyboard.press('ArrowRight');
  await waitStep(page, at);
  const after2sat = await shot(page, 'tectonic-2sat');
  const s = await state(page);
  assert.ok(differing(before, after2sat, s.panels.board) > 20, 'the 2-SAT round changed the board');
  assert.deepEqual(problems, []);
  await page.close();
});

test('hashi: the spanning tree grows edge by edge, and the cut method shows its rounds', async () => {
  let { page, problems } = await openLecture(CASES.hashi.query);
  let s = await state(page);
  assert.ok(s.panels.graphCanvas, 'the islands in the graph panel');
  await page.keyboard.press('c');  // next SAT step: the spanning tree
  await page.waitForFunction(() => window.gridlogicLecture.technique === 'spanning-tree', null, { timeout: 10000 });
  await settle(page);
  const root = await shot(page, 'hashi-tree-root');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => window.gridlogicLecture.technique === 'tree-edge', null, { timeout: 10000 });
  await settle(page);
  const grown = await shot(page, 'hashi-tree-2');
  s = await state(page);
  assert.ok(differing(root, grown, s.panels.graphCanvas) > 50, 'the graph panel shows the new tree edges');
  assert.deepEqual(problems, []);
  await page.close();

  ({ page, problems } = await openLecture('genre=hashi&method=cuts'));
  s = await state(page);
  assert.equal(s.method, 'cuts');
  assert.equal(s.status, 'unique');
  const before = await shot(page, 'hashi-cuts-0');
  await page.keyboard.press('c');
  await page.waitForFunction(() => window.gridlogicLecture.technique === 'cut-round', null, { timeout: 10000 });
  await settle(page);
  const round1 = await shot(page, 'hashi-cut-round');
  s = await state(page);
  // The graph panel draws the round's model: its bridges in the colours of the groups they make.
  assert.ok(differing(before, round1, s.panels.graphCanvas) > 200, 'the graph panel shows the round\'s bridges');
  await page.keyboard.press('c');
  await page.waitForFunction((k) => window.gridlogicLecture.technique === 'cut-round' && window.gridlogicLecture.step > k,
    s.step, { timeout: 10000 });
  await settle(page);
  const round2 = await shot(page, 'hashi-cut-round-2');
  assert.ok(differing(round1, round2, s.panels.graphCanvas) > 100, 'the next round has other bridges');
  assert.deepEqual(problems, []);
  await page.close();
});

// The method menu, as a lecturer uses it: click the menu in the menu bar, then "cdcl" in the list that
// opens; the same puzzle reloads as MiniSat's search.
test('the method menu: picking "cdcl" with the mouse reloads the Sudoku as a SAT search', async () => {
  const { page, problems } = await openLecture(CASES.sudoku.query);
  let s = await state(page);
  assert.equal(s.method, 'human');
  const box = await page.locator('#canvas').boundingBox();
  const click = async ([x, y, w, h]) => {
    const before = (await state(page)).draws;
    await page.mouse.click(box.x + x + w / 2, box.y + y + h / 2);
    return settle(page, before);
  };
  assert.ok(s.panels.methodMenu, 'the method menu reports where it is');
  await click(s.panels.methodMenu);
  await page.waitForFunction(() => window.gridlogicLecture.panels['method:cdcl'], null, { timeout: 10000 });
  s = await settle(page);
  for (const m of ['human', 'propagation', 'failed-literals', 'backtracking', 'dpll', 'cdcl', 'exact-cover', 'patterns'])
    assert.ok(s.panels[`method:${m}`], `the list shows the Sudoku method ${m}`);
  await shot(page, 'method-menu-open');
  await click(s.panels['method:cdcl']);
  await page.waitForFunction(() => window.gridlogicLecture.method === 'cdcl', null, { timeout: 30000 });
  s = await settle(page);
  assert.equal(s.panels['method:cdcl'], undefined, 'the list closed');
  assert.equal(s.step, 0);
  await page.keyboard.press('ArrowRight');
  await waitStep(page, 1);
  s = await state(page);
  assert.equal(s.technique, 'assumption', 'the same puzzle, now as the SAT search');
  assert.deepEqual(problems, []);
  await page.close();
});

// Document 002's pattern of givens: a step adds a puzzle of the set, and the shader-drawn heatmap
// (shaders/heatmap.frag) fills in.
test('sudoku patterns: each step adds a puzzle to the heatmap drawn by its shader', async () => {
  const { page, problems } = await openLecture('genre=sudoku&method=patterns');
  let s = await state(page);
  assert.equal(s.method, 'patterns');
  assert.equal(s.status, '40 puzzles, 40 unique');
  assert.equal(s.shaderError, '');
  assert.equal(s.replayProblem, '', 'the counts equal sudoku_patterns\' own');
  const heat = s.panels.heatmap;
  assert.ok(heat, 'a Heatmap panel');
  const empty = await shot(page, 'patterns-0');
  await page.keyboard.press('ArrowRight');
  await waitStep(page, 1);
  s = await state(page);
  assert.equal(s.technique, 'pattern-puzzle');
  assert.match(s.explanation, /^puzzle 1 of 40: \d+ givens/);
  const one = await shot(page, 'patterns-1');
  const changed = differing(empty, one, heat);
  assert.ok(changed > 500, `the heatmap changed in only ${changed} pixels after one puzzle`);
  await page.keyboard.press('End');
  await waitStep(page, 40);
  const all = await shot(page, 'patterns-40');
  assert.ok(differing(one, all, heat) > 500, 'forty puzzles look unlike one');
  // A set of one's own in the address: two puzzles.
  const set = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n' +
    '1' + '.'.repeat(80);
  await page.goto(url + 'lecture.html?genre=sudoku&method=patterns&p=' + encodeURIComponent(set));
  await page.waitForFunction(() => window.gridlogicLecture && window.gridlogicLecture.steps === 2, null, { timeout: 30000 });
  s = await state(page);
  assert.equal(s.status, '2 puzzles, 1 unique');
  assert.deepEqual(problems, []);
  await page.close();
});

test('bad input shows the engine message and the view keeps working', async () => {
  const { page, problems } = await openLecture('genre=cnf&p=' + encodeURIComponent('p cnf 2 1\n1 x 0\n'));
  const s = await state(page);
  assert.match(s.status, /^error: line 2: /);
  assert.ok(s.panels.error && !s.panels.board && !s.panels.graph, 'one message instead of the panels');
  assert.match(await page.textContent('#lecture-status'), /^error: line 2: /);
  assert.deepEqual(problems, []);
  await page.close();
});

// The renderer's benchmark: a generated layered graph of 2,000 nodes (about 3,900 edges) in the graph
// panel, against the same page with a one-node graph; once as the lecture shows it (the picture is
// rendered when the graph or the view changes, then copied), once rendered again every frame (what
// panning or zooming costs). The frame rates are printed and written to build/screenshots/
// lecture-fps.txt (docs/lecture.md records them); the test only checks that the graph is drawn and that
// frames keep coming, since the rate depends on the machine.
test('benchmark: a 2,000-node graph is drawn; frame rates are reported', async (t) => {
  const measure = async (query, name) => {
    const { page, problems } = await openLecture(query);
    const fps = await page.evaluate(() => new Promise((resolve) => {
      let frames = 0;
      const t0 = performance.now();
      const tick = () => {
        frames++;
        if (performance.now() - t0 < 3000) requestAnimationFrame(tick);
        else resolve(frames / ((performance.now() - t0) / 1000));
      };
      requestAnimationFrame(tick);
    }));
    const s = await state(page);
    const img = await shot(page, name);
    const ink = notBackground(img, inner(s.panels.graphCanvas), GRAPH_BG);
    assert.deepEqual(problems, []);
    await page.close();
    return { fps, s, ink };
  };
  const base = await measure('genre=cnf&bench=1', 'bench-1');
  const still = await measure('genre=cnf&bench=2000', 'bench-2000');
  const moving = await measure('genre=cnf&bench=2000&nocache=1', 'bench-2000-every-frame');
  for (const run of [still, moving]) {
    assert.equal(run.s.graph.nodes, 2000);
    assert.ok(run.ink > 5000, `only ${run.ink} pixels of the 2,000-node graph`);
    assert.ok(run.fps > 1, `${run.fps} frames per second`);
  }
  const line = `lecture view, ${still.s.graph.nodes} nodes / ${still.s.graph.edges} edges: ` +
    `${still.fps.toFixed(1)} fps as shown (picture cached between changes), ${moving.fps.toFixed(1)} fps rendered ` +
    `every frame (panning); one-node graph ${base.fps.toFixed(1)} fps; Chromium ${browser.context.browser()?.version() ?? ''} ` +
    `with SwiftShader WebGL2 (software)`;
  t.diagnostic(line);
  writeFileSync(path.join(shots, 'lecture-fps.txt'), line + '\n');
});
