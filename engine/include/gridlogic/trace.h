// trace.h — the one trace model of the engine: the steps every solver reports (human techniques and the
// SAT search alike), their recorder, their JSON form, and the adapter from the SAT search window.
//
// Solvers report steps to a TraceObserver (no-op default, as CaDiCaL's Tracer); a TraceRecorder keeps
// them as a Trace, which the hint system picks from, the CLI's `explain` prints and the lecture view
// replays. SearchTraceAdapter turns a SearchObserver's events (search_window.h) into the same steps, so
// a CDCL run and a human-style solve read alike.
#pragma once

#include <functional>
#include <span>
#include <string>
#include <vector>

#include "gridlogic/cnf.h"
#include "gridlogic/search_window.h"

namespace gridlogic {

class JsonWriter;

// A value in a cell: placed there, or ruled out as a candidate. Cells are row-major indices.
struct CellValue {
  int cell = -1;
  int value = 0;
  friend bool operator==(const CellValue&, const CellValue&) = default;
};

// A link between two cells narrowed to a range — a Hashi bridge between islands a and b that can now
// only carry lo..hi bridges (decided when lo == hi). Cells are row-major indices, a < b.
struct LinkRange {
  int a = -1;
  int b = -1;
  int lo = 0;
  int hi = 0;
  friend bool operator==(const LinkRange&, const LinkRange&) = default;
};

// A link of a chain between two candidates, as HoDoKu and Sudoku Explainer draw them: strong (at least
// one of the two is true: "if `from` is not, `to` is") or weak (not both: "if `from` is, `to` is not").
// The chain reads from `from` to `to`.
struct CandidateLink {
  CellValue from;
  CellValue to;
  bool strong = false;
};

// A house a pattern is built on: a fish's base lines (`role` "base") and cover lines ("cover").
// `kind` is "row", "column" or "box"; `index` counts from 0.
struct HouseRole {
  std::string role;
  std::string kind;
  int index = 0;
};

// The part a cell plays in a pattern: a wing's "pivot" and "pincer"s, a colouring's "colour-1" and
// "colour-2" (one of the two colours holds the value everywhere), a naked single's filled "cause"s.
struct CellRole {
  int cell = -1;
  std::string role;
};

// One step of reasoning. Fields a technique does not use stay empty.
struct TraceStep {
  std::string technique;                 // kebab-case name: "hidden-single", "decision", "propagation", ...
  std::vector<int> cells;                // the cells the step looks at (to highlight)
  std::vector<CellValue> placed;         // values it places
  std::vector<CellValue> removed;        // candidates it removes
  std::vector<int> variables;            // SAT variables involved, DIMACS-signed: +v true, -v false, where
                                         // v = Var::index + 1 (polarity matters to a decision or a clause)
  std::string explanation;               // one line for a person
  std::vector<TraceStep> substeps;       // the finer steps this one summarises
  std::vector<LinkRange> links;          // links it narrows, each with its new range (Hashi bridges)
  std::vector<std::vector<int>> groups;  // groups of cells it reasons about (connected components)
  // The pattern behind the step, for a hint to draw (wings, fish, chains, colouring, forcing chains):
  std::vector<CandidateLink> chain;  // its links between candidates, strong and weak
  std::vector<HouseRole> houses;     // its houses with their roles (a fish's base and cover lines)
  std::vector<CellRole> roles;       // its cells with their roles (a wing's pivot and pincers)
  std::string notation;              // the step as HoDoKu prints it (Eureka notation for chains), or ""
};

// A solve, explained: its steps in order.
struct Trace {
  std::vector<TraceStep> steps;

  // {"steps":[step...]}; a step is {"technique","cells","placed":[{"cell","value"}],"removed",
  // "variables","explanation","substeps"}, every key always present, then "links":[{"a","b","lo","hi"}]
  // and "groups":[[cell...]...] only when non-empty (only link-based genres use them); likewise the
  // pattern: "chain":[{"from":{"cell","value"},"to":{"cell","value"},"strong"}], "houses":[{"role",
  // "kind","index"}] and "roles":[{"cell","role"}]; "notation" (HoDoKu's text of the step) likewise.
  std::string to_json() const;
};

void write_json(JsonWriter& out, const TraceStep& step);
void write_json(JsonWriter& out, const Trace& trace);

// Receives steps as a solver takes them.
class TraceObserver {
 public:
  virtual ~TraceObserver() = default;
  virtual void on_step(const TraceStep&) {}
};

// Keeps every step it receives.
class TraceRecorder : public TraceObserver {
 public:
  void on_step(const TraceStep& step) override { trace_.steps.push_back(step); }
  const Trace& trace() const { return trace_; }
  void clear() { trace_.steps.clear(); }

 private:
  Trace trace_;
};

// "s[r1,c2,v3]" or "¬s[r1,c2,v3]" through Cnf::describe; "x4" / "¬x4" (DIMACS numbering) without a Cnf.
std::string describe_literal(Lit l, const Cnf* names);
// "(a or ¬b or c)"; "()" for the empty clause.
std::string describe_clause(std::span<const Lit> clause, const Cnf* names);

// Names a literal for a person. A front end that knows what a genre's variables mean passes one, so
// that a Sudoku's search reads "r3c5=7" / "r3c5≠7" rather than "s[r3,c5,v7]" / "¬s[r3,c5,v7]".
using LiteralNamer = std::function<std::string(Lit)>;

// Reports a search window as TraceSteps with techniques "decision", "propagation" (one substep per
// implied literal), "conflict", "learned", "restart", "model" and "window-closed". Variables are named
// through `names` when given (neither sink nor names is owned; both must outlive the adapter), or by
// `namer` (clauses then read "(a ∨ b)", as the lecture view's graphs write them).
class SearchTraceAdapter : public SearchObserver {
 public:
  explicit SearchTraceAdapter(TraceObserver& sink, const Cnf* names = nullptr) : sink_(sink), names_(names) {}
  SearchTraceAdapter(TraceObserver& sink, LiteralNamer namer)
      : sink_(sink), names_(nullptr), namer_(std::move(namer)) {}

  void on_decision(const SearchSnapshot& s) override;
  void on_propagation(const SearchSnapshot& s) override;
  void on_conflict(const ConflictSnapshot& c) override;
  void on_learned(const SearchSnapshot& s) override;
  void on_restart() override;
  void on_model(const SearchSnapshot& s) override;
  void on_window_closed() override;

 private:
  std::string literal(Lit l) const;
  std::string clause(std::span<const Lit> c) const;

  TraceObserver& sink_;
  const Cnf* names_;
  LiteralNamer namer_;
};

}  // namespace gridlogic
