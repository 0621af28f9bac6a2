// sudoku_human_hodoku_grid.cpp — the port of HoDoKu's Sudoku2 (grid, candidates, singles queues),
// SolutionType/StepConfig, Chain entries and SolutionStep (comparison, keys and HoDoKu's step texts).
// sudoku_hodoku.h says why this is a port.
#include <algorithm>
#include <set>

#include "sudoku_hodoku.h"

namespace gridlogic::human::hodoku {

// ---------------------------------------------------------------------------------------------------
// Tables.

const Tables& Tables::get() {
  static const Tables t = [] {
    Tables t{};
    for (int i = 0; i < 9; ++i)
      for (int j = 0; j < 9; ++j) {
        t.lines[i][j] = i * 9 + j;
        t.cols[i][j] = j * 9 + i;
        t.blocks[i][j] = (i / 3) * 27 + (i % 3) * 3 + (j / 3) * 9 + j % 3;
      }
    for (int i = 0; i < 9; ++i)
      for (int j = 0; j < 9; ++j) {
        t.all_units[i][j] = t.lines[i][j];
        t.all_units[9 + i][j] = t.cols[i][j];
        t.all_units[18 + i][j] = t.blocks[i][j];
      }
    for (int c = 0; c < kLength; ++c) {
      t.constraints[c][0] = line_of(c);
      t.constraints[c][1] = 9 + col_of(c);
      t.constraints[c][2] = 18 + block_of(c);
    }
    for (int i = 0; i < kLength; ++i)
      for (int j = 0; j < kLength; ++j)
        if (i != j && (line_of(i) == line_of(j) || col_of(i) == col_of(j) || block_of(i) == block_of(j)))
          t.buddies[i].add(j);
    for (int i = 0; i < 9; ++i)
      for (int j = 0; j < 9; ++j) {
        t.line_t[i].add(t.lines[i][j]);
        t.col_t[i].add(t.cols[i][j]);
        t.block_t[i].add(t.blocks[i][j]);
      }
    for (int i = 0; i < 9; ++i) {
      t.all_t[i] = t.line_t[i];
      t.all_t[9 + i] = t.col_t[i];
      t.all_t[18 + i] = t.block_t[i];
    }
    return t;
  }();
  return t;
}

Set81 buddies_of(const Set81& cells) {
  Set81 out = Set81::all();
  for (int c : cells) out &= T().buddies[c];
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Singles queues and the grid.

void SinglesQueue::delete_naked(int cell) {
  for (int i = get; i < put; i++)
    if (index[i] == cell) {
      for (int j = i + 1; j < put; j++) {
        index[j - 1] = index[j];
        value[j - 1] = value[j];
      }
      put--;
      break;
    }
}

void SinglesQueue::delete_hidden(int constraint, int v) {
  const Tables& t = T();
  for (int i = get; i < put; i++) {
    const int act = index[i];
    if (value[i] == v && (t.constraints[act][0] == constraint || t.constraints[act][1] == constraint ||
                          t.constraints[act][2] == constraint)) {
      for (int j = i + 1; j < put; j++) {
        index[j - 1] = index[j];
        value[j - 1] = value[j];
      }
      put--;
      break;
    }
  }
}

Grid::Grid() {
  cells.fill(0x1ff);
  for (auto& f : free) {
    f.fill(9);
    f[0] = 0;
  }
}

void Grid::set_givens(const int8_t* v81) {
  *this = Grid();
  for (int i = 0; i < kLength; ++i)
    if (v81[i] > 0) {
      set_cell(i, v81[i]);
      fixed[i] = true;
    }
}

void Grid::set_position(const int8_t* v81, const uint16_t* c81) {
  *this = Grid();
  // Which values were given is not known here: every value counts as one (so avoidable rectangles,
  // which reason about solved cells that are not givens, find nothing to use).
  for (int i = 0; i < kLength; ++i) {
    values[i] = v81[i];
    fixed[i] = v81[i] != 0;
    cells[i] = v81[i] ? 0 : c81[i];
  }
  rebuild();
}

void Grid::add_hidden(int constraint, int value) {
  for (int c : T().all_units[constraint])
    if (is_cand(c, value)) {
      hs.add(c, value);
      return;
    }
}

void Grid::rebuild() {
  ns.clear();
  hs.clear();
  for (auto& f : free) f.fill(0);
  int n = 0;
  const Tables& t = T();
  for (int i = 0; i < kLength; ++i) {
    if (values[i]) {
      cells[i] = 0;
      continue;
    }
    ++n;
    for (unsigned m = cells[i]; m; m &= m - 1)
      for (int k = 0; k < 3; ++k) free[t.constraints[i][k]][first_cand(m)]++;
    if (anz(cells[i]) == 1) ns.add(i, first_cand(cells[i]));
  }
  unsolved = n;
  for (int c = 0; c < 27; ++c)
    for (int v = 1; v <= 9; ++v)
      if (free[c][v] == 1) add_hidden(c, v);
}

bool Grid::set_candidate(int index, int value, bool set) {
  const Tables& t = T();
  const unsigned m = mask_of(value);
  if (set) {
    if (!(cells[index] & m)) {
      cells[index] |= m;
      const int n = anz(cells[index]);
      if (n == 1) ns.add(index, value);
      else if (n == 2) ns.delete_naked(index);
      for (int k = 0; k < 3; ++k) {
        const int c = t.constraints[index][k];
        const int nf = ++free[c][value];
        if (nf == 1) add_hidden(c, value);
        else if (nf == 2) hs.delete_hidden(c, value);
      }
    }
  } else if (cells[index] & m) {
    cells[index] &= ~m;
    if (cells[index] == 0) return false;
    if (anz(cells[index]) == 1) ns.add(index, first_cand(cells[index]));
    for (int k = 0; k < 3; ++k) {
      const int c = t.constraints[index][k];
      const int nf = --free[c][value];
      if (nf == 1) add_hidden(c, value);
      else if (nf == 0) hs.delete_hidden(c, value);
    }
  }
  return true;
}

bool Grid::set_cell(int index, int value) {
  if (values[index] == value) return true;
  bool valid = true;
  values[index] = static_cast<int8_t>(value);
  fixed[index] = false;
  const Tables& t = T();
  int cands[9];
  const int nc = values_of(cells[index], cands);
  cells[index] = 0;
  unsolved--;
  for (int b : t.buddies[index])
    if (!set_candidate(b, value, false)) valid = false;
  for (int i = 0; i < nc; ++i)
    for (int k = 0; k < 3; ++k) {
      const int c = t.constraints[index][k];
      const int nf = --free[c][cands[i]];
      if (nf == 1 && value != cands[i]) add_hidden(c, cands[i]);
      else if (nf == 0 && cands[i] != value) valid = false;
    }
  return valid;
}

// ---------------------------------------------------------------------------------------------------
// SolutionType and the default StepConfigs.

namespace {
struct TypeInfo {
  const char* id;
  const char* name;
  const char* arg;
};
constexpr TypeInfo kTypes[] = {
#define HODOKU_TYPE(id, name, arg) {#id, name, arg},
#include "sudoku_hodoku_types.inc"
#undef HODOKU_TYPE
};
}  // namespace

const std::vector<StepConfig>& solver_steps() {
  static const std::vector<StepConfig> steps = {
      {100, Type::FULL_HOUSE, 1, Category::SINGLES, 4, true},
      {200, Type::NAKED_SINGLE, 1, Category::SINGLES, 4, true},
      {300, Type::HIDDEN_SINGLE, 1, Category::SINGLES, 14, true},
      {1000, Type::LOCKED_PAIR, 2, Category::INTERSECTIONS, 40, true},
      {1100, Type::LOCKED_TRIPLE, 2, Category::INTERSECTIONS, 60, true},
      {1200, Type::LOCKED_CANDIDATES_1, 2, Category::INTERSECTIONS, 50, true},
      {1210, Type::LOCKED_CANDIDATES_2, 2, Category::INTERSECTIONS, 50, true},
      {1300, Type::NAKED_PAIR, 2, Category::SUBSETS, 60, true},
      {1400, Type::NAKED_TRIPLE, 2, Category::SUBSETS, 80, true},
      {1500, Type::HIDDEN_PAIR, 2, Category::SUBSETS, 70, true},
      {1600, Type::HIDDEN_TRIPLE, 2, Category::SUBSETS, 100, true},
      {2000, Type::NAKED_QUADRUPLE, 3, Category::SUBSETS, 120, true},
      {2100, Type::HIDDEN_QUADRUPLE, 3, Category::SUBSETS, 150, true},
      {2200, Type::X_WING, 3, Category::BASIC_FISH, 140, true},
      {2300, Type::SWORDFISH, 3, Category::BASIC_FISH, 150, true},
      {2400, Type::JELLYFISH, 3, Category::BASIC_FISH, 160, true},
      {2500, Type::SQUIRMBAG, 4, Category::BASIC_FISH, 470, false},
      {2600, Type::WHALE, 4, Category::BASIC_FISH, 470, false},
      {2700, Type::LEVIATHAN, 4, Category::BASIC_FISH, 470, false},
      {2800, Type::REMOTE_PAIR, 3, Category::CHAINS_AND_LOOPS, 110, true},
      {2900, Type::BUG_PLUS_1, 3, Category::UNIQUENESS, 100, true},
      {3000, Type::SKYSCRAPER, 3, Category::SINGLE_DIGIT_PATTERNS, 130, true},
      {3100, Type::TWO_STRING_KITE, 3, Category::SINGLE_DIGIT_PATTERNS, 150, true},
      {3120, Type::TURBOT_FISH, 3, Category::SINGLE_DIGIT_PATTERNS, 120, true},
      {3170, Type::EMPTY_RECTANGLE, 3, Category::SINGLE_DIGIT_PATTERNS, 120, true},
      {3200, Type::W_WING, 3, Category::WINGS, 150, true},
      {3300, Type::XY_WING, 3, Category::WINGS, 160, true},
      {3400, Type::XYZ_WING, 3, Category::WINGS, 180, true},
      {3500, Type::UNIQUENESS_1, 3, Category::UNIQUENESS, 100, true},
      {3600, Type::UNIQUENESS_2, 3, Category::UNIQUENESS, 100, true},
      {3700, Type::UNIQUENESS_3, 3, Category::UNIQUENESS, 100, true},
      {3800, Type::UNIQUENESS_4, 3, Category::UNIQUENESS, 100, true},
      {3900, Type::UNIQUENESS_5, 3, Category::UNIQUENESS, 100, true},
      {4000, Type::UNIQUENESS_6, 3, Category::UNIQUENESS, 100, true},
      {4010, Type::HIDDEN_RECTANGLE, 3, Category::UNIQUENESS, 100, true},
      {4020, Type::AVOIDABLE_RECTANGLE_1, 3, Category::UNIQUENESS, 100, true},
      {4030, Type::AVOIDABLE_RECTANGLE_2, 3, Category::UNIQUENESS, 100, true},
      {4100, Type::FINNED_X_WING, 3, Category::FINNED_BASIC_FISH, 130, true},
      {4200, Type::SASHIMI_X_WING, 3, Category::FINNED_BASIC_FISH, 150, true},
      {4300, Type::FINNED_SWORDFISH, 4, Category::FINNED_BASIC_FISH, 200, true},
      {4400, Type::SASHIMI_SWORDFISH, 4, Category::FINNED_BASIC_FISH, 240, true},
      {4500, Type::FINNED_JELLYFISH, 4, Category::FINNED_BASIC_FISH, 250, true},
      {4600, Type::SASHIMI_JELLYFISH, 4, Category::FINNED_BASIC_FISH, 260, true},
      {4700, Type::FINNED_SQUIRMBAG, 4, Category::FINNED_BASIC_FISH, 470, false},
      {4800, Type::SASHIMI_SQUIRMBAG, 4, Category::FINNED_BASIC_FISH, 470, false},
      {4900, Type::FINNED_WHALE, 4, Category::FINNED_BASIC_FISH, 470, false},
      {5000, Type::SASHIMI_WHALE, 4, Category::FINNED_BASIC_FISH, 470, false},
      {5100, Type::FINNED_LEVIATHAN, 4, Category::FINNED_BASIC_FISH, 470, false},
      {5200, Type::SASHIMI_LEVIATHAN, 4, Category::FINNED_BASIC_FISH, 470, false},
      {5300, Type::SUE_DE_COQ, 4, Category::MISCELLANEOUS, 250, true},
      {5330, Type::SIMPLE_COLORS, 3, Category::COLORING, 150, true},
      {5360, Type::MULTI_COLORS, 3, Category::COLORING, 200, true},
      {5400, Type::X_CHAIN, 4, Category::CHAINS_AND_LOOPS, 260, true},
      {5500, Type::XY_CHAIN, 4, Category::CHAINS_AND_LOOPS, 260, true},
      {5600, Type::NICE_LOOP, 4, Category::CHAINS_AND_LOOPS, 280, true},
      {5650, Type::GROUPED_NICE_LOOP, 4, Category::CHAINS_AND_LOOPS, 300, true},
      {5700, Type::ALS_XZ, 4, Category::ALMOST_LOCKED_SETS, 300, true},
      {5800, Type::ALS_XY_WING, 4, Category::ALMOST_LOCKED_SETS, 320, true},
      {5900, Type::ALS_XY_CHAIN, 4, Category::ALMOST_LOCKED_SETS, 340, true},
      {6000, Type::DEATH_BLOSSOM, 4, Category::ALMOST_LOCKED_SETS, 360, false},
      {6100, Type::FRANKEN_X_WING, 4, Category::FRANKEN_FISH, 300, true},
      {6200, Type::FRANKEN_SWORDFISH, 4, Category::FRANKEN_FISH, 350, true},
      {6300, Type::FRANKEN_JELLYFISH, 4, Category::FRANKEN_FISH, 370, false},
      {6400, Type::FRANKEN_SQUIRMBAG, 5, Category::FRANKEN_FISH, 470, false},
      {6500, Type::FRANKEN_WHALE, 5, Category::FRANKEN_FISH, 470, false},
      {6600, Type::FRANKEN_LEVIATHAN, 5, Category::FRANKEN_FISH, 470, false},
      {6700, Type::FINNED_FRANKEN_X_WING, 4, Category::FINNED_FRANKEN_FISH, 390, true},
      {6800, Type::FINNED_FRANKEN_SWORDFISH, 4, Category::FINNED_FRANKEN_FISH, 410, true},
      {6900, Type::FINNED_FRANKEN_JELLYFISH, 4, Category::FINNED_FRANKEN_FISH, 430, false},
      {7000, Type::FINNED_FRANKEN_SQUIRMBAG, 5, Category::FINNED_FRANKEN_FISH, 470, false},
      {7100, Type::FINNED_FRANKEN_WHALE, 5, Category::FINNED_FRANKEN_FISH, 470, false},
      {7200, Type::FINNED_FRANKEN_LEVIATHAN, 5, Category::FINNED_FRANKEN_FISH, 470, false},
      {7300, Type::MUTANT_X_WING, 5, Category::MUTANT_FISH, 450, false},
      {7400, Type::MUTANT_SWORDFISH, 5, Category::MUTANT_FISH, 450, false},
      {7500, Type::MUTANT_JELLYFISH, 5, Category::MUTANT_FISH, 450, false},
      {7600, Type::MUTANT_SQUIRMBAG, 5, Category::MUTANT_FISH, 470, false},
      {7700, Type::MUTANT_WHALE, 5, Category::MUTANT_FISH, 470, false},
      {7800, Type::MUTANT_LEVIATHAN, 5, Category::MUTANT_FISH, 470, false},
      {7900, Type::FINNED_MUTANT_X_WING, 5, Category::FINNED_MUTANT_FISH, 470, false},
      {8000, Type::FINNED_MUTANT_SWORDFISH, 5, Category::FINNED_MUTANT_FISH, 470, false},
      {8100, Type::FINNED_MUTANT_JELLYFISH, 5, Category::FINNED_MUTANT_FISH, 470, false},
      {8200, Type::FINNED_MUTANT_SQUIRMBAG, 5, Category::FINNED_MUTANT_FISH, 470, false},
      {8300, Type::FINNED_MUTANT_WHALE, 5, Category::FINNED_MUTANT_FISH, 470, false},
      {8400, Type::FINNED_MUTANT_LEVIATHAN, 5, Category::FINNED_MUTANT_FISH, 470, false},
      {8450, Type::KRAKEN_FISH, 5, Category::LAST_RESORT, 500, false},
      {8500, Type::FORCING_CHAIN, 5, Category::LAST_RESORT, 500, true},
      {8600, Type::FORCING_NET, 5, Category::LAST_RESORT, 700, true},
      {8700, Type::TEMPLATE_SET, 5, Category::LAST_RESORT, 10000, false},
      {8800, Type::TEMPLATE_DEL, 5, Category::LAST_RESORT, 10000, false},
      {8900, Type::BRUTE_FORCE, 5, Category::LAST_RESORT, 10000, true},
      {2147483646, Type::INCOMPLETE, 0, Category::LAST_RESORT, 0, false},
      {2147483647, Type::GIVE_UP, 5, Category::LAST_RESORT, 20000, true},
  };
  return steps;
}

const StepConfig* step_config(Type t) {
  switch (t) {
    case Type::CONTINUOUS_NICE_LOOP:
    case Type::DISCONTINUOUS_NICE_LOOP:
    case Type::AIC: t = Type::NICE_LOOP; break;
    case Type::GROUPED_CONTINUOUS_NICE_LOOP:
    case Type::GROUPED_DISCONTINUOUS_NICE_LOOP:
    case Type::GROUPED_AIC: t = Type::GROUPED_NICE_LOOP; break;
    case Type::FORCING_CHAIN_CONTRADICTION:
    case Type::FORCING_CHAIN_VERITY: t = Type::FORCING_CHAIN; break;
    case Type::FORCING_NET_CONTRADICTION:
    case Type::FORCING_NET_VERITY: t = Type::FORCING_NET; break;
    case Type::KRAKEN_FISH_TYPE_1:
    case Type::KRAKEN_FISH_TYPE_2: t = Type::KRAKEN_FISH; break;
    case Type::DUAL_TWO_STRING_KITE: t = Type::TWO_STRING_KITE; break;
    case Type::DUAL_EMPTY_RECTANGLE: t = Type::EMPTY_RECTANGLE; break;
    case Type::SIMPLE_COLORS_TRAP:
    case Type::SIMPLE_COLORS_WRAP: t = Type::SIMPLE_COLORS; break;
    case Type::MULTI_COLORS_1:
    case Type::MULTI_COLORS_2: t = Type::MULTI_COLORS; break;
    default: break;
  }
  for (const StepConfig& c : solver_steps())
    if (c.type == t) return &c;
  return nullptr;
}

const char* step_name(Type t) { return kTypes[static_cast<int>(t)].name; }
const char* arg_name(Type t) { return kTypes[static_cast<int>(t)].arg; }
const char* type_id(Type t) { return kTypes[static_cast<int>(t)].id; }

bool is_fish(Type t) {
  const StepConfig* c = step_config(t);
  if (!c) return false;
  switch (c->category) {
    case Category::BASIC_FISH:
    case Category::FINNED_BASIC_FISH:
    case Category::FRANKEN_FISH:
    case Category::FINNED_FRANKEN_FISH:
    case Category::MUTANT_FISH:
    case Category::FINNED_MUTANT_FISH: return true;
    default: return false;
  }
}
bool is_basic_fish(Type t) {
  const StepConfig* c = step_config(t);
  return c && (c->category == Category::BASIC_FISH || c->category == Category::FINNED_BASIC_FISH);
}
bool is_franken_fish(Type t) {
  const StepConfig* c = step_config(t);
  return c && (c->category == Category::FRANKEN_FISH || c->category == Category::FINNED_FRANKEN_FISH);
}
bool is_sashimi(Type t) {
  return t == Type::SASHIMI_X_WING || t == Type::SASHIMI_SWORDFISH || t == Type::SASHIMI_JELLYFISH ||
         t == Type::SASHIMI_SQUIRMBAG || t == Type::SASHIMI_LEVIATHAN || t == Type::SASHIMI_WHALE;
}
bool is_single(Type t) { return t == Type::HIDDEN_SINGLE || t == Type::NAKED_SINGLE || t == Type::FULL_HOUSE; }

int fish_size(Type t) {
  const std::string id = type_id(t);
  if (id.ends_with("X_WING")) return 2;
  if (id.ends_with("SWORDFISH")) return 3;
  if (id.ends_with("JELLYFISH")) return 4;
  if (id.ends_with("SQUIRMBAG")) return 5;
  if (id.ends_with("WHALE")) return 6;
  return 7;
}

int type_compare(Type a, Type b) {
  const StepConfig* s1 = step_config(a);
  const StepConfig* s2 = step_config(b);
  if (is_fish(a) && is_fish(b)) {
    if (s1->category != s2->category) return static_cast<int>(s1->category) - static_cast<int>(s2->category);
    const int size = fish_size(a) - fish_size(b);
    if (size != 0) return size;
    const bool sl = is_sashimi(a), sr = is_sashimi(b);
    if (sl == sr) return 0;
    return sl ? 1 : -1;
  }
  return s1->index < s2->index ? -1 : s1->index > s2->index ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------------
// Chain entries.

namespace chain {
int make(int cell1, int cell2, int cell3, int c, bool s, int node_type) {
  int e = (cell1 << 5) | c;
  if (s) e |= 0x10;
  if (node_type == GROUP_NODE) e |= 0x4000000;
  else if (node_type == ALS_NODE) e |= 0x8000000;
  if (cell2 == -1) cell2 = node_type == NORMAL_NODE ? 0 : 0x7f;
  if (cell3 == -1) cell3 = node_type == NORMAL_NODE ? 0 : 0x7f;
  e |= cell2 << 12;
  e |= cell3 << 19;
  return e;
}
Set81 node_buddies(int e) {
  Set81 s = T().buddies[cell(e)];
  if (node_type(e) == GROUP_NODE) {
    s &= T().buddies[cell2(e)];
    if (cell3(e) != -1) s &= T().buddies[cell3(e)];
  }
  return s;
}
}  // namespace chain

// ---------------------------------------------------------------------------------------------------
// RestrictedCommon.checkRC.

namespace {
int check_rc_int(int c11, int c12, int c21, int c22) {
  if (c12 == 0) {
    if (c22 == 0) return c11 == c21 ? 0 : 1;
    if (c11 == c22) return 1;
    if (c11 == c21) return 2;
    return 3;
  }
  if (c22 == 0) return (c11 == c21 || c12 == c21) ? 0 : 1;
  if ((c11 == c21 && c12 == c22) || (c11 == c22 && c12 == c21)) return 0;
  if (c11 == c22 || c12 == c22) return 1;
  if (c11 == c21 || c12 == c21) return 2;
  return 3;
}
}  // namespace

bool RC::check(const RC* rc, bool first_try) {
  actual = cand2 == 0 ? 1 : 3;
  if (!rc) {
    if (cand2 != 0) actual = first_try ? 1 : 2;
    return actual != 0;
  }
  switch (rc->actual) {
    case 1: actual = check_rc_int(rc->cand1, 0, cand1, cand2); break;
    case 2: actual = check_rc_int(rc->cand2, 0, cand1, cand2); break;
    case 3: actual = check_rc_int(rc->cand1, rc->cand1, cand1, cand2); break;  // sic (HoDoKu)
    default: break;
  }
  return actual != 0;
}

// ---------------------------------------------------------------------------------------------------
// SolutionStep.

void Step::add_als(const Set81& cells, unsigned cands) {
  AlsInStep a;
  for (int c : cells) a.indices.push_back(c);
  int vs[9];
  const int n = values_of(cands, vs);
  a.candidates.assign(vs, vs + n);
  alses.push_back(std::move(a));
}

int Step::chain_length() const {
  int n = 0;
  for (const Chain& c : chains) n += c.length();
  return n;
}

bool Step::is_net() const {
  for (const Chain& c : chains)
    for (int j = c.start; j <= c.end; ++j)
      if (c.chain[j] < 0) return true;
  return false;
}

int Step::alses_index_count() const {
  int n = 0;
  for (const AlsInStep& a : alses) n += static_cast<int>(a.indices.size());
  return n;
}

std::string Step::candidate_key() {
  std::stable_sort(to_delete.begin(), to_delete.end(), cand_less);
  to_delete.erase(std::unique(to_delete.begin(), to_delete.end()), to_delete.end());
  std::string key = step_name(type);
  key += ':';
  for (const Cand& c : to_delete) {
    key += static_cast<char>('0' + c.value);
    key += static_cast<char>(c.index);
  }
  return key;
}

std::string Step::single_key() const {
  std::string key = step_name(type);
  key += ':';
  key += compact_cells(indices);
  key += '=';
  key += std::to_string(values.empty() ? 0 : values[0]);
  return key;
}

bool equal_ints(const std::vector<int>& l1, const std::vector<int>& l2) {
  if (l1.size() != l2.size()) return false;
  for (int x : l1)
    if (std::find(l2.begin(), l2.end(), x) == l2.end()) return false;
  return true;
}

namespace {
bool equal_cands(const std::vector<Cand>& l1, const std::vector<Cand>& l2) {
  if (l1.size() != l2.size()) return false;
  for (const Cand& c : l1)
    if (std::find(l2.begin(), l2.end(), c) == l2.end()) return false;
  return true;
}
}  // namespace

int index_sum(const std::vector<Cand>& list) {
  int sum = 0, offset = 1;
  for (const Cand& c : list) {
    sum += c.index * offset + c.value;
    offset += 80;
  }
  return sum;
}

int int_sum(const std::vector<int>& list) {
  int s = 0;
  for (int x : list) s += x;
  return s;
}

bool equivalent(const Step& a, const Step& b) {
  if (is_fish(a.type) && is_fish(b.type)) return true;
  if (a.type != b.type) return false;
  if (!a.to_delete.empty()) return equal_cands(a.to_delete, b.to_delete);
  return equal_ints(a.indices, b.indices);
}

int compare_steps(const Step& a, const Step& o) {
  if (is_single(a.type) && !is_single(o.type)) return -1;
  if (!is_single(a.type) && is_single(o.type)) return 1;
  int result = static_cast<int>(o.to_delete.size()) - static_cast<int>(a.to_delete.size());
  if (result != 0) return result;
  if (!equivalent(a, o)) return index_sum(a.to_delete) - index_sum(o.to_delete);
  if (is_fish(a.type) && is_fish(o.type)) {
    int ret = type_compare(a.type, o.type);
    if (ret != 0) return ret;
    ret = static_cast<int>(a.cannibalistic.size()) - static_cast<int>(o.cannibalistic.size());
    if (ret != 0) return ret;
    ret = static_cast<int>(a.endo_fins.size()) - static_cast<int>(o.endo_fins.size());
    if (ret != 0) return ret;
    ret = static_cast<int>(a.fins.size()) - static_cast<int>(o.fins.size());
    if (ret != 0) return ret;
    if (!equal_ints(a.values, o.values)) return int_sum(a.values) - int_sum(o.values);
    return 0;
  }
  const int chain_diff = a.chain_length() - o.chain_length();
  if (chain_diff != 0) return chain_diff;
  if (!equal_ints(a.values, o.values)) return int_sum(a.values) - int_sum(o.values);
  if (!equal_ints(a.indices, o.indices)) {
    if (a.indices.size() != o.indices.size())
      return static_cast<int>(a.indices.size()) - static_cast<int>(o.indices.size());
    return int_sum(o.indices) - int_sum(a.indices);
  }
  return type_compare(a.type, o.type);
}

// ---------------------------------------------------------------------------------------------------
// HoDoKu's texts (SolutionStep.toString(2) and its helpers).

std::string cell_print(int index) {
  return "r" + std::to_string(line_of(index) + 1) + "c" + std::to_string(col_of(index) + 1);
}

std::string compact_cells(std::vector<int> cells) {
  std::set<int> rest(cells.begin(), cells.end());
  std::string tmp;
  bool first = true;
  while (!rest.empty()) {
    const int index = *rest.begin();
    rest.erase(rest.begin());
    const int line = line_of(index), col = col_of(index);
    int anz_lines = 1, anz_cols = 1;
    if (!first) tmp += ',';
    first = false;
    tmp += "[r" + std::to_string(line + 1) + "c" + std::to_string(col + 1) + "]";
    for (auto it = rest.begin(); it != rest.end();) {
      const int l1 = line_of(*it), c1 = col_of(*it);
      if (l1 == line && anz_lines == 1) {
        tmp.insert(tmp.rfind(']'), std::to_string(c1 + 1));
        it = rest.erase(it);
        anz_cols++;
      } else if (c1 == col && anz_cols == 1) {
        tmp.insert(tmp.rfind('c'), std::to_string(l1 + 1));
        it = rest.erase(it);
        anz_lines++;
      } else {
        ++it;
      }
    }
  }
  std::string out;
  for (char ch : tmp)
    if (ch != '[' && ch != ']') out += ch;
  return out;
}

namespace {

std::string deletes_text(const std::vector<Cand>& list) {  // getCandidatesToDelete
  std::string tmp = " => ";
  std::vector<Cand> rest = list;
  bool first = true;
  while (!rest.empty()) {
    const Cand f = rest.front();
    rest.erase(rest.begin());
    std::vector<int> cells = {f.index};
    for (auto it = rest.begin(); it != rest.end();) {
      if (it->value == f.value) {
        cells.push_back(it->index);
        it = rest.erase(it);
      } else {
        ++it;
      }
    }
    if (!first) tmp += ", ";
    first = false;
    tmp += compact_cells(cells) + "<>" + std::to_string(f.value);
  }
  return tmp;
}

std::string digits_of(const std::vector<Cand>& list) {  // getCandidatesToDeleteDigits
  std::set<int> s;
  for (const Cand& c : list) s.insert(c.value);
  std::string t;
  for (int v : s) t += std::to_string(v);
  return t;
}

std::string node_text(const Step& s, int e) {
  switch (chain::node_type(e)) {
    case chain::NORMAL_NODE: return cell_print(chain::cell(e));
    case chain::GROUP_NODE: {
      std::vector<int> cs = {chain::cell(e), chain::cell2(e)};
      if (chain::cell3(e) != -1) cs.push_back(chain::cell3(e));
      return compact_cells(cs);
    }
    default: (void)s; return "ALS";
  }
}

std::string chain_string(const Step& s, const Chain& ch) {  // getChainString(chain), as a nice loop
  std::string tmp;
  int last_index = -1;
  for (int i = ch.start; i <= ch.end; i++) {
    const int e = ch.chain[i];
    if (chain::cell(e) == last_index) continue;
    last_index = chain::cell(e);
    if (i > ch.start) {
      const std::string c = std::to_string(chain::cand(e));
      tmp += chain::strong(e) ? " =" + c + "= " : " -" + c + "- ";
    }
    tmp += node_text(s, e);
  }
  return tmp;
}

std::string forcing_entry(const Step& s, int e) {
  return node_text(s, chain::abs(e)) + (chain::strong(e) ? "=" : "<>") + std::to_string(chain::cand(e));
}

std::string forcing_chain_string(const Step& s, const Chain& ch) {  // getForcingChainString(.., true)
  std::string tmp = forcing_entry(s, ch.chain[ch.start]);
  bool in_min = false;
  for (int i = ch.start + 1; i <= ch.end - 1; i++) {
    const int e = ch.chain[i];
    bool blank = true;
    if (e == chain::kMin) {
      tmp += ")";
      in_min = false;
      continue;
    }
    if (e < 0 && !in_min) {
      tmp += " (";
      in_min = true;
      blank = false;
    }
    if (e > 0 && in_min) {
      tmp += ")";
      in_min = false;
    }
    if (blank) tmp += " ";
    tmp += forcing_entry(s, e);
  }
  tmp += " " + forcing_entry(s, ch.chain[ch.end]);
  return tmp;
}

std::string als_text(const AlsInStep& a) {
  std::string t = compact_cells(a.indices) + " {";
  for (int c : a.candidates) t += std::to_string(c);
  return t + "}";
}

std::string fin_set(const Step& s, const std::vector<Cand>& fins, bool with_cands) {  // getFinSet
  std::set<int> idx, cands;
  for (const Cand& c : fins) {
    idx.insert(c.index);
    cands.insert(c.value);
  }
  for (int i : s.indices) idx.erase(i);
  std::string t = compact_cells(std::vector<int>(idx.begin(), idx.end()));
  if (with_cands) {
    t += " - {";
    for (int v : cands) t += std::to_string(v);
    t += "}";
  }
  return t;
}

std::string values_of_list(const std::vector<Cand>& list) {  // getAlsXorZ
  std::set<int> s;
  for (const Cand& c : list) s.insert(c.value);
  std::string t;
  for (int v : s) t += (t.empty() ? "" : ",") + std::to_string(v);
  return t;
}

const char* kEntityShort[] = {"b", "r", "c", ""};

}  // namespace

std::string Step::text() const {
  const std::string name = step_name(type);
  auto v = [&](size_t i) { return std::to_string(values.at(i)); };
  auto sub = [&](size_t a, size_t b) {
    return compact_cells(std::vector<int>(indices.begin() + a, indices.begin() + b + 1));
  };
  switch (type) {
    case Type::FULL_HOUSE:
    case Type::HIDDEN_SINGLE:
    case Type::NAKED_SINGLE: return name + ": " + cell_print(indices[0]) + "=" + v(0);
    case Type::HIDDEN_QUADRUPLE:
    case Type::NAKED_QUADRUPLE:
    case Type::HIDDEN_TRIPLE:
    case Type::NAKED_TRIPLE:
    case Type::LOCKED_TRIPLE:
    case Type::HIDDEN_PAIR:
    case Type::NAKED_PAIR:
    case Type::LOCKED_PAIR: {
      std::string t = name + ": ";
      for (size_t i = 0; i < values.size(); ++i) t += (i ? "," : "") + v(i);
      return t + " in " + compact_cells(indices) + deletes_text(to_delete);
    }
    case Type::LOCKED_CANDIDATES:
    case Type::LOCKED_CANDIDATES_1:
    case Type::LOCKED_CANDIDATES_2:
      return name + ": " + v(0) + " in " + kEntityShort[entity] + std::to_string(entity_number) +
             deletes_text(to_delete);
    case Type::SKYSCRAPER:
    case Type::TWO_STRING_KITE:
      return name + ": " + v(0) + " in " + sub(0, 1) + " (connected by " + sub(2, 3) + ")" + deletes_text(to_delete);
    case Type::EMPTY_RECTANGLE:
      return name + ": " + v(0) + " in " + kEntityShort[entity] + std::to_string(entity_number) + " (" + sub(0, 1) +
             ")" + deletes_text(to_delete);
    case Type::W_WING:
      return name + ": " + v(0) + "/" + v(1) + " in " + sub(0, 1) + " connected by " + v(1) + " in " +
             fin_set(*this, fins, false) + deletes_text(to_delete);
    case Type::XY_WING:
    case Type::XYZ_WING:
      return name + ": " + v(0) + "/" + v(1) + "/" + v(2) + " in " + compact_cells(indices) + deletes_text(to_delete);
    case Type::SIMPLE_COLORS_TRAP:
    case Type::SIMPLE_COLORS_WRAP:
    case Type::MULTI_COLORS_1:
    case Type::MULTI_COLORS_2: {
      std::string t = name + ": " + v(0) + " ";
      std::string bufs[4];
      for (const auto& [cell, colour] : colors) bufs[colour] += (bufs[colour].empty() ? "(" : ",") + cell_print(cell);
      for (int i = 0; i < 4; ++i)
        if (!bufs[i].empty()) {
          if (i % 2) t += " / ";
          else if (i > 0) t += ", ";
          t += bufs[i] + ")";
        }
      return t + deletes_text(to_delete);
    }
    case Type::X_CHAIN:
    case Type::XY_CHAIN:
    case Type::REMOTE_PAIR:
    case Type::TURBOT_FISH:
    case Type::CONTINUOUS_NICE_LOOP:
    case Type::DISCONTINUOUS_NICE_LOOP:
    case Type::GROUPED_CONTINUOUS_NICE_LOOP:
    case Type::GROUPED_DISCONTINUOUS_NICE_LOOP:
    case Type::AIC:
    case Type::GROUPED_AIC: {
      std::string t = name + ": ";
      if (type == Type::REMOTE_PAIR) {
        t += v(0) + "/" + v(1);
      } else {
        const std::string d = digits_of(to_delete);
        for (size_t i = 0; i < d.size(); ++i) t += (i ? "/" : "") + std::string(1, d[i]);
      }
      return t + " " + chain_texts().front() + deletes_text(to_delete);
    }
    case Type::FORCING_CHAIN_CONTRADICTION:
    case Type::FORCING_CHAIN_VERITY:
    case Type::FORCING_NET_CONTRADICTION:
    case Type::FORCING_NET_VERITY: {
      std::string t = name;
      if (type == Type::FORCING_CHAIN_CONTRADICTION || type == Type::FORCING_NET_CONTRADICTION)
        t += " in " + (entity == CELL ? cell_print(entity_number)
                                      : std::string(kEntityShort[entity]) + std::to_string(entity_number + 1));
      if (!indices.empty()) return t + " => " + cell_print(indices[0]) + "=" + v(0);
      return t + deletes_text(to_delete);
    }
    case Type::UNIQUENESS_1:
    case Type::UNIQUENESS_2:
    case Type::UNIQUENESS_3:
    case Type::UNIQUENESS_4:
    case Type::UNIQUENESS_5:
    case Type::UNIQUENESS_6:
    case Type::HIDDEN_RECTANGLE:
    case Type::AVOIDABLE_RECTANGLE_1:
    case Type::AVOIDABLE_RECTANGLE_2:
      return name + ": " + v(0) + "/" + v(1) + " in " + compact_cells(indices) + deletes_text(to_delete);
    case Type::BUG_PLUS_1: return name + deletes_text(to_delete);
    case Type::SUE_DE_COQ: {
      std::string t = name + ": " + compact_cells(indices) + " - {";
      for (int x : values) t += std::to_string(x);
      return t + "} (" + fin_set(*this, fins, true) + ", " + fin_set(*this, endo_fins, true) + ")" +
             deletes_text(to_delete);
    }
    case Type::ALS_XZ: {
      std::string t =
          name + ": A=" + als_text(alses[0]) + ", B=" + als_text(alses[1]) + ", X=" + values_of_list(endo_fins);
      if (!fins.empty()) t += ", Z=" + values_of_list(fins);
      return t + deletes_text(to_delete);
    }
    case Type::ALS_XY_WING:
      return name + ": A=" + als_text(alses[0]) + ", B=" + als_text(alses[1]) + ", C=" + als_text(alses[2]) +
             ", X,Y=" + values_of_list(endo_fins) + ", Z=" + values_of_list(fins) + deletes_text(to_delete);
    case Type::ALS_XY_CHAIN: {
      const std::string d = digits_of(to_delete);
      std::string t = name + ": " + d + "- ";
      for (size_t i = 0; i < alses.size(); ++i) {
        t += als_text(alses[i]);
        if (i < rcs.size()) {
          t += " -";
          if (rcs[i].actual == 1 || rcs[i].actual == 3) t += std::to_string(rcs[i].cand1);
          if (rcs[i].actual == 2 || rcs[i].actual == 3) t += std::to_string(rcs[i].cand2);
          t += "- ";
        }
      }
      return t + " -" + d + deletes_text(to_delete);
    }
    case Type::BRUTE_FORCE: return name + ": " + compact_cells(indices) + "=" + v(0);
    case Type::GIVE_UP: return name;
    default: break;
  }
  if (is_fish(type)) {
    std::string t = name + ": " + v(0) + " ";
    int last = -1;
    for (const Entity& e : base) {
      if (e.name != last) t += kEntityShort[e.name];
      t += std::to_string(e.number);
      last = e.name;
    }
    t += " ";
    last = -1;
    for (const Entity& e : cover) {
      if (e.name != last) t += kEntityShort[e.name];
      t += std::to_string(e.number);
      last = e.name;
    }
    if (!fins.empty()) {
      t += " ";
      for (size_t i = 0; i < fins.size(); ++i) t += (i ? " f" : "f") + cell_print(fins[i].index);
    }
    if (!endo_fins.empty()) {
      t += " ";
      for (size_t i = 0; i < endo_fins.size(); ++i) t += (i ? " ef" : "ef") + cell_print(endo_fins[i].index);
    }
    return t + deletes_text(to_delete);
  }
  return name;
}

std::vector<std::string> Step::chain_texts() const {
  std::vector<std::string> out;
  const bool forcing = type == Type::FORCING_CHAIN_CONTRADICTION || type == Type::FORCING_CHAIN_VERITY ||
                       type == Type::FORCING_NET_CONTRADICTION || type == Type::FORCING_NET_VERITY;
  for (const Chain& ch : chains) {
    if (forcing) {
      out.push_back(forcing_chain_string(*this, ch));
      continue;
    }
    std::string t = chain_string(*this, ch);
    if (type == Type::CONTINUOUS_NICE_LOOP || type == Type::GROUPED_CONTINUOUS_NICE_LOOP) {
      int start = ch.start;
      int cell = chain::cell(ch.chain[start]);
      while (chain::cell(ch.chain[start]) == cell) start++;
      int end = ch.end;
      cell = chain::cell(ch.chain[end]);
      while (chain::cell(ch.chain[end]) == cell) end--;
      end++;
      t = std::to_string(chain::cand(ch.chain[end])) + "= " + t + " =" + std::to_string(chain::cand(ch.chain[start]));
    }
    if (type == Type::AIC || type == Type::GROUPED_AIC || type == Type::XY_CHAIN)
      t = std::to_string(chain::cand(ch.chain[ch.start])) + "- " + t + " -" +
          std::to_string(chain::cand(ch.chain[ch.end]));
    out.push_back(t);
  }
  return out;
}

}  // namespace gridlogic::human::hodoku
