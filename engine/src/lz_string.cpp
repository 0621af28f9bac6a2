// lz_string.cpp — the lz-string Base64 codec (lz_string.h), written from the format's description.
//
// The format, as the JS library (pieroxy/lz-string) produces it:
//
// * It is LZW over UTF-16 code units (JavaScript string elements), not over bytes or code points: an
//   emoji is two units, each its own literal. Hence the UTF-8 <-> UTF-16 conversions at both ends.
// * The code stream is a sequence of variable-width integers, each written least-significant bit
//   first, packed into 6-bit Base64 digits most-significant bit first (the first bit of the stream is
//   bit 5 of the first digit). The two orders are independent and both matter for byte-exactness.
// * Codes 0, 1 and 2 are control codes, which is why the dictionary starts at 3:
//     0 = "a literal follows in 8 bits" (a unit below 256), 1 = "a literal follows in 16 bits",
//     2 = "end of stream". A literal is sent only the first time a unit is used; it then has a code.
//   Every other code names a dictionary entry.
// * The dictionary grows by one entry per emitted phrase (the phrase plus the next unit), and by one
//   entry per new unit: the compressor gives a unit its code the moment it first meets it, before the
//   phrase in front of it is emitted, so code numbers interleave units and phrases in that order. The
//   decoder completes each phrase entry one step after the compressor made it, so it can meet a code
//   one beyond its dictionary (the classic LZW "cScSc" case: the entry is w + w[0]).
// * Code width: 2 bits at first (enough for 0..3). A countdown `enlarge_in`, 2 at first, goes down by
//   one for every dictionary entry; at 0 the width grows by one bit and the countdown restarts at
//   2^(old width), the number of codes the extra bit opens up. The compressor steps it twice when it
//   sends a literal (the unit's entry, then the phrase entry) and once when it sends a code; the
//   decoder steps it at the same points, so both switch width between the same two codes. The first
//   code is therefore read at 2 bits and everything after it at 3 or more.
// * End: code 2, then the last digit is filled with zero bits. The JS flush loop always shifts at least
//   once, so a stream that ends exactly on a digit boundary gets a whole extra 'A' digit.
// * Padding: compressToBase64 appends '=' until the length is a multiple of 4 — including "===" after
//   a length of 4k+1, which no standard Base64 producer would write ('=' is not data here).
#include "gridlogic/lz_string.h"

#include <algorithm>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace gridlogic {

namespace {

constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

constexpr uint32_t kLiteral8 = 0;
constexpr uint32_t kLiteral16 = 1;
constexpr uint32_t kEndOfStream = 2;
constexpr uint32_t kFirstDictionaryCode = 3;

int base64_value(unsigned char ch) {
  if (ch >= 'A' && ch <= 'Z') return ch - 'A';
  if (ch >= 'a' && ch <= 'z') return ch - 'a' + 26;
  if (ch >= '0' && ch <= '9') return ch - '0' + 52;
  if (ch == '+') return 62;
  if (ch == '/') return 63;
  return -1;
}

bool is_space(unsigned char ch) {
  return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\v' || ch == '\f';
}

// ---- UTF-8 <-> UTF-16 --------------------------------------------------------------------------

// One code point from s at i (advancing i), or U+FFFD for an ill-formed sequence, consuming its
// "maximal subpart" as the WHATWG/Unicode replacement rule says (what TextDecoder does).
char32_t next_code_point(std::string_view s, std::size_t& i) {
  const auto b0 = static_cast<unsigned char>(s[i++]);
  if (b0 < 0x80) return b0;
  int extra = 0;
  char32_t cp = 0;
  unsigned char lo = 0x80, hi = 0xBF;  // the allowed range of the second byte
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    extra = 1, cp = b0 & 0x1F;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    extra = 2, cp = b0 & 0x0F;
    if (b0 == 0xE0) lo = 0xA0;  // no overlong forms
    if (b0 == 0xED) hi = 0x9F;  // no surrogates
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    extra = 3, cp = b0 & 0x07;
    if (b0 == 0xF0) lo = 0x90;
    if (b0 == 0xF4) hi = 0x8F;  // nothing above U+10FFFF
  } else {
    return 0xFFFD;
  }
  for (int k = 0; k < extra; ++k) {
    if (i >= s.size()) return 0xFFFD;
    const auto b = static_cast<unsigned char>(s[i]);
    if (b < (k == 0 ? lo : 0x80) || b > (k == 0 ? hi : 0xBF)) return 0xFFFD;  // not consumed
    cp = (cp << 6) | (b & 0x3F);
    ++i;
  }
  return cp;
}

std::vector<char16_t> utf8_to_utf16(std::string_view s) {
  std::vector<char16_t> out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    const char32_t cp = next_code_point(s, i);
    if (cp >= 0x10000) {
      out.push_back(static_cast<char16_t>(0xD800 + ((cp - 0x10000) >> 10)));
      out.push_back(static_cast<char16_t>(0xDC00 + ((cp - 0x10000) & 0x3FF)));
    } else {
      out.push_back(static_cast<char16_t>(cp));
    }
  }
  return out;
}

void append_utf8(std::string& out, char32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

// "U+00E9", "U+1F600": at least four hex digits, as Unicode writes code points.
std::string code_point_name(char32_t cp) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string digits;
  for (int shift = 20; shift >= 0; shift -= 4) digits += kHex[(cp >> shift) & 0xF];
  const std::size_t first = std::min(digits.find_first_not_of('0'), digits.size() - 4);
  return "U+" + digits.substr(first);
}

Result<std::string> utf16_to_utf8(const std::vector<char16_t>& units) {
  std::string out;
  out.reserve(units.size());
  for (std::size_t i = 0; i < units.size(); ++i) {
    const char16_t u = units[i];
    if (u >= 0xD800 && u <= 0xDBFF && i + 1 < units.size() && units[i + 1] >= 0xDC00 && units[i + 1] <= 0xDFFF) {
      append_utf8(out, 0x10000 + ((static_cast<char32_t>(u) - 0xD800) << 10) + (units[i + 1] - 0xDC00));
      ++i;
    } else if (u >= 0xD800 && u <= 0xDFFF) {
      return Error{"lz-string payload: the decompressed text has a lone UTF-16 surrogate " + code_point_name(u) +
                   " at code unit " + std::to_string(i + 1) + " of " + std::to_string(units.size()) +
                   ", which is not valid text (a half of an emoji?)"};
    } else {
      append_utf8(out, u);
    }
  }
  return out;
}

// How an offending payload character is shown: 'x' when printable ASCII, 'é' (U+00E9) for other
// characters, the code point alone for controls, the byte when it is not UTF-8.
std::string describe_char(std::string_view payload, std::size_t byte_pos) {
  const auto b = static_cast<unsigned char>(payload[byte_pos]);
  if (b >= 0x21 && b < 0x7F) return "'" + std::string(1, static_cast<char>(b)) + "'";
  if (b < 0x80) return code_point_name(b);
  std::size_t end = byte_pos;
  const char32_t cp = next_code_point(payload, end);
  const std::string_view text = payload.substr(byte_pos, end - byte_pos);
  if (cp == 0xFFFD && text != "\xEF\xBF\xBD") {
    static constexpr char kHex[] = "0123456789ABCDEF";
    return std::string("byte 0x") + kHex[b >> 4] + kHex[b & 0xF] + " (not UTF-8)";
  }
  return "'" + std::string(text) + "' (" + code_point_name(cp) + ")";
}

// ---- Decompression -----------------------------------------------------------------------------

// The payload's Base64 digits, each with the 1-based character position it came from (white space
// and padding are skipped, so positions and digit indices differ).
struct Digits {
  std::vector<uint8_t> value;
  std::vector<uint32_t> position;
  bool had_space = false;
};

Result<Digits> read_digits(std::string_view payload) {
  Digits d;
  d.value.reserve(payload.size());
  d.position.reserve(payload.size());
  uint32_t char_pos = 0;  // counted in characters, so a multi-byte character counts once
  std::size_t padding_at = std::string_view::npos;
  for (std::size_t i = 0; i < payload.size(); ++i) {
    const auto ch = static_cast<unsigned char>(payload[i]);
    if ((ch & 0xC0) != 0x80) ++char_pos;  // not a UTF-8 continuation byte
    if (is_space(ch)) {
      d.had_space = true;
      continue;
    }
    if (ch == '=') {
      if (padding_at == std::string_view::npos) padding_at = char_pos;
      continue;
    }
    const int v = base64_value(ch);
    if (v < 0) {
      std::string hint;
      if (ch == '%') hint = " (the payload is still URL-encoded: decode it first)";
      if (ch == '-' || ch == '$')
        hint = " (this looks like lz-string's compressToEncodedURIComponent form, not compressToBase64)";
      return Error{"lz-string payload, character " + std::to_string(char_pos) + ": " + describe_char(payload, i) +
                   " is not a Base64 character (A-Z, a-z, 0-9, +, /)" + hint};
    }
    if (padding_at != std::string_view::npos)
      return Error{"lz-string payload, character " + std::to_string(padding_at) +
                   ": '=' padding before the end of the payload (more Base64 follows at character " +
                   std::to_string(char_pos) + ")"};
    d.value.push_back(static_cast<uint8_t>(v));
    d.position.push_back(char_pos);
  }
  return d;
}

// Reads the code stream: integers least-significant bit first, taken from each digit's bit 5 down.
class BitReader {
 public:
  explicit BitReader(const Digits& d) : d_(d) {}

  // False when the digits run out first.
  bool read(int bits, uint32_t& out) {
    out = 0;
    for (int k = 0; k < bits; ++k) {
      if (index_ >= d_.value.size()) return false;
      if ((d_.value[index_] >> bit_) & 1) out |= uint32_t{1} << k;
      if (bit_-- == 0) bit_ = 5, ++index_;
    }
    return true;
  }
  // 1-based payload position of the digit the next bit comes from (or of the last digit).
  uint32_t position() const {
    if (d_.position.empty()) return 0;
    return d_.position[index_ < d_.position.size() ? index_ : d_.position.size() - 1];
  }

 private:
  const Digits& d_;
  std::size_t index_ = 0;
  int bit_ = 5;
};

Error truncated(const Digits& d) {
  std::string msg = "lz-string payload is cut short: its " + std::to_string(d.value.size()) +
                    " Base64 digits end before the end-of-stream code (is the link complete?)";
  if (d.had_space) msg += "; it contained white space, which may have been a '+' decoded as a space";
  return Error{msg};
}

Error too_long() {
  return Error{"lz-string payload expands to more than " + std::to_string(kLzMaxDecodedUnits) +
               " UTF-16 code units, more than any puzzle needs: refusing it"};
}

Error corrupt(const Digits& d, uint32_t position, const std::string& what) {
  std::string msg = "lz-string payload is corrupt near character " + std::to_string(position) + ": " + what;
  if (d.had_space) msg += "; it contained white space, which may have been a '+' decoded as a space";
  return Error{msg};
}

}  // namespace

Result<std::string> lz_decompress_base64(std::string_view payload) {
  auto digits = read_digits(payload);
  if (!digits) return digits.error();
  const Digits& d = *digits;
  if (d.value.empty()) return Error{"lz-string payload is empty (the compressed empty text is \"Q===\")"};

  BitReader in(d);
  // Every dictionary entry is a run of the output already written: a literal is its own unit, a copied
  // entry is where it was copied to, and the new entry "w + first unit of the next one" is w's run plus
  // the unit that follows it, since the next entry is written right after w. So the dictionary holds
  // (start, length) pairs, not strings, and decoding stays linear in the output.
  struct Run {
    uint32_t start, length;
  };
  std::vector<char16_t> out;
  std::vector<Run> dict(kFirstDictionaryCode);  // codes 0, 1, 2 are control codes, never looked up

  uint32_t code = 0;
  if (!in.read(2, code)) return truncated(d);
  if (code == kEndOfStream) return std::string();
  if (code != kLiteral8 && code != kLiteral16)
    return corrupt(d, in.position(), "the stream must start with a literal or the end code, not code 3");
  uint32_t unit = 0;
  if (!in.read(code == kLiteral8 ? 8 : 16, unit)) return truncated(d);
  out.push_back(static_cast<char16_t>(unit));
  dict.push_back({0, 1});
  Run w{0, 1};

  // The compressor's 2-bit phase covered codes 0..3 and the first literal took code 3; from here the
  // width is 3 bits, with 4 more entries before it grows.
  int width = 3;
  uint64_t enlarge_in = 4;
  auto entry_added = [&] {
    if (--enlarge_in == 0) enlarge_in = uint64_t{1} << width++;
  };

  for (;;) {
    const uint32_t at = in.position();
    if (!in.read(width, code)) return truncated(d);
    if (code == kEndOfStream) break;
    Run entry{};
    if (code == kLiteral8 || code == kLiteral16) {
      if (!in.read(code == kLiteral8 ? 8 : 16, unit)) return truncated(d);
      if (out.size() + 1 > kLzMaxDecodedUnits) return too_long();
      entry = {static_cast<uint32_t>(out.size()), 1};
      out.push_back(static_cast<char16_t>(unit));
      dict.push_back(entry);
      entry_added();
    } else {
      Run src{};
      bool w_plus_first = false;
      if (code < dict.size()) {
        src = dict[code];
      } else if (code == dict.size()) {
        src = w, w_plus_first = true;  // the entry being defined right now: w + w[0]
      } else {
        return corrupt(d, at,
                       "code " + std::to_string(code) + " names no dictionary entry (there are " +
                           std::to_string(dict.size()) + ")");
      }
      const std::size_t length = src.length + (w_plus_first ? 1 : 0);
      if (out.size() + length > kLzMaxDecodedUnits) return too_long();
      entry = {static_cast<uint32_t>(out.size()), static_cast<uint32_t>(length)};
      for (uint32_t k = 0; k < src.length; ++k) {
        const char16_t u = out[src.start + k];
        out.push_back(u);
      }
      if (w_plus_first) {
        const char16_t u = out[w.start];
        out.push_back(u);
      }
    }
    dict.push_back({w.start, w.length + 1});
    entry_added();
    w = entry;
  }
  return utf16_to_utf8(out);
}

// ---- Compression -------------------------------------------------------------------------------

namespace {

// Writes integers least-significant bit first into 6-bit digits filled from bit 5 down.
class BitWriter {
 public:
  void write(uint32_t value, int bits) {
    for (int k = 0; k < bits; ++k) {
      push_bit(value & 1);
      value >>= 1;
    }
  }
  // The JS flush: shift in zero bits until a digit is emitted — at least one, so an aligned stream
  // gets a whole extra zero digit ('A').
  void finish() {
    do push_bit(0);
    while (filled_ != 0);
  }
  std::string take() { return std::move(out_); }

 private:
  void push_bit(uint32_t bit) {
    acc_ = (acc_ << 1) | bit;
    if (++filled_ == 6) {
      out_ += kAlphabet[acc_];
      acc_ = 0, filled_ = 0;
    }
  }
  std::string out_;
  uint32_t acc_ = 0;
  int filled_ = 0;
};

// Whether units[begin, end) is "__proto__" (see its use).
bool is_proto_key(const std::vector<char16_t>& units, std::size_t begin, std::size_t end) {
  static constexpr std::u16string_view kProto = u"__proto__";
  if (end - begin != kProto.size()) return false;
  return std::u16string_view(units.data() + begin, kProto.size()) == kProto;
}

}  // namespace

std::string lz_compress_base64(std::string_view utf8) {
  const std::vector<char16_t> units = utf8_to_utf16(utf8);
  BitWriter bits;

  // The dictionary of strings is kept as a trie: single units by their own value, longer phrases by
  // (code of the phrase without its last unit, last unit). Each string has one code, so this is the
  // same mapping as the JS library's string-keyed object.
  struct UnitEntry {
    uint32_t code;
    bool literal_pending;  // the unit has a code but the decoder has not yet seen it as a literal
  };
  std::unordered_map<char16_t, UnitEntry> unit_codes;
  std::unordered_map<uint64_t, uint32_t> phrase_codes;
  uint32_t next_code = kFirstDictionaryCode;
  int width = 2;
  // 2 bits serve only the first code, which is always a literal (or the end code): its two countdown
  // steps move the width to 3 with a countdown of 4, exactly where the decoder starts after it.
  uint64_t enlarge_in = 2;
  auto entry_added = [&] {
    if (--enlarge_in == 0) enlarge_in = uint64_t{1} << width++;
  };

  // The current phrase w: empty, a single unit, or a longer phrase known by its code.
  bool w_empty = true;
  bool w_single = false;
  char16_t w_unit = 0;
  uint32_t w_code = 0;

  // Emits w: its literal the first time a unit is used on its own, else its code. Either way w + next
  // unit becomes a dictionary entry, which is the second countdown step.
  auto emit_w = [&] {
    UnitEntry* single = w_single ? &unit_codes[w_unit] : nullptr;
    if (single && single->literal_pending) {
      if (w_unit < 256) {
        bits.write(kLiteral8, width);
        bits.write(w_unit, 8);
      } else {
        bits.write(kLiteral16, width);
        bits.write(w_unit, 16);
      }
      entry_added();  // the decoder adds the literal's entry here
      single->literal_pending = false;
    } else {
      bits.write(w_code, width);
    }
    entry_added();
  };

  std::size_t w_start = 0;  // w is always units[w_start, i)
  for (std::size_t i = 0; i < units.size(); ++i) {
    const char16_t c = units[i];
    const auto [it, inserted] = unit_codes.try_emplace(c, UnitEntry{next_code, true});
    if (inserted) ++next_code;  // a new unit takes its code at once, before w is emitted
    if (w_empty) {
      w_empty = false, w_single = true, w_unit = c, w_code = it->second.code, w_start = i;
      continue;
    }
    const uint64_t key = (uint64_t{w_code} << 16) | c;
    const bool is_proto = is_proto_key(units, w_start, i + 1);
    if (auto found = phrase_codes.find(key); found != phrase_codes.end() && !is_proto) {
      w_single = false, w_code = found->second;
      continue;
    }
    emit_w();
    // The JS dictionary is a plain object, where `dict["__proto__"] = n` sets nothing (assigning a
    // number to the prototype is ignored) yet still consumes the code n. So the phrase "__proto__" is
    // never found, and every time it would be added a code is skipped. The decoder does not care (it
    // never learns the phrase's text as a key), but byte-exact output has to do the same.
    if (!is_proto) phrase_codes.emplace(key, next_code);
    ++next_code;
    w_single = true, w_unit = c, w_code = it->second.code, w_start = i;
  }
  if (!w_empty) emit_w();
  bits.write(kEndOfStream, width);
  bits.finish();

  std::string out = bits.take();
  static constexpr const char* kPadding[] = {"", "===", "==", "="};
  out += kPadding[out.size() % 4];
  return out;
}

}  // namespace gridlogic
