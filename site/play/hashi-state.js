// hashi-state.js — Hashiwokakero / Bridges as data: the model (islands and the links a bridge can
// take) and the state (bridges per link, 0–2, and the player's "no bridge" marks) with its moves, as
// pure functions that return new frozen states. hashi.js (the genre: engine calls, check, hints) and
// hashi-game.js (drawing and input) both build on this file; neither imports the other's module.
//
// A link joins an island to the next island to its right or below; a bridge may not cross another, so
// each link lists the links it crosses. Island and cell numbers are row-major cell indices, as in the
// engine's traces (`links: [{a, b, lo, hi}]`).
import { cellName } from './svg.js';

export function hashiModel(json, key) {
  const { rows, cols } = json;
  const islands = json.islands.map(([r, c, clue], k) => ({ k, r, c, cell: r * cols + c, clue: Number(clue) > 0 ? Number(clue) : 0 }));
  const at = new Map(islands.map((is) => [is.cell, is]));
  const links = [];
  for (const is of islands) {
    for (const [dr, dc] of [[0, 1], [1, 0]]) {
      let r = is.r + dr, c = is.c + dc;
      while (r < rows && c < cols && !at.has(r * cols + c)) { r += dr; c += dc; }
      if (r < rows && c < cols)   // adjacent islands can be joined too
        links.push({ a: is, b: at.get(r * cols + c), horizontal: dr === 0 });
    }
  }
  links.forEach((l, k) => { l.k = k; l.crosses = []; });
  for (const h of links) if (h.horizontal) for (const v of links) if (!v.horizontal) {
    if (v.a.c > h.a.c && v.a.c < h.b.c && h.a.r > v.a.r && h.a.r < v.b.r) { h.crosses.push(v.k); v.crosses.push(h.k); }
  }
  const linkOf = new Map(links.map((l) => [`${l.a.cell}-${l.b.cell}`, l]));
  const find = (p, q) => linkOf.get(`${Math.min(p, q)}-${Math.max(p, q)}`) || null;
  for (const is of islands) is.links = links.filter((l) => l.a === is || l.b === is);
  return {
    genre: 'hashi', key, rows, cols, size: rows * cols, islands, at, links, find,
    title: `Hashi ${cols}×${rows}`,
    rules: ['Each island has as many bridges as its number.', 'Bridges run straight between islands, at most two between a pair, and never cross.',
      'All islands end up joined in one group.'],
  };
}

export const name = (model, cell) => cellName(Math.floor(cell / model.cols), cell % model.cols);
export const linkName = (model, l) => `${name(model, l.a.cell)}–${name(model, l.b.cell)}`;

// A state: b[k] bridges on link k (0–2); x[k] 1 where the player marked "no bridge here".
export function initialState(model) {
  const zeros = () => new Array(model.links.length).fill(0);
  return Object.freeze({ b: zeros(), x: zeros() });
}

export function bridgeCounts(model, state) {
  const count = new Array(model.islands.length).fill(0);
  model.links.forEach((l, k) => { count[l.a.k] += state.b[k]; count[l.b.k] += state.b[k]; });
  return count;
}

// One more bridge on link k (2 → 0). Refused, with the reason, when a new bridge would cross one or
// the player marked the link "no bridge".
export function cycleLink(model, state, k) {
  const now = state.b[k];
  if (now === 0) {
    if (state.x[k]) return { state, refused: `${linkName(model, model.links[k])} is marked "no bridge": take the mark off first.` };
    const blocker = model.links[k].crosses.find((m) => state.b[m] > 0);
    if (blocker !== undefined)
      return { state, refused: `Bridges cannot cross: ${linkName(model, model.links[blocker])} is in the way.` };
  }
  const b = state.b.slice();
  b[k] = (now + 1) % 3;
  return { state: Object.freeze({ ...state, b }) };
}

// The bridge count `cycleLink` would give link k (what a drag shows before the pointer is lifted), or
// null when it would be refused.
export function nextCount(model, state, k) {
  const r = cycleLink(model, state, k);
  return r.refused ? null : r.state.b[k];
}

// Toggles the "no bridge" mark on link k (Tatham's Bridges and puzz.link let a player rule a link out).
// Refused on a link that has bridges.
export function toggleNoBridge(model, state, k) {
  if (state.b[k] > 0) return { state, refused: `${linkName(model, model.links[k])} has bridges: remove them before marking it "no bridge".` };
  const x = state.x.slice();
  x[k] = x[k] ? 0 : 1;
  return { state: Object.freeze({ ...state, x }) };
}

export function setLink(model, state, k, count) {
  if (state.b[k] === count) return state;
  const b = state.b.slice(), x = state.x.slice();
  b[k] = count;
  if (count > 0) x[k] = 0;
  // A revealed bridge wins over the player's bridges that cross it (they cannot all be right).
  if (count > 0) for (const m of model.links[k].crosses) b[m] = 0;
  return Object.freeze({ b, x });
}

// Islands joined by the bridges drawn, as groups of island numbers.
export function groups(model, state) {
  const parent = model.islands.map((_, k) => k);
  const find = (x) => (parent[x] === x ? x : (parent[x] = find(parent[x])));
  model.links.forEach((l, k) => { if (state.b[k]) parent[find(l.a.k)] = find(l.b.k); });
  const by = new Map();
  model.islands.forEach((_, k) => { const r = find(k); if (!by.has(r)) by.set(r, []); by.get(r).push(k); });
  return [...by.values()];
}

// The group number of each island for colouring connected groups (puzz.link's "colour by connection"):
// islands alone get -1; groups of two or more are numbered 0, 1, … from the top-left island of each,
// so a colour stays with a group while it grows elsewhere.
export function groupColours(model, state) {
  const out = new Array(model.islands.length).fill(-1);
  const gs = groups(model, state).filter((g) => g.length > 1)
    .sort((p, q) => Math.min(...p) - Math.min(...q));
  gs.forEach((g, n) => { for (const k of g) out[k] = n; });
  return out;
}

export function isComplete(model, state) {
  const count = bridgeCounts(model, state);
  return model.islands.every((is) => !is.clue || count[is.k] === is.clue);
}

// The bridges so far as the engine's bridge list ([r1, c1, r2, c2, n] each): what `check`, `conflicts`
// and `render --grid` read.
export const bridgeList = (model, state) => JSON.stringify(model.links.filter((l, k) => state.b[k] > 0)
  .map((l) => [l.a.r, l.a.c, l.b.r, l.b.c, state.b[l.k]]));

export const serialize = (state) => ({ b: state.b.join(''), ...(state.x.some(Boolean) ? { x: state.x.join('') } : {}) });

export function deserialize(model, data) {
  const s = initialState(model);
  const b = s.b.slice(), x = s.x.slice();
  if (data && typeof data.b === 'string') [...data.b].forEach((ch, k) => { if (k < b.length) b[k] = Math.min(2, Number(ch) || 0); });
  if (data && typeof data.x === 'string') [...data.x].forEach((ch, k) => { if (k < x.length && !b[k]) x[k] = ch === '1' ? 1 : 0; });
  return Object.freeze({ b, x });
}
