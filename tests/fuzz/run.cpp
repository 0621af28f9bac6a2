// run.cpp — fuzz target: the whole run() entry point, every verb that reads input, with small budgets.
//
// The first byte picks the verb (of the registry's, those that read an input) and a few option values;
// the rest is the input. Options keep the work small: solve counts to 2 under a budget of 200, explain
// stops after 20 steps, rate runs once, and every request has a 2 s time limit (deadline.h), so what
// still runs past libFuzzer's -timeout is a finding: work the engine's limit does not reach.
#include <vector>

#include "fuzz_util.h"
#include "gridlogic/api.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gridlogic;
  if (size == 0) return 0;
  struct Pick {
    std::string_view genre, verb;
  };
  static const std::vector<Pick> verbs = [] {
    std::vector<Pick> v;
    for (const GenreSpec* g : genres())
      for (const VerbSpec& verb : g->verbs)
        if (verb.input != VerbInput::None) v.push_back({g->name, verb.name});
    return v;
  }();
  const Pick& info = verbs[data[0] % verbs.size()];
  Request r;
  r.genre = std::string(info.genre);
  r.verb = std::string(info.verb);
  r.input.assign(reinterpret_cast<const char*>(data + 1), size - 1);
  const bool alt = (data[0] / verbs.size()) % 2;
  r.options.set("time-limit", "2");
  if (r.verb == "solve") {
    r.options.set("budget", "200");
    if (r.genre == "sudoku" && alt) r.options.set("method", "sat");
    if (r.genre == "hashi" && alt) r.options.set("method", "rules");
  } else if (r.verb == "explain" && r.genre != "hashi" && r.genre != "tectonic") {
    r.options.set("steps", "20");
  } else if (r.verb == "rate" && r.genre == "sudoku") {
    r.options.set("runs", "1");
  } else if (r.verb == "convert" && alt) {
    r.options.set("to", "json");
  }
  const Response res = run(r);
  if (!res.error.empty()) {
    fuzz::check_message(res.error);
  } else if (res.json.empty() || res.json.front() != '{' || !is_valid_utf8(res.json)) {
    fuzz::fail("a successful answer is not one JSON object of valid UTF-8", res.json);
  }
  return 0;
}
