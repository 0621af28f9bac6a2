// graph_renderer.h — draws a lecture Graph with the per-instance shaders of shaders/ (WebGL2 / GLES 3.0):
// one draw call for all edges (shaft + arrowhead) and one for all nodes, issued from an ImGui draw-list
// callback so the graph sits inside its panel, under ImGui's text. Works with graph_view.cpp, which owns
// pan/zoom and labels, and with embedded_shaders.h (generated from shaders/ at build time).
#pragma once

#include <string>
#include <vector>

#include "imgui.h"
#include "lecture_model.h"
#include "theme.h"

namespace gridlogic::web {

// Where and how big the graph is drawn this frame, in ImGui (screen) coordinates.
struct GraphTransform {
  ImVec2 origin;  // screen position of layout (0, 0)
  ImVec2 scale;   // screen pixels per layout unit
  float node_radius = 6;
  float arrow = 8;  // arrowhead length; 0 = none
  float edge_width = 1.5f;
};

class GraphRenderer {
 public:
  // Compiles and links the shaders (prepending "#version 300 es"). On failure error() says which
  // shader and the driver's log; the caller then draws with ImGui instead.
  bool init();
  bool ok() const { return ok_; }
  const std::string& error() const { return error_; }

  // Uploads instance data for a graph (call when the graph or the palette changes).
  void upload(const lecture::Graph& g, const Palette& palette);
  // Queues the draw into `list` (an ImGui callback), clipped to the list's current clip rect.
  void draw(ImDrawList* list, const GraphTransform& t);

  // Edge widths grow with the projector scale (call upload() again after a change).
  void set_width_scale(float s) { width_scale_ = s; }
  int nodes() const { return node_count_; }
  int edges() const { return edge_count_; }

  // Instanced (glDrawArraysInstanced, one instance per node/edge) or replicated (the instance data
  // repeated for each of its vertices, one plain glDrawArrays). Both run the same shaders. Replicated
  // is the default: SwiftShader, the software WebGL2 of headless and GPU-less machines, runs every
  // instance of an instanced draw as a separate draw (docs/lecture.md has the measurements), while a
  // GPU draws either in well under a millisecond. Call upload() again after switching.
  void set_instanced(bool on) { instanced_ = on; }
  bool instanced() const { return instanced_; }

  // Caching (default on): the graph is rendered into a texture when it, the view (pan, zoom) or the
  // panel changes, and each frame copies that texture into the panel (shaders/blit.*). A lecture
  // mostly shows a still graph between steps, so frames cost a textured rectangle; off, every frame
  // renders every node and edge (what panning costs). renders() counts the renders into the texture.
  void set_caching(bool on) { caching_ = on; }
  bool caching() const { return caching_; }
  int renders() const { return renders_; }

  // While the viewer drags or zooms (graph_view.cpp says so), a new pan or zoom does not render the
  // graph again: the cached picture is copied translated and scaled (nodes grow with a zoom for that
  // while), and the graph is rendered once more when the interaction ends. quick_frames() counts the
  // frames drawn that way. Off (pan=full in the URL) every pan or zoom renders, as before.
  void set_interacting(bool on) { interacting_ = on; }
  void set_quick_pan(bool on) { quick_pan_ = on; }
  bool quick_pan() const { return quick_pan_; }
  int quick_frames() const { return quick_frames_; }

 private:
  static void callback(const ImDrawList* list, const ImDrawCmd* cmd);
  void render(const ImDrawCmd* cmd);
  // Draws edges then nodes into a viewport of vw × vh pixels whose pixel (0, 0) is `shift` (framebuffer
  // pixels) of the screen.
  void draw_graph(float sx, float sy, float vw, float vh, ImVec2 display_pos, ImVec2 shift);
  void blit_cache(float x0, float y0, float x1, float y1, float fb_w, float fb_h);

  bool ok_ = false;
  std::string error_;
  unsigned node_program_ = 0, edge_program_ = 0, blit_program_ = 0;
  unsigned node_vao_ = 0, edge_vao_ = 0, blit_vao_ = 0, node_vbo_ = 0, edge_vbo_ = 0;
  // The cached picture and what it was rendered from.
  bool caching_ = true;
  unsigned fbo_ = 0, texture_ = 0;
  int texture_w_ = 0, texture_h_ = 0;
  int version_ = 0, cache_version_ = -1;
  int cache_rect_[4] = {0, 0, 0, 0};
  float cache_fb_[2] = {0, 0};
  GraphTransform cache_transform_;
  ImU32 background_ = 0;
  int renders_ = 0;
  bool interacting_ = false, quick_pan_ = true;
  int quick_frames_ = 0;
  int node_count_ = 0, edge_count_ = 0;
  bool instanced_ = false;
  float width_scale_ = 1.0f;
  GraphTransform transform_;
};

// Node colours by meaning (shared with the ImGui fallback and the legend).
ImU32 node_fill(const lecture::GraphNode& n, const Palette& p);
ImU32 node_ring(const lecture::GraphNode& n, const Palette& p);
float node_ring_width(const lecture::GraphNode& n);
ImU32 edge_colour(const lecture::GraphEdge& e, const Palette& p);
float edge_width(const lecture::GraphEdge& e);  // pixels at scale 1
// The edge shader's style: 1 = dashed (a weak link, the first-UIP cut), + 2 = no arrowhead.
float edge_style(const lecture::GraphEdge& e);

}  // namespace gridlogic::web
