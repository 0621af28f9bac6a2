// variant.h — variant Sudoku (document 003): a grid of any size with regions, givens, and a list of rules
// combined by union; each rule is a small class that encodes itself to CNF and verifies a filled grid.
//
// The base rules are document 003's table 4.1: a value in every cell (S-i), at most once per row (S-ii),
// column (S-iii) and region (S-iv+v, every pair of a region's cells — boxes or the irregular regions of
// f-puzzles), givens as unit clauses (S-vi). Rules add clauses through VariantEncoder, whose helpers
// (distinct groups, the support encoding of a binary relation, pseudo-Boolean sums of cell values) are
// the one mechanism every rule shares. A combination that contradicts itself is simply unsatisfiable.
// Rules: variant_rules.h; f-puzzles import/export: variant_fpuzzles.h; docs/variants.md.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gridlogic/cnf.h"
#include "gridlogic/constraint_parts.h"
#include "gridlogic/json_value.h"
#include "gridlogic/progress.h"
#include "gridlogic/pseudo_boolean.h"
#include "gridlogic/result.h"
#include "gridlogic/trace.h"

namespace gridlogic {

inline constexpr int kVariantMaxSide = 16;

// The frame: side n, and per cell (row-major) its region 0..n-1 (n regions of n cells each).
struct VariantGrid {
  int n = 9;
  std::vector<int> region;

  int cells() const { return n * n; }
  int row(int cell) const { return cell / n; }
  int col(int cell) const { return cell % n; }
  // "r3c5" (1-based), as every message names a cell.
  std::string name(int cell) const;
};

// f-puzzles' default boxes of a side, as region numbers per cell: as tall as the largest divisor of n
// not above √n (4: 2×2, 6: 2×3, 8: 2×4, 9: 3×3, 12: 3×4, 16: 4×4); for a prime side each row is a
// region (so such puzzles give their regions). nullopt outside 1..kVariantMaxSide.
std::optional<std::vector<int>> default_variant_regions(int n);

// Checks that regions form n groups of n cells each; the error names the first region that does not.
std::optional<std::string> check_variant_regions(const VariantGrid& g);

// How rules with a choice of encoding are encoded (document 003 §4.1, §4.4, §5.1–5.2).
enum class KillerEncoding {
  Sum,             // distinct values, and the sum as every other sum is encoded (options.sums)
  Pb,              // Σ v·s = sum as a PB constraint (options.pb), plus distinct values (K-iv)
  PbCombinations,  // the same, with only the values that some combination of the sum can use
  Combinations,    // no PB: a variable per combination (K-i … K-iv)
};
std::string_view killer_encoding_name(KillerEncoding e);  // "sum", "pb", "pb+combinations", "combinations"
std::optional<KillerEncoding> parse_killer_encoding(std::string_view name);

// How sums of cell values are encoded: a decision diagram layered by cell (each layer a cell, each
// node a partial sum, edge variables for the values: unit propagation keeps every cell's values
// consistent with the sum), or document 003's PB constraint over all value literals at once.
enum class SumEncoding { Layered, Pb };
std::string_view sum_encoding_name(SumEncoding e);  // "layered", "pb"
std::optional<SumEncoding> parse_sum_encoding(std::string_view name);

// How sandwich sums are encoded: our crusts (a running "a crust so far" / "both crusts so far" over
// the line and one layered sum of what lies inside), or document 003 §4.7's three, for the comparison:
// a position variable S(x, l) per place of the 1 and the n with l cells between, exactly one true, and
// per position a PB constraint guarded by ¬S — over every length (SW-i, SW-ii, SW-vii, SW-x, SW-xi),
// over the lengths the sum allows (SW-iii…SW-vi, SW-viii, SW-x, SW-xi), or over the lengths and only the
// values some combination of that length uses (SW-iii…SW-vi, SW-ix…SW-xii). The document's three need a
// clue line that is a whole row or column (one 1 and one n); other lines keep the crusts.
enum class SandwichEncoding { Crusts, Pb, PbLengths, Combinations };
std::string_view sandwich_encoding_name(SandwichEncoding e);  // "crusts", "pb", "pb+lengths", "combinations"
std::optional<SandwichEncoding> parse_sandwich_encoding(std::string_view name);

struct VariantEncodingOptions {
  SumEncoding sums = SumEncoding::Layered;
  PbMethod pb = PbMethod::Bdd;  // the PB constraints: BDD or adder network
  KillerEncoding killer = KillerEncoding::Sum;
  SandwichEncoding sandwich = SandwichEncoding::Crusts;
  bool cell_at_most_one = true;    // add "at most one value per cell" (the minimal encoding omits it)
  bool house_at_least_one = true;  // add "every value somewhere in each row, column, region" (redundant)
  // Layered sums over cells see each cell alone, so "repeats allowed" as far as the sum knows; but the
  // cells of one row, column or region in a sum are distinct. With this (layered sums only), such a part
  // gets its own total (one variable per possible total) tied to its cells and to the values its
  // combinations need or exclude, and the sum is taken over the parts' totals; a killer cage's sum gets
  // the same combination clauses. Redundant (the same solutions), and much stronger propagation on
  // diagonals and arrows that cross boxes (docs/variants.md).
  bool distinct_sums = true;
  // Nurikabe Sudoku as document 003 encodes it (islands, constellations, walks and floods up front,
  // NK-i…NK-xxvi; millions of clauses) instead of the lazily cut connectivity — for the comparison.
  bool nurikabe_document = false;
  // Document 003's own encodings of its rules, for the comparison (docs/variants.md): a variable per
  // thermometer, depth and cell (TH-i…TH-vii) instead of one per placement; the path numbered by depth
  // (SD-i…SD-xi) instead of on-path cells with support; FT-iii/FT-iv's one-way implications instead of
  // exact inc/sum — which admits grids verify rejects (solve_variant blocks them, VariantSolveResult::rejected).
  bool hidden_thermometer_document = false;
  bool secret_direction_document = false;
  bool fawlty_towers_document = false;
};

// What rules encode with: the cell-value variables s[cell][v-1] and the shared building blocks.
class VariantEncoder {
 public:
  VariantEncoder(Cnf& cnf, const VariantGrid& grid, const VariantEncodingOptions& options);

  Cnf& cnf() { return cnf_; }
  const VariantGrid& grid() const { return grid_; }
  const VariantEncodingOptions& options() const { return options_; }
  int n() const { return grid_.n; }
  const VarRange& values() const { return s_; }
  // "cell holds v", v = 1..n.
  Lit is(int cell, int v) const { return Lit::pos(s_.at({cell, v - 1})); }

  // No value twice among the cells: ¬a_v ∨ ¬b_v for every pair and value.
  void distinct(std::span<const int> cells);
  // Only value pairs with allowed(va, vb) on cells a and b: the support encoding (document 003 AH-i,
  // AH-ii): for each va, ¬a_va ∨ ⋁{b_vb : allowed(va, vb)}, and the same from b's side.
  void relation(int a, int b, const std::function<bool(int, int)>& allowed);
  // "different" is common enough for its own, smaller form: ¬a_v ∨ ¬b_v for every v.
  void different(int a, int b);
  // Groups of weighted literals of which at most one is true (exactly one when the group is a cell's
  // values); a group with none true adds 0.
  struct Choice {
    Lit lit;
    int64_t weight;
  };
  struct Group {
    std::vector<Choice> choices;
    bool exactly_one = false;  // one choice is always true (a cell's values): no "none" branch
  };
  // Σ factor·value(cell) compare bound (value v weighs factor·v), plus the `extra` groups (an integer()
  // that stands for a total the rule shares between sums, say). A cell may appear in several terms.
  // Encoded as group_sum below; with options.distinct_sums the cells of one house first get a total
  // of their own.
  struct Term {
    int cell;
    int64_t factor;
  };
  void sum(std::span<const Term> terms, PbCompare compare, int64_t bound, std::span<const Group> extra = {});
  // Cells the caller keeps distinct (a killer cage) summing to `total`: the sum, and with
  // options.distinct_sums what the combinations of the total say (values none uses are out, values all
  // use are somewhere among the cells).
  void distinct_sum(std::span<const int> cells, int64_t total);
  // The general form: Σ over groups compare bound, as a layered decision diagram over the groups
  // (options.sums) or as one PB constraint over all literals.
  void group_sum(std::span<const Group> groups, PbCompare compare, int64_t bound);
  // A fresh integer with the given possible values (distinct), one-hot: exactly one of the returned
  // literals is true, each weighted by its value (a group for group_sum).
  Group integer(std::span<const int64_t> values);
  // A PB constraint over any literals, by options.pb (document 003's BDD or adder network).
  void pb(std::span<const Lit> lits, std::span<const int64_t> weights, PbCompare compare, int64_t bound);
  // condition → whatever `encode` adds: each clause it adds gets ¬condition (document 003's guarded
  // PB constraints, SW-vii…SW-ix; FT-iii, FT-iv). Auxiliary definitions are guarded too, as there.
  void when(Lit condition, const std::function<void()>& encode);
  // lit ↔ (a ∧ b), defining a fresh variable for it.
  Lit conjunction(Lit a, Lit b);
  // lit ↔ (a ↔ b).
  Lit equivalence(Lit a, Lit b);

  // Rules whose constraint is too large to encode up front (connectivity) check each model instead:
  // given the model's values, a check appends clauses that the model breaks and every solution keeps
  // (cuts); the solve adds them and searches again. A model no check cuts is a solution.
  using Model = std::function<bool(Var)>;
  using LazyCheck = std::function<void(const Model& value, std::vector<std::vector<Lit>>& cuts)>;
  // Inside a named part (set_parts) the check's cuts hold only under the part's guard, as its clauses do.
  void add_lazy_check(LazyCheck check);
  const std::vector<LazyCheck>& lazy_checks() const { return lazy_; }
  // A per-cell mark that is part of the solution (Nurikabe's ocean): one variable per cell.
  void set_marks(std::vector<Var> per_cell) { marks_ = std::move(per_cell); }
  const std::vector<Var>& marks() const { return marks_; }
  // The solve branches on cell values and marks only, leaving every auxiliary variable to propagation;
  // a rule whose auxiliary variables are real choices (an island's number) asks for branching on all.
  void require_branching_on_all() { branch_on_all_ = true; }
  bool branching_on_all() const { return branch_on_all_; }
  // A rule whose chosen encoding is known to admit grids its verify rejects (document 003's Fawlty
  // Towers) says so: the solve then blocks such a model and searches on, instead of calling it an
  // internal error. Either way no such grid is returned as a solution.
  void admit_unverified() { admits_unverified_ = true; }
  bool admits_unverified() const { return admits_unverified_; }
  // lit ↔ ⋁ lits, defining a fresh variable for it.
  Lit disjunction(std::span<const Lit> lits);
  // Names the pieces encode_variant writes (rows, columns, regions, givens, each rule) as guarded parts
  // (constraint_parts.h), for naming a contradiction; null (the default): plain clauses.
  void set_parts(ConstraintParts* parts) { parts_ = parts; }
  ConstraintParts* parts() const { return parts_; }

 private:
  Cnf& cnf_;
  const VariantGrid& grid_;
  VariantEncodingOptions options_;
  VarRange s_;
  // The sum with each term a cell's values (no distinct parts).
  void plain_sum(std::span<const Term> terms, PbCompare compare, int64_t bound, std::span<const Group> extra);
  Group cell_group(int cell, int64_t factor) const;
  // when → the cells' distinct values are a combination with these values (some: the values some
  // combination uses, all: those every one uses).
  void combination_clauses(Lit when, std::span<const int> cells, uint32_t some, uint32_t all);
  std::vector<LazyCheck> lazy_;
  std::vector<Var> marks_;
  bool branch_on_all_ = false;
  bool admits_unverified_ = false;
  ConstraintParts* parts_ = nullptr;
};

// One rule of a variant puzzle.
class VariantRule {
 public:
  virtual ~VariantRule() = default;
  // The rule's f-puzzles name ("killercage", "thermometer", "antiknight", …): what the user calls it.
  virtual std::string_view kind() const = 0;
  // One line for messages and traces: "killer cage 15 on r1c1 r1c2 r2c1".
  virtual std::string describe(const VariantGrid& g) const = 0;
  virtual void encode(VariantEncoder& e) const = 0;
  // nullopt when the filled grid (values 1..n per cell, row-major) keeps the rule; else what is broken
  // and where ("killer cage 15 on r1c1 r1c2 r2c1 sums to 14").
  virtual std::optional<std::string> verify(const VariantGrid& g, std::span<const uint8_t> values) const = 0;
  // The same for rules whose solution marks cells besides the values (Nurikabe's ocean: marks[cell] = 1);
  // the others ignore the marks.
  virtual std::optional<std::string> verify_marked(const VariantGrid& g, std::span<const uint8_t> values,
                                                   std::span<const uint8_t> /*marks*/) const {
    return verify(g, values);
  }
  // True when the rule marks cells (its verify_marked needs the marks).
  virtual bool marks_cells() const { return false; }
  // A killer cage's cells and sum (for innies and outies, which reason about cages and houses
  // together); nullopt for every other rule and for cages without a sum.
  virtual std::optional<std::pair<std::vector<int>, int>> cage_sum() const { return std::nullopt; }
  // For explained solving (variant_human.h): removes the candidates (bit v−1 per cell) that no
  // completion of this rule alone supports, as one explained step whose technique is the rule's kind
  // ("killercage: …"); nullopt when it removes nothing or the rule has no such reasoning.
  virtual std::optional<TraceStep> narrow(const VariantGrid& /*g*/, std::span<const uint32_t> /*candidates*/) const {
    return std::nullopt;
  }
  // For the live check (live_conflicts.h) of a rule without narrow(): the placed cells at fault when the
  // placed values (0 = empty) already break the rule whatever the empty cells take; empty when they do
  // not, or when the values alone cannot tell.
  virtual std::vector<int> broken_by(const VariantGrid& /*g*/, std::span<const uint8_t> /*values*/) const { return {}; }
};

using VariantRulePtr = std::shared_ptr<const VariantRule>;

// A variant puzzle: frame, givens (0 = empty), rules, and the metadata f-puzzles carries.
struct VariantPuzzle {
  VariantGrid grid;
  std::vector<uint8_t> givens;
  std::vector<VariantRulePtr> rules;
  std::string title, author, ruleset;
  std::shared_ptr<const JsonValue> source;  // the f-puzzles object it was read from, for export
};

// The first broken rule of a filled grid: the base rules (rows, columns, regions, givens) first, then
// each rule in order; nullopt when the grid solves the puzzle.
// With `marks` (per cell, for rules that mark cells), those rules are checked against them.
std::optional<std::string> find_variant_violation(const VariantPuzzle& p, std::span<const uint8_t> values,
                                                  std::span<const uint8_t> marks = {});
// Whether some rule of the puzzle marks cells (its solutions then carry marks).
bool variant_has_marks(const VariantPuzzle& p);

// The whole formula: the base rules, the givens, every rule. Returns the value variables.
VarRange encode_variant(const VariantPuzzle& p, const VariantEncodingOptions& options, Cnf& cnf);
// The same, keeping the encoder (its lazy checks and marks) for a solve.
VarRange encode_variant(const VariantPuzzle& p, VariantEncoder& encoder);

// What solve_variant is asked.
struct VariantSolveOptions {
  VariantEncodingOptions encoding;
  int limit = 2;                 // 1: any solution; 2: prove uniqueness
  int64_t conflict_budget = -1;  // over the whole count
  // Branch on auxiliary variables too; by default the search branches on cell values only (every
  // auxiliary variable is a function of them, so models are the same).
  bool branch_on_all = false;
  // Hears the search's conflicts ("conflicts", done, the budget or -1) every few thousand; may be empty.
  ProgressSink progress;
};

// What solve_variant found.
struct VariantSolveResult {
  int count = 0;
  bool exhausted = false;
  bool budget_hit = false;
  std::vector<uint8_t> first;                 // the first solution, checked by find_variant_violation
  std::vector<uint8_t> first_marks;           // its marks (1 = marked), when a rule marks cells
  std::vector<uint8_t> second, second_marks;  // with count ≥ 2: another solution (a generator's hint)
  int cut_rounds = 0;                         // models a lazy check cut off
  int cuts = 0;                               // clauses those checks added
  int rejected = 0;                           // models that break a rule: blocked, never counted as solutions
  std::string error;  // internal: a model that breaks a rule, from an encoding meant to be exact
  int variables = 0, clauses = 0;
  double encode_ms = 0, solve_ms = 0;
  uint64_t decisions = 0, conflicts = 0, propagations = 0;
};

// Encodes, then counts solutions with MiniSat up to options.limit (blocking each on the values).
VariantSolveResult solve_variant(const VariantPuzzle& p, const VariantSolveOptions& options = {});

}  // namespace gridlogic
