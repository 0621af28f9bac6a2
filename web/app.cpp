// app.cpp — the lecture view's application (app.h): loading, the state told to the page, the menus, the
// layout of the panels, the keys and one frame of the loop.
#include "app.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "board_view.h"
#include "gridlogic/json.h"
#include "imgui.h"
#include "imgui_impl_glfw.h"
#include "imgui_impl_opengl3.h"
#include "lecture_genres.h"
#include "lecture_lab.h"
#include "page_bridge.h"

namespace gridlogic::web {
namespace {

const Palette& pal(const App& app) { return palette(app.high_contrast); }

void set_line(App& app, const std::string& text) {
  std::string one = text;
  std::replace(one.begin(), one.end(), '\n', ' ');
  one.copy(app.line, sizeof app.line - 1);
  app.line[std::min(one.size(), sizeof app.line - 1)] = 0;
}

// Something changed (input, resize, playback step): draw the next few frames (after input two: ImGui
// shows a click's effect, a menu opening, a frame later).
void wake_impl(App& app, int frames = 2) { app.redraw = std::max(app.redraw, frames); }

// The whole view state as JSON (everything but the frame rate): what the page is told, and what decides
// whether a frame changed anything.
void write_state(App& app, JsonWriter& w) {
  const lecture::Lecture* L = app.lecture.get();
  const std::string status = app.error.empty() ? (L ? L->verdict : "no puzzle") : "error: " + app.error;
  w.begin_object();
  w.key("status").value(status);
  w.key("genre").value(L ? L->genre->name : std::string_view());
  w.key("method").value(L ? L->method : std::string());
  w.key("step").value(app.head.pos);
  w.key("steps").value(L ? L->size() : 0);
  w.key("technique").value(L && app.head.pos > 0 ? L->steps[app.head.pos - 1].trace.technique : std::string());
  w.key("explanation").value(L && app.head.pos > 0 ? L->steps[app.head.pos - 1].trace.explanation : std::string());
  w.key("playing").value(app.head.playing);
  w.key("typing").value(ImGui::GetIO().WantTextInput);
  w.key("field").value(std::string_view(app.line));  // the puzzle field's text, so a test knows its keys arrived
  w.key("replayProblem").value(L ? L->replay_problem : std::string());
  w.key("fontScale").value(static_cast<double>(app.font_scale));
  w.key("textScale").value(static_cast<double>(app.text_scale));
  w.key("fontPx")
      .begin_object()
      .key("small")
      .value(static_cast<double>(app.fonts.small ? app.fonts.small->FontSize : 0.0f))
      .key("regular")
      .value(static_cast<double>(app.fonts.regular ? app.fonts.regular->FontSize : 0.0f))
      .end_object();
  w.key("residual").value(app.show_residual);
  w.key("highContrast").value(app.high_contrast);
  w.key("shaderError").value((app.renderer.ok() ? "" : app.renderer.error()) + app.heatmap.error());
  w.key("instanced").value(app.renderer.instanced());
  w.key("cached").value(app.renderer.caching());
  const lecture::Graph& g = app.graph_view.graph();
  w.key("graph").begin_object();
  w.key("nodes").value(static_cast<int>(g.nodes.size()));
  w.key("edges").value(static_cast<int>(g.edges.size()));
  w.key("visible").value(app.graph_view.visible_nodes());
  w.key("title").value(g.title);
  // The labels written inside the canvas (the first 40), [text, x, y, width, height]: what a browser
  // test reads instead of pixels.
  const auto& labels = app.graph_view.drawn_labels();
  w.key("labels").begin_array();
  for (size_t i = 0; i < labels.size() && i < 40; ++i) {
    const lecture::LabelRect& r = labels[i].second;
    w.begin_array()
        .value(labels[i].first)
        .value(static_cast<int>(r.x0))
        .value(static_cast<int>(r.y0))
        .value(static_cast<int>(r.x1 - r.x0))
        .value(static_cast<int>(r.y1 - r.y0))
        .end_array();
  }
  w.end_array();
  w.key("labelCount").value(static_cast<int>(labels.size()));
  w.end_object();
  w.key("layout").value(app.layout_name);
  write_lab_state(app, w);
  // Every panel, control and transport button as [x, y, width, height].
  w.key("panels").begin_object();
  for (const NamedRect& r : app.panels)
    w.key(r.name)
        .begin_array()
        .value(static_cast<int>(r.min.x))
        .value(static_cast<int>(r.min.y))
        .value(static_cast<int>(r.max.x - r.min.x))
        .value(static_cast<int>(r.max.y - r.min.y))
        .end_array();
  w.end_object();
}

// Tells the page the verdict (the caption under the canvas) and the whole view state. Returns whether
// anything but the frame rate changed since the last time.
bool publish(App& app, bool force = false) {
  JsonWriter w;
  write_state(app, w);
  const std::string key = w.str();  // everything but the frame rate decides whether to tell the page
  w.key("fps").value(static_cast<double>(app.fps));
  w.key("frameMs").value(static_cast<double>(app.frame_ms));
  w.key("draws").value(static_cast<long long>(app.draws));
  w.key("partialDraws").value(static_cast<long long>(app.partial_draws));
  w.key("quickGraphFrames").value(app.renderer.quick_frames() + app.tree_renderer.quick_frames());
  w.key("idle").value(app.idle);
  w.end_object();
  const bool changed = key != app.last_state;
  app.last_state = key;
  if (!force && key == app.published) return changed;
  app.published = key;
  publish_to_page(w.str());
  return changed;
}

// Loads a puzzle (text "" = the genre's default) with the chosen genre and method.
void load_impl(App& app, const std::string& text, bool update_url = true) {
  const lecture::LectureGenre& genre = *lecture::lecture_genres()[app.genre_index];
  auto loaded = lecture::load_lecture(genre, text, genre.methods[app.method_index], app.lab);
  wake_impl(app);
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
  const bool same_puzzle = app.lecture && app.lecture->puzzle_text == loaded.value()->puzzle_text;
  app.undo.clear();
  app.breakpoint_pending = false;
  app.replaced = std::move(app.lecture);
  app.lecture = std::move(*loaded);
  app.input = app.lecture->puzzle_text;
  app.lab.what_if = app.lecture->lab.what_if;  // read from the address's what-if= when it gave one
  app.lab.what_if_text.clear();
  set_line(app, app.input);
  app.head = PlayHead{};
  app.graph_pos = -1;
  app.tree_pos = -1;
  app.tree_of = nullptr;
  app.heatmap.reset();
  if (!same_puzzle || !app.other) load_other(app);
  if (update_url) {
    std::vector<std::pair<std::string, std::string>> params = {
        {"genre", std::string(genre.name)}, {"p", app.input}, {"method", app.lecture->method}, {"pos", ""}};
    for (auto& kv : lab_url_params(app)) params.push_back(std::move(kv));
    set_url_params(params);
  }
  publish(app, true);
}

void extend_recording_impl(App& app) {
  const double t0 = now_ms();
  if (lecture::can_record_further(*app.lecture)) {  // the search goes on from where it paused
    lecture::record_further(*app.lecture, kRecordSliceMs, kRecordSliceSteps);
    app.head.pos = std::min(app.head.pos, app.lecture->size());
    app.graph_pos = -1;
    app.tree_pos = -1;
    app.tree_of = nullptr;
    ++app.extensions;
    app.extend_ms_max = std::max(app.extend_ms_max, now_ms() - t0);
    return wake_impl(app);
  }
  const lecture::Lecture& L = *app.lecture;
  lecture::LabOptions lab = L.lab;
  lab.window = lecture::next_window(L);
  lab.what_if_text.clear();  // (lab.what_if holds the decisions read)
  auto loaded = lecture::load_lecture(*L.genre, L.puzzle_text, *L.how, lab);
  if (!loaded) {  // the same input loaded a moment ago: not expected
    app.error = loaded.error().message;
    return;
  }
  const int pos = app.head.pos;
  app.lecture = std::move(*loaded);
  app.head.pos = std::min(pos, app.lecture->size());
  app.graph_pos = -1;
  app.tree_pos = -1;
  app.tree_of = nullptr;
  ++app.extensions;
  app.extend_ms_max = std::max(app.extend_ms_max, now_ms() - t0);
  wake_impl(app);
}

void set_genre(App& app, int index) {
  app.genre_index = index;
  app.method_index = 0;
  load_impl(app, "");
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

// Keys, queued by the GLFW callbacks so that a press and release within one frame still count.
void handle_keys(App& app) {
  const bool typing = ImGui::GetIO().WantTextInput;
  std::vector<KeyEvent> keys;
  keys.swap(app.keys);
  if (typing || !app.lecture) return;
  const int n = app.lecture->size();
  for (const KeyEvent& k : keys) {
    if (k.key == GLFW_KEY_ESCAPE) {  // stop recording further (going to the end, a breakpoint beyond)
      const int recorded = app.lecture->size();
      if (!app.lecture->complete) {
        app.breakpoint_pending = false;
        app.head.playing = false;
        app.head.go(std::min(app.head.pos, std::max(0, recorded - 1)), recorded);
        app.recording_held_at = app.head.pos;
        app.lab_note = "recording held at step " + std::to_string(recorded - 1) + ": step on to record further";
      }
      continue;
    }
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
      case GLFW_KEY_B: lab_button_pressed(app, "breakpoint"); break;
      case GLFW_KEY_U: lab_button_pressed(app, "undo"); break;
      case GLFW_KEY_KP_ADD: change_scale(app, 1.25f); break;
      case GLFW_KEY_KP_SUBTRACT: change_scale(app, 0.8f); break;
      case GLFW_KEY_0: app.font_scale = 1.0f, app.fonts_dirty = true; break;
      default: break;
    }
  }
}

// The genre and method menus (in the bar, or inside the Puzzle menu when the bar is short of room).
void genre_and_method(App& app) {
  const auto genres = lecture::lecture_genres();
  ImGui::SetNextItemWidth(ImGui::CalcTextSize("Variant Sudoku").x + ImGui::GetFrameHeight() * 1.8f);
  if (ImGui::BeginCombo("##genre", std::string(genres[app.genre_index]->title).c_str())) {
    for (int i = 0; i < static_cast<int>(genres.size()); ++i)
      if (ImGui::Selectable(std::string(genres[i]->title).c_str(), i == app.genre_index) && i != app.genre_index)
        set_genre(app, i);
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  const auto methods = lecture::genre_methods(*genres[app.genre_index]);
  const float method_w = ImGui::CalcTextSize("rules+2sat").x + ImGui::GetFrameHeight() * 1.8f;
  // The method menu and, while it is open, its entries are reported like panels ("methodMenu",
  // "method:sat"), so that a browser test can pick a method as a person does.
  const ImVec2 method_at = ImGui::GetCursorScreenPos();
  app.panels.push_back(
      {"methodMenu", method_at, ImVec2(method_at.x + method_w, method_at.y + ImGui::GetFrameHeight())});
  ImGui::SetNextItemWidth(method_w);
  if (ImGui::BeginCombo("##method", std::string(methods[app.method_index]).c_str())) {
    for (int i = 0; i < static_cast<int>(methods.size()); ++i) {
      const bool picked = ImGui::Selectable(std::string(methods[i]).c_str(), i == app.method_index);
      app.panels.push_back({"method:" + std::string(methods[i]), ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
      if (picked && i != app.method_index) {
        app.method_index = i;
        load_impl(app, app.input);
      }
    }
    ImGui::EndCombo();
  }
}

// A text that names its genre (a puzz.link URL, DIMACS) switches the genre menu to it.
void pick_detected_genre(App& app, const std::string& text) {
  const lecture::LectureGenre* g = lecture::detect_lecture_genre(text);
  const auto genres = lecture::lecture_genres();
  for (int i = 0; i < static_cast<int>(genres.size()); ++i)
    if (genres[i] == g && i != app.genre_index) app.genre_index = i, app.method_index = 0;
}

void puzzle_field(App& app, float width) {
  ImGui::SetNextItemWidth(width);
  const bool entered = ImGui::InputText("##puzzle", app.line, sizeof app.line, ImGuiInputTextFlags_EnterReturnsTrue);
  app.panels.push_back({"puzzleField", ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
  if (entered) {
    pick_detected_genre(app, app.line);
    load_impl(app, app.line);
  }
  ImGui::SameLine();
  if (ImGui::Button("Load")) load_impl(app, app.line);
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
  ImGui::TextUnformatted("B, U         run to a breakpoint / undo the class's decision (lab)");
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
  lab_menu(app);
  if (ImGui::BeginMenu("View")) {
    if (ImGui::MenuItem("Larger text", "+")) change_scale(app, 1.25f);
    if (ImGui::MenuItem("Smaller text", "-")) change_scale(app, 0.8f);
    if (ImGui::MenuItem("High contrast", "H", app.high_contrast))
      app.high_contrast = !app.high_contrast, app.style_dirty = true;
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
    ImGui::TextWrapped(
        "Any form of the genre: a line of cells, a puzz.link URL, the project JSON, or DIMACS CNF "
        "(\"c var NAME FIRST..LAST dims ...\" comments name the variables; php:N:M is the pigeonhole "
        "formula).");
    ImGui::InputTextMultiline("##text", app.editor.data(), app.editor.size(),
                              ImVec2(-1, ImGui::GetContentRegionAvail().y - ImGui::GetFrameHeightWithSpacing()));
    if (ImGui::Button("Load")) {
      const std::string text(app.editor.data());
      pick_detected_genre(app, text);
      load_impl(app, text);
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
  ImGui::TextWrapped(
      "Correct it in the field at the top (Edit... for several lines), pick another genre, or open a "
      "lesson from the list above the view.");
  ImGui::End();
}

// The layout re-flows with the text size (em = the regular font's pixel size), by priority:
//   1. the Timeline's explanation and transport: always whole (timeline_min_height);
//   2. the board, then the graph: side by side when wide enough, else stacked, the graph dropped
//      when less than 8 em would be left for it;
//   3. the step list inside the Timeline, when 18 em of height remain for board and graph;
//   4. Statistics beside the Timeline, when the screen is 64 em wide.
// A portrait screen (a phone) stacks them with the board first: as wide as the screen, then the graph,
// then the step list.
// A projector (large text on a wide screen, no room for Statistics) keeps the lesson instead: the board
// over the step's text and the transport on the left, sized so its candidates stay readable, and the
// graph the whole height of the right column; the step list goes first, then the transport turns
// compact (short words, no speed slider) before the board or the graph shrink.
struct Layout {
  std::string name;  // "projector" or "tiled" (published)
  ImVec2 board_at, board_size, graph_at, graph_size, timeline_at, timeline_size;
  bool board = true, graph = true, list = false, stats = false, compact = false;
};

Layout layout(App& app, const lecture::Lecture& L, ImVec2 o, ImVec2 s, const std::vector<TimelineButton>& extra) {
  Layout out;
  const float em = ImGui::GetFontSize();
  out.stats = s.x >= 64 * em;
  const float list_h = 6 * ImGui::GetTextLineHeightWithSpacing();
  if (!out.stats && s.x >= 1.3f * s.y) {
    out.name = "projector";
    // The board the whole height on the left, as wide as 42 % of the screen allows: at 1920×1080 its
    // candidates are 23 px at any text scale. The right column: the graph above the Timeline, which
    // drops its step list first and then turns compact (short transport words, no speed slider or
    // position bar, a shorter explanation box that scrolls) while the graph would get under 55 %.
    const float board = std::min(s.y, std::floor(s.x * 0.42f));
    const float right = s.x - board;
    float need = 0;
    for (bool compact : {false, true}) {
      out.compact = compact;
      need = std::ceil(timeline_min_height(L, right, app.fonts, extra, compact));
      if (s.y - need >= 0.55f * s.y) break;
    }
    out.graph = right >= 12 * em && s.y - need >= 8 * em;
    out.board_at = o;
    out.board_size = ImVec2(out.graph || right < 12 * em ? board : s.x - right, s.y);
    if (right < 12 * em) {  // too narrow for a right column: the Timeline under the board
      out.board_size = ImVec2(s.x, std::max(0.0f, s.y - need));
      out.timeline_at = ImVec2(o.x, o.y + out.board_size.y);
      out.timeline_size = ImVec2(s.x, need);
      out.graph = false;
      return out;
    }
    const float timeline_y = out.graph ? s.y - need : 0.0f;
    out.graph_at = ImVec2(o.x + board, o.y);
    out.graph_size = ImVec2(right, s.y - need);
    out.timeline_at = ImVec2(o.x + board, o.y + timeline_y);
    out.timeline_size = ImVec2(right, s.y - timeline_y);
    return out;
  }
  out.name = "tiled";
  const float timeline_w = out.stats ? std::floor(s.x * 0.62f) : s.x;
  const float need = std::ceil(timeline_min_height(L, timeline_w, app.fonts, extra));
  out.list = s.y - need - list_h >= 18 * em;
  auto bottom_for = [&](bool list) {
    return std::min(s.y, list ? std::max(need + list_h, std::floor(s.y * 0.4f)) : need);
  };
  // A portrait screen (a phone) stacks them and gives the board the whole width first: the board as
  // wide as the screen (its panel's title bar and padding above it), then the graph if 8 em remain,
  // and the step list only if both still fit.
  // (A grid as wide as the screen is rows/cols of that high; a CNF's variable tiles keep the plain split
  // below, since its lesson is the implication graph.)
  const ImVec2 pad = ImGui::GetStyle().WindowPadding;
  const bool portrait = s.y > 1.2f * s.x && L.genre->cell_value && L.rows > 0 && L.cols > 0;
  const float full_board = portrait ? (s.x - 2 * pad.x) * static_cast<float>(L.rows) / static_cast<float>(L.cols) +
                                          ImGui::GetFrameHeight() + 2 * pad.y
                                    : 0.0f;
  if (portrait && out.list && s.y - bottom_for(true) - full_board < 8 * em) out.list = false;
  const float bottom = bottom_for(out.list);
  const float top = s.y - bottom;
  // Board and graph: side by side (the board square, at most 45 % of the width) or stacked.
  const bool side = s.x >= 1.6f * top;
  float board_w = side ? std::min(top, std::floor(s.x * 0.45f)) : s.x;
  float board_h = side ? top : portrait ? std::min(top, full_board) : std::floor(top * 0.55f);
  out.graph = side ? s.x - board_w >= 12 * em && top >= 10 * em : top - board_h >= 8 * em;
  if (!out.graph) board_w = s.x, board_h = top;
  out.board = top > 0;
  out.board_at = o;
  out.board_size = ImVec2(board_w, board_h);
  out.graph_at = side ? ImVec2(o.x + board_w, o.y) : ImVec2(o.x, o.y + board_h);
  out.graph_size = side ? ImVec2(s.x - board_w, top) : ImVec2(s.x, top - board_h);
  out.timeline_at = ImVec2(o.x, o.y + top);
  out.timeline_size = ImVec2(timeline_w, bottom);
  return out;
}

void panels(App& app) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const ImVec2 o = vp->WorkPos, s = vp->WorkSize;
  if (s.x != app.last_work_size.x || s.y != app.last_work_size.y) app.layout_dirty = true;
  app.last_work_size = s;
  const Palette& p = pal(app);
  // Last frame's click on the board or on a lab button, before anything is laid out.
  if (app.board_click.clicked_cell >= 0) {
    const BoardInput click = std::exchange(app.board_click, BoardInput{});
    lab_board_input(app, click);
  }
  if (!app.lab_pressed.empty()) lab_button_pressed(app, std::exchange(app.lab_pressed, std::string()));
  lecture::Lecture* L = app.lecture.get();
  if (!L) {
    error_panel(app, o, s);
    app.layout_dirty = false;
    return;
  }
  const std::vector<TimelineButton> extra = lab_buttons(app);
  const Layout lay = layout(app, *L, o, s, extra);
  if (lay.name != app.layout_name || lay.compact != app.layout_compact) app.layout_dirty = true;
  app.layout_name = lay.name;
  app.layout_compact = lay.compact;

  if (lay.board) {
    if (begin_panel(app, "Board", "board", lay.board_at, lay.board_size)) {
      app.board_input = BoardInput{};
      app.board_input.pickable = L->how->has(lecture::kMethodDecide);
      app.board_input.marks = &app.breakpoints;
      draw_board(*L, app.head.pos, p, app.fonts, &app.board_input);
    }
    ImGui::End();
    if (app.board_input.clicked_cell >= 0) {  // decided in the next frame (above)
      app.board_click = app.board_input;
      wake_impl(app, 1);
    }
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
  const bool heatmap = L->how->has(lecture::kMethodHeatmap);
  if (lay.graph && lay.board) {
    if (heatmap) {
      if (begin_panel(app, "Heatmap", "heatmap", lay.graph_at, lay.graph_size))
        app.heatmap.draw(*L, app.head.pos, p, app.fonts);
      ImGui::End();
    } else {
      side_panel(app, lay.graph_at, lay.graph_size, true);
    }
  }
  std::string pressed;
  if (begin_panel(app, "Timeline", "timeline", lay.timeline_at, lay.timeline_size)) {
    if (draw_timeline(*L, app.head, p, app.fonts, lay.list, app.panels, extra, &pressed, lay.compact))
      wake_impl(app, 1);
    if (!app.lab_note.empty()) ImGui::TextDisabled("%s", app.lab_note.c_str());
  }
  ImGui::End();
  RenderInfo info;
  info.fps = app.fps;
  info.graph_nodes = static_cast<int>(app.graph_view.graph().nodes.size());
  info.graph_edges = static_cast<int>(app.graph_view.graph().edges.size());
  info.shaders = app.renderer.ok();
  info.instanced = app.renderer.instanced();
  info.heatmap = heatmap;
  info.heatmap_shader = app.heatmap.ok();
  if (lay.stats) {
    if (begin_panel(app, "Statistics", "statistics", ImVec2(lay.timeline_at.x + lay.timeline_size.x, lay.timeline_at.y),
                    ImVec2(s.x - lay.timeline_size.x, lay.timeline_size.y)))
      draw_statistics(*L, app.head.pos, p, app.fonts, info);
    ImGui::End();
  }
  app.layout_dirty = false;
  if (!pressed.empty()) {  // acted on in the next frame (above)
    app.lab_pressed = pressed;
    wake_impl(app, 1);
  }
}

// One requestAnimationFrame. A frame is drawn only when something changed — input, a resize, a new
// text size, a playback step, a text field with its caret — and for a few frames after (ImGui settles
// hover and focus); otherwise it returns at once and the canvas keeps its last picture, so an idle
// lecture costs nothing (draw=always brings back drawing every frame, for comparison).
void frame_impl(void* arg) {
  App& app = *static_cast<App*>(arg);
  double css_w = 0, css_h = 0;
  canvas_css_size(css_w, css_h);
  int w = 0, h = 0;
  glfwGetWindowSize(app.window, &w, &h);
  if (static_cast<int>(css_w) != w || static_cast<int>(css_h) != h) {
    glfwSetWindowSize(app.window, static_cast<int>(css_w), static_cast<int>(css_h));
    wake_impl(app);
  }
  // The text scale follows the canvas (a projector gets larger text) and the lecturer's factor.
  const float cw = static_cast<float>(css_w), ch = static_cast<float>(css_h);
  const float text_scale = std::min({kMaxTextScale, fitting_scale(cw, ch), app.font_scale * automatic_scale(cw, ch)});
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
    app.frame_ms = app.frame_ms_count ? static_cast<float>(app.frame_ms_sum / app.frame_ms_count) : 0.0f;
    app.frame_ms_sum = 0;
    app.frame_ms_count = 0;
    app.published.clear();  // the frame rate changed: tell the page
  }
  // Playback moves by the clock whether or not a frame is drawn; a new position is drawn.
  bool stepped = false;  // this frame is drawn for a playback step alone
  lab_record_further(app);
  if (app.lecture) {
    const int before = app.head.pos;
    app.head.tick(dt, app.lecture->size());
    stepped = app.head.pos != before && app.redraw == 0;
    if (app.head.pos != before) wake_impl(app, 1);  // one frame a step: the step list scrolls in it too
  }
  const bool typing = ImGui::GetIO().WantTextInput;  // the caret blinks
  const bool draw = app.always_draw || app.redraw > 0 || app.fonts_dirty || app.style_dirty || typing ||
                    !app.keys.empty() || app.graph_view.interacting() || app.tree_view.interacting();
  if (!draw) {
    // The first frame with nothing to draw tells the page that the view has settled (what the browser
    // tests wait for after an action, with `draws` past the count they saw before it).
    if (!app.idle) {
      app.idle = true;
      publish(app, true);
    } else {
      publish(app);  // the frame rate, at most once a second
    }
    return;
  }
  app.idle = false;
  if (app.redraw > 0) --app.redraw;
  ++app.draws;
  const double frame_start = now_ms();

  // Fonts and style change between frames only (the font texture is rebuilt).
  if (app.fonts_dirty) {
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    app.fonts = build_fonts(app.text_scale);
    ImGui_ImplOpenGL3_CreateFontsTexture();
    app.fonts_dirty = false;
    app.style_dirty = true;
    app.layout_dirty = true;
    app.renderer.set_width_scale(app.text_scale);
    app.tree_renderer.set_width_scale(app.text_scale);
    wake_impl(app);
  }
  if (app.style_dirty) {
    apply_style(app.high_contrast, app.text_scale);
    app.graph_view.restyle(pal(app), app.renderer);
    app.tree_view.restyle(pal(app), app.tree_renderer);
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
  if (changed && !stepped) wake_impl(app, 1);  // (a playback step's frame shows its graph already)
  // Panning or zooming the graph changes nothing but the graph panel: when the last frame drawn was
  // one of those too (so the rest of the canvas is already what this frame would draw) and the canvas
  // keeps its pixels, only the graph panel's draw list is rendered, over the last frame. The end of
  // the interaction draws one whole frame.
  // (The panel being panned: the step's graph, or the search tree in its place.)
  GraphView& panned = app.tree_view.interacting() ? app.tree_view : app.graph_view;
  const bool interacting = panned.interacting();
  const bool partial =
      app.partial_ok && interacting && app.was_interacting && !changed && !app.always_draw && panned.draw_list();
  if (app.was_interacting && !interacting) wake_impl(app, 1);
  app.was_interacting = interacting;

  int fb_w = 0, fb_h = 0;
  glfwGetFramebufferSize(app.window, &fb_w, &fb_h);
  glViewport(0, 0, fb_w, fb_h);
  if (partial) {
    ImDrawData part = *ImGui::GetDrawData();
    ImDrawList* lists[1] = {panned.draw_list()};
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
  if (publish(app) && !(stepped && app.keys.empty())) wake_impl(app, 1);
  app.frame_ms_sum += now_ms() - frame_start;
  ++app.frame_ms_count;
}

}  // namespace

void wake(App& app, int frames) { wake_impl(app, frames); }
void load(App& app, const std::string& text, bool update_url) { load_impl(app, text, update_url); }
void extend_recording(App& app) { extend_recording_impl(app); }
void frame(void* app) { frame_impl(app); }

void start_from_address(App& app) {
  const std::string puzzle = url_param("p");
  const lecture::LectureGenre* genre = lecture::find_lecture_genre(url_param("genre"));
  if (!genre) genre = lecture::detect_lecture_genre(puzzle);
  const auto genres = lecture::lecture_genres();
  for (int i = 0; i < static_cast<int>(genres.size()); ++i)
    if (genres[i] == genre) app.genre_index = i;
  // method= by its name or an older alias the address may still use ("sat" for CDCL).
  const auto methods = lecture::genre_methods(*genres[app.genre_index]);
  if (const lecture::LectureMethod* m = lecture::find_method(*genres[app.genre_index], url_param("method")))
    for (int i = 0; i < static_cast<int>(methods.size()); ++i)
      if (methods[i] == m->name) app.method_index = i;
  if (const std::string scale = url_param("scale"); !scale.empty())
    app.font_scale = std::clamp(static_cast<float>(std::atof(scale.c_str())), kMinScale, kMaxScale);
  app.high_contrast = url_param("hc") == "1";
  app.bench_nodes = std::clamp(std::atoi(url_param("bench").c_str()), 0, 200000);
  app.always_draw = url_param("draw") == "always";
  if (const std::string speed = url_param("speed"); !speed.empty())
    app.head.speed = std::clamp(static_cast<float>(std::atof(speed.c_str())), 0.25f, 30.0f);
  read_lab_address(app);
  // A slide link with the class's decisions reopens as the click left it: recorded up to its position
  // and a window more (lab_record_further records the rest as the lecture goes on); at= looks for a
  // step anywhere, so it loads the complete run.
  const std::string pos = url_param("pos");
  if (!app.lab.what_if_text.empty() && url_param("at").empty())
    app.lab.window = lecture::window_after(std::max(0, std::atoi(pos.c_str())));
  load_impl(app, puzzle, false);
  app.lab.window = 0;
  if (!app.lecture) return;
  while (!app.lecture->complete && std::atoi(pos.c_str()) >= app.lecture->size() - 1) extend_recording_impl(app);
  if (!pos.empty()) app.head.go(std::atoi(pos.c_str()), app.lecture->size());
  // at=<technique>: just after the first step of that kind (a lesson link names its step this way,
  // which stays right when the solver's earlier steps change); at=end: the last step.
  // The side-by-side run opens at the same kind of step.
  if (const std::string at = url_param("at"); !at.empty()) {
    auto go = [&at](const lecture::Lecture& L) {
      if (at == "end") return L.size();
      for (int i = 0; i < L.size(); ++i)
        if (L.steps[i].trace.technique == at) return i + 1;
      return 0;  // no such step: the start
    };
    app.head.go(go(*app.lecture), app.lecture->size());
    if (app.other) app.other_pos = go(*app.other);
  }
}

}  // namespace gridlogic::web
