// The agent's states as a type: each word read back to its state, and the table of moves — every allowed move and
// every refused one, written out here from the product's rules rather than read from the table itself.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <utility>

#include "model/agent_status.hpp"

namespace {

using dialer::model::AgentStatus;

}  // namespace

TEST_CASE("agent status: each state has its word in the database and the API, and back") {
  std::set<std::string> words;
  for (const auto status : dialer::model::kAgentStatuses) {
    const std::string word(dialer::model::to_text(status));
    words.insert(word);
    CHECK(dialer::model::agent_status_from_text(word) == status);
  }
  CHECK(words == std::set<std::string>{"offline", "ready", "paused", "reserved", "on_call", "wrap_up"});
  CHECK_FALSE(dialer::model::agent_status_from_text("busy").has_value());
  CHECK_FALSE(dialer::model::agent_status_from_text("").has_value());
  CHECK_FALSE(dialer::model::agent_status_from_text("Ready").has_value());
}

TEST_CASE("agent status: the moves an agent may make, and every one it may not") {
  using enum AgentStatus;
  const std::set<std::pair<AgentStatus, AgentStatus>> allowed = {
      {kOffline, kReady},   {kOffline, kPaused},                                                 // starts work
      {kReady, kReserved},  {kReady, kOnCall},    {kReady, kPaused},   {kReady, kOffline},       // at work
      {kPaused, kReady},    {kPaused, kOffline},  {kPaused, kOnCall},                            // a call by hand
      {kReserved, kOnCall}, {kReserved, kWrapUp}, {kReserved, kReady}, {kReserved, kOffline},    // silent browser
      {kOnCall, kWrapUp},   {kOnCall, kReady},                                                   // failed, deleted
      {kWrapUp, kReady},    {kWrapUp, kPaused},   {kWrapUp, kOffline}, {kWrapUp, kReserved}, {kWrapUp, kOnCall},
  };
  int refused = 0;
  for (const auto from : dialer::model::kAgentStatuses) {
    for (const auto to : dialer::model::kAgentStatuses) {
      INFO(dialer::model::to_text(from) << " -> " << dialer::model::to_text(to));
      const bool expected = from == to || allowed.count({from, to}) == 1;
      CHECK(dialer::model::agent_may_move(from, to) == expected);
      if (!expected) ++refused;
    }
  }
  CHECK(refused == 36 - 6 - static_cast<int>(allowed.size()));
  // The ones that matter most: a call is never left by going offline or pausing, and nobody is put on a call
  // (or given a lead) while offline.
  CHECK_FALSE(dialer::model::agent_may_move(kOnCall, kOffline));
  CHECK_FALSE(dialer::model::agent_may_move(kOnCall, kPaused));
  CHECK_FALSE(dialer::model::agent_may_move(kOffline, kOnCall));
  CHECK_FALSE(dialer::model::agent_may_move(kOffline, kReserved));
  CHECK(dialer::model::on_a_call(kReserved));
  CHECK(dialer::model::on_a_call(kOnCall));
  CHECK_FALSE(dialer::model::on_a_call(kWrapUp));
}
