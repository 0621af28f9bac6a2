// main.cpp — the gridlogic command-line tool: reads puzzles one a line, prints one result a line;
// `sat` solves a DIMACS file and answers as SAT solvers do.
//
//   gridlogic <command> [--genre G] [options] [FILE...]     (docs/cli.md)
//
// The tool owns the loop; each puzzle goes through the engine's genre-neutral API (gridlogic/api.h),
// so the CLI, the WASM module and the tests see the same results and JSON.
#include <charconv>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "gridlogic/api.h"
#include "gridlogic/cnf.h"
#include "gridlogic/dimacs.h"
#include "gridlogic/sat_solver.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/sudoku_sat.h"

namespace {

constexpr const char* kUsage = R"(usage: gridlogic <command> [options] [FILE...]

Reads puzzles one a line from the FILEs (or standard input; '-' is standard input too).
Blank lines and lines starting with '#' are skipped.

commands:
  solve     solve each puzzle; with --count N count solutions up to N (default 2: prove uniqueness)
  encode    write each puzzle's CNF in DIMACS to standard output
  sat       solve one DIMACS CNF file (FILE or standard input): "s SATISFIABLE" and "v ..." lines,
            "s UNSATISFIABLE", or "s UNKNOWN" when --budget runs out; --count N counts models up to N
  help      this text

options:
  --genre G        sudoku (default)
  --json           one JSON object per puzzle (solve)
  --count N        solve: count solutions up to N; 1 = any solution (status "solved")
                   sat: count models up to N ("c models K" and the status line; no model printed)
  --method M       solve: fast (default; native search) or sat (MiniSat on a CNF encoding)
  --encoding E     sudoku SAT encoding: minimal (default), efficient, extended; implies --method sat
  --budget N       give up after N SAT conflicts, or N guesses of the fast method (status "unknown")
  --version        print the version

exit status: 0 every input processed (whatever the verdict), 1 usage error, 2 an input could not be
read (a file that does not open; for sat also a malformed DIMACS file)
)";

struct Options {
  std::string command;
  std::string genre = "sudoku";
  bool json = false;
  int count = 2;
  bool count_given = false;
  std::string method;
  std::string encoding;
  long long budget = -1;
  std::vector<std::string> files;
};

int usage_error(const std::string& message) {
  std::cerr << "gridlogic: " << message << "\n(run 'gridlogic help' for usage)\n";
  return 1;
}

bool parse_int(const std::string& s, long long& out) {
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && end == s.data() + s.size();
}

// Runs `handle` on every puzzle line of every input; returns 2 if an input could not be opened.
template <class Handle>
int for_each_line(const std::vector<std::string>& files, Handle handle) {
  int status = 0;
  auto run = [&](std::istream& in, const std::string& name) {
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
      ++number;
      if (!line.empty() && line.back() == '\r') line.pop_back();
      size_t first = line.find_first_not_of(" \t");
      if (first == std::string::npos || line[first] == '#') continue;
      handle(line, name + " line " + std::to_string(number));
    }
  };
  if (files.empty()) {
    run(std::cin, "stdin");
    return 0;
  }
  for (const std::string& f : files) {
    if (f == "-") {
      run(std::cin, "stdin");
      continue;
    }
    std::ifstream in(f);
    if (!in) {
      std::cerr << "gridlogic: cannot open " << f << "\n";
      status = 2;
      continue;
    }
    run(in, f);
  }
  return status;
}

int cmd_solve(const Options& o) {
  return for_each_line(o.files, [&](const std::string& line, const std::string& where) {
    gridlogic::SolveRequest req;
    req.genre = o.genre;
    req.puzzle = line;
    req.method = o.method;
    req.encoding = o.encoding;
    req.count_limit = o.count;
    req.conflict_budget = o.budget;
    gridlogic::SolveReport report = gridlogic::solve(req);
    if (report.status == gridlogic::SolveStatus::Error) report.error = where + ": " + report.error;
    if (o.json) {
      std::cout << gridlogic::to_json(report, o.count > 2) << '\n';
    } else if (report.status == gridlogic::SolveStatus::Error) {
      std::cout << "error\t" << report.error << '\n';
    } else {
      std::cout << gridlogic::status_name(report.status);
      if (!report.solution.empty()) std::cout << '\t' << report.solution;
      if (o.count > 2) std::cout << "\tcount=" << report.count;
      std::cout << '\n';
    }
  });
}

int cmd_encode(const Options& o) {
  auto encoding = gridlogic::parse_sudoku_encoding(o.encoding.empty() ? "minimal" : o.encoding);
  if (!encoding) return usage_error("unknown encoding '" + o.encoding + "'; expected minimal, efficient or extended");
  bool bad_input = false;
  int status = for_each_line(o.files, [&](const std::string& line, const std::string& where) {
    auto grid = gridlogic::parse_sudoku_line(line);
    if (!grid) {
      std::cerr << "gridlogic: " << where << ": " << grid.error().message << '\n';
      bad_input = true;
      return;
    }
    gridlogic::Cnf cnf;
    gridlogic::encode_sudoku(*grid, *encoding, cnf);
    std::cout << "c puzzle " << gridlogic::format_sudoku_line(*grid) << "\nc encoding "
              << gridlogic::encoding_name(*encoding) << '\n';
    gridlogic::write_dimacs(cnf, std::cout);
  });
  return bad_input ? 2 : status;
}

// Prints the model as SAT competition "v" lines of at most about 80 characters, ending with 0.
void print_model(const gridlogic::SatSolver& solver, int num_vars) {
  std::string line(1, 'v');
  for (int i = 0; i <= num_vars; ++i) {
    std::string lit = i == num_vars ? "0" : std::to_string(solver.value(gridlogic::Var{i}) ? i + 1 : -(i + 1));
    if (line.size() + 1 + lit.size() > 80) {
      std::cout << line << '\n';
      line.resize(1);
    }
    line += ' ';
    line += lit;
  }
  std::cout << line << '\n';
}

// `sat`: one DIMACS file in, MiniSat-style answer out. Comments ('c') carry the size, statistics and,
// with --count, the number of models; the 's' line is the verdict.
int cmd_sat(const Options& o) {
  if (o.json) return usage_error("sat answers in DIMACS solver format; --json is not available");
  if (o.files.size() > 1) return usage_error("sat takes one DIMACS file");
  const bool from_stdin = o.files.empty() || o.files[0] == "-";
  const std::string name = from_stdin ? "stdin" : o.files[0];
  std::string text;
  if (from_stdin) {
    text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  } else {
    std::ifstream in(name, std::ios::binary);
    if (!in) {
      std::cerr << "gridlogic: cannot open " << name << "\n";
      return 2;
    }
    text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  std::vector<std::string> warnings;
  gridlogic::Result<gridlogic::Cnf> cnf = gridlogic::read_dimacs(text, &warnings);
  for (const std::string& w : warnings) std::cerr << "gridlogic: warning: " << name << ' ' << w << '\n';
  if (!cnf) {
    std::cerr << "gridlogic: " << name << ' ' << cnf.error().message << '\n';
    return 2;
  }
  const int num_vars = cnf->num_vars();
  std::cout << "c gridlogic sat: " << num_vars << " variables, " << cnf->num_clauses() << " clauses\n";
  gridlogic::SatSolver solver;
  solver.add_cnf(*cnf);
  if (o.budget >= 0) solver.set_conflict_budget(o.budget);
  const char* verdict;
  bool print = false;
  if (o.count_given) {
    // Models are counted over every variable the file declares, so one no clause mentions doubles
    // the count, as for any model counter.
    std::vector<gridlogic::Var> all;
    for (int i = 0; i < num_vars; ++i) all.push_back(gridlogic::Var{i});
    gridlogic::ModelCount mc = gridlogic::enumerate_models(solver, all, o.count, nullptr);
    std::cout << "c models " << mc.count
              << (mc.exhausted ? " (all)" : mc.budget_hit ? " (budget reached; there may be more)"
                                                          : " (limit reached; there may be more)")
              << '\n';
    verdict = mc.count > 0 ? "SATISFIABLE" : mc.exhausted ? "UNSATISFIABLE" : "UNKNOWN";
  } else {
    gridlogic::SatStatus status = solver.solve();
    verdict = status == gridlogic::SatStatus::Satisfiable     ? "SATISFIABLE"
              : status == gridlogic::SatStatus::Unsatisfiable ? "UNSATISFIABLE"
                                                              : "UNKNOWN";
    print = status == gridlogic::SatStatus::Satisfiable;
  }
  gridlogic::SatStats st = solver.stats();
  std::cout << "c conflicts " << st.conflicts << " decisions " << st.decisions << " propagations "
            << st.propagations << " ms " << st.ms << '\n';
  std::cout << "s " << verdict << '\n';
  if (print) print_model(solver, num_vars);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  Options o;
  std::vector<std::string> args(argv + 1, argv + argc);
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto next = [&](const char* what) -> const std::string* {
      if (i + 1 >= args.size()) return nullptr;
      (void)what;
      return &args[++i];
    };
    if (a == "--help" || a == "-h") {
      std::cout << kUsage;
      return 0;
    } else if (a == "--version") {
      std::cout << "gridlogic " << gridlogic::version() << '\n';
      return 0;
    } else if (a == "--json") {
      o.json = true;
    } else if (a == "--genre" || a == "--method" || a == "--encoding" || a == "--count" || a == "--budget") {
      const std::string* v = next(a.c_str());
      if (!v) return usage_error(a + " needs a value");
      long long n = 0;
      if (a == "--genre") o.genre = *v;
      else if (a == "--method") o.method = *v;
      else if (a == "--encoding") o.encoding = *v;
      else if (!parse_int(*v, n)) return usage_error(a + " takes a whole number, not '" + *v + "'");
      else if (a == "--count") {
        if (n < 1 || n > 1000000) return usage_error("--count takes a number from 1 to 1000000");
        o.count = static_cast<int>(n);
        o.count_given = true;
      } else {
        o.budget = n;
      }
    } else if (a.size() > 1 && a[0] == '-' && a != "-") {
      return usage_error("unknown option '" + a + "'");
    } else if (o.command.empty()) {
      o.command = a;
    } else {
      o.files.push_back(a);
    }
  }
  if (o.command.empty() || o.command == "help") {
    std::cout << kUsage;
    return o.command.empty() ? 1 : 0;
  }
  if (o.command == "sat") return cmd_sat(o);  // DIMACS has no genre
  if (o.genre != "sudoku") return usage_error("unknown genre '" + o.genre + "'; this build knows: sudoku");
  if (o.command == "solve") return cmd_solve(o);
  if (o.command == "encode") return cmd_encode(o);
  return usage_error("unknown command '" + o.command + "'");
}
