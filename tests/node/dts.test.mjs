// dts.test.mjs — the hand-written TypeScript declarations name exactly what the JS really exports.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadCore, loadApi, siteDir } from '../support/site.mjs';

const dts = readFileSync(path.join(siteDir, 'gridlogic.d.ts'), 'utf8');

// The method names declared in one interface or class body of the .d.ts.
// withProperties: read-only properties too (GridlogicApi's getters, which Object.keys lists).
function declaredMethods(kind, name, withProperties = false) {
  const m = dts.match(new RegExp(`${kind} ${name} \\{([\\s\\S]*?)\\n\\}`));
  assert.ok(m, `${kind} ${name} is declared`);
  const body = m[1].replace(/\/\*\*[\s\S]*?\*\//g, '');
  // Overloads (solve per genre) declare one method several times; a read-only property is a getter.
  const pattern = withProperties ? /^\s+(?:readonly\s+([a-zA-Z]\w*):|([a-zA-Z]\w*)\()/gm : /^\s+()([a-zA-Z]\w*)\(/gm;
  return [...new Set([...body.matchAll(pattern)].map((x) => x[1] || x[2]))].filter((x) => x !== 'constructor').sort();
}

test('GridlogicCore matches the embind exports', async () => {
  const core = await loadCore();
  for (const name of declaredMethods('interface', 'GridlogicCore'))
    assert.equal(typeof core[name], 'function', `core.${name}`);
  assert.deepEqual(declaredMethods('interface', 'GridlogicCore'), ['batchLinesEnds', 'checkOptions', 'genreOfInput', 'genres', 'releaseBatchLines', 'run', 'runBatch', 'runBatchLines', 'runWithProgress', 'version']);
});

test('GridlogicApi matches gridlogic-api.js', async () => {
  const api = loadApi().wrap(await loadCore());
  assert.deepEqual(declaredMethods('interface', 'GridlogicApi', true), Object.keys(api).sort());
});

test('class BatchLines matches gridlogic-api.js', () => {
  const { BatchLines } = loadApi();
  const real = Object.getOwnPropertyNames(BatchLines.prototype).filter((n) => n !== 'constructor' && n !== 'length').sort();
  assert.deepEqual(declaredMethods('export declare class', 'BatchLines'), real);
});

test('class Gridlogic matches gridlogic.js', async () => {
  const { Gridlogic } = await import(pathToFileURL(path.join(siteDir, 'gridlogic.js')));
  const real = Object.getOwnPropertyNames(Gridlogic.prototype).filter((n) => n !== 'constructor').sort();
  assert.deepEqual(declaredMethods('export declare class', 'Gridlogic'), real);
});

test('class GridlogicPool matches gridlogic.js', async () => {
  const { GridlogicPool } = await import(pathToFileURL(path.join(siteDir, 'gridlogic.js')));
  const real = Object.getOwnPropertyNames(GridlogicPool.prototype).filter((n) => n !== 'constructor').sort();
  assert.deepEqual(declaredMethods('export declare class', 'GridlogicPool'), real);
});

test('the functions gridlogic.js exports are declared', async () => {
  const mod = await import(pathToFileURL(path.join(siteDir, 'gridlogic.js')));
  const real = Object.keys(mod).filter((k) => typeof mod[k] === 'function' && !/^Gridlogic/.test(k)).sort();
  const declared = [...dts.matchAll(/^export declare function (\w+)\(/gm)].map((m) => m[1]).sort();
  assert.deepEqual(declared, real);
  assert.equal(mod.isCancelled(Object.assign(new Error('cancelled'), { name: 'AbortError' })), true);
  assert.equal(mod.isCancelled(new Error('r1c1: bad')), false);
});

// The property names declared in one interface body (its top level only).
function declaredProperties(name) {
  const m = dts.match(new RegExp(`interface ${name} \\{([\\s\\S]*?)\\n\\}`));
  assert.ok(m, `interface ${name} is declared`);
  const body = m[1].replace(/\/\*\*[\s\S]*?\*\//g, '');
  return new Set([...body.matchAll(/^  ([a-z_]\w*)\??:/gm)].map((x) => x[1]));
}

test('each genre\'s solve result has exactly the fields its declaration names, and the common stats core', async () => {
  const api = loadApi().wrap(await loadCore());
  const variant = JSON.stringify({ size: 4, grid: [[{ value: 1, given: true }, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]],
    killercage: [{ cells: ['R1C2', 'R1C3'], value: '5' }, { cells: ['R2C1', 'R2C2'], value: '7' }, { cells: ['R3C3', 'R3C4'], value: '7' }],
    thermometer: [{ lines: [['R4C4', 'R4C3', 'R4C2']] }], difference: [{ cells: ['R3C1', 'R4C1'] }] });
  const runs = [
    ['SolveResult', 'sudoku', '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79', [{}, { count: 5 }]],
    ['TectonicSolveResult', 'tectonic', 'https://puzz.link/p?suguru/5/5/cih47bs73m3g5p1g2g', [{}, { method: 'rules' }, { method: 'sat', count: 3 }]],
    ['HashiSolveResult', 'hashi', '2.2.2.2.2/........./2.2.2.2.2', [{}, { method: 'rules' }, { method: 'better' }, { trace: true, count: 3 }]],
    ['VariantSolveResult', 'variant', variant, [{}, { count: 3 }]],
  ];
  for (const [type, genre, puzzle, optionSets] of runs) {
    const declared = declaredProperties(type);
    for (const options of optionSets) {
      const r = api.run('solve', puzzle, { genre, ...options });
      for (const key of Object.keys(r)) assert.ok(declared.has(key), `${type} declares ${key} (${JSON.stringify(options)})`);
      for (const k of ['ms', 'decisions', 'propagations', 'conflicts']) assert.equal(typeof r.stats[k], 'number', `${genre} stats.${k}`);
    }
  }
});

test('the setter\'s answers have exactly the fields their declarations name, every genre and verdict', async () => {
  const api = loadApi().wrap(await loadCore());
  const has = (type, object, where) => {
    const declared = declaredProperties(type);
    for (const key of Object.keys(object)) assert.ok(declared.has(key), `${type} declares ${key} (${where})`);
  };
  const puzzles = [
    ['sudoku', '1...' + '..3.' + '.4..' + '...2'], ['sudoku', '.'.repeat(16)], ['sudoku', '11' + '.'.repeat(14)],
    ['tectonic', 'https://puzz.link/p?suguru/5/5/cih47bs73m3g5p1g2g'], ['tectonic', '1.../.... AABB/CCDD'],
    ['hashi', '2.2.2.2.2/........./2.2.2.2.2'], ['hashi', '1.2'],
    ['hashi', JSON.stringify({ genre: 'hashi', rows: 3, cols: 5, islands: [[0, 0, 2], [0, 2, null], [0, 4, 2], [2, 0, 2], [2, 2, null], [2, 4, 2]] })],
    ['variant', JSON.stringify({ size: 4, grid: [[{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]],
      killercage: [{ cells: ['R1C1', 'R1C2', 'R1C3'], value: '3' }] })],
  ];
  for (const [genre, puzzle] of puzzles) {
    for (const options of [{ genre }, { genre, budget: 3 }]) {
      const where = `${genre} ${puzzle.slice(0, 30)} ${JSON.stringify(options)}`;
      const c = api.candidates(puzzle, options);
      has('CandidatesResult', c, where);
      for (const cell of c.cells || []) has('CandidateCell', cell, where);
      for (const bridge of c.bridges || []) has('CandidateBridge', bridge, where);
      const a = api.analyze(puzzle, options);
      has('AnalyzeResult', a, where);
      if (a.hardest) has('HardestStep', a.hardest, where);
      for (const x of [c.conflict, a.conflict].filter(Boolean)) {
        has('SettingConflict', x, where);
        for (const part of x.parts) has('ConflictPart', part, where);
      }
    }
  }
  assert.throws(() => api.candidates('1'.repeat(16), { count: 1.5 }), /count must be a whole number/);
});
