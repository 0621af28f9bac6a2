// variant.cpp — the variant Sudoku frame, the encoder's shared building blocks, the base rules, and the
// counting solve (variant.h).
#include "gridlogic/variant.h"

#include <algorithm>
#include <bit>
#include <chrono>

#include "gridlogic/sat_solver.h"
#include "gridlogic/text.h"

namespace gridlogic {

std::string VariantGrid::name(int cell) const { return cell_name(row(cell), col(cell)); }

std::optional<std::vector<int>> default_variant_regions(int n) {
  if (n < 1 || n > kVariantMaxSide) return std::nullopt;
  // f-puzzles' boxes: as tall as the largest divisor of n not above √n, as wide as the rest.
  int box_rows = 1;
  for (int d = 1; d * d <= n; ++d)
    if (n % d == 0) box_rows = d;
  const int box_cols = n / box_rows;
  std::vector<int> region(n * n);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) region[r * n + c] = (r / box_rows) * (n / box_cols) + c / box_cols;
  return region;
}

std::optional<std::string> check_variant_regions(const VariantGrid& g) {
  if (static_cast<int>(g.region.size()) != g.cells())
    return "the grid needs a region for each of its " + std::to_string(g.cells()) + " cells";
  std::vector<int> size(g.n, 0);
  for (int cell = 0; cell < g.cells(); ++cell) {
    const int r = g.region[cell];
    if (r < 0 || r >= g.n)
      return g.name(cell) + " is in region " + std::to_string(r + 1) + ", but a " + std::to_string(g.n) + "×" +
             std::to_string(g.n) + " grid has regions 1 to " + std::to_string(g.n);
    ++size[r];
  }
  for (int r = 0; r < g.n; ++r)
    if (size[r] != g.n)
      return "region " + std::to_string(r + 1) + " has " + std::to_string(size[r]) + " cells; every region needs " +
             std::to_string(g.n);
  return std::nullopt;
}

std::string_view killer_encoding_name(KillerEncoding e) {
  switch (e) {
    case KillerEncoding::Sum: return "sum";
    case KillerEncoding::Pb: return "pb";
    case KillerEncoding::PbCombinations: return "pb+combinations";
    case KillerEncoding::Combinations: return "combinations";
  }
  return "?";
}

std::optional<KillerEncoding> parse_killer_encoding(std::string_view name) {
  for (KillerEncoding e :
       {KillerEncoding::Sum, KillerEncoding::Pb, KillerEncoding::PbCombinations, KillerEncoding::Combinations})
    if (name == killer_encoding_name(e)) return e;
  return std::nullopt;
}

std::string_view sandwich_encoding_name(SandwichEncoding e) {
  switch (e) {
    case SandwichEncoding::Crusts: return "crusts";
    case SandwichEncoding::Pb: return "pb";
    case SandwichEncoding::PbLengths: return "pb+lengths";
    case SandwichEncoding::Combinations: return "combinations";
  }
  return "?";
}

std::optional<SandwichEncoding> parse_sandwich_encoding(std::string_view name) {
  for (SandwichEncoding e :
       {SandwichEncoding::Crusts, SandwichEncoding::Pb, SandwichEncoding::PbLengths, SandwichEncoding::Combinations})
    if (name == sandwich_encoding_name(e)) return e;
  return std::nullopt;
}

std::string_view sum_encoding_name(SumEncoding e) { return e == SumEncoding::Layered ? "layered" : "pb"; }

std::optional<SumEncoding> parse_sum_encoding(std::string_view name) {
  if (name == "layered") return SumEncoding::Layered;
  if (name == "pb") return SumEncoding::Pb;
  return std::nullopt;
}

// --- Encoder ---------------------------------------------------------------------------------------------

VariantEncoder::VariantEncoder(Cnf& cnf, const VariantGrid& grid, const VariantEncodingOptions& options)
    : cnf_(cnf), grid_(grid), options_(options), s_(cnf.new_range("s", {grid.cells(), grid.n}, {"cell", "v"})) {}

void VariantEncoder::distinct(std::span<const int> cells) {
  for (size_t i = 0; i < cells.size(); ++i)
    for (size_t j = i + 1; j < cells.size(); ++j) different(cells[i], cells[j]);
}

void VariantEncoder::different(int a, int b) {
  for (int v = 1; v <= n(); ++v) cnf_.add_clause({~is(a, v), ~is(b, v)});
}

void VariantEncoder::relation(int a, int b, const std::function<bool(int, int)>& allowed) {
  std::vector<Lit> clause;
  for (int side = 0; side < 2; ++side) {
    const int from = side == 0 ? a : b, to = side == 0 ? b : a;
    for (int v = 1; v <= n(); ++v) {
      clause.assign({~is(from, v)});
      for (int w = 1; w <= n(); ++w)
        if (side == 0 ? allowed(v, w) : allowed(w, v)) clause.push_back(is(to, w));
      cnf_.add_clause(clause);
    }
  }
}

namespace {

// Rows, columns and regions as lists of cells.
std::vector<std::vector<int>> house_cells(const VariantGrid& g) {
  std::vector<std::vector<int>> out(3 * static_cast<size_t>(g.n));
  for (int cell = 0; cell < g.cells(); ++cell) {
    out[g.row(cell)].push_back(cell);
    out[g.n + g.col(cell)].push_back(cell);
    out[2 * g.n + g.region[cell]].push_back(cell);
  }
  return out;
}

// The terms of a sum split into parts whose cells share a row, column or region (so hold distinct
// values) and have one factor; greedily, the largest such part first. A cell listed in two terms stays
// alone (its value counts twice). Returns term indices per part; parts of one term are the rest.
std::vector<std::vector<size_t>> house_parts(const VariantGrid& g, std::span<const VariantEncoder::Term> terms) {
  std::vector<bool> done(terms.size(), false);
  for (size_t i = 0; i < terms.size(); ++i)
    for (size_t j = 0; j < terms.size(); ++j)
      if (i != j && terms[i].cell == terms[j].cell) done[i] = true;
  std::vector<std::vector<size_t>> parts;
  for (size_t i = 0; i < terms.size(); ++i)
    if (done[i]) parts.push_back({i});
  const auto houses = house_cells(g);
  for (;;) {
    std::vector<size_t> best;
    for (const auto& house : houses)
      for (size_t lead = 0; lead < terms.size(); ++lead) {
        if (done[lead]) continue;
        std::vector<size_t> part;
        for (size_t i = 0; i < terms.size(); ++i)
          if (!done[i] && terms[i].factor == terms[lead].factor &&
              std::find(house.begin(), house.end(), terms[i].cell) != house.end())
            part.push_back(i);
        if (part.size() > best.size()) best = std::move(part);
      }
    if (best.size() < 2) break;
    for (size_t i : best) done[i] = true;
    parts.push_back(std::move(best));
  }
  for (size_t i = 0; i < terms.size(); ++i)
    if (!done[i]) parts.push_back({i});
  return parts;
}

// Per total t of k distinct values from 1..n: the values some combination uses (some[t]) and those every
// combination uses (all[t]); some[t] = 0 when no combination makes t.
struct Combinations {
  std::vector<uint32_t> some, all;
};

Combinations distinct_combinations(int n, int k) {
  Combinations c{std::vector<uint32_t>(static_cast<size_t>(k) * n + 1, 0),
                 std::vector<uint32_t>(static_cast<size_t>(k) * n + 1, ~0u)};
  for (uint32_t set = 0; set < (1u << n); ++set) {
    if (std::popcount(set) != k) continue;
    int total = 0;
    for (int v = 1; v <= n; ++v)
      if (set & (1u << (v - 1))) total += v;
    c.some[total] |= set, c.all[total] &= set;
  }
  return c;
}

}  // namespace

void VariantEncoder::combination_clauses(Lit when, std::span<const int> cells, uint32_t some, uint32_t all) {
  for (int v = 1; v <= n(); ++v) {
    const uint32_t bit = 1u << (v - 1);
    if (!(some & bit))
      for (int cell : cells) cnf_.add_clause({~when, ~is(cell, v)});
    if (all & bit) {
      std::vector<Lit> clause{~when};
      for (int cell : cells) clause.push_back(is(cell, v));
      cnf_.add_clause(clause);
    }
  }
}

void VariantEncoder::distinct_sum(std::span<const int> cells, int64_t total) {
  std::vector<Term> terms;
  for (int cell : cells) terms.push_back({cell, 1});
  const bool layered = options_.sums == SumEncoding::Layered;
  plain_sum(terms, PbCompare::Eq, total, {});
  if (!layered || !options_.distinct_sums || cells.empty()) return;
  const Combinations c = distinct_combinations(n(), static_cast<int>(cells.size()));
  if (total < 0 || total >= static_cast<int64_t>(c.some.size()) || !c.some[total]) {
    cnf_.add_clause(std::span<const Lit>{});  // no distinct values make it
    return;
  }
  const Var yes = cnf_.new_var();
  cnf_.add_clause({Lit::pos(yes)});
  combination_clauses(Lit::pos(yes), cells, c.some[total], c.all[total]);
}

void VariantEncoder::plain_sum(std::span<const Term> terms, PbCompare compare, int64_t bound,
                               std::span<const Group> extra) {
  std::vector<Group> groups;
  for (const Term& t : terms) groups.push_back(cell_group(t.cell, t.factor));
  groups.insert(groups.end(), extra.begin(), extra.end());
  group_sum(groups, compare, bound);
}

VariantEncoder::Group VariantEncoder::cell_group(int cell, int64_t factor) const {
  Group g;
  g.exactly_one = true;
  for (int v = 1; v <= n(); ++v) g.choices.push_back({is(cell, v), factor * v});
  return g;
}

void VariantEncoder::sum(std::span<const Term> terms, PbCompare compare, int64_t bound, std::span<const Group> extra) {
  if (options_.sums != SumEncoding::Layered || !options_.distinct_sums) return plain_sum(terms, compare, bound, extra);
  const auto parts = house_parts(grid_, terms);
  // One part of unit factors making the whole sum: a killer cage's sum, without a total of its own.
  if (parts.size() == 1 && parts[0].size() > 1 && extra.empty() && compare == PbCompare::Eq && terms[0].factor == 1) {
    std::vector<int> cells;
    for (const Term& t : terms) cells.push_back(t.cell);
    return distinct_sum(cells, bound);
  }
  std::vector<Group> groups;
  for (const std::vector<size_t>& part : parts) {
    if (part.size() == 1) {
      groups.push_back(cell_group(terms[part[0]].cell, terms[part[0]].factor));
      continue;
    }
    std::vector<int> cells;
    std::vector<Term> unit;
    for (size_t i : part) cells.push_back(terms[i].cell), unit.push_back({terms[i].cell, 1});
    const Combinations c = distinct_combinations(n(), static_cast<int>(cells.size()));
    std::vector<int64_t> totals;
    for (size_t t = 0; t < c.some.size(); ++t)
      if (c.some[t]) totals.push_back(static_cast<int64_t>(t));
    Group total = integer(totals);
    // The part's cells sum to its total (as any sum: repeats allowed) …
    Group minus = total;
    for (Choice& choice : minus.choices) choice.weight = -choice.weight;
    const std::vector<Group> link{minus};
    plain_sum(unit, PbCompare::Eq, 0, link);
    // … and distinctness speaks through the combinations of each total.
    for (const Choice& choice : total.choices)
      combination_clauses(choice.lit, cells, c.some[static_cast<size_t>(choice.weight)],
                          c.all[static_cast<size_t>(choice.weight)]);
    for (Choice& choice : total.choices) choice.weight *= terms[part[0]].factor;
    groups.push_back(std::move(total));
  }
  groups.insert(groups.end(), extra.begin(), extra.end());
  group_sum(groups, compare, bound);
}

VariantEncoder::Group VariantEncoder::integer(std::span<const int64_t> values) {
  Group g;
  g.exactly_one = true;
  std::vector<Lit> lits;
  for (int64_t v : values) {
    lits.push_back(Lit::pos(cnf_.new_var()));
    g.choices.push_back({lits.back(), v});
  }
  cnf_.exactly_one_pairwise(lits);
  return g;
}

void VariantEncoder::group_sum(std::span<const Group> groups, PbCompare compare, int64_t bound) {
  if (options_.sums == SumEncoding::Pb) {
    std::vector<Lit> lits;
    std::vector<int64_t> weights;
    for (const Group& g : groups)
      for (const Choice& c : g.choices) lits.push_back(c.lit), weights.push_back(c.weight);
    pb(lits, weights, compare, bound);
    return;
  }
  // Layer k holds the partial sums of groups 0..k−1 that are reachable from the front and can still
  // meet the bound; node (k, s) is a variable, true along the path the assignment takes.
  const size_t m = groups.size();
  auto meets = [&](int64_t total) {
    return compare == PbCompare::Eq ? total == bound : compare == PbCompare::Le ? total <= bound : total >= bound;
  };
  // Each group's possible weights, with the "none" branch as weight 0 on a literal of its own.
  std::vector<std::vector<Choice>> options(m);
  for (size_t k = 0; k < m; ++k) {
    options[k] = groups[k].choices;
    if (!groups[k].exactly_one) {
      std::vector<Lit> any;
      for (const Choice& c : groups[k].choices) any.push_back(c.lit);
      options[k].push_back({~disjunction(any), 0});
    }
  }
  std::vector<std::vector<int64_t>> forward(m + 1), backward(m + 1);
  forward[0] = {0};
  for (size_t k = 0; k < m; ++k) {
    for (int64_t s : forward[k])
      for (const Choice& c : options[k]) forward[k + 1].push_back(s + c.weight);
    std::sort(forward[k + 1].begin(), forward[k + 1].end());
    forward[k + 1].erase(std::unique(forward[k + 1].begin(), forward[k + 1].end()), forward[k + 1].end());
  }
  for (int64_t s : forward[m])
    if (meets(s)) backward[m].push_back(s);
  auto has = [](const std::vector<int64_t>& v, int64_t x) { return std::binary_search(v.begin(), v.end(), x); };
  for (size_t k = m; k-- > 0;)
    for (int64_t s : forward[k])
      for (const Choice& c : options[k])
        if (has(backward[k + 1], s + c.weight)) {
          backward[k].push_back(s);
          break;
        }
  if (backward[0].empty()) {  // no assignment meets the bound
    cnf_.add_clause(std::span<const Lit>{});
    return;
  }
  // Node variables per layer, indexed like backward[k].
  std::vector<std::vector<Lit>> node(m + 1);
  for (size_t k = 0; k <= m; ++k)
    for (size_t i = 0; i < backward[k].size(); ++i) node[k].push_back(Lit::pos(cnf_.new_var()));
  cnf_.add_clause({node[0][0]});
  auto node_of = [&](size_t k, int64_t s) {
    const auto it = std::lower_bound(backward[k].begin(), backward[k].end(), s);
    return node[k][static_cast<size_t>(it - backward[k].begin())];
  };
  std::vector<std::vector<Lit>> incoming;
  for (size_t k = 0; k < m; ++k) {
    incoming.assign(backward[k + 1].size(), {});
    // Per choice, the edges that may take it: a choice no node can take is false.
    std::vector<std::vector<Lit>> takers(options[k].size());
    for (size_t i = 0; i < backward[k].size(); ++i) {
      const Lit from = node[k][i];
      std::vector<Lit> out{~from};
      for (size_t j = 0; j < options[k].size(); ++j) {
        const Choice& c = options[k][j];
        const int64_t to_sum = backward[k][i] + c.weight;
        if (!has(backward[k + 1], to_sum)) {
          cnf_.add_clause({~from, ~c.lit});
          continue;
        }
        // The edge: from ∧ choice, leading to the next node.
        const Lit edge = conjunction(from, c.lit);
        const Lit to = node_of(k + 1, to_sum);
        cnf_.add_clause({~edge, to});
        out.push_back(edge);
        takers[j].push_back(edge);
        incoming[static_cast<size_t>(std::lower_bound(backward[k + 1].begin(), backward[k + 1].end(), to_sum) -
                                     backward[k + 1].begin())]
            .push_back(edge);
      }
      cnf_.add_clause(out);  // a node on the path goes on by one of its edges
    }
    for (size_t j = 0; j < options[k].size(); ++j) {
      std::vector<Lit> clause{~options[k][j].lit};
      clause.insert(clause.end(), takers[j].begin(), takers[j].end());
      cnf_.add_clause(clause);
    }
    for (size_t i = 0; i < backward[k + 1].size(); ++i) {
      std::vector<Lit> clause{~node[k + 1][i]};
      clause.insert(clause.end(), incoming[i].begin(), incoming[i].end());
      cnf_.add_clause(clause);  // a node is on the path only if an edge leads in
    }
  }
}

void VariantEncoder::pb(std::span<const Lit> lits, std::span<const int64_t> weights, PbCompare compare, int64_t bound) {
  encode_pb(cnf_, lits, weights, compare, bound, options_.pb);
}

void VariantEncoder::when(Lit condition, const std::function<void()>& encode) {
  struct Pop {
    Cnf& cnf;
    ~Pop() { cnf.pop_guard(); }
  };
  cnf_.push_guard(~condition);
  Pop pop{cnf_};
  encode();
}

Lit VariantEncoder::conjunction(Lit a, Lit b) {
  const Lit x = Lit::pos(cnf_.new_var());
  cnf_.add_clause({~x, a});
  cnf_.add_clause({~x, b});
  cnf_.add_clause({x, ~a, ~b});
  return x;
}

Lit VariantEncoder::equivalence(Lit a, Lit b) {
  const Lit x = Lit::pos(cnf_.new_var());
  cnf_.add_clause({~x, ~a, b});
  cnf_.add_clause({~x, a, ~b});
  cnf_.add_clause({x, a, b});
  cnf_.add_clause({x, ~a, ~b});
  return x;
}

Lit VariantEncoder::disjunction(std::span<const Lit> lits) {
  const Lit x = Lit::pos(cnf_.new_var());
  std::vector<Lit> clause{~x};
  for (Lit l : lits) {
    clause.push_back(l);
    cnf_.add_clause({x, ~l});
  }
  cnf_.add_clause(clause);
  return x;
}

void VariantEncoder::add_lazy_check(LazyCheck check) {
  const std::optional<Lit> guard = parts_ ? parts_->open_guard() : std::nullopt;
  if (!guard) {
    lazy_.push_back(std::move(check));
    return;
  }
  lazy_.push_back([check = std::move(check), g = *guard](const Model& value, std::vector<std::vector<Lit>>& cuts) {
    const size_t before = cuts.size();
    check(value, cuts);
    for (size_t i = before; i < cuts.size(); ++i) cuts[i].push_back(~g);
  });
}

// --- Base rules, verification, solving ---------------------------------------------------------------------

namespace {

// Rows, columns and regions as lists of cells, with their names for messages.
std::vector<std::pair<std::string, std::vector<int>>> houses(const VariantGrid& g) {
  std::vector<std::pair<std::string, std::vector<int>>> out;
  auto cells = house_cells(g);
  for (int h = 0; h < 3 * g.n; ++h)
    out.emplace_back((h < g.n       ? "row "
                      : h < 2 * g.n ? "column "
                                    : "region ") +
                         std::to_string(h % g.n + 1),
                     std::move(cells[h]));
  return out;
}

}  // namespace

bool variant_has_marks(const VariantPuzzle& p) {
  return std::any_of(p.rules.begin(), p.rules.end(), [](const VariantRulePtr& r) { return r->marks_cells(); });
}

std::optional<std::string> find_variant_violation(const VariantPuzzle& p, std::span<const uint8_t> values,
                                                  std::span<const uint8_t> marks) {
  const VariantGrid& g = p.grid;
  if (static_cast<int>(values.size()) != g.cells())
    return "the solution has " + std::to_string(values.size()) + " cells; the grid has " + std::to_string(g.cells());
  for (int cell = 0; cell < g.cells(); ++cell) {
    if (values[cell] < 1 || values[cell] > g.n) return g.name(cell) + " is empty";
    if (p.givens[cell] != 0 && p.givens[cell] != values[cell])
      return g.name(cell) + " is given " + std::to_string(p.givens[cell]) + " but holds " +
             std::to_string(values[cell]);
  }
  for (const auto& [name, cells] : houses(g)) {
    std::vector<int> seen(g.n + 1, -1);
    for (int cell : cells) {
      if (seen[values[cell]] >= 0)
        return std::to_string(values[cell]) + " appears twice in " + name + " (" + g.name(seen[values[cell]]) +
               " and " + g.name(cell) + ")";
      seen[values[cell]] = cell;
    }
  }
  if (!marks.empty() && static_cast<int>(marks.size()) != g.cells())
    return "the marks have " + std::to_string(marks.size()) + " cells; the grid has " + std::to_string(g.cells());
  for (const VariantRulePtr& rule : p.rules)
    if (auto broken = marks.empty() ? rule->verify(g, values) : rule->verify_marked(g, values, marks)) return broken;
  return std::nullopt;
}

VarRange encode_variant(const VariantPuzzle& p, const VariantEncodingOptions& options, Cnf& cnf) {
  VariantEncoder e(cnf, p.grid, options);
  return encode_variant(p, e);
}

VarRange encode_variant(const VariantPuzzle& p, VariantEncoder& e) {
  Cnf& cnf = e.cnf();
  const VariantEncodingOptions& options = e.options();
  const int n = p.grid.n;
  std::vector<Lit> clause;
  for (int cell = 0; cell < p.grid.cells(); ++cell) {
    clause.clear();
    for (int v = 1; v <= n; ++v) clause.push_back(e.is(cell, v));
    cnf.add_clause(clause);  // S-i
    if (options.cell_at_most_one)
      for (int v = 1; v <= n; ++v)
        for (int w = v + 1; w <= n; ++w) cnf.add_clause({~e.is(cell, v), ~e.is(cell, w)});
  }
  // With named parts (set_parts) each house, given and rule is one part; a cell's one value is not a
  // piece a setter places, so it stays unguarded.
  int h = 0;
  for (const auto& house : houses(p.grid)) {
    const char* kind = h < n ? "row" : h < 2 * n ? "column" : "region";
    PartScope part(e.parts(), {kind, house.first, h++ % n, 0, house.second, {}});
    e.distinct(house.second);  // S-ii, S-iii, S-iv+v
    if (!options.house_at_least_one) continue;
    for (int v = 1; v <= n; ++v) {
      clause.clear();
      for (int cell : house.second) clause.push_back(e.is(cell, v));
      cnf.add_clause(clause);
    }
  }
  for (int cell = 0; cell < p.grid.cells(); ++cell)
    if (p.givens[cell] != 0) {
      PartScope part(e.parts(), {"given",
                                 "the given " + std::to_string(p.givens[cell]) + " in " + p.grid.name(cell),
                                 cell,
                                 p.givens[cell],
                                 {cell},
                                 {}});
      cnf.add_clause({e.is(cell, p.givens[cell])});  // S-vi
    }
  for (size_t i = 0; i < p.rules.size(); ++i) {
    const VariantRulePtr& rule = p.rules[i];
    PartScope part(e.parts(), {std::string(rule->kind()), rule->describe(p.grid), static_cast<int>(i), 0, {}, {}});
    rule->encode(e);
  }
  return e.values();
}

VariantSolveResult solve_variant(const VariantPuzzle& p, const VariantSolveOptions& options) {
  using Clock = std::chrono::steady_clock;
  VariantSolveResult result;
  const auto t0 = Clock::now();
  Cnf cnf;
  VariantEncoder encoder(cnf, p.grid, options.encoding);
  const VarRange s = encode_variant(p, encoder);
  result.variables = cnf.num_vars();
  result.clauses = cnf.num_clauses();
  SatSolver solver;
  solver.add_cnf(cnf);
  // The solution's own variables: values, and marks where a rule marks cells. The search branches on
  // these only, unless asked otherwise (the rest are functions of them).
  std::vector<Var> projection;
  for (int i = 0; i < s.size(); ++i) projection.push_back(Var{s.first.index + i});
  projection.insert(projection.end(), encoder.marks().begin(), encoder.marks().end());
  if (!options.branch_on_all && !encoder.branching_on_all()) {
    std::vector<bool> own(cnf.num_vars(), false);
    for (Var v : projection) own[v.index] = true;
    for (int v = 0; v < cnf.num_vars(); ++v)
      if (!own[v]) solver.set_decision_var(Var{v}, false);
  }
  const auto t1 = Clock::now();
  result.encode_ms = std::chrono::duration<double, std::milli>(t1 - t0).count();
  if (options.conflict_budget >= 0) solver.set_conflict_budget(options.conflict_budget);
  // Watched, the search runs in rounds of conflicts and reports after each: 5,000 first, then as many
  // as so far (each round restarts MiniSat's Luby sequence; doubling keeps its long restarts). A
  // search that needs fewer than 5,000 conflicts runs exactly as unwatched.
  const auto solve = [&]() {
    if (!options.progress) return solver.solve();
    for (;;) {
      const int64_t used = solver.stats().conflicts;
      int64_t round = std::max<int64_t>(5'000, used);
      if (options.conflict_budget >= 0) {
        if (used >= options.conflict_budget) return SatStatus::Unknown;
        round = std::min(round, options.conflict_budget - used);
      }
      solver.set_conflict_budget(round);
      const SatStatus status = solver.solve();
      if (status != SatStatus::Unknown) return status;
      report(options.progress, "conflicts", solver.stats().conflicts, options.conflict_budget);
    }
  };
  const int n = p.grid.n;
  const VariantEncoder::Model model = [&solver](Var v) { return solver.value(v); };
  std::vector<std::vector<Lit>> cuts;
  std::vector<Lit> block;
  while (result.count < options.limit) {
    const SatStatus status = solve();
    if (status == SatStatus::Unknown) {
      result.budget_hit = true;
      break;
    }
    if (status == SatStatus::Unsatisfiable) {
      result.exhausted = true;
      break;
    }
    cuts.clear();
    for (const auto& check : encoder.lazy_checks()) check(model, cuts);
    if (!cuts.empty()) {
      ++result.cut_rounds;
      bool consistent = true;
      for (const auto& cut : cuts) consistent = solver.add_clause(cut) && consistent;
      result.cuts += static_cast<int>(cuts.size());
      if (!consistent) {
        result.exhausted = true;
        break;
      }
      continue;
    }
    std::vector<uint8_t> values(p.grid.cells(), 0), marks;
    for (int cell = 0; cell < p.grid.cells(); ++cell)
      for (int v = 1; v <= n; ++v)
        if (solver.value(s.at({cell, v - 1}))) values[cell] = static_cast<uint8_t>(v);
    for (Var m : encoder.marks()) marks.push_back(solver.value(m) ? 1 : 0);
    // Only verified grids are solutions. A model that breaks a rule is blocked like a solution but not
    // counted: expected from an encoding that admits more (document 003's Fawlty Towers), an internal
    // error from any other.
    if (auto broken = find_variant_violation(p, values, marks)) {
      ++result.rejected;
      if (result.error.empty() && !encoder.admits_unverified())
        result.error = "internal error: the SAT model breaks a rule (" + *broken + ")";
    } else if (++result.count == 1) {
      result.first = std::move(values), result.first_marks = std::move(marks);
    } else if (result.count == 2) {
      result.second = std::move(values), result.second_marks = std::move(marks);
    }
    block.clear();
    for (Var v : projection) block.push_back(solver.value(v) ? Lit::neg(v) : Lit::pos(v));
    if (!solver.add_clause(block)) {
      result.exhausted = true;
      break;
    }
  }
  result.solve_ms = std::chrono::duration<double, std::milli>(Clock::now() - t1).count();
  const SatStats st = solver.stats();
  result.decisions = st.decisions;
  result.conflicts = st.conflicts;
  result.propagations = st.propagations;
  return result;
}

}  // namespace gridlogic
