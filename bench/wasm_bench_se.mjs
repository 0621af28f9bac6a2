// wasm_bench_se.mjs — the SE-compatible human ladder in the WASM module under node: the CPU time of one
// `explain` call (the whole explained path, as the site asks for it) per puzzle, with its rating, and
// per file the median, p90 and max. The native twin is bench/bench_se_agreement.cpp (--paths).
//
//   node bench/wasm_bench_se.mjs FILE...
//
// FILE: one puzzle a line (81 characters, '.' or '0' for empty), or the "path PUZZLE ..." lines that
// `bench_se_agreement --paths` prints, so that both builds time the same puzzles. CPU time of the
// process (process.cpuUsage): the call is synchronous, and wall time on a shared machine measures the
// neighbours. Results: docs/benchmarks.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadCore } from '../tests/support/site.mjs';

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e3;
};
// As bench_se_agreement: the median of an even count is the mean of the middle two; p90 the
// ceil(0.9 n)-th smallest.
const rank = (sorted, p) => sorted[Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length))) - 1] ?? 0;
const median = (s) => (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) ?? 0;

const core = await loadCore();
console.log('| file | n | median ms | p90 ms | max ms |');
console.log('|---|---:|---:|---:|---:|');
for (const file of process.argv.slice(2)) {
  const puzzles = readFileSync(file, 'utf8').split('\n')
    .map((l) => (l.startsWith('path ') ? l.split(/\s+/)[1] : l.trim().slice(0, 81)))
    .filter((p) => /^[0-9.]{81}$/.test(p));
  const times = [];
  for (const p of puzzles) {
    const t0 = cpu();
    const r = JSON.parse(core.run('explain', 'sudoku', p, '{}'));
    const ms = cpu() - t0;
    times.push(ms);
    console.error(`${p} ${r.rating ?? r.error} ${ms.toFixed(1)} ms`);
  }
  times.sort((a, b) => a - b);
  const f = (x) => x.toFixed(1);
  console.log(`| ${path.basename(file)} | ${times.length} | ${f(median(times))} | ${f(rank(times, 0.9))} | ${f(times.at(-1) ?? 0)} |`);
}
