// hashi_rules_internal.h — the engine behind hashi_rules.h, shared by its files: hashi_rules.cpp (state
// changes, reports, contradictions, the loop), hashi_rules_local.cpp (stage 1), hashi_rules_connect.cpp
// (stage 2, §3.3), hashi_rules_lookahead.cpp (stage 3) and hashi_better.cpp (§3.2). Not a public header.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "gridlogic/hashi_rules.h"

namespace gridlogic::hashi_detail {

// One solver over one HashiBounds (not owned). Two modes: `observed` builds a TraceStep per application
// (simplest-first loop); without it, techniques only change the ranges and count (the lookahead's
// probes, which must be cheap).
class Engine {
 public:
  Engine(const HashiPuzzle& p, HashiBounds& bounds, const HashiRuleSet& rules, TraceObserver* observer,
         std::array<int, kHashiTechniques>* fired);

  // The simplest-first loop: one application at a time, starting again from the first technique after
  // each; returns the outcome (and fills contradiction / solution).
  HashiOutcome run(bool connectivity_check, std::string& contradiction, HashiBridges& solution);
  // Every enabled technique but the lookahead, every instance, in passes until nothing changes or a
  // contradiction shows; returns that contradiction (nullopt: a fixpoint without one). The ranges must
  // have been consistent before the changes made since the last check (the lookahead's probes).
  std::optional<std::string> saturate();

  // --- state ---------------------------------------------------------------------------------------------
  const HashiPuzzle& p;
  HashiBounds& b;
  int island_count() const { return p.island_count(); }
  bool known(int i) const { return p.islands[i].clue != kHashiUnknownClue; }
  int clue_min(int i) const;  // the clue, or 1 for an unknown clue (every island takes a bridge)
  int clue_max(int i) const;  // the clue, or 8
  int sum_lo(int i) const;
  int sum_hi(int i) const;
  int left(int i) const { return clue_max(i) - sum_lo(i); }  // bridges still to place (known clues)
  bool complete(int i) const { return known(i) && sum_lo(i) == p.islands[i].clue; }

  // First local contradiction (edge range, island sums, crossing), or nullopt.
  std::optional<std::string> local_contradiction() const;
  // The same, looking only at the edges changed since the last such check and their islands.
  std::optional<std::string> touched_contradiction();
  // §3.3: the first group that fails, or nullopt.
  std::optional<std::string> connectivity_contradiction(std::vector<int>* group_cells) const;
  // Every edge decided, or touching a complete island (which takes no more).
  bool finished() const;

  // --- changes -------------------------------------------------------------------------------------------
  // Raise lo / lower hi (clamped to 0..2); a first bridge on an edge rules out every edge crossing it.
  // Both record the edge for the current step; true when the range changed.
  bool raise_lo(int e, int v);
  bool lower_hi(int e, int v);
  // Reports the changes since the last report as one application of `t` (counted; a TraceStep when
  // observed) and clears them.
  void report(HashiTechnique t, std::vector<int> islands, std::string explanation,
              std::vector<std::vector<int>> groups = {}, std::vector<TraceStep> substeps = {});
  bool observed() const { return observer_ != nullptr; }

  // --- names ---------------------------------------------------------------------------------------------
  std::string name(int island) const { return hashi_island_name(p, island); }
  std::string edge_name(int e) const;
  std::string labelled(int island) const;  // "r1c1 (4)", "r1c1 (?)"
  std::vector<int> cells_of(const std::vector<int>& islands) const;
  std::string names(const std::vector<int>& islands, size_t limit = 8) const;

  // --- techniques: each applies one instance (at one island or edge) and reports it ------------------------
  bool easy_max(int i);
  bool easy_max_minus_one(int i);
  bool capacity(int i);
  bool lower_bound(int i);
  bool no_two_ones(int e);
  bool no_double_between_twos(int e);
  // Connectivity techniques scan the whole puzzle: `all` applies every instance found in one scan
  // (saturate), otherwise the first one only.
  bool isolation(bool all);
  bool only_way_out(bool all);
  bool lookahead();

  const HashiRuleSet& rules;

 private:
  bool try_technique(HashiTechnique t, bool all);
  void note(int e);
  void dirty(int island);  // its local techniques must look again

  TraceObserver* observer_;
  std::array<int, kHashiTechniques>* fired_;
  std::vector<int> changed_;  // edges changed since the last report
  std::vector<int> crossed_;  // edges ruled out by a crossing since the last report
  std::vector<int> touched_;  // edges changed since the last touched_contradiction()
  // Per island, a bit per stage-1 technique that found nothing there and need not look again until an
  // edge at the island or at a neighbour changes (what its counts read): keeps a step's scan cheap on
  // large puzzles while the order stays "the first island, in row-major order, where it applies".
  std::vector<uint8_t> clean_;
  int lookahead_cursor_ = 0;  // where the next lookahead scan starts (continues round the edges)
};

// "2 bridges", "1 bridge", "no bridge".
std::string bridges_text(int n);

// Components of the graph of edges with bound ≥ 1 (`use_hi`: hi, the possible links; else lo, the
// drawn ones): per island its group; returns the number of groups.
int bound_components(const HashiPuzzle& p, const HashiBounds& b, bool use_hi, std::vector<int>& group);

}  // namespace gridlogic::hashi_detail
