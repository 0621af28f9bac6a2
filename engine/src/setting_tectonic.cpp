// setting_tectonic.cpp — Tectonic / Suguru as the setter's questions see it (setting.h): a slot per cell
// that is not a hole, with the values 1..its region's size; the given digits as assumptions; the rules as
// encode_tectonic writes them (chapter 6) with the givens left out, and the regions, touching pairs and
// givens as the named pieces of a contradiction.
#include <cassert>

#include "gridlogic/setting.h"
#include "gridlogic/tectonic.h"

namespace gridlogic {
namespace {

class TectonicSettingModel : public SettingModel {
 public:
  explicit TectonicSettingModel(const TectonicPuzzle& puzzle) : rules_(puzzle), slot_of_(puzzle.size(), -1) {
    rules_.givens.assign(puzzle.size(), 0);
    max_value_ = std::max(1, rules_.max_region());
    // encode_tectonic allocates x[cell, v−1] first: variable cell · max_value + v − 1.
    for (int cell = 0; cell < rules_.size(); ++cell) {
      if (rules_.hole(cell)) continue;
      SettingSlot slot;
      slot.place = cell;
      for (int v = 1; v <= rules_.region_size(cell); ++v) {
        slot.values.push_back(v);
        slot.options.push_back({x(cell, v)});
      }
      slot_of_[cell] = static_cast<int>(slots.size());
      slots.push_back(std::move(slot));
      if (puzzle.givens[cell]) givens.push_back({cell, puzzle.givens[cell], {x(cell, puzzle.givens[cell])}});
      else open_places.push_back(cell);
    }
  }

  SettingEncoding encode(bool with_parts) const override {
    SettingEncoding enc;
    std::optional<ConstraintParts> parts;
    if (with_parts) parts.emplace(enc.cnf, VarRange{"x", Var{0}, {rules_.size(), max_value_}, {}});
    const TectonicVars vars = encode_tectonic(rules_, TectonicEncoding{}, enc.cnf, parts ? &*parts : nullptr);
    assert(vars.x.first.index == 0 && vars.max_value == max_value_ && "TectonicSettingModel: the layout of x");
    (void)vars;
    if (parts) enc.parts = parts->parts();
    return enc;
  }

  std::optional<std::string> verify(const SettingSolution& s) const override {
    std::vector<uint8_t> grid(rules_.size(), 0);
    for (size_t k = 0; k < slots.size(); ++k) grid[slots[k].place] = static_cast<uint8_t>(s.choice[k] + 1);
    return find_tectonic_violation(rules_, grid);
  }

  int value_at(int place, const SettingSolution& s) const override {
    return slot_of_[place] < 0 ? 0 : s.choice[slot_of_[place]] + 1;
  }

  std::string place_name(int place) const override { return tectonic_cell_name(rules_, place); }

  ConstraintPart given_part(const SettingGiven& g) const override {
    return {"given", "the given " + std::to_string(g.value) + " in " + place_name(g.place), g.place, g.value, {g.place},
            {}};
  }

 private:
  Lit x(int cell, int v) const { return Lit::pos(Var{cell * max_value_ + v - 1}); }

  TectonicPuzzle rules_;
  std::vector<int> slot_of_;  // per cell: its slot, −1 for a hole
  int max_value_ = 1;
};

}  // namespace

std::unique_ptr<SettingModel> tectonic_setting_model(const TectonicPuzzle& puzzle) {
  return std::make_unique<TectonicSettingModel>(puzzle);
}

}  // namespace gridlogic
