// tectonic_rules.cpp — the rule-based solver of document 000 chapter 4 (rules 1–6), alternating with the
// 2-SAT rounds of chapter 5 (tectonic_two_sat.cpp) when asked. See tectonic.h.
//
// Order: rule 1 once at the start (it only sets up possibilities), then repeatedly the lowest-numbered
// enabled rule that changes something, one application at a time, starting over from rule 2 after every
// change — the document's "the simplest rule is used first", which is what makes its rule counts
// (table 8.8) mean something. An application is one instance of a rule that removes at least one
// possibility: rule 2 one decided cell, rule 3 one (region, value), rule 4 one (region, value), rule 5
// one pair of cells, rule 6 one (region, cell m, outside cell v).
#include <bit>
#include <string>

#include "gridlogic/tectonic.h"

namespace gridlogic {
namespace {

bool touches(const TectonicPuzzle& p, int a, int b) {
  int dr = a / p.cols - b / p.cols, dc = a % p.cols - b % p.cols;
  return a != b && dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1;
}

Candidates bit(int v) { return static_cast<Candidates>(1u << v); }
bool decided(Candidates c) { return std::popcount(c) == 1; }
int value_of(Candidates c) { return std::countr_zero(c); }

std::string values_text(Candidates m) {
  std::string s;
  for (int v = 1; v <= kTectonicMaxRegion; ++v)
    if (m & bit(v)) s += (s.empty() ? "" : ",") + std::to_string(v);
  return "{" + s + "}";
}

class RuleSolver {
 public:
  RuleSolver(const TectonicPuzzle& p, const TectonicSolveOptions& o, TraceObserver* obs, TectonicSolve& out)
      : p_(p), o_(o), obs_(obs), out_(out), cand_(out.candidates), propagated_(p.size(), false) {}

  void init() {
    const int max = p_.max_region();
    cand_.assign(p_.size(), 0);
    TraceStep step;
    for (int c = 0; c < p_.size(); ++c) {
      if (p_.hole(c)) continue;
      const int top = o_.rules.on(1) ? p_.region_size(c) : max;
      cand_[c] = static_cast<Candidates>(((1u << (top + 1)) - 1) & ~1u);
      if (p_.givens[c]) cand_[c] = bit(p_.givens[c]);
      else if (o_.rules.on(1) && p_.region_size(c) == 1) {
        ++out_.fired[1];
        step.cells.push_back(c);
        step.placed.push_back({c, 1});
      }
    }
    if (obs_ && !step.placed.empty()) {
      step.technique = "rule-1";
      step.explanation = "A region of one cell holds 1: ";
      for (size_t i = 0; i < step.cells.size(); ++i) step.explanation += (i ? ", " : "") + name(step.cells[i]);
      obs_->on_step(step);
    }
  }

  void run() {
    for (;;) {
      if (contradiction()) return;
      bool open = false;
      for (int c = 0; c < p_.size(); ++c) open |= !p_.hole(c) && !decided(cand_[c]);
      if (!open) {
        std::vector<uint8_t> g = out_.grid();
        if (auto broken = find_tectonic_violation(p_, g)) {
          out_.outcome = TectonicOutcome::Contradiction;
          out_.contradiction = *broken;
        } else {
          out_.outcome = TectonicOutcome::Solved;
        }
        return;
      }
      if (o_.sweep ? sweep() : simplest()) continue;
      if (o_.two_sat && two_sat()) continue;
      if (contradiction()) return;
      out_.outcome = TectonicOutcome::Stuck;
      return;
    }
  }

 private:
  // One application of the simplest rule that changes something.
  bool simplest() {
    return (o_.rules.on(2) && rule2()) || (o_.rules.on(3) && rule3()) || (o_.rules.on(4) && rule4()) ||
           (o_.rules.on(5) && rule5()) || (o_.rules.on(6) && rule6());
  }

  // One pass: every rule in turn, each as often as it applies, before the next rule looks.
  bool sweep() {
    bool changed = false;
    if (o_.rules.on(2))
      while (rule2()) changed = true;
    if (o_.rules.on(3))
      while (rule3()) changed = true;
    if (o_.rules.on(4))
      while (rule4()) changed = true;
    if (o_.rules.on(5))
      while (rule5()) changed = true;
    if (o_.rules.on(6))
      while (rule6()) changed = true;
    return changed;
  }

  std::string name(int c) const { return tectonic_cell_name(p_, c); }

  std::string names(const std::vector<int>& cells) const {
    std::string s;
    for (size_t i = 0; i < cells.size(); ++i) s += (i ? ", " : "") + name(cells[i]);
    return s;
  }

  bool contradiction() {
    for (int c = 0; c < p_.size(); ++c)
      if (!p_.hole(c) && cand_[c] == 0) {
        out_.outcome = TectonicOutcome::Contradiction;
        out_.contradiction = name(c) + " has no possibility left";
        return true;
      }
    for (const auto& region : p_.cells)
      for (int v = 1; v <= static_cast<int>(region.size()); ++v) {
        bool any = false;
        for (int c : region) any |= (cand_[c] & bit(v)) != 0;
        if (!any) {
          out_.outcome = TectonicOutcome::Contradiction;
          out_.contradiction = "no cell of the region of " + name(region[0]) + " can hold " + std::to_string(v);
          return true;
        }
      }
    return false;
  }

  // Removes `mask` from a cell, recording the removals; true when something went.
  bool remove(int c, Candidates mask, TraceStep& step) {
    Candidates gone = cand_[c] & mask;
    if (!gone) return false;
    cand_[c] &= static_cast<Candidates>(~mask);
    for (int v = 1; v <= kTectonicMaxRegion; ++v)
      if (gone & bit(v)) step.removed.push_back({c, v});
    if (decided(cand_[c])) step.placed.push_back({c, value_of(cand_[c])});
    return true;
  }

  void report(TraceStep& step, int rule, std::string technique) {
    ++out_.fired[rule];
    if (!obs_) return;
    step.technique = std::move(technique);
    obs_->on_step(step);
  }

  // Rule 2: a decided cell's value is no possibility of its neighbours and region mates.
  bool rule2() {
    for (int w = 0; w < p_.size(); ++w) {
      if (p_.hole(w) || propagated_[w] || !decided(cand_[w])) continue;
      propagated_[w] = true;
      TraceStep step;
      std::vector<int> hit;
      for (int v : p_.neighbours[w])
        if (remove(v, cand_[w], step)) hit.push_back(v);
      for (int v : p_.cells[p_.region[w]])
        if (v != w && remove(v, cand_[w], step)) hit.push_back(v);
      if (hit.empty()) continue;
      if (obs_) {
        step.cells.push_back(w);
        step.cells.insert(step.cells.end(), hit.begin(), hit.end());
        step.explanation = name(w) + " = " + std::to_string(value_of(cand_[w])) +
                           ", so its neighbours and region mates cannot hold it: " + names(hit);
      }
      report(step, 2, "rule-2");
      return true;
    }
    return false;
  }

  // Rule 3: the only cell of a region that can hold i holds i.
  bool rule3() {
    for (const auto& region : p_.cells)
      for (int i = 1; i <= static_cast<int>(region.size()); ++i) {
        int only = -1, count = 0;
        for (int c : region)
          if (cand_[c] & bit(i)) only = c, ++count;
        if (count != 1 || decided(cand_[only])) continue;
        TraceStep step;
        remove(only, static_cast<Candidates>(~bit(i)), step);
        if (obs_) {
          step.cells = region;
          step.explanation = "Only " + name(only) + " can hold " + std::to_string(i) + " in its region, so " +
                             name(only) + " = " + std::to_string(i);
        }
        report(step, 3, "rule-3");
        return true;
      }
    return false;
  }

  // Rule 4: the cells of a region that can still hold i; a cell touching all of them cannot be i.
  bool rule4() {
    for (const auto& region : p_.cells)
      for (int i = 1; i <= static_cast<int>(region.size()); ++i) {
        std::vector<int> s;
        for (int c : region)
          if (cand_[c] & bit(i)) s.push_back(c);
        if (s.empty() || (s.size() == 1 && decided(cand_[s[0]]))) continue;  // rule 2's case
        TraceStep step;
        std::vector<int> hit;
        for (int w : p_.neighbours[s[0]]) {
          if (p_.region[w] == p_.region[s[0]] || !(cand_[w] & bit(i))) continue;
          bool all = true;
          for (int u : s) all = all && touches(p_, u, w);
          if (all && remove(w, bit(i), step)) hit.push_back(w);
        }
        if (hit.empty()) continue;
        if (obs_) {
          step.cells = s;
          step.cells.insert(step.cells.end(), hit.begin(), hit.end());
          step.explanation = "In the region of " + name(s[0]) + ", " + std::to_string(i) + " can only go in " +
                             names(s) + "; " + names(hit) + (hit.size() == 1 ? " touches" : " touch") +
                             " all of them, so cannot hold " + std::to_string(i);
        }
        report(step, 4, "rule-4");
        return true;
      }
    return false;
  }

  // Rule 5: two touching cells with the same two possibilities take both values; a cell touching
  // both can hold neither.
  bool rule5() {
    for (int v = 0; v < p_.size(); ++v) {
      if (p_.hole(v) || std::popcount(cand_[v]) != 2) continue;
      for (int w : p_.neighbours[v]) {
        if (w <= v || cand_[w] != cand_[v]) continue;
        TraceStep step;
        std::vector<int> hit;
        for (int u : p_.neighbours[v])
          if (u != w && touches(p_, u, w) && remove(u, cand_[v], step)) hit.push_back(u);
        if (hit.empty()) continue;
        if (obs_) {
          step.cells = {v, w};
          step.cells.insert(step.cells.end(), hit.begin(), hit.end());
          step.explanation = name(v) + " and " + name(w) + " touch and both hold " + values_text(cand_[v]) + "; " +
                             names(hit) + (hit.size() == 1 ? " touches" : " touch") + " both, so cannot hold " +
                             values_text(cand_[v]);
        }
        report(step, 5, "rule-5");
        return true;
      }
    }
    return false;
  }

  // Rule 6: v touches every cell of block(m) except m, is in another region no larger than block(m):
  // v and m hold the same value, so each keeps only what both allow.
  bool rule6() {
    for (const auto& region : p_.cells) {
      if (region.size() < 2) continue;
      for (int m : region) {
        const int first = region[0] == m ? region[1] : region[0];
        for (int v : p_.neighbours[first]) {
          if (p_.region[v] == p_.region[m] || touches(p_, v, m) || p_.region_size(v) > static_cast<int>(region.size()))
            continue;
          bool all = true;
          for (int u : region) all = all && (u == m || touches(p_, u, v));
          if (!all || cand_[v] == cand_[m]) continue;
          const Candidates both = cand_[v] & cand_[m];
          TraceStep step;
          remove(v, static_cast<Candidates>(~both), step);
          remove(m, static_cast<Candidates>(~both), step);
          if (obs_) {
            step.cells = region;
            step.cells.push_back(v);
            step.explanation = name(v) + " touches every cell of " + name(m) + "'s region but " + name(m) +
                               ", and its own region is no larger, so " + name(v) + " = " + name(m) + ": both keep " +
                               values_text(both);
          }
          report(step, 6, "rule-6");
          return true;
        }
      }
    }
    return false;
  }

  bool two_sat() {
    TectonicTwoSatRound round;
    TraceStep step;
    const bool ok = tectonic_two_sat_round(p_, cand_, round, step, o_.keep_graphs);
    ++out_.two_sat_rounds;
    const bool changed = round.placed > 0 || round.removed > 0;
    if (o_.keep_graphs) out_.rounds.push_back(std::move(round));
    if (obs_ && (changed || !ok)) obs_->on_step(step);
    if (!ok) {
      out_.outcome = TectonicOutcome::Contradiction;
      out_.contradiction = "2-SAT found no model of the binary constraints";
      return false;
    }
    return changed;
  }

  const TectonicPuzzle& p_;
  const TectonicSolveOptions& o_;
  TraceObserver* obs_;
  TectonicSolve& out_;
  std::vector<Candidates>& cand_;
  std::vector<bool> propagated_;
};

}  // namespace

std::string_view tectonic_outcome_name(TectonicOutcome o) {
  switch (o) {
    case TectonicOutcome::Solved: return "solved";
    case TectonicOutcome::Stuck: return "stuck";
    case TectonicOutcome::Contradiction: return "contradiction";
  }
  return "?";
}

std::vector<uint8_t> TectonicSolve::grid() const {
  std::vector<uint8_t> g(candidates.size(), 0);
  for (size_t c = 0; c < candidates.size(); ++c)
    if (decided(candidates[c])) g[c] = static_cast<uint8_t>(value_of(candidates[c]));
  return g;
}

TectonicSolve solve_tectonic_rules(const TectonicPuzzle& p, const TectonicSolveOptions& options,
                                   TraceObserver* observer) {
  TectonicSolve out;
  RuleSolver s(p, options, observer, out);
  s.init();
  s.run();
  return out;
}

TectonicSolve continue_tectonic_rules(const TectonicPuzzle& p, std::vector<Candidates> candidates,
                                      const TectonicSolveOptions& options, TraceObserver* observer) {
  TectonicSolve out;
  out.candidates = std::move(candidates);
  RuleSolver s(p, options, observer, out);
  s.run();
  return out;
}

}  // namespace gridlogic
