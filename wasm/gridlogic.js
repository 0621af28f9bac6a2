// gridlogic.js — the page-side entry point: an ES module that talks to the engine's Web Worker.
//
//   import { Gridlogic } from './gridlogic.js';
//   const engine = new Gridlogic();                // starts gridlogic-worker.js beside this file
//   const result = await engine.solve('53..7....', { count: 2 });   // rejects with the engine's message
//
// Every call returns a promise and runs off the main thread. See docs/api.md.
export class Gridlogic {
  constructor({ workerUrl = new URL('./gridlogic-worker.js', import.meta.url) } = {}) {
    this.worker = new Worker(workerUrl);
    this.nextId = 1;
    this.pending = new Map();
    this.worker.onmessage = (event) => this.#receive(event.data);
    this.worker.onerror = (event) => this.#failAll(event.message || 'the engine worker failed to start');
  }

  #receive({ id, type, result, message }) {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    if (type === 'result') p.resolve(result);
    else p.reject(new Error(message));
  }

  #failAll(message) {
    for (const p of this.pending.values()) p.reject(new Error(message));
    this.pending.clear();
  }

  #call(verb, args) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, verb, args });
    });
  }

  version() {
    return this.#call('version', []);
  }

  solve(puzzle, options = {}) {
    return this.#call('solve', [puzzle, options]);
  }

  /** Any verb of any genre, as the CLI's commands: run('encode', puzzle, {encoding: 'extended'}). */
  run(verb, input = '', options = {}) {
    return this.#call('run', [verb, input, options]);
  }

  verbs() {
    return this.#call('verbs', []);
  }

  terminate() {
    this.#failAll('the engine was stopped');
    this.worker.terminate();
  }
}
