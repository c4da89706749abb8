#pragma once
// A call centre floor for the agent-at-work tests: a server on a frozen clock pointed at the Twilio stub, Twilio's
// side played by a signing player, an owner with a connected account and a number, agents, a list, and a running
// campaign "Solar" (30 s wrap-up, a script) with the agents assigned — and the steps an agent takes, over HTTP.
#include <chrono>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "support/accounts.hpp"
#include "support/jobs.hpp"
#include "support/twilio_player.hpp"
#include "support/twilio_stub.hpp"

namespace test {

inline const std::string kFloorCallerId = "+12025550147";
// 18:00 UTC on Wednesday 25 November 2026: 13:00 in New York.
inline const dialer::Clock::time_point kFloorStart = std::chrono::sys_days{std::chrono::year{2026} / 11 / 25} + std::chrono::hours(18);

struct AgentFloor {
  dialer::ManualClock clock{kFloorStart};
  TwilioStub twilio{kTwilioSid, kTwilioToken};
  TestServer server;
  TwilioPlayer player;
  Account owner;
  std::vector<Account> agents;
  std::int64_t list = 0;
  std::int64_t campaign = 0;

  // `settings`: more of the campaign's settings ({"dialMode": "power"} …).
  AgentFloor(const std::string& company, int agent_count, nlohmann::json settings = nlohmann::json::object(),
             double calls_per_second = 100);

  std::int64_t lead(const std::string& first, const std::string& last, const std::string& phone);
  void refill();
  httplib::Result ready(const Account& agent);
  httplib::Result next(const Account& agent);
  nlohmann::json state(const Account& agent);
  // How many times the job has run, from the admins' job list.
  int runs(const std::string& name);
  // Moves the clock on and waits until the job has run at the new time.
  void advance(std::chrono::seconds by, const std::string& job = "wrap-up-end");
  // Places a browser call to the lead for the agent and plays Twilio's side through to its end.
  std::int64_t call_through(const Account& agent, std::int64_t lead_id, const std::string& agent_sid);
  httplib::Result dispose(const Account& agent, std::int64_t call_id, const nlohmann::json& body);
  // The campaign's calls, newest first, as the admins' history lists them.
  nlohmann::json campaign_calls();
  std::string identity(const Account& agent) const;
};

}  // namespace test
