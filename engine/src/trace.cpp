// trace.cpp — the trace model's JSON form and the search-window adapter (see trace.h).
#include "gridlogic/trace.h"

#include <algorithm>
#include <cstdlib>

#include "gridlogic/json.h"

namespace gridlogic {
namespace {

// How many implied literals a propagation summary names before "…" (the substeps name them all).
constexpr size_t kSummaryNames = 6;

std::vector<int> dimacs(std::span<const Lit> lits) {
  std::vector<int> out;
  out.reserve(lits.size());
  for (Lit l : lits) out.push_back(l.dimacs());
  return out;
}

std::string level_prefix(int level) { return "level " + std::to_string(level) + ": "; }

void write_ints(JsonWriter& out, const std::vector<int>& values) {
  out.begin_array();
  for (int v : values) out.value(v);
  out.end_array();
}

void write_cell_values(JsonWriter& out, const std::vector<CellValue>& values) {
  out.begin_array();
  for (const CellValue& cv : values)
    out.begin_object().key("cell").value(cv.cell).key("value").value(cv.value).end_object();
  out.end_array();
}

}  // namespace

void write_json(JsonWriter& out, const TraceStep& step) {
  out.begin_object();
  out.key("technique").value(step.technique);
  out.key("cells");
  write_ints(out, step.cells);
  out.key("placed");
  write_cell_values(out, step.placed);
  out.key("removed");
  write_cell_values(out, step.removed);
  out.key("variables");
  write_ints(out, step.variables);
  out.key("explanation").value(step.explanation);
  out.key("substeps").begin_array();
  for (const TraceStep& sub : step.substeps) write_json(out, sub);
  out.end_array();
  // Optional keys: written only when used, so every genre without links keeps its exact JSON.
  if (!step.links.empty()) {
    out.key("links").begin_array();
    for (const LinkRange& l : step.links)
      out.begin_object()
          .key("a")
          .value(l.a)
          .key("b")
          .value(l.b)
          .key("lo")
          .value(l.lo)
          .key("hi")
          .value(l.hi)
          .end_object();
    out.end_array();
  }
  if (!step.groups.empty()) {
    out.key("groups").begin_array();
    for (const auto& g : step.groups) write_ints(out, g);
    out.end_array();
  }
  if (!step.chain.empty()) {
    out.key("chain").begin_array();
    for (const CandidateLink& l : step.chain) {
      out.begin_object()
          .key("from")
          .begin_object()
          .key("cell")
          .value(l.from.cell)
          .key("value")
          .value(l.from.value)
          .end_object();
      out.key("to").begin_object().key("cell").value(l.to.cell).key("value").value(l.to.value).end_object();
      out.key("strong").value(l.strong).end_object();
    }
    out.end_array();
  }
  if (!step.houses.empty()) {
    out.key("houses").begin_array();
    for (const HouseRole& h : step.houses)
      out.begin_object().key("role").value(h.role).key("kind").value(h.kind).key("index").value(h.index).end_object();
    out.end_array();
  }
  if (!step.roles.empty()) {
    out.key("roles").begin_array();
    for (const CellRole& r : step.roles)
      out.begin_object().key("cell").value(r.cell).key("role").value(r.role).end_object();
    out.end_array();
  }
  if (!step.notation.empty()) out.key("notation").value(step.notation);
  out.end_object();
}

void write_json(JsonWriter& out, const Trace& trace) {
  out.begin_object().key("steps").begin_array();
  for (const TraceStep& step : trace.steps) write_json(out, step);
  out.end_array().end_object();
}

std::string Trace::to_json() const {
  JsonWriter out;
  write_json(out, *this);
  return out.str();
}

std::string describe_literal(Lit l, const Cnf* names) {
  std::string name = names ? names->describe(l.var()) : "x" + std::to_string(l.var().index + 1);
  return l.negated() ? "¬" + name : name;
}

std::string describe_clause(std::span<const Lit> clause, const Cnf* names) {
  std::string s = "(";
  for (size_t i = 0; i < clause.size(); ++i) {
    if (i) s += " or ";
    s += describe_literal(clause[i], names);
  }
  return s + ")";
}

std::string SearchTraceAdapter::literal(Lit l) const { return namer_ ? namer_(l) : describe_literal(l, names_); }

std::string SearchTraceAdapter::clause(std::span<const Lit> c) const {
  if (!namer_) return describe_clause(c, names_);
  std::string s = "(";
  for (size_t i = 0; i < c.size(); ++i) s += (i ? " ∨ " : "") + namer_(c[i]);
  return s + ")";
}

void SearchTraceAdapter::on_decision(const SearchSnapshot& s) {
  const TrailEntry& d = s.trail[s.first_new];
  TraceStep step;
  step.technique = "decision";
  step.variables = {d.lit.dimacs()};
  step.explanation = level_prefix(d.level) + "decide " + literal(d.lit);
  sink_.on_step(step);
}

void SearchTraceAdapter::on_propagation(const SearchSnapshot& s) {
  TraceStep step;
  step.technique = "propagation";
  std::string listed;
  for (size_t i = s.first_new; i < s.trail.size(); ++i) {
    const TrailEntry& e = s.trail[i];
    step.variables.push_back(e.lit.dimacs());
    if (i - s.first_new < kSummaryNames) listed += (listed.empty() ? "" : ", ") + literal(e.lit);
    TraceStep sub;
    sub.technique = "propagation";
    sub.variables = {e.lit.dimacs()};
    sub.explanation = literal(e.lit) + (e.reason.empty() ? std::string(", a unit clause")
                                                         : ", the last literal left in " + clause(e.reason));
    step.substeps.push_back(std::move(sub));
  }
  if (step.variables.size() > kSummaryNames) listed += ", …";
  size_t n = step.variables.size();
  step.explanation = level_prefix(s.decision_level) + "unit propagation implies " + std::to_string(n) +
                     (n == 1 ? " literal: " : " literals: ") + listed;
  sink_.on_step(step);
}

void SearchTraceAdapter::on_conflict(const ConflictSnapshot& c) {
  TraceStep step;
  step.technique = "conflict";
  step.variables = dimacs(c.clause);
  step.explanation = level_prefix(c.level) + "clause " + clause(c.clause) + " is false";
  if (c.level == 0) step.explanation += " with no decision to undo: the formula is unsatisfiable";
  else step.explanation += "; first UIP " + literal(c.uip_lit()) + ", cut clause " + clause(c.cut_clause);
  sink_.on_step(step);
}

void SearchTraceAdapter::on_learned(const SearchSnapshot& s) {
  const TrailEntry& a = s.trail[s.first_new];
  std::vector<Lit> learned = a.reason.empty() ? std::vector<Lit>{a.lit} : a.reason;
  TraceStep step;
  step.technique = "learned";
  step.variables = dimacs(learned);
  step.explanation =
      "learn " + clause(learned) + "; back to level " + std::to_string(a.level) +
      (a.level == 0 ? ", where " + literal(a.lit) + " holds for good" : ", where it forces " + literal(a.lit));
  sink_.on_step(step);
}

void SearchTraceAdapter::on_restart() {
  TraceStep step;
  step.technique = "restart";
  step.explanation = "restart: back to level 0, keeping the learned clauses";
  sink_.on_step(step);
}

void SearchTraceAdapter::on_model(const SearchSnapshot& s) {
  TraceStep step;
  step.technique = "model";
  for (const TrailEntry& e : s.trail) step.variables.push_back(e.lit.dimacs());
  std::sort(step.variables.begin(), step.variables.end(), [](int a, int b) { return std::abs(a) < std::abs(b); });
  step.explanation = "every variable is assigned and no clause is false: a model";
  sink_.on_step(step);
}

void SearchTraceAdapter::on_window_closed() {
  TraceStep step;
  step.technique = "window-closed";
  step.explanation = "the search window's event budget is spent; the search goes on unobserved";
  sink_.on_step(step);
}

}  // namespace gridlogic
