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
    if (type === 'result') entry.resolve(result);
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

  /** Many one-line puzzles in one call (an array, or one string of lines): one result a line, in order;
   *  a line run() would reject is {status: 'error', error} (gridlogic-api.js runBatch). */
  runBatch(verb, inputs, options = {}, control) {
    return this.#call('runBatch', [verb, inputs, options], control);
  }

  verbs(control) {
    return this.#call('verbs', [], control);
  }

  /** Every genre as the engine declares it: names, rules, verbs and their options. */
  genres(control) {
    return this.#call('genres', [], control);
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
