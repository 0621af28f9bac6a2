// lecture_genres.cpp — the list of the lecture view's genres and the lookups over it (lecture_genres.h).
// Each genre's row is at the end of its file.
#include "lecture_genres.h"

#include <algorithm>

#include "gridlogic/api.h"

namespace gridlogic::lecture {

extern const LectureGenre kSudokuLecture;
extern const LectureGenre kTectonicLecture;
extern const LectureGenre kHashiLecture;
extern const LectureGenre kCnfLecture;
extern const LectureGenre kVariantLecture;

namespace {

const LectureGenre* const kGenres[] = {&kSudokuLecture, &kTectonicLecture, &kHashiLecture, &kCnfLecture,
                                       &kVariantLecture};

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& ch : out) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return out;
}

// The engine's genres by the registry's names and aliases (genre.h); a DIMACS formula is the view's own.
const LectureGenre* by_name(std::string_view canonical) {
  for (const LectureGenre* g : kGenres)
    if (g->name == canonical) return g;
  return nullptr;
}

}  // namespace

std::span<const LectureGenre* const> lecture_genres() { return kGenres; }

const LectureGenre* find_lecture_genre(std::string_view name) {
  const std::string n = lower(name);
  if (n == "cnf" || n == "dimacs" || n == "sat") return &kCnfLecture;
  if (n.empty()) return nullptr;
  return by_name(canonical_genre(n));
}

const LectureGenre* detect_lecture_genre(std::string_view puzzle) {
  if (const LectureGenre* g = by_name(genre_of_input(puzzle))) return g;
  const std::string p = lower(puzzle.substr(0, std::min<size_t>(puzzle.size(), 200)));
  if (p.rfind("p cnf", 0) == 0 || p.rfind("c ", 0) == 0 || p.rfind("php", 0) == 0 ||
      p.find("\np cnf") != std::string::npos)
    return &kCnfLecture;
  return nullptr;
}

const LectureMethod* find_method(const LectureGenre& g, std::string_view name) {
  for (const LectureMethod& m : g.methods)
    if (m.name == name || (!m.alias.empty() && m.alias == name)) return &m;
  return nullptr;
}

std::vector<std::string_view> genre_methods(const LectureGenre& g) {
  std::vector<std::string_view> out;
  for (const LectureMethod& m : g.methods) out.push_back(m.name);
  return out;
}

std::vector<std::string_view> genre_methods(std::string_view genre) {
  const LectureGenre* g = find_lecture_genre(genre);
  return g ? genre_methods(*g) : std::vector<std::string_view>{};
}

std::string_view default_puzzle(const LectureGenre& g, const LectureMethod& m) {
  return m.default_puzzle.empty() ? g.default_puzzle : m.default_puzzle;
}

std::string_view default_puzzle(std::string_view genre, std::string_view method) {
  const LectureGenre* g = find_lecture_genre(genre);
  if (!g) return {};
  const LectureMethod* m = method.empty() ? &g->methods.front() : find_method(*g, method);
  return m ? default_puzzle(*g, *m) : g->default_puzzle;
}

}  // namespace gridlogic::lecture
