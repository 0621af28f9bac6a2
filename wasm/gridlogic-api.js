// gridlogic-api.js — the idiomatic JS API over the raw embind module (gridlogic-core.js).
//
// One definition serves every host: a Web Worker loads it with importScripts, node with require, a page
// with a <script> tag. It checks arguments, fills defaults, parses the engine's JSON, and turns a
// {"status":"error"} result into a thrown Error carrying the engine's message.
//
// run(verb, input, options, onProgress) reaches every verb of every genre (the CLI's commands, same
// options by name, same JSON); onProgress({stage, done, total}), if given, hears how far a long verb
// (generate) has got, from inside the call. runBatch(verb, inputs, options) answers many one-line
// puzzles in one call. The named methods are the common ones with JS-style names.
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

  function wrap(core) {
    // Options: an object of strings, numbers and Booleans; 'genre' picks the genre (default sudoku).
    // → [genre, options JSON without the genre]
    function checkedOptions(options) {
      if (options === null || typeof options !== 'object' || Array.isArray(options))
        throw new TypeError('options must be an object');
      const { genre = 'sudoku', ...named } = options;
      checkString('genre', genre);
      for (const [k, v] of Object.entries(named)) {
        if (v === undefined || v === null || v === '') delete named[k];
        else if (!['string', 'number', 'boolean'].includes(typeof v))
          throw new TypeError(`option ${k} must be a string, number or Boolean, not ${typeof v}`);
      }
      return [genre, named];
    }

    function run(verb, input = '', options = {}, onProgress = null) {
      checkString('verb', verb);
      checkString('input', input);
      checkInputLength('input', input);
      const [genre, named] = checkedOptions(options);
      if (onProgress !== null && typeof onProgress !== 'function') throw new TypeError('onProgress must be a function');
      const json = onProgress
        ? core.runWithProgress(verb, genre, input, JSON.stringify(named), (stage, done, total) => onProgress({ stage, done, total }))
        : core.run(verb, genre, input, JSON.stringify(named));
      const result = JSON.parse(json);
      if (result && result.status === 'error') throw new Error(result.error);
      return result;
    }

    // runBatch(verb, inputs, options): many one-line puzzles in one call — an array of strings, or one
    // string of lines ('\n'-separated; a final '\n' ends the last line). Returns one entry a line, in
    // order: what run() returns for it, or, where run() would throw, {status: 'error', error: message}
    // with the message run() would throw. The options apply to every line.
    function runBatch(verb, inputs, options = {}) {
      checkString('verb', verb);
      let lines;
      if (Array.isArray(inputs)) {
        inputs.forEach((x, i) => {
          checkString(`inputs[${i}]`, x);
          if (/[\r\n]/.test(x)) throw new TypeError(`inputs[${i}] holds a line break; runBatch takes one-line puzzles`);
        });
        if (inputs.length === 0) return [];
        lines = inputs.join('\n') + '\n';
      } else {
        checkString('inputs', inputs);
        lines = inputs;
      }
      checkInputLength('inputs', lines);
      const [genre, named] = checkedOptions(options);
      return JSON.parse(core.runBatch(verb, genre, lines, JSON.stringify(named)));
    }

    return {
      run,
      runBatch,
      version() {
        return core.version();
      },
      // [{genre, verb, input: 'puzzle'|'none'|'set', summary, options: [{name, kind, default, help, min, max, choices}]}]
      verbs() {
        return JSON.parse(core.genres()).flatMap((g) => g.verbs.map(({ verb, ...rest }) => ({ genre: g.name, verb, ...rest })));
      },
      // [{name, title, rules, aliases, link_types, verbs: [...]}]: every genre, as the engine declares it
      genres() {
        return JSON.parse(core.genres());
      },
      // The genre a puzzle names itself (a puzz.link type, a project JSON, an f-puzzles link), or null.
      genreOf(puzzle) {
        checkString('puzzle', puzzle);
        return core.genreOfInput(puzzle) || null;
      },
      // solve(puzzle, {genre, method, encoding, count, conflictBudget}) → {status, solution, stats, count?}
      solve(puzzle, options = {}) {
        checkString('puzzle', puzzle);
        const o = Object.assign({}, SOLVE_DEFAULTS, options);
        for (const k of ['genre', 'method', 'encoding']) checkString(k, o[k]);
        if (!Number.isInteger(o.count) || o.count < 1) throw new RangeError('count must be a whole number ≥ 1');
        if (typeof o.conflictBudget !== 'number') throw new TypeError('conflictBudget must be a number');
        const budget = Number.isFinite(o.conflictBudget) && o.conflictBudget >= 0 ? Math.floor(o.conflictBudget) : -1;
        return run('solve', puzzle, {
          genre: o.genre, method: o.method, encoding: o.encoding, count: o.count,
          budget: budget >= 0 ? budget : undefined,
        });
      },
    };
  }

  const api = { wrap, SOLVE_DEFAULTS };
  if (typeof module === 'object' && module.exports) module.exports = api;
  else root.gridlogicApi = api;
})(typeof self !== 'undefined' ? self : this);
