// What a lead's text means: every opt-out, opt-in and help keyword in any case with punctuation or spaces around
// it; near misses ("stop please", "please stop", "stopp") are replies; iPhone tapbacks are reactions.
#include <doctest/doctest.h>

#include "domain/sms_keywords.hpp"

namespace {

using dialer::domain::classify_inbound_sms;
using dialer::domain::InboundSmsKind;

InboundSmsKind kind_of(const char* text) { return classify_inbound_sms(text).kind; }

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
  }
  CHECK(kind_of("Stop.") == InboundSmsKind::kOptOut);
  CHECK(kind_of("STOP!!!") == InboundSmsKind::kOptOut);
  CHECK(kind_of("\xE2\x80\x9Cstop\xE2\x80\x9D") == InboundSmsKind::kOptOut);  // “stop”
  CHECK(kind_of("stop \xF0\x9F\x9B\x91") == InboundSmsKind::kOptOut);          // stop 🛑
  CHECK(classify_inbound_sms("StopAll").everything);
  CHECK_FALSE(classify_inbound_sms("stop").everything);
}

TEST_CASE("sms keywords: opt-in and help words, and near misses are replies a person reads") {
  for (const char* word : {"START", "UNSTOP", "YES", "start", "Yes!", " unstop "}) {
    INFO(word);
    CHECK(kind_of(word) == InboundSmsKind::kOptIn);
  }
  for (const char* word : {"HELP", "INFO", "help?", "Info."}) {
    INFO(word);
    CHECK(kind_of(word) == InboundSmsKind::kHelp);
  }
  for (const char* text : {"stop please", "please stop", "Stop texting me", "stopp", "S T O P", "yes please", "no",
                           "Can you call me tomorrow?", "", "  ", "...", "st0p", "STOP STOP", "Stöp"}) {
    INFO('"' << text << '"');
    CHECK(kind_of(text) == InboundSmsKind::kReply);
  }
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
