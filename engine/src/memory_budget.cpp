// memory_budget.cpp — per-thread heap accounting behind memory_budget.h: the replaced global
// operator new/delete and the request scope that compares a thread's growth with its limit.
#include "gridlogic/memory_budget.h"

#include <malloc.h>  // malloc_usable_size: glibc and Emscripten's dlmalloc both have it

#include <cstdlib>
#include <new>

// The replacement lives in this file, which api.cpp needs for MemoryScope, so every program that runs
// requests links it and the library's operator new is not used. GRIDLOGIC_NO_HEAP_ACCOUNTING turns it
// off (then scopes never fire); the sanitizer builds keep it: ASan's malloc and malloc_usable_size
// still check every block, only its new/delete type-mismatch report is lost.
#ifndef GRIDLOGIC_NO_HEAP_ACCOUNTING
#define GRIDLOGIC_HEAP_ACCOUNTING 1
#endif

namespace gridlogic {
namespace detail {
constinit thread_local MemoryState t_memory;
}  // namespace detail

using detail::t_memory;

namespace {

#ifdef GRIDLOGIC_HEAP_ACCOUNTING
inline void count_new(void* p) {
  detail::MemoryState& s = t_memory;
  s.bytes += static_cast<int64_t>(malloc_usable_size(p));
  const int64_t held = s.bytes - s.base;
  if (held > s.peak) {
    s.peak = held;
    if (s.limit > 0 && held > s.limit) s.over = true;
  }
}

inline void count_delete(void* p) {
  if (p) t_memory.bytes -= static_cast<int64_t>(malloc_usable_size(p));
}

void* counted_malloc(std::size_t n) {
  void* p = std::malloc(n ? n : 1);
  if (p) count_new(p);
  return p;
}

void* counted_aligned(std::size_t n, std::size_t align) {
  if (align < sizeof(void*)) align = sizeof(void*);
  void* p = nullptr;
  if (posix_memalign(&p, align, n ? n : 1) != 0) return nullptr;
  count_new(p);
  return p;
}

[[noreturn]] void out_of_memory() {
#if defined(__cpp_exceptions)
  throw std::bad_alloc();  // run() answers it as the memory limit (api.cpp)
#else
  std::abort();  // what the library's operator new does without exceptions (the WASM build)
#endif
}
#endif

}  // namespace

MemoryScope::MemoryScope(int64_t max_bytes, int64_t held_bytes)
    : saved_base_(t_memory.base), saved_limit_(t_memory.limit), saved_peak_(t_memory.peak), saved_over_(t_memory.over) {
  t_memory.base = t_memory.bytes - (held_bytes > 0 ? held_bytes : 0);
  t_memory.limit = max_bytes > 0 ? max_bytes : 0;
  t_memory.peak = t_memory.bytes - t_memory.base;
  t_memory.over = t_memory.limit > 0 && t_memory.peak > t_memory.limit;
}

MemoryScope::~MemoryScope() {
  // An enclosing scope sees what this one held as its own growth too.
  const int64_t inner_peak = t_memory.base - saved_base_ + t_memory.peak;
  t_memory.base = saved_base_;
  t_memory.limit = saved_limit_;
  t_memory.peak = saved_peak_ > inner_peak ? saved_peak_ : inner_peak;
  t_memory.over = saved_over_ || (saved_limit_ > 0 && t_memory.peak > saved_limit_);
}

bool MemoryScope::fired() const { return t_memory.over; }

int64_t MemoryScope::peak_bytes() const { return t_memory.peak; }

bool memory_accounting_enabled() {
#ifdef GRIDLOGIC_HEAP_ACCOUNTING
  return true;
#else
  return false;
#endif
}

int64_t thread_heap_bytes() { return t_memory.bytes; }

int64_t memory_limit_bytes() { return t_memory.limit; }

bool check_memory_with(int64_t extra_bytes) {
  detail::MemoryState& s = t_memory;
  if (s.limit > 0 && s.bytes - s.base + extra_bytes > s.limit) s.over = true;
  return s.over;
}

}  // namespace gridlogic

#ifdef GRIDLOGIC_HEAP_ACCOUNTING
// The replaceable global allocation functions ([new.delete]), every form, so that no library version
// of one is mixed with these.
using gridlogic::count_delete;
using gridlogic::counted_aligned;
using gridlogic::counted_malloc;
using gridlogic::out_of_memory;

void* operator new(std::size_t n) {
  if (void* p = counted_malloc(n)) return p;
  out_of_memory();
}
void* operator new[](std::size_t n) {
  if (void* p = counted_malloc(n)) return p;
  out_of_memory();
}
void* operator new(std::size_t n, const std::nothrow_t&) noexcept { return counted_malloc(n); }
void* operator new[](std::size_t n, const std::nothrow_t&) noexcept { return counted_malloc(n); }
void* operator new(std::size_t n, std::align_val_t a) {
  if (void* p = counted_aligned(n, static_cast<std::size_t>(a))) return p;
  out_of_memory();
}
void* operator new[](std::size_t n, std::align_val_t a) {
  if (void* p = counted_aligned(n, static_cast<std::size_t>(a))) return p;
  out_of_memory();
}
void* operator new(std::size_t n, std::align_val_t a, const std::nothrow_t&) noexcept {
  return counted_aligned(n, static_cast<std::size_t>(a));
}
void* operator new[](std::size_t n, std::align_val_t a, const std::nothrow_t&) noexcept {
  return counted_aligned(n, static_cast<std::size_t>(a));
}

void operator delete(void* p) noexcept { count_delete(p), std::free(p); }
void operator delete[](void* p) noexcept { count_delete(p), std::free(p); }
void operator delete(void* p, std::size_t) noexcept { count_delete(p), std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { count_delete(p), std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { count_delete(p), std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { count_delete(p), std::free(p); }
void operator delete(void* p, std::align_val_t) noexcept { count_delete(p), std::free(p); }
void operator delete[](void* p, std::align_val_t) noexcept { count_delete(p), std::free(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { count_delete(p), std::free(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { count_delete(p), std::free(p); }
void operator delete(void* p, std::align_val_t, const std::nothrow_t&) noexcept { count_delete(p), std::free(p); }
void operator delete[](void* p, std::align_val_t, const std::nothrow_t&) noexcept { count_delete(p), std::free(p); }
#endif
