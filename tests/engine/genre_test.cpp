// genre_test.cpp — the registry (genre.h): option checks from the declarations, defaults, names and
// aliases, and help that lists every option each verb accepts (each listed one accepted, others not).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <string>

#include "gridlogic/api.h"
#include "gridlogic/genre.h"
#include "test_paths.h"

namespace gridlogic {
namespace {

std::optional<std::string> no_x(std::string_view v) {
  if (v.find('x') != std::string_view::npos) return std::string("--shape has no x");
  return std::nullopt;
}

constexpr OptionSpec kOptions[] = {
    integer_option("count", "2", 1, 10, "how many"),
    choice_option("to", "line", "line|grid|json", "the form"),
    flag_option("trace", "no", "with a trace"),
    text_option("shape", "S", "", "a shape", &no_x),
};
constexpr VerbSpec kVerb{"convert", VerbInput::PerPuzzle, "test", kOptions, nullptr};

TEST(Genre, OptionsAreCheckedAgainstTheirDeclarations) {
  auto check = [](std::initializer_list<std::pair<const char*, const char*>> given) {
    Options o;
    for (auto [k, v] : given) o.set(k, v);
    return checked_options(kVerb, o);
  };
  EXPECT_EQ(check({{"bad", "1"}}).error().message,
            "'convert' does not take --bad; it takes --count, --to, --trace, --shape");
  EXPECT_EQ(check({{"count", "11"}}).error().message, "--count takes a whole number from 1 to 10, not '11'");
  EXPECT_EQ(check({{"to", "pdf"}}).error().message, "--to takes line, grid or json, not 'pdf'");
  EXPECT_EQ(check({{"trace", "maybe"}}).error().message, "--trace takes yes or no, not 'maybe'");
  EXPECT_EQ(check({{"shape", "2x2"}}).error().message, "--shape has no x");
  auto good = check({{"count", "3"}, {"trace", "yes"}});
  ASSERT_TRUE(good);
  EXPECT_EQ(good->integer("count"), 3);
  EXPECT_EQ(good->get("to"), "line") << "defaults are filled in";
  EXPECT_TRUE(good->get_flag("trace"));
  EXPECT_FALSE(good->has("shape")) << "no default: absent";
}

TEST(Genre, NamesAliasesAndLinkTypesFindOneGenre) {
  EXPECT_EQ(find_genre("suguru")->name, "tectonic");
  EXPECT_EQ(find_genre("bridges")->name, "hashi");
  EXPECT_EQ(find_genre("kakuro"), nullptr);
  EXPECT_EQ(genre_of_input("https://puzz.link/p?hashikake/5/5/3g3g2h2h1h3g3g3"), "hashi");
  EXPECT_EQ(genre_of_input("https://puzz.link/p?suguru/5/5/cih47bs73m3g5p1g2g"), "tectonic");
  EXPECT_EQ(genre_of_input("{\"size\":4,\"grid\":[]}"), "variant");
  EXPECT_EQ(genre_of_input("{\"genre\":\"bridges\"}"), "hashi");
  EXPECT_EQ(genre_of_input("53..7...."), "");
  std::set<std::string_view> names;
  for (const GenreSpec* g : genres()) {
    EXPECT_TRUE(names.insert(g->name).second) << g->name;
    EXPECT_FALSE(g->title.empty() || g->rules.empty() || g->verbs.empty()) << g->name;
  }
}

// A value the declaration accepts: the default, else the first choice, the minimum, or "yes".
std::string accepted_value(const OptionSpec& o) {
  if (!o.fallback.empty()) return std::string(o.fallback);
  switch (o.kind) {
    case OptionKind::Integer: return std::to_string(o.min);
    case OptionKind::Choice: return std::string(o.choices.substr(0, o.choices.find('|')));
    case OptionKind::Flag: return "yes";
    case OptionKind::Text: return "";
  }
  return "";
}

TEST(Genre, HelpListsEveryOptionEachVerbAcceptsAndNoOther) {
  for (const GenreSpec* g : genres()) {
    for (const VerbSpec& v : g->verbs) {
      const std::string help = help_text(v.name);
      for (const OptionSpec& o : v.options) {
        EXPECT_NE(help.find("--" + std::string(o.name) + " "), std::string::npos)
            << g->name << " " << v.name << " --" << o.name;
        const std::string value = accepted_value(o);
        if (value.empty()) continue;  // a text option with no default: its syntax is its own check's
        Options given;
        given.set(std::string(o.name), value);
        // An option of some methods only (solve --heuristic, --restarts) is accepted beside one of them.
        bool accepted = !request_error(g->name, v.name, given);
        for (const OptionSpec& m : v.options) {
          if (accepted || std::string_view(m.name) != "method" || o.name == m.name) continue;
          for (std::string_view rest = m.choices; !accepted && !rest.empty();) {
            const size_t bar = rest.find('|');
            given.set("method", std::string(rest.substr(0, bar)));
            accepted = !request_error(g->name, v.name, given);
            rest = bar == std::string_view::npos ? std::string_view() : rest.substr(bar + 1);
          }
        }
        EXPECT_TRUE(accepted) << g->name << " " << v.name << " --" << o.name << " " << value;
      }
      Options unlisted;
      unlisted.set("not-an-option", "1");
      auto e = request_error(g->name, v.name, unlisted);
      ASSERT_TRUE(e) << g->name << " " << v.name;
      EXPECT_NE(e->find("does not take --not-an-option"), std::string::npos) << *e;
    }
  }
}

TEST(Genre, RunReportsABadOptionAsAnOptionsErrorBeforeReadingTheInput) {
  for (const GenreSpec* g : genres()) {
    Request r;
    r.genre = std::string(g->name);
    r.verb = "solve";
    if (!find_verb(*g, "solve")) continue;
    r.input = "not a puzzle at all";
    r.options.set("method", "bogus");
    const Response out = run(r);
    EXPECT_TRUE(out.bad_options) << g->name << ": " << out.error;
    const bool declared = find_option(*find_verb(*g, "solve"), "method") != nullptr;
    EXPECT_NE(out.error.find(declared ? "--method takes" : "does not take --method"), std::string::npos) << out.error;
  }
}

// Where prose names an option ("--count", "--to url|json", "[--seed S]"): options live only in their
// rows (STYLE.md), so a summary or a file header that restates them drifts from what is accepted.
std::optional<std::string> names_an_option(std::string_view text) {
  static const std::regex option(R"(--[a-z][a-z-]*|\[[^\]]*\|[^\]]*\])");
  std::match_results<std::string_view::const_iterator> m;
  if (std::regex_search(text.begin(), text.end(), m, option)) return m.str();
  return std::nullopt;
}

TEST(Genre, SummariesSayWhatAVerbDoesAndNameNoOption) {
  for (const GenreSpec* g : genres())
    for (const VerbSpec& v : g->verbs) {
      EXPECT_EQ(names_an_option(v.summary), std::nullopt) << g->name << " " << v.name << ": " << v.summary;
      EXPECT_EQ(v.summary.find('|'), std::string_view::npos) << g->name << " " << v.name << ": " << v.summary;
    }
  for (const OptionSpec& o : common_options()) EXPECT_EQ(names_an_option(o.help), std::nullopt) << o.name;
}

// The opening comment of every file of engine/src/genres/ (up to its first #include) says what the
// file holds, never which options its verbs take: `gridlogic help VERB` lists those, from the rows.
TEST(Genre, GenreFileHeadersNameNoOption) {
  namespace fs = std::filesystem;
  int files = 0;
  for (const auto& entry : fs::directory_iterator(gridlogic::testing::source_dir() / "engine/src/genres")) {
    std::ifstream in(entry.path());
    std::string line, header;
    while (std::getline(in, line) && line.rfind("#include", 0) != 0) header += line + '\n';
    ++files;
    EXPECT_EQ(names_an_option(header), std::nullopt) << entry.path().filename() << ":\n" << header;
  }
  EXPECT_GE(files, 10);
}

TEST(Genre, NamesAnOptionCatchesOptionsInProse) {
  EXPECT_EQ(names_an_option("solve; --method fast|sat"), std::optional<std::string>("--method"));
  EXPECT_EQ(names_an_option("//   gridlogic rate [-runs N] [x|y]"), std::optional<std::string>("[x|y]"));
  EXPECT_EQ(names_an_option("count solutions up to N (1: any solution; 2: prove uniqueness)"), std::nullopt);
  EXPECT_EQ(names_an_option("rules 1-6 the deductions may not use"), std::nullopt);
}

}  // namespace
}  // namespace gridlogic
