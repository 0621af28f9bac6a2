// deadline.h — the time limit and the work limit of the request running on this thread, which every
// long loop of the engine checks (SAT in slices, the fast search per guess, the human ladder per rung
// and chain start, the generators per attempt) so that a request stops with a partial answer instead of
// running on.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>

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
  // With the request's start given (a reading already taken), instead of reading the clock.
  DeadlineScope(double seconds, std::optional<std::chrono::steady_clock::time_point> start);
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

// The steady clock, for a verb that times its work (its answer's "ms"). The first call in a scope with a
// limit returns the reading the scope took at the start of the request instead of reading again, so a
// timed verb's "ms" then also covers the request's set-up before it (its options checked, its input
// read: about a microsecond). In WebAssembly a reading is a call into JavaScript, and the module's
// default limit (60 s a puzzle) made it one of three that a 17-clue solve paid; now one of two.
std::chrono::steady_clock::time_point request_clock_now();

// The last reading request_clock_now() took from the clock (not one a scope handed out) since
// clear_last_clock_reading(), on this thread: what BatchRun::answer_next starts the next answer from.
std::optional<std::chrono::steady_clock::time_point> last_clock_reading();
void clear_last_clock_reading();

// The limit of the current scope in seconds, 0 when none.
double time_limit_seconds();

// The work limit: a count of the engine's own steps, so the same request stops at the same point on any
// machine under any load (the clock cannot: a loaded machine stops a request earlier, and `--jobs N`
// would answer differently from `--jobs 1`). A unit is about one SAT propagation's worth of work, a
// few nanoseconds here; the other searches spend the units their steps cost (kWorkPer… below), counted
// where they already check the clock. time_is_up() answers yes once a request has spent its units.
inline constexpr int64_t kWorkPerGuess = 40;        // a guess of the fast Sudoku search (and its propagation)
inline constexpr int64_t kWorkPerChainLiteral = 6;  // a literal a forcing chain of the human ladder plays out
// A rung of the human ladder costs about kWorkPerCandidateRung units per candidate place of the grid
// (cells × values) each time it is tried.
inline constexpr int64_t kWorkPerCandidateRung = 2;

class WorkScope {
 public:
  explicit WorkScope(int64_t units);  // units ≤ 0: no limit (the work is still counted)
  ~WorkScope();
  WorkScope(const WorkScope&) = delete;
  WorkScope& operator=(const WorkScope&) = delete;

  bool fired() const;     // whether the request spent its units (so some work was refused)
  int64_t spent() const;  // the units spent during this scope

 private:
  int64_t saved_spent_, saved_limit_;
};

namespace detail {
struct WorkState {
  int64_t spent = 0;
  int64_t limit = 0;  // 0: no limit
};
extern constinit thread_local WorkState t_work;
}  // namespace detail

// Adds `units` to the current request's work. One thread-local add: fit for hot loops.
inline void spend_work(int64_t units) { detail::t_work.spent += units; }
// Whether the current request has spent its work limit.
inline bool work_is_over() { return detail::t_work.limit > 0 && detail::t_work.spent >= detail::t_work.limit; }
// The units the current request may still spend: INT64_MAX without a limit, 0 once spent.
int64_t work_left();

// A guess of a search: spends its units, then asks time_is_up().
bool guess_is_over();

// Seconds until the limit passes (≤ 0 once it has), or a very large number when there is none.
double seconds_left();

}  // namespace gridlogic
