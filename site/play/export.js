// export.js — the play page's images and print sheet: "Download SVG / PNG" of the puzzle (alone, with the
// player's progress, or with the solution) and what a printout carries besides the board (title,
// setter, rules, a link back). The image is the engine's own drawing (the `render` verb,
// engine/src/svg_render_*.cpp) — the same SVG the CLI writes and rasterises — so a downloaded image and
// a printed booklet cannot disagree; PNG is that SVG drawn on a canvas.

// The engine's SVG: {svg, width, height}. content: 'puzzle' | 'progress' | 'solution'; grid: the
// player's grid in check's form (only for 'progress').
export async function puzzleImage(call, { genre, key, content, grid, size = 900, theme = 'light' }) {
  const options = { genre, size, theme, solution: content === 'solution' ? 'yes' : 'no' };
  if (content === 'progress' && grid) options.grid = grid;
  return call('render', key, options);
}

// The SVG drawn on a canvas of its own pixel size, as a PNG blob.
export async function svgToPng({ svg, width, height }) {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.decoding = 'async';
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d').drawImage(img, 0, 0, width, height);
    return await new Promise((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the browser could not make a PNG'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

// Saves a blob under a file name through a temporary link (the browser's own download).
export function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// "sudoku-wiki-example-solution.png": the title made safe for a file name.
export function fileName(title, content, ext) {
  const base = String(title || 'puzzle').toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'puzzle';
  return `${base}${content === 'puzzle' ? '' : `-${content}`}.${ext}`;
}

// The printout's text (play.css shows it in print only): the title and setter above the board, the
// rules and a link back to the online puzzle below it.
export function fillPrintSheet(head, foot, { title, author, rules, url }) {
  const parts = [Object.assign(document.createElement('h2'), { textContent: title })];
  if (author) parts.push(Object.assign(document.createElement('p'), { className: 'print-setter', textContent: `by ${author}` }));
  head.replaceChildren(...parts);
  const list = Object.assign(document.createElement('ul'), { className: 'print-rules' });
  for (const r of rules || []) list.append(Object.assign(document.createElement('li'), { textContent: r }));
  const link = Object.assign(document.createElement('p'), { className: 'print-link' });
  link.append('Play online: ', Object.assign(document.createElement('a'), { href: url, textContent: url }));
  foot.replaceChildren(list, link);
}
