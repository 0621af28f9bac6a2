// graph_renderer.cpp — the instanced graph renderer (graph_renderer.h).
#include "graph_renderer.h"

#include <GLES3/gl3.h>

#include <cmath>
#include <cstdio>

#include "shader_program.h"

namespace gridlogic::web {
namespace {

// What one node / edge instance carries (attribute layouts match shaders/graph_*.vert).
struct NodeInstance {
  float x, y;
  ImU32 fill;
  ImU32 ring;
  float radius_factor, ring_width;
};
struct EdgeInstance {
  float x0, y0, x1, y1;
  ImU32 colour;
  float width, dashed;
};
constexpr int kNodeVertices = 6;  // graph_node.vert: a quad
constexpr int kEdgeVertices = 9;  // graph_edge.vert: a shaft quad and an arrowhead triangle

void set_uniforms(GLuint program, const GraphTransform& t, float fb_scale_x, float fb_scale_y, float fb_w, float fb_h,
                  ImVec2 display_pos) {
  glUniform2f(glGetUniformLocation(program, "u_scale"), t.scale.x * fb_scale_x, t.scale.y * fb_scale_y);
  glUniform2f(glGetUniformLocation(program, "u_offset"), (t.origin.x - display_pos.x) * fb_scale_x,
              (t.origin.y - display_pos.y) * fb_scale_y);
  glUniform2f(glGetUniformLocation(program, "u_viewport"), fb_w, fb_h);
  glUniform1f(glGetUniformLocation(program, "u_radius"), t.node_radius * fb_scale_x);
}

}  // namespace

// A faint version of a colour (a node or edge outside the step's reasoning).
ImU32 faint(ImU32 c) { return (c & 0x00FFFFFFu) | (static_cast<ImU32>(50) << IM_COL32_A_SHIFT); }

ImU32 node_fill(const lecture::GraphNode& n, const Palette& p) {
  using namespace lecture;
  if (n.flags & kNodeDim) return faint((n.flags & kNodeNegative) ? p.node_negative : p.node);
  if (n.flags & kNodeRemoved) return p.removed;
  if (n.flags & kNodeConflict) return p.conflict;
  if (n.flags & kNodeContradiction) return p.contradiction;
  if (n.flags & kNodeForced) return p.forced;
  if (n.flags & kNodePlaced) return p.placed_fill;
  if (n.flags & (kNodeDecision | kNodeRule)) return p.decision;
  if (n.flags & kNodeConflictSide) return p.conflict_side;
  if (n.flags & kNodeNew) return p.fresh;
  if (n.flags & kNodeInCycle) return p.group(n.group);
  if (n.level >= 0) return p.group(n.level);
  return (n.flags & kNodeNegative) ? p.node_negative : p.node;
}

ImU32 node_ring(const lecture::GraphNode& n, const Palette& p) {
  using namespace lecture;
  if (n.flags & kNodeDim) return faint(p.node_ring);
  if (n.flags & kNodeUip) return p.uip;
  if (n.flags & kNodeLearned) return p.learned;
  if (n.flags & kNodeFocus) return p.focus;
  return p.node_ring;
}

float node_ring_width(const lecture::GraphNode& n) {
  using namespace lecture;
  if (n.flags & (kNodeUip | kNodeLearned | kNodeFocus)) return 3.0f;
  return 1.0f;
}

ImU32 edge_colour(const lecture::GraphEdge& e, const Palette& p) {
  using namespace lecture;
  if (e.flags & kEdgeDim) return faint(p.edge);
  if (e.flags & kEdgeCut) return p.edge_cut;
  if (e.flags & kEdgeRemoves) return p.removed;
  if (e.flags & (kEdgeFocus | kEdgeForcing)) return p.edge_focus;
  if (e.flags & (kEdgeStrong | kEdgeWeak)) return p.label;
  return p.edge;
}

float edge_width(const lecture::GraphEdge& e) {
  using namespace lecture;
  if (e.flags & kEdgeCut) return 2.5f;
  if (e.flags & (kEdgeStrong | kEdgeWeak | kEdgeForcing | kEdgeRemoves)) return 2.5f;
  if (e.flags & kEdgeFocus) return 2.0f;
  return 1.2f;
}

float edge_style(const lecture::GraphEdge& e) {
  using namespace lecture;
  const bool dashed = e.flags & (kEdgeCut | kEdgeWeak);
  return (dashed ? 1.0f : 0.0f) + ((e.flags & kEdgeUndirected) ? 2.0f : 0.0f);
}

bool GraphRenderer::init() {
  error_.clear();
  node_program_ = link_program("graph_node.vert", "graph_node.frag", error_);
  edge_program_ = link_program("graph_edge.vert", "graph_edge.frag", error_);
  blit_program_ = link_program("blit.vert", "blit.frag", error_);
  ok_ = node_program_ && edge_program_ && blit_program_;
  if (!ok_) {
    std::fprintf(stderr, "lecture view: shader error:\n%s", error_.c_str());  // the console shows it too
    return false;
  }
  glGenVertexArrays(1, &node_vao_);
  glGenVertexArrays(1, &edge_vao_);
  glGenVertexArrays(1, &blit_vao_);  // no attributes: blit.vert places its corners by gl_VertexID
  glGenBuffers(1, &node_vbo_);
  glGenBuffers(1, &edge_vbo_);

  glBindVertexArray(node_vao_);
  glBindBuffer(GL_ARRAY_BUFFER, node_vbo_);
  const GLsizei ns = sizeof(NodeInstance);
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, ns, reinterpret_cast<void*>(offsetof(NodeInstance, x)));
  glEnableVertexAttribArray(1);
  glVertexAttribPointer(1, 4, GL_UNSIGNED_BYTE, GL_TRUE, ns, reinterpret_cast<void*>(offsetof(NodeInstance, fill)));
  glEnableVertexAttribArray(2);
  glVertexAttribPointer(2, 4, GL_UNSIGNED_BYTE, GL_TRUE, ns, reinterpret_cast<void*>(offsetof(NodeInstance, ring)));
  glEnableVertexAttribArray(3);
  glVertexAttribPointer(3, 2, GL_FLOAT, GL_FALSE, ns, reinterpret_cast<void*>(offsetof(NodeInstance, radius_factor)));
  for (int i = 0; i < 4; ++i) glVertexAttribDivisor(i, 1);

  glBindVertexArray(edge_vao_);
  glBindBuffer(GL_ARRAY_BUFFER, edge_vbo_);
  const GLsizei es = sizeof(EdgeInstance);
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 4, GL_FLOAT, GL_FALSE, es, reinterpret_cast<void*>(offsetof(EdgeInstance, x0)));
  glEnableVertexAttribArray(1);
  glVertexAttribPointer(1, 4, GL_UNSIGNED_BYTE, GL_TRUE, es, reinterpret_cast<void*>(offsetof(EdgeInstance, colour)));
  glEnableVertexAttribArray(2);
  glVertexAttribPointer(2, 2, GL_FLOAT, GL_FALSE, es, reinterpret_cast<void*>(offsetof(EdgeInstance, width)));
  for (int i = 0; i < 3; ++i) glVertexAttribDivisor(i, 1);
  glBindVertexArray(0);
  glBindBuffer(GL_ARRAY_BUFFER, 0);
  return true;
}

void GraphRenderer::upload(const lecture::Graph& g, const Palette& p) {
  if (!ok_) return;
  ++version_;  // the cached picture is stale
  background_ = p.graph_bg;
  std::vector<NodeInstance> nodes;
  nodes.reserve(g.nodes.size());
  for (const lecture::GraphNode& n : g.nodes) {
    const bool big = n.flags & (lecture::kNodeConflict | lecture::kNodeUip | lecture::kNodeDecision);
    // The shape rides on the radius factor (graph_node.vert): + 10 square, + 20 diamond.
    const float shape = (n.flags & lecture::kNodeSquare) ? 10.0f : (n.flags & lecture::kNodeDiamond) ? 20.0f : 0.0f;
    nodes.push_back({n.x, n.y, node_fill(n, p), node_ring(n, p), shape + (big ? 1.25f : 1.0f), node_ring_width(n)});
  }
  std::vector<EdgeInstance> edges;
  edges.reserve(g.edges.size());
  for (const lecture::GraphEdge& e : g.edges) {
    const lecture::GraphNode& a = g.nodes[e.from];
    const lecture::GraphNode& b = g.nodes[e.to];
    edges.push_back({a.x, a.y, b.x, b.y, edge_colour(e, p), edge_width(e) * width_scale_, edge_style(e)});
  }
  node_count_ = static_cast<int>(nodes.size());
  edge_count_ = static_cast<int>(edges.size());
  // Replicated mode: every vertex of an instance carries the instance's data (divisor 0), and the
  // shaders find their corner from gl_VertexID % 6 (or % 9) exactly as in instanced mode.
  const int node_reps = instanced_ ? 1 : kNodeVertices, edge_reps = instanced_ ? 1 : kEdgeVertices;
  std::vector<NodeInstance> node_data;
  std::vector<EdgeInstance> edge_data;
  if (!instanced_) {
    node_data.reserve(nodes.size() * node_reps);
    for (const NodeInstance& n : nodes) node_data.insert(node_data.end(), node_reps, n);
    edge_data.reserve(edges.size() * edge_reps);
    for (const EdgeInstance& e : edges) edge_data.insert(edge_data.end(), edge_reps, e);
  }
  const std::vector<NodeInstance>& nv = instanced_ ? nodes : node_data;
  const std::vector<EdgeInstance>& ev = instanced_ ? edges : edge_data;
  glBindVertexArray(node_vao_);
  for (int i = 0; i < 4; ++i) glVertexAttribDivisor(i, instanced_ ? 1 : 0);
  glBindVertexArray(edge_vao_);
  for (int i = 0; i < 3; ++i) glVertexAttribDivisor(i, instanced_ ? 1 : 0);
  glBindVertexArray(0);
  glBindBuffer(GL_ARRAY_BUFFER, node_vbo_);
  glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(nv.size() * sizeof(NodeInstance)), nv.data(), GL_STATIC_DRAW);
  glBindBuffer(GL_ARRAY_BUFFER, edge_vbo_);
  glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(ev.size() * sizeof(EdgeInstance)), ev.data(), GL_STATIC_DRAW);
  glBindBuffer(GL_ARRAY_BUFFER, 0);
}

void GraphRenderer::draw(ImDrawList* list, const GraphTransform& t) {
  if (!ok_ || (!node_count_ && !edge_count_)) return;
  transform_ = t;
  list->AddCallback(&GraphRenderer::callback, this);
  list->AddCallback(ImDrawCallback_ResetRenderState, nullptr);
}

void GraphRenderer::callback(const ImDrawList*, const ImDrawCmd* cmd) {
  static_cast<GraphRenderer*>(cmd->UserCallbackData)->render(cmd);
}

void GraphRenderer::render(const ImDrawCmd* cmd) {
  // Clip to the panel.
  const CallbackClip clip = callback_clip(cmd);
  if (clip.empty()) return;
  const float sx = clip.sx, sy = clip.sy, fb_w = clip.fb_w, fb_h = clip.fb_h;
  const int x0 = clip.x0, y0 = clip.y0, x1 = clip.x1, y1 = clip.y1, w = clip.w(), h = clip.h();
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_CULL_FACE);
  const ImVec2 display_pos = clip.display_pos;
  if (!caching_) {
    glEnable(GL_SCISSOR_TEST);
    glScissor(x0, static_cast<GLint>(fb_h) - y1, w, h);
    draw_graph(sx, sy, fb_w, fb_h, display_pos, ImVec2(0, 0));
    glBindVertexArray(0);
    return;
  }
  // Cached: render into the texture only when the graph, the view or the panel changed.
  const bool same_picture = cache_version_ == version_ && cache_rect_[0] == x0 && cache_rect_[1] == y0 &&
                            cache_rect_[2] == w && cache_rect_[3] == h && cache_fb_[0] == fb_w && cache_fb_[1] == fb_h;
  const bool same = same_picture && cache_transform_.origin.x == transform_.origin.x &&
                    cache_transform_.origin.y == transform_.origin.y &&
                    cache_transform_.scale.x == transform_.scale.x && cache_transform_.scale.y == transform_.scale.y &&
                    cache_transform_.node_radius == transform_.node_radius &&
                    cache_transform_.arrow == transform_.arrow;
  if (!same && same_picture && interacting_ && quick_pan_ && renders_ > 0) {
    // Dragging or zooming: the cached picture moved and scaled as the view did. A layout point p was
    // at o_c + p·s_c and is now at o_n + p·s_n, so each screen point X of the picture goes to
    // o_n + (X − o_c)·s_n/s_c. What the picture does not cover is the panel's background.
    const float kx = transform_.scale.x / cache_transform_.scale.x, ky = transform_.scale.y / cache_transform_.scale.y;
    auto map_x = [&](float px) {
      const float X = px / sx + display_pos.x;
      return (transform_.origin.x + (X - cache_transform_.origin.x) * kx - display_pos.x) * sx;
    };
    auto map_y = [&](float py) {
      const float Y = py / sy + display_pos.y;
      return (transform_.origin.y + (Y - cache_transform_.origin.y) * ky - display_pos.y) * sy;
    };
    glEnable(GL_SCISSOR_TEST);
    glScissor(x0, static_cast<GLint>(fb_h) - y1, w, h);
    const ImVec4 bg = ImGui::ColorConvertU32ToFloat4(background_);
    glClearColor(bg.x, bg.y, bg.z, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    glDisable(GL_BLEND);
    blit_cache(map_x(static_cast<float>(cache_rect_[0])), map_y(static_cast<float>(cache_rect_[1])),
               map_x(static_cast<float>(cache_rect_[0] + cache_rect_[2])),
               map_y(static_cast<float>(cache_rect_[1] + cache_rect_[3])), fb_w, fb_h);
    ++quick_frames_;
    return;
  }
  if (!same) {
    if (!fbo_) {
      glGenFramebuffers(1, &fbo_);
      glGenTextures(1, &texture_);
    }
    if (texture_w_ != w || texture_h_ != h) {
      glBindTexture(GL_TEXTURE_2D, texture_);
      glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
      glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
      texture_w_ = w;
      texture_h_ = h;
    }
    glBindFramebuffer(GL_FRAMEBUFFER, fbo_);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, texture_, 0);
    glViewport(0, 0, w, h);
    glDisable(GL_SCISSOR_TEST);
    const ImVec4 bg = ImGui::ColorConvertU32ToFloat4(background_);
    glClearColor(bg.x, bg.y, bg.z, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    // The texture's pixel (0, 0) is the clip rectangle's corner: shift the layout by it.
    draw_graph(sx, sy, static_cast<float>(w), static_cast<float>(h), display_pos,
               ImVec2(static_cast<float>(x0), static_cast<float>(y0)));
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glViewport(0, 0, static_cast<GLsizei>(fb_w), static_cast<GLsizei>(fb_h));
    cache_version_ = version_;
    cache_rect_[0] = x0, cache_rect_[1] = y0, cache_rect_[2] = w, cache_rect_[3] = h;
    cache_fb_[0] = fb_w, cache_fb_[1] = fb_h;
    cache_transform_ = transform_;
    ++renders_;
  }
  glEnable(GL_SCISSOR_TEST);
  glScissor(x0, static_cast<GLint>(fb_h) - y1, w, h);
  glDisable(GL_BLEND);
  blit_cache(static_cast<float>(x0), static_cast<float>(y0), static_cast<float>(x1), static_cast<float>(y1), fb_w,
             fb_h);
}

// The cached picture drawn into the framebuffer rectangle (x0, y0)–(x1, y1): its own place after a
// render, shifted and scaled while a pan or zoom is under way.
void GraphRenderer::blit_cache(float x0, float y0, float x1, float y1, float fb_w, float fb_h) {
  glUseProgram(blit_program_);
  glUniform4f(glGetUniformLocation(blit_program_, "u_rect"), x0, y0, x1, y1);
  glUniform2f(glGetUniformLocation(blit_program_, "u_viewport"), fb_w, fb_h);
  glUniform1i(glGetUniformLocation(blit_program_, "u_picture"), 0);
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D, texture_);
  glBindVertexArray(blit_vao_);
  glDrawArrays(GL_TRIANGLES, 0, 6);
  glBindVertexArray(0);
}

void GraphRenderer::draw_graph(float sx, float sy, float vw, float vh, ImVec2 display_pos, ImVec2 shift) {
  glEnable(GL_BLEND);
  glBlendEquation(GL_FUNC_ADD);
  glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
  GraphTransform t = transform_;
  t.origin.x -= shift.x / sx;
  t.origin.y -= shift.y / sy;
  if (edge_count_) {
    glUseProgram(edge_program_);
    set_uniforms(edge_program_, t, sx, sy, vw, vh, display_pos);
    glUniform1f(glGetUniformLocation(edge_program_, "u_arrow"), t.arrow * sx);
    glBindVertexArray(edge_vao_);
    if (instanced_) glDrawArraysInstanced(GL_TRIANGLES, 0, kEdgeVertices, edge_count_);
    else glDrawArrays(GL_TRIANGLES, 0, kEdgeVertices * edge_count_);
  }
  if (node_count_) {
    glUseProgram(node_program_);
    set_uniforms(node_program_, t, sx, sy, vw, vh, display_pos);
    glBindVertexArray(node_vao_);
    if (instanced_) glDrawArraysInstanced(GL_TRIANGLES, 0, kNodeVertices, node_count_);
    else glDrawArrays(GL_TRIANGLES, 0, kNodeVertices * node_count_);
  }
  glBindVertexArray(0);
}

}  // namespace gridlogic::web
