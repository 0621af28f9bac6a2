# Fuzz.cmake — compile flags of the fuzz build (preset `fuzz`, build/fuzz): libFuzzer needs clang.
if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  message(FATAL_ERROR "GRIDLOGIC_FUZZ needs clang (Debian's clang-14 + libclang-rt-14-dev): "
                      "configure with `cmake --preset fuzz` (tools/fuzz.sh does)")
endif()
# fuzzer-no-link: coverage counters in every object; only the targets link libFuzzer's main.
# -fno-sanitize-recover: a UBSan report aborts, so libFuzzer keeps the input as a crash.
# _GLIBCXX_ASSERTIONS: out-of-range operator[] on vectors and strings is a finding too.
add_compile_options(-fsanitize=address,undefined,fuzzer-no-link -fno-sanitize-recover=all
                    -fno-omit-frame-pointer -D_GLIBCXX_ASSERTIONS)
add_link_options(-fsanitize=address,undefined)
