// wasm_bench_generate.mjs — the generation tail in the WASM module under node: per genre × size × level
// the site's catalog offers (build/site/lib/catalog.js, read here so the rows are what the menus show), the
// wall time of one `generate` call over N seeds — median, p90, p99, max — and the failures. The native
// twin is bench/bench_generate_tail.cpp (same seeds, same options, same table).
//
//   node bench/wasm_bench_generate.mjs [--n 200] [--seed 1] [--only TEXT]... [--budget SECONDS] [--cpu 1]
//
// --cpu 1 times the process's CPU (process.cpuUsage) instead of the wall clock: on a shared machine wall
// times swing several-fold with the neighbours. The call is synchronous, so the CPU is the module's.
// --only keeps rows whose name ("variant 9 killer-3", "tectonic 7x7 7", "hashi 40x40 hard") contains
// TEXT; --budget stops a row after that many seconds of its own (its n says how many seeds it got).
// Beyond the catalog: Sudoku 25×25 and Hashi 25×25 / 40×40 (the widget's sizes, default islands).
// Levels a size does not offer (the catalog's notAt: no puzzle of that size reaches them) are left out
// unless --all 1.
// Results: docs/benchmarks.md.
import { performance } from 'node:perf_hooks';
import { generateCombos } from '../tests/support/catalog.mjs';
import { loadCore } from '../tests/support/site.mjs';

const args = process.argv.slice(2);
const opt = { n: 200, seed: 1, only: [], budget: Infinity, cpu: 0, all: 0 };
for (let i = 0; i + 1 < args.length; i += 2) {
  const [k, v] = [args[i].replace(/^--/, ''), args[i + 1]];
  if (k === 'only') opt.only.push(v);
  else if (k in opt) opt[k] = Number(v);
  else throw new Error(`unknown option ${args[i]}`);
}

// Every offered combination as [name, generate options].
const combos = () => generateCombos({ all: opt.all }).map((c) => [`${c.genre} ${c.size} ${c.level}`, c.options]);

// Seconds on the wall clock, or of the process's CPU (user + system).
const clock = () => {
  if (!opt.cpu) return performance.now() / 1000;
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const rank = (sorted, p) => sorted[Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length))) - 1] ?? 0;
const core = await loadCore();
console.log(`${opt.cpu ? 'CPU' : 'Wall'} time per request, seconds\n`);
console.log('| genre | size | level | n | median s | p90 s | p99 s | max s | failures | mean attempts |');
console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|');
for (const [name, o] of combos()) {
  if (opt.only.length && !opt.only.some((t) => name.includes(t))) continue;
  const { genre, ...rest } = o;
  const times = [];
  let failures = 0, attempts = 0, spent = 0, firstError = '';
  for (let i = 0; i < opt.n && spent < opt.budget; ++i) {
    const options = JSON.stringify({ ...rest, seed: opt.seed + i });
    const t0 = clock();
    const r = JSON.parse(core.run('generate', genre, '', options));
    const s = clock() - t0;
    spent += s;
    times.push(s);
    if (r.status === 'error' || r.error) {
      ++failures;
      firstError ||= r.error;
    } else attempts += r.attempts || 1;
  }
  times.sort((a, b) => a - b);
  const f = (x) => x.toFixed(3);
  const [, size, level] = name.split(' ');
  console.log(`| ${genre} | ${size} | ${level} | ${times.length} | ${f(rank(times, 0.5))} | ${f(rank(times, 0.9))} | ${f(rank(times, 0.99))} | ${f(times.at(-1) ?? 0)} | ${failures} | ${(attempts / Math.max(1, times.length - failures)).toFixed(1)} |`);
  if (firstError) console.error(`${name}: ${firstError.slice(0, 300)}`);
}
