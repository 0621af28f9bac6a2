// hashi_rules.cpp — the rule-based Hashi solver's state and loop (hashi_rules.h): names and stages, range
// changes with the crossing rule, the trace reports, contradictions, the simplest-first loop and the
// saturating loop the lookahead's probes use, and the stage rating. The techniques themselves live in
// hashi_rules_local.cpp (stage 1), hashi_rules_connect.cpp (stage 2, §3.3) and hashi_rules_lookahead.cpp.
#include <algorithm>
#include <cassert>

#include "gridlogic/hashi_rules.h"
#include "hashi_rules_internal.h"

namespace gridlogic {

namespace {

constexpr std::array<HashiTechnique, kHashiTechniques> kOrder = {
    HashiTechnique::EasyMax,    HashiTechnique::EasyMaxMinusOne, HashiTechnique::Capacity,
    HashiTechnique::LowerBound, HashiTechnique::NoTwoOnes,       HashiTechnique::NoDoubleBetweenTwos,
    HashiTechnique::Isolation,  HashiTechnique::OnlyWayOut,      HashiTechnique::Lookahead};

int index(HashiTechnique t) { return static_cast<int>(t); }

}  // namespace

std::string_view hashi_technique_name(HashiTechnique t) {
  switch (t) {
    case HashiTechnique::EasyMax: return "easy-max";
    case HashiTechnique::EasyMaxMinusOne: return "easy-max-minus-one";
    case HashiTechnique::Capacity: return "capacity";
    case HashiTechnique::LowerBound: return "lower-bound";
    case HashiTechnique::NoTwoOnes: return "no-two-ones";
    case HashiTechnique::NoDoubleBetweenTwos: return "no-double-between-twos";
    case HashiTechnique::Isolation: return "isolation";
    case HashiTechnique::OnlyWayOut: return "only-way-out";
    case HashiTechnique::Lookahead: return "lookahead";
  }
  return "?";
}

int hashi_technique_stage(HashiTechnique t) {
  switch (t) {
    case HashiTechnique::EasyMax:
    case HashiTechnique::EasyMaxMinusOne:
    case HashiTechnique::Capacity:
    case HashiTechnique::LowerBound: return 1;
    case HashiTechnique::NoTwoOnes:
    case HashiTechnique::NoDoubleBetweenTwos:
    case HashiTechnique::Isolation:
    case HashiTechnique::OnlyWayOut: return 2;
    case HashiTechnique::Lookahead: return 3;
  }
  return 3;
}

std::string_view hashi_stage_name(HashiStage s) {
  switch (s) {
    case HashiStage::Easy: return "easy";
    case HashiStage::Medium: return "medium";
    case HashiStage::Hard: return "hard";
    case HashiStage::Beyond: return "beyond";
  }
  return "?";
}

std::string_view hashi_outcome_name(HashiOutcome o) {
  switch (o) {
    case HashiOutcome::Solved: return "solved";
    case HashiOutcome::Stuck: return "stuck";
    case HashiOutcome::Contradiction: return "contradiction";
  }
  return "?";
}

HashiRuleSet HashiRuleSet::stage(int s) {
  HashiRuleSet r;
  for (HashiTechnique t : kOrder) r.set(t, hashi_technique_stage(t) <= s);
  return r;
}

HashiRuleSet HashiRuleSet::document_easy() {
  HashiRuleSet r;
  r.set(HashiTechnique::EasyMax, true);
  r.set(HashiTechnique::EasyMaxMinusOne, true);
  return r;
}

int HashiRuleSolve::fired_total() const {
  int n = 0;
  for (int f : fired) n += f;
  return n;
}

HashiBounds initial_hashi_bounds(const HashiPuzzle& p) {
  return {std::vector<int8_t>(p.edge_count(), 0), std::vector<int8_t>(p.edge_count(), 2)};
}

namespace hashi_detail {

std::string bridges_text(int n) {
  if (n == 0) return "no bridge";
  return std::to_string(n) + (n == 1 ? " bridge" : " bridges");
}

Engine::Engine(const HashiPuzzle& puzzle, HashiBounds& bounds, const HashiRuleSet& r, TraceObserver* observer,
               std::array<int, kHashiTechniques>* fired)
    : p(puzzle), b(bounds), rules(r), observer_(observer), fired_(fired), clean_(puzzle.island_count(), 0) {
  assert(static_cast<int>(b.lo.size()) == p.edge_count() && static_cast<int>(b.hi.size()) == p.edge_count() &&
         "hashi rules: bounds must have one range per edge");
}

int Engine::clue_min(int i) const {
  if (known(i)) return p.islands[i].clue;
  return island_count() > 1 ? 1 : 0;
}

int Engine::clue_max(int i) const { return known(i) ? p.islands[i].clue : 8; }

int Engine::sum_lo(int i) const {
  int s = 0;
  for (int e : p.incident[i]) s += b.lo[e];
  return s;
}

int Engine::sum_hi(int i) const {
  int s = 0;
  for (int e : p.incident[i]) s += b.hi[e];
  return s;
}

std::string Engine::edge_name(int e) const { return name(p.edges[e].a) + "–" + name(p.edges[e].b); }

std::string Engine::labelled(int i) const {
  return name(i) + " (" + (known(i) ? std::to_string(p.islands[i].clue) : std::string("?")) + ")";
}

std::vector<int> Engine::cells_of(const std::vector<int>& islands) const {
  std::vector<int> cells;
  cells.reserve(islands.size());
  for (int i : islands) cells.push_back(p.islands[i].row * p.cols + p.islands[i].col);
  return cells;
}

std::string Engine::names(const std::vector<int>& islands, size_t limit) const {
  std::string s;
  for (size_t k = 0; k < islands.size() && k < limit; ++k) s += (k ? ", " : "") + name(islands[k]);
  if (islands.size() > limit) s += " and " + std::to_string(islands.size() - limit) + " more";
  return s;
}

void Engine::dirty(int island) {
  clean_[island] = 0;
  for (int f : p.incident[island]) clean_[p.other(f, island)] = 0;
}

void Engine::note(int e) {
  if (std::find(changed_.begin(), changed_.end(), e) == changed_.end()) changed_.push_back(e);
  touched_.push_back(e);
  // easy-max reads the neighbours' remaining counts, so the islands next to both ends look again too.
  dirty(p.edges[e].a);
  dirty(p.edges[e].b);
}

bool Engine::raise_lo(int e, int v) {
  v = std::min(v, 2);
  if (v <= b.lo[e]) return false;
  const bool first = b.lo[e] == 0;
  b.lo[e] = static_cast<int8_t>(v);
  note(e);
  // The puzzle's no-crossing rule, applied at once: it is part of drawing a bridge, not a technique.
  if (first)
    for (int f : p.crossing[e])
      if (b.hi[f] > 0) {
        b.hi[f] = 0;
        note(f);
        crossed_.push_back(f);
      }
  return true;
}

bool Engine::lower_hi(int e, int v) {
  v = std::max(v, 0);
  if (v >= b.hi[e]) return false;
  b.hi[e] = static_cast<int8_t>(v);
  note(e);
  return true;
}

void Engine::report(HashiTechnique t, std::vector<int> islands, std::string explanation,
                    std::vector<std::vector<int>> groups, std::vector<TraceStep> substeps) {
  if (fired_) ++(*fired_)[index(t)];
  if (observer_) {
    TraceStep step;
    step.technique = std::string(hashi_technique_name(t));
    step.cells = cells_of(islands);
    for (int e : changed_) {
      const int ca = p.islands[p.edges[e].a].row * p.cols + p.islands[p.edges[e].a].col;
      const int cb = p.islands[p.edges[e].b].row * p.cols + p.islands[p.edges[e].b].col;
      step.links.push_back({ca, cb, b.lo[e], b.hi[e]});
    }
    if (!crossed_.empty()) {
      explanation += "; the new bridge rules out the crossing ";
      for (size_t k = 0; k < crossed_.size(); ++k) explanation += (k ? ", " : "") + edge_name(crossed_[k]);
    }
    step.explanation = std::move(explanation);
    for (auto& g : groups) step.groups.push_back(cells_of(g));
    step.substeps = std::move(substeps);
    observer_->on_step(step);
  }
  changed_.clear();
  crossed_.clear();
}

std::optional<std::string> Engine::local_contradiction() const {
  for (int e = 0; e < p.edge_count(); ++e)
    if (b.lo[e] > b.hi[e])
      return edge_name(e) + " needs at least " + bridges_text(b.lo[e]) + " but can take at most " +
             std::to_string(b.hi[e]);
  for (auto [h, v] : p.crossings)
    if (b.lo[h] > 0 && b.lo[v] > 0) return "the bridges " + edge_name(h) + " and " + edge_name(v) + " cross";
  for (int i = 0; i < island_count(); ++i) {
    const int lo = sum_lo(i), hi = sum_hi(i);
    if (lo > clue_max(i)) return labelled(i) + " already has " + bridges_text(lo);
    if (hi < clue_min(i))
      return labelled(i) + (hi == 0 ? " can take no bridge any more" : " can take at most " + bridges_text(hi));
  }
  return std::nullopt;
}

std::optional<std::string> Engine::touched_contradiction() {
  std::vector<int> edges;
  edges.swap(touched_);
  for (int e : edges)
    if (b.lo[e] > b.hi[e])
      return edge_name(e) + " needs at least " + bridges_text(b.lo[e]) + " but can take at most " +
             std::to_string(b.hi[e]);
  for (int e : edges)
    for (int i : {p.edges[e].a, p.edges[e].b}) {
      const int lo = sum_lo(i), hi = sum_hi(i);
      if (lo > clue_max(i)) return labelled(i) + " already has " + bridges_text(lo);
      if (hi < clue_min(i))
        return labelled(i) + (hi == 0 ? " can take no bridge any more" : " can take at most " + bridges_text(hi));
    }
  return std::nullopt;
}

std::optional<std::string> Engine::connectivity_contradiction(std::vector<int>* group_islands) const {
  // Some group fails exactly when the possible links do not join every island; that is one search,
  // so the groups and their cases are worked out only then (the lookahead's probes ask this often).
  std::vector<int> region;
  if (bound_components(p, b, true, region) <= 1) return std::nullopt;
  const HashiGroupCheck c = check_hashi_groups(p, b);
  for (const HashiGroup& g : c.groups) {
    if (g.state != HashiGroupCase::CutOff && g.state != HashiGroupCase::Closed) continue;
    if (group_islands) *group_islands = g.islands;
    int outside = 0;
    while (std::binary_search(g.islands.begin(), g.islands.end(), outside)) ++outside;
    const std::string who = g.islands.size() == 1 ? name(g.islands[0]) : "the group " + names(g.islands);
    if (g.state == HashiGroupCase::Closed)
      return who + " is complete but cannot reach " + name(outside) +
             ": a closed group that is not the whole puzzle (§3.3 case 2)";
    return who + " can no longer be joined to " + name(outside) +
           " although bridges could still be drawn there (§3.3 case 1)";
  }
  return std::nullopt;
}

bool Engine::finished() const {
  for (int e = 0; e < p.edge_count(); ++e)
    if (!b.decided(e) && !complete(p.edges[e].a) && !complete(p.edges[e].b)) return false;
  return true;
}

bool Engine::try_technique(HashiTechnique t, bool all) {
  bool changed = false;
  const uint8_t bit = static_cast<uint8_t>(1u << static_cast<int>(t));  // stage-1 techniques are 0..3
  auto each_island = [&](auto&& f) {
    for (int i = 0; i < island_count(); ++i) {
      if (clean_[i] & bit) continue;
      if (f(i)) {
        changed = true;
        if (!all) return;
      } else {
        clean_[i] |= bit;
      }
    }
  };
  auto each_edge = [&](auto&& f) {
    for (int e = 0; e < p.edge_count(); ++e)
      if (f(e)) {
        changed = true;
        if (!all) return;
      }
  };
  switch (t) {
    case HashiTechnique::EasyMax: each_island([&](int i) { return easy_max(i); }); break;
    case HashiTechnique::EasyMaxMinusOne: each_island([&](int i) { return easy_max_minus_one(i); }); break;
    case HashiTechnique::Capacity: each_island([&](int i) { return capacity(i); }); break;
    case HashiTechnique::LowerBound: each_island([&](int i) { return lower_bound(i); }); break;
    case HashiTechnique::NoTwoOnes: each_edge([&](int e) { return no_two_ones(e); }); break;
    case HashiTechnique::NoDoubleBetweenTwos: each_edge([&](int e) { return no_double_between_twos(e); }); break;
    case HashiTechnique::Isolation: changed = isolation(all); break;
    case HashiTechnique::OnlyWayOut: changed = only_way_out(all); break;
    case HashiTechnique::Lookahead: changed = !all && lookahead(); break;
  }
  return changed;
}

// Contradictions are looked for where they can arise, which keeps a step cheap: after a step, at the
// edges it changed; in full (with §3.3 when asked) before the first technique that reasons about the
// whole puzzle runs, and when nothing applies any more.
HashiOutcome Engine::run(bool connectivity_check, std::string& contradiction, HashiBridges& solution) {
  auto fail = [&](std::string why, std::vector<int> group) {
    contradiction = std::move(why);
    if (observer_) {
      TraceStep step;
      step.technique = "contradiction";
      step.cells = cells_of(group);
      if (!group.empty()) step.groups.push_back(step.cells);
      step.explanation = "Contradiction: " + contradiction;
      observer_->on_step(step);
    }
    return HashiOutcome::Contradiction;
  };
  std::vector<int> group;
  auto full_check = [&]() -> std::optional<std::string> {
    group.clear();
    if (auto why = local_contradiction()) return why;
    if (connectivity_check) return connectivity_contradiction(&group);
    return std::nullopt;
  };
  if (auto why = local_contradiction()) return fail(*why, {});
  touched_.clear();
  bool checked = false;  // the full check has been made since the last change
  for (;;) {
    bool applied = false;
    for (HashiTechnique t : kOrder) {
      if (!rules.on(t)) continue;
      if (hashi_technique_stage(t) > 1 && !checked) {
        if (auto why = full_check()) return fail(*why, group);
        checked = true;
      }
      if (try_technique(t, false)) {
        applied = true;
        break;
      }
    }
    if (applied) {
      if (auto why = touched_contradiction()) return fail(*why, {});
      checked = false;
      continue;
    }
    if (!checked)
      if (auto why = full_check()) return fail(*why, group);
    if (!finished()) return HashiOutcome::Stuck;
    HashiBridges bridges(b.lo.begin(), b.lo.end());
    if (auto broken = find_hashi_violation(p, bridges)) return fail(*broken, {});
    b.hi = b.lo;
    solution = std::move(bridges);
    return HashiOutcome::Solved;
  }
}

std::optional<std::string> Engine::saturate() {
  for (;;) {
    // The local techniques to their fixpoint first: cheap, since only islands near a change look.
    for (bool changed = true; changed;) {
      changed = false;
      for (HashiTechnique t : kOrder)
        if (hashi_technique_stage(t) == 1 && rules.on(t)) changed |= try_technique(t, true);
      if (auto why = touched_contradiction()) return why;
    }
    if (auto why = connectivity_contradiction(nullptr)) return why;
    bool changed = false;
    for (HashiTechnique t : kOrder)
      if (hashi_technique_stage(t) == 2 && rules.on(t)) changed |= try_technique(t, true);
    if (auto why = touched_contradiction()) return why;
    if (!changed) return std::nullopt;
  }
}

}  // namespace hashi_detail

HashiRuleSolve continue_hashi_rules(const HashiPuzzle& p, HashiBounds bounds, const HashiRuleOptions& options,
                                    TraceObserver* observer) {
  HashiRuleSolve out;
  out.bounds = std::move(bounds);
  hashi_detail::Engine engine(p, out.bounds, options.rules, observer, &out.fired);
  out.outcome = engine.run(options.connectivity_check, out.contradiction, out.solution);
  return out;
}

HashiRuleSolve solve_hashi_rules(const HashiPuzzle& p, const HashiRuleOptions& options, TraceObserver* observer) {
  return continue_hashi_rules(p, initial_hashi_bounds(p), options, observer);
}

HashiStage hashi_stage(const HashiPuzzle& p) {
  for (int s = 1; s <= 3; ++s) {
    HashiRuleOptions o;
    o.rules = HashiRuleSet::stage(s);
    if (solve_hashi_rules(p, o).outcome == HashiOutcome::Solved) return static_cast<HashiStage>(s);
  }
  return HashiStage::Beyond;
}

}  // namespace gridlogic
