// widget_longtasks.mjs — a blog page with six <gridlogic-puzzle> widgets against the same page without
// them, in Debian's Chromium on localhost (issue 33): the renderer main thread's tasks from navigation
// until every widget plays and the page has been idle for a second, from a DevTools trace. A task's
// wall time counts every moment the thread waited for a core, so on a busy machine it says more about
// the machine than about the page; its thread (CPU) time is what the page asked of the core. The table
// gives both: long tasks by wall time (over 50 ms) and by CPU time, and the longest of each. The two
// pages alternate within one run, so the machine's load falls on both alike.
//
//   node bench/widget_longtasks.mjs [runs]        (default 5; medians, and the worst over the runs)
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { startServer } from '../tools/static-server.mjs';
import { launchBrowser } from '../tests/support/browser.mjs';
import { siteDir } from '../tests/support/site.mjs';

const runs = Number(process.argv[2] || 5);
const { server: siteServer, url: site } = await startServer(siteDir);
const WIDGETS = [
  'genre="sudoku" size="9" difficulty="easy" seed="101"',
  'genre="sudoku" size="4" difficulty="1" seed="102"',
  'genre="variant" size="6" difficulty="killer-3" seed="103"',
  'genre="tectonic" size="7x7" difficulty="1" seed="104"',
  'genre="hashi" size="10x10" difficulty="easy" seed="105"',
  'genre="hashi" puzzle="https://puzz.link/p?hashi/7/7/n46i4o5i6u45i4"',
];
// The page: a column of text with the widgets in it, all on the first screen (so they start together,
// the hardest case); the baseline has the same text and script, no elements.
const page = (withWidgets) => `<!doctype html><meta charset="utf-8"><title>blog</title>
<style>body{max-width:60rem;margin:1rem auto;font:17px/1.6 Georgia,serif} .grid{display:grid;grid-template-columns:1fr 1fr 1fr;gap:1rem}</style>
<script src="${site}gridlogic-widget.js"></script>
<h1>Six puzzles</h1><p>${'Some words of a post. '.repeat(20)}</p>
<div class="grid">${withWidgets ? WIDGETS.map((a) => `<gridlogic-puzzle ${a}></gridlogic-puzzle>`).join('\n') : ''}</div>
<p>${'More words. '.repeat(40)}</p>`;
const blog = http.createServer((req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(page(req.url.startsWith('/with'))));
await new Promise((r) => blog.listen(0, '127.0.0.1', r));
const blogUrl = `http://127.0.0.1:${blog.address().port}/`;

async function measure(browser, withWidgets) {
  const p = await browser.context.newPage();
  await p.setViewportSize({ width: 1280, height: 1600 });   // every widget on screen at once
  const cdp = await p.context().newCDPSession(p);
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel', transferMode: 'ReportEvents' });
  await p.goto(blogUrl + (withWidgets ? 'with' : 'without'));
  // Waiting polls from a timer every 250 ms (Playwright's default polls on every animation frame,
  // which would add tasks of its own to what is measured).
  if (withWidgets) {
    await p.waitForFunction((n) => [...document.querySelectorAll('gridlogic-puzzle')]
      .filter((e) => e.shadowRoot.querySelector('.gl-widget[data-state="playing"]')).length === n, WIDGETS.length, { timeout: 120000, polling: 250 });
  } else await p.waitForLoadState('load');
  await p.evaluate(() => new Promise((done) => setTimeout(done, 1000)));   // a second of idle play
  await cdp.send('Tracing.end');
  await complete;
  await p.close();
  // The renderer's main thread: the one named CrRendererMain that ran the page's tasks.
  const mains = events.filter((e) => e.name === 'thread_name' && e.args && e.args.name === 'CrRendererMain');
  const tasksOf = (m) => events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X' && e.name === 'RunTask');
  const tasks = mains.map(tasksOf).sort((a, b) => b.length - a.length)[0] || [];
  const wall = tasks.map((t) => t.dur / 1000), cpu = tasks.map((t) => (t.tdur || 0) / 1000);
  return {
    longWall: wall.filter((d) => d > 50).length, maxWall: Math.max(0, ...wall),
    longCpu: cpu.filter((d) => d > 50).length, maxCpu: Math.max(0, ...cpu), busyCpu: cpu.reduce((a, b) => a + b, 0),
  };
}

const rows = { without: [], with: [] };
const load = loadavg()[0];
const browser = await launchBrowser();
try {
  // One warm-up of each (the HTTP cache and compiled code, as a reader's second page view has).
  await measure(browser, true);
  await measure(browser, false);
  for (let r = 0; r < runs; r++) for (const w of [false, true]) rows[w ? 'with' : 'without'].push(await measure(browser, w));
} finally {
  await browser.close();
  siteServer.close();
  blog.close();
}
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor((s.length - 1) / 2)]; };
const worst = (xs) => Math.max(...xs);
console.log(`\nA blog page with six widgets against the same page without them: ${runs} runs each, alternating, after one warm-up;`);
console.log(`renderer main thread from navigation to every widget playing plus 1 s; ${cpus().length} cores, load average ${load.toFixed(1)} at the start\n`);
console.log('| page | tasks > 50 ms wall (median / most) | longest wall ms (worst) | tasks > 50 ms CPU (most) | longest task CPU ms (worst) | main thread CPU ms (median) |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const [name, key] of [['without widgets (baseline)', 'without'], ['six widgets', 'with']]) {
  const rs = rows[key];
  console.log(`| ${name} | ${median(rs.map((r) => r.longWall))} / ${worst(rs.map((r) => r.longWall))} | ${worst(rs.map((r) => r.maxWall)).toFixed(0)} | ${worst(rs.map((r) => r.longCpu))} | ${worst(rs.map((r) => r.maxCpu)).toFixed(0)} | ${median(rs.map((r) => r.busyCpu)).toFixed(0)} |`);
}
