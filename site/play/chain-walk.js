// chain-walk.js — a long chain told in steps (issue 36): under a hint's sentence, HoDoKu's own line for
// the step (Eureka notation for a chain) and a walk through the chain link by link — each link's reason
// as the engine gives it (teach-patterns.js walkOf), its two ends lit on the board, the links so far
// drawn behind it. "Whole chain" draws it all again. Nothing here decides anything: the links and their
// reasons are the engine's.
//
// renderWalk(box, hint, level, apply): fills (or empties) the walk inside the hint box for `hint` at
// `level`; apply(overlay) updates the board overlay (main.js merges it and redraws).

const key = (cv) => `${cv.cell}:${cv.value}`;

function el(tag, attrs, text) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

export function renderWalk(box, hint, level, apply) {
  let root = box.querySelector('#hint-walk');
  const walk = (hint && hint.walk) || [];
  const notation = (hint && hint.notation) || '';
  if (level < 2 || (!walk.length && !notation)) {
    if (root) root.remove();
    return;
  }
  if (!root || root.hint !== hint) {
    if (root) root.remove();
    root = el('div', { id: 'hint-walk', class: 'hint-walk' });
    root.hint = hint;
    box.appendChild(root);
    if (notation) {
      const p = el('p', { class: 'small hint-notation' });
      p.append('HoDoKu writes it: ', el('code', { id: 'hint-notation' }, notation.split('\n')[0]));
      root.appendChild(p);
    }
    if (walk.length) {
      // A chain is walked link by link; a contradiction chain (unit "step") assumption by step.
      const unit = hint.walkUnit === 'step' ? 'step' : 'link';
      const Unit = unit === 'step' ? 'Step' : 'Link';
      const intro = `Walk the chain: ${walk.length} ${unit}s, one at a time.`;
      const bar = el('div', { class: 'hint-walk-bar', role: 'group', 'aria-label': `Walk the chain ${unit} by ${unit}` });
      const prev = el('button', { type: 'button', id: 'walk-prev' }, '◀ Back');
      const next = el('button', { type: 'button', id: 'walk-next' }, `Next ${unit} ▶`);
      const whole = el('button', { type: 'button', id: 'walk-whole' }, 'Whole chain');
      bar.append(prev, next, whole);
      const text = el('p', { id: 'hint-walk-text', class: 'hint-walk-text', 'aria-live': 'polite' }, intro);
      root.append(bar, text);
      root.dataset.at = '-1';
      const show = (at) => {
        root.dataset.at = String(at);
        prev.disabled = at <= 0;
        next.disabled = at >= walk.length - 1;
        if (at < 0) {
          text.textContent = intro;
          apply({ hintChain: hint.chain || [], hintNodes: hint.nodes || [], hintCells: hint.cells || [], hintCause: hint.cause || [] });
          return;
        }
        const w = walk[at];
        text.textContent = `${Unit} ${at + 1} of ${walk.length}: ${w.text.replace(/\.$/, '')}.`;
        // The links so far, the current one last; its two candidates ringed and its cells lit. A step
        // without a link rings the values placed so far.
        const links = walk.slice(0, at + 1).filter((x) => x.link).map((x) => x.link);
        const nodes = new Map();
        for (const l of links) { nodes.set(key(l.from), l.from); nodes.set(key(l.to), l.to); }
        for (const x of walk.slice(0, at + 1)) for (const m of x.marks || []) nodes.set(key(m), m);
        const cause = [...new Set([...links.flatMap((l) => [l.from.cell, l.to.cell]), ...[...nodes.values()].map((m) => m.cell)])];
        apply({ hintChain: links, hintNodes: [...nodes.values()], hintCells: w.cells, hintCause: cause });
      };
      prev.onclick = () => show(Math.max(0, Number(root.dataset.at) - 1));
      next.onclick = () => show(Math.min(walk.length - 1, Number(root.dataset.at) + 1));
      whole.onclick = () => show(-1);
      prev.disabled = true;
    }
  }
}
