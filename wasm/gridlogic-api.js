// gridlogic-api.js — the idiomatic JS API over the raw embind module (gridlogic-core.js).
//
// One definition serves every host: a Web Worker loads it with importScripts, node with require, a page
// with a <script> tag. It checks arguments, fills defaults, parses the engine's JSON, and turns a
// {"status":"error"} result into a thrown Error carrying the engine's message.
(function (root) {
  'use strict';

  const SOLVE_DEFAULTS = { genre: 'sudoku', method: '', encoding: '', count: 2, conflictBudget: -1 };

  function checkString(name, value) {
    if (typeof value !== 'string') throw new TypeError(`${name} must be a string, not ${typeof value}`);
  }

  function wrap(core) {
    return {
      version() {
        return core.version();
      },
      // solve(puzzle, {genre, method, encoding, count, conflictBudget}) → {status, solution, stats, count?}
      solve(puzzle, options = {}) {
        checkString('puzzle', puzzle);
        const o = Object.assign({}, SOLVE_DEFAULTS, options);
        for (const k of ['genre', 'method', 'encoding']) checkString(k, o[k]);
        if (!Number.isInteger(o.count) || o.count < 1) throw new RangeError('count must be a whole number ≥ 1');
        if (typeof o.conflictBudget !== 'number') throw new TypeError('conflictBudget must be a number');
        const result = JSON.parse(core.solve(o.genre, puzzle, o.method, o.encoding, o.count, o.conflictBudget));
        if (result.status === 'error') throw new Error(result.error);
        return result;
      },
    };
  }

  const api = { wrap, SOLVE_DEFAULTS };
  if (typeof module === 'object' && module.exports) module.exports = api;
  else root.gridlogicApi = api;
})(typeof self !== 'undefined' ? self : this);
