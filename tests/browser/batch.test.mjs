// batch.test.mjs — runBatch through the page's client (gridlogic.js → Web Worker) in real Chromium:
// the same answers, line for line, as the engine's runBatch in node and as run() per line in the page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openSite } from '../support/browser.mjs';
import { loadCore, loadApi } from '../support/site.mjs';
import { openPage } from '../support/play.mjs';

let site, url, browser, api;
before(async () => {
  site = await openSite();
  ({ url, browser } = site);
  api = loadApi().wrap(await loadCore());
});
after(() => site?.close());

const timeless = (value) => JSON.parse(JSON.stringify(value, (k, v) => (k === 'ms' ? 0 : v)));

test('Gridlogic.runBatch in a worker answers each line as run() does', async () => {
  const lines = [
    '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
    '.......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...',
    '.'.repeat(81),                      // several solutions
    'not a puzzle',
  ];
  const { page, problems } = await openPage(browser, url + 'index.html');
  const r = await page.evaluate(async (lines) => {
    const { Gridlogic } = await import('./gridlogic.js');
    const engine = new Gridlogic();
    const batch = await engine.runBatch('solve', lines, { count: 3 });
    const single = [];
    for (const line of lines)
      single.push(await engine.run('solve', line, { count: 3 }).catch((e) => ({ status: 'error', error: e.message })));
    engine.terminate();
    return { batch, single };
  }, lines);
  assert.deepEqual(timeless(r.batch), timeless(r.single));
  assert.deepEqual(timeless(r.batch), timeless(api.runBatch('solve', lines, { count: 3 })));
  assert.deepEqual(r.batch.map((x) => x.status), ['unique', 'unique', 'multiple', 'error']);
  assert.deepEqual(problems, []);
  await page.close();
});

test('GridlogicPool spreads a batch over its workers and answers as one worker does', async () => {
  const grids = [
    '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
    '.......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...',
    '.'.repeat(81),
    'not a puzzle',
    '',
  ];
  // 20 lines, as a string with CRLF and a blank line, and as an array.
  const lines = Array.from({ length: 20 }, (_, i) => grids[i % 4]);
  const text = lines.join('\r\n') + '\r\n\n';
  const { page, problems } = await openPage(browser, url + 'index.html');
  const r = await page.evaluate(async ({ lines, text }) => {
    const { Gridlogic, GridlogicPool } = await import('./gridlogic.js');
    const one = new Gridlogic();
    const pool = new GridlogicPool({ size: 2 });
    const started = pool.workersStarted();
    // form 'lines': the worker moves one buffer, the page reads it on demand (gridlogic-api.js BatchLines).
    const read = (b) => ({ n: b.length, type: b.constructor.name, statuses: Array.from({ length: b.length }, (_, i) => b.status(i)), all: b.toArray() });
    const out = {
      oneLines: read(await one.runBatch('solve', lines, { count: 2 }, { form: 'lines' })),
      poolLines: read(await pool.runBatch('solve', text, { count: 2 }, { form: 'lines' })),
      oneArray: await one.runBatch('solve', lines, { count: 2 }),
      poolArray: await pool.runBatch('solve', lines, { count: 2 }),
      oneText: await one.runBatch('solve', text, { count: 2 }),
      poolText: await pool.runBatch('solve', text, { count: 2 }),
      started,
      startedAfter: pool.workersStarted(),
      pending: pool.pendingCalls(),
    };
    // A cancelled batch rejects as cancelled; the pool answers the next call.
    const stop = new AbortController();
    const cancelled = pool.runBatch('solve', lines, { count: 2 }, { signal: stop.signal }).catch((e) => e.name);
    stop.abort();
    out.cancelled = await cancelled;
    out.after = (await pool.solve(lines[0])).status;
    out.badSize = (() => { try { new GridlogicPool({ size: 0 }); return 'accepted'; } catch (e) { return e.message; } })();
    one.terminate();
    pool.terminate();
    out.stopped = await pool.run('solve', lines[0]).catch((e) => e.message);
    return out;
  }, { lines, text });
  assert.deepEqual(timeless(r.poolArray), timeless(r.oneArray));
  assert.deepEqual([r.oneLines.type, r.oneLines.n, r.poolLines.n], ['BatchLines', 20, 21]);
  assert.deepEqual(timeless(r.oneLines.all), timeless(r.oneArray));
  assert.deepEqual(timeless(r.poolLines.all), timeless(r.oneText));
  assert.deepEqual(r.poolLines.statuses, r.oneText.map((x) => x.status));
  assert.deepEqual(timeless(r.poolText), timeless(r.oneText));
  assert.equal(r.oneText.length, 21);                     // 20 lines and the blank one
  assert.deepEqual([r.started, r.startedAfter, r.pending], [1, 2, 0]);
  assert.equal(r.cancelled, 'AbortError');
  assert.equal(r.after, 'unique');
  assert.match(r.badSize, /at least one worker/);
  assert.equal(r.stopped, 'the engine was stopped');
  assert.deepEqual(problems, []);
  await page.close();
});
