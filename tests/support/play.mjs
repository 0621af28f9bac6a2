// play.mjs — helpers for driving play.html in the browser tests with real clicks and keys.
//
// Boards are SVG in cell units (cell (r, c) spans [c, c+1] × [r, r+1]); these helpers map a board
// point to the screen through the SVG's own transform and click there with the mouse, so the tests go
// through the same hit-testing a person's click does.

// A page that records uncaught errors and console errors (a test asserts the list stays empty).
// Each page starts with no saved progress (tests share one browser profile); a reload keeps it.
export async function openPage(browser, url) {
  const page = await browser.context.newPage();
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('gridlogic-test-tab')) {
      for (const k of Object.keys(localStorage)) if (k.startsWith('gridlogic:progress:')) localStorage.removeItem(k);
      sessionStorage.setItem('gridlogic-test-tab', '1');
    }
  });
  const problems = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console: ${msg.text()}`); });
  await page.goto(url);
  return { page, problems };
}

// Waits until the play page has a puzzle on the board (or failed), returns the puzzle from the URL.
export async function waitPlaying(page, timeout = 30000) {
  await page.waitForFunction(() => ['playing', 'failed'].includes(document.body.dataset.state), null, { timeout });
  const state = await page.evaluate(() => document.body.dataset.state);
  if (state !== 'playing') throw new Error(`the play page failed: ${await page.textContent('#message')}`);
  return new URL(page.url()).searchParams.get('p');
}

export async function boardPoint(page, x, y) {
  return page.evaluate(([bx, by]) => {
    const svg = document.getElementById('board');
    const p = new DOMPoint(bx, by).matrixTransform(svg.getScreenCTM());
    return { x: p.x, y: p.y };
  }, [x, y]);
}

export async function clickBoard(page, x, y) {
  const p = await boardPoint(page, x, y);
  await page.mouse.click(p.x, p.y);
}

export async function clickCell(page, r, c) {
  await clickBoard(page, c + 0.5, r + 0.5);
}

// Presses the mouse at one board point and releases it at another, moving in steps (a drag).
// `steps` pointer moves on the way (1: one jump, as a quick drag on a busy page arrives).
export async function dragBoard(page, [x1, y1], [x2, y2], { steps = 6 } = {}) {
  const a = await boardPoint(page, x1, y1), b = await boardPoint(page, x2, y2);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps });
  await page.mouse.up();
}

// The text drawn in cell i: its value, or '' when empty.
export function cellValue(page, i) {
  return page.evaluate((k) => {
    const t = document.querySelector(`#board text.value[data-cell="${k}"]`);
    return t ? t.textContent : '';
  }, i);
}

export function cellMarks(page, i, kind) {
  return page.evaluate(([k, cls]) => [...document.querySelectorAll(`#board text.mark.${cls}[data-cell="${k}"]`)].map((t) => t.textContent).join(''), [i, kind]);
}

// The values on the board as one line ('.' for empty), from the drawn text.
export function boardLine(page, size) {
  return page.evaluate((n) => {
    const out = new Array(n).fill('.');
    for (const t of document.querySelectorAll('#board text.value')) out[Number(t.dataset.cell)] = t.textContent;
    return out.join('');
  }, size);
}

// Types the solution into every open cell: a click on the cell, then the digit's key.
export async function typeSolution(page, puzzleLine, solution, cols) {
  for (let i = 0; i < solution.length; i++) {
    if (puzzleLine[i] !== '.' && puzzleLine[i] !== '0') continue;
    await clickCell(page, Math.floor(i / cols), i % cols);
    await page.keyboard.press(solution[i]);
  }
}
