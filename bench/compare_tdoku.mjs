// compare_tdoku.mjs — our fast 9×9 search against tdoku (issue 23), both solving and proving unique
// (counting to 2) the same first puzzles of each data set, run alternately so the machine's load falls
// on both alike. Fetches and builds nothing: give it the `run_benchmark` of a tdoku build you made
// yourself (outside this repository), e.g. cmake -DCMAKE_BUILD_TYPE=Release .. && make run_benchmark.
//
//   node bench/compare_tdoku.mjs PATH/TO/tdoku/build/run_benchmark [rounds] [seconds] [--sat[=ENC,…]] [--ours=PATH] [--before=PATH]
//                                    (default 5 rounds, 2 s per measurement; tdoku takes whole seconds)
//
// --sat compares MiniSat sessions instead: our `SET/sat_session_ENC` rows (one solver, the rules encoded
// once, each puzzle's givens as assumptions, bench_sudoku's smaller samples) against tdoku's MiniSat
// harness on the same puzzles, encoding for encoding — minimal ↔ minisat_minimal, efficient ↔
// minisat_natural, extended ↔ minisat_complete. That needs a tdoku built with -DMINISAT=ON against the
// same MiniSat sources (third_party/minisat2), so the table compares the harnesses (encoding, phase,
// what a session keeps between puzzles), not two builds of MiniSat. Build that MiniSat as a *shared*
// library: tdoku constructs its solvers as global objects, and linked statically they can be built
// before MiniSat's option globals (restart interval, decay) are, and then restart at every conflict.
// The guess columns are then MiniSat decisions per puzzle (both sides less one per model found, as
// tdoku counts).
//
// Run from the repository root after `bash tools/build.sh native` (it runs build/native/bench/
// bench_sudoku's `SET/fast` rows, the SIMD search where the CPU has it, and `SET/fast_scalar`, the scalar
// one, in the same rounds: the second table compares the two paths against the same tdoku runs). The
// table gives each side's median over the rounds of wall time and CPU time per puzzle (tdoku's estimated, below), the ratios ours / tdoku (below 1: we are faster) and
// the guesses per puzzle of each as tdoku counts them: one per branch point (tdoku tries a band
// configuration and, when it must, its negation for free), i.e. our `branches` counter, not our
// `guesses`, which counts every candidate tried. docs/benchmarks.md keeps a run with its machine and date.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
// --sat or --sat=ENC,...: the MiniSat comparison (below), for every encoding or the ones named.
const satArg = args.find((a) => a === '--sat' || a.startsWith('--sat='));
const sat = Boolean(satArg);
// --ours=PATH: another bench_sudoku binary (a saved build of an earlier commit, for a before/after).
const oursArg = args.find((a) => a.startsWith('--ours='));
// --before=PATH: also run that binary's `SET/fast` rows in the same rounds (a saved build of an earlier
// commit), for a before/after table measured against the same tdoku runs.
const beforeArg = args.find((a) => a.startsWith('--before='));
const before = beforeArg ? beforeArg.slice('--before='.length) : null;
if (before && !existsSync(before)) {
  console.error(`${before} is missing`);
  process.exit(2);
}
const [tdoku, roundsArg, secondsArg] = args.filter((a) => !a.startsWith('--'));
if (!tdoku || !existsSync(tdoku)) {
  console.error('usage: node bench/compare_tdoku.mjs PATH/TO/tdoku/build/run_benchmark [rounds] [seconds] [--sat[=ENC,…]] [--ours=PATH]');
  process.exit(2);
}
const rounds = Number(roundsArg || 5);
const seconds = Number(secondsArg || 2);
const ours = oursArg ? oursArg.slice('--ours='.length) : 'build/native/bench/bench_sudoku';
if (!existsSync(ours)) {
  console.error(`${ours} is missing: run bash tools/build.sh native first`);
  process.exit(2);
}

// The rows of bench_sudoku.cpp's kSets, with the puzzles it takes (the first 1,000 of each file).
const SETS = [
  ['17clue', 'sudoku-17clue/puzzles2_17_clue'],
  ['top1465', 'sudoku-magictour-top1465/puzzles3_magictour_top1465'],
  ['hardest', 'sudoku-forum-hardest-1905-11plus/puzzles5_forum_hardest_1905_11+'],
  ['hardest1106', 'sudoku-forum-hardest-1106/puzzles6_forum_hardest_1106'],
  ['serg', 'sudoku-serg-benchmark/puzzles7_serg_benchmark'],
];
const CAP = 1000;
// The pairs compared: [our bench_sudoku method, tdoku's solver name].
const PAIRS = sat
  ? [['sat_session_minimal', 'minisat_minimal'], ['sat_session_efficient', 'minisat_natural'],
     ['sat_session_extended', 'minisat_complete']]
      .filter(([m]) => satArg === '--sat' || satArg.slice('--sat='.length).split(',').includes(m.slice(12)))
  : [['fast', 'tdoku']];
const tmp = mkdtempSync(path.join(tmpdir(), 'compare-tdoku-'));

function run(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}): ${r.stderr.slice(0, 500)}`);
  return r.stdout;
}

// tdoku: its CSV line is "compiler,version,flags,file,solver,puzzles/s,µs/puzzle,%no_guess,guesses/puzzle",
// timed by the wall clock. Its CPU time per puzzle is estimated from the share of a core the process
// had: µs × (user + system) / real, with bash's `time` around the run (warm-up included, which runs the
// same code).
function measureTdoku(solver, file, n) {
  const r = spawnSync('bash', ['-c', 'TIMEFORMAT="%R %U %S"; time "$@"', 'time', tdoku, '-s', solver, '-r', '0',
    '-n', String(n), '-t', String(Math.max(1, Math.round(seconds))), '-w', '1', '-c', '1', file], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`tdoku failed (${r.status}): ${r.stderr.slice(0, 500)}`);
  const line = r.stdout.trim().split('\n').find((l) => l.includes(`,${solver},`));
  if (!line) throw new Error(`tdoku printed no ${solver} row: is it built with that solver? (${tdoku} -h lists them)`);
  const f = line.split(',');
  const [real, user, sys] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
  const us = Number(f[6]);
  return { us, cpu: us * Math.min(1, (user + sys) / real), guesses: Number(f[8]) };
}

// Ours: one iteration solves every puzzle of the set's sample ("N puzzles" in its label); Google
// Benchmark measures both clocks.
function measureOurs(name, method, binary = ours) {
  const out = path.join(tmp, 'ours.json');
  run(binary, [`--benchmark_filter=^${name}/${method}(/|$)`, `--benchmark_min_time=${seconds}`, `--benchmark_out=${out}`,
    '--benchmark_out_format=json']);
  const b = JSON.parse(readFileSync(out, 'utf8')).benchmarks[0];
  const scale = { ns: 1e-3, us: 1, ms: 1e3, s: 1e6 }[b.time_unit] / parseInt(b.label, 10);
  return { us: b.real_time * scale, cpu: b.cpu_time * scale, guesses: sat ? b.decisions : b.branches,
    n: parseInt(b.label, 10) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
try {
  for (const [name, rel] of SETS) {
    const src = path.join('..', 'shared', 'datasets', rel);
    if (!existsSync(src)) { console.error(`skipping ${name}: ${src} is absent`); continue; }
    const lines = readFileSync(src, 'utf8').split('\n').filter((l) => l.length >= 81 && !l.startsWith('#')).slice(0, CAP);
    for (const [method, solver] of PAIRS) {
      const a = [], b = [], c = [], e = [];
      for (let r = 0; r < rounds; r++) {
        a.push(measureOurs(name, method));
        // Our row's label says how many puzzles it solves (bench_sudoku caps the SAT samples lower):
        // tdoku gets the same first ones.
        const file = path.join(tmp, `${name}-${a[0].n}.txt`);
        if (!existsSync(file)) writeFileSync(file, lines.slice(0, a[0].n).map((l) => l.slice(0, 81)).join('\n') + '\n');
        b.push(measureTdoku(solver, file, a[0].n));
        if (!sat) c.push(measureOurs(name, 'fast_scalar'));
        if (before && !sat) e.push(measureOurs(name, 'fast', before));
      }
      rows.push({ name: sat ? `${name} ${method.replace('sat_session_', '')}` : name, n: a[0].n,
        ours: median(a.map((x) => x.us)), tdoku: median(b.map((x) => x.us)),
        oursCpu: median(a.map((x) => x.cpu)), tdokuCpu: median(b.map((x) => x.cpu)),
        oursGuesses: a[0].guesses, tdokuGuesses: b[0].guesses,
        scalarCpu: c.length ? median(c.map((x) => x.cpu)) : NaN, scalarGuesses: c.length ? c[0].guesses : NaN,
        beforeCpu: e.length ? median(e.map((x) => x.cpu)) : NaN, beforeGuesses: e.length ? e[0].guesses : NaN });
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
const tdokuInfo = run(tdoku, ['-h']).split('\n').find((l) => l.startsWith('build info')) || '';
console.log(`tdoku ${tdokuInfo.replace('build info: ', '')}; ${rounds} rounds of ${seconds} s each, alternating; medians\n`);
const guessLabel = sat ? 'decisions/puzzle' : 'branch points/puzzle';
console.log(`| set (puzzles) | wall µs/puzzle ours | tdoku | ours / tdoku | CPU µs/puzzle ours | tdoku (est.) | ours / tdoku | ${guessLabel} ours | tdoku | ours / tdoku |`);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const f2 = (x) => x.toFixed(2);
for (const r of rows)
  console.log(`| ${r.name} (${r.n}) | ${f2(r.ours)} | ${f2(r.tdoku)} | ${f2(r.ours / r.tdoku)} | ${f2(r.oursCpu)} | ${f2(r.tdokuCpu)} | ${f2(r.oursCpu / r.tdokuCpu)} | ${f2(r.oursGuesses)} | ${f2(r.tdokuGuesses)} | ${f2(r.oursGuesses / Math.max(r.tdokuGuesses, 1e-9))} |`);
if (!sat) {
  console.log('\nScalar path (`fast_scalar`) against SIMD (`fast`) and tdoku, same rounds, CPU µs/puzzle:\n');
  console.log('| set (puzzles) | scalar | SIMD | tdoku (est.) | scalar / tdoku | SIMD / tdoku | SIMD / scalar | branch points scalar | SIMD | tdoku |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(`| ${r.name} (${r.n}) | ${f2(r.scalarCpu)} | ${f2(r.oursCpu)} | ${f2(r.tdokuCpu)} | ${f2(r.scalarCpu / r.tdokuCpu)} | ${f2(r.oursCpu / r.tdokuCpu)} | ${f2(r.oursCpu / r.scalarCpu)} | ${f2(r.scalarGuesses)} | ${f2(r.oursGuesses)} | ${f2(r.tdokuGuesses)} |`);
}
if (before && !sat) {
  console.log(`\nBefore (${before}, its \`fast\` rows) and after (${ours}) against tdoku, same rounds, CPU µs/puzzle:\n`);
  console.log('| set (puzzles) | before | after | tdoku (est.) | before / tdoku | after / tdoku | after / before | branch points before | after | tdoku |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(`| ${r.name} (${r.n}) | ${f2(r.beforeCpu)} | ${f2(r.oursCpu)} | ${f2(r.tdokuCpu)} | ${f2(r.beforeCpu / r.tdokuCpu)} | ${f2(r.oursCpu / r.tdokuCpu)} | ${f2(r.oursCpu / r.beforeCpu)} | ${f2(r.beforeGuesses)} | ${f2(r.oursGuesses)} | ${f2(r.tdokuGuesses)} |`);
}
