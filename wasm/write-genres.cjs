// write-genres.cjs — run after the module is linked: writes genres.json beside it, the engine's genre
// registry (genre.h), so the site's genre list, names, rules and generate options are the engine's own
// (site/lib/catalog.js reads it) rather than a hand-kept copy.
//   node write-genres.cjs SITE_DIR
const fs = require('fs');
const path = require('path');

const dir = path.resolve(process.argv[2]);
const factory = require(path.join(dir, 'gridlogic-core.js'));
factory({ wasmBinary: fs.readFileSync(path.join(dir, 'gridlogic-core.wasm')) }).then((core) => {
  const json = `${JSON.stringify(JSON.parse(core.genres()), null, 1)}\n`;
  const out = path.join(dir, 'genres.json');
  // Unchanged content keeps its file time, so the service worker's cache is not invalidated for nothing.
  if (!fs.existsSync(out) || fs.readFileSync(out, 'utf8') !== json) fs.writeFileSync(out, json);
});
