// static-server.mjs — serves a folder of static files on 127.0.0.1 (the site, for people and tests).
//
//   node tools/static-server.mjs [DIR] [PORT]      defaults: build/site 8080
//
// Loopback only; correct MIME types for .wasm/.mjs so browsers stream-compile the modules; CORS open,
// as static hosts and CDNs serve it, so that a page of another origin can embed the widget.
import http from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.wasm': 'application/wasm', '.png': 'image/png',
  '.svg': 'image/svg+xml', '.ts': 'text/plain; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8', '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

// Starts a server for `root`; resolves to {server, url} once it listens (port 0 = any free port).
export function startServer(root, port = 0) {
  const base = path.resolve(root);
  const server = http.createServer((req, res) => {
    let rel;
    try {
      rel = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    let file = path.join(base, rel);
    if (!file.startsWith(base)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    try {
      if (statSync(file).isDirectory()) file = path.join(file, 'index.html');
      const size = statSync(file).size;
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream',
        'Content-Length': size,
        'Cache-Control': 'no-cache',
        'Access-Control-Allow-Origin': '*',
      });
      createReadStream(file).pipe(res);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end(`not found: ${rel}`);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve({ server, url: `http://127.0.0.1:${server.address().port}/` });
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = process.argv[2] || 'build/site';
  const port = Number(process.argv[3] || 8080);
  startServer(root, port).then(({ url }) => console.log(`gridlogic: serving ${root} at ${url} (Ctrl+C stops)`))
    .catch((err) => { console.error(`gridlogic: cannot serve on port ${port}: ${err.message}`); process.exit(1); });
}
