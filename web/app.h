// app.h — the lecture view's application: its state (the lecture on screen, the play head, the panels'
// views, the text scale, the lab's choices), loading a puzzle, the menus, the layout of the panels, the
// keys, and one frame of the loop. main.cpp is the entry (GLFW, callbacks, the address read at start);
// page_bridge.h is what the app says to its page; lecture_model.h and the *_view files do the rest.
#pragma once

#include <GLFW/glfw3.h>

#include <memory>
#include <string>
#include <vector>

#include "board_view.h"
#include "graph_renderer.h"
#include "gridlogic/json.h"
#include "graph_view.h"
#include "heatmap_view.h"
#include "lecture_model.h"
#include "panels.h"
#include "theme.h"

namespace gridlogic::web {

inline constexpr float kMinScale = 0.75f, kMaxScale = 3.0f;  // the lecturer's scale, on top of the automatic one
inline constexpr float kMaxTextScale = 4.5f;  // beyond it the font atlas outgrows what WebGL textures allow

struct KeyEvent {
  int key = 0;      // GLFW key, or 0 for a character
  unsigned ch = 0;  // the character ('+', '-') when key == 0
};

struct App {
  GLFWwindow* window = nullptr;
  std::unique_ptr<lecture::Lecture> lecture;
  PlayHead head;
  GraphRenderer renderer;
  GraphView graph_view;
  HeatmapView heatmap;  // a set's heatmap (Sudoku patterns), in the graph panel's place
  int graph_pos = -1;   // the position graph_view shows
  int bench_nodes = 0;  // > 0: the graph panel shows a generated graph
  Fonts fonts;
  float font_scale = 1.0f;       // the lecturer's scale (the control, +/-, scale=)
  float text_scale = 1.0f;       // what the fonts are built at: font_scale × automatic_scale()
  bool show_residual = false;    // the graph panel shows the whole residual clause graph
  int redraw = 4;                // frames still to draw (an event asks for a few: ImGui settles hover etc.)
  bool always_draw = false;      // draw=always: every frame, changed or not
  long draws = 0;                // frames drawn (published: idle frames are not)
  bool idle = false;             // the last frame had nothing to draw (published: the view has settled)
  long partial_draws = 0;        // of those, frames that redrew only the graph panel (while panning)
  bool partial_ok = false;       // the canvas keeps its pixels between frames (preserveDrawingBuffer),
                                 // and pan=full is not asked: a pan may redraw the graph panel alone
  bool was_interacting = false;  // the last frame drawn was a pan or zoom of the graph
  bool fonts_dirty = true;
  bool high_contrast = false;
  bool style_dirty = true;
  bool layout_dirty = true;
  ImVec2 last_work_size{0, 0};
  std::string layout_name;      // "projector" or "tiled" (published)
  bool layout_compact = false;  // the Timeline's compact transport
  BoardInput board_input;       // the board's last draw: geometry, a click
  // A click on the board or a lab button of the Timeline, acted on at the start of the next frame (as a
  // key is), so that no frame shows the new run with the old one's controls (an Undo button missing).
  BoardInput board_click;
  std::string lab_pressed;
  int genre_index = 0;       // into lecture::lecture_genres()
  int method_index = 0;      // into that genre's methods
  lecture::LabOptions lab;   // the lab's choices for the next load
  std::string input;         // the puzzle text in the editor
  char line[2048] = {};      // the one-line field of the menu bar
  std::vector<char> editor;  // the multi-line editor's buffer
  bool open_editor = false;
  std::string error;  // the last load error
  std::vector<KeyEvent> keys;
  std::vector<NamedRect> panels;
  std::string published;   // the last state told to the page
  std::string last_state;  // the state of the last frame (without the frame rate)
  // The lab (app_lab.cpp).
  // Back: before each of the class's decisions, the run as it was on screen (its lecture, the class's
  // decisions, the position), so that Undo restores that state exactly and at once (no search). A load
  // from a menu or a new puzzle forgets them; load() leaves the run it replaced in `replaced`.
  struct Before {
    std::unique_ptr<lecture::Lecture> lecture;
    std::vector<std::pair<int, Lit>> what_if;
    int pos = 0;
  };
  std::vector<Before> undo;
  std::unique_ptr<lecture::Lecture> replaced;
  bool breakpoint_pending = false;  // Run to breakpoint reached the recorded end: record further, look again
  // Escape held the recording at this position: nothing more is recorded until the play head moves
  // (or a breakpoint is looked for again); -1 = not held.
  int recording_held_at = -1;
  int extensions = 0;        // since the last click: recordings with a larger window (extend_recording)
  double extend_ms_max = 0;  // and the longest of them (one a frame: what a frame blocks at most)
  std::vector<std::pair<int, int>> breakpoints;  // (cell, value; value 0 = the cell): run until set
  std::string lab_note;                          // what the last lab action says ("r5c2=3 was no longer open")
  double what_if_ms = 0;                         // the last what-if decision's answer: recording and replay
  int side_tab = 0;                              // the right panel: 0 graph, 1 search tree, 2 side by side
  int wanted_tab = -1;                           // a tab to select on the next frame (panel= or a button)
  GraphRenderer tree_renderer;                   // the search tree panel
  GraphView tree_view;
  int tree_pos = -1;                          // the position tree_view shows
  const lecture::Lecture* tree_of = nullptr;  // the lecture it was built from
  // Side by side: a second run of the same puzzle (another method, heuristic or encoding).
  std::unique_ptr<lecture::Lecture> other;
  std::string other_method;  // "" = no comparison
  lecture::LabOptions other_lab;
  int other_pos = 0;
  std::string other_error;
  double fps_since = 0;
  int fps_frames = 0;
  float fps = 0;
  // The main thread's time for a drawn frame (building it with ImGui, the renderers' calls, publishing),
  // summed over the frames of the current second; frame_ms is the last second's mean, published with
  // the frame rate (once a second, so it never wakes the view itself).
  double frame_ms_sum = 0;
  int frame_ms_count = 0;
  float frame_ms = 0;
  double last_time = 0;
};

// Something changed (input, resize, playback step): draw the next few frames (after input two: ImGui
// shows a click's effect, a menu opening, a frame later).
void wake(App& app, int frames = 2);
// Loads a puzzle (text "" = the default) with the chosen genre, method and lab options; with
// update_url the address is rewritten to reopen it.
void load(App& app, const std::string& text, bool update_url = true);
// A run recorded in a window (lecture_lab.h: after a click) recorded further: a teaching search goes on
// from where it paused for one frame's budget (kRecordSliceMs), CDCL is recorded again with the next,
// larger window; the position stays (the steps up to it are the same).
void extend_recording(App& app);
// The work a frame gives to recording further (lecture::record_further): the rest of the frame builds
// and draws it, so that stepping to the end after a click never blocks the tab for the whole search.
inline constexpr double kRecordSliceMs = 12.0;
// And at most this many new steps a frame: each new step's board is made after the slice (outside its
// budget), and plain backtracking records hundreds of cheap events in 12 ms.
inline constexpr int kRecordSliceSteps = 200;
// Reads what the address asks for (genre, p, method, the lab's choices, pos/at, scale, hc, ...) and loads.
void start_from_address(App& app);
// One requestAnimationFrame (emscripten_set_main_loop_arg's callback).
void frame(void* app);

// --- the lab (app_lab.cpp) ---
// The lab's part of the address (encoding, heuristic, restarts, what-if, unique, break, vs-*, panel).
std::vector<std::pair<std::string, std::string>> lab_url_params(const App& app);
// Reads it (before the first load).
void read_lab_address(App& app);
// The Lab menu of the menu bar: encoding (with the CNF's size), heuristic, restarts, uniqueness,
// side by side.
void lab_menu(App& app);
// After the board is drawn: a clicked candidate becomes the next decision, a right click a breakpoint.
void lab_board_input(App& app, const BoardInput& input);
// The Timeline's lab buttons (undo the class's decision, run to a breakpoint, is it unique?) and what
// a press does.
std::vector<TimelineButton> lab_buttons(const App& app);
void lab_button_pressed(App& app, const std::string& id);
// The right panel (the step's graph, the search tree, side by side) in [at, at + size).
void side_panel(App& app, ImVec2 at, ImVec2 size, bool with_residual_toggle);
// The class's decision: candidate (cell, value) decided next from the current position; on a CNF's
// variable matrix variable `cell`, true for value > 0, false for value < 0 (lecture::candidate_literal).
void decide(App& app, int cell, int value);
void undo_decision(App& app);
// Once a frame: a run recorded in a window is recorded further when the play head reaches its last
// recorded step (one larger window a frame; at the very end, window after window to the complete run),
// or when a breakpoint is looked for past it.
void lab_record_further(App& app);
// Loads (or drops) the side-by-side run to match the main one's puzzle.
void load_other(App& app);
// The lab's part of the state told to the page.
void write_lab_state(App& app, JsonWriter& w);

}  // namespace gridlogic::web
