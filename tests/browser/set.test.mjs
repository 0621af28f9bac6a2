// set.test.mjs — the setting page (set.html) in Chromium: a person sets a known killer Sudoku, a jigsaw
// Sudoku, a Tectonic and a Hashi from an empty grid, once with the mouse (drags, clicks, the pad) and
// once with the keyboard (arrows, Shift+arrows, Enter, digits), watches the true candidates narrow
// until the engine says "unique", sees the level and the hardest step, publishes, and pastes the
// snippet into a page of another origin, where the widget plays the puzzle. Every wait is on what the
// page publishes (the setting session's answer for the newest draft), never on a clock. Screenshots at
// phone, desktop and projector sizes go to build/screenshots/set-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../../tools/static-server.mjs';
import { launchBrowser, shots } from '../support/browser.mjs';
import { siteDir } from '../support/site.mjs';

// The known puzzles, as a setter would copy them from paper.
// A 6×6 killer the engine's generator made (seed 11): ten cages and three givens.
const KILLER = {
  genre: 'sudoku', size: '6', rows: 6, cols: 6,
  cages: [
    [['R5C1', 'R5C2', 'R6C1'], 9], [['R1C5', 'R1C6', 'R2C5', 'R2C6', 'R3C6'], 18], [['R5C4', 'R6C4', 'R6C5'], 8],
    [['R1C2', 'R2C2'], 5], [['R3C3', 'R4C3', 'R5C3', 'R6C2', 'R6C3'], 18], [['R1C1', 'R2C1', 'R3C1'], 15],
    [['R2C3', 'R2C4', 'R3C4', 'R3C5', 'R4C4', 'R4C5'], 21], [['R3C2', 'R4C1', 'R4C2'], 11],
    [['R4C6', 'R5C5', 'R5C6', 'R6C6'], 16], [['R1C3', 'R1C4'], 5],
  ].map(([names, sum]) => ({ cells: names.map((n) => { const m = /R(\d)C(\d)/.exec(n); return (m[1] - 1) * 6 + (m[2] - 1); }), sum })),
  givens: { 6: 5, 7: 4, 8: 2 },
};
// A 6×6 jigsaw: six regions drawn by hand, seven givens left by removing digits while it stayed unique.
const JIGSAW = {
  genre: 'sudoku', size: '6', rows: 6, cols: 6,
  regions: ['AAABBB', 'AACBBB', 'ACCCDD', 'ECCDDD', 'EEFFFD', 'EEEFFF'],
  givens: '.6..............1...5.6.1....2...3..',
};
// The generator's 5×5 Tectonic (seed 3): https://puzz.link/p?suguru/5/5/cpap0q78j1l3g135o
const TECTONIC = {
  genre: 'tectonic', size: '5x5', rows: 5, cols: 5,
  regions: ['AABCC', 'AABCC', 'DDBBC', 'DDEEF', 'DEEEF'],
  givens: ['....1', '.....', '.3.13', '5....', '.....'].join(''),
};
// The widget tests' 7×7 Hashi from puzz.link: https://puzz.link/p?hashi/7/7/n46i4o5i6u45i4
const HASHI = {
  genre: 'hashi', size: '7x7', rows: 7, cols: 7,
  islands: [[1, 1, 4], [1, 2, 6], [1, 6, 4], [3, 2, 5], [3, 6, 6], [6, 1, 4], [6, 2, 5], [6, 6, 4]],
};

// The cells of each letter of a region map.
function regionsOf(map, cols) {
  const by = new Map();
  map.join('').split('').forEach((ch, i) => { if (!by.has(ch)) by.set(ch, []); by.get(ch).push(i); });
  return [...by.values()];
}

// A walk through connected cells by orthogonal steps (a depth-first tour that steps back over cells it
// has passed): what a finger dragging over a region or a cage, or Shift+arrows, go through.
function tour(cells, cols) {
  const set = new Set(cells), seen = new Set([cells[0]]), out = [cells[0]];
  const visit = (i) => {
    for (const j of [i - cols, i + 1, i + cols, i - 1]) {
      if (!set.has(j) || seen.has(j)) continue;
      if ((j === i + 1 || j === i - 1) && Math.floor(j / cols) !== Math.floor(i / cols)) continue;
      seen.add(j);
      out.push(j);
      visit(j);
      out.push(i);
    }
  };
  visit(cells[0]);
  assert.equal(seen.size, set.size, `cells ${cells} are connected`);
  return out;
}

let site, blog, browser;
const blogPages = new Map();
before(async () => {
  site = await startServer(siteDir);
  // The blog: another origin, each page the snippet a test publishes.
  blog = await new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      const body = blogPages.get(req.url);
      if (!body) { res.writeHead(404).end('no such post'); return; }
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(body);
    });
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` }));
  });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  site?.server.close();
  blog?.server.close();
});

async function openSetter(viewport) {
  const page = await browser.context.newPage();
  await page.setViewportSize(viewport);
  const problems = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console: ${msg.text()}`); });
  await page.goto(`${site.url}set.html`);
  await page.waitForFunction(() => document.body.dataset.state === 'setting');
  return { page, problems };
}

// Waits until the page shows the engine's answer (or its own) for the draft now on the board.
async function settled(page) {
  await page.waitForFunction(() => {
    const s = window.gridlogicSetter;
    return s && s.live.version === s.version && ['answered', 'draft', 'error', 'cancelled'].includes(s.live.phase);
  }, null, { timeout: 60000 });
  return page.evaluate(() => {
    const s = window.gridlogicSetter, l = s.live;
    const possible = l.cells ? l.cells.reduce((n, x, i) => n + (x && !s.draft.givens[i] ? x.values.length : 0), 0) : null;
    return { phase: l.phase, status: l.status, possible, analysis: l.analysis, bridges: l.bridges ? l.bridges.length : null, problem: l.problem ? l.problem.text : '' };
  });
}

async function newGrid(page, genre, size) {
  await page.selectOption('#genre', genre);
  await page.selectOption('#size', size);
  await page.click('#new-draft');
  await page.waitForFunction(([g]) => window.gridlogicSetter.draft.genre === g, [genre]);
}

async function tool(page, id) {
  await page.click(`#tools [data-tool="${id}"]`);
  await page.waitForFunction((t) => window.gridlogicSetter.tool === t, id);
}

// The screen point of a board point (board units: a cell is 1), scrolled into the window first (on a
// phone the pad lies below the board: pressing it scrolls the board away).
async function boardPoint(page, x, y, selector = '#board') {
  return page.locator(selector).evaluate((svg, [bx, by]) => {
    let p = new DOMPoint(bx, by).matrixTransform(svg.getScreenCTM());
    if (p.y < 10 || p.y > innerHeight - 10) {
      window.scrollBy(0, p.y - innerHeight / 2);
      p = new DOMPoint(bx, by).matrixTransform(svg.getScreenCTM());
    }
    return { x: p.x, y: p.y };
  }, [x, y]);
}
const cellPoint = (page, i, cols) => boardPoint(page, (i % cols) + 0.5, Math.floor(i / cols) + 0.5);

// ---- the two ways in: a mouse and a keyboard, each with the same few gestures ----
function mouse(page, cols) {
  return {
    async drag(path) {
      const p0 = await cellPoint(page, path[0], cols);
      await page.mouse.move(p0.x, p0.y);
      await page.mouse.down();
      for (const i of path.slice(1)) { const p = await cellPoint(page, i, cols); await page.mouse.move(p.x, p.y, { steps: 3 }); }
      await page.mouse.up();
    },
    async click(i) { const p = await cellPoint(page, i, cols); await page.mouse.click(p.x, p.y); },
    async type(text) { for (const ch of String(text)) await page.click(`#pad [data-value="${ch}"]`); },
  };
}

function keyboard(page, cols) {
  let at = -1;   // where the board's cursor is (−1: none yet)
  const cursor = async () => Number(await page.getAttribute('#board', 'data-cursor'));
  const go = async (target, shift) => {
    // Where the board's cursor is: the first arrow shows it (on a board without one, at r1c1).
    if (at < 0) at = await cursor();
    if (at < 0) { await page.keyboard.press('ArrowRight'); at = await cursor(); }
    const dr = Math.floor(target / cols) - Math.floor(at / cols), dc = (target % cols) - (at % cols);
    const key = (k, n) => Array.from({ length: Math.abs(n) }, () => k);
    for (const k of [...key(dr > 0 ? 'ArrowDown' : 'ArrowUp', dr), ...key(dc > 0 ? 'ArrowRight' : 'ArrowLeft', dc)])
      await page.keyboard.press(shift ? `Shift+${k}` : k);
    at = target;
  };
  return {
    async focus() { await page.locator('#board').focus(); },
    async drag(path) {
      await go(path[0], false);
      for (const i of path.slice(1)) await go(i, true);
      await page.keyboard.press('Enter');
    },
    async click(i) { await go(i, false); },
    async toggle(i) { await go(i, false); await page.keyboard.press('Enter'); },
    async type(text) { for (const ch of String(text)) await page.keyboard.press(ch); },
    reset() { at = -1; },
  };
}

// Sets a known puzzle through `how` (mouse or keyboard), checking after each piece that the true
// candidates only ever narrow. Returns the final answer.
async function setPuzzle(page, spec, how) {
  const { cols } = spec;
  const input = how === 'mouse' ? mouse(page, cols) : keyboard(page, cols);
  await newGrid(page, spec.genre, spec.size);
  if (input.focus) await input.focus();
  let last = await settled(page);
  const trail = [last.possible];
  const narrowed = async () => {
    const now = await settled(page);
    if (now.possible !== null && last.possible !== null) assert.ok(now.possible <= last.possible, `candidates narrow: ${last.possible} → ${now.possible}`);
    trail.push(now.possible);
    last = now;
    return now;
  };
  if (spec.regions) {
    await tool(page, 'regions');
    if (input.focus) await input.focus();
    for (const cells of regionsOf(spec.regions, cols)) {
      await input.drag(tour(cells, cols));
      await settled(page);
    }
    last = await settled(page);
    trail.push(last.possible);
  }
  if (spec.cages) {
    await tool(page, 'cage');
    if (input.focus) await input.focus();
    for (const cage of spec.cages) {
      await input.drag(tour(cage.cells, cols));
      await narrowed();
      await input.type(cage.sum);
      await narrowed();
    }
  }
  if (spec.givens) {
    await tool(page, 'digits');
    if (input.focus) await input.focus();
    const givens = typeof spec.givens === 'string' ? Object.fromEntries([...spec.givens].flatMap((ch, i) => (ch === '.' ? [] : [[i, Number(ch)]]))) : spec.givens;
    for (const [cell, value] of Object.entries(givens)) {
      await input.click(Number(cell));
      await input.type(value);
      await narrowed();
    }
  }
  if (spec.islands) {
    if (input.focus) await input.focus();
    for (const [r, c, n] of spec.islands) {
      const i = r * cols + c;
      if (how === 'mouse') { await input.click(i); await input.type(n); } else { await input.toggle(i); await input.type(n); }
      await settled(page);
    }
  }
  last = await settled(page);
  return { answer: last, trail };
}

async function publishAndEmbed(page, name) {
  await page.locator('#publish-box summary').click();
  await page.fill('#meta-title', `${name} by the test`);
  await page.fill('#meta-author', 'Test Setter');
  await page.click('#publish');
  await page.waitForFunction(() => document.body.dataset.published === 'yes', null, { timeout: 20000 });
  const snippet = await page.inputValue('#snippet');
  const playHref = await page.getAttribute('#play-link', 'href');
  assert.match(snippet, /^<script src="http:\/\/127\.0\.0\.1:\d+\/gridlogic-widget\.js"><\/script>\n<gridlogic-puzzle /);
  const post = `/${name}`;
  blogPages.set(post, `<!doctype html><meta charset="utf-8"><title>${name} post</title><h1>My new puzzle</h1>\n${snippet}\n<p>Good luck!</p>`);
  return { snippet, playHref, blogUrl: `${blog.url}${post}` };
}

// The published puzzle in the widget on the other origin: it plays (and its title came along).
async function playInBlog(url, title) {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 900, height: 1000 });
  const problems = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  await page.goto(url);
  await page.waitForFunction(() => {
    const root = document.querySelector('gridlogic-puzzle')?.shadowRoot?.querySelector('.gl-widget');
    return root && ['playing', 'failed'].includes(root.dataset.state);
  }, null, { timeout: 30000 });
  const w = page.locator('gridlogic-puzzle');
  assert.equal(await w.locator('.gl-widget').getAttribute('data-state'), 'playing', await w.locator('.gl-error').textContent().catch(() => ''));
  assert.match(await w.locator('.gl-title').textContent(), new RegExp(title));
  return { page, widget: w, problems };
}

const widgetCell = (page, i, cols) => boardPoint(page, (i % cols) + 0.5, Math.floor(i / cols) + 0.5, 'gridlogic-puzzle svg.puzzle-board');

// Solves a cell puzzle in the widget by clicking each open cell and typing the solution's digit.
async function solveInWidget(page, solution, givensLine, cols) {
  for (let i = 0; i < solution.length; i++) {
    if (givensLine[i] && givensLine[i] !== '.' && givensLine[i] !== '0') continue;
    if (!/[1-9]/.test(solution[i])) continue;
    const p = await widgetCell(page, i, cols);
    await page.mouse.click(p.x, p.y);
    await page.keyboard.press(solution[i]);
  }
  await page.waitForSelector('gridlogic-puzzle .solved-banner:not([hidden])', { timeout: 20000 });
}

const shot = async (page, name) => writeFileSync(path.join(shots, `set-${name}.png`), await page.screenshot({ fullPage: true }));

test('a killer Sudoku set with the mouse: unique, rated, published, played on a blog', async () => {
  const { page, problems } = await openSetter({ width: 1280, height: 800 });
  const { answer, trail } = await setPuzzle(page, KILLER, 'mouse');
  assert.equal(answer.status, 'unique', JSON.stringify(answer));
  assert.ok(trail[0] > trail[trail.length - 1], `the candidates narrowed: ${trail.join(' → ')}`);
  assert.equal(answer.possible, 36 - 3, 'unique: every open cell has one value left');
  assert.ok(answer.analysis && answer.analysis.level >= 1, 'the level once unique');
  assert.ok(answer.analysis.hardest && answer.analysis.hardest.technique, 'the hardest step');
  assert.match(await page.textContent('#level'), /level \d of 5/);
  assert.match(await page.textContent('#answer-details'), /Hardest step: /);
  const explain = await page.getAttribute('#hardest-link', 'href');
  assert.match(explain, /^lecture\.html\?genre=variant&p=.*&pos=\d+$/);
  assert.equal(await page.getAttribute('#verdict', 'data-status'), 'unique');
  assert.equal(await page.locator('#board .value.forced').count(), 36 - 3, 'the forced digits are drawn');
  await page.click('#show-hardest');
  await shot(page, 'killer-desktop');

  const { blogUrl, playHref } = await publishAndEmbed(page, 'killer');
  assert.match(playHref, /play\.html\?genre=variant&p=https%3A%2F%2Fwww\.f-puzzles\.com/);
  assert.equal(await page.isVisible('#fpuzzles-link'), true);
  assert.equal(await page.isVisible('#sudokupad-link'), true);
  await shot(page, 'killer-published');
  // Into the setter's booklet, laid out for print with its solution.
  await page.click('#add-booklet');
  await page.waitForFunction(() => /in your booklet/.test(document.getElementById('notice').textContent));
  const booklet = await browser.context.newPage();
  await booklet.goto(`${site.url}booklet.html?mine=1`);
  await booklet.waitForFunction(() => ['ready', 'failed'].includes(document.body.dataset.state), null, { timeout: 30000 });
  assert.equal(await booklet.getAttribute('body', 'data-state'), 'ready', await booklet.textContent('#message'));
  assert.equal(await booklet.locator('.slot').count(), 2, 'the puzzle and its solution');
  assert.match(await booklet.textContent('.slot h3'), /killer by the test · by Test Setter/);
  await booklet.close();
  const solution = answer.analysis.solution;
  const { page: post, problems: postProblems } = await playInBlog(blogUrl, 'killer by the test');
  assert.equal(await post.locator('gridlogic-puzzle .cage').count(), 10, 'the cages came along');
  await solveInWidget(post, solution, '......542' + '.'.repeat(27), 6);
  await post.screenshot({ path: path.join(shots, 'set-killer-blog.png'), fullPage: true });
  await post.close();
  assert.deepEqual([...problems, ...postProblems], []);
  await page.close();
});

test('a killer Sudoku set with the keyboard alone', async () => {
  const { page, problems } = await openSetter({ width: 1920, height: 1080 });
  const { answer } = await setPuzzle(page, KILLER, 'keyboard');
  assert.equal(answer.status, 'unique', JSON.stringify(answer));
  const cages = await page.evaluate(() => window.gridlogicSetter.draft.cages.map((c) => [c.cells.slice().sort((a, b) => a - b), c.sum]));
  assert.deepEqual(cages, KILLER.cages.map((c) => [c.cells.slice().sort((a, b) => a - b), String(c.sum)]));
  // Undo takes back the last given (the puzzle is no longer unique), redo brings it back.
  await page.keyboard.press('Control+z');
  assert.equal((await settled(page)).status, 'multiple');
  await page.keyboard.press('Control+y');
  assert.equal((await settled(page)).status, 'unique');
  await shot(page, 'killer-projector');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a jigsaw Sudoku set with the keyboard, then with the mouse on a phone; published and played', async () => {
  const { page, problems } = await openSetter({ width: 1280, height: 800 });
  let { answer } = await setPuzzle(page, JIGSAW, 'keyboard');
  assert.equal(answer.status, 'unique', JSON.stringify(answer));
  const regions = await page.evaluate(() => window.gridlogicSetter.draft.regions);
  assert.equal(new Set(regions).size, 6);
  assert.ok(answer.analysis.level >= 1);
  await page.close();

  const phone = await browser.context.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  const phoneProblems = [];
  phone.on('pageerror', (err) => phoneProblems.push(err.message));
  await phone.goto(`${site.url}set.html`);
  await phone.waitForFunction(() => document.body.dataset.state === 'setting');
  // Halfway: the regions drawn, not every given yet — the candidates are on the board.
  ({ answer } = await setPuzzle(phone, { ...JIGSAW, givens: JIGSAW.givens.slice(0, 20) }, 'mouse'));
  assert.equal(answer.status, 'multiple');
  assert.ok(await phone.locator('#board .set-cand').count() > 0, 'true candidates drawn in the cells');
  await shot(phone, 'jigsaw-phone-midway');
  const rest = Object.fromEntries([...JIGSAW.givens].map((ch, i) => [i, ch]).filter(([i, ch]) => i >= 20 && ch !== '.'));
  await tool(phone, 'digits');
  for (const [cell, value] of Object.entries(rest)) {
    const p = await cellPoint(phone, Number(cell), 6);
    await phone.mouse.click(p.x, p.y);
    await phone.click(`#pad [data-value="${value}"]`);
  }
  answer = await settled(phone);
  assert.equal(answer.status, 'unique');
  await shot(phone, 'jigsaw-phone');
  const { blogUrl, playHref } = await publishAndEmbed(phone, 'jigsaw');
  assert.match(playHref, /genre=variant/, 'a jigsaw is played as a variant');
  const { page: post, problems: postProblems } = await playInBlog(blogUrl, 'jigsaw by the test');
  await solveInWidget(post, answer.analysis.solution, JIGSAW.givens, 6);
  await post.close();
  assert.deepEqual([...problems, ...phoneProblems, ...postProblems], []);
  await phone.close();
});

test('a Tectonic set with the mouse and with the keyboard; published and played', async () => {
  const { page, problems } = await openSetter({ width: 1280, height: 800 });
  // Before the regions are drawn the page says what is missing, without the engine.
  await newGrid(page, 'tectonic', '5x5');
  const first = await settled(page);
  assert.equal(first.phase, 'draft');
  assert.match(first.problem, /Draw the regions/);
  let { answer } = await setPuzzle(page, TECTONIC, 'mouse');
  assert.equal(answer.status, 'unique', JSON.stringify(answer));
  assert.match(await page.textContent('#level'), /level \d of 8/);
  await shot(page, 'tectonic-desktop');
  const { blogUrl, playHref } = await publishAndEmbed(page, 'tectonic');
  assert.match(playHref, /genre=tectonic&p=https%3A%2F%2Fpuzz\.link%2Fp%3Fsuguru%2F5%2F5%2F/);
  // The engine's drawing, downloaded: an SVG with the givens, and a PNG.
  const saved = async (button) => {
    const [dl] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
    return { name: dl.suggestedFilename(), bytes: readFileSync(await dl.path()) };
  };
  const svg = await saved('#download-svg');
  assert.match(svg.name, /\.svg$/);
  const svgText = svg.bytes.toString('utf8');
  assert.match(svgText, /<svg[\s>]/);
  for (const d of TECTONIC.givens.replace(/\./g, '')) assert.ok(svgText.includes(`>${d}<`), `the given ${d} is drawn`);
  const png = await saved('#download-png');
  assert.match(png.name, /\.png$/);
  assert.deepEqual([...png.bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG file');
  assert.ok(png.bytes.length > 1000);
  assert.match(playHref, /title=tectonic\+by\+the\+test/, 'the title rides beside the puzz.link key');
  const { page: post, problems: postProblems } = await playInBlog(blogUrl, 'tectonic by the test');
  assert.match(await post.locator('gridlogic-puzzle .gl-title').textContent(), /by Test Setter/);
  await solveInWidget(post, answer.analysis.solution, TECTONIC.givens, 5);
  await post.close();
  // The play page shows the setter's title and name too.
  const play = await browser.context.newPage();
  await play.goto(new URL(playHref, site.url).href);
  await play.waitForFunction(() => document.body.dataset.state === 'playing');
  assert.match(await play.textContent('#title'), /tectonic by the test · by Test Setter/);
  await play.close();

  ({ answer } = await setPuzzle(page, TECTONIC, 'keyboard'));
  assert.equal(answer.status, 'unique');
  assert.deepEqual([...problems, ...postProblems], []);
  await page.close();
});

test('a Hashi set with the keyboard and with the mouse; a contradiction names the island', async () => {
  const { page, problems } = await openSetter({ width: 1920, height: 1080 });
  let { answer } = await setPuzzle(page, HASHI, 'keyboard');
  assert.equal(answer.status, 'unique', JSON.stringify(answer));
  assert.ok(answer.analysis.levelName, 'the Hashi stage');
  assert.ok(await page.locator('#board line.bridge.forced').count() > 0, 'forced bridges drawn');
  await shot(page, 'hashi-projector');
  // A number no solution can keep: the answer names the island.
  await page.locator('#board').focus();
  await page.keyboard.press('1');   // the cursor is still on the last island, r7c7 (4)
  const broken = await settled(page);
  assert.equal(broken.status, 'none');
  assert.match(await page.textContent('#answer-line'), /island at r7c7/);
  assert.ok(await page.locator('#board .island.error').count() > 0, 'the island is marked');
  await shot(page, 'hashi-contradiction');
  await page.keyboard.press('Control+z');
  assert.equal((await settled(page)).status, 'unique');
  await page.close();

  const desk = await openSetter({ width: 1280, height: 800 });
  ({ answer } = await setPuzzle(desk.page, HASHI, 'mouse'));
  assert.equal(answer.status, 'unique');
  const { blogUrl } = await publishAndEmbed(desk.page, 'hashi');
  const { page: post, problems: postProblems } = await playInBlog(blogUrl, 'hashi by the test');
  assert.equal(await post.locator('gridlogic-puzzle .island').count(), 8);
  const p = await widgetCell(post, 1 * 7 + 1, 7);
  const q = await widgetCell(post, 1 * 7 + 2, 7);
  await post.mouse.click((p.x + q.x) / 2, p.y);   // a tap between r2c2 and r2c3: a bridge
  assert.equal(await post.locator('gridlogic-puzzle line.bridge').count(), 1);
  // Solved there: each link of the engine's solution ([r1, c1, r2, c2, bridges]) tapped up to its count
  // (the link just tapped has one already).
  const links = JSON.parse(answer.analysis.solution);
  assert.equal(links.length, 10);
  for (const [r1, c1, r2, c2, n] of links) {
    const a = await widgetCell(post, r1 * 7 + c1, 7), b = await widgetCell(post, r2 * 7 + c2, 7);
    const already = r1 === 1 && c1 === 1 && r2 === 1 && c2 === 2 ? 1 : 0;
    for (let k = already; k < n; k++) await post.mouse.click((a.x + b.x) / 2, (a.y + b.y) / 2);
  }
  await post.waitForSelector('gridlogic-puzzle .solved-banner:not([hidden])', { timeout: 20000 });
  await post.close();
  assert.deepEqual([...problems, ...desk.problems, ...postProblems], []);
  await desk.page.close();
});

test('a draft survives a reload; every other rule tool draws and reaches the engine', async () => {
  const { page, problems } = await openSetter({ width: 1280, height: 800 });
  await newGrid(page, 'sudoku', '9');
  const m = mouse(page, 9);
  await tool(page, 'thermo');
  await m.drag([0, 1, 2, 11]);
  await tool(page, 'arrow');
  await m.drag([40, 41, 42]);
  for (const [id, a, b] of [['white', 60, 61], ['black', 64, 65], ['x', 70, 71], ['v', 72, 73]]) {
    await tool(page, id);
    const p = await cellPoint(page, a, 9), q = await cellPoint(page, b, 9);
    await page.mouse.click((p.x + q.x) / 2, p.y);   // a click on the edge between them
  }
  await tool(page, 'odd');
  await m.click(80);
  await tool(page, 'even');
  await m.click(79);
  await page.click('#switches [data-switch="diagonal-"]');
  // Clues outside: the frame appears with the tool; a click beside row 5 and a number from the pad.
  await tool(page, 'sandwich');
  const beside = await boardPoint(page, -0.5, 4.5);
  await page.mouse.click(beside.x, beside.y);
  await m.type(15);
  await tool(page, 'littlekiller');
  const corner = await boardPoint(page, -0.5, -0.5);
  await page.mouse.click(corner.x, corner.y);
  await m.type(12);
  const answer = await settled(page);
  assert.ok(['multiple', 'unique', 'none'].includes(answer.status), JSON.stringify(answer));
  const draft = await page.evaluate(() => window.gridlogicSetter.draft);
  assert.equal(draft.thermos.length, 1);
  assert.equal(draft.arrows.length, 1);
  assert.deepEqual(draft.dots.map((d) => d.kind), ['white', 'black', 'x', 'v']);
  assert.equal(draft.parity.length, 2);
  assert.deepEqual(draft.outside.map((o) => [o.kind, o.value]), [['sandwich', '15'], ['littlekiller', '12']]);
  assert.equal(await page.locator('#board .kropki').count(), 2);
  assert.equal(await page.locator('#board .xv').count(), 2);
  assert.equal(await page.locator('#board .clue-little').count(), 1);
  await shot(page, 'rules-desktop');
  await page.reload();
  await page.waitForFunction(() => document.body.dataset.state === 'setting');
  const again = await page.evaluate(() => window.gridlogicSetter.draft);
  assert.deepEqual(again, draft, 'nothing is lost on a reload');
  await settled(page);
  assert.ok(await page.locator('#drafts li').count() >= 1);
  assert.deepEqual(problems, []);
  await page.close();
});

// Thirteen cages of a generated killer and no digit yet: a draft whose true candidates take MiniSat
// seconds (bench_setting --seed 2 --slow found it), as a setter drawing cages meets them.
const SLOW_KILLER_CAGES = [
  { cells: [56, 65], value: 3 },
  { cells: [21, 30, 39], value: 13 },
  { cells: [19, 20, 28, 29, 37], value: 25 },
  { cells: [3, 4, 12, 13], value: 25 },
  { cells: [18, 27], value: 9 },
  { cells: [50, 51, 52, 60, 61], value: 25 },
  { cells: [70, 71, 79, 80], value: 18 },
  { cells: [73, 74, 75], value: 19 },
  { cells: [48, 49], value: 13 },
  { cells: [5, 6, 14, 15, 23], value: 22 },
  { cells: [22, 31, 40], value: 8 },
  { cells: [68, 69, 76, 77, 78], value: 23 },
  { cells: [43, 44, 53, 62], value: 15 },
];

test('a slow question never holds the page: a quick look says what is still open, the whole answer on demand, cancelled by an edit or Cancel', async () => {
  const { page, problems } = await openSetter({ width: 1280, height: 800 });
  // Opened as a saved draft is opened (the list of drafts).
  await page.evaluate((cages) => {
    const s = window.gridlogicSetter;
    s.open('slow-killer', { genre: 'sudoku', n: 9, givens: new Array(81).fill(0), cages: cages.map((c) => ({ cells: c.cells, sum: String(c.value) })) });
  }, SLOW_KILLER_CAGES);
  assert.equal(await page.evaluate(() => window.gridlogicSetter.draft.cages.length), 13);
  // The live question stops at its budget: nothing decided yet, said so, every value dotted as open.
  const quick = await settled(page);
  assert.equal(quick.phase, 'answered');
  assert.equal(quick.status, 'unknown', JSON.stringify(quick));
  assert.deepEqual(await page.evaluate(() => [window.gridlogicSetter.live.bounded, window.gridlogicSetter.live.complete]), [true, false]);
  assert.equal(await page.textContent('#verdict'), 'Still open');
  assert.match(await page.textContent('#answer-line'), /Still open/);
  assert.match(await page.textContent('#answer-details'), /81 cells \(blank\) with nothing decided yet/);
  assert.equal(await page.textContent('#retry'), 'Count to the end');
  assert.equal(await page.locator('#board .set-cand').count(), 0, 'a cell with nothing decided is left blank');
  for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }], ['projector', { width: 1920, height: 1080 }]]) {
    await page.setViewportSize(viewport);
    await shot(page, `killer-still-open-${name}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  // The whole answer, asked on demand, runs long: the bar with Cancel. The next edit is drawn at once
  // and outdates it (cancelled once it has run as long as a fresh worker takes to start).
  await page.click('#retry');
  await page.waitForSelector('#busy:not([hidden])', { timeout: 30000 });
  assert.equal(await page.evaluate(() => window.gridlogicSetter.running.job.whole), true, 'asked without the budget');
  const before = await page.evaluate(() => window.gridlogicSetter.counts.outdated);
  await page.locator('#board').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('7');
  assert.equal(await page.locator('#board text.value.given[data-cell="0"]').textContent(), '7');
  await page.waitForFunction((n) => window.gridlogicSetter.counts.outdated > n, before);
  // The new draft's quick look is cut too; its whole answer is stopped by the setter's own Cancel.
  const again = await settled(page);
  assert.equal(again.status, 'unknown', JSON.stringify(again));
  assert.equal(await page.textContent('#retry'), 'Count to the end');
  await page.click('#retry');
  await page.waitForSelector('#busy:not([hidden])', { timeout: 30000 });
  await page.click('#busy-cancel');
  await page.waitForFunction(() => window.gridlogicSetter.live.phase === 'cancelled' && window.gridlogicSetter.live.version === window.gridlogicSetter.version);
  assert.match(await page.textContent('#answer-line'), /Stopped/);
  assert.equal(await page.textContent('#verdict'), 'Stopped', 'the verdict says so too, not "Counting"');
  assert.equal(await page.isVisible('#retry'), true);
  assert.equal(await page.textContent('#retry'), 'Ask again');
  await shot(page, 'killer-cancelled');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a Tectonic set with a finger on a phone: regions by dragging, givens by taps', async () => {
  const phone = await launchBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const page = await phone.context.newPage();
    const problems = [];
    page.on('pageerror', (err) => problems.push(err.message));
    await page.goto(`${site.url}set.html?genre=tectonic&size=5x5`);
    await page.waitForFunction(() => document.body.dataset.state === 'setting' && window.gridlogicSetter.draft.genre === 'tectonic');
    await page.tap('#new-draft');   // an empty 5×5 whatever this browser kept
    await page.tap('#tools [data-tool="regions"]');
    const cdp = await page.context().newCDPSession(page);
    for (const cells of regionsOf(TECTONIC.regions, 5)) {
      const path = tour(cells, 5);
      const pts = [];
      for (const i of path) pts.push(await cellPoint(page, i, 5));
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [pts[0]] });
      for (let k = 1; k < pts.length; k++) for (let j = 1; j <= 3; j++) {
        const x = pts[k - 1].x + ((pts[k].x - pts[k - 1].x) * j) / 3, y = pts[k - 1].y + ((pts[k].y - pts[k - 1].y) * j) / 3;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await settled(page);
    }
    assert.equal((await settled(page)).status, 'multiple', 'every region drawn: a puzzle with several solutions');
    await page.tap('#tools [data-tool="digits"]');
    for (const [i, ch] of [...TECTONIC.givens].entries()) {
      if (ch === '.') continue;
      const p = await cellPoint(page, i, 5);
      await page.touchscreen.tap(p.x, p.y);
      await page.tap(`#pad [data-value="${ch}"]`);
    }
    assert.equal((await settled(page)).status, 'unique');
    await shot(page, 'tectonic-phone-touch');
    assert.deepEqual(problems, []);
    await page.close();
  } finally {
    await phone.close();
  }
});

test('choosing a tool moves no key of the pad, on a phone and on a desktop', async () => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    const { page, problems } = await openSetter(viewport);
    await newGrid(page, 'sudoku', '6');   // digits 1–6; a cage's sum takes 0–9
    const keys = () => page.$$eval('#pad button', (bs) => bs.map((b) => {
      const r = b.getBoundingClientRect();
      // Page coordinates: clicking a tool may scroll the window (Playwright scrolls a button into view).
      return { key: b.dataset.value ?? 'erase', x: Math.round(r.x + scrollX), y: Math.round(r.y + scrollY), w: Math.round(r.width), enabled: !b.disabled };
    }));
    await tool(page, 'digits');
    const digits = await keys();
    await tool(page, 'cage');
    const sums = await keys();
    assert.deepEqual(sums.map(({ enabled, ...k }) => k), digits.map(({ enabled, ...k }) => k), 'every key keeps its place');
    assert.deepEqual(digits.filter((k) => k.enabled).map((k) => k.key), ['1', '2', '3', '4', '5', '6', 'erase']);
    assert.deepEqual(sums.filter((k) => k.enabled).map((k) => k.key), ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', 'erase']);
    assert.ok(digits.every((k) => k.w >= 44), 'each key at least 44 px wide');
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('the home page offers the setter: each genre\'s button opens a draft of it, and the how-to', async () => {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  const problems = [];
  page.on('pageerror', (err) => problems.push(err.message));
  for (const [label, genre, size] of [['Sudoku: killer, jigsaw, variants', 'sudoku', 9], ['Tectonic / Suguru', 'tectonic', 8], ['Hashi / Bridges', 'hashi', 10]]) {
    await page.goto(`${site.url}index.html`);
    const section = page.locator('section', { has: page.locator('#set-heading') });
    await section.getByRole('link', { name: label }).click();
    await page.waitForFunction((g) => document.body.dataset.state === 'setting' && window.gridlogicSetter.draft.genre === g, genre);
    const draft = await page.evaluate(() => window.gridlogicSetter.draft);
    assert.equal(draft.n || draft.cols, size, `${genre}: the size the home page names`);
  }
  await page.goto(`${site.url}index.html`);
  await page.locator('section', { has: page.locator('#set-heading') }).getByRole('link', { name: 'How to set a puzzle' }).click();
  await page.waitForFunction(() => /Setting a puzzle/.test(document.querySelector('#doc h1')?.textContent || ''));
  assert.deepEqual(problems, []);
  await page.close();
});
