// booklet.cpp — `gridlogic booklet` (booklet.h): N puzzles made by the genres' own `generate` verbs, drawn
// by their `render` verbs (the print theme), laid out 1, 2, 4 or 6 to a page on a cairo PDF surface, the
// solutions after them, 6 to a page. Titles are cairo text, so the PDF's text can be searched and
// copied. No hand-written PDF: cairo (Debian's libcairo2) writes the file, through the image module
// (images.h), loaded when the command starts.
#include "booklet.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <vector>

#include "gridlogic/api.h"
#include "gridlogic/json_value.h"
#include "images.h"

namespace gridlogic::cli {
namespace {

constexpr OptionSpec kOptions[] = {
    integer_option("count", "12", 1, 500, "how many puzzles"),
    choice_option("per-page", "4", "1|2|4|6", "puzzles on each page (the solutions go 6 to a page)"),
    text_option("difficulty", "LEVEL", "",
                "the level, passed to each genre's generate (see 'gridlogic help generate')"),
    text_option("size", "SIZE", "", "the grid size, passed to each genre's generate (default: the genre's)"),
    integer_option("seed", "", 0, (int64_t{1} << 53) - 1,
                   "puzzle i is generated with seed + i (default: from the clock)"),
    choice_option("paper", "a4", "a4|letter", "the paper size"),
    flag_option("solutions", "yes", "add the solutions at the end"),
    text_option("title", "TEXT", "gridlogic puzzles", "the heading of every page"),
    text_option("output", "FILE", "", "write the PDF to FILE (default: standard output)"),
};

struct Entry {
  std::string label;             // "3. Sudoku 9×9 · medium"
  std::string puzzle, solution;  // the SVGs
};

int die(const std::string& message, int status) {
  std::cerr << "gridlogic: booklet: " << message << '\n';
  return status;
}

// What the generator says about a puzzle's level, in words: "medium", "level 4", "easy".
std::string level_words(const JsonValue& made) {
  if (const JsonValue* v = made.find("level_name"); v && v->is_string()) return v->as_string();
  if (const JsonValue* v = made.find("stage"); v && v->is_string()) return v->as_string();
  if (const JsonValue* v = made.find("rule"); v && v->is_string()) return v->as_string();
  if (const JsonValue* v = made.find("level"); v && v->as_integer()) return "level " + std::to_string(*v->as_integer());
  return "";
}

// Lays out `items` (index, SVG) per_page to a page: a heading line, then a grid of slots, each a title
// and the board fitted below it.
std::optional<std::string> pages(const GridlogicImages& im, void* pdf, double pw, double ph, const std::string& heading,
                                 int& page_number, const std::vector<std::pair<std::string, const std::string*>>& items,
                                 int per_page) {
  const int cols = per_page == 1 ? 1 : 2, rows = per_page == 1 ? 1 : per_page / 2;
  const double margin = 40, head = 28, gap = 18, title = 16;
  const double slot_w = (pw - 2 * margin - (cols - 1) * gap) / cols;
  const double slot_h = (ph - 2 * margin - head - (rows - 1) * gap) / rows;
  for (size_t first = 0; first < items.size(); first += static_cast<size_t>(per_page)) {
    ++page_number;
    im.pdf_text(pdf, margin, margin + 12, 13, 1, heading.c_str(), 0);
    im.pdf_text(pdf, pw - margin, margin + 12, 10, 0, ("page " + std::to_string(page_number)).c_str(), 1);
    for (int k = 0; k < per_page && first + static_cast<size_t>(k) < items.size(); ++k) {
      const auto& [label, svg] = items[first + static_cast<size_t>(k)];
      const double x = margin + (k % cols) * (slot_w + gap), y = margin + head + (k / cols) * (slot_h + gap);
      im.pdf_text(pdf, x, y + 11, per_page >= 4 ? 10 : 12, 1, label.c_str(), 0);
      if (char* m = im.pdf_svg(pdf, svg->data(), svg->size(), x, y + title + 4, slot_w, slot_h - title - 4))
        return take_message(m);
    }
    im.pdf_page(pdf);
  }
  return std::nullopt;
}

int write_stream(void* closure, const unsigned char* data, unsigned int length) {
  auto* out = static_cast<std::ostream*>(closure);
  out->write(reinterpret_cast<const char*>(data), length);
  return *out ? 1 : 0;
}

}  // namespace

extern const VerbSpec kBooklet{"booklet", VerbInput::None,
                               "a PDF of new puzzles of one or more genres, several to a page, solutions at the end",
                               kOptions, nullptr};

int run_booklet(const std::string& genre_list, const Options& given, bool progress) {
  auto checked = checked_options(kBooklet, given);
  if (!checked) return die(checked.error().message, 1);
  const Options& o = *checked;
  std::vector<std::string> genres;
  std::stringstream split(genre_list);
  for (std::string g; std::getline(split, g, ',');) {
    const std::string_view name = canonical_genre(g);
    if (name.empty()) return die("no genre '" + g + "'", 1);
    genres.emplace_back(name);
  }
  if (genres.empty()) return die("--genre names no genre", 1);
  // The image module first: a missing one is said before minutes of generating.
  std::string unloaded;
  const GridlogicImages* im = images(unloaded);
  if (!im) return die(unloaded, 2);
  const int64_t count = o.integer("count");
  const int per_page = static_cast<int>(o.integer("per-page"));
  const uint64_t seed = o.has("seed") ? static_cast<uint64_t>(o.integer("seed")) : 0;

  // Each genre's generate request, checked before any puzzle is made: a level one genre lacks is a
  // usage error naming it.
  auto generate_request = [&](const std::string& genre, uint64_t i) {
    Request r;
    r.verb = "generate";
    r.genre = genre;
    r.options.set("count", "1");
    if (o.has("seed")) r.options.set("seed", std::to_string((seed + i) % (uint64_t{1} << 53)));
    if (o.has("difficulty")) r.options.set("difficulty", o.get("difficulty"));
    if (o.has("size")) r.options.set("size", o.get("size"));
    return r;
  };
  for (const std::string& g : genres)
    if (auto e = request_error(g, "generate", generate_request(g, 0).options)) return die(g + ": " + *e, 1);

  std::vector<Entry> entries;
  for (int64_t i = 0; i < count; ++i) {
    const std::string& genre = genres[static_cast<size_t>(i) % genres.size()];
    if (progress) std::cerr << "booklet: puzzle " << i + 1 << " of " << count << " (" << genre << ")" << std::endl;
    Response made = run(generate_request(genre, static_cast<uint64_t>(i)));
    if (!made.error.empty()) return die("puzzle " + std::to_string(i + 1) + ": " + made.error, 2);
    auto doc = parse_json(made.json);
    const JsonValue* puzzle = doc ? doc->find("puzzle") : nullptr;
    if (!puzzle || !puzzle->is_string()) return die("internal error: generate gave no puzzle", 2);
    Entry e;
    const GenreSpec* spec = find_genre(genre);
    e.label = std::to_string(i + 1) + ". " + std::string(spec->title);
    if (const JsonValue* size = doc->find("size"); size && size->is_string()) {
      std::string s = size->as_string();
      if (const size_t x = s.find('x'); x != std::string::npos) s.replace(x, 1, "×");
      e.label += " " + s;
    }
    if (const std::string level = level_words(*doc); !level.empty() && level != "any") e.label += " · " + level;
    for (bool solution : {false, true}) {
      if (solution && !o.get_flag("solutions")) break;
      Request r;
      r.verb = "render";
      r.genre = genre;
      r.input = puzzle->as_string();
      r.options.set("theme", "print");
      r.options.set("solution", solution ? "yes" : "no");
      Response drawn = run(r);
      if (!drawn.error.empty()) return die("puzzle " + std::to_string(i + 1) + ": " + drawn.error, 2);
      (solution ? e.solution : e.puzzle) = drawn.text;
    }
    entries.push_back(std::move(e));
  }

  // A4 and Letter in PostScript points.
  const bool letter = o.get("paper") == "letter";
  const double pw = letter ? 612 : 595.276, ph = letter ? 792 : 841.89;
  std::ofstream file;
  std::ostream* out = &std::cout;
  if (o.has("output")) {
    file.open(o.get("output"), std::ios::binary);
    if (!file) return die("cannot write " + o.get("output"), 2);
    out = &file;
  }
  void* pdf =
      im->pdf_open(write_stream, out, pw, ph, o.get("title").c_str(), ("gridlogic " + std::string(version())).c_str());
  int page = 0;
  std::vector<std::pair<std::string, const std::string*>> items;
  for (const Entry& e : entries) items.emplace_back(e.label, &e.puzzle);
  std::optional<std::string> problem = pages(*im, pdf, pw, ph, o.get("title"), page, items, per_page);
  if (!problem && o.get_flag("solutions")) {
    items.clear();
    for (const Entry& e : entries) items.emplace_back(e.label, &e.solution);
    problem = pages(*im, pdf, pw, ph, o.get("title") + " — solutions", page, items, 6);
  }
  const std::string closed = take_message(im->pdf_close(pdf));
  if (problem) return die(*problem, 2);
  if (!closed.empty()) return die(closed, 2);
  out->flush();
  return *out ? 0 : die("could not write the PDF", 2);
}

}  // namespace gridlogic::cli
