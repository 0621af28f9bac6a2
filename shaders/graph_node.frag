// graph_node.frag - a filled, outlined, anti-aliased disc (or square, or diamond: the search tree's
// failures and solutions) from the quad of graph_node.vert.
precision mediump float;

in vec2 v_local;
in vec4 v_fill;
in vec4 v_ring;
in float v_radius;
in float v_ring_width;
flat in int v_shape;

out vec4 o_colour;

void main() {
  // The distance that makes the shape: Euclidean (disc), Chebyshev (square), Manhattan (diamond).
  float d = v_shape == 1 ? max(abs(v_local.x), abs(v_local.y)) * 0.9
          : v_shape == 2 ? (abs(v_local.x) + abs(v_local.y)) * 0.75
          : length(v_local);
  float outside = clamp(d - v_radius + 0.5, 0.0, 1.0);           // 1 beyond the rim
  float ring = clamp(d - (v_radius - v_ring_width) + 0.5, 0.0, 1.0);  // 1 inside the outline band
  vec4 colour = mix(v_fill, v_ring, ring);
  colour.a *= 1.0 - outside;
  if (colour.a <= 0.0) discard;
  o_colour = colour;
}
