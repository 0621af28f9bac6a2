// memory_budget.h — the memory limit of the request running on this thread: per-thread accounting of
// the heap (a replaced global operator new/delete) that the engine's budget checkpoints read.
#pragma once

#include <cstdint>

namespace gridlogic {

struct VerbSpec;
class Options;

// The megabytes a request may hold: --max-memory when given (a common option, genre.cpp), else 512 for
// a puzzle (a tab's heap is 2 GB at most; a batch on --jobs threads stays within the machine) and no
// limit for a whole set. 0: none. The largest value taken is 1 TB.
inline constexpr int64_t kDefaultMemoryLimitMb = 512;
inline constexpr int64_t kMaxMemoryLimitMb = int64_t{1} << 20;
int64_t request_memory_limit_mb(const VerbSpec& verb, const Options& options);

// Like the time limit (deadline.h) the memory limit is cooperative: the engine has no exceptions in
// the WASM build, so an allocation over the limit still succeeds but marks the request's budget as
// spent; time_is_up() then answers yes at the next checkpoint (SAT restarts, search nodes, generator
// attempts, ladder rungs) and the request stops with what it has, status unknown. Memory that does not
// come from operator new (MiniSat's realloc'd clause arena) is added by its owner with
// check_memory_with().
//
// Accounting: every operator new adds malloc_usable_size() of its block to the allocating thread's
// count and every delete subtracts it from the freeing thread's, so a thread's count can go negative
// when another thread frees what it made (a --jobs worker's answer freed by the printer); a scope only
// looks at its own thread's growth from the baseline it recorded.
class MemoryScope {
 public:
  // max_bytes ≤ 0: no limit (the growth is still measured). `held_bytes`: what the request already holds
  // when it starts (its input), counted as if allocated inside the scope.
  explicit MemoryScope(int64_t max_bytes, int64_t held_bytes = 0);
  ~MemoryScope();
  MemoryScope(const MemoryScope&) = delete;
  MemoryScope& operator=(const MemoryScope&) = delete;

  bool fired() const;          // whether the limit was passed during this scope
  int64_t peak_bytes() const;  // the most this thread held above the baseline during this scope

 private:
  int64_t saved_base_, saved_limit_, saved_peak_;
  bool saved_over_;
};

// Whether the heap accounting is compiled in: off where operator new cannot be replaced (see
// memory_budget.cpp); then scopes measure nothing and never fire.
bool memory_accounting_enabled();

// The bytes this thread holds from operator new (net of its deletes), since the thread started.
int64_t thread_heap_bytes();

// The limit of the current scope in bytes, 0 when none.
int64_t memory_limit_bytes();

namespace detail {
struct MemoryState {
  int64_t bytes = 0;  // net operator new bytes of this thread
  int64_t base = 0;   // `bytes` when the current scope began
  int64_t limit = 0;  // 0: no limit
  int64_t peak = 0;   // highest bytes - base in the current scope
  bool over = false;
};
extern constinit thread_local MemoryState t_memory;
}  // namespace detail

// Whether the current request has passed its memory limit. One thread-local read: fit for hot loops.
inline bool memory_is_over() { return detail::t_memory.over; }

// The same, counting `extra_bytes` held outside operator new (MiniSat's arena) on top of the heap.
bool check_memory_with(int64_t extra_bytes);

}  // namespace gridlogic
