// exact_cover.cpp — Algorithm X with dancing links, and Sudoku as exact cover (exact_cover.h).
//
// The links are Knuth's: every 1 of the matrix is a node in a circular list across its row and down its
// column, each column has a header with its size; covering a column unlinks it from the header list and
// every row through it from the other columns, uncovering puts them back in reverse order.
#include "gridlogic/exact_cover.h"

#include <algorithm>
#include <chrono>
#include <utility>

#include "gridlogic/deadline.h"

namespace gridlogic {

struct ExactCover::Impl {
  // Nodes 0..columns are the root (0) and the column headers (1..columns); then the matrix's 1s.
  std::vector<int> left, right, up, down, column, row_of;
  std::vector<int> size;       // per header node: rows left in the column
  std::vector<int> row_first;  // per row: one of its nodes
  std::vector<std::vector<int>> rows;
  std::vector<Lit> row_lits;
  std::vector<int> dead;   // per row: columns covered through it (0: still in the matrix)
  std::vector<int> taken;  // the rows taken, in order (givens first)
  int columns = 0;
  bool clash = false;  // a given shares a column with an earlier one

  TeachObserver* observer = nullptr;
  int max_events = kSearchWindowEvents;
  int events = 0;
  int decision_count = 0;
  SearchSnapshot window;
  std::vector<int> level_start;  // window.trail index where each level > 0 starts
  ExactCoverStats stats;
  int limit = 1;
  int64_t budget = -1;
  bool stop = false;
  int count = 0;
  std::function<void(std::span<const int>)> on_solution;

  // --- dancing links ---

  void cover(int c) {
    right[left[c]] = right[c];
    left[right[c]] = left[c];
    ++stats.updates;
    for (int i = down[c]; i != c; i = down[i]) {
      ++dead[row_of[i]];
      for (int j = right[i]; j != i; j = right[j]) {
        up[down[j]] = up[j];
        down[up[j]] = down[j];
        --size[column[j]];
        ++stats.updates;
      }
    }
  }
  void uncover(int c) {
    for (int i = up[c]; i != c; i = up[i]) {
      --dead[row_of[i]];
      for (int j = left[i]; j != i; j = left[j]) {
        ++size[column[j]];
        up[down[j]] = j;
        down[up[j]] = j;
      }
    }
    right[left[c]] = c;
    left[right[c]] = c;
  }
  void cover_row(int node) {
    for (int j = right[node]; j != node; j = right[j]) cover(column[j]);
  }
  void uncover_row(int node) {
    for (int j = left[node]; j != node; j = left[j]) uncover(column[j]);
  }

  // --- the window ---

  bool watching() const { return observer != nullptr && events < max_events; }
  bool take_event() {
    if (observer == nullptr || events > max_events) return false;
    if (events++ < max_events) return true;
    observer->on_window_closed();
    if (observer->stop_at_window_end()) stop = true;  // not exhausted: the solve answers Unknown
    return false;
  }
  int level() const { return static_cast<int>(level_start.size()); }
  // Appends row `r` taken (true; a decision above level 0) and every row that left the matrix since
  // `alive` was recorded (false, with the clause it shares a column with r).
  void mirror_take(int r, const std::vector<char>& alive) {
    if (!watching()) return;
    window.trail.push_back(TrailEntry{row_lits[r], level(), {}});
    for (size_t x = 0; x < rows.size(); ++x)
      if (alive[x] && dead[x] && static_cast<int>(x) != r)
        window.trail.push_back(TrailEntry{~row_lits[x], level(), {~row_lits[x], ~row_lits[r]}});
    window.decision_level = level();
  }
  std::vector<char> alive_rows() const {
    std::vector<char> a(rows.size());
    for (size_t x = 0; x < rows.size(); ++x) a[x] = dead[x] == 0;
    return a;
  }
  // (take_event, not watching(): the first event past the window closes it, on_window_closed once.)
  template <class Event>
  void report(Event event, size_t first_new) {
    if (!take_event()) return;
    window.first_new = static_cast<int>(first_new);
    (observer->*event)(window);
  }

  // --- Algorithm X ---

  // The column to branch on: the smallest, the first on a tie (or the smallest through `prefer`'s row).
  int choose_column(int prefer_row) const {
    int best = -1;
    if (prefer_row >= 0) {
      for (int col : rows[prefer_row]) {
        const int h = col + 1;
        if (best < 0 || size[h] < size[best]) best = h;
      }
      return best;
    }
    for (int c = right[0]; c != 0; c = right[c])
      if (best < 0 || size[c] < size[best]) best = c;
    return best;
  }

  // The search is Knuth's recursive procedure with its recursion kept on an explicit stack, so that it
  // can pause between events (SearchObserver::pause_here) and go on later from the same point: a
  // Frame is one call's column, its rows in the order tried, the matrix before covering, and which row
  // is taken now. `phase` says where the procedure is: entering a call, at the top of a frame's loop
  // over its rows, or back from a call.
  struct Frame {
    int c = 0;
    std::vector<int> order;
    std::vector<char> before;
    size_t next = 0;  // order[next] is taken (after Enter) or tried next (at Loop)
    size_t at = 0;    // window.trail's size before the row taken
  };
  enum class Phase { Enter, Loop, Return };
  std::vector<Frame> frames;
  Phase phase = Phase::Enter;
  bool paused = false;

  // Runs until the tree is done (stop, or every frame returned) or the observer pauses it.
  void run() {
    // (Not asked again at the point it paused at: each slice goes one step or more.)
    bool resuming = std::exchange(paused, false);
    for (;;) {
      if (phase == Phase::Enter) {
        if (!std::exchange(resuming, false) && observer && observer->pause_here()) {
          paused = true;
          return;
        }
        phase = Phase::Return;
        if (stop) continue;
        if (right[0] == 0) {  // every column covered: a solution
          ++count;
          report(&SearchObserver::on_model, window.trail.size());
          if (on_solution) on_solution(taken);
          if (count >= limit) stop = true;
          continue;
        }
        if ((budget >= 0 && stats.conflicts >= static_cast<uint64_t>(budget)) || time_is_up()) {
          stop = true;
          continue;
        }
        // The class may pick the row (what if): its smallest column is branched on, that row first.
        int prefer = -1;
        if (observer) {
          const Lit chosen = observer->choose_decision(decision_count + 1);
          for (size_t x = 0; x < rows.size() && chosen.code >= 0; ++x)
            if (row_lits[x] == chosen && dead[x] == 0) prefer = static_cast<int>(x);
        }
        const int c = choose_column(prefer);
        Frame f;
        f.c = c;
        for (int i = down[c]; i != c; i = down[i]) f.order.push_back(i);
        if (prefer >= 0)
          std::stable_partition(f.order.begin(), f.order.end(), [&](int i) { return row_of[i] == prefer; });
        if (f.order.empty()) {  // a dead end: the column's clause has every literal false
          ++stats.conflicts;
          if (take_event()) {
            std::vector<Lit> clause;
            for (size_t x = 0; x < rows.size(); ++x)
              if (std::find(rows[x].begin(), rows[x].end(), c - 1) != rows[x].end()) clause.push_back(row_lits[x]);
            observer->on_column(c - 1, {}, 0);
            observer->on_conflict(analyze_conflict(window, clause));
          }
          continue;
        }
        f.before = alive_rows();
        cover(c);
        frames.push_back(std::move(f));
        phase = Phase::Loop;
      } else if (phase == Phase::Loop) {
        Frame& f = frames.back();
        if (stop || f.next == f.order.size()) {
          if (!stop) uncover(f.c);
          frames.pop_back();
          phase = Phase::Return;
          continue;
        }
        const int i = f.order[f.next];
        if (watching()) {
          std::vector<Lit> lits;
          for (int k : f.order) lits.push_back(row_lits[row_of[k]]);
          observer->on_column(f.c - 1, lits, static_cast<int>(f.next));
        }
        ++stats.decisions;
        ++decision_count;
        f.at = window.trail.size();
        level_start.push_back(static_cast<int>(f.at));
        taken.push_back(row_of[i]);
        cover_row(i);
        mirror_take(row_of[i], f.before);
        for (size_t x = 0; x < rows.size(); ++x)
          stats.removed += f.before[x] && dead[x] && static_cast<int>(x) != row_of[i];
        report(&SearchObserver::on_decision, f.at);
        phase = Phase::Enter;
      } else {  // Return: back from a call into its caller's loop, or out of the search
        if (frames.empty()) return;
        Frame& f = frames.back();
        if (stop) {  // (the recursion breaks out of every loop, leaving the matrix as it is)
          frames.pop_back();
          continue;
        }
        uncover_row(f.order[f.next]);
        taken.pop_back();
        level_start.pop_back();
        ++stats.backtracks;
        if (watching()) {
          window.trail.resize(f.at);
          window.decision_level = level();
        }
        report(&TeachObserver::on_backtrack, window.trail.size());
        ++f.next;
        phase = Phase::Loop;
      }
    }
  }
};

ExactCover::ExactCover(int columns, std::vector<std::vector<int>> rows, std::vector<Lit> row_lits)
    : impl_(std::make_unique<Impl>()) {
  Impl& m = *impl_;
  m.columns = columns;
  m.rows = std::move(rows);
  m.row_lits = std::move(row_lits);
  m.row_lits.resize(m.rows.size());
  for (size_t r = 0; r < m.rows.size(); ++r)
    if (m.row_lits[r].code < 0) m.row_lits[r] = Lit::pos(Var{static_cast<int>(r)});
  const int headers = columns + 1;
  auto node = [&m](int col, int row) {
    const int id = static_cast<int>(m.left.size());
    m.left.push_back(id), m.right.push_back(id), m.up.push_back(id), m.down.push_back(id);
    m.column.push_back(col), m.row_of.push_back(row);
    return id;
  };
  for (int h = 0; h < headers; ++h) node(h, -1);
  for (int h = 0; h < headers; ++h) m.left[h] = (h + headers - 1) % headers, m.right[h] = (h + 1) % headers;
  m.size.assign(headers, 0);
  m.row_first.assign(m.rows.size(), -1);
  m.dead.assign(m.rows.size(), 0);
  for (size_t r = 0; r < m.rows.size(); ++r) {
    int first = -1;
    for (int col : m.rows[r]) {
      const int h = col + 1, id = node(h, static_cast<int>(r));
      m.up[id] = m.up[h], m.down[id] = h, m.down[m.up[h]] = id, m.up[h] = id;
      ++m.size[h];
      if (first < 0) {
        first = id;
      } else {
        m.left[id] = m.left[first], m.right[id] = first, m.right[m.left[first]] = id, m.left[first] = id;
      }
    }
    m.row_first[r] = first;
  }
}

ExactCover::~ExactCover() = default;

bool ExactCover::take(int row) {
  Impl& m = *impl_;
  if (row < 0 || row >= static_cast<int>(m.rows.size()) || m.dead[row]) {
    m.clash = true;
    return false;
  }
  const std::vector<char> before = m.alive_rows();
  const int first = m.row_first[row];
  m.cover(m.column[first]);
  m.cover_row(first);
  m.taken.push_back(row);
  // Level 0 of the window: the row taken (a given) and the rows it knocks out.
  m.window.trail.push_back(TrailEntry{m.row_lits[row], 0, {}});
  for (size_t x = 0; x < m.rows.size(); ++x)
    if (before[x] && m.dead[x] && static_cast<int>(x) != row)
      m.window.trail.push_back(TrailEntry{~m.row_lits[x], 0, {~m.row_lits[x], ~m.row_lits[row]}});
  return true;
}

void ExactCover::set_observer(TeachObserver* observer, int max_events) {
  impl_->observer = observer;
  impl_->max_events = max_events;
}

ExactCoverResult ExactCover::solve(int limit, int64_t dead_end_budget,
                                   const std::function<void(std::span<const int>)>& on_solution) {
  Impl& m = *impl_;
  const auto start = std::chrono::steady_clock::now();
  m.limit = std::max(1, limit);
  m.budget = dead_end_budget;
  m.on_solution = on_solution;
  m.stop = false;
  m.count = 0;
  m.events = 0;
  m.decision_count = 0;
  m.stats.ms = 0;
  m.frames.clear();
  m.phase = Impl::Phase::Enter;
  m.paused = false;
  if (!m.clash) {
    // The givens and what they knock out, as the level-0 event (the window was filled by take()).
    if (!m.window.trail.empty()) m.report(&SearchObserver::on_decision, 0);
    m.run();
  }
  m.stats.ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return result();
}

bool ExactCover::paused() const { return impl_->paused; }

ExactCoverResult ExactCover::resume() {
  Impl& m = *impl_;
  if (!m.paused) return result();  // (contract: only after a paused solve)
  const auto start = std::chrono::steady_clock::now();
  m.run();
  m.stats.ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return result();
}

ExactCoverResult ExactCover::result() const {
  const Impl& m = *impl_;
  ExactCoverResult r;
  r.count = m.count;
  // Exhausted: the search returned by itself (stop is set only by the limit, the budget, the clock or
  // an observer that stops at its window's end); a paused search is not.
  r.exhausted = m.clash || (!m.stop && !m.paused);
  r.stats = m.stats;
  return r;
}

int sudoku_cover_columns(SudokuShape shape) { return 4 * shape.cells(); }

std::vector<std::vector<int>> sudoku_cover_rows(SudokuShape shape) {
  const int n = shape.n(), cells = shape.cells();
  std::vector<std::vector<int>> rows;
  rows.reserve(static_cast<size_t>(cells) * n);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      for (int v = 0; v < n; ++v)
        rows.push_back({r * n + c, cells + r * n + v, 2 * cells + c * n + v, 3 * cells + shape.box_of(r, c) * n + v});
  return rows;
}

std::string sudoku_cover_column_name(SudokuShape shape, int column) {
  const int n = shape.n(), cells = shape.cells();
  const int kind = column / cells, i = column % cells, a = i / n + 1, v = i % n + 1;
  const std::string digit(1, value_char(v));
  switch (kind) {
    case 0: return "r" + std::to_string(a) + "c" + std::to_string(v) + " has a digit";
    case 1: return "row " + std::to_string(a) + " has a " + digit;
    case 2: return "column " + std::to_string(a) + " has a " + digit;
    default: return "box " + std::to_string(a) + " has a " + digit;
  }
}

std::unique_ptr<ExactCover> sudoku_exact_cover(const SudokuGrid& puzzle) {
  const SudokuShape shape = puzzle.shape;
  const int n = shape.n();
  auto x = std::make_unique<ExactCover>(sudoku_cover_columns(shape), sudoku_cover_rows(shape), std::vector<Lit>{});
  for (int cell = 0; cell < shape.cells(); ++cell)
    if (puzzle.cells[cell]) x->take(cell * n + puzzle.cells[cell] - 1);
  return x;
}

SudokuGrid sudoku_cover_grid(const SudokuGrid& puzzle, std::span<const int> rows) {
  const int n = puzzle.shape.n();
  SudokuGrid g = puzzle;
  for (int row : rows) g.cells[row / n] = static_cast<uint8_t>(row % n + 1);
  return g;
}

SudokuCoverSolve solve_sudoku_exact_cover(const SudokuGrid& puzzle, int limit, int64_t dead_end_budget,
                                          TeachObserver* observer, int max_events, int keep) {
  const std::unique_ptr<ExactCover> x = sudoku_exact_cover(puzzle);
  x->set_observer(observer, max_events);
  SudokuCoverSolve out;
  out.result = x->solve(limit, dead_end_budget, [&](std::span<const int> rows) {
    if (static_cast<int>(out.solutions.size()) < keep) out.solutions.push_back(sudoku_cover_grid(puzzle, rows));
  });
  return out;
}

}  // namespace gridlogic
