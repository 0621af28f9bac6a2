// cases.mjs — the golden-output cases: every verb of every genre, on good and bad inputs, with each of its
// options, bad values and an unknown option. tests/node/golden.test.mjs runs each through the CLI (plain
// and --json) and through the WASM module, and compares with cli.out and wasm.out beside this file.
//
// A change to the contract shows as a diff of those files: `GOLDEN_UPDATE=1 node --test
// tests/node/golden.test.mjs` rewrites them, and the diff is reviewed like code.

const WIKI = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const WIKI_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const P17 = '.......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...';
const EASY4 = '1...' + '..3.' + '.4..' + '...2';
// Pencil-mark (Sukaku) puzzles: a 4×4 of candidates only (no cell has one), and the Wikipedia puzzle's
// candidates as the rules leave them (its givens read back as cells no peer shares a candidate with).
const SUKAKU4 = '1.3..23...341..41.341..41..4.23..23.1..4..34..341..4..3412..1.3.';
const SUKAKU9 = '....5......3......12.4......2...6.........7...2.4.6.8.1..4...8912.4....9.2.4...8......6....2.4..7...2.4..7..1................9....5......34..78..234......2.4..78.12...............9.......8..23........34......2.4.....1.345.7.......6....2.4..7.........8.12..5....12..5...9....5.7.9.....6...1..4..7.....45.7.9.2.45...9..3.........4......2..5.....2..56..9.......8.....5......3..........5.7.9.2..5...91..............7..1...5....1.3.5...9....5...9.2.......1..4........45..89...45...9.....6...1.3.....9.....6...1.345.7.9..3.5.7....3.5..........7...2..............8....4......23.......2....78..23...7.....4.....1................9..3..6.....3..........5....123......12.45....12345.....23.56..........8..2...6...1.34.6.........7..........9';
const NONE = '11' + '.'.repeat(79);
const EMPTY9 = '.'.repeat(81);

const SUGURU = 'https://puzz.link/p?suguru/5/5/cih47bs73m3g5p1g2g';
const SUGURU_CUT = 'https://puzz.link/p?suguru/5/5/cih4';
const HASHI = '2.2.2.2.2/........./2.2.2.2.2';
const HASHI_URL = 'https://puzz.link/p?hashi/7/7/i1g2s4g3h4l5g5n3h5g4g';
const HASHI_CUT = 'https://puzz.link/p?hashi/5/5/3g3g2h2h1h3g3g3';
const VARIANT = JSON.stringify({
  size: 4,
  grid: [[{ value: 1, given: true }, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]],
  killercage: [{ cells: ['R1C2', 'R1C3'], value: '5' }, { cells: ['R2C1', 'R2C2'], value: '7' },
    { cells: ['R3C3', 'R3C4'], value: '7' }],
  thermometer: [{ lines: [['R4C4', 'R4C3', 'R4C2']] }],
  difference: [{ cells: ['R3C1', 'R4C1'] }],
});
const VARIANT_SOLUTION = '1234431221433421';
const SUDOKUPAD_SHORT = 'https://sudokupad.app/psxczr0jpr';
const VARIANT_BAD = VARIANT.replace('killercage', 'killercake');
// The setter's verbs (docs/setting.md): puzzles being set, with several solutions and with none.
const EMPTY4 = '.'.repeat(16);
const SUGURU_OPEN = '...../...../...../...../..... AABCC/AADDD/ADDEE/FFFEE/FFGGG';
const SUGURU_NONE = '1.../.... AABB/CCDD';
const HASHI_OPEN = JSON.stringify({ genre: 'hashi', rows: 3, cols: 5,
  islands: [[0, 0, 2], [0, 2, null], [0, 4, 2], [2, 0, 2], [2, 2, null], [2, 4, 2]] });
const HASHI_NONE = '1.2';
const VARIANT_NONE = JSON.stringify({ size: 4, grid: [[{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]],
  killercage: [{ cells: ['R1C1', 'R1C2', 'R1C3'], value: '3' }] });
const JIGSAW_OPEN = JSON.stringify({ size: 4, grid: [[{ value: 1, given: true, region: 0 }, { region: 0 }, { region: 1 }, { region: 1 }],
  [{ region: 0 }, { region: 2 }, { region: 2 }, { region: 1 }], [{ region: 0 }, { region: 2 }, { region: 3 }, { region: 1 }],
  [{ region: 2 }, { region: 3 }, { region: 3 }, { region: 3 }]] });

// verb → {inputs: puzzle lines (the first is good), options: [{name: value}, …] tried on the first input}
const sudoku = {
  solve: {
    inputs: [WIKI, P17, NONE, EASY4, 'xyz', '5'.repeat(11) + 'x' + '.'.repeat(69)],
    options: [{ method: 'fast' }, { method: 'sat' }, { method: 'human' }, { method: 'bogus' },
      { encoding: 'efficient' }, { encoding: 'extended' }, { encoding: 'bogus' }, { method: 'fast', encoding: 'minimal' },
      { count: 1 }, { count: 5 }, { count: 0 }, { count: 'two' }, { budget: 0 }, { budget: 'x' }, { frob: 1 }],
    extra: [{ input: [EMPTY9], options: { count: 3 } }, { input: [EMPTY9], options: { method: 'sat', count: 3 } },
      { input: [SUKAKU4, SUKAKU9], options: {} }, { input: [SUKAKU4, SUKAKU9], options: { method: 'sat', count: 2 } },
      { input: [SUKAKU4], options: { method: 'human' } }],
  },
  encode: { inputs: [EASY4, 'xyz'], options: [{ encoding: 'efficient' }, { encoding: 'extended' }, { encoding: 'x' }, { to: 'json' }] },
  check: {
    inputs: [`${WIKI} ${WIKI_SOLUTION}`, `${WIKI} ${WIKI_SOLUTION.replace('5', '6')}`, `${WIKI} 53467`, WIKI, 'xyz'],
    options: [{ solution: WIKI_SOLUTION }, { frob: 1 }],
    extra: [{ input: [WIKI], options: { solution: WIKI_SOLUTION } }],
  },
  convert: {
    inputs: [WIKI, EASY4, 'https://puzz.link/p?sudoku/9/9/15i96l17i7g65i42k1g5368h2i7g2p3h5g48g2g9k3h7i6', 'xyz'],
    options: [{ to: 'line' }, { to: 'grid' }, { to: 'url' }, { to: 'json' }, { to: 'sudokupad' }, { to: 'candidates' },
      { to: 'pdf' }, { seed: 1 }],
    // puzz.link opens a 12×12 with 3×3 boxes: the URL comes with a warning.
    extra: [{ input: ['.'.repeat(144)], options: { to: 'url' } }, { input: [SUKAKU4, SUKAKU9], options: { to: 'json' } },
      { input: [SUKAKU4], options: { to: 'line' } }, { input: [SUKAKU9], options: { to: 'candidates' } }],
  },
  patterns: { set: [WIKI, P17, EASY4], options: [{ format: 'svg' }, { format: 'csv' }, { format: 'x' }, { to: 1 }] },
  generate: {
    none: true,
    options: [{ seed: 7 }, { seed: 7, count: 2 }, { size: 6, seed: 3, symmetry: 'mirror' }, { size: 4, seed: 1, symmetry: 'none' },
      { difficulty: 'easy', seed: 2 }, { difficulty: 2, seed: 2 }, { difficulty: 9 }, { size: 10 }, { symmetry: 'x' },
      { count: 0 }, { seed: -1 }, { size: 4, difficulty: 5, attempts: 3, seed: 1 }, { attempts: 0 }, { frob: 1 },
      // Limit stops (issue 38): the puzzles made before, marked stopped; none at all, still an answer.
      { count: 3, seed: 1, 'work-limit': 200000 }, { seed: 1, 'work-limit': 1 }, { seed: 1, 'max-memory': 1 }, { 'work-limit': -1 },
      { technique: 'x-wing', seed: 3 }, { technique: 'x-chain', seed: 3 }, { technique: 'naked-pair', difficulty: 1 },
      { technique: 'xwing' }, { technique: 'finned-x-wing', ladder: 'se' }, { technique: 'x-wing', size: 16 }],
  },
  techniques: { none: true, options: [{}, { frob: 1 }] },
  explain: {
    inputs: [EASY4, WIKI, NONE, 'xyz'],
    options: [{ steps: 3 }, { steps: 0 }, { 'max-rating': 1.5 }, { 'max-rating': 'x' }, { 'last-resort': 'no' },
      { 'last-resort': 'maybe' }, { ladder: 'hodoku' }, { ladder: 'x' }, { frob: 1 }],
    extra: [{ input: [P17], options: { 'work-limit': 100000 } }, { input: [SUKAKU4], options: {} }, { input: [SUKAKU9], options: { steps: 3 } }],
  },
  rate: {
    inputs: [WIKI, EASY4, 'xyz'],
    options: [{ runs: 3, seed: 2 }, { runs: 0 }, { seed: 'x' }, { runs: 3, hodoku: 'yes' }, { hodoku: 'x' }, { frob: 1 }],
    extra: [{ input: [P17], options: { 'work-limit': 100000 } }, { input: [SUKAKU4, SUKAKU9], options: { runs: 3, seed: 2, hodoku: 'yes' } }],
  },
  conflicts: {
    inputs: [WIKI, 'xyz'],
    options: [{ solution: `55${'.'.repeat(79)}` }, { solution: WIKI_SOLUTION }, { solution: 'x' }, { frob: 1 }],
  },
  render: {
    inputs: [EASY4, 'xyz'],
    options: [{ solution: 'yes', theme: 'print' }, { size: 10 }, { theme: 'x' }, { grid: 'x' }, { solution: 'yes', grid: EASY4 }, { frob: 1 }],
  },
  candidates: {
    inputs: [EASY4, `1${EMPTY4.slice(1)}`, NONE, 'xyz'],
    options: [{ count: 1 }, { count: 3 }, { count: 0 }, { budget: 0 }, { frob: 1 }],
  },
  analyze: {
    inputs: [WIKI, EASY4, EMPTY4, NONE, 'xyz'],
    options: [{ count: 5 }, { count: 1 }, { budget: 0 }, { frob: 1 }],
    extra: [{ input: [EMPTY4], options: { count: 7 } }],
  },
};

const tectonic = {
  solve: {
    inputs: [SUGURU, SUGURU_CUT, 'xyz'],
    options: [{ method: 'sat' }, { method: 'rules' }, { method: 'rules+2sat' }, { method: 'x' }, { 'disable-rule': '3,4' },
      { 'disable-rule': '9' }, { count: 5 }, { count: 0 }, { encoding: 'no-alo' }, { encoding: 'x' }, { budget: 0 }, { frob: 1 }],
  },
  check: { inputs: [SUGURU, 'xyz'], options: [{ solution: '1' }, { frob: 1 }] },
  encode: { inputs: [SUGURU, 'xyz'], options: [{ encoding: 'no-alo' }, { encoding: 'x' }, { frob: 1 }] },
  convert: { inputs: [SUGURU, 'xyz'], options: [{ to: 'text' }, { to: 'json' }, { to: 'janko' }, { to: 'abcqwq' }, { to: 'x' }] },
  explain: { inputs: [SUGURU, 'xyz'], options: [{ method: 'rules' }, { method: 'sat' }, { 'disable-rule': '3' }, { frob: 1 }] },
  rate: { inputs: [SUGURU, 'xyz'], options: [{ frob: 1 }] },
  generate: {
    none: true,
    options: [{ seed: 1 }, { size: '5x4', seed: 2, count: 2 }, { size: '6x6', difficulty: 2, seed: 3 }, { 'max-region': 4, seed: 1, size: '5x5' },
      { size: 'x' }, { difficulty: 9 }, { 'max-region': 0 }, { count: 0 }, { frob: 1 }, { seed: 1, count: 2, 'work-limit': 1 }],
  },
  ablation: { set: [SUGURU], options: [{ by: 'size' }, { by: 'none' }, { by: 'x' }, { frob: 1 }] },
  conflicts: { inputs: [SUGURU], options: [{ solution: `11${'.'.repeat(23)}` }, { solution: 'x' }] },
  render: { inputs: [SUGURU, 'xyz'], options: [{ solution: 'yes', theme: 'print' }, { size: 10 }, { theme: 'x' }, { grid: 'x' }, { frob: 1 }] },
  candidates: { inputs: [SUGURU, SUGURU_OPEN, SUGURU_NONE, 'xyz'], options: [{ count: 2 }, { budget: 0 }, { frob: 1 }] },
  analyze: { inputs: [SUGURU, SUGURU_OPEN, SUGURU_NONE, 'xyz'], options: [{ count: 3 }, { frob: 1 }] },
};

const hashi = {
  solve: {
    inputs: [HASHI, HASHI_URL, HASHI_CUT, 'xyz'],
    options: [{ method: 'rules' }, { method: 'better' }, { method: 'x' }, { connectivity: 'tree' }, { connectivity: 'x' },
      { count: 5 }, { count: 0 }, { budget: 0 }, { trace: 'yes' }, { stage: 'easy' }, { stage: 'x' }, { frob: 1 }],
  },
  check: { inputs: [HASHI, 'xyz'], options: [{ solution: 'x' }, { frob: 1 }] },
  encode: { inputs: [HASHI, 'xyz'], options: [{ connectivity: 'cuts' }, { connectivity: 'x' }, { frob: 1 }] },
  convert: { inputs: [HASHI, HASHI_URL, 'xyz'], options: [{ to: 'text' }, { to: 'json' }, { to: 'janko' }, { to: 'has' }, { to: 'x' }] },
  explain: { inputs: [HASHI, HASHI_URL, 'xyz'], options: [{ stage: 'easy' }, { stage: 'medium' }, { stage: 'x' }, { frob: 1 }] },
  rate: { inputs: [HASHI, HASHI_URL, 'xyz'], options: [{ frob: 1 }] },
  generate: {
    none: true,
    options: [{ seed: 5 }, { size: '10x8', islands: 12, seed: 5 }, { size: '7x7', islands: 8, count: 2, seed: 5 },
      { difficulty: 'easy', seed: 1 }, { difficulty: 'tough' }, { size: '1x1' }, { islands: 1 }, { attempts: 0 }, { frob: 1 }],
  },
  conflicts: { inputs: [HASHI], options: [{ solution: '-1-1-1-1-/a-------a/-1-1-1-1-' }, { solution: 'x' }] },
  compare: { none: true, options: [{ count: 20, seed: 1 }, { count: 5, seed: 2, size: '7x7', islands: 8 }, { count: 0 }, { frob: 1 },
    { count: 100000, seed: 1, 'work-limit': 5000000 }] },
  render: { inputs: [HASHI, 'xyz'], options: [{ solution: 'yes', theme: 'print' }, { size: 10 }, { theme: 'x' }, { grid: 'x' }, { frob: 1 }] },
  candidates: { inputs: [HASHI, HASHI_OPEN, HASHI_NONE, 'xyz'], options: [{ count: 1 }, { budget: 0 }, { frob: 1 }] },
  analyze: { inputs: [HASHI_URL, HASHI_OPEN, HASHI_NONE, 'xyz'], options: [{ count: 4 }, { frob: 1 }] },
};

const variant = {
  solve: {
    inputs: [VARIANT, VARIANT_BAD, 'xyz'],
    options: [{ count: 1 }, { count: 5 }, { count: 0 }, { budget: 0 }, { sums: 'pb' }, { sums: 'x' }, { pb: 'adder', sums: 'pb' },
      { killer: 'pb' }, { killer: 'combinations' }, { killer: 'x' }, { sandwich: 'pb' }, { nurikabe: 'document' },
      { hiddenthermometer: 'document' }, { secretdirection: 'document' }, { fawltytowers: 'document' }, { frob: 1 }],
  },
  check: {
    inputs: [`${VARIANT} ${VARIANT_SOLUTION}`, `${VARIANT} 1243431221343421`, 'xyz'],
    options: [{ frob: 1 }],
    extra: [{ input: [VARIANT], options: { solution: VARIANT_SOLUTION } }],
  },
  encode: { inputs: [VARIANT, 'xyz'], options: [{ sums: 'pb' }, { killer: 'x' }, { frob: 1 }] },
  convert: { inputs: [VARIANT, SUDOKUPAD_SHORT, 'xyz'], options: [{ to: 'json' }, { to: 'fpuzzles' }, { to: 'sudokupad' }, { to: 'x' }] },
  generate: {
    none: true,
    options: [{ rule: 'killer', size: 6, seed: 4 }, { rule: 'thermo', size: 6, seed: 2 }, { rule: 'x' }, { size: 10 },
      { count: 0 }, { difficulty: 9 }, { frob: 1 }, { seed: 1, count: 3, 'work-limit': 1 }, { seed: 1, 'max-memory': 2 }],
  },
  explain: { inputs: [VARIANT, 'xyz'], options: [{ steps: 2 }, { steps: 0 }, { 'last-resort': 'no' }, { 'last-resort': 'x' }, { frob: 1 }] },
  rate: { inputs: [VARIANT, 'xyz'], options: [{ frob: 1 }] },
  conflicts: { inputs: [VARIANT], options: [{ solution: `12${'.'.repeat(14)}` }, { solution: '1' }] },
  render: { inputs: [VARIANT, 'xyz'], options: [{ solution: 'yes', theme: 'print' }, { size: 10 }, { theme: 'x' }, { grid: 'x' }, { frob: 1 }] },
  candidates: { inputs: [VARIANT, JIGSAW_OPEN, VARIANT_NONE, 'xyz'], options: [{ count: 2 }, { budget: 0 }, { frob: 1 }] },
  analyze: { inputs: [VARIANT, JIGSAW_OPEN, VARIANT_NONE, 'xyz'], options: [{ count: 3 }, { frob: 1 }] },
};

const byGenre = { sudoku, tectonic, hashi, variant };

// Flattens the tables into cases {name, genre, verb, input: lines | null (no input) , whole: bool, options}.
function build() {
  const cases = [];
  for (const [genre, verbs] of Object.entries(byGenre)) {
    for (const [verb, spec] of Object.entries(verbs)) {
      const add = (input, options, set = false) => cases.push({
        name: `${genre} ${verb} ${JSON.stringify(options)}${input && !set ? ` × ${input.length}` : ''}`,
        genre, verb, input, set, options,
      });
      if (spec.none) {
        for (const o of spec.options) add(null, o);
      } else if (spec.set) {
        add(spec.set, {}, true);
        for (const o of spec.options) add(spec.set, o, true);
      } else {
        add(spec.inputs, {});
        for (const o of spec.options) add(spec.inputs.slice(0, 1), o);
      }
      for (const x of spec.extra || []) add(x.input, x.options);
    }
  }
  // The wrong genre or verb, and unknown genres, through both front ends.
  cases.push({ name: 'unknown verb', genre: 'sudoku', verb: 'levitate', input: [WIKI], set: false, options: {} });
  cases.push({ name: 'unknown genre', genre: 'kakuro', verb: 'solve', input: [WIKI], set: false, options: {} });
  cases.push({ name: 'alias suguru', genre: 'suguru', verb: 'solve', input: [SUGURU], set: false, options: {} });
  cases.push({ name: 'alias bridges', genre: 'bridges', verb: 'rate', input: [HASHI], set: false, options: {} });
  return cases;
}

export const cases = build();

// CLI-only cases: argument lists and standard input, for what only the command line has (genre from
// the input, leading genre word, help, --whole).
export const cliCases = [
  { name: 'help', args: ['help'] },
  { name: 'help of one verb: its options, then the common ones', args: ['help', 'rate', '--genre', 'hashi'] },
  { name: 'time limit out of range', args: ['solve', '--time-limit', '100000'], stdin: `${WIKI}\n` },
  { name: 'a time limit that does not stop an easy puzzle', args: ['solve', '--time-limit', '5'], stdin: `${WIKI}\n` },
  { name: 'no command', args: [] },
  { name: 'version', args: ['--version'] },
  { name: 'genre from a puzz.link line', args: ['solve'], stdin: `${WIKI}\n${SUGURU}\n${HASHI_URL}\n` },
  { name: 'genre from a line with a tectonic option', args: ['solve', '--disable-rule', '3'], stdin: `${SUGURU}\n` },
  { name: 'bad option before input', args: ['solve', '--count', 'zero'], stdin: `${WIKI}\n` },
  { name: 'bad option, no input', args: ['solve', '--count', 'zero'], stdin: '' },
  { name: 'leading genre word', args: ['tectonic', 'rate'], stdin: `${SUGURU}\n` },
  { name: 'whole grid', args: ['solve', '--whole'], stdin: `${WIKI.match(/.{9}/g).join('\n')}\n` },
  { name: 'comments and blank lines', args: ['solve'], stdin: `# c\n\n${WIKI}\nxyz\n` },
  { name: 'option needs a value', args: ['solve', '--count'] },
  { name: 'unknown dash option', args: ['solve', '-x'] },
  { name: 'generate reads no input', args: ['generate', 'somefile'] },
  { name: 'render png as JSON needs --output', args: ['render', '--format', 'png', '--json'], stdin: `${EASY4}\n` },
  { name: 'help booklet', args: ['help', 'booklet'] },
  { name: 'help of the setter\'s analyze', args: ['help', 'analyze', '--genre', 'hashi'] },
  { name: 'booklet bad per-page', args: ['booklet', '--per-page', '3'] },
  { name: 'unknown command', args: ['bogus'] },
  { name: 'tectonic unknown method', args: ['solve', '--genre', 'tectonic', '--method', 'bogus'], stdin: `${SUGURU}\n` },
  { name: 'sudoku unknown method', args: ['solve', '--method', 'bogus'], stdin: `${WIKI}\n` },
];
