// lecture.mjs — what the lecture view's browser tests share: a page that records uncaught errors,
// console errors and any WebGL/shader complaint, the view's published state (web/app.cpp publishes
// `window.gridlogicLecture`), and the wait for the frame that shows an action's effect.

// The view's published state: draws, idle, panels, ….
export const lectureState = (page) => page.evaluate(() => window.gridlogicLecture);

// Waits until the view has drawn after `draws` (the count seen before an action) and then found nothing
// more to draw: what is on the screen is the action's effect. `panels`: also wait for the timeline (or
// the error panel), for a page whose lesson is still loading.
export async function settleLecture(page, draws = -1, { timeout = 30000, panels = false } = {}) {
  await page.waitForFunction(([d, p]) => {
    const s = window.gridlogicLecture;
    return s && s.idle && s.draws > d && (!p || s.panels.timeline || s.panels.error);
  }, [draws, panels], { timeout });
  return lectureState(page);
}

// A new page at `viewport` whose problems (uncaught errors, console errors, WebGL complaints) are
// collected in `problems` for a test to assert empty.
export async function watchedPage(browser, viewport) {
  const page = await browser.context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  const problems = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    const text = msg.text();
    if (msg.type() === 'error') problems.push(`console error: ${text}`);
    else if (/INVALID_|GL_ERROR|shader error|WebGL: /i.test(text)) problems.push(`console ${msg.type()}: ${text}`);
  });
  return { page, problems };
}
