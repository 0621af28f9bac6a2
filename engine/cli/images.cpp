// images.cpp — starts gridlogic-images (images.h) the first time a command draws, and asks it.
#include "images.h"

#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>

extern char** environ;

namespace gridlogic::cli {
namespace {

// The folder of the running executable (/proc/self/exe, so a symlink on PATH still finds the program
// beside the real file); empty when it cannot be read.
std::string executable_folder() {
  char buf[4096];
  const ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n <= 0) return "";
  std::string path(buf, static_cast<size_t>(n));
  const size_t slash = path.rfind('/');
  return slash == std::string::npos ? "" : path.substr(0, slash);
}

// The running program's end of the socket pair; -1 before it starts or once it has failed. Every
// call holds `g_mutex` from its request to its reply.
int g_fd = -1;
pid_t g_pid = 0;
std::mutex g_mutex;
std::string g_path;

// At exit the program is told to end (its input closes) and waited for, so none outlives the command
// and its CPU time counts as the command's (bench/startup_bench.py reads it from wait4).
void stop_program() {
  if (g_fd >= 0) close(g_fd);
  g_fd = -1;
  if (g_pid > 0) waitpid(g_pid, nullptr, 0);
  g_pid = 0;
}

// Forgets the program: every later call says it is gone instead of waiting.
void drop() {
  if (g_fd >= 0) close(g_fd);
  g_fd = -1;
}

// The program is gone (it crashed, or was killed): the message a call returns.
char* lost() {
  drop();
  return malloc_message("the image program " + g_path + " stopped answering");
}

// MSG_NOSIGNAL: a program that has died makes this call fail, not the CLI die of SIGPIPE.
bool send_all(const void* data, size_t n) {
  const char* p = static_cast<const char*>(data);
  while (n > 0) {
    const ssize_t put = send(g_fd, p, n, MSG_NOSIGNAL);
    if (put <= 0) return false;
    p += put;
    n -= static_cast<size_t>(put);
  }
  return true;
}

bool receive_all(void* data, size_t n) {
  char* p = static_cast<char*>(data);
  while (n > 0) {
    const ssize_t got = recv(g_fd, p, n, 0);
    if (got <= 0) return false;
    p += got;
    n -= static_cast<size_t>(got);
  }
  return true;
}

bool send_request(const std::string& head, const char* a = nullptr, size_t na = 0, const char* b = nullptr,
                  size_t nb = 0) {
  return g_fd >= 0 && send_all(head.data(), head.size()) && (na == 0 || send_all(a, na)) &&
         (nb == 0 || send_all(b, nb));
}

// A reply's header ("TAG N [W H]"): its tag, length and the two numbers after it.
struct Reply {
  char tag = 0;
  size_t length = 0;
  int w = 0, h = 0;
};

bool receive_reply(Reply& r, std::string& payload) {
  std::string line;
  for (char c; receive_all(&c, 1);) {
    if (c == '\n') {
      if (line.size() < 3 || std::sscanf(line.c_str() + 1, "%zu %d %d", &r.length, &r.w, &r.h) < 1) return false;
      r.tag = line[0];
      payload.resize(r.length);
      return r.length == 0 || receive_all(payload.data(), r.length);
    }
    if (line.size() > 64) return false;
    line += c;
  }
  return false;
}

std::string number(double v) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.17g", v);
  return buf;
}

// A reply of K (nothing to say) or E (a message, returned malloc'ed).
char* problem_of(const Reply& r, const std::string& payload) {
  if (r.tag == 'K') return nullptr;
  if (r.tag == 'E') return malloc_message(payload);
  return lost();
}

char* svg_to_png(const char* svg, size_t svg_length, unsigned char** png, size_t* png_length, int* width, int* height) {
  std::lock_guard<std::mutex> lock(g_mutex);
  Reply r;
  std::string payload;
  if (!send_request("P " + std::to_string(svg_length) + "\n", svg, svg_length) || !receive_reply(r, payload))
    return lost();
  if (r.tag != 'K') return problem_of(r, payload);
  *png = static_cast<unsigned char*>(std::malloc(payload.size() ? payload.size() : 1));
  if (!*png) return malloc_message("out of memory for the PNG");
  std::memcpy(*png, payload.data(), payload.size());
  *png_length = payload.size();
  *width = r.w;
  *height = r.h;
  return nullptr;
}

// The document being drawn: its writer, until pdf_close hands it the bytes. One at a time.
struct Pdf {
  GridlogicImagesWrite write;
  void* closure;
};
Pdf g_pdf;

void* pdf_open(GridlogicImagesWrite write, void* closure, double pw, double ph, const char* title,
               const char* creator) {
  std::lock_guard<std::mutex> lock(g_mutex);
  g_pdf = Pdf{write, closure};
  const size_t nt = std::strlen(title), nc = std::strlen(creator);
  send_request("O " + number(pw) + ' ' + number(ph) + ' ' + std::to_string(nt) + ' ' + std::to_string(nc) + "\n", title,
               nt, creator, nc);  // a failure shows at the first reply
  return &g_pdf;
}

void pdf_text(void*, double x, double y, double size, int bold, const char* text, int right) {
  std::lock_guard<std::mutex> lock(g_mutex);
  const size_t n = std::strlen(text);
  send_request("T " + number(x) + ' ' + number(y) + ' ' + number(size) + ' ' + std::to_string(bold ? 1 : 0) + ' ' +
                   std::to_string(right ? 1 : 0) + ' ' + std::to_string(n) + "\n",
               text, n);
}

char* pdf_svg(void*, const char* svg, size_t svg_length, double x, double y, double w, double h) {
  std::lock_guard<std::mutex> lock(g_mutex);
  Reply r;
  std::string payload;
  if (!send_request("S " + number(x) + ' ' + number(y) + ' ' + number(w) + ' ' + number(h) + ' ' +
                        std::to_string(svg_length) + "\n",
                    svg, svg_length) ||
      !receive_reply(r, payload))
    return lost();
  return problem_of(r, payload);
}

void pdf_page(void*) {
  std::lock_guard<std::mutex> lock(g_mutex);
  send_request("G\n");
}

char* pdf_close(void*) {
  std::lock_guard<std::mutex> lock(g_mutex);
  Reply r;
  std::string payload;
  if (!send_request("C\n") || !receive_reply(r, payload)) return lost();
  if (r.tag != 'D') return problem_of(r, payload);
  for (size_t at = 0; at < payload.size();) {  // the writer takes at most 4 GB a call
    const unsigned int n = static_cast<unsigned int>(std::min<size_t>(payload.size() - at, 1u << 30));
    if (!g_pdf.write(g_pdf.closure, reinterpret_cast<const unsigned char*>(payload.data() + at), n))
      return malloc_message("could not write the PDF");
    at += n;
  }
  return nullptr;
}

constexpr GridlogicImages kImages{svg_to_png, pdf_open, pdf_text, pdf_svg, pdf_page, pdf_close};

const GridlogicImages* start(std::string& problem) {
  const char* override_path = std::getenv("GRIDLOGIC_IMAGES");
  g_path = override_path && *override_path ? override_path : executable_folder() + "/gridlogic-images";
  const std::string hint =
      "; PNG and PDF need it beside the gridlogic executable (it is built with the CLI: "
      "cmake --build build/native --target gridlogic)";
  int fds[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0) {
    problem = std::string("cannot start the image program (socketpair: ") + std::strerror(errno) + ")";
    return nullptr;
  }
  // The program's end becomes its standard input and output (dup2 clears close-on-exec there).
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, fds[1], 0);
  posix_spawn_file_actions_adddup2(&actions, fds[1], 1);
  char* argv[] = {g_path.data(), nullptr};
  pid_t pid = 0;
  const int failed = posix_spawn(&pid, g_path.c_str(), &actions, nullptr, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  close(fds[1]);
  if (failed) {
    close(fds[0]);
    problem = "cannot start the image program " + g_path + " (" + std::strerror(failed) + ")" + hint;
    return nullptr;
  }
  g_fd = fds[0];
  g_pid = pid;
  std::atexit(stop_program);
  Reply hello;
  std::string payload;
  // Another program at that path may never greet (or wait for input itself): 10 s, then refused.
  pollfd greeting{g_fd, POLLIN, 0};
  if (poll(&greeting, 1, 10000) != 1 || !receive_reply(hello, payload) || hello.tag != 'H') {
    kill(pid, SIGKILL);  // not ours, or hung: it may not end when its input closes
    drop();
    problem = "the image program " + g_path + " did not start" + hint;
    return nullptr;
  }
  if (hello.w != GRIDLOGIC_IMAGES_ABI) {
    kill(pid, SIGKILL);
    drop();
    problem = "the image program " + g_path + " is from another build of gridlogic (rebuild both)";
    return nullptr;
  }
  return &kImages;
}

}  // namespace

const GridlogicImages* images(std::string& problem) {
  static std::once_flag once;
  static const GridlogicImages* table = nullptr;
  static std::string why;
  std::call_once(once, [] { table = start(why); });
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
