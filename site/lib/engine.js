// engine.js — the engines a page shares: `engine`, one Web Worker for the play pages' calls (answered
// in order, one module in memory, as a phone needs), and `bulkEngine`, a pool of up to a worker per
// core for bulk work such as the booklet's puzzles, started only when a page first uses it.
import { Gridlogic, GridlogicPool } from '../gridlogic.js';

export { isCancelled } from '../gridlogic.js';
export const engine = new Gridlogic();

let pool = null;
export function bulkEngine() {
  return pool || (pool = new GridlogicPool());
}
