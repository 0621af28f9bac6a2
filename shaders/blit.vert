// blit.vert - a screen rectangle with texture coordinates (GL's y up): the graph's cached picture
// (graph_renderer.cpp keeps the last rendered graph in a texture and redraws it only when the graph or
// the view changes) and the heatmap's grid (heatmap.frag).
precision highp float;

uniform vec4 u_rect;      // x0, y0, x1, y1 in framebuffer pixels, y down
uniform vec2 u_viewport;  // framebuffer size in pixels

out vec2 v_uv;

const vec2 kCorners[6] = vec2[6](vec2(0.0, 0.0), vec2(1.0, 0.0), vec2(1.0, 1.0),
                                 vec2(0.0, 0.0), vec2(1.0, 1.0), vec2(0.0, 1.0));

void main() {
  vec2 c = kCorners[gl_VertexID % 6];
  vec2 px = mix(u_rect.xy, u_rect.zw, c);
  v_uv = vec2(c.x, 1.0 - c.y);  // the texture was rendered with GL's y up
  gl_Position = vec4(px.x / u_viewport.x * 2.0 - 1.0, 1.0 - px.y / u_viewport.y * 2.0, 0.0, 1.0);
}
