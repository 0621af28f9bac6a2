// deadline.h — the time limit of the request running on this thread, which every long loop of the
// engine checks (SAT in slices, the fast search per guess, the human ladder per rung and chain start,
// the generators per attempt) so that a request stops with a partial answer instead of running on.
#pragma once

#include <cstdint>

namespace gridlogic {

// The engine has no exceptions (the WASM build turns them off) and no second thread to interrupt it,
// so the limit is cooperative: work asks time_is_up() where it can stop cleanly and treats a yes as
// "budget spent" (SAT and the fast search then answer `unknown`, a generator stops trying).
//
// A limit is installed for the lifetime of a DeadlineScope, per thread (a `--jobs` worker has its
// own); without one, time_is_up() is always false and costs one thread-local test.
class DeadlineScope {
 public:
  explicit DeadlineScope(double seconds);  // seconds ≤ 0: no limit
  ~DeadlineScope();
  DeadlineScope(const DeadlineScope&) = delete;
  DeadlineScope& operator=(const DeadlineScope&) = delete;

  bool fired() const;  // whether time_is_up() answered yes during this scope

 private:
  double saved_deadline_;
  double saved_seconds_;
  bool saved_fired_;
};

// Whether the current limit has passed. Cheap enough for a hot loop: it reads the clock once in 256
// calls; once it has said yes it keeps saying yes for the rest of the scope.
bool time_is_up();

// The same, reading the clock at every call: for coarse points (a SAT slice, a generator's attempt, a
// rung of the ladder) where 256 calls could already be seconds.
bool time_is_up_now();

// The limit of the current scope in seconds, 0 when none.
double time_limit_seconds();

// Seconds until the limit passes (≤ 0 once it has), or a very large number when there is none.
double seconds_left();

}  // namespace gridlogic
