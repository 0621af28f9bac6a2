// engine.js — the page's one engine: a single Web Worker shared by every module of a page.
import { Gridlogic } from '../gridlogic.js';

export { isCancelled } from '../gridlogic.js';
export const engine = new Gridlogic();
