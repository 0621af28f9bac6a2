// random.h — randomness whose every output is fixed by its seed on every platform, for generators and
// randomised models (the standard library's distributions and std::shuffle are implementation-defined,
// so the same seed would give different puzzles natively and in WASM).
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace gridlogic {

// SplitMix64's output function: a bijection that scatters nearby inputs (seeds, run numbers) widely.
uint64_t mix64(uint64_t z);

// The seed of puzzle `index` of a generator run seeded with `seed`: puzzles of one seed are independent
// of each other and of how many are asked for.
uint64_t stream_seed(uint64_t seed, uint64_t index);

// The splitmix64 stream, with unbiased range reduction by rejection.
class SplitMix64 {
 public:
  explicit SplitMix64(uint64_t seed) : state_(seed) {}
  uint64_t next();
  // Uniform in [0, bound), bound ≥ 1.
  uint64_t below(uint64_t bound);
  // Fisher–Yates with below(): the same permutation everywhere.
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[below(i)]);
  }

 private:
  uint64_t state_;
};

}  // namespace gridlogic
