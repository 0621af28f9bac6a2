// sudoku_solve.cpp — the Sudoku verbs `solve` (fast or SAT, counting) and `encode` (DIMACS).
#include <cstdint>
#include <sstream>

#include "gridlogic/cnf.h"
#include "gridlogic/json.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/sudoku_format.h"
#include "gridlogic/sudoku_sat.h"
#include "verbs/verbs.h"

namespace gridlogic::verbs {

Response sudoku_solve(const Request& request) {
  const Options& o = request.options;
  if (auto e = o.reject_unknown("solve", {"method", "encoding", "count", "budget"})) return Response::options_failure(e->message);
  SolveRequest req;
  req.genre = request.genre;
  req.puzzle = request.input;
  req.method = o.get("method");
  req.encoding = o.get("encoding");
  auto count = o.get_int("count", 2, 1, 1000000);
  if (!count) return Response::options_failure(count.error().message);
  auto budget = o.get_int("budget", -1, -1, INT64_MAX);
  if (!budget) return Response::options_failure(budget.error().message);
  req.count_limit = static_cast<int>(*count);
  req.conflict_budget = *budget;

  SolveReport report = solve(req);
  if (report.status == SolveStatus::Error) return Response::failure(report.error);
  Response r;
  r.json = to_json(report, req.count_limit > 2);
  r.text = std::string(status_name(report.status));
  if (!report.solution.empty()) r.text += '\t' + report.solution;
  if (req.count_limit > 2) r.text += "\tcount=" + std::to_string(report.count);
  r.text += '\n';
  return r;
}

Response sudoku_encode(const Request& request) {
  const Options& o = request.options;
  if (auto e = o.reject_unknown("encode", {"encoding"})) return Response::options_failure(e->message);
  auto name = o.get_choice("encoding", "minimal", {"minimal", "efficient", "extended"});
  if (!name) return Response::options_failure(name.error().message);
  const SudokuEncoding encoding = *parse_sudoku_encoding(*name);
  auto grid = parse_sudoku(request.input);
  if (!grid) return Response::failure(grid.error().message);
  Cnf cnf;
  encode_sudoku(*grid, encoding, cnf);
  std::ostringstream out;
  out << "c puzzle " << format_sudoku_line(*grid) << "\nc encoding " << encoding_name(encoding) << '\n';
  write_dimacs(cnf, out);
  Response r;
  r.text = out.str();
  JsonWriter w;
  w.begin_object()
      .key("encoding").value(encoding_name(encoding))
      .key("variables").value(cnf.num_vars())
      .key("clauses").value(cnf.num_clauses())
      .key("dimacs").value(r.text)
      .end_object();
  r.json = w.str();
  return r;
}

}  // namespace gridlogic::verbs
