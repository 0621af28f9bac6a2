// engine.js — the page's one engine, shared by every module of a page: a pool of Web Workers that
// keeps one worker while calls come one at a time and uses up to a worker per core for bulk work
// (the booklet's puzzles, a batch), so a long call never queues the next one behind it.
import { GridlogicPool } from '../gridlogic.js';

export { isCancelled } from '../gridlogic.js';
export const engine = new GridlogicPool();
