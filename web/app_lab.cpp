// app_lab.cpp — the lecture view as a lab (app.h, issue 35): the Lab menu (encoding with the CNF's size,
// branching heuristic, restarts, uniqueness, side by side), the class's decisions clicked on the board
// (what-if) and their undo, breakpoints on candidates, the right panel's three tabs (the step as a
// graph, the search tree, side by side), and the lab's part of the address and of the published state.
// What is recorded is lecture_lab.h's; this file only asks for it and shows it.
#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "app.h"
#include "gridlogic/sudoku_sat.h"
#include "imgui.h"
#include "lecture_genres.h"
#include "lecture_lab.h"
#include "page_bridge.h"

namespace gridlogic::web {
namespace {

using lecture::Lecture;

bool has(const App& app, uint32_t flag) { return app.lecture && app.lecture->how->has(flag); }

// Runs kept for Back (App::undo): a deeper undo records the run again.
constexpr size_t kUndoKept = 16;

constexpr const char* kEncodings[] = {"minimal", "efficient", "extended"};
constexpr const char* kHeuristics[] = {"first-open", "mom", "jeroslow-wang", "dlis"};
constexpr const char* kHeuristicTitles[] = {"first open variable", "MOM (most occurrences in minimum clauses)",
                                            "Jeroslow–Wang", "DLIS (largest individual sum)"};
constexpr const char* kLabMethods[] = {"propagation", "failed-literals", "backtracking", "dpll", "cdcl", "exact-cover"};

std::string thousands(long long v) {
  std::string s = std::to_string(v);
  for (int i = static_cast<int>(s.size()) - 3; i > (s[0] == '-' ? 1 : 0); i -= 3) s.insert(static_cast<size_t>(i), ",");
  return s;
}

// A 9×9's CNF size per encoding (document 002's table 1 for the rules), for the encoding menu.
std::string cnf_size(const Lecture& L, const char* encoding) {
  if (!L.sudoku) return {};
  Cnf cnf;
  encode_sudoku_rules(L.sudoku->shape, *parse_sudoku_encoding(encoding), cnf);
  return thousands(cnf.num_vars()) + " variables, " + thousands(cnf.num_clauses()) + " clauses";
}

// A genre without cells (a CNF): the board's tiles are its variables, a breakpoint one of them.
bool variable_board(const Lecture& L) { return L.genre->cell_value == nullptr; }

// A literal the class decides, in the board's words: "r5c2=3" / "r5c2!=3" on a grid, the variable's
// name on a CNF ("¬x5", "p[p1,h2]").
std::string literal_words(const Lecture& L, Lit l) {
  if (const auto cv = L.cell_value(l.var()))
    return "r" + std::to_string(cv->cell / L.cols + 1) + "c" + std::to_string(cv->cell % L.cols + 1) +
           (l.negated() ? "!=" : "=") + std::to_string(cv->value);
  return L.literal_name(l);
}

// A breakpoint's words: a candidate or a cell "r5c2=3", "r5c2"; a CNF's variable "x5" (its DIMACS number).
std::string breakpoint_words(const Lecture* L, int cols, int cell, int value) {
  if (L && variable_board(*L)) return "x" + std::to_string(cell + 1);
  std::string out = "r" + std::to_string(cell / cols + 1) + "c" + std::to_string(cell % cols + 1);
  if (value > 0) out += "=" + std::to_string(value);
  return out;
}

// The index of the d-th decision step of the run (the class's d-th choice lands there), or -1.
int decision_step(const Lecture& L, int d) {
  int seen = 0;
  for (int i = 0; i < L.size(); ++i) {
    if (L.steps[i].trace.technique == "block") break;
    if (L.steps[i].trace.technique == "decision" && ++seen == d) return i;
  }
  return -1;
}

// After the step at index i: its propagation and, when one comes at once, the conflict.
int consequences_end(const Lecture& L, int i) {
  int end = i + 1;
  while (end < L.size() && L.steps[end].trace.technique == "propagation") ++end;
  if (end < L.size() && L.steps[end].trace.technique == "conflict") ++end;
  return end;
}

void go_to(App& app, int pos) {
  if (app.lecture) app.head.go(pos, app.lecture->size());
  app.head.playing = false;
}

// The class's path in the address: the position it reached (a decision's consequences, a breakpoint)
// with what-if=, so that a slide link reopens that very step (at= would move it elsewhere).
void keep_position(App& app) { set_url_params({{"pos", std::to_string(app.head.pos)}, {"at", ""}}); }

// Breakpoints as the address writes them: "r5c2=3,r1c1" (a candidate, or a whole cell).
std::string format_breakpoints(const App& app) {
  std::string out;
  const int cols = app.lecture ? app.lecture->cols : 9;
  for (const auto& [cell, v] : app.breakpoints)
    out += (out.empty() ? "" : ",") + breakpoint_words(app.lecture.get(), cols, cell, v);
  return out;
}

void parse_breakpoints(App& app, const std::string& text, int cols) {
  app.breakpoints.clear();
  size_t at = 0;
  while (at < text.size()) {
    size_t end = text.find(',', at);
    if (end == std::string::npos) end = text.size();
    int r = 0, c = 0, v = 0;
    const std::string part = text.substr(at, end - at);
    const int got = std::sscanf(part.c_str(), "r%dc%d=%d", &r, &c, &v);
    if (got >= 2 && r >= 1 && c >= 1 && r <= cols && c <= cols)
      app.breakpoints.emplace_back((r - 1) * cols + (c - 1), got == 3 ? v : 0);
    else if (std::sscanf(part.c_str(), "x%d", &v) == 1 && v >= 1)  // a CNF's variable (its DIMACS number)
      app.breakpoints.emplace_back(v - 1, 0);
    at = end + 1;
  }
}

// Whether step i sets a breakpoint's literal either way (a candidate decided, forced or struck), or
// places a value in a breakpoint's cell; on a CNF, whether it assigns a breakpoint's variable (decided,
// forced by propagation or by a learned clause) where it was open before.
bool hits_breakpoint(const App& app, int i) {
  const Lecture& L = *app.lecture;
  const TraceStep& t = L.steps[i].trace;
  if (variable_board(L)) {
    const lecture::BoardState &before = L.state(i), &after = L.state(i + 1);
    for (const auto& [var, v] : app.breakpoints)
      if (var >= 0 && var < static_cast<int>(after.value.size()) && before.value[var] < 0 && after.value[var] >= 0)
        return true;
    return false;
  }
  for (const auto& [cell, v] : app.breakpoints) {
    for (const CellValue& cv : t.placed)
      if (cv.cell == cell && (v == 0 || cv.value == v)) return true;
    if (v > 0)
      for (const CellValue& cv : t.removed)
        if (cv.cell == cell && cv.value == v) return true;
  }
  return false;
}

void run_to_breakpoint(App& app) {
  const Lecture& L = *app.lecture;
  app.recording_held_at = -1;
  for (int i = app.head.pos; i < L.size(); ++i)
    if (hits_breakpoint(app, i)) {
      go_to(app, i + 1);
      keep_position(app);
      app.lab_note.clear();
      return;
    }
  if (!L.complete) {  // not in what is recorded so far: lab_record_further records more, then looks again
    app.breakpoint_pending = true;
    app.lab_note = "looking for the breakpoint past step " + std::to_string(L.size() - 1) + ": recording further";
    return;
  }
  app.lab_note = "no breakpoint is reached after step " + std::to_string(app.head.pos) +
                 (variable_board(L) ? " (right-click a variable to set one)" : " (right-click a candidate to set one)");
}

void prove_unique(App& app) {
  const int at = app.head.pos;
  app.lab.unique = true;
  load(app, app.input);
  if (!app.lecture) return;
  const Lecture& L = *app.lecture;
  // Go to the blocking clause (exact cover: the search simply goes on after the solution).
  for (int i = std::max(0, at - 1); i < L.size(); ++i)
    if (L.steps[i].trace.technique == "block") return go_to(app, i + 1);
  go_to(app, std::min(at + 1, L.size()));
}

// Counters "so far" at a position, by name (what the steps recorded).
long long so_far(const Lecture& L, int pos, const std::string& name) {
  const lecture::Counters& c = pos > 0 ? L.steps[pos - 1].after : L.start;
  if (name == "decisions") return c.decisions;
  if (name == "propagations") return c.propagations;
  if (name == "conflicts") return c.conflicts;
  if (name == "backtracks") return c.backtracks;
  if (name == "learned") return c.learned;
  if (name == "restarts") return c.restarts;
  return -1;
}

long long total(const Lecture& L, const std::string& name) {
  for (const auto& [n, v] : L.totals)
    if (n == name) return static_cast<long long>(v);
  return -1;
}

std::string method_words(const Lecture& L) {
  std::string s = L.method;
  if (L.how->has(lecture::kMethodEncoding))
    s += ", " + (L.lab.encoding.empty() ? std::string("extended") : L.lab.encoding);
  if (L.how->has(lecture::kMethodHeuristic) && L.method != "cdcl")
    s += ", " + (L.lab.heuristic.empty() ? std::string("first-open") : L.lab.heuristic);
  if (L.how->has(lecture::kMethodRestarts)) s += L.lab.restarts ? ", restarts" : ", no restarts";
  return s;
}

// The first step at or after `from` of one of the kinds, or -1.
int first_of(const Lecture& L, std::initializer_list<const char*> kinds) {
  for (int i = 0; i < L.size(); ++i)
    for (const char* k : kinds)
      if (L.steps[i].trace.technique == k) return i;
  return -1;
}

void both_to(App& app, std::initializer_list<const char*> kinds) {
  if (!app.lecture) return;
  const int a = first_of(*app.lecture, kinds);
  // (Not recorded yet: the head goes to the recorded end, and lab_record_further records on to the end.)
  go_to(app, a < 0 ? app.lecture->size() : a + 1);
  if (app.other) {
    const int b = first_of(*app.other, kinds);
    app.other_pos = b < 0 ? app.other->size() : b + 1;
  }
}

void compare_panel(App& app) {
  const Palette& p = palette(app.high_contrast);
  const Lecture& A = *app.lecture;
  const float em = ImGui::GetFontSize();
  // What B is: a method, and its encoding / heuristic when they apply.
  ImGui::TextUnformatted("Compare with");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::CalcTextSize("failed-literals").x + ImGui::GetFrameHeight() * 1.8f);
  const std::string shown = app.other_method.empty() ? "nothing" : app.other_method;
  bool changed = false;
  if (ImGui::BeginCombo("##vs-method", shown.c_str())) {
    for (const char* m : kLabMethods) {
      const bool picked = ImGui::Selectable(m, app.other_method == m);
      app.panels.push_back({std::string("vs:") + m, ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
      if (picked) app.other_method = m, changed = true;
    }
    ImGui::EndCombo();
  }
  app.panels.push_back({"vsMethod", ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
  const lecture::LectureMethod* bm =
      app.other_method.empty() ? nullptr : lecture::find_method(*A.genre, app.other_method);
  if (bm && bm->has(lecture::kMethodEncoding)) {
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::CalcTextSize("efficient").x + ImGui::GetFrameHeight() * 1.8f);
    const std::string e = app.other_lab.encoding.empty() ? "extended" : app.other_lab.encoding;
    if (ImGui::BeginCombo("##vs-encoding", e.c_str())) {
      for (const char* x : kEncodings)
        if (ImGui::Selectable(x, e == x)) app.other_lab.encoding = x, changed = true;
      ImGui::EndCombo();
    }
  }
  if (bm && bm->has(lecture::kMethodHeuristic) && app.other_method != "cdcl") {
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::CalcTextSize("jeroslow-wang").x + ImGui::GetFrameHeight() * 1.8f);
    const std::string h = app.other_lab.heuristic.empty() ? "first-open" : app.other_lab.heuristic;
    if (ImGui::BeginCombo("##vs-heuristic", h.c_str())) {
      for (const char* x : kHeuristics)
        if (ImGui::Selectable(x, h == x)) app.other_lab.heuristic = x, changed = true;
      ImGui::EndCombo();
    }
  }
  if (changed) {
    load_other(app);
    load(app, app.input);  // the address keeps the comparison (the main run is recorded again, the same)
    return;
  }
  if (!app.other_error.empty())
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(p.removed), "%s", app.other_error.c_str());
  if (!app.other) {
    ImGui::TextWrapped(
        "Pick a second method (or the same one with another encoding or heuristic): its counts stand "
        "beside this run's, and the buttons step both to the same point.");
    return;
  }
  const Lecture& B = *app.other;
  app.other_pos = std::clamp(app.other_pos, 0, B.size());
  // The counters in one table: so far (the steps on screen) of all (the engine's, as the command line
  // prints them); the rows either run counts.
  std::vector<std::string> names = {"decisions", "propagations", "conflicts"};
  for (const Lecture* L : {&A, &B})
    for (const auto& [n, v] : L->totals)
      if (std::find(names.begin(), names.end(), n) == names.end() && n != "candidatesLeft") names.push_back(n);
  for (const char* n : {"learned", "restarts"})
    if (so_far(A, A.size(), n) > 0 || so_far(B, B.size(), n) > 0) names.push_back(n);
  if (ImGui::BeginTable("##compare", 3,
                        ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn(("A: " + method_words(A)).c_str());
    ImGui::TableSetupColumn(("B: " + method_words(B)).c_str());
    ImGui::TableHeadersRow();
    auto row = [&](const std::string& label, const std::string& a, const std::string& b) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(label.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(a.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(b.c_str());
    };
    row("step", std::to_string(app.head.pos) + " of " + std::to_string(A.size()),
        std::to_string(app.other_pos) + " of " + std::to_string(B.size()));
    for (const std::string& n : names) {
      auto cell = [&](const Lecture& L, int pos) {
        const long long now = so_far(L, pos, n), all = total(L, n);
        if (all < 0) return now >= 0 ? thousands(now) : std::string("–");
        // A run recorded in a window: its totals are the counts so far, not the whole run's.
        const std::string of_all = thousands(all) + (L.complete ? "" : " so far");
        if (now < 0 || now == all) return of_all;
        return thousands(now) + " of " + of_all;
      };
      row(n == "openCells" ? "open cells" : n, cell(A, app.head.pos), cell(B, app.other_pos));
    }
    // The engine's time for each run, here in the view (recording every step included): the machine's,
    // so it differs from the command line's `ms`; the counts above do not.
    auto ms = [](const Lecture& L) {
      char text[32];
      std::snprintf(text, sizeof text, L.solve_ms < 10 ? "%.2f" : "%.0f", L.solve_ms);
      return L.solve_ms < 0 ? std::string("–") : std::string(text);
    };
    row("time, ms", ms(A), ms(B));
    row("answer", A.run_verdict, B.run_verdict);
    ImGui::EndTable();
  }
  app.panels.push_back({"compareTable", ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
  // Stepping both to the same point.
  struct Point {
    const char* id;
    const char* label;
    std::initializer_list<const char*> kinds;
  };
  const Point points[] = {{"conflict", "Both to the first conflict", {"conflict"}},
                          {"solution", "Both to the first solution", {"model", "fixpoint"}},
                          {"end", "Both to the end", {"__end__"}}};
  for (const Point& pt : points) {
    // On one line while they fit (large text wraps them).
    const float w = ImGui::CalcTextSize(pt.label).x + ImGui::GetStyle().FramePadding.x * 2;
    if (pt.id != points[0].id && ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + w <=
                                     ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x)
      ImGui::SameLine();
    if (ImGui::Button(pt.label)) both_to(app, pt.kinds);
    app.panels.push_back({std::string("both:") + pt.id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
  }
  // B's board at its position, and its step.
  const TraceStep* bt = app.other_pos > 0 ? &B.steps[app.other_pos - 1].trace : nullptr;
  ImGui::TextWrapped("B, step %d: %s", app.other_pos, bt ? bt->explanation.c_str() : B.summary.c_str());
  if (ImGui::SmallButton("< B")) app.other_pos = std::max(0, app.other_pos - 1);
  ImGui::SameLine();
  if (ImGui::SmallButton("B >")) app.other_pos = std::min(B.size(), app.other_pos + 1);
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  if (avail.y > 6 * em) {
    ImGui::BeginChild("##other-board", ImVec2(std::min(avail.x, avail.y), avail.y), false);
    draw_board(B, app.other_pos, p, app.fonts);
    ImGui::EndChild();
    app.panels.push_back({"otherBoard", ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
  }
}

}  // namespace

std::vector<std::pair<std::string, std::string>> lab_url_params(const App& app) {
  const Lecture* L = app.lecture.get();
  std::vector<std::pair<std::string, std::string>> p;
  p.emplace_back("encoding", has(app, lecture::kMethodEncoding) ? app.lab.encoding : "");
  p.emplace_back("heuristic", has(app, lecture::kMethodHeuristic) ? app.lab.heuristic : "");
  p.emplace_back("restarts", has(app, lecture::kMethodRestarts) && !app.lab.restarts ? "no" : "");
  p.emplace_back("what-if", L && has(app, lecture::kMethodDecide) ? lecture::format_what_if(*L, app.lab.what_if) : "");
  p.emplace_back("unique", has(app, lecture::kMethodUnique) && app.lab.unique ? "1" : "");
  p.emplace_back("break", format_breakpoints(app));
  const bool vs = L && L->trail_based() && !app.other_method.empty() && L->sudoku;
  p.emplace_back("vs-method", vs ? app.other_method : "");
  p.emplace_back("vs-encoding", vs ? app.other_lab.encoding : "");
  p.emplace_back("vs-heuristic", vs ? app.other_lab.heuristic : "");
  p.emplace_back("panel", app.side_tab == 1 ? "tree" : app.side_tab == 2 ? "compare" : "");
  p.emplace_back("events", app.lab.max_events > 0 ? std::to_string(app.lab.max_events) : "");
  return p;
}

void read_lab_address(App& app) {
  app.lab.seconds = app.other_lab.seconds = lecture::kViewSeconds;  // the tab never freezes on a long search
  app.lab.encoding = url_param("encoding");
  app.lab.heuristic = url_param("heuristic");
  const std::string restarts = url_param("restarts");
  app.lab.restarts = !(restarts == "no" || restarts == "0" || restarts == "off" || restarts == "false");
  app.lab.what_if_text = url_param("what-if");
  app.lab.unique = url_param("unique") == "1";
  // events=N: how many search events a run records as steps (default 1,500; the benchmark's search
  // tree of 5,000 nodes needs more).
  app.lab.max_events = std::clamp(std::atoi(url_param("events").c_str()), 0, 30000);
  parse_breakpoints(app, url_param("break"), 9);
  app.other_method = url_param("vs-method");
  app.other_lab.encoding = url_param("vs-encoding");
  app.other_lab.heuristic = url_param("vs-heuristic");
  const std::string panel = url_param("panel");
  app.wanted_tab = panel == "tree" ? 1 : panel == "compare" || !app.other_method.empty() ? 2 : -1;
}

void lab_menu(App& app) {
  const Lecture* L = app.lecture.get();
  if (!ImGui::BeginMenu("Lab")) {
    app.panels.push_back({"labMenu", ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
    return;
  }
  app.panels.push_back({"labMenu", ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
  if (L && variable_board(*L) && has(app, lecture::kMethodDecide)) {
    ImGui::TextDisabled("Decide it yourself: click a variable's left half (true) or right half (false);");
    ImGui::TextDisabled("right-click a variable for a breakpoint (B runs to it), U undoes the decision.");
  } else if (!L || !L->sudoku || !L->trail_based()) {
    ImGui::TextDisabled("The lab's methods are Sudoku's: propagation, failed-literals,");
    ImGui::TextDisabled("backtracking, dpll, cdcl, exact-cover (the method menu).");
  }
  bool reload = false;
  if (has(app, lecture::kMethodEncoding)) {
    ImGui::TextDisabled("Encoding (document 002) — the CNF of this puzzle's rules");
    const std::string now = app.lab.encoding.empty() ? "extended" : app.lab.encoding;
    for (const char* e : kEncodings) {
      const std::string label = std::string(e) + " — " + cnf_size(*L, e);
      if (ImGui::MenuItem(label.c_str(), nullptr, now == e) && now != e) app.lab.encoding = e, reload = true;
      app.panels.push_back({std::string("encoding:") + e, ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
    }
    ImGui::Separator();
  }
  if (has(app, lecture::kMethodHeuristic)) {
    if (L->method == "cdcl") {
      ImGui::TextDisabled("Branching: VSIDS (MiniSat's activity order)");
    } else {
      ImGui::TextDisabled("Branching heuristic");
      const std::string now = app.lab.heuristic.empty() ? "first-open" : app.lab.heuristic;
      for (size_t i = 0; i < std::size(kHeuristics); ++i) {
        if (ImGui::MenuItem(kHeuristicTitles[i], nullptr, now == kHeuristics[i]) && now != kHeuristics[i])
          app.lab.heuristic = kHeuristics[i], reload = true;
        app.panels.push_back(
            {std::string("heuristic:") + kHeuristics[i], ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
      }
    }
    ImGui::Separator();
  }
  if (has(app, lecture::kMethodRestarts)) {
    if (ImGui::MenuItem("MiniSat's restarts", nullptr, app.lab.restarts))
      app.lab.restarts = !app.lab.restarts, reload = true;
    app.panels.push_back({"restarts", ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
    ImGui::Separator();
  }
  if (has(app, lecture::kMethodUnique)) {
    if (ImGui::MenuItem("Prove it unique (block the solution, search again)", nullptr, app.lab.unique))
      app.lab.unique = !app.lab.unique, reload = true;
    app.panels.push_back({"unique", ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
  }
  if (has(app, lecture::kMethodDecide) && !app.lab.what_if.empty()) {
    if (ImGui::MenuItem("Forget the class's decisions")) app.lab.what_if.clear(), reload = true;
  }
  if (L && L->trail_based() && L->sudoku && ImGui::MenuItem("Side by side with another method...")) app.wanted_tab = 2;
  if (has(app, lecture::kMethodTree) && ImGui::MenuItem("Search tree")) app.wanted_tab = 1;
  if (!app.lab.what_if.empty() || app.lab.unique || has(app, lecture::kMethodEncoding)) {
    ImGui::Separator();
    if (L && !L->command.empty()) ImGui::TextDisabled("Same numbers: %s", L->command.c_str());
    if (L && !L->complete)
      ImGui::TextDisabled("The run is recorded to step %d so far: its totals are not final", L->size() - 1);
  }
  ImGui::EndMenu();
  if (reload) {
    const int at = app.head.pos;
    app.lab.what_if_text.clear();
    load(app, app.input);
    if (app.lecture) go_to(app, std::min(at, app.lecture->size()));
    load_other(app);
  }
}

void lab_board_input(App& app, const BoardInput& in) {
  if (in.clicked_cell < 0 || !app.lecture) return;
  if (in.right_click) {
    const std::pair<int, int> bp{in.clicked_cell, in.clicked_value};
    auto it = std::find(app.breakpoints.begin(), app.breakpoints.end(), bp);
    if (it != app.breakpoints.end()) app.breakpoints.erase(it);
    else app.breakpoints.push_back(bp);
    const Lecture& L = *app.lecture;
    app.lab_note = it != app.breakpoints.end() || app.breakpoints.empty()
                       ? ""
                       : "breakpoint on " + breakpoint_words(&L, L.cols, in.clicked_cell, in.clicked_value) +
                             (variable_board(L) ? ": Run to breakpoint (B) stops when it is decided or forced"
                                                : ": Run to breakpoint (B) stops when it is decided, forced or struck");
    set_url_params(lab_url_params(app));
    return;
  }
  decide(app, in.clicked_cell, in.clicked_value);
}

void decide(App& app, int cell, int value) {
  if (!has(app, lecture::kMethodDecide)) return;
  const Lecture& L = *app.lecture;
  const auto lit = lecture::candidate_literal(L, cell, value);
  if (!lit) return;
  const int k = app.head.pos;
  const int d = static_cast<int>(lecture::decisions_until(L, k).size()) + 1;
  // The class's earlier choices before this point stay; later ones were another branch's.
  std::vector<std::pair<int, Lit>> w;
  for (const auto& e : app.lab.what_if)
    if (e.first < d) w.push_back(e);
  w.emplace_back(d, *lit);
  App::Before before{nullptr, app.lab.what_if, k};
  std::vector<App::Before> undo = std::move(app.undo);
  app.lab.what_if = std::move(w);
  app.lab.what_if_text.clear();
  const std::string name = literal_words(L, *lit);
  const double t0 = now_ms();
  app.extensions = 0;
  app.extend_ms_max = 0;
  // The run up to the click is the same (the same decisions before it): recorded again with a window of
  // events after it, the search stopped there (lecture_lab.h), not searched to its end.
  app.lab.window = lecture::can_record_in_windows(L) ? lecture::window_after(k) : 0;
  load(app, app.input);
  app.lab.window = 0;
  if (!app.lecture) return;
  // The decision, its propagation and a conflict when one comes must be on screen: record further in
  // the (rare) case the window ended before them.
  int i = decision_step(*app.lecture, d);
  while (!app.lecture->complete && (i < 0 || consequences_end(*app.lecture, i) >= app.lecture->size() - 1)) {
    extend_recording(app);
    i = decision_step(*app.lecture, d);
  }
  app.what_if_ms = now_ms() - t0;
  before.lecture = std::move(app.replaced);
  undo.push_back(std::move(before));
  if (undo.size() > kUndoKept) undo.erase(undo.begin());
  app.undo = std::move(undo);
  const Lecture& N = *app.lecture;
  if (i < 0) {
    app.lab_note = "the search ended before decision " + std::to_string(d) + ": nothing was left to decide";
    return go_to(app, N.size());
  }
  app.lab_note = N.steps[i].trace.variables.at(0) == lit->dimacs()
                     ? "the class decided " + name + " (decision " + std::to_string(d) + "; answered in " +
                           std::to_string(static_cast<int>(app.what_if_ms + 0.5)) + " ms)"
                     : name + " was set by propagation before the next decision: the solver decided its own";
  go_to(app, consequences_end(N, i));
  keep_position(app);
}

void undo_decision(App& app) {
  if (app.lab.what_if.empty()) return;
  if (!app.undo.empty()) {  // the run before the click, as it was: restored, not searched again
    App::Before b = std::move(app.undo.back());
    app.undo.pop_back();
    app.lecture = std::move(b.lecture);
    app.lab.what_if = std::move(b.what_if);
    app.lab.what_if_text.clear();
    app.graph_pos = app.tree_pos = -1;
    app.tree_of = nullptr;
    app.breakpoint_pending = false;
    go_to(app, b.pos);
    set_url_params(lab_url_params(app));
    keep_position(app);
    app.lab_note = "undone: back to where the class decided";
    return wake(app);
  }
  // (Reopened from an address: nothing kept.) The run without the last decision, recorded up to where
  // it was made and a window more.
  const int d = app.lab.what_if.back().first;
  app.lab.what_if.pop_back();
  app.lab.what_if_text.clear();
  app.lab.window = lecture::can_record_in_windows(*app.lecture) ? lecture::window_after(app.head.pos) : 0;
  load(app, app.input);
  app.lab.window = 0;
  if (!app.lecture) return;
  int i = decision_step(*app.lecture, d);
  while (!app.lecture->complete && (i < 0 || i >= app.lecture->size() - 1)) {
    extend_recording(app);
    i = decision_step(*app.lecture, d);
  }
  go_to(app, i < 0 ? app.lecture->size() : i);
  keep_position(app);
  app.lab_note = "undone: back to where the class decided";
}

std::vector<TimelineButton> lab_buttons(const App& app) {
  std::vector<TimelineButton> b;
  const Lecture* L = app.lecture.get();
  if (!L) return b;
  if (has(app, lecture::kMethodDecide) && !app.lab.what_if.empty()) {
    const Lit l = app.lab.what_if.back().second;
    b.push_back({"undo", "Undo " + literal_words(*L, l) + "##undo"});
  }
  if (!app.breakpoints.empty()) b.push_back({"breakpoint", "Run to breakpoint##breakpoint"});
  const bool at_model = app.head.pos > 0 && L->steps[app.head.pos - 1].trace.technique == "model";
  if (has(app, lecture::kMethodUnique) && !app.lab.unique && at_model) b.push_back({"unique", "Is it unique?##unique"});
  return b;
}

void lab_button_pressed(App& app, const std::string& id) {
  if (id == "undo") undo_decision(app);
  if (id == "breakpoint") run_to_breakpoint(app);
  if (id == "unique") prove_unique(app);
}

void lab_record_further(App& app) {
  app.replaced.reset();  // (decide() has taken it for Back by now)
  if (!app.lecture || app.lecture->complete) return;
  const int n = app.lecture->size();
  const bool at_end = app.head.pos >= n && !app.head.playing;  // End, or a jump to the end
  if (!app.breakpoint_pending && app.head.pos < n - 1) return;
  if (app.recording_held_at >= 0) {  // Escape: held until the play head moves or B looks again
    if (app.recording_held_at == app.head.pos && !app.breakpoint_pending) return;
    app.recording_held_at = -1;
  }
  extend_recording(app);
  if (!app.lecture) return;
  if (at_end) go_to(app, app.lecture->size());  // on to the end, a window a frame
  if (app.breakpoint_pending) {
    app.breakpoint_pending = false;
    run_to_breakpoint(app);
  }
}

void load_other(App& app) {
  app.other.reset();
  app.other_error.clear();
  const Lecture* L = app.lecture.get();
  if (!L || !L->sudoku || app.other_method.empty()) return;
  auto loaded = lecture::load_lecture("sudoku", app.input, app.other_method, app.other_lab);
  if (!loaded) {
    app.other_error = loaded.error().message;
    return;
  }
  app.other = std::move(*loaded);
  app.other_pos = 0;
}

void side_panel(App& app, ImVec2 at, ImVec2 size, bool with_residual_toggle) {
  Lecture& L = *app.lecture;
  const Palette& p = palette(app.high_contrast);
  const float em = ImGui::GetFontSize();
  const bool tree = L.how->has(lecture::kMethodTree), compare = L.trail_based() && L.sudoku.has_value();
  if (!tree && app.side_tab == 1) app.side_tab = 0;
  if (!compare && app.side_tab == 2) app.side_tab = 0;
  const char* titles[] = {"The step as a graph###side", "The search tree###side", "Side by side###side"};
  const ImGuiCond cond = app.layout_dirty ? ImGuiCond_Always : ImGuiCond_FirstUseEver;
  ImGui::SetNextWindowPos(at, cond);
  ImGui::SetNextWindowSize(size, cond);
  const bool open = ImGui::Begin(titles[app.side_tab], nullptr, ImGuiWindowFlags_NoCollapse);
  const ImVec2 wp = ImGui::GetWindowPos(), ws = ImGui::GetWindowSize();
  app.panels.push_back({"graph", wp, ImVec2(wp.x + ws.x, wp.y + ws.y)});
  if (!open) return ImGui::End();
  if ((tree || compare) && ImGui::BeginTabBar("##side-tabs")) {
    const char* names[] = {"Step graph", "Search tree", "Side by side"};
    const char* ids[] = {"tab:graph", "tab:tree", "tab:compare"};
    for (int i = 0; i < 3; ++i) {
      if ((i == 1 && !tree) || (i == 2 && !compare)) continue;
      const ImGuiTabItemFlags flags = app.wanted_tab == i ? ImGuiTabItemFlags_SetSelected : 0;
      if (ImGui::BeginTabItem(names[i], nullptr, flags)) {
        if (app.side_tab != i) {
          app.side_tab = i;
          set_url_params(lab_url_params(app));
        }
        ImGui::EndTabItem();
      }
      app.panels.push_back({ids[i], ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
    }
    app.wanted_tab = -1;
    ImGui::EndTabBar();
  }
  if (app.side_tab == 0) {
    // The whole residual clause graph only on request: for a rule step it is a hairball of every
    // binary clause left, unrelated to the step.
    if (with_residual_toggle && !L.trail_based() && app.bench_nodes == 0 && size.y >= 16 * em) {
      if (ImGui::Checkbox("Show the whole residual", &app.show_residual)) app.graph_pos = -1;
      app.panels.push_back({"residualToggle", ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
    }
    app.graph_view.draw(p, app.fonts, app.renderer);
    app.panels.push_back({"graphCanvas", app.graph_view.canvas_min(), app.graph_view.canvas_max()});
  } else if (app.side_tab == 1) {
    if (app.tree_pos != app.head.pos || app.tree_of != &L) {
      app.tree_view.set_graph(L.search_tree(app.head.pos), p, app.tree_renderer, app.tree_of == &L);
      app.tree_pos = app.head.pos;
      app.tree_of = &L;
    }
    app.tree_view.draw(p, app.fonts, app.tree_renderer);
    app.panels.push_back({"treeCanvas", app.tree_view.canvas_min(), app.tree_view.canvas_max()});
    const int clicked = app.tree_view.take_clicked();
    if (clicked >= 0 && clicked < static_cast<int>(app.tree_view.graph().nodes.size()))
      go_to(app, app.tree_view.graph().nodes[clicked].step);
  } else {
    compare_panel(app);
  }
  ImGui::End();
}

void write_lab_state(App& app, JsonWriter& w) {
  const Lecture* L = app.lecture.get();
  w.key("lab").begin_object();
  w.key("encoding").value(app.lab.encoding);
  w.key("heuristic").value(app.lab.heuristic);
  w.key("restarts").value(app.lab.restarts);
  w.key("unique").value(app.lab.unique);
  w.key("whatIf").value(L ? lecture::format_what_if(*L, app.lab.what_if) : std::string());
  w.key("whatIfMs").value(app.what_if_ms);
  // A run recorded in a window (after a click): not complete, recorded with `window` events.
  w.key("complete").value(L ? L->complete : true);
  w.key("window").value(L ? L->lab.window : 0);
  // Recording further frame by frame (a search that paused goes on): while the lecture wants more of the
  // run (the end, a breakpoint beyond, the last step) and Escape has not held it.
  const bool wants = L && !L->complete && (app.breakpoint_pending || app.head.pos >= L->size() - 1) &&
                     (app.recording_held_at < 0 || app.recording_held_at != app.head.pos || app.breakpoint_pending);
  w.key("recording").value(wants && lecture::can_record_further(*L));
  w.key("recordedSteps").value(L ? L->size() : 0);
  w.key("undoKept").value(static_cast<int>(app.undo.size()));
  w.key("extensions").value(app.extensions);
  w.key("extendMsMax").value(app.extend_ms_max);
  w.key("note").value(app.lab_note);
  w.key("breakpoints").value(format_breakpoints(app));
  w.key("tab").value(app.side_tab == 1 ? "tree" : app.side_tab == 2 ? "compare" : "graph");
  w.key("runVerdict").value(L ? L->run_verdict : std::string());
  w.key("command").value(L ? L->command : std::string());
  w.key("cnfSize").value(L ? L->cnf_size : std::string());
  w.key("solveMs").value(L ? L->solve_ms : -1.0);
  w.key("totals").begin_object();
  if (L)
    for (const auto& [name, v] : L->totals) w.key(name).value(static_cast<unsigned long long>(v));
  w.end_object();
  w.key("decisionsSoFar").value(L ? static_cast<int>(lecture::decisions_until(*L, app.head.pos).size()) : 0);
  const BoardInput& b = app.board_input;
  w.key("board")
      .begin_array()
      .value(static_cast<double>(b.grid_min.x))
      .value(static_cast<double>(b.grid_min.y))
      .value(static_cast<double>(b.cell))
      .value(b.sub_cols)
      .value(b.sub_rows)
      .value(static_cast<double>(b.candidate_px))
      .value(static_cast<double>(b.cell_h))
      .end_array();
  // The board's columns, and on a CNF each variable's value at this position (-1 open, 0, 1): what a
  // test clicks by and reads the class's decision's consequences from.
  w.key("boardCols").value(L ? L->cols : 0);
  w.key("variables").begin_array();
  if (L && variable_board(*L) && L->cnf.num_vars() <= 1000)
    for (int8_t v : L->state(app.head.pos).value) w.value(static_cast<int>(v));
  w.end_array();
  const lecture::Graph& tree = app.tree_view.graph();
  w.key("tree")
      .begin_object()
      .key("nodes")
      .value(static_cast<int>(tree.nodes.size()))
      .key("title")
      .value(tree.title)
      .key("visible")
      .value(app.tree_view.visible_nodes())
      .end_object();
  // The tree's labels as written, and its first nodes inside the canvas as [step, x, y] (what a test
  // clicks); only while the tree is on screen.
  w.key("treeHover").value(app.tree_view.hovered());
  w.key("treeLabels").begin_array();
  if (app.side_tab == 1) {
    const auto& labels = app.tree_view.drawn_labels();
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
  }
  w.end_array();
  w.key("treeNodes").begin_array();
  if (app.side_tab == 1) {
    const ImVec2 a = app.tree_view.canvas_min(), b = app.tree_view.canvas_max();
    int listed = 0;
    for (int i = 0; i < static_cast<int>(tree.nodes.size()) && listed < 400; ++i) {
      const ImVec2 c = app.tree_view.screen_of(i);
      if (c.x < a.x + 4 || c.y < a.y + 4 || c.x > b.x - 4 || c.y > b.y - 4) continue;
      w.begin_array().value(tree.nodes[i].step).value(static_cast<int>(c.x)).value(static_cast<int>(c.y)).end_array();
      ++listed;
    }
  }
  w.end_array();
  w.key("other").begin_object();
  if (app.other) {
    const Lecture& B = *app.other;
    w.key("method").value(B.method).key("step").value(app.other_pos).key("steps").value(B.size());
    w.key("technique").value(app.other_pos > 0 ? B.steps[app.other_pos - 1].trace.technique : std::string());
    w.key("command").value(B.command);
    w.key("totals").begin_object();
    for (const auto& [name, v] : B.totals) w.key(name).value(static_cast<unsigned long long>(v));
    w.end_object();
    w.key("solveMs").value(B.solve_ms);
  }
  w.key("error").value(app.other_error);
  w.end_object();
  w.end_object();
}

}  // namespace gridlogic::web
