// setting.cpp — the setter's session (setting.h): one MiniSat solver over a model's rules, searches under
// assumptions with the lazy rules' cuts, and the solutions found, each kept behind its own activation
// literal. The questions are setting_candidates.cpp, setting_analyze.cpp and setting_conflict.cpp.
#include "gridlogic/setting.h"

#include <cassert>

#include "gridlogic/deadline.h"

namespace gridlogic {

SettingSession::SettingSession(const SettingModel& model, bool all_givens)
    : model_(model), encoding_(model.encode(false)) {
  solver_.add_cnf(encoding_.cnf);
  if (all_givens) {
    for (const SettingGiven& g : model_.givens)
      for (Lit l : g.lits) solver_.add_clause({l});
    for (Lit l : model_.deductions()) solver_.add_clause({l});
  }
  if (!encoding_.decisions.empty()) {
    std::vector<bool> own(encoding_.cnf.num_vars(), false);
    for (Var v : encoding_.decisions) own[v.index] = true;
    for (int v = 0; v < encoding_.cnf.num_vars(); ++v)
      if (!own[v]) solver_.set_decision_var(Var{v}, false);
  }
  // A one-hot slot (a cell's digits) is decided by placing a value, which settles the cell and its
  // houses, rather than by ruling one out (as SudokuSatSession does).
  for (const SettingSlot& slot : model_.slots)
    for (const auto& option : slot.options)
      if (option.size() == 1 && !option[0].negated()) solver_.set_initial_phase(option[0].var(), true);
}

void keep_violated_cuts(const std::function<bool(Var)>& value, std::vector<std::vector<Lit>>& cuts) {
  std::erase_if(cuts, [&](const std::vector<Lit>& cut) {
    for (Lit l : cut)
      if (value(l.var()) != l.negated()) return true;  // the model keeps it
    return false;
  });
}

Lit SettingSession::exclude(std::span<const int> solutions) {
  // Left to propagation, never a decision: only the searches that assume it bind its clauses.
  const Var guard = solver_.new_var();
  solver_.set_decision_var(guard, false);
  for (int i : solutions) exclude_also(Lit::pos(guard), i);
  return Lit::pos(guard);
}

void SettingSession::exclude_also(Lit guard, int solution) {
  const SettingSolution& s = solutions_[solution];
  std::vector<Lit> block{~guard};
  for (size_t k = 0; k < model_.slots.size(); ++k)
    for (Lit l : model_.slots[k].options[s.choice[k]]) block.push_back(~l);
  for (size_t k = 0; k < encoding_.marks.size(); ++k)
    block.push_back(s.marks[k] ? Lit::neg(encoding_.marks[k]) : Lit::pos(encoding_.marks[k]));
  solver_.add_clause(block);
}

int SettingSession::adopt(SettingSolution s) {
  solutions_.push_back(std::move(s));
  return static_cast<int>(solutions_.size()) - 1;
}

void SettingSession::retire(Lit guard) { solver_.add_clause({~guard}); }

void SettingSession::set_budget(int64_t conflicts) { solver_.set_conflict_budget(conflicts); }

void SettingSession::prefer(const std::vector<Lit>& cube, bool yes) {
  // A cube of several literals (a Hashi count) is steered only towards: "not all of them" has no phase.
  if (!yes && cube.size() != 1) return;
  for (Lit l : cube) solver_.set_initial_phase(l.var(), yes != l.negated());
}

std::vector<int> SettingSession::keeping(std::span<const SettingGiven* const> givens) const {
  std::vector<int> out;
  for (int i = 0; i < static_cast<int>(solutions_.size()); ++i) {
    bool all = true;
    for (const SettingGiven* g : givens) all = all && keeps(i, *g);
    if (all) out.push_back(i);
  }
  return out;
}

SettingFind SettingSession::find(std::span<const Lit> assumptions, std::span<const SettingGiven* const> in_force,
                                 int* found) {
  if (stopped_) return SettingFind::Unknown;
  const auto value = [this](Var v) { return solver_.value(v); };
  for (;;) {
    if (time_is_up_now()) {
      stopped_ = true;
      return SettingFind::Unknown;
    }
    const SatStatus status = solver_.solve(assumptions);
    if (status == SatStatus::Unknown) {
      stopped_ = true;
      return SettingFind::Unknown;
    }
    if (status == SatStatus::Unsatisfiable) return SettingFind::None;
    if (encoding_.cuts) {
      cuts_.clear();
      encoding_.cuts(value, cuts_);
      keep_violated_cuts(value, cuts_);
      if (!cuts_.empty()) {
        // Every cut holds in every solution: it stays for the questions that follow.
        for (const auto& cut : cuts_) solver_.add_clause(cut);
        continue;
      }
    }
    SettingSolution s;
    s.choice.reserve(model_.slots.size());
    for (const SettingSlot& slot : model_.slots) {
      int taken = -1, takers = 0;
      for (size_t o = 0; o < slot.options.size(); ++o) {
        bool all = true;
        for (Lit l : slot.options[o]) all = all && value(l.var()) != l.negated();
        if (all) taken = static_cast<int>(o), ++takers;
      }
      if (takers != 1) {
        error_ = "internal error: the SAT model takes " + std::to_string(takers) + " options at " +
                 model_.place_name(slot.place);
        stopped_ = true;
        return SettingFind::Unknown;
      }
      s.choice.push_back(static_cast<uint8_t>(taken));
    }
    for (Var m : encoding_.marks) s.marks.push_back(value(m) ? 1 : 0);
    if (auto broken = model_.verify(s)) {
      error_ = "internal error: the SAT model breaks a rule (" + *broken + ")";
      stopped_ = true;
      return SettingFind::Unknown;
    }
    for (const SettingGiven* g : in_force)
      if (model_.value_at(g->place, s) != g->value) {
        error_ = "internal error: the SAT model does not keep the given " + std::to_string(g->value) + " at " +
                 model_.place_name(g->place);
        stopped_ = true;
        return SettingFind::Unknown;
      }
    solutions_.push_back(std::move(s));
    if (found) *found = static_cast<int>(solutions_.size()) - 1;
    return SettingFind::Solution;
  }
}

}  // namespace gridlogic
