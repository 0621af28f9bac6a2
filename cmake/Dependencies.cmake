# Third-party libraries, built from the Debian source packages that tools/setup.sh unpacks into
# third_party/. Nothing is vendored and nothing is downloaded here: a missing folder is an error that
# says which command fixes it.

set(_minisat_dir "${GRIDLOGIC_THIRD_PARTY}/minisat2/src")
if(NOT EXISTS "${_minisat_dir}/minisat/core/Solver.cc")
  message(FATAL_ERROR "MiniSat sources not found in ${_minisat_dir}: run tools/setup.sh first")
endif()

# MiniSat 2.2 (Debian's minisat2, with its patches), unmodified. Only the solver core is compiled; its
# DIMACS reader is not (gridlogic reads DIMACS itself), but its headers include <zlib.h>, so a small
# stdio-backed stand-in in cmake/minisat-compat serves both builds and no zlib is needed.
add_library(minisat STATIC
  "${_minisat_dir}/minisat/core/Solver.cc"
  "${_minisat_dir}/minisat/simp/SimpSolver.cc"
  "${_minisat_dir}/minisat/utils/System.cc"
  "${_minisat_dir}/minisat/utils/Options.cc")
target_include_directories(minisat SYSTEM PUBLIC "${_minisat_dir}" "${CMAKE_SOURCE_DIR}/cmake/minisat-compat")
target_compile_definitions(minisat PUBLIC __STDC_LIMIT_MACROS __STDC_FORMAT_MACROS)
target_compile_options(minisat PRIVATE -w)
set_target_properties(minisat PROPERTIES POSITION_INDEPENDENT_CODE ON)

if(EMSCRIPTEN)
  set(_imgui_dir "${GRIDLOGIC_THIRD_PARTY}/imgui/src")
  if(NOT EXISTS "${_imgui_dir}/imgui.cpp")
    message(FATAL_ERROR "Dear ImGui sources not found in ${_imgui_dir}: run tools/setup.sh first")
  endif()
  # Dear ImGui (Debian's imgui) with the GLFW + OpenGL3 backends; Emscripten's built-in GLFW needs no
  # download, and its WebGL2 context runs the ES 3.0 shaders.
  add_library(imgui STATIC
    "${_imgui_dir}/imgui.cpp" "${_imgui_dir}/imgui_draw.cpp" "${_imgui_dir}/imgui_tables.cpp"
    "${_imgui_dir}/imgui_widgets.cpp"
    "${_imgui_dir}/backends/imgui_impl_glfw.cpp" "${_imgui_dir}/backends/imgui_impl_opengl3.cpp")
  target_include_directories(imgui SYSTEM PUBLIC "${_imgui_dir}" "${_imgui_dir}/backends")
  target_compile_options(imgui PRIVATE -w)
  target_link_options(imgui PUBLIC -sUSE_GLFW=3 -sUSE_WEBGL2=1 -sFULL_ES3=1 -sMIN_WEBGL_VERSION=2)
endif()
