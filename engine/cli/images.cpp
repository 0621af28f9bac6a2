// images.cpp — loads gridlogic-images.so (images.h) the first time a command draws.
#include "images.h"

#include <dlfcn.h>
#include <unistd.h>

#include <cstdlib>
#include <mutex>

namespace gridlogic::cli {
namespace {

// The folder of the running executable (/proc/self/exe, so a symlink on PATH still finds the module
// beside the real file); empty when it cannot be read.
std::string executable_folder() {
  char buf[4096];
  const ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n <= 0) return "";
  std::string path(buf, static_cast<size_t>(n));
  const size_t slash = path.rfind('/');
  return slash == std::string::npos ? "" : path.substr(0, slash);
}

const GridlogicImages* load(std::string& problem) {
  const char* override_path = std::getenv("GRIDLOGIC_IMAGES");
  const std::string path =
      override_path && *override_path ? override_path : executable_folder() + "/gridlogic-images.so";
  // RTLD_NOW: a missing library of the module's shows here, as one message, not as a crash mid-page.
  void* module = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!module) {
    const char* why = dlerror();
    problem = "cannot load the image module " + path + " (" + (why ? why : "unknown error") +
              "); PNG and PDF need it beside the gridlogic executable (build it with the CLI: "
              "cmake --build build/native --target gridlogic)";
    return nullptr;
  }
  using Entry = const GridlogicImages* (*)(int);
  auto entry = reinterpret_cast<Entry>(dlsym(module, "gridlogic_images"));
  const GridlogicImages* table = entry ? entry(GRIDLOGIC_IMAGES_ABI) : nullptr;
  if (!table) {
    problem = "the image module " + path + " is from another build of gridlogic (rebuild both)";
    return nullptr;  // the module stays loaded: unloading GLib's type system is not supported
  }
  return table;
}

}  // namespace

const GridlogicImages* images(std::string& problem) {
  static std::once_flag once;
  static const GridlogicImages* table = nullptr;
  static std::string why;
  std::call_once(once, [] { table = load(why); });
  if (!table) problem = why;
  return table;
}

std::string take_message(char* message) {
  if (!message) return "";
  std::string m = message;
  std::free(message);
  return m;
}

}  // namespace gridlogic::cli
