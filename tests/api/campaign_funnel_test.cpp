// The funnel of a campaign equals a brute-force count: on a randomized organization (leads in and out of the
// campaign's lists, every status, dialable and undialable numbers across Hawaii, New York, Florida, Arizona and
// Guam, do-not-call numbers on both lists, dialed leads with attempts and retry delays, a hopper), each step's
// figure is the number of leads whose one-lead answer (GET …/eligibility) does not stop them before that step —
// at two moments of a frozen clock, and again after leads are changed and deleted.
#include <doctest/doctest.h>

#include <chrono>
#include <future>
#include <thread>
#include <map>
#include <random>
#include <set>

#include "db/lead_store.hpp"
#include "db/transaction.hpp"
#include "domain/campaign_funnel.hpp"
#include "domain/lead_writes.hpp"
#include "support/accounts.hpp"
#include "support/frozen_server.hpp"
#include "support/jobs.hpp"

namespace {

using nlohmann::json;
using test::ok;
using namespace std::chrono_literals;

// 17:30 UTC on Wednesday 25 November 2026: 07:30 in Honolulu, 12:30 in New York, 10:30 in Phoenix, 03:30 in Guam.
const dialer::Clock::time_point kFunnelStart = std::chrono::sys_days{std::chrono::year{2026} / 11 / 25} + 17h + 30min;

// The funnel's steps in order, and the reasons that stop a lead before each.
const std::vector<std::pair<std::string, std::set<std::string>>> kSteps = {
    {"in_lists", {"not_in_lists"}},
    {"dialable_status", {"not_in_lists", "status"}},
    {"dialable_phone", {"not_in_lists", "status", "invalid_phone"}},
    {"not_dnc", {"not_in_lists", "status", "invalid_phone", "dnc"}},
    {"inside_window", {"not_in_lists", "status", "invalid_phone", "dnc", "outside_window"}},
    {"under_limits", {"not_in_lists", "status", "invalid_phone", "dnc", "outside_window", "max_attempts", "retry_delay"}},
};

// Returns how many leads are inside their window now.
std::int64_t check_against_brute_force(test::TestServer& server, const std::string& token, std::int64_t campaign,
                                       const std::vector<std::int64_t>& lead_ids) {
  const std::string path = "/api/v1/campaigns/" + std::to_string(campaign);
  std::map<std::string, std::int64_t> expected;
  std::set<std::int64_t> eligible;
  for (const auto id : lead_ids) {
    const auto answer = ok(test::call(server, "GET", path + "/eligibility?leadId=" + std::to_string(id), token));
    const auto reason = answer["reason"].get<std::string>();
    for (const auto& [step, stopped_by] : kSteps) {
      if (stopped_by.count(reason) == 0) ++expected[step];
    }
    if (reason == "eligible" || reason == "in_call") eligible.insert(id);  // in_call: every rule passes
  }
  const auto hopper = ok(test::call(server, "GET", path + "/hopper", token));
  REQUIRE(!hopper["entries"].empty());
  for (const auto& entry : hopper["entries"]) {
    if (eligible.count(entry["leadId"].get<std::int64_t>()) != 0) ++expected["in_hopper"];
  }

  const auto funnel = ok(test::call(server, "GET", path + "/funnel", token));
  INFO(funnel.dump());
  REQUIRE(funnel["steps"].size() == 7);
  std::int64_t window_leads = 0;
  std::int64_t inside_leads = 0;
  for (const auto& place : funnel["places"]) {
    window_leads += place["leads"].get<std::int64_t>();
    if (place["inside"].get<bool>()) inside_leads += place["leads"].get<std::int64_t>();
  }
  for (const auto& step : funnel["steps"]) {
    const auto key = step["key"].get<std::string>();
    CAPTURE(key);
    CHECK(step["leads"].get<std::int64_t>() == expected[key]);
  }
  // The places share out the leads that passed do-not-call (fewer than 12 places here: none left out).
  CHECK(funnel["otherPlaces"] == 0);
  CHECK(window_leads == expected["not_dnc"]);
  CHECK(inside_leads == expected["inside_window"]);
  return expected["inside_window"];
}

}  // namespace

TEST_CASE("funnel: every step equals a brute-force count of the one-lead answers, as the clock and the leads move") {
  test::FrozenServer frozen{kFunnelStart};
  auto& server = frozen.server;
  const auto owner = test::register_company(server, "Funnel Dialing", "o@funnel-dial.test");
  const auto me = ok(test::call(server, "GET", "/api/v1/auth/me", owner.token))["user"];
  std::vector<json> lists;
  for (const char* name : {"North", "South", "Elsewhere"}) {
    lists.push_back(ok(test::call(server, "POST", "/api/v1/lists", owner.token, json{{"name", name}}.dump()), 201));
  }
  const auto campaign =
      ok(test::call(server, "POST", "/api/v1/campaigns", owner.token,
                    json{{"name", "Funnel"}, {"listIds", {lists[0]["id"], lists[1]["id"]}}, {"callerId", "+12025550147"},
                         {"agentIds", {me["id"]}}, {"maxAttempts", 4}}.dump()),
         201)["id"].get<std::int64_t>();
  const std::string path = "/api/v1/campaigns/" + std::to_string(campaign);
  // A refill after the activation has finished before anything is counted.
  ok(test::call(server, "POST", path + "/activate", owner.token));
  test::run_once_more(server.app().scheduler(), "hopper-refill");

  // Places: a phone prefix alone, or a state / ZIP / zone the lead names.
  const std::vector<json> places = {
      {{"prefix", "808"}},                                           // Honolulu
      {{"prefix", "212"}},                                           // New York
      {{"prefix", "305"}, {"state", "FL"}},                          // Florida's rule
      {{"prefix", "602"}},                                           // Phoenix, no daylight saving
      {{"prefix", "671"}},                                           // Guam
      {{"prefix", "415"}, {"postalCode", "33101"}},                  // a Miami ZIP on a California number
      {{"prefix", "646"}, {"timezone", "America/Los_Angeles"}},      // the lead's own zone first
      {{"prefix", "786"}},                                           // Florida's rule by its area code
      {{"prefix", "555"}},                                           // not a dialable number
  };
  const std::vector<std::string> statuses = {"new", "contacted", "interested", "not_interested", "callback"};
  std::mt19937 random(20261125);
  const auto pick = [&](std::size_t n) { return static_cast<std::size_t>(random() % n); };
  std::vector<std::int64_t> lead_ids;
  std::vector<std::string> phones;
  for (int i = 0; i < 160; ++i) {
    const auto& place = places[pick(places.size())];
    // A few numbers repeat, so a listed number stops more than one lead.
    const std::string phone = "(" + place["prefix"].get<std::string>() + ") 555-" + std::to_string(1000 + pick(120));
    json body = {{"name", "Lead " + std::to_string(i)}, {"phone", phone}, {"status", statuses[pick(statuses.size())]}};
    if (const auto list = pick(5); list < 3) body["listId"] = lists[list]["id"];
    for (const char* field : {"state", "postalCode", "timezone"}) {
      if (place.contains(field)) body[field] = place[field];
    }
    lead_ids.push_back(test::create_lead(server, owner.token, body)["id"].get<std::int64_t>());
    phones.push_back(phone);
  }
  // The hopper: what the refill put there at activation, and some pushed leads.
  for (int i = 0; i < 30; ++i) {
    const auto id = lead_ids[pick(lead_ids.size())];
    test::call(server, "POST", path + "/hopper", owner.token, json{{"leadId", id}, {"priority", 5}}.dump());
  }
  // Do-not-call numbers on the organization's list and on the campaign's.
  for (int i = 0; i < 25; ++i) {
    json body = {{"phone", phones[pick(phones.size())]}};
    if (i % 3 == 0) body["campaignId"] = campaign;
    test::call(server, "POST", "/api/v1/dnc/numbers", owner.token, body.dump());
  }
  // Dialed leads: attempts, calls in the last 24 hours, retry delays.
  const auto now = std::chrono::duration_cast<std::chrono::seconds>(kFunnelStart.time_since_epoch()).count();
  server.app().database().write([&](SQLite::Database& db) {
    for (int i = 0; i < 60; ++i) {
      SQLite::Statement s(db, "INSERT OR REPLACE INTO lead_dialing (campaign_id, lead_id, attempts, last_outcome, "
                              "next_eligible_at, recent_attempts) VALUES (?, ?, ?, 'busy', ?, ?)");
      s.bind(1, campaign);
      s.bind(2, lead_ids[pick(lead_ids.size())]);
      s.bind(3, static_cast<int>(pick(6)));
      s.bind(4, now + static_cast<std::int64_t>(pick(4)) * 3600 - 2 * 3600);
      std::string recent;
      for (std::size_t k = pick(4); k > 0; --k) recent += (recent.empty() ? "" : ",") + std::to_string(now - 3600 * static_cast<std::int64_t>(k * 5));
      s.bind(5, recent);
      s.exec();
    }
  });

  check_against_brute_force(server, owner.token, campaign, lead_ids);

  // Nine hours on: New York and Florida have closed, Honolulu and Guam have opened, some retry delays have passed.
  frozen.clock.advance(9h);
  test::run_once_more(server.app().scheduler(), "hopper-refill");
  check_against_brute_force(server, owner.token, campaign, lead_ids);

  // Leads change and go: statuses, lists and phones edited, a few deleted, new ones added.
  for (int i = 0; i < 20; ++i) {
    const auto id = lead_ids[pick(lead_ids.size())];
    json change = {{"status", statuses[pick(statuses.size())]}};
    if (i % 2 == 0) change["listId"] = lists[pick(3)]["id"];
    if (i % 5 == 0) change["phone"] = "(808) 555-" + std::to_string(2000 + i);
    ok(test::call(server, "PUT", "/api/v1/leads/" + std::to_string(id), owner.token, change.dump()));
  }
  for (int i = 0; i < 5; ++i) {
    const auto at = pick(lead_ids.size());
    ok(test::call(server, "DELETE", "/api/v1/leads/" + std::to_string(lead_ids[at]), owner.token), 204);
    lead_ids.erase(lead_ids.begin() + static_cast<std::ptrdiff_t>(at));
  }
  for (int i = 0; i < 5; ++i) {
    lead_ids.push_back(test::create_lead(server, owner.token, {{"name", "Late " + std::to_string(i)},
                                                               {"phone", "(671) 555-" + std::to_string(3000 + i)},
                                                               {"listId", lists[0]["id"]}})["id"].get<std::int64_t>());
  }
  const auto inside_in_its_window = check_against_brute_force(server, owner.token, campaign, lead_ids);

  // The campaign's own hours, 12:00-17:00 lead-local on weekdays but Thursday: at 02:30 UTC on Thursday Honolulu
  // (16:30 on Wednesday) is still inside, Guam (12:30 on Thursday) and Los Angeles (18:30) are not.
  json hours = json::array();
  for (const char* day : {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}) {
    const bool open = std::string(day) != "thursday" && std::string(day) != "saturday" && std::string(day) != "sunday";
    hours.push_back({{"day", day}, {"opens", open ? json("12:00") : json(nullptr)}, {"closes", open ? json("17:00") : json(nullptr)}});
  }
  ok(test::call(server, "PUT", path, owner.token, json{{"callingHours", hours}}.dump()));
  const auto inside_its_own_hours = check_against_brute_force(server, owner.token, campaign, lead_ids);
  CHECK(inside_its_own_hours > 0);
  CHECK(inside_its_own_hours < inside_in_its_window);
}

TEST_CASE("funnel: another organization's campaign is not found, and agents may not read it") {
  test::FrozenServer frozen{kFunnelStart};
  auto& server = frozen.server;
  const auto owner = test::register_company(server, "Funnel Owner", "o@funnel-owner.test");
  const auto other = test::register_company(server, "Funnel Other", "o@funnel-other.test");
  const auto campaign = ok(test::call(server, "POST", "/api/v1/campaigns", owner.token, R"({"name":"Mine"})"), 201);
  const std::string path = "/api/v1/campaigns/" + std::to_string(campaign["id"].get<std::int64_t>()) + "/funnel";
  const auto funnel = ok(test::call(server, "GET", path, owner.token));
  CHECK(funnel["active"] == false);
  CHECK(funnel["steps"][0] == json{{"key", "in_lists"}, {"leads", 0}});
  CHECK(funnel["at"] == "2026-11-25T17:30:00Z");
  test::check_error(test::call(server, "GET", path, other.token), 404, "Campaign not found");
  const auto agent = test::add_user(server, "Funnel Owner", "agent@funnel-owner.test", "agent");
  CHECK(test::call(server, "GET", path, agent.token)->status == 403);
}

TEST_CASE("funnel: a lead change whose write commits after a later count is still counted once committed") {
  test::FrozenServer frozen{kFunnelStart};
  auto& server = frozen.server;
  const auto owner = test::register_company(server, "Slow Write", "o@slow-write.test");
  const auto me = ok(test::call(server, "GET", "/api/v1/auth/me", owner.token))["user"];
  const auto list = ok(test::call(server, "POST", "/api/v1/lists", owner.token, R"({"name":"Slow"})"), 201);
  const auto campaign = ok(test::call(server, "POST", "/api/v1/campaigns", owner.token,
                                      json{{"name", "Slow"}, {"listIds", {list["id"]}}}.dump()),
                           201)["id"].get<std::int64_t>();
  const auto lead = test::create_lead(server, owner.token, {{"name", "Slow"}, {"phone", "(212) 555-0501"}, {"listId", list["id"]}});
  const auto lead_id = lead["id"].get<std::int64_t>();
  dialer::auth::Caller caller;
  caller.organization_id = server.app().database().read([&](SQLite::Database& db) {
    return db.execAndGet("SELECT organization_id FROM leads WHERE id = " + std::to_string(lead_id)).getInt64();
  });
  caller.role = dialer::auth::Role::kAdmin;
  const auto in_status = [&] { return server.app().funnels().of(caller, campaign).steps[1].leads; };
  REQUIRE(in_status() == 1);

  // A write stamps the lead "interested" and stays open while the clock moves on and the funnel counts again.
  std::promise<void> stamped;
  std::promise<void> counted;
  std::thread writer([&] {
    server.app().database().write([&](dialer::db::Transaction& tx) {
      auto batch = server.app().lead_writes().begin(tx, caller.organization_id, dialer::domain::LeadOrigin::kApi);
      const auto current = *dialer::db::find_lead(tx, caller.organization_id, lead_id);
      auto fields = current.fields;
      fields.status = "interested";
      batch.update(current, fields);
      stamped.set_value();
      counted.get_future().wait();
    });
  });
  stamped.get_future().wait();
  frozen.clock.advance(std::chrono::minutes(1));
  CHECK(in_status() == 1);  // not committed yet
  counted.set_value();
  writer.join();
  CHECK(in_status() == 0);
}
