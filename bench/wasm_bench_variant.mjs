// wasm_bench_variant.mjs — variant Sudoku in the WASM module under node, against the native CLI on the
// same inputs in one run: the 30 f-puzzles examples (../shared/datasets/variants; skipped when absent)
// and the project's Nurikabe Sudoku (tests/data/nurikabe-sudoku.json), which issue 7 asks to solve in
// under 5 s in WASM with under 256 MB. Memory is the module's linear memory after the solve (it only
// grows, so it is the peak).
//
//   NODE_PATH=/usr/share/nodejs node bench/wasm_bench_variant.mjs [native-cli]
//
// Times are the best of three wall times per puzzle in ms, uniqueness included; the native column runs
// `gridlogic solve --genre variant --json` on the one puzzle, its start-up (an empty run) subtracted.
// Results: docs/benchmarks.md.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { datasetsDir, loadCore, repoRoot } from '../tests/support/site.mjs';

const cli = path.resolve(repoRoot, process.argv[2] || 'build/native/gridlogic');
const core = await loadCore();

const puzzles = [];
const dir = path.join(datasetsDir, 'variants');
if (existsSync(dir))
  for (const f of readdirSync(dir).filter((f) => /^\d\d-.*\.json$/.test(f)).sort())
    puzzles.push([f.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(dir, f), 'utf8')).fpuzzles_lz]);
puzzles.push(['nurikabe-sudoku (tests/data)', readFileSync(path.join(repoRoot, 'tests/data/nurikabe-sudoku.json'), 'utf8').trim()]);

function best(f) {
  let t = Infinity, out;
  for (let i = 0; i < 3; ++i) {
    const t0 = performance.now();
    out = f();
    t = Math.min(t, performance.now() - t0);
  }
  return [t, out];
}

function nativeMs(input) {
  if (!existsSync(cli)) return null;
  const run = (text) => () => execFileSync(cli, ['solve', '--genre', 'variant', '--json'], { input: text, maxBuffer: 1 << 26 });
  const [startup] = best(run('\n'));
  const [total] = best(run(input + '\n'));
  return Math.max(0, total - startup);
}

console.log('| puzzle | status | WASM ms | native CLI ms | WASM / native | WASM memory MB |');
console.log('|---|---|---:|---:|---:|---:|');
for (const [name, input] of puzzles) {
  const [wasm, text] = best(() => core.run('solve', 'variant', input, '{}'));
  const r = JSON.parse(text);
  const native = nativeMs(input);
  const mb = core.HEAP8.length / (1 << 20);
  const fmt = (x) => (x === null ? '—' : x >= 100 ? x.toFixed(0) : x.toFixed(1));
  console.log(`| ${name} | ${r.status} | ${fmt(wasm)} | ${fmt(native)} | ${native ? (wasm / native).toFixed(2) : '—'} | ${mb.toFixed(0)} |`);
}
