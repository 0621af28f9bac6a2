// variant_fpuzzles_fields.h — the f-puzzles fields that carry no rule: its cosmetic layers and the
// settings of its own tools. The reader (variant_fpuzzles.cpp) and the SudokuPad writer
// (variant_sudokupad_write.cpp) both pass over them, so the list lives here once.
#pragma once
#include <algorithm>
#include <array>
#include <string_view>

namespace gridlogic {

inline bool fpuzzles_cosmetic_field(std::string_view key) {
  static constexpr std::array<std::string_view, 14> kFields = {"size",
                                                               "grid",
                                                               "title",
                                                               "author",
                                                               "ruleset",
                                                               "line",
                                                               "rectangle",
                                                               "circle",
                                                               "text",
                                                               "cage",
                                                               "highlightConflicts",
                                                               "disabledlogic",
                                                               "truecandidatesoptions",
                                                               "solution"};
  return std::find(kFields.begin(), kFields.end(), key) != kFields.end();
}

}  // namespace gridlogic
