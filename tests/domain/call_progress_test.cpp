// A call only moves forward whatever order Twilio's reports arrive in (checked against every order of a call's
// reports, with retries), and what it counts for follows its state.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "domain/call_analytics.hpp"
#include "domain/call_progress.hpp"

namespace {

using dialer::domain::apply_status;
using dialer::domain::StatusReport;

// Twilio's CallStatus word as the call's status.
dialer::model::CallStatus said(const std::string& word) {
  const auto status = dialer::model::call_status_from_text(word);
  REQUIRE_MESSAGE(status.has_value(), "not a CallStatus word: " << word);
  return *status;
}

dialer::model::Call fresh_call() {
  dialer::model::Call call;
  call.created_at = 1'000'000;
  call.status = dialer::model::CallStatus::kQueued;
  call.provider_sid = "CA00000000000000000000000000000001";
  return call;
}

}  // namespace

TEST_CASE("call progress: every arrival order of a call's reports ends in its final state, answered when it was") {
  const std::vector<std::vector<std::string>> lives = {{"initiated", "ringing", "in-progress", "completed"},
                                                       {"initiated", "ringing", "no-answer"},
                                                       {"initiated", "ringing", "busy"},
                                                       {"initiated", "failed"},
                                                       {"initiated", "ringing", "canceled"}};
  for (const auto& life : lives) {
    std::vector<int> order(life.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
    int orders = 0;
    do {
      auto call = fresh_call();
      std::int64_t at = 2'000'000;
      for (const int index : order) {
        const auto& status = life[static_cast<std::size_t>(index)];
        apply_status(call, {said(status), status == "completed" ? std::optional(42) : std::nullopt, std::nullopt, at += 1000});
      }
      INFO(life.back());
      CHECK(call.status == said(life.back()));
      CHECK(dialer::model::is_final(call.status));
      const bool answered = life.back() == "completed";
      CHECK(call.answered_at.has_value() == answered);
      CHECK(call.ended_at.has_value());
      CHECK(call.talk_seconds.has_value() == answered);
      if (answered) CHECK(*call.talk_seconds == 42);
      const auto counts = dialer::domain::call_contribution(call);
      CHECK(counts.counts.calls == 1);
      CHECK(counts.counts.answered == (answered ? 1 : 0));
      CHECK(counts.counts.human == (answered ? 1 : 0));
      ++orders;
    } while (std::next_permutation(order.begin(), order.end()));
    CHECK(orders > 1);
  }
}

TEST_CASE("call progress: a report that arrives after a later one moves nothing, and a retry of the final one neither") {
  auto call = fresh_call();
  CHECK(apply_status(call, {said("ringing"), std::nullopt, std::nullopt, 1'001'000}));
  CHECK(apply_status(call, {said("completed"), 30, std::nullopt, 1'040'000}));
  const auto done = call;
  CHECK_FALSE(apply_status(call, {said("in-progress"), std::nullopt, std::nullopt, 1'050'000}));
  CHECK_FALSE(apply_status(call, {said("completed"), 99, std::nullopt, 1'060'000}));
  CHECK_FALSE(apply_status(call, {said("no-answer"), std::nullopt, std::nullopt, 1'070'000}));
  CHECK(call.status == done.status);
  CHECK(call.talk_seconds == 30);
  CHECK(call.ended_at == 1'040'000);
  // Completed without the in-progress report: it was answered CallDuration seconds before it ended.
  CHECK(call.answered_at == 1'010'000);
  CHECK(call.duration_seconds == 40);
}

TEST_CASE("call progress: the first machine detection answer stands, and machines are not people in the counts") {
  auto call = fresh_call();
  apply_status(call, {said("in-progress"), std::nullopt, std::nullopt, 1'005'000});
  CHECK(dialer::domain::apply_answered_by(call, dialer::domain::answered_by_word("machine_end_beep")));
  CHECK_FALSE(dialer::domain::apply_answered_by(call, dialer::domain::answered_by_word("human")));
  CHECK(call.answered_by == "machine");
  CHECK(dialer::domain::answered_by_word("fax") == "machine");
  CHECK(dialer::domain::answered_by_word("unknown") == "unknown");
  const auto counts = dialer::domain::call_contribution(call);
  CHECK(counts.counts.answered == 1);
  CHECK(counts.counts.human == 0);
  // A call whose lead was never dialed (no lead leg) is no call of its caller ID.
  auto never_dialed = fresh_call();
  never_dialed.provider_sid.reset();
  CHECK(dialer::domain::call_contribution(never_dialed).counts.calls == 0);
  const auto change = dialer::domain::counts_change(dialer::domain::call_contribution(fresh_call()), counts);
  CHECK(change.counts.calls == 0);
  CHECK(change.counts.answered == 1);
}

TEST_CASE("call progress: a number is flagged when today's answer rate is under half its week's") {
  using dialer::domain::NumberFigures;
  CHECK(dialer::domain::possibly_spam_labelled(NumberFigures{40, 3, 300, 90, false}));   // 7.5 % against 30 %
  CHECK_FALSE(dialer::domain::possibly_spam_labelled(NumberFigures{40, 8, 300, 90, false}));  // 20 % against 30 %
  CHECK_FALSE(dialer::domain::possibly_spam_labelled(NumberFigures{10, 0, 300, 90, false}));  // too few calls today
  CHECK_FALSE(dialer::domain::possibly_spam_labelled(NumberFigures{40, 0, 30, 9, false}));    // too few in the week
}
