// hashi_generator.cpp — document 001's generator (§5) and ours on top of it (hashi_generator.h).
#include "gridlogic/hashi_generator.h"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "gridlogic/deadline.h"
#include "gridlogic/hashi_sat.h"
#include "gridlogic/text.h"

namespace gridlogic {
namespace {

// A generator's bridge: two islands (indices into Drawing::islands), its count, its cells.
struct DrawnBridge {
  int a = 0, b = 0;
  int count = 0;
  bool horizontal = false;
  std::vector<int> cells;  // strictly between the islands
};

// The board while §5's generator draws: islands, bridges, and which bridge occupies each cell.
class Drawing {
 public:
  Drawing(int rows, int cols)
      : rows_(rows), cols_(cols), island_(rows * cols, -1), h_(rows * cols, -1), v_(rows * cols, -1) {}

  int islands() const { return static_cast<int>(cells_.size()); }
  int island_cell(int i) const { return cells_[i]; }

  int add_island(int cell) {
    island_[cell] = islands();
    cells_.push_back(cell);
    return islands() - 1;
  }

  // One try of step 2–3 from island `from`; true when it drew something.
  bool try_bridge(int from, SplitMix64& rng) {
    static constexpr std::array<std::array<int, 2>, 4> kDirs{{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}};
    const auto [dr, dc] = kDirs[rng.below(4)];
    const bool horizontal = dr == 0;
    const int count = 1 + static_cast<int>(rng.below(2));
    int r = cells_[from] / cols_, c = cells_[from] % cols_;
    std::vector<int> path;
    for (;;) {
      r += dr, c += dc;
      if (r < 0 || r >= rows_ || c < 0 || c >= cols_) return place_back(from, path, horizontal, count);
      const int cell = r * cols_ + c;
      if (island_[cell] >= 0) return join(from, island_[cell], path, horizontal, count);
      const int same = horizontal ? h_[cell] : v_[cell];
      if (same >= 0) {
        // A bridge along the same line starts at `from` itself: add to it if the pair allows.
        DrawnBridge& b = bridges_[same];
        if (b.count + count > 2) return false;
        b.count += count;
        return true;
      }
      const int crossing = horizontal ? v_[cell] : h_[cell];
      if (crossing >= 0) {
        // "If you encounter a crossing bridge, place the node on the bridge."
        const int island = split(crossing, cell);
        add_bridge(from, island, horizontal, count, path);
        return true;
      }
      path.push_back(cell);
      // "On every grid point decide whether to go on drawing the bridge or to stop": never right next
      // to the island the bridge starts from.
      if (path.size() >= 2 && rng.below(3) == 0) {
        path.pop_back();
        const int island = add_island(cell);
        add_bridge(from, island, horizontal, count, path);
        return true;
      }
    }
  }

  // The puzzle and its intended solution.
  Result<HashiDraft> finish() const {
    std::vector<int> clue(rows_ * cols_, -1);
    std::vector<int> sum(islands(), 0);
    for (const auto& b : bridges_) sum[b.a] += b.count, sum[b.b] += b.count;
    for (int i = 0; i < islands(); ++i) clue[cells_[i]] = sum[i];
    auto puzzle = make_hashi(rows_, cols_, clue);
    if (!puzzle) return puzzle.error();
    HashiDraft d{std::move(*puzzle), {}};
    d.intended.assign(d.puzzle.edge_count(), 0);
    for (const auto& b : bridges_) {
      const int e = d.puzzle.edge_between(d.puzzle.island_at[cells_[b.a]], d.puzzle.island_at[cells_[b.b]]);
      if (e < 0) return Error{"internal: a drawn bridge joins islands that do not see each other"};
      d.intended[e] = static_cast<uint8_t>(b.count);
    }
    if (auto broken = find_hashi_violation(d.puzzle, d.intended)) return Error{"internal: drawn solution: " + *broken};
    return d;
  }

 private:
  // The walk left the board: "place the node one step back, if possible".
  bool place_back(int from, std::vector<int>& path, bool horizontal, int count) {
    if (path.size() < 2) return false;
    const int cell = path.back();
    path.pop_back();
    const int island = add_island(cell);
    add_bridge(from, island, horizontal, count, path);
    return true;
  }

  bool join(int from, int to, const std::vector<int>& path, bool horizontal, int count) {
    for (auto& b : bridges_)
      if ((b.a == from && b.b == to) || (b.a == to && b.b == from)) {
        if (b.count + count > 2) return false;
        b.count += count;
        return true;
      }
    add_bridge(from, to, horizontal, count, path);
    return true;
  }

  void add_bridge(int a, int b, bool horizontal, int count, const std::vector<int>& cells) {
    const int id = static_cast<int>(bridges_.size());
    bridges_.push_back({a, b, count, horizontal, cells});
    for (int cell : cells) (horizontal ? h_ : v_)[cell] = id;
  }

  // Puts a new island on `cell` of bridge `id`, which becomes two bridges of the same count.
  int split(int id, int cell) {
    const int island = add_island(cell);
    DrawnBridge old = bridges_[id];
    for (int c : old.cells) (old.horizontal ? h_ : v_)[c] = -1;
    // The part between island a and the new island keeps the id; the rest becomes a new bridge.
    std::vector<int> first, second;
    for (int c : old.cells) {
      if (c == cell) continue;
      const bool near_a =
          old.horizontal ? std::abs(c % cols_ - cells_[old.a] % cols_) < std::abs(cell % cols_ - cells_[old.a] % cols_)
                         : std::abs(c / cols_ - cells_[old.a] / cols_) < std::abs(cell / cols_ - cells_[old.a] / cols_);
      (near_a ? first : second).push_back(c);
    }
    bridges_[id] = {old.a, island, old.count, old.horizontal, first};
    for (int c : first) (old.horizontal ? h_ : v_)[c] = id;
    add_bridge(island, old.b, old.horizontal, old.count, second);
    return island;
  }

  int rows_, cols_;
  std::vector<int> island_;  // per cell: island or -1
  std::vector<int> h_, v_;   // per cell: the horizontal / vertical bridge over it, or -1
  std::vector<int> cells_;   // per island: its cell
  std::vector<DrawnBridge> bridges_;
};

}  // namespace

Result<HashiDraft> generate_hashi_document(int rows, int cols, int islands, SplitMix64& rng) {
  if (rows < 1 || cols < 1 || rows > kHashiMaxSide || cols > kHashiMaxSide)
    return Error{"a Hashi has 1 to " + std::to_string(kHashiMaxSide) + " rows and columns"};
  if (islands < 2 || islands > rows * cols / 2 + 1)
    return Error{"--islands takes 2 to " + std::to_string(rows * cols / 2 + 1) + " for a " + std::to_string(cols) +
                 "×" + std::to_string(rows) + " grid, not " + std::to_string(islands)};
  Drawing d(rows, cols);
  d.add_island(static_cast<int>(rng.below(static_cast<uint64_t>(rows) * cols)));
  // "The generator will try 10,000 times to put another bridge from a node."
  for (int failures = 0; d.islands() < islands && failures < 10000;) {
    if (!d.try_bridge(static_cast<int>(rng.below(d.islands())), rng)) ++failures;
  }
  if (d.islands() < 2) return Error{"the generator could not draw a single bridge on this grid"};
  return d.finish();
}

namespace {

// Conflicts one uniqueness check may use; a draft that needs more is dropped (it never happened in
// the measurements of docs/hashi.md, up to 40×40 with 200 islands).
constexpr int64_t kSatBudget = 2'000'000;

// A place for a repair island: a cell of drawn bridge `edge` (an edge of the draft's puzzle).
struct RepairSite {
  int edge = 0;
  int cell = 0;
};

// Whether an island on `cell` of `edge` leaves water on both sides (no island next to an island).
bool roomy(const HashiEdge& e, int cell) { return cell != e.cells.front() && cell != e.cells.back(); }

// Where to put an island so that the second solution loses what it differs in: on a differing edge
// that carries drawn bridges, or on a drawn bridge that crosses a differing edge (which cuts that edge
// in two). Roomy sites first; when there is none, any such site; when there is none of those either,
// any cell of a drawn bridge at an island where the solutions differ.
// `open` marks the edges in question: where two solutions differ, or (rules-driven repair) where the
// rules left a range.
std::vector<RepairSite> repair_sites(const HashiDraft& d, const std::vector<bool>& open) {
  const HashiPuzzle& p = d.puzzle;
  std::vector<RepairSite> roomy_sites, tight_sites, near_sites;
  auto consider = [&](int edge, int cell) {
    (roomy(p.edges[edge], cell) ? roomy_sites : tight_sites).push_back({edge, cell});
  };
  std::vector<bool> differing_island(p.island_count(), false);
  for (int e = 0; e < p.edge_count(); ++e) {
    if (!open[e]) continue;
    differing_island[p.edges[e].a] = differing_island[p.edges[e].b] = true;
    if (d.intended[e] > 0)
      for (int cell : p.edges[e].cells) consider(e, cell);
    for (int f : p.crossing[e]) {
      if (d.intended[f] == 0) continue;
      // The crossing cell is the one both edges pass over.
      for (int cell : p.edges[f].cells)
        if (std::find(p.edges[e].cells.begin(), p.edges[e].cells.end(), cell) != p.edges[e].cells.end())
          consider(f, cell);
    }
  }
  if (!roomy_sites.empty()) return roomy_sites;
  if (!tight_sites.empty()) return tight_sites;
  for (int e = 0; e < p.edge_count(); ++e)
    if (d.intended[e] > 0 && (differing_island[p.edges[e].a] || differing_island[p.edges[e].b]))
      for (int cell : p.edges[e].cells) near_sites.push_back({e, cell});
  return near_sites;
}

// The draft with an island on site.cell splitting drawn bridge site.edge (k bridges) into two of k:
// clue 2k, and the drawn solution carried over to the new puzzle's edges.
Result<HashiDraft> split_bridge(const HashiDraft& d, const RepairSite& site) {
  const HashiPuzzle& p = d.puzzle;
  const int k = d.intended[site.edge];
  std::vector<int> cells = hashi_cells(p);
  cells[site.cell] = 2 * k;
  auto puzzle = make_hashi(p.rows, p.cols, cells);
  if (!puzzle) return puzzle.error();
  HashiDraft next{std::move(*puzzle), {}};
  const HashiPuzzle& q = next.puzzle;
  next.intended.assign(q.edge_count(), 0);
  auto cell_of = [&](int island) { return p.islands[island].row * p.cols + p.islands[island].col; };
  auto carry = [&](int cell_a, int cell_b, int count) -> bool {
    const int e = q.edge_between(q.island_at[cell_a], q.island_at[cell_b]);
    if (e < 0) return false;
    next.intended[e] = static_cast<uint8_t>(count);
    return true;
  };
  for (int e = 0; e < p.edge_count(); ++e) {
    if (d.intended[e] == 0) continue;
    const int a = cell_of(p.edges[e].a), b = cell_of(p.edges[e].b);
    const bool ok = e == site.edge ? carry(a, site.cell, k) && carry(site.cell, b, k) : carry(a, b, d.intended[e]);
    if (!ok) return Error{"internal error: a repair island blocked a drawn bridge"};
  }
  if (auto broken = find_hashi_violation(q, next.intended))
    return Error{"internal error: the repaired drawing breaks a rule (" + *broken + ")"};
  return next;
}

// Uniqueness by the second method: the sound rules decide every edge (then nothing else fits), or the
// spanning-tree encoding proves a single solution. True when it agrees with `solution`.
bool unique_by_second_method(const HashiPuzzle& p, HashiStage stage, const HashiBridges& solution) {
  if (stage != HashiStage::Beyond) {
    HashiRuleOptions o;
    o.rules = HashiRuleSet::stage(static_cast<int>(stage));
    const HashiRuleSolve r = solve_hashi_rules(p, o);
    return r.outcome == HashiOutcome::Solved && r.solution == solution;
  }
  HashiSatOptions o;
  o.connectivity = HashiConnectivity::Tree;
  o.limit = 2;
  o.conflict_budget = kSatBudget;
  const HashiSatResult r = solve_hashi_sat(p, o);
  return r.count == 1 && r.exhausted && r.error.empty() && r.first == solution;
}

// Repair driven by the rules of the stage asked (issue 22), for drafts after the plain ones: the
// stage's rules run on the draft; where they leave edges open an island goes on a drawn bridge there
// (repair_sites, the same places as for SAT's second solution), until they decide every edge — then
// the draft is unique, as the rules are sound, and at that stage or an easier one. No SAT search per
// repair: at 40×40 a draft took up to 57 repairs, each a new encoding and a 4–10 ms SAT call, and a
// fifth of the drafts ended with no place left for an island anyway. SAT proves the result once at the
// end, the rules a second time (unique_by_second_method). nullopt: the draft missed (too easy, out of
// places or repairs); `reached` counts the stage it ended at.
Result<std::optional<GeneratedHashi>> repair_by_rules(HashiDraft draft, HashiStage target, int max_repairs,
                                                      SplitMix64& rng, std::array<int, 5>& reached) {
  HashiRuleOptions ro;
  ro.rules = HashiRuleSet::stage(static_cast<int>(target));
  for (int repairs = 0;; ++repairs) {
    const HashiRuleSolve r = solve_hashi_rules(draft.puzzle, ro);
    if (r.outcome == HashiOutcome::Solved) {
      if (r.solution != draft.intended) return Error{"internal error: the rules solve a repaired draft differently"};
      const HashiStage stage = hashi_stage(draft.puzzle);
      if (stage != target) {
        ++reached[static_cast<int>(stage)];
        return std::optional<GeneratedHashi>{};
      }
      HashiSatOptions so;
      so.conflict_budget = kSatBudget;
      const HashiSatResult sat = solve_hashi_sat(draft.puzzle, so);
      if (!sat.error.empty()) return Error{sat.error};
      if (sat.budget_hit) return std::optional<GeneratedHashi>{};
      if (sat.count != 1 || !sat.exhausted || sat.first != draft.intended)
        return Error{"internal error: SAT finds another solution of a puzzle the rules decide"};
      if (!unique_by_second_method(draft.puzzle, stage, sat.first))
        return Error{"internal error: the second uniqueness check disagrees with SAT"};
      return std::optional<GeneratedHashi>{GeneratedHashi{std::move(draft.puzzle), sat.first, stage, 0, repairs}};
    }
    if (r.outcome != HashiOutcome::Stuck || repairs >= max_repairs) return std::optional<GeneratedHashi>{};
    // One island for each group of open edges (islands joined by open edges): the groups are
    // separate spots the rules are stuck on, and mending them all before the next solve saves a rule
    // solve per spot (a 40×40 draft has several at once).
    const HashiPuzzle& p = draft.puzzle;
    std::vector<int> group(p.island_count());
    for (int i = 0; i < p.island_count(); ++i) group[i] = i;
    auto find = [&](int i) {
      while (group[i] != i) i = group[i] = group[group[i]];
      return i;
    };
    for (int e = 0; e < p.edge_count(); ++e)
      if (!r.bounds.decided(e)) group[find(p.edges[e].a)] = find(p.edges[e].b);
    std::vector<int> roots;
    for (int e = 0; e < p.edge_count(); ++e)
      if (!r.bounds.decided(e) && std::find(roots.begin(), roots.end(), find(p.edges[e].a)) == roots.end())
        roots.push_back(find(p.edges[e].a));
    std::vector<int> cells;  // the chosen sites' cells (edge numbers change with every split)
    for (int root : roots) {
      std::vector<bool> open(p.edge_count());
      for (int e = 0; e < p.edge_count(); ++e) open[e] = !r.bounds.decided(e) && find(p.edges[e].a) == root;
      const std::vector<RepairSite> sites = repair_sites(draft, open);
      if (!sites.empty()) cells.push_back(sites[rng.below(sites.size())].cell);
    }
    int placed = 0;
    for (int cell : cells) {
      if (repairs + placed >= max_repairs) break;
      // The drawn bridge over `cell` in the draft as it is now (an earlier split may have taken it).
      const HashiPuzzle& q = draft.puzzle;
      if (q.island_at[cell] >= 0) continue;
      int edge = -1;
      for (int e = 0; e < q.edge_count() && edge < 0; ++e)
        if (draft.intended[e] > 0 &&
            std::find(q.edges[e].cells.begin(), q.edges[e].cells.end(), cell) != q.edges[e].cells.end())
          edge = e;
      if (edge < 0) continue;
      auto next = split_bridge(draft, {edge, cell});
      if (!next) return next.error();
      draft = std::move(*next);
      ++placed;
    }
    if (placed == 0) return std::optional<GeneratedHashi>{};
    repairs += placed - 1;
  }
}

std::string size_text(int rows, int cols) { return std::to_string(cols) + "x" + std::to_string(rows); }

}  // namespace

int default_hashi_attempts(const HashiGeneratorOptions& options) {
  // Easy is most drafts' stage; medium takes about 50 drafts on a 40×40 (one request in 200 missed it
  // in 200 attempts, WASM run of 2026-11-25); hard and beyond are rarer, the more so on small grids:
  // a 7×7 with 8 islands is hard about once in 300 drafts (500 seeds: median 196, p99 1,432, max
  // 2,271 — the 500-seed property run failed at 2,000), but its drafts cost a tenth of a millisecond,
  // and the large grids where drafts cost more find hard in tens of them.
  if (!options.stage || *options.stage == HashiStage::Easy) return 200;
  if (*options.stage == HashiStage::Medium) return 1000;
  return 10000;
}

Result<GeneratedHashi> generate_hashi(const HashiGeneratorOptions& options, uint64_t index) {
  if (options.rows < 2 || options.cols < 2 || options.rows > kHashiGeneratorMaxSide ||
      options.cols > kHashiGeneratorMaxSide)
    return Error{"a generated Hashi has 2 to " + std::to_string(kHashiGeneratorMaxSide) + " rows and columns, not " +
                 size_text(options.rows, options.cols)};
  const int max_attempts = options.max_attempts > 0 ? options.max_attempts : default_hashi_attempts(options);
  // Repairs a draft may take: enough for the largest grids' many ambiguous spots (docs/hashi.md).
  const int max_repairs = std::max(4, options.islands / 4);
  SplitMix64 rng(stream_seed(options.seed, index));
  std::array<int, 5> reached{};  // stages of the unique drafts that missed the stage asked
  for (int attempt = 1; attempt <= max_attempts; ++attempt) {
    report(options.progress, "attempt", attempt);  // no total: the limit is a bound
    if (time_is_up_now()) return Error{"stopped after " + std::to_string(attempt - 1) + " attempts"};
    auto draft = generate_hashi_document(options.rows, options.cols, options.islands, rng);
    if (!draft) return draft.error();
    const bool may_repair = options.repair && attempt > kHashiPlainDrafts;
    // Easy and medium only: at hard, repairs by the stage-3 rules mend the very spots that make a
    // draft hard (40×40 hard: median 3.7 s against about 2 s, one seed over 60 s in 20).
    if (may_repair && options.stage && *options.stage <= HashiStage::Medium) {
      auto g = repair_by_rules(std::move(*draft), *options.stage, max_repairs, rng, reached);
      if (!g) return g.error();
      if (*g) {
        (*g)->attempts = attempt;
        return std::move(**g);
      }
      continue;
    }
    for (int repairs = 0;; ++repairs) {
      HashiSatOptions so;
      so.conflict_budget = kSatBudget;
      const HashiSatResult sat = solve_hashi_sat(draft->puzzle, so);
      if (!sat.error.empty()) return Error{sat.error};
      if (sat.budget_hit || sat.count == 0) break;  // 0 cannot happen: the drawn solution exists
      if (sat.count == 1 && sat.exhausted) {
        if (sat.first != draft->intended) return Error{"internal error: the only SAT solution is not the drawn one"};
        const HashiStage stage = hashi_stage(draft->puzzle);
        if (options.stage && stage != *options.stage) {
          ++reached[static_cast<int>(stage)];
          break;
        }
        if (!unique_by_second_method(draft->puzzle, stage, sat.first))
          return Error{"internal error: the second uniqueness check disagrees with SAT"};
        GeneratedHashi g{std::move(draft->puzzle), sat.first, stage, attempt, repairs};
        return g;
      }
      if (!may_repair || repairs == max_repairs) break;
      std::vector<bool> open(draft->puzzle.edge_count());
      for (int e = 0; e < draft->puzzle.edge_count(); ++e) open[e] = sat.first[e] != sat.second[e];
      const std::vector<RepairSite> sites = repair_sites(*draft, open);
      if (sites.empty()) break;
      auto next = split_bridge(*draft, sites[rng.below(sites.size())]);
      if (!next) return next.error();
      draft = std::move(next);
    }
  }
  std::string message =
      "no " + size_text(options.rows, options.cols) + " Hashi with " + std::to_string(options.islands) + " islands";
  if (options.stage) {
    message += " at stage " + std::string(hashi_stage_name(*options.stage)) + " in " + std::to_string(max_attempts) +
               " attempts (unique drafts reached:";
    for (int s = 1; s <= 4; ++s)
      message += std::string(s == 1 ? " " : ", ") + std::string(hashi_stage_name(static_cast<HashiStage>(s))) + " " +
                 std::to_string(reached[s]);
    message += "); try more --attempts, a larger grid or more islands";
  } else {
    message += " was unique in " + std::to_string(max_attempts) + " attempts; try more --attempts";
  }
  return Error{message};
}

}  // namespace gridlogic
