// sudoku_human_hodoku.cpp — HoDoKu's techniques that Sudoku Explainer lacks: finned and sashimi fish
// (X-wing, swordfish, jellyfish) and the almost-locked-set moves ALS-XZ and ALS-XY-wing. They run only on
// the HoDoKu ladder (sudoku_human.cpp), never on SE's, so SE's path and rating stay as they were.
//
// A fish's base lines are k rows (or columns) whose candidates v lie in k cover lines except for some
// "fins", all in one box: either the basic fish holds (v is in the cover lines only in the base lines) or a
// fin is v; a cell of a cover line outside the base lines that sees every fin (so lies in the fins' box)
// loses v in both cases. "Sashimi" when, without the fins, some base line would keep v in one cell only
// (the fish would be degenerate), as HoDoKu names them. An almost locked set (ALS) is N cells of one house
// with N+1 candidates between them: take one value out and the rest is locked. Two ALSs with a restricted
// common x (every x of one sees every x of the other, so at most one holds x) — then the other is locked,
// and any value z common to both is in one of them: z leaves every cell that sees all z of both (ALS-XZ).
// ALS-XY-wing chains two such links through a third ALS. See docs/human-solver.md.
#include <algorithm>
#include <array>

#include "sudoku_human_internal.h"

namespace gridlogic::human {
namespace {

// ---------------------------------------------------------------------------------------------------
// Finned fish.

constexpr std::array<const char*, 5> kFishName = {"", "", "x-wing", "swordfish", "jellyfish"};
constexpr std::array<const char*, 5> kFishTitle = {"", "", "X-wing", "swordfish", "jellyfish"};  // after "Finned "

std::string numbers(const std::vector<int>& idx) {  // 0-based lines as "1, 2 and 12"
  std::string out;
  for (size_t i = 0; i < idx.size(); ++i)
    out += (i == 0 ? "" : i + 1 == idx.size() ? " and " : ", ") + std::to_string(idx[i] + 1);
  return out;
}

// Calls f(chosen) for every k-subset of 0..m-1 in lexicographic order until f returns true.
template <class F>
bool subsets(int m, int k, F&& f) {
  if (k > m) return false;
  std::vector<int> idx(k);
  for (int i = 0; i < k; ++i) idx[i] = i;
  for (;;) {
    if (f(idx)) return true;
    int i = k - 1;
    while (i >= 0 && idx[i] == m - k + i) --i;
    if (i < 0) return false;
    ++idx[i];
    for (int j = i + 1; j < k; ++j) idx[j] = idx[j - 1] + 1;
  }
}

}  // namespace

std::optional<Step> find_finned_fish(const Board& b, int k, bool sashimi) {
  std::vector<int> lines;
  for (int v = 1; v <= b.n; ++v)
    for (int orientation = 0; orientation < 2; ++orientation) {
      const int base0 = orientation == 0 ? 0 : b.n, cover0 = orientation == 0 ? b.n : 0;
      lines.clear();
      for (int line = 0; line < b.n; ++line)
        if (popcount(b.positions(base0 + line, v)) >= 2) lines.push_back(line);  // a line with one v is a single
      std::optional<Step> result;
      subsets(static_cast<int>(lines.size()), k, [&](const std::vector<int>& chosen) {
        uint32_t all = 0;
        for (int i : chosen) all |= b.positions(base0 + lines[i], v);
        if (popcount(all) <= k) return false;  // a basic fish (or none): not finned
        // Cover lines: k of the crossing lines that hold v in the base lines.
        std::vector<int> crossing;
        for (int j = 0; j < b.n; ++j)
          if ((all >> j) & 1u) crossing.push_back(j);
        return subsets(static_cast<int>(crossing.size()), k, [&](const std::vector<int>& pick) {
          uint32_t cover = 0;
          for (int p : pick) cover |= 1u << crossing[p];
          // Fins: base candidates outside the covers, all in one box; every base line keeps a body cell.
          std::vector<int> fins;
          int box = -1;
          bool degenerate = false;
          uint32_t body_all = 0;
          for (int i : chosen) {
            const uint32_t pos = b.positions(base0 + lines[i], v);
            const uint32_t body = pos & cover;
            if (!body) return false;
            body_all |= body;
            if (popcount(body) == 1) degenerate = true;
            for (uint32_t f = pos & ~cover; f; f &= f - 1) {
              const int cell = b.houses[base0 + lines[i]][std::countr_zero(f)];
              if (box >= 0 && b.box(cell) != box) return false;
              box = b.box(cell);
              fins.push_back(cell);
            }
          }
          if (fins.empty() || body_all != cover || degenerate != sashimi) return false;
          uint32_t base_bits = 0;
          for (int i : chosen) base_bits |= 1u << lines[i];
          Step s;
          for (int p : pick)
            for (int i = 0; i < b.n; ++i) {
              if ((base_bits >> i) & 1u) continue;
              const int cell = b.houses[cover0 + crossing[p]][i];
              if (b.has(cell, v) && b.box(cell) == box) s.trace.removed.push_back({cell, v});
            }
          if (s.trace.removed.empty()) return false;
          std::sort(s.trace.removed.begin(), s.trace.removed.end(),
                    [](const CellValue& x, const CellValue& y) { return x.cell < y.cell; });
          std::vector<int> bases, covers;
          for (int i : chosen) bases.push_back(lines[i]);
          for (int p : pick) covers.push_back(crossing[p]);
          for (int line : bases)
            for (int j = 0; j < b.n; ++j) {
              const int cell = b.houses[base0 + line][j];
              if (b.has(cell, v)) s.trace.cells.push_back(cell);
            }
          for (int line : bases) s.trace.houses.push_back({"base", orientation == 0 ? "row" : "column", line});
          for (int j : covers) s.trace.houses.push_back({"cover", orientation == 0 ? "column" : "row", j});
          s.trace.houses.push_back({"fin-box", "box", box});
          // The fish's cells for a hint to ring: its body (base and cover lines cross) and its fins.
          for (int cell : s.trace.cells)
            s.trace.roles.push_back({cell, std::find(fins.begin(), fins.end(), cell) == fins.end() ? "body" : "fin"});
          const std::string kind = sashimi ? "sashimi" : "finned";
          s.trace.technique = kind + "-" + kFishName[k];
          const char* base_word = orientation == 0 ? "rows " : "columns ";
          const char* cover_word = orientation == 0 ? "columns " : "rows ";
          const std::string vs(1, value_char(v));
          s.trace.explanation = std::string(sashimi ? "Sashimi " : "Finned ") + kFishTitle[k] + ": in " + base_word +
                                numbers(bases) + ", " + vs + " lies only in " + cover_word + numbers(covers) +
                                " and in the fin" + (fins.size() > 1 ? "s " : " ") + cell_list(b, fins) + " (box " +
                                std::to_string(box + 1) + "): either the fish holds or a fin is " + vs + ", so " + vs +
                                " is removed from " + cell_list(b, distinct_cells(s.trace.removed)) +
                                ", in a cover line and in the fins' box";
          result = std::move(s);
          return true;
        });
      });
      if (result) return result;
    }
  return std::nullopt;
}

namespace {

// ---------------------------------------------------------------------------------------------------
// Almost locked sets.

// A set of cells of a board of up to 256 cells (HoDoKu's ALS moves are for 9×9; 16×16 fits too).
struct Cells {
  std::array<uint64_t, 4> w{};
  void add(int c) { w[c >> 6] |= uint64_t{1} << (c & 63); }
  bool has(int c) const { return (w[c >> 6] >> (c & 63)) & 1u; }
  bool any() const { return (w[0] | w[1] | w[2] | w[3]) != 0; }
  Cells operator&(const Cells& o) const { return {{w[0] & o.w[0], w[1] & o.w[1], w[2] & o.w[2], w[3] & o.w[3]}}; }
  Cells operator|(const Cells& o) const { return {{w[0] | o.w[0], w[1] | o.w[1], w[2] | o.w[2], w[3] | o.w[3]}}; }
  Cells minus(const Cells& o) const { return {{w[0] & ~o.w[0], w[1] & ~o.w[1], w[2] & ~o.w[2], w[3] & ~o.w[3]}}; }
  bool within(const Cells& o) const { return !minus(o).any(); }
  bool disjoint(const Cells& o) const { return !(*this & o).any(); }
  friend bool operator==(const Cells&, const Cells&) = default;
  friend bool operator<(const Cells& a, const Cells& b) { return a.w < b.w; }
  std::vector<int> list() const {
    std::vector<int> out;
    for (int i = 0; i < 4; ++i)
      for (uint64_t m = w[i]; m; m &= m - 1) out.push_back(64 * i + std::countr_zero(m));
    return out;
  }
};

struct Als {
  Cells cells;
  uint32_t cand = 0;
  int house = 0;
  std::vector<Cells> with;      // per value v-1: its cells holding v
  std::vector<Cells> sees_all;  // per value v-1: the cells outside it that see each of those
};

struct AlsContext {
  std::vector<Cells> peers;    // per cell
  std::vector<Cells> cand_at;  // per value v-1: cells where v is a candidate
  std::vector<Als> sets;
};

// HoDoKu looks at ALSs of up to n-1 cells in 9×9; larger boards get up to 4 cells (the subsets of a
// 16-cell house are too many to try at every step).
AlsContext collect_als(const Board& b) {
  AlsContext ctx;
  ctx.peers.assign(b.size, {});
  for (int c = 0; c < b.size; ++c)
    for (int h : b.house_of[c])
      for (int o : b.houses[h])
        if (o != c) ctx.peers[c].add(o);
  ctx.cand_at.assign(b.n, {});
  for (int c = 0; c < b.size; ++c)
    for (uint32_t m = b.cand[c]; m; m &= m - 1) ctx.cand_at[std::countr_zero(m)].add(c);
  const int max_size = b.n <= 9 ? b.n - 1 : 4;
  std::vector<std::pair<Cells, int>> found;  // cell set, house (deduplicated below: a row's ALS may be a box's)
  for (int h = 0; h < 3 * b.n; ++h) {
    std::vector<int> open;
    for (int c : b.houses[h])
      if (!b.value[c]) open.push_back(c);
    const int m = static_cast<int>(open.size());
    for (int size = 1; size <= std::min(max_size, m - 1); ++size)
      subsets(m, size, [&](const std::vector<int>& idx) {
        uint32_t u = 0;
        for (int i : idx) u |= b.cand[open[i]];
        if (popcount(u) == size + 1) {
          Cells cs;
          for (int i : idx) cs.add(open[i]);
          found.push_back({cs, h});
        }
        return false;
      });
  }
  std::stable_sort(found.begin(), found.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  found.erase(std::unique(found.begin(), found.end(), [](const auto& x, const auto& y) { return x.first == y.first; }),
              found.end());
  std::stable_sort(found.begin(), found.end(), [](const auto& x, const auto& y) { return x.second < y.second; });
  for (const auto& [cs, h] : found) {
    Als a;
    a.cells = cs;
    a.house = h;
    a.with.assign(b.n, {});
    a.sees_all.assign(b.n, {});
    const std::vector<int> list = cs.list();
    for (int c : list) a.cand |= b.cand[c];
    for (uint32_t m = a.cand; m; m &= m - 1) {
      const int vi = std::countr_zero(m);
      Cells all;
      bool first = true;
      for (int c : list)
        if ((b.cand[c] >> vi) & 1u) {
          a.with[vi].add(c);
          all = first ? ctx.peers[c] : all & ctx.peers[c];
          first = false;
        }
      a.sees_all[vi] = all.minus(cs);
    }
    ctx.sets.push_back(std::move(a));
  }
  return ctx;
}

// Whether x (bit index) is a restricted common of two disjoint ALSs: both hold it, and every x of one
// sees every x of the other.
bool restricted_common(const Als& a, const Als& b, int xi) {
  return ((a.cand & b.cand) >> xi & 1u) && b.with[xi].within(a.sees_all[xi]);
}

// Removals of z: candidates z outside both ALSs that see every z of both.
std::vector<CellValue> z_removals(const AlsContext& ctx, const Als& a, const Als& b, uint32_t zs) {
  std::vector<CellValue> out;
  for (uint32_t m = zs; m; m &= m - 1) {
    const int zi = std::countr_zero(m);
    const Cells targets = (a.sees_all[zi] & b.sees_all[zi] & ctx.cand_at[zi]).minus(a.cells | b.cells);
    for (int c : targets.list()) out.push_back({c, zi + 1});
  }
  std::sort(out.begin(), out.end(), [](const CellValue& x, const CellValue& y) {
    return x.cell != y.cell ? x.cell < y.cell : x.value < y.value;
  });
  return out;
}

std::string als_words(const Board& b, const Als& a) {
  return cell_list(b, a.cells.list()) + " " + cand_set(a.cand) + " in " + house_name(b, a.house);
}

std::vector<int> removed_values(const std::vector<CellValue>& removed) {
  std::vector<int> vs;
  for (const CellValue& cv : removed)
    if (std::find(vs.begin(), vs.end(), cv.value) == vs.end()) vs.push_back(cv.value);
  std::sort(vs.begin(), vs.end());
  return vs;
}

void add_als(Step& s, const Board& b, const Als& a, const char* role) {
  for (int c : a.cells.list()) {
    s.trace.cells.push_back(c);
    s.trace.roles.push_back({c, role});
  }
  const HouseKind kind = b.kind(a.house);
  s.trace.houses.push_back({role,
                            kind == HouseKind::Row      ? "row"
                            : kind == HouseKind::Column ? "column"
                                                        : "box",
                            a.house - (kind == HouseKind::Row      ? 0
                                       : kind == HouseKind::Column ? b.n
                                                                   : 2 * b.n)});
}

// The restricted common as weak links: an x of one ALS and an x of the other are never both true.
void add_rc_links(Step& s, const Als& a, const Als& b, int xi) {
  for (int ca : a.with[xi].list())
    for (int cb : b.with[xi].list()) s.trace.chain.push_back({{ca, xi + 1}, {cb, xi + 1}, false});
}

bool fits(const Board& b) { return b.size <= 256; }

}  // namespace

std::optional<Step> find_als_xz(const Board& b) {
  if (!fits(b)) return std::nullopt;
  const AlsContext ctx = collect_als(b);
  const std::vector<Als>& sets = ctx.sets;
  for (size_t i = 0; i < sets.size(); ++i)
    for (size_t j = i + 1; j < sets.size(); ++j) {
      const Als &a = sets[i], &c = sets[j];
      const uint32_t common = a.cand & c.cand;
      if (popcount(common) < 2 || !a.cells.disjoint(c.cells)) continue;
      for (uint32_t m = common; m; m &= m - 1) {
        const int xi = std::countr_zero(m);
        if (!restricted_common(a, c, xi)) continue;
        Step s;
        s.trace.removed = z_removals(ctx, a, c, common & ~(1u << xi));
        if (s.trace.removed.empty()) continue;
        s.trace.technique = "als-xz";
        add_als(s, b, a, "als-a");
        add_als(s, b, c, "als-b");
        add_rc_links(s, a, c, xi);
        const std::vector<int> zs = removed_values(s.trace.removed);
        s.trace.explanation = "ALS-XZ: the almost locked sets " + als_words(b, a) + " and " + als_words(b, c) +
                              " share " + value_char(xi + 1) + " only where their cells see each other, so one of " +
                              "them lacks " + value_char(xi + 1) + " and is locked: " + value_list(zs) +
                              " lies in one " + "of them and is removed from " +
                              cell_list(b, distinct_cells(s.trace.removed));
        return s;
      }
    }
  return std::nullopt;
}

std::optional<Step> find_als_xy_wing(const Board& b) {
  if (!fits(b)) return std::nullopt;
  const AlsContext ctx = collect_als(b);
  const std::vector<Als>& sets = ctx.sets;
  // Per ALS, its restricted commons with the others: (other, x).
  std::vector<std::vector<std::pair<int, int>>> links(sets.size());
  for (size_t i = 0; i < sets.size(); ++i)
    for (size_t j = i + 1; j < sets.size(); ++j) {
      if (!(sets[i].cand & sets[j].cand) || !sets[i].cells.disjoint(sets[j].cells)) continue;
      for (uint32_t m = sets[i].cand & sets[j].cand; m; m &= m - 1) {
        const int xi = std::countr_zero(m);
        if (!restricted_common(sets[i], sets[j], xi)) continue;
        links[i].push_back({static_cast<int>(j), xi});
        links[j].push_back({static_cast<int>(i), xi});
      }
    }
  for (size_t pivot = 0; pivot < sets.size(); ++pivot) {
    const auto& ls = links[pivot];
    for (size_t p = 0; p < ls.size(); ++p)
      for (size_t q = p + 1; q < ls.size(); ++q) {
        const auto [ia, xi] = ls[p];
        const auto [ib, yi] = ls[q];
        if (xi == yi || ia == ib) continue;
        const Als &a = sets[ia], &c = sets[ib], &mid = sets[pivot];
        const uint32_t zs = a.cand & c.cand & ~(1u << xi) & ~(1u << yi);
        if (!zs || !a.cells.disjoint(c.cells)) continue;
        Step s;
        s.trace.removed = z_removals(ctx, a, c, zs);
        // HoDoKu leaves the pivot's own cells alone (sound either way: such a cell sees every z of both).
        s.trace.removed.erase(std::remove_if(s.trace.removed.begin(), s.trace.removed.end(),
                                             [&](const CellValue& cv) { return mid.cells.has(cv.cell); }),
                              s.trace.removed.end());
        if (s.trace.removed.empty()) continue;
        s.trace.technique = "als-xy-wing";
        add_als(s, b, mid, "als-pivot");
        add_als(s, b, a, "als-a");
        add_als(s, b, c, "als-b");
        add_rc_links(s, mid, a, xi);
        add_rc_links(s, mid, c, yi);
        const std::vector<int> zv = removed_values(s.trace.removed);
        s.trace.explanation =
            "ALS-XY-wing: the almost locked set " + als_words(b, mid) + " shares " + value_char(xi + 1) + " with " +
            als_words(b, a) + " and " + value_char(yi + 1) + " with " + als_words(b, c) +
            ", each only where the cells see each other; the middle set lacks at most one value, so it holds " +
            value_char(xi + 1) + " or " + value_char(yi + 1) +
            " and one of the outer sets is locked: " + value_list(zv) + " lies in one of them and is removed from " +
            cell_list(b, distinct_cells(s.trace.removed));
        return s;
      }
  }
  return std::nullopt;
}

}  // namespace gridlogic::human
