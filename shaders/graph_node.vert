// graph_node.vert - one instanced quad per graph node (web/graph_renderer.cpp draws 6 vertices per
// instance). Positions arrive in layout units and are mapped to framebuffer pixels by u_scale/u_offset,
// so panning and zooming change two uniforms and no buffer. No #version: the loader adds "300 es".
precision highp float;

layout(location = 0) in vec2 a_pos;      // layout coordinates (column, row)
layout(location = 1) in vec4 a_fill;     // fill colour
layout(location = 2) in vec4 a_ring;     // outline colour
layout(location = 3) in vec2 a_shape;    // x: radius factor + 10 * shape (0 disc, 1 square, 2 diamond),
                                         // y: outline width in pixels

uniform vec2 u_scale;     // framebuffer pixels per layout unit
uniform vec2 u_offset;    // framebuffer pixel of layout (0, 0), y down
uniform vec2 u_viewport;  // framebuffer size in pixels
uniform float u_radius;   // node radius in pixels

out vec2 v_local;
out vec4 v_fill;
out vec4 v_ring;
out float v_radius;
out float v_ring_width;
flat out int v_shape;

const vec2 kCorners[6] = vec2[6](vec2(-1.0, -1.0), vec2(1.0, -1.0), vec2(1.0, 1.0),
                                 vec2(-1.0, -1.0), vec2(1.0, 1.0), vec2(-1.0, 1.0));

void main() {
  vec2 corner = kCorners[gl_VertexID % 6];
  float shape = floor(a_shape.x / 10.0);
  v_shape = int(shape);
  float radius = u_radius * (a_shape.x - 10.0 * shape);
  float extent = radius + 1.5;  // room for anti-aliasing
  vec2 px = u_offset + a_pos * u_scale + corner * extent;
  v_local = corner * extent;
  v_fill = a_fill;
  v_ring = a_ring;
  v_radius = radius;
  v_ring_width = a_shape.y;
  gl_Position = vec4(px.x / u_viewport.x * 2.0 - 1.0, 1.0 - px.y / u_viewport.y * 2.0, 0.0, 1.0);
}
