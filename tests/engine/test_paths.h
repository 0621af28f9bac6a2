// test_paths.h — where the tests and benchmarks find the repository, its fixtures and ../shared/datasets:
// worked out at run time from the program's own place, never compiled in. An absolute path in a
// compile definition differs in every clone, so ccache could never reuse a test object in CI's fresh
// clone; the relative path from the binary's folder to the source tree (GRIDLOGIC_SOURCE_FROM_BINARY,
// computed by CMake) is the same in every clone of the same layout. Not __FILE__ either: under ccache's
// CCACHE_BASEDIR (tools/build.sh) it is relative to the build folder.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <system_error>

#ifndef GRIDLOGIC_SOURCE_FROM_BINARY
#error "GRIDLOGIC_SOURCE_FROM_BINARY: the build defines the source tree's path relative to the binary"
#endif

namespace gridlogic::testing {

// The repository's root: $GRIDLOGIC_SOURCE_DIR when set, else the binary's folder joined with the
// relative path CMake computed (Linux's /proc/self/exe names the running binary).
inline const std::filesystem::path& source_dir() {
  static const std::filesystem::path dir = [] {
    if (const char* env = std::getenv("GRIDLOGIC_SOURCE_DIR")) return std::filesystem::path(env);
    std::error_code ec;
    const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    const std::filesystem::path from = ec ? std::filesystem::current_path() : exe.parent_path();
    return (from / GRIDLOGIC_SOURCE_FROM_BINARY).lexically_normal();
  }();
  return dir;
}

// ../shared/datasets beside the repository, or $GRIDLOGIC_DATASETS (a work tree elsewhere).
inline std::filesystem::path datasets_dir() {
  if (const char* env = std::getenv("GRIDLOGIC_DATASETS")) return env;
  return (source_dir() / ".." / "shared" / "datasets").lexically_normal();
}

// The repository's own fixtures, tests/data.
inline std::filesystem::path test_data_dir() { return source_dir() / "tests" / "data"; }

}  // namespace gridlogic::testing
