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

/** The common core of every genre's solve stats (docs/api.md); a method that does not count a figure
 *  reports 0. Each genre adds its own fields after these. */
export interface SolveStats {
  ms: number;
  decisions: number;
  propagations: number;
  conflicts: number;
}

/** What solve returns for a Sudoku (genre 'sudoku'). */
export interface SolveResult {
  status: SolveStatus;
  /** The first solution found, one line row-major (values above 9 as letters A…). */
  solution?: string;
  /** Present when count > 2. */
  count?: number;
  stats: SolveStats;
}

/** What run('solve') returns for a Tectonic (genre 'tectonic'). */
export interface TectonicSolveResult {
  status: SolveStatus;
  solution?: string;
  /** Methods rules and rules+2sat when they get stuck: the grid so far ('.' unknown). */
  partial?: string;
  count?: number;
  method: 'rules+sat' | 'sat' | 'rules' | 'rules+2sat';
  /** The rule methods: solved, stuck or contradiction, with how often each rule 1–6 fired. */
  outcome?: string;
  contradiction?: string;
  rules?: Record<string, number>;
  two_sat_rounds?: number;
  stats: SolveStats;
}

/** What run('solve') returns for a Hashi (genre 'hashi'). */
export interface HashiSolveResult {
  status: SolveStatus;
  /** [{from: [row, col], to: [row, col], count}] for each bridge. */
  bridges?: Array<Record<string, unknown>>;
  solution?: string;
  method: 'sat' | 'rules' | 'better';
  count?: number;
  /** sat: tree or cuts. */
  connectivity?: string;
  /** rules and better: how the method ended. */
  outcome?: string;
  contradiction?: string;
  decided_edges?: number;
  edges?: number;
  techniques?: Record<string, number>;
  guesses?: number;
  failed_guesses?: number;
  /** sat adds cut_rounds, cuts, variables and clauses. */
  stats: SolveStats & { cut_rounds?: number; cuts?: number; variables?: number; clauses?: number };
  /** With {trace: true}: the steps (docs/core.md). */
  trace?: unknown;
}

/** What run('solve') returns for a variant Sudoku (genre 'variant'). */
export interface VariantSolveResult {
  status: SolveStatus;
  solution?: string;
  count?: number;
  size: number;
  title?: string;
  /** How many rules of each kind the puzzle has: {killercage: 12, thermometer: 3}. */
  rules: Record<string, number>;
  stats: SolveStats & {
    variables: number; clauses: number; encode_ms: number; solve_ms: number;
    cut_rounds: number; cuts: number; rejected: number;
  };
}

/** Options of candidates() and analyze() (docs/setting.md); the common 'time-limit' and 'max-memory' too. */
export interface SettingOptions {
  /** 'sudoku' (default), 'variant', 'tectonic' or 'hashi'. */
  genre?: string;
  /** candidates: count the solutions with each value up to N (default 8; 1: only whether one has it).
   *  analyze: count solutions up to N (default 100, at least 2). */
  count?: number;
  /** SAT conflicts in all before answering with what is known ('complete': false); -1 = no limit. */
  budget?: number;
  'time-limit'?: number;
  'max-memory'?: number;
}

/** A cell as the setter's verbs name it: [row, col], 0-based. */
export type CellRef = [number, number];

/** One cell of a candidates answer (Sudoku, variant, Tectonic; a Tectonic hole has none). */
export interface CandidateCell {
  row: number;
  col: number;
  /** The puzzle's given there. */
  given?: number;
  /** The values some solution puts here, ascending; a single one is forced. */
  values: number[];
  /** Per value in `values`: the solutions that put it here, up to `limit` (equal to it: that many or more). */
  counts: number[];
  /** Values not yet decided when the budget or a limit stopped the answer. */
  open?: number[];
}

/** One island pair of a Hashi candidates answer: the bridge counts (0, 1, 2) some solution draws. */
export interface CandidateBridge {
  from: CellRef;
  to: CellRef;
  values: number[];
  counts: number[];
  open?: number[];
}

/** A piece of a contradiction, in the user's words: a given, a row, a region, a cage, an island's number. */
export interface ConflictPart {
  /** 'given', 'row', 'column', 'box', 'region', a variant rule's f-puzzles name ('killercage'),
   *  'touch' (Tectonic), 'crossing' or 'connected' (Hashi). */
  kind: string;
  name: string;
  /** Its number among its kind: the row, the region, the rule's place in the puzzle's list, the given's cell or island. */
  index?: number;
  /** A given's value. */
  value?: number;
  cells: CellRef[];
}

/** Why there is no solution: pieces that contradict each other (minimal: none can be left out). */
export interface SettingConflict {
  minimal: boolean;
  parts: ConflictPart[];
}

/** What candidates() returns. */
export interface CandidatesResult {
  status: SolveStatus;
  /** Solutions, up to max(2, limit). */
  count: number;
  limit: number;
  /** Every value decided and every count exact up to the limit. */
  complete: boolean;
  /** Sudoku, variant, Tectonic: row-major. */
  cells?: CandidateCell[];
  /** Hashi. */
  bridges?: CandidateBridge[];
  conflict?: SettingConflict;
  stats: SolveStats;
}

/** The hardest step of a unique puzzle's explained path: step N of the genre's explain (default options). */
export interface HardestStep {
  step: number;
  technique: string;
  /** Sudoku: its SE rating. */
  rating?: number;
  cells: CellRef[];
  explanation: string;
}

/** What analyze() returns. */
export interface AnalyzeResult {
  status: SolveStatus;
  count: number;
  limit: number;
  /** Unique: the solution, as the genre's solve writes it. */
  solution?: string;
  /** Unique: the level of the genre's rate (Sudoku 1–5, variant 1–5, Tectonic 1–8, Hashi stage 1–4). */
  level?: number;
  level_name?: string;
  /** Unique: Sudoku's SE grade; null elsewhere or when the ladder needed its last resort. */
  rating?: number | null;
  hardest?: HardestStep | null;
  /** Unique: the givens whose removal keeps the puzzle unique (Hashi: numbers that could be erased). */
  removable?: Array<{ row: number; col: number; value: number }>;
  removable_complete?: boolean;
  /** Several: the given that splits the solutions found best, and how the place's values split them. */
  suggestion?: { row: number; col: number; value: number; keeps: number; of: number;
    split: Array<{ value: number; count: number }> } | null;
  conflict?: SettingConflict;
  /** Every question answered (false: the budget or a limit stopped one). */
  complete: boolean;
  stats: SolveStats;
}

/** Options of run(): 'genre' picks the genre; every other key is the CLI's --name of the verb. */
export type RunOptions = { genre?: string } & Record<string, string | number | boolean | undefined>;

/** One option of a verb, as the engine declares it (engine/include/gridlogic/genre.h). */
export interface OptionInfo {
  name: string;
  kind: 'integer' | 'choice' | 'flag' | 'text';
  help: string;
  /** The default, as text; absent when the verb decides (help says how). */
  default?: string;
  min?: number;
  max?: number;
  choices?: string[];
}

/** One verb as verbs() lists it; input says what run() expects: a puzzle, nothing, or a set of lines. */
export interface VerbInfo {
  genre: string;
  verb: string;
  input: 'puzzle' | 'none' | 'set';
  summary: string;
  options: OptionInfo[];
}

/** One genre as the engine's registry declares it. */
export interface GenreInfo {
  name: string;
  title: string;
  rules: string;
  aliases: string[];
  /** puzz.link types that carry it. */
  link_types: string[];
  verbs: Array<Omit<VerbInfo, 'genre'>>;
}

/** The raw embind module (gridlogic-core.js): JSON strings in and out. */
export interface GridlogicCore {
  /** options: a JSON object; the result is the verb's JSON or {"status":"error","error":...}. Every
   *  verb also takes {"time-limit": seconds} (default 60 for a puzzle, none for a set; 0: none): a
   *  request it stops answers with what it has and "stopped": "time-limit" (docs/api.md); and
   *  {"max-memory": MB} (default 512 for a puzzle, none for a set; 0: none; raise it for a large
   *  request): past it, "stopped": "memory-limit", "max_memory": N. */
  run(verb: string, genre: string, input: string, optionsJson: string): string;
  /** As run; onProgress(stage, done, total) is called from inside long verbs (total -1: unknown). */
  runWithProgress(verb: string, genre: string, input: string, optionsJson: string,
    onProgress: ((stage: string, done: number, total: number) => void) | null): string;
  /** A JSON array: for each line of `lines` ('\n'-separated, a '\r' before it dropped, a final '\n'
   *  ending the last line), exactly what run() returns for it. */
  runBatch(verb: string, genre: string, lines: string, optionsJson: string): string;
  /** As runBatch, the lines as UTF-8 bytes (or a string) and the answers as one buffer: each answer's
   *  JSON and '\n'. The result is a view of the module's memory, valid until releaseBatchLines() or
   *  the next call: copy it, then release it. */
  runBatchLines(verb: string, genre: string, lines: Uint8Array | string, optionsJson: string): Uint8Array;
  /** Where each answer of runBatchLines' buffer ends (the offset of its '\n'): a view valid as long as
   *  that buffer's. */
  batchLinesEnds(): Uint32Array;
  /** Frees the buffer runBatchLines' view shows. */
  releaseBatchLines(): void;
  /** JSON array of GenreInfo. */
  genres(): string;
  /** The genre a puzzle names itself, or ''. */
  genreOfInput(input: string): string;
  /** '' when run() would accept these options for the verb, else its message; runs nothing. */
  checkOptions(genre: string, verb: string, optionsJson: string): string;
  version(): string;
}

/** runBatch(…, {form: 'lines'})'s answers (gridlogic-api.js): one answer's JSON a line in one UTF-8
 *  buffer — the lines the CLI's --json prints — read on demand. */
export declare class BatchLines {
  /** Wraps such a buffer again, say after postMessage moved it to another thread. */
  constructor(bytes: Uint8Array);
  /** The JSON lines, each ending in '\n'. */
  readonly bytes: Uint8Array;
  readonly length: number;
  /** Answer i's status, read from its first bytes without parsing the rest (undefined if it has none). */
  status(i: number): string | undefined;
  /** Answer i's JSON text. */
  json(i: number): string;
  /** Answer i as an object: exactly entry i of the array form. */
  at(i: number): any;
  toArray(): any[];
  [Symbol.iterator](): Iterator<any>;
}

/** gridlogic-api.js: the checked, parsed API over a core module; throws Error on bad input. */
export interface GridlogicApi {
  /** Any verb (the CLI's commands), returning its parsed JSON. An input (or runBatch's lines) over
   *  67,108,864 characters throws a RangeError before it is copied into the module's heap. */
  run(verb: string, input?: string, options?: RunOptions,
    onProgress?: ((progress: { stage: string; done: number; total: number }) => void) | null): any;
  /** Many one-line puzzles in one call (an array, or one string of lines): one entry a line, in order —
   *  what run() returns for it, or {status: 'error', error} with the message run() would throw. */
  runBatch(verb: string, inputs: string[] | string, options?: RunOptions, how?: { form?: 'array' }): any[];
  /** The same answers as one buffer of JSON lines, each parsed only when read (BatchLines). */
  runBatch(verb: string, inputs: string[] | string, options: RunOptions | undefined, how: { form: 'lines' }): BatchLines;
  solve(puzzle: string, options?: SolveOptions & { genre?: 'sudoku' }): SolveResult;
  solve(puzzle: string, options: SolveOptions & { genre: 'tectonic' | 'suguru' }): TectonicSolveResult;
  solve(puzzle: string, options: SolveOptions & { genre: 'hashi' | 'bridges' }): HashiSolveResult;
  solve(puzzle: string, options: SolveOptions & { genre: 'variant' }): VariantSolveResult;
  /** True candidates: per cell and value (Hashi: island pair and bridge count) whether some solution has
   *  it and how many do, up to options.count. */
  candidates(puzzle: string, options?: SettingOptions): CandidatesResult;
  /** A puzzle being set: its solutions, level and hardest step once unique, removable givens, a given
   *  that splits the solutions, or the pieces that contradict each other. */
  analyze(puzzle: string, options?: SettingOptions): AnalyzeResult;
  verbs(): VerbInfo[];
  genres(): GenreInfo[];
  /** The genre a puzzle names itself (a puzz.link type, a project JSON, an f-puzzles link), or null. */
  genreOf(puzzle: string): string | null;
  /** null, or why this instance was discarded after a failure it could not recover from (an
   *  allocation failure, an exception escaping the module): every later call throws; load a new one. */
  readonly broken: string | null;
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
  /** As GridlogicApi.runBatch, in the worker: one entry a line, errors as {status: 'error', error}. */
  runBatch(verb: string, inputs: string[] | string, options?: RunOptions, control?: CallControl & { form?: 'array' }): Promise<any[]>;
  /** form 'lines': a BatchLines, its buffer moved from the worker, each answer parsed when read. */
  runBatch(verb: string, inputs: string[] | string, options: RunOptions | undefined, control: CallControl & { form: 'lines' }): Promise<BatchLines>;
  solve(puzzle: string, options?: SolveOptions, control?: CallControl): Promise<SolveResult>;
  candidates(puzzle: string, options?: SettingOptions, control?: CallControl): Promise<CandidatesResult>;
  analyze(puzzle: string, options?: SettingOptions, control?: CallControl): Promise<AnalyzeResult>;
  verbs(control?: CallControl): Promise<VerbInfo[]>;
  genres(control?: CallControl): Promise<GenreInfo[]>;
  /** The genre a puzzle text names itself (a puzz.link type, a project JSON, an f-puzzles or SudokuPad
   *  link), or null: the engine's own detection. */
  genreOf(puzzle: string, control?: CallControl): Promise<string | null>;
  version(control?: CallControl): Promise<string>;
  /** How many calls this worker has been given and not yet answered. */
  pendingCalls(): number;
  /** Cancels every pending call: the worker is terminated (the engine cannot be interrupted mid-call)
   *  and a fresh one started; each cancelled call rejects with a 'cancelled' AbortError.
   *  Returns how many calls were cancelled. */
  cancel(): number;
  /** Stops the worker for good; pending and later calls reject. */
  terminate(): void;
}

/** One worker per core the browser reports (navigator.hardwareConcurrency), at least 1, at most 8. */
export declare function defaultPoolSize(): number;

/** gridlogic.js: several Gridlogic workers behind the same calls, for bulk work on every core. A call
 *  goes to an idle worker; a new one starts only when every running worker is busy (up to `size`).
 *  runBatch spreads its lines over the workers and answers in input order, as one worker would. */
export declare class GridlogicPool {
  constructor(options?: { size?: number; workerUrl?: string | URL });
  /** The most workers this pool will run. */
  size(): number;
  /** How many workers have been started so far. */
  workersStarted(): number;
  run(verb: string, input?: string, options?: RunOptions, control?: CallControl): Promise<any>;
  /** As Gridlogic.runBatch, spread over the workers; the signal cancels every part. */
  runBatch(verb: string, inputs: string[] | string, options?: RunOptions, control?: CallControl & { form?: 'array' }): Promise<any[]>;
  /** form 'lines': the parts' buffers joined into one BatchLines, as one worker answers. */
  runBatch(verb: string, inputs: string[] | string, options: RunOptions | undefined, control: CallControl & { form: 'lines' }): Promise<BatchLines>;
  solve(puzzle: string, options?: SolveOptions, control?: CallControl): Promise<SolveResult>;
  candidates(puzzle: string, options?: SettingOptions, control?: CallControl): Promise<CandidatesResult>;
  analyze(puzzle: string, options?: SettingOptions, control?: CallControl): Promise<AnalyzeResult>;
  verbs(control?: CallControl): Promise<VerbInfo[]>;
  genres(control?: CallControl): Promise<GenreInfo[]>;
  version(control?: CallControl): Promise<string>;
  /** Pending calls over every worker. */
  pendingCalls(): number;
  /** Cancels every pending call in every worker; returns how many. */
  cancel(): number;
  /** Stops every worker for good; pending and later calls reject. */
  terminate(): void;
}
