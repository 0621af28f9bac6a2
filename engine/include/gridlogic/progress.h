// progress.h — how long work tells a front end how far it has got: the Web Worker's 'progress'
// messages (a progress bar with Cancel on the page) and the CLI's --progress. A plain callback with no
// default cost: work that is not watched passes an empty one and pays one test per report.
#pragma once

#include <cstdint>
#include <functional>
#include <string_view>

namespace gridlogic {

// One report: `done` of `total` units of `stage` ("puzzle" of a generate run, "attempt" of one
// generator's tries, "best level" after an attempt that missed its level). `total` is -1 when the work
// cannot know it in advance — as for attempts: a generator's attempt limit is a bound, not what a
// request is expected to take, so it is never reported as a total.
struct Progress {
  std::string_view stage;
  int64_t done = 0;
  int64_t total = -1;
};

// Called from inside the work, on its thread, as often as the work likes: the listener throttles.
using ProgressSink = std::function<void(const Progress&)>;

// Reports through `sink` when there is one.
inline void report(const ProgressSink& sink, std::string_view stage, int64_t done, int64_t total = -1) {
  if (sink) sink(Progress{stage, done, total});
}

// A generator aiming at a level, after an attempt that missed it: {"best level", level} with the
// level of the candidate nearest the target so far (`best`, updated here), so a front end can show
// "attempt 14 · best so far level 6" instead of a count that looks like an expected total.
inline void report_missed_level(const ProgressSink& sink, int target, int level, int& best) {
  const auto dist = [target](int l) { return l > target ? l - target : target - l; };
  if (best <= 0 || (level > 0 && dist(level) < dist(best))) best = level;
  if (best > 0) report(sink, "best level", best);
}

}  // namespace gridlogic
