// wasm_bench_sudoku.mjs — Sudoku solve + uniqueness time of the WASM module under node, against the
// same requests answered natively by the CLI, in one run.
//
//   NODE_PATH=/usr/share/nodejs node bench/wasm_bench_sudoku.mjs [puzzles-per-set] [native-cli]
//        [--only=fast] [--sets=17-clue] [--path=sse4.1]
//
// --only / --sets keep the rows whose method / set name starts with one of the comma-separated words.
// --path=P runs the native CLI with GRIDLOGIC_SUDOKU9_PATH=P (sse4.1: the 128-bit copy, the width the
// WASM module has; default: the widest copy this CPU runs, docs/simd.md), and the table says which.
//
// Needs the site (cmake --preset wasm && cmake --build --preset wasm → build/site) and, for the native
// column, the CLI (default build/native/gridlogic; skipped when absent). Each row times the public API
// (gridlogic-api.js) over the first N puzzles of a set from ../shared/datasets (absent sets are
// skipped): per puzzle, api.run('solve', puzzle, options) — embind strings and JSON.parse per call —;
// in one call, api.runBatch('solve', puzzles, options) — one string each way, one JSON.parse of the
// array —; and in one call with {form: 'lines'} — the answers' JSON lines in one byte buffer, each
// puzzle's status read from its bytes (BatchLines.status), the rest left unparsed, as a bulk job that
// keeps the statuses and stores the lines would (and once more with every answer parsed, toArray()).
// That buffer holds the JSON lines the native CLI writes, so the 'lines' form and the CLI do the same
// work. Before timing, each is run in passes until V8 has tiered the code up: at least 2 s and 5
// passes, and until a pass is no faster than the best before it by more than 3 % (a 20-puzzle warm-up
// left the tier-up inside the timed pass: 7.3× native instead of 2×). Each figure is then the best of 3 passes. The native column feeds the same puzzles,
// repeated to at least 20,000 lines, to `gridlogic solve --json --jobs 1` on stdin in one process (its
// start-up, a few ms, is measured alone and subtracted), best of 3. Both sides parse, solve, check and
// format JSON. Times are CPU time (this process's for WASM, the child's for native): on a machine
// shared with other work the wall clock swings several-fold, CPU time far less. Results:
// docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { datasetsDir, loadApi, loadCore, repoRoot } from '../tests/support/site.mjs';

const argv = process.argv.slice(2);
const positional = argv.filter((a) => !a.startsWith('--'));
const option = (name) => {
  const a = argv.find((x) => x.startsWith(`--${name}=`));
  return a ? a.slice(name.length + 3) : null;
};
const perSet = Number(positional[0] || 200);
const cli = path.resolve(repoRoot, positional[1] || 'build/native/gridlogic');
const keep = (name, list) => !list || list.split(',').some((w) => name.startsWith(w));
const nativePath = option('path');

const sets = [
  ['17-clue', 'sudoku-17clue/puzzles2_17_clue'],
  ['hardest (SE ≥ 11)', 'sudoku-forum-hardest-1905-11plus/puzzles5_forum_hardest_1905_11+'],
];
const methods = [
  ['fast', '{}', []],
  ['sat extended', '{"method":"sat","encoding":"extended"}', ['--method', 'sat', '--encoding', 'extended']],
];

function readPuzzles(file, limit) {
  const out = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (out.length >= limit) break;
    if (line.length >= 81 && line[0] !== '#') out.push(line.slice(0, 81));
  }
  return out;
}

// CPU µs per puzzle of the native CLI on the same puzzles, start-up subtracted; null without the CLI.
function nativeMicros(puzzles, args) {
  if (!existsSync(cli)) return null;
  // CPU ms of the child (bash's `time`: user + system), its output discarded.
  const run = (input) => {
    const env = nativePath ? { ...process.env, GRIDLOGIC_SUDOKU9_PATH: nativePath } : process.env;
    const r = spawnSync('bash', ['-c', 'TIMEFORMAT="%U %S"; time "$@" > /dev/null', 'time', cli, 'solve', '--genre',
      'sudoku', '--json', '--jobs', '1', ...args], { input, encoding: 'utf8', maxBuffer: 1 << 28, env });
    if (r.status !== 0) throw new Error(`${cli} failed (${r.status}): ${r.stderr.slice(0, 300)}`);
    const [user, sys] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
    return (user + sys) * 1000;
  };
  const reps = Math.ceil(20000 / puzzles.length);
  const input = (puzzles.join('\n') + '\n').repeat(reps);
  const startup = Math.min(run(puzzles[0] + '\n'), run(puzzles[0] + '\n'), run(puzzles[0] + '\n'));
  const total = Math.min(...[0, 1, 2].map(() => run(input)));
  return (Math.max(0, total - startup) * 1000) / (puzzles.length * reps);
}

// CPU ms of this process so far (user + system).
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const api = loadApi().wrap(await loadCore());

// CPU ms of one pass of `pass`, after warming it up until V8's tier-up is over (see the top); best of 3.
function timed(pass) {
  const start = performance.now();
  let best = Infinity;
  for (let n = 0; ; ++n) {
    const t0 = cpuMs();
    pass();
    const t = cpuMs() - t0;
    const settled = t > best * 0.97;
    best = Math.min(best, t);
    if (n >= 5 && performance.now() - start > 2000 && settled) break;
  }
  return Math.min(...[0, 1, 2].map(() => {
    const t0 = cpuMs();
    pass();
    return cpuMs() - t0;
  }));
}
const rows = [];
for (const [setName, rel] of sets) {
  if (!keep(setName, option('sets'))) continue;
  const file = path.join(datasetsDir, rel);
  if (!existsSync(file)) {
    console.error(`skipping ${setName}: ${file} is absent`);
    continue;
  }
  const puzzles = readPuzzles(file, perSet);
  for (const [method, optionsJson, cliArgs] of methods) {
    if (!keep(method, option('only'))) continue;
    const options = JSON.parse(optionsJson);
    const check = (unique) => {
      if (unique !== puzzles.length) throw new Error(`${setName}/${method}: ${unique} of ${puzzles.length} unique`);
    };
    const wasm = (timed(() => check(puzzles.filter((p) => api.run('solve', p, options).status === 'unique').length)) * 1000) / puzzles.length;
    const batch = (timed(() => check(api.runBatch('solve', puzzles, options).filter((r) => r.status === 'unique').length)) * 1000) / puzzles.length;
    const lines = (timed(() => {
      const answers = api.runBatch('solve', puzzles, options, { form: 'lines' });
      let unique = 0;
      for (let i = 0; i < answers.length; ++i) unique += answers.status(i) === 'unique';
      check(unique);
    }) * 1000) / puzzles.length;
    const parsed = (timed(() => check(api.runBatch('solve', puzzles, options, { form: 'lines' }).toArray()
      .filter((r) => r.status === 'unique').length)) * 1000) / puzzles.length;
    rows.push({ setName, method, n: puzzles.length, wasm, batch, lines, parsed, native: nativeMicros(puzzles, cliArgs) });
  }
}

console.log(`native CLI: ${path.relative(repoRoot, cli)}, 9×9 path ${nativePath || 'the widest this CPU runs'}`);
const fmt = (x) => (x === null ? '—' : x >= 100 ? x.toFixed(0) : x.toFixed(1));
const ratio = (a, b) => (b ? (a / b).toFixed(2) : '—');
console.log('| set | method | puzzles | WASM run() CPU µs/puzzle | WASM runBatch() CPU µs/puzzle | ' +
            "WASM runBatch(form 'lines') CPU µs/puzzle | same, every answer parsed | native CLI CPU µs | " +
            'run / native | batch / native | lines / native | lines parsed / native |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(`| ${r.setName} | ${r.method} | ${r.n} | ${fmt(r.wasm)} | ${fmt(r.batch)} | ${fmt(r.lines)} | ${fmt(r.parsed)} | ` +
              `${fmt(r.native)} | ${ratio(r.wasm, r.native)} | ${ratio(r.batch, r.native)} | ${ratio(r.lines, r.native)} | ` +
              `${ratio(r.parsed, r.native)} |`);
}
