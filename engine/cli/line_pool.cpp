// line_pool.cpp — LinePool: worker threads, the in-order writer and the bounded window (line_pool.h).
#include "line_pool.h"

#include <algorithm>
#include <cerrno>

namespace gridlogic_cli {

int default_jobs() {
  const unsigned n = std::thread::hardware_concurrency();
  return n == 0 ? 1 : static_cast<int>(n);
}

// A window of 64 lines a thread keeps every thread busy while one slow puzzle holds back the writer,
// and bounds the answers held in memory.
LinePool::LinePool(int jobs, std::ostream& out, Written written)
    : out_(out), written_(std::move(written)), jobs_(std::max(jobs, 1)), window_(64 * static_cast<size_t>(jobs_)) {}

LinePool::~LinePool() {
  drain();
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
  }
  has_work_.notify_all();
  for (std::thread& t : threads_) t.join();
}

void LinePool::check_written() {
  if (out_ || failed_) return;
  write_errno_ = errno;
  failed_ = true;
}

void LinePool::submit(Task task) {
  if (failed_) return;  // the output is gone: answering more would only waste the time
  // One job, or the first line: answered here and now. The threads start with the second line, so a
  // one-puzzle command never pays for them (0.4 ms of its 2; docs/cli.md, "Start-up").
  if (jobs_ == 1 || submitted_ == 0) {
    out_ << task();
    if (jobs_ > 1) out_.flush();  // as the pool does whenever it has caught up with the reader
    check_written();
    ++submitted_, ++written_count_;
    if (written_) written_(static_cast<int64_t>(written_count_));
    return;
  }
  if (threads_.empty())
    for (int i = 0; i < jobs_; ++i) threads_.emplace_back([this] { work(); });
  std::unique_lock<std::mutex> lock(mutex_);
  has_space_.wait(lock, [this] { return submitted_ - written_count_ < window_; });
  if (queue_head_ == queue_.size()) queue_.clear(), queue_head_ = 0;
  queue_.emplace_back(submitted_++, std::move(task));
  lock.unlock();
  has_work_.notify_one();
}

void LinePool::drain() {
  std::unique_lock<std::mutex> lock(mutex_);
  idle_.wait(lock, [this] { return written_count_ == submitted_; });
}

void LinePool::work() {
  std::unique_lock<std::mutex> lock(mutex_);
  for (;;) {
    has_work_.wait(lock, [this] { return stop_ || queue_head_ < queue_.size(); });
    if (queue_head_ == queue_.size()) return;  // stop_ and nothing left
    auto [index, task] = std::move(queue_[queue_head_++]);
    lock.unlock();
    std::string answer = failed_ ? std::string() : task();
    lock.lock();
    finished_.emplace(index, std::move(answer));
    write_ready();
  }
}

void LinePool::write_ready() {
  bool wrote = false;
  for (auto it = finished_.begin(); it != finished_.end() && it->first == written_count_; it = finished_.erase(it)) {
    if (!failed_) out_ << it->second;
    check_written();
    ++written_count_;
    wrote = true;
  }
  if (!wrote) return;
  if (written_) written_(static_cast<int64_t>(written_count_));
  has_space_.notify_one();
  if (written_count_ == submitted_) {
    out_.flush();  // caught up with the reader: whoever waits for these answers gets them now
    check_written();
    idle_.notify_all();
  }
}

}  // namespace gridlogic_cli
