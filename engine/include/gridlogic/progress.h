// progress.h — how long work tells a front end how far it has got: the Web Worker's 'progress'
// messages (a progress bar with Cancel on the page) and the CLI's --progress. A plain callback with no
// default cost: work that is not watched passes an empty one and pays one test per report.
#pragma once

#include <cstdint>
#include <functional>
#include <string_view>

namespace gridlogic {

// One report: `done` of `total` units of `stage` ("puzzle" of a generate run, "attempt" of one
// generator's tries). `total` is -1 when the work cannot know it in advance.
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

}  // namespace gridlogic
