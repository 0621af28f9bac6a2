// constraint_parts.h — the pieces of a puzzle's rules named in the user's words (a row, a killer cage,
// a region, an island's number), each encoded behind a guard literal, so that a puzzle with no solution
// can say which pieces contradict each other: assume every guard, and the solver's final conflict names
// a subset (setting.h shrinks it to a minimal one). Works with cnf.h's clause guards.
//
// An encoder that can name its pieces takes an optional ConstraintParts and opens a part around the
// clauses of each piece (encode_variant, encode_tectonic, the Hashi setting model). Without one it
// writes the same clauses unguarded.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "gridlogic/cnf.h"

namespace gridlogic {

// One named piece of the rules.
struct ConstraintPart {
  std::string kind;        // "row", "column", "region", "box", "given", a variant rule's kind ("killercage"),
                           // "touch", "crossing", "connected": what the piece is
  std::string name;        // in the user's words: "row 3", "killer cage 15 on r1c1 r1c2"
  int index = -1;          // its number among its kind: the row (0-based), the rule's place in the puzzle's
                           // list, the region; -1 when it has none
  int value = 0;           // a given's value (a digit; an island's number)
  std::vector<int> cells;  // the cells it covers, row-major, ascending
  Lit guard;               // assumed true while the piece is in force
};

// Opens and closes parts on one formula. While a part is open, every clause added to the formula gets
// ¬guard (Cnf::push_guard): the clauses hold only while the guard is assumed. Parts do not nest.
class ConstraintParts {
 public:
  // `cell_values`: the formula's cell × value variables, from which close() reads the cells of a part
  // opened without cells (the cells its clauses mention: a rule knows its cells only as it encodes).
  explicit ConstraintParts(Cnf& cnf, std::optional<VarRange> cell_values = std::nullopt);

  void open(ConstraintPart part);  // part.guard is set here (a new variable)
  void close();
  // The guard of the open part (clauses added now hold only under it), or nothing.
  std::optional<Lit> open_guard() const;

  const std::vector<ConstraintPart>& parts() const { return parts_; }

 private:
  Cnf& cnf_;
  std::optional<VarRange> cell_values_;
  std::vector<ConstraintPart> parts_;
  bool open_ = false;
  int first_clause_ = 0;  // of the open part
};

// Opens a part on `parts` for the lifetime of the scope; nothing when `parts` is null.
class PartScope {
 public:
  PartScope(ConstraintParts* parts, ConstraintPart part) : parts_(parts) {
    if (parts_) parts_->open(std::move(part));
  }
  ~PartScope() {
    if (parts_) parts_->close();
  }
  PartScope(const PartScope&) = delete;
  PartScope& operator=(const PartScope&) = delete;

 private:
  ConstraintParts* parts_;
};

}  // namespace gridlogic
