// gridlogic-worker.js — runs the engine in a Web Worker so that no solve ever blocks a page.
//
// Messages in:  {id, verb, args}    verb: a method of gridlogic-api.js (run, runBatch, solve, verbs, genres, version); args as there
// Messages out: {id, type: 'progress', stage: 'started'}   the worker has begun this request (optional to read)
//               {id, type: 'progress', stage, done, total, outer?}   how far a long `run` (generate) has got:
//                   done of total units of stage ('attempt'); outer, the enclosing stage's latest report
//                   ({stage: 'puzzle', done, total} of a multi-puzzle run). At most one every 100 ms.
//               {id, type: 'result', result}
//               {id, type: 'result', result: Uint8Array, form: 'lines'}   runBatch with {form: 'lines'}: the
//                   BatchLines' bytes, their buffer transferred
//               {id, type: 'error', message}
// There is no 'cancel' message: a call into the engine runs to its end and the worker's event loop is
// blocked meanwhile, so a message could not reach it. gridlogic.js cancels by terminating this worker
// and starting a fresh one (the engine keeps no state between calls, so nothing is lost).
// gridlogic.js is the page-side client of this protocol.
/* eslint-env worker */
// A page on another origin (the embeddable widget on a blog) cannot start a worker from our URL; it
// starts a same-origin blob worker that sets self.gridlogicBase to our folder and imports this file
// (gridlogic.js does that). Then the scripts and the .wasm come from that folder.
const base = self.gridlogicBase || '';
importScripts(base + 'gridlogic-core.js', base + 'gridlogic-api.js');

function load() {
  const options = base ? { locateFile: (file) => base + file } : {};
  return createGridlogicCore(options).then((core) => gridlogicApi.wrap(core));
}
let ready = load();

// The engine reports from inside a synchronous call; postMessage still delivers at once (it does not wait
// for this worker's event loop), so the page hears progress while the call runs. Throttled to 10 a second;
// `latest` carries every stage's latest report (puzzle, attempt, best level), so none is lost to the throttle.
function progressReporter(id) {
  let last = 0;
  const latest = new Map();   // stage → its latest report, for `outer`
  return (p) => {
    if (p.stage === 'puzzle') latest.clear();  // a new puzzle's attempts and best level start afresh
    latest.set(p.stage, p);
    const now = Date.now();
    if (now - last < 100) return;
    last = now;
    const outer = [...latest.values()].filter((q) => q.stage !== p.stage).pop();
    self.postMessage({ id, type: 'progress', ...p, ...(outer ? { outer } : {}), latest: [...latest.values()] });
  };
}

self.onmessage = async (event) => {
  const { id, verb, args = [] } = event.data || {};
  try {
    const api = await ready;
    if (typeof api[verb] !== 'function' || verb === 'wrap') throw new Error(`unknown request '${verb}'`);
    self.postMessage({ id, type: 'progress', stage: 'started' });
    const call = verb === 'run' ? [args[0], args[1], args[2], progressReporter(id)] : args;
    const result = api[verb](...call);
    // A BatchLines (runBatch with {form: 'lines'}) travels as its bytes, whose buffer is moved, not
    // copied: the page wraps them again (gridlogic.js). Nothing is cloned answer by answer.
    if (result instanceof gridlogicApi.BatchLines)
      self.postMessage({ id, type: 'result', result: result.bytes, form: 'lines' }, [result.bytes.buffer]);
    else self.postMessage({ id, type: 'result', result });
  } catch (err) {
    self.postMessage({ id, type: 'error', message: err && err.message ? err.message : String(err) });
    // A failure inside the WebAssembly (a failed allocation, a trap) can leave the module's memory
    // half-updated and its heap grown: the API discards that instance (api.broken); answer this request,
    // then load a fresh instance for the next ones.
    const api = await ready.catch(() => null);
    if (!api || api.broken) ready = load();
  }
};
