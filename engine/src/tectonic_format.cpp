// tectonic_format.cpp — Tectonic formats (tectonic.h): puzz.link `suguru` URLs (border codec, Number16,
// holes; shared/FORMATS.md), the readable text form, the janko/abcqwq data forms and the project JSON.
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <sstream>

#include "gridlogic/json.h"
#include "gridlogic/puzzlink.h"
#include "gridlogic/text.h"
#include "gridlogic/tectonic.h"

namespace gridlogic {
namespace {

const char kLetters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

// Region labels for the text form: a greedy colouring of the regions by letters, so that orthogonally
// touching regions never share a letter (the reader takes touching equal letters as one region).
std::vector<char> region_letters(const TectonicPuzzle& p) {
  const int nreg = static_cast<int>(p.cells.size());
  std::vector<char> letter(nreg, 0);
  for (int r = 0; r < nreg; ++r) {
    uint64_t used = 0;
    for (int c : p.cells[r]) {
      int row = c / p.cols, col = c % p.cols;
      const int nb[4][2] = {{row - 1, col}, {row + 1, col}, {row, col - 1}, {row, col + 1}};
      for (auto& q : nb) {
        if (q[0] < 0 || q[0] >= p.rows || q[1] < 0 || q[1] >= p.cols) continue;
        int o = p.region[q[0] * p.cols + q[1]];
        if (o >= 0 && o != r && letter[o]) used |= uint64_t{1} << (std::strchr(kLetters, letter[o]) - kLetters);
      }
    }
    int k = 0;
    while (k < 51 && ((used >> k) & 1)) ++k;
    letter[r] = kLetters[k];
  }
  return letter;
}

Result<TectonicPuzzle> parse_text_form(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::string g, r, extra;
  in >> g >> r;
  if (r.empty())
    return Error{
        "a Tectonic in text form is 'GIVENS REGIONS', rows split by '/', such as "
        "\"3..../...3. AABCC/AADDD\"; found one part only"};
  if (in >> extra) return Error{"text form: unexpected " + quote_excerpt(extra) + " after the regions"};
  auto grows = split(g, '/'), rrows = split(r, '/');
  const int rows = static_cast<int>(grows.size());
  const int cols = static_cast<int>(grows[0].size());
  if (static_cast<int>(rrows.size()) != rows)
    return Error{"text form: " + std::to_string(rows) + " rows of givens but " + std::to_string(rrows.size()) +
                 " rows of regions"};
  if (rows > kTectonicMaxSide || cols > kTectonicMaxSide || cols == 0)
    return Error{"text form: a grid of 1 to " + std::to_string(kTectonicMaxSide) + " columns is expected"};
  std::vector<char> letters(rows * cols);
  std::vector<uint8_t> givens(rows * cols, 0);
  for (int i = 0; i < rows; ++i) {
    if (static_cast<int>(grows[i].size()) != cols || static_cast<int>(rrows[i].size()) != cols)
      return Error{"text form: row " + std::to_string(i + 1) + " has " +
                   std::to_string(static_cast<int>(grows[i].size()) != cols ? grows[i].size() : rrows[i].size()) +
                   " cells; row 1 has " + std::to_string(cols)};
    for (int k = 0; k < cols; ++k) {
      const std::string place = cell_name(i, k);
      char ch = grows[i][k];
      if (ch >= '1' && ch <= '9') givens[i * cols + k] = static_cast<uint8_t>(ch - '0');
      else if (ch != '.' && ch != '0' && ch != '#')
        return Error{"text form: given at " + place + " is " + describe_char(grows[i], k) +
                     "; expected 1-9, '.' for empty or '#' for a hole"};
      char rc = rrows[i][k];
      if (!std::isalpha(static_cast<unsigned char>(rc)) && rc != '#')
        return Error{"text form: region at " + place + " is " + describe_char(rrows[i], k) +
                     "; expected a letter, or '#' for a hole"};
      if ((ch == '#') != (rc == '#'))
        return Error{"text form: " + place + " is a hole ('#') in one half but not in the other"};
      letters[i * cols + k] = rc;
    }
  }
  // Orthogonally touching equal letters are one region: number the components.
  std::vector<int> labels(rows * cols, -1);
  int next = 0;
  for (int s = 0; s < rows * cols; ++s) {
    if (letters[s] == '#' || labels[s] >= 0) continue;
    std::vector<int> stack{s};
    labels[s] = next;
    while (!stack.empty()) {
      int c = stack.back();
      stack.pop_back();
      int row = c / cols, col = c % cols;
      const int nb[4][2] = {{row - 1, col}, {row + 1, col}, {row, col - 1}, {row, col + 1}};
      for (auto& q : nb) {
        if (q[0] < 0 || q[0] >= rows || q[1] < 0 || q[1] >= cols) continue;
        int d = q[0] * cols + q[1];
        if (labels[d] < 0 && letters[d] == letters[c]) {
          labels[d] = next;
          stack.push_back(d);
        }
      }
    }
    ++next;
  }
  return make_tectonic(rows, cols, labels, givens);
}

// janko ("R C", R rows of '-'/digits, R rows of region ids) and abcqwq (the same with 0 for empty).
Result<TectonicPuzzle> parse_data_form(std::string_view text) {
  std::istringstream in{std::string(text)};
  int rows = 0, cols = 0;
  if (!(in >> rows >> cols) || rows < 1 || cols < 1 || rows > kTectonicMaxSide || cols > kTectonicMaxSide)
    return Error{"data form: expected 'R C' (rows, columns from 1 to " + std::to_string(kTectonicMaxSide) + ") first"};
  const int n = rows * cols;
  std::vector<uint8_t> givens(n, 0);
  std::vector<int> labels(n, -1);
  std::string tok;
  for (int i = 0; i < 2 * n; ++i) {
    const int c = i % n;
    const std::string place = cell_name(c / cols, c % cols);
    const char* half = i < n ? "given" : "region";
    if (!(in >> tok))
      return Error{std::string("data form: the ") + half + " of " + place + " is missing (" + std::to_string(i) +
                   " of " + std::to_string(2 * n) + " values read)"};
    if (i < n && (tok == "-" || tok == "0")) continue;
    char* end = nullptr;
    long v = std::strtol(tok.c_str(), &end, 10);
    if (*end || (i < n && (v < 1 || v > kTectonicMaxRegion)) || (i >= n && (v < -1 || v > 1000000)))
      return Error{std::string("data form: the ") + half + " of " + place + " is " + quote_excerpt(tok) +
                   "; expected " + (i < n ? "'-', 0 or a value 1-9" : "a region number")};
    if (i < n) givens[c] = static_cast<uint8_t>(v);
    else labels[c] = static_cast<int>(v);
  }
  if (in >> tok)
    return Error{"data form: unexpected " + quote_excerpt(tok) + " after " + std::to_string(2 * n) + " values"};
  return make_tectonic(rows, cols, labels, givens);
}

}  // namespace

std::string_view tectonic_format_name(TectonicFormat f) {
  switch (f) {
    case TectonicFormat::Url: return "url";
    case TectonicFormat::Text: return "text";
    case TectonicFormat::Json: return "json";
    case TectonicFormat::Janko: return "janko";
    case TectonicFormat::Abcqwq: return "abcqwq";
  }
  return "?";
}

std::optional<TectonicFormat> parse_tectonic_format(std::string_view name) {
  for (TectonicFormat f :
       {TectonicFormat::Url, TectonicFormat::Text, TectonicFormat::Json, TectonicFormat::Janko, TectonicFormat::Abcqwq})
    if (tectonic_format_name(f) == name) return f;
  return std::nullopt;
}

Result<TectonicPuzzle> parse_tectonic_url(std::string_view url_in) {
  auto url = parse_puzzlink_url(url_in, kTectonicMaxSide, "suguru/<cols>/<rows>/<body>");
  if (!url) return url.error();
  if (url->type != "suguru" && url->type != "tectonic")
    return Error{"URL: puzzle type " + quote_excerpt(url->type) + " is not Tectonic; expected suguru (or tectonic)"};
  const int cols = url->cols, rows = url->rows;
  const std::string& body = url->body;
  const int n = rows * cols;
  size_t pos = 0;
  auto vbits = decode_bits(body, pos, (cols - 1) * rows, "vertical borders");
  if (!vbits) return vbits.error();
  auto hbits = decode_bits(body, pos, cols * (rows - 1), "horizontal borders");
  if (!hbits) return hbits.error();
  auto numbers = decode_number16(body, pos, cols, n, [](int value) -> std::string {
    if (value == kNumber16Unknown) return "'?' (a clue of unknown value), which Tectonic does not use";
    if (value < 1 || value > kTectonicMaxRegion)
      return "given " + std::to_string(value) + "; Tectonic values run from 1 to " + std::to_string(kTectonicMaxRegion);
    return "";
  });
  if (!numbers) return numbers.error();
  // pzprjs writes every cell, trailing blanks too ('g'–'z'): fewer means the link lost its end, and the
  // puzzle must not be read as one with fewer clues (as Sudoku links say).
  if (numbers->covered < n)
    return Error{"the puzz.link body gives " + std::to_string(numbers->covered) + " of the " + std::to_string(n) +
                 " cells; is the URL cut short?"};
  std::vector<uint8_t> givens(n, 0);
  for (int c = 0; c < n; ++c) givens[c] = static_cast<uint8_t>(numbers->values[c]);
  std::vector<bool> holes(n, false);
  if (pos < body.size()) {
    auto h = decode_bits(body, pos, n, "holes");
    if (!h) return h.error();
    holes = *h;
  }
  // Regions: components of non-hole cells not separated by a border.
  std::vector<int> labels(n, -1);
  int next = 0;
  for (int s = 0; s < n; ++s) {
    if (holes[s] || labels[s] >= 0) continue;
    std::vector<int> stack{s};
    labels[s] = next;
    while (!stack.empty()) {
      int c = stack.back();
      stack.pop_back();
      int r = c / cols, k = c % cols;
      auto visit = [&](int d, bool border) {
        if (!border && !holes[d] && labels[d] < 0) {
          labels[d] = next;
          stack.push_back(d);
        }
      };
      if (k + 1 < cols) visit(c + 1, (*vbits)[r * (cols - 1) + k]);
      if (k > 0) visit(c - 1, (*vbits)[r * (cols - 1) + k - 1]);
      if (r + 1 < rows) visit(c + cols, (*hbits)[r * cols + k]);
      if (r > 0) visit(c - cols, (*hbits)[(r - 1) * cols + k]);
    }
    ++next;
  }
  for (int c = 0; c < n; ++c)
    if (holes[c] && givens[c]) givens[c] = 0;
  auto puzzle = make_tectonic(rows, cols, labels, givens);
  if (!puzzle) return puzzle;
  // The border bits beside a hole that the link sets (puzz.link's editor draws a hole's outline or not).
  int index = 0;
  for (int r = 0; r < rows; ++r)
    for (int k = 0; k + 1 < cols; ++k, ++index)
      if ((*vbits)[index] && (holes[r * cols + k] || holes[r * cols + k + 1])) puzzle->hole_borders.push_back(index);
  for (int r = 0; r + 1 < rows; ++r)
    for (int k = 0; k < cols; ++k, ++index)
      if ((*hbits)[index - (cols - 1) * rows] && (holes[r * cols + k] || holes[(r + 1) * cols + k]))
        puzzle->hole_borders.push_back(index);
  return puzzle;
}

std::string format_tectonic_url(const TectonicPuzzle& p) {
  const int rows = p.rows, cols = p.cols;
  // A border between two cells of different regions; beside a hole, what the link read had (none for a
  // puzzle made here, as pzprjs writes when a hole's outline is not drawn).
  int index = 0;
  auto border = [&](int a, int b) {
    const bool kept = std::binary_search(p.hole_borders.begin(), p.hole_borders.end(), index++);
    return p.hole(a) || p.hole(b) ? kept : p.region[a] != p.region[b];
  };
  std::vector<bool> v, h;
  for (int r = 0; r < rows; ++r)
    for (int k = 0; k + 1 < cols; ++k) v.push_back(border(r * cols + k, r * cols + k + 1));
  for (int r = 0; r + 1 < rows; ++r)
    for (int k = 0; k < cols; ++k) h.push_back(border(r * cols + k, (r + 1) * cols + k));
  std::vector<int> values(p.givens.begin(), p.givens.end());
  std::string body = encode_bits(v) + encode_bits(h) + encode_number16(values);
  bool any_hole = false;
  std::vector<bool> holes(p.size());
  for (int c = 0; c < p.size(); ++c) any_hole |= (holes[c] = p.hole(c));
  if (any_hole) body += encode_bits(holes);
  return format_puzzlink_url("suguru", cols, rows, body);
}

Result<TectonicPuzzle> tectonic_from_json(const JsonValue& o) {
  if (!o.is_object())
    return Error{"a Tectonic in JSON is an object such as {\"genre\":\"tectonic\",\"rows\":…}, not " +
                 std::string(JsonValue::kind_name(o.kind()))};
  for (const auto& [key, value] : o.members())
    if (key != "genre" && key != "rows" && key != "cols" && key != "givens" && key != "regions" && key != "title" &&
        key != "author" && key != "source")
      return Error{"JSON: unknown key " + quote_excerpt(key) +
                   " of a Tectonic; expected genre, rows, cols, givens, regions"};
  const JsonValue* genre = o.find("genre");
  if (!genre || !genre->is_string() || (genre->as_string() != "tectonic" && genre->as_string() != "suguru"))
    return Error{"JSON: a Tectonic names its genre: \"genre\":\"tectonic\""};
  auto dim = [&](const char* key) -> int {
    const JsonValue* v = o.find(key);
    if (!v || !v->as_integer()) return -1;
    return static_cast<int>(std::clamp<int64_t>(*v->as_integer(), -1, 1000));
  };
  const int rows = dim("rows"), cols = dim("cols");
  if (rows < 1 || cols < 1 || rows > kTectonicMaxSide || cols > kTectonicMaxSide)
    return Error{"JSON: \"rows\" and \"cols\" are whole numbers from 1 to " + std::to_string(kTectonicMaxSide)};
  const JsonValue* g = o.find("givens");
  const JsonValue* r = o.find("regions");
  if (!g || !g->is_array() || static_cast<int>(g->items().size()) != rows)
    return Error{"JSON: \"givens\" is an array of " + std::to_string(rows) + " row strings such as \"3..1.\""};
  if (!r || !r->is_array() || static_cast<int>(r->items().size()) != rows)
    return Error{"JSON: \"regions\" is an array of " + std::to_string(rows) + " rows of region numbers"};
  std::vector<uint8_t> givens(rows * cols, 0);
  std::vector<int> labels(rows * cols, -1);
  for (int i = 0; i < rows; ++i) {
    const JsonValue& gr = g->items()[i];
    if (!gr.is_string() || static_cast<int>(gr.as_string().size()) != cols)
      return Error{"JSON: givens row " + std::to_string(i + 1) + " is not a string of " + std::to_string(cols) +
                   " characters"};
    const JsonValue& rr = r->items()[i];
    if (!rr.is_array() || static_cast<int>(rr.items().size()) != cols)
      return Error{"JSON: regions row " + std::to_string(i + 1) + " is not an array of " + std::to_string(cols) +
                   " numbers"};
    for (int k = 0; k < cols; ++k) {
      char ch = gr.as_string()[k];
      const std::string place = cell_name(i, k);
      if (ch >= '1' && ch <= '9') givens[i * cols + k] = static_cast<uint8_t>(ch - '0');
      else if (ch != '.' && ch != '#')
        return Error{"JSON: given at " + place + " is " + describe_char(gr.as_string(), k) +
                     "; expected 1-9, '.' or '#'"};
      auto label = rr.items()[k].as_integer();
      if (!rr.items()[k].is_number() || !label || *label < -1 || *label > 1000000)
        return Error{"JSON: region at " + place + " is not a region number (-1 for a hole)"};
      labels[i * cols + k] = static_cast<int>(*label);
    }
  }
  return make_tectonic(rows, cols, labels, givens);
}

namespace {

Result<TectonicPuzzle> parse_tectonic_form(std::string_view text_in) {
  const std::string text(trim(text_in));
  if (text.empty()) return Error{"empty input; expected a Tectonic (a puzz.link suguru URL, text, data or JSON form)"};
  if (text[0] == '{') {
    auto json = parse_json(text);
    if (!json) return Error{"JSON: " + json.error().message};
    return tectonic_from_json(*json);
  }
  if (text.find("://") != std::string::npos || text.find('?') != std::string::npos) return parse_tectonic_url(text);
  if (std::isdigit(static_cast<unsigned char>(text[0]))) {
    // "R C …" (data form) versus a text form whose first row starts with a given digit.
    size_t sp = text.find_first_of(" \t\n");
    if (sp != std::string::npos && std::all_of(text.begin(), text.begin() + sp, ::isdigit)) {
      size_t next = text.find_first_not_of(" \t\r\n", sp);
      if (next != std::string::npos && std::isdigit(static_cast<unsigned char>(text[next])) &&
          text.find('/') == std::string::npos)
        return parse_data_form(text);
    }
  }
  return parse_text_form(text);
}

}  // namespace

Result<TectonicPuzzle> parse_tectonic(std::string_view text) {
  auto p = parse_tectonic_form(text);
  if (!p) return p;
  // Holes are no cells: a grid of holes alone has nothing to solve (it was "unique", with an empty
  // solution).
  for (int c = 0; c < p->size(); ++c)
    if (!p->hole(c)) return p;
  return Error{"every cell of the " + std::to_string(p->cols) + "x" + std::to_string(p->rows) +
               " grid is a hole; a Tectonic needs at least one cell to fill"};
}

std::string format_tectonic(const TectonicPuzzle& p, TectonicFormat f) {
  switch (f) {
    case TectonicFormat::Url: return format_tectonic_url(p);
    case TectonicFormat::Text: {
      std::vector<char> letters = region_letters(p);
      std::string g, r;
      for (int c = 0; c < p.size(); ++c) {
        if (c && c % p.cols == 0) g += '/', r += '/';
        g += p.hole(c) ? '#' : p.givens[c] ? static_cast<char>('0' + p.givens[c]) : '.';
        r += p.hole(c) ? '#' : letters[p.region[c]];
      }
      return g + " " + r;
    }
    case TectonicFormat::Janko:
    case TectonicFormat::Abcqwq: {
      const bool janko = f == TectonicFormat::Janko;
      std::string out = std::to_string(p.rows) + " " + std::to_string(p.cols) + "\n";
      for (int c = 0; c < p.size(); ++c) {
        out += p.givens[c] ? std::to_string(p.givens[c]) : janko ? "-" : "0";
        out += (c % p.cols == p.cols - 1) ? "\n" : " ";
      }
      for (int c = 0; c < p.size(); ++c) {
        out += std::to_string(p.hole(c) ? -1 : p.region[c] + 1);
        out += (c % p.cols == p.cols - 1) ? "\n" : " ";
      }
      return out;
    }
    case TectonicFormat::Json: {
      JsonWriter w;
      w.begin_object().key("genre").value("tectonic").key("rows").value(p.rows).key("cols").value(p.cols);
      w.key("givens").begin_array();
      for (int r = 0; r < p.rows; ++r) {
        std::string row;
        for (int k = 0; k < p.cols; ++k) {
          int c = r * p.cols + k;
          row += p.hole(c) ? '#' : p.givens[c] ? static_cast<char>('0' + p.givens[c]) : '.';
        }
        w.value(row);
      }
      w.end_array().key("regions").begin_array();
      for (int r = 0; r < p.rows; ++r) {
        w.begin_array();
        for (int k = 0; k < p.cols; ++k) w.value(p.region[r * p.cols + k]);
        w.end_array();
      }
      w.end_array().end_object();
      return w.str();
    }
  }
  return {};
}

std::string format_tectonic_solution(const TectonicPuzzle& p, const std::vector<uint8_t>& grid) {
  std::string s;
  for (int c = 0; c < p.size(); ++c) s += p.hole(c) ? '.' : static_cast<char>('0' + grid[c]);
  return s;
}

Result<std::vector<uint8_t>> parse_tectonic_solution(const TectonicPuzzle& p, std::string_view text_in) {
  std::string text;
  for (char ch : text_in)
    if (!std::isspace(static_cast<unsigned char>(ch))) text += ch;
  if (static_cast<int>(text.size()) != p.size())
    return Error{"a solution has one character per cell (" + std::to_string(p.size()) + "), not " +
                 std::to_string(text.size())};
  std::vector<uint8_t> grid(p.size(), 0);
  for (int c = 0; c < p.size(); ++c) {
    char ch = text[c];
    if (ch >= '1' && ch <= '9') grid[c] = static_cast<uint8_t>(ch - '0');
    else if (ch != '.' && ch != '0')
      return Error{"solution character " + std::to_string(c + 1) + " (" + tectonic_cell_name(p, c) + ") is " +
                   describe_char(text, c) + "; expected a value 1-9"};
  }
  return grid;
}

}  // namespace gridlogic
