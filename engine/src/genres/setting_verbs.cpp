// setting_verbs.cpp — the verbs `candidates` and `analyze` of every genre: the setter's questions
// (gridlogic/setting.h) on a puzzle being set, answered as JSON with cells as numbers (docs/cli.md,
// docs/setting.md). A genre contributes how its puzzle is read, where its places are on the board, how a
// solution is written, and — once the puzzle is unique — its level and the hardest step of its
// explained path (the step's number in the genre's `explain` with its default options, so a page can
// open that explanation).
#include <algorithm>
#include <cmath>
#include <functional>

#include "genres/genres.h"
#include "genres/kit.h"
#include "gridlogic/hashi_format.h"
#include "gridlogic/hashi_rules.h"
#include "gridlogic/json.h"
#include "gridlogic/setting.h"
#include "gridlogic/sudoku_format.h"
#include "gridlogic/sudoku_human.h"
#include "gridlogic/sudoku_rating.h"
#include "gridlogic/tectonic.h"
#include "gridlogic/variant_fpuzzles.h"
#include "gridlogic/variant_human.h"

namespace gridlogic::verbs {
namespace {

// The hardest step of a unique puzzle's explained path.
struct HardestStep {
  int step = 0;  // 1-based, as `explain` numbers its steps
  std::string technique;
  std::optional<double> rating;  // on the genre's scale, where it has one (Sudoku: SE)
  std::vector<int> cells;        // row-major
  std::string explanation;
};

// A unique puzzle's level, as the genre's `rate` gives it, and its hardest step.
struct SetterRating {
  int level = 0;
  std::string level_name;
  std::optional<double> rating;  // Sudoku: the SE grade (none when the ladder needed its last resort)
  std::optional<HardestStep> hardest;
};

// A puzzle of some genre, read for the setter's verbs.
struct SetterPuzzle {
  std::unique_ptr<SettingModel> model;
  int rows = 0, cols = 0;                                                      // cells are row-major
  std::function<int(int place)> place_cell = [](int place) { return place; };  // the cell of a given's place
  std::function<std::string(const SettingSolution&)> solution_text;
  std::function<std::optional<SetterRating>()> rate;  // only for a unique puzzle
  const HashiPuzzle* hashi = nullptr;                 // Hashi: the slots are its edges
};

std::optional<HardestStep> hardest_step(const std::vector<TraceStep>& steps, int index,
                                        std::optional<double> rating = {}) {
  if (index < 0 || index >= static_cast<int>(steps.size())) return std::nullopt;
  const TraceStep& s = steps[index];
  return HardestStep{index + 1, s.technique, rating, s.cells, s.explanation};
}

// The first step of the highest rank (rank < 0: not ranked).
int first_hardest(const std::vector<TraceStep>& steps, const std::function<int(const std::string&)>& rank) {
  int best = -1, best_rank = -1;
  for (int i = 0; i < static_cast<int>(steps.size()); ++i)
    if (rank(steps[i].technique) > best_rank) best = i, best_rank = rank(steps[i].technique);
  return best;
}

std::optional<SetterRating> rate_sudoku_puzzle(const SudokuGrid& puzzle) {
  // The path of `explain` (SE's ladder, the last resort allowed), the level of `rate`.
  const HumanSolveResult path = solve_sudoku_human(puzzle);
  const int level = sudoku_level(puzzle);
  if (level < 1 || path.stopped || time_is_up_now()) return std::nullopt;
  SetterRating r;
  r.level = level;
  r.level_name = kSudokuLevelNames[level - 1];
  if (!path.used_last_resort && !path.steps.empty()) r.rating = std::round(path.hardest_rating * 10) / 10;
  int index = -1;
  for (int i = 0; i < static_cast<int>(path.steps.size()) && index < 0; ++i)
    if (path.ratings[i] == path.hardest_rating && path.steps[i].technique == path.hardest_technique) index = i;
  if (index >= 0) r.hardest = hardest_step(path.steps, index, std::round(path.ratings[index] * 10) / 10);
  return r;
}

std::optional<SetterRating> rate_variant_puzzle(const VariantPuzzle& puzzle) {
  const VariantExplainResult path = explain_variant(puzzle, 100000, nullptr, true);
  const auto rating = rate_variant(path);
  if (!rating || time_is_up_now()) return std::nullopt;
  SetterRating r;
  r.level = rating->level;
  r.level_name = variant_level_name(rating->level);
  r.hardest = hardest_step(path.steps, rating->hardest_step);
  return r;
}

std::optional<SetterRating> rate_tectonic_puzzle(const TectonicPuzzle& puzzle) {
  const TectonicRating rating = rate_tectonic(puzzle);
  TectonicSolveOptions so;  // `explain`'s default: the rules with 2-SAT rounds
  so.two_sat = true;
  TraceRecorder rec;
  solve_tectonic_rules(puzzle, so, &rec);
  SetterRating r;
  r.level = rating.level;
  r.level_name = tectonic_rule_class_name(rating.rule_class);
  // Rules 1–6 by number, then a 2-SAT round.
  const auto rank = [](const std::string& t) {
    if (t == "2-sat") return 7;
    return t.size() == 6 && t.rfind("rule-", 0) == 0 ? t[5] - '0' : -1;
  };
  r.hardest = hardest_step(rec.trace().steps, first_hardest(rec.trace().steps, rank));
  return r;
}

std::optional<SetterRating> rate_hashi_puzzle(const HashiPuzzle& puzzle) {
  const HashiStage stage = hashi_stage(puzzle);
  TraceRecorder rec;
  solve_hashi_rules(puzzle, HashiRuleOptions{}, &rec);  // `explain`'s default: every stage
  SetterRating r;
  r.level = static_cast<int>(stage);
  r.level_name = hashi_stage_name(stage);
  // By stage, then by place in the ladder.
  const auto rank = [](const std::string& t) {
    for (int k = 0; k < kHashiTechniques; ++k)
      if (hashi_technique_name(static_cast<HashiTechnique>(k)) == t)
        return hashi_technique_stage(static_cast<HashiTechnique>(k)) * kHashiTechniques + k;
    return -1;
  };
  r.hardest = hardest_step(rec.trace().steps, first_hardest(rec.trace().steps, rank));
  return r;
}

Result<SetterPuzzle> read_sudoku(const std::string& input) {
  auto grid = parse_sudoku(input);
  if (!grid) return grid.error();
  SetterPuzzle p;
  p.model = sudoku_setting_model(*grid);
  p.rows = p.cols = grid->shape.n();
  p.solution_text = [shape = grid->shape](const SettingSolution& s) {
    SudokuGrid g{shape, std::vector<uint8_t>(s.choice.size())};
    for (size_t c = 0; c < s.choice.size(); ++c) g.cells[c] = static_cast<uint8_t>(s.choice[c] + 1);
    return format_sudoku_line(g);
  };
  p.rate = [g = *grid] { return rate_sudoku_puzzle(g); };
  return p;
}

Result<SetterPuzzle> read_variant(const std::string& input) {
  auto puzzle = parse_variant(input);
  if (!puzzle) return puzzle.error();
  SetterPuzzle p;
  p.model = variant_setting_model(*puzzle);
  p.rows = p.cols = puzzle->grid.n;
  auto shared = std::make_shared<VariantPuzzle>(std::move(*puzzle));
  p.solution_text = [shared](const SettingSolution& s) {
    std::vector<uint8_t> values(s.choice.size());
    for (size_t c = 0; c < s.choice.size(); ++c) values[c] = static_cast<uint8_t>(s.choice[c] + 1);
    std::string text = format_variant_solution(*shared, values);
    if (variant_has_marks(*shared)) text += "/" + format_variant_marks(s.marks);
    return text;
  };
  p.rate = [shared] { return rate_variant_puzzle(*shared); };
  return p;
}

Result<SetterPuzzle> read_tectonic(const std::string& input) {
  auto puzzle = parse_tectonic(input);
  if (!puzzle) return puzzle.error();
  SetterPuzzle p;
  p.model = tectonic_setting_model(*puzzle);
  p.rows = puzzle->rows, p.cols = puzzle->cols;
  auto shared = std::make_shared<TectonicPuzzle>(std::move(*puzzle));
  p.solution_text = [shared, model = p.model.get()](const SettingSolution& s) {
    std::vector<uint8_t> grid(shared->size(), 0);
    for (int c = 0; c < shared->size(); ++c) grid[c] = static_cast<uint8_t>(model->value_at(c, s));
    return format_tectonic_solution(*shared, grid);
  };
  p.rate = [shared] { return rate_tectonic_puzzle(*shared); };
  return p;
}

Result<SetterPuzzle> read_hashi(const std::string& input) {
  auto puzzle = parse_hashi(input);
  if (!puzzle) return puzzle.error();
  SetterPuzzle p;
  p.model = hashi_setting_model(*puzzle);
  p.rows = puzzle->rows, p.cols = puzzle->cols;
  auto shared = std::make_shared<HashiPuzzle>(std::move(*puzzle));
  p.hashi = shared.get();
  p.place_cell = [shared](int island) {
    return shared->islands[island].row * shared->cols + shared->islands[island].col;
  };
  p.solution_text = [shared](const SettingSolution& s) {
    return format_hashi_solution(*shared, HashiBridges(s.choice.begin(), s.choice.end()));
  };
  p.rate = [shared] { return rate_hashi_puzzle(*shared); };
  // The model keeps its own copy; `shared` lives as long as the closures above.
  return p;
}

void write_cell(JsonWriter& w, int cell, int cols) {
  w.begin_array().value(cell / cols).value(cell % cols).end_array();
}

void write_cells(JsonWriter& w, const std::vector<int>& cells, int cols) {
  w.begin_array();
  for (int c : cells) write_cell(w, c, cols);
  w.end_array();
}

void write_conflict(JsonWriter& w, const SettingConflict& c, int cols) {
  w.key("conflict").begin_object().key("minimal").value(c.minimal).key("parts").begin_array();
  for (const ConstraintPart& p : c.parts) {
    w.begin_object().key("kind").value(p.kind).key("name").value(p.name);
    if (p.index >= 0) w.key("index").value(p.index);
    if (p.kind == "given") w.key("value").value(p.value);
    w.key("cells");
    write_cells(w, p.cells, cols);
    w.end_object();
  }
  w.end_array().end_object();
}

std::string conflict_text(const SettingConflict& c) {
  if (c.parts.empty())
    return c.minimal ? "the rules alone have no solution" : "no contradiction named within the budget";
  std::string s;
  for (size_t i = 0; i < c.parts.size(); ++i)
    s += (i == 0 ? "" : i + 1 == c.parts.size() ? " and " : ", ") + c.parts[i].name;
  return s + (c.parts.size() == 1 ? " has no solution" : " contradict each other") +
         (c.minimal ? "" : " (perhaps not all of them)");
}

void write_stats(JsonWriter& w, const SatStats& s, double ms) {
  begin_stats(w, SolveStats{ms, s.decisions, s.propagations, s.conflicts});
  w.end_object();
}

// One character per value, as the genres write their grids (10 and up as letters; bridge counts 0..2
// as digits); "-" for none.
std::string values_text(const std::vector<int>& values) {
  std::string s;
  for (int v : values) s += v == 0 ? '0' : value_char(v);
  return s.empty() ? "-" : s;
}

Response candidates(const Request& request, Result<SetterPuzzle> read) {
  if (!read) return Response::failure(read.error().message);
  const Options& o = request.options;
  const int limit = static_cast<int>(o.integer("count"));
  const auto start = Clock::now();
  const SettingModel& model = *read->model;
  const SettingCandidates c = setting_candidates(model, limit, o.integer("budget"));
  if (!c.error.empty()) return Response::failure(c.error);
  const double ms = ms_since(start);
  const int cols = read->cols;
  const std::string status(verdict_name(verdict(c.count, c.exhausted, std::max(2, limit))));

  std::vector<int> given_at(model.slots.size(), 0);  // cell genres: the given of each slot
  if (!read->hashi)
    for (const SettingGiven& g : model.givens)
      for (size_t k = 0; k < model.slots.size(); ++k)
        if (model.slots[k].place == g.place) given_at[k] = g.value;

  JsonWriter w;
  w.begin_object()
      .key("status")
      .value(status)
      .key("count")
      .value(c.count)
      .key("limit")
      .value(limit)
      .key("complete")
      .value(c.complete);
  w.key(read->hashi ? "bridges" : "cells").begin_array();
  Response r;
  r.text = status + "\tcount=" + std::to_string(c.count) + (c.complete ? "" : "\tincomplete") + "\n";
  // The plain form of a cell genre: a line per row, each cell its values ('#' for a hole).
  std::vector<std::string> grid_text(read->hashi ? 0 : read->rows * cols, "#");
  for (size_t k = 0; k < model.slots.size(); ++k) {
    const SettingSlot& slot = model.slots[k];
    std::vector<int> values, counts, open;
    for (size_t q = 0; q < slot.options.size(); ++q) {
      if (c.state[k][q] == CandidateState::Possible) values.push_back(slot.values[q]), counts.push_back(c.counts[k][q]);
      if (c.state[k][q] == CandidateState::Open) open.push_back(slot.values[q]);
    }
    w.begin_object();
    if (read->hashi) {
      const HashiEdge& e = read->hashi->edges[slot.place];
      const HashiIsland& a = read->hashi->islands[e.a];
      const HashiIsland& b = read->hashi->islands[e.b];
      w.key("from").begin_array().value(a.row).value(a.col).end_array();
      w.key("to").begin_array().value(b.row).value(b.col).end_array();
      r.text += hashi_island_name(*read->hashi, e.a) + "-" + hashi_island_name(*read->hashi, e.b) + "\t" +
                values_text(values) + "\n";
    } else {
      w.key("row").value(slot.place / cols).key("col").value(slot.place % cols);
      if (given_at[k]) w.key("given").value(given_at[k]);
      grid_text[slot.place] = values_text(values);
    }
    w.key("values").begin_array();
    for (int v : values) w.value(v);
    w.end_array().key("counts").begin_array();
    for (int n : counts) w.value(n);
    w.end_array();
    if (!open.empty()) {
      w.key("open").begin_array();
      for (int v : open) w.value(v);
      w.end_array();
    }
    w.end_object();
  }
  w.end_array();
  for (size_t cell = 0; cell < grid_text.size(); ++cell)
    r.text += grid_text[cell] + ((cell + 1) % cols == 0 ? "\n" : " ");
  if (c.conflict) {
    write_conflict(w, *c.conflict, cols);
    r.text += "conflict\t" + conflict_text(*c.conflict) + "\n";
  }
  write_stats(w, c.stats, ms);
  r.json = w.end_object().str();
  return r;
}

Response analyze(const Request& request, Result<SetterPuzzle> read) {
  if (!read) return Response::failure(read.error().message);
  const Options& o = request.options;
  const int limit = static_cast<int>(o.integer("count"));
  const auto start = Clock::now();
  const SettingModel& model = *read->model;
  const SettingAnalysis a = setting_analyze(model, limit, o.integer("budget"));
  if (!a.error.empty()) return Response::failure(a.error);
  const int cols = read->cols;
  const Verdict v = verdict(a.count, a.exhausted, limit);
  const std::string status(verdict_name(v));
  std::optional<SetterRating> rating;
  if (v == Verdict::Unique) rating = read->rate();
  const double ms = ms_since(start);

  JsonWriter w;
  Response r;
  w.begin_object().key("status").value(status).key("count").value(a.count).key("limit").value(limit);
  r.text = status + "\tcount=" + std::to_string(a.count);
  if (v == Verdict::Unique) {
    const std::string solution = read->solution_text(a.found[0]);
    w.key("solution").value(solution);
    r.text += "\t" + solution;
    if (rating) {
      w.key("level").value(rating->level).key("level_name").value(rating->level_name).key("rating");
      if (rating->rating) w.value(*rating->rating);
      else w.null();
      r.text += "\tlevel " + std::to_string(rating->level) + " (" + rating->level_name + ")";
      w.key("hardest");
      if (const auto& h = rating->hardest) {
        w.begin_object().key("step").value(h->step).key("technique").value(h->technique);
        if (h->rating) w.key("rating").value(*h->rating);
        w.key("cells");
        write_cells(w, h->cells, cols);
        w.key("explanation").value(h->explanation).end_object();
        r.text += "\thardest step " + std::to_string(h->step) + " " + h->technique;
      } else {
        w.null();
      }
    }
    w.key("removable").begin_array();
    std::string removable;
    for (int j : a.removable) {
      const SettingGiven& g = model.givens[j];
      const int cell = read->place_cell(g.place);
      w.begin_object()
          .key("row")
          .value(cell / cols)
          .key("col")
          .value(cell % cols)
          .key("value")
          .value(g.value)
          .end_object();
      removable += (removable.empty() ? "" : " ") + cell_name(cell / cols, cell % cols);
    }
    w.end_array().key("removable_complete").value(a.removable_complete);
    r.text += "\tremovable " + (removable.empty() ? std::string("none") : removable);
  }
  if (v == Verdict::Multiple) {
    w.key("suggestion");
    if (const auto& s = a.suggestion) {
      const int cell = read->place_cell(s->place);
      w.begin_object()
          .key("row")
          .value(cell / cols)
          .key("col")
          .value(cell % cols)
          .key("value")
          .value(s->value)
          .key("keeps")
          .value(s->keeps)
          .key("of")
          .value(a.count)
          .key("split")
          .begin_array();
      for (const auto& [value, count] : s->split)
        w.begin_object().key("value").value(value).key("count").value(count).end_object();
      w.end_array().end_object();
      r.text += "\tsuggest " + cell_name(cell / cols, cell % cols) + "=" + std::to_string(s->value) + " keeps " +
                std::to_string(s->keeps) + " of " + std::to_string(a.count);
    } else {
      w.null();
    }
  }
  if (a.conflict) {
    write_conflict(w, *a.conflict, cols);
    r.text += "\t" + conflict_text(*a.conflict);
  }
  w.key("complete").value(!a.stopped);
  write_stats(w, a.stats, ms);
  r.json = w.end_object().str();
  r.text += "\n";
  return r;
}

}  // namespace

Response sudoku_candidates(const Request& request) { return candidates(request, read_sudoku(request.input)); }
Response variant_candidates(const Request& request) { return candidates(request, read_variant(request.input)); }
Response tectonic_candidates(const Request& request) { return candidates(request, read_tectonic(request.input)); }
Response hashi_candidates(const Request& request) { return candidates(request, read_hashi(request.input)); }
Response sudoku_analyze(const Request& request) { return analyze(request, read_sudoku(request.input)); }
Response variant_analyze(const Request& request) { return analyze(request, read_variant(request.input)); }
Response tectonic_analyze(const Request& request) { return analyze(request, read_tectonic(request.input)); }
Response hashi_analyze(const Request& request) { return analyze(request, read_hashi(request.input)); }

}  // namespace gridlogic::verbs
