// Why a lead is or is not dialed, on a frozen clock: the Hawaiian lead at 07:30 Honolulu time waits until 08:00,
// then is eligible; each rule of the funnel gives its own reason in order — the campaign, its lists, the status,
// the phone, do-not-call, the window, the attempts (Florida's 3 a day), the retry delay — and a lead is found
// by phone too.
#include <doctest/doctest.h>

#include <chrono>

#include "support/accounts.hpp"
#include "support/frozen_server.hpp"

namespace {

using nlohmann::json;
using namespace std::chrono_literals;

// 07:30 in Honolulu (UTC-10), 12:30 in New York, on Wednesday 25 November 2026.
const dialer::Clock::time_point kEligibilityStart =
    std::chrono::sys_days{std::chrono::year{2026} / 11 / 25} + 17h + 30min;

json ask(test::TestServer& server, const std::string& token, std::int64_t campaign, const std::string& query) {
  auto res = test::call(server, "GET", "/api/v1/campaigns/" + std::to_string(campaign) + "/eligibility?" + query, token);
  REQUIRE(res);
  INFO(res->body);
  REQUIRE(res->status == 200);
  return test::json_of(res);
}

json put(test::TestServer& server, const std::string& token, const std::string& path, const json& body) {
  auto res = test::call(server, "PUT", path, token, body.dump());
  REQUIRE(res);
  INFO(res->body);
  REQUIRE(res->status == 200);
  return test::json_of(res);
}

std::int64_t epoch(dialer::Clock::time_point at) {
  return std::chrono::duration_cast<std::chrono::seconds>(at.time_since_epoch()).count();
}

// A company with one list and a started campaign over it, assigned to its owner.
struct Started {
  test::Account owner;
  json list;
  std::int64_t campaign = 0;
  json answer;  // the campaign as created
};

Started started_campaign(test::TestServer& server, const std::string& company, const std::string& email,
                         const std::string& name, const std::string& caller_id) {
  Started s;
  s.owner = test::register_company(server, company, email);
  const auto me = test::json_of(test::call(server, "GET", "/api/v1/auth/me", s.owner.token))["user"];
  s.list = test::json_of(test::call(server, "POST", "/api/v1/lists", s.owner.token, json{{"name", name}}.dump()));
  auto res = test::call(server, "POST", "/api/v1/campaigns", s.owner.token,
                        json{{"name", name}, {"listIds", {s.list["id"]}}, {"callerId", caller_id}, {"agentIds", {me["id"]}}}.dump());
  REQUIRE(res->status == 201);
  s.answer = test::json_of(res);
  s.campaign = s.answer["id"].get<std::int64_t>();
  REQUIRE(test::call(server, "POST", "/api/v1/campaigns/" + std::to_string(s.campaign) + "/activate", s.owner.token)
              ->status == 200);
  return s;
}

}  // namespace

TEST_CASE("eligibility: each rule of the funnel answers with its own reason, in order, on a frozen clock") {
  test::FrozenServer frozen{kEligibilityStart};
  auto& server = frozen.server;
  const auto owner = test::register_company(server, "Aloha Dialing", "o@aloha-dial.test");
  const auto me = test::json_of(test::call(server, "GET", "/api/v1/auth/me", owner.token))["user"];
  const auto list = test::json_of(test::call(server, "POST", "/api/v1/lists", owner.token, R"({"name":"Islands"})"));
  const auto other_list = test::json_of(test::call(server, "POST", "/api/v1/lists", owner.token, R"({"name":"Elsewhere"})"));
  auto res = test::call(server, "POST", "/api/v1/campaigns", owner.token,
                        json{{"name", "Aloha"}, {"listIds", {list["id"]}}, {"callerId", "+12025550147"},
                             {"agentIds", {me["id"]}}}.dump());
  REQUIRE(res->status == 201);
  const auto campaign = test::json_of(res)["id"].get<std::int64_t>();
  const std::string campaign_path = "/api/v1/campaigns/" + std::to_string(campaign);
  const auto kai = test::create_lead(server, owner.token, {{"name", "Kai"}, {"phone", "(808) 555-0100"}, {"listId", list["id"]}});
  const std::string kai_query = "leadId=" + std::to_string(kai["id"].get<int>());

  CHECK(ask(server, owner.token, campaign, kai_query)["reason"] == "campaign_not_active");
  REQUIRE(test::call(server, "POST", campaign_path + "/activate", owner.token)->status == 200);

  // 07:30 in Honolulu: outside the window until 08:00 there (18:00 UTC).
  auto answer = ask(server, owner.token, campaign, kai_query);
  CHECK(answer["reason"] == "outside_window");
  CHECK(answer["message"] == "It is 07:30 where the lead is (Pacific/Honolulu); calls may start at 2026-11-25T18:00:00Z");
  CHECK(answer["opensAt"] == "2026-11-25T18:00:00Z");
  CHECK(answer["localTimes"] == json::array({{{"zone", "Pacific/Honolulu"}, {"localTime", "2026-11-25T07:30:00"}}}));
  frozen.clock.advance(35min);
  CHECK(ask(server, owner.token, campaign, kai_query)["reason"] == "eligible");
  // Found by its phone, typed any way.
  CHECK(ask(server, owner.token, campaign, "phone=808.555.0100")["leadId"] == kai["id"]);
  test::check_error(test::call(server, "GET", campaign_path + "/eligibility?phone=2025550199", owner.token), 404,
                    "No lead has the number +12025550199");

  // The retry delay of the last call, then the attempt limits.
  const auto now = epoch(frozen.clock.now());
  server.app().database().write([&](SQLite::Database& db) {
    SQLite::Statement s(db, "INSERT INTO lead_dialing (campaign_id, lead_id, attempts, last_outcome, last_called_at, "
                            "next_eligible_at, recent_attempts) VALUES (?, ?, 2, 'busy', ?, ?, ?)");
    s.bind(1, campaign);
    s.bind(2, kai["id"].get<std::int64_t>());
    s.bind(3, now - 600);
    s.bind(4, now + 1200);
    s.bind(5, std::to_string(now - 90000) + "," + std::to_string(now - 600));
    s.exec();
  });
  answer = ask(server, owner.token, campaign, kai_query);
  CHECK(answer["reason"] == "retry_delay");
  CHECK(answer["retryAt"] == "2026-11-25T18:25:00Z");
  put(server, owner.token, campaign_path, {{"maxAttemptsPer24h", 1}});
  CHECK(ask(server, owner.token, campaign, kai_query)["message"] ==
        "It was called 1 times in the last 24 hours, the campaign's most (1)");
  put(server, owner.token, campaign_path, {{"maxAttempts", 2}});
  CHECK(ask(server, owner.token, campaign, kai_query)["message"] == "It has been called 2 times, the campaign's most (2)");
  put(server, owner.token, campaign_path, {{"maxAttempts", 6}, {"maxAttemptsPer24h", 3}});

  // Do-not-call (the organization's, then the campaign's own), the phone, the status, the lists, in that order.
  REQUIRE(test::call(server, "POST", "/api/v1/dnc/numbers", owner.token,
                     json{{"phone", "808 555 0100"}, {"campaignId", campaign}}.dump())->status == 201);
  CHECK(ask(server, owner.token, campaign, kai_query)["message"] == "+18085550100 is on the campaign's do-not-call list");
  put(server, owner.token, "/api/v1/leads/" + std::to_string(kai["id"].get<int>()), {{"phone", "(555) 010-0100"}});
  CHECK(ask(server, owner.token, campaign, kai_query)["reason"] == "invalid_phone");
  // A number that cannot be dialed still finds its lead.
  CHECK(ask(server, owner.token, campaign, "phone=555-010-0100")["leadId"] == kai["id"]);
  put(server, owner.token, "/api/v1/leads/" + std::to_string(kai["id"].get<int>()), {{"status", "interested"}});
  CHECK(ask(server, owner.token, campaign, kai_query)["message"] ==
        "Its status, Interested, is not one the campaign dials (New, Callback)");
  put(server, owner.token, "/api/v1/leads/" + std::to_string(kai["id"].get<int>()), {{"listId", other_list["id"]}});
  CHECK(ask(server, owner.token, campaign, kai_query)["reason"] == "not_in_lists");
}

TEST_CASE("eligibility: a Florida lead's third call in 24 hours is Florida's most, and others cannot ask") {
  test::FrozenServer frozen{kEligibilityStart};
  auto& server = frozen.server;
  const auto owner = test::register_company(server, "Sunshine Dialing", "o@sun-dial.test");
  const auto other = test::register_company(server, "Elsewhere", "o@elsewhere-dial.test");
  const auto me = test::json_of(test::call(server, "GET", "/api/v1/auth/me", owner.token))["user"];
  const auto list = test::json_of(test::call(server, "POST", "/api/v1/lists", owner.token, R"({"name":"Miami"})"));
  auto res = test::call(server, "POST", "/api/v1/campaigns", owner.token,
                        json{{"name", "Sun"}, {"listIds", {list["id"]}}, {"callerId", "+13055550147"},
                             {"agentIds", {me["id"]}}, {"maxAttemptsPer24h", 5}}.dump());
  const auto campaign = test::json_of(res)["id"].get<std::int64_t>();
  REQUIRE(test::call(server, "POST", "/api/v1/campaigns/" + std::to_string(campaign) + "/activate", owner.token)->status == 200);
  const auto sunny = test::create_lead(server, owner.token,
                                       {{"name", "Sunny"}, {"phone", "(305) 555-0100"}, {"state", "FL"}, {"listId", list["id"]}});
  const auto now = epoch(frozen.clock.now());  // 12:30 in Miami
  server.app().database().write([&](SQLite::Database& db) {
    SQLite::Statement s(db, "INSERT INTO lead_dialing (campaign_id, lead_id, attempts, recent_attempts) VALUES (?, ?, 3, ?)");
    s.bind(1, campaign);
    s.bind(2, sunny["id"].get<std::int64_t>());
    s.bind(3, std::to_string(now - 7200) + "," + std::to_string(now - 3600) + "," + std::to_string(now - 60));
    s.exec();
  });
  const std::string query = "leadId=" + std::to_string(sunny["id"].get<int>());
  CHECK(ask(server, owner.token, campaign, query)["message"] == "It was called 3 times in the last 24 hours, Florida's most (3)");

  test::check_error(test::call(server, "GET", "/api/v1/campaigns/" + std::to_string(campaign) + "/eligibility?" + query,
                               other.token),
                    404, "Campaign not found");
  test::check_error(test::call(server, "GET", "/api/v1/campaigns/" + std::to_string(campaign) + "/eligibility", owner.token),
                    400, "Name the lead: leadId or phone");
}

TEST_CASE("eligibility: a Florida number with nothing else to say where the lead is follows Florida's rules") {
  test::FrozenServer frozen{kEligibilityStart + 7h + 40min};  // 20:10 in Miami and New York: Florida stops at 20:00
  auto& server = frozen.server;
  const auto started = started_campaign(server, "Area Code Dialing", "o@area-dial.test", "Coast", "+13055550147");
  const auto& owner = started.owner;
  const auto& list = started.list;
  const auto campaign = started.campaign;
  const auto miami = test::create_lead(server, owner.token, {{"name", "Miami"}, {"phone", "(786) 555-0100"}, {"listId", list["id"]}});
  const auto manhattan = test::create_lead(server, owner.token, {{"name", "Manhattan"}, {"phone", "(212) 555-0100"}, {"listId", list["id"]}});
  // The record's own state wins over the area code: a New Yorker on a Florida number is called by New York's hours.
  const auto moved = test::create_lead(server, owner.token,
                                       {{"name", "Moved"}, {"phone", "(305) 555-0111"}, {"state", "NY"}, {"listId", list["id"]}});

  auto answer = ask(server, owner.token, campaign, "leadId=" + std::to_string(miami["id"].get<int>()));
  CHECK(answer["reason"] == "outside_window");
  CHECK(answer["message"] == "It is 20:10 where the lead is (America/New_York); calls may start at 2026-11-26T13:00:00Z");
  CHECK(ask(server, owner.token, campaign, "leadId=" + std::to_string(manhattan["id"].get<int>()))["reason"] == "eligible");
  CHECK(ask(server, owner.token, campaign, "leadId=" + std::to_string(moved["id"].get<int>()))["reason"] == "eligible");
  // So does a zone the record names: the area code speaks only when the record says nothing of where the lead is.
  const auto zoned = test::create_lead(server, owner.token, {{"name", "Zoned"}, {"phone", "(305) 555-0112"},
                                                             {"timezone", "America/New_York"}, {"listId", list["id"]}});
  CHECK(ask(server, owner.token, campaign, "leadId=" + std::to_string(zoned["id"].get<int>()))["reason"] == "eligible");
}

TEST_CASE("eligibility: a campaign's own hours narrow the organization's window in the lead's time, never widen it") {
  test::FrozenServer frozen{kEligibilityStart};  // Wednesday 17:30 UTC: 07:30 in Honolulu, 12:30 in New York
  auto& server = frozen.server;
  const auto started = started_campaign(server, "Office Hours", "o@office-hours.test", "B2B", "+12025550147");
  const auto& owner = started.owner;
  const auto& list = started.list;
  const auto campaign = started.campaign;
  const std::string campaign_path = "/api/v1/campaigns/" + std::to_string(campaign);
  CHECK(started.answer["callingHours"].is_null());  // the organization's window
  const auto office = test::create_lead(server, owner.token, {{"name", "Office"}, {"phone", "(212) 555-0100"}, {"listId", list["id"]}});
  const std::string query = "leadId=" + std::to_string(office["id"].get<int>());
  CHECK(ask(server, owner.token, campaign, query)["reason"] == "eligible");

  // 14:00-17:00 on weekdays; the early morning and late evening asked for are cut to the organization's 08:00-21:00.
  const auto week = [](const char* opens, const char* closes, bool weekend) {
    json days = json::array();
    for (const char* day : {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}) {
      const bool open = weekend || (std::string(day) != "saturday" && std::string(day) != "sunday");
      days.push_back({{"day", day}, {"opens", open ? json(opens) : json(nullptr)}, {"closes", open ? json(closes) : json(nullptr)}});
    }
    return days;
  };
  auto res = test::call(server, "PUT", campaign_path, owner.token, json{{"callingHours", week("14:00", "17:00", false)}}.dump());
  REQUIRE(res->status == 200);
  CHECK(test::json_of(res)["callingHours"][0] == json{{"day", "monday"}, {"opens", "14:00"}, {"closes", "17:00"}});
  CHECK(test::json_of(res)["callingHours"][6]["opens"].is_null());
  auto answer = ask(server, owner.token, campaign, query);
  CHECK(answer["reason"] == "outside_window");
  CHECK(answer["opensAt"] == "2026-11-25T19:00:00Z");  // 14:00 in New York
  // Friday 21:30 UTC is 16:30 in New York: inside; Saturday is not, whatever the hour.
  frozen.clock.set(kEligibilityStart + 48h + 4h);
  CHECK(ask(server, owner.token, campaign, query)["reason"] == "eligible");
  frozen.clock.set(kEligibilityStart + 72h);
  answer = ask(server, owner.token, campaign, query);
  CHECK(answer["reason"] == "outside_window");
  CHECK(answer["opensAt"] == "2026-11-30T19:00:00Z");  // Monday 14:00 in New York

  frozen.clock.set(kEligibilityStart - 5h);  // Wednesday 12:30 UTC: 07:30 in New York
  REQUIRE(test::call(server, "PUT", campaign_path, owner.token,
                     json{{"callingHours", week("06:00", "23:00", true)}}.dump())->status == 200);
  answer = ask(server, owner.token, campaign, query);
  CHECK(answer["reason"] == "outside_window");
  CHECK(answer["opensAt"] == "2026-11-25T13:00:00Z");  // the organization's 08:00, not the campaign's 06:00

  // Back to the organization's window; refusals change nothing.
  res = test::call(server, "PUT", campaign_path, owner.token, R"({"callingHours":null})");
  REQUIRE(res->status == 200);
  CHECK(test::json_of(res)["callingHours"].is_null());
  json closed = json::array();
  for (const char* day : {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}) {
    closed.push_back({{"day", day}, {"opens", nullptr}, {"closes", nullptr}});
  }
  test::check_error(test::call(server, "PUT", campaign_path, owner.token, json{{"callingHours", closed}}.dump()), 400,
                    "Give the campaign's calling hours at least one day");
  test::check_error(test::call(server, "PUT", campaign_path, owner.token,
                               json{{"callingHours", week("9am", "17:00", false)}}.dump()),
                    400, "Calling hours must be times such as 08:00 or 21:00");
  test::check_error(test::call(server, "PUT", campaign_path, owner.token,
                               json{{"callingHours", week("17:00", "09:00", false)}}.dump()),
                    400, "Each day's calling hours must start before they end, between 00:00 and 24:00");
  test::check_error(test::call(server, "PUT", campaign_path, owner.token, R"({"callingHours":[]})"), 400,
                    "days must list the 7 days of the week, Monday first");
  CHECK(test::json_of(test::call(server, "GET", campaign_path, owner.token))["callingHours"].is_null());
}
