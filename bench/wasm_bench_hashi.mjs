// wasm_bench_hashi.mjs — Hashi solve and generate time of the WASM module under node, per method,
// against the same requests answered natively by the CLI, in one run (issue 6's "natively and in WASM").
//
//   NODE_PATH=/usr/share/nodejs node bench/wasm_bench_hashi.mjs [generated-per-size] [native-cli] [janko-every]
//
// Puzzles: the 910 janko puzzles (../shared/datasets/hashi-janko; skipped when absent), every
// `janko-every`-th of them (default 1, all; a subset says so in its row name), and per document 001
// configuration (7×7/7, 10×10/15, 15×15/30) puzzles made by the module's own generator, seed 2009.
// Every puzzle is converted to its puzz.link URL first, so both sides read the same one-line input.
// Methods: the rules (stage 3), the better solver (§3.2), SAT with cuts and with the spanning tree
// (uniqueness asked). "settled": rules and SAT prove the puzzle unique, the better solver ends with a
// solution (a guess is no uniqueness proof). Times are wall µs per puzzle after a warm-up; the native
// column runs `gridlogic solve --genre hashi --json` over all puzzles in one process, its start-up
// measured alone and subtracted. Last, `generate` of 200 puzzles of 15×15/30 both ways (the native
// side checked to make the same puzzles). Results: docs/benchmarks.md.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { datasetsDir, loadCore, repoRoot } from '../tests/support/site.mjs';

const perSize = Number(process.argv[2] || 200);
const cli = path.resolve(repoRoot, process.argv[3] || 'build/native/gridlogic');
const jankoEvery = Number(process.argv[4] || 1);
const seed = 2009;
const methods = [
  ['rules', { method: 'rules' }],
  ['better', { method: 'better' }],
  ['sat cuts', { method: 'sat', connectivity: 'cuts' }],
  ['sat tree', { method: 'sat', connectivity: 'tree' }],
];
const core = await loadCore();

// What "settled" means per method, read from the solve verb's status (hashi_verbs.cpp): the better
// solver answers "unique" (easy solver alone), "solved" (after a guess) or "unknown" (failed).
const settles = (options, status) => (options.method === 'better' ? status !== 'unknown' : status === 'unique');

// The janko set as [row name, URLs]; a subset is named as one.
function jankoSet() {
  const file = path.join(datasetsDir, 'hashi-janko/Hashi_dataset.json');
  if (!existsSync(file)) return ['janko', []];
  const all = Object.values(JSON.parse(readFileSync(file, 'utf8')).data);
  const urls = all.filter((_, i) => i % jankoEvery === 0)
    .map((e) => JSON.parse(core.run('convert', 'hashi', e.problem, '{"to":"url"}')).puzzle);
  return [urls.length === all.length ? `janko ${all.length}` : `janko ${urls.length} of ${all.length} (1 in ${jankoEvery})`, urls];
}

function generated(size, islands, count) {
  const r = JSON.parse(core.run('generate', 'hashi', '', JSON.stringify({ size, islands, seed, count })));
  if (!Array.isArray(r.puzzles)) throw new Error(r.error ?? 'no puzzles in the answer');
  return r.puzzles.map((p) => p.puzzle);
}

// Runs the CLI with `args` on `input`: wall ms, and stdout.
function runCli(args, input = '') {
  const t0 = performance.now();
  const out = execFileSync(cli, args, { input, maxBuffer: 1 << 28 }).toString();
  return { ms: performance.now() - t0, out };
}

// µs per puzzle of the native CLI on the same puzzles, and how many it settled; null without the CLI.
// The start-up run solves puzzles[0] too, so the difference is the time of the other n − 1.
function native(puzzles, options) {
  if (!existsSync(cli)) return null;
  const args = ['solve', '--genre', 'hashi', '--json', '--method', options.method];
  if (options.connectivity) args.push('--connectivity', options.connectivity);
  const startup = Math.min(...[0, 1, 2].map(() => runCli(args, puzzles[0] + '\n').ms));
  const runs = [0, 1].map(() => runCli(args, puzzles.join('\n') + '\n'));
  const total = Math.min(...runs.map((r) => r.ms));
  const lines = runs[0].out.trim().split('\n');
  const settled = lines.filter((l) => settles(options, JSON.parse(l).status)).length;
  return { us: (Math.max(0, total - startup) * 1000) / Math.max(1, puzzles.length - 1), settled, answers: lines.length };
}

const sets = [jankoSet()];
for (const [size, islands] of [['7x7', 7], ['10x10', 15], ['15x15', 30]])
  sets.push([`generated ${size.replace('x', '×')}/${islands}`, generated(size, islands, perSize)]);

const rows = [];
const mismatches = [];
for (const [name, puzzles] of sets) {
  if (puzzles.length === 0) continue;
  for (const [method, o] of methods) {
    const options = JSON.stringify(o);
    for (const p of puzzles.slice(0, 20)) core.run('solve', 'hashi', p, options);  // warm-up
    let settled = 0;
    const t0 = performance.now();
    for (const p of puzzles) if (settles(o, JSON.parse(core.run('solve', 'hashi', p, options)).status)) ++settled;
    const wasm = ((performance.now() - t0) * 1000) / puzzles.length;
    const n = native(puzzles, o);
    // Both sides run the same engine code, so they must agree puzzle for puzzle.
    if (n && (n.settled !== settled || n.answers !== puzzles.length))
      mismatches.push(`${name} ${method}: WASM settled ${settled}, native ${n.settled} of ${n.answers} answers`);
    rows.push({ name, method, n: puzzles.length, settled, wasm, native: n?.us ?? null });
  }
}

const fmt = (x) => (x === null ? '—' : x >= 100 ? x.toFixed(0) : x.toFixed(1));
console.log('| puzzles | method | n | settled | WASM µs/puzzle | native CLI µs | WASM / native | × WASM sat cuts |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const cuts = rows.find((x) => x.name === r.name && x.method === 'sat cuts');
  console.log(`| ${r.name} | ${r.method} | ${r.n} | ${r.settled} | ${fmt(r.wasm)} | ${fmt(r.native)} | ` +
              `${r.native ? (r.wasm / r.native).toFixed(2) : '—'} | ${(r.wasm / cuts.wasm).toFixed(2)} |`);
}
for (const m of mismatches) console.log(`MISMATCH ${m}`);

// generate: one request for `count` puzzles each way (the module's answer includes writing their JSON,
// so the CLI writes JSON too); native start-up measured with one puzzle, so the difference is count − 1.
const count = 200;
const request = { size: '15x15', islands: 30, seed: seed + 1, count };
core.run('generate', 'hashi', '', JSON.stringify({ ...request, count: 5 }));  // warm-up
const t0 = performance.now();
const wasmPuzzles = JSON.parse(core.run('generate', 'hashi', '', JSON.stringify(request))).puzzles.map((p) => p.puzzle);
const wasmGen = ((performance.now() - t0) * 1000) / count;
let nativeGen = null;
let same = '—';
if (existsSync(cli)) {
  const args = (k) => ['generate', '--genre', 'hashi', '--json', '--size', '15x15', '--islands', '30', '--seed', String(request.seed),
                       '--count', String(k)];
  const startup = Math.min(...[0, 1, 2].map(() => runCli(args(1)).ms));
  const runs = [0, 1].map(() => runCli(args(count)));
  nativeGen = ((Math.min(...runs.map((r) => r.ms)) - startup) * 1000) / (count - 1);
  const nativePuzzles = JSON.parse(runs[0].out).puzzles.map((p) => p.puzzle);
  same = nativePuzzles.join('\n') === wasmPuzzles.join('\n') ? 'yes' : 'NO';
}
console.log('');
console.log('| generate | n | WASM µs/puzzle | native CLI µs | WASM / native | same puzzles |');
console.log('|---|---|---|---|---|---|');
console.log(`| 15×15/30, seed ${request.seed} | ${count} | ${fmt(wasmGen)} | ${fmt(nativeGen)} | ` +
            `${nativeGen ? (wasmGen / nativeGen).toFixed(2) : '—'} | ${same} |`);
