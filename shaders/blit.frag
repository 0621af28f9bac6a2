// blit.frag - copies the cached graph picture (opaque: it includes the panel's background).
precision mediump float;

uniform sampler2D u_picture;

in vec2 v_uv;
out vec4 o_colour;

void main() {
  o_colour = texture(u_picture, v_uv);
}
