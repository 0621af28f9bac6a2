// puzzle_set.cpp — splitting an input into puzzles (puzzle_set.h).
#include "gridlogic/puzzle_set.h"

#include "gridlogic/json_value.h"
#include "gridlogic/text.h"

namespace gridlogic {

namespace {

// "R C": two positive numbers and nothing else.
bool header_rows(std::string_view line, int& rows) {
  const auto parts = split(line, ' ');
  std::vector<int> numbers;
  for (std::string_view part : parts) {
    if (part.empty()) continue;
    int v = 0;
    for (char ch : part) {
      if (ch < '0' || ch > '9' || v > 10000) return false;
      v = v * 10 + (ch - '0');
    }
    numbers.push_back(v);
  }
  if (numbers.size() != 2 || numbers[0] < 1 || numbers[1] < 1) return false;
  rows = numbers[0];
  return true;
}

}  // namespace

Result<std::vector<PuzzleSetEntry>> split_puzzle_set(std::string_view input) {
  std::vector<PuzzleSetEntry> out;
  const std::string_view whole = trim(input);
  if (!whole.empty() && whole.front() == '{') {
    auto doc = parse_json(whole);
    if (doc && doc->is_object()) {
      if (const JsonValue* data = doc->find("data"); data && data->is_object()) {
        for (const auto& [id, entry] : data->members()) {
          const JsonValue* problem = entry.is_object() ? entry.find("problem") : nullptr;
          if (!problem || !problem->is_string())
            return Error{"data set entry " + quote_excerpt(id) + " has no \"problem\" string"};
          PuzzleSetEntry e{"entry " + id, problem->as_string(), {}};
          if (const JsonValue* s = entry.find("solution"); s && s->is_string()) e.solution = s->as_string();
          out.push_back(std::move(e));
        }
        return out;
      }
    }
  }
  const std::vector<std::string_view> lines = split(input, '\n');
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string_view line = trim(lines[i]);
    if (line.empty() || line.front() == '#') continue;
    PuzzleSetEntry e{"line " + std::to_string(i + 1), std::string(line), {}};
    // "R C" opens a multi-line puzzle (janko, abcqwq, .has): it runs to the next "R C" line after at
    // least R rows, or to the end.
    if (int rows = 0; header_rows(line, rows)) {
      size_t taken = 0;
      while (i + 1 < lines.size()) {
        const std::string_view next = trim(lines[i + 1]);
        int ignored;
        if (taken >= static_cast<size_t>(rows) && header_rows(next, ignored)) break;
        ++i;
        if (next.empty() || next.front() == '#') continue;
        e.text += '\n';
        e.text += next;
        ++taken;
      }
    }
    out.push_back(std::move(e));
  }
  return out;
}

}  // namespace gridlogic
