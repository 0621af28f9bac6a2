// hashi.js — Hashiwokakero / Bridges for the play page: the model (islands and the links a bridge can
// take), the state (bridges per link, 0–2) and its moves, checking and hints. hashi-game.js draws it and
// reads the pointer and keys.
//
// A link joins an island to the next island to its right or below; a bridge may not cross another, so
// each link lists the links it crosses. Island and cell numbers are row-major cell indices, as in the
// engine's traces (`links: [{a, b, lo, hi}]`).
import { HashiGame } from './hashi-game.js';
import { cellName } from './svg.js';
import { techniqueName } from './techniques.js';
import { plainText } from './teach.js';

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

export function bridgeCounts(model, state) {
  const count = new Array(model.islands.length).fill(0);
  model.links.forEach((l, k) => { count[l.a.k] += state.b[k]; count[l.b.k] += state.b[k]; });
  return count;
}

// One more bridge on link k (2 → 0). Refused, with the reason, when a new bridge would cross one.
export function cycleLink(model, state, k) {
  const now = state.b[k];
  if (now === 0) {
    const blocker = model.links[k].crosses.find((m) => state.b[m] > 0);
    if (blocker !== undefined) {
      const l = model.links[blocker];
      return { state, refused: `Bridges cannot cross: ${name(model, l.a.cell)}–${name(model, l.b.cell)} is in the way.` };
    }
  }
  const b = state.b.slice();
  b[k] = (now + 1) % 3;
  return { state: Object.freeze({ b }) };
}

export function setLink(model, state, k, count) {
  if (state.b[k] === count) return state;
  const b = state.b.slice();
  b[k] = count;
  // A revealed bridge wins over the player's bridges that cross it (they cannot all be right).
  if (count > 0) for (const m of model.links[k].crosses) b[m] = 0;
  return Object.freeze({ b });
}

// Islands joined by the bridges drawn, as groups of island numbers.
function groups(model, state) {
  const parent = model.islands.map((_, k) => k);
  const find = (x) => (parent[x] === x ? x : (parent[x] = find(parent[x])));
  model.links.forEach((l, k) => { if (state.b[k]) parent[find(l.a.k)] = find(l.b.k); });
  const by = new Map();
  model.islands.forEach((_, k) => { const r = find(k); if (!by.has(r)) by.set(r, []); by.get(r).push(k); });
  return [...by.values()];
}

const bridgeList = (model, state) => JSON.stringify(model.links.filter((l, k) => state.b[k] > 0)
  .map((l) => [l.a.r, l.a.c, l.b.r, l.b.c, state.b[l.k]]));

export const hashi = {
  name: 'hashi',
  label: 'Hashi',
  kind: 'links',

  async load(call, puzzle) {
    const [json, url] = await Promise.all([
      call('convert', puzzle, { genre: 'hashi', to: 'json' }),
      call('convert', puzzle, { genre: 'hashi', to: 'url' }),
    ]);
    return hashiModel(JSON.parse(json.puzzle), url.puzzle);
  },

  createGame(svg, model, hooks) {
    return new HashiGame(svg, model, hooks);
  },

  initialState: (model) => Object.freeze({ b: new Array(model.links.length).fill(0) }),
  serialize: (state) => ({ b: state.b.join('') }),
  deserialize(model, data) {
    const b = new Array(model.links.length).fill(0);
    if (data && typeof data.b === 'string') [...data.b].forEach((ch, k) => { if (k < b.length) b[k] = Math.min(2, Number(ch) || 0); });
    return Object.freeze({ b });
  },
  progressString: (model, state) => state.b.join(''),
  // The bridges so far as the engine's `render --grid` reads them (the bridge list, as for check).
  renderGrid: (model, state) => bridgeList(model, state),
  fromProgressString(model, s) { return this.deserialize(model, { b: s }); },
  isComplete(model, state) {
    const count = bridgeCounts(model, state);
    return model.islands.every((is) => !is.clue || count[is.k] === is.clue);
  },

  async solve(call, model) {
    const r = await call('solve', model.key, { genre: 'hashi' });
    if (!r.bridges) return { status: r.status, solution: null };
    const b = new Array(model.links.length).fill(0);
    for (const [r1, c1, r2, c2, n] of r.bridges) {
      const l = model.find(r1 * model.cols + c1, r2 * model.cols + c2);
      if (l) b[l.k] = n;
    }
    return { status: r.status, solution: b };
  },

  // Reveal: one link set to the solution — one of the cursor island's if it has a wrong one.
  reveal(model, state, links, solution) {
    let s = state;
    for (const k of links) s = setLink(model, s, k, solution[k]);
    return s;
  },
  revealTargets(model, state, solution, selection) {
    const wrong = (l) => state.b[l.k] !== solution[l.k];
    const island = selection.length ? model.islands[selection[0]] : null;
    const l = (island && island.links.find(wrong)) || model.links.find(wrong);
    return l ? [l.k] : [];
  },
  solvedState: (model, solution) => Object.freeze({ b: solution.slice() }),

  // Live feedback: islands over their number and crossing bridges, from the engine's `conflicts` verb.
  async conflicts(call, model, state) {
    const r = await call('conflicts', model.key, { genre: 'hashi', solution: bridgeList(model, state) });
    return r.conflicts || [];
  },

  async check(call, model, state) {
    const count = bridgeCounts(model, state);
    const over = model.islands.filter((is) => is.clue && count[is.k] > is.clue);
    if (over.length) {
      return { verdict: 'broken', cells: over.map((is) => is.cell),
        messages: over.map((is) => `${name(model, is.cell)} has ${count[is.k]} bridges but its number is ${is.clue}`) };
    }
    const gs = groups(model, state);
    if (gs.length > 1) {
      // A group whose islands are all complete can never join the others.
      const closed = gs.find((g) => g.every((k) => model.islands[k].clue && count[k] === model.islands[k].clue));
      if (closed) {
        const cells = closed.map((k) => model.islands[k].cell);
        return { verdict: 'broken', cells, messages: [`the group ${cells.map((c) => name(model, c)).join(', ')} is complete but cut off from the other islands`] };
      }
    }
    if (!this.isComplete(model, state)) {
      const left = model.islands.filter((is) => is.clue && count[is.k] < is.clue).length;
      return { verdict: 'ok', cells: [], messages: [`No rule is broken so far; ${left} island${left === 1 ? '' : 's'} still need${left === 1 ? 's' : ''} bridges.`] };
    }
    const r = await call('check', model.key, { genre: 'hashi', solution: bridgeList(model, state) });
    if (r.status === 'valid') return { verdict: 'solved', cells: [], messages: ['Every rule holds: solved!'] };
    const reason = r.error || r.reason || 'a rule is broken';
    const cells = [...reason.matchAll(/r(\d+)c(\d+)/g)].map((m) => (Number(m[1]) - 1) * model.cols + Number(m[2]) - 1);
    return { verdict: 'broken', cells, messages: [reason] };
  },

  // The next step of the engine's explained solve that the bridges drawn do not yet follow. The trace
  // starts from the empty puzzle, so it is asked for once; each step's links say how many bridges
  // (lo..hi) the step allows — the first step the drawing falls outside of is the hint.
  async hint(call, model, state, solution) {
    if (solution) {
      const wrong = model.links.filter((l) => state.b[l.k] > solution[l.k]);
      if (wrong.length) {
        return { technique: wrong.length === 1 ? 'A bridge is wrong' : `${wrong.length} bridges are wrong`,
          cells: wrong.flatMap((l) => [l.a.cell, l.b.cell]), targets: [], links: wrong.map((l) => l.k),
          explanation: wrong.map((l) => `${name(model, l.a.cell)}–${name(model, l.b.cell)} has ${state.b[l.k]} but the solution has ${solution[l.k]}.`) };
      }
    }
    if (!model.trace) {
      const r = await call('explain', model.key, { genre: 'hashi' });
      model.trace = (r.trace && r.trace.steps) || [];
    }
    for (const step of model.trace) {
      const todo = (step.links || []).filter((x) => {
        const l = model.find(x.a, x.b);
        return l && (state.b[l.k] < x.lo || state.b[l.k] > x.hi);
      });
      if (todo.length) {
        // The conclusion in words: how many bridges each link of the step needs.
        const say = todo.slice(0, 3).map((x) => {
          const l = model.find(x.a, x.b), pair = `${name(model, l.a.cell)}–${name(model, l.b.cell)}`;
          const n = (k) => `${k} bridge${k === 1 ? '' : 's'}`;
          if (state.b[l.k] > x.hi) return x.hi === 0 ? `${pair} takes no bridge` : `${pair} takes at most ${n(x.hi)}`;
          return x.lo === x.hi ? `${pair} needs exactly ${n(x.lo)}` : `${pair} needs at least ${n(x.lo)}`;
        });
        const ends = todo.flatMap((x) => { const l = model.find(x.a, x.b); return [l.a.cell, l.b.cell]; });
        return { technique: techniqueName(step.technique), where: `the island${(step.cells || []).length > 1 ? 's' : ''} ${(step.cells || []).slice(0, 4).map((c) => name(model, c)).join(', ')}`,
          cells: step.cells || [], cause: (step.cells || []).filter((c) => !ends.includes(c)), targets: ends,
          links: todo.map((x) => model.find(x.a, x.b).k),
          conclusion: `${say.join('; ')}${todo.length > 3 ? '; …' : ''}.`, explanation: [plainText(step.explanation)] };
      }
    }
    if (solution) {
      const l = model.links.find((x) => state.b[x.k] !== solution[x.k]);
      if (l) return { technique: 'No explained step is left', cells: [l.a.cell, l.b.cell], targets: [], links: [l.k],
        explanation: [`The rule steps stop here; the solution has ${solution[l.k]} bridge${solution[l.k] === 1 ? '' : 's'} between ${name(model, l.a.cell)} and ${name(model, l.b.cell)}.`] };
    }
    return null;
  },
};
