// wasm_bench_setting.mjs — the live answer to an edit while a puzzle is set, in the WASM module under
// node: bench/bench_setting.cpp's simulation (the same generator seeds, the same xorshift32 shuffle, so
// the same edits), `candidates` + `analyze` after every edit through the JS API a page calls, and a
// plain two-solution `solve` of the same puzzle as the baseline of the same run (docs/setting.md).
//
//   node bench/wasm_bench_setting.mjs [--runs 10] [--seed 1] [--cpu 1] [--only TEXT] [--budgets 2000,5000] [--page 1]
//
// --cpu 1 times the process's CPU (process.cpuUsage) instead of the wall clock. --budgets adds, for
// every kind of setting, a row per budget: the live answer's `--budget` (the setting page asks its live
// question with set/setter.js's LIVE_BUDGET, docs/setting.md). --page 1 asks the page's own questions
// (below) instead of the verbs' defaults.
import { performance } from 'node:perf_hooks';
import { loadApi, loadCore } from '../tests/support/site.mjs';

const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, a, i, all) => (i % 2 ? pairs : [...pairs, [a.replace(/^--/, ''), all[i + 1]]]), []));
const runs = Number(args.runs ?? 10);
const seed = Number(args.seed ?? 1);
const cpu = args.cpu === '1';
const api = loadApi().wrap(await loadCore());

const now = () => {
  if (!cpu) return performance.now();
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

// bench_setting.cpp's shuffle: xorshift32, Fisher–Yates from the back (unsigned 32-bit throughout).
function shuffler(state) {
  let s = state >>> 0;
  const next = () => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s;
  };
  return (v) => {
    for (let i = v.length; i > 1; --i) {
      const j = next() % i;
      [v[i - 1], v[j]] = [v[j], v[i - 1]];
    }
    return v;
  };
}
const range = (n) => Array.from({ length: n }, (_, i) => i);

function sudokuSetting(s) {
  const { solution } = api.run('generate', '', { genre: 'sudoku', seed: s });
  const order = shuffler(s)(range(81));
  const line = Array(81).fill('.');
  return { genre: 'sudoku', inputs: order.map((cell) => (line[cell] = solution[cell], line.join(''))) };
}

function killerJson(cages, givens) {
  const grid = range(9).map((r) => range(9).map((c) => (givens[r * 9 + c] === '.' ? {} : { value: Number(givens[r * 9 + c]), given: true })));
  return JSON.stringify({ size: 9, grid, killercage: cages });
}

// The generated killer's cages all drawn, then its solution's digits one at a time (cagesFirst: the cages
// drawn one at a time before that, from an empty grid).
function killerSetting(s, cagesFirst) {
  const g = api.run('generate', '', { genre: 'variant', rule: 'killer', seed: s });
  const f = JSON.parse(api.run('convert', g.puzzle, { genre: 'variant', to: 'json' }).puzzle);
  const shuffle = shuffler(s);
  const cages = shuffle(f.killercage.map((c) => ({ cells: c.cells, value: c.value })));
  const order = shuffle(range(81));
  const inputs = [];
  const givens = Array(81).fill('.');
  for (let k = cagesFirst ? 1 : cages.length; k <= cages.length; ++k) inputs.push(killerJson(cages.slice(0, k), givens));
  for (const cell of order) {
    givens[cell] = g.solution[cell];
    inputs.push(killerJson(cages, givens));
  }
  return { genre: 'variant', inputs };
}

function tectonicSetting(s) {
  const g = api.run('generate', '', { genre: 'tectonic', size: '8x8', seed: s });
  const t = JSON.parse(api.run('convert', g.puzzle, { genre: 'tectonic', to: 'json' }).puzzle);
  const order = shuffler(s)(range(t.rows * t.cols).filter((c) => g.solution[c] !== '.'));
  const givens = Array(t.rows * t.cols).fill('.');
  const inputs = order.map((cell) => {
    givens[cell] = g.solution[cell];
    const rows = range(t.rows).map((r) => givens.slice(r * t.cols, (r + 1) * t.cols).join(''));
    return JSON.stringify({ genre: 'tectonic', rows: t.rows, cols: t.cols, givens: rows, regions: t.regions });
  });
  return { genre: 'tectonic', inputs };
}

function hashiSetting(s) {
  const g = api.run('generate', '', { genre: 'hashi', size: '10x10', islands: 15, seed: s });
  const h = JSON.parse(api.run('convert', g.puzzle, { genre: 'hashi', to: 'json' }).puzzle);
  const order = shuffler(s)(range(h.islands.length));
  const shown = new Set();
  const inputs = order.map((i) => {
    shown.add(i);
    const islands = h.islands.map(([r, c, n], k) => [r, c, shown.has(k) ? n : null]);
    return JSON.stringify({ genre: 'hashi', rows: 10, cols: 10, islands });
  });
  return { genre: 'hashi', inputs };
}

function percentile(values, p) {
  if (!values.length) return 0;
  const v = [...values].sort((a, b) => a - b);
  return v[Math.min(v.length, Math.max(1, Math.ceil(p * v.length))) - 1];
}

const rows = [];
const row = (label, live, base, complete = live.length) => {
  const line = `| ${label} | ${live.length} | ${percentile(live, 0.5).toFixed(1)} | ${percentile(live, 0.9).toFixed(1)} | ` +
    `${percentile(live, 0.99).toFixed(1)} | ${Math.max(0, ...live).toFixed(1)} | ` +
    `${(live.length ? (100 * complete) / live.length : 0).toFixed(0)} % | ${percentile(base, 0.5).toFixed(2)} | ` +
    `${percentile(base, 0.9).toFixed(2)} | ${Math.max(0, ...base).toFixed(2)} | ` +
    `${(percentile(live, 0.5) / Math.max(1e-9, percentile(base, 0.5))).toFixed(0)} |`;
  rows.push(line);
  console.log(line);
};

const pageQuestions = args.page === '1';
if (pageQuestions) console.log('(the page\'s questions: candidates --count 2 or 1, analyze --count 2 or 100 when a solution is known)\n');
console.log(`${cpu ? 'CPU' : 'Wall'} ms per edit in WASM: candidates + analyze (live), and a two-solution solve (baseline); ${runs} settings each\n`);
console.log('| puzzle | edits | live p50 | p90 | p99 | max | complete | baseline p50 | p90 | max | live/baseline p50 |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
// [name, setting, the live answer's budget (undefined: none)]
const kinds = [['sudoku 9x9', sudokuSetting], ['killer 9x9', (s) => killerSetting(s, false)], ['tectonic 8x8', tectonicSetting],
  ['hashi 10x10', hashiSetting], ['killer 9x9 drawn cage by cage', (s) => killerSetting(s, true)],
  ['killer 9x9 drawn cage by cage, --budget 5000', (s) => killerSetting(s, true), 5000]];
if (args.budgets) {
  const budgets = String(args.budgets).split(',').map(Number);
  for (const [name, make, budget] of kinds.splice(0)) {
    if (budget !== undefined) continue;   // the budgets asked for replace the fixed row
    kinds.push([name, make, budget]);
    for (const b of budgets) kinds.push([`${name}, --budget ${b}`, make, b]);
  }
  kinds.sort((a, b) => a[0].localeCompare(b[0]));
}
// The true solution count (up to 100) of each draft, untimed: which edits are "in the middle of setting"
// and where a setting ends (unique) are the same in every row, whatever a budget cut short.
const truth = new Map();
const countOf = (input, genre, known) => {
  if (!truth.has(input)) truth.set(input, known && known.complete ? known.count : api.analyze(input, { genre }).count);
  return truth.get(input);
};
// --page 1: the setting page's own questions (site/set/setter.js): `candidates` counting two a value (one
// while the last answer counted 100 solutions or more), then — only with a solution known — `analyze`
// to 2 (unique) or 100; otherwise the verbs' defaults (8 and 100), both always.
for (const [name, make, budget] of kinds) {
  if (args.only && !name.includes(args.only)) continue;
  const live = [], base = [], liveMiddle = [], baseMiddle = [];
  let complete = 0, completeMiddle = 0;
  for (let k = 0; k < runs; ++k) {
    const { genre, inputs } = make(seed + k);
    let many = false;
    for (const input of inputs) {
      let t0 = now();
      let c, a = null;
      if (pageQuestions) {
        c = api.candidates(input, { genre, budget, count: many ? 1 : 2 });
        if (c.status === 'unique' || c.status === 'multiple') a = api.analyze(input, { genre, budget, count: c.status === 'unique' ? 2 : 100 });
        many = Boolean(a && a.status === 'multiple' && a.count >= a.limit);
      } else {
        c = api.candidates(input, { genre, budget });
        a = api.analyze(input, { genre, budget });
      }
      const l = now() - t0;
      t0 = now();
      api.run('solve', input, { genre });
      const b = now() - t0;
      const whole = c.complete && (!a || a.complete);
      live.push(l), base.push(b), complete += whole;
      const count = countOf(input, genre, budget === undefined ? a || c : null);
      if (count >= 2 && count <= 99) liveMiddle.push(l), baseMiddle.push(b), completeMiddle += whole;
      if (count === 1) break;
    }
  }
  row(`${name}, every edit`, live, base, complete);
  row(`${name}, 2-99 solutions left`, liveMiddle, baseMiddle, completeMiddle);
}
const empty = [], emptyBase = [];
for (let k = 0; k < runs; ++k) {
  let t0 = now();
  api.candidates('.'.repeat(81));
  empty.push(now() - t0);
  t0 = now();
  api.run('solve', '.'.repeat(81));
  emptyBase.push(now() - t0);
}
row('candidates of the empty 9x9', empty, emptyBase);
