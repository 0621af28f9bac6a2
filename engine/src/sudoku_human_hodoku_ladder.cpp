// sudoku_human_hodoku_ladder.cpp — the HoDoKu ladder (HumanLadder::HoDoKu) and HoDoKu's scale: the human
// solver's techniques in HoDoKu's order with its finned fish and ALS moves, each step scored by HoDoKu's
// default StepConfig (score and level). SE's ladder (sudoku_human.cpp) is untouched by any of this.
//
// The scores are HoDoKu 2.2's defaults (Options.DEFAULT_SOLVER_STEPS). Where our technique is SE's and
// HoDoKu finds the same eliminations under another name, it takes that name's score: SE's static forcing
// chains (X-cycles, AICs) are HoDoKu's nice loops (280), Nishio and cell/region forcing chains its forcing
// chains (500), the dynamic chains its forcing nets (700), the last resort its brute force (10000).
// Unique loops (SE; HoDoKu has rectangles only) score as HoDoKu's uniqueness types (100). Not on this
// ladder: SE's "direct" rungs and aligned pair/triple exclusion (HoDoKu has neither). docs/human-solver.md.
#include <algorithm>
#include <cassert>

#include "sudoku_human_internal.h"

namespace gridlogic {
namespace {

constexpr int kEasy = 1, kMedium = 2, kHard = 3, kUnfair = 4, kExtreme = 5;

// Every kind of step the HoDoKu ladder reports, ladder order (a rung's extra kinds after it).
constexpr HodokuTechnique kScale[] = {
    {"full-house", "Full house", 4, kEasy},
    {"naked-single", "Naked single", 4, kEasy},
    {"hidden-single", "Hidden single", 14, kEasy},
    {"pointing", "Locked candidates type 1 (pointing)", 50, kMedium},
    {"claiming", "Locked candidates type 2 (claiming)", 50, kMedium},
    {"naked-pair", "Naked pair", 60, kMedium},
    {"naked-triple", "Naked triple", 80, kMedium},
    {"hidden-pair", "Hidden pair", 70, kMedium},
    {"hidden-triple", "Hidden triple", 100, kMedium},
    {"naked-quad", "Naked quad", 120, kHard},
    {"hidden-quad", "Hidden quad", 150, kHard},
    {"x-wing", "X-wing", 140, kHard},
    {"swordfish", "Swordfish", 150, kHard},
    {"jellyfish", "Jellyfish", 160, kHard},
    {"bug-plus-one", "BUG+1", 100, kHard},
    {"xy-wing", "XY-wing", 160, kHard},
    {"xyz-wing", "XYZ-wing", 180, kHard},
    {"unique-rectangle-1", "Uniqueness test 1", 100, kHard},
    {"unique-rectangle-2", "Uniqueness test 2", 100, kHard},
    {"unique-rectangle-3", "Uniqueness test 3", 100, kHard},
    {"unique-rectangle-4", "Uniqueness test 4", 100, kHard},
    {"unique-loop-1", "Unique loop type 1", 100, kHard},
    {"unique-loop-2", "Unique loop type 2", 100, kHard},
    {"unique-loop-3", "Unique loop type 3", 100, kHard},
    {"unique-loop-4", "Unique loop type 4", 100, kHard},
    {"bug-type-2", "BUG type 2 (SE; scored as BUG+1)", 100, kHard},
    {"bug-type-4", "BUG type 4 (SE; scored as BUG+1)", 100, kHard},
    {"finned-x-wing", "Finned X-wing", 130, kHard},
    {"sashimi-x-wing", "Sashimi X-wing", 150, kHard},
    {"finned-swordfish", "Finned swordfish", 200, kUnfair},
    {"sashimi-swordfish", "Sashimi swordfish", 240, kUnfair},
    {"finned-jellyfish", "Finned jellyfish", 250, kUnfair},
    {"sashimi-jellyfish", "Sashimi jellyfish", 260, kUnfair},
    {"simple-colouring", "Simple colors", 150, kHard},
    {"x-chain", "X-chain", 260, kUnfair},
    {"xy-chain", "XY-chain", 260, kUnfair},
    {"forcing-x-chain", "Nice loop / AIC (forcing X-chain)", 280, kUnfair},
    {"forcing-chain", "Nice loop / AIC (forcing chain)", 280, kUnfair},
    {"bidirectional-x-cycle", "Continuous nice loop (bidirectional X-cycle)", 280, kUnfair},
    {"bidirectional-y-cycle", "Continuous nice loop (bidirectional Y-cycle)", 280, kUnfair},
    {"bidirectional-cycle", "Continuous nice loop (bidirectional cycle)", 280, kUnfair},
    {"als-xz", "ALS-XZ", 300, kUnfair},
    {"als-xy-wing", "ALS-XY-wing", 320, kUnfair},
    {"nishio", "Forcing chain (Nishio)", 500, kExtreme},
    {"cell-forcing-chains", "Forcing chain (cell)", 500, kExtreme},
    {"region-forcing-chains", "Forcing chain (region)", 500, kExtreme},
    {"trial-and-error", "Brute force", 10000, kExtreme},
};

// Dynamic chains of every level ("dynamic-...-chains[-plusN]") are HoDoKu's forcing nets.
constexpr HodokuTechnique kForcingNet = {"dynamic-forcing-chains", "Forcing net (dynamic forcing chains)", 700, kExtreme};

}  // namespace

std::span<const HodokuTechnique> hodoku_techniques() {
  static const std::vector<HodokuTechnique> list = [] {
    std::vector<HodokuTechnique> v(std::begin(kScale), std::end(kScale));
    v.insert(v.end() - 1, kForcingNet);
    return v;
  }();
  return list;
}

std::optional<HodokuTechnique> hodoku_technique(std::string_view technique) {
  for (const HodokuTechnique& t : kScale)
    if (t.name == technique) return t;
  if (technique.starts_with("dynamic-")) return kForcingNet;
  return std::nullopt;
}

std::string_view hodoku_level_name(int level) {
  static constexpr std::string_view kNames[] = {"incomplete", "easy", "medium", "hard", "unfair", "extreme"};
  return level >= 0 && level <= 5 ? kNames[level] : "incomplete";
}

namespace human {

const std::vector<Rung>& hodoku_ladder() {
  static const std::vector<Rung> rungs = [] {
    // The rungs SE has are SE's own (finder and SE rating declared once, in sudoku_human.cpp), taken
    // by title in HoDoKu's order; HoDoKu's own rungs have SE rating 0.
    auto se = [](std::string_view title) {
      for (const Rung& r : ladder())
        if (r.technique.title == title) return r;
      assert(false && "no SE rung of that title");
      return Rung{};
    };
    return std::vector<Rung>{
        se("Full house"),
        se("Naked single"),
        se("Hidden single (box)"),
        se("Hidden single (row or column)"),
        se("Pointing"),
        se("Claiming"),
        se("Naked pair"),
        se("Naked triple"),
        se("Hidden pair"),
        se("Hidden triple"),
        se("Naked quad"),
        se("Hidden quad"),
        se("X-wing"),
        se("Swordfish"),
        se("Jellyfish"),
        se("BUG+1"),
        se("XY-wing"),
        se("XYZ-wing"),
        se("Unique rectangle type 1"),
        {{"finned-x-wing", "Finned X-wing", 0}, [](const Board& b) { return find_finned_fish(b, 2, false); }},
        {{"sashimi-x-wing", "Sashimi X-wing", 0}, [](const Board& b) { return find_finned_fish(b, 2, true); }},
        {{"finned-swordfish", "Finned swordfish", 0}, [](const Board& b) { return find_finned_fish(b, 3, false); }},
        {{"sashimi-swordfish", "Sashimi swordfish", 0}, [](const Board& b) { return find_finned_fish(b, 3, true); }},
        {{"finned-jellyfish", "Finned jellyfish", 0}, [](const Board& b) { return find_finned_fish(b, 4, false); }},
        {{"sashimi-jellyfish", "Sashimi jellyfish", 0}, [](const Board& b) { return find_finned_fish(b, 4, true); }},
        // SE's rung gives way to SE's chains; HoDoKu rates a colouring in its own right.
        Rung{se("Simple colouring").technique, find_simple_colouring},
        {{"x-chain", "X-chain", 6.6}, find_x_chain},
        {{"xy-chain", "XY-chain", 6.6}, find_xy_chain},
        se("Forcing X-chain"),
        {{"als-xz", "ALS-XZ", 0}, find_als_xz},
        {{"als-xy-wing", "ALS-XY-wing", 0}, find_als_xy_wing},
        se("Nishio forcing chains"),
        se("Cell forcing chains"),
        se("Dynamic contradiction forcing chains"),
        se("Dynamic contradiction forcing chains (+)"),
        se("Dynamic contradiction forcing chains (+ forcing chains)"),
        se("Dynamic contradiction forcing chains (+ multiple forcing chains)"),
        se("Dynamic contradiction forcing chains (+ dynamic forcing chains)"),
    };
  }();
  return rungs;
}

}  // namespace human
}  // namespace gridlogic
