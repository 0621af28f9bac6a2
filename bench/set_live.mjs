// set_live.mjs — the setting page's live answer, in Debian's Chromium through the page's real path:
// an edit made through the setting session (set/setter.js) as the board makes it, the draft drawn,
// the engine's `candidates` in the page's Web Worker (WebAssembly), the answer drawn — then `analyze`.
// A simulated setter starts from an empty grid and adds a generated unique puzzle's pieces one at a
// time in a seeded random order, waiting for each answer, as a person watching the candidates would:
//   9×9 Sudoku — the givens; 9×9 killer — each cage drawn, then its sum typed (a digit an edit), then
//   the givens; 8×8 Tectonic — the regions (no engine call until every cell has one), then the givens;
//   10×10 Hashi (15 islands) — the islands without numbers, then the numbers.
// For each edit: the wall time from the edit to the live answer on the board (solution count and true
// candidates) and to the full answer (level and hardest step once unique, a splitting given before).
// The baseline in the same run: a plain `solve` (two solutions) of the same draft in a worker of its
// own. "Mid-setting" are the edits answered with 10 to 99 solutions left (issue 34: tens of solutions).
//
//   node bench/set_live.mjs [puzzles per genre]        (default 3)
import { cpus, loadavg } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import { startServer } from '../tools/static-server.mjs';
import { launchBrowser } from '../tests/support/browser.mjs';
import { siteDir, loadCore, loadApi } from '../tests/support/site.mjs';

const perGenre = Number(process.argv[2] || 3);
const api = loadApi().wrap(await loadCore());

// A seeded shuffle (the same order on every run).
function shuffled(list, seed) {
  const out = list.slice();
  let x = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
const cellOf = (name, n) => { const m = /^R(\d+)C(\d+)$/i.exec(name); return (m[1] - 1) * n + (m[2] - 1); };

// The setter's edits for each scenario: [{genre, size, steps: [{tool, action}]}].
function scenarios() {
  const out = [];
  for (let k = 0; k < perGenre; k++) {
    const seed = 1000 + k;
    const s = api.run('generate', '', { genre: 'sudoku', size: 9, difficulty: 3, seed });
    const givens = [...s.puzzle].map((ch, i) => [i, ch]).filter(([, ch]) => ch !== '.');
    out.push({ name: '9×9 Sudoku', genre: 'sudoku', size: '9', steps: shuffled(givens, seed).map(([i, ch]) => ({ tool: 'digits', action: { type: 'digit', cells: [i], d: Number(ch) } })) });

    const v = api.run('generate', '', { genre: 'variant', size: 9, rule: 'killer', seed });
    const fp = JSON.parse(api.run('convert', v.puzzle, { genre: 'variant', to: 'json' }).puzzle);
    const steps = [];
    for (const cage of shuffled(fp.killercage, seed)) {
      steps.push({ tool: 'cage', action: { type: 'cells', cells: cage.cells.map((c) => cellOf(c, 9)) } });
      for (const ch of String(cage.value || '')) steps.push({ tool: 'cage', action: { type: 'digit', cells: [], d: Number(ch) }, current: 'last-cage' });
    }
    const kg = [];
    fp.grid.forEach((row, r) => row.forEach((cell, c) => { if (cell.given && cell.value) kg.push([r * 9 + c, cell.value]); }));
    for (const [i, d] of shuffled(kg, seed)) steps.push({ tool: 'digits', action: { type: 'digit', cells: [i], d } });
    out.push({ name: '9×9 killer', genre: 'sudoku', size: '9', steps });

    const t = api.run('generate', '', { genre: 'tectonic', size: '8x8', seed });
    const tj = JSON.parse(api.run('convert', t.puzzle, { genre: 'tectonic', to: 'json' }).puzzle);
    const regions = new Map();
    tj.regions.flat().forEach((g, i) => { if (g >= 0) { if (!regions.has(g)) regions.set(g, []); regions.get(g).push(i); } });
    const tsteps = [...regions.values()].map((cells) => ({ tool: 'regions', action: { type: 'cells', cells } }));
    const tg = [...tj.givens.join('')].map((ch, i) => [i, ch]).filter(([, ch]) => /[1-9]/.test(ch));
    for (const [i, ch] of shuffled(tg, seed)) tsteps.push({ tool: 'digits', action: { type: 'digit', cells: [i], d: Number(ch) } });
    out.push({ name: '8×8 Tectonic', genre: 'tectonic', size: '8x8', steps: tsteps });

    const h = api.run('generate', '', { genre: 'hashi', size: '10x10', islands: 15, seed });
    const hj = JSON.parse(api.run('convert', h.puzzle, { genre: 'hashi', to: 'json' }).puzzle);
    const islands = shuffled(hj.islands, seed);
    out.push({
      name: '10×10 Hashi', genre: 'hashi', size: '10x10',
      steps: [...islands.map(([r, c]) => ({ tool: 'islands', action: { type: 'cells', cells: [r * 10 + c] } })),
        ...shuffled(islands, seed + 1).map(([r, c, n]) => ({ tool: 'islands', action: { type: 'digit', cells: [r * 10 + c], d: n } }))],
    });
  }
  return out;
}

// CPU time (ns) of every thread of this browser's processes, the renderer's worker included: from
// /proc/<pid>/task/<tid>/schedstat, nanoseconds on a core (Linux).
function browserCpuNs(profile) {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(profile)) continue;
      for (const tid of readdirSync(`/proc/${pid}/task`)) total += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch { /* the process ended */ }
  }
  return total;
}

// In the page: waits until it shows the answer for the draft now on the board (the candidates, then
// the analysis), with the wall times since `t0`.
const SETTLE = `(t0) => new Promise((resolve) => {
  const s = window.gridlogicSetter, draw = s.onUpdate;
  let live = null;
  const check = () => {
    const l = s.live;
    if (l.version !== s.version) return;
    if (l.phase === 'draft' || l.phase === 'error' || l.phase === 'cancelled') { s.onUpdate = draw; resolve({ phase: l.phase }); return; }
    if ((l.phase === 'analysing' || l.phase === 'answered') && live === null) live = performance.now() - t0;
    if (l.phase === 'answered') { s.onUpdate = draw; resolve({ phase: l.phase, live, full: performance.now() - t0, status: l.status, count: l.analysis ? l.analysis.count : l.count, limit: l.analysis ? l.analysis.limit : l.limit }); }
  };
  s.onUpdate = (parts) => { draw(parts); if (parts.has('live')) check(); };
  check();
})`;

// Runs one scenario; returns per engine-answered edit {live, full, cpu, base, baseCpu, count, status}.
async function runScenario(page, profile, sc) {
  await page.evaluate(async ({ genre, size, settle }) => {
    const { Gridlogic } = await import('./gridlogic.js');
    window.benchBase = window.benchBase || new Gridlogic();
    await window.benchBase.version();
    window.benchSettle = (0, eval)(settle);
    window.gridlogicSetter.newDraft(genre, size);
    await window.benchSettle(performance.now());
  }, { genre: sc.genre, size: sc.size, settle: SETTLE });
  const out = [];
  for (const step of sc.steps) {
    const c0 = browserCpuNs(profile);
    // The edit, until the live answer is on the board (the analysis then starts at once: the CPU read
    // between the two takes about a millisecond of it).
    const r = await page.evaluate(async (st) => {
      const s = window.gridlogicSetter;
      s.setTool(st.tool);
      window.benchT0 = performance.now();
      s.act(st.action);
      window.benchDone = window.benchSettle(window.benchT0);
      await new Promise((resolve) => {
        const draw = s.onUpdate;
        const check = () => { if (s.live.version === s.version && s.live.phase !== 'waiting') { s.onUpdate = draw; resolve(); } };
        s.onUpdate = (parts) => { draw(parts); check(); };
        check();
      });
      return s.live.phase;
    }, step);
    const cLive = browserCpuNs(profile);
    const done = await page.evaluate(() => window.benchDone);
    const c1 = browserCpuNs(profile);
    if (done.phase !== 'answered' || r === 'draft') continue;
    const base = await page.evaluate(async () => {
      const s = window.gridlogicSetter, { genre, input } = s.kind.engineInput(s.draft);
      const b0 = performance.now();
      await window.benchBase.run('solve', input, { genre, count: 2 });
      return performance.now() - b0;
    });
    const c2 = browserCpuNs(profile);
    out.push({ ...done, liveCpu: (cLive - c0) / 1e6, cpu: (c1 - c0) / 1e6, base, baseCpu: (c2 - c1) / 1e6 });
  }
  return out;
}

// A cancelled call costs a fresh worker (gridlogic.js terminates the old one): its start, to the first answer.
async function workerStart(page, profile) {
  const c0 = browserCpuNs(profile);
  const wall = await page.evaluate(async () => {
    const { Gridlogic } = await import('./gridlogic.js');
    const t0 = performance.now();
    const g = new Gridlogic();
    await g.version();
    const ms = performance.now() - t0;
    g.terminate();
    return ms;
  });
  return { wall, cpu: (browserCpuNs(profile) - c0) / 1e6 };
}

const pct = (xs, p) => { const a = xs.slice().sort((x, y) => x - y); return a.length ? a[Math.min(a.length - 1, Math.ceil((p / 100) * a.length) - 1)] : NaN; };
const f = (x) => (Number.isFinite(x) ? x.toFixed(0) : '–');

const { server, url } = await startServer(siteDir);
const browser = await launchBrowser();
const page = await browser.context.newPage();
await page.setViewportSize({ width: 1280, height: 800 });
page.on('pageerror', (e) => console.error('pageerror', e.message));
await page.goto(`${url}set.html`);
await page.waitForFunction(() => document.body.dataset.state === 'setting');
const byName = new Map();
for (const sc of scenarios()) {
  const rows = await runScenario(page, browser.profile, sc);
  if (!byName.has(sc.name)) byName.set(sc.name, []);
  byName.get(sc.name).push(...rows);
  process.stderr.write(`${sc.name}: ${rows.length} answers\n`);
}
const restart = await workerStart(page, browser.profile);
await browser.close();
server.close();

console.log(`Chromium, ${cpus().length} cores, load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}; ${perGenre} puzzles a genre. Wall: ms from the edit to the answer on the board (what the setter waits, stretched by the machine's load); CPU: ms on a core of every thread of the browser for that edit (the worker's engine, the page's drawing).\n`);
console.log('| scenario | edits | live answer wall p50 / p90 / max | live answer CPU p50 / p90 / max | full answer wall p50 / p90 / max | full answer CPU p50 / p90 / max | mid-setting edits (10–99 left): live wall p90 / max, CPU p90 / max | baseline `solve` wall p50 / p90, CPU p90 |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [name, rows] of byName) {
  const mid = rows.filter((r) => r.status === 'multiple' && r.count >= 10 && r.count < 100 && r.count < r.limit);
  const col = (rs, k) => rs.map((r) => r[k]);
  const three = (xs) => `${f(pct(xs, 50))} / ${f(pct(xs, 90))} / ${f(xs.length ? Math.max(...xs) : NaN)}`;
  const two = (xs) => `${f(pct(xs, 90))} / ${f(xs.length ? Math.max(...xs) : NaN)}`;
  console.log(`| ${name} | ${rows.length} | ${three(col(rows, 'live'))} | ${three(col(rows, 'liveCpu'))} | ${three(col(rows, 'full'))} | ${three(col(rows, 'cpu'))} | ${mid.length}: ${two(col(mid, 'live'))}, ${two(col(mid, 'liveCpu'))} | ${f(pct(col(rows, 'base'), 50))} / ${f(pct(col(rows, 'base'), 90))}, ${f(pct(col(rows, 'baseCpu'), 90))} |`);
}
console.log(`\nA fresh worker (what a cancel costs before the next answer): ${f(restart.wall)} ms wall, ${f(restart.cpu)} ms CPU.`);
