// sudoku_human_hodoku_ladder.cpp — the HoDoKu ladder (HumanLadder::HoDoKu)'s scale — every kind of step
// it reports with HoDoKu's default score and level (HoDoKu 2.2's Options.DEFAULT_SOLVER_STEPS) — and its
// generic form for sizes other than 9×9: SE's finders taken in HoDoKu's order with HoDoKu's finned fish
// and ALS moves (sudoku_human_hodoku.cpp). On 9×9 the ladder is HoDoKu's own solver reimplemented step
// for step (sudoku_hodoku.h); there the score of a step is that of the search that found it. Where a
// generic step is SE's and HoDoKu finds the same eliminations under another name, it takes that name's
// score: SE's static forcing chains are HoDoKu's nice loops (280), Nishio and cell/region forcing chains
// its forcing chains (500), the dynamic chains its forcing nets (700), the last resort its brute force
// (10000). SE's ladder (sudoku_human.cpp) is untouched by any of this. docs/human-solver.md.
#include <algorithm>
#include <cassert>

#include "sudoku_human_internal.h"

namespace gridlogic {
namespace {

constexpr int kEasy = 1, kMedium = 2, kHard = 3, kUnfair = 4, kExtreme = 5;

// Every kind of step the HoDoKu ladder reports, in HoDoKu's order (its StepConfig index), with the score
// and level of the StepConfig that finds it. On 9×9 the ladder is HoDoKu's own solver (sudoku_hodoku.h),
// which scores each step by the search that found it (a grouped search's plain nice loop scores 300); the
// kinds only the generic ladder of other sizes reports (SE's) come last.
constexpr HodokuTechnique kScale[] = {
    {"full-house", "Full house", 4, kEasy},
    {"naked-single", "Naked single", 4, kEasy},
    {"hidden-single", "Hidden single", 14, kEasy},
    {"locked-pair", "Locked pair", 40, kMedium},
    {"locked-triple", "Locked triple", 60, kMedium},
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
    {"remote-pair", "Remote pair", 110, kHard},
    {"bug-plus-one", "BUG+1", 100, kHard},
    {"skyscraper", "Skyscraper", 130, kHard},
    {"two-string-kite", "2-string kite", 150, kHard},
    {"turbot-fish", "Turbot fish", 120, kHard},
    {"empty-rectangle", "Empty rectangle", 120, kHard},
    {"w-wing", "W-wing", 150, kHard},
    {"xy-wing", "XY-wing", 160, kHard},
    {"xyz-wing", "XYZ-wing", 180, kHard},
    {"unique-rectangle-1", "Uniqueness test 1", 100, kHard},
    {"unique-rectangle-2", "Uniqueness test 2", 100, kHard},
    {"unique-rectangle-3", "Uniqueness test 3", 100, kHard},
    {"unique-rectangle-4", "Uniqueness test 4", 100, kHard},
    {"unique-rectangle-5", "Uniqueness test 5", 100, kHard},
    {"unique-rectangle-6", "Uniqueness test 6", 100, kHard},
    {"hidden-rectangle", "Hidden rectangle", 100, kHard},
    {"avoidable-rectangle-1", "Avoidable rectangle type 1", 100, kHard},
    {"avoidable-rectangle-2", "Avoidable rectangle type 2", 100, kHard},
    {"finned-x-wing", "Finned X-wing", 130, kHard},
    {"sashimi-x-wing", "Sashimi X-wing", 150, kHard},
    {"finned-swordfish", "Finned swordfish", 200, kUnfair},
    {"sashimi-swordfish", "Sashimi swordfish", 240, kUnfair},
    {"finned-jellyfish", "Finned jellyfish", 250, kUnfair},
    {"sashimi-jellyfish", "Sashimi jellyfish", 260, kUnfair},
    {"sue-de-coq", "Sue de Coq", 250, kUnfair},
    {"simple-colouring", "Simple colors", 150, kHard},
    {"multi-colouring", "Multi colors", 200, kHard},
    {"x-chain", "X-chain", 260, kUnfair},
    {"xy-chain", "XY-chain", 260, kUnfair},
    {"discontinuous-nice-loop", "Discontinuous nice loop", 280, kUnfair},
    {"continuous-nice-loop", "Continuous nice loop", 280, kUnfair},
    {"aic", "AIC", 280, kUnfair},
    {"grouped-discontinuous-nice-loop", "Grouped discontinuous nice loop", 300, kUnfair},
    {"grouped-continuous-nice-loop", "Grouped continuous nice loop", 300, kUnfair},
    {"grouped-aic", "Grouped AIC", 300, kUnfair},
    {"als-xz", "ALS-XZ", 300, kUnfair},
    {"als-xy-wing", "ALS-XY-wing", 320, kUnfair},
    {"als-xy-chain", "ALS-XY-chain", 340, kUnfair},
    {"franken-x-wing", "Franken X-wing", 300, kUnfair},
    {"franken-swordfish", "Franken swordfish", 350, kUnfair},
    {"finned-franken-x-wing", "Finned Franken X-wing", 390, kUnfair},
    {"finned-franken-swordfish", "Finned Franken swordfish", 410, kUnfair},
    {"mutant-x-wing", "Mutant X-wing (found as a Franken X-wing)", 300, kUnfair},
    {"mutant-swordfish", "Mutant swordfish (found as a Franken swordfish)", 350, kUnfair},
    {"finned-mutant-x-wing", "Finned mutant X-wing (found as a finned Franken X-wing)", 390, kUnfair},
    {"finned-mutant-swordfish", "Finned mutant swordfish (found as a finned Franken swordfish)", 410, kUnfair},
    {"forcing-chain-contradiction", "Forcing chain contradiction", 500, kExtreme},
    {"forcing-chain-verity", "Forcing chain verity", 500, kExtreme},
    {"forcing-net-contradiction", "Forcing net contradiction", 700, kExtreme},
    {"forcing-net-verity", "Forcing net verity", 700, kExtreme},
    // The generic ladder of other sizes: SE's kinds scored as HoDoKu's nearest technique.
    {"unique-loop-1", "Unique loop type 1", 100, kHard},
    {"unique-loop-2", "Unique loop type 2", 100, kHard},
    {"unique-loop-3", "Unique loop type 3", 100, kHard},
    {"unique-loop-4", "Unique loop type 4", 100, kHard},
    {"bug-type-2", "BUG type 2 (SE; scored as BUG+1)", 100, kHard},
    {"bug-type-3", "BUG type 3 (SE; scored as BUG+1)", 100, kHard},
    {"bug-type-4", "BUG type 4 (SE; scored as BUG+1)", 100, kHard},
    {"forcing-x-chain", "Nice loop / AIC (forcing X-chain)", 280, kUnfair},
    {"forcing-chain", "Nice loop / AIC (forcing chain)", 280, kUnfair},
    {"bidirectional-x-cycle", "Continuous nice loop (bidirectional X-cycle)", 280, kUnfair},
    {"bidirectional-y-cycle", "Continuous nice loop (bidirectional Y-cycle)", 280, kUnfair},
    {"bidirectional-cycle", "Continuous nice loop (bidirectional cycle)", 280, kUnfair},
    {"nishio", "Forcing chain (Nishio)", 500, kExtreme},
    {"cell-forcing-chains", "Forcing chain (cell)", 500, kExtreme},
    {"region-forcing-chains", "Forcing chain (region)", 500, kExtreme},
    {"trial-and-error", "Brute force", 10000, kExtreme},
};

// Dynamic chains of every level ("dynamic-...-chains[-plusN]") are HoDoKu's forcing nets.
constexpr HodokuTechnique kForcingNet = {"dynamic-forcing-chains", "Forcing net (dynamic forcing chains)", 700,
                                         kExtreme};

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
