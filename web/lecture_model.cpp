// lecture_model.cpp — loading a puzzle through its genre's and method's rows (lecture_genres.h), the
// board after every step, replaying them, and what the cell genres share (counting, residual
// variables, the replay check). The genres' own code is in lecture_sudoku.cpp, lecture_tectonic.cpp,
// lecture_hashi.cpp, lecture_cdcl.cpp (CNF), lecture_variant.cpp; the graphs in lecture_graph.cpp.
#include "lecture_model.h"

#include <algorithm>
#include <bit>

#include "lecture_genres.h"
#include "lecture_internal.h"

namespace gridlogic::lecture {
namespace {

bool key_technique(std::string_view t) {
  return t == "conflict" || t == "contradiction" || t == "2-sat" || t == "cut-round" || t == "spanning-tree" ||
         t == "model" || t == "guess" || t == "trial-and-error" || t == "failed-literal" || t == "block" ||
         t == "fixpoint" || t == "unsatisfiable" || t == "stopped";
}

// The running totals a step adds; the board's own counters come from the genre's row.
void count(const Lecture& L, const Step& step, const BoardState& s, Counters& c) {
  const std::string& t = step.trace.technique;
  if (t == "decision") ++c.decisions;
  else if (t == "propagation") c.propagations += static_cast<int>(step.trace.variables.size());
  else if (t == "conflict" || t == "contradiction") ++c.conflicts;
  else if (t == "learned") ++c.learned;
  else if (t == "backtrack") ++c.backtracks;
  else if (t == "failed-literal" || t == "dead-end") ++c.conflicts;
  else if (t == "restart") ++c.restarts;
  else if (t == "2-sat") ++c.two_sat_rounds;
  c.open = 0;
  c.candidates = 0;
  if (L.genre->count) L.genre->count(L, s, c);
  if (L.trail_based()) c.clauses = L.cnf.num_clauses() + c.learned;
}

}  // namespace

std::optional<CellValue> cell_value_in(const Lecture& L, std::string_view name, Var v) {
  // Called for every literal of every step a search records: no allocation here.
  const VarRange* r = find_range(L.cnf, name);
  if (!r || !r->contains(v)) return std::nullopt;
  const int offset = v.index - r->first.index;
  if (r->dims.size() == 3) {
    const int n = r->dims[2], cell = offset / n;
    return CellValue{(cell / r->dims[1]) * L.cols + cell % r->dims[1], offset % n + 1};
  }
  if (r->dims.size() == 2) return CellValue{offset / r->dims[1], offset % r->dims[1] + 1};
  return std::nullopt;
}

void count_cells(const Lecture&, const BoardState& s, Counters& c) {
  for (size_t cell = 0; cell < s.candidates.size(); ++cell)
    if (s.candidates[cell] && !s.value[cell]) {
      ++c.open;
      c.candidates += std::popcount(s.candidates[cell]);
    }
}

int cell_total(const Lecture& L) {
  int cells = 0;
  for (const uint32_t c : L.state(0).candidates) cells += c != 0;
  return cells;
}

bool residual_cell_range(const Lecture& L, std::string_view name, const BoardState& s, ResidualVars& out) {
  out.range = find_range(L.cnf, name);
  if (!out.range || out.range->dims.size() != 2) return false;
  for (int cell = 0; cell < L.rows * L.cols; ++cell)
    for (int v = 1; v <= out.range->dims[1]; ++v) {
      const Var var = out.range->at({cell, v - 1});
      const uint32_t c = s.candidates[cell];
      out.assign[var.index] = !(c & bit(v)) ? 0 : std::popcount(c) == 1 ? 1 : -1;
      out.cell[var.index] = cell;
    }
  return true;
}

std::string check_cells(const Lecture& L, const BoardState& expected) {
  const BoardState& last = L.states.back();
  for (size_t c = 0; c < expected.value.size(); ++c)
    if (expected.value[c] != last.value[c]) return "cell " + std::to_string(c) + " differs after replay";
  for (size_t c = 0; c < expected.candidates.size(); ++c)
    if (expected.candidates[c] != last.candidates[c])
      return "candidates of cell " + std::to_string(c) + " differ after replay";
  return {};
}

void TrailLog::append(const TrailEntry& e) {
  reasons_.insert(reasons_.end(), e.reason.begin(), e.reason.end());
  entries_.push_back(Entry{e.lit, e.level, static_cast<int>(reasons_.size())});
}

TrailLog::Lit3 TrailLog::light(int i) const {
  const Entry& e = entries_[i];
  const int begin = i > 0 ? entries_[i - 1].reason_end : 0;
  return Lit3{e.lit, e.level, e.reason_end == begin && e.level > 0};  // TrailEntry::is_decision
}

TrailEntry TrailLog::whole(int i) const {
  const Entry& e = entries_[i];
  const int begin = i > 0 ? entries_[i - 1].reason_end : 0;
  return TrailEntry{e.lit, e.level, std::vector<Lit>(reasons_.begin() + begin, reasons_.begin() + e.reason_end)};
}

void TrailLog::push(const std::vector<TrailEntry>& trail, int keep) {
  Delta d;
  d.keep = std::clamp(keep, 0, static_cast<int>(trail.size()));
  if (deltas_.size() % kCheckpointEvery == 0) {
    Delta c{0, static_cast<int>(entries_.size()), static_cast<int>(trail.size())};
    for (const TrailEntry& e : trail) append(e);
    checkpoints_.push_back(c);
  }
  d.first = static_cast<int>(entries_.size());
  d.count = static_cast<int>(trail.size()) - d.keep;
  for (size_t i = static_cast<size_t>(d.keep); i < trail.size(); ++i) append(trail[i]);
  deltas_.push_back(d);
}

void TrailLog::pop_back() {
  if (deltas_.empty()) return;
  const Delta d = deltas_.back();
  deltas_.pop_back();
  int first = d.first;
  if (deltas_.size() % kCheckpointEvery == 0) {  // the step had a checkpoint, stored before its change
    first = checkpoints_.back().first;
    checkpoints_.pop_back();
  }
  entries_.resize(first);
  reasons_.resize(entries_.empty() ? 0 : entries_.back().reason_end);
}

std::vector<TrailEntry> TrailLog::operator[](int k) const {
  std::vector<TrailEntry> t;
  const Delta& c = checkpoints_[k / kCheckpointEvery];
  for (int j = 0; j < c.count; ++j) t.push_back(whole(c.first + j));
  for (int i = k / kCheckpointEvery * kCheckpointEvery + 1; i <= k; ++i) {
    const Delta& d = deltas_[i];
    t.resize(d.keep);
    for (int j = 0; j < d.count; ++j) t.push_back(whole(d.first + j));
  }
  return t;
}

std::vector<TrailLog::Lit3> TrailLog::lits(int k) const {
  std::vector<Lit3> t;
  const Delta& c = checkpoints_[k / kCheckpointEvery];
  t.reserve(static_cast<size_t>(c.count) + 16);
  for (int j = 0; j < c.count; ++j) t.push_back(light(c.first + j));
  for (int i = k / kCheckpointEvery * kCheckpointEvery + 1; i <= k; ++i) {
    const Delta& d = deltas_[i];
    t.resize(d.keep);
    for (int j = 0; j < d.count; ++j) t.push_back(light(d.first + j));
  }
  return t;
}

bool Lecture::trail_based() const { return how && how->has(kMethodTrail); }

void add_states(Lecture& L) {
  const LectureMethod& method = *L.how;
  Counters c = L.states.size() > 1 ? L.steps[L.states.size() - 2].after : L.start;
  for (size_t k = L.states.size() - 1; k < L.steps.size(); ++k) {
    BoardState s = L.states.back();
    Step& step = L.steps[k];
    method.apply(L, static_cast<int>(k), s);
    const std::string& t = step.trace.technique;
    // With kMethodBeyondSingles every step beyond singles is a key step (pointing, subsets, fish, ...).
    step.key = key_technique(t) ||
               (method.has(kMethodBeyondSingles) && t != "full-house" && t != "hidden-single" && t != "naked-single");
    count(L, step, s, c);
    step.after = c;
    L.states.push_back(std::move(s));
  }
}

Result<std::unique_ptr<Lecture>> load_lecture(const LectureGenre& genre, std::string_view puzzle,
                                              const LectureMethod& method, const LabOptions& lab) {
  auto L = std::make_unique<Lecture>();
  L->genre = &genre;
  L->how = &method;
  L->method = std::string(method.name);
  L->lab = lab;
  std::string text(puzzle);
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' ')) text.pop_back();
  // A set's method makes its own set without one.
  if (text.empty() && !method.has(kMethodSet)) text = std::string(default_puzzle(genre, method));
  L->puzzle_text = text;

  BoardState expected;  // the solver's own end state, where the replay must arrive
  if (auto loaded = method.record(*L, text, expected); !loaded) return loaded.error();

  // The states, one step at a time (what replay() recomputes from scratch).
  count(*L, Step(), L->states[0], L->start);
  L->states.reserve(L->steps.size() + 1);
  add_states(*L);
  L->replay_problem = method.check_replay ? method.check_replay(*L, expected) : "";
  return L;
}

Result<std::unique_ptr<Lecture>> load_lecture(std::string_view genre, std::string_view puzzle, std::string_view method,
                                              const LabOptions& lab) {
  const LectureGenre* g = find_lecture_genre(genre);
  if (!g) return Error{"unknown genre '" + std::string(genre) + "'"};
  const LectureMethod* m = method.empty() ? &g->methods.front() : find_method(*g, method);
  if (!m) {
    std::string list;
    for (auto name : genre_methods(*g)) list += (list.empty() ? "" : ", ") + std::string(name);
    return Error{"method '" + std::string(method) + "' is not one of " + std::string(g->name) + "'s: " + list};
  }
  return load_lecture(*g, puzzle, *m, lab);
}

bool operator==(const BoardState& a, const BoardState& b) {
  if (a.candidates != b.candidates || a.lo != b.lo || a.hi != b.hi || a.group != b.group || a.order != b.order ||
      a.root != b.root || a.tree_edges != b.tree_edges || a.cut_groups != b.cut_groups ||
      a.round_bridges != b.round_bridges || a.value != b.value || a.level != b.level || a.decided != b.decided ||
      a.heat != b.heat || a.trail.size() != b.trail.size())
    return false;
  for (size_t i = 0; i < a.trail.size(); ++i)
    if (a.trail[i].lit != b.trail[i].lit || a.trail[i].level != b.trail[i].level) return false;
  return true;
}

BoardState Lecture::replay(int k) const {
  BoardState s = states[0];
  for (int i = 0; i < k && i < size(); ++i) how->apply(*this, i, s);
  return s;
}

int Lecture::next_key_step(int from) const {
  for (int i = std::max(0, from); i < size(); ++i)
    if (steps[i].key) return i;
  return -1;
}

}  // namespace gridlogic::lecture
