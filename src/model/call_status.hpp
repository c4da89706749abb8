#pragma once
// A call's status as a type, and its one rule of moves (docs/architecture.md, "States are types"): forward only —
// queued, initiated, ringing, in progress, then one final status — so a report that arrives late (a "ringing" after
// "completed") moves nothing. The words are the database's (calls.status) and the API's; they are also Twilio's
// CallStatus words, but a provider's word is read into this type where its request is parsed, not compared with
// inside the domain.
#include <array>
#include <optional>
#include <string_view>

#include "model/state_words.hpp"

namespace dialer::model {

enum class CallStatus { kQueued, kInitiated, kRinging, kInProgress, kCompleted, kBusy, kNoAnswer, kFailed, kCanceled };

inline constexpr std::array kCallStatuses{CallStatus::kQueued,    CallStatus::kInitiated, CallStatus::kRinging,
                                          CallStatus::kInProgress, CallStatus::kCompleted, CallStatus::kBusy,
                                          CallStatus::kNoAnswer,  CallStatus::kFailed,    CallStatus::kCanceled};

constexpr std::string_view to_text(CallStatus status) {
  switch (status) {
    case CallStatus::kQueued:
      return "queued";
    case CallStatus::kInitiated:
      return "initiated";
    case CallStatus::kRinging:
      return "ringing";
    case CallStatus::kInProgress:
      return "in-progress";
    case CallStatus::kCompleted:
      return "completed";
    case CallStatus::kBusy:
      return "busy";
    case CallStatus::kNoAnswer:
      return "no-answer";
    case CallStatus::kFailed:
      return "failed";
    case CallStatus::kCanceled:
      return "canceled";
  }
  return "queued";
}

constexpr std::optional<CallStatus> call_status_from_text(std::string_view text) {
  return state_named(kCallStatuses, text);
}

// completed, busy, no-answer, failed, canceled: the call is over.
constexpr bool is_final(CallStatus status) { return status >= CallStatus::kCompleted; }

// How far along a status is; every final status is as far as a call goes.
constexpr int progress_of(CallStatus status) { return is_final(status) ? 4 : static_cast<int>(status); }

// A call moves only forward, and a final status is its last.
constexpr bool call_may_move(CallStatus from, CallStatus to) { return progress_of(to) > progress_of(from); }

}  // namespace dialer::model
