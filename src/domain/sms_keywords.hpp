#pragma once
// What a text a lead sent means (docs/api.md, "Texts from leads"). A keyword that is the whole text, in any case
// and with punctuation, spaces or emoji around it ("Stop.", " stop!"), is what Twilio recognises too: an opt-out,
// an opt-in or a request for help. Revocation may be by any reasonable means (47 CFR 64.1200(a)(10)), so an
// opt-out word inside a short reply ("Stop calling me", "please unsubscribe me", "opt out") opts out as well, of
// calls too when the reply mentions them; in a longer reply it is unclear, and the sender may be asked once
// whether they meant it. Opt-in and help words count only as the whole text. An iPhone's tapback ("Liked “…”")
// is a reaction; anything else is a reply a person reads.
#include <cstddef>
#include <string>
#include <string_view>

namespace dialer::domain {

// kUnclear: a reply longer than a short one that contains an opt-out word; it counts as a reply.
enum class InboundSmsKind { kOptOut, kOptIn, kHelp, kReaction, kReply, kUnclear };

struct InboundSmsMeaning {
  InboundSmsKind kind = InboundSmsKind::kReply;
  std::string keyword;        // the keyword as recognised (upper case; "OPT OUT" for the two words), if any
  bool everything = false;    // STOPALL, or a short opt-out that mentions calls: no more texts and no more calls
  bool whole_text = false;    // the keyword was the whole text, not a word of a sentence
};

// At most this many words make a short reply, whose opt-out word opts out.
inline constexpr std::size_t kShortReplyWords = 6;

InboundSmsMeaning classify_inbound_sms(std::string_view body);

}  // namespace dialer::domain
