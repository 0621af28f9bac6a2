// widget_longtasks.mjs — a blog page with six <gridlogic-puzzle> widgets against the same page without
// them, in Debian's Chromium on localhost (issue 33): main-thread long tasks (over 50 ms) from
// navigation until every widget plays and the page has been idle for a second, and the main thread's
// busy time (DevTools' TaskDuration and ScriptDuration, CPU time of the renderer's main thread). The two
// pages alternate within one run, so the machine's load falls on both alike. Prints a table.
//
//   node bench/widget_longtasks.mjs [runs]        (default 5; medians and worst over the runs)
import http from 'node:http';
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
// The page: a column of text with the widgets in it, all within the first two screens (so they start
// together, the hardest case); the baseline has the same text and script, no elements.
const page = (withWidgets) => `<!doctype html><meta charset="utf-8"><title>blog</title>
<style>body{max-width:44rem;margin:1rem auto;font:17px/1.6 Georgia,serif} .grid{display:grid;grid-template-columns:1fr 1fr;gap:1rem}</style>
<script src="${site}gridlogic-widget.js"></script>
<h1>Six puzzles</h1><p>${'Some words of a post. '.repeat(20)}</p>
<div class="grid">${withWidgets ? WIDGETS.map((a) => `<gridlogic-puzzle ${a}></gridlogic-puzzle>`).join('\n') : ''}</div>
<p>${'More words. '.repeat(40)}</p>`;
const blog = http.createServer((req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(page(req.url.startsWith('/with'))));
await new Promise((r) => blog.listen(0, '127.0.0.1', r));
const blogUrl = `http://127.0.0.1:${blog.address().port}/`;

const observe = () => {
  window.__longtasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longtasks.push(e.duration); })
    .observe({ type: 'longtask', buffered: true });
};

async function measure(browser, withWidgets) {
  const p = await browser.context.newPage();
  await p.setViewportSize({ width: 1280, height: 2400 });   // every widget on screen at once
  await p.addInitScript(observe);
  const cdp = await p.context().newCDPSession(p);
  await cdp.send('Performance.enable');
  await p.goto(blogUrl + (withWidgets ? 'with' : 'without'));
  if (withWidgets) {
    await p.waitForFunction((n) => [...document.querySelectorAll('gridlogic-puzzle')]
      .filter((e) => e.shadowRoot.querySelector('.gl-widget[data-state="playing"]')).length === n, WIDGETS.length, { timeout: 120000 });
  } else await p.waitForLoadState('load');
  // Idle: a second with no long task, measured by the page's own clock.
  await p.evaluate(() => new Promise((done) => setTimeout(done, 1000)));
  const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const tasks = await p.evaluate(() => window.__longtasks);
  await p.close();
  return { tasks, taskMs: metrics.TaskDuration * 1000, scriptMs: metrics.ScriptDuration * 1000 };
}

const rows = { without: [], with: [] };
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
console.log(`\nA blog page with six widgets against the same page without them: ${runs} runs each, alternating, after one warm-up\n`);
console.log('| page | long tasks (median) | long tasks (most) | longest task ms | main thread busy ms (median) | script ms (median) |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const [name, key] of [['without widgets (baseline)', 'without'], ['six widgets', 'with']]) {
  const rs = rows[key];
  const longest = Math.max(0, ...rs.flatMap((r) => r.tasks));
  console.log(`| ${name} | ${median(rs.map((r) => r.tasks.length))} | ${Math.max(...rs.map((r) => r.tasks.length))} | ${longest.toFixed(0)} | ${median(rs.map((r) => r.taskMs)).toFixed(0)} | ${median(rs.map((r) => r.scriptMs)).toFixed(0)} |`);
}
