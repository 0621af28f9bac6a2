// main.cpp — the lecture view's entry: GLFW + WebGL2 + Dear ImGui set up, the input callbacks, the
// renderer's switches from the address, then the loop (app.h's frame).
//
// The page's address says what to show (docs/lecture.md has the whole list):
// lecture.html?genre=sudoku|tectonic|hashi|cnf|variant&p=<puzzle>&method=<m> plus the lab's choices
// (encoding=, heuristic=, restarts=, what-if=, unique=), pos=<step>, at=<technique>, scale=, hc=1,
// speed=, draw=always (draw every frame, to measure what idle drawing saves), bench=<nodes> (a generated
// graph in the graph panel) with instancing=1 and nocache=1 (graph_renderer.h's modes), pan=full.
// app.cpp reads them (start_from_address) and owns the loop; page_bridge.cpp talks to the page.
#include <GLFW/glfw3.h>
#include <emscripten.h>

#include "app.h"
#include "imgui.h"
#include "imgui_impl_glfw.h"
#include "imgui_impl_opengl3.h"
#include "page_bridge.h"

namespace {

using namespace gridlogic::web;

App* g_app = nullptr;

void on_key(GLFWwindow*, int key, int, int action, int) {
  if (!g_app) return;
  wake(*g_app);
  if (action == GLFW_PRESS || action == GLFW_REPEAT) g_app->keys.push_back({key, 0});
}

void on_char(GLFWwindow*, unsigned ch) {
  if (!g_app) return;
  wake(*g_app);
  if (ch == '+' || ch == '-' || ch == '=') g_app->keys.push_back({0, ch});
}

// Mouse input wakes the view too (ImGui's backend chains to these).
void on_cursor(GLFWwindow*, double, double) {
  if (g_app) wake(*g_app);
}
// A click takes ImGui a few frames (down, up, the popup or widget it opened or closed).
void on_button(GLFWwindow*, int, int, int) {
  if (g_app) wake(*g_app, 4);
}
void on_scroll(GLFWwindow*, double, double) {
  if (g_app) wake(*g_app);
}

}  // namespace

int main() {
  static App app;
  g_app = &app;
  if (!glfwInit()) return 1;
  glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_ES_API);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 0);
  app.window = glfwCreateWindow(800, 600, "gridlogic lecture view", nullptr, nullptr);
  if (!app.window) {
    report_fatal("WebGL2 is not available in this browser");
    return 1;
  }
  glfwMakeContextCurrent(app.window);
  // Our key callbacks first: ImGui's backend chains to them.
  glfwSetKeyCallback(app.window, on_key);
  glfwSetCharCallback(app.window, on_char);
  glfwSetCursorPosCallback(app.window, on_cursor);
  glfwSetMouseButtonCallback(app.window, on_button);
  glfwSetScrollCallback(app.window, on_scroll);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;  // nothing to persist in a browser tab
  ImGui_ImplGlfw_InitForOpenGL(app.window, true);
  ImGui_ImplOpenGL3_Init("#version 300 es");
  app.renderer.init();
  app.tree_renderer.init();
  app.heatmap.init();
  for (GraphRenderer* r : {&app.renderer, &app.tree_renderer}) {
    r->set_instanced(url_param("instancing") == "1");
    r->set_caching(url_param("nocache") != "1");
  }
  // pan=full: every pan or zoom frame renders the graph and the whole canvas (the old behaviour, to
  // measure against). Otherwise a pan redraws the graph panel alone when the canvas keeps its pixels
  // between frames (lecture.html asks WebGL for preserveDrawingBuffer).
  app.renderer.set_quick_pan(url_param("pan") != "full");
  app.tree_renderer.set_quick_pan(url_param("pan") != "full");
  app.partial_ok = app.renderer.quick_pan() && canvas_keeps_pixels();

  start_from_address(app);
  emscripten_set_main_loop_arg(frame, &app, 0, false);
  return 0;
}
