// lecture_bench.mjs — the lecture view's frame rate as a lecture uses it (issue 20, "Smooth where it
// matters"), in Debian's Chromium with SwiftShader WebGL2 (software: no GPU on this machine kind).
// For a laptop (1280×800) and a projector (1920×1080): frames per second counted with
// requestAnimationFrame over 5 s, and how many of them the view actually drew, while
//   idle                 the XY-wing lesson on screen, nothing touched;
//   playing              Space: the Tectonic's SAT search advances 2 steps a second (the default
//                        speed), and 30;
//   panning a 2,000-node graph (bench=2000): the mouse drags the graph all the time;
// each once as the view runs now (draws only frames where something changed) and once with
// draw=always, the old behaviour of drawing every frame, as the baseline of the same run.
//
//   node bench/lecture_bench.mjs [seconds]      (default 5)
//
// Prints a Markdown table; docs/benchmarks.md keeps a run's results. Build the site first
// (bash tools/build.sh wasm).
import { startServer } from '../tools/static-server.mjs';
import { launchBrowser } from '../tests/support/browser.mjs';
import { siteDir } from '../tests/support/site.mjs';

const seconds = Number(process.argv[2] || 5);
const XY = 'lecture.html?genre=sudoku&method=human&at=xy-wing&p=' +
  '1.85..4.6....7.9..53...4..7..1.6...8.9.4.8.7.8...5.6..7..1...69..6.8....9.4..62.5';
const TECTONIC_SAT = 'lecture.html?genre=tectonic&method=sat';
const SIZES = [[1280, 800], [1920, 1080]];

// What runs on the page during the measurement (after it loaded and settled).
const SCENES = [
  { name: 'idle, step on screen', query: XY },
  // The Tectonic's SAT search: hundreds of steps, so playback never reaches the end within the count.
  { name: 'playing, 2 steps/s', query: `${TECTONIC_SAT}`, play: true },
  { name: 'playing, 30 steps/s', query: `${TECTONIC_SAT}&speed=30`, play: true },
  { name: 'panning a 2,000-node graph', query: 'lecture.html?genre=cnf&bench=2000', pan: true },
  // The pan before issue 20's last step: every pan frame renders the graph and the whole canvas.
  { name: 'panning a 2,000-node graph — pan=full (before)', query: 'lecture.html?genre=cnf&bench=2000&pan=full', pan: true, noAlways: true },
];

const { server, url } = await startServer(siteDir);
const browser = await launchBrowser();

async function measure(query, [width, height], scene) {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width, height });
  await page.goto(url + query);
  await page.waitForFunction(() => window.gridlogicLecture && window.gridlogicLecture.panels.timeline, null, { timeout: 60000 });
  await page.waitForTimeout(1500);
  const box = await page.locator('#canvas').boundingBox();
  if (scene.play) await page.keyboard.press('Space');
  const before = await page.evaluate(() => ({ draws: window.gridlogicLecture.draws, partial: window.gridlogicLecture.partialDraws }));
  const counting = page.evaluate((ms) => new Promise((resolve) => {
    let frames = 0;
    const t0 = performance.now();
    const tick = () => {
      frames++;
      if (performance.now() - t0 < ms) requestAnimationFrame(tick);
      else resolve({ frames, ms: performance.now() - t0 });
    };
    requestAnimationFrame(tick);
  }), seconds * 1000);
  if (scene.pan) {
    // Drag inside the graph canvas back and forth until the count ends.
    const s = await page.evaluate(() => window.gridlogicLecture.panels.graphCanvas);
    const cx = box.x + s[0] + s[2] / 2, cy = box.y + s[1] + s[3] / 2;
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    const end = Date.now() + seconds * 1000;
    for (let i = 0; Date.now() < end; i++) await page.mouse.move(cx + 80 * Math.sin(i / 10), cy + 40 * Math.cos(i / 10));
    await page.mouse.up();
  }
  const { frames, ms } = await counting;
  // (The page publishes its counters at least once a second: wait for the count after the drag.)
  await page.waitForTimeout(1200);
  const after = await page.evaluate(() => ({ draws: window.gridlogicLecture.draws, partial: window.gridlogicLecture.partialDraws }));
  await page.close();
  return { fps: frames / (ms / 1000), drawn: (after.draws - before.draws) / (ms / 1000), partial: (after.partial - before.partial) / (ms / 1000) };
}

const rows = [];
for (const scene of SCENES)
  for (const always of scene.noAlways ? [false] : [false, true]) {
    const row = [`${scene.name}${always ? ' — draw=always (baseline)' : ''}`];
    for (const size of SIZES) {
      const r = await measure(scene.query + (always ? '&draw=always' : ''), size, scene);
      row.push(`${r.fps.toFixed(1)} (${r.drawn.toFixed(1)} drawn${r.partial > 0 ? `, ${r.partial.toFixed(1)} of them the graph panel alone` : ''})`);
    }
    rows.push(row);
    console.error(row.join(' | '));
  }

console.log(`\nLecture view: frames per second over ${seconds} s (requestAnimationFrame), and frames the view drew per second;`);
console.log(`Chromium ${browser.context.browser()?.version() ?? ''}, SwiftShader WebGL2 (software), headless\n`);
console.log(`| scene | ${SIZES.map(([w, h]) => `${w}×${h}`).join(' | ')} |`);
console.log(`| --- | ${SIZES.map(() => '---').join(' | ')} |`);
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
await browser.close();
server.close();
