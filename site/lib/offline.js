// offline.js — registers the service worker (sw.js) so the site works offline after the first visit.
// Only over http(s) (not file://) and where the browser has service workers.
if ('serviceWorker' in navigator && /^https?:$/.test(location.protocol)) {
  const url = new URL('../sw.js', import.meta.url);
  navigator.serviceWorker.register(url, { scope: new URL('../', import.meta.url).pathname }).catch(() => {
    // A host that refuses service workers still serves the site online.
  });
}
