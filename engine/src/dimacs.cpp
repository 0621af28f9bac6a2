// dimacs.cpp — DIMACS CNF out (write_dimacs, cnf.h) and in (read_dimacs, dimacs.h).
#include "gridlogic/dimacs.h"

#include "gridlogic/text.h"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <ostream>

namespace gridlogic {
namespace {

// The comment that names a range: "c var s 1..729 dims r=9 c=9 v=9 (row-major, 1-based)". The reader
// below parses exactly this shape.
void write_range_comment(const VarRange& r, std::ostream& out) {
  out << "c var " << r.name << ' ' << r.first.index + 1 << ".." << r.first.index + r.size() << " dims";
  for (size_t k = 0; k < r.dims.size(); ++k) {
    out << ' ';
    if (!r.index_names.empty()) out << r.index_names[k] << '=';
    out << r.dims[k];
  }
  out << " (row-major, 1-based)\n";
}

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

// Splits a line at blanks.
std::vector<std::string_view> tokens_of(std::string_view line) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && is_blank(line[i])) ++i;
    size_t start = i;
    while (i < line.size() && !is_blank(line[i])) ++i;
    if (i > start) out.push_back(line.substr(start, i - start));
  }
  return out;
}

// A whole decimal integer with an optional sign ('+' too, as MiniSat accepts); false if anything
// else, or out of int64 range.
bool parse_integer(std::string_view s, int64_t& out) {
  if (s.size() > 1 && s[0] == '+' && s[1] != '-') s.remove_prefix(1);
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && end == s.data() + s.size();
}

// Digits with an optional sign: an integer, if perhaps too large for int64.
bool looks_like_integer(std::string_view s) {
  if (!s.empty() && (s[0] == '-' || s[0] == '+')) s.remove_prefix(1);
  return !s.empty() && s.find_first_not_of("0123456789") == std::string_view::npos;
}

// A token or line as quoted in a message: a short excerpt, control characters and stray bytes escaped.
std::string quoted(std::string_view s) { return quote_excerpt(s); }

Error error_at(int line, const std::string& what) { return Error{"line " + std::to_string(line) + ": " + what}; }

// A "c var" comment that parsed; whether it fits is decided once every variable is known.
struct RangeComment {
  int line = 0;
  std::string name;
  int first = 0;  // 0-based
  int last = 0;   // 0-based, inclusive; first - 1 for an empty range
  std::vector<int> dims;
  std::vector<std::string> index_names;
};

// Parses "c var NAME FIRST..LAST dims [i=]D... [(comment)]"; false for any other comment.
bool parse_range_comment(const std::vector<std::string_view>& t, int line, RangeComment& out) {
  if (t.size() < 6 || t[0] != "c" || t[1] != "var" || t[4] != "dims") return false;
  out.line = line;
  out.name = std::string(t[2]);
  size_t dots = t[3].find("..");
  int64_t first = 0, last = 0;
  if (dots == std::string_view::npos || !parse_integer(t[3].substr(0, dots), first) ||
      !parse_integer(t[3].substr(dots + 2), last) || first < 1 || last < first - 1 || last > kMaxDimacsVariables)
    return false;
  int64_t size = 1;
  for (size_t k = 5; k < t.size() && t[k][0] != '('; ++k) {
    std::string_view dim = t[k];
    size_t eq = dim.rfind('=');
    if (eq != std::string_view::npos) {
      out.index_names.emplace_back(dim.substr(0, eq));
      dim.remove_prefix(eq + 1);
    }
    int64_t d = 0;
    if (!parse_integer(dim, d) || d < 0 || d > kMaxDimacsVariables) return false;
    out.dims.push_back(static_cast<int>(d));
    size = std::min<int64_t>(size * d, int64_t{kMaxDimacsVariables} + 1);
  }
  bool names_ok = out.index_names.empty() || out.index_names.size() == out.dims.size();
  if (out.dims.empty() || !names_ok || last - first + 1 != size) return false;
  out.first = static_cast<int>(first - 1);
  out.last = static_cast<int>(last - 1);
  return true;
}

void warn(std::vector<std::string>* warnings, int line, const std::string& what) {
  if (warnings) warnings->push_back(error_at(line, what).message);
}

// Range and index names reach messages, traces and JSON, so they must be text: valid UTF-8 without
// control characters.
bool is_printable(std::string_view s) {
  return is_valid_utf8(s) &&
         std::none_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; });
}

}  // namespace

void write_dimacs(const Cnf& cnf, std::ostream& out) {
  out << "c gridlogic CNF\n";
  for (const VarRange& r : cnf.ranges()) write_range_comment(r, out);
  out << "p cnf " << cnf.num_vars() << ' ' << cnf.num_clauses() << '\n';
  std::string line;
  for (int i = 0; i < cnf.num_clauses(); ++i) {
    line.clear();
    for (Lit l : cnf.clause(i)) {
      line += std::to_string(l.dimacs());
      line += ' ';
    }
    line += "0\n";
    out << line;
  }
}

Result<Cnf> read_dimacs(std::string_view text, std::vector<std::string>* warnings) {
  static constexpr const char* kHeader = "expected 'p cnf <variables> <clauses>'";
  Cnf cnf;
  int header_line = 0, header_vars = 0, max_var = 0;
  int64_t header_clauses = 0;
  std::vector<RangeComment> range_comments;
  std::vector<Lit> clause;
  int line_number = 0;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    ++line_number;
    std::vector<std::string_view> t = tokens_of(line);
    if (t.empty()) continue;
    if (t[0][0] == 'c') {
      RangeComment rc;
      if (parse_range_comment(t, line_number, rc)) {
        const bool printable =
            is_printable(rc.name) && std::all_of(rc.index_names.begin(), rc.index_names.end(),
                                                 [](const std::string& n) { return is_printable(n); });
        if (printable) range_comments.push_back(std::move(rc));
        else
          warn(warnings, line_number,
               quoted("c var " + rc.name) +
                   " names a range with bytes that are not text (invalid UTF-8 or a "
                   "control character); the name is ignored");
      }
      continue;
    }
    if (t[0][0] == '%') break;
    if (t[0][0] == 'p') {
      if (header_line)
        return error_at(line_number, "a second 'p' line (the header is on line " + std::to_string(header_line) + ")");
      if (t.size() != 4 || t[0] != "p" || t[1] != "cnf" || !looks_like_integer(t[2]) || !looks_like_integer(t[3]) ||
          t[2][0] == '-' || t[3][0] == '-')
        return error_at(line_number, std::string(kHeader) + ", found " + quoted(line));
      // Both counts are checked against the documented maxima before anything is allocated: a count
      // too large even for int64 is named as such, not just quoted back.
      int64_t v = 0, c = 0;
      if (!parse_integer(t[2], v) || v > kMaxDimacsVariables)
        return error_at(line_number, "the header declares " + quoted(t[2]) + " variables; at most " +
                                         std::to_string(kMaxDimacsVariables) + " are supported");
      if (!parse_integer(t[3], c) || c > kMaxDimacsClauses)
        return error_at(line_number, "the header declares " + quoted(t[3]) + " clauses; at most " +
                                         std::to_string(kMaxDimacsClauses) + " are supported");
      header_line = line_number;
      header_vars = static_cast<int>(v);
      header_clauses = c;
      while (cnf.num_vars() < header_vars) cnf.new_var();
      continue;
    }
    if (!header_line)
      return error_at(line_number, std::string(kHeader) + " before the first clause, found " + quoted(t[0]));
    for (std::string_view token : t) {
      int64_t n = 0;
      bool integer = parse_integer(token, n);
      if (integer && n == 0) {
        cnf.add_clause(clause);
        clause.clear();
        continue;
      }
      if (!integer && !looks_like_integer(token))
        return error_at(line_number, "expected an integer literal or 0, found " + quoted(token));
      if (!integer || n < -kMaxDimacsVariables || n > kMaxDimacsVariables)
        return error_at(line_number, "literal " + quoted(token) + " names a variable above " +
                                         std::to_string(kMaxDimacsVariables) + ", the most supported");
      int64_t var = n < 0 ? -n : n;
      while (cnf.num_vars() < var) cnf.new_var();
      if (var > max_var) max_var = static_cast<int>(var);
      Var v{static_cast<int>(var - 1)};
      clause.push_back(n > 0 ? Lit::pos(v) : Lit::neg(v));
    }
  }
  if (!header_line) return error_at(line_number + 1, std::string(kHeader) + ", found the end of the input");
  if (!clause.empty()) cnf.add_clause(clause);  // the last clause's 0 is missing: MiniSat's EOF ends it

  if (max_var > header_vars)
    warn(warnings, header_line,
         "the header declares " + std::to_string(header_vars) + " variables, but the clauses use variable " +
             std::to_string(max_var));
  if (cnf.num_clauses() != header_clauses)
    warn(warnings, header_line,
         "the header declares " + std::to_string(header_clauses) + " clauses, but the file has " +
             std::to_string(cnf.num_clauses()));
  for (RangeComment& rc : range_comments) {
    bool fits = rc.last < cnf.num_vars();
    for (const VarRange& r : cnf.ranges())
      fits = fits && (rc.last < r.first.index || r.first.index + r.size() <= rc.first);
    if (!fits) {
      warn(warnings, rc.line,
           quoted("c var " + rc.name) + " names variables " + std::to_string(rc.first + 1) + ".." +
               std::to_string(rc.last + 1) + ", which overlap another range or lie beyond the formula's " +
               std::to_string(cnf.num_vars()) + "; the name is ignored");
      continue;
    }
    cnf.name_range(std::move(rc.name), Var{rc.first}, std::move(rc.dims), std::move(rc.index_names));
  }
  return cnf;
}

}  // namespace gridlogic
