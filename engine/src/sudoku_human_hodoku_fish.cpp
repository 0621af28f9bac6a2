// sudoku_human_hodoku_fish.cpp — the port of HoDoKu's FishSolver for the fish its default settings use:
// basic fish (X-wing, swordfish, jellyfish), finned and sashimi fish, Franken fish and finned Franken fish
// (blocks among base or cover sets; up to 5 fins and 2 endo fins), each type searched on its own, the
// first fish found taken (HoDoKu's default: no siamese fish, no templates for these sizes). Mutant and
// kraken fish are off by default in HoDoKu and not ported. sudoku_hodoku.h.
#include "sudoku_hodoku.h"

namespace gridlogic::human::hodoku {
namespace {

constexpr int BASIC = 0, FRANKEN = 1;
constexpr int LINE_MASK = 0x1, COL_MASK = 0x2, BLOCK_MASK = 0x4;
constexpr int kMaxFins = 5, kMaxEndoFins = 2;
constexpr Type kBasic[] = {Type::X_WING, Type::SWORDFISH, Type::JELLYFISH};
constexpr Type kFinned[] = {Type::FINNED_X_WING, Type::FINNED_SWORDFISH, Type::FINNED_JELLYFISH};
constexpr Type kSashimi[] = {Type::SASHIMI_X_WING, Type::SASHIMI_SWORDFISH, Type::SASHIMI_JELLYFISH};
constexpr Type kFranken[] = {Type::FRANKEN_X_WING, Type::FRANKEN_SWORDFISH, Type::FRANKEN_JELLYFISH};
constexpr Type kFinnedFranken[] = {Type::FINNED_FRANKEN_X_WING, Type::FINNED_FRANKEN_SWORDFISH,
                                   Type::FINNED_FRANKEN_JELLYFISH};
constexpr Type kMutant[] = {Type::MUTANT_X_WING, Type::MUTANT_SWORDFISH, Type::MUTANT_JELLYFISH};
constexpr Type kFinnedMutant[] = {Type::FINNED_MUTANT_X_WING, Type::FINNED_MUTANT_SWORDFISH,
                                  Type::FINNED_MUTANT_JELLYFISH};

class FishSolver : public Solver {
 public:
  using Solver::Solver;
  bool get(Type type, Step& out) override {
    int size;
    bool without_fins, with_fins, sashimi, endo;
    int fish_type;
    switch (type) {
      case Type::X_WING:
      case Type::SWORDFISH:
      case Type::JELLYFISH:
        size = fish_size(type);
        without_fins = true;
        with_fins = false;
        sashimi = false;
        endo = false;
        fish_type = BASIC;
        break;
      case Type::FINNED_X_WING:
      case Type::FINNED_SWORDFISH:
      case Type::FINNED_JELLYFISH:
        size = fish_size(type);
        without_fins = false;
        with_fins = true;
        sashimi = false;
        endo = false;
        fish_type = BASIC;
        break;
      case Type::SASHIMI_X_WING:
      case Type::SASHIMI_SWORDFISH:
      case Type::SASHIMI_JELLYFISH:
        size = fish_size(type);
        without_fins = false;
        with_fins = true;
        sashimi = true;
        endo = false;
        fish_type = BASIC;
        break;
      case Type::FRANKEN_X_WING:
      case Type::FRANKEN_SWORDFISH:
      case Type::FRANKEN_JELLYFISH:
        size = fish_size(type);
        without_fins = true;
        with_fins = false;
        sashimi = false;
        endo = true;
        fish_type = FRANKEN;
        break;
      case Type::FINNED_FRANKEN_X_WING:
      case Type::FINNED_FRANKEN_SWORDFISH:
      case Type::FINNED_FRANKEN_JELLYFISH:
        size = fish_size(type);
        without_fins = false;
        with_fins = true;
        sashimi = false;
        endo = true;
        fish_type = FRANKEN;
        break;
      default: return false;
    }
    g_ = finder.sudoku;
    without_fins_ = without_fins;
    with_fins_ = with_fins;
    sashimi_ = sashimi;
    with_endo_ = endo;
    fish_type_ = fish_type;
    size_ = size;
    for (int cand = 1; cand <= 9; ++cand) {
      cand_ = cand;
      cands_ = finder.candidates()[cand];
      if (search(true, out) || search(false, out)) return true;
    }
    return false;
  }

 private:
  Grid* g_ = nullptr;
  bool without_fins_ = true, with_fins_ = false, sashimi_ = false, with_endo_ = false;
  int fish_type_ = BASIC, size_ = 2, cand_ = 1;
  Set81 cands_;
  int base_units_[27], n_base_ = 0, all_cover_units_[27], n_all_cover_ = 0;
  Set81 base_cands_[27], all_cover_cands_[27];
  int cover_units_[27], n_cover_ = 0;
  Set81 cover_cands_[27];
  bool base_used_[27], cover_used_[27];
  struct BaseEntry {
    int akt = 0, last = -1;
    Set81 cands, endo;
  } base_stack_[10];
  struct CoverEntry {
    int akt = 0, last = -1;
    Set81 cands, cannibal;
  } cover_stack_[10];
  int base_level_ = 0, cover_level_ = 0;

  void add_unit(int unit, const Set81& set, bool base) {
    if (base) {
      if (with_fins_ || set.size() <= size_) {
        base_units_[n_base_] = unit;
        base_cands_[n_base_++] = set;
      }
    } else {
      all_cover_units_[n_all_cover_] = unit;
      all_cover_cands_[n_all_cover_++] = set;
    }
  }

  void init_for_candidate(bool lines) {
    n_base_ = n_all_cover_ = 0;
    for (int i = 0; i < 27; ++i) {
      if (i >= 18 && fish_type_ == BASIC) continue;
      const Set81 tmp = T().all_t[i] & cands_;
      if (tmp.empty()) continue;
      if (i < 9) add_unit(i, tmp, lines);
      else if (i < 18) add_unit(i, tmp, !lines);
      else {
        add_unit(i, tmp, false);
        add_unit(i, tmp, true);
      }
    }
  }

  bool search(bool lines, Step& out) {
    init_for_candidate(lines);
    std::fill(std::begin(base_used_), std::end(base_used_), false);
    base_level_ = 1;
    base_stack_[0].cands.clear();
    base_stack_[0].endo.clear();
    base_stack_[1].akt = 0;
    base_stack_[1].last = -1;
    for (;;) {
      while (base_stack_[base_level_].akt >= n_base_) {
        if (base_stack_[base_level_].last != -1) {
          base_used_[base_stack_[base_level_].last] = false;
          base_stack_[base_level_].last = -1;
        }
        if (--base_level_ <= 0) return false;
      }
      BaseEntry& e = base_stack_[base_level_];
      const int akt = e.akt++;
      const Set81 endo = base_stack_[base_level_ - 1].cands & base_cands_[akt];
      if (!endo.empty()) {
        if (!with_fins_ || !with_endo_ || base_stack_[base_level_ - 1].endo.size() + endo.size() > kMaxEndoFins)
          continue;
      }
      e.cands = base_stack_[base_level_ - 1].cands | base_cands_[akt];
      e.endo = base_stack_[base_level_ - 1].endo | endo;
      if (e.last != -1) base_used_[e.last] = false;
      e.last = base_units_[akt];
      base_used_[base_units_[akt]] = true;
      if (base_level_ == size_ && search_cover(e.cands, e.endo, out)) return true;
      if (base_level_ < size_) {
        base_level_++;
        base_stack_[base_level_].akt = akt + 1;
        base_stack_[base_level_].last = -1;
      }
    }
  }

  bool search_cover(const Set81& base_set, const Set81& endo_set, Step& out) {
    n_cover_ = 0;
    for (int i = 0; i < n_all_cover_; i++) {
      if (base_used_[all_cover_units_[i]]) continue;
      if (!base_set.intersects(all_cover_cands_[i])) continue;
      cover_units_[n_cover_] = all_cover_units_[i];
      cover_cands_[n_cover_++] = all_cover_cands_[i];
    }
    std::fill(std::begin(cover_used_), std::end(cover_used_), false);
    cover_level_ = 1;
    cover_stack_[0].cands.clear();
    cover_stack_[0].cannibal.clear();
    cover_stack_[1].akt = 0;
    cover_stack_[1].last = -1;
    for (;;) {
      while (cover_stack_[cover_level_].akt >= n_cover_ - base_level_ + cover_level_) {
        if (cover_stack_[cover_level_].last != -1) {
          cover_used_[cover_stack_[cover_level_].last] = false;
          cover_stack_[cover_level_].last = -1;
        }
        if (--cover_level_ <= 0) return false;
      }
      CoverEntry& e = cover_stack_[cover_level_];
      const int akt = e.akt++;
      const Set81 cannibal = cover_stack_[cover_level_ - 1].cands & cover_cands_[akt];
      e.cands = cover_stack_[cover_level_ - 1].cands | cover_cands_[akt];
      e.cannibal = cover_stack_[cover_level_ - 1].cannibal | cannibal;
      if (e.last != -1) cover_used_[e.last] = false;
      e.last = cover_units_[akt];
      cover_used_[cover_units_[akt]] = true;
      if (cover_level_ == base_level_) {
        Set81 fins = base_set.minus(e.cands);
        const bool covered = fins.empty();
        fins |= endo_set;
        if (covered && without_fins_ && fins.empty()) {
          const Set81 del = e.cands.minus(base_set);
          if ((!del.empty() || !e.cannibal.empty()) &&
              create(cover_level_, false, fins, del, e.cannibal, endo_set, out))
            return true;
        } else if (with_fins_ && !fins.empty() && fins.size() <= kMaxFins) {
          const Set81 fin_buddies = buddies_of(fins);
          if (!fin_buddies.empty()) {
            const Set81 del = e.cands.minus(base_set) & fin_buddies;
            const Set81 cann = e.cannibal & fin_buddies;
            if ((!del.empty() || !cann.empty()) && create(cover_level_, true, fins, del, cann, endo_set, out))
              return true;
          }
        }
      }
      if (cover_level_ < size_) {
        cover_level_++;
        cover_stack_[cover_level_].akt = akt + 1;
        cover_stack_[cover_level_].last = -1;
      }
    }
  }

  static int unit_mask(const bool* used) {
    int mask = 0;
    for (int i = 0; i < 27; ++i)
      if (used[i]) mask |= i < 9 ? LINE_MASK : i < 18 ? COL_MASK : BLOCK_MASK;
    return mask;
  }

  // createFishStep; false when HoDoKu would not return it from this search (a finned fish met while
  // looking for a sashimi one, or the other way round).
  bool create(int size, bool with_fins, const Set81& fins, const Set81& del, const Set81& cannibal, const Set81& endo,
              Step& out) {
    const int base_mask = unit_mask(base_used_), cover_mask = unit_mask(cover_used_);
    const bool basic =
        (base_mask == LINE_MASK && cover_mask == COL_MASK) || (base_mask == COL_MASK && cover_mask == LINE_MASK);
    bool is_sashimi = false;
    if (basic)
      for (int i = 0; i < n_base_; i++)
        if (base_used_[base_units_[i]] && base_cands_[i].minus(fins).size() <= 1) {
          is_sashimi = true;
          break;
        }
    Type type;
    const bool franken = ((base_mask == LINE_MASK || base_mask == (LINE_MASK | BLOCK_MASK)) &&
                          (cover_mask == COL_MASK || cover_mask == (COL_MASK | BLOCK_MASK))) ||
                         ((base_mask == COL_MASK || base_mask == (COL_MASK | BLOCK_MASK)) &&
                          (cover_mask == LINE_MASK || cover_mask == (LINE_MASK | BLOCK_MASK)));
    if (basic) type = is_sashimi ? kSashimi[size - 2] : with_fins ? kFinned[size - 2] : kBasic[size - 2];
    else if (franken) type = with_fins ? kFinnedFranken[size - 2] : kFranken[size - 2];
    else type = with_fins ? kFinnedMutant[size - 2] : kMutant[size - 2];  // HoDoKu names blocks-only bases so
    if (fish_type_ == BASIC && with_fins && sashimi_ != is_sashimi) return false;
    Step s;
    s.type = type;
    s.values.push_back(cand_);
    for (int c : base_stack_[base_level_].cands.minus(fins)) s.indices.push_back(c);
    for (int i = 0; i < 27; ++i)
      if (base_used_[i]) s.base.push_back({i < 9 ? LINE : i < 18 ? COL : BLOCK, i % 9 + 1});
    for (int i = 0; i < 27; ++i)
      if (cover_used_[i]) s.cover.push_back({i < 9 ? LINE : i < 18 ? COL : BLOCK, i % 9 + 1});
    for (int c : del) s.add_delete(c, cand_);
    for (int c : cannibal) {
      s.cannibalistic.push_back({c, cand_});
      s.add_delete(c, cand_);
    }
    for (int c : fins.minus(endo)) s.add_fin(c, cand_);
    for (int c : endo) s.add_endo_fin(c, cand_);
    out = std::move(s);
    return true;
  }
};

}  // namespace

std::unique_ptr<Solver> make_fish_solver(Finder& f) { return std::make_unique<FishSolver>(f); }

}  // namespace gridlogic::human::hodoku
