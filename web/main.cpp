// main.cpp — the lecture view's entry: GLFW + WebGL2 + Dear ImGui, with the engine linked in.
//
// The puzzle comes from the page URL (?p=<one-line puzzle>); the engine solves it and the Board panel
// draws the result. Later panels (timeline, implication graphs, Hashi tree) hang off the same loop.
#include <GLFW/glfw3.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <string>

#include "board_view.h"
#include "gridlogic/api.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/sudoku_format.h"
#include "imgui.h"
#include "imgui_impl_glfw.h"
#include "imgui_impl_opengl3.h"

namespace {

constexpr const char* kDefaultPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

struct App {
  GLFWwindow* window = nullptr;
  char input[700] = {};
  gridlogic::SudokuGrid puzzle;
  gridlogic::SudokuGrid solution;
  bool has_solution = false;
  std::string message;
};

// Tells the page what the view shows (a caption under the canvas; tests read it too).
void publish_status(const std::string& text) {
  EM_ASM({
    const el = document.getElementById('lecture-status');
    if (el) el.textContent = UTF8ToString($0);
  }, text.c_str());
}

void load_puzzle(App& app, const std::string& text) {
  auto parsed = gridlogic::parse_sudoku(text);  // any form: line, grid, puzz.link URL, JSON
  app.has_solution = false;
  if (!parsed) {
    app.message = "error: " + parsed.error().message;
    publish_status(app.message);
    return;
  }
  app.puzzle = *parsed;
  gridlogic::SolveRequest req;
  req.puzzle = text;
  gridlogic::SolveReport report = gridlogic::solve(req);
  app.message = std::string(gridlogic::status_name(report.status));
  if (report.status == gridlogic::SolveStatus::Error) app.message += ": " + report.error;
  if (!report.solution.empty()) {
    app.solution = *gridlogic::parse_sudoku_line(report.solution);
    app.has_solution = true;
  }
  publish_status(app.message);
}

void frame(void* arg) {
  App& app = *static_cast<App*>(arg);
  double css_w = 0, css_h = 0;
  emscripten_get_element_css_size("#canvas", &css_w, &css_h);
  int w = 0, h = 0;
  glfwGetWindowSize(app.window, &w, &h);
  if (static_cast<int>(css_w) != w || static_cast<int>(css_h) != h)
    glfwSetWindowSize(app.window, static_cast<int>(css_w), static_cast<int>(css_h));

  glfwPollEvents();
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplGlfw_NewFrame();
  ImGui::NewFrame();

  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->WorkPos);
  ImGui::SetNextWindowSize(vp->WorkSize);
  ImGui::Begin("Board", nullptr, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize);
  ImGui::SetNextItemWidth(-120);
  bool enter = ImGui::InputText("##puzzle", app.input, sizeof app.input, ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SameLine();
  if (ImGui::Button("Solve", ImVec2(-1, 0)) || enter) load_puzzle(app, app.input);
  ImGui::TextUnformatted(app.message.c_str());
  if (!app.puzzle.cells.empty())
    gridlogic::web::draw_sudoku_board(app.puzzle, app.has_solution ? &app.solution : nullptr);
  ImGui::End();

  ImGui::Render();
  int fb_w = 0, fb_h = 0;
  glfwGetFramebufferSize(app.window, &fb_w, &fb_h);
  glViewport(0, 0, fb_w, fb_h);
  glClearColor(0.16f, 0.17f, 0.2f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

}  // namespace

int main() {
  static App app;
  if (!glfwInit()) return 1;
  glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_ES_API);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 0);
  app.window = glfwCreateWindow(800, 600, "gridlogic lecture view", nullptr, nullptr);
  if (!app.window) {
    publish_status("error: WebGL2 is not available in this browser");
    return 1;
  }
  glfwMakeContextCurrent(app.window);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;  // nothing to persist in a browser tab
  ImGui::StyleColorsDark();
  ImGui_ImplGlfw_InitForOpenGL(app.window, true);
  ImGui_ImplOpenGL3_Init("#version 300 es");

  std::string from_url = emscripten_run_script_string(
      "new URLSearchParams(location.search).get('p') || ''");
  std::string initial = from_url.empty() ? kDefaultPuzzle : from_url;
  initial.copy(app.input, sizeof app.input - 1);
  load_puzzle(app, initial);

  emscripten_set_main_loop_arg(frame, &app, 0, false);
  return 0;
}
