// graph_edge.frag - an edge's colour; dashed edges (the first-UIP cut) leave gaps every 6 pixels.
precision mediump float;

in vec4 v_colour;
in float v_along;
in float v_dashed;

out vec4 o_colour;

void main() {
  if (v_dashed > 0.5 && mod(v_along, 12.0) > 7.0) discard;
  o_colour = v_colour;
}
