// wasm_bench_tectonic.mjs — Tectonic solve time of the WASM module under node, per method, against the
// same requests answered natively by the CLI, in one run (issue 5's "natively and in WASM").
//
//   NODE_PATH=/usr/share/nodejs node bench/wasm_bench_tectonic.mjs [generated-per-size] [native-cli]
//
// Puzzles: the 430 public ones (../shared/datasets/suguru-janko and suguru-abcqwq; skipped when absent)
// and, per size of the document's books (5×4, 5×9, 11×4, 11×9 — height × width), puzzles made by the
// module's own generator (seeded; skipped when this build has no Tectonic `generate`). Every puzzle
// is converted to its puzz.link URL first, so both sides read the same one-line input. Times are µs
// per puzzle after a warm-up; the native column runs `gridlogic solve --genre tectonic --json` over
// all puzzles in one process, its start-up measured alone and subtracted. Results: docs/benchmarks.md.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { datasetsDir, loadCore, repoRoot } from '../tests/support/site.mjs';

const perSize = Number(process.argv[2] || 200);
const cli = path.resolve(repoRoot, process.argv[3] || 'build/native/gridlogic');
const methods = ['rules', 'rules+2sat', 'sat', 'rules+sat'];
const core = await loadCore();

function toUrl(text) {
  return JSON.parse(core.run('convert', 'tectonic', text, '{"to":"url"}')).puzzle;
}

function publicPuzzles() {
  const out = [];
  const janko = path.join(datasetsDir, 'suguru-janko/Suguru_dataset.json');
  if (existsSync(janko))
    for (const e of Object.values(JSON.parse(readFileSync(janko, 'utf8')).data)) out.push(toUrl(e.problem));
  const abc = path.join(datasetsDir, 'suguru-abcqwq/testcases');
  if (existsSync(abc))
    for (const f of readdirSync(abc).filter((f) => f.endsWith('.in')).sort())
      out.push(toUrl(readFileSync(path.join(abc, f), 'utf8')));
  return out;
}

function generated(cols, rows, count) {
  try {
    const out = [];
    for (let seed = 1; out.length < count; ++seed) {
      const r = JSON.parse(core.run('generate', 'tectonic', '', JSON.stringify({ size: `${cols}x${rows}`, seed, count: 1 })));
      if (typeof r.puzzle !== 'string') throw new Error(r.error ?? 'no puzzle in the answer');
      out.push(r.puzzle);
    }
    return out;
  } catch (e) {
    console.error(`skipping generated ${cols}×${rows}: ${e.message}`);
    return [];
  }
}

// µs per puzzle of the native CLI on the same puzzles, start-up subtracted; null without the CLI.
function nativeMicros(puzzles, method) {
  if (!existsSync(cli)) return null;
  const run = (input) => {
    const t0 = performance.now();
    execFileSync(cli, ['solve', '--genre', 'tectonic', '--json', '--method', method], { input, maxBuffer: 1 << 28 });
    return performance.now() - t0;
  };
  const startup = Math.min(run(puzzles[0] + '\n'), run(puzzles[0] + '\n'), run(puzzles[0] + '\n'));
  const total = Math.min(run(puzzles.join('\n') + '\n'), run(puzzles.join('\n') + '\n'));
  return (Math.max(0, total - startup) * 1000) / puzzles.length;
}

const sets = [['public 430', publicPuzzles()]];
for (const [h, w] of [[5, 4], [5, 9], [11, 4], [11, 9]]) sets.push([`generated ${h}×${w}`, generated(w, h, perSize)]);

const rows = [];
for (const [name, puzzles] of sets) {
  if (puzzles.length === 0) continue;
  for (const method of methods) {
    const options = JSON.stringify({ method });
    for (const p of puzzles.slice(0, 20)) core.run('solve', 'tectonic', p, options);  // warm-up
    let finished = 0;
    const t0 = performance.now();
    for (const p of puzzles) if (JSON.parse(core.run('solve', 'tectonic', p, options)).status === 'unique') ++finished;
    const wasm = ((performance.now() - t0) * 1000) / puzzles.length;
    rows.push({ name, method, n: puzzles.length, finished, wasm, native: nativeMicros(puzzles, method) });
  }
}

const fmt = (x) => (x === null ? '—' : x >= 100 ? x.toFixed(0) : x.toFixed(1));
console.log('| puzzles | method | n | finished (unique) | WASM µs/puzzle | native CLI µs | WASM / native | × WASM sat |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const sat = rows.find((x) => x.name === r.name && x.method === 'sat');
  console.log(`| ${r.name} | ${r.method} | ${r.n} | ${r.finished} | ${fmt(r.wasm)} | ${fmt(r.native)} | ` +
              `${r.native ? (r.wasm / r.native).toFixed(2) : '—'} | ${(r.wasm / sat.wasm).toFixed(2)} |`);
}
