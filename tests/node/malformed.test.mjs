// malformed.test.mjs — the malformed-input corpus (tests/data/malformed/*.jsonl) through the WASM module.
//
// tests/engine/malformed_test.py runs every case through the CLI; this file runs every case that has a
// WASM equivalent through core.run, one call per puzzle, and checks what the module can be held to:
// no abort (the module still answers a known puzzle after every case), the expected status, each of
// the case's words in the message, a message that is valid UTF-8, at most kMaxMessageBytes long and
// free of control characters, and "stopped": "time-limit" (or the limit named) where the case says "stopped".
//
// How a case's CLI arguments map onto a call run(verb, genre, input, optionsJson):
// - `GENRE` (a leading genre word) and `--genre G` give the genre. Without one, a puzzle line that names
//   its own genre (genreOfInput: a puzz.link URL, project JSON) gets that genre if it has the verb, as
//   the CLI does line by line; else sudoku, the CLI's default.
// - The first other word is the verb; every `--name value` / `--name=value` becomes the option
//   {name: "value"} (a string, as the CLI passes it, so the engine gives the CLI's message). `--json`
//   is dropped (the module always answers JSON).
// - The input is read as the CLI reads standard input: each line ('\r' dropped; blank and '#' lines
//   skipped) is one call for a per-puzzle verb; `--whole` makes the whole text one call; a verb that
//   reads no input is called once with "". A line that is not valid UTF-8 (input_hex) is passed as a
//   Uint8Array, which embind copies byte for byte into the std::string, so the engine sees the same
//   bytes the CLI does (a page's strings are always valid UTF-8; this is what a byte-level caller sees).
// - A case's `wasm_options` replace those options with JSON values (a number where the CLI has text).
// - Exit status 1 (a usage error) becomes status "error" with the words in its message; exit 0 (or 3,
//   an answer a limit cut short) with a "status" is that status in the first answer.
// - CLI-only, skipped and counted: input from a file, a directory or a missing file (`where`), file
//   names on the command line, `sat` (DIMACS, no WASM verb), `help`/`booklet`, `--jobs`/`--first-line`/
//   `--progress`, an option with no value at the end, and dash syntax the CLI rejects before any verb
//   runs (`-x`). Exit status 2 only arises from those.
// - Words that name where the CLI read the input ("stdin", "line N") are not looked for: a WASM call has
//   no file or line. The message bound is kMaxMessageBytes itself: the CLI test allows 200 bytes more
//   for its "stdin line 1:" prefix and usage hint, which the module does not add.
//
// Each case carries "seconds", its time bound in the CLI test: every call is timed and the slowest
// are printed at the end (reported, not asserted: speed is a benchmark's business). No case needs to
// be skipped for time: the slow ones carry their own --time-limit (the file takes ≈ 7 s). The WASM heap
// only grows, so its size after each case is its peak so far: the cases that grew it are reported, and
// its size at the end must stay under the CLI test's address-space bound (1 GB). Before the chaining
// rungs kept sparse runs on large grids, `explain` of an empty 25×25 grew it past that in 2 s (and
// aborted the module at 2 GB); now the whole corpus leaves it ≈ 170 MB.
import { test, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadCore, loadApi, repoRoot } from '../support/site.mjs';

const MAX_MESSAGE_BYTES = 600;  // kMaxMessageBytes in engine/include/gridlogic/text.h
const MEMORY_BOUND = 2 ** 30;  // MEMORY_BOUND in tests/engine/malformed_test.py
const corpusDir = path.join(repoRoot, 'tests/data/malformed');

let core = await loadCore();
const genreNames = new Map();  // every name and alias → the genre's name, as canonical_genre reads them
const verbInput = new Map();  // "genre verb" → 'puzzle' | 'none' | 'set'
{
  // Not kept: a module replaced after an abort must not stay reachable (its heap may be 2 GB).
  const api = loadApi().wrap(core);
  for (const g of api.genres()) for (const n of [g.name, ...(g.aliases || [])]) genreNames.set(n.toLowerCase(), g.name);
  for (const v of api.verbs()) verbInput.set(`${v.genre} ${v.verb}`, v.input);
}

// A known puzzle the module must still answer after every case (4×4, one solution).
const PROBE = '1...' + '..3.' + '.4..' + '...2';
function moduleAnswers() {
  try {
    return JSON.parse(core.run('solve', 'sudoku', PROBE, '{}')).status === 'unique';
  } catch {
    return false;
  }
}

function caseBytes(c) {
  if (c.input_hex !== undefined) return Buffer.from(c.input_hex, 'hex');
  if (c.input_repeat !== undefined) {
    const [prefix, piece, times, suffix] = c.input_repeat;
    return Buffer.from(prefix + piece.repeat(times) + suffix);
  }
  return Buffer.from(c.input ?? '');
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
// A string when the bytes are UTF-8, else the bytes themselves (see the header).
function forEmbind(bytes) {
  try {
    return utf8.decode(bytes);
  } catch {
    return new Uint8Array(bytes);
  }
}

// The CLI's line reading (for_each_line in engine/cli/main.cpp).
function puzzleLines(bytes) {
  const lines = [];
  let begin = 0;
  while (begin < bytes.length) {
    let end = bytes.indexOf(0x0a, begin);
    if (end < 0) end = bytes.length;
    let line = bytes.subarray(begin, end);
    if (line.length && line[line.length - 1] === 0x0d) line = line.subarray(0, line.length - 1);
    const first = line.findIndex((b) => b !== 0x20 && b !== 0x09);
    if (first >= 0 && line[first] !== 0x23) lines.push(line);
    begin = end + 1;
  }
  return lines;
}

// → {skip: reason} or {verb, options, calls: () => [[genre, input: string | Uint8Array], ...]}
function mapCase(c) {
  if ((c.where ?? 'stdin') !== 'stdin') return { skip: `input from ${c.where}` };
  let genre = null;
  let verb = null;
  let whole = false;
  const options = {};
  const args = c.args;
  for (let i = 0; i < args.length; ++i) {
    const a = args[i];
    if (a === '--json') continue;
    if (a === '--whole') {
      whole = true;
    } else if (['--progress', '--help', '-h', '--version'].includes(a)) {
      return { skip: `CLI flag ${a}` };
    } else if (a.length > 2 && a.startsWith('--')) {
      let name = a.slice(2);
      let value;
      const eq = name.indexOf('=');
      if (eq >= 0) [name, value] = [name.slice(0, eq), name.slice(eq + 1)];
      else if (i + 1 < args.length) value = args[++i];
      else return { skip: 'an option with no value (CLI argument syntax)' };
      if (name === 'jobs' || name === 'first-line') return { skip: `CLI option --${name}` };
      if (name === 'genre') genre = value;
      else options[name] = value;
    } else if (a.length > 1 && a.startsWith('-')) {
      return { skip: 'dash syntax the CLI rejects' };
    } else if (verb === null && genre === null && genreNames.has(a.toLowerCase())) {
      genre = a;
    } else if (verb === null) {
      verb = a;
    } else {
      return { skip: 'file names' };
    }
  }
  if (verb === null || ['sat', 'help', 'booklet'].includes(verb)) return { skip: `no WASM verb '${verb ?? ''}'` };
  // The calls are made when the case runs: the large inputs (10 MB) are not all held at once.
  const given = genre;
  genre ??= 'sudoku';
  const calls = () => {
    const bytes = caseBytes(c);
    const input = verbInput.get(`${genreNames.get(genre.toLowerCase()) ?? genre} ${verb}`);
    let inputs;
    let genreOf = () => genre;
    if (input === 'none') {
      inputs = [''];
    } else if (whole) {
      inputs = [forEmbind(bytes)];
    } else if (input === 'set') {
      inputs = [forEmbind(Buffer.concat(puzzleLines(bytes).flatMap((l) => [l, Buffer.from('\n')])))];
    } else {
      inputs = puzzleLines(bytes).map(forEmbind);
      if (given === null) {
        genreOf = (line) => {
          const named = typeof line === 'string' ? core.genreOfInput(line) : '';
          return named && verbInput.has(`${named} ${verb}`) ? named : genre;
        };
      }
    }
    // No line at all: the CLI still checks the options once (for the default genre).
    if (inputs.length === 0 && c.exit === 1) inputs = [''];
    return inputs.map((line) => [genreOf(line), line]);
  };
  // "wasm_options": the same values as a JS caller passes them (numbers as numbers), for the cases
  // that hold the engine's message for a JSON value to the CLI's words for the same text.
  Object.assign(options, c.wasm_options ?? {});
  return { verb, options, calls };
}

// Words about where the CLI read the input, which a WASM call has no part of.
const isLocationWord = (w) => /^stdin\b|^line \d+$/.test(w);

const files = readdirSync(corpusDir).filter((f) => f.endsWith('.jsonl')).sort();
const cases = files.flatMap((f) =>
  readFileSync(path.join(corpusDir, f), 'utf8').split('\n').map((line, i) => [`${f}:${i + 1}`, line])
    .filter(([, line]) => line.trim()).map(([where, line]) => [where, JSON.parse(line)]));

const skipped = new Map();  // reason → count
const timings = [];  // [ms, where, name, seconds]
let ran = 0;
let heapBytes = core.HEAP8.length;
const firstHeapBytes = heapBytes;
const growth = [];  // [bytes the heap grew by, where, name]

// A case that broke the module gets a fresh one loaded before the next case (see moduleAnswers).
beforeEach(async () => {
  if (core === null) {
    core = await loadCore();
    heapBytes = core.HEAP8.length;
  }
});

for (const [where, c] of cases) {
  const m = mapCase(c);
  if (m.skip) {
    skipped.set(m.skip, (skipped.get(m.skip) ?? 0) + 1);
    continue;
  }
  test(`${where} ${c.name}`, () => {
    ++ran;
    const options = JSON.stringify(m.options);
    const answers = [];
    let ms = 0;
    try {
      for (const [genre, line] of m.calls()) {
        const start = performance.now();
        let json;
        try {
          json = core.run(m.verb, genre, line, options);
        } finally {
          ms += performance.now() - start;
        }
        answers.push(JSON.parse(json));
      }
    } finally {
      timings.push([ms, where, c.name, c.seconds ?? 20]);
      const heap = core.HEAP8.length;  // WASM memory only grows: its size now is the peak so far
      if (heap > heapBytes) growth.push([heap - heapBytes, where, c.name]);
      heapBytes = heap;
      if (!moduleAnswers()) {
        // Later cases need a working module: load a fresh one, then fail this case.
        core = null;
      }
    }
    assert.ok(core, 'the module no longer answers a known puzzle after this case (aborted?)');
    const answered = c.exit === 0 || c.exit === 3;   // 3: answered, a limit cut an answer short
    const expectedLines = answered ? (c.lines ?? 1) : 1;
    assert.equal(answers.length, expectedLines, 'one answer per puzzle line');
    const first = answers[0];
    if (c.exit === 1) assert.equal(first.status, 'error', 'a usage error in the CLI is an error value');
    if (answered && c.status !== undefined) assert.equal(first.status, c.status);
    // "stopped": true is the time limit; a string names the limit ("memory-limit").
    if (c.stopped) assert.equal(first.stopped, c.stopped === true ? 'time-limit' : c.stopped, 'the answer says the limit stopped it');
    const message = first.error ?? '';
    for (const word of c.words ?? []) {
      if (isLocationWord(word)) continue;
      assert.ok(message.includes(word), `message lacks ${JSON.stringify(word)}: ${JSON.stringify(message.slice(0, 300))}`);
    }
    for (const a of answers) {
      const text = a.error ?? '';
      // Embind decodes the engine's bytes leniently: invalid UTF-8 shows as U+FFFD or a lone surrogate.
      assert.ok(text.isWellFormed() && !text.includes('\uFFFD'), `message is not valid UTF-8: ${JSON.stringify(text.slice(0, 300))}`);
      assert.ok(Buffer.byteLength(text) <= MAX_MESSAGE_BYTES, `message of ${Buffer.byteLength(text)} bytes`);
      assert.ok(!/[\x00-\x08\x0b-\x1f\x7f]/.test(text), `message holds a control character: ${JSON.stringify(text.slice(0, 300))}`);
    }
  });
}

// An input far over every documented maximum (a JS string near 2 GB) once aborted the module while
// embind copied it into the heap; the JS API refuses it first, by its length, and the module answers on.
test('the JS API refuses an input longer than the module takes, before copying it', () => {
  const api = loadApi().wrap(core);
  const heapBefore = core.HEAP8.length;
  const huge = '.'.repeat(64 * 1024 * 1024 + 1);
  for (const call of [() => api.run('solve', huge), () => api.runBatch('solve', huge), () => api.solve(huge)]) {
    assert.throws(call, (e) => e instanceof RangeError && /67108865 characters long; the module takes at most 67108864/.test(e.message));
  }
  assert.equal(core.HEAP8.length, heapBefore, 'nothing was copied into the heap');
  assert.ok(moduleAnswers(), 'the module still answers');
  // Just under the limit is the engine's to answer: an error naming the line's length, not a throw.
  assert.throws(() => api.run('solve', '.'.repeat(1000)), /1000/);
});

// Last: every case above has run, and the heap is as large as they made it.
test('the WASM heap stays under the memory bound over the whole corpus', () => {
  assert.ok(heapBytes <= MEMORY_BOUND, `the heap grew to ${heapBytes} bytes; biggest growth: ${JSON.stringify(growth.sort((a, b) => b[0] - a[0]).slice(0, 3))}`);
});

after(() => {
  const skippedTotal = [...skipped.values()].reduce((a, b) => a + b, 0);
  console.log(`malformed corpus through WASM: ${ran} of ${cases.length} cases run, ${skippedTotal} CLI-only skipped:`);
  for (const [reason, n] of [...skipped].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(3)}  ${reason}`);
  timings.sort((a, b) => b[0] - a[0]);
  const total = timings.reduce((s, t) => s + t[0], 0);
  console.log(`WASM time: ${(total / 1000).toFixed(1)} s over ${timings.length} cases; slowest (ms, case, CLI bound):`);
  for (const [ms, where, name, seconds] of timings.slice(0, 10))
    console.log(`  ${ms.toFixed(0).padStart(7)}  ${where} ${name} (bound ${seconds} s)`);
  const mb = (b) => (b / 2 ** 20).toFixed(0).padStart(5);
  console.log(`WASM heap: ${mb(firstHeapBytes)} MB at load, ${mb(heapBytes)} MB at the end; grown by:`);
  for (const [bytes, where, name] of growth.sort((a, b) => b[0] - a[0]).slice(0, 5)) console.log(`  ${mb(bytes)} MB  ${where} ${name}`);
});
