// browser.mjs — Debian's Chromium under Playwright, with the flags this machine kind needs.
import { chromium } from 'playwright-core';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../tools/static-server.mjs';
import { repoRoot, siteDir } from './site.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Launches headless Chromium with WebGL2 through SwiftShader and no background networking
// (TOOLCHAIN.md, "Browser checks"). Returns {context, close}. `options` adds Playwright context options
// (a phone: {viewport, hasTouch: true, isMobile: true}).
export async function launchBrowser(options = {}) {
  const profile = mkdtempSync(path.join(tmpdir(), 'gridlogic-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    viewport: { width: 1000, height: 800 },
    ...options,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  return {
    context,
    profile,   // the profile folder: its path is on every process of this browser (bench/set_live.mjs counts their CPU)
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

// Where browser tests write their screenshots (look at them after a change to the pages).
export const shots = path.join(repoRoot, 'build/screenshots');
mkdirSync(shots, { recursive: true });

// What a browser test file needs before its first test: the built site served on a free port and one
// Chromium. Returns {url, browser, close}; call close() in after().
export async function openSite() {
  const { server, url } = await startServer(siteDir);
  const browser = await launchBrowser();
  return {
    url,
    browser,
    async close() {
      await browser.close();
      server.close();
    },
  };
}
