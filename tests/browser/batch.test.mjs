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
