// setting_cells.cpp — Sudoku and variant Sudoku as the setter's questions see them (setting.h): a slot
// per cell with the values 1..n, the given digits as assumptions, the rules as encode_variant writes them
// with the givens left out. A Sudoku is a variant without rules whose regions are its boxes, so both
// genres share one encoding, one check (find_variant_violation) and one way of naming the pieces of a
// contradiction — a Sudoku's regions named boxes, as its players say.
#include <cassert>

#include "gridlogic/deadline.h"
#include "gridlogic/setting.h"
#include "gridlogic/sudoku.h"
#include "gridlogic/variant.h"
#include "gridlogic/variant_human.h"

namespace gridlogic {
namespace {

// Explained steps taken for the deductions at most: a 9×9 killer being set needs some tens.
constexpr int kMaxDeductionSteps = 400;

class CellSettingModel : public SettingModel {
 public:
  // `rules`: the puzzle with no givens; `given`: the givens per cell (0: none).
  CellSettingModel(VariantPuzzle rules, const std::vector<uint8_t>& given, bool boxes)
      : rules_(std::move(rules)), boxes_(boxes) {
    const int n = rules_.grid.n;
    // encode() allocates the cell × value variables first (VariantEncoder's "s"): cell c, value v is
    // variable c·n + v − 1.
    for (int cell = 0; cell < rules_.grid.cells(); ++cell) {
      SettingSlot slot;
      slot.place = cell;
      for (int v = 1; v <= n; ++v) {
        slot.values.push_back(v);
        slot.options.push_back({Lit::pos(Var{cell * n + v - 1})});
      }
      slots.push_back(std::move(slot));
      if (given[cell]) givens.push_back({cell, given[cell], {Lit::pos(Var{cell * n + given[cell] - 1})}});
      else open_places.push_back(cell);
    }
  }

  SettingEncoding encode(bool with_parts) const override {
    SettingEncoding enc;
    VariantEncoder e(enc.cnf, rules_.grid, VariantEncodingOptions{});
    assert(e.values().first.index == 0 && "CellSettingModel: the values are the first variables");
    std::optional<ConstraintParts> parts;
    if (with_parts) {
      parts.emplace(enc.cnf, e.values());
      e.set_parts(&*parts);
    }
    encode_variant(rules_, e);
    enc.marks = e.marks();
    if (!e.branching_on_all()) {
      for (int i = 0; i < e.values().size(); ++i) enc.decisions.push_back(Var{e.values().first.index + i});
      enc.decisions.insert(enc.decisions.end(), enc.marks.begin(), enc.marks.end());
    }
    if (!e.lazy_checks().empty())
      enc.cuts = [checks = e.lazy_checks()](const std::function<bool(Var)>& value,
                                            std::vector<std::vector<Lit>>& cuts) {
        for (const auto& check : checks) check(value, cuts);
      };
    if (parts) {
      enc.parts = parts->parts();
      if (boxes_)
        for (ConstraintPart& p : enc.parts)
          if (p.kind == "region") p.kind = "box", p.name = "box " + std::to_string(p.index + 1);
    }
    return enc;
  }

  std::optional<std::string> verify(const SettingSolution& s) const override {
    std::vector<uint8_t> values(s.choice.size());
    for (size_t cell = 0; cell < values.size(); ++cell) values[cell] = static_cast<uint8_t>(s.choice[cell] + 1);
    return find_variant_violation(
        rules_, values, variant_has_marks(rules_) ? std::span<const uint8_t>(s.marks) : std::span<const uint8_t>());
  }

  int value_at(int place, const SettingSolution& s) const override { return s.choice[place] + 1; }

  std::string place_name(int place) const override { return rules_.grid.name(place); }

  // The explained solver's steps (variant_human.h: singles, subsets, each rule's own reasoning, innies
  // and outies) until it is stuck, no last resort: every candidate they remove is out of every solution.
  // Not the classic ladder after them (HoDoKu's fish, wings and chains): on the empty 9×9 its failing
  // search alone took ~1.1 billion instructions, 7× the rest of `candidates` (docs/setting.md, Speed).
  std::vector<Lit> deductions() const override {
    VariantPuzzle p = rules_;
    for (const SettingGiven& g : givens) p.givens[g.place] = static_cast<uint8_t>(g.value);
    VariantPosition position = variant_position(p);
    for (int step = 0; step < kMaxDeductionSteps && !time_is_up(); ++step) {
      const std::optional<TraceStep> next = next_variant_step(p, position, /*classic=*/false);
      if (!next) break;
      apply_variant_step(p, position, *next);
    }
    std::vector<Lit> out;
    const int n = rules_.grid.n;
    for (int cell = 0; cell < rules_.grid.cells(); ++cell)
      for (int v = 1; v <= n; ++v) {
        const bool open = position.values[cell] == 0 && (position.candidates[cell] >> (v - 1) & 1u);
        if (!open && position.values[cell] != v) out.push_back(Lit::neg(Var{cell * n + v - 1}));
      }
    return out;
  }

  ConstraintPart given_part(const SettingGiven& g) const override {
    return {"given",   "the given " + std::to_string(g.value) + " in " + rules_.grid.name(g.place),
            g.place,   g.value,
            {g.place}, {}};
  }

 private:
  VariantPuzzle rules_;
  bool boxes_;
};

}  // namespace

std::unique_ptr<SettingModel> sudoku_setting_model(const SudokuGrid& puzzle) {
  const int n = puzzle.shape.n();
  VariantPuzzle rules;
  rules.grid.n = n;
  rules.grid.region.resize(n * n);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) rules.grid.region[r * n + c] = puzzle.shape.box_of(r, c);
  rules.givens.assign(n * n, 0);
  return std::make_unique<CellSettingModel>(std::move(rules), puzzle.cells, true);
}

std::unique_ptr<SettingModel> variant_setting_model(const VariantPuzzle& puzzle) {
  VariantPuzzle rules = puzzle;
  rules.givens.assign(puzzle.grid.cells(), 0);
  return std::make_unique<CellSettingModel>(std::move(rules), puzzle.givens, false);
}

}  // namespace gridlogic
