// hashi.js — Hashiwokakero / Bridges as a genre of the play session (session.js): loading through the
// engine, solving, checking, hints and reveal, with the interface cell-genre.js describes. The model and
// the state with its moves are hashi-state.js; hashi-game.js draws the board and reads the pointer and
// keys. (This file imports both; they import only hashi-state.js, so there is no import circle.)
import { HashiGame } from './hashi-game.js';
import * as H from './hashi-state.js';
import { buildLinkControls } from './entry-controls.js';
import { techniqueName } from './techniques.js';
import { plainText } from './teach.js';

const { name } = H;

export { hashiModel } from './hashi-state.js';

export const hashi = {
  name: 'hashi',
  label: 'Hashi',
  canonical: 'url',   // the form of its play URL (and of model.key)

  async load(call, puzzle) {
    const [json, url] = await Promise.all([
      call('convert', puzzle, { genre: 'hashi', to: 'json' }),
      call('convert', puzzle, { genre: 'hashi', to: 'url' }),
    ]);
    return H.hashiModel(JSON.parse(json.puzzle), url.puzzle);
  },

  createGame(svg, model, hooks) {
    return new HashiGame(svg, model, hooks);
  },
  buildControls({ modes }, view, options) {
    buildLinkControls(modes, view, options);
  },
  keysHelp: () => 'Click or tap between two islands, or drag from one to the other: 0 → 1 → 2 → 0 bridges (a drag shows the bridge before you let go). '
    + 'No bridge mode (or a right-click) marks a link that takes no bridge. '
    + 'Keys: arrows move between islands, Shift+arrow (or Enter, then an arrow) cycles the bridge that way, Space switches mode, Ctrl+Z / Ctrl+Y undo and redo.',
  sizeValue: (model) => `${model.cols}x${model.rows}`,

  initialState: H.initialState,
  serialize: H.serialize,
  deserialize: H.deserialize,
  progressString: (model, state) => state.b.join('') + (state.x.some(Boolean) ? `~${state.x.join('')}` : ''),
  fromProgressString(model, s) {
    const [b, x] = String(s).split('~');
    return H.deserialize(model, { b, x });
  },
  // The bridges so far as the engine's `render --grid` reads them (the bridge list, as for check).
  renderGrid: H.bridgeList,
  isComplete: H.isComplete,
  remaining(model, state) {
    const count = H.bridgeCounts(model, state);
    const left = model.islands.filter((is) => is.clue && count[is.k] < is.clue).length;
    return `${left} island${left === 1 ? '' : 's'} still need${left === 1 ? 's' : ''} bridges`;
  },
  anyTyped: (model, state) => state.b.some(Boolean),

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

  // Reveal: links set to the solution — one of the cursor island's if it has a wrong one.
  reveal(model, state, links, solution) {
    let s = state;
    for (const k of links) s = H.setLink(model, s, k, solution[k]);
    return s;
  },
  hintTargets: (h) => h.links || [],
  revealTargets(model, state, solution, selection) {
    const wrong = (l) => state.b[l.k] !== solution[l.k];
    const island = selection.length ? model.islands[selection[0]] : null;
    const l = (island && island.links.find(wrong)) || model.links.find(wrong);
    return l ? [l.k] : [];
  },
  allTargets: (model) => model.links.map((l) => l.k),

  // Islands over their number, crossing bridges and closed groups, from the engine's `conflicts` verb.
  async conflicts(call, model, state) {
    const r = await call('conflicts', model.key, { genre: 'hashi', solution: H.bridgeList(model, state) });
    return r.conflicts || [];
  },

  async checkComplete(call, model, state) {
    const r = await call('check', model.key, { genre: 'hashi', solution: H.bridgeList(model, state) });
    return r.status === 'valid' ? { valid: true } : { valid: false, message: r.error || r.reason || 'a rule is broken' };
  },

  rateOptions: () => ({ genre: 'hashi' }),
  describeRating: (r) => (r && r.status === 'rated' ? `Difficulty: ${r.stage || r.level}` : ''),
  exportLinks: async (call, model) => [{ kind: 'export', href: model.key, label: 'Open on puzz.link' }],

  // The next step of the engine's explained solve that the bridges drawn do not yet follow. The trace
  // starts from the empty puzzle, so it is asked for once; each step's links say how many bridges
  // (lo..hi) the step allows — the first step the drawing falls outside of is the hint.
  async hint(call, model, state, solution) {
    if (solution) {
      const wrong = model.links.filter((l) => state.b[l.k] > solution[l.k]);
      if (wrong.length) {
        return { technique: wrong.length === 1 ? 'A bridge is wrong' : `${wrong.length} bridges are wrong`,
          cells: wrong.flatMap((l) => [l.a.cell, l.b.cell]), targets: [], links: wrong.map((l) => l.k),
          explanation: wrong.map((l) => `${H.linkName(model, l)} has ${state.b[l.k]} but the solution has ${solution[l.k]}.`) };
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
          const l = model.find(x.a, x.b), pair = H.linkName(model, l);
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
