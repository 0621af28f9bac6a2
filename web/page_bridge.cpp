// page_bridge.cpp — the view's JavaScript calls (page_bridge.h).
#include "page_bridge.h"

#include <emscripten.h>
#include <emscripten/html5.h>

#include <cstdio>

namespace gridlogic::web {

// The EM_ASM bodies are JavaScript: clang-format would read them as C++ (it splits `=>` into `= >`).
// clang-format off

std::string url_param(const char* name) {
  char script[160];
  std::snprintf(script, sizeof script, "new URLSearchParams(location.search).get('%s') || ''", name);
  return emscripten_run_script_string(script);
}

void set_url_params(const std::vector<std::pair<std::string, std::string>>& params) {
  for (const auto& [name, value] : params)
    EM_ASM({
      const u = new URL(location.href);
      const name = UTF8ToString($0);
      const value = UTF8ToString($1);
      if (value) u.searchParams.set(name, value);
      else u.searchParams.delete(name);
      history.replaceState(null, "", u.toString());
    }, name.c_str(), value.c_str());
}

void publish_to_page(const std::string& json) {
  EM_ASM({
    const state = JSON.parse(UTF8ToString($0));
    window.gridlogicLecture = state;
    const el = document.getElementById('lecture-status');
    if (el) {
      el.textContent = state.status;
      el.dataset.step = String(state.step);
      el.dataset.steps = String(state.steps);
      el.dataset.genre = state.genre;
    }
  }, json.c_str());
}

void report_fatal(const char* message) {
  EM_ASM({
    const el = document.getElementById('lecture-status');
    if (el) el.textContent = 'error: ' + UTF8ToString($0);
  }, message);
}

void toggle_fullscreen() {
  EM_ASM({
    if (document.fullscreenElement) document.exitFullscreen();
    else if (document.documentElement.requestFullscreen) document.documentElement.requestFullscreen().catch(() => {});
  });
}

bool canvas_keeps_pixels() {
  return EM_ASM_INT({
    const c = document.getElementById('canvas');
    const gl = c && c.getContext('webgl2');
    return gl && gl.getContextAttributes().preserveDrawingBuffer ? 1 : 0;
  });
}

double now_ms() { return emscripten_get_now(); }

void canvas_css_size(double& width, double& height) { emscripten_get_element_css_size("#canvas", &width, &height); }

// clang-format on

}  // namespace gridlogic::web
