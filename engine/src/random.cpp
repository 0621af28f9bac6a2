// random.cpp — splitmix64 (random.h).
#include "gridlogic/random.h"

#include <cassert>

namespace gridlogic {

uint64_t mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

uint64_t stream_seed(uint64_t seed, uint64_t index) {
  SplitMix64 a(seed);
  SplitMix64 b(a.next() + index);
  return b.next();
}

uint64_t SplitMix64::next() { return mix64(state_ += 0x9E3779B97F4A7C15ull); }

uint64_t SplitMix64::below(uint64_t bound) {
  assert(bound >= 1 && "SplitMix64::below: bound must be at least 1");
  // Reject the top partial copy of [0, bound) so every residue is equally likely.
  const uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
  uint64_t x;
  do x = next();
  while (x >= limit);
  return x % bound;
}

}  // namespace gridlogic
