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
    {"forcing-y-chain", "Nice loop / AIC (forcing Y-chain)", 280, kUnfair},
    {"forcing-chain", "Nice loop / AIC (forcing chain)", 280, kUnfair},
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
  // SE ratings beside the rungs SE has (for --max-rating and needs_unique), 0 for HoDoKu's own.
  static const std::vector<Rung> rungs = {
      {{"full-house", "Full house", 1.0}, find_full_house},
      {{"naked-single", "Naked single", 2.3}, find_naked_single},
      {{"hidden-single", "Hidden single (box)", 1.2}, [](const Board& b) { return find_hidden_single(b, true); }},
      {{"hidden-single", "Hidden single (row or column)", 1.5},
       [](const Board& b) { return find_hidden_single(b, false); }},
      {{"pointing", "Pointing", 2.6}, [](const Board& b) { return find_pointing(b); }},
      {{"claiming", "Claiming", 2.8}, [](const Board& b) { return find_claiming(b); }},
      {{"naked-pair", "Naked pair", 3.0}, [](const Board& b) { return find_naked_subset(b, 2); }},
      {{"naked-triple", "Naked triple", 3.6}, [](const Board& b) { return find_naked_subset(b, 3); }},
      {{"hidden-pair", "Hidden pair", 3.4}, [](const Board& b) { return find_hidden_subset(b, 2); }},
      {{"hidden-triple", "Hidden triple", 4.0}, [](const Board& b) { return find_hidden_subset(b, 3); }},
      {{"naked-quad", "Naked quad", 5.0}, [](const Board& b) { return find_naked_subset(b, 4); }},
      {{"hidden-quad", "Hidden quad", 5.4}, [](const Board& b) { return find_hidden_subset(b, 4); }},
      {{"x-wing", "X-wing", 3.2}, [](const Board& b) { return find_fish(b, 2); }},
      {{"swordfish", "Swordfish", 3.8}, [](const Board& b) { return find_fish(b, 3); }},
      {{"jellyfish", "Jellyfish", 5.2}, [](const Board& b) { return find_fish(b, 4); }},
      {{"bug-plus-one", "BUG+1", 5.6}, find_bug_plus_one},
      {{"xy-wing", "XY-wing", 4.2}, find_xy_wing},
      {{"xyz-wing", "XYZ-wing", 4.4}, find_xyz_wing},
      {{"unique-rectangle-1", "Unique rectangle type 1", 4.5}, find_unique_loop},
      {{"finned-x-wing", "Finned X-wing", 0}, [](const Board& b) { return find_finned_fish(b, 2, false); }},
      {{"sashimi-x-wing", "Sashimi X-wing", 0}, [](const Board& b) { return find_finned_fish(b, 2, true); }},
      {{"finned-swordfish", "Finned swordfish", 0}, [](const Board& b) { return find_finned_fish(b, 3, false); }},
      {{"sashimi-swordfish", "Sashimi swordfish", 0}, [](const Board& b) { return find_finned_fish(b, 3, true); }},
      {{"finned-jellyfish", "Finned jellyfish", 0}, [](const Board& b) { return find_finned_fish(b, 4, false); }},
      {{"sashimi-jellyfish", "Sashimi jellyfish", 0}, [](const Board& b) { return find_finned_fish(b, 4, true); }},
      {{"simple-colouring", "Simple colouring", 6.5}, find_simple_colouring},
      {{"x-chain", "X-chain", 6.6}, find_x_chain},
      {{"xy-chain", "XY-chain", 6.6}, find_xy_chain},
      {{"forcing-x-chain", "Forcing X-chain", 6.6}, find_forcing_chain},
      {{"als-xz", "ALS-XZ", 0}, find_als_xz},
      {{"als-xy-wing", "ALS-XY-wing", 0}, find_als_xy_wing},
      {{"nishio", "Nishio forcing chains", 7.5}, find_nishio},
      {{"cell-forcing-chains", "Cell forcing chains", 8.0}, find_multiple_forcing_chains},
      {{"dynamic-contradiction-chains", "Dynamic contradiction forcing chains", 8.5},
       [](const Board& b) { return find_dynamic_forcing_chains(b, 0); }},
      {{"dynamic-contradiction-chains-plus1", "Dynamic contradiction forcing chains (+)", 9.0},
       [](const Board& b) { return find_dynamic_forcing_chains(b, 1); }},
      {{"dynamic-contradiction-chains-plus2", "Dynamic contradiction forcing chains (+ forcing chains)", 9.5},
       [](const Board& b) { return find_dynamic_forcing_chains(b, 2); }},
      {{"dynamic-contradiction-chains-plus3", "Dynamic contradiction forcing chains (+ multiple forcing chains)", 10.0},
       [](const Board& b) { return find_dynamic_forcing_chains(b, 3); }},
      {{"dynamic-contradiction-chains-plus4", "Dynamic contradiction forcing chains (+ dynamic forcing chains)", 10.5},
       [](const Board& b) { return find_dynamic_forcing_chains(b, 4); }},
  };
  return rungs;
}

}  // namespace human
}  // namespace gridlogic
