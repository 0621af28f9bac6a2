// hashi_format.cpp — Hashi puzzle and solution forms (hashi_format.h): puzz.link `hashi` (Number16 over
// puzzlink.h; shared/FORMATS.md), the text form, janko and .has data forms, the project JSON, and the
// solution forms (bridge list, janko grid). Every reader ends in make_hashi (hashi.cpp), which checks
// the puzzle; readers only add the place of what they could not read.
#include "gridlogic/hashi_format.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "gridlogic/json.h"
#include "gridlogic/puzzlink.h"
#include "gridlogic/text.h"

namespace gridlogic {
namespace {

constexpr const char* kCellWords = "expected 1-8 (an island), '?' (an island without a clue) or '.' (water)";

bool is_space(char ch) { return std::isspace(static_cast<unsigned char>(ch)) != 0; }

// One line of a multi-line input: its 1-based number and text without the line end.
struct Line {
  int number = 0;
  std::string_view text;
};

std::vector<Line> lines_of(std::string_view text) {
  std::vector<Line> out;
  int number = 0;
  for (std::string_view line : split(text, '\n')) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    out.push_back({number, line});
  }
  return out;
}

// A white-space separated token and its 1-based column.
struct Token {
  std::string_view text;
  int column = 0;
};

std::vector<Token> tokens_of(std::string_view line) {
  std::vector<Token> out;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && is_space(line[i])) ++i;
    if (i >= line.size()) break;
    const size_t start = i;
    while (i < line.size() && !is_space(line[i])) ++i;
    out.push_back({line.substr(start, i - start), static_cast<int>(start) + 1});
  }
  return out;
}

std::optional<int> small_number(std::string_view s) {
  if (s.empty() || s.size() > 6 || !std::all_of(s.begin(), s.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
    return std::nullopt;
  int v = 0;
  for (char ch : s) v = v * 10 + (ch - '0');
  return v;
}

bool all_blank(std::string_view s) { return std::all_of(s.begin(), s.end(), is_space); }

// The first non-blank line's tokens, when they are two or three whole numbers ("R C" / "R C N").
std::optional<std::vector<int>> data_header(std::string_view text) {
  for (const Line& line : lines_of(text)) {
    if (all_blank(line.text)) continue;
    std::vector<int> numbers;
    for (const Token& t : tokens_of(line.text)) {
      auto v = small_number(t.text);
      if (!v) return std::nullopt;
      numbers.push_back(*v);
    }
    if (numbers.size() == 2 || numbers.size() == 3) return numbers;
    return std::nullopt;
  }
  return std::nullopt;
}

// janko ("R C", '-' water) and .has ("R C N", 0 water): one grid row per non-blank line.
Result<HashiPuzzle> parse_data_form(std::string_view text) {
  const std::vector<Line> lines = lines_of(text);
  size_t k = 0;
  while (k < lines.size() && all_blank(lines[k].text)) ++k;
  const Line& head = lines[k];
  const std::vector<Token> header = tokens_of(head.text);
  const int rows = *small_number(header[0].text), cols = *small_number(header[1].text);
  const std::string at_head = "line " + std::to_string(head.number);
  if (rows < 1 || cols < 1 || rows > kHashiMaxSide || cols > kHashiMaxSide)
    return Error{at_head + ": " + quote_excerpt(std::string(trim(head.text))) + " should be 'ROWS COLUMNS' (1 to " +
                 std::to_string(kHashiMaxSide) + " each)"};
  std::vector<int> cells(rows * cols, -1);
  int row = 0, islands = 0;
  for (++k; k < lines.size(); ++k) {
    const Line& line = lines[k];
    if (all_blank(line.text)) continue;
    const std::string at = "line " + std::to_string(line.number);
    const std::vector<Token> tokens = tokens_of(line.text);
    if (row == rows)
      return Error{at + ": unexpected " + quote_excerpt(std::string(tokens[0].text)) + " after the " +
                   std::to_string(rows) + " rows the header announces"};
    if (static_cast<int>(tokens.size()) != cols)
      return Error{at + ": row " + std::to_string(row + 1) + " has " + std::to_string(tokens.size()) +
                   " cells; the header says " + std::to_string(cols) + " columns"};
    for (int c = 0; c < cols; ++c) {
      const std::string_view t = tokens[c].text;
      const std::string place = at + ", column " + std::to_string(tokens[c].column) + " (" + cell_name(row, c) + ")";
      int& cell = cells[row * cols + c];
      if (t == "-" || t == "0" || t == ".") continue;
      if (t == "?") {
        cell = kHashiUnknownClue;
        ++islands;
        continue;
      }
      auto v = small_number(t);
      if (!v)
        return Error{place + ": " + quote_excerpt(std::string(t)) +
                     " is not a cell; expected '-' or 0 (water), 1-8 (an island) "
                     "or '?' (an island without a clue)"};
      if (*v > 8)
        return Error{place + ": the clue " + std::to_string(*v) +
                     " is above 8, the most bridges an island can take (two to each of four neighbours)"};
      cell = *v;
      ++islands;
    }
    ++row;
  }
  if (row < rows)
    return Error{"the grid ends after " + std::to_string(row) + " of the " + std::to_string(rows) +
                 " rows the header on " + at_head + " announces"};
  if (header.size() == 3 && *small_number(header[2].text) != islands)
    return Error{at_head + ": the header says " + std::string(header[2].text) + " islands but the grid has " +
                 std::to_string(islands)};
  return make_hashi(rows, cols, cells);
}

// Rows split by '/', one character per cell; white space ignored. Places are the character's
// 1-based position in `text` and its cell.
Result<HashiPuzzle> parse_text_form(std::string_view text) {
  std::vector<std::vector<int>> grid(1);
  std::vector<int> row_start{1};
  for (size_t i = 0; i < text.size(); ++i) {
    const char ch = text[i];
    if (is_space(ch)) continue;
    if (ch == '/') {
      grid.emplace_back();
      row_start.push_back(static_cast<int>(i) + 2);
      continue;
    }
    const int r = static_cast<int>(grid.size()) - 1, c = static_cast<int>(grid.back().size());
    const std::string place = "text form, character " + std::to_string(i + 1) + " (" + cell_name(r, c) + ")";
    if (ch == '.' || ch == '-' || ch == '0') grid.back().push_back(-1);
    else if (ch == '?') grid.back().push_back(kHashiUnknownClue);
    else if (ch >= '1' && ch <= '8') grid.back().push_back(ch - '0');
    else if (ch == '9') return Error{place + ": the clue 9 is above 8, the most bridges an island can take"};
    else return Error{place + ": " + describe_char(text, i) + " is not a cell; " + kCellWords};
  }
  const int rows = static_cast<int>(grid.size()), cols = static_cast<int>(grid[0].size());
  if (rows > kHashiMaxSide || cols > kHashiMaxSide)
    return Error{"text form: " + std::to_string(rows) + " rows of " + std::to_string(cols) + " cells; at most " +
                 std::to_string(kHashiMaxSide) + " of each"};
  for (int r = 0; r < rows; ++r)
    if (static_cast<int>(grid[r].size()) != cols || cols == 0)
      return Error{"text form: row " + std::to_string(r + 1) + " (from character " + std::to_string(row_start[r]) +
                   ") has " + std::to_string(grid[r].size()) + " cells; " +
                   (cols == 0 ? std::string("rows split by '/' are expected, such as \"4.2../.3..2\"")
                              : "row 1 has " + std::to_string(cols))};
  std::vector<int> cells;
  for (const auto& row : grid) cells.insert(cells.end(), row.begin(), row.end());
  return make_hashi(rows, cols, cells);
}

char bridge_token(bool horizontal, int k) {
  return horizontal ? static_cast<char>('0' + k) : static_cast<char>('a' + k - 1);
}

// Per cell the horizontal and the vertical edge through it (-1 none).
void edges_through_cells(const HashiPuzzle& p, std::vector<int>& horizontal, std::vector<int>& vertical) {
  horizontal.assign(p.rows * p.cols, -1);
  vertical.assign(p.rows * p.cols, -1);
  for (int e = 0; e < p.edge_count(); ++e)
    for (int cell : p.edges[e].cells) (p.edges[e].horizontal ? horizontal : vertical)[cell] = e;
}

std::string edge_name(const HashiPuzzle& p, int e) {
  return hashi_island_name(p, p.edges[e].a) + "–" + hashi_island_name(p, p.edges[e].b);
}

// The grid solution: one token per cell (row-major), `where[cell]` naming its place.
Result<HashiBridges> bridges_from_grid(const HashiPuzzle& p, const std::vector<char>& tokens,
                                       const std::vector<std::string>& where) {
  std::vector<int> horizontal, vertical;
  edges_through_cells(p, horizontal, vertical);
  std::vector<int> shown(p.rows * p.cols * 2, 0);  // per cell: [0] horizontal count, [1] vertical count
  for (int cell = 0; cell < p.rows * p.cols; ++cell) {
    const char t = tokens[cell];
    if (t == '-' || t == '.') continue;
    const bool h = t == '1' || t == '2', v = t == 'a' || t == 'b';
    if (!h && !v)
      return Error{where[cell] + ": " + describe_char(std::string_view(&t, 1), 0) +
                   " is not a solution cell; expected '-' (no bridge), "
                   "1 or 2 (a single or double horizontal bridge), a or b (a single or double vertical one)"};
    const std::string name = cell_name(cell / p.cols, cell % p.cols);
    if (p.island_at[cell] >= 0)
      return Error{where[cell] + ": " + name + " is an island, but the solution shows a bridge on it"};
    if ((h ? horizontal : vertical)[cell] < 0)
      return Error{where[cell] + ": " + name + " shows a " + (h ? "horizontal" : "vertical") +
                   " bridge, but no two islands face each other across it along its " + (h ? "row" : "column")};
    shown[cell * 2 + (h ? 0 : 1)] = h ? t - '0' : t - 'a' + 1;
  }
  auto count_word = [](int k) { return k == 0 ? "missing" : k == 1 ? "single" : "double"; };
  HashiBridges bridges(p.edge_count(), 0);
  for (int e = 0; e < p.edge_count(); ++e) {
    const HashiEdge& edge = p.edges[e];
    const int slot = edge.horizontal ? 0 : 1;
    if (edge.cells.empty()) continue;  // touching islands: the grid cannot show this bridge
    const int first = shown[edge.cells[0] * 2 + slot];
    for (int cell : edge.cells) {
      const int k = shown[cell * 2 + slot];
      if (k != first)
        return Error{"the bridge " + edge_name(p, e) + " is " + count_word(first) + " at " +
                     cell_name(edge.cells[0] / p.cols, edge.cells[0] % p.cols) + " but " + count_word(k) + " at " +
                     cell_name(cell / p.cols, cell % p.cols)};
    }
    bridges[e] = static_cast<uint8_t>(first);
  }
  return bridges;
}

Result<HashiBridges> parse_grid_solution(const HashiPuzzle& p, std::string_view text) {
  std::vector<std::vector<std::pair<char, int>>> rows(1);  // per row: (token, 1-based character)
  for (size_t i = 0; i < text.size(); ++i) {
    if (is_space(text[i])) continue;
    if (text[i] == '/') rows.emplace_back();
    else rows.back().emplace_back(text[i], static_cast<int>(i) + 1);
  }
  if (static_cast<int>(rows.size()) != p.rows)
    return Error{"the solution has " + std::to_string(rows.size()) + (rows.size() == 1 ? " row" : " rows") +
                 "; the puzzle has " + std::to_string(p.rows) + " (rows split by '/')"};
  std::vector<char> tokens;
  std::vector<std::string> where;
  for (int r = 0; r < p.rows; ++r) {
    if (static_cast<int>(rows[r].size()) != p.cols)
      return Error{"solution row " + std::to_string(r + 1) + " has " + std::to_string(rows[r].size()) +
                   " cells; the puzzle has " + std::to_string(p.cols) + " columns"};
    for (int c = 0; c < p.cols; ++c) {
      tokens.push_back(rows[r][c].first);
      where.push_back("solution character " + std::to_string(rows[r][c].second) + " (" + cell_name(r, c) + ")");
    }
  }
  return bridges_from_grid(p, tokens, where);
}

Result<HashiBridges> parse_janko_solution(const HashiPuzzle& p, std::string_view text) {
  const std::vector<Line> lines = lines_of(text);
  size_t k = 0;
  while (k < lines.size() && all_blank(lines[k].text)) ++k;
  const std::vector<Token> header = tokens_of(lines[k].text);
  if (header.size() != 2 || small_number(header[0].text) != p.rows || small_number(header[1].text) != p.cols)
    return Error{"line " + std::to_string(lines[k].number) + ": the solution's header '" +
                 std::string(trim(lines[k].text)) + "' should be '" + std::to_string(p.rows) + " " +
                 std::to_string(p.cols) + "', the puzzle's rows and columns"};
  std::vector<char> tokens;
  std::vector<std::string> where;
  int row = 0;
  for (++k; k < lines.size(); ++k) {
    if (all_blank(lines[k].text)) continue;
    const std::string at = "solution line " + std::to_string(lines[k].number);
    const std::vector<Token> ts = tokens_of(lines[k].text);
    if (row == p.rows)
      return Error{at + ": unexpected " + quote_excerpt(std::string(ts[0].text)) + " after the last row"};
    if (static_cast<int>(ts.size()) != p.cols)
      return Error{at + ": row " + std::to_string(row + 1) + " has " + std::to_string(ts.size()) + " cells; expected " +
                   std::to_string(p.cols)};
    for (int c = 0; c < p.cols; ++c) {
      const std::string place = at + ", column " + std::to_string(ts[c].column) + " (" + cell_name(row, c) + ")";
      if (ts[c].text.size() != 1)
        return Error{place + ": " + quote_excerpt(std::string(ts[c].text)) +
                     " is not a solution cell; expected -, 1, 2, a or b"};
      tokens.push_back(ts[c].text[0]);
      where.push_back(place);
    }
    ++row;
  }
  if (row < p.rows)
    return Error{"the solution ends after " + std::to_string(row) + " of " + std::to_string(p.rows) + " rows"};
  return bridges_from_grid(p, tokens, where);
}

}  // namespace

std::string_view hashi_format_name(HashiFormat f) {
  switch (f) {
    case HashiFormat::Url: return "url";
    case HashiFormat::Text: return "text";
    case HashiFormat::Json: return "json";
    case HashiFormat::Janko: return "janko";
    case HashiFormat::Has: return "has";
  }
  return "?";
}

std::optional<HashiFormat> parse_hashi_format(std::string_view name) {
  for (HashiFormat f : {HashiFormat::Url, HashiFormat::Text, HashiFormat::Json, HashiFormat::Janko, HashiFormat::Has})
    if (hashi_format_name(f) == name) return f;
  return std::nullopt;
}

Result<HashiPuzzle> parse_hashi_url(std::string_view url_in) {
  auto url = parse_puzzlink_url(url_in, kHashiMaxSide, "hashi/<cols>/<rows>/<body>");
  if (!url) return url.error();
  if (url->type != "hashi" && url->type != "hashikake" && url->type != "bridges")
    return Error{"URL: puzzle type " + quote_excerpt(url->type) +
                 " is not Hashi; expected hashi (or hashikake, bridges)"};
  const int cols = url->cols, rows = url->rows;
  size_t pos = 0;
  auto numbers = decode_number16(url->body, pos, cols, rows * cols, [](int value) -> std::string {
    if (value == kNumber16Unknown) return "";
    if (value < 1 || value > 8)
      return "the clue " + std::to_string(value) +
             "; an island takes 1 to 8 bridges ('.' for an island without a clue)";
    return "";
  });
  if (!numbers) return numbers.error();
  // pzprjs writes every cell, trailing blanks too: fewer means the link lost its end (issue 26).
  if (numbers->covered < rows * cols)
    return Error{"the puzz.link body gives " + std::to_string(numbers->covered) + " of the " +
                 std::to_string(rows * cols) + " cells; is the URL cut short?"};
  // What follows the cells belongs to no Hashi section; pzprjs ignores it, and so do we.
  std::vector<int> cells(rows * cols, -1);
  for (int c = 0; c < rows * cols; ++c) {
    const int v = numbers->values[c];
    cells[c] = v == 0 ? -1 : v == kNumber16Unknown ? kHashiUnknownClue : v;
  }
  return make_hashi(rows, cols, cells);
}

std::string format_hashi_url(const HashiPuzzle& p) {
  // encode_number16 has no token for a clue of unknown value, so each '.' splits the cells into runs
  // encoded on their own: a run's trailing blanks are flushed at its end, which is where pzprjs
  // flushes them too (before the next clue, '.' included) — the same bytes.
  std::string body;
  std::vector<int> run;
  for (int cell : hashi_cells(p)) {
    if (cell == kHashiUnknownClue) {
      body += encode_number16(run);
      body += '.';
      run.clear();
    } else {
      run.push_back(cell < 0 ? 0 : cell);
    }
  }
  body += encode_number16(run);
  return format_puzzlink_url("hashi", p.cols, p.rows, body);
}

Result<HashiPuzzle> hashi_from_json(const JsonValue& o) {
  if (!o.is_object())
    return Error{"a Hashi in JSON is an object such as {\"genre\":\"hashi\",\"rows\":…}, not " +
                 std::string(JsonValue::kind_name(o.kind()))};
  for (const auto& [key, value] : o.members())
    if (key != "genre" && key != "rows" && key != "cols" && key != "islands" && key != "title" && key != "author" &&
        key != "source")
      return Error{"JSON: unknown key " + quote_excerpt(key) + " of a Hashi; expected genre, rows, cols, islands"};
  const JsonValue* genre = o.find("genre");
  static constexpr std::string_view kNames[] = {"hashi", "bridges", "hashikake", "hashiwokakero"};
  if (!genre || !genre->is_string() ||
      std::find(std::begin(kNames), std::end(kNames), genre->as_string()) == std::end(kNames))
    return Error{"JSON: a Hashi names its genre: \"genre\":\"hashi\""};
  auto dim = [&](const char* key) -> int {
    const JsonValue* v = o.find(key);
    if (!v || !v->is_number() || !v->as_integer()) return -1;
    return static_cast<int>(std::clamp<int64_t>(*v->as_integer(), -1, 1000));
  };
  const int rows = dim("rows"), cols = dim("cols");
  if (rows < 1 || cols < 1 || rows > kHashiMaxSide || cols > kHashiMaxSide)
    return Error{"JSON: \"rows\" and \"cols\" are whole numbers from 1 to " + std::to_string(kHashiMaxSide)};
  const JsonValue* islands = o.find("islands");
  if (!islands || !islands->is_array())
    return Error{"JSON: \"islands\" is an array of [row, column, clue] (0-based; clue 1-8, null when unknown)"};
  std::vector<int> cells(rows * cols, -1), first_at(rows * cols, 0);
  int index = 0;
  for (const JsonValue& item : islands->items()) {
    ++index;
    const std::string at = "JSON: island " + std::to_string(index);
    auto coordinate = [](const JsonValue& v) -> std::optional<int64_t> {
      return v.is_number() ? v.as_integer() : std::nullopt;
    };
    if (!item.is_array() || item.items().size() != 3 || !coordinate(item.items()[0]) || !coordinate(item.items()[1]))
      return Error{at + " is not [row, column, clue] (0-based; clue 1-8, null when unknown)"};
    const int64_t r = *coordinate(item.items()[0]), c = *coordinate(item.items()[1]);
    if (r < 0 || c < 0 || r >= rows || c >= cols)
      return Error{at + " at row " + std::to_string(r) + ", column " + std::to_string(c) + " lies outside the " +
                   std::to_string(rows) + "×" + std::to_string(cols) + " grid (rows and columns count from 0)"};
    const int cell = static_cast<int>(r * cols + c);
    const std::string name = cell_name(static_cast<int>(r), static_cast<int>(c));
    if (cells[cell] != -1) return Error{at + " is at " + name + " like island " + std::to_string(first_at[cell])};
    const JsonValue& clue = item.items()[2];
    if (clue.is_null()) {
      cells[cell] = kHashiUnknownClue;
    } else {
      auto v = coordinate(clue);
      if (!v || *v < 1 || *v > 8)
        return Error{at + " (" + name + "): the clue is a whole number from 1 to 8, or null when unknown"};
      cells[cell] = static_cast<int>(*v);
    }
    first_at[cell] = index;
  }
  return make_hashi(rows, cols, cells);
}

Result<HashiPuzzle> parse_hashi(std::string_view text_in) {
  const std::string_view text = trim(text_in);
  if (text.empty())
    return Error{"empty input; expected a Hashi (a puzz.link hashi URL, the text, janko, .has or JSON form)"};
  if (text[0] == '{') {
    auto json = parse_json(text);
    if (!json) return Error{"JSON: " + json.error().message};
    return hashi_from_json(*json);
  }
  // A URL has '?' before its puzzle (with or without a scheme); the text form never starts with a
  // letter, so a letter without '?' is a bad text-form cell, and says so.
  if (text.find("://") != std::string_view::npos ||
      (std::isalpha(static_cast<unsigned char>(text[0])) && text.find('?') != std::string_view::npos))
    return parse_hashi_url(text);
  // The data forms keep their line numbers: read the input as given, not trimmed.
  if (text.find('/') == std::string_view::npos && data_header(text_in)) return parse_data_form(text_in);
  return parse_text_form(text);
}

std::string format_hashi(const HashiPuzzle& p, HashiFormat f) {
  const std::vector<int> cells = hashi_cells(p);
  switch (f) {
    case HashiFormat::Url: return format_hashi_url(p);
    case HashiFormat::Text: {
      std::string out;
      for (int c = 0; c < p.rows * p.cols; ++c) {
        if (c && c % p.cols == 0) out += '/';
        out += cells[c] < 0 ? '.' : cells[c] == kHashiUnknownClue ? '?' : static_cast<char>('0' + cells[c]);
      }
      return out;
    }
    case HashiFormat::Janko: {
      std::string out = std::to_string(p.rows) + " " + std::to_string(p.cols) + "\n";
      for (int c = 0; c < p.rows * p.cols; ++c) {
        out += cells[c] < 0 ? '-' : cells[c] == kHashiUnknownClue ? '?' : static_cast<char>('0' + cells[c]);
        out += c % p.cols == p.cols - 1 ? '\n' : ' ';
      }
      return out;
    }
    case HashiFormat::Has: {
      // As the published files: "%2d " per cell, so every line but the header ends in a space. The
      // files know no unknown clue; '?' keeps such an island readable by parse_hashi.
      std::string out =
          std::to_string(p.rows) + " " + std::to_string(p.cols) + " " + std::to_string(p.island_count()) + "\n";
      for (int c = 0; c < p.rows * p.cols; ++c) {
        out += ' ';
        out += cells[c] < 0 ? '0' : cells[c] == kHashiUnknownClue ? '?' : static_cast<char>('0' + cells[c]);
        out += ' ';
        if (c % p.cols == p.cols - 1) out += '\n';
      }
      return out;
    }
    case HashiFormat::Json: {
      JsonWriter w;
      w.begin_object().key("genre").value("hashi").key("rows").value(p.rows).key("cols").value(p.cols);
      w.key("islands").begin_array();
      for (const HashiIsland& island : p.islands) {
        w.begin_array().value(island.row).value(island.col);
        if (island.clue == kHashiUnknownClue) w.null();
        else w.value(island.clue);
        w.end_array();
      }
      w.end_array().end_object();
      return w.str();
    }
  }
  return {};
}

void write_hashi_bridges(JsonWriter& w, const HashiPuzzle& p, const HashiBridges& bridges) {
  w.begin_array();
  for (int e = 0; e < p.edge_count(); ++e) {
    if (bridges[e] == 0) continue;
    const HashiIsland& a = p.islands[p.edges[e].a];
    const HashiIsland& b = p.islands[p.edges[e].b];
    w.begin_array().value(a.row).value(a.col).value(b.row).value(b.col).value(static_cast<int>(bridges[e])).end_array();
  }
  w.end_array();
}

std::string format_hashi_bridges(const HashiPuzzle& p, const HashiBridges& bridges) {
  JsonWriter w;
  write_hashi_bridges(w, p, bridges);
  return w.str();
}

namespace {

std::optional<std::vector<char>> solution_tokens(const HashiPuzzle& p, const HashiBridges& bridges) {
  std::vector<char> grid(p.rows * p.cols, '-');
  for (int e = 0; e < p.edge_count(); ++e) {
    if (bridges[e] == 0) continue;
    if (p.edges[e].cells.empty()) return std::nullopt;
    for (int cell : p.edges[e].cells) grid[cell] = bridge_token(p.edges[e].horizontal, bridges[e]);
  }
  return grid;
}

}  // namespace

std::optional<std::string> format_hashi_solution_grid(const HashiPuzzle& p, const HashiBridges& bridges) {
  auto grid = solution_tokens(p, bridges);
  if (!grid) return std::nullopt;
  std::string out;
  for (int c = 0; c < p.rows * p.cols; ++c) {
    if (c && c % p.cols == 0) out += '/';
    out += (*grid)[c];
  }
  return out;
}

std::optional<std::string> format_hashi_janko_solution(const HashiPuzzle& p, const HashiBridges& bridges) {
  auto grid = solution_tokens(p, bridges);
  if (!grid) return std::nullopt;
  std::string out = std::to_string(p.rows) + " " + std::to_string(p.cols) + "\n";
  for (int c = 0; c < p.rows * p.cols; ++c) {
    out += (*grid)[c];
    out += c % p.cols == p.cols - 1 ? '\n' : ' ';
  }
  return out;
}

std::string format_hashi_solution(const HashiPuzzle& p, const HashiBridges& bridges) {
  if (auto grid = format_hashi_solution_grid(p, bridges)) return *grid;
  return format_hashi_bridges(p, bridges);
}

Result<HashiBridges> hashi_bridges_from_json(const HashiPuzzle& p, const JsonValue& v) {
  const JsonValue* list = &v;
  if (v.is_object()) {
    list = v.find("bridges");
    if (!list) return Error{"a solution object carries its bridges: {\"bridges\":[[r1,c1,r2,c2,k],…]}"};
  }
  if (!list->is_array())
    return Error{"the bridges are an array of [r1,c1,r2,c2,k] (0-based cells of two islands, k = 1 or 2)"};
  HashiBridges bridges(p.edge_count(), 0);
  std::vector<int> listed_at(p.edge_count(), 0);
  int index = 0;
  for (const JsonValue& item : list->items()) {
    ++index;
    std::string at = "bridge item " + std::to_string(index);
    int64_t n[5] = {};
    bool ok = item.is_array() && item.items().size() == 5;
    for (int k = 0; ok && k < 5; ++k) {
      const JsonValue& x = item.items()[k];
      auto value = x.is_number() ? x.as_integer() : std::nullopt;
      ok = value.has_value();
      if (ok) n[k] = *value;
    }
    if (!ok) return Error{at + " is not [r1,c1,r2,c2,k] (five whole numbers)"};
    at += " ([" + std::to_string(n[0]) + "," + std::to_string(n[1]) + "," + std::to_string(n[2]) + "," +
          std::to_string(n[3]) + "," + std::to_string(n[4]) + "])";
    int island[2];
    for (int s = 0; s < 2; ++s) {
      const int64_t r = n[2 * s], c = n[2 * s + 1];
      if (r < 0 || c < 0 || r >= p.rows || c >= p.cols)
        return Error{at + ": row " + std::to_string(r) + ", column " + std::to_string(c) + " lies outside the " +
                     std::to_string(p.rows) + "×" + std::to_string(p.cols) + " grid (rows and columns count from 0)"};
      island[s] = p.island_at[r * p.cols + c];
      if (island[s] < 0)
        return Error{at + ": " + cell_name(static_cast<int>(r), static_cast<int>(c)) + " is not an island"};
    }
    const int e = p.edge_between(island[0], island[1]);
    if (e < 0)
      return Error{at + ": " + hashi_island_name(p, island[0]) + " and " + hashi_island_name(p, island[1]) +
                   " do not see each other along a row or column"};
    if (n[4] < 1 || n[4] > 2) return Error{at + ": " + std::to_string(n[4]) + " bridges; a pair takes 1 or 2"};
    if (listed_at[e])
      return Error{at + ": the pair " + edge_name(p, e) + " is listed twice (items " + std::to_string(listed_at[e]) +
                   " and " + std::to_string(index) + ")"};
    listed_at[e] = index;
    bridges[e] = static_cast<uint8_t>(n[4]);
  }
  return bridges;
}

Result<HashiBridges> parse_hashi_solution(const HashiPuzzle& p, std::string_view text_in) {
  const std::string_view text = trim(text_in);
  if (text.empty()) return Error{"empty solution; expected [[r1,c1,r2,c2,k],…] or the grid form (rows split by '/')"};
  if (text[0] == '[' || text[0] == '{') {
    auto json = parse_json(text);
    if (!json) return Error{"solution JSON: " + json.error().message};
    return hashi_bridges_from_json(p, *json);
  }
  if (text.find('/') == std::string_view::npos) {
    if (auto header = data_header(text); header && header->size() == 2) return parse_janko_solution(p, text_in);
  }
  return parse_grid_solution(p, text);
}

}  // namespace gridlogic
