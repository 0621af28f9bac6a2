// board_view.cpp — the Board and Hashi-tree panels (board_view.h).
#include "board_view.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <string>
#include <vector>

#include "imgui.h"
#include "lecture_genres.h"

namespace gridlogic::web {
namespace {

using lecture::BoardState;
using lecture::Lecture;

const TraceStep* current_step(const Lecture& L, int pos) { return pos > 0 ? &L.steps[pos - 1].trace : nullptr; }

bool has(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

void centred_text(ImDrawList* dl, ImFont* font, float size, ImVec2 centre, ImU32 col, const char* text) {
  const ImVec2 ts = font->CalcTextSizeA(size, 1e9f, 0.0f, text);
  dl->AddText(font, size, ImVec2(centre.x - ts.x / 2, centre.y - ts.y / 2), col, text);
}

std::string value_text(int v) { return std::string(1, value_char(v)); }

// The grid's cell size and origin for rows × cols cells in the space left in the window.
struct Grid {
  ImVec2 origin;
  float cell = 0;
  ImVec2 at(int r, int c) const { return ImVec2(origin.x + c * cell, origin.y + r * cell); }
  ImVec2 centre(int r, int c) const { return ImVec2(origin.x + (c + 0.5f) * cell, origin.y + (r + 0.5f) * cell); }
};

Grid fit_grid(int rows, int cols) {
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  Grid g;
  g.cell = std::max(6.0f, std::min(avail.x / static_cast<float>(cols), avail.y / static_cast<float>(rows)));
  const ImVec2 pos = ImGui::GetCursorScreenPos();
  g.origin = ImVec2(pos.x + std::max(0.0f, (avail.x - g.cell * cols) / 2), pos.y);
  ImGui::Dummy(ImVec2(avail.x, g.cell * rows));
  return g;
}

// Values and candidates of Sudoku and Tectonic cells; sub_cols × sub_rows is the candidates' layout.
void draw_cell_contents(ImDrawList* dl, const Fonts& f, const Palette& p, const Grid& g, int r, int c, int cell,
                        const BoardState& s, bool given, const TraceStep* step, int sub_cols, int sub_rows,
                        int max_value) {
  const ImVec2 o = g.at(r, c);
  if (step) {
    if (has(step->cells, cell))
      dl->AddRectFilled(ImVec2(o.x + 1, o.y + 1), ImVec2(o.x + g.cell - 1, o.y + g.cell - 1), p.step_cell);
    for (const CellValue& cv : step->placed)
      if (cv.cell == cell)
        dl->AddRectFilled(ImVec2(o.x + 1, o.y + 1), ImVec2(o.x + g.cell - 1, o.y + g.cell - 1), p.placed_fill);
  }
  if (s.value[cell] > 0) {
    centred_text(dl, f.large, g.cell * 0.62f, g.centre(r, c), given ? p.given : p.placed,
                 value_text(s.value[cell]).c_str());
    return;
  }
  const float sw = g.cell / static_cast<float>(sub_cols), sh = g.cell / static_cast<float>(sub_rows);
  const float size = std::min(sw, sh) * 0.78f;
  for (int v = 1; v <= max_value; ++v) {
    const int i = v - 1;
    const ImVec2 centre(o.x + (static_cast<float>(i % sub_cols) + 0.5f) * sw,
                        o.y + (static_cast<float>(i / sub_cols) + 0.5f) * sh);
    bool removed_now = false;
    if (step)
      for (const CellValue& cv : step->removed)
        if (cv.cell == cell && cv.value == v) removed_now = true;
    if (removed_now) {
      centred_text(dl, f.regular, size, centre, p.removed, value_text(v).c_str());
      dl->AddLine(ImVec2(centre.x - size * 0.4f, centre.y + size * 0.4f),
                  ImVec2(centre.x + size * 0.4f, centre.y - size * 0.4f), p.removed, std::max(1.5f, size * 0.12f));
    } else if (s.candidates[cell] & (1u << v)) {
      centred_text(dl, f.regular, size, centre, p.candidate, value_text(v).c_str());
    }
  }
}

// A CDCL decision on a grid: a "D" badge in the cell's corner (as the CNF board marks its variables).
void decision_badge(ImDrawList* dl, const Fonts& f, const Palette& p, const Grid& g, int r, int c) {
  // Large enough to read from the back of the room: a fifth of the cell, outlined.
  const float radius = g.cell * 0.21f;
  const ImVec2 o = g.at(r, c), centre(o.x + radius * 1.15f, o.y + radius * 1.15f);
  dl->AddCircleFilled(centre, radius, p.decision);
  dl->AddCircle(centre, radius, p.grid_thick, 0, std::max(1.5f, g.cell * 0.03f));
  centred_text(dl, f.large, radius * 1.6f, centre, p.var_text, "D");
}

bool decided(const BoardState& s, int cell) { return cell < static_cast<int>(s.decided.size()) && s.decided[cell]; }

// The grid's geometry for the page: where it is, a cell's size, the candidates' layout and text size
// (what the browser tests measure on every genre with candidates).
void board_geometry(const Grid& g, int sub_cols, int sub_rows, BoardInput* in) {
  if (!in) return;
  in->grid_min = g.origin;
  in->cell = in->cell_h = g.cell;
  in->sub_cols = sub_cols;
  in->sub_rows = sub_rows;
  in->candidate_px = std::min(g.cell / sub_cols, g.cell / sub_rows) * 0.78f;
}

// The lab's board input: which open candidate is under the mouse (hover ring, click, right click), the
// breakpoints' rings, and the grid's geometry for the page.
void board_input(ImDrawList* dl, const Palette& p, const Grid& g, int n, int sub_cols, int sub_rows,
                 const BoardState& s, BoardInput& in) {
  board_geometry(g, sub_cols, sub_rows, &in);
  const float sw = g.cell / static_cast<float>(sub_cols), sh = g.cell / static_cast<float>(sub_rows);
  auto centre = [&](int cell, int v) {
    const ImVec2 o = g.at(cell / n, cell % n);
    return ImVec2(o.x + (static_cast<float>((v - 1) % sub_cols) + 0.5f) * sw,
                  o.y + (static_cast<float>((v - 1) / sub_cols) + 0.5f) * sh);
  };
  const float ring = std::min(sw, sh) * 0.46f, width = std::max(2.0f, g.cell * 0.03f);
  if (in.marks)
    for (const auto& [cell, v] : *in.marks) {
      if (cell < 0 || cell >= n * n) continue;
      if (v > 0) dl->AddCircle(centre(cell, v), ring, p.removed, 0, width * 1.4f);
      else dl->AddRect(g.at(cell / n, cell % n), g.at(cell / n + 1, cell % n + 1), p.removed, 0, 0, width * 2);
    }
  if (!in.pickable || !ImGui::IsWindowHovered()) return;
  const ImVec2 m = ImGui::GetIO().MousePos;
  const float x = m.x - g.origin.x, y = m.y - g.origin.y;
  if (x < 0 || y < 0 || x >= g.cell * n || y >= g.cell * n) return;
  const int r = static_cast<int>(y / g.cell), c = static_cast<int>(x / g.cell), cell = r * n + c;
  const int sc = static_cast<int>((x - c * g.cell) / sw), sr = static_cast<int>((y - r * g.cell) / sh);
  const int v = sr * sub_cols + sc + 1;
  if (s.value[cell] || v > n || !(s.candidates[cell] & (1u << v))) return;
  dl->AddCircle(centre(cell, v), ring, p.accent, 0, width);
  ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
  ImGui::SetTooltip("%s", ("r" + std::to_string(r + 1) + "c" + std::to_string(c + 1) + "=" + std::to_string(v) +
                           ": click to decide it next, right-click for a breakpoint")
                              .c_str());
  const bool left = ImGui::IsMouseClicked(ImGuiMouseButton_Left), right = ImGui::IsMouseClicked(ImGuiMouseButton_Right);
  if (left || right) {
    in.clicked_cell = cell;
    in.clicked_value = v;
    in.right_click = right;
  }
}

void draw_sudoku(const Lecture& L, int pos, const Palette& p, const Fonts& f, BoardInput* input) {
  const SudokuGrid& puzzle = *L.sudoku;
  const int n = puzzle.shape.n();
  const BoardState& s = L.state(pos);
  const TraceStep* step = current_step(L, pos);
  const Grid g = fit_grid(n, n);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(g.origin, g.at(n, n), p.paper);
  for (int cell = 0; cell < n * n; ++cell) {
    draw_cell_contents(dl, f, p, g, cell / n, cell % n, cell, s, L.given[cell], step, puzzle.shape.box_cols,
                       puzzle.shape.box_rows, n);
    if (decided(s, cell)) decision_badge(dl, f, p, g, cell / n, cell % n);
  }
  if (input) board_input(dl, p, g, n, puzzle.shape.box_cols, puzzle.shape.box_rows, s, *input);
  for (int i = 0; i <= n; ++i) {
    const bool row_box = i % puzzle.shape.box_rows == 0, col_box = i % puzzle.shape.box_cols == 0;
    dl->AddLine(g.at(i, 0), g.at(i, n), row_box ? p.grid_thick : p.grid, row_box ? 3.0f : 1.0f);
    dl->AddLine(g.at(0, i), g.at(n, i), col_box ? p.grid_thick : p.grid, col_box ? 3.0f : 1.0f);
  }
}

void draw_tectonic(const Lecture& L, int pos, const Palette& p, const Fonts& f, BoardInput* input) {
  const TectonicPuzzle& t = *L.tectonic;
  const BoardState& s = L.state(pos);
  const TraceStep* step = current_step(L, pos);
  const Grid g = fit_grid(t.rows, t.cols);
  board_geometry(g, 3, 3, input);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(g.origin, g.at(t.rows, t.cols), p.paper);
  for (int cell = 0; cell < t.size(); ++cell) {
    const int r = cell / t.cols, c = cell % t.cols;
    if (t.hole(cell)) {
      dl->AddRectFilled(g.at(r, c), g.at(r + 1, c + 1), p.hole);
      continue;
    }
    draw_cell_contents(dl, f, p, g, r, c, cell, s, L.given[cell], step, 3, 3, t.region_size(cell));
    if (decided(s, cell)) decision_badge(dl, f, p, g, r, c);
  }
  // Thin lines inside regions, thick ones between them.
  auto region = [&](int r, int c) {
    return r < 0 || c < 0 || r >= t.rows || c >= t.cols ? -2 : t.region[r * t.cols + c];
  };
  for (int r = 0; r <= t.rows; ++r)
    for (int c = 0; c < t.cols; ++c) {
      const bool thick = region(r - 1, c) != region(r, c);
      dl->AddLine(g.at(r, c), g.at(r, c + 1), thick ? p.grid_thick : p.grid, thick ? 3.0f : 1.0f);
    }
  for (int c = 0; c <= t.cols; ++c)
    for (int r = 0; r < t.rows; ++r) {
      const bool thick = region(r, c - 1) != region(r, c);
      dl->AddLine(g.at(r, c), g.at(r + 1, c), thick ? p.grid_thick : p.grid, thick ? 3.0f : 1.0f);
    }
}

// --- Variant Sudoku: the grid with its regions, the rules drawn as marks ---------------------------------

using lecture::RuleMark;

// An outline just inside a set of cells (a killer cage, an extra region): each cell side whose
// neighbour is outside the set, inset by `d`, reaching the cell's edge where the outline goes on
// straight into the next cell of the set.
void outline_cells(ImDrawList* dl, const Grid& g, int n, const std::vector<int>& cells, ImU32 col, float width, float d,
                   bool dashed) {
  auto in = [&](int r, int c) {
    return r >= 0 && c >= 0 && r < n && c < n && std::find(cells.begin(), cells.end(), r * n + c) != cells.end();
  };
  auto seg = [&](ImVec2 a, ImVec2 b) {
    if (!dashed) return dl->AddLine(a, b, col, width);
    const float len = std::hypot(b.x - a.x, b.y - a.y), dash = std::max(3.0f, g.cell * 0.08f);
    for (float t = 0; t < len; t += 2 * dash) {
      const float t1 = std::min(len, t + dash);
      dl->AddLine(ImVec2(a.x + (b.x - a.x) * t / len, a.y + (b.y - a.y) * t / len),
                  ImVec2(a.x + (b.x - a.x) * t1 / len, a.y + (b.y - a.y) * t1 / len), col, width);
    }
  };
  const float D = g.cell * d;
  for (int cell : cells) {
    const int r = cell / n, c = cell % n;
    const ImVec2 o = g.at(r, c);
    const float x0 = o.x, y0 = o.y, x1 = o.x + g.cell, y1 = o.y + g.cell;
    // Top and bottom sides: from the left inset (or the edge when the left cell continues the side).
    for (int dr : {-1, 1}) {
      if (in(r + dr, c)) continue;
      const float y = dr < 0 ? y0 + D : y1 - D;
      const float xa = in(r, c - 1) && !in(r + dr, c - 1) ? x0 : x0 + D;
      const float xb = in(r, c + 1) && !in(r + dr, c + 1) ? x1 : x1 - D;
      seg(ImVec2(xa, y), ImVec2(xb, y));
    }
    for (int dc : {-1, 1}) {
      if (in(r, c + dc)) continue;
      const float x = dc < 0 ? x0 + D : x1 - D;
      const float ya = in(r - 1, c) && !in(r - 1, c + dc) ? y0 : y0 + D;
      const float yb = in(r + 1, c) && !in(r + 1, c + dc) ? y1 : y1 - D;
      seg(ImVec2(x, ya), ImVec2(x, yb));
    }
  }
}

ImU32 with_alpha(ImU32 c, int alpha) { return (c & 0x00FFFFFFu) | (static_cast<ImU32>(alpha) << 24); }

// Marks drawn under the digits (shapes a digit sits on) or over them (outlines, dots, letters).
void draw_rule_marks(ImDrawList* dl, const Lecture& L, const Grid& g, const Palette& p, const Fonts& f, bool under) {
  const int n = L.cols;
  const ImU32 shape = with_alpha(p.grid_thick, p.high_contrast ? 110 : 60);
  auto centre = [&](int cell) { return g.centre(cell / n, cell % n); };
  for (const RuleMark& m : L.rule_marks) {
    switch (m.kind) {
      case RuleMark::Kind::Diagonal:
        if (under) {
          if (m.anti) dl->AddLine(g.at(n, 0), g.at(0, n), shape, std::max(2.0f, g.cell * 0.05f));
          else dl->AddLine(g.at(0, 0), g.at(n, n), shape, std::max(2.0f, g.cell * 0.05f));
        }
        break;
      case RuleMark::Kind::Odd:
        if (under) dl->AddCircleFilled(centre(m.cells[0]), g.cell * 0.38f, shape);
        break;
      case RuleMark::Kind::Even:
        if (under) {
          const ImVec2 c = centre(m.cells[0]);
          dl->AddRectFilled(ImVec2(c.x - g.cell * 0.36f, c.y - g.cell * 0.36f),
                            ImVec2(c.x + g.cell * 0.36f, c.y + g.cell * 0.36f), shape);
        }
        break;
      case RuleMark::Kind::Line:
      case RuleMark::Kind::Thermo:
      case RuleMark::Kind::Arrow: {
        if (!under) break;
        const bool thermo = m.kind == RuleMark::Kind::Thermo, arrow = m.kind == RuleMark::Kind::Arrow;
        const float w = g.cell * (thermo ? 0.3f : arrow ? 0.06f : 0.16f);
        const ImU32 col = arrow ? with_alpha(p.grid_thick, p.high_contrast ? 200 : 150) : shape;
        const size_t from = arrow && m.circle > 0 ? static_cast<size_t>(m.circle - 1) : 0;
        for (size_t i = from; i + 1 < m.cells.size(); ++i)
          dl->AddLine(centre(m.cells[i]), centre(m.cells[i + 1]), col, w);
        if (thermo) dl->AddCircleFilled(centre(m.cells[0]), g.cell * 0.38f, shape);
        if (arrow) {
          for (int i = 0; i < m.circle && i < static_cast<int>(m.cells.size()); ++i)
            dl->AddCircle(centre(m.cells[i]), g.cell * 0.4f, col, 0, std::max(1.5f, g.cell * 0.05f));
          if (m.cells.size() >= 2) {  // the head
            const ImVec2 a = centre(m.cells[m.cells.size() - 2]), b = centre(m.cells.back());
            const float len = std::max(1.0f, std::hypot(b.x - a.x, b.y - a.y)), h = g.cell * 0.25f;
            const ImVec2 d((b.x - a.x) / len, (b.y - a.y) / len);
            dl->AddLine(b, ImVec2(b.x - d.x * h - d.y * h * 0.6f, b.y - d.y * h + d.x * h * 0.6f), col, w);
            dl->AddLine(b, ImVec2(b.x - d.x * h + d.y * h * 0.6f, b.y - d.y * h - d.x * h * 0.6f), col, w);
          }
        }
        break;
      }
      case RuleMark::Kind::Cage:
      case RuleMark::Kind::Region: {
        if (under) break;
        const bool cage = m.kind == RuleMark::Kind::Cage;
        outline_cells(dl, g, n, m.cells, cage ? p.grid_thick : shape, std::max(1.5f, g.cell * 0.025f), 0.07f, cage);
        if (cage && !m.text.empty()) {
          const int first = *std::min_element(m.cells.begin(), m.cells.end());
          const ImVec2 o = g.at(first / n, first % n);
          const float size = g.cell * 0.24f;
          const ImVec2 ts = f.small->CalcTextSizeA(size, 1e9f, 0.0f, m.text.c_str());
          dl->AddRectFilled(ImVec2(o.x + g.cell * 0.04f, o.y + g.cell * 0.04f),
                            ImVec2(o.x + g.cell * 0.06f + ts.x, o.y + g.cell * 0.04f + ts.y), p.paper);
          dl->AddText(f.small, size, ImVec2(o.x + g.cell * 0.05f, o.y + g.cell * 0.04f), p.grid_thick, m.text.c_str());
        }
        break;
      }
      case RuleMark::Kind::Dot:
      case RuleMark::Kind::Letter: {
        if (under || m.cells.size() != 2) break;
        const ImVec2 a = centre(m.cells[0]), b = centre(m.cells[1]), mid((a.x + b.x) / 2, (a.y + b.y) / 2);
        const float r = g.cell * 0.13f;
        if (m.kind == RuleMark::Kind::Dot) {
          dl->AddCircleFilled(mid, r, m.black ? p.grid_thick : p.paper);
          dl->AddCircle(mid, r, p.grid_thick, 0, std::max(1.5f, g.cell * 0.025f));
          if (!m.text.empty())
            centred_text(dl, f.small, r * 1.3f, mid, m.black ? p.paper : p.grid_thick, m.text.c_str());
        } else {
          dl->AddRectFilled(ImVec2(mid.x - r, mid.y - r), ImVec2(mid.x + r, mid.y + r), p.paper);
          centred_text(dl, f.large, r * 2.0f, mid, p.grid_thick, m.text.c_str());
        }
        break;
      }
    }
  }
}

void draw_variant(const Lecture& L, int pos, const Palette& p, const Fonts& f, BoardInput* input) {
  const VariantGrid& vg = L.variant->grid;
  const int n = vg.n;
  const BoardState& s = L.state(pos);
  const TraceStep* step = current_step(L, pos);
  const Grid g = fit_grid(n, n);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(g.origin, g.at(n, n), p.paper);
  draw_rule_marks(dl, L, g, p, f, true);
  // Candidates in a block as wide as the largest divisor of n up to its root (3 × 3 for 9, 3 × 2 for 6).
  int sub_rows = 1;
  for (int d = 1; d * d <= n; ++d)
    if (n % d == 0) sub_rows = d;
  const int sub_cols = (n + sub_rows - 1) / sub_rows;
  board_geometry(g, sub_cols, sub_rows, input);
  for (int cell = 0; cell < n * n; ++cell)
    draw_cell_contents(dl, f, p, g, cell / n, cell % n, cell, s, L.given[cell], step, sub_cols, sub_rows, n);
  auto region = [&](int r, int c) { return r < 0 || c < 0 || r >= n || c >= n ? -2 : vg.region[r * n + c]; };
  for (int r = 0; r <= n; ++r)
    for (int c = 0; c < n; ++c) {
      const bool thick = region(r - 1, c) != region(r, c);
      dl->AddLine(g.at(r, c), g.at(r, c + 1), thick ? p.grid_thick : p.grid, thick ? 3.0f : 1.0f);
    }
  for (int c = 0; c <= n; ++c)
    for (int r = 0; r < n; ++r) {
      const bool thick = region(r, c - 1) != region(r, c);
      dl->AddLine(g.at(r, c), g.at(r + 1, c), thick ? p.grid_thick : p.grid, thick ? 3.0f : 1.0f);
    }
  draw_rule_marks(dl, L, g, p, f, false);
}

// Hashi bridges and islands (the spanning tree and cut rounds are drawn in the graph panel).
void draw_hashi_grid(const Lecture& L, const BoardState& s, const TraceStep* step, const Palette& p, const Fonts& f,
                     const Grid& g) {
  const HashiPuzzle& h = *L.hashi;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(g.origin, g.at(h.rows, h.cols), p.paper);
  for (int r = 0; r < h.rows; ++r)
    for (int c = 0; c < h.cols; ++c) dl->AddCircleFilled(g.centre(r, c), std::max(1.0f, g.cell * 0.04f), p.grid);
  auto centre = [&](int island) { return g.centre(h.islands[island].row, h.islands[island].col); };
  std::vector<int> changed(h.edge_count(), 0);
  if (step)
    for (const LinkRange& l : step->links) {
      const int e = h.edge_between(h.island_at[l.a], h.island_at[l.b]);
      if (e >= 0) changed[e] = 1;
    }
  const float w = std::max(2.0f, g.cell * 0.07f);
  for (int e = 0; e < h.edge_count(); ++e) {
    const HashiEdge& edge = h.edges[e];
    const ImVec2 a = centre(edge.a), b = centre(edge.b);
    const ImVec2 normal = edge.horizontal ? ImVec2(0, 1) : ImVec2(1, 0);
    const float off = g.cell * 0.11f;
    const int drawn = s.lo[e];
    const ImU32 col = changed[e] ? p.bridge_new : p.bridge;
    if (drawn == 1) dl->AddLine(a, b, col, w);
    if (drawn == 2) {
      dl->AddLine(ImVec2(a.x + normal.x * off, a.y + normal.y * off),
                  ImVec2(b.x + normal.x * off, b.y + normal.y * off), col, w);
      dl->AddLine(ImVec2(a.x - normal.x * off, a.y - normal.y * off),
                  ImVec2(b.x - normal.x * off, b.y - normal.y * off), col, w);
    }
    if (s.hi[e] > s.lo[e]) {
      // Still possible: a thin dotted line.
      const float len = std::hypot(b.x - a.x, b.y - a.y);
      const int dots = std::max(2, static_cast<int>(len / (g.cell * 0.25f)));
      for (int i = 1; i < dots; ++i) {
        const float t = static_cast<float>(i) / static_cast<float>(dots);
        dl->AddCircleFilled(ImVec2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t), std::max(1.2f, g.cell * 0.035f),
                            changed[e] ? p.bridge_new : p.bridge_maybe);
      }
    }
    if (changed[e] && s.hi[e] == 0) {  // this step ruled the bridge out
      const ImVec2 m((a.x + b.x) / 2, (a.y + b.y) / 2);
      const float x = g.cell * 0.15f;
      dl->AddLine(ImVec2(m.x - x, m.y - x), ImVec2(m.x + x, m.y + x), p.removed, w);
      dl->AddLine(ImVec2(m.x - x, m.y + x), ImVec2(m.x + x, m.y - x), p.removed, w);
    }
  }
  // Cut groups of a cut round: a tinted halo per group.
  for (size_t gi = 0; gi < s.cut_groups.size(); ++gi)
    for (int island : s.cut_groups[gi]) {
      const ImU32 c = p.group(static_cast<int>(gi));
      dl->AddCircleFilled(centre(island), g.cell * 0.5f, (c & 0x00FFFFFF) | 0x70000000);
    }
  for (int i = 0; i < h.island_count(); ++i) {
    const ImVec2 c = centre(i);
    const float r = g.cell * 0.36f;
    const int cell = h.islands[i].row * h.cols + h.islands[i].col;
    const bool in_step = step && has(step->cells, cell);
    const ImU32 fill = in_step ? p.step_cell : p.island;
    dl->AddCircleFilled(c, r, fill);
    const ImU32 ring = s.group.empty() || s.group[i] < 0 ? p.grid_thick : p.group(s.group[i]);
    dl->AddCircle(c, r, ring, 0, s.group.empty() || s.group[i] < 0 ? 2.0f : std::max(3.0f, g.cell * 0.09f));
    const int clue = h.islands[i].clue;
    centred_text(dl, f.large, g.cell * 0.45f, c, p.island_text, clue ? std::to_string(clue).c_str() : "?");
  }
}

void draw_hashi(const Lecture& L, int pos, const Palette& p, const Fonts& f, BoardInput*) {
  const Grid g = fit_grid(L.hashi->rows, L.hashi->cols);
  draw_hashi_grid(L, L.state(pos), current_step(L, pos), p, f, g);
}

// The lab's input on the CNF's variable matrix: an open tile under the mouse shows which half is which
// (left: decide it true, right: false), a click decides, a right click sets or clears a breakpoint;
// breakpoints are red frames. The tiles' geometry goes to the page (the tests click by it).
void cnf_input(ImDrawList* dl, const Lecture& L, const BoardState& s, const Palette& p, ImVec2 o, float cw, float ch,
               BoardInput& in) {
  in.grid_min = o;
  in.cell = cw;
  in.cell_h = ch;
  in.sub_cols = 2;
  in.sub_rows = 1;
  const int n = L.cnf.num_vars();
  const float width = std::max(2.0f, ch * 0.04f);
  if (in.marks)
    for (const auto& [v, value] : *in.marks) {
      if (v < 0 || v >= n) continue;
      const int r = v / L.cols, c = v % L.cols;
      dl->AddRect(ImVec2(o.x + c * cw + 1, o.y + r * ch + 1), ImVec2(o.x + (c + 1) * cw - 1, o.y + (r + 1) * ch - 1),
                  p.removed, 6.0f, 0, width * 1.5f);
    }
  if (!in.pickable || !ImGui::IsWindowHovered()) return;
  const ImVec2 m = ImGui::GetIO().MousePos;
  const float x = m.x - o.x, y = m.y - o.y;
  if (x < 0 || y < 0 || x >= cw * L.cols || y >= ch * L.rows) return;
  const int r = static_cast<int>(y / ch), c = static_cast<int>(x / cw), v = r * L.cols + c;
  if (v >= n || s.value[v] >= 0) return;
  const bool truth = x - c * cw < cw / 2;
  const ImVec2 a(o.x + c * cw + 3 + (truth ? 0 : cw / 2 - 3), o.y + r * ch + 3),
      b(o.x + c * cw + (truth ? cw / 2 : cw - 3), o.y + (r + 1) * ch - 3);
  dl->AddRect(a, b, p.accent, 6.0f, 0, width);
  ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
  const Lit l = truth ? Lit::pos(Var{v}) : Lit::neg(Var{v});
  ImGui::SetTooltip(
      "%s", (L.literal_name(l) + ": click to decide it next, right-click for a breakpoint on " + L.cnf.describe(Var{v}))
                .c_str());
  const bool left = ImGui::IsMouseClicked(ImGuiMouseButton_Left), right = ImGui::IsMouseClicked(ImGuiMouseButton_Right);
  if (left || right) {
    in.clicked_cell = v;
    in.clicked_value = right ? 0 : truth ? 1 : -1;
    in.right_click = right;
  }
}

void draw_cnf(const Lecture& L, int pos, const Palette& p, const Fonts& f, BoardInput* input) {
  const BoardState& s = L.state(pos);
  const TraceStep* step = current_step(L, pos);
  const int n = L.cnf.num_vars();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float cw = avail.x / static_cast<float>(L.cols);
  const float ch = std::min(avail.y / static_cast<float>(L.rows), cw * 0.75f);
  const ImVec2 o = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(avail.x, ch * L.rows));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  std::vector<int> in_step(n, 0);
  bool decision_step = step && step->technique == "decision";
  if (step)
    for (int v : step->variables)
      if (std::abs(v) - 1 < n) in_step[std::abs(v) - 1] = 1;
  // Which variables are decisions on the trail.
  std::vector<int> decision(n, 0);
  for (const TrailEntry& e : s.trail)
    if (e.is_decision() && e.lit.var().index < n) decision[e.lit.var().index] = 1;
  for (int v = 0; v < n; ++v) {
    const int r = v / L.cols, c = v % L.cols;
    const ImVec2 a(o.x + c * cw + 3, o.y + r * ch + 3), b(o.x + (c + 1) * cw - 3, o.y + (r + 1) * ch - 3);
    const ImU32 fill = s.value[v] < 0 ? p.var_open : s.value[v] ? p.var_true : p.var_false;
    dl->AddRectFilled(a, b, fill, 6.0f);
    if (in_step[v]) dl->AddRect(a, b, decision_step ? p.decision : p.removed, 6.0f, 0, 4.0f);
    else if (decision[v]) dl->AddRect(a, b, p.decision, 6.0f, 0, 3.0f);
    const std::string name = L.cnf.describe(Var{v});
    const float size = std::min(ch * 0.3f, (b.x - a.x) / std::max<size_t>(4, name.size()) * 1.7f);
    centred_text(dl, f.large, size, ImVec2((a.x + b.x) / 2, a.y + (b.y - a.y) * 0.33f), p.var_text, name.c_str());
    // An open tile the class may decide says which half is which.
    const bool pick = input && input->pickable && s.value[v] < 0;
    const std::string state = s.value[v] < 0
                                  ? (pick ? "T  open  F" : "open")
                                  : std::string(s.value[v] ? "true" : "false") + " @" + std::to_string(s.level[v]);
    centred_text(dl, f.regular, size * 0.8f, ImVec2((a.x + b.x) / 2, a.y + (b.y - a.y) * 0.72f), p.var_text,
                 state.c_str());
    if (decision[v]) {  // a decision: a "D" badge in the corner
      const float r = std::min(b.x - a.x, b.y - a.y) * 0.14f;
      const ImVec2 c(a.x + r * 1.2f, a.y + r * 1.2f);
      dl->AddCircleFilled(c, r, p.decision);
      centred_text(dl, f.regular, r * 1.5f, c, p.var_text, "D");
    }
  }
  if (input) cnf_input(dl, L, s, p, o, cw, ch, *input);
}

// How each genre's board is drawn: one row per genre of lecture_genres.h, by its name (the model library
// builds natively without ImGui, so the rows cannot hold these functions themselves).
struct BoardRow {
  std::string_view genre;
  void (*draw)(const Lecture&, int, const Palette&, const Fonts&, BoardInput*);
};
constexpr BoardRow kBoards[] = {
    {"sudoku", &draw_sudoku}, {"tectonic", &draw_tectonic}, {"hashi", &draw_hashi},
    {"cnf", &draw_cnf},       {"variant", &draw_variant},
};

}  // namespace

void draw_board(const Lecture& L, int pos, const Palette& p, const Fonts& f, BoardInput* input) {
  for (const BoardRow& row : kBoards)
    if (row.genre == L.genre->name) return row.draw(L, pos, p, f, input);
}

}  // namespace gridlogic::web
