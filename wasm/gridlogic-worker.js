// gridlogic-worker.js — runs the engine in a Web Worker so that no solve ever blocks a page.
//
// Messages in:  {id, verb, args}            verb: a method of gridlogic-api.js (run, solve, verbs, version, ...); args as there
// Messages out: {id, type: 'result', result} or {id, type: 'error', message}
// gridlogic.js is the page-side client of this protocol.
/* eslint-env worker */
importScripts('gridlogic-core.js', 'gridlogic-api.js');

const ready = createGridlogicCore().then((core) => gridlogicApi.wrap(core));

self.onmessage = async (event) => {
  const { id, verb, args = [] } = event.data || {};
  try {
    const api = await ready;
    if (typeof api[verb] !== 'function' || verb === 'wrap') throw new Error(`unknown request '${verb}'`);
    self.postMessage({ id, type: 'result', result: api[verb](...args) });
  } catch (err) {
    self.postMessage({ id, type: 'error', message: err && err.message ? err.message : String(err) });
  }
};
