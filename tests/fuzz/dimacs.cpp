// dimacs.cpp — fuzz target: the DIMACS CNF reader (warnings included: they are messages too).
#include "fuzz_util.h"
#include "gridlogic/dimacs.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gridlogic;
  const std::string_view in(reinterpret_cast<const char*>(data), size);
  std::vector<std::string> warnings;
  fuzz::check(read_dimacs(in, &warnings));
  for (const std::string& w : warnings) fuzz::check_message(w);
  return 0;
}
