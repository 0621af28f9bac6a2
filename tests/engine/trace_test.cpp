// trace_test.cpp — the trace model: JSON shape, the recorder, names, and a SAT search window recorded as
// steps (pigeonhole and a hard Sudoku).
#include <gtest/gtest.h>

#include <algorithm>

#include "gridlogic/cnf.h"
#include "gridlogic/sat_solver.h"
#include "gridlogic/search_window.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/sudoku_sat.h"
#include "gridlogic/trace.h"
#include "test_util.h"

namespace gridlogic {
namespace {

using gridlogic::testing::pigeonhole;

// Forwards every event to two observers (the adapter and a raw capture, to compare).
class Tee : public SearchObserver {
 public:
  Tee(SearchObserver& a, SearchObserver& b) : a_(a), b_(b) {}
  void on_decision(const SearchSnapshot& s) override {
    a_.on_decision(s);
    b_.on_decision(s);
  }
  void on_propagation(const SearchSnapshot& s) override {
    a_.on_propagation(s);
    b_.on_propagation(s);
  }
  void on_conflict(const ConflictSnapshot& c) override {
    a_.on_conflict(c);
    b_.on_conflict(c);
  }
  void on_learned(const SearchSnapshot& s) override {
    a_.on_learned(s);
    b_.on_learned(s);
  }
  void on_restart() override {
    a_.on_restart();
    b_.on_restart();
  }
  void on_model(const SearchSnapshot& s) override {
    a_.on_model(s);
    b_.on_model(s);
  }
  void on_window_closed() override {
    a_.on_window_closed();
    b_.on_window_closed();
  }

 private:
  SearchObserver& a_;
  SearchObserver& b_;
};

class ConflictCapture : public SearchObserver {
 public:
  std::vector<ConflictSnapshot> conflicts;
  void on_conflict(const ConflictSnapshot& c) override { conflicts.push_back(c); }
};

std::vector<int> dimacs_of(const std::vector<Lit>& lits) {
  std::vector<int> out;
  for (Lit l : lits) out.push_back(l.dimacs());
  return out;
}

TEST(Trace, JsonShape) {
  TraceStep sub;
  sub.technique = "naked-single";
  sub.cells = {4};
  sub.placed = {{4, 7}};
  sub.explanation = "r1c5 can only be 7";
  TraceStep step;
  step.technique = "propagation";
  step.cells = {4, 13};
  step.removed = {{13, 7}, {13, 2}};
  step.variables = {5, -12};
  step.explanation = "say \"why\"";
  step.substeps = {sub};
  Trace trace;
  trace.steps = {step};
  EXPECT_EQ(trace.to_json(), R"({"steps":[{"technique":"propagation","cells":[4,13],"placed":[],)"
                             R"("removed":[{"cell":13,"value":7},{"cell":13,"value":2}],"variables":[5,-12],)"
                             R"("explanation":"say \"why\"","substeps":[{"technique":"naked-single","cells":[4],)"
                             R"("placed":[{"cell":4,"value":7}],"removed":[],"variables":[],)"
                             R"("explanation":"r1c5 can only be 7","substeps":[]}]}]})");
  EXPECT_EQ(Trace{}.to_json(), R"({"steps":[]})");
}

TEST(Trace, RecorderKeepsStepsInOrder) {
  TraceRecorder recorder;
  TraceObserver& sink = recorder;  // solvers see only the interface
  for (const char* t : {"a", "b", "c"}) sink.on_step(TraceStep{t, {}, {}, {}, {}, "", {}});
  ASSERT_EQ(recorder.trace().steps.size(), 3u);
  EXPECT_EQ(recorder.trace().steps[2].technique, "c");
  recorder.clear();
  EXPECT_TRUE(recorder.trace().steps.empty());
  TraceObserver silent;  // the no-op default
  silent.on_step(TraceStep{});
}

TEST(Trace, LiteralsAreNamedThroughTheCnf) {
  Cnf cnf;
  cnf.new_var();
  const VarRange& s = cnf.new_range("s", {2, 2}, {"r", "c"});
  EXPECT_EQ(describe_literal(Lit::neg(s.at({1, 0})), &cnf), "¬s[r2,c1]");
  EXPECT_EQ(describe_literal(Lit::pos(Var{0}), &cnf), "x1");
  EXPECT_EQ(describe_literal(Lit::neg(Var{3}), nullptr), "¬x4");
  std::vector<Lit> clause{Lit::pos(s.at({0, 0})), Lit::neg(Var{0})};
  EXPECT_EQ(describe_clause(clause, &cnf), "(s[r1,c1] or ¬x1)");
  EXPECT_EQ(describe_clause({}, &cnf), "()");
}

TEST(Trace, SearchWindowBecomesSteps) {
  Cnf cnf = pigeonhole(4, 3);
  SatSolver solver;
  solver.add_cnf(cnf);
  TraceRecorder recorder;
  SearchTraceAdapter adapter(recorder, &cnf);
  ConflictCapture capture;
  Tee tee(adapter, capture);
  solver.set_observer(&tee);
  ASSERT_EQ(solver.solve(), SatStatus::Unsatisfiable);

  const std::vector<TraceStep>& steps = recorder.trace().steps;
  ASSERT_FALSE(steps.empty());
  size_t conflict = 0;
  for (size_t i = 0; i < steps.size(); ++i) {
    const TraceStep& s = steps[i];
    EXPECT_FALSE(s.explanation.empty());
    if (s.technique == "decision") {
      ASSERT_EQ(s.variables.size(), 1u);
      EXPECT_NE(s.explanation.find(": decide "), std::string::npos) << s.explanation;
      EXPECT_NE(s.explanation.find("p[p"), std::string::npos) << s.explanation;
    } else if (s.technique == "propagation") {
      ASSERT_EQ(s.substeps.size(), s.variables.size());
      for (size_t k = 0; k < s.substeps.size(); ++k) {
        EXPECT_EQ(s.substeps[k].variables, std::vector<int>{s.variables[k]});
        EXPECT_NE(s.substeps[k].explanation.find(", the last literal left in ("), std::string::npos)
            << s.substeps[k].explanation;
      }
    } else if (s.technique == "conflict") {
      ASSERT_LT(conflict, capture.conflicts.size());
      const ConflictSnapshot& c = capture.conflicts[conflict++];
      EXPECT_EQ(s.variables, dimacs_of(c.clause));
      if (c.level > 0) {
        // The next step states the clause MiniSat learned.
        ASSERT_LT(i + 1, steps.size());
        EXPECT_EQ(steps[i + 1].technique, "learned");
        std::vector<int> got = steps[i + 1].variables, want = dimacs_of(c.learned);
        std::sort(got.begin(), got.end());
        std::sort(want.begin(), want.end());
        EXPECT_EQ(got, want);
        EXPECT_NE(steps[i + 1].explanation.find("back to level " + std::to_string(c.backjump_level)),
                  std::string::npos);
      } else {
        EXPECT_NE(s.explanation.find("unsatisfiable"), std::string::npos);
        EXPECT_EQ(i + 1, steps.size());  // the proof ends the trace
      }
    } else {
      EXPECT_TRUE(s.technique == "learned" || s.technique == "restart") << s.technique;
    }
  }
  EXPECT_EQ(conflict, capture.conflicts.size());
  EXPECT_EQ(capture.conflicts.size(), solver.stats().conflicts);
  std::string json = recorder.trace().to_json();
  EXPECT_EQ(json.rfind(R"({"steps":[{"technique":")", 0), 0u);
}

TEST(Trace, ObservedSudokuSearchIsNamedAndSolves) {
  // A 17-clue puzzle under the minimal encoding needs real search: decisions, conflicts, backjumps.
  auto puzzle = parse_sudoku_line(".......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...");
  ASSERT_TRUE(puzzle.ok());
  Cnf cnf;
  SudokuVars vars = encode_sudoku(*puzzle, SudokuEncoding::Minimal, cnf);
  SatSolver plain, watched;
  plain.add_cnf(cnf);
  watched.add_cnf(cnf);
  TraceRecorder recorder;
  SearchTraceAdapter adapter(recorder, &cnf);
  watched.set_observer(&adapter, 2000);
  ASSERT_EQ(plain.solve(), SatStatus::Satisfiable);
  ASSERT_EQ(watched.solve(), SatStatus::Satisfiable);
  SudokuGrid solution = decode_sudoku(vars, watched);
  EXPECT_EQ(find_sudoku_violation(*puzzle, solution), std::nullopt);
  EXPECT_EQ(format_sudoku_line(solution), format_sudoku_line(decode_sudoku(vars, plain)));
  EXPECT_EQ(plain.stats().conflicts, watched.stats().conflicts);
  EXPECT_GT(watched.stats().conflicts, 0u);

  const std::vector<TraceStep>& steps = recorder.trace().steps;
  ASSERT_FALSE(steps.empty());
  EXPECT_NE(steps.front().explanation.find("s[r"), std::string::npos) << steps.front().explanation;
  bool closed = steps.back().technique == "window-closed";
  EXPECT_TRUE(closed || steps.back().technique == "model");
  if (!closed) EXPECT_EQ(steps.back().variables.size(), static_cast<size_t>(cnf.num_vars()));
}

}  // namespace
}  // namespace gridlogic
