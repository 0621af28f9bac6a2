// wasm_bench_trainer.mjs — trainer puzzles (`generate --technique`, docs/generator.md) in the WASM
// module under node: which techniques are the most common, then per technique the CPU time of one
// `generate --technique NAME` call over N seeds — median, p90, p99, max — and the failures.
//
//   node bench/wasm_bench_trainer.mjs [--n 200] [--seed 1] [--top 20] [--sample 300] [--only NAME]...
//                                     [--budget SECONDS] [--techniques a,b,c]
//
// "Most common": the techniques of the module's own `techniques` list, counted by the puzzles whose
// explained path takes them at least once on their default ladder (`explain`, SE's ladder, and
// `explain --ladder hodoku` for those only HoDoKu's ladder has), over `--sample` puzzles from each
// bucket of ../shared/datasets/sudoku-exchange-rated (easy … hard) and from top1465; the `--top` most
// frequent are timed (or the names given with --techniques). CPU time of the process (process.cpuUsage):
// the call is synchronous, so it is the module's. --budget stops a technique after that many seconds.
// Every puzzle made is checked: solved by the module's `solve` as unique, and its path taking the
// technique. The baseline, measured first in the same run over the same seeds: `generate` with no
// technique (a minimal puzzle of any level), and the ratio column is each row's p99 over its p99.
// Results: docs/benchmarks.md, "Trainer puzzles".
import { existsSync, readFileSync } from 'node:fs';
import { loadCore } from '../tests/support/site.mjs';

const args = process.argv.slice(2);
const opt = { n: 200, seed: 1, top: 20, sample: 300, budget: Infinity, only: [], techniques: '' };
for (let i = 0; i + 1 < args.length; i += 2) {
  const [k, v] = [args[i].replace(/^--/, ''), args[i + 1]];
  if (k === 'only') opt.only.push(v);
  else if (k === 'techniques') opt.techniques = v;
  else if (k in opt) opt[k] = Number(v);
  else throw new Error(`unknown option ${args[i]}`);
}

const core = await loadCore();
const call = (verb, input, options = {}) => JSON.parse(core.run(verb, 'sudoku', input, JSON.stringify(options)));
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const rank = (sorted, p) => sorted[Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length))) - 1] ?? 0;

const techniques = call('techniques', '').techniques;
const byName = new Map(techniques.map((t) => [t.name, t]));

// Which techniques paths take most often.
function commonest() {
  const root = new URL('../../shared/datasets/', import.meta.url);
  const files = ['easy', 'medium', 'hard1', 'hard2', 'diabolical', 'hard']
    .map((b) => new URL(`sudoku-exchange-rated/${b}_puzzle_and_solution.txt`, root))
    .concat([new URL('sudoku-magictour-top1465/puzzles3_magictour_top1465', root)]);
  const counts = new Map();
  let puzzles = 0;
  for (const file of files) {
    if (!existsSync(file)) continue;
    const lines = readFileSync(file, 'utf8').split('\n').filter((l) => /^[0-9.]{81}/.test(l)).map((l) => l.slice(0, 81));
    for (const p of lines.slice(0, opt.sample)) {
      ++puzzles;
      const seen = new Set();
      for (const [ladder, only] of [['se', (t) => t.ladder === 'se'], ['hodoku', (t) => t.ladder === 'hodoku']]) {
        const r = call('explain', p, { ladder, 'last-resort': 'no' });
        for (const s of r.steps || []) {
          const t = byName.get(s.technique);
          if (t && only(t)) seen.add(t.name);
        }
      }
      for (const name of seen) counts.set(name, (counts.get(name) || 0) + 1);
    }
  }
  return { puzzles, ranked: [...counts.entries()].sort((a, b) => b[1] - a[1]) };
}

let chosen;
if (opt.techniques) {
  chosen = opt.techniques.split(',').map((name) => [name, null]);
} else {
  const { puzzles, ranked } = commonest();
  if (!puzzles) throw new Error('no puzzles: ../shared/datasets is absent; name techniques with --techniques a,b,c');
  console.log(`Techniques by the puzzles whose path takes them (${puzzles} puzzles):\n`);
  console.log(ranked.map(([n, c]) => `${n} ${c}`).join(', ') + '\n');
  chosen = ranked.slice(0, opt.top);
}

// Times `generate` with these options over the seeds; checks every puzzle made.
function measure(name, options) {
  const times = [];
  let failures = 0, attempts = 0, spent = 0, firstError = '';
  for (let i = 0; i < opt.n && spent < opt.budget; ++i) {
    const t0 = cpu();
    const r = call('generate', '', { ...options, seed: opt.seed + i });
    const s = cpu() - t0;
    spent += s;
    times.push(s);
    if (r.status === 'error' || r.error) {
      ++failures;
      firstError ||= r.error;
      continue;
    }
    attempts += r.attempts || 1;
    // Unique (SAT here; the generator's own proofs were the fast search and SAT), and a path that
    // takes the technique (its HoDoKu kinds share the technique's name).
    const solved = call('solve', r.puzzle, { method: 'sat' });
    if (solved.status !== 'unique' || solved.solution !== r.solution) throw new Error(`${name} seed ${opt.seed + i}: not unique`);
    if (!name) continue;
    const path = call('explain', r.puzzle, { ladder: r.ladder, 'last-resort': 'no' });
    if (!path.steps.some((st) => st.technique === name || (name === 'dynamic-forcing-chains' && st.technique.startsWith('dynamic-'))))
      throw new Error(`${name} seed ${opt.seed + i}: the path does not take it`);
  }
  times.sort((a, b) => a - b);
  return { times, failures, attempts, firstError };
}

console.log('CPU time per `generate` request, seconds (ratio: p99 over the baseline\'s p99)\n');
console.log('| technique | ladder | puzzles with it | n | median s | p90 s | p99 s | max s | ratio | failures | mean attempts |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
const f = (x) => x.toFixed(3);
let base = 0;
const row = (label, ladder, frequency, m) => {
  const p99 = rank(m.times, 0.99);
  base ||= p99;
  console.log(`| ${label} | ${ladder} | ${frequency ?? ''} | ${m.times.length} | ${f(rank(m.times, 0.5))} | ${f(rank(m.times, 0.9))} | ${f(p99)} | ${f(m.times.at(-1) ?? 0)} | ${(p99 / base).toFixed(1)} | ${m.failures} | ${(m.attempts / Math.max(1, m.times.length - m.failures)).toFixed(1)} |`);
  if (m.firstError) console.error(`${label}: ${m.firstError.slice(0, 300)}`);
};
row('(baseline: no technique)', '', '', measure('', {}));
for (const [name, frequency] of chosen) {
  if (opt.only.length && !opt.only.includes(name)) continue;
  row(name, byName.get(name)?.ladder ?? '?', frequency, measure(name, { technique: name }));
}
