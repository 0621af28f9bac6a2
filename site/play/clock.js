// clock.js — the real clock the play session (session.js) runs on in a page: intervals, timeouts and
// whether the tab is hidden (the timer does not run then). tests/node/session.test.mjs gives the session
// a fake one instead and moves it by hand.
export function browserClock() {
  return {
    every(ms, fn) { const id = setInterval(fn, ms); return () => clearInterval(id); },
    after(ms, fn) { const id = setTimeout(fn, ms); return () => clearTimeout(id); },
    hidden: () => typeof document !== 'undefined' && document.hidden,
  };
}
