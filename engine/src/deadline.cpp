// deadline.cpp — the per-thread request time limit behind deadline.h.
#include "gridlogic/deadline.h"

#include <chrono>
#include <cstdint>
#include <optional>

#include "gridlogic/memory_budget.h"

#if defined(__EMSCRIPTEN__)
#include <emscripten/emscripten.h>  // emscripten_get_now
#endif

namespace gridlogic {
namespace detail {
constinit thread_local WorkState t_work;
}  // namespace detail

namespace {

struct State {
  double deadline = 0;  // seconds on the steady clock; 0: no limit
  double seconds = 0;
  bool fired = false;
  uint32_t calls = 0;
  // The reading the scope took for its limit, until request_clock_now() hands it out.
  std::optional<std::chrono::steady_clock::time_point> start;
  // The last reading request_clock_now() took (last_clock_reading()).
  std::optional<std::chrono::steady_clock::time_point> last;
};
thread_local State t_state;

// The steady clock. In WebAssembly every reading is a call into JavaScript: libc's clock_gettime is a
// JS function that calls performance.now() (emscripten_get_now) and writes a timespec back through
// memory, and libc++ then reads it; emscripten_get_now() is that clock and origin without the rest
// (3 % of a 17-clue 'lines' batch went to the two readings a solve takes, docs/benchmarks.md).
std::chrono::steady_clock::time_point clock_now() {
#if defined(__EMSCRIPTEN__)
  using std::chrono::steady_clock;
  return steady_clock::time_point(std::chrono::duration_cast<steady_clock::duration>(
      std::chrono::duration<double, std::milli>(emscripten_get_now())));
#else
  return std::chrono::steady_clock::now();
#endif
}

double seconds_of(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(t.time_since_epoch()).count();
}

double now_seconds() { return seconds_of(clock_now()); }

}  // namespace

DeadlineScope::DeadlineScope(double seconds) : DeadlineScope(seconds, std::nullopt) {}

DeadlineScope::DeadlineScope(double seconds, std::optional<std::chrono::steady_clock::time_point> start)
    : saved_deadline_(t_state.deadline), saved_seconds_(t_state.seconds), saved_fired_(t_state.fired) {
  t_state.start = start;
  if (seconds > 0 && !start) t_state.start = clock_now();
  t_state.deadline = seconds > 0 ? seconds_of(*t_state.start) + seconds : 0;
  t_state.seconds = seconds > 0 ? seconds : 0;
  t_state.fired = false;
  t_state.calls = 0;
}

std::chrono::steady_clock::time_point request_clock_now() {
  if (!t_state.start) return *(t_state.last = clock_now());
  const auto start = *t_state.start;
  t_state.start.reset();
  return start;
}

std::optional<std::chrono::steady_clock::time_point> last_clock_reading() { return t_state.last; }

void clear_last_clock_reading() { t_state.last.reset(); }

DeadlineScope::~DeadlineScope() {
  t_state.start.reset();
  t_state.deadline = saved_deadline_;
  t_state.seconds = saved_seconds_;
  t_state.fired = saved_fired_;
}

bool DeadlineScope::fired() const { return t_state.fired; }

WorkScope::WorkScope(int64_t units) : saved_spent_(detail::t_work.spent), saved_limit_(detail::t_work.limit) {
  detail::t_work.spent = 0;
  detail::t_work.limit = units > 0 ? units : 0;
}

WorkScope::~WorkScope() {
  detail::t_work.spent += saved_spent_;  // an enclosing scope counts what this one spent
  detail::t_work.limit = saved_limit_;
}

bool WorkScope::fired() const { return work_is_over(); }

int64_t WorkScope::spent() const { return detail::t_work.spent; }

int64_t work_left() {
  const detail::WorkState& w = detail::t_work;
  if (w.limit == 0) return INT64_MAX;
  return w.spent >= w.limit ? 0 : w.limit - w.spent;
}

// A request past its memory limit (memory_budget.h) or its work limit has spent its budget too: every
// checkpoint that stops for the clock (time_is_up, time_is_up_now) stops for them, and run() tells the
// three apart by the scope that fired.
bool time_is_up() {
  if (memory_is_over() || work_is_over()) return true;
  State& s = t_state;
  if (s.deadline == 0) return false;
  if (s.fired) return true;
  if (++s.calls % 256 != 0) return false;
  s.fired = now_seconds() >= s.deadline;
  return s.fired;
}

bool time_is_up_now() {
  if (memory_is_over() || work_is_over()) return true;
  State& s = t_state;
  if (s.deadline == 0) return false;
  if (!s.fired) s.fired = now_seconds() >= s.deadline;
  return s.fired;
}

bool guess_is_over() {
  spend_work(kWorkPerGuess);
  return time_is_up();
}

double time_limit_seconds() { return t_state.seconds; }

double seconds_left() { return t_state.deadline == 0 ? 1e300 : t_state.deadline - now_seconds(); }

}  // namespace gridlogic
