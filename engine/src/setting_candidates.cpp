// setting_candidates.cpp — true candidates with their solution counts (setting.h), as the setters' tools
// show them (SudokuStudio, Rangsk's solver in f-puzzles: a count per cell and value, up to a cap).
//
// On one session whose every search keeps the givens (unit clauses, with the genre's deductions):
//   1. any solution: none → no candidate anywhere, and the contradiction named (setting_conflict.cpp);
//   2. cover: for each option no solution found so far takes, a search with its literals assumed too —
//      a solution marks every option it takes possible (and most searches find a new solution that
//      covers many; the search is steered towards options still uncovered), no solution proves it
//      impossible;
//   3. count (cap ≥ 2): for each possible option taken by fewer than `cap` solutions found, searches
//      that also rule out those solutions (SettingSession::exclude), so each finds another one — until
//      the cap or no solution (the count is then exact);
//   4. the total, up to max(2, cap): a search excluding every solution found.
// Each search keeps what it learned, so the questions get cheaper as they go. All of it is exact: a
// count is every solution up to the cap, never an estimate.
#include <algorithm>

#include "gridlogic/setting.h"

namespace gridlogic {

SettingCandidates setting_candidates(const SettingModel& model, int limit, int64_t budget) {
  SettingCandidates out;
  out.limit = limit;
  const size_t slots = model.slots.size();
  out.state.resize(slots);
  out.counts.resize(slots);
  for (size_t k = 0; k < slots; ++k) {
    out.state[k].assign(model.slots[k].options.size(), CandidateState::Open);
    out.counts[k].assign(model.slots[k].options.size(), 0);
  }
  std::vector<std::vector<bool>> exact(slots);  // count known up to the cap
  for (size_t k = 0; k < slots; ++k) exact[k].assign(model.slots[k].options.size(), false);

  SettingSession session(model, true);
  session.set_budget(budget);
  // Every search keeps every given: the session holds them as unit clauses, so no search assumes them.
  std::vector<const SettingGiven*> in_force;
  for (const SettingGiven& g : model.givens) in_force.push_back(&g);
  const auto record = [&](int i) {
    const SettingSolution& s = session.solutions()[i];
    for (size_t k = 0; k < slots; ++k) {
      out.state[k][s.choice[k]] = CandidateState::Possible;
      ++out.counts[k][s.choice[k]];
    }
  };
  const auto finish = [&]() {
    out.error = session.error();
    out.stats = session.stats();
    out.complete = !session.stopped() && out.error.empty();
    for (size_t k = 0; k < slots; ++k)
      for (size_t o = 0; o < out.counts[k].size(); ++o) {
        if (out.state[k][o] == CandidateState::Open || (out.counts[k][o] < limit && !exact[k][o])) out.complete = false;
        out.counts[k][o] = std::min(out.counts[k][o], limit);
      }
    return out;
  };

  // 1. Any solution.
  int found = -1;
  switch (session.find({}, in_force, &found)) {
    case SettingFind::Unknown: return finish();
    case SettingFind::None: {
      for (size_t k = 0; k < slots; ++k) {
        std::fill(out.state[k].begin(), out.state[k].end(), CandidateState::Impossible);
        std::fill(exact[k].begin(), exact[k].end(), true);
      }
      out.exhausted = true;
      const int64_t left =
          budget < 0 ? -1 : std::max<int64_t>(0, budget - static_cast<int64_t>(session.stats().conflicts));
      out.conflict = setting_conflict(model, left);
      return finish();
    }
    case SettingFind::Solution: record(found); break;
  }

  // 2. Cover every option, or prove it impossible.
  std::vector<Lit> assumptions;
  for (size_t k = 0; k < slots; ++k)
    for (size_t o = 0; o < out.state[k].size(); ++o) {
      if (out.state[k][o] != CandidateState::Open) continue;
      for (size_t j = k; j < slots; ++j)
        for (size_t q = 0; q < out.state[j].size(); ++q)
          if (out.state[j][q] != CandidateState::Impossible)
            session.prefer(model.slots[j].options[q], out.state[j][q] == CandidateState::Open);
      assumptions.clear();
      const auto& cube = model.slots[k].options[o];
      assumptions.insert(assumptions.end(), cube.begin(), cube.end());
      const SettingFind f = session.find(assumptions, in_force, &found);
      if (f == SettingFind::Unknown) return finish();
      if (f == SettingFind::Solution) {
        record(found);
      } else {
        out.state[k][o] = CandidateState::Impossible;
        exact[k][o] = true;
      }
    }

  // 3. Count each possible option up to the cap, past the solutions already found.
  for (size_t k = 0; k < slots && limit > 1; ++k)
    for (size_t o = 0; o < out.state[k].size(); ++o) {
      if (out.state[k][o] != CandidateState::Possible) continue;
      if (out.counts[k][o] >= limit) continue;
      const auto& cube = model.slots[k].options[o];
      std::vector<int> with;
      for (int i = 0; i < static_cast<int>(session.solutions().size()); ++i)
        if (session.solutions()[i].choice[k] == o) with.push_back(i);
      const Lit past = session.exclude(with);
      assumptions.clear();
      assumptions.insert(assumptions.end(), cube.begin(), cube.end());
      assumptions.push_back(past);
      while (out.counts[k][o] < limit) {
        // Steered towards the options still short of the cap, a new solution raises many counts at once.
        for (size_t j = k; j < slots; ++j)
          for (size_t q = 0; q < out.state[j].size(); ++q)
            if (out.state[j][q] == CandidateState::Possible)
              session.prefer(model.slots[j].options[q], out.counts[j][q] < limit);
        const SettingFind f = session.find(assumptions, in_force, &found);
        if (f == SettingFind::Unknown) return finish();
        if (f == SettingFind::None) {
          exact[k][o] = true;
          break;
        }
        record(found);
        session.exclude_also(past, found);
      }
      session.retire(past);
    }

  // 4. The total, up to max(2, cap): every solution found so far keeps the givens (the session holds them).
  const int total_limit = std::max(2, limit);
  if (static_cast<int>(session.solutions().size()) < total_limit) {
    std::vector<int> all(session.solutions().size());
    for (size_t i = 0; i < all.size(); ++i) all[i] = static_cast<int>(i);
    const Lit past = session.exclude(all);
    assumptions.clear();
    assumptions.push_back(past);
    while (static_cast<int>(session.solutions().size()) < total_limit) {
      const SettingFind f = session.find(assumptions, in_force, &found);
      if (f == SettingFind::Unknown) break;
      if (f == SettingFind::None) {
        out.exhausted = true;
        break;
      }
      record(found);
      session.exclude_also(past, found);
    }
  }
  out.count = std::min(static_cast<int>(session.solutions().size()), total_limit);
  return finish();
}

}  // namespace gridlogic
