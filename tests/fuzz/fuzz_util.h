// fuzz_util.h — what every fuzz target checks of an answer, beyond "no crash": the message rules.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "gridlogic/text.h"

namespace gridlogic::fuzz {

// A finding: print why and abort, so libFuzzer keeps the input as a crash file.
[[noreturn]] inline void fail(const char* why, std::string_view detail) {
  std::fprintf(stderr, "fuzz finding: %s: %.*s\n", why, static_cast<int>(detail.size() > 400 ? 400 : detail.size()),
               detail.data());
  std::abort();
}

// An error message is shown to a person and goes into JSON: it must be valid UTF-8 with no control
// characters, and quote only an excerpt of the input (docs/cli.md, "Limits"), whatever the input was.
inline void check_message(std::string_view message) {
  if (message.empty()) fail("empty error message", message);
  if (!is_valid_utf8(message)) fail("error message is not valid UTF-8", message);
  for (unsigned char c : message)
    if (c < 0x20 || c == 0x7f) fail("error message holds a control character", message);
  if (message.size() > kMaxMessageBytes) fail("error message is too long", message);
}

template <class R>
void check(const R& result) {
  if (!result) check_message(result.error().message);
}

}  // namespace gridlogic::fuzz
