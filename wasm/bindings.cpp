// bindings.cpp — the only embind file: the engine's genre-neutral API as JS functions returning JSON.
//
// Arguments are plain values (the JS layer in gridlogic-api.js fills defaults and checks types), and
// results are the same JSON text the CLI prints, so one shape is documented once (docs/api.md).
// Bad input comes back as {"status":"error",...}; nothing here can abort the module.
#include <emscripten/bind.h>

#include <cmath>
#include <string>

#include "gridlogic/api.h"

namespace {

std::string solve(std::string genre, std::string puzzle, std::string method, std::string encoding,
                  int count, double conflict_budget) {
  gridlogic::SolveRequest req;
  req.genre = std::move(genre);
  req.puzzle = std::move(puzzle);
  req.method = std::move(method);
  req.encoding = std::move(encoding);
  req.count_limit = count;
  req.conflict_budget = std::isfinite(conflict_budget) && conflict_budget >= 0
                            ? static_cast<int64_t>(conflict_budget) : -1;
  return gridlogic::to_json(gridlogic::solve(req), count > 2);
}

std::string version() { return std::string(gridlogic::version()); }

}  // namespace

EMSCRIPTEN_BINDINGS(gridlogic) {
  emscripten::function("solve", &solve);
  emscripten::function("version", &version);
}
