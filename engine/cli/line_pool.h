// line_pool.h — the CLI's --jobs: answers puzzle lines on N threads and writes the answers in input order.
//
// The reading loop stays on the main thread (it probes genres and names places exactly as with one
// thread) and submits one task per line; worker threads run the tasks, and whichever finishes the
// oldest outstanding answer writes every answer that is now next in order. So the output is the
// byte-for-byte output of --jobs 1, however the threads interleave. A bounded window of tasks in flight
// keeps memory flat on a corpus of millions of lines, and the output is flushed whenever every
// submitted line has been answered, so a user typing puzzles on a terminal sees each answer at once.
// jobs == 1 runs each task on the calling thread at submit(): today's single-threaded path, no threads.
// With more jobs the first line is answered that way too, and the threads start at the second.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <ostream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace gridlogic_cli {

class LinePool {
 public:
  using Task = std::function<std::string()>;     // the whole answer for one line (or one --whole file)
  using Written = std::function<void(int64_t)>;  // told how many answers are written so far

  // `out` is written only by the pool from now until the destructor (or drain()) returns.
  LinePool(int jobs, std::ostream& out, Written written = nullptr);
  ~LinePool();  // drains, then joins the threads
  LinePool(const LinePool&) = delete;
  LinePool& operator=(const LinePool&) = delete;

  void submit(Task task);  // blocks while the window of tasks in flight is full
  void drain();            // returns once every submitted answer has been written
  // Whether writing `out` failed (a full disk, a closed pipe): from then on tasks are dropped unrun,
  // and the reader stops reading; errno of the failed write, for the message.
  bool failed() const { return failed_.load(); }
  int write_errno() const { return write_errno_; }

 private:
  void work();
  void write_ready();    // pre: mutex_ held
  void check_written();  // after a write: notes a failure of out_

  std::ostream& out_;
  Written written_;
  int jobs_;
  size_t window_;
  std::mutex mutex_;
  std::condition_variable has_work_, has_space_, idle_;
  std::vector<std::pair<uint64_t, Task>> queue_;  // FIFO by index; popped from queue_head_
  size_t queue_head_ = 0;
  std::map<uint64_t, std::string> finished_;  // answers waiting for an older one
  uint64_t submitted_ = 0, written_count_ = 0;
  bool stop_ = false;
  std::atomic<bool> failed_{false};
  int write_errno_ = 0;
  std::vector<std::thread> threads_;
};

// The default for --jobs: the machine's cores (1 if the library cannot tell).
int default_jobs();

}  // namespace gridlogic_cli
