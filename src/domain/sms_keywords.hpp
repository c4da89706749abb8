#pragma once
// What a text a lead sent means (docs/api.md, "Texts from leads"): an opt-out, an opt-in or a request for help
// when the whole text is one of the keywords, in any case and with punctuation or spaces around it ("Stop.",
// " stop!"); a reaction when it is an iPhone's tapback ("Liked “…”"); otherwise a reply. A keyword inside a
// sentence ("stop please", "please stop") is a reply: a person reads it, and the cadences stop as replied.
#include <string>
#include <string_view>

namespace dialer::domain {

enum class InboundSmsKind { kOptOut, kOptIn, kHelp, kReaction, kReply };

struct InboundSmsMeaning {
  InboundSmsKind kind = InboundSmsKind::kReply;
  std::string keyword;        // the keyword as recognised (upper case), for the keywords
  bool everything = false;    // STOPALL: no more texts and no more calls
};

InboundSmsMeaning classify_inbound_sms(std::string_view body);

}  // namespace dialer::domain
