#include "overview_scenario.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <thread>
#include <nlohmann/json.hpp>

#include "call_year.hpp"
#include "connection_crowd.hpp"
#include "dialer/iso_time.hpp"
#include "load_driver.hpp"
#include "nanp_numbers.hpp"
#include "process_memory.hpp"
#include "support/process.hpp"
#include "support/temp_dir.hpp"
#include "trial_owner.hpp"
#include "working_floor.hpp"

namespace bench {
namespace {

using nlohmann::json;

constexpr double kOverviewBudgetMs = 20;
constexpr const char* kPublic = "http://dialer.bench.test";
constexpr const char* kSid = "AC00000000000000000000000000a11ce5";
constexpr const char* kToken = "bench-overview-token-0123456789ab";
constexpr const char* kCallerId = "+12025550147";
constexpr const char* kOwner = "owner@overview.test";
constexpr std::int64_t kDayMs = 86'400'000;

std::string iso(std::int64_t ms) {
  return dialer::iso8601_utc(std::chrono::system_clock::time_point(std::chrono::milliseconds(ms)));
}

std::string row(const std::string& scenario, const std::string& measured, const std::string& budget, bool ok) {
  return "| " + scenario + " | " + measured + " | " + budget + " | " + (ok ? "ok" : "FAIL") + " |\n";
}

bool answered(const httplib::Result& r, int status, const char* what) {
  if (r && r->status == status) return true;
  std::fprintf(stderr, "%s: %s\n", what, r ? r->body.c_str() : "no answer");
  return false;
}

std::string sign_in(int port, const std::string& email) {
  const auto r = httplib::Client("127.0.0.1", port)
                     .Post("/api/v1/auth/login", json{{"email", email}, {"password", "benchmark1"}}.dump(), "application/json");
  return answered(r, 200, "sign-in") ? json::parse(r->body)["token"].get<std::string>() : "";
}

std::string agent_email(int a) { return "agent" + std::to_string(a) + "@overview.test"; }

// Through the API: the lists and their leads, the agents, the running campaigns (agent a works campaign a % n)
// and the Twilio account the callbacks are signed for.
bool build_centre(int port, const OverviewScenarioSize& size, std::vector<std::int64_t>& campaigns,
                  std::vector<std::pair<std::int64_t, std::size_t>>& agents) {
  const auto owner = register_trial_owner(port, "Overview Floor", "Floor Owner", kOwner);
  if (!owner) return false;
  const httplib::Headers auth = {{"Authorization", "Bearer " + *owner}};
  httplib::Client client("127.0.0.1", port);
  client.set_read_timeout(600);
  for (int a = 0; a < size.agents; ++a) {
    const auto made = client.Post("/api/v1/mayor/agents", auth,
                                  json{{"name", "Agent " + std::to_string(a)}, {"email", agent_email(a)}, {"role", "agent"},
                                       {"password", "benchmark1"}}.dump(),
                                  "application/json");
    if (!answered(made, 201, "agent")) return false;
    agents.emplace_back(json::parse(made->body)["id"].get<std::int64_t>(), static_cast<std::size_t>(a % size.campaigns));
  }
  for (int c = 0; c < size.campaigns; ++c) {
    const auto list = client.Post("/api/v1/lists", auth, json{{"name", "List " + std::to_string(c)}}.dump(), "application/json");
    if (!answered(list, 201, "list")) return false;
    const std::int64_t list_id = json::parse(list->body)["id"];
    std::string csv = "Name,Phone\n";
    for (int i = 0; i < size.leads_per_campaign; ++i) {
      const auto n = static_cast<std::uint64_t>(c * size.leads_per_campaign + i);
      csv += "Lead " + std::to_string(n) + "," + std::to_string(nanp_number(n)) + "\n";
    }
    if (!answered(client.Post("/api/v1/leads/import?listId=" + std::to_string(list_id), auth, csv, "text/csv"), 200, "import")) {
      return false;
    }
    json assigned = json::array();
    for (const auto& [id, campaign] : agents) {
      if (campaign == static_cast<std::size_t>(c)) assigned.push_back(id);
    }
    const auto made = client.Post("/api/v1/campaigns", auth,
                                  json{{"name", "Campaign " + std::to_string(c)}, {"listIds", {list_id}}, {"callerId", kCallerId},
                                       {"agentIds", assigned}}.dump(),
                                  "application/json");
    if (!answered(made, 201, "campaign")) return false;
    campaigns.push_back(json::parse(made->body)["id"].get<std::int64_t>());
    if (!answered(client.Post("/api/v1/campaigns/" + std::to_string(campaigns.back()) + "/activate", auth, "", "application/json"),
                  200, "activate")) {
      return false;
    }
  }
  return answered(client.Put("/api/v1/telephony", auth, json{{"accountSid", kSid}, {"authToken", kToken}}.dump(), "application/json"),
                  200, "telephony");
}

// What the stopped server's file says of the organization: its id, the owner's, and each campaign's leads.
void read_centre(const std::string& db_path, CallCentre& centre, std::int64_t& owner_id) {
  SQLite::Database db(db_path, SQLite::OPEN_READONLY);
  SQLite::Statement who(db, "SELECT id, organization_id FROM users WHERE email = ?");
  who.bind(1, kOwner);
  who.executeStep();
  owner_id = who.getColumn(0).getInt64();
  centre.organization_id = who.getColumn(1).getInt64();
  for (const auto campaign : centre.campaigns) {
    SQLite::Statement leads(db, "SELECT l.id, l.phone_key FROM leads l JOIN campaign_lists cl ON cl.list_id = l.list_id "
                                "WHERE cl.campaign_id = ?");
    leads.bind(1, campaign);
    auto& mine = centre.leads.emplace_back();
    while (leads.executeStep()) mine.emplace_back(leads.getColumn(0).getInt64(), leads.getColumn(1).getString());
  }
}

// The calls the kept counts of a range should add up to, counted from the calls themselves.
std::int64_t calls_placed(const std::string& db_path, std::int64_t organization_id, std::int64_t from_ms, std::int64_t to_ms) {
  SQLite::Database db(db_path, SQLite::OPEN_READONLY);
  SQLite::Statement s(db, "SELECT count(*) FROM calls WHERE organization_id = ? AND created_at >= ? AND created_at < ? "
                          "AND provider_sid IS NOT NULL");
  s.bind(1, organization_id);
  s.bind(2, from_ms);
  s.bind(3, to_ms);
  s.executeStep();
  return s.getColumn(0).getInt64();
}

// The compliance export of one campaign holding every call of the year (the calls moved into it while the server is
// stopped): streamed a page at a time, the server's memory must stay flat however many calls it writes. Its resident
// memory is sampled through the stream; the rows are counted as they arrive and must equal the calls.
bool measure_compliance_export(const std::vector<std::string>& args, const std::string& db_path,
                               std::int64_t campaign_id, std::string& table) {
  std::int64_t calls = 0;
  {
    SQLite::Database db(db_path, SQLite::OPEN_READWRITE);
    SQLite::Statement move(db, "UPDATE calls SET campaign_id = ?");
    move.bind(1, campaign_id);
    move.exec();
    calls = db.execAndGet("SELECT count(*) FROM calls").getInt64();
  }
  test::ServerProcess server(args, {}, std::chrono::seconds(120));
  const std::string token = sign_in(server.port(), kOwner);
  if (token.empty()) return false;
  const double before = proc_status_mib(server.pid(), "VmRSS");
  std::atomic<bool> streaming{true};
  std::atomic<double> peak{before};
  std::thread sampler([&] {
    while (streaming) {
      peak = std::max(peak.load(), proc_status_mib(server.pid(), "VmRSS"));
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  });
  httplib::Client client("127.0.0.1", server.port());
  client.set_read_timeout(std::chrono::minutes(5));
  std::int64_t rows = -1;  // the header row
  std::size_t bytes = 0;
  const auto started = std::chrono::steady_clock::now();
  const auto answer = client.Get("/api/v1/campaigns/" + std::to_string(campaign_id) + "/compliance/export?format=csv",
                                 {{"Authorization", "Bearer " + token}}, [&](const char* data, std::size_t length) {
                                   bytes += length;
                                   rows += std::count(data, data + length, '\n');
                                   return true;
                                 });
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  streaming = false;
  sampler.join();
  server.stop(SIGTERM);
  const double grew = peak - before;
  const bool ok = answer && answer->status == 200 && rows == calls && grew < 64;
  char measured[200];
  std::snprintf(measured, sizeof measured, "%lld rows (%lld calls), %.0f MiB in %.1f s; server RSS %.0f MiB before, peak %.0f MiB",
                static_cast<long long>(rows), static_cast<long long>(calls), static_cast<double>(bytes) / 1048576.0, seconds,
                before, peak.load());
  table += row("compliance export (CSV) of one campaign's " + std::to_string(calls) + " calls", measured,
               "every call, RSS grows < 64 MiB", ok);
  return ok;
}

}  // namespace

bool run_overview_scenario(const std::string& binary, const OverviewScenarioSize& size, std::string& table) {
  raise_descriptor_limit();
  test::set_binary(binary);
  test::TempDir dir;
  const std::string db_path = dir.file("overview.db");
  const std::vector<std::string> args = {"--port", "0", "--db", db_path, "--public-url", kPublic};
  CallCentre centre;
  centre.caller_id = kCallerId;
  {
    test::ServerProcess server(args);
    std::fprintf(stderr, "building the centre: %d agents, %d campaigns…\n", size.agents, size.campaigns);
    if (!build_centre(server.port(), size, centre.campaigns, centre.agents)) return false;
    server.stop(SIGTERM);
  }
  std::int64_t owner_id = 0;
  read_centre(db_path, centre, owner_id);
  std::fprintf(stderr, "writing %lld calls…\n", static_cast<long long>(size.calls));
  const auto live = seed_call_year(db_path, centre, {size.calls, size.live_calls}, owner_id);

  test::ServerProcess server(args, {}, std::chrono::seconds(120));
  const int port = server.port();
  const std::string token = sign_in(port, kOwner);
  if (token.empty()) return false;
  bool met = true;

  // The screen asks for the viewer's day, and the 30 days up to its end per day of the viewer's zone: here New York's
  // in winter, five hours behind UTC, so each range has part-days at both ends of the UTC days the roll-ups are kept in.
  const auto now = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
  constexpr std::int64_t kViewerBehindMs = 5 * 3'600'000;
  const std::int64_t midnight = (now - kViewerBehindMs) / kDayMs * kDayMs + kViewerBehindMs;
  const std::string today = "/api/v1/overview?from=" + iso(midnight) + "&to=" + iso(midnight + kDayMs);
  const std::int64_t month_from = midnight - 29 * kDayMs;
  const std::string month =
      "/api/v1/overview?from=" + iso(month_from) + "&to=" + iso(midnight + kDayMs) + "&per=day&tz=America%2FNew_York";
  run_load("warm-up", port, token, 1, 20, [&](int) { return Request{"GET", today, ""}; });
  for (const auto& [name, path] : {std::pair{"today", today}, std::pair{"the last 30 days", month}}) {
    const auto r = run_load(name, port, token, size.clients, size.requests, [&](int) { return Request{"GET", path, ""}; });
    char measured[160];
    std::snprintf(measured, sizeof measured, "p50 %.2f ms, p99 %.2f ms, %.0f req/s (%d, %d failed)", r.p50_ms, r.p99_ms,
                  r.requests_per_second, r.requests, r.failures);
    const bool ok = r.failures == 0 && r.p99_ms <= kOverviewBudgetMs;
    met = met && ok;
    table += row("overview at " + std::to_string(size.calls) + " calls: " + name + " (" + std::to_string(size.clients) +
                     " clients)",
                 measured, "p99 ≤ 20 ms", ok);
  }
  // The kept counts add up to the calls: what the overview shows for 30 days is what the calls table holds.
  const auto answer = httplib::Client("127.0.0.1", port).Get(month, {{"Authorization", "Bearer " + token}});
  const auto shown = answered(answer, 200, "overview") ? json::parse(answer->body)["totals"]["calls"].get<std::int64_t>() : -1;
  const auto counted = calls_placed(db_path, centre.organization_id, month_from, midnight + kDayMs);
  met = met && shown == counted;
  table += row("overview's calls of 30 days against the calls table", std::to_string(shown) + " shown, " +
                                                                          std::to_string(counted) + " in the table",
               "equal", shown == counted);

  WorkingFloor floor;
  floor.port = port;
  floor.admin_token = token;
  floor.organization_id = centre.organization_id;
  floor.live_agent = owner_id;
  floor.live_calls = live;
  floor.public_url = kPublic;
  floor.auth_token = kToken;
  floor.account_sid = kSid;
  floor.overview_path = today;
  for (int a = 0; a < size.agents; ++a) {
    const auto& [id, campaign] = centre.agents[static_cast<std::size_t>(a)];
    const std::string agent_token = sign_in(port, agent_email(a));
    if (agent_token.empty()) return false;
    floor.agents.push_back({id, agent_token, centre.campaigns[campaign]});
  }
  met = run_working_floor(floor, WorkingFloorSize{}, table) && met;
  server.stop(SIGTERM);
  return measure_compliance_export(args, db_path, centre.campaigns[0], table) && met;
}

}  // namespace bench
