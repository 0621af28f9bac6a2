// gridlogic-api.js — the idiomatic JS API over the raw embind module (gridlogic-core.js).
//
// One definition serves every host: a Web Worker loads it with importScripts, node with require, a page
// with a <script> tag. It checks arguments, fills defaults, parses the engine's JSON, and turns a
// {"status":"error"} result into a thrown Error carrying the engine's message.
//
// run(verb, input, options, onProgress) reaches every verb of every genre (the CLI's commands, same
// options by name, same JSON); onProgress({stage, done, total}), if given, hears how far a long verb
// (generate) has got, from inside the call. runBatch(verb, inputs, options, {form}) answers many
// one-line puzzles in one call, as an array or (form 'lines') a BatchLines buffer read on demand. The named methods are the common ones with JS-style names
// (solve; the setter's candidates and analyze).
(function (root) {
  'use strict';

  const SOLVE_DEFAULTS = { genre: 'sudoku', method: '', encoding: '', count: 2, conflictBudget: -1 };

  function checkString(name, value) {
    if (typeof value !== 'string') throw new TypeError(`${name} must be a string, not ${typeof value}`);
  }

  // The longest input copied into the module: far above any puzzle or set the engine takes (its own
  // limits, docs/cli.md "Limits", answer those as errors), far below the 2 GB heap, whose overflow
  // while copying a string aborts the module instead of answering. Checked before the copy.
  const MAX_INPUT_CHARS = 64 * 1024 * 1024;
  function checkInputLength(name, value) {
    if (value.length > MAX_INPUT_CHARS)
      throw new RangeError(`${name} is ${value.length} characters long; the module takes at most ${MAX_INPUT_CHARS} ` +
        '(64 Mi) in one call: split a set into several calls');
  }

  const utf8 = new TextEncoder();
  const utf8Decoder = new TextDecoder();
  const NEWLINE = 10, QUOTE = 34, BACKSLASH = 92;
  const SURROGATE = /[\uD800-\uDFFF]/;
  const STATUS_KEY = Array.from('{"status":"', (c) => c.charCodeAt(0));
  // The statuses status(i) has read, by their bytes' hash: a status is a handful of words, so it is found
  // again (its characters compared) instead of built a character at a time for every answer.
  const statusCache = new Map();
  // runBatch hands BatchLines the module's line ends under this key (not reachable from outside).
  const MODULE_ENDS = Symbol('ends');

  // The answers of runBatch(…, {form: 'lines'}): `bytes`, a Uint8Array holding one answer's JSON a line
  // (UTF-8, each ending in '\n': what the CLI's --json prints), read on demand. at(i) is exactly what
  // the array form's entry i is; status(i) reads the status without parsing the rest. `bytes` can be
  // posted to another thread (its buffer transferred) and wrapped there again: new BatchLines(bytes).
  class BatchLines {
    #ends;
    #text = null;      // the buffer decoded, on the first json(i)
    #textEnds = null;  // where each line ends in #text
    constructor(bytes, fromModule) {
      if (!(bytes instanceof Uint8Array)) throw new TypeError('BatchLines takes a Uint8Array');
      this.bytes = bytes;
      if (fromModule && fromModule[MODULE_ENDS]) {  // runBatch: the module said where the lines end
        this.#ends = fromModule[MODULE_ENDS];
        return;
      }
      const ends = [];
      for (let at = bytes.indexOf(NEWLINE); at >= 0; at = bytes.indexOf(NEWLINE, at + 1)) ends.push(at);
      if (ends.length && ends[ends.length - 1] !== bytes.length - 1 || !ends.length && bytes.length)
        throw new RangeError('BatchLines: the buffer does not end with a line break');
      this.#ends = Uint32Array.from(ends);
    }

    get length() {
      return this.#ends.length;
    }

    #start(i) {
      if (!Number.isInteger(i) || i < 0 || i >= this.#ends.length) throw new RangeError(`no answer ${i} in a batch of ${this.#ends.length}`);
      return i === 0 ? 0 : this.#ends[i - 1] + 1;
    }

    // The answer's status ('unique', 'error', …; undefined for a verb whose answer has none, such as
    // convert), read from its first bytes: the engine writes "status" first wherever there is one.
    status(i) {
      const bytes = this.bytes, start = this.#start(i);
      let at = start;
      for (let k = 0; k < STATUS_KEY.length; ++k) if (bytes[at++] !== STATUS_KEY[k]) return this.at(i).status;
      const from = at;
      let hash = 0;
      for (let c = bytes[at]; c !== QUOTE; c = bytes[++at]) {
        if (c === BACKSLASH || c > 127) return this.at(i).status;   // never so in the engine's statuses
        hash = (hash * 31 + c) | 0;
      }
      const known = statusCache.get(hash);
      if (known !== undefined && known.length === at - from) {
        let k = 0;
        while (k < known.length && known.charCodeAt(k) === bytes[from + k]) ++k;
        if (k === known.length) return known;
      }
      const s = String.fromCharCode.apply(null, bytes.subarray(from, at));
      if (statusCache.size < 64) statusCache.set(hash, s);
      return s;
    }

    // The answer's JSON text. The first call decodes the whole buffer once (one TextDecoder call is
    // far cheaper than one a line) and finds the lines in the text; later calls slice it.
    json(i) {
      this.#start(i);
      if (this.#text === null) {
        this.#text = utf8Decoder.decode(this.bytes);
        this.#textEnds = new Uint32Array(this.#ends.length);
        for (let k = 0, at = -1; k < this.#ends.length; ++k) this.#textEnds[k] = at = this.#text.indexOf('\n', at + 1);
      }
      return this.#text.slice(i === 0 ? 0 : this.#textEnds[i - 1] + 1, this.#textEnds[i]);
    }

    // The answer as an object: what run() returns for line i, or {status: 'error', error}.
    at(i) {
      return JSON.parse(this.json(i));
    }

    toArray() {
      return Array.from({ length: this.length }, (_, i) => this.at(i));
    }

    * [Symbol.iterator]() {
      for (let i = 0; i < this.length; ++i) yield this.at(i);
    }
  }

  function countNewlines(text) {
    let n = 0;
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) ++n;
    return n;
  }

  function wrap(core) {
    // A failure inside the module that is not an answer — a C++ exception escaping (Emscripten throws
    // its pointer, a bare number: a failed allocation when a request outgrows the heap) or a trap —
    // can leave the instance's memory half-updated and its heap grown. The call throws an Error saying
    // so, and the instance is discarded: every later call throws too, and `broken` tells a host (the
    // worker) to load a fresh one.
    let broken = null;
    function call(fn) {
      if (broken) throw new Error(`the engine instance was discarded after a failure (${broken}); load a new one`);
      try {
        return fn();
      } catch (err) {
        if (err instanceof TypeError || err instanceof RangeError) throw err;   // our own checks, or embind's
        broken = typeof err === 'number' || err === undefined || err === null
          ? 'it ran out of memory: the request was too large for the module\'s heap'
          : `it failed: ${err && err.message ? err.message : String(err)}`;
        throw new Error(`the engine failed on this request: ${broken.replace(/^it /, '')}; this instance is discarded, load a new one`);
      }
    }

    // Options: an object of strings, numbers and Booleans; 'genre' picks the genre (default sudoku).
    // A number must be finite: NaN or Infinity is refused, not read as the default.
    // → [genre, options JSON without the genre]
    function checkedOptions(options) {
      if (options === null || typeof options !== 'object' || Array.isArray(options))
        throw new TypeError('options must be an object');
      const named = {};
      let genre = 'sudoku';
      for (const k of Object.keys(options)) {   // one pass: linear in the number of keys
        const v = options[k];
        if (k === 'genre') {
          if (v !== undefined) genre = v;
        } else if (v === undefined || v === null || v === '') {
          continue;
        } else if (typeof v === 'number') {
          if (!Number.isFinite(v)) throw new RangeError(`option ${k} must be a finite number, not ${v}`);
          named[k] = v;
        } else if (typeof v === 'string' || typeof v === 'boolean') {
          named[k] = v;
        } else {
          throw new TypeError(`option ${k} must be a string, number or Boolean, not ${typeof v}`);
        }
      }
      checkString('genre', genre);
      return [genre, named];
    }

    function run(verb, input = '', options = {}, onProgress = null) {
      checkString('verb', verb);
      checkString('input', input);
      checkInputLength('input', input);
      const [genre, named] = checkedOptions(options);
      if (onProgress !== null && typeof onProgress !== 'function') throw new TypeError('onProgress must be a function');
      const json = call(() => onProgress
        ? core.runWithProgress(verb, genre, input, JSON.stringify(named), (stage, done, total) => onProgress({ stage, done, total }))
        : core.run(verb, genre, input, JSON.stringify(named)));
      const result = JSON.parse(json);
      if (result && result.status === 'error') throw new Error(result.error);
      return result;
    }

    // runBatch(verb, inputs, options, {form}): many one-line puzzles in one call — an array of strings,
    // or one string of lines ('\n'-separated; a final '\n' ends the last line). Returns one entry a line,
    // in order: what run() returns for it, or, where run() would throw, {status: 'error', error: message}
    // with the message run() would throw. The options apply to every line. With {form: 'lines'} the
    // answers come as a BatchLines (below): one buffer of JSON lines, each parsed only when read.
    function runBatch(verb, inputs, options = {}, { form = 'array' } = {}) {
      checkString('verb', verb);
      if (form !== 'array' && form !== 'lines') throw new RangeError(`form must be 'array' or 'lines', not ${String(form)}`);
      let lines;
      if (Array.isArray(inputs)) {
        for (let i = 0; i < inputs.length; ++i) if (typeof inputs[i] !== 'string') checkString(`inputs[${i}]`, inputs[i]);
        if (inputs.length === 0) return form === 'lines' ? new BatchLines(new Uint8Array(0)) : [];
        lines = inputs.join('\n') + '\n';
        // A line break inside an input shows as one '\n' too many or a '\r' in the joined text: two
        // scans of one string instead of a regular expression per input. Then find which input it is.
        if (lines.indexOf('\r') >= 0 || countNewlines(lines) !== inputs.length) {
          inputs.forEach((x, i) => {
            if (/[\r\n]/.test(x)) throw new TypeError(`inputs[${i}] holds a line break; runBatch takes one-line puzzles`);
          });
        }
      } else {
        checkString('inputs', inputs);
        lines = inputs;
      }
      checkInputLength('inputs', lines);
      const [genre, named] = checkedOptions(options);
      if (form === 'array') return JSON.parse(call(() => core.runBatch(verb, genre, lines, JSON.stringify(named))));
      // The answer is a view of the module's memory: copy it at once, then let the module free it.
      // TextEncoder writes a lone surrogate as U+FFFD where embind (run()'s conversion) does not: such
      // input goes as a string, converted as run() converts it.
      const input = SURROGATE.test(lines) ? lines : utf8.encode(lines);
      const bytes = call(() => core.runBatchLines(verb, genre, input, JSON.stringify(named)).slice());
      const ends = call(() => core.batchLinesEnds().slice());
      call(() => core.releaseBatchLines());
      return new BatchLines(bytes, { [MODULE_ENDS]: ends });
    }

    // The setter's questions (docs/setting.md): options {genre, count, budget} and the common limits,
    // checked as run() checks them; the engine checks the values.
    function setting(verb, puzzle, options) {
      checkString('puzzle', puzzle);
      if (options === null || typeof options !== 'object' || Array.isArray(options)) throw new TypeError('options must be an object');
      for (const k of ['count', 'budget'])
        if (options[k] !== undefined && !Number.isInteger(options[k])) throw new TypeError(`${k} must be a whole number`);
      return run(verb, puzzle, options);
    }

    return {
      run,
      runBatch,
      // candidates(puzzle, {genre, count, budget}) → {status, count, limit, complete, cells | bridges, conflict?, stats}
      candidates(puzzle, options = {}) {
        return setting('candidates', puzzle, options);
      },
      // analyze(puzzle, {genre, count, budget}) → {status, count, limit, solution?, level?, hardest?, removable?,
      // suggestion?, conflict?, complete, stats}
      analyze(puzzle, options = {}) {
        return setting('analyze', puzzle, options);
      },
      // null, or why this instance was discarded (above): then load a new one.
      get broken() {
        return broken;
      },
      version() {
        return call(() => core.version());
      },
      // [{genre, verb, input: 'puzzle'|'none'|'set', summary, options: [{name, kind, default, help, min, max, choices}]}]
      verbs() {
        return JSON.parse(call(() => core.genres())).flatMap((g) => g.verbs.map(({ verb, ...rest }) => ({ genre: g.name, verb, ...rest })));
      },
      // [{name, title, rules, aliases, link_types, verbs: [...]}]: every genre, as the engine declares it
      genres() {
        return JSON.parse(call(() => core.genres()));
      },
      // The genre a puzzle names itself (a puzz.link type, a project JSON, an f-puzzles link), or null.
      genreOf(puzzle) {
        checkString('puzzle', puzzle);
        checkInputLength('puzzle', puzzle);
        return call(() => core.genreOfInput(puzzle)) || null;
      },
      // solve(puzzle, {genre, method, encoding, count, conflictBudget}) → {status, solution, stats, count?}
      solve(puzzle, options = {}) {
        checkString('puzzle', puzzle);
        const o = Object.assign({}, SOLVE_DEFAULTS, options);
        for (const k of ['genre', 'method', 'encoding']) checkString(k, o[k]);
        if (!Number.isInteger(o.count) || o.count < 1) throw new RangeError('count must be a whole number ≥ 1');
        if (typeof o.conflictBudget !== 'number') throw new TypeError('conflictBudget must be a number');
        if (!Number.isFinite(o.conflictBudget))
          throw new RangeError(`conflictBudget must be a finite number (negative: no budget), not ${o.conflictBudget}`);
        const budget = o.conflictBudget >= 0 ? Math.floor(o.conflictBudget) : -1;
        return run('solve', puzzle, {
          genre: o.genre, method: o.method, encoding: o.encoding, count: o.count,
          budget: budget >= 0 ? budget : undefined,
        });
      },
    };
  }

  const api = { wrap, BatchLines, SOLVE_DEFAULTS };
  if (typeof module === 'object' && module.exports) module.exports = api;
  else root.gridlogicApi = api;
})(typeof self !== 'undefined' ? self : this);
