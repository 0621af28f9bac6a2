// wasm_bench_sudoku.mjs — Sudoku solve + uniqueness time of the WASM module under node, against the
// same requests answered natively by the CLI, in one run.
//
//   NODE_PATH=/usr/share/nodejs node bench/wasm_bench_sudoku.mjs [puzzles-per-set] [native-cli]
//
// Needs the site (cmake --preset wasm && cmake --build --preset wasm → build/site) and, for the native
// column, the CLI (default build/native/gridlogic; skipped when absent). Each row times
// core.run('solve', 'sudoku', puzzle, options) over the first N puzzles of a set from
// ../shared/datasets (absent sets are skipped), after a warm-up pass; the native column feeds the same
// puzzles to `gridlogic solve --json` on stdin in one process (its start-up, a few ms, is measured
// alone and subtracted). Both sides parse, solve, check and format JSON. Results: docs/benchmarks.md.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { datasetsDir, loadCore, repoRoot } from '../tests/support/site.mjs';

const perSet = Number(process.argv[2] || 200);
const cli = path.resolve(repoRoot, process.argv[3] || 'build/native/gridlogic');

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

// µs per puzzle of the native CLI on the same puzzles, start-up subtracted; null without the CLI.
function nativeMicros(puzzles, args) {
  if (!existsSync(cli)) return null;
  const run = (input) => {
    const t0 = performance.now();
    execFileSync(cli, ['solve', '--genre', 'sudoku', '--json', ...args], { input, maxBuffer: 1 << 28 });
    return performance.now() - t0;
  };
  const startup = Math.min(run(puzzles[0] + '\n'), run(puzzles[0] + '\n'), run(puzzles[0] + '\n'));
  const total = Math.min(run(puzzles.join('\n') + '\n'), run(puzzles.join('\n') + '\n'));
  return (Math.max(0, total - startup) * 1000) / puzzles.length;
}

const core = await loadCore();
const rows = [];
for (const [setName, rel] of sets) {
  const file = path.join(datasetsDir, rel);
  if (!existsSync(file)) {
    console.error(`skipping ${setName}: ${file} is absent`);
    continue;
  }
  const puzzles = readPuzzles(file, perSet);
  for (const [method, options, cliArgs] of methods) {
    for (const p of puzzles.slice(0, 20)) core.run('solve', 'sudoku', p, options);  // warm-up
    let unique = 0;
    const t0 = performance.now();
    for (const p of puzzles) if (JSON.parse(core.run('solve', 'sudoku', p, options)).status === 'unique') ++unique;
    const wasm = ((performance.now() - t0) * 1000) / puzzles.length;
    if (unique !== puzzles.length) throw new Error(`${setName}/${method}: ${unique} of ${puzzles.length} unique`);
    rows.push({ setName, method, n: puzzles.length, wasm, native: nativeMicros(puzzles, cliArgs) });
  }
}

const fmt = (x) => (x === null ? '—' : x >= 100 ? x.toFixed(0) : x.toFixed(1));
console.log('| set | method | puzzles | WASM µs/puzzle | puzzles/s | native CLI µs | WASM / native | × WASM fast |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const fast = rows.find((x) => x.setName === r.setName && x.method === 'fast');
  console.log(`| ${r.setName} | ${r.method} | ${r.n} | ${fmt(r.wasm)} | ${Math.round(1e6 / r.wasm)} | ${fmt(r.native)} | ` +
              `${r.native ? (r.wasm / r.native).toFixed(2) : '—'} | ${(r.wasm / fast.wasm).toFixed(1)} |`);
}
