// markdown.js — turns the repository's Markdown (docs/*.md) into DOM nodes for docs.html, so the site
// shows the same text the repository keeps rather than a second copy. It knows what those files use:
// headings, paragraphs, fenced code, tables, lists (one level, with continuation lines), block quotes,
// and inline code, bold, italics and links. Text always becomes text nodes, never HTML, so a document
// cannot inject markup.
//
//   renderMarkdown(text, { link: (href) => href }) → DocumentFragment
//   `link` rewrites each link's target (docs.html maps "widget.md" to "docs.html?doc=widget"), or
//   returns null to leave the text unlinked.

const el = (tag, attrs = {}, children = []) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  for (const c of children) e.append(c);
  return e;
};

// Inline spans: `code`, **bold**, *italic* / _italic_, [text](href). Code spans are taken first, so
// nothing inside them is read as markup.
const INLINE = /`([^`]+)`|\*\*(.+?)\*\*|(?<![\w*])\*(?!\s)(.+?)\*(?![\w*])|(?<!\w)_(?!\s)(.+?)_(?!\w)|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function inline(text, options = {}) {
  const out = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    if (m[1] !== undefined) out.push(el('code', {}, [m[1]]));
    else if (m[2] !== undefined) out.push(el('strong', {}, inline(m[2], options)));
    else if (m[3] !== undefined || m[4] !== undefined) out.push(el('em', {}, inline(m[3] ?? m[4], options)));
    else {
      // `link` may return null: the target is not on the site, so the text stays without a link.
      const href = options.link ? options.link(m[6]) : m[6];
      if (href === null || /^(javascript|data):/i.test(href)) out.push(...inline(m[5], options));
      else out.push(el('a', { href }, inline(m[5], options)));
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

// A stable id for a heading, as GitHub makes them: lower case, spaces to dashes, punctuation dropped.
export function slug(text) {
  return text.toLowerCase().replace(/[`*_]/g, '').replace(/[^\p{L}\p{N}\s-]/gu, '').trim().replace(/\s+/g, '-');
}

const cells = (line) => line.trim().replace(/^\|/, '').replace(/\|$/, '').split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
const isRule = (line) => /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line);
const LIST_ITEM = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/;

export function renderMarkdown(text, options = {}) {
  const lines = String(text).replace(/\r\n?/g, '\n').split('\n');
  const root = document.createDocumentFragment();
  let i = 0;
  const blank = (l) => l === undefined || l.trim() === '';
  // Lines that start a block other than a paragraph end a paragraph too.
  const startsBlock = (l) => /^(#{1,6}\s|```|>\s?)/.test(l) || LIST_ITEM.test(l) || /^\s*\|/.test(l);

  while (i < lines.length) {
    const line = lines[i];
    if (blank(line)) { i++; continue; }

    const h = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) {
      const level = h[1].length;
      root.append(el(`h${level}`, { id: slug(h[2]) }, inline(h[2], options)));
      i++;
      continue;
    }

    const fence = /^```\s*([\w+-]*)/.exec(line);
    if (fence) {
      const body = [];
      for (i++; i < lines.length && !/^```\s*$/.test(lines[i]); i++) body.push(lines[i]);
      i++;   // the closing fence (or the end)
      root.append(el('pre', fence[1] ? { 'data-lang': fence[1] } : {}, [el('code', {}, [body.join('\n')])]));
      continue;
    }

    if (/^\s*\|/.test(line) && isRule(lines[i + 1] || '')) {
      const head = cells(line);
      const rows = [];
      for (i += 2; i < lines.length && /^\s*\|/.test(lines[i]); i++) rows.push(cells(lines[i]));
      root.append(el('div', { class: 'table-wrap' }, [el('table', {}, [
        el('thead', {}, [el('tr', {}, head.map((c) => el('th', {}, inline(c, options))))]),
        el('tbody', {}, rows.map((r) => el('tr', {}, r.map((c) => el('td', {}, inline(c, options)))))),
      ])]));
      continue;
    }

    if (/^>\s?/.test(line)) {
      const body = [];
      for (; i < lines.length && /^>\s?/.test(lines[i]); i++) body.push(lines[i].replace(/^>\s?/, ''));
      root.append(el('blockquote', {}, [renderMarkdown(body.join('\n'), options)]));
      continue;
    }

    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = /\d/.test(item[2]);
      const list = el(ordered ? 'ol' : 'ul');
      while (i < lines.length) {
        const m = LIST_ITEM.exec(lines[i]);
        if (!m || /\d/.test(m[2]) !== ordered) break;
        const parts = [m[3]];
        // Continuation lines: indented, not a new item, not blank.
        for (i++; i < lines.length && !blank(lines[i]) && !LIST_ITEM.test(lines[i]) && /^\s+/.test(lines[i]); i++) parts.push(lines[i].trim());
        list.append(el('li', {}, inline(parts.join(' '), options)));
        if (blank(lines[i]) && LIST_ITEM.test(lines[i + 1] || '')) i++;   // a loose list goes on
      }
      root.append(list);
      continue;
    }

    const para = [];
    for (; i < lines.length && !blank(lines[i]) && (para.length === 0 || !startsBlock(lines[i])); i++) para.push(lines[i].trim());
    root.append(el('p', {}, inline(para.join(' '), options)));
  }
  return root;
}
