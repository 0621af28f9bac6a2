// golden.test.mjs — every verb × genre × input × option through the CLI and the WASM module, compared
// byte for byte with the recorded outputs in tests/golden/ (timings blanked). GOLDEN_UPDATE=1 rewrites
// them; the diff of those files is then the change of contract, reviewed like code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadCore, repoRoot } from '../support/site.mjs';
import { cases, cliCases } from '../golden/cases.mjs';

const goldenDir = path.join(repoRoot, 'tests/golden');
const cli = process.env.GRIDLOGIC_CLI || path.join(repoRoot, 'build/native/gridlogic');
const update = process.env.GOLDEN_UPDATE === '1';

// Wall-clock figures differ run to run: every number under a key ending in "ms" (and "seconds"), and
// the text forms' "ms=1.2" / "1.2 ms", become '#'.
function blankTimes(text) {
  return text
    .split('\n### ')
    // The verbs that are timing tables (ablation, compare): every decimal number.
    .map((c) => (/^(cli: )?\S+ (ablation|compare) /.test(c) ? c.replace(/\d+\.\d+(e-?\d+)?/g, '#') : c))
    .join('\n### ')
    .replace(/("[a-z_]*(?:ms|seconds)":)-?[0-9.e+-]+/g, '$1#')
    .replace(/\b(ms[=:]\s?|ms )[0-9.]+/g, '$1#')
    .replace(/[0-9.]+( ?ms\b)/g, '#$1');
}

function optionArgs(options) {
  return Object.entries(options).flatMap(([k, v]) => [`--${k}`, String(v)]);
}

function runCli(args, stdin) {
  const r = spawnSync(cli, args, { input: stdin ?? '', encoding: 'utf8', maxBuffer: 64 << 20 });
  return `$ gridlogic ${args.join(' ')}\n${r.stdout}${r.stderr ? `[stderr]\n${r.stderr}` : ''}[exit ${r.status}]\n`;
}

function cliTranscript() {
  let out = '';
  for (const c of cases) {
    const args = [c.verb, '--genre', c.genre, ...optionArgs(c.options)];
    const stdin = c.input ? `${c.input.join('\n')}\n` : undefined;
    out += `### ${c.name}\n${runCli(args, stdin)}${runCli([...args, '--json'], stdin)}`;
  }
  for (const c of cliCases) out += `### cli: ${c.name}\n${runCli(c.args, c.stdin)}`;
  return blankTimes(out);
}

function wasmTranscript(core) {
  let out = '';
  for (const c of cases) {
    const inputs = c.input === null ? [''] : c.set ? [`${c.input.join('\n')}\n`] : c.input;
    out += `### ${c.name}\n`;
    for (const input of inputs) out += `${core.run(c.verb, c.genre, input, JSON.stringify(c.options))}\n`;
  }
  return blankTimes(out);
}

function compare(file, actual) {
  const full = path.join(goldenDir, file);
  if (update || !existsSync(full)) {
    writeFileSync(full, actual);
    return;
  }
  const expected = readFileSync(full, 'utf8');
  if (actual === expected) return;
  // Name the first case that differs rather than print two long transcripts.
  const a = actual.split('\n### '), e = expected.split('\n### ');
  for (let i = 0; i < Math.max(a.length, e.length); i++)
    assert.equal(a[i], e[i], `${file}: case ${i} differs (GOLDEN_UPDATE=1 rewrites after review)`);
}

test('CLI output of every verb, genre and option equals tests/golden/cli.out', { skip: !existsSync(cli) && `${cli} is not built` }, () => {
  compare('cli.out', cliTranscript());
});

test('WASM output of every verb, genre and option equals tests/golden/wasm.out', async () => {
  compare('wasm.out', wasmTranscript(await loadCore()));
});
