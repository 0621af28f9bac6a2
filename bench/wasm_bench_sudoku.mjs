// wasm_bench_sudoku.mjs — Sudoku solve + uniqueness time of the WASM module under node, against the
// same requests answered natively by the CLI, in one run.
//
//   NODE_PATH=/usr/share/nodejs node bench/wasm_bench_sudoku.mjs [puzzles-per-set] [native-cli]
//        [--only=fast] [--sets=17-clue] [--path=sse4.1] [--rounds=5]
//
// --only / --sets keep the rows whose method / set name starts with one of the comma-separated words.
// --path=P runs the native CLI with GRIDLOGIC_SUDOKU9_PATH=P (sse4.1: the 128-bit copy, the width the
// WASM module has; default: the widest copy this CPU runs, docs/simd.md), and the table says which.
// --rounds=N measures every row N times back to back (WASM, then native, per round) and reports the
// median of each time and each ratio's spread over the rounds (min–max).
//
// Needs the site (cmake --preset wasm && cmake --build --preset wasm → build/site, or
// GRIDLOGIC_SITE_DIR) and, for the native column, the CLI (default build/native/gridlogic; skipped when
// absent). Each row times the public API (gridlogic-api.js) over the first N puzzles of a set from
// ../shared/datasets (absent sets are skipped): per puzzle, api.run('solve', puzzle, options) — embind
// strings and JSON.parse per call —; in one call, api.runBatch('solve', puzzles, options) — one string
// each way, one JSON.parse of the array —; and in one call with {form: 'lines'} — the answers' JSON
// lines in one byte buffer, each puzzle's status read from its bytes (BatchLines.status), the rest left
// unparsed, as a bulk job that keeps the statuses and stores the lines would (and once more with every
// answer parsed, toArray()). That buffer holds the JSON lines the native CLI writes, so the 'lines' form
// and the CLI do the same work. Both sides parse, solve, check and format JSON.
//
// What is timed: the CPU time of the thread that runs the WASM, node's main thread, read from
// /proc/self/task/<pid>/schedstat (its first field: ns on a CPU). Not process.cpuUsage(): that sums
// every thread of node, and V8 runs its optimizing compilers (JS and WASM tier-up) and most of its
// garbage collector's marking and sweeping on helper threads, whose bursts land in some passes and
// not others (five runs of the old bench gave ratios from 0.97 to 1.89). Not node's V8 flags that
// keep that work on one thread (--single-threaded): they change what is measured — the compilers' and
// the collector's work move onto the request's thread (the 17-clue 'lines' row: 5.0 µs a puzzle
// instead of 4.8) — so the figure would describe a V8 that no browser runs. The helper threads' CPU
// during the timed passes is still reported (the "helpers" column, % of the main thread's), so what
// the figure leaves out is in view.
// The kernel brings a thread's schedstat up to date only at a tick or a context switch, so each read
// first sleeps 1 ms (Atomics.wait: a real switch, no CPU) and is then exact; a read costs ≈ 0.1 ms of
// the thread's CPU, so each timed block repeats the pass until it holds ≥ 50 ms of it.
//
// Before timing, each form runs in blocks until V8 has tiered the code up: at least 2 s and 5 blocks,
// and until a block is no faster per pass than the best before it by more than 3 % (a 20-puzzle
// warm-up left the tier-up inside the timed pass: 7.3× native instead of 2×). A round's figure is then
// the best of 3 blocks. The native column is the CLI process's CPU time (bash's `time`: user + system,
// from wait4; `solve --jobs 1` answers on its one thread, so that is the solving thread's), fed the
// same puzzles repeated to ≥ 300 ms of work on stdin in one process, its start-up (a few ms, measured
// alone) subtracted, best of 3 per round. On a machine shared with other work the wall clock swings
// several-fold, CPU time far less. Results: docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { existsSync, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { datasetsDir, loadApi, loadCore, repoRoot, siteDir } from '../tests/support/site.mjs';

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
const rounds = Math.max(1, Number(option('rounds') || 5));

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

// CPU ms of one CLI process answering `input` (bash's `time`: user + system), its output discarded.
function nativeRunMs(input, args) {
  const env = nativePath ? { ...process.env, GRIDLOGIC_SUDOKU9_PATH: nativePath } : process.env;
  const r = spawnSync('bash', ['-c', 'TIMEFORMAT="%3U %3S"; time "$@" > /dev/null', 'time', cli, 'solve', '--genre',
    'sudoku', '--json', '--jobs', '1', ...args], { input, encoding: 'utf8', maxBuffer: 1 << 28, env });
  if (r.status !== 0) throw new Error(`${cli} failed (${r.status}): ${r.stderr.slice(0, 300)}`);
  const [user, sys] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
  return (user + sys) * 1000;
}

// The native side of a row: how many times the puzzles are repeated so a run holds ≥ 300 ms of work
// (bash reports whole ms), found once; then per round the CPU µs per puzzle, start-up subtracted.
function nativeRow(puzzles, args) {
  if (!existsSync(cli)) return null;
  const startupMs = () => Math.min(...[0, 1, 2].map(() => nativeRunMs(puzzles[0] + '\n', args)));
  const once = puzzles.join('\n') + '\n';
  const probe = Math.max(0.05, nativeRunMs(once.repeat(10), args) - startupMs()) / 10;
  const reps = Math.min(2000, Math.max(1, Math.ceil(300 / probe)));
  const input = once.repeat(reps);
  return {
    lines: puzzles.length * reps,
    measure() {
      const startup = startupMs();
      const total = Math.min(...[0, 1, 2].map(() => nativeRunMs(input, args)));
      return (Math.max(0, total - startup) * 1000) / (puzzles.length * reps);
    },
  };
}

// CPU ms of node's main thread — the one running the WASM — exact at the moment of the call (see the
// top: the 1 ms sleep is a context switch, which brings the kernel's count up to date). Process CPU
// where /proc is absent (not Linux), said in the output.
const schedstat = existsSync(`/proc/self/task/${process.pid}/schedstat`)
  ? openSync(`/proc/self/task/${process.pid}/schedstat`, 'r') : null;
const statBytes = Buffer.alloc(64);
const sleepCell = new Int32Array(new SharedArrayBuffer(4));
const processCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const threadCpuMs = () => {
  if (schedstat === null) return processCpuMs();
  Atomics.wait(sleepCell, 0, 0, 1);
  const text = statBytes.toString('latin1', 0, readSync(schedstat, statBytes, 0, statBytes.length, 0));
  return Number(text.slice(0, text.indexOf(' '))) / 1e6;
};

const api = loadApi().wrap(await loadCore());

// One form of a row: `pass` answers the row's puzzles once. A block runs it `repeat` times between two
// reads of the thread's CPU; warm-up() runs blocks until V8 has tiered the code up (see the top) and
// sizes them to ≥ 50 ms; measure() is one round's figure, the best of 3 blocks, in CPU ms per pass.
function form(pass) {
  let repeat = 1, helperMs = 0, threadMs = 0;
  const block = () => {
    const p0 = processCpuMs(), t0 = threadCpuMs();
    for (let i = 0; i < repeat; ++i) pass();
    const t = threadCpuMs() - t0;
    helperMs += processCpuMs() - p0 - t, threadMs += t;
    return t / repeat;
  };
  return {
    warmUp() {
      const start = performance.now();
      let best = Infinity;
      for (let n = 0; ; ++n) {
        const perPass = block();
        const settled = perPass > best * 0.97;
        best = Math.min(best, perPass);
        repeat = Math.max(1, Math.ceil(50 / Math.max(perPass, 0.001)));
        if (n >= 5 && performance.now() - start > 2000 && settled) break;
      }
      helperMs = threadMs = 0;
    },
    measure: () => Math.min(block(), block(), block()),
    cpu: () => ({ helperMs, threadMs }),  // V8's helper threads and the main thread, over the timed blocks
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

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
    const forms = {
      run: form(() => check(puzzles.filter((p) => api.run('solve', p, options).status === 'unique').length)),
      batch: form(() => check(api.runBatch('solve', puzzles, options).filter((r) => r.status === 'unique').length)),
      lines: form(() => {
        const answers = api.runBatch('solve', puzzles, options, { form: 'lines' });
        let unique = 0;
        for (let i = 0; i < answers.length; ++i) unique += answers.status(i) === 'unique';
        check(unique);
      }),
      parsed: form(() => check(api.runBatch('solve', puzzles, options, { form: 'lines' }).toArray()
        .filter((r) => r.status === 'unique').length)),
    };
    for (const f of Object.values(forms)) f.warmUp();
    const native = nativeRow(puzzles, cliArgs);
    const perRound = [];  // per round: µs per puzzle of each form and of the native CLI
    for (let k = 0; k < rounds; ++k) {
      const r = {};
      for (const [name, f] of Object.entries(forms)) r[name] = (f.measure() * 1000) / puzzles.length;
      r.native = native ? native.measure() : null;
      perRound.push(r);
    }
    const cpu = Object.values(forms).map((f) => f.cpu());
    const helpers = cpu.reduce((a, c) => a + c.helperMs, 0) / cpu.reduce((a, c) => a + c.threadMs, 0);
    rows.push({ setName, method, n: puzzles.length, nativeLines: native?.lines, perRound, helpers });
  }
}

const fmt = (x) => (x === null ? '—' : x >= 100 ? x.toFixed(0) : x.toFixed(1));
const ratio = (row, name) => {
  if (row.perRound[0].native === null) return '—';
  const rs = row.perRound.map((r) => r[name] / r.native);
  const spread = rs.length > 1 ? ` (${Math.min(...rs).toFixed(2)}–${Math.max(...rs).toFixed(2)})` : '';
  return `${median(rs).toFixed(2)}${spread}`;
};
const med = (row, name) => (row.perRound[0][name] === null ? null : median(row.perRound.map((r) => r[name])));
console.log(`site: ${path.relative(process.cwd(), siteDir) || '.'}; native CLI: ${path.relative(process.cwd(), cli)}, ` +
            `9×9 path ${nativePath || 'the widest this CPU runs'}; ${rounds} round(s); WASM timed on ` +
            `${schedstat === null ? 'the whole process (no /proc: helper threads included)' : "node's main thread"}`);
console.log('| set | method | puzzles | WASM run() CPU µs/puzzle | WASM runBatch() CPU µs/puzzle | ' +
            "WASM runBatch(form 'lines') CPU µs/puzzle | same, every answer parsed | native CLI CPU µs | " +
            'run / native | batch / native | lines / native | lines parsed / native | helpers |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(`| ${r.setName} | ${r.method} | ${r.n} | ${fmt(med(r, 'run'))} | ${fmt(med(r, 'batch'))} | ` +
              `${fmt(med(r, 'lines'))} | ${fmt(med(r, 'parsed'))} | ${fmt(med(r, 'native'))} | ${ratio(r, 'run')} | ` +
              `${ratio(r, 'batch')} | ${ratio(r, 'lines')} | ${ratio(r, 'parsed')} | ${(100 * r.helpers).toFixed(0)} % |`);
}
