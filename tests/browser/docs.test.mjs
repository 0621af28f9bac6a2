// docs.test.mjs — the documentation pages (docs.html?doc=NAME) in real Chromium: each shipped docs/*.md
// renders with its headings, tables and code; links between them stay on the site; an unknown page
// says which exist. Screenshots: build/screenshots/docs-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openSite, shots } from '../support/browser.mjs';
import { repoRoot } from '../support/site.mjs';
import { openPage } from '../support/play.mjs';

let site, url, browser;

before(async () => {
  site = await openSite();
  ({ url, browser } = site);
});
after(() => site?.close());

const shot = async (page, name) => writeFileSync(path.join(shots, `${name}.png`), await page.screenshot({ fullPage: true }));
const loaded = (page) => page.waitForFunction(() => !/Loading/.test(document.getElementById('doc').textContent));

test('every shipped document renders: its title, sections, tables and code, as in the repository', async () => {
  const { page, problems } = await openPage(browser, `${url}docs.html`);
  for (const [name, title] of [['play', 'How to play'], ['widget', 'Embed a puzzle'], ['setting', null], ['api', null], ['formats', null]]) {
    await page.goto(`${url}docs.html?doc=${name}`);
    await loaded(page);
    const md = readFileSync(path.join(repoRoot, 'docs', `${name}.md`), 'utf8');
    const h1 = md.match(/^# (.*)$/m)[1].replace(/`/g, '');
    assert.equal(await page.textContent('#doc h1'), title || h1);
    assert.equal(await page.title(), `gridlogic — ${title || h1}`);
    // As many second-level sections and tables as the Markdown has.
    assert.equal(await page.locator('#doc h2').count(), (md.match(/^## /gm) || []).length, `${name}: sections`);
    assert.equal(await page.locator('#doc table').count(), (md.match(/^\|\s*-{3}/gm) || []).length, `${name}: tables`);
    assert.equal(await page.locator('#doc pre').count(), (md.match(/^```/gm) || []).length / 2, `${name}: code blocks`);
    assert.equal(await page.getAttribute(`.doc-nav a[data-doc="${name}"]`, 'aria-current'), 'page');
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('links between documents stay on the site; the widget page shows the two lines to paste; dark theme; an unknown page is named', async () => {
  const { page, problems } = await openPage(browser, `${url}docs.html?doc=play`);
  await loaded(page);
  assert.equal(await page.locator('#doc table').first().locator('tr').count() > 3, true);
  await shot(page, 'docs-play-light');
  await page.click('#doc a[href="docs.html?doc=widget"]');
  await page.waitForURL(/doc=widget/);
  await loaded(page);
  assert.match(await page.textContent('#doc pre'), /<script src=".*gridlogic-widget\.js"><\/script>\s*<gridlogic-puzzle/);
  await page.selectOption('#theme', 'dark');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  await shot(page, 'docs-widget-dark');
  await page.selectOption('#theme', 'auto');
  await page.goto(`${url}docs.html?doc=nope`);
  await page.waitForSelector('#doc .error');
  assert.match(await page.textContent('#doc .error'), /There is no page "nope".*play, widget, setting, api, formats/);
  assert.deepEqual(problems, []);
  await page.close();
});
