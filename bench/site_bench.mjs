// site_bench.mjs — the site as a player meets it, in Debian's Chromium on localhost (issue 8,
// "Performance"): time from navigation to a playable puzzle for each genre, cold (a fresh browser
// profile: nothing cached) and warm (the same tab again: HTTP cache and service worker); main-thread
// long tasks (> 50 ms) while loading and while playing a scripted game; and the bytes shipped, raw and
// gzip. Prints tables; docs/benchmarks.md keeps a run's results.
//
//   node bench/site_bench.mjs [runs]          (default 5; medians over the runs)
//
// "Playable" is the page's own performance mark 'gridlogic:playable' (play/main.js, play/embed.js),
// set when the board takes input, measured from navigation start. The baseline row is the home page's
// load event: the same server and browser with no engine work, so the ratios say what the engine adds.
import { gzipSync } from 'node:zlib';
import { readFileSync, readdirSync, statSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../tools/static-server.mjs';
import { launchBrowser } from '../tests/support/browser.mjs';
import { siteDir, repoRoot } from '../tests/support/site.mjs';

const runs = Number(process.argv[2] || 5);
const WIKI = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

// ---------------------------------------------------------------- bytes shipped
function filesUnder(dir) {
  return readdirSync(path.join(siteDir, dir)).flatMap((f) => {
    const rel = dir ? `${dir}/${f}` : f;
    return statSync(path.join(siteDir, rel)).isDirectory() ? filesUnder(rel) : [rel];
  });
}
const all = filesUnder('');
const groups = [
  ['engine (WASM + loader, worker, API)', ['gridlogic-core.wasm', 'gridlogic-core.js', 'gridlogic-api.js', 'gridlogic-worker.js', 'gridlogic.js']],
  ['play page (HTML, CSS, modules)', ['play.html', 'style.css', 'play.css', ...all.filter((f) => /^(lib|play)\/.*\.js$/.test(f) && f !== 'play/embed.js' && f !== 'lib/markdown.js')]],
  ['home page (HTML, CSS, modules)', ['index.html', 'style.css', 'home.js', 'app.js', 'lib/catalog.js', 'lib/theme.js', 'lib/busy.js', 'lib/engine.js', 'lib/puzzle-input.js', 'lib/offline.js', 'play/storage.js']],
  ['widget (script + play modules)', ['gridlogic-widget.js', 'style.css', 'play.css', ...all.filter((f) => /^(lib|play)\/.*\.js$/.test(f) && f !== 'play/main.js' && f !== 'lib/markdown.js' && f !== 'lib/offline.js')]],
  ['lecture view (WASM + loader)', ['lecture.html', 'lecture.js', 'lecture.wasm']],
];
const kb = (n) => (n / 1024).toFixed(1);
console.log('\nBytes shipped (build/site; gzip at the default level, as a static server would send them)\n');
console.log('| what | files | raw KiB | gzip KiB |');
console.log('| --- | ---: | ---: | ---: |');
const sizeRows = [];
for (const [name, files] of groups) {
  let raw = 0, gz = 0;
  for (const f of files) {
    const bytes = readFileSync(path.join(siteDir, f));
    raw += bytes.length;
    gz += gzipSync(bytes).length;
  }
  sizeRows.push({ name, files: files.length, raw, gz });
  console.log(`| ${name} | ${files.length} | ${kb(raw)} | ${kb(gz)} |`);
}

// ---------------------------------------------------------------- navigation → playable
const { server, url } = await startServer(siteDir);
// The blog fixture, same origin here: its {{SITE}} is this server.
const blogDir = mkdtempSync(path.join(tmpdir(), 'gridlogic-blog-'));
writeFileSync(path.join(siteDir, 'bench-blog.html'),
  readFileSync(path.join(repoRoot, 'tests/browser/fixtures/blog.html'), 'utf8').replaceAll('{{SITE}}', url));

const cases = [
  ['home page, load event (baseline)', 'index.html', 'load'],
  ['Sudoku given (the Wikipedia puzzle)', `play.html?genre=sudoku&p=${WIKI}`, 'playable'],
  ['new Sudoku 9×9 easy', 'play.html?genre=sudoku&size=9&level=1', 'playable'],
  ['new Sudoku 9×9 fiendish', 'play.html?genre=sudoku&size=9&level=4', 'playable'],
  ['new Tectonic 7×7 easy', 'play.html?genre=tectonic&size=7x7&level=1', 'playable'],
  ['new Hashi 10×10 easy', 'play.html?genre=hashi&size=10x10&level=easy', 'playable'],
  ['new Killer Sudoku 6×6', 'play.html?genre=variant&size=6&level=killer', 'playable'],
  ['blog post, three widgets', 'bench-blog.html', 'playable3'],
];

// Long tasks are collected from the start of every page (buffered observer) into window.__longtasks.
const observeLongTasks = () => {
  window.__longtasks = [];
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longtasks.push({ start: e.startTime, ms: e.duration }); })
      .observe({ type: 'longtask', buffered: true });
  } catch { /* no long-task timing in this browser */ }
};

async function measure(page, target, kind) {
  await page.goto(url + target);
  if (kind === 'load') {
    await page.waitForLoadState('load');
    return page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd);
  }
  const count = kind === 'playable3' ? 3 : 1;
  await page.waitForFunction((n) => performance.getEntriesByName('gridlogic:playable').length >= n, count, { timeout: 120000 });
  return page.evaluate((n) => performance.getEntriesByName('gridlogic:playable')[n - 1].startTime, count);
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor((s.length - 1) / 2)]; };
const results = cases.map(() => ({ cold: [], warm: [] }));
for (let run = 0; run < runs; run++) {
  for (const [k, [, target, kind]] of cases.entries()) {
    const browser = await launchBrowser();            // a fresh profile: cold
    try {
      const page = await browser.context.newPage();
      results[k].cold.push(await measure(page, target, kind));
      // Warm: wait for the service worker to own the page, then the same address again.
      // (A blog page registers none: its files come from the HTTP cache.)
      await page.evaluate(() => Promise.race([navigator.serviceWorker ? navigator.serviceWorker.ready : null,
        new Promise((res) => setTimeout(res, 3000))]));
      results[k].warm.push(await measure(page, target, kind));
    } finally {
      await browser.close();
    }
  }
}
const base = { cold: median(results[0].cold), warm: median(results[0].warm) };
console.log(`\nNavigation → playable, localhost, Debian Chromium headless; median of ${runs} runs (ms, and × the baseline)\n`);
console.log('| page | cold ms | × | warm ms | × |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [k, [name]] of cases.entries()) {
  const c = median(results[k].cold), w = median(results[k].warm);
  console.log(`| ${name} | ${c.toFixed(0)} | ${(c / base.cold).toFixed(1)} | ${w.toFixed(0)} | ${(w / base.warm).toFixed(1)} |`);
}

// ---------------------------------------------------------------- long tasks while playing
// A scripted game on the Wikipedia Sudoku: 40 digit entries by click and key, marks in every mode,
// three hints, a check, 20 undos and redos, a reveal. Every long task is listed by phase.
const browser = await launchBrowser();
const page = await browser.context.newPage();
await page.addInitScript(observeLongTasks);
await measure(page, `play.html?genre=sudoku&p=${WIKI}`, 'playable');
const playStart = await page.evaluate(() => performance.now());
const cell = async (i) => {
  const p = await page.evaluate((k) => {
    const svg = document.getElementById('board');
    const pt = new DOMPoint((k % 9) + 0.5, Math.floor(k / 9) + 0.5).matrixTransform(svg.getScreenCTM());
    return { x: pt.x, y: pt.y };
  }, i);
  await page.mouse.click(p.x, p.y);
};
const open = [...WIKI].map((ch, i) => (ch === '.' ? i : -1)).filter((i) => i >= 0);
for (const [n, i] of open.slice(0, 40).entries()) {
  await cell(i);
  await page.keyboard.press(String((n % 9) + 1));
}
for (const mode of ['x', 'c', 'n', 'v']) {
  await page.keyboard.press(mode);
  for (const i of open.slice(40, 46)) { await cell(i); await page.keyboard.press('3'); }
}
await page.keyboard.press('z');
for (let h = 0; h < 3; h++) { await page.click('#hint'); await page.waitForSelector('#hint-box:not([hidden])'); }
await page.click('#check');
await page.waitForSelector('#check-box:not([hidden])');
for (let u = 0; u < 20; u++) await page.keyboard.press('Control+z');
for (let u = 0; u < 20; u++) await page.keyboard.press('Control+y');
await cell(open[45]);
await page.click('#reveal');
await page.waitForTimeout(500);
const tasks = await page.evaluate(() => window.__longtasks);
const before = tasks.filter((t) => t.start < playStart), during = tasks.filter((t) => t.start >= playStart);
const describe = (ts) => (ts.length ? `${ts.length} (longest ${Math.max(...ts.map((t) => t.ms)).toFixed(0)} ms)` : 'none');
console.log('\nMain-thread long tasks (over 50 ms), Sudoku play page\n');
console.log('| phase | long tasks |');
console.log('| --- | --- |');
console.log(`| loading, until playable | ${describe(before)} |`);
console.log(`| playing: 40 digits, 24 marks and colours, 3 hints, check, 40 undo/redo, reveal | ${describe(during)} |`);
await browser.close();

rmSync(path.join(siteDir, 'bench-blog.html'), { force: true });
rmSync(blogDir, { recursive: true, force: true });
server.close();
