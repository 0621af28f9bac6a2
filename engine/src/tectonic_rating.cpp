// tectonic_rating.cpp — chapter 8's difficulty scale (tectonic.h): the rule class a puzzle needs, then
// the rule 3 and rule 4 counts against the midpoints of table 8.8's per-level averages.
#include "gridlogic/tectonic.h"

namespace gridlogic {
namespace {

// Table 8.8: average uses of rules 3 and 4 (rules extended with 2-SAT) for the books' levels 1–9.
constexpr double kRule3[10] = {0, 12.31, 15.53, 16.53, 19.24, 17.10, 18.38, 28.29, 34.88, 54.26};
constexpr double kRule4[10] = {0, 5.35, 9.31, 11.92, 16.12, 16.67, 20.24, 20.41, 28.42, 41.86};

// The line between book levels k and k+1: the midpoint of their averages (the document's "7.33"
// between levels 1 and 2, "14.02" between 3 and 4).
constexpr double between(const double (&avg)[10], int k) { return (avg[k] + avg[k + 1]) / 2; }

}  // namespace

std::string_view tectonic_rule_class_name(TectonicRuleClass c) {
  switch (c) {
    case TectonicRuleClass::Rules123: return "rules-1-3";
    case TectonicRuleClass::AllRules: return "rules";
    case TectonicRuleClass::TwoSat: return "2-sat";
    case TectonicRuleClass::Beyond: return "beyond";
  }
  return "beyond";
}

int tectonic_level(TectonicRuleClass c, int rule3, int rule4) {
  switch (c) {
    case TectonicRuleClass::Rules123:  // books' levels 1–2 (table 8.2: all solved by rules 1–3)
      return rule4 < between(kRule4, 1) ? 1 : 2;
    case TectonicRuleClass::AllRules:  // books' levels 3–6
      if (rule4 < between(kRule4, 3)) return 3;
      if (rule4 < between(kRule4, 5)) return 4;  // books' 4 and 5: not separable (ch.8)
      return 5;
    case TectonicRuleClass::TwoSat:  // books' levels 6–9
      // Level 6 against 7 is told by rule 3 (ch.8: "very useful … between level 6 and 7").
      if (rule4 < between(kRule4, 6) && rule3 < between(kRule3, 6)) return 5;
      if (rule4 < between(kRule4, 7)) return 6;
      if (rule4 < between(kRule4, 8)) return 7;
      return 8;
    case TectonicRuleClass::Beyond: return 8;
  }
  return 8;
}

TectonicRating rate_tectonic(const TectonicPuzzle& p) {
  TectonicRating r;
  TectonicSolveOptions o;
  o.two_sat = true;
  o.sweep = true;  // the counts of table 8.8 (see TectonicSolveOptions::sweep)
  const TectonicSolve full = solve_tectonic_rules(p, o);
  r.fired = full.fired;
  r.rule3 = full.fired[3];
  r.rule4 = full.fired[4];
  r.two_sat_rounds = full.two_sat_rounds;
  if (full.outcome != TectonicOutcome::Solved) {
    r.rule_class = TectonicRuleClass::Beyond;
  } else if (full.two_sat_rounds > 0) {
    // 2-SAT ran, so all six rules were stuck before it; rules 1–3 alone, which remove a subset of
    // what the six remove, are stuck too: no need to solve again (the generators rate thousands of
    // candidates, issue 22).
    r.rule_class = TectonicRuleClass::TwoSat;
  } else {
    o.two_sat = false;
    o.rules.enabled = {false, true, true, true, false, false, false};
    if (solve_tectonic_rules(p, o).outcome == TectonicOutcome::Solved) {
      r.rule_class = TectonicRuleClass::Rules123;
    } else {
      r.rule_class = TectonicRuleClass::AllRules;  // no 2-SAT round: the rules alone finished
    }
  }
  r.level = tectonic_level(r.rule_class, r.rule3, r.rule4);
  return r;
}

}  // namespace gridlogic
