// gridlogic.js — the page-side entry point: an ES module that talks to the engine's Web Worker.
//
//   import { Gridlogic, isCancelled } from './gridlogic.js';
//   const engine = new Gridlogic();                // starts gridlogic-worker.js beside this file
//   const result = await engine.solve('53..7....', { count: 2 });   // rejects with the engine's message
//
//   const stop = new AbortController();           // a long call can be cancelled:
//   engine.run('generate', '', { genre: 'hashi', size: '40x40', islands: 400 }, { signal: stop.signal })
//     .catch((err) => { if (isCancelled(err)) ...; });
//   stop.abort();                                  // or engine.cancel() for every pending call
//
// Every call returns a promise and runs off the main thread. See docs/api.md.
//
// Why cancel terminates the worker: a call into the WebAssembly runs to its end and blocks the worker's
// event loop, so no "stop" message could be read until it is over. Terminating the worker is the only
// prompt stop; the engine keeps no state between calls, so a fresh worker answers the next call exactly
// as the old one would have, and calls that were queued but not cancelled are simply sent to it again.

/** The error a cancelled call rejects with: message 'cancelled', name 'AbortError' (as fetch's). */
function cancelledError() {
  const err = new Error('cancelled');
  err.name = 'AbortError';
  return err;
}

/** True when `err` is the rejection of a cancelled call (rather than an engine or input error). */
export function isCancelled(err) {
  return !!err && err.name === 'AbortError';
}

// A worker must come from the page's origin. When this module is loaded from elsewhere (a widget on a
// blog), a one-line blob worker on the page's origin imports the real one and tells it where its files
// are (the host must serve them with CORS, as static hosts and CDNs do).
function workerScript(url) {
  const u = new URL(url, typeof location !== 'undefined' ? location.href : undefined);
  if (typeof location === 'undefined' || u.origin === location.origin) return u;
  const boot = `self.gridlogicBase = ${JSON.stringify(new URL('.', u).href)}; importScripts(${JSON.stringify(u.href)});`;
  return URL.createObjectURL(new Blob([boot], { type: 'text/javascript' }));
}

export class Gridlogic {
  #workerUrl;
  #worker = null;
  #nextId = 1;
  #pending = new Map();   // id → {verb, args, resolve, reject, onProgress, signal, onAbort}
  #stopped = false;

  constructor({ workerUrl = new URL('./gridlogic-worker.js', import.meta.url) } = {}) {
    this.#workerUrl = workerUrl;
    this.#ensureWorker();   // start loading the WebAssembly now, before the first call needs it
  }

  #ensureWorker() {
    if (this.#worker) return this.#worker;
    const worker = new Worker(workerScript(this.#workerUrl));
    // Messages from a worker we have already replaced belong to cancelled calls: ignore them.
    worker.onmessage = (event) => { if (worker === this.#worker) this.#receive(event.data); };
    worker.onerror = (event) => {
      if (worker !== this.#worker) return;
      event.preventDefault();
      this.#crashed(event.message || 'the engine worker failed to start');
    };
    this.#worker = worker;
    return worker;
  }

  #receive(data) {
    const { id, type, result, message } = data;
    const entry = this.#pending.get(id);
    if (!entry) return;
    if (type === 'progress') {
      if (entry.onProgress) {
        const { id: _, type: __, ...progress } = data;
        entry.onProgress(progress);
      }
      return;
    }
    this.#forget(id);
    if (type === 'result' && data.form === 'lines') batchLines(result).then(entry.resolve, entry.reject);
    else if (type === 'result') entry.resolve(result);
    else entry.reject(new Error(message));
  }

  #forget(id) {
    const entry = this.#pending.get(id);
    if (entry && entry.signal) entry.signal.removeEventListener('abort', entry.onAbort);
    this.#pending.delete(id);
  }

  // The worker died (script failed to load, or an uncaught error): every pending call fails with that
  // message; the next call starts a new worker.
  #crashed(message) {
    this.#worker.terminate();
    this.#worker = null;
    for (const [id, entry] of [...this.#pending]) {
      this.#forget(id);
      entry.reject(new Error(message));
    }
  }

  #cancelIds(ids) {
    const victims = ids.filter((id) => this.#pending.has(id));
    if (victims.length === 0 || this.#stopped) return 0;
    this.#worker.terminate();
    this.#worker = null;
    for (const id of victims) {
      const entry = this.#pending.get(id);
      this.#forget(id);
      entry.reject(cancelledError());
    }
    const worker = this.#ensureWorker();
    for (const [id, entry] of this.#pending) worker.postMessage({ id, verb: entry.verb, args: entry.args });
    return victims.length;
  }

  #call(verb, args, control = {}) {
    const { signal, onProgress } = control || {};
    if (this.#stopped) return Promise.reject(new Error('the engine was stopped'));
    if (signal && signal.aborted) return Promise.reject(cancelledError());
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const entry = { verb, args, resolve, reject, onProgress, signal, onAbort: null };
      if (signal) {
        entry.onAbort = () => this.#cancelIds([id]);
        signal.addEventListener('abort', entry.onAbort, { once: true });
      }
      this.#pending.set(id, entry);
      this.#ensureWorker().postMessage({ id, verb, args });
    });
  }

  version(control) {
    return this.#call('version', [], control);
  }

  solve(puzzle, options = {}, control) {
    return this.#call('solve', [puzzle, options], control);
  }

  /** Any verb of any genre, as the CLI's commands: run('encode', puzzle, {encoding: 'extended'}). */
  run(verb, input = '', options = {}, control) {
    return this.#call('run', [verb, input, options], control);
  }

  /** The setter's true candidates with their solution counts (docs/setting.md). */
  candidates(puzzle, options = {}, control) {
    return this.#call('candidates', [puzzle, options], control);
  }

  /** The setter's analysis: solutions, level and hardest step, removable givens, a splitting given, or
   *  what contradicts (docs/setting.md). */
  analyze(puzzle, options = {}, control) {
    return this.#call('analyze', [puzzle, options], control);
  }

  /** Many one-line puzzles in one call (an array, or one string of lines): one result a line, in order;
   *  a line run() would reject is {status: 'error', error} (gridlogic-api.js runBatch). With
   *  control.form 'lines', a BatchLines instead: the answers' JSON lines in one buffer, moved from the
   *  worker without cloning an object per answer and parsed only when read. */
  runBatch(verb, inputs, options = {}, control) {
    const form = control && control.form;
    return this.#call('runBatch', form === undefined ? [verb, inputs, options] : [verb, inputs, options, { form }], control);
  }

  verbs(control) {
    return this.#call('verbs', [], control);
  }

  /** The genre a puzzle text names itself (a puzz.link type, a project JSON, an f-puzzles or SudokuPad
   *  link), or null: the engine's own detection (api.h genre_of_input). */
  genreOf(puzzle, control) {
    return this.#call('genreOf', [puzzle], control);
  }

  /** Every genre as the engine declares it: names, rules, verbs and their options. */
  genres(control) {
    return this.#call('genres', [], control);
  }

  /** How many calls this worker has been given and not yet answered. */
  pendingCalls() {
    return this.#pending.size;
  }

  /** Cancels every pending call (each rejects with a 'cancelled' AbortError); returns how many. */
  cancel() {
    return this.#cancelIds([...this.#pending.keys()]);
  }

  /** Stops the worker for good; pending and later calls reject. */
  terminate() {
    this.#stopped = true;
    if (this.#worker) this.#worker.terminate();
    this.#worker = null;
    for (const [id, entry] of [...this.#pending]) {
      this.#forget(id);
      entry.reject(new Error('the engine was stopped'));
    }
  }
}

// BatchLines is defined once, in gridlogic-api.js (a classic script the worker imports): loaded here as
// a module the first time a 'lines' answer arrives, it defines self.gridlogicApi.
let batchApi = null;
async function batchLines(bytes) {
  if (!batchApi) batchApi = import('./gridlogic-api.js').then(() => self.gridlogicApi);
  return new (await batchApi).BatchLines(bytes);
}

/** The workers a pool may use: one per core the browser reports, at most 8 (each holds its own copy of
 *  the module and its heap), at least 1. */
export function defaultPoolSize() {
  const cores = typeof navigator !== 'undefined' && navigator.hardwareConcurrency;
  return Math.max(1, Math.min(8, Number(cores) || 1));
}

// A batch is cut into this many parts per worker, so a worker that drew the slow puzzles does not hold
// up the others for long (the parts are taken in order; the answers are put back in input order).
const PARTS_PER_WORKER = 4;

/** Several Gridlogic workers behind the same calls, for bulk work on every core. A call goes to the
 *  worker with the fewest pending calls; a new worker is started only when every running one is busy,
 *  so a page that makes one call at a time keeps one worker. runBatch spreads its lines over up to
 *  `size` workers and answers in input order, exactly as one worker would. */
export class GridlogicPool {
  #size;
  #options;
  #workers = [];
  #stopped = false;

  constructor({ size = defaultPoolSize(), ...options } = {}) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`a pool needs at least one worker, not ${size}`);
    this.#size = size;
    this.#options = options;
    this.#workers.push(new Gridlogic(options));   // the first loads at once, as a single Gridlogic does
  }

  /** The most workers this pool will run. */
  size() {
    return this.#size;
  }

  /** How many workers have been started so far. */
  workersStarted() {
    return this.#workers.length;
  }

  // An idle worker if there is one, else a new one while the pool has room, else the least loaded.
  #pick() {
    if (this.#stopped) throw new Error('the engine was stopped');
    const idle = this.#workers.find((w) => w.pendingCalls() === 0);
    if (idle) return idle;
    if (this.#workers.length < this.#size) {
      const w = new Gridlogic(this.#options);
      this.#workers.push(w);
      return w;
    }
    return this.#workers.reduce((a, b) => (b.pendingCalls() < a.pendingCalls() ? b : a));
  }

  #call(method, args) {
    try {
      return this.#pick()[method](...args);
    } catch (err) {
      return Promise.reject(err);
    }
  }

  run(verb, input = '', options = {}, control) {
    return this.#call('run', [verb, input, options, control]);
  }

  solve(puzzle, options = {}, control) {
    return this.#call('solve', [puzzle, options, control]);
  }

  candidates(puzzle, options = {}, control) {
    return this.#call('candidates', [puzzle, options, control]);
  }

  analyze(puzzle, options = {}, control) {
    return this.#call('analyze', [puzzle, options, control]);
  }

  /** As Gridlogic.runBatch, spread over the pool's workers. Progress is not reported per line. */
  async runBatch(verb, inputs, options = {}, control = {}) {
    if (this.#stopped) throw new Error('the engine was stopped');
    // A string is cut at its '\n's and each part sent as a string again, so every line reaches the
    // engine exactly as it would in one call (a '\r' before the '\n' included); bad arguments go to
    // one worker whole, for its own message.
    const asText = typeof inputs === 'string';
    if (!asText && !Array.isArray(inputs)) return this.#call('runBatch', [verb, inputs, options, control]);
    const lines = asText ? inputs.split('\n') : inputs;
    if (asText && lines[lines.length - 1] === '') lines.pop();   // a final '\n' ends the last line
    const parts = Math.min(lines.length, this.#size * PARTS_PER_WORKER);
    if (parts <= 1) return this.#call('runBatch', [verb, inputs, options, control]);
    const { signal, form } = control || {};
    const chunk = Math.ceil(lines.length / parts);
    const results = new Array(Math.ceil(lines.length / chunk));
    let next = 0;
    // Each lane takes the next part when its last one is answered; lanes are started up to the pool
    // size, and each one sends to the worker #pick gives it (a new one while there is room).
    const lane = async () => {
      while (next < results.length) {
        const k = next++;
        const part = lines.slice(k * chunk, (k + 1) * chunk);
        results[k] = await this.#pick().runBatch(verb, asText ? part.join('\n') + '\n' : part, options, { signal, form });
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.#size, results.length) }, lane));
    if (form !== 'lines') return results.flat();
    // The parts' buffers end to end: one BatchLines, as one worker would have answered.
    const bytes = new Uint8Array(results.reduce((n, r) => n + r.bytes.length, 0));
    results.reduce((at, r) => (bytes.set(r.bytes, at), at + r.bytes.length), 0);
    return batchLines(bytes);
  }

  verbs(control) {
    return this.#call('verbs', [control]);
  }

  genres(control) {
    return this.#call('genres', [control]);
  }

  version(control) {
    return this.#call('version', [control]);
  }

  /** Pending calls over every worker. */
  pendingCalls() {
    return this.#workers.reduce((n, w) => n + w.pendingCalls(), 0);
  }

  /** Cancels every pending call in every worker; returns how many. */
  cancel() {
    return this.#workers.reduce((n, w) => n + w.cancel(), 0);
  }

  /** Stops every worker for good; pending and later calls reject. */
  terminate() {
    this.#stopped = true;
    for (const w of this.#workers) w.terminate();
    this.#workers = [];
  }
}
