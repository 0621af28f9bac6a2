// simd.test.mjs — the WASM module's 9×9 fast search (built with -msimd128: sudoku_simd.cpp) answers as
// the native CLI does: same status, solution and count on samples of every data set, multi-solution and
// contradictory puzzles included, and the same guesses and dead ends, i.e. the same search tree.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { datasetsDir, loadApi, loadCore, repoRoot } from '../support/site.mjs';

const cli = process.env.GRIDLOGIC_CLI || path.join(repoRoot, 'build/native/gridlogic');
const core = await loadCore();
const api = loadApi().wrap(core);

function firstLines(rel, n) {
  const file = path.join(datasetsDir, rel);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split(/\r?\n/).filter((l) => l.length >= 81 && !l.startsWith('#')).slice(0, n)
    .map((l) => l.slice(0, 81));
}

// Random puzzles from a fixed seed: 20–40 random givens, often contradictory or with many solutions.
function randomPuzzles(n, seed) {
  let x = seed;
  const next = () => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 8);
  const out = [];
  for (let k = 0; k < n; k++) {
    const cells = Array(81).fill('.');
    for (let g = 20 + (next() % 21); g > 0; g--) cells[next() % 81] = String(1 + (next() % 9));
    out.push(cells.join(''));
  }
  return out;
}

const puzzles = [
  ...firstLines('sudoku-17clue/puzzles2_17_clue', 60),
  ...firstLines('sudoku-magictour-top1465/puzzles3_magictour_top1465', 40),
  ...firstLines('sudoku-forum-hardest-1905-11plus/puzzles5_forum_hardest_1905_11+', 20),
  ...firstLines('sudoku-forum-hardest-1106/puzzles6_forum_hardest_1106', 20),
  ...firstLines('sudoku-serg-benchmark/puzzles7_serg_benchmark', 40),   // several solutions
  ...randomPuzzles(200, 23),
  '11' + '.'.repeat(79),                                                  // a clash in a row
  '.'.repeat(81),                                                         // wide open
];

const essentials = (r) => ({ status: r.status, solution: r.solution, count: r.count,
  decisions: r.stats?.decisions, conflicts: r.stats?.conflicts });

test('the WASM 9x9 search agrees with the native one', { skip: !existsSync(cli) && `${cli} is missing` }, () => {
  const native = spawnSync(cli, ['solve', '--json', '-'], { input: puzzles.join('\n') + '\n', encoding: 'utf8' });
  assert.equal(native.status, 0, native.stderr);
  const want = native.stdout.trim().split('\n').map((l) => JSON.parse(l));
  const got = api.runBatch('solve', puzzles, {});
  assert.equal(got.length, puzzles.length);
  assert.equal(want.length, puzzles.length);
  const statuses = new Set();
  for (let i = 0; i < puzzles.length; i++) {
    assert.deepEqual(essentials(got[i]), essentials(want[i]), puzzles[i]);
    statuses.add(got[i].status);
  }
  // The sample covers every verdict the fast search gives.
  for (const s of ['unique', 'multiple', 'none']) assert.ok(statuses.has(s), s);
});
