// A call's statuses as a type: each word read back (they are Twilio's CallStatus words too), and the rule of moves —
// forward only, a final status last — checked over every pair against the order written out here.
#include <doctest/doctest.h>

#include <map>
#include <set>
#include <string>

#include "model/call_status.hpp"

TEST_CASE("call status: each status has its word, Twilio's, and back") {
  std::set<std::string> words;
  for (const auto status : dialer::model::kCallStatuses) {
    words.insert(std::string(dialer::model::to_text(status)));
    CHECK(dialer::model::call_status_from_text(dialer::model::to_text(status)) == status);
  }
  CHECK(words == std::set<std::string>{"queued", "initiated", "ringing", "in-progress", "completed", "busy", "no-answer",
                                       "failed", "canceled"});
  CHECK_FALSE(dialer::model::call_status_from_text("answered").has_value());  // a StatusCallbackEvent, not a status
  CHECK_FALSE(dialer::model::call_status_from_text("in_progress").has_value());
}

TEST_CASE("call status: a call moves only forward, and a final status is its last") {
  using enum dialer::model::CallStatus;
  // How far along each status is, as the provider's reports arrive in any order.
  const std::map<dialer::model::CallStatus, int> step = {{kQueued, 0},    {kInitiated, 1}, {kRinging, 2},
                                                         {kInProgress, 3}, {kCompleted, 4}, {kBusy, 4},
                                                         {kNoAnswer, 4},  {kFailed, 4},    {kCanceled, 4}};
  const std::set<dialer::model::CallStatus> finals = {kCompleted, kBusy, kNoAnswer, kFailed, kCanceled};
  for (const auto from : dialer::model::kCallStatuses) {
    CHECK(dialer::model::is_final(from) == (finals.count(from) == 1));
    for (const auto to : dialer::model::kCallStatuses) {
      INFO(dialer::model::to_text(from) << " -> " << dialer::model::to_text(to));
      CHECK(dialer::model::call_may_move(from, to) == (step.at(to) > step.at(from)));
    }
  }
  CHECK(dialer::model::call_may_move(kQueued, kCanceled));    // never dialed
  CHECK(dialer::model::call_may_move(kRinging, kCompleted));  // its in-progress report still on its way
  CHECK_FALSE(dialer::model::call_may_move(kCompleted, kFailed));
  CHECK_FALSE(dialer::model::call_may_move(kInProgress, kRinging));
}
