// batch.test.mjs — runBatch (wasm/bindings.cpp, gridlogic-api.js) answers each line exactly as run() does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { datasetsDir, loadCore, loadApi } from '../support/site.mjs';

const core = await loadCore();
const api = loadApi().wrap(core);

// Timings are the one field two runs of the same request may disagree on.
function timeless(value) {
  if (Array.isArray(value)) return value.map(timeless);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'ms' ? 0 : timeless(v)]));
  return value;
}

// What run() gives for one line: its result, or the error it throws as runBatch reports it.
function single(verb, line, options) {
  try {
    return api.run(verb, line, options);
  } catch (e) {
    return { status: 'error', error: e.message };
  }
}

function firstLines(rel, n) {
  const file = path.join(datasetsDir, rel);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split(/\r?\n/).filter((l) => l && !l.startsWith('#')).slice(0, n);
}

// Puzzles made here (every genre, seeded), data-set samples when present, and lines that are errors.
const sudoku = [
  ...JSON.parse(core.run('generate', 'sudoku', '', '{"seed":7,"count":3}')).puzzles.map((p) => p.puzzle),
  ...firstLines('sudoku-17clue/puzzles2_17_clue', 150),
  ...firstLines('sudoku-serg-benchmark/puzzles7_serg_benchmark', 50),   // several solutions
  ...firstLines('sudoku-magictour-top1465/puzzles3_magictour_top1465', 30),
  '11' + '.'.repeat(79),                                                  // no solution
  'not a puzzle', '', '.'.repeat(16), '1234',
];
const tectonic = JSON.parse(core.run('generate', 'tectonic', '', '{"seed":3,"count":3}')).puzzles.map((p) => p.puzzle);
const hashi = [1, 2, 3].map((seed) => JSON.parse(core.run('generate', 'hashi', '', JSON.stringify({ seed }))).puzzle);

test('runBatch returns, line by line, what run returns (solve, check, rate; every genre; errors)', () => {
  const cases = [
    ['solve', sudoku, {}],
    // The minimal encoding: a fresh SAT solver per puzzle. The others keep one session across calls,
    // so their search figures depend on the puzzles asked before, batched or not (docs/api.md).
    ['solve', sudoku, { method: 'sat' }],
    ['solve', sudoku, { count: 5 }],
    ['rate', sudoku.slice(0, 40).concat(['bad']), { runs: 2 }],
    ['solve', tectonic.concat(['x']), { genre: 'tectonic' }],
    ['solve', hashi, { genre: 'hashi' }],
    ['solve', sudoku.slice(0, 5), { count: 'zero' }],                    // bad options: an error per line
  ];
  for (const [verb, lines, options] of cases) {
    const batch = api.runBatch(verb, lines, options);
    assert.equal(batch.length, lines.length, `${verb} ${JSON.stringify(options)}: one answer a line`);
    const fromString = api.runBatch(verb, lines.join('\n'), options);
    const asLines = api.runBatch(verb, lines, options, { form: 'lines' });
    const textAsLines = api.runBatch(verb, lines.join('\n'), options, { form: 'lines' });
    assert.equal(asLines.length, lines.length, `${verb} ${JSON.stringify(options)}: one answer a line (form 'lines')`);
    assert.equal(textAsLines.length, lines.length);
    lines.forEach((line, i) => {
      const expected = timeless(single(verb, line, options));
      assert.deepEqual(timeless(batch[i]), expected, `${verb} ${JSON.stringify(options)} line ${i}: ${line}`);
      assert.deepEqual(timeless(fromString[i]), expected, `string form, line ${i}`);
      assert.deepEqual(timeless(asLines.at(i)), expected, `form 'lines', line ${i}: ${line}`);
      assert.deepEqual(timeless(textAsLines.at(i)), expected, `form 'lines' from a string, line ${i}`);
      assert.equal(asLines.status(i), expected.status, `form 'lines' status, line ${i}`);
      assert.deepEqual(JSON.parse(asLines.json(i)), asLines.at(i));
    });
    assert.deepEqual(timeless(asLines.toArray()), timeless([...asLines]));
  }
  assert.ok(api.runBatch('solve', sudoku).some((r) => r.status === 'error'), 'the mix has error lines');
  assert.ok(api.runBatch('solve', sudoku).some((r) => r.status === 'multiple'), 'and multi-solution puzzles');
});

test('runBatch: lines, CRLF, the empty batch and bad arguments', () => {
  const p = sudoku[0];
  assert.deepEqual(api.runBatch('solve', []), []);
  assert.deepEqual(api.runBatch('solve', ''), []);
  assert.equal(api.runBatch('solve', `${p}\n`).length, 1);
  assert.equal(api.runBatch('solve', `${p}\n\n`).length, 2);           // an empty line is a line
  assert.deepEqual(timeless(api.runBatch('solve', `${p}\r\n${p}`)), timeless([api.run('solve', p), api.run('solve', p)]));
  assert.throws(() => api.runBatch('solve', [`${p}\n${p}`]), /line break/);
  assert.throws(() => api.runBatch('solve', [1]), TypeError);
  assert.throws(() => api.runBatch('solve', sudoku, { method: {} }), TypeError);
  assert.equal(JSON.parse(core.runBatch('solve', 'sudoku', `${p}\nx`, '{')).length, 2);  // raw: options errors per line
});

test("runBatch form 'lines': one buffer of JSON lines, as the CLI's --json prints them", () => {
  const lines = [sudoku[0], 'not a puzzle', sudoku[1], '11' + '.'.repeat(79)];
  const answers = api.runBatch('solve', lines, {}, { form: 'lines' });
  assert.ok(answers instanceof loadApi().BatchLines);
  const text = new TextDecoder().decode(answers.bytes);
  assert.ok(text.endsWith('}\n'));
  assert.deepEqual(text.split('\n').slice(0, -1).map((l) => timeless(JSON.parse(l))),
    timeless(api.runBatch('solve', lines)), 'each line is one answer of the array form, in order');
  assert.deepEqual(answers.toArray().map((a) => a.status), ['unique', 'error', 'unique', 'none']);
  // The bytes can travel (postMessage transfers their buffer) and be read again elsewhere.
  const again = new (loadApi().BatchLines)(answers.bytes.slice());
  assert.deepEqual(again.toArray(), answers.toArray());
  // A verb whose answer has no status first: status() parses the line instead.
  const converted = api.runBatch('convert', [sudoku[0], 'x'], { to: 'grid' }, { form: 'lines' });
  assert.deepEqual([converted.status(0), converted.status(1)], [single('convert', sudoku[0], { to: 'grid' }).status, 'error']);
  // Text that is not plain ASCII, a lone surrogate included, is read exactly as run() reads it.
  for (const odd of ['\uD800' + '.'.repeat(80), '１' + '.'.repeat(80), '😀'.repeat(3)])
    assert.deepEqual(api.runBatch('solve', [odd], {}, { form: 'lines' }).at(0), single('solve', odd, {}), JSON.stringify(odd));
  // The empty batch, CRLF, and bad arguments.
  assert.equal(api.runBatch('solve', [], {}, { form: 'lines' }).length, 0);
  assert.equal(api.runBatch('solve', '', {}, { form: 'lines' }).length, 0);
  assert.deepEqual(timeless(api.runBatch('solve', `${lines[0]}\r\n\n`, {}, { form: 'lines' }).toArray()),
    timeless([api.run('solve', lines[0]), single('solve', '', {})]));
  assert.throws(() => api.runBatch('solve', lines, {}, { form: 'objects' }), RangeError);
  assert.throws(() => api.runBatch('solve', [`${lines[0]}\r`], {}, { form: 'lines' }), /inputs\[0\] holds a line break/);
  assert.throws(() => api.runBatch('solve', ['x', `${lines[0]}\n`], {}, { form: 'lines' }), /inputs\[1\] holds a line break/);
  assert.throws(() => answers.at(4), RangeError);
  assert.throws(() => new (loadApi().BatchLines)(new TextEncoder().encode('{"status":"unique"}')), /line break/);
});
