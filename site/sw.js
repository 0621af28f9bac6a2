// sw.js — the service worker that makes the site work offline after the first visit.
//
// Network first, cache as the fallback: online, every request goes to the server (so a rebuilt site is
// never hidden behind a stale copy) and the answer is kept; offline, the kept copy answers. Install
// fills the cache with everything the home and play pages need, the engine's WebAssembly included,
// so a puzzle can be played offline even on pages not opened before. Play pages differ only in their
// query (?genre=…&p=…), so the cache is searched without it. The cache's name changes when the list
// of files does (a new sw.js is what makes a browser install again and fetch the new files).
const CACHE = 'gridlogic-v3';

// precache.json lists every file of the site (written by site/CMakeLists.txt from its one list).
self.addEventListener('install', (event) => {
  event.waitUntil(fetch('precache.json')
    .then((response) => response.json())
    .then((files) => caches.open(CACHE).then((cache) => cache.addAll(files)))
    .then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('gridlogic-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== location.origin) return;
  event.respondWith(fetch(request).then((response) => {
    if (response.ok) {
      const copy = response.clone();
      caches.open(CACHE).then((cache) => cache.put(request, copy));
    }
    return response;
  }).catch(() => caches.match(request, { ignoreSearch: true }).then((hit) => hit || Response.error())));
});
