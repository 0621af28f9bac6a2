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
  std::vector<const SettingGiven*> in_force;
  for (const SettingGiven& g : model.givens) in_force.push_back(&g);
  const auto left = [budget](const SettingSession& used) {
    return budget < 0 ? int64_t{-1} : std::max<int64_t>(0, budget - static_cast<int64_t>(used.stats().conflicts));
  };

  // The solutions, up to the cap: a session whose every search keeps every given.
  SettingSession counted(model, true);
  counted.set_budget(budget);
  int found = -1;
  const Lit past = counted.exclude({});
  const std::vector<Lit> assume_past{past};
  while (static_cast<int>(counted.solutions().size()) < limit) {
    const SettingFind f = counted.find(assume_past, in_force, &found);
    if (f == SettingFind::Unknown) break;
    if (f == SettingFind::None) {
      out.exhausted = true;
      break;
    }
    counted.exclude_also(past, found);
  }
  out.found = counted.solutions();
  out.count = static_cast<int>(out.found.size());
  out.stopped = counted.stopped();
  out.error = counted.error();
  out.stats = counted.stats();

  if (out.count == 0 && out.exhausted) {
    out.conflict = setting_conflict(model, left(counted));
  } else if (out.count == 1 && out.exhausted) {
    // The removals: a session whose searches each leave one given out, so the givens are assumptions.
    SettingSession session(model, false);
    session.set_budget(left(counted));
    const int one = session.adopt(out.found[0]);
    const Lit not_the_one = session.exclude(std::span(&one, 1));
    std::vector<Lit> assumptions;
    out.removable_complete = true;
    for (size_t j = 0; j < model.givens.size(); ++j) {
      std::vector<const SettingGiven*> others;
      assumptions.clear();
      for (size_t k = 0; k < model.givens.size(); ++k)
        if (k != j) {
          others.push_back(&model.givens[k]);
          assumptions.insert(assumptions.end(), model.givens[k].lits.begin(), model.givens[k].lits.end());
        }
      // A kept solution besides the puzzle's that keeps the other givens is a second solution.
      if (session.keeping(others).size() > 1) continue;
      assumptions.push_back(not_the_one);
      const SettingFind f = session.find(assumptions, others);
      if (f == SettingFind::Unknown) {
        out.removable_complete = false;
        break;
      }
      if (f == SettingFind::None) out.removable.push_back(static_cast<int>(j));
    }
    out.stopped = out.stopped || session.stopped();
    if (out.error.empty()) out.error = session.error();
    const SatStats more = session.stats();
    out.stats.decisions += more.decisions, out.stats.propagations += more.propagations;
    out.stats.conflicts += more.conflicts, out.stats.ms += more.ms;
  } else if (out.count >= 2) {
    out.suggestion = best_split(model, out.found);
  }
  return out;
}

}  // namespace gridlogic
