// compare_tdoku.mjs — our fast 9×9 search against tdoku (issues 23 and 37), both solving and proving
// unique (counting to 2) the same first puzzles of each data set, run interleaved round by round so the
// machine's load falls on all alike. Fetches and builds nothing: give it the `run_benchmark` of a tdoku
// build you made yourself (outside this repository), e.g. cmake -DCMAKE_BUILD_TYPE=Release .. && make
// run_benchmark.
//
//   node bench/compare_tdoku.mjs PATH/TO/tdoku/build/run_benchmark [rounds] [seconds]
//        [--v3=PATH/TO/other/run_benchmark] [--peers=jsolve,fsss2] [--sets=A,B] [--sat[=ENC,…]] [--ours=PATH] [--before=PATH]
//                                    (default 5 rounds, 2 s per measurement; tdoku takes whole seconds)
//
// The first run_benchmark is tdoku as its authors build it (-march=native); --v3 adds a second build
// (e.g. -march=x86-64-v3, a portable AVX2 build) measured in the same rounds; --peers runs those other
// solvers of the first build's harness (tdoku's `other/`: jsolve, fsss2, … as that build includes them).
// Ours: every 9×9 path this CPU runs (`SET/fast_scalar`, `fast_sse4.1`, `fast_avx2`, `fast_avx512`
// rows of bench_sudoku; docs/simd.md) and `SET/fast`, the one the engine picks.
//
// CPU time. Ours is Google Benchmark's (CLOCK_PROCESS_CPUTIME_ID around the timed loop). tdoku's
// harness times the wall clock only; a harness patched to read CLOCK_PROCESS_CPUTIME_ID around its
// timed loop and print `cpu_us_per_puzzle SOLVER X` on standard error (a few lines in
// src/run_benchmark.cc, made outside this repository; docs/benchmarks.md says which) gives it
// measured, and the table says "measured"; without that line it is estimated from the share of a core
// the process had (µs × (user + sys) / real, bash's `time`) and the table says "est.".
// Ratios are medians of the within-round ratios (each round's ours / theirs), which cancels most of
// the load that a round shares.
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
// Run from the repository root after `bash tools/build.sh native`. Branch points are counted as tdoku
// counts its guesses: one per branch point (tdoku tries a band configuration and, when it must, its
// negation for free), i.e. our `branches` counter, not our `guesses`, which counts every candidate
// tried. docs/benchmarks.md keeps today's run with its machine, date and the builds' commits and flags.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const flag = (name) => {
  const a = args.find((x) => x === `--${name}` || x.startsWith(`--${name}=`));
  return a === undefined ? null : a.includes('=') ? a.slice(a.indexOf('=') + 1) : '';
};
// --sat or --sat=ENC,...: the MiniSat comparison (above), for every encoding or the ones named.
const satArg = flag('sat');
const sat = satArg !== null;
// --ours=PATH: another bench_sudoku binary. --before=PATH: also run that binary's `SET/fast` rows in the
// same rounds (a saved build of an earlier commit), for a before/after against the same tdoku runs.
const before = flag('before');
const v3 = flag('v3');
const peers = (flag('peers') || '').split(',').filter(Boolean);
// --sets=17clue,serg: only those data sets (default all five).
const onlySets = (flag('sets') || '').split(',').filter(Boolean);
for (const f of [before, v3]) {
  if (f && !existsSync(f)) {
    console.error(`${f} is missing`);
    process.exit(2);
  }
}
const [tdoku, roundsArg, secondsArg] = args.filter((a) => !a.startsWith('--'));
if (!tdoku || !existsSync(tdoku)) {
  console.error('usage: node bench/compare_tdoku.mjs PATH/TO/tdoku/build/run_benchmark [rounds] [seconds] [--v3=PATH] [--peers=jsolve,fsss2] [--sat[=ENC,…]] [--ours=PATH] [--before=PATH]');
  process.exit(2);
}
const rounds = Number(roundsArg || 5);
const seconds = Number(secondsArg || 2);
const ours = flag('ours') || 'build/native/bench/bench_sudoku';
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
const tmp = mkdtempSync(path.join(tmpdir(), 'compare-tdoku-'));

function run(cmd, argv) {
  const r = spawnSync(cmd, argv, { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} failed (${r.status}): ${r.stderr.slice(0, 500)}`);
  return r.stdout;
}

// One tdoku-harness solver on a puzzle file. Its CSV line is "compiler,version,flags,file,solver,
// puzzles/s,µs/puzzle,%no_guess,guesses/puzzle", timed by the wall clock; CPU time from the patched
// harness's `cpu_us_per_puzzle` line when it prints one (measured), else estimated (above).
function measureHarness(binary, solver, file, n) {
  const r = spawnSync('bash', ['-c', 'TIMEFORMAT="%R %U %S"; time "$@"', 'time', binary, '-s', solver, '-r', '0',
    '-n', String(n), '-t', String(Math.max(1, Math.round(seconds))), '-w', '1', '-c', '1', file], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${binary} failed (${r.status}): ${r.stderr.slice(0, 500)}`);
  const line = r.stdout.trim().split('\n').find((l) => l.includes(`,${solver},`));
  if (!line) throw new Error(`${binary} printed no ${solver} row: is it built with that solver? (${binary} -h lists them)`);
  const f = line.split(',');
  const lines = r.stderr.trim().split('\n');
  const [real, user, sys] = lines.pop().split(' ').map(Number);
  const us = Number(f[6]);
  const cpuLine = lines.find((l) => l.startsWith(`cpu_us_per_puzzle ${solver} `));
  const measured = Boolean(cpuLine);
  const cpu = measured ? Number(cpuLine.split(' ')[2]) : us * Math.min(1, (user + sys) / real);
  return { us, cpu, measured, guesses: f[8] === 'N/A' ? NaN : Number(f[8]) };
}

// Ours: one iteration solves every puzzle of the set's sample ("N puzzles" in its label); Google
// Benchmark measures both clocks.
function measureOurs(name, method, binary = ours) {
  const out = path.join(tmp, 'ours.json');
  run(binary, [`--benchmark_filter=^${name}/${method}(/|$)`, `--benchmark_min_time=${seconds}`, `--benchmark_out=${out}`,
    '--benchmark_out_format=json']);
  const b = JSON.parse(readFileSync(out, 'utf8')).benchmarks[0];
  if (!b) return null;
  const scale = { ns: 1e-3, us: 1, ms: 1e3, s: 1e6 }[b.time_unit] / parseInt(b.label, 10);
  return { us: b.real_time * scale, cpu: b.cpu_time * scale, guesses: sat ? b.decisions : b.branches,
    n: parseInt(b.label, 10) };
}

// Which of our rows exist here: bench_sudoku registers a path's rows only where the CPU runs it.
const listed = run(ours, ['--benchmark_list_tests=true', '--benchmark_filter=^17clue/fast']).split('\n');
const PATHS = ['scalar', 'sse4.1', 'avx2', 'avx512'].filter((p) => listed.includes(`17clue/fast_${p}`));

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const f2 = (x) => (Number.isFinite(x) ? x.toFixed(2) : '—');
const rows = [];
try {
  for (const [name, rel] of SETS) {
    if (onlySets.length && !onlySets.includes(name)) continue;
    const src = path.join('..', 'shared', 'datasets', rel);
    if (!existsSync(src)) { console.error(`skipping ${name}: ${src} is absent`); continue; }
    const lines = readFileSync(src, 'utf8').split('\n').filter((l) => l.length >= 81 && !l.startsWith('#'));
    // The pairs compared: [our bench_sudoku method, the harness's solver name].
    const pairs = sat
      ? [['sat_session_minimal', 'minisat_minimal'], ['sat_session_efficient', 'minisat_natural'],
         ['sat_session_extended', 'minisat_complete']]
          .filter(([m]) => satArg === '' || satArg.split(',').includes(m.slice(12)))
      : [['fast', 'tdoku']];
    for (const [method, solver] of pairs) {
      // Per round: ours (the engine's pick, every path, before) and theirs (tdoku, its v3 build, peers).
      const m = {};
      const add = (key, x) => (m[key] ||= []).push(x);
      let file = null, n = 0;
      for (let r = 0; r < rounds; r++) {
        const a = measureOurs(name, method);
        add('ours', a);
        if (!file) {
          // Our row's label says how many puzzles it solves (bench_sudoku caps the SAT samples lower):
          // the harness gets the same first ones.
          n = a.n;
          file = path.join(tmp, `${name}-${n}.txt`);
          writeFileSync(file, lines.slice(0, n).map((l) => l.slice(0, 81)).join('\n') + '\n');
        }
        add('tdoku', measureHarness(tdoku, solver, file, n));
        if (!sat) {
          for (const p of PATHS) add(p, measureOurs(name, `fast_${p}`));
          if (v3) add('tdoku_v3', measureHarness(v3, 'tdoku', file, n));
          for (const peer of peers) add(peer, measureHarness(tdoku, peer, file, n));
          if (before) add('before', measureOurs(name, 'fast', before));
        }
      }
      const cpu = (k) => (m[k] ? median(m[k].map((x) => x.cpu)) : NaN);
      const ratio = (k, l) => (m[k] && m[l] ? median(m[k].map((x, i) => x.cpu / m[l][i].cpu)) : NaN);
      const wallRatio = (k, l) => (m[k] && m[l] ? median(m[k].map((x, i) => x.us / m[l][i].us)) : NaN);
      rows.push({ name: sat ? `${name} ${method.replace('sat_session_', '')}` : name, n, m, cpu, ratio, wallRatio,
        guesses: (k) => (m[k] ? m[k][0].guesses : NaN), measured: m.tdoku[0].measured });
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
const info = (binary) => (run(binary, ['-h']).split('\n').find((l) => l.startsWith('build info')) || '').replace('build info: ', '');
const est = rows.length && rows[0].measured ? 'measured' : 'est.';
console.log(`tdoku: ${info(tdoku)}${v3 ? `; v3 build: ${info(v3)}` : ''}; ${rounds} rounds of ${seconds} s each, interleaved; ` +
  `CPU µs a puzzle (tdoku's ${est}), medians; ratios: medians of the rounds' ratios\n`);
if (sat) {
  console.log(`| set (puzzles) | CPU µs ours | tdoku (${est}) | ours / tdoku | wall ours / tdoku | decisions ours | tdoku |`);
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(`| ${r.name} (${r.n}) | ${f2(r.cpu('ours'))} | ${f2(r.cpu('tdoku'))} | ${f2(r.ratio('ours', 'tdoku'))} | ` +
      `${f2(r.wallRatio('ours', 'tdoku'))} | ${f2(r.guesses('ours'))} | ${f2(r.guesses('tdoku'))} |`);
} else {
  // One table: every path of ours, both tdoku builds and the peers (µs), the engine's pick against
  // each of them (ratio), branch points and CPU µs per branch point.
  const theirs = ['tdoku', ...(v3 ? ['tdoku_v3'] : []), ...peers];
  const label = { tdoku: 'tdoku native', tdoku_v3: 'tdoku v3' };
  const lab = (k) => label[k] || k;
  console.log(`| set (puzzles) | ${PATHS.map((p) => `ours ${p}`).join(' | ')} | ${theirs.map(lab).join(' | ')} | ` +
    `${theirs.map((k) => `ours / ${lab(k)}`).join(' | ')} | branch points ours | tdoku | µs per branch point ours | tdoku |`);
  console.log(`| --- |${' ---: |'.repeat(PATHS.length + 2 * theirs.length + 4)}`);
  for (const r of rows) {
    const bp = r.guesses('ours'), bt = r.guesses('tdoku');
    console.log(`| ${r.name} (${r.n}) | ${PATHS.map((p) => f2(r.cpu(p))).join(' | ')} | ${theirs.map((k) => f2(r.cpu(k))).join(' | ')} | ` +
      `${theirs.map((k) => `**${f2(r.ratio('ours', k))}**`).join(' | ')} | ${f2(bp)} | ${f2(bt)} | ` +
      `${f2(r.cpu('ours') / Math.max(bp, 1e-9))} | ${f2(r.cpu('tdoku') / Math.max(bt, 1e-9))} |`);
  }
  console.log(`\n"ours" in the ratios is \`SET/fast\`, the path the engine picks here; each path against both tdoku builds, same rounds:\n`);
  console.log(`| set | ${PATHS.map((p) => `${p} / tdoku native`).join(' | ')}${v3 ? ' | ' + PATHS.map((p) => `${p} / tdoku v3`).join(' | ') : ''} | wall: ours / tdoku native |`);
  console.log(`| --- |${' ---: |'.repeat(PATHS.length * (v3 ? 2 : 1) + 1)}`);
  for (const r of rows)
    console.log(`| ${r.name} | ${PATHS.map((p) => f2(r.ratio(p, 'tdoku'))).join(' | ')}${v3 ? ' | ' + PATHS.map((p) => f2(r.ratio(p, 'tdoku_v3'))).join(' | ') : ''} | ${f2(r.wallRatio('ours', 'tdoku'))} |`);
  if (before) {
    console.log(`\nBefore (${before}, its \`fast\` rows) and after (${ours}), same rounds, CPU µs a puzzle:\n`);
    console.log('| set (puzzles) | before | after | after / before | before / tdoku native | after / tdoku native | branch points before | after |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of rows)
      console.log(`| ${r.name} (${r.n}) | ${f2(r.cpu('before'))} | ${f2(r.cpu('ours'))} | ${f2(r.ratio('ours', 'before'))} | ` +
        `${f2(r.ratio('before', 'tdoku'))} | ${f2(r.ratio('ours', 'tdoku'))} | ${f2(r.guesses('before'))} | ${f2(r.guesses('ours'))} |`);
  }
}
