// heatmap_view.cpp — the Heatmap panel (heatmap_view.h).
#include "heatmap_view.h"

#include <GLES3/gl3.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "shader_program.h"

namespace gridlogic::web {

bool HeatmapView::init() {
  error_.clear();
  program_ = link_program("blit.vert", "heatmap.frag", error_);
  ok_ = program_ != 0;
  if (!ok_) {
    std::fprintf(stderr, "lecture view: shader error:\n%s", error_.c_str());  // the console shows it too
    return false;
  }
  glGenVertexArrays(1, &vao_);  // blit.vert needs no attributes, but WebGL2 draws need a VAO bound
  glGenTextures(1, &texture_);
  return true;
}

void HeatmapView::upload(const lecture::Lecture& L, int pos) {
  const lecture::BoardState& s = L.state(pos);
  const int most = std::max(1, *std::max_element(L.states.back().heat.begin(), L.states.back().heat.end()));
  // Normalised by the whole set's largest count, so that the map fills in as the steps add puzzles.
  std::vector<unsigned char> texels(2 * n_ * n_);
  for (int cell = 0; cell < n_ * n_; ++cell) {
    texels[2 * cell] = static_cast<unsigned char>(std::lround(255.0 * s.heat[cell] / most));
    texels[2 * cell + 1] = s.value[cell] > 0 ? 255 : 0;
  }
  glBindTexture(GL_TEXTURE_2D, texture_);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);  // rows of 2n bytes
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RG8, n_, n_, 0, GL_RG, GL_UNSIGNED_BYTE, texels.data());
  glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
  uploaded_pos_ = pos;
}

void HeatmapView::draw(const lecture::Lecture& L, int pos, const Palette& p, const Fonts& f) {
  if (!L.sudoku || L.states.back().heat.empty()) return;
  const SudokuShape shape = L.sudoku->shape;
  n_ = shape.n();
  box_cols_ = shape.box_cols;
  box_rows_ = shape.box_rows;
  const lecture::BoardState& s = L.state(pos);
  const int most = *std::max_element(L.states.back().heat.begin(), L.states.back().heat.end());
  ImGui::TextWrapped(
      "Givens per cell after %d of %d puzzles; colour: 0 (blue) to %d, the "
      "set's most (red); rings: the current puzzle's givens.",
      pos, L.size(), most);
  if (!ok_) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(p.removed));
    ImGui::TextWrapped("heatmap shader error (drawn with ImGui instead): %s", error_.c_str());
    ImGui::PopStyleColor();
  }
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float cell = std::max(4.0f, std::floor(std::min(avail.x, avail.y) / static_cast<float>(n_)));
  const ImVec2 at = ImGui::GetCursorScreenPos();
  min_ = ImVec2(at.x + std::max(0.0f, (avail.x - cell * n_) / 2), at.y);
  max_ = ImVec2(min_.x + cell * n_, min_.y + cell * n_);
  ImGui::Dummy(ImVec2(avail.x, cell * n_));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  if (ok_) {
    if (uploaded_pos_ != pos) upload(L, pos);
    dl->AddCallback(&HeatmapView::callback, this);
    dl->AddCallback(ImDrawCallback_ResetRenderState, nullptr);
  } else {
    for (int c = 0; c < n_ * n_; ++c) {
      const int grey = 40 + (most ? 215 * s.heat[c] / most : 0);
      const ImVec2 a(min_.x + (c % n_) * cell, min_.y + (c / n_) * cell);
      dl->AddRectFilled(a, ImVec2(a.x + cell, a.y + cell), IM_COL32(grey, grey, grey, 255));
    }
  }
  // The counts themselves, where there is room, dark on the light end of the ramp.
  if (cell >= 18.0f * f.scale)
    for (int c = 0; c < n_ * n_; ++c) {
      const std::string text = std::to_string(s.heat[c]);
      const float size = std::min(cell * 0.36f, f.regular->FontSize * 1.2f);
      const ImVec2 ts = f.regular->CalcTextSizeA(size, 1e9f, 0.0f, text.c_str());
      const ImVec2 centre(min_.x + (c % n_ + 0.5f) * cell, min_.y + (c / n_ + 0.5f) * cell);
      const bool light = most && s.heat[c] * 3 > most && s.heat[c] * 3 < most * 2 + most / 2;
      dl->AddText(f.regular, size, ImVec2(centre.x - ts.x / 2, centre.y - ts.y / 2),
                  light ? IM_COL32(0, 0, 0, 255) : IM_COL32(255, 255, 255, 255), text.c_str());
    }
}

void HeatmapView::callback(const ImDrawList*, const ImDrawCmd* cmd) {
  static_cast<HeatmapView*>(cmd->UserCallbackData)->render(cmd);
}

void HeatmapView::render(const ImDrawCmd* cmd) {
  const CallbackClip clip = callback_clip(cmd);  // the panel: the grid may be scrolled partly out of it
  if (clip.empty()) return;
  const float sx = clip.sx, sy = clip.sy;
  const ImVec2 o = clip.display_pos;
  glEnable(GL_SCISSOR_TEST);
  glScissor(clip.x0, clip.scissor_y(), clip.w(), clip.h());
  glDisable(GL_BLEND);
  glUseProgram(program_);
  glUniform4f(glGetUniformLocation(program_, "u_rect"), (min_.x - o.x) * sx, (min_.y - o.y) * sy, (max_.x - o.x) * sx,
              (max_.y - o.y) * sy);
  glUniform2f(glGetUniformLocation(program_, "u_viewport"), clip.fb_w, clip.fb_h);
  glUniform2f(glGetUniformLocation(program_, "u_cells"), static_cast<float>(n_), static_cast<float>(n_));
  glUniform2f(glGetUniformLocation(program_, "u_box"), static_cast<float>(box_cols_), static_cast<float>(box_rows_));
  glUniform1f(glGetUniformLocation(program_, "u_cell_px"), (max_.x - min_.x) * sx / static_cast<float>(n_));
  glUniform1i(glGetUniformLocation(program_, "u_counts"), 0);
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D, texture_);
  glBindVertexArray(vao_);
  glDrawArrays(GL_TRIANGLES, 0, 6);
  glBindVertexArray(0);
}

}  // namespace gridlogic::web
