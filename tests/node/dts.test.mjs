// dts.test.mjs — the hand-written TypeScript declarations name exactly what the JS really exports.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadCore, loadApi, siteDir } from '../support/site.mjs';

const dts = readFileSync(path.join(siteDir, 'gridlogic.d.ts'), 'utf8');

// The method names declared in one interface or class body of the .d.ts.
function declaredMethods(kind, name) {
  const m = dts.match(new RegExp(`${kind} ${name} \\{([\\s\\S]*?)\\n\\}`));
  assert.ok(m, `${kind} ${name} is declared`);
  const body = m[1].replace(/\/\*\*[\s\S]*?\*\//g, '');
  return [...body.matchAll(/^\s+([a-zA-Z]\w*)\(/gm)].map((x) => x[1]).filter((x) => x !== 'constructor').sort();
}

test('GridlogicCore matches the embind exports', async () => {
  const core = await loadCore();
  for (const name of declaredMethods('interface', 'GridlogicCore'))
    assert.equal(typeof core[name], 'function', `core.${name}`);
  assert.deepEqual(declaredMethods('interface', 'GridlogicCore'), ['run', 'runWithProgress', 'verbs', 'version']);
});

test('GridlogicApi matches gridlogic-api.js', async () => {
  const api = loadApi().wrap(await loadCore());
  assert.deepEqual(declaredMethods('interface', 'GridlogicApi'), Object.keys(api).sort());
});

test('class Gridlogic matches gridlogic.js', async () => {
  const { Gridlogic } = await import(pathToFileURL(path.join(siteDir, 'gridlogic.js')));
  const real = Object.getOwnPropertyNames(Gridlogic.prototype).filter((n) => n !== 'constructor').sort();
  assert.deepEqual(declaredMethods('export declare class', 'Gridlogic'), real);
});

test('the functions gridlogic.js exports are declared', async () => {
  const mod = await import(pathToFileURL(path.join(siteDir, 'gridlogic.js')));
  const real = Object.keys(mod).filter((k) => typeof mod[k] === 'function' && k !== 'Gridlogic').sort();
  const declared = [...dts.matchAll(/^export declare function (\w+)\(/gm)].map((m) => m[1]).sort();
  assert.deepEqual(declared, real);
  assert.equal(mod.isCancelled(Object.assign(new Error('cancelled'), { name: 'AbortError' })), true);
  assert.equal(mod.isCancelled(new Error('r1c1: bad')), false);
});
