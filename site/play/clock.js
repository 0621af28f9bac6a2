// clock.js — the real clock the play session (session.js) runs on in a page: intervals, timeouts and
// whether the tab is hidden (the timer does not run then). Every session of a page shares one interval
// per period (six widgets on a blog page wake the page once a second, not six times).
// tests/node/session.test.mjs gives the session a fake clock instead and moves it by hand.
const shared = new Map();   // period in ms → {id, listeners: Set}

function every(ms, fn) {
  let tick = shared.get(ms);
  if (!tick) {
    tick = { listeners: new Set() };
    tick.id = setInterval(() => { for (const f of [...tick.listeners]) f(); }, ms);
    shared.set(ms, tick);
  }
  tick.listeners.add(fn);
  return () => {
    tick.listeners.delete(fn);
    if (!tick.listeners.size) { clearInterval(tick.id); shared.delete(ms); }
  };
}

export function browserClock() {
  return {
    every,
    after(ms, fn) { const id = setTimeout(fn, ms); return () => clearTimeout(id); },
    hidden: () => typeof document !== 'undefined' && document.hidden,
  };
}
