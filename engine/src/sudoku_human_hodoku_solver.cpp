// sudoku_human_hodoku_solver.cpp — the port of HoDoKu's SudokuStepFinder (the solvers in HoDoKu's order,
// the shared candidate sets, ALSs and restricted commons, each cached per position) and of
// SudokuSolver.solve/getHint: the enabled step types in StepConfig order, the first that finds a step
// wins, its base score is added and its level raises the puzzle's. sudoku_hodoku.h.
#include <unordered_set>

#include "sudoku_hodoku.h"
#include "sudoku_hodoku_solve.h"

namespace gridlogic::human::hodoku {

Finder::Finder() {
  solvers_.push_back(make_simple_solver(*this));
  solvers_.push_back(make_fish_solver(*this));
  solvers_.push_back(make_single_digit_solver(*this));
  solvers_.push_back(make_uniqueness_solver(*this));
  solvers_.push_back(make_wing_solver(*this));
  solvers_.push_back(make_coloring_solver(*this));
  solvers_.push_back(make_chain_solver(*this));
  solvers_.push_back(make_als_solver(*this));
  solvers_.push_back(make_misc_solver(*this));
  solvers_.push_back(make_tabling_solver(*this));
}
Finder::~Finder() = default;

void Finder::set_dirty() {
  cands_dirty_ = pos_dirty_ = allowed_dirty_ = true;
  step_number++;
}

bool Finder::get_step(Type type, Step& out) {
  for (auto& s : solvers_)
    if (s->get(type, out)) {
      step_number++;
      return true;
    }
  return false;
}

void Finder::do_step(const Step& step) {
  switch (step.type) {
    case Type::FULL_HOUSE:
    case Type::HIDDEN_SINGLE:
    case Type::NAKED_SINGLE:
    case Type::BRUTE_FORCE: sudoku->set_cell(step.indices[0], step.values[0]); break;
    case Type::FORCING_CHAIN_CONTRADICTION:
    case Type::FORCING_CHAIN_VERITY:
    case Type::FORCING_NET_CONTRADICTION:
    case Type::FORCING_NET_VERITY:
      if (!step.values.empty()) {
        for (size_t i = 0; i < step.values.size(); ++i) sudoku->set_cell(step.indices[i], step.values[i]);
        break;
      }
      [[fallthrough]];
    default:
      for (const Cand& c : step.to_delete) sudoku->del_candidate(c.index, c.value);
  }
  set_dirty();
}

const std::array<Set81, 10>& Finder::candidates() {
  if (cands_dirty_) {
    for (auto& s : cands_) s.clear();
    for (int i = 0; i < kLength; ++i)
      for (unsigned m = sudoku->cells[i]; m; m &= m - 1) cands_[first_cand(m)].add(i);
    cands_dirty_ = false;
  }
  return cands_;
}

const std::array<Set81, 10>& Finder::positions() {
  if (pos_dirty_) {
    for (auto& s : pos_) s.clear();
    for (int i = 0; i < kLength; ++i)
      if (sudoku->values[i]) pos_[sudoku->values[i]].add(i);
    pos_dirty_ = false;
  }
  return pos_;
}

const std::array<Set81, 10>& Finder::candidates_allowed() {
  if (allowed_dirty_) {
    empty_ = Set81::all();
    for (int v = 1; v <= 9; ++v) allowed_[v] = Set81::all();
    allowed_[0].clear();
    for (int i = 0; i < kLength; ++i)
      if (sudoku->values[i]) {
        allowed_[sudoku->values[i]].and_not(T().buddies[i]);
        empty_.remove(i);
      }
    for (int v = 1; v <= 9; ++v) allowed_[v] &= empty_;
    allowed_dirty_ = false;
  }
  return allowed_;
}

const Set81& Finder::empty_cells() {
  candidates_allowed();
  return empty_;
}

namespace {
struct SetHash {
  size_t operator()(const Set81& s) const { return std::hash<uint64_t>()(s.m1 * 31 + s.m2); }
};
}  // namespace

const std::vector<Als>& Finder::alses(bool only_larger_than_one) {
  const int k = only_larger_than_one ? 1 : 0;
  if (alses_step_[k] == step_number) return alses_[k];
  alses_step_[k] = step_number;
  std::vector<Als>& out = alses_[k];
  out.clear();
  std::unordered_set<Set81, SetHash> seen;
  const Grid& g = *sudoku;
  // checkAlsRecursive from every unit's first cell: every subset of up to 8 empty cells in
  // lexicographic order whose candidates number one more than its cells.
  for (int u = 0; u < 27; ++u) {
    const int* unit = T().all_units[u];
    Set81 set;
    unsigned cand_sets[10] = {0};
    auto rec = [&](auto&& self, int count, int start) -> void {
      count++;
      if (count > 8) return;
      for (int i = start; i < 9; i++) {
        const int cell = unit[i];
        if (g.values[cell] != 0) continue;
        set.add(cell);
        cand_sets[count] = cand_sets[count - 1] | g.cells[cell];
        if (anz(cand_sets[count]) - count == 1 && (!only_larger_than_one || set.size() > 1) &&
            seen.insert(set).second) {
          Als a;
          a.indices = set;
          a.candidates = cand_sets[count];
          out.push_back(a);
        }
        self(self, count, i + 1);
        set.remove(cell);
      }
    };
    rec(rec, 0, 0);
  }
  const auto& cands = candidates();
  for (Als& a : out) {
    a.buddies.clear();
    for (int v = 1; v <= 9; ++v) {
      if (!a.has(v)) continue;
      a.per_cand[v] = a.indices & cands[v];
      a.buddies_per_cand[v] = buddies_of(a.per_cand[v]).minus(a.indices) & cands[v];
      a.buddies_als_per_cand[v] = a.buddies_per_cand[v] | a.per_cand[v];
      a.buddies |= a.buddies_per_cand[v];
    }
  }
  return out;
}

const std::vector<RC>& Finder::restricted_commons(const std::vector<Als>& list, bool allow_overlap) {
  if (rc_step_ == step_number && rc_list_ == &list && !allow_overlap) return rcs_;
  rc_step_ = step_number;
  rc_list_ = &list;
  rcs_.clear();
  rc_start.assign(list.size(), 0);
  rc_end.assign(list.size(), 0);
  for (size_t i = 0; i < list.size(); i++) {
    const Als& a1 = list[i];
    rc_start[i] = static_cast<int>(rcs_.size());
    for (size_t j = i + 1; j < list.size(); j++) {
      const Als& a2 = list[j];
      const Set81 inter = a1.indices & a2.indices;
      if (!allow_overlap && !inter.empty()) continue;
      const unsigned prc = a1.candidates & a2.candidates;
      if (prc == 0) continue;
      int n = 0;
      for (unsigned m = prc; m; m &= m - 1) {
        const int cand = first_cand(m);
        const Set81 rci = a1.per_cand[cand] | a2.per_cand[cand];
        if (rci.intersects(inter)) continue;
        const Set81 rcb = a1.buddies_als_per_cand[cand] & a2.buddies_als_per_cand[cand];
        if (!rcb.contains_all(rci)) continue;
        if (n == 0) rcs_.push_back({static_cast<int>(i), static_cast<int>(j), cand, 0, 0});
        else rcs_.back().cand2 = cand;
        n++;
      }
    }
    rc_end[i] = static_cast<int>(rcs_.size());
  }
  return rcs_;
}

// ---------------------------------------------------------------------------------------------------
// SudokuSolver.

namespace {
constexpr int kMaxScore[] = {0, 800, 1000, 1600, 1800, INT32_MAX};
}

Hodoku::Hodoku(const int8_t* values81, const int8_t* solution81, bool unique, bool givens_unique) {
  grid_.set_givens(values81);
  std::copy(solution81, solution81 + kLength, grid_.solution.begin());
  finder_.unique = unique;
  finder_.givens_unique = givens_unique;
  finder_.set_sudoku(&grid_);
}

Hodoku::Hodoku(const int8_t* values81, const uint16_t* cands81, const int8_t* solution81, bool unique) {
  grid_.set_position(values81, cands81);
  std::copy(solution81, solution81 + kLength, grid_.solution.begin());
  finder_.unique = unique;
  finder_.givens_unique = unique;
  finder_.set_sudoku(&grid_);
}

std::optional<Hodoku::Found> Hodoku::next(int max_score) {
  if (grid_.solved()) return std::nullopt;
  const std::vector<StepConfig>& steps = solver_steps();
  size_t end = steps.size();
  if (max_score != std::numeric_limits<int>::max())
    while (end > 0 && !(steps[end - 1].enabled && steps[end - 1].score <= max_score)) --end;
  for (size_t i = 0; i < end; ++i) {
    const StepConfig& c = steps[i];
    if (!c.enabled) continue;
    Found f;
    f.config = &c;
    if (c.type == Type::BRUTE_FORCE) {
      // BruteForceSolver: the middle unsolved cell takes its value from the solution.
      std::vector<int> unsolved;
      for (int i = 0; i < kLength; ++i)
        if (grid_.values[i] == 0) unsolved.push_back(i);
      if (unsolved.empty() || grid_.solution[0] == 0) return std::nullopt;
      const int cell = unsolved[unsolved.size() / 2];
      f.step.type = Type::BRUTE_FORCE;
      f.step.indices.push_back(cell);
      f.step.values.push_back(grid_.solution[cell]);
      finder_.step_number++;
      return f;
    }
    if (c.type == Type::GIVE_UP) return std::nullopt;
    if (finder_.get_step(c.type, f.step)) return f;
  }
  return std::nullopt;
}

void Hodoku::apply(const Step& step) { finder_.do_step(step); }

SolveResult Hodoku::solve() {
  SolveResult r;
  r.level = 1;
  while (auto f = next()) {
    r.score += f->config->score;
    r.level = std::max(r.level, f->config->level);
    r.configs.push_back(f->config);
    apply(f->step);
    r.steps.push_back(std::move(f->step));
  }
  while (r.level < 5 && r.score > kMaxScore[r.level]) ++r.level;
  r.solved = grid_.solved();
  return r;
}

}  // namespace gridlogic::human::hodoku
