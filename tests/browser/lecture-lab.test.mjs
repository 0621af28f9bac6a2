// lecture-lab.test.mjs — the lecture view as a lab (issue 35), in real Chromium (SwiftShader WebGL2):
// each of the lab's gallery lessons at 1920×1080 and scales 1-3 keeps the board, the step's text and the
// graph (or search tree, or side-by-side table) on the screen at readable sizes (measured: candidates,
// graph labels); a click on a candidate makes it the next decision, Undo gives the run back; the search
// tree jumps where a node is clicked; "both to the first solution" steps two methods to the same point;
// the uniqueness lesson ends in its proof; and the numbers on the screen are `gridlogic solve --method …
// --json`'s (the native CLI, when built). Every wait is on the view's published state (its `idle` flag
// after `draws` moved on), never a fixed sleep. Screenshots: build/screenshots/lab-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openSite, shots } from '../support/browser.mjs';
import { lectureState as state, settleLecture, watchedPage } from '../support/lecture.mjs';
import { repoRoot } from '../support/site.mjs';

const LAB_LESSONS = ['propagation-encodings', 'dpll-cdcl', 'decide', 'dancing-links', 'unique', 'heuristics'];
const cli = path.join(repoRoot, 'build/native/gridlogic');

let site, url, browser;
before(async () => {
  site = await openSite();
  ({ url, browser } = site);
});
after(() => site?.close());

// Waits until the view has drawn at least once after `draws`, its timeline up, and had nothing left to draw.
const settle = (page, draws = -1) => settleLecture(page, draws, { timeout: 60000, panels: true });

async function open(href, viewport = { width: 1920, height: 1080 }) {
  const { page, problems } = await watchedPage(browser, viewport);
  await page.goto(new URL(href, url).href);
  const s = await settle(page);
  return { page, problems, s };
}

async function shot(page, name) {
  writeFileSync(path.join(shots, `lab-${name}.png`), await page.locator('#canvas').screenshot());
}

async function canvasTop(page) {
  return (await page.locator('#canvas').boundingBox()).y;
}

// Clicks a published rectangle ([x, y, w, h] in canvas pixels) as a mouse does: the pointer arrives
// (the view draws its hover), then the press; waits for the view to settle after each. (`tap` below
// jumps and presses in one event.)
async function click(page, rect, button = 'left') {
  const top = await canvasTop(page);
  const x = rect[0] + rect[2] / 2, y = top + rect[1] + rect[3] / 2;
  if (page.pointer?.x !== x || page.pointer?.y !== y) {
    const moved = (await state(page)).draws;
    await page.mouse.move(x, y);
    page.pointer = { x, y };
    await page.waitForFunction((d) => { const s = window.gridlogicLecture; return s.idle && s.draws > d; }, moved, { timeout: 60000 });
  }
  const before = (await state(page)).draws;
  await page.mouse.click(x, y, { button });
  return settle(page, before);
}

// The screen position of candidate `value` of `cell` on the board ([x, y, cell, subCols, subRows, px]).
function candidateAt(s, cell, value) {
  const [x0, y0, size, sc, sr] = s.lab.board;
  const r = Math.floor(cell / 9), c = cell % 9;
  return [x0 + c * size + ((value - 1) % sc + 0.5) * size / sc - 1, y0 + r * size + (Math.floor((value - 1) / sc) + 0.5) * size / sr - 1, 2, 2];
}

const inside = ([x, y, w, h], W, H) => x >= -1 && y >= -1 && x + w <= W + 1 && y + h <= H + 1;

// The gallery's lessons (the lab's six, or all of them).
async function lessons(all = false) {
  const { page } = await open('lecture.html');
  const found = await page.$$eval('#lessons a[data-lesson]', (as) => as.map((a) => ({ name: a.dataset.lesson, href: a.getAttribute('href') })));
  await page.close();
  return all ? found : found.filter((l) => LAB_LESSONS.includes(l.name));
}

test('the gallery offers the six lab lessons', async () => {
  const found = await lessons();
  assert.deepEqual(found.map((l) => l.name), LAB_LESSONS);
});

// The projector: every gallery lesson (the lab's and the older ones) at scales 1, 2 and 3 keeps the
// board, the step's text and its right panel on the screen, with sizes that read from the back of a room.
for (const scale of [1, 2, 3])
  test(`every gallery lesson at 1920×1080, scale ${scale}: board, step and graph on screen, readable`, async () => {
    for (const lesson of await lessons(true)) {
      const { page, problems, s } = await open(`${lesson.href}&scale=${scale}`);
      const box = await page.locator('#canvas').boundingBox();
      const where = `${lesson.name} scale ${scale}`;
      assert.equal(s.replayProblem, '', where);
      for (const [name, r] of Object.entries(s.panels))
        assert.ok(inside(r, box.width, box.height), `${where}: ${name} ${r} inside ${box.width}×${box.height}`);
      assert.ok(s.panels.board && s.panels.timeline && s.panels.graph, `${where}: board, timeline and the right panel`);
      // The right panel keeps real room: 28 % of the canvas or more (the board keeps its 42 % of the width).
      const [, , gw, gh] = s.panels.graph;
      assert.ok(gw * gh >= box.width * box.height * 0.28, `${where}: the right panel is ${gw}×${gh}`);
      // Sizes, measured: at scale 2 and above candidates of 20 px, graph and tree labels of 24 px.
      const candidatePx = s.lab.board[5];
      // (A Hashi or a CNF has no candidates; every other genre's board publishes their size.)
      const withCandidates = !/genre=(hashi|cnf)/.test(lesson.href);
      if (scale >= 2) {
        if (withCandidates) assert.ok(candidatePx >= 20, `${where}: candidates ${candidatePx.toFixed(1)} px`);
        assert.ok(s.fontPx.small >= 24, `${where}: labels ${s.fontPx.small} px`);
      }
      const labels = s.lab.tab === 'tree' ? s.lab.treeLabels : s.graph.labels;
      for (const [text, , , , h] of labels) assert.ok(h >= (scale >= 2 ? 24 : 13), `${where}: label ${text} ${h} px high`);
      if (s.lab.tab === 'graph' && s.panels.graphCanvas) assert.ok(s.graph.labelCount > 0, `${where}: the graph has labels`);
      if (s.lab.tab === 'tree') assert.ok(s.lab.tree.nodes > 1, `${where}: the tree has nodes`);
      if (s.lab.tab === 'compare') assert.ok(s.lab.other.totals && s.panels.compareTable, `${where}: the table`);
      console.log(`${where}: layout ${s.layout}, candidates ${candidatePx.toFixed(1)} px, labels ${s.fontPx.small.toFixed(1)} px, ` +
        `right panel ${gw}×${gh}, tab ${s.lab.tab}`);
      await shot(page, `${lesson.name}-scale${scale}`);
      assert.deepEqual(problems, [], where);
      await page.close();
    }
  });

test('decide it yourself: a clicked candidate is the next decision, Undo gives the run back', async () => {
  const lesson = (await lessons()).find((l) => l.name === 'decide');
  const { page, problems, s } = await open(lesson.href);
  const steps = s.steps, pos = s.step, made = s.lab.decisionsSoFar;
  // An open candidate of the board at this step: the first one the published board still offers.
  const probe = await page.evaluate(() => window.gridlogicLecture.lab);
  assert.equal(probe.whatIf, '');
  // Click the last candidate of the last open cell (the heuristic, first open, would not take it).
  let after = null;
  for (let cell = 80; cell >= 0 && !after; cell--)
    for (let v = 9; v >= 1 && !after; v--) {
      const t = await click(page, candidateAt(s, cell, v));
      if (t.lab.whatIf) after = { t, cell, v };
    }
  assert.ok(after, 'a click on a candidate decided it');
  const { t, cell, v } = after;
  const name = `r${Math.floor(cell / 9) + 1}c${cell % 9 + 1}=${v}`;
  assert.equal(t.lab.whatIf, `${made + 1}:${name}`);
  assert.ok(new URL(page.url()).searchParams.get('what-if') === t.lab.whatIf, 'the address holds the choice');
  assert.ok(t.step > pos, 'the view moved on to the decision and its consequences');
  assert.match(t.lab.note, new RegExp(`decided ${name}`));
  assert.ok(t.lab.whatIfMs > 0, 'the answer time is measured');
  console.log(`what-if ${name}: answered in ${t.lab.whatIfMs.toFixed(1)} ms (recording and replay in WebAssembly)`);
  await shot(page, 'decide-after');
  // Undo: the class's decision goes, the run is the heuristic's again.
  const undone = await click(page, t.panels['transport:undo']);
  assert.equal(undone.lab.whatIf, '');
  assert.equal(undone.steps, steps);
  assert.equal(undone.step, pos + (undone.step - pos), 'back at the decision point');
  assert.equal(new URL(page.url()).searchParams.get('what-if'), null);
  assert.deepEqual(problems, []);
  await page.close();
});

// DPLL on the minimal encoding of a hard puzzle searches for long after a click: the view records the
// run only up to a window after the click (docs/lecture.md), says so, records the rest when the lecture
// goes to the end, reopens the click's address the same way, and Back puts the run back as it was.
// DPLL on the minimal encoding of Norvig's hard puzzle, a step on (past the givens), and a click on the
// last open candidate from r9c9 back: the class's decision. Returns the page, its states and `press`.
async function clickOnHardDpll() {
  const { page, problems, s: s0 } = await open('lecture.html?genre=sudoku&method=dpll&encoding=minimal&p=' +
    '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');
  const press = async (key) => { const b = (await state(page)).draws; await page.keyboard.press(key); return settle(page, b); };
  const s = await press('ArrowRight');
  let t = null;
  for (let cell = 80; cell >= 0 && !t; cell--)
    for (let v = 9; v >= 1 && !t; v--) {
      const u = await click(page, candidateAt(s, cell, v));
      if (u.lab.whatIf) t = u;
    }
  assert.ok(t, 'a click decided a candidate');
  return { page, problems, s0, s, t, press };
}

test('after a click the run is recorded in a window; End records the rest; Back restores the run', async () => {
  const { page, problems, s0, s, t, press } = await clickOnHardDpll();
  assert.equal(s0.lab.complete, true);
  assert.equal(t.lab.complete, false, 'recorded in a window');
  assert.ok(t.lab.window > 0 && t.steps < s0.steps, `${t.steps} steps recorded of the run's ${s0.steps}`);
  assert.equal(t.lab.command, '', 'no command line claimed for a run stopped by its window');
  assert.equal(t.lab.runVerdict, 'unfinished');
  assert.ok(t.step < t.steps - 1, 'the decision and its consequences are inside the window');
  const link = page.url();
  await shot(page, 'window-after-click');
  // End: recorded further, a window a frame, to the complete run.
  const e = await press('End');
  assert.equal(e.lab.complete, true);
  assert.ok(e.lab.extensions >= 1, `${e.lab.extensions} recordings with a larger window`);
  assert.equal(e.step, e.steps, 'at the end of the complete run');
  assert.match(e.lab.command, /--method dpll --encoding minimal/);
  assert.equal(e.lab.whatIf, t.lab.whatIf);
  // Back: the run before the click, as it was.
  const back = await click(page, e.panels['transport:undo']);
  assert.equal(back.lab.whatIf, '');
  assert.equal(back.steps, s0.steps);
  assert.equal(back.step, s.step, 'back where the class clicked');
  assert.equal(back.lab.complete, true);
  // The click's address reopens at the same step, recorded in a window too.
  await page.goto(link);
  const r = await settle(page);
  assert.equal(r.lab.whatIf, t.lab.whatIf);
  assert.equal(r.step, t.step);
  assert.equal(r.lab.complete, false);
  assert.deepEqual(problems, []);
  await page.close();
});

// After a click the search pauses at the window's end and goes on from there a slice a frame
// (docs/lecture.md): a breakpoint past what is recorded is found by recording on, and End reaches the
// complete run — each waited for on the published state.
test('after a click, a breakpoint beyond the recorded window is reached; End reaches the complete run', async () => {
  // The puzzle's solution (`gridlogic solve`): a breakpoint on a cell's solution value is hit by the
  // run's model at the latest.
  const SOLUTION = '417369825632158947958724316825437169791586432346912758289643571573291684164875293';
  const { page, problems, t, press } = await clickOnHardDpll();
  assert.equal(t.lab.complete, false, 'recorded in a window');
  const recorded = t.steps;
  // On to the last step of the window (not past it: that would record further).
  let u = t;
  while (u.step < recorded - 2) u = await press(u.step + 10 <= recorded - 2 ? 'PageDown' : 'ArrowRight');
  assert.equal(u.steps, recorded, 'stepping inside the window records nothing more');
  // A breakpoint on the solution value of an open cell, from the last cell back.
  let b = null;
  for (let cell = 80; cell >= 0 && !b; cell--) {
    const w = await click(page, candidateAt(u, cell, Number(SOLUTION[cell])), 'right');
    if (w.lab.breakpoints) b = w;
  }
  assert.ok(b, 'a breakpoint was set');
  assert.equal(b.steps, recorded);
  const r = await click(page, b.panels['transport:breakpoint']);
  assert.ok(r.steps > recorded, `recorded on past the window: ${r.steps} steps (the window had ${recorded})`);
  assert.ok(r.step >= recorded - 1, `stopped at step ${r.step}, beyond the window's last (${recorded - 2})`);
  assert.doesNotMatch(r.lab.note, /no breakpoint/);
  assert.equal(r.lab.recording, false, 'nothing more is recorded once it is found');
  // End: the rest of the run, a slice a frame, to the complete run and its totals.
  const e = await press('End');
  assert.equal(e.lab.complete, true);
  assert.equal(e.step, e.steps, 'at the end of the complete run');
  assert.equal(e.steps, e.lab.recordedSteps);
  assert.ok(e.lab.extensions >= 1);
  assert.match(e.lab.command, /--method dpll --encoding minimal/);
  assert.notEqual(e.lab.runVerdict, 'unfinished');
  await shot(page, 'end-after-click');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a breakpoint on a candidate stops the run where it is decided, forced or struck', async () => {
  const { page, problems, s } = await open('lecture.html?genre=sudoku&method=dpll&p=4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');
  // Right-click a candidate of an open cell: a breakpoint.
  let t = null;
  for (let v = 1; v <= 9 && !t; v++) {
    const u = await click(page, candidateAt(s, 1, v), 'right');
    if (u.lab.breakpoints) t = u;
  }
  assert.ok(t, 'a breakpoint was set');
  const r = await click(page, t.panels['transport:breakpoint']);
  assert.ok(r.step > 0, `stopped at step ${r.step}`);
  assert.match(r.lab.breakpoints, /^r1c2=\d$/);
  assert.deepEqual(problems, []);
  await page.close();
});

// A tap: the pointer jumps onto the point and presses in the same event (a touch screen, a pen, an
// interactive whiteboard), with no frame drawn in between; waits for the view to settle.
async function tap(page, [x, y]) {
  const top = await canvasTop(page);
  const before = (await state(page)).draws;
  await page.mouse.click(x, top + y);
  page.pointer = { x, y: top + y };
  return settle(page, before);
}

// A node the page published with no other node near it, other than the step on screen.
function loneNode(s, skip = 0) {
  const nodes = s.lab.treeNodes;
  const alone = ([, x, y]) => nodes.every(([, u, v]) => (u === x && v === y) || Math.hypot(u - x, v - y) > 24);
  return nodes.filter((n) => n[0] > 0 && n[0] !== s.step && alone(n))[skip];
}

test('the search tree: a node per decision, a click or a tap on a node jumps to its step', async () => {
  const lesson = (await lessons()).find((l) => l.name === 'dancing-links');
  const { page, problems, s } = await open(lesson.href);
  assert.equal(s.lab.tab, 'tree');
  assert.ok(s.lab.tree.nodes > 3, `${s.lab.tree.nodes} nodes`);
  assert.match(s.lab.tree.title, /Search tree: \d+ decisions?, \d+ failures?, \d+ solutions?/);
  // Click a node the page published with no other node near it (its step becomes the position).
  const target = loneNode(s);
  assert.ok(target, 'a node to jump to');
  const [step, x, y] = target;
  let r = await click(page, [x - 1, y - 1, 2, 2]);
  assert.equal(r.step, step, 'the view jumped to the node\'s step');
  await shot(page, 'tree-jump');
  // Taps, the pointer jumping from node to node: each goes to its node's step, and the tree stays
  // where it was (a tap is not a drag).
  for (const skip of [0, 3, 1]) {
    const [tapStep, tx, ty] = loneNode(r, skip) ?? [];
    assert.ok(tapStep, `a node to tap (${skip})`);
    const t = await tap(page, [tx, ty]);
    assert.equal(t.step, tapStep, `a tap at ${tx},${ty} went to the node's step`);
    const moved = t.lab.treeNodes.find(([k]) => k === tapStep);
    assert.ok(moved && Math.hypot(moved[1] - tx, moved[2] - ty) <= 1, `the tapped node stayed at ${tx},${ty}: ${moved}`);
    r = t;
  }
  await shot(page, 'tree-tap');
  assert.deepEqual(problems, []);
  await page.close();
});

// A phone held upright: the gallery is one line, the board as wide as the screen, and a tap on a
// candidate decides it as a click does.
test('on a phone the board takes the width and a tapped candidate is the next decision', async () => {
  const lesson = (await lessons()).find((l) => l.name === 'decide');
  const W = 390, H = 844;
  const { page, problems, s } = await open(lesson.href, { width: W, height: H });
  const nav = await page.locator('#lessons').boundingBox();
  assert.ok(nav.height <= 48, `the gallery is one line (${nav.height} px high)`);
  const [, , size, , , px] = s.lab.board;
  assert.ok(9 * size >= 0.9 * W, `the board is ${9 * size} px wide on a ${W} px screen`);
  assert.ok(px >= 9, `candidates ${px} px`);
  const top = await canvasTop(page);
  for (const name of ['board', 'timeline', 'transport:forward'])
    assert.ok(s.panels[name] && inside(s.panels[name], W, H - top), `${name} on the screen: ${s.panels[name]}`);
  await shot(page, 'phone');
  let t = null;
  for (let cell = 80; cell >= 0 && !t; cell--)
    for (let v = 9; v >= 1 && !t; v--) {
      const [x, y] = candidateAt(s, cell, v);
      const u = await tap(page, [x + 1, y + 1]);
      if (u.lab.whatIf) t = u;
    }
  assert.ok(t, 'a tap on a candidate decided it');
  assert.ok(t.step > s.step, 'the view moved on to the decision and its consequences');
  assert.deepEqual(problems, []);
  await page.close();
});

test('side by side: both methods to the first solution, their counts in one table', async () => {
  const lesson = (await lessons()).find((l) => l.name === 'dpll-cdcl');
  const { page, problems, s } = await open(lesson.href);
  assert.equal(s.lab.tab, 'compare');
  assert.ok(s.lab.other.method, 'a second method');
  const r = await click(page, s.panels['both:solution']);
  assert.equal(r.technique, 'model');
  assert.equal(r.lab.other.technique, 'model');
  // The table has each run's time beside its counts (the engine's, in the view's WebAssembly).
  assert.ok(r.lab.solveMs >= 0 && r.lab.other.solveMs >= 0, `times ${r.lab.solveMs} and ${r.lab.other.solveMs} ms`);
  await shot(page, 'side-by-side');
  assert.deepEqual(problems, []);
  await page.close();
});

test('proving a puzzle unique: the blocked model, then the proof', async () => {
  const lesson = (await lessons()).find((l) => l.name === 'unique');
  const { page, problems, s } = await open(lesson.href);
  assert.equal(s.technique, 'block');
  assert.equal(s.lab.runVerdict, 'unique');
  const before = s.draws;
  await page.keyboard.press('End');
  const end = await settle(page, before);
  assert.equal(end.technique, 'unsatisfiable');
  assert.match(end.explanation, /unsatisfiable.*unique/);
  await shot(page, 'unique-proof');
  assert.deepEqual(problems, []);
  await page.close();
});

// The numbers on the screen are the command line's: each lesson's totals equal the JSON of the command
// it publishes (run here with the lesson's puzzle on its standard input).
test('every lab lesson\'s totals equal `gridlogic solve --method … --json`', { skip: !existsSync(cli) && 'build/native/gridlogic is not built' }, async () => {
  for (const lesson of await lessons()) {
    const { page, s } = await open(lesson.href);
    const runs = [[s.lab.command, s.lab.totals, new URL(page.url()).searchParams.get('p')]];
    if (s.lab.other.command) runs.push([s.lab.other.command, s.lab.other.totals, new URL(page.url()).searchParams.get('p')]);
    for (const [command, totals, puzzle] of runs) {
      const args = command.split(' ').slice(1);
      const out = JSON.parse(execFileSync(cli, args, { input: puzzle + '\n' }).toString());
      for (const [name, value] of Object.entries(totals))
        assert.equal(out.stats[name], value, `${lesson.name}: ${command}: ${name}`);
    }
    await page.close();
  }
});
