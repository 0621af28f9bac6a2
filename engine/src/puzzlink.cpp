// puzzlink.cpp — the puzz.link URL envelope, Number16 and base-32 bit fields (puzzlink.h).
#include "gridlogic/puzzlink.h"

#include <algorithm>
#include <cctype>
#include <climits>

#include "gridlogic/text.h"

namespace gridlogic {
namespace {

constexpr char kBase32[] = "0123456789abcdefghijklmnopqrstuv";

int hex_value(char ch) {
  if (ch >= '0' && ch <= '9') return ch - '0';
  if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
  return -1;
}

int base32_value(char ch) {
  if (ch >= '0' && ch <= '9') return ch - '0';
  if (ch >= 'a' && ch <= 'v') return ch - 'a' + 10;
  return -1;
}

std::string number16_token(int v) {
  static const char* kHex = "0123456789abcdef";
  std::string s;
  auto hex = [&](int value, int digits) {
    for (int d = digits - 1; d >= 0; --d) s += kHex[(value >> (4 * d)) & 15];
  };
  if (v < 16) {
    hex(v, 1);
  } else if (v < 256) {
    s += '-';
    hex(v, 2);
  } else {
    s += '+';
    hex(v, 3);
  }
  return s;
}

}  // namespace

Result<PuzzLinkUrl> parse_puzzlink_url(std::string_view url, int max_side, std::string_view example) {
  const std::string_view t = trim(url);
  const size_t q = t.find('?');
  if (q == std::string_view::npos)
    return Error{"a puzz.link URL has '?' before the puzzle, as in https://puzz.link/p?" + std::string(example)};
  std::string_view query = t.substr(q + 1);
  if (size_t hash = query.find('#'); hash != std::string_view::npos) query = query.substr(0, hash);
  // Skip type=…& pairs: the puzzle is the first '&'-part whose text before its first '/' has no '='.
  std::string_view part;
  for (std::string_view piece : split(query, '&')) {
    if (piece.substr(0, piece.find('/')).find('=') == std::string_view::npos) {
      part = piece;
      break;
    }
  }
  if (part.empty()) return Error{"the URL names no puzzle after '?': expected " + std::string(example)};
  const std::vector<std::string_view> segs = split(part, '/');
  PuzzLinkUrl out;
  std::string_view type = segs[0];
  // pzprjs also opens its file format with the lines joined by '/' ("p?pzprv3/hashikake/7/7/…"):
  // the genre where a URL has its columns. Said so, rather than read as a grid size.
  if (type == "pzprv3")
    return Error{"puzz.link URL: 'pzprv3' starts a puzz.link file (" +
                 (segs.size() > 1 ? quote_excerpt(segs[1]) + ", " : std::string()) +
                 "its lines joined by '/'), which is not read here; open it in puzz.link and copy its "
                 "URL (File, Export URL): p?" +
                 std::string(example)};
  for (std::string_view suffix : {"_edit", "_play"})
    if (type.size() > suffix.size() && type.ends_with(suffix)) type.remove_suffix(suffix.size());
  out.type = std::string(type);
  size_t k = 1;
  if (k < segs.size() && segs[k].starts_with("v:")) ++k;
  auto number = [&](size_t index, const char* what) -> Result<int> {
    if (index >= segs.size() || segs[index].empty())
      return Error{std::string("puzz.link URL: expected the number of ") + what + " after " +
                   quote_excerpt(std::string(segs[index - 1]) + "/")};
    const std::string_view s = segs[index];
    if (!std::all_of(s.begin(), s.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
      return Error{std::string("puzz.link URL: the number of ") + what + " is " + quote_excerpt(s) +
                   "; expected digits"};
    // Digits, but perhaps more than an int holds: compared as text beyond four digits.
    const std::string_view digits = s.substr(std::min(s.find_first_not_of('0'), s.size()));
    const int v = digits.size() > 4 ? INT_MAX : digits.empty() ? 0 : std::stoi(std::string(digits));
    if (v < 1 || v > max_side)
      return Error{std::string("puzz.link URL: ") + (digits.size() > 4 ? quote_excerpt(s) : std::to_string(v)) + " " +
                   what + "; expected 1 to " + std::to_string(max_side)};
    return v;
  };
  auto cols = number(k, "columns");
  if (!cols) return cols.error();
  auto rows = number(k + 1, "rows");
  if (!rows) return rows.error();
  out.cols = *cols;
  out.rows = *rows;
  // The body, without the '/' pzprjs writes after a body that ends in a symbol (format_puzzlink_url),
  // which its own reader skips too.
  size_t end = segs.size();
  if (end > k + 3 && segs[end - 1].empty()) --end;
  for (size_t i = k + 2; i < end; ++i) {
    if (i > k + 2) out.body += '/';
    out.body += segs[i];
  }
  return out;
}

std::string format_puzzlink_url(std::string_view type, int cols, int rows, std::string_view body) {
  std::string url = "https://puzz.link/p?" + std::string(type) + "/" + std::to_string(cols) + "/" +
                    std::to_string(rows) + "/" + std::string(body);
  if (!body.empty() && !std::isalnum(static_cast<unsigned char>(body.back()))) url += '/';
  return url;
}

Result<Number16Cells> decode_number16(std::string_view body, size_t& pos, int cols, int cells,
                                      const std::function<std::string(int value)>& check) {
  Number16Cells out;
  out.values.assign(cells, 0);
  int& cell = out.covered;
  while (cell < cells && pos < body.size()) {
    const char ch = body[pos];
    const std::string at = "puzz.link body, character " + std::to_string(pos + 1);
    auto where = [&] { return at + " (" + cell_name(cell / cols, cell % cols) + ")"; };
    int digits = 0, offset = 0;
    switch (ch) {
      case '-': digits = 2; break;
      case '+': digits = 3; break;
      case '=':
        digits = 3;
        offset = 4096;
        break;
      case '%':
      case '@':
        digits = 3;
        offset = 8192;
        break;
      case '*':
        digits = 4;
        offset = 12240;
        break;
      case '$':
        digits = 5;
        offset = 77776;
        break;
      default: break;
    }
    int value = 0;
    size_t next = pos + 1;
    if (hex_value(ch) >= 0) {
      value = hex_value(ch);
    } else if (digits > 0) {
      for (int d = 0; d < digits; ++d) {
        const int h = pos + 1 + d < body.size() ? hex_value(body[pos + 1 + d]) : -1;
        if (h < 0)
          return Error{at + ": " + describe_char(body, pos) + " is followed by " + std::to_string(digits) +
                       " hexadecimal digits (0-9, a-f)"};
        value = value * 16 + h;
      }
      value += offset;
      next = pos + 1 + digits;
    } else if (ch >= 'g' && ch <= 'z') {
      cell += std::min(ch - 'f', cells - cell);
      pos = next;
      continue;
    } else if (ch == '.') {
      value = kNumber16Unknown;
    } else {
      pos = next;  // pzprjs skips any other character
      continue;
    }
    if (std::string problem = check(value); !problem.empty()) return Error{where() + ": " + problem};
    out.values[cell++] = value;
    pos = next;
  }
  return out;
}

std::string encode_number16(std::span<const int> values) {
  std::string body;
  int blanks = 0;
  auto flush = [&] {
    if (blanks > 0) body += static_cast<char>('f' + blanks);  // g = 1 blank … z = 20
    blanks = 0;
  };
  for (int v : values) {
    if (v == 0) {
      if (++blanks == 20) flush();
      continue;
    }
    flush();
    body += number16_token(v);
  }
  flush();
  return body;
}

Result<std::vector<bool>> decode_bits(std::string_view body, size_t& pos, int bits, std::string_view what) {
  std::vector<bool> out(bits, false);
  const int chars = (bits + 4) / 5;
  for (int i = 0; i < chars; ++i, ++pos) {
    if (pos >= body.size())
      return Error{"puzz.link body: the " + std::string(what) + " section ends after " + std::to_string(i) + " of " +
                   std::to_string(chars) + " characters"};
    const int v = base32_value(body[pos]);
    if (v < 0)
      return Error{"puzz.link body, character " + std::to_string(pos + 1) + ": " + describe_char(body, pos) +
                   " is not a base-32 digit 0-9a-v in the " + std::string(what) + " section"};
    for (int b = 0; b < 5; ++b)
      if (i * 5 + b < bits) out[i * 5 + b] = (v >> (4 - b)) & 1;
  }
  return out;
}

std::string encode_bits(const std::vector<bool>& bits) {
  std::string out;
  for (size_t i = 0; i < bits.size(); i += 5) {
    int v = 0;
    for (size_t b = 0; b < 5; ++b) v = v * 2 + ((i + b < bits.size() && bits[i + b]) ? 1 : 0);
    out += kBase32[v];
  }
  return out;
}

}  // namespace gridlogic
