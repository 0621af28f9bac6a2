// page_bridge.h — everything the lecture view says to or asks of its page (lecture.html), in one place:
// the address's parameters (read at start, rewritten when a puzzle, method or lab choice changes, so
// the address bar always reopens what is on the screen), the published state (window.gridlogicLecture
// and #lecture-status, which screen readers and the browser tests read), fullscreen, the clock.
// The only file of the view besides main.cpp that uses Emscripten's JavaScript calls.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace gridlogic::web {

// A parameter of the page's address ("" when absent).
std::string url_param(const char* name);
// Rewrites the address without reloading: each (name, value) set, an empty value deleted.
void set_url_params(const std::vector<std::pair<std::string, std::string>>& params);
// Publishes the view's state: `json` becomes window.gridlogicLecture; #lecture-status gets its status,
// step, steps and genre.
void publish_to_page(const std::string& json);
// Says on the page that the view could not start (no WebGL2).
void report_fatal(const char* message);
void toggle_fullscreen();
// Whether the canvas keeps its pixels between frames (lecture.html asks WebGL for preserveDrawingBuffer).
bool canvas_keeps_pixels();
// The canvas's size in CSS pixels.
void canvas_css_size(double& width, double& height);
// Milliseconds of a monotonic clock (performance.now()).
double now_ms();

}  // namespace gridlogic::web
