// The hopper over real HTTP on a frozen clock: an admin pushes leads with priorities and they are handed out best
// first; 50 agents claiming at once never get the same lead; a number put on the do-not-call list while it waits
// is never handed out and leaves the hopper; a lead outside its window keeps its place.
#include <doctest/doctest.h>

#include <chrono>
#include <mutex>
#include <set>
#include <thread>

#include "events/events.hpp"
#include "jobs/hopper_refill_job.hpp"
#include "support/accounts.hpp"
#include "support/frozen_server.hpp"
#include "support/jobs.hpp"

namespace {

using nlohmann::json;
using namespace std::chrono_literals;

// 18:00 UTC on Wednesday 25 November 2026: 13:00 in New York, 08:00 in Honolulu.
const dialer::Clock::time_point kHopperStart = std::chrono::sys_days{std::chrono::year{2026} / 11 / 25} + 18h;

struct Setup {
  test::Account owner;
  std::int64_t campaign = 0;
  std::int64_t list = 0;
  std::string path;
};

Setup campaign_with_list(test::TestServer& server, const std::string& company, const std::string& email) {
  Setup s;
  s.owner = test::register_company(server, company, email);
  const auto me = test::json_of(test::call(server, "GET", "/api/v1/auth/me", s.owner.token))["user"];
  s.list = test::json_of(test::call(server, "POST", "/api/v1/lists", s.owner.token, R"({"name":"Queue"})"))["id"];
  auto res = test::call(server, "POST", "/api/v1/campaigns", s.owner.token,
                        json{{"name", "Queue"}, {"listIds", {s.list}}, {"callerId", "+12025550147"},
                             {"agentIds", {me["id"]}}}.dump());
  REQUIRE(res->status == 201);
  s.campaign = test::json_of(res)["id"];
  s.path = "/api/v1/campaigns/" + std::to_string(s.campaign) + "/hopper";
  REQUIRE(test::call(server, "POST", "/api/v1/campaigns/" + std::to_string(s.campaign) + "/activate", s.owner.token)
              ->status == 200);
  return s;
}

// A second started campaign over the same list, for the same owner.
Setup another_campaign(test::TestServer& server, const Setup& first, const std::string& name) {
  const auto me = test::json_of(test::call(server, "GET", "/api/v1/auth/me", first.owner.token))["user"];
  auto res = test::call(server, "POST", "/api/v1/campaigns", first.owner.token,
                        json{{"name", name}, {"listIds", {first.list}}, {"callerId", "+12025550148"},
                             {"agentIds", {me["id"]}}}.dump());
  REQUIRE(res->status == 201);
  Setup second = first;
  second.campaign = test::json_of(res)["id"];
  second.path = "/api/v1/campaigns/" + std::to_string(second.campaign) + "/hopper";
  REQUIRE(test::call(server, "POST", "/api/v1/campaigns/" + std::to_string(second.campaign) + "/activate",
                     first.owner.token)->status == 200);
  return second;
}

std::int64_t lead_in(test::TestServer& server, const Setup& s, const std::string& name, const std::string& phone) {
  return test::create_lead(server, s.owner.token, {{"name", name}, {"phone", phone}, {"listId", s.list}})["id"];
}

json push(test::TestServer& server, const Setup& s, std::int64_t lead, const json& priority) {
  json body = {{"leadId", lead}};
  if (!priority.is_null()) body["priority"] = priority;
  auto res = test::call(server, "POST", s.path, s.owner.token, body.dump());
  REQUIRE(res);
  INFO(res->body);
  REQUIRE(res->status == 201);
  return test::json_of(res);
}

}  // namespace

TEST_CASE("hopper: pushed leads come out best first, DNC ones never, those outside their window wait") {
  test::FrozenServer frozen{kHopperStart};
  auto& server = frozen.server;
  const auto s = campaign_with_list(server, "Queue Co", "o@queue.test");
  const auto low = lead_in(server, s, "Low", "(212) 555-0101");
  const auto high = lead_in(server, s, "High", "(212) 555-0102");
  const auto quiet = lead_in(server, s, "Quiet", "(212) 555-0103");
  const auto early = lead_in(server, s, "Early", "(808) 555-0104");  // 08:00 in Honolulu: inside
  CHECK(push(server, s, low, 5)["priority"] == 5);
  CHECK(push(server, s, high, nullptr)["priority"] == 90);  // an urgent push
  CHECK(push(server, s, quiet, 95)["source"] == "urgent");
  push(server, s, early, 1);
  // Pushing again never lowers a priority.
  CHECK(push(server, s, high, 10)["priority"] == 90);

  auto entries = test::json_of(test::call(server, "GET", s.path, s.owner.token))["entries"];
  REQUIRE(entries.size() == 4);
  CHECK(entries[0]["leadName"] == "Quiet");
  CHECK(entries[1]["leadName"] == "High");

  // Quiet's number goes on the do-not-call list while it waits: it is skipped and leaves the hopper.
  REQUIRE(test::call(server, "POST", "/api/v1/dnc/numbers", s.owner.token, R"({"phone":"212 555 0103"})")->status == 201);
  const auto claim = [&] { return test::call(server, "POST", s.path + "/claim", s.owner.token); };
  auto first = claim();
  REQUIRE(first->status == 200);
  CHECK(test::json_of(first)["leadName"] == "High");
  CHECK(test::json_of(first)["claimedBy"].is_number());
  frozen.clock.set(kHopperStart + 23h);  // the next day, 17:00 UTC: 12:00 in New York, 07:00 in Honolulu
  auto second = claim();
  REQUIRE(second->status == 200);
  CHECK(test::json_of(second)["leadName"] == "Low");
  test::check_error(claim(), 404, "No lead in the hopper can be called now");  // Early waits for 08:00
  entries = test::json_of(test::call(server, "GET", s.path, s.owner.token))["entries"];
  std::vector<std::string> names;
  for (const auto& e : entries) names.push_back(e["leadName"]);
  CHECK(names == std::vector<std::string>{"Early", "High", "Low"});  // waiting first, then the reserved ones
  frozen.clock.advance(1h);
  CHECK(test::json_of(claim())["leadName"] == "Early");

  // Refusals.
  test::check_error(test::call(server, "POST", s.path, s.owner.token, json{{"leadId", quiet}}.dump()), 409,
                    "This lead cannot be called: +12125550103 is on the organization's do-not-call list");
  test::check_error(test::call(server, "POST", s.path, s.owner.token, json{{"leadId", low}, {"priority", 100}}.dump()), 400,
                    "Priority must be between -99 and 99");
  test::check_error(test::call(server, "PUT", s.path + "/" + std::to_string(quiet), s.owner.token, R"({"priority":3})"), 404,
                    "The lead is not in the hopper");
  CHECK(test::call(server, "DELETE", s.path + "/" + std::to_string(low), s.owner.token)->status == 204);
  const auto agent = test::add_user(server, "Queue Co", "stranger@queue.test", "agent");
  test::check_error(test::call(server, "POST", s.path + "/claim", agent.token), 403, "You are not assigned to this campaign");
}

TEST_CASE("hopper: 50 agents claiming at once get 50 different leads") {
  test::FrozenServer frozen{kHopperStart};
  auto& server = frozen.server;
  auto s = campaign_with_list(server, "Crowd Co", "o@crowd.test");
  std::vector<test::Account> agents;
  json agent_ids = json::array();
  for (int i = 0; i < 50; ++i) {
    agents.push_back(test::add_user(server, "Crowd Co", "agent" + std::to_string(i) + "@crowd.test", "agent"));
    agent_ids.push_back(test::json_of(test::call(server, "GET", "/api/v1/auth/me", agents.back().token))["user"]["id"]);
  }
  REQUIRE(test::call(server, "PUT", "/api/v1/campaigns/" + std::to_string(s.campaign), s.owner.token,
                     json{{"agentIds", agent_ids}}.dump())->status == 200);
  for (int i = 0; i < 60; ++i) push(server, s, lead_in(server, s, "Lead " + std::to_string(i), "(312) 555-0" + std::to_string(100 + i)), i % 7);

  std::mutex mutex;
  std::multiset<std::int64_t> got;
  std::vector<std::thread> threads;
  for (int i = 0; i < 50; ++i) {
    threads.emplace_back([&, i] {
      auto client = server.client();
      auto res = client.Post(s.path + "/claim", test::bearer(agents[static_cast<std::size_t>(i)].token), "", "application/json");
      std::lock_guard lock(mutex);
      if (res && res->status == 200) got.insert(nlohmann::json::parse(res->body)["leadId"].get<std::int64_t>());
    });
  }
  for (auto& t : threads) t.join();
  CHECK(got.size() == 50);
  CHECK(std::set<std::int64_t>(got.begin(), got.end()).size() == 50);
}

TEST_CASE("hopper: a started campaign is filled from its lists to the level with callable leads, and topped up") {
  test::FrozenServer frozen{kHopperStart};  // 13:00 in New York
  auto& server = frozen.server;
  auto s = campaign_with_list(server, "Fill Co", "o@fill.test");  // already active, its list empty
  const auto other_list = test::json_of(test::call(server, "POST", "/api/v1/lists", s.owner.token, R"({"name":"Other"})"))["id"];
  std::set<std::int64_t> never;
  for (int i = 0; i < 30; ++i) {
    json body = {{"name", "Fill " + std::to_string(i)}, {"phone", "(212) 555-0" + std::to_string(100 + i)}, {"listId", s.list}};
    if (i % 10 == 3) body["status"] = "interested";
    const auto id = test::create_lead(server, s.owner.token, body)["id"].get<std::int64_t>();
    if (i % 10 == 3 || i == 1) never.insert(id);  // not a status it dials; Fill 1's number goes on the DNC list
  }
  REQUIRE(test::call(server, "POST", "/api/v1/dnc/numbers", s.owner.token, R"({"phone":"212 555 0101"})")->status == 201);
  never.insert(test::create_lead(server, s.owner.token, {{"name", "Elsewhere"}, {"phone", "(212) 555-0199"}, {"listId", other_list}})["id"].get<std::int64_t>());

  // Starting it again fills it at once.
  const std::string campaign_path = "/api/v1/campaigns/" + std::to_string(s.campaign);
  REQUIRE(test::call(server, "POST", campaign_path + "/pause", s.owner.token)->status == 200);
  REQUIRE(test::call(server, "POST", campaign_path + "/activate", s.owner.token)->status == 200);
  json entries;
  const bool filled = test::eventually([&] {
    entries = test::json_of(test::call(server, "GET", s.path, s.owner.token))["entries"];
    return entries.size() == 20;
  });
  INFO(entries.dump());
  REQUIRE(filled);
  for (const auto& e : entries) {
    CHECK(never.count(e["leadId"].get<std::int64_t>()) == 0);
    CHECK(e["source"] == "standard");
    CHECK(e["priority"] == 0);
  }
  CHECK(entries[0]["leadName"] == "Fill 0");  // oldest first

  for (int i = 0; i < 5; ++i) REQUIRE(test::call(server, "POST", s.path + "/claim", s.owner.token)->status == 200);
  frozen.clock.advance(31s);
  test::run_once_more(server.app().scheduler(), "hopper-refill");
  entries = test::json_of(test::call(server, "GET", s.path, s.owner.token))["entries"];
  CHECK(entries.size() == 25);  // 20 waiting again, 5 with the agent; 27 of the 31 leads may be called
}

TEST_CASE("hopper: an admin sets the level, empties the hopper and refills it at once, newest first if asked") {
  test::FrozenServer frozen{kHopperStart};  // 13:00 in New York
  auto& server = frozen.server;
  auto s = campaign_with_list(server, "Level Co", "o@level.test");
  test::wait_for_runs(server.app().scheduler(), "hopper-refill", 1);  // the one its start asked for, on an empty list
  const std::string campaign_path = "/api/v1/campaigns/" + std::to_string(s.campaign);
  std::vector<std::int64_t> leads;
  for (int i = 0; i < 8; ++i) leads.push_back(lead_in(server, s, "Level " + std::to_string(i), "(212) 555-02" + std::to_string(10 + i)));
  auto res = test::call(server, "PUT", campaign_path, s.owner.token, R"({"hopperLevel":3,"leadOrder":"newest_first"})");
  REQUIRE(res->status == 200);
  CHECK(test::json_of(res)["hopperLevel"] == 3);
  test::check_error(test::call(server, "PUT", campaign_path, s.owner.token, R"({"hopperLevel":0})"), 400,
                    "The hopper level must be between 1 and 1,000 leads");

  // Whatever the refill job put there goes; "Refill now" brings the three newest.
  res = test::call(server, "DELETE", s.path, s.owner.token);
  REQUIRE(res->status == 200);
  res = test::call(server, "POST", s.path + "/refill", s.owner.token);
  REQUIRE(res->status == 200);
  CHECK(test::json_of(res) == json{{"added", 3}, {"waiting", 3}});
  auto entries = test::json_of(test::call(server, "GET", s.path, s.owner.token))["entries"];
  REQUIRE(entries.size() == 3);
  CHECK(entries[0]["leadId"] == leads[7]);
  CHECK(entries[2]["leadId"] == leads[5]);
  // A reserved lead stays with its agent when the hopper is emptied.
  REQUIRE(test::call(server, "POST", s.path + "/claim", s.owner.token)->status == 200);
  CHECK(test::json_of(test::call(server, "DELETE", s.path, s.owner.token)) == json{{"removed", 2}});
  CHECK(test::json_of(test::call(server, "GET", s.path, s.owner.token))["entries"].size() == 1);

  REQUIRE(test::call(server, "POST", campaign_path + "/pause", s.owner.token)->status == 200);
  test::check_error(test::call(server, "POST", s.path + "/refill", s.owner.token), 409,
                    "Start the campaign first: a paused or draft campaign is not filled");
}

TEST_CASE("hopper: a waiting lead whose number goes on a do-not-call list leaves the hopper by itself") {
  test::FrozenServer frozen{kHopperStart};
  auto& server = frozen.server;
  auto s = campaign_with_list(server, "Evict Co", "o@evict.test");
  test::wait_for_runs(server.app().scheduler(), "hopper-refill", 1);
  const auto stays = lead_in(server, s, "Stays", "(212) 555-0301");
  const auto goes = lead_in(server, s, "Goes", "(212) 555-0302");
  REQUIRE(test::call(server, "POST", s.path + "/refill", s.owner.token)->status == 200);
  REQUIRE(test::json_of(test::call(server, "GET", s.path, s.owner.token))["entries"].size() == 2);

  REQUIRE(test::call(server, "POST", "/api/v1/dnc/numbers", s.owner.token, R"({"phone":"212 555 0302"})")->status == 201);
  // The entry asks the refill to run: nobody else does.
  json entries;
  REQUIRE(test::eventually([&] {
    entries = test::json_of(test::call(server, "GET", s.path, s.owner.token))["entries"];
    return entries.size() == 1;
  }));
  CHECK(entries[0]["leadId"] == stays);
  CHECK(entries[0]["leadId"] != goes);
}

TEST_CASE("hopper: fewest attempts fills with leads never dialed first, then the dialed ones by their attempts") {
  test::FrozenServer frozen{kHopperStart};
  auto& server = frozen.server;
  auto s = campaign_with_list(server, "Order Co", "o@order.test");
  test::wait_for_runs(server.app().scheduler(), "hopper-refill", 1);
  const std::string campaign_path = "/api/v1/campaigns/" + std::to_string(s.campaign);
  const auto twice = lead_in(server, s, "Twice", "(212) 555-0401");
  const auto once = lead_in(server, s, "Once", "(212) 555-0402");
  const auto fresh = lead_in(server, s, "Fresh", "(212) 555-0403");
  server.app().database().write([&](SQLite::Database& db) {
    for (const auto& [lead, attempts] : {std::pair{twice, 2}, std::pair{once, 1}}) {
      SQLite::Statement row(db, "INSERT INTO lead_dialing (campaign_id, lead_id, attempts) VALUES (?, ?, ?)");
      row.bind(1, s.campaign);
      row.bind(2, lead);
      row.bind(3, attempts);
      row.exec();
    }
  });
  REQUIRE(test::call(server, "PUT", campaign_path, s.owner.token, R"({"hopperLevel":2,"leadOrder":"fewest_attempts"})")->status == 200);
  REQUIRE(test::call(server, "DELETE", s.path, s.owner.token)->status == 200);
  REQUIRE(test::call(server, "POST", s.path + "/refill", s.owner.token)->status == 200);
  auto entries = test::json_of(test::call(server, "GET", s.path, s.owner.token))["entries"];
  REQUIRE(entries.size() == 2);
  CHECK(entries[0]["leadId"] == fresh);
  CHECK(entries[1]["leadId"] == once);

  // Random: any of them, each once, up to the level.
  REQUIRE(test::call(server, "PUT", campaign_path, s.owner.token, R"({"hopperLevel":3,"leadOrder":"random"})")->status == 200);
  REQUIRE(test::call(server, "DELETE", s.path, s.owner.token)->status == 200);
  REQUIRE(test::call(server, "POST", s.path + "/refill", s.owner.token)->status == 200);
  entries = test::json_of(test::call(server, "GET", s.path, s.owner.token))["entries"];
  std::set<std::int64_t> ids;
  for (const auto& e : entries) ids.insert(e["leadId"].get<std::int64_t>());
  CHECK(ids == std::set<std::int64_t>{twice, once, fresh});
}

TEST_CASE("hopper: a lead in two campaigns' hoppers goes to one agent, and the other campaign says who has it") {
  test::FrozenServer frozen{kHopperStart};  // 13:00 in New York
  auto& server = frozen.server;
  auto first = campaign_with_list(server, "Twice Co", "o@twice.test");
  const auto shared = lead_in(server, first, "Shared", "(212) 555-0401");
  const auto own = lead_in(server, first, "Own", "(212) 555-0402");
  const auto second = another_campaign(server, first, "Second");
  push(server, first, shared, 50);
  push(server, second, shared, 50);
  push(server, second, own, 1);

  auto res = test::call(server, "POST", first.path + "/claim", first.owner.token);
  REQUIRE(res->status == 200);
  CHECK(test::json_of(res)["leadId"] == shared);
  // The second campaign passes over it (it keeps its place) and hands out the next one.
  const auto why = test::json_of(test::call(
      server, "GET", "/api/v1/campaigns/" + std::to_string(second.campaign) + "/eligibility?leadId=" + std::to_string(shared),
      first.owner.token));
  CHECK(why["reason"] == "in_call");
  CHECK(why["message"] == "Owner Of Twice Co has it now, in Queue (since 2026-11-25T18:00:00Z)");
  res = test::call(server, "POST", second.path + "/claim", first.owner.token);
  REQUIRE(res->status == 200);
  CHECK(test::json_of(res)["leadId"] == own);
  const auto entries = test::json_of(test::call(server, "GET", second.path, first.owner.token))["entries"];
  REQUIRE(entries.size() == 2);
  CHECK(entries[0]["leadId"] == shared);
  CHECK(entries[0]["claimedBy"].is_null());
}

TEST_CASE("hopper: agents claiming at once from two campaigns over the same leads never get the same lead") {
  test::FrozenServer frozen{kHopperStart};  // 13:00 in New York
  auto& server = frozen.server;
  auto first = campaign_with_list(server, "Both Co", "o@both.test");
  const auto second = another_campaign(server, first, "Other");
  constexpr int kLeads = 20;
  for (int i = 0; i < kLeads; ++i) {
    const auto lead = lead_in(server, first, "Both " + std::to_string(i), "(212) 555-05" + std::to_string(10 + i));
    push(server, first, lead, 10);
    push(server, second, lead, 10);
  }

  std::mutex mutex;
  std::vector<std::int64_t> handed_out;
  std::vector<std::thread> agents;
  for (int a = 0; a < 2 * kLeads; ++a) {
    agents.emplace_back([&, a] {
      const auto& setup = a % 2 == 0 ? first : second;
      auto claimed = test::call(server, "POST", setup.path + "/claim", first.owner.token);
      if (claimed && claimed->status == 200) {
        std::lock_guard lock(mutex);
        handed_out.push_back(test::json_of(claimed)["leadId"].get<std::int64_t>());
      }
    });
  }
  for (auto& agent : agents) agent.join();
  // Every lead once, whichever campaign handed it out; the other claims found nothing left.
  CHECK(handed_out.size() == kLeads);
  CHECK(std::set<std::int64_t>(handed_out.begin(), handed_out.end()).size() == handed_out.size());
}

TEST_CASE("hopper: every change is published for the screens, each campaign's as its own") {
  test::FrozenServer frozen{kHopperStart};
  auto& server = frozen.server;
  const auto s = campaign_with_list(server, "Told Co", "o@told.test");
  const auto other = another_campaign(server, s, "Other");
  // The refills the two starts asked for have run (with no lead yet): none of them comes after the leads below.
  REQUIRE(test::eventually([&] {
    const auto job = test::job_named(server.app().scheduler(), dialer::jobs::kHopperRefillJob);
    return job.runs >= 1 && !job.running && (!job.next_run_at || *job.next_run_at > frozen.clock.now());
  }));
  // The hopper events of a campaign published so far (the bus keeps far more than this test makes).
  const auto published = [&](std::int64_t campaign) {
    const auto events = server.app().events().since(0);
    REQUIRE(events);
    int count = 0;
    for (const auto& event : *events) {
      const auto* changed = std::get_if<dialer::events::HopperChanged>(&event.payload);
      if (changed && changed->campaign_id == campaign) ++count;
    }
    return count;
  };
  const int at_start = published(s.campaign);
  const auto ada = lead_in(server, s, "Ada", "(212) 555-0121");
  const auto bo = lead_in(server, s, "Bo", "(212) 555-0122");
  CHECK(published(s.campaign) == at_start);  // a new lead is not in the hopper until a refill puts it there

  push(server, s, ada, 50);
  CHECK(published(s.campaign) == at_start + 1);
  REQUIRE(test::call(server, "PUT", s.path + "/" + std::to_string(ada), s.owner.token, R"({"priority":60})")->status ==
          200);
  CHECK(published(s.campaign) == at_start + 2);
  REQUIRE(test::call(server, "POST", s.path + "/claim", s.owner.token)->status == 200);
  CHECK(published(s.campaign) == at_start + 3);
  // A refused change tells nobody.
  CHECK(test::call(server, "PUT", s.path + "/" + std::to_string(bo), s.owner.token, R"({"priority":3})")->status ==
        404);
  CHECK(published(s.campaign) == at_start + 3);
  REQUIRE(test::call(server, "POST", s.path + "/refill", s.owner.token)->status == 200);
  CHECK(published(s.campaign) == at_start + 4);
  REQUIRE(test::call(server, "DELETE", s.path + "/" + std::to_string(bo), s.owner.token)->status == 204);
  CHECK(published(s.campaign) == at_start + 5);
  REQUIRE(test::call(server, "DELETE", s.path + "/" + std::to_string(ada), s.owner.token)->status == 204);
  CHECK(published(s.campaign) == at_start + 6);

  // The other campaign heard only of its own refill (Ada and Bo are in its list too).
  const int other_before = published(other.campaign);
  REQUIRE(test::call(server, "POST", other.path + "/refill", s.owner.token)->status == 200);
  CHECK(published(other.campaign) == other_before + 1);
  CHECK(published(s.campaign) == at_start + 6);
}
