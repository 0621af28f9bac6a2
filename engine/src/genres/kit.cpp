// generate_common.cpp — seeds and sizes for the generate verbs (generate_common.h).
#include "verbs/generate_common.h"

#include <chrono>

#include "gridlogic/random.h"

namespace gridlogic::verbs {

uint64_t fresh_seed() {
  static uint64_t calls = 0;
  const auto ticks = static_cast<uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
  SplitMix64 mix(ticks ^ (++calls * 0xD1B54A32D192ED03ull));
  return mix.next() & static_cast<uint64_t>(kMaxGeneratorSeed);
}

Result<GridSize> parse_grid_size(const std::string& text, int max_side, const std::string& example) {
  auto number = [](const std::string& s) -> int {
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
    return Error{"--size takes a grid size, not '" + text + "'; expected WxH (columns x rows, e.g. " + example +
                 ") or N for NxN, each 1 to " + std::to_string(max_side)};
  return size;
}

}  // namespace gridlogic::verbs
