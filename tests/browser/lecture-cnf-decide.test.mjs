// lecture-cnf-decide.test.mjs — the class decides on a CNF (issue 35 item 4), in real Chromium: the
// gallery's CNF lesson (four pigeons, three holes), a click on a variable's left half decides it true,
// on its right half false; the solver propagates and the board shows the consequences (pigeon 1 in hole
// 1 forces every other pigeon out of hole 1); Undo takes the last choice back; a right click sets a
// breakpoint on a variable and B runs to where it is decided or forced; the address (what-if=, break=)
// reopens the same state; the search tree shows the choices. Every wait is on the view's published
// state (window.gridlogicLecture), never a fixed sleep. Screenshots: build/screenshots/cnf-decide-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openSite, shots } from '../support/browser.mjs';
import { lectureState as state, settleLecture, watchedPage } from '../support/lecture.mjs';
import { repoRoot } from '../support/site.mjs';

const cli = path.join(repoRoot, 'build/native/gridlogic');

let site, url, browser;
before(async () => {
  site = await openSite();
  ({ url, browser } = site);
});
after(() => site?.close());

const settle = (page, draws = -1) => settleLecture(page, draws, { timeout: 60000, panels: true });

async function open(href, viewport) {
  const { page, problems } = await watchedPage(browser, viewport);
  await page.goto(new URL(href, url).href);
  return { page, problems, s: await settle(page) };
}

async function key(page, k) {
  const before = (await state(page)).draws;
  await page.keyboard.press(k);
  return settle(page, before);
}

// Moves the pointer to (x, y) in canvas pixels (the view draws its hover), then clicks there.
async function clickAt(page, x, y, button = 'left') {
  const top = (await page.locator('#canvas').boundingBox()).y;
  const moved = (await state(page)).draws;
  await page.mouse.move(x, top + y);
  await page.waitForFunction((d) => { const s = window.gridlogicLecture; return s.idle && s.draws > d; }, moved, { timeout: 60000 });
  const before = (await state(page)).draws;
  await page.mouse.click(x, top + y, { button });
  return settle(page, before);
}

// Variable v's tile ([x, y, width, …, height] published as lab.board): its left half decides it true,
// its right half false.
function half(s, v, truth) {
  const [x0, y0, w, , , , h] = s.lab.board;
  const cols = s.lab.boardCols, r = Math.floor(v / cols), c = v % cols;
  return [x0 + c * w + (truth ? 0.25 : 0.75) * w, y0 + r * h + 0.5 * h];
}

const rectCentre = ([x, y, w, h]) => [x + w / 2, y + h / 2];

async function cnfLesson() {
  const { page } = await open('lecture.html');
  const href = await page.$eval('#lessons a[data-lesson="cdcl"]', (a) => a.getAttribute('href'));
  await page.close();
  assert.match(href, /genre=cnf/);
  return href;
}

for (const [width, height, scale] of [[1280, 800, 1], [1920, 1080, 2]])
  test(`CNF at ${width}×${height} scale ${scale}: click a literal, see the consequences, Undo, breakpoint, reload the address`, async () => {
    const lesson = await cnfLesson();
    const { page, problems, s: first } = await open(`${lesson}&scale=${scale}`, { width, height });
    const where = `${width}×${height}`;
    assert.equal(first.genre, 'cnf');
    assert.equal(first.replayProblem, '', where);
    let s = await key(page, 'Home');
    assert.equal(s.step, 0);
    assert.equal(s.lab.boardCols, 3, 'the pigeonhole matrix: 4 pigeons × 3 holes');
    assert.ok(s.lab.variables.every((v) => v === -1), 'every variable open at the start');

    // Pigeon 1 in hole 1 (variable 1, true): the class's first decision.
    s = await clickAt(page, ...half(s, 0, true));
    assert.equal(s.lab.whatIf, '1:1', where);
    assert.match(s.lab.note, /the class decided/);
    assert.equal(s.lab.variables[0], 1, 'the decision: p[p1,h1] true');
    // Its consequences: no other pigeon can sit in hole 1 (the clauses ¬p[1,1] ∨ ¬p[k,1]).
    for (const v of [3, 6, 9]) assert.equal(s.lab.variables[v], 0, `${where}: variable ${v + 1} forced false`);
    assert.equal(s.technique, 'propagation', 'the view stops after the decision\'s propagation');
    assert.match(s.explanation, /unit propagation implies/);
    assert.ok(page.url().includes('what-if=1%3A1') || page.url().includes('what-if=1:1'), page.url());
    writeFileSync(path.join(shots, `cnf-decide-${width}-decided.png`), await page.locator('#canvas').screenshot());

    // Pigeon 1 not in hole 2 (variable 2, false: the tile's right half): the second decision.
    s = await clickAt(page, ...half(s, 1, false));
    assert.equal(s.lab.whatIf, '1:1,2:-2', where);
    assert.equal(s.lab.variables[1], 0);
    assert.equal(s.lab.variables[0], 1, 'the first decision stays');
    const two = s;

    // Undo: the second choice goes, the first stays.
    assert.ok(s.panels['transport:undo'], 'the Undo button is on the screen');
    s = await clickAt(page, ...rectCentre(s.panels['transport:undo']));
    assert.equal(s.lab.whatIf, '1:1', 'Undo takes the last decision back');

    // A breakpoint on variable 5 (right click); B runs to where it is decided or forced.
    const bp = 4;
    s = await key(page, 'Home');
    s = await clickAt(page, ...half(s, bp, true), 'right');
    assert.equal(s.lab.breakpoints, 'x5');
    assert.equal(s.lab.whatIf, '1:1', 'a right click decides nothing');
    assert.equal(s.lab.variables[bp], -1);
    s = await key(page, 'b');
    assert.ok(s.step > 0, 'the run moved to the breakpoint');
    assert.notEqual(s.lab.variables[bp], -1, `${where}: x5 is set at the breakpoint (step ${s.step}: ${s.explanation})`);
    const atBreak = s;
    await key(page, 'ArrowLeft');
    assert.equal((await state(page)).lab.variables[bp], -1, 'one step before the breakpoint x5 was open');
    s = await key(page, 'ArrowRight');
    assert.deepEqual(s.lab.variables, atBreak.lab.variables);

    // The address reopens the path: the same decisions, step, board and breakpoint.
    const address = page.url();
    assert.match(address, /break=x5/);
    const { page: again, problems: againProblems, s: reopened } = await open(address, { width, height });
    assert.equal(reopened.lab.whatIf, '1:1');
    assert.equal(reopened.step, atBreak.step);
    assert.equal(reopened.explanation, atBreak.explanation);
    assert.deepEqual(reopened.lab.variables, atBreak.lab.variables);
    assert.equal(reopened.lab.breakpoints, 'x5');
    assert.deepEqual(againProblems, []);
    await again.close();

    // The two-decision path from its address, with the search tree: the class's choices are its nodes.
    const treeHref = `${lesson.replace(/&at=[^&]*/, '')}&scale=${scale}&what-if=${encodeURIComponent(two.lab.whatIf)}&pos=${two.step}&panel=tree`;
    const { page: tree, problems: treeProblems, s: t } = await open(treeHref, { width, height });
    assert.equal(t.lab.whatIf, '1:1,2:-2');
    assert.equal(t.step, two.step);
    assert.deepEqual(t.lab.variables, two.lab.variables);
    assert.equal(t.lab.tab, 'tree');
    assert.ok(t.lab.tree.nodes > 2, `the tree has the choices: ${t.lab.tree.nodes} nodes`);
    writeFileSync(path.join(shots, `cnf-decide-${width}-tree.png`), await tree.locator('#canvas').screenshot());
    assert.deepEqual(treeProblems, []);
    await tree.close();
    assert.deepEqual(problems, [], where);
    await page.close();
  });

// The pigeonhole formula in DIMACS, written here independently of the view's shorthand.
function pigeonhole(n, m) {
  const v = (i, j) => i * m + j + 1, clauses = [];
  for (let i = 0; i < n; i++) clauses.push([...Array(m).keys()].map((j) => v(i, j)));
  for (let j = 0; j < m; j++)
    for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) clauses.push([-v(a, j), -v(b, j)]);
  return `p cnf ${n * m} ${clauses.length}\n` + clauses.map((c) => c.join(' ') + ' 0\n').join('');
}

test('the CNF lesson\'s totals are `gridlogic sat`\'s for the same formula', { skip: !existsSync(cli) && 'build/native/gridlogic is not built' }, async () => {
  for (const [n, m] of [[4, 3], [5, 4], [3, 3]]) {
    const { page, problems, s } = await open(`lecture.html?genre=cnf&method=cdcl&p=php%3A${n}%3A${m}`);
    const out = execFileSync(cli, ['sat'], { input: pigeonhole(n, m), encoding: 'utf8' });
    const [, conflicts, decisions, propagations] = out.match(/^c conflicts (\d+) decisions (\d+) propagations (\d+)/m).map(Number);
    assert.deepEqual(s.lab.totals, { decisions, propagations, conflicts }, `php:${n}:${m}`);
    assert.equal(s.lab.command, 'gridlogic sat');
    assert.equal(s.lab.runVerdict, /^s SATISFIABLE/m.test(out) ? 'satisfiable' : 'unsatisfiable');
    assert.match(s.lab.cnfSize, new RegExp(`^${n * m} variables`));
    assert.deepEqual(problems, []);
    await page.close();
  }
});
