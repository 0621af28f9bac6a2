// setting_analyze.cpp — the analysis of a puzzle being set (setting.h): its solutions up to a cap, and
// then, by what it has:
//   none      the contradiction, named (setting_conflict.cpp);
//   one       the givens that could go: for each given, a search under the others that excludes the
//             one solution — none found means the puzzle stays unique without it. A solution kept from an
//             earlier search that keeps the others answers "no" without searching;
//   several   a given that splits the solutions found best: the open place (an empty cell; a Hashi island
//             without its number) whose values over those solutions leave the fewest in the largest part
//             (whatever the setter writes there, at most that many remain), ties to the place with more
//             values, then the first; its value is the one the fewest solutions take, so writing it keeps
//             those only. With more solutions than the cap the split is over the ones found.
// The level and the hardest step of a unique puzzle are the genre's (genres/setting_verbs.cpp).
#include <algorithm>
#include <map>

#include "gridlogic/setting.h"

namespace gridlogic {
namespace {

std::optional<SettingSuggestion> best_split(const SettingModel& model, const std::vector<SettingSolution>& found) {
  std::optional<SettingSuggestion> best;
  int best_largest = 0, best_parts = 0;
  for (int place : model.open_places) {
    std::map<int, int> split;
    for (const SettingSolution& s : found) ++split[model.value_at(place, s)];
    if (split.size() < 2) continue;
    int largest = 0;
    for (const auto& [value, count] : split) largest = std::max(largest, count);
    const int parts = static_cast<int>(split.size());
    if (best && (largest > best_largest || (largest == best_largest && parts <= best_parts))) continue;
    SettingSuggestion s;
    s.place = place;
    s.keeps = static_cast<int>(found.size()) + 1;
    for (const auto& [value, count] : split) {
      s.split.emplace_back(value, count);
      if (count < s.keeps) s.keeps = count, s.value = value;
    }
    best = std::move(s);
    best_largest = largest, best_parts = parts;
  }
  return best;
}

}  // namespace

SettingAnalysis setting_analyze(const SettingModel& model, int limit, int64_t budget) {
  SettingAnalysis out;
  out.limit = limit;
  SettingSession session(model);
  session.set_budget(budget);
  std::vector<Lit> givens, assumptions;
  std::vector<const SettingGiven*> in_force;
  for (const SettingGiven& g : model.givens) {
    givens.insert(givens.end(), g.lits.begin(), g.lits.end());
    in_force.push_back(&g);
  }

  // The solutions, up to the cap.
  int found = -1;
  while (static_cast<int>(session.solutions().size()) < limit) {
    assumptions = givens;
    for (int i = 0; i < static_cast<int>(session.solutions().size()); ++i) assumptions.push_back(session.excluded(i));
    const SettingFind f = session.find(assumptions, in_force, &found);
    if (f == SettingFind::Unknown) break;
    if (f == SettingFind::None) {
      out.exhausted = true;
      break;
    }
  }
  out.found = session.solutions();
  out.count = static_cast<int>(out.found.size());

  if (out.count == 0 && out.exhausted) {
    const int64_t left = budget < 0 ? -1 : std::max<int64_t>(0, budget - static_cast<int64_t>(session.stats().conflicts));
    out.conflict = setting_conflict(model, left);
  } else if (out.count == 1 && out.exhausted) {
    out.removable_complete = true;
    for (size_t j = 0; j < model.givens.size(); ++j) {
      std::vector<const SettingGiven*> others;
      assumptions.clear();
      for (size_t k = 0; k < model.givens.size(); ++k)
        if (k != j) {
          others.push_back(&model.givens[k]);
          assumptions.insert(assumptions.end(), model.givens[k].lits.begin(), model.givens[k].lits.end());
        }
      // Solution 0 is the puzzle's; any other kept one that keeps the other givens is a second solution.
      const std::vector<int> keeping = session.keeping(others);
      if (keeping.size() > 1) continue;
      assumptions.push_back(session.excluded(0));
      const SettingFind f = session.find(assumptions, others);
      if (f == SettingFind::Unknown) {
        out.removable_complete = false;
        break;
      }
      if (f == SettingFind::None) out.removable.push_back(static_cast<int>(j));
    }
  } else if (out.count >= 2) {
    out.suggestion = best_split(model, out.found);
  }
  out.stopped = session.stopped();
  out.error = session.error();
  out.stats = session.stats();
  return out;
}

}  // namespace gridlogic
