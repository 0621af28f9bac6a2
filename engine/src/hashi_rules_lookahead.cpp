// hashi_rules_lookahead.cpp — stage 3 of the Hashi rule solver (hashi_rules.h): a one-step lookahead.
// For an open edge, suppose its highest (then its lowest) possible count and let the stage-1 and stage-2
// techniques run to their fixpoint; if that ends in a contradiction, the count is impossible. Only an
// end of the range can go (the ranges are intervals), which is also what a player tries first: "if this
// were a double bridge…". Like Tatham's hardest stage it looks one assumption deep, never searches.
#include "hashi_rules_internal.h"

namespace gridlogic::hashi_detail {

bool Engine::lookahead() {
  HashiRuleSet probe_rules = rules;
  probe_rules.set(HashiTechnique::Lookahead, false);
  const int edges = p.edge_count();
  for (int k = 0; k < edges; ++k) {
    // The scan continues where the last refutation was found, so edges that refute nothing are not
    // probed again and again after every cheap step.
    const int e = (lookahead_cursor_ + k) % edges;
    if (b.decided(e) || complete(p.edges[e].a) || complete(p.edges[e].b)) continue;
    for (const bool high : {true, false}) {
      const int v = high ? b.hi[e] : b.lo[e];
      HashiBounds probe = b;
      Engine trial(p, probe, probe_rules, nullptr, nullptr);
      // The lookahead runs only where no other technique applies, so every island is clean for the
      // stage-1 techniques here: the probe starts from that and looks again only around its change.
      trial.clean_ = clean_;
      trial.raise_lo(e, v);
      trial.lower_hi(e, v);
      const std::optional<std::string> why = trial.saturate();
      if (!why) continue;
      lookahead_cursor_ = e;
      std::vector<TraceStep> substeps;
      std::string explanation;
      if (observed()) {
        // The probe again, observed, so the lecture view can show how the assumption fails.
        TraceRecorder recorder;
        HashiBounds replay = b;
        Engine shown(p, replay, probe_rules, &recorder, nullptr);
        shown.raise_lo(e, v);
        shown.lower_hi(e, v);
        TraceStep assume;
        assume.technique = "assumption";
        assume.cells = cells_of({p.edges[e].a, p.edges[e].b});
        for (int f : shown.changed_) {
          const std::vector<int> ends = cells_of({p.edges[f].a, p.edges[f].b});
          assume.links.push_back({ends[0], ends[1], replay.lo[f], replay.hi[f]});
        }
        assume.explanation = "Suppose " + edge_name(e) + " has " + bridges_text(v);
        recorder.on_step(assume);
        shown.changed_.clear();
        shown.crossed_.clear();
        std::string reason;
        HashiBridges unused;
        shown.run(true, reason, unused);
        substeps = recorder.trace().steps;
        explanation = "if " + edge_name(e) + " had " + bridges_text(v) + ", the stage-2 techniques would reach a " +
                      "contradiction (" + *why + "), so " +
                      (high ? "at most " + std::to_string(v - 1) : "at least " + std::to_string(v + 1)) + " there";
      }
      if (high) lower_hi(e, v - 1);
      else raise_lo(e, v + 1);
      report(HashiTechnique::Lookahead, {p.edges[e].a, p.edges[e].b}, std::move(explanation), {}, std::move(substeps));
      return true;
    }
  }
  return false;
}

}  // namespace gridlogic::hashi_detail
