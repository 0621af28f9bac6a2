// seeds.cpp — writes the seed corpus of every fuzz target from generated puzzles and tests/data.
//
// Seeds are made at fuzz time (tools/fuzz.sh), never committed: generated puzzles in every format each
// genre writes, the repository's own tests/data files, and a few hand-written DIMACS and option lines.
// Usage: fuzz_seeds OUT_DIR REPO_DIR — writes OUT_DIR/<target>/seed-N files.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <string>
#include <vector>

#include "gridlogic/cnf.h"
#include "gridlogic/dimacs.h"
#include "gridlogic/hashi_format.h"
#include "gridlogic/hashi_generator.h"
#include "gridlogic/lz_string.h"
#include "gridlogic/sudoku_format.h"
#include "gridlogic/sudoku_generator.h"
#include "gridlogic/tectonic.h"
#include "gridlogic/tectonic_generator.h"
#include "gridlogic/variant_fpuzzles.h"
#include "gridlogic/variant_generator.h"
#include "gridlogic/variant_sudokupad.h"

namespace fs = std::filesystem;
using namespace gridlogic;

namespace {

std::map<std::string, std::vector<std::string>> seeds;

void add(const std::string& target, std::string text) { seeds[target].push_back(std::move(text)); }

// The "run" target reads a selector byte (genre and verb) before the input: see run.cpp.
void add_run(std::string text) {
  for (unsigned char sel = 0; sel < 40; sel += 7) add("run", std::string(1, static_cast<char>(sel)) + text);
}

std::string read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: fuzz_seeds OUT_DIR REPO_DIR\n";
    return 2;
  }
  const fs::path out = argv[1], repo = argv[2];

  for (int side : {4, 6, 9, 16}) {
    SudokuGeneratorOptions o;
    o.shape = *SudokuShape::for_side(side);
    for (uint64_t i = 0; i < (side == 16 ? 1u : 3u); ++i) {
      auto g = generate_sudoku(o, i);
      if (!g) continue;
      add("puzzlink_sudoku", format_sudoku(g->puzzle, SudokuFormat::Url));
      for (SudokuFormat f : {SudokuFormat::Line, SudokuFormat::Grid, SudokuFormat::Url, SudokuFormat::Json})
        if (sudoku_format_keeps_shape(g->puzzle.shape, f)) add("sudoku_text", format_sudoku(g->puzzle, f));
      add("project_json", format_sudoku(g->puzzle, SudokuFormat::Json));
      if (side <= 9) add_run(format_sudoku(g->puzzle, SudokuFormat::Line));
    }
  }
  for (auto [rows, cols] : {std::pair{5, 4}, std::pair{5, 9}, std::pair{8, 8}}) {
    TectonicGeneratorOptions o;
    o.rows = rows;
    o.cols = cols;
    auto g = generate_tectonic(o, 0);
    if (!g) continue;
    add("puzzlink_tectonic", format_tectonic_url(g->puzzle));
    for (TectonicFormat f : {TectonicFormat::Url, TectonicFormat::Text, TectonicFormat::Json, TectonicFormat::Janko,
                             TectonicFormat::Abcqwq})
      add("tectonic_text", format_tectonic(g->puzzle, f));
    add("project_json", format_tectonic(g->puzzle, TectonicFormat::Json));
    add_run(format_tectonic_url(g->puzzle));
  }
  for (auto [side, islands] : {std::pair{5, 6}, std::pair{7, 10}, std::pair{10, 20}}) {
    HashiGeneratorOptions o;
    o.rows = o.cols = side;
    o.islands = islands;
    auto g = generate_hashi(o, 0);
    if (!g) continue;
    add("puzzlink_hashi", format_hashi_url(g->puzzle));
    for (HashiFormat f : {HashiFormat::Url, HashiFormat::Text, HashiFormat::Json, HashiFormat::Janko, HashiFormat::Has})
      add("hashi_text", format_hashi(g->puzzle, f));
    add("project_json", format_hashi(g->puzzle, HashiFormat::Json));
    add_run(format_hashi_url(g->puzzle));
  }
  std::vector<std::string> fpuzzles;
  for (VariantGenerated kind : {VariantGenerated::Killer, VariantGenerated::Thermometer}) {
    VariantGeneratorOptions o;
    o.kind = kind;
    o.size = 6;
    auto g = generate_variant(o, 0);
    if (g) fpuzzles.push_back(format_fpuzzles_json(g->puzzle));
  }
  for (const auto& entry : fs::directory_iterator(repo / "tests" / "data"))
    if (entry.path().extension() == ".json") fpuzzles.push_back(read_file(entry.path()));
  // SudokuPad's own format: the writer's JSON of each puzzle (plain, and as an scl payload), and the real
  // Sudoku Maker link of tests/data/sudokupad (its payload, and its zipped JSON).
  for (const std::string& json : fpuzzles)
    if (auto p = parse_variant(json))
      if (auto sp = format_sudokupad_json(*p)) {
        add("sudokupad_scl", *sp);
        add("sudokupad_scl", lz_compress_base64(*sp));
        add_run(*sp);
      }
  for (const auto& entry : fs::directory_iterator(repo / "tests" / "data" / "sudokupad")) {
    std::string id = read_file(entry.path());
    while (!id.empty() && (id.back() == '\n' || id.back() == '\r')) id.pop_back();
    if (id.size() < 3) continue;
    add("sudokupad_scl", id.substr(3));
    if (auto zipped = lz_decompress_base64(id.substr(3))) add("sudokupad_scl", *zipped);
  }
  for (const std::string& json : fpuzzles) {
    add("fpuzzles_json", json);
    const std::string payload = lz_compress_base64(json);
    add("fpuzzles_url", payload);
    add("sudokupad", payload);
    add("lz_string", payload);
    add("project_json", json);
    add_run(json);
  }
  add("lz_string", "Q===");
  add("lz_string", lz_compress_base64("héllo wörld ✓ 𝄞"));
  for (const char* cnf : {"p cnf 3 2\n1 -2 0\n2 3 0\n", "c comment\np cnf 2 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n",
                          "p cnf 1 1\n1 0\n", "p cnf 0 0\n", "p cnf 5 3\n1 2 3 4 5 0\n-1 0\n-5 -4 0\n%\n0\n"})
    add("dimacs", cnf);
  add_run("[{\"a\":1}]");

  std::size_t total = 0;
  for (const auto& [target, texts] : seeds) {
    const fs::path dir = out / target;
    fs::create_directories(dir);
    for (std::size_t i = 0; i < texts.size(); ++i)
      std::ofstream(dir / ("seed-" + std::to_string(i)), std::ios::binary) << texts[i];
    total += texts.size();
  }
  std::cout << "fuzz_seeds: " << total << " seeds for " << seeds.size() << " targets in " << out.string() << "\n";
  return 0;
}
