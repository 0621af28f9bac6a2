// main.cpp — the gridlogic command-line tool: reads puzzles one a line, prints one result a line.
//
//   gridlogic <command> [--genre G] [options] [FILE...]     (docs/cli.md)
//
// The tool owns the loop; each puzzle goes through the engine's genre-neutral API (gridlogic/api.h),
// so the CLI, the WASM module and the tests see the same results and JSON.
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "gridlogic/api.h"
#include "gridlogic/cnf.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/sudoku_sat.h"

namespace {

constexpr const char* kUsage = R"(usage: gridlogic <command> [options] [FILE...]

Reads puzzles one a line from the FILEs (or standard input; '-' is standard input too).
Blank lines and lines starting with '#' are skipped.

commands:
  solve     solve each puzzle; with --count N count solutions up to N (default 2: prove uniqueness)
  encode    write each puzzle's CNF in DIMACS to standard output
  help      this text

options:
  --genre G        sudoku (default)
  --json           one JSON object per puzzle (solve)
  --count N        solve: count solutions up to N; 1 = any solution (status "solved")
  --method M       solve: sat (default)
  --encoding E     sudoku SAT encoding: minimal (default), efficient, extended
  --budget N       solve: give up after N SAT conflicts (status "unknown")
  --version        print the version

exit status: 0 every input processed, 1 usage error, 2 an input could not be read
)";

struct Options {
  std::string command;
  std::string genre = "sudoku";
  bool json = false;
  int count = 2;
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
  try {
    size_t used = 0;
    out = std::stoll(s, &used);
    return used == s.size();
  } catch (...) {
    return false;
  }
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
  if (o.genre != "sudoku") return usage_error("unknown genre '" + o.genre + "'; this build knows: sudoku");
  if (o.command == "solve") return cmd_solve(o);
  if (o.command == "encode") return cmd_encode(o);
  return usage_error("unknown command '" + o.command + "'");
}
