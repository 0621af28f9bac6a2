// heatmap.frag - document 002's pattern of givens: per cell how many puzzles of a set give it, as a
// colour ramp, with the Sudoku's cell and box lines, and a ring on the cells the current puzzle gives.
// Drawn over a rectangle by blit.vert; heatmap_view.cpp uploads one texel per cell.
precision highp float;

uniform sampler2D u_counts;  // n x n, RG8: R = count / the set's largest count, G = 1 when given now
uniform vec2 u_cells;        // cells across, down
uniform vec2 u_box;          // a box's cells across, down
uniform float u_cell_px;     // framebuffer pixels per cell (line widths stay constant in pixels)

in vec2 v_uv;
out vec4 o_colour;

// Dark blue (never given) through teal and yellow to red (the most given cell): reads on a projector
// and in grey.
vec3 ramp(float t) {
  vec3 a = vec3(0.09, 0.11, 0.28);
  vec3 b = vec3(0.08, 0.55, 0.60);
  vec3 c = vec3(0.98, 0.86, 0.25);
  vec3 d = vec3(0.86, 0.16, 0.10);
  if (t < 0.3333) return mix(a, b, t * 3.0);
  if (t < 0.6667) return mix(b, c, (t - 0.3333) * 3.0);
  return mix(c, d, (t - 0.6667) * 3.0);
}

// Distance in pixels from p (in cells) to the nearest line of a lattice of `period` cells.
float line_distance(vec2 p, vec2 period) {
  vec2 f = fract(p / period);
  vec2 d = min(f, 1.0 - f) * period * u_cell_px;
  return min(d.x, d.y);
}

void main() {
  vec2 g = vec2(v_uv.x, 1.0 - v_uv.y) * u_cells;  // cells, y down like the board
  ivec2 cell = ivec2(clamp(floor(g), vec2(0.0), u_cells - 1.0));
  vec4 texel = texelFetch(u_counts, cell, 0);
  vec3 colour = ramp(texel.r);
  float r = length(fract(g) - 0.5) * u_cell_px;
  if (texel.g > 0.5) colour = mix(colour, vec3(1.0), 0.9 * (1.0 - smoothstep(1.0, 2.0, abs(r - 0.40 * u_cell_px))));
  float thin = 1.0 - smoothstep(0.5, 1.5, line_distance(g, vec2(1.0)));
  float thick = 1.0 - smoothstep(1.5, 2.5, line_distance(g, u_box));
  colour = mix(colour, vec3(0.0), max(0.45 * thin, thick));
  o_colour = vec4(colour, 1.0);
}
