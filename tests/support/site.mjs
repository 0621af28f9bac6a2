// site.mjs — where the built site is, and how tests load its WASM module in node.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// A relative GRIDLOGIC_SITE_DIR is taken from the current folder (require() would not resolve it).
export const siteDir = process.env.GRIDLOGIC_SITE_DIR ? path.resolve(process.env.GRIDLOGIC_SITE_DIR) : path.join(repoRoot, 'build/site');
export const datasetsDir = path.resolve(repoRoot, '../shared/datasets');

const require = createRequire(import.meta.url);

// Loads gridlogic-core.js from the built site. Node 20's fetch() cannot read file URLs, so the module
// gets the .wasm bytes directly (TOOLCHAIN.md, quirk 3).
export async function loadCore() {
  const js = path.join(siteDir, 'gridlogic-core.js');
  if (!existsSync(js)) throw new Error(`${js} is missing: build the wasm preset first`);
  const factory = require(js);
  return factory({ wasmBinary: readFileSync(path.join(siteDir, 'gridlogic-core.wasm')) });
}

export function loadApi() {
  return require(path.join(siteDir, 'gridlogic-api.js'));
}
