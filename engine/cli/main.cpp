// main.cpp — the gridlogic command-line tool: one engine verb per command, applied to each input puzzle;
// `sat` solves a DIMACS file and answers as SAT solvers do.
//
//   gridlogic <command> [--genre G] [--json] [--option value ...] [FILE...]     (docs/cli.md)
//
// The tool owns the loop and the files; every command except `sat` is a verb of the engine's
// genre-neutral API (gridlogic/api.h, run()), so the CLI, the WASM module and the tests see the same
// results and JSON. Options are passed through by name and checked against the verb's declarations
// (gridlogic/genre.h) before any input is read; help is made from the same declarations.
#include <algorithm>
#include <atomic>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <functional>
#include <memory>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <mutex>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <string.h>
#include <unistd.h>

#include "gridlogic/api.h"
#include "gridlogic/cnf.h"
#include "gridlogic/deadline.h"
#include "gridlogic/memory_budget.h"
#include "gridlogic/dimacs.h"
#include "gridlogic/sat_solver.h"
#include "booklet.h"
#include "render_output.h"
#include "line_pool.h"

namespace {

constexpr gridlogic::OptionSpec kSatOptions[] = {
    gridlogic::integer_option("count", "", 1, 1000000, "count models up to N (over every declared variable)"),
    gridlogic::integer_option("budget", "-1", -1, INT64_MAX, "conflicts before answering s UNKNOWN; -1: no limit"),
};
// `sat` is the CLI's own command (a DIMACS file has no genre), declared like a verb for checks and help.
constexpr gridlogic::VerbSpec kSat{
    "sat", gridlogic::VerbInput::WholeSet,
    "solve one DIMACS CNF file: \"s SATISFIABLE\" and \"v ...\" lines, or s UNSATISFIABLE / UNKNOWN", kSatOptions,
    nullptr};

std::string usage() {
  std::ostringstream out;
  out << R"(usage: gridlogic [GENRE] <command> [--genre G] [--json] [--option value ...] [FILE...]

Reads puzzles one a line from the FILEs (or standard input; '-' is standard input too).
Blank lines and lines starting with '#' are skipped.

commands ('gridlogic help COMMAND' lists every option of a command):
)";
  out << gridlogic::help_text();
  out << "  sat       " << kSat.summary << "\n  booklet   " << gridlogic::cli::kBooklet.summary << '\n';
  out << R"(  help      this text

common options:
  --genre G        the genre (default sudoku; see below); a leading GENRE word is the same
                   ("gridlogic tectonic ablation FILE"). Without either, a puzz.link URL or a
                   project JSON line picks its own genre.
  --json           one JSON object per puzzle
  --whole          each FILE (or standard input) is one puzzle, such as a grid of lines
  --jobs N         answer puzzle lines (and --whole files) on N threads; default: the machine's
                   cores. The output is in input order, byte for byte that of --jobs 1
  --first-line N   number the first line of each input N (default 1) in error messages: a
                   block of a corpus, as GNU parallel hands it out, names the corpus's lines
  --progress       say on standard error how far a long command has got (puzzles answered;
                   generate's attempts), at most once a second; a stream of puzzles says it
                   unasked when standard error is a terminal and the run takes over a second
  --version        print the version
Every other --name value is an option of the command: 'gridlogic help COMMAND' lists them, for
example 'gridlogic help solve'.

exit status: 0 every input answered in full (whatever the verdict), 1 usage error, 2 an input could
not be read (a file that does not open; for sat also a malformed DIMACS file) or the output could not
be written, 3 a limit (--work-limit, --time-limit, --max-memory) cut an answer short

genres:
)";
  for (const gridlogic::GenreSpec* g : gridlogic::genres()) {
    out << "  " << g->name << std::string(g->name.size() < 10 ? 10 - g->name.size() : 1, ' ') << g->title;
    for (size_t i = 0; i < g->aliases.size(); ++i) out << (i ? ", " : " (also ") << g->aliases[i];
    out << (g->aliases.empty() ? "" : ")") << '\n';
  }
  return out.str();
}

// The first failed write to standard output: its errno (0 when unknown), or kNoWriteError.
constexpr int kNoWriteError = -1;
std::atomic<int> g_write_errno{kNoWriteError};
void note_write_error(int e) {
  int none = kNoWriteError;
  g_write_errno.compare_exchange_strong(none, e);
}

struct Options {
  std::string command;
  std::string genre = "sudoku";
  bool genre_given = false;  // --genre or a leading genre word; otherwise a puzz.link URL's type decides
  bool json = false;
  bool whole = false;        // --whole: each FILE (or standard input) is one puzzle, e.g. a multi-line grid
  bool progress = false;     // --progress: reports on stderr, at most one a second
  int jobs = 0;              // --jobs N: threads answering puzzle lines; 0 = the machine's cores
  int64_t first_line = 1;    // --first-line N: the number of each input's first line, for error places
  gridlogic::Options named;  // every --name value but --genre/--json, for the verb to check
  std::vector<std::string> files;
};

int usage_error(const std::string& message) {
  std::cerr << "gridlogic: " << message << "\n(run 'gridlogic help' for usage)\n";
  return 1;
}

// `gridlogic help VERB`: that command of every genre with every option it takes.
int help_verb(const std::string& verb, const std::string& genre) {
  if (verb == "booklet") {
    std::cout << "gridlogic booklet [--genre G[,G...]] [OPTIONS]\n\n  booklet   " << gridlogic::cli::kBooklet.summary
              << '\n';
    for (const gridlogic::OptionSpec& opt : gridlogic::cli::kBooklet.options) std::cout << gridlogic::option_help(opt);
    return 0;
  }
  if (verb == "sat") {
    std::cout << "gridlogic sat [--count N] [--budget N] [FILE]\n\n  sat       " << kSat.summary << '\n';
    for (const gridlogic::OptionSpec& opt : kSat.options) std::cout << gridlogic::option_help(opt);
    return 0;
  }
  const std::string text = gridlogic::help_text(verb, genre);
  if (text.empty()) return usage_error("no command '" + verb + "'; 'gridlogic help' lists them");
  std::cout << "gridlogic " << verb << " [--genre G] [--json] [OPTIONS] [FILE...]\n\n" << text;
  return 0;
}

// Opens an input file, or says on standard error why not. A directory opens as a stream on Linux but
// reads as nothing line by line (a silent exit 0) and throws when slurped whole: name it instead.
bool open_input(const std::string& f, std::ifstream& in, std::ios::openmode mode) {
  std::error_code ec;
  if (std::filesystem::is_directory(f, ec)) {
    std::cerr << "gridlogic: " << f << " is a directory; give the puzzle files inside it\n";
    return false;
  }
  in.open(f, mode);
  if (!in) {
    std::cerr << "gridlogic: cannot open " << f << "\n";
    return false;
  }
  return true;
}

// How inputs are read. Reading counts against the request's memory limit (--max-memory): a line (or a
// --whole file) longer than `max_bytes` is not kept; its place gets an error instead. `stop`, when set,
// ends the reading (the output failed: nothing more can be answered).
struct Reading {
  size_t max_bytes = 0;  // 0: no limit
  const std::atomic<bool>* stop = nullptr;
  bool stopped() const { return stop && stop->load(); }
};

// Reads one line (without its '\n') into `line`, keeping at most `max_bytes` of it (0: all); false at
// the end of the input. `too_long`: the line was longer, and has been read past, not kept. A line
// longer than the buffer is gathered in pieces and joined once at its length: a string grown by
// doubling held up to three times a long line's size while it grew.
bool read_line(std::istream& in, std::string& line, size_t max_bytes, bool& too_long) {
  line.clear();
  too_long = false;
  bool any = false, delimiter = false;
  std::vector<std::string> pieces;
  size_t total = 0;
  char buf[1 << 16];
  for (;;) {
    in.getline(buf, sizeof buf);
    const auto got = static_cast<size_t>(in.gcount());
    delimiter = !in.fail() && !in.eof();  // the '\n' was read (and counted in gcount)
    const size_t stored = delimiter ? got - 1 : got;
    any = any || got > 0;
    if (!too_long && max_bytes > 0 && total + stored > max_bytes) {
      too_long = true;
      std::vector<std::string>().swap(pieces);
    }
    if (!too_long) {
      pieces.emplace_back(buf, stored);
      total += stored;
    }
    if (in.fail() && !in.eof() && stored == sizeof buf - 1) {  // the buffer filled: the line goes on
      in.clear();
      continue;
    }
    break;
  }
  if (pieces.size() == 1) {
    line = std::move(pieces[0]);
  } else if (!pieces.empty()) {
    line.reserve(total);
    for (const std::string& piece : pieces) line += piece;
  }
  return any || delimiter;
}

// The whole of an input, at most `max_bytes` of it (0: all); `too_long` when there was more.
std::string read_all(std::istream& in, size_t max_bytes, bool& too_long) {
  std::string text;
  too_long = false;
  char buf[1 << 16];
  while (in.read(buf, sizeof buf) || in.gcount() > 0) {
    const auto got = static_cast<size_t>(in.gcount());
    if (!too_long && max_bytes > 0 && text.size() + got > max_bytes) {
      too_long = true;
      std::string().swap(text);
    }
    if (!too_long) text.append(buf, got);
  }
  return text;
}

// The error an input too long for the memory limit gets in place of its answer.
gridlogic::Response too_long_response(size_t max_bytes) {
  const std::string mb = std::to_string(max_bytes / (1024 * 1024));
  gridlogic::Response r = gridlogic::Response::failure("the input is longer than " + mb + " MB; the memory limit of " +
                                                       mb + " MB was reached (--max-memory raises it)");
  r.stopped = "memory-limit";
  return r;
}

// Runs `handle(line, where, too_long)` on every puzzle line of every input; returns 2 if an input could
// not be opened. `before_file` runs before each named file is opened (the --jobs pool drains there).
// Each input's first line is number `first_line` (--first-line).
template <class Handle, class BeforeFile>
int for_each_line(const std::vector<std::string>& files, Handle handle, BeforeFile before_file, int64_t first_line = 1,
                  const Reading& reading = {}) {
  int status = 0;
  auto run = [&](std::istream& in, const std::string& name) {
    std::string line;
    int64_t number = first_line - 1;
    bool too_long = false;
    while (!reading.stopped() && read_line(in, line, reading.max_bytes, too_long)) {
      ++number;
      if (!line.empty() && line.back() == '\r') line.pop_back();
      size_t first = line.find_first_not_of(" \t");
      if (!too_long && (first == std::string::npos || line[first] == '#')) continue;
      handle(line, name + " line " + std::to_string(number), too_long);
    }
  };
  if (files.empty()) {
    run(std::cin, "stdin");
    return 0;
  }
  for (const std::string& f : files) {
    if (reading.stopped()) break;
    if (f == "-") {
      run(std::cin, "stdin");
      continue;
    }
    before_file();
    std::ifstream in;
    if (!open_input(f, in, std::ios::in)) {
      status = 2;
      continue;
    }
    run(in, f);
  }
  return status;
}

// Runs `handle(text, where, too_long)` on the whole text of every input (--whole); returns 2 if an
// input could not be opened.
template <class Handle, class BeforeFile>
int for_each_file(const std::vector<std::string>& files, Handle handle, BeforeFile before_file,
                  const Reading& reading = {}) {
  int status = 0;
  bool too_long = false;
  auto slurp = [&](std::istream& in) { return read_all(in, reading.max_bytes, too_long); };
  if (files.empty()) {
    std::string text = slurp(std::cin);
    handle(text, "stdin", too_long);
  }
  for (const std::string& f : files) {
    if (reading.stopped()) break;
    if (f == "-") {
      std::string text = slurp(std::cin);
      handle(text, "stdin", too_long);
      continue;
    }
    before_file();
    std::ifstream in;
    if (!open_input(f, in, std::ios::binary)) {
      status = 2;
      continue;
    }
    std::string text = slurp(in);
    handle(text, f, too_long);
  }
  return status;
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
  auto named = gridlogic::checked_options(kSat, o.named);
  if (!named) return usage_error(named.error().message);
  const int64_t count = named->integer("count"), budget = named->integer("budget");
  // A DIMACS file is a whole set (no limit) unless --time-limit says otherwise (deadline.h).
  const gridlogic::DeadlineScope deadline(gridlogic::request_time_limit(kSat, *named));
  const int64_t units = gridlogic::request_work_limit(kSat, *named);  // likewise
  const gridlogic::WorkScope work(units);
  const int64_t max_mb = gridlogic::request_memory_limit_mb(kSat, *named);  // likewise (memory_budget.h)
  const gridlogic::MemoryScope memory(max_mb * 1024 * 1024);
  if (o.files.size() > 1) return usage_error("sat takes one DIMACS file");
  const bool from_stdin = o.files.empty() || o.files[0] == "-";
  const std::string name = from_stdin ? "stdin" : o.files[0];
  std::string text;
  if (from_stdin) {
    text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  } else {
    std::ifstream in;
    if (!open_input(name, in, std::ios::binary)) return 2;
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
  if (budget >= 0) solver.set_conflict_budget(budget);
  const char* verdict;
  bool print = false;
  if (o.named.has("count")) {
    // Models are counted over every variable the file declares, so one no clause mentions doubles
    // the count, as for any model counter.
    std::vector<gridlogic::Var> all;
    for (int i = 0; i < num_vars; ++i) all.push_back(gridlogic::Var{i});
    gridlogic::ModelCount mc = gridlogic::enumerate_models(solver, all, static_cast<int>(count), nullptr);
    std::cout << "c models " << mc.count
              << (mc.exhausted    ? " (all)"
                  : mc.budget_hit ? " (budget reached; there may be more)"
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
  std::cout << "c conflicts " << st.conflicts << " decisions " << st.decisions << " propagations " << st.propagations
            << " ms " << st.ms << '\n';
  const bool stopped = memory.fired() || work.fired() || deadline.fired();
  if (memory.fired()) std::cout << "c stopped: the memory limit of " << max_mb << " MB was reached\n";
  else if (work.fired()) std::cout << "c stopped: the work limit of " << units << " units was reached\n";
  else if (deadline.fired())
    std::cout << "c stopped: the time limit of " << named->integer("time-limit") << " s ran out\n";
  std::cout << "s " << verdict << '\n';
  if (print) print_model(solver, num_vars);
  return stopped ? 3 : 0;
}

// Whether any answer was cut short by a limit (its JSON says "stopped"): the run then exits with status
// 3, so a script sees that it got less than it asked for. Set from every --jobs thread.
std::atomic<bool> g_answer_stopped{false};

// One verb response as output text; errors go to the output too (the CLI goes on with the next puzzle).
std::string format_response(const gridlogic::Response& r, const std::string& where, bool json) {
  if (!r.stopped.empty()) g_answer_stopped = true;
  if (!r.error.empty()) {
    const std::string message = where.empty() ? r.error : where + ": " + r.error;
    return json ? gridlogic::error_json(message, r.stopped) + '\n' : "error\t" + message + '\n';
  }
  return json ? r.json + '\n' : r.text;
}

void print_response(const gridlogic::Response& r, const std::string& where, bool json) {
  std::cout << format_response(r, where, json);
  if (!std::cout) note_write_error(errno);
}

// The exit status of a run whose inputs gave `status` (0, or 2 for an input that could not be read):
// 3 when every input was read but an answer was cut short by a limit (docs/cli.md, "Exit status").
int answered_status(int status) { return status == 0 && g_answer_stopped ? 3 : status; }

// --progress: "generate: puzzle 2 of 10, attempt 14 of 400" on stderr, at most once a second, with the
// enclosing stage's latest report in front (the same reports the Web Worker sends the page). A stream
// of puzzle lines adds its own stage, "answered N". Reports may come from every --jobs thread at once,
// hence the lock. `quiet_first_second`: the unasked terminal report says nothing for a short run.
struct ProgressPrinter {
  std::mutex mutex;
  std::string command;
  std::chrono::steady_clock::time_point last{};
  bool shown = false;
  std::vector<std::pair<std::string, std::pair<int64_t, int64_t>>> latest;  // by first report: outer loops first

  void report(const gridlogic::Progress& p) {
    std::lock_guard<std::mutex> lock(mutex);
    auto it = std::find_if(latest.begin(), latest.end(), [&](const auto& e) { return e.first == p.stage; });
    if (it == latest.end()) it = latest.insert(latest.end(), {std::string(p.stage), {}});
    it->second = {p.done, p.total};
    const auto now = std::chrono::steady_clock::now();
    if (now - last < std::chrono::seconds(1)) return;
    last = now;
    print();
  }
  // The final count, when a report was shown: a reader of the log sees where the run ended.
  void finish() {
    std::lock_guard<std::mutex> lock(mutex);
    if (shown) print();
  }
  void print() {  // pre: mutex held
    shown = true;
    std::string line = command + ":";
    for (const auto& [stage, dt] : latest) {
      const int64_t count = stage == "puzzle" ? dt.first + 1 : dt.first;  // puzzles count from 0
      line +=
          " " + stage + " " + std::to_string(count) + (dt.second >= 0 ? " of " + std::to_string(dt.second) : "") + ",";
    }
    line.pop_back();
    std::cerr << line << std::endl;
  }
};

std::shared_ptr<ProgressPrinter> progress_printer(const std::string& command, bool quiet_first_second) {
  auto printer = std::make_shared<ProgressPrinter>();
  printer->command = command;
  if (quiet_first_second) printer->last = std::chrono::steady_clock::now();
  return printer;
}

gridlogic::ProgressSink sink_of(const std::shared_ptr<ProgressPrinter>& printer) {
  return [printer](const gridlogic::Progress& p) { printer->report(p); };
}

// What one puzzle (or a whole set) may hold while it is read: the request's memory limit, which the
// reading counts against too (memory_budget.h); 0 for none.
size_t input_limit_bytes(const gridlogic::VerbSpec& verb, const gridlogic::Options& named) {
  gridlogic::Options limit;
  if (named.has("max-memory")) limit.set("max-memory", named.get("max-memory"));
  auto checked = gridlogic::checked_options(verb, limit);  // a bad value is a usage error elsewhere
  const int64_t mb = checked ? gridlogic::request_memory_limit_mb(verb, *checked) : gridlogic::kDefaultMemoryLimitMb;
  return static_cast<size_t>(mb) * 1024 * 1024;
}

// Any engine verb: per puzzle line, once with no input, or once over the whole set.
int cmd_verb(const Options& o, const gridlogic::VerbSpec& verb) {
  gridlogic::Request req;
  req.verb = o.command;
  req.genre = o.genre;
  req.options = o.named;
  // The clock is no default here: the work limit stops a request at the same point on every machine and
  // load, so a batch answers alike whatever --jobs and whatever else runs (docs/cli.md, "Limits").
  if (!req.options.has("time-limit")) req.options.set("time-limit", "0");
  // Stream progress: asked for, or unasked on a terminal (only a run over a second says anything).
  std::shared_ptr<ProgressPrinter> printer;
  if (o.progress || isatty(STDERR_FILENO)) printer = progress_printer(o.command, !o.progress);
  if (o.progress) req.progress = sink_of(printer);
  // Options are checked against the declarations once, before any input is read. Lines that name their
  // own genre (puzz.link URLs) are checked per genre as they come, below.
  auto bad_options = [&req]() { return gridlogic::request_error(req.genre, req.verb, req.options); };
  const bool per_line_genre = verb.input == gridlogic::VerbInput::PerPuzzle && !o.genre_given && !o.whole;
  if (!per_line_genre) {
    if (auto e = bad_options()) return usage_error(*e);
  }
  std::function<void(const gridlogic::Response&, const std::string&)> emit =
      [&](const gridlogic::Response& r, const std::string& where) { print_response(r, where, o.json); };
  // render: the engine draws SVG; PNG and --output DIR are this tool's (render_output.h).
  std::optional<gridlogic::cli::RenderOutput> images;
  if (o.command == "render") {
    images.emplace(o.named.get("format") == "png", o.named.get("output"), o.json);
    if (auto e = images->check()) return usage_error(*e);
    if (o.named.get("format") == "png") req.options.set("format", "svg");  // a bad value stays, to be refused
    emit = [&](const gridlogic::Response& r, const std::string& where) { images->write(r, where); };
  }
  Reading reading;
  reading.max_bytes = input_limit_bytes(verb, o.named);
  switch (verb.input) {
    case gridlogic::VerbInput::None: {
      if (!o.files.empty()) return usage_error("'" + o.command + "' reads no input");
      // Plain text is written as the verb makes it (generate: each puzzle as it is finished), so a
      // reader sees the first at once and `| head -1` ends the run; a closed output ends it too.
      if (!o.json)
        req.stream = [](std::string_view line) {
          std::cout << line;
          std::cout.flush();
          if (!std::cout) note_write_error(errno);
          return static_cast<bool>(std::cout);
        };
      gridlogic::Response r = gridlogic::run(req);
      if (r.bad_options) return usage_error(r.error);
      print_response(r, "", o.json);
      return answered_status(0);
    }
    case gridlogic::VerbInput::WholeSet: {
      // The set is read whole; it may hold what the request may hold (--max-memory; none by default).
      std::string all;
      bool too_long = false;
      int status = for_each_line(
          o.files,
          [&](const std::string& line, const std::string&, bool line_too_long) {
            too_long = too_long || line_too_long ||
                       (reading.max_bytes > 0 && all.size() + line.size() + 1 > reading.max_bytes);
            if (too_long) return std::string().swap(all);
            all += line;
            all += '\n';
          },
          [] {}, 1, reading);
      req.input = std::move(all);
      print_response(too_long ? too_long_response(reading.max_bytes) : gridlogic::run(req), "", o.json);
      return answered_status(status);
    }
    case gridlogic::VerbInput::PerPuzzle: break;
  }
  // Answers go through the pool (--jobs): each task gets its own copy of the request. The pool is
  // drained before an input that does not open is named on stderr, so stdout and stderr keep the order
  // of --jobs 1 too.
  std::cin.tie(nullptr);  // the reader must not flush std::cout while a worker writes it
  auto answered = [printer](int64_t n) {
    if (printer) printer->report(gridlogic::Progress{"answered", n, -1});
  };
  gridlogic_cli::LinePool pool(o.jobs > 0 ? o.jobs : gridlogic_cli::default_jobs(), std::cout, answered);
  std::atomic<bool> output_failed{false};
  reading.stop = &output_failed;
  auto submit = [&](gridlogic::Request r, std::string where, bool too_long) {
    // render writes files and images on this thread, one puzzle at a time (render_output.h).
    if (images) {
      pool.drain();
      emit(too_long ? too_long_response(reading.max_bytes) : gridlogic::run(std::move(r)), where);
      return;
    }
    const size_t max_bytes = reading.max_bytes;
    pool.submit([r = std::move(r), where = std::move(where), json = o.json, too_long, max_bytes]() mutable {
      return format_response(too_long ? too_long_response(max_bytes) : gridlogic::run(std::move(r)), where, json);
    });
    if (pool.failed()) output_failed = true;
  };
  auto done = [&](int status) {
    pool.drain();
    if (pool.failed()) note_write_error(pool.write_errno());
    if (printer) printer->finish();
    return status;
  };
  if (o.whole) {
    const int status = done(for_each_file(
        o.files,
        [&](std::string& text, const std::string& where, bool too_long) {
          gridlogic::Request one = req;
          one.input = std::move(text);
          submit(std::move(one), where, too_long);
        },
        [&] { pool.drain(); }, reading));
    return answered_status(images ? std::max(status, images->status()) : status);
  }
  std::set<std::string> probed;
  std::optional<std::string> usage_problem;
  const int status = for_each_line(
      o.files,
      [&](std::string& line, const std::string& where, bool too_long) {
        if (usage_problem) return;
        gridlogic::Request one = req;
        if (!o.genre_given && !too_long) {
          // A puzz.link URL or project JSON names its genre (SPEC: "genre taken from it").
          const std::string_view named = gridlogic::genre_of_input(line);
          const gridlogic::GenreSpec* genre = gridlogic::find_genre(named);
          if (genre && gridlogic::find_verb(*genre, o.command)) one.genre = std::string(named);
          if (probed.insert(one.genre).second &&
              (usage_problem = gridlogic::request_error(one.genre, one.verb, one.options)))
            return;
        }
        one.input = std::move(line);
        submit(std::move(one), where, too_long);
      },
      [&] { pool.drain(); }, o.first_line, reading);
  done(status);
  // No line at all: the options are still checked, against the default genre.
  if (per_line_genre && probed.empty()) usage_problem = bad_options();
  if (usage_problem) return usage_error(*usage_problem);
  return answered_status(images ? std::max(status, images->status()) : status);
}

}  // namespace

int run_cli(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  Options o;
  std::vector<std::string> args(argv + 1, argv + argc);
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      std::cout << usage();
      return 0;
    } else if (a == "--version") {
      std::cout << "gridlogic " << gridlogic::version() << '\n';
      return 0;
    } else if (a == "--json") {
      o.json = true;
    } else if (a == "--whole") {
      o.whole = true;
    } else if (a == "--progress") {
      o.progress = true;
    } else if (a.size() > 2 && a.compare(0, 2, "--") == 0) {
      // --name value, or --name=value
      std::string name = a.substr(2), value;
      const size_t eq = name.find('=');
      if (eq != std::string::npos) {
        value = name.substr(eq + 1);
        name.resize(eq);
      } else if (i + 1 < args.size()) {
        value = args[++i];
      } else {
        return usage_error(a + " needs a value");
      }
      if (name == "genre") {
        o.genre = value, o.genre_given = true;
      } else if (name == "jobs") {
        // Threads, not an engine option: it changes how fast, never what is answered.
        int n = 0;
        const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
        if (ec != std::errc() || end != value.data() + value.size() || n < 1 || n > 1024)
          return usage_error("--jobs takes a number of threads from 1 to 1024, not '" + value + "'");
        o.jobs = n;
      } else if (name == "first-line") {
        // A block of a corpus handed out by GNU parallel or a job array names its lines as the whole
        // corpus would (docs/scale.md), so the merged output equals one process's.
        int64_t n = 0;
        const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
        if (ec != std::errc() || end != value.data() + value.size() || n < 1)
          return usage_error("--first-line takes a line number from 1, not '" + value + "'");
        o.first_line = n;
      } else {
        o.named.set(name, value);
      }
    } else if (a.size() > 1 && a[0] == '-') {
      return usage_error("unknown option '" + a + "'");
    } else if (o.command.empty() && !o.genre_given && !gridlogic::canonical_genre(a).empty()) {
      o.genre = a, o.genre_given = true;  // "gridlogic tectonic ablation FILE"
    } else if (o.command.empty()) {
      o.command = a;
    } else {
      o.files.push_back(a);
    }
  }
  if (o.command.empty() || o.command == "help") {
    if (o.command == "help" && !o.files.empty()) return help_verb(o.files[0], o.genre_given ? o.genre : "");
    std::cout << usage();
    return o.command.empty() ? 1 : 0;
  }
  if (o.command == "sat") return cmd_sat(o);  // DIMACS has no genre
  if (o.command == "booklet") {               // a PDF of new puzzles (booklet.h)
    if (o.json || !o.files.empty()) return usage_error("booklet reads no input and writes a PDF");
    return gridlogic::cli::run_booklet(o.genre_given ? o.genre : "sudoku", o.named, o.progress);
  }
  if (const gridlogic::GenreSpec* genre = gridlogic::find_genre(o.genre))
    if (const gridlogic::VerbSpec* verb = gridlogic::find_verb(*genre, o.command)) return cmd_verb(o, *verb);
  return usage_error(*gridlogic::request_error(o.genre, o.command, o.named));
}

// Nothing is lost silently: every answer goes to standard output, so a write that failed there (a full
// disk, a pipe closed while SIGPIPE is ignored) ends the run with a message naming the output and exit
// status 2, as coreutils do, whatever the answers were. (A pipe closed with SIGPIPE at its default ends
// the process at the write, as for any filter.)
int main(int argc, char** argv) {
  int status = run_cli(argc, argv);
  std::cout.flush();
  if (!std::cout) {
    note_write_error(errno);
    status = 2;
  }
  if (const int e = g_write_errno.load(); e != kNoWriteError) {
    std::cerr << "gridlogic: write error on standard output" << (e ? std::string(": ") + strerror(e) : std::string())
              << '\n';
    status = 2;
  }
  return status;
}
