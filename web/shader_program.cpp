// shader_program.cpp — compiling the embedded shaders (shader_program.h).
#include "shader_program.h"

#include <GLES3/gl3.h>

#include <cmath>

#include "embedded_shaders.h"

namespace gridlogic::web {
namespace {

std::string_view shader_source(std::string_view name) {
  for (const EmbeddedShader& s : kEmbeddedShaders)
    if (s.name == name) return s.source;
  return {};
}

// Compiles one stage; on failure appends "name: log" to error.
unsigned compile(GLenum type, std::string_view name, std::string& error) {
  const std::string_view body = shader_source(name);
  if (body.empty()) {
    error += std::string(name) + ": not embedded\n";
    return 0;
  }
  const std::string text = "#version 300 es\n" + std::string(body);
  const char* src = text.c_str();
  const GLuint s = glCreateShader(type);
  glShaderSource(s, 1, &src, nullptr);
  glCompileShader(s);
  GLint ok = 0;
  glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
  if (!ok) {
    char log[2048] = {};
    glGetShaderInfoLog(s, sizeof log, nullptr, log);
    error += std::string(name) + ": " + log + "\n";
    glDeleteShader(s);
    return 0;
  }
  return s;
}

}  // namespace

unsigned link_program(std::string_view vert, std::string_view frag, std::string& error) {
  const GLuint vs = compile(GL_VERTEX_SHADER, vert, error);
  const GLuint fs = compile(GL_FRAGMENT_SHADER, frag, error);
  if (!vs || !fs) return 0;
  const GLuint p = glCreateProgram();
  glAttachShader(p, vs);
  glAttachShader(p, fs);
  glLinkProgram(p);
  glDeleteShader(vs);
  glDeleteShader(fs);
  GLint ok = 0;
  glGetProgramiv(p, GL_LINK_STATUS, &ok);
  if (!ok) {
    char log[2048] = {};
    glGetProgramInfoLog(p, sizeof log, nullptr, log);
    error += std::string(vert) + " + " + std::string(frag) + ": link: " + log + "\n";
    glDeleteProgram(p);
    return 0;
  }
  return p;
}

CallbackClip callback_clip(const ImDrawCmd* cmd) {
  const ImDrawData* dd = ImGui::GetDrawData();
  CallbackClip r;
  r.sx = dd->FramebufferScale.x;
  r.sy = dd->FramebufferScale.y;
  r.fb_w = dd->DisplaySize.x * r.sx;
  r.fb_h = dd->DisplaySize.y * r.sy;
  r.display_pos = dd->DisplayPos;
  const ImVec4 c = cmd->ClipRect;
  r.x0 = static_cast<int>(std::floor((c.x - dd->DisplayPos.x) * r.sx));
  r.y0 = static_cast<int>(std::floor((c.y - dd->DisplayPos.y) * r.sy));
  r.x1 = static_cast<int>(std::ceil((c.z - dd->DisplayPos.x) * r.sx));
  r.y1 = static_cast<int>(std::ceil((c.w - dd->DisplayPos.y) * r.sy));
  return r;
}

}  // namespace gridlogic::web
