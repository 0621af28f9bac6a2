// tectonic_format.cpp — Tectonic formats (tectonic.h): puzz.link `suguru` URLs (border codec, Number16,
// holes; shared/FORMATS.md), the readable text form, the janko/abcqwq data forms and the project JSON.
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <sstream>

#include "gridlogic/json.h"
#include "gridlogic/tectonic.h"

namespace gridlogic {
namespace {

const char kBase32[] = "0123456789abcdefghijklmnopqrstuv";
const char kLetters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

int base32_value(char ch) {
  if (ch >= '0' && ch <= '9') return ch - '0';
  if (ch >= 'a' && ch <= 'v') return ch - 'a' + 10;
  return -1;
}

std::string trim(std::string_view s) {
  size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return std::string(s.substr(a, b - a));
}

std::vector<std::string> split(std::string_view s, char sep) {
  std::vector<std::string> out;
  size_t start = 0;
  for (size_t i = 0; i <= s.size(); ++i)
    if (i == s.size() || s[i] == sep) {
      out.emplace_back(s.substr(start, i - start));
      start = i + 1;
    }
  return out;
}

// Reads `bits` bits packed 5 per base-32 character, most significant first, from body[pos…].
Result<std::vector<bool>> read_bits(std::string_view body, size_t& pos, int bits, const char* what) {
  std::vector<bool> out(bits, false);
  const int chars = (bits + 4) / 5;
  for (int i = 0; i < chars; ++i, ++pos) {
    if (pos >= body.size())
      return Error{std::string("URL: the ") + what + " section ends after " + std::to_string(i) + " of " +
                   std::to_string(chars) + " characters"};
    int v = base32_value(body[pos]);
    if (v < 0)
      return Error{std::string("URL: character ") + std::to_string(pos + 1) + " of the body ('" + body[pos] +
                   "') is not a base-32 digit 0-9a-v in the " + what + " section"};
    for (int b = 0; b < 5; ++b)
      if (i * 5 + b < bits) out[i * 5 + b] = (v >> (4 - b)) & 1;
  }
  return out;
}

std::string write_bits(const std::vector<bool>& bits) {
  std::string out;
  for (size_t i = 0; i < bits.size(); i += 5) {
    int v = 0;
    for (size_t b = 0; b < 5; ++b) v = v * 2 + ((i + b < bits.size() && bits[i + b]) ? 1 : 0);
    out += kBase32[v];
  }
  return out;
}

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
    return Error{"a Tectonic in text form is 'GIVENS REGIONS', rows split by '/', such as "
                 "\"3..../...3. AABCC/AADDD\"; found one part only"};
  if (in >> extra) return Error{"text form: unexpected '" + extra + "' after the regions"};
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
      const std::string place = "r" + std::to_string(i + 1) + "c" + std::to_string(k + 1);
      char ch = grows[i][k];
      if (ch >= '1' && ch <= '9') givens[i * cols + k] = static_cast<uint8_t>(ch - '0');
      else if (ch != '.' && ch != '0' && ch != '#')
        return Error{"text form: given at " + place + " is '" + std::string(1, ch) +
                     "'; expected 1-9, '.' for empty or '#' for a hole"};
      char rc = rrows[i][k];
      if (!std::isalpha(static_cast<unsigned char>(rc)) && rc != '#')
        return Error{"text form: region at " + place + " is '" + std::string(1, rc) +
                     "'; expected a letter, or '#' for a hole"};
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
    return Error{"data form: expected 'R C' (rows, columns from 1 to " + std::to_string(kTectonicMaxSide) +
                 ") first"};
  const int n = rows * cols;
  std::vector<uint8_t> givens(n, 0);
  std::vector<int> labels(n, -1);
  std::string tok;
  for (int i = 0; i < 2 * n; ++i) {
    const int c = i % n;
    const std::string place = "r" + std::to_string(c / cols + 1) + "c" + std::to_string(c % cols + 1);
    const char* half = i < n ? "given" : "region";
    if (!(in >> tok))
      return Error{std::string("data form: the ") + half + " of " + place + " is missing (" + std::to_string(i) +
                   " of " + std::to_string(2 * n) + " values read)"};
    if (i < n && (tok == "-" || tok == "0")) continue;
    char* end = nullptr;
    long v = std::strtol(tok.c_str(), &end, 10);
    if (*end || (i < n && (v < 1 || v > kTectonicMaxRegion)) || (i >= n && (v < -1 || v > 1000000)))
      return Error{std::string("data form: the ") + half + " of " + place + " is '" + tok + "'; expected " +
                   (i < n ? "'-', 0 or a value 1-9" : "a region number")};
    if (i < n) givens[c] = static_cast<uint8_t>(v);
    else labels[c] = static_cast<int>(v);
  }
  if (in >> tok) return Error{"data form: unexpected '" + tok + "' after " + std::to_string(2 * n) + " values"};
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
  for (TectonicFormat f : {TectonicFormat::Url, TectonicFormat::Text, TectonicFormat::Json, TectonicFormat::Janko,
                           TectonicFormat::Abcqwq})
    if (tectonic_format_name(f) == name) return f;
  return std::nullopt;
}

Result<TectonicPuzzle> parse_tectonic_url(std::string_view url_in) {
  const std::string url = trim(url_in);
  const size_t q = url.find('?');
  if (q == std::string::npos) return Error{"URL: expected https://puzz.link/p?suguru/COLS/ROWS/BODY"};
  // Query pairs (type=…&) may come before the puzzle part.
  std::string rest = url.substr(q + 1);
  for (size_t amp; (amp = rest.find('&')) != std::string::npos && rest.substr(0, amp).find('=') != std::string::npos;)
    rest = rest.substr(amp + 1);
  auto parts = split(rest, '/');
  std::string pid = parts[0];
  for (const char* suffix : {"_edit", "_play"})
    if (pid.size() > 5 && pid.ends_with(suffix)) pid.resize(pid.size() - 5);
  if (pid != "suguru" && pid != "tectonic")
    return Error{"URL: puzzle type '" + pid + "' is not Tectonic; expected suguru (or tectonic)"};
  size_t i = 1;
  if (i < parts.size() && parts[i].starts_with("v:")) ++i;
  if (parts.size() < i + 2) return Error{"URL: expected COLS/ROWS after '" + pid + "'"};
  auto number = [](const std::string& s) {
    if (s.empty() || s.size() > 3 || !std::all_of(s.begin(), s.end(), ::isdigit)) return -1;
    return std::stoi(s);
  };
  const int cols = number(parts[i]), rows = number(parts[i + 1]);
  if (cols < 1 || rows < 1 || cols > kTectonicMaxSide || rows > kTectonicMaxSide)
    return Error{"URL: size '" + parts[i] + "/" + parts[i + 1] + "' is not COLS/ROWS from 1 to " +
                 std::to_string(kTectonicMaxSide)};
  std::string body;
  for (size_t k = i + 2; k < parts.size(); ++k) body += (k > i + 2 ? "/" : "") + parts[k];
  const int n = rows * cols;
  size_t pos = 0;
  auto vbits = read_bits(body, pos, (cols - 1) * rows, "vertical borders");
  if (!vbits) return vbits.error();
  auto hbits = read_bits(body, pos, cols * (rows - 1), "horizontal borders");
  if (!hbits) return hbits.error();
  // Number16.
  std::vector<uint8_t> givens(n, 0);
  int cell = 0;
  while (cell < n && pos < body.size()) {
    char ch = body[pos];
    auto hex = [&](size_t at, int len) -> int {
      if (at + len > body.size()) return -1;
      int v = 0;
      for (int k = 0; k < len; ++k) {
        char h = body[at + k];
        int d = (h >= '0' && h <= '9') ? h - '0' : (h >= 'a' && h <= 'f') ? h - 'a' + 10 : -1;
        if (d < 0) return -1;
        v = v * 16 + d;
      }
      return v;
    };
    int value = -2, len = 1;
    if ((ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f')) value = hex(pos, 1);
    else if (ch == '-') value = hex(pos + 1, 2), len = 3;
    else if (ch == '+' || ch == '=' || ch == '%' || ch == '@') value = hex(pos + 1, 3), len = 4;
    else if (ch == '*') value = hex(pos + 1, 4), len = 5;
    else if (ch == '$') value = hex(pos + 1, 5), len = 6;
    else if (ch == '.')
      return Error{"URL: r" + std::to_string(cell / cols + 1) + "c" + std::to_string(cell % cols + 1) +
                   " holds '?' (a clue of unknown value), which Tectonic does not use"};
    else if (ch >= 'g' && ch <= 'z') {
      cell += ch - 'f';
      ++pos;
      continue;
    } else {
      ++pos;  // any other character is skipped (FORMATS.md)
      continue;
    }
    if (value < 0) return Error{"URL: character " + std::to_string(pos + 1) + " of the body starts a broken number"};
    if (value > kTectonicMaxRegion || value == 0)
      return Error{"URL: r" + std::to_string(cell / cols + 1) + "c" + std::to_string(cell % cols + 1) + " is given " +
                   std::to_string(value) + "; Tectonic values run from 1 to " + std::to_string(kTectonicMaxRegion)};
    givens[cell++] = static_cast<uint8_t>(value);
    pos += len;
  }
  std::vector<bool> holes(n, false);
  if (pos < body.size()) {
    auto h = read_bits(body, pos, n, "holes");
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
  return make_tectonic(rows, cols, labels, givens);
}

std::string format_tectonic_url(const TectonicPuzzle& p) {
  const int rows = p.rows, cols = p.cols;
  // A border between two cells of different regions; pzprjs writes none next to a hole.
  auto border = [&](int a, int b) { return !p.hole(a) && !p.hole(b) && p.region[a] != p.region[b]; };
  std::vector<bool> v, h;
  for (int r = 0; r < rows; ++r)
    for (int k = 0; k + 1 < cols; ++k) v.push_back(border(r * cols + k, r * cols + k + 1));
  for (int r = 0; r + 1 < rows; ++r)
    for (int k = 0; k < cols; ++k) h.push_back(border(r * cols + k, (r + 1) * cols + k));
  std::string body = write_bits(v) + write_bits(h);
  int blanks = 0;
  auto flush = [&] {
    if (blanks) body += static_cast<char>(blanks <= 9 ? 'f' + blanks : 'p' + (blanks - 10));
    blanks = 0;
  };
  for (int c = 0; c < p.size(); ++c) {
    if (!p.givens[c]) {
      if (++blanks == 20) flush();
      continue;
    }
    flush();
    body += kBase32[p.givens[c]];
  }
  flush();
  bool any_hole = false;
  std::vector<bool> holes(p.size());
  for (int c = 0; c < p.size(); ++c) any_hole |= (holes[c] = p.hole(c));
  if (any_hole) body += write_bits(holes);
  std::string url = "https://puzz.link/p?suguru/" + std::to_string(cols) + "/" + std::to_string(rows) + "/" + body;
  if (!body.empty() && !std::isalnum(static_cast<unsigned char>(body.back()))) url += '/';
  return url;
}

Result<TectonicPuzzle> tectonic_from_json(const JsonValue& o) {
  if (!o.is_object())
    return Error{"a Tectonic in JSON is an object such as {\"genre\":\"tectonic\",\"rows\":…}, not " +
                 std::string(JsonValue::kind_name(o.kind()))};
  for (const auto& [key, value] : o.members())
    if (key != "genre" && key != "rows" && key != "cols" && key != "givens" && key != "regions" && key != "title" &&
        key != "author" && key != "source")
      return Error{"JSON: unknown key \"" + key + "\" of a Tectonic; expected genre, rows, cols, givens, regions"};
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
      const std::string place = "r" + std::to_string(i + 1) + "c" + std::to_string(k + 1);
      if (ch >= '1' && ch <= '9') givens[i * cols + k] = static_cast<uint8_t>(ch - '0');
      else if (ch != '.' && ch != '#')
        return Error{"JSON: given at " + place + " is '" + std::string(1, ch) + "'; expected 1-9, '.' or '#'"};
      auto label = rr.items()[k].as_integer();
      if (!rr.items()[k].is_number() || !label || *label < -1 || *label > 1000000)
        return Error{"JSON: region at " + place + " is not a region number (-1 for a hole)"};
      labels[i * cols + k] = static_cast<int>(*label);
    }
  }
  return make_tectonic(rows, cols, labels, givens);
}

Result<TectonicPuzzle> parse_tectonic(std::string_view text_in) {
  const std::string text = trim(text_in);
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
      return Error{"solution character " + std::to_string(c + 1) + " (" + tectonic_cell_name(p, c) + ") is '" +
                   std::string(1, ch) + "'; expected a value 1-9"};
  }
  return grid;
}

}  // namespace gridlogic
