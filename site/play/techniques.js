// techniques.js — the engine's technique identifiers (trace steps' `technique`) as names a player reads.
// Unknown identifiers fall back to "Some-name" → "Some name", so a new engine technique still reads well.
const NAMES = {
  'full-house': 'Full house', 'naked-single': 'Naked single', 'hidden-single': 'Hidden single',
  'locked-candidates': 'Locked candidates', 'pointing': 'Pointing', 'claiming': 'Claiming',
  'naked-pair': 'Naked pair', 'naked-triple': 'Naked triple', 'naked-quad': 'Naked quad',
  'hidden-pair': 'Hidden pair', 'hidden-triple': 'Hidden triple', 'hidden-quad': 'Hidden quad',
  'x-wing': 'X-Wing', 'swordfish': 'Swordfish', 'jellyfish': 'Jellyfish', 'xy-wing': 'XY-Wing',
  'xyz-wing': 'XYZ-Wing', 'x-chain': 'X-Chain', 'xy-chain': 'XY-Chain', 'simple-colouring': 'Simple colouring',
  'direct-pointing': 'Direct pointing', 'direct-claiming': 'Direct claiming',
  'direct-hidden-pair': 'Direct hidden pair', 'direct-hidden-triple': 'Direct hidden triple',
  'unique-rectangle-1': 'Unique rectangle', 'unique-rectangle-2': 'Unique rectangle',
  'unique-rectangle-3': 'Unique rectangle', 'unique-rectangle-4': 'Unique rectangle',
  'unique-loop-1': 'Unique loop', 'unique-loop-2': 'Unique loop', 'unique-loop-3': 'Unique loop',
  'unique-loop-4': 'Unique loop', 'bug-plus-one': 'BUG+1', 'bug-type-2': 'BUG type 2', 'bug-type-3': 'BUG type 3', 'bug-type-4': 'BUG type 4', 'aligned-pair-exclusion': 'Aligned pair exclusion',
  'aligned-triple-exclusion': 'Aligned triple exclusion',
  'forcing-x-chain': 'Forcing X-chain', 'forcing-chain': 'Forcing chain',
  'bidirectional-x-cycle': 'Bidirectional X-cycle', 'bidirectional-y-cycle': 'Bidirectional Y-cycle',
  'bidirectional-cycle': 'Bidirectional cycle',
  'nishio': 'Nishio', 'cell-forcing-chains': 'Cell forcing chains', 'region-forcing-chains': 'Region forcing chains',
  // HoDoKu's techniques (the HoDoKu ladder, docs/human-solver.md).
  'finned-x-wing': 'Finned X-Wing', 'sashimi-x-wing': 'Sashimi X-Wing', 'finned-swordfish': 'Finned Swordfish',
  'sashimi-swordfish': 'Sashimi Swordfish', 'finned-jellyfish': 'Finned Jellyfish',
  'sashimi-jellyfish': 'Sashimi Jellyfish', 'als-xz': 'ALS-XZ (almost locked sets)',
  'als-xy-wing': 'ALS-XY-Wing (almost locked sets)',
  // HoDoKu's own techniques (its solver, the HoDoKu ladder on 9×9).
  'locked-pair': 'Locked pair', 'locked-triple': 'Locked triple', 'remote-pair': 'Remote pair',
  'two-string-kite': '2-String Kite', 'turbot-fish': 'Turbot Fish', 'empty-rectangle': 'Empty Rectangle',
  'w-wing': 'W-Wing', 'unique-rectangle-5': 'Unique rectangle', 'unique-rectangle-6': 'Unique rectangle',
  'hidden-rectangle': 'Hidden rectangle', 'avoidable-rectangle-1': 'Avoidable rectangle',
  'avoidable-rectangle-2': 'Avoidable rectangle', 'sue-de-coq': 'Sue de Coq', 'multi-colouring': 'Multi colouring',
  'discontinuous-nice-loop': 'Nice loop', 'continuous-nice-loop': 'Continuous nice loop', 'aic': 'AIC (alternating inference chain)',
  'grouped-discontinuous-nice-loop': 'Grouped nice loop', 'grouped-continuous-nice-loop': 'Grouped continuous nice loop',
  'grouped-aic': 'Grouped AIC', 'als-xy-chain': 'ALS chain (almost locked sets)',
  'franken-x-wing': 'Franken X-Wing', 'franken-swordfish': 'Franken Swordfish',
  'finned-franken-x-wing': 'Finned Franken X-Wing', 'finned-franken-swordfish': 'Finned Franken Swordfish',
  'mutant-x-wing': 'Mutant X-Wing', 'mutant-swordfish': 'Mutant Swordfish',
  'finned-mutant-x-wing': 'Finned Mutant X-Wing', 'finned-mutant-swordfish': 'Finned Mutant Swordfish',
  'forcing-chain-contradiction': 'Forcing chain', 'forcing-chain-verity': 'Forcing chain',
  'forcing-net-contradiction': 'Forcing net', 'forcing-net-verity': 'Forcing net',
  'trial-and-error': 'Trial and error (a guess)', 'last-resort': 'Last resort (a guess)',
  // Tectonic: document 000's rules (docs/tectonic.md).
  'rule-1': 'Rule 1 — a region of k cells holds 1…k',
  'rule-2': 'Rule 2 — a placed number leaves its neighbours and region',
  'rule-3': 'Rule 3 — the only place for a number in its region',
  'rule-4': 'Rule 4 — a cell touching every place of a region’s number',
  'rule-5': 'Rule 5 — a touching pair with the same two candidates',
  'rule-6': 'Rule 6 — a cell touching all of a region but one cell',
  '2-sat': '2-SAT — following chains of two-way choices', 'two-sat': '2-SAT — following chains of two-way choices',
  // Hashi (docs/hashi-rules.md).
  'easy-max': 'All bridges needed (clue = most it can take)',
  'easy-max-minus-one': 'One bridge to every neighbour (clue = most it can take − 1)',
  'capacity': 'Capacity — no more bridges than are left', 'lower-bound': 'Lower bound — the others cannot take enough',
  'no-two-ones': 'Two 1s are never joined', 'no-double-between-twos': 'Two 2s are never doubly joined',
  'isolation': 'Isolation — a group must not close itself off', 'only-way-out': 'Only way out',
  'lookahead': 'Look-ahead — one assumption leads to a contradiction',
  'contradiction-chain': 'Contradiction chain', 'contradiction': 'Contradiction',
  // Variant rules (docs/variants.md).
  'killercage': 'Killer cage combinations', 'killer-innies-outies': 'Innies and outies',
  'thermometer': 'Thermometer', 'slowthermometer': 'Slow thermometer', 'arrow': 'Arrow sums',
  'littlekillersum': 'Little killer sums', 'difference': 'White kropki dot', 'ratio': 'Black kropki dot',
  'xv': 'XV', 'sandwichsum': 'Sandwich sums', 'xsum': 'X-sums', 'skyscraper': 'Skyscrapers',
};

// Sudoku Explainer's dynamic forcing chains, with the nesting level the engine appends as -plusN.
const DYNAMIC = {
  'dynamic-contradiction-chains': 'Dynamic contradiction forcing chains',
  'dynamic-double-chains': 'Dynamic double forcing chains',
  'dynamic-cell-forcing-chains': 'Dynamic cell forcing chains',
  'dynamic-region-forcing-chains': 'Dynamic region forcing chains',
};
const PLUS = ['', ' (+)', ' (+ forcing chains)', ' (+ multiple forcing chains)', ' (+ dynamic forcing chains)'];

export function techniqueName(id) {
  if (!id) return 'A step';
  if (NAMES[id]) return NAMES[id];
  const dynamic = /^(dynamic-[a-z-]+?)(?:-plus(\d))?$/.exec(String(id));
  if (dynamic && DYNAMIC[dynamic[1]]) return DYNAMIC[dynamic[1]] + (PLUS[Number(dynamic[2] || 0)] || '');
  const s = String(id).replace(/[-_]+/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}
