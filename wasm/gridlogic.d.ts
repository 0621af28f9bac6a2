// gridlogic.d.ts — TypeScript declarations of the JS API (hand-written: Emscripten 3.1.6 has no
// --emit-tsd). tests/node/dts.test.mjs checks that these names match the module's real exports.

/** The verdict of a solve (docs/cli.md). */
export type SolveStatus = 'unique' | 'multiple' | 'none' | 'solved' | 'unknown';

export interface SolveOptions {
  /** 'sudoku' (default), 'tectonic', 'hashi' or 'variant'. */
  genre?: string;
  /** '' = the genre's default; sudoku: 'fast' (native search, the default) or 'sat'. */
  method?: string;
  /** sudoku/sat: 'minimal' (default), 'efficient', 'extended'; naming one implies method 'sat'. */
  encoding?: string;
  /** 1: any solution; 2 (default): prove uniqueness; N: count up to N. */
  count?: number;
  /** SAT conflicts (fast: guesses) allowed before answering 'unknown'; -1 = no limit. */
  conflictBudget?: number;
}

export interface SolveStats {
  ms: number;
  decisions: number;
  propagations: number;
  conflicts: number;
}

export interface SolveResult {
  status: SolveStatus;
  /** The first solution found, one line row-major (values above 9 as letters A…). */
  solution?: string;
  /** Present when count > 2. */
  count?: number;
  stats: SolveStats;
}

/** Options of run(): 'genre' picks the genre; every other key is the CLI's --name of the verb. */
export type RunOptions = { genre?: string } & Record<string, string | number | boolean | undefined>;

/** One verb as verbs() lists it; input says what run() expects: a puzzle, nothing, or a set of lines. */
export interface VerbInfo {
  genre: string;
  verb: string;
  input: 'puzzle' | 'none' | 'set';
  summary: string;
}

/** The raw embind module (gridlogic-core.js): JSON strings in and out. */
export interface GridlogicCore {
  /** options: a JSON object; the result is the verb's JSON or {"status":"error","error":...}. */
  run(verb: string, genre: string, input: string, optionsJson: string): string;
  /** As run; onProgress(stage, done, total) is called from inside long verbs (total -1: unknown). */
  runWithProgress(verb: string, genre: string, input: string, optionsJson: string,
    onProgress: ((stage: string, done: number, total: number) => void) | null): string;
  /** JSON array of VerbInfo. */
  verbs(): string;
  version(): string;
}

/** gridlogic-api.js: the checked, parsed API over a core module; throws Error on bad input. */
export interface GridlogicApi {
  /** Any verb (the CLI's commands), returning its parsed JSON. */
  run(verb: string, input?: string, options?: RunOptions,
    onProgress?: ((progress: { stage: string; done: number; total: number }) => void) | null): any;
  solve(puzzle: string, options?: SolveOptions): SolveResult;
  verbs(): VerbInfo[];
  version(): string;
}

/** What a worker call reports while it runs: {stage: 'started'} when the worker begins it (it may wait
 *  behind earlier calls); then, for long runs (generate), done of total units of a stage ('attempt',
 *  'puzzle'), at most ten a second. `total` is -1 when unknown; `outer` is the enclosing stage's
 *  latest report (the puzzle of a multi-puzzle run while its attempts are reported). */
export interface Progress {
  stage: string;
  done?: number;
  total?: number;
  outer?: { stage: string; done: number; total: number };
}

/** Per-call control of gridlogic.js: abort through an AbortSignal, watch progress. */
export interface CallControl {
  /** Aborting rejects the call with a 'cancelled' AbortError (see Gridlogic.cancel for how). */
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
}

/** True when a rejection is a cancelled call (name 'AbortError', message 'cancelled'). */
export declare function isCancelled(err: unknown): boolean;

/** gridlogic.js: the same verbs, run in a Web Worker, returning promises. */
export declare class Gridlogic {
  constructor(options?: { workerUrl?: string | URL });
  run(verb: string, input?: string, options?: RunOptions, control?: CallControl): Promise<any>;
  solve(puzzle: string, options?: SolveOptions, control?: CallControl): Promise<SolveResult>;
  verbs(control?: CallControl): Promise<VerbInfo[]>;
  version(control?: CallControl): Promise<string>;
  /** Cancels every pending call: the worker is terminated (the engine cannot be interrupted mid-call)
   *  and a fresh one started; each cancelled call rejects with a 'cancelled' AbortError.
   *  Returns how many calls were cancelled. */
  cancel(): number;
  /** Stops the worker for good; pending and later calls reject. */
  terminate(): void;
}
