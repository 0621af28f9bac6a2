// kit.cpp — the verbs' shared bodies (kit.h).
#include "genres/kit.h"

#include <atomic>
#include <cctype>
#include <sstream>

#include "gridlogic/text.h"
#include "gridlogic/dimacs.h"
#include "gridlogic/random.h"

namespace gridlogic::verbs {

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

Result<PuzzleAndSolution> split_check_input(const std::string& input, const Options& options) {
  if (options.has("solution")) return PuzzleAndSolution{input, options.get("solution")};
  // URLs and one-line forms hold no spaces, so the solution is the last word.
  std::string puzzle = input;
  while (!puzzle.empty() && std::isspace(static_cast<unsigned char>(puzzle.back()))) puzzle.pop_back();
  const size_t sp = puzzle.find_last_of(" \t");
  if (sp == std::string::npos) return Error{"check takes a puzzle and a solution: 'PUZZLE SOLUTION' or --solution S"};
  std::string solution = puzzle.substr(sp + 1);
  puzzle.resize(sp);
  return PuzzleAndSolution{std::move(puzzle), std::move(solution)};
}

void begin_stats(JsonWriter& w, const SolveStats& s) {
  w.key("stats")
      .begin_object()
      .key("ms")
      .value(s.ms)
      .key("decisions")
      .value(static_cast<unsigned long long>(s.decisions))
      .key("propagations")
      .value(static_cast<unsigned long long>(s.propagations))
      .key("conflicts")
      .value(static_cast<unsigned long long>(s.conflicts));
}

Response dimacs_response(const Cnf& cnf, const std::vector<std::string>& comments,
                         const std::function<void(JsonWriter&)>& fields) {
  std::ostringstream out;
  for (const std::string& c : comments) out << "c " << c << '\n';
  write_dimacs(cnf, out);
  Response r;
  r.text = out.str();
  JsonWriter w;
  w.begin_object();
  if (fields) fields(w);
  w.key("variables").value(cnf.num_vars()).key("clauses").value(cnf.num_clauses()).key("dimacs").value(r.text);
  r.json = w.end_object().str();
  return r;
}

Response convert_response(const std::string& text, const std::function<void(JsonWriter&)>& fields) {
  Response r;
  r.text = text;
  if (r.text.empty() || r.text.back() != '\n') r.text += '\n';
  JsonWriter w;
  w.begin_object();
  if (fields) fields(w);
  r.json = w.key("puzzle").value(text).end_object().str();
  return r;
}

uint64_t fresh_seed() {
  static std::atomic<uint64_t> calls{0};  // --jobs threads may ask at once
  const auto ticks = static_cast<uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
  SplitMix64 mix(ticks ^ (++calls * 0xD1B54A32D192ED03ull));
  return mix.next() & static_cast<uint64_t>(kMaxGeneratorSeed);
}

uint64_t seed_option(const Options& options) {
  return options.has("seed") ? static_cast<uint64_t>(options.integer("seed")) : fresh_seed();
}

Result<GridSize> parse_grid_size(std::string_view text, int max_side, const std::string& example) {
  auto number = [](std::string_view s) -> int {
    if (s.empty() || s.size() > 3) return -1;
    int v = 0;
    for (char ch : s) {
      if (ch < '0' || ch > '9') return -1;
      v = v * 10 + (ch - '0');
    }
    return v;
  };
  GridSize size;
  const size_t x = text.find_first_of("xX");
  if (x == std::string::npos) {
    size.cols = size.rows = number(text);
  } else {
    size.cols = number(text.substr(0, x));
    size.rows = number(text.substr(x + 1));
  }
  if (size.cols < 1 || size.rows < 1 || size.cols > max_side || size.rows > max_side)
    return Error{"--size takes a grid size, not " + quote_excerpt(text) + "; expected WxH (columns x rows, e.g. " +
                 example + ") or N for NxN, each 1 to " + std::to_string(max_side)};
  return size;
}

std::optional<std::string> unrateable(int64_t count, bool exhausted, std::string_view what) {
  const std::string tail = ", so it has no " + std::string(what);
  switch (verdict(count, exhausted, 2)) {
    case Verdict::Unique: return std::nullopt;
    case Verdict::None: return "the puzzle has no solution" + tail;
    case Verdict::Multiple: return "the puzzle has more than one solution" + tail;
    default: return "the search stopped before it could show the puzzle has one solution" + tail;
  }
}

}  // namespace gridlogic::verbs
