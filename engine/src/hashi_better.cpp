// hashi_better.cpp — document 001's "better solver" (§3.2, see hashi_rules.h): the easy solver, then one
// guessed bridge extension at a time, each followed by the easy solver. Reproduced as the document has
// it, including what makes it unsound — a guess that does not end in a solution is banned for good
// although the easy solver may only have got stuck, and the first solution found is accepted without
// asking whether it is the only one — because figure 11's comparison is about exactly that behaviour.
#include "hashi_rules_internal.h"

namespace gridlogic {

std::string_view hashi_better_outcome_name(HashiBetterOutcome o) {
  switch (o) {
    case HashiBetterOutcome::Solved: return "solved";
    case HashiBetterOutcome::Guessed: return "guessed";
    case HashiBetterOutcome::Failed: return "failed";
  }
  return "?";
}

namespace {

// "Draw a single bridge (a double one if there already is one)": possible when the edge has room, no
// crossing bridge is drawn, and both ends have a bridge left.
bool extension_possible(const HashiPuzzle& p, const HashiBounds& b, int e) {
  if (b.lo[e] >= b.hi[e]) return false;
  for (int f : p.crossing[e])
    if (b.lo[f] > 0) return false;
  for (int i : {p.edges[e].a, p.edges[e].b}) {
    int sum = 0;
    for (int f : p.incident[i]) sum += b.lo[f];
    const int clue = p.islands[i].clue == kHashiUnknownClue ? 8 : p.islands[i].clue;
    if (sum >= clue) return false;
  }
  return true;
}

}  // namespace

HashiBetterResult solve_hashi_better(const HashiPuzzle& p, const HashiBetterOptions& options, TraceObserver* observer) {
  HashiRuleOptions easy;
  easy.rules = HashiRuleSet::document_easy();
  easy.connectivity_check = false;  // the easy solver has no §3.3 check; step 3 asks only at the end

  HashiBetterResult out;
  out.easy = solve_hashi_rules(p, easy, observer);  // step 1
  if (out.easy.outcome == HashiOutcome::Solved) {
    out.outcome = HashiBetterOutcome::Solved;
    out.solution = out.easy.solution;
    return out;
  }
  const HashiBounds& base = out.easy.bounds;
  std::vector<bool> banned(p.edge_count(), false);
  for (int e = 0; e < p.edge_count(); ++e) {  // step 4: every possible extension
    HashiBounds guess = base;
    if (options.keep_bans)
      for (int f = 0; f < p.edge_count(); ++f)
        if (banned[f]) guess.hi[f] = guess.lo[f];
    if (!extension_possible(p, guess, e)) continue;
    // Step 2: the guess (with the crossing rule, as any drawn bridge), then the easy solver.
    HashiRuleSet none;
    hashi_detail::Engine draw(p, guess, none, nullptr, nullptr);
    draw.raise_lo(e, guess.lo[e] + 1);
    const int drawn = guess.lo[e];
    const std::string edge_label = draw.edge_name(e);
    TraceRecorder recorder;
    HashiRuleSolve after = continue_hashi_rules(p, std::move(guess), easy, observer ? &recorder : nullptr);
    ++out.guesses;
    out.guessed = true;
    const bool solved = after.outcome == HashiOutcome::Solved;  // verified: a single connected group
    if (observer) {
      TraceStep step;
      step.technique = solved ? "guess" : "guess-failed";
      const HashiEdge& edge = p.edges[e];
      const int ca = p.islands[edge.a].row * p.cols + p.islands[edge.a].col;
      const int cb = p.islands[edge.b].row * p.cols + p.islands[edge.b].col;
      step.cells = {ca, cb};
      step.links.push_back({ca, cb, drawn, base.hi[e]});
      step.explanation = "Guess (§3.2): one more bridge on " + edge_label + ", " + hashi_detail::bridges_text(drawn) +
                         "; the easy solver then ";
      if (solved)
        step.explanation +=
            "solves the puzzle as one connected group — the document accepts this solution "
            "although another may exist";
      else
        step.explanation +=
            (after.outcome == HashiOutcome::Stuck ? std::string("gets stuck") : "fails: " + after.contradiction) +
            ", so no extension is drawn there again";
      step.substeps = recorder.trace().steps;
      observer->on_step(step);
    }
    if (solved) {  // step 3
      out.outcome = HashiBetterOutcome::Guessed;
      out.guess_edge = e;
      out.solution = std::move(after.solution);
      return out;
    }
    banned[e] = true;
    ++out.failed_guesses;
  }
  out.outcome = HashiBetterOutcome::Failed;
  return out;
}

}  // namespace gridlogic
