// graph_edge.vert - one instanced edge with an arrowhead: vertices 0-5 are the shaft (a quad), 6-8 the
// head (a triangle ending at the target node's rim). Endpoints are in layout units, like the nodes.
precision highp float;

layout(location = 0) in vec4 a_ends;     // from.xy, to.xy in layout coordinates
layout(location = 1) in vec4 a_colour;
layout(location = 2) in vec2 a_style;    // x: width in pixels, y: 1 = dashed, + 2 = no arrowhead

uniform vec2 u_scale;
uniform vec2 u_offset;
uniform vec2 u_viewport;
uniform float u_radius;   // node radius in pixels: edges stop at the rims
uniform float u_arrow;    // arrowhead length in pixels (0: no heads)

out vec4 v_colour;
out float v_along;        // pixels from the shaft's start (for dashes)
out float v_dashed;

void main() {
  vec2 p0 = u_offset + a_ends.xy * u_scale;
  vec2 p1 = u_offset + a_ends.zw * u_scale;
  vec2 d = p1 - p0;
  float len = length(d);
  vec2 dir = len > 0.001 ? d / len : vec2(1.0, 0.0);
  vec2 normal = vec2(-dir.y, dir.x);
  float gap = min(u_radius + 1.0, len * 0.45);
  vec2 start = p0 + dir * gap;
  vec2 tip = p1 - dir * gap;
  float span = max(length(tip - start), 0.0);
  float head = a_style.y > 1.5 ? 0.0 : min(u_arrow, span * 0.5);
  vec2 neck = tip - dir * head;
  float half_width = a_style.x * 0.5;
  int id = gl_VertexID % 9;
  vec2 px;
  float along = 0.0;
  if (id < 6) {
    // Shaft: start -> neck, two triangles.
    const vec2 kQuad[6] = vec2[6](vec2(0.0, -1.0), vec2(1.0, -1.0), vec2(1.0, 1.0),
                                  vec2(0.0, -1.0), vec2(1.0, 1.0), vec2(0.0, 1.0));
    vec2 q = kQuad[id];
    px = mix(start, neck, q.x) + normal * q.y * half_width;
    along = q.x * length(neck - start);
  } else if (id == 6) {
    px = tip;
  } else {
    float side = id == 7 ? 1.0 : -1.0;
    px = neck + normal * side * max(head * 0.45, half_width);
  }
  v_colour = a_colour;
  v_along = along;
  v_dashed = mod(a_style.y, 2.0);
  gl_Position = vec4(px.x / u_viewport.x * 2.0 - 1.0, 1.0 - px.y / u_viewport.y * 2.0, 0.0, 1.0);
}
