// panels.cpp — the Timeline and Statistics panels (panels.h).
#include "panels.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

#include "imgui.h"
#include "imgui_internal.h"  // SetNextWindowScroll (1.86 keeps it internal)
#include "lecture_genres.h"
#include "lecture_step_graph.h"

namespace gridlogic::web {
namespace {

using lecture::Counters;
using lecture::Lecture;

using lecture::technique_title;

// The verdict for a person: "unique" → "It has exactly one solution."
std::string verdict_words(const std::string& v) {
  if (v == "unique") return "It has exactly one solution.";
  if (v == "multiple") return "It has more than one solution.";
  if (v == "none") return "It has no solution.";
  if (v == "unsatisfiable") return "The formula cannot be satisfied.";
  if (v == "satisfiable") return "The formula can be satisfied.";
  if (v == "solved") return "Solved.";
  return "Result: " + v + ".";
}

const Counters& counters_at(const Lecture& L, int pos) { return pos > 0 ? L.steps[pos - 1].after : L.start; }

// A line plot of one counter over every position, with the play head marked. The overlay says the
// value now and, with `of` > 0, out of how many ("open cells 39 of 81"); otherwise the total at the end.
void plot(const char* label, const Lecture& L, int pos, int Counters::*field, const Palette& p, float height,
          int of = 0) {
  std::vector<float> v(L.size() + 1);
  for (int k = 0; k <= L.size(); ++k) v[k] = static_cast<float>(counters_at(L, k).*field);
  const float top = *std::max_element(v.begin(), v.end());
  char overlay[96];
  if (of > 0) std::snprintf(overlay, sizeof overlay, "%s %d of %d", label, counters_at(L, pos).*field, of);
  else
    std::snprintf(overlay, sizeof overlay, L.complete ? "%s %d (%d by the end)" : "%s %d (%d recorded so far)", label,
                  counters_at(L, pos).*field, static_cast<int>(v.back()));
  ImGui::PushID(label);
  ImGui::PlotLines("##plot", v.data(), static_cast<int>(v.size()), 0, overlay, 0.0f, std::max(1.0f, top) * 1.05f,
                   ImVec2(ImGui::GetContentRegionAvail().x, height));
  ImGui::PopID();
  // The play head.
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  const float x = a.x + (b.x - a.x) * (L.size() ? static_cast<float>(pos) / static_cast<float>(L.size()) : 0.0f);
  ImGui::GetWindowDrawList()->AddLine(ImVec2(x, a.y), ImVec2(x, b.y), p.accent, 2.0f);
}

}  // namespace

void PlayHead::go(int p, int size) {
  pos = std::clamp(p, 0, size);
  if (pos == size) playing = false;
}

bool PlayHead::next_key(const Lecture& L) {
  const int k = L.next_key_step(pos);  // steps[k] is applied at position k + 1
  if (k < 0) return false;
  go(k + 1, L.size());
  return true;
}

void PlayHead::tick(double dt, int size) {
  if (!playing) {
    carry = 0;
    return;
  }
  carry += dt * speed;
  const int whole = static_cast<int>(carry);
  carry -= whole;
  if (whole) step(whole, size);
}

const char* key_step_name(const Lecture& L) { return L.how->key_button.data(); }

namespace {

// The transport, in order: what each button says (the play button at its wider word).
struct Transport {
  const char* id;
  std::string label;
  std::string extra_id = {};  // a lab button (id nullptr)
};
// Compact (a projector's large text in a narrow column): short words and no speed slider (the speed
// stays on the keys and in the address), so the transport keeps to one row and the graph its room.
std::vector<Transport> transport(const Lecture& L, const PlayHead& head, const std::vector<TimelineButton>& extra,
                                 bool compact) {
  std::vector<Transport> items;
  if (compact)
    items = {{"start", "|<"},  {"back", "<"}, {"play", head.playing ? "Pause" : "Play"},
             {"forward", ">"}, {"end", ">|"}, {"next", "Next"}};
  else
    items = {{"start", "|<"},
             {"back", "< Back"},
             {"play", head.playing ? "Pause" : "Play"},
             {"forward", "Forward >"},
             {"end", ">|"},
             {"next", key_step_name(L)},
             {"speed", ""}};
  for (const TimelineButton& b : extra) items.push_back({nullptr, b.label, b.id});
  return items;
}

float speed_width() { return ImGui::CalcTextSize("30.00 steps/s").x + ImGui::GetStyle().FramePadding.x * 2; }

float button_width(const Transport& t) {
  if (t.label.empty()) return speed_width();
  const bool play = t.id && t.id == std::string("play");
  const float text =
      std::max(ImGui::CalcTextSize(t.label.c_str(), nullptr, true).x, play ? ImGui::CalcTextSize("Pause").x : 0.0f);
  return text + ImGui::GetStyle().FramePadding.x * 2;
}

// How many rows the transport takes in `width` (items flow left to right, wrapping).
int transport_rows(const std::vector<Transport>& items, float width) {
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  int rows = 1;
  float x = 0;
  for (const Transport& t : items) {
    const float w = button_width(t);
    if (x > 0 && x + gap + w > width) {
      ++rows;
      x = 0;
    }
    x += (x > 0 ? gap : 0) + w;
  }
  return rows;
}

}  // namespace

// The explanation box's height in large lines: whole explanations as a rule, a scrolled box when
// compact (a projector's large text: the graph keeps its room).
float explanation_lines(bool compact) { return compact ? 2.2f : 3.2f; }

float timeline_min_height(const Lecture& L, float width, const Fonts& f, const std::vector<TimelineButton>& extra,
                          bool compact) {
  const ImGuiStyle& st = ImGui::GetStyle();
  const float inner = width - 2 * st.WindowPadding.x;
  const int rows = transport_rows(transport(L, PlayHead{}, extra, compact), inner);
  const float large_line = f.large->FontSize + st.ItemSpacing.y;
  // Compact: no position bar (the heading says "Step k of n") and a box of 2.2 lines that scrolls.
  return ImGui::GetFrameHeight() + 2 * st.WindowPadding.y + ImGui::GetTextLineHeightWithSpacing() +
         large_line * explanation_lines(compact) + st.ItemSpacing.y +
         static_cast<float>(rows + (compact ? 0 : 1)) * ImGui::GetFrameHeightWithSpacing();
}

bool draw_timeline(const Lecture& L, PlayHead& head, const Palette& p, const Fonts& f, bool list,
                   std::vector<NamedRect>& rects, const std::vector<TimelineButton>& extra, std::string* pressed_extra,
                   bool compact) {
  const int n = L.size();
  // The step's explanation, large.
  std::string heading, text;
  if (head.pos == 0) {
    heading = "Start · " + std::to_string(n) + (n == 1 ? " step" : " steps");
    text = L.summary + ". Press → or Space to begin.";
  } else {
    const TraceStep& t = L.steps[head.pos - 1].trace;
    heading = "Step " + std::to_string(head.pos) + " of " + std::to_string(n) + " · " + technique_title(t.technique);
    text = t.explanation.empty() ? technique_title(t.technique) : t.explanation;
  }
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(p.accent));
  ImGui::TextUnformatted(heading.c_str());
  ImGui::PopStyleColor();
  ImGui::PushFont(f.large);
  // Keep the explanation's box a fixed height so the transport does not jump around.
  const float box = ImGui::GetTextLineHeightWithSpacing() * explanation_lines(compact);
  ImGui::BeginChild("##explanation", ImVec2(0, box), false);
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::EndChild();
  ImGui::PopFont();

  // Transport: the buttons flow onto a second row when the text is large for the panel.
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  bool first = true;
  for (const Transport& t : transport(L, head, extra, compact)) {
    const float w = button_width(t);
    if (!first && ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + w <= right) ImGui::SameLine();
    first = false;
    const std::string id = t.id ? t.id : t.extra_id;
    bool pressed = false;
    if (t.label.empty()) {
      ImGui::SetNextItemWidth(w);
      ImGui::SliderFloat("##speed", &head.speed, 0.25f, 30.0f, "%.2f steps/s", ImGuiSliderFlags_Logarithmic);
    } else {
      pressed = ImGui::Button(t.label.c_str(), ImVec2(w, 0));
      if (compact && t.id && std::string(t.id) == "next" && ImGui::IsItemHovered())
        ImGui::SetTooltip("%s (C)", key_step_name(L));
    }
    rects.push_back({"transport:" + id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
    if (!pressed) continue;
    if (!t.id) {
      if (pressed_extra) *pressed_extra = id;
      continue;
    }
    if (id == "start") head.go(0, n);
    if (id == "back") head.step(-1, n);
    if (id == "play") {
      if (!head.playing && head.pos == n) head.go(0, n);
      head.playing = !head.playing;
    }
    if (id == "forward") head.step(1, n);
    if (id == "end") head.go(n, n);
    if (id == "next") head.next_key(L);
  }
  if (!compact) {
    int pos = head.pos;
    ImGui::SetNextItemWidth(-1);
    if (ImGui::SliderInt("##position", &pos, 0, n, "step %d")) head.go(pos, n);
    rects.push_back({"transport:position", ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
  }
  if (!list) return false;

  // Every step; the current one selected and kept in view, scrolled in this very frame (a frame is
  // drawn only when something changed: a scroll applied a frame later would show late).
  // A list that has just appeared has no height yet to scroll in: the scroll is asked for again until
  // it holds (the caller draws another frame while this returns true).
  static int last_scrolled = -1;
  static float want = -1.0f;
  const float row = ImGui::GetTextLineHeightWithSpacing();
  if (last_scrolled != head.pos) {
    want = std::max(0.0f, row * static_cast<float>(head.pos) - ImGui::GetContentRegionAvail().y / 2 + row / 2);
    last_scrolled = head.pos;
  }
  if (want >= 0) ImGui::SetNextWindowScroll(ImVec2(-1.0f, want));
  ImGui::BeginChild("##steps", ImVec2(0, 0), true);
  if (want >= 0 && std::abs(ImGui::GetScrollY() - std::min(want, ImGui::GetScrollMaxY())) < 1.0f &&
      ImGui::GetScrollMaxY() > 0)
    want = -1.0f;
  // Only the rows in sight are built (one line each, all of one height): a search of 12,000 steps
  // costs a frame what a short one does.
  ImGuiListClipper clipper;
  clipper.Begin(n + 1, row);
  while (clipper.Step())
    for (int k = clipper.DisplayStart; k < clipper.DisplayEnd; ++k) {
      std::string text =
          k == 0 ? "0. Start"
                 : std::to_string(k) + ". " +
                       (L.steps[k - 1].trace.explanation.empty() ? technique_title(L.steps[k - 1].trace.technique)
                                                                 : L.steps[k - 1].trace.explanation);
      if (text.size() > 220) text = text.substr(0, 217) + "...";
      const bool key = k > 0 && L.steps[k - 1].key;
      if (key) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(p.accent));
      ImGui::PushID(k);
      if (ImGui::Selectable(text.c_str(), k == head.pos)) head.go(k, n);
      ImGui::PopID();
      if (key) ImGui::PopStyleColor();
    }
  clipper.End();
  // Every row fits (a run of a few steps): there is nothing to scroll, so nothing to ask again.
  if (want >= 0 && ImGui::GetCursorPosY() <= ImGui::GetWindowHeight()) want = -1.0f;
  ImGui::EndChild();
  return want >= 0;
}

void draw_statistics(const Lecture& L, int pos, const Palette& p, const Fonts& f, const RenderInfo& info) {
  (void)f;
  const Counters& c = counters_at(L, pos);
  const float h = std::max(40.0f, ImGui::GetTextLineHeight() * 3.0f);
  ImGui::TextWrapped("%s. %s", L.summary.c_str(), verdict_words(L.verdict).c_str());
  // A lab run's totals, as the engine counted them: the command line prints the same.
  if (!L.totals.empty()) {
    std::string totals;
    for (const auto& [name, value] : L.totals)
      totals += (totals.empty() ? "" : " · ") + name + " " + std::to_string(value);
    if (L.complete) {
      ImGui::TextWrapped("The whole run (%s): %s", L.run_verdict.c_str(), totals.c_str());
      ImGui::TextDisabled("%s", L.command.c_str());
    } else {  // recorded in a window after a click: the counts so far, no command line stops there
      ImGui::TextWrapped("So far (recorded to step %d; the search goes on): %s", L.size() - 1, totals.c_str());
    }
  }
  const lecture::LectureGenre& g = *L.genre;
  // A set's heatmap is the picture (the board shows one puzzle); otherwise what the genre counts.
  if (!g.open_label.empty() && !L.how->has(lecture::kMethodHeatmap)) {
    plot(g.open_label.data(), L, pos, &Counters::open, p, h, g.open_total ? g.open_total(L) : 0);
    if (g.candidates && !L.trail_based()) plot("candidates left", L, pos, &Counters::candidates, p, h);
  }
  if (L.trail_based()) {
    plot("conflicts", L, pos, &Counters::conflicts, p, h);
    plot("decisions", L, pos, &Counters::decisions, p, h);
    plot("propagations", L, pos, &Counters::propagations, p, h);
    plot("clauses (original + learned)", L, pos, &Counters::clauses, p, h);
  }
  if (!L.two_sat_rounds.empty()) {
    for (size_t i = 0; i < L.two_sat_rounds.size(); ++i) {
      const auto& r = L.two_sat_rounds[i];
      ImGui::Text("2-SAT round %d: %d variables, %d clauses, %d placed, %d removed%s", static_cast<int>(i + 1),
                  r.variables, r.clauses, r.placed, r.removed, r.satisfiable ? "" : ", no model");
    }
  }
  // Techniques used so far.
  std::map<std::string, std::pair<int, int>> uses;  // technique → (so far, in all)
  for (int k = 0; k < L.size(); ++k) {
    auto& u = uses[L.steps[k].trace.technique];
    if (k < pos) ++u.first;
    ++u.second;
  }
  if (ImGui::BeginTable("##techniques", 3,
                        ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("kind of step");
    ImGui::TableSetupColumn("so far");
    ImGui::TableSetupColumn("in all");
    ImGui::TableHeadersRow();
    for (auto& [t, u] : uses) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(technique_title(t).c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%d", u.first);
      ImGui::TableNextColumn();
      ImGui::Text("%d", u.second);
    }
    ImGui::EndTable();
  }
  if (L.trail_based())
    ImGui::Text("decisions %d · propagated literals %d · conflicts %d · learned %d · restarts %d", c.decisions,
                c.propagations, c.conflicts, c.learned, c.restarts);
  if (info.heatmap) ImGui::TextDisabled("heatmap (%s)", info.heatmap_shader ? "WebGL2 shader" : "ImGui rectangles");
  else
    ImGui::TextDisabled("graph %d nodes, %d edges (%s)", info.graph_nodes, info.graph_edges,
                        !info.shaders    ? "ImGui draw lists"
                        : info.instanced ? "WebGL2, instanced"
                                         : "WebGL2");
}

}  // namespace gridlogic::web
