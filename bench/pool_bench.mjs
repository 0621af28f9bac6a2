// pool_bench.mjs — bulk work in the page on one worker against a GridlogicPool (issue 23, "in the
// browser, bulk generation/rating uses several workers"), in Debian's Chromium. Two jobs a person
// waits for: the booklet's (generate N Sudoku, render each with and without its solution) and a
// batch (solve the first lines of top1465, or generated puzzles when the data sets are absent).
// Each job runs on `new GridlogicPool({size: 1})` and on a pool of every core the browser reports,
// alternately, `rounds` times; the table gives the median and the max wall time per configuration and
// the ratio one worker / pool from the medians. Worker start-up is inside the timing (a page pays it).
//
//   node bench/pool_bench.mjs [rounds] [puzzles]      (default 3 rounds, 12 puzzles)
//
// Build the site first (bash tools/build.sh wasm).
import { existsSync, readFileSync } from 'node:fs';
import { startServer } from '../tools/static-server.mjs';
import { launchBrowser } from '../tests/support/browser.mjs';
import { siteDir } from '../tests/support/site.mjs';

const rounds = Number(process.argv[2] || 3);
const puzzles = Number(process.argv[3] || 12);
const TOP = new URL('../../shared/datasets/sudoku-magictour-top1465/puzzles3_magictour_top1465', import.meta.url);
const batchLines = existsSync(TOP)
  ? readFileSync(TOP, 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).slice(0, 120).map((l) => l.split(/\s/)[0])
  : null;

const { server, url } = await startServer(siteDir);
const browser = await launchBrowser();
const page = await browser.context.newPage();
await page.goto(url + 'index.html');
const [cores, agent] = await page.evaluate(() => [navigator.hardwareConcurrency, navigator.userAgent]);

// One job on a fresh pool of `size` workers; returns milliseconds.
function job(kind, size) {
  return page.evaluate(async ({ kind, size, puzzles, batchLines }) => {
    const { GridlogicPool } = await import('./gridlogic.js');
    const pool = new GridlogicPool({ size });
    const t0 = performance.now();
    if (kind === 'booklet') {
      let next = 0;
      const lane = async () => {
        while (next < puzzles) {
          const i = next++;
          const r = await pool.run('generate', '', { genre: 'sudoku', size: 9, difficulty: 3, seed: 1000 + i });
          await pool.run('render', r.puzzle, { genre: 'sudoku', theme: 'print', solution: 'no' });
          await pool.run('render', r.puzzle, { genre: 'sudoku', theme: 'print', solution: 'yes' });
        }
      };
      await Promise.all(Array.from({ length: Math.min(size, puzzles) }, lane));
    } else {
      const lines = batchLines || (await pool.run('generate', '', { genre: 'sudoku', count: 50, seed: 7 })).puzzles;
      const out = await pool.runBatch('rate', lines, { runs: 1 });
      if (out.length !== lines.length) throw new Error('batch lost lines');
    }
    const ms = performance.now() - t0;
    pool.terminate();
    return ms;
  }, { kind, size, puzzles, batchLines });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
for (const [kind, label] of [['booklet', `booklet: ${puzzles} Sudoku generated (level 3) and drawn twice`],
  ['batch', `batch: rate ${batchLines ? `${batchLines.length} top1465 puzzles` : 'generated puzzles'} (runBatch)`]]) {
  const times = { 1: [], [cores]: [] };
  for (let r = 0; r < rounds; r++)
    for (const size of [1, cores]) times[size].push(await job(kind, size));
  rows.push([label, times[1], times[cores]]);
}
const s = (x) => (x / 1000).toFixed(2);
console.log(`${(agent.match(/(Headless)?Chrome\/[\d.]+/) || [''])[0]}, navigator.hardwareConcurrency = ${cores}, ${rounds} rounds\n`);
console.log(`| job | 1 worker: median (max) s | ${cores} workers: median (max) s | 1 worker / pool |`);
console.log('| --- | --- | --- | --- |');
for (const [label, one, pool] of rows)
  console.log(`| ${label} | ${s(median(one))} (${s(Math.max(...one))}) | ${s(median(pool))} (${s(Math.max(...pool))}) | ${(median(one) / median(pool)).toFixed(2)} |`);
await browser.close();
server.close();
