// What a lead's text means: every opt-out, opt-in and help keyword as the whole text, in any case with punctuation
// or spaces around it; an opt-out word in a short reply opts out (of calls too when it mentions them), in a longer
// one it is unclear; opt-in and help words count only alone; words are words ("weekend", "stopped", "stopp" are
// none); iPhone tapbacks are reactions.
#include <doctest/doctest.h>

#include "domain/sms_keywords.hpp"

namespace {

using dialer::domain::classify_inbound_sms;
using dialer::domain::InboundSmsKind;

InboundSmsKind kind_of(const char* text) { return classify_inbound_sms(text).kind; }

// One text and what it must mean.
struct SmsMeaningCase {
  const char* text;
  InboundSmsKind kind;
  const char* keyword;
  bool everything;
  bool whole_text;
};

void check_meanings(std::initializer_list<SmsMeaningCase> cases) {
  for (const auto& c : cases) {
    INFO('"' << c.text << '"');
    const auto meaning = classify_inbound_sms(c.text);
    CHECK(meaning.kind == c.kind);
    CHECK(meaning.keyword == c.keyword);
    CHECK(meaning.everything == c.everything);
    CHECK(meaning.whole_text == c.whole_text);
  }
}

constexpr auto kOut = InboundSmsKind::kOptOut;
constexpr auto kUnclear = InboundSmsKind::kUnclear;
constexpr auto kReply = InboundSmsKind::kReply;

}  // namespace

TEST_CASE("sms keywords: each opt-out word, in any case and with what surrounds it, opts out") {
  for (const char* word : {"STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT"}) {
    INFO(word);
    CHECK(kind_of(word) == InboundSmsKind::kOptOut);
    std::string lower = word;
    for (auto& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    CHECK(kind_of(lower.c_str()) == InboundSmsKind::kOptOut);
    CHECK(kind_of(("  " + lower + ".\n").c_str()) == InboundSmsKind::kOptOut);
    CHECK(classify_inbound_sms(lower).keyword == word);
    CHECK(classify_inbound_sms(lower).whole_text);
  }
  CHECK(kind_of("Stop.") == InboundSmsKind::kOptOut);
  CHECK(kind_of("STOP!!!") == InboundSmsKind::kOptOut);
  CHECK(kind_of("\xE2\x80\x9Cstop\xE2\x80\x9D") == InboundSmsKind::kOptOut);  // “stop”
  CHECK(kind_of("stop \xF0\x9F\x9B\x91") == InboundSmsKind::kOptOut);          // stop 🛑
  CHECK(classify_inbound_sms("StopAll").everything);
  CHECK_FALSE(classify_inbound_sms("stop").everything);
}

TEST_CASE("sms keywords: an opt-out word in a short reply opts out, of calls too when it mentions them") {
  check_meanings({
      {"Stop calling me", kOut, "STOP", true, false},
      {"please unsubscribe me", kOut, "UNSUBSCRIBE", false, false},
      {"Opt out", kOut, "OPT OUT", false, false},
      {"OPT-OUT please!", kOut, "OPT OUT", false, false},
      {"opt out of the calls", kOut, "OPT OUT", true, false},
      {"stop please", kOut, "STOP", false, false},
      {"please stop", kOut, "STOP", false, false},
      {"Stop texting me", kOut, "STOP", false, false},
      {"STOP STOP", kOut, "STOP", false, false},
      {"QUIT CALLING MY PHONE \xF0\x9F\x98\xA1", kOut, "QUIT", true, false},  // 😡
      {"revoke my consent", kOut, "REVOKE", false, false},
      {"Cancel, wrong number", kOut, "CANCEL", false, false},
      {"stopall please", kOut, "STOPALL", true, false},
      {"Don't call again. Stop.", kOut, "STOP", true, false},
      // Six words at most: an apostrophe does not make two.
      {"I don\xE2\x80\x99t want these texts, stop", kOut, "STOP", false, false},
      {"please stop texting me right now", kOut, "STOP", false, false},
  });
}

TEST_CASE("sms keywords: an opt-out word in a longer reply is unclear") {
  check_meanings({
      {"please stop texting me right now, thanks", kUnclear, "STOP", false, false},
      {"Can you stop by the house on Tuesday after work to talk?", kUnclear, "STOP", false, false},
      {"I would like to opt out of the newsletter but keep calls", kUnclear, "OPT OUT", false, false},
      {"At the end of the day I'll decide, call me", kUnclear, "END", false, false},
  });
}

TEST_CASE("sms keywords: opt-in and help words count alone, and words that only contain a keyword are replies") {
  for (const char* word : {"START", "UNSTOP", "YES", "start", "Yes!", " unstop "}) {
    INFO(word);
    CHECK(kind_of(word) == InboundSmsKind::kOptIn);
    CHECK(classify_inbound_sms(word).whole_text);
  }
  for (const char* word : {"HELP", "INFO", "help?", "Info."}) {
    INFO(word);
    CHECK(kind_of(word) == InboundSmsKind::kHelp);
  }
  check_meanings({
      {"yes please", kReply, "", false, false},
      {"start again please", kReply, "", false, false},
      {"help me with my quote", kReply, "", false, false},
      {"Any plans this weekend?", kReply, "", false, false},
      {"I stopped by yesterday", kReply, "", false, false},
      {"Endless calls, really", kReply, "", false, false},
      {"The cancellation went through", kReply, "", false, false},
      {"Optional, out of office", kReply, "", false, false},
      {"stopp", kReply, "", false, false},
      {"st0p", kReply, "", false, false},
      {"S T O P", kReply, "", false, false},
      {"St\xC3\xB6p", kReply, "", false, false},  // Stöp
      {"no", kReply, "", false, false},
      {"Can you call me tomorrow?", kReply, "", false, false},
      {"", kReply, "", false, false},
      {"  ", kReply, "", false, false},
      {"...", kReply, "", false, false},
      {"\xF0\x9F\x9B\x91", kReply, "", false, false},  // 🛑 alone
  });
}

TEST_CASE("sms keywords: iPhone tapbacks are reactions, not replies") {
  for (const char* text : {"Liked \xE2\x80\x9CYour quote is ready\xE2\x80\x9D", "Loved \xE2\x80\x9CSee you at 3\xE2\x80\x9D",
                           "Disliked \xE2\x80\x9Cx\xE2\x80\x9D", "Laughed at \xE2\x80\x9Cha\xE2\x80\x9D",
                           "Emphasized \xE2\x80\x9CSTOP to opt out\xE2\x80\x9D", "Questioned \"Tuesday?\"",
                           "Reacted \xF0\x9F\x91\x8D to \xE2\x80\x9CYour quote\xE2\x80\x9D"}) {
    INFO(text);
    CHECK(kind_of(text) == InboundSmsKind::kReaction);
  }
  // The words without the quoted message are a reply.
  CHECK(kind_of("Liked it, thanks") == InboundSmsKind::kReply);
}
