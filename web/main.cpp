// main.cpp — the lecture view's entry: GLFW + WebGL2 + Dear ImGui, the panels, the keyboard.
//
// The page URL says what to show: lecture.html?genre=sudoku|tectonic|hashi|cnf|variant&p=<puzzle>&method=<m>
// (method: human|sat|patterns for Sudoku, rules+2sat|rules|sat for Tectonic, rules+tree|cuts for Hashi)
// (a puzz.link URL or DIMACS names its genre by itself; without p, the genre's default puzzle), plus
// pos=<step>, at=<technique> (open just after the first step of that kind, or at=end), scale=<text
// size, 1 = the automatic size for the screen>, hc=1 (high contrast), draw=always (draw every frame,
// the old behaviour, to measure what idle drawing saves) and bench=<nodes> (the graph panel shows a
// generated graph of that many nodes, to measure the renderer), with instancing=1 (glDrawArraysInstanced
// rather than replicated vertices) and nocache=1 (render the graph every frame, not only when it
// changes) to compare the renderer's modes (graph_renderer.h). lecture_model.h loads and replays; the
// panels (board_view, graph_view, panels) draw; this file owns the loop, the layout, the keys and what
// the page is told (#lecture-status and window.gridlogicLecture, which the browser tests read).
#include <GLFW/glfw3.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "board_view.h"
#include "graph_renderer.h"
#include "graph_view.h"
#include "heatmap_view.h"
#include "imgui.h"
#include "imgui_impl_glfw.h"
#include "imgui_impl_opengl3.h"
#include "lecture_model.h"
#include "panels.h"
#include "theme.h"

namespace {

using namespace gridlogic;
using namespace gridlogic::web;
using lecture::Genre;

constexpr Genre kGenres[] = {Genre::Sudoku, Genre::Tectonic, Genre::Hashi, Genre::Cnf, Genre::Variant};
constexpr const char* kGenreTitles[] = {"Sudoku", "Tectonic", "Hashi", "CNF (SAT)", "Variant Sudoku"};
constexpr float kMinScale = 0.75f, kMaxScale = 3.0f;  // the lecturer's scale, on top of the automatic one
constexpr float kMaxTextScale = 4.5f;  // beyond it the font atlas outgrows what WebGL textures allow

struct KeyEvent {
  int key = 0;       // GLFW key, or 0 for a character
  unsigned ch = 0;   // the character ('+', '-') when key == 0
};

using PanelRect = NamedRect;

struct App {
  GLFWwindow* window = nullptr;
  std::unique_ptr<lecture::Lecture> lecture;
  PlayHead head;
  GraphRenderer renderer;
  GraphView graph_view;
  HeatmapView heatmap;          // the Sudoku patterns method's panel, in the graph panel's place
  int graph_pos = -1;           // the position graph_view shows
  int bench_nodes = 0;          // > 0: the graph panel shows a generated graph
  Fonts fonts;
  float font_scale = 1.0f;      // the lecturer's scale (the control, +/-, scale=)
  float text_scale = 1.0f;      // what the fonts are built at: font_scale × automatic_scale()
  bool show_residual = false;   // the graph panel shows the whole residual clause graph
  int redraw = 4;               // frames still to draw (an event asks for a few: ImGui settles hover etc.)
  bool always_draw = false;     // draw=always: every frame, changed or not
  long draws = 0;               // frames drawn (published: idle frames are not)
  long partial_draws = 0;       // of those, frames that redrew only the graph panel (while panning)
  bool partial_ok = false;      // the canvas keeps its pixels between frames (preserveDrawingBuffer),
                                // and pan=full is not asked: a pan may redraw the graph panel alone
  bool was_interacting = false; // the last frame drawn was a pan or zoom of the graph
  bool fonts_dirty = true;
  bool high_contrast = false;
  bool style_dirty = true;
  bool layout_dirty = true;
  ImVec2 last_work_size{0, 0};
  int genre_index = 0;
  int method_index = 0;
  std::string input;            // the puzzle text in the editor
  char line[2048] = {};         // the one-line field of the menu bar
  std::vector<char> editor;     // the multi-line editor's buffer
  bool open_editor = false;
  std::string error;            // the last load error
  std::vector<KeyEvent> keys;
  std::vector<PanelRect> panels;
  std::string published;        // the last state told to the page
  std::string last_state;       // the state of the last frame (without the frame rate)
  double fps_since = 0;
  int fps_frames = 0;
  float fps = 0;
  double last_time = 0;
};

App* g_app = nullptr;

std::string url_param(const char* name) {
  char script[160];
  std::snprintf(script, sizeof script, "new URLSearchParams(location.search).get('%s') || ''", name);
  return emscripten_run_script_string(script);
}

const Palette& pal(const App& app) { return palette(app.high_contrast); }

void set_line(App& app, const std::string& text) {
  std::string one = text;
  std::replace(one.begin(), one.end(), '\n', ' ');
  one.copy(app.line, sizeof app.line - 1);
  app.line[std::min(one.size(), sizeof app.line - 1)] = 0;
}

// Something changed (input, resize, playback step): draw the next few frames (after input two: ImGui
// shows a click's effect, a menu opening, a frame later).
void wake(App& app, int frames = 2) { app.redraw = std::max(app.redraw, frames); }

// Tells the page the verdict (the caption under the canvas) and the whole view state as JSON. Returns
// whether anything but the frame rate changed since the last time.
bool publish(App& app, bool force = false) {
  std::string status = app.error.empty() ? (app.lecture ? app.lecture->verdict : "no puzzle") : "error: " + app.error;
  const lecture::Lecture* L = app.lecture.get();
  auto quote = [](const std::string& s) {
    std::string out = "\"";
    for (char ch : s) {
      if (ch == '"' || ch == '\\') out += '\\';
      if (ch == '\n') { out += "\\n"; continue; }
      if (static_cast<unsigned char>(ch) < 0x20) continue;
      out += ch;
    }
    return out + "\"";
  };
  std::string json = "{";
  json += "\"status\":" + quote(status);
  json += ",\"genre\":" + quote(L ? std::string(lecture::genre_name(L->genre)) : "");
  json += ",\"method\":" + quote(L ? L->method : "");
  json += ",\"step\":" + std::to_string(app.head.pos);
  json += ",\"steps\":" + std::to_string(L ? L->size() : 0);
  json += ",\"technique\":" + quote(L && app.head.pos > 0 ? L->steps[app.head.pos - 1].trace.technique : "");
  json += ",\"explanation\":" + quote(L && app.head.pos > 0 ? L->steps[app.head.pos - 1].trace.explanation : "");
  json += ",\"playing\":" + std::string(app.head.playing ? "true" : "false");
  json += ",\"typing\":" + std::string(ImGui::GetIO().WantTextInput ? "true" : "false");
  json += ",\"field\":" + quote(app.line);  // the puzzle field's text, so a test knows its keys arrived
  json += ",\"replayProblem\":" + quote(L ? L->replay_problem : "");
  json += ",\"fontScale\":" + std::to_string(app.font_scale);
  json += ",\"textScale\":" + std::to_string(app.text_scale);
  json += ",\"fontPx\":{\"small\":" + std::to_string(app.fonts.small ? app.fonts.small->FontSize : 0.0f) +
          ",\"regular\":" + std::to_string(app.fonts.regular ? app.fonts.regular->FontSize : 0.0f) + "}";
  json += ",\"residual\":" + std::string(app.show_residual ? "true" : "false");
  json += ",\"highContrast\":" + std::string(app.high_contrast ? "true" : "false");
  json += ",\"shaderError\":" + quote((app.renderer.ok() ? "" : app.renderer.error()) + app.heatmap.error());
  json += ",\"instanced\":" + std::string(app.renderer.instanced() ? "true" : "false");
  json += ",\"cached\":" + std::string(app.renderer.caching() ? "true" : "false");
  json += ",\"graph\":{\"nodes\":" + std::to_string(app.graph_view.graph().nodes.size()) +
          ",\"edges\":" + std::to_string(app.graph_view.graph().edges.size()) +
          ",\"visible\":" + std::to_string(app.graph_view.visible_nodes()) + ",\"title\":" +
          quote(app.graph_view.graph().title) + ",\"labels\":[";
  // The labels written inside the canvas (the first 40): what a browser test reads instead of pixels.
  const auto& labels = app.graph_view.drawn_labels();
  for (size_t i = 0; i < labels.size() && i < 40; ++i) {
    // [text, x, y, width, height] of the label's rectangle.
    const lecture::LabelRect& r = labels[i].second;
    char at[96];
    std::snprintf(at, sizeof at, ",%d,%d,%d,%d]", static_cast<int>(r.x0), static_cast<int>(r.y0), static_cast<int>(r.x1 - r.x0),
                  static_cast<int>(r.y1 - r.y0));
    json += (i ? ",[" : "[") + quote(labels[i].first) + at;
  }
  json += "],\"labelCount\":" + std::to_string(labels.size()) + "}";
  json += ",\"panels\":{";
  for (size_t i = 0; i < app.panels.size(); ++i) {
    const PanelRect& r = app.panels[i];
    char buf[160];
    std::snprintf(buf, sizeof buf, "%s\"%s\":[%d,%d,%d,%d]", i ? "," : "", r.name.c_str(), static_cast<int>(r.min.x),
                  static_cast<int>(r.min.y), static_cast<int>(r.max.x - r.min.x), static_cast<int>(r.max.y - r.min.y));
    json += buf;
  }
  json += "}";
  const std::string key = json;  // everything but the frame rate decides whether to tell the page
  char fps[96];
  std::snprintf(fps, sizeof fps, ",\"fps\":%.1f,\"draws\":%ld,\"partialDraws\":%ld,\"quickGraphFrames\":%d}", app.fps,
                app.draws, app.partial_draws, app.renderer.quick_frames());
  json += fps;
  const bool changed = key != app.last_state;
  app.last_state = key;
  if (!force && key == app.published) return changed;
  app.published = key;
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
  return changed;
}

// Loads a puzzle (text "" = the genre's default) with the chosen genre and method.
void load(App& app, const std::string& text, bool update_url = true) {
  const Genre genre = kGenres[app.genre_index];
  const auto methods = lecture::genre_methods(genre);
  auto loaded = lecture::load_lecture(genre, text, methods[app.method_index]);
  wake(app);
  if (!loaded) {
    // Nothing of the previous puzzle stays on screen as if it had loaded: the panels go, and one
    // message stands where the puzzle would be (the field keeps the text to correct it).
    app.error = loaded.error().message;
    app.lecture.reset();
    app.head = PlayHead{};
    app.graph_view.set_graph(lecture::Graph{}, pal(app), app.renderer);
    app.graph_pos = -1;
    set_line(app, text);
    publish(app, true);
    return;
  }
  app.error.clear();
  app.lecture = std::move(*loaded);
  app.input = app.lecture->puzzle_text;
  set_line(app, app.input);
  app.head = PlayHead{};
  app.graph_pos = -1;
  app.heatmap.reset();
  if (update_url) {
    EM_ASM({
      const u = new URL(location.href);
      u.searchParams.set('genre', UTF8ToString($0));
      u.searchParams.set('p', UTF8ToString($1));
      u.searchParams.set('method', UTF8ToString($2));
      u.searchParams.delete('pos');
      history.replaceState(null, "", u.toString());
    }, std::string(lecture::genre_name(genre)).c_str(), app.input.c_str(), app.lecture->method.c_str());
  }
  publish(app, true);
}

void set_genre(App& app, int index) {
  app.genre_index = index;
  app.method_index = 0;
  load(app, "");
}

void toggle_fullscreen() {
  EM_ASM({
    if (document.fullscreenElement) document.exitFullscreen();
    else if (document.documentElement.requestFullscreen) document.documentElement.requestFullscreen().catch(() => {});
  });
}

void change_scale(App& app, float factor) {
  const float s = std::clamp(std::round(app.font_scale * factor * 8.0f) / 8.0f, kMinScale, kMaxScale);
  if (s == app.font_scale) return;
  app.font_scale = s;
  app.fonts_dirty = true;
}

// The text scale for a canvas: the lecturer's factor times one that grows with the screen, so that a
// 1920×1080 projector gets 18 px text or more without anyone pressing + (the gallery row above the
// canvas takes some of its height: 720 rather than 800).
float automatic_scale(float w, float h) { return std::clamp(std::min(w / 1280.0f, h / 720.0f), 1.0f, 2.0f); }

// The largest text scale the canvas holds: at least 28 em wide and 22 em tall (em = 15 px at scale 1),
// room for the board beside the Timeline whole (its explanation, the wrapped transport). A larger
// factor asked for on a small screen stops there rather than push the board off.
float fitting_scale(float w, float h) { return std::max(1.0f, std::min(w / (28 * 15.0f), h / (22 * 15.0f))); }

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
void on_cursor(GLFWwindow*, double, double) { if (g_app) wake(*g_app); }
// A click takes ImGui a few frames (down, up, the popup or widget it opened or closed).
void on_button(GLFWwindow*, int, int, int) { if (g_app) wake(*g_app, 4); }
void on_scroll(GLFWwindow*, double, double) { if (g_app) wake(*g_app); }

// Keys, queued by the GLFW callbacks so that a press and release within one frame still count.
void handle_keys(App& app) {
  const bool typing = ImGui::GetIO().WantTextInput;
  std::vector<KeyEvent> keys;
  keys.swap(app.keys);
  if (typing || !app.lecture) return;
  const int n = app.lecture->size();
  for (const KeyEvent& k : keys) {
    if (k.key == 0) {
      if (k.ch == '+' || k.ch == '=') change_scale(app, 1.25f);
      if (k.ch == '-') change_scale(app, 0.8f);
      continue;
    }
    switch (k.key) {
      case GLFW_KEY_SPACE:
        if (!app.head.playing && app.head.pos == n) app.head.go(0, n);
        app.head.playing = !app.head.playing;
        break;
      case GLFW_KEY_RIGHT: app.head.step(1, n); break;
      case GLFW_KEY_LEFT: app.head.step(-1, n); break;
      case GLFW_KEY_PAGE_DOWN: app.head.step(10, n); break;
      case GLFW_KEY_PAGE_UP: app.head.step(-10, n); break;
      case GLFW_KEY_HOME: app.head.go(0, n); break;
      case GLFW_KEY_END: app.head.go(n, n); break;
      case GLFW_KEY_C:
      case GLFW_KEY_N: app.head.next_key(*app.lecture); break;
      case GLFW_KEY_H:
        app.high_contrast = !app.high_contrast;
        app.style_dirty = true;
        break;
      case GLFW_KEY_F: toggle_fullscreen(); break;
      case GLFW_KEY_KP_ADD: change_scale(app, 1.25f); break;
      case GLFW_KEY_KP_SUBTRACT: change_scale(app, 0.8f); break;
      case GLFW_KEY_0: app.font_scale = 1.0f, app.fonts_dirty = true; break;
      default: break;
    }
  }
}

// The genre and method menus (in the bar, or inside the Puzzle menu when the bar is short of room).
void genre_and_method(App& app) {
  ImGui::SetNextItemWidth(ImGui::CalcTextSize("CNF (SAT)").x + ImGui::GetFrameHeight() * 1.8f);
  if (ImGui::BeginCombo("##genre", kGenreTitles[app.genre_index])) {
    for (int i = 0; i < static_cast<int>(std::size(kGenres)); ++i)
      if (ImGui::Selectable(kGenreTitles[i], i == app.genre_index) && i != app.genre_index) set_genre(app, i);
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  const auto methods = lecture::genre_methods(kGenres[app.genre_index]);
  const float method_w = ImGui::CalcTextSize("rules+2sat").x + ImGui::GetFrameHeight() * 1.8f;
  // The method menu and, while it is open, its entries are reported like panels ("methodMenu",
  // "method:sat"), so that a browser test can pick a method as a person does.
  const ImVec2 method_at = ImGui::GetCursorScreenPos();
  app.panels.push_back({"methodMenu", method_at, ImVec2(method_at.x + method_w, method_at.y + ImGui::GetFrameHeight())});
  ImGui::SetNextItemWidth(method_w);
  if (ImGui::BeginCombo("##method", std::string(methods[app.method_index]).c_str())) {
    for (int i = 0; i < static_cast<int>(methods.size()); ++i) {
      const bool picked = ImGui::Selectable(std::string(methods[i]).c_str(), i == app.method_index);
      app.panels.push_back({"method:" + std::string(methods[i]), ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
      if (picked && i != app.method_index) {
        app.method_index = i;
        load(app, app.input);
      }
    }
    ImGui::EndCombo();
  }
}

void puzzle_field(App& app, float width) {
  ImGui::SetNextItemWidth(width);
  const bool entered = ImGui::InputText("##puzzle", app.line, sizeof app.line, ImGuiInputTextFlags_EnterReturnsTrue);
  app.panels.push_back({"puzzleField", ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
  if (entered) {
    if (auto g = lecture::detect_genre(app.line)) {
      for (int i = 0; i < static_cast<int>(std::size(kGenres)); ++i)
        if (kGenres[i] == *g && i != app.genre_index) app.genre_index = i, app.method_index = 0;
    }
    load(app, app.line);
  }
  ImGui::SameLine();
  if (ImGui::Button("Load")) load(app, app.line);
  ImGui::SameLine();
  if (ImGui::Button("Edit...")) {
    app.editor.assign(app.input.begin(), app.input.end());
    app.editor.resize(app.editor.size() + 64 * 1024, 0);
    app.open_editor = true;
  }
}

void keys_help() {
  ImGui::TextUnformatted("Space        play / pause");
  ImGui::TextUnformatted("Right, Left  one step forward / back");
  ImGui::TextUnformatted("PgDn, PgUp   ten steps");
  ImGui::TextUnformatted("Home, End    first / last step");
  ImGui::TextUnformatted("C or N       next key step (conflict, 2-SAT round, beyond singles)");
  ImGui::TextUnformatted("+, -, 0      text larger / smaller / normal");
  ImGui::TextUnformatted("H            high contrast");
  ImGui::TextUnformatted("F            fullscreen");
  ImGui::TextUnformatted("Graph: drag to pan, wheel to zoom, double-click to fit");
}

// The menu bar re-flows with the text size: in full it holds the title, genre, method, the puzzle
// field, View, Keys and the text-size control; shorter of room (a large scale on a small screen),
// the title goes, Keys moves into View, and then genre, method and field move into a Puzzle menu.
void menu_bar(App& app) {
  if (!ImGui::BeginMainMenuBar()) return;
  const float em = ImGui::GetFontSize();
  const float width_em = ImGui::GetMainViewport()->Size.x / em;
  const bool full = width_em >= 64, compact = width_em < 44;
  if (full) {
    ImGui::TextUnformatted("gridlogic lecture");
    ImGui::Separator();
  }
  // Room kept on the right for View, Keys and the size control.
  const float right_w = ImGui::CalcTextSize(full ? "View  Keys  A-  A+  300%" : "View  A-  A+  300%").x +
                        ImGui::GetStyle().ItemSpacing.x * 6 + ImGui::GetStyle().FramePadding.x * 8;
  if (compact) {
    if (ImGui::BeginMenu("Puzzle")) {
      genre_and_method(app);
      puzzle_field(app, std::max(10 * em, ImGui::GetMainViewport()->Size.x * 0.5f));
      ImGui::EndMenu();
    }
  } else {
    genre_and_method(app);
    ImGui::SameLine();
    const float rest = ImGui::GetContentRegionAvail().x - right_w - ImGui::CalcTextSize("Load Edit...").x -
                       ImGui::GetStyle().FramePadding.x * 4 - ImGui::GetStyle().ItemSpacing.x * 3;
    puzzle_field(app, std::max(4 * em, rest));
  }
  if (ImGui::BeginMenu("View")) {
    if (ImGui::MenuItem("Larger text", "+")) change_scale(app, 1.25f);
    if (ImGui::MenuItem("Smaller text", "-")) change_scale(app, 0.8f);
    if (ImGui::MenuItem("High contrast", "H", app.high_contrast)) app.high_contrast = !app.high_contrast, app.style_dirty = true;
    if (ImGui::MenuItem("Fullscreen", "F")) toggle_fullscreen();
    if (ImGui::MenuItem("Reset layout")) app.layout_dirty = true;
    if (ImGui::MenuItem("GPU instancing for graphs", nullptr, app.renderer.instanced())) {
      app.renderer.set_instanced(!app.renderer.instanced());
      app.graph_view.restyle(pal(app), app.renderer);  // uploads again in the new layout
    }
    if (ImGui::MenuItem("Cache the graph picture", nullptr, app.renderer.caching()))
      app.renderer.set_caching(!app.renderer.caching());
    if (!full) {
      ImGui::Separator();
      keys_help();
    }
    ImGui::EndMenu();
  }
  if (full && ImGui::BeginMenu("Keys")) {
    keys_help();
    ImGui::EndMenu();
  }
  // The one scale control: smaller, the size in percent of the automatic one, larger.
  if (ImGui::SmallButton("A-")) change_scale(app, 0.8f);
  app.panels.push_back({"scale:smaller", ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
  char size[16];
  std::snprintf(size, sizeof size, "%d%%", static_cast<int>(std::lround(app.font_scale * 100)));
  ImGui::TextUnformatted(size);
  if (ImGui::SmallButton("A+")) change_scale(app, 1.25f);
  app.panels.push_back({"scale:larger", ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
  ImGui::EndMainMenuBar();

  if (app.open_editor) {
    ImGui::OpenPopup("Puzzle");
    app.open_editor = false;
  }
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowSize(ImVec2(vp->WorkSize.x * 0.6f, vp->WorkSize.y * 0.6f), ImGuiCond_Appearing);
  if (ImGui::BeginPopupModal("Puzzle", nullptr)) {
    ImGui::TextWrapped("Any form of the genre: a line of cells, a puzz.link URL, the project JSON, or DIMACS CNF "
                       "(\"c var NAME FIRST..LAST dims ...\" comments name the variables; php:N:M is the pigeonhole "
                       "formula).");
    ImGui::InputTextMultiline("##text", app.editor.data(), app.editor.size(),
                              ImVec2(-1, ImGui::GetContentRegionAvail().y - ImGui::GetFrameHeightWithSpacing()));
    if (ImGui::Button("Load")) {
      const std::string text(app.editor.data());
      if (auto g = lecture::detect_genre(text))
        for (int i = 0; i < static_cast<int>(std::size(kGenres)); ++i)
          if (kGenres[i] == *g && i != app.genre_index) app.genre_index = i, app.method_index = 0;
      load(app, text);
      ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (ImGui::Button("Cancel")) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
  }
}

// Places a panel: the tiled layout when it must be (re)applied, the user's arrangement otherwise.
bool begin_panel(App& app, const char* title, const char* name, ImVec2 pos, ImVec2 size) {
  const ImGuiCond cond = app.layout_dirty ? ImGuiCond_Always : ImGuiCond_FirstUseEver;
  ImGui::SetNextWindowPos(pos, cond);
  ImGui::SetNextWindowSize(size, cond);
  const bool open = ImGui::Begin(title, nullptr, ImGuiWindowFlags_NoCollapse);
  const ImVec2 wp = ImGui::GetWindowPos(), ws = ImGui::GetWindowSize();
  app.panels.push_back({name, wp, ImVec2(wp.x + ws.x, wp.y + ws.y)});
  return open;
}

// The message of a puzzle that did not load, large, where the board would be.
void error_panel(App& app, ImVec2 o, ImVec2 s) {
  begin_panel(app, "Puzzle", "error", o, s);
  ImGui::PushFont(app.fonts.large);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(pal(app).removed));
  ImGui::TextWrapped("This puzzle could not be read: %s", app.error.c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  ImGui::TextWrapped("Correct it in the field at the top (Edit... for several lines), pick another genre, or open a "
                     "lesson from the list above the view.");
  ImGui::End();
}

// The layout re-flows with the text size (em = the regular font's pixel size), by priority:
//   1. the Timeline's explanation and transport: always whole (timeline_min_height);
//   2. the board, then the graph: side by side when wide enough, else stacked, the graph dropped
//      when less than 8 em would be left for it;
//   3. the step list inside the Timeline, when 18 em of height remain for board and graph;
//   4. Statistics beside the Timeline, when the screen is 64 em wide.
void panels(App& app) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const ImVec2 o = vp->WorkPos, s = vp->WorkSize;
  if (s.x != app.last_work_size.x || s.y != app.last_work_size.y) app.layout_dirty = true;
  app.last_work_size = s;
  const Palette& p = pal(app);
  lecture::Lecture* L = app.lecture.get();
  if (!L) {
    error_panel(app, o, s);
    app.layout_dirty = false;
    return;
  }
  const float em = ImGui::GetFontSize();
  const bool stats = s.x >= 64 * em;
  const float list_h = 6 * ImGui::GetTextLineHeightWithSpacing();
  // Projector layout (large text on a wide screen, no room for Statistics): the board takes the full
  // height on the left, the graph and the Timeline share the right column — the board's candidates
  // are what the back row must read.
  const bool column = !stats && s.x >= 1.3f * s.y;
  float board_w, board_h, top;
  bool graph, list;
  ImVec2 graph_at, graph_size, timeline_at, timeline_size;
  if (column) {
    board_w = std::min(s.y, std::floor(s.x * 0.40f));
    board_h = s.y;
    const float right_w = s.x - board_w;
    const float need = std::ceil(timeline_min_height(*L, right_w, app.fonts));
    list = s.y - need - list_h >= 14 * em;
    const float bottom = std::min(s.y, list ? need + list_h : need);
    top = s.y - bottom;
    graph = top >= 8 * em;
    const float timeline_y = graph ? top : 0.0f;
    graph_at = ImVec2(o.x + board_w, o.y);
    graph_size = ImVec2(right_w, top);
    timeline_at = ImVec2(o.x + board_w, o.y + timeline_y);
    timeline_size = ImVec2(right_w, s.y - timeline_y);
    top = s.y;  // the board's height
  } else {
    const float timeline_w = stats ? std::floor(s.x * 0.62f) : s.x;
    const float need = std::ceil(timeline_min_height(*L, timeline_w, app.fonts));
    list = s.y - need - list_h >= 18 * em;
    const float bottom = std::min(s.y, list ? std::max(need + list_h, std::floor(s.y * 0.4f)) : need);
    top = s.y - bottom;
    // Board and graph: side by side (the board square, at most 45 % of the width) or stacked.
    const bool side = s.x >= 1.6f * top;
    board_w = side ? std::min(top, std::floor(s.x * 0.45f)) : s.x;
    board_h = side ? top : std::floor(top * 0.55f);
    graph = side ? s.x - board_w >= 12 * em && top >= 10 * em : top - board_h >= 8 * em;
    if (!graph) board_w = s.x, board_h = top;
    graph_at = side ? ImVec2(o.x + board_w, o.y) : ImVec2(o.x, o.y + board_h);
    graph_size = side ? ImVec2(s.x - board_w, top) : ImVec2(s.x, top - board_h);
    timeline_at = ImVec2(o.x, o.y + top);
    timeline_size = ImVec2(timeline_w, bottom);
  }

  if (top > 0) {
    if (begin_panel(app, "Board", "board", o, ImVec2(board_w, board_h))) draw_board(*L, app.head.pos, p, app.fonts);
    ImGui::End();
  }
  // The graph of the current position (or the benchmark graph), rebuilt only when the position moves.
  if (app.bench_nodes > 0) {
    if (app.graph_pos != -2) {
      app.graph_view.set_graph(lecture::benchmark_graph(app.bench_nodes), p, app.renderer);
      app.graph_pos = -2;
    }
  } else if (app.graph_pos != app.head.pos) {
    app.graph_view.set_graph(L->graph_at(app.head.pos, app.show_residual), p, app.renderer);
    app.graph_pos = app.head.pos;
  }
  const bool heatmap = L->genre == Genre::Sudoku && L->method == "patterns";
  if (graph && top > 0) {
    if (heatmap) {
      if (begin_panel(app, "Heatmap", "heatmap", graph_at, graph_size)) app.heatmap.draw(*L, app.head.pos, p, app.fonts);
      ImGui::End();
    } else {
      if (begin_panel(app, "The step as a graph", "graph", graph_at, graph_size)) {
        // The whole residual clause graph only on request: for a rule step it is a hairball of every
        // binary clause left, unrelated to the step.
        if (!L->cdcl() && app.bench_nodes == 0 && graph_size.y >= 16 * em) {
          if (ImGui::Checkbox("Show the whole residual", &app.show_residual)) app.graph_pos = -1;
          app.panels.push_back({"residualToggle", ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
        }
        app.graph_view.draw(p, app.fonts, app.renderer);
      }
      ImGui::End();
    }
  }
  if (begin_panel(app, "Timeline", "timeline", timeline_at, timeline_size))
    if (draw_timeline(*L, app.head, p, app.fonts, list, app.panels)) wake(app, 1);
  ImGui::End();
  RenderInfo info;
  info.fps = app.fps;
  info.graph_nodes = static_cast<int>(app.graph_view.graph().nodes.size());
  info.graph_edges = static_cast<int>(app.graph_view.graph().edges.size());
  info.shaders = app.renderer.ok();
  info.instanced = app.renderer.instanced();
  info.heatmap = heatmap;
  info.heatmap_shader = app.heatmap.ok();
  if (stats) {
    if (begin_panel(app, "Statistics", "statistics", ImVec2(timeline_at.x + timeline_size.x, timeline_at.y),
                    ImVec2(s.x - timeline_size.x, timeline_size.y)))
      draw_statistics(*L, app.head.pos, p, app.fonts, info);
    ImGui::End();
  }
  // The graph canvas itself, for tests that look at its pixels.
  if (graph) app.panels.push_back({"graphCanvas", app.graph_view.canvas_min(), app.graph_view.canvas_max()});
  app.layout_dirty = false;
}

// One requestAnimationFrame. A frame is drawn only when something changed — input, a resize, a new
// text size, a playback step, a text field with its caret — and for a few frames after (ImGui settles
// hover and focus); otherwise it returns at once and the canvas keeps its last picture, so an idle
// lecture costs nothing (draw=always brings back drawing every frame, for comparison).
void frame(void* arg) {
  App& app = *static_cast<App*>(arg);
  double css_w = 0, css_h = 0;
  emscripten_get_element_css_size("#canvas", &css_w, &css_h);
  int w = 0, h = 0;
  glfwGetWindowSize(app.window, &w, &h);
  if (static_cast<int>(css_w) != w || static_cast<int>(css_h) != h) {
    glfwSetWindowSize(app.window, static_cast<int>(css_w), static_cast<int>(css_h));
    wake(app);
  }
  // The text scale follows the canvas (a projector gets larger text) and the lecturer's factor.
  const float cw = static_cast<float>(css_w), ch = static_cast<float>(css_h);
  const float text_scale =
      std::min({kMaxTextScale, fitting_scale(cw, ch), app.font_scale * automatic_scale(cw, ch)});
  if (std::abs(text_scale - app.text_scale) > 0.01f || app.fonts_dirty) {
    app.text_scale = text_scale;
    app.fonts_dirty = true;
  }

  const double now = glfwGetTime();
  const double dt = app.last_time > 0 ? now - app.last_time : 0.0;
  app.last_time = now;
  ++app.fps_frames;
  if (now - app.fps_since >= 1.0) {
    app.fps = static_cast<float>(app.fps_frames / (now - app.fps_since));
    app.fps_since = now;
    app.fps_frames = 0;
    app.published.clear();  // the frame rate changed: tell the page
  }
  // Playback moves by the clock whether or not a frame is drawn; a new position is drawn.
  bool stepped = false;  // this frame is drawn for a playback step alone
  if (app.lecture) {
    const int before = app.head.pos;
    app.head.tick(dt, app.lecture->size());
    stepped = app.head.pos != before && app.redraw == 0;
    if (app.head.pos != before) wake(app, 1);  // one frame a step: the step list scrolls in it too
  }
  const bool typing = ImGui::GetIO().WantTextInput;  // the caret blinks
  const bool draw = app.always_draw || app.redraw > 0 || app.fonts_dirty || app.style_dirty || typing ||
                    !app.keys.empty() || app.graph_view.interacting();
  if (!draw) {
    publish(app);  // the frame rate, at most once a second
    return;
  }
  if (app.redraw > 0) --app.redraw;
  ++app.draws;

  // Fonts and style change between frames only (the font texture is rebuilt).
  if (app.fonts_dirty) {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    app.fonts = build_fonts(app.text_scale);
    ImGui_ImplOpenGL3_CreateFontsTexture();
    app.fonts_dirty = false;
    app.style_dirty = true;
    app.layout_dirty = true;
    app.renderer.set_width_scale(app.text_scale);
    wake(app);
  }
  if (app.style_dirty) {
    apply_style(app.high_contrast, app.text_scale);
    app.graph_view.restyle(pal(app), app.renderer);
    app.style_dirty = false;
  }

  glfwPollEvents();
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplGlfw_NewFrame();
  // Headless browsers can freeze time; ImGui asserts on a zero delta. Frames skipped while idle would
  // make the next delta long: ImGui only needs it for its timers, so it is capped.
  ImGuiIO& io = ImGui::GetIO();
  if (io.DeltaTime <= 0.0f) io.DeltaTime = 1.0f / 60.0f;
  io.DeltaTime = std::min(io.DeltaTime, 0.1f);
  ImGui::NewFrame();
  // What a frame's input may change; when it did, the next frame is drawn too (it shows the change:
  // a graph rebuilt for the residual switch, the new step after a button).
  auto signature = [&app] {
    return std::make_tuple(app.head.pos, app.head.playing, app.show_residual, app.graph_pos, app.lecture.get(),
                           app.font_scale, app.high_contrast, app.error);
  };
  const auto before = signature();
  handle_keys(app);
  app.panels.clear();
  menu_bar(app);
  panels(app);
  ImGui::Render();
  const bool changed = signature() != before;
  if (changed && !stepped) wake(app, 1);  // (a playback step's frame shows its graph already)
  // Panning or zooming the graph changes nothing but the graph panel: when the last frame drawn was
  // one of those too (so the rest of the canvas is already what this frame would draw) and the canvas
  // keeps its pixels, only the graph panel's draw list is rendered, over the last frame. The end of
  // the interaction draws one whole frame.
  const bool interacting = app.graph_view.interacting();
  const bool partial = app.partial_ok && interacting && app.was_interacting && !changed && !app.always_draw &&
                       app.graph_view.draw_list();
  if (app.was_interacting && !interacting) wake(app, 1);
  app.was_interacting = interacting;

  int fb_w = 0, fb_h = 0;
  glfwGetFramebufferSize(app.window, &fb_w, &fb_h);
  glViewport(0, 0, fb_w, fb_h);
  if (partial) {
    ImDrawData part = *ImGui::GetDrawData();
    ImDrawList* lists[1] = {app.graph_view.draw_list()};
    part.CmdLists = lists;
    part.CmdListsCount = 1;
    part.TotalVtxCount = lists[0]->VtxBuffer.Size;
    part.TotalIdxCount = lists[0]->IdxBuffer.Size;
    ImGui_ImplOpenGL3_RenderDrawData(&part);
    ++app.partial_draws;
  } else {
    const ImVec4 bg = app.high_contrast ? ImVec4(0, 0, 0, 1) : ImVec4(0.16f, 0.17f, 0.2f, 1.0f);
    glClearColor(bg.x, bg.y, bg.z, bg.w);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  }
  // ImGui settles over frames (a popup is placed a frame after it opens, sizes fit to content): while
  // what the frame shows still moves — any rectangle, the step, the graph — the next one is drawn too.
  // (A playback step changes the state by itself, and its frame already shows it: no second frame.)
  if (publish(app) && !(stepped && app.keys.empty())) wake(app, 1);
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
    EM_ASM({ const el = document.getElementById('lecture-status'); if (el) el.textContent = 'error: WebGL2 is not available in this browser'; });
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
  app.heatmap.init();
  app.renderer.set_instanced(url_param("instancing") == "1");
  app.renderer.set_caching(url_param("nocache") != "1");
  // pan=full: every pan or zoom frame renders the graph and the whole canvas (the old behaviour, to
  // measure against). Otherwise a pan redraws the graph panel alone when the canvas keeps its pixels
  // between frames (lecture.html asks WebGL for preserveDrawingBuffer).
  app.renderer.set_quick_pan(url_param("pan") != "full");
  app.partial_ok = app.renderer.quick_pan() && EM_ASM_INT({
    const c = document.getElementById('canvas');
    const gl = c && c.getContext('webgl2');
    return gl && gl.getContextAttributes().preserveDrawingBuffer ? 1 : 0;
  });

  // What the URL asks for.
  const std::string puzzle = url_param("p");
  std::optional<Genre> genre = lecture::parse_genre(url_param("genre"));
  if (!genre) genre = lecture::detect_genre(puzzle);
  for (int i = 0; i < static_cast<int>(std::size(kGenres)); ++i)
    if (genre && kGenres[i] == *genre) app.genre_index = i;
  const auto methods = lecture::genre_methods(kGenres[app.genre_index]);
  const std::string method = url_param("method");
  for (int i = 0; i < static_cast<int>(methods.size()); ++i)
    if (methods[i] == method) app.method_index = i;
  if (const std::string scale = url_param("scale"); !scale.empty())
    app.font_scale = std::clamp(static_cast<float>(std::atof(scale.c_str())), kMinScale, kMaxScale);
  app.high_contrast = url_param("hc") == "1";
  app.bench_nodes = std::clamp(std::atoi(url_param("bench").c_str()), 0, 200000);
  app.always_draw = url_param("draw") == "always";
  if (const std::string speed = url_param("speed"); !speed.empty())
    app.head.speed = std::clamp(static_cast<float>(std::atof(speed.c_str())), 0.25f, 30.0f);
  load(app, puzzle, false);
  if (app.lecture) {
    if (const std::string pos = url_param("pos"); !pos.empty()) app.head.go(std::atoi(pos.c_str()), app.lecture->size());
    // at=<technique>: just after the first step of that kind (a lesson link names its step this way,
    // which stays right when the solver's earlier steps change); at=end: the last step.
    if (const std::string at = url_param("at"); !at.empty()) {
      const lecture::Lecture& L = *app.lecture;
      if (at == "end") app.head.go(L.size(), L.size());
      for (int i = 0; i < L.size() && at != "end"; ++i)
        if (L.steps[i].trace.technique == at) {
          app.head.go(i + 1, L.size());
          break;
        }
    }
  }

  emscripten_set_main_loop_arg(frame, &app, 0, false);
  return 0;
}
