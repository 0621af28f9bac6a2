// sudoku_hodoku_test.cpp — the HoDoKu ladder (HumanLadder::HoDoKu): on 9×9 it is HoDoKu 2.2.0's own
// solver, ported (engine/src/sudoku_hodoku.h), so its steps, scores and levels are HoDoKu's. Tested here:
// every technique HoDoKu takes by default, on a position where HoDoKu took it (the step's text is
// HoDoKu's own, measured with HoDoKu 2.2.0 on ../shared/datasets/sudoku-hodoku-rated), its removals
// checked against the solution found by search; the grade of whole puzzles against HoDoKu's; and on
// the shared data sets that no step of either ladder removes a solution value and every path ends
// solved (GRIDLOGIC_HUMAN_SAMPLE=N: N puzzles of each set, the long run).
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

#include "gridlogic/sudoku_fast.h"
#include "gridlogic/sudoku_human.h"
#include "sudoku_human_replay.h"
#include "test_util.h"

namespace gridlogic {
namespace {

using testing::dataset_path;
using testing::grid;
using testing::read_puzzle_lines;
using testing::replay_failures;
using testing::small_puzzle;

HumanOptions hodoku_options() {
  HumanOptions o;
  o.ladder = HumanLadder::HoDoKu;
  return o;
}

size_t sample(size_t fallback) {
  const char* s = std::getenv("GRIDLOGIC_HUMAN_SAMPLE");
  return s ? std::strtoul(s, nullptr, 10) : fallback;
}

std::string first_line(const std::string& s) { return s.substr(0, s.find('\n')); }

struct Case {
  const char* type;  // HoDoKu's SolutionType
  const char* puzzle;
  size_t step;       // 0-based index of the step in HoDoKu's path
  int score;         // HoDoKu's score for it
  const char* text;  // HoDoKu's text of the step
};

// For each kind of step HoDoKu 2.2.0 takes with its default settings and that the tuning set shows, an
// occurrence there, in the puzzle of lowest score (sudoku-hodoku-rated/hodoku220_paths.txt: puzzle, step,
// score, text).
const std::vector<Case>& cases() {
  static const std::vector<Case> list = {
      {"NAKED_SINGLE", "060001000010060824058490600800314200026809370001627008003048150185070040000100080", 1, 4,
       "Naked Single: r6c8=9"},
      {"FULL_HOUSE", "060001000010060824058490600800314200026809370001627008003048150185070040000100080", 0, 4,
       "Full House: r5c5=5"},
      {"HIDDEN_SINGLE", "820030015750000069000045000008901000906000201000307900000180000680000047590070032", 6, 14,
       "Hidden Single: r1c6=9"},
      {"LOCKED_PAIR", "000600010080520079000340208000002090200000005010400000703065000690037040020004000", 7, 40,
       "Locked Pair: 1,2 in r78c9 => r49c9,r789c7<>1, r6c9,r7c8<>2"},
      {"LOCKED_CANDIDATES_1", "475030000600000000000400037040100650502000809036008020750004000000000008000070294", 30,
       50, "Locked Candidates Type 1 (Pointing): 1 in b1 => r3c7<>1"},
      {"LOCKED_CANDIDATES_2", "004000500086000420520000068003000200200178004000306000002010800010000050408205906", 21,
       50, "Locked Candidates Type 2 (Claiming): 9 in r3 => r1c45,r2c456<>9"},
      {"NAKED_PAIR", "000000000000020000830000016040705060080306040590000073003804100024000950100000004", 28, 60,
       "Naked Pair: 5,7 in r9c25 => r9c4<>5, r9c6<>7"},
      {"LOCKED_TRIPLE", "206500008000041300900000000000050730800600000000000000070000400000209000010000000", 1, 60,
       "Locked Triple: 5,7,8 in r2c123 => r2c489<>7, r2c4,r3c2<>8, r2c89,r3c2<>5"},
      {"HIDDEN_PAIR", "270060038900403006004107900009501600000040000003000800010000090007000500000736000", 25, 70,
       "Hidden Pair: 1,7 in r56c1 => r56c1<>5, r5c1<>6, r6c1<>4"},
      {"NAKED_TRIPLE", "850090014000060000004000900230000078000040000000803000010408060008000700340607021", 19, 80,
       "Naked Triple: 1,3,5 in r3c468 => r3c1<>1, r3c9<>3, r3c9<>5"},
      {"UNIQUENESS_1", "000053096800007000000002100580300010400000008020005043006200000000700002170560000", 22, 100,
       "Uniqueness Test 1: 4/5 in r2c39,r3c39 => r3c3<>4, r3c3<>5"},
      {"HIDDEN_RECTANGLE", "026030190100060002800000003030407010000000000008309600060020040005000900970000081", 36, 100,
       "Hidden Rectangle: 1/5 in r5c25,r6c25 => r5c2<>5"},
      {"HIDDEN_TRIPLE", "000407000060205040010000020040609050003000200100000009200080005950000082004090100", 20, 100,
       "Hidden Triple: 2,8,9 in r124c3 => r1c3<>5, r24c3<>7"},
      {"BUG_PLUS_1", "001000700923000841080000030500000002000106000010902060000208000702000905040507010", 36, 100,
       "Bivalue Universal Grave + 1 => r4c5<>4, r4c5<>8"},
      {"UNIQUENESS_2", "600040001030008700009700000003096000906000103000120500000002400002400080400010002", 27, 100,
       "Uniqueness Test 2: 6/9 in r7c24,r9c24 => r1c4,r8c5<>3"},
      {"UNIQUENESS_4", "000807000500106007007090300003060900075000840009401600030000060000903000050080010", 28, 100,
       "Uniqueness Test 4: 1/4 in r3c12,r4c12 => r3c12<>4"},
      {"UNIQUENESS_3", "401060000300000200000000800150200000600000010000900000020708000000000043070000000", 33, 100,
       "Uniqueness Test 3: 1/4 in r2c49,r3c49 => r3c56,r5c4<>3, r2c5,r5c4<>8"},
      {"UNIQUENESS_6", "290000035007509100501000908004010300000807000003090200400000009070000060010706050", 20, 100,
       "Uniqueness Test 6: 2/5 in r7c35,r8c35 => r7c3,r8c5<>5"},
      {"UNIQUENESS_5", "390600000006000000040020810000005000070010020000400000085040070000000300000007042", 74, 100,
       "Uniqueness Test 5: 3/6 in r4c58,r6c58 => r4c7<>9"},
      {"AVOIDABLE_RECTANGLE_1", "100000907800400006002300000000000008080500730604980000000109002005000000400050070", 39,
       100, "Avoidable Rectangle Type 1: 5/8 in r3c78,r7c78 => r7c7<>8"},
      {"REMOTE_PAIR", "620507100090010080501800006000000800070020030009000000300008901080030070007201048", 33, 110,
       "Remote Pair: 5/6 r5c3 -6- r4c3 -5- r4c5 -6- r9c5 -5- r9c2 -6- r7c2 -5- r7c8 -6- r6c8 => r5c79,r6c6<>5, "
       "r5c7,r6c6<>6"},
      {"TURBOT_FISH", "000010000800507004430906017003000700600070008020851090050060020200000003040000060", 16, 120,
       "Turbot Fish: 1 r5c7 =1= r4c9 -1- r4c1 =1= r9c1 => r9c7<>1"},
      {"EMPTY_RECTANGLE", "060030000100200000200070050900000000500800041000002908000000064000006000004109502", 12, 120,
       "Empty Rectangle: 3 in b7 (r69c8) => r6c1<>3"},
      {"NAKED_QUADRUPLE", "100000907800400006002300000000000008080500730604980000000109002005000000400050070", 5, 120,
       "Naked Quadruple: 3,4,6,7 in r1367c2 => r248c2<>7, r489c2<>3, r89c2<>6"},
      {"SKYSCRAPER", "560007000700000002009304150100400008000070000400005006074601800200000003000500024", 31, 130,
       "Skyscraper: 8 in r5c4,r9c5 (connected by r59c3) => r6c5<>8"},
      {"FINNED_X_WING", "026400000850000000009500070002036000000000006070005008010000004000092050000007030", 9, 130,
       "Finned X-Wing: 8 c68 r17 fr3c6 => r1c5<>8"},
      {"X_WING", "200040003600239008000000000029000530850000016006102900070805060900703001000010000", 27, 140,
       "X-Wing: 5 r28 c38 => r1c38,r3c38,r9c3<>5"},
      {"TWO_STRING_KITE", "006703800070600005000080009030000907005030200908000050300020000600001070001804600", 12, 150,
       "2-String Kite: 9 in r1c5,r8c3 (connected by r1c2,r2c3) => r8c5<>9"},
      {"SWORDFISH", "003102600000400018000060002000600021200070006390001000700090000530004000001307400", 17, 150,
       "Swordfish: 4 r357 c238 => r1c28,r4c23,r6c8<>4"},
      {"W_WING", "500000001020600700780005000904001008000908000200500904000300017009006050600000002", 30, 150,
       "W-Wing: 7/4 in r8c2,r9c6 connected by 4 in r7c26 => r8c45,r9c3<>7"},
      {"SASHIMI_X_WING", "000943000000807000500000003006030100050701030004508600020106040041000780800000002", 30, 150,
       "Sashimi X-Wing: 9 c38 r35 fr4c8 fr6c8 => r5c7<>9"},
      {"SIMPLE_COLORS_TRAP", "005000600080926040020050080092000160400090005000802000009000300040060050001509800", 41,
       150,
       "Simple Colors Trap: 7 (r1c2,r2c9,r3c4,r5c7,r6c5,r7c6,r8c3) / (r1c5,r2c3,r3c7,r5c6,r6c9,r7c2) => r1c4,r8c6<>7"},
      {"HIDDEN_QUADRUPLE", "000006000050870090007250800500000180063000940021000007005021700010093050000500000", 17, 150,
       "Hidden Quadruple: 3,4,6,9 in r4c45,r6c45 => r4c4<>7, r6c5<>8"},
      {"XY_WING", "000000000160702054002401300059806140008905600310000095000000000600508007020070060", 31, 160,
       "XY-Wing: 2/9/4 in r7c6,r8c57 => r7c7<>4"},
      {"XYZ_WING", "090074300100080026600100800009400060000000000070008900001006004950010002002340090", 28, 180,
       "XYZ-Wing: 2/4/5 in r45c7,r5c1 => r5c9<>5"},
      {"FINNED_SWORDFISH", "500008006002009700760400003000023000010000090000960000100007068004800200300200001", 17, 200,
       "Finned Swordfish: 4 c169 r256 fr4c9 => r6c8<>4"},
      {"MULTI_COLORS_1", "058000930000060000430080025080070060005106200096000140060507080000000000070040050", 31, 200,
       "Multi Colors 1: 1 (r1c5,r9c6) / (r7c5), (r1c9,r2c2,r3c6,r8c8) / (r2c8,r3c3,r8c2) => r7c1<>1"},
      {"SASHIMI_SWORDFISH", "000030600040800901006700005083000200600040008005000490900005800501008030004090000", 22,
       240, "Sashimi Swordfish: 7 r259 c368 fr9c2 => r7c3<>7"},
      {"SUE_DE_COQ", "900200006003080000006905320008000102050070030204000600069508700000040200800003005", 10, 250,
       "Sue de Coq: r8c46 - {1679} (r8c123 - {1357}, r9c5 - {69}) => r9c4<>6, r8c89<>1, r8c9<>3"},
      {"FINNED_JELLYFISH", "502070430000400050000020700400502073000010000970603001008050000010004000059030807", 19, 250,
       "Finned Jellyfish: 6 r1349 c1267 fr1c9 fr3c8 fr3c9 => r2c7<>6"},
      {"XY_CHAIN", "360075004000308006008060700740000090805000407090000053002030500500704000900250071", 17, 260,
       "XY-Chain: 9 9- r5c4 -6- r5c8 -2- r4c9 -8- r7c9 -9- r7c4 -8- r8c5 -9 => r5c5,r7c4<>9"},
      {"X_CHAIN", "500010000008000605029500010003086000000907000000130800080004120904000300000060007", 12, 260,
       "X-Chain: 4 r4c4 =4= r2c4 -4- r3c5 =4= r3c7 -4- r9c7 =4= r9c8 => r4c8<>4"},
      {"AIC", "250008703008000000009067000000023001003000400600710000000980200000000800702300059", 13, 280,
       "AIC: 1 1- r2c1 -4- r2c6 =4= r6c6 -4- r6c3 -5- r6c9 =5= r4c7 -5- r3c7 -1 => r2c78,r3c12<>1"},
      {"DISCONTINUOUS_NICE_LOOP", "000804000820000053400000009090070010700010002001000500060501040009602100040000020",
       18, 280,
       "Discontinuous Nice Loop: 3/6/8 r4c6 =5= r4c1 -5- r8c1 -3- r8c8 -7- r8c2 =7= r1c2 =5= r5c2 -5- r5c6 =5= r4c6 => "
       "r4c6<>3, r4c6<>6, r4c6<>8"},
      {"CONTINUOUS_NICE_LOOP", "000004500604700090010008040000590000050000938007000000000002300100400056706000000", 29,
       280,
       "Continuous Nice Loop: 1/3/6 8= r4c2 =6= r4c8 -6- r6c7 -1- r2c7 -8- r2c2 =8= r4c2 =6 => r9c7<>1, r4c2<>3, "
       "r6c8<>6"},
      {"GROUPED_DISCONTINUOUS_NICE_LOOP",
       "001000008000900200000003000000015040060000700300000000000040085720600000900000000", 8, 300,
       "Grouped Discontinuous Nice Loop: 4 r2c3 -4- r123c1 =4= r5c1 =1= r7c1 =6= r7c3 =3= r2c3 => r2c3<>4"},
      {"GROUPED_AIC", "010000080000750000039000600000000806090020400601000090000000200002149038100030000", 31, 300,
       "Grouped AIC: 1 1- r3c5 -8- r6c5 -7- r6c7 -5- r8c7 =5= r8c1 -5- r79c2 =5= r4c2 -5- r4c6 -1 => r3c6,r4c5<>1"},
      {"GROUPED_CONTINUOUS_NICE_LOOP",
       "000004097006000504540007820050300702000605000708002050085400071407000200320700000", 16, 300,
       "Grouped Continuous Nice Loop: 1/3/9 6= r6c2 =3= r5c23 -3- r5c8 =3= r8c8 -3- r7c7 -9- r7c1 -6- r4c1 =6= r6c2 =3 "
       "=> r6c2<>1, r5c79<>3, r7c6<>9"},
      {"ALS_XZ", "001000008000900200000003000000015040060000700300000000000040085720600000900000000", 11, 300,
       "Almost Locked Set XZ-Rule: A=r4c1 {28}, B=r589c3 {2458}, X=2, Z=8 => r6c3<>8"},
      {"ALS_XY_WING", "000930000760002004000400510007000650400060008029000400071004000500100089000095000", 25, 320,
       "Almost Locked Set XY-Wing: A=r5c2 {13}, B=r46c9,r6c8 {1237}, C=r4c124 {1238}, X,Y=1,2, Z=3 => r5c8<>3"},
      {"ALS_XY_CHAIN", "000070600980000050000003802300080510056000240019050007208100000030000025005060000", 11, 340,
       "Almost Locked Set Chain: 4- r1c9 {14} -1- r2c379 {1347} -4- r2c46 {146} -1- r378c5 {1349} -3- r7c789,r89c7 "
       "{134679} -4 => r9c9<>4"},
      {"FINNED_FRANKEN_SWORDFISH", "050040800060500009000000000000000100000230007001007002004090000037600005008700020",
       24, 410, "Finned Franken Swordfish: 1 r28b8 c158 fr7c4 => r7c8<>1"},
      {"FORCING_CHAIN_CONTRADICTION",
       "340801079800000005050070060003000600000000000970000054000905000004318500500704002", 27, 500,
       "Forcing Chain Contradiction in r9c8 => r4c8=2"},
      {"FORCING_CHAIN_VERITY", "060184090008000400000509000700000000040000000906050001000000840400023700000008006", 23,
       500, "Forcing Chain Verity => r1c3<>3"},
      {"FORCING_NET_CONTRADICTION", "080710000000400010009002050304601000000000300200000600090003207002800100600020000",
       15, 700, "Forcing Net Contradiction in r8c8 => r3c7=7"},
      {"FORCING_NET_VERITY", "402000050080700100100900000090600008005001200000020070009030040030000006000000800", 10,
       700, "Forcing Net Verity => r2c3=3"},
  };
  return list;
}

TEST(SudokuHodoku, EveryTechniqueOnAPositionWhereHoDoKuTookIt) {
  std::map<std::string, int> names;
  for (const Case& c : cases()) {
    SCOPED_TRACE(std::string(c.type) + " " + c.puzzle);
    const SudokuGrid puzzle = grid(c.puzzle);
    const SudokuGrid solution = solve_sudoku_fast(puzzle, 1).first;
    const HumanSolveResult r = solve_sudoku_human(puzzle, hodoku_options());
    ASSERT_GT(r.steps.size(), c.step);
    const TraceStep& s = r.steps[c.step];
    EXPECT_EQ(first_line(s.notation), c.text);
    EXPECT_EQ(r.hodoku_scores[c.step], c.score);
    ++names[s.technique];
    // Sound: a placement is the solution's value, a removal never is.
    for (const CellValue& cv : s.placed) EXPECT_EQ(solution.cells[cv.cell], cv.value) << s.explanation;
    for (const CellValue& cv : s.removed) EXPECT_NE(solution.cells[cv.cell], cv.value) << s.explanation;
    EXPECT_FALSE(s.placed.empty() && s.removed.empty());
    // Explained: a sentence, the cells, and for every pattern what a hint draws.
    EXPECT_FALSE(s.explanation.empty());
    EXPECT_EQ(s.explanation.find("  "), std::string::npos) << s.explanation;
    EXPECT_FALSE(s.cells.empty());
    const std::optional<HodokuTechnique> h = hodoku_technique(s.technique);
    ASSERT_TRUE(h.has_value()) << s.technique;
    const bool single = s.technique == "full-house" || s.technique == "naked-single" || s.technique == "hidden-single";
    if (!single && s.technique != "bug-plus-one") EXPECT_FALSE(s.roles.empty() && s.chain.empty()) << s.technique;
    // A chain is told link by link: one substep per link, each with its reason.
    const bool small = s.technique.starts_with("als-") || s.technique == "skyscraper" ||
                       s.technique == "two-string-kite" || s.technique == "empty-rectangle" ||
                       s.technique == "w-wing" || s.technique == "xy-wing";
    if (!s.chain.empty() && !small) {
      EXPECT_EQ(s.substeps.size(), s.chain.size()) << s.technique;
      for (const TraceStep& sub : s.substeps) EXPECT_FALSE(sub.explanation.empty());
    }
    // The hint from the position before it is the same step (not for singles: a hint rebuilds HoDoKu's
    // queues, which decide the order of singles; nor for avoidable rectangles, which need to know which
    // digits were given — a position does not say, so a hint never takes one).
    if (!single && !s.technique.starts_with("avoidable-rectangle")) {
      HumanPosition pos = human_position(puzzle);
      for (size_t i = 0; i < c.step; ++i) apply_human_step(pos, r.steps[i]);
      const std::optional<TraceStep> hint = next_human_step(pos, hodoku_options());
      ASSERT_TRUE(hint.has_value());
      EXPECT_EQ(hint->notation, s.notation);
    }
  }
  // Every kind has its own name.
  for (const char* n : {"locked-pair",
                        "locked-triple",
                        "skyscraper",
                        "two-string-kite",
                        "turbot-fish",
                        "empty-rectangle",
                        "w-wing",
                        "hidden-rectangle",
                        "unique-rectangle-5",
                        "unique-rectangle-6",
                        "avoidable-rectangle-1",
                        "multi-colouring",
                        "remote-pair",
                        "discontinuous-nice-loop",
                        "continuous-nice-loop",
                        "aic",
                        "grouped-discontinuous-nice-loop",
                        "grouped-aic",
                        "als-xy-chain",
                        "sue-de-coq",
                        "finned-franken-swordfish",
                        "forcing-chain-contradiction",
                        "forcing-chain-verity",
                        "forcing-net-contradiction",
                        "forcing-net-verity"})
    EXPECT_GT(names[n], 0) << n;
}

TEST(SudokuHodoku, ScoresAndLevelsFollowHoDoKusTable) {
  EXPECT_EQ(hodoku_technique("locked-pair")->score, 40);
  EXPECT_EQ(hodoku_technique("skyscraper")->score, 130);
  EXPECT_EQ(hodoku_technique("two-string-kite")->score, 150);
  EXPECT_EQ(hodoku_technique("empty-rectangle")->score, 120);
  EXPECT_EQ(hodoku_technique("w-wing")->score, 150);
  EXPECT_EQ(hodoku_technique("finned-x-wing")->score, 130);
  EXPECT_EQ(hodoku_technique("sue-de-coq")->score, 250);
  EXPECT_EQ(hodoku_technique("grouped-aic")->score, 300);
  EXPECT_EQ(hodoku_technique("als-xy-chain")->score, 340);
  EXPECT_EQ(hodoku_technique("forcing-net-verity")->score, 700);
  EXPECT_EQ(hodoku_technique("hidden-single")->score, 14);
  EXPECT_EQ(hodoku_technique("dynamic-cell-forcing-chains-plus2")->score, 700);
  EXPECT_FALSE(hodoku_technique("direct-pointing").has_value());
  EXPECT_EQ(hodoku_level_name(1), "easy");
  EXPECT_EQ(hodoku_level_name(5), "extreme");
  for (const HodokuTechnique& t : hodoku_techniques()) {
    EXPECT_GT(t.score, 0) << t.name;
    EXPECT_TRUE(t.level >= 1 && t.level <= 5) << t.name;
  }
  // An easy puzzle: singles only, level easy, the score the sum of the steps' scores.
  const SudokuGrid easy = grid("050703060007000800000816000000030000005000100730040086906000204840572093000409000");
  const HumanSolveResult r = solve_sudoku_human(easy, hodoku_options());
  ASSERT_TRUE(r.solved);
  ASSERT_EQ(r.hodoku_scores.size(), r.steps.size());
  int sum = 0;
  for (size_t i = 0; i < r.steps.size(); ++i) {
    EXPECT_EQ(r.hodoku_scores[i], hodoku_technique(r.steps[i].technique)->score);
    sum += r.hodoku_scores[i];
  }
  EXPECT_EQ(r.hodoku_score, sum);
  EXPECT_EQ(r.hodoku_level, sum > 800 ? 2 : 1);
  // The SE ladder reports no HoDoKu grade.
  const HumanSolveResult se = solve_sudoku_human(easy);
  EXPECT_TRUE(se.hodoku_scores.empty());
  EXPECT_EQ(se.hodoku_score, 0);
}

// HoDoKu's grade of whole puzzles: level, score and every step's text as HoDoKu 2.2.0 gives them. The
// first 40 puzzles of the tuning set by default (bench_hodoku_agreement runs all 300 and held-out sets).
TEST(SudokuHodoku, FollowsHoDoKusPathOnTheRatedSet) {
  const std::string path = dataset_path("sudoku-hodoku-rated/hodoku220_paths.txt");
  if (path.empty()) GTEST_SKIP() << "../shared/datasets is absent";
  std::ifstream in(path);
  struct P {
    std::string puzzle, level;
    int score = 0;
    std::vector<std::string> steps;
  };
  std::vector<P> ps;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("# ", 0) == 0) {
      P p;
      std::istringstream is(line.substr(2));
      is >> p.puzzle >> p.level >> p.score;
      ps.push_back(p);
    } else if (!ps.empty() && !line.empty()) {
      ps.back().steps.push_back(line.substr(line.rfind('\t') + 1));
    }
  }
  const size_t n = std::min(ps.size(), sample(40));
  for (size_t k = 0; k < n; ++k) {
    const P& p = ps[k];
    SCOPED_TRACE(p.puzzle);
    const HumanSolveResult r = solve_sudoku_human(grid(p.puzzle), hodoku_options());
    std::string level(hodoku_level_name(r.hodoku_level));
    level[0] = static_cast<char>(std::toupper(level[0]));
    EXPECT_EQ(level, p.level);
    EXPECT_EQ(r.hodoku_score, p.score);
    ASSERT_EQ(r.steps.size(), p.steps.size());
    for (size_t i = 0; i < p.steps.size(); ++i)
      ASSERT_EQ(first_line(r.steps[i].notation), p.steps[i]) << "step " << i + 1;
  }
}

// The sweep, on both ladders: hard and diabolical puzzles of the exchange set and top1465 (first N of
// each): every step is sound, every path ends solved, and the HoDoKu ladder's named patterns occur.
TEST(SudokuHodoku, NeverAWrongStepOnHardSets) {
  if (dataset_path("sudoku-exchange-rated").empty()) GTEST_SKIP() << "../shared/datasets is absent";
  std::map<std::string, int> seen;
  const std::pair<const char*, size_t> files[] = {
      {"sudoku-exchange-rated/hard_puzzle_and_solution.txt", sample(30)},
      {"sudoku-exchange-rated/diabolical_puzzle_and_solution.txt", sample(40)},
      {"sudoku-magictour-top1465/puzzles3_magictour_top1465", sample(20)},
  };
  for (const auto& [file, limit] : files) {
    const std::string path = dataset_path(file);
    if (path.empty()) continue;
    int count = 0;
    for (const std::string& line : read_puzzle_lines(path, limit)) {
      std::istringstream in(line);
      std::string text;
      in >> text;
      auto puzzle = parse_sudoku_line(text);
      if (!puzzle) continue;
      ++count;
      const SudokuGrid solution = solve_sudoku_fast(*puzzle, 1).first;
      for (const HumanLadder ladder : {HumanLadder::HoDoKu, HumanLadder::SE}) {
        HumanOptions o;
        o.ladder = ladder;
        const HumanSolveResult r = solve_sudoku_human(*puzzle, o);
        EXPECT_TRUE(r.solved) << text;
        if (replay_failures(*puzzle, solution, r) > 0) break;
        if (ladder == HumanLadder::SE) continue;
        int hardest = 1;
        for (const TraceStep& s : r.steps) {
          ++seen[s.technique];
          hardest = std::max(hardest, hodoku_technique(s.technique)->level);
        }
        EXPECT_GE(r.hodoku_level, hardest) << text;
      }
    }
    std::cout << "  " << file << ": " << count << " puzzles\n";
  }
  for (const auto& [technique, count] : seen)
    if (hodoku_technique(technique)->score >= 100) std::cout << "  " << technique << ": " << count << "\n";
  for (const char* t : {"skyscraper", "two-string-kite", "w-wing", "empty-rectangle", "locked-pair", "xy-chain",
                        "discontinuous-nice-loop", "forcing-chain-contradiction"})
    EXPECT_GT(seen[t], 0) << t;
}

// Other sizes climb the generic HoDoKu ladder (SE's finders in HoDoKu's order, with finned fish and ALS
// moves; HoDoKu itself is 9×9 only): puzzles of sides 4, 6 and 12 solve on it, soundly.
TEST(SudokuHodoku, OtherSizesClimbTheGenericLadder) {
  for (int n : {4, 6, 12}) {
    const SudokuGrid g = small_puzzle(n, 1);
    const SudokuGrid solution = solve_sudoku_fast(g, 1).first;
    const HumanSolveResult r = solve_sudoku_human(g, hodoku_options());
    EXPECT_TRUE(r.solved) << n;
    EXPECT_EQ(replay_failures(g, solution, r), 0);
    for (const TraceStep& s : r.steps) EXPECT_TRUE(s.notation.empty());  // not HoDoKu's own solver
  }
}

// HumanOptions::max_hodoku_score (the trainer's question "is this puzzle within the technique's
// score?"): on every puzzle and bound, the bounded walk is solved exactly when the whole path scores no
// step above the bound, and then it is that path, step by step; otherwise it stops where the path first
// goes above. HoDoKu's own solver (9×9) and the generic ladder (6×6) alike.
TEST(SudokuHodoku, ScoreBoundStopsWhereThePathFirstGoesAbove) {
  if (dataset_path("sudoku-exchange-rated").empty()) GTEST_SKIP() << "../shared/datasets is absent";
  std::vector<SudokuGrid> puzzles;
  for (const char* file :
       {"sudoku-exchange-rated/easy_puzzle_and_solution.txt", "sudoku-exchange-rated/hard_puzzle_and_solution.txt",
        "sudoku-exchange-rated/diabolical_puzzle_and_solution.txt"})
    for (const std::string& line : read_puzzle_lines(dataset_path(file), sample(15)))
      puzzles.push_back(*parse_sudoku_line(line.substr(0, line.find(' '))));
  puzzles.push_back(small_puzzle(6, 1));
  int stopped = 0, within = 0;
  for (const SudokuGrid& puzzle : puzzles) {
    const HumanSolveResult whole = solve_sudoku_human(puzzle, hodoku_options());
    for (int bound : {14, 50, 60, 150, 300}) {
      SCOPED_TRACE(format_sudoku_line(puzzle) + " bound " + std::to_string(bound));
      HumanOptions bounded = hodoku_options();
      bounded.max_hodoku_score = bound;
      const HumanSolveResult r = solve_sudoku_human(puzzle, bounded);
      size_t first_above = whole.steps.size();
      for (size_t i = 0; i < whole.steps.size(); ++i)
        if (whole.hodoku_scores[i] > bound) {
          first_above = i;
          break;
        }
      EXPECT_EQ(r.solved, whole.solved && first_above == whole.steps.size());
      ASSERT_EQ(r.steps.size(), first_above);
      for (size_t i = 0; i < first_above; ++i) {
        EXPECT_EQ(r.steps[i].technique, whole.steps[i].technique) << "step " << i + 1;
        EXPECT_EQ(r.steps[i].removed.size(), whole.steps[i].removed.size()) << "step " << i + 1;
        EXPECT_EQ(r.hodoku_scores[i], whole.hodoku_scores[i]) << "step " << i + 1;
      }
      (r.solved ? within : stopped)++;
    }
  }
  EXPECT_GT(within, 0);  // both outcomes occur, so neither half of the check is empty
  EXPECT_GT(stopped, 0);
}

// The option leaves SE's ladder alone: on the same puzzles the SE path is the one the default options
// give, step by step (a regression guard beside bench_se_agreement --paths).
TEST(SudokuHodoku, SeLadderUnchangedByTheOption) {
  if (dataset_path("sudoku-exchange-rated").empty()) GTEST_SKIP() << "../shared/datasets is absent";
  for (const std::string& line :
       read_puzzle_lines(dataset_path("sudoku-exchange-rated/diabolical_puzzle_and_solution.txt"), 30)) {
    auto puzzle = parse_sudoku_line(line.substr(0, line.find(' ')));
    ASSERT_TRUE(static_cast<bool>(puzzle));
    HumanOptions se;
    se.ladder = HumanLadder::SE;
    const HumanSolveResult a = solve_sudoku_human(*puzzle), b = solve_sudoku_human(*puzzle, se);
    ASSERT_EQ(a.steps.size(), b.steps.size());
    for (size_t i = 0; i < a.steps.size(); ++i) {
      EXPECT_EQ(a.steps[i].explanation, b.steps[i].explanation);
      EXPECT_TRUE(a.steps[i].notation.empty());
    }
    EXPECT_EQ(a.hardest_rating, b.hardest_rating);
  }
}

}  // namespace
}  // namespace gridlogic
