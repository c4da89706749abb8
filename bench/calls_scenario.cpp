#include "calls_scenario.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <random>
#include <thread>
#include <tuple>
#include <vector>

#include "db/call_store.hpp"
#include "load_driver.hpp"
#include "nanp_numbers.hpp"
#include "support/process.hpp"
#include "support/temp_dir.hpp"
#include "trial_owner.hpp"
#include "twilio_signature.hpp"

namespace bench {
namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;

constexpr double kPageBudgetMs = 20;
constexpr double kAnalyticsBudgetMs = 50;
constexpr double kCallbackBudgetMs = 10;
constexpr double kCallbacksPerSecond = 2000;
constexpr const char* kPublic = "http://dialer.bench.test";
constexpr const char* kSid = "AC00000000000000000000000000bec0de";
constexpr const char* kToken = "bench-auth-token-0123456789abcdef";
constexpr std::int64_t kDayMs = 86'400'000;

std::string row(const std::string& scenario, const std::string& measured, const char* budget, bool ok) {
  return "| " + scenario + " | " + measured + " | " + budget + " | " + (ok ? "ok" : "FAIL") + " |\n";
}

std::string latency_text(const LoadResult& r) {
  char buffer[160];
  std::snprintf(buffer, sizeof buffer, "p50 %.2f ms, p99 %.2f ms, %.0f req/s (%d, %d failed)", r.p50_ms, r.p99_ms,
                r.requests_per_second, r.requests, r.failures);
  return buffer;
}

std::string signature(const std::string& url, std::vector<std::pair<std::string, std::string>> params) {
  return twilio_signature(kToken, url, std::move(params));
}

std::int64_t now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
}

std::string iso(std::int64_t ms) {
  const std::time_t seconds = ms / 1000;
  std::tm utc{};
  gmtime_r(&seconds, &utc);
  char buffer[32];
  std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return buffer;
}

struct Organization {
  std::int64_t id = 0;
  std::vector<std::int64_t> campaigns;
  std::vector<std::int64_t> agents;
  std::vector<std::pair<std::int64_t, std::string>> leads;  // id, E.164
};

// A year of calls written straight into the stopped server's database, with the hourly counts the server keeps
// for them, and `live` calls placed just now that Twilio has not reported on yet.
std::vector<std::int64_t> seed_calls(const std::string& db_path, const Organization& org, const CallsScenarioSize& size) {
  SQLite::Database db(db_path, SQLite::OPEN_READWRITE);
  db.exec("PRAGMA journal_mode = WAL");
  SQLite::Transaction tx(db);
  SQLite::Statement insert(db,
                           "INSERT INTO calls (organization_id, provider_sid, campaign_id, lead_id, agent_id, audio, "
                           "from_number, to_number, status, answered_by, created_at, answered_at, ended_at, "
                           "duration_seconds, talk_seconds, disposition_code, contact, conversion, updated_at) "
                           "VALUES (?, ?, ?, ?, ?, 'browser', '+12025550147', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  using Key = std::tuple<std::int64_t, std::int64_t, std::int64_t>;  // hour, campaign, agent
  std::map<Key, std::array<std::int64_t, 6>> counts;                 // calls, answered, human, contacts, conversions, talk
  std::mt19937_64 random(42);
  const std::int64_t end = now_ms() - kDayMs / 24;
  const std::int64_t start = end - 365 * kDayMs;
  const char* outcomes[] = {"no_answer", "no_answer", "busy", "voicemail", "not_interested", "interested", "sale", "callback"};
  for (std::int64_t i = 0; i < size.calls; ++i) {
    const std::int64_t created = start + (end - start) * i / size.calls;
    const auto& lead = org.leads[random() % org.leads.size()];
    const auto campaign = org.campaigns[random() % org.campaigns.size()];
    const auto agent = org.agents[random() % org.agents.size()];
    const bool answered = random() % 100 < 40;
    const bool human = answered && random() % 100 < 80;
    const int talk = answered ? static_cast<int>(random() % 600) : 0;
    const std::string outcome = !answered ? "no_answer" : !human ? "voicemail" : outcomes[4 + random() % 4];
    const bool contact = human;
    const bool conversion = outcome == "sale";
    char sid[40];
    std::snprintf(sid, sizeof sid, "CA%032lld", static_cast<long long>(i + 1));
    int k = 1;
    insert.bind(k++, org.id);
    insert.bind(k++, sid);
    insert.bind(k++, campaign);
    insert.bind(k++, lead.first);
    insert.bind(k++, agent);
    insert.bind(k++, lead.second);
    insert.bind(k++, answered ? "completed" : "no-answer");
    if (answered) {
      insert.bind(k++, human ? "human" : "machine");
    } else {
      insert.bind(k++);
    }
    insert.bind(k++, created);
    if (answered) {
      insert.bind(k++, created + 9000);
    } else {
      insert.bind(k++);
    }
    insert.bind(k++, created + 9000 + talk * 1000);
    insert.bind(k++, 9 + talk);
    if (answered) {
      insert.bind(k++, talk);
    } else {
      insert.bind(k++);
    }
    insert.bind(k++, outcome);
    insert.bind(k++, contact ? 1 : 0);
    insert.bind(k++, conversion ? 1 : 0);
    insert.bind(k++, created + 9000 + talk * 1000);
    insert.exec();
    insert.reset();
    auto& c = counts[{created / 3'600'000, campaign, agent}];
    c[0] += 1;
    c[1] += answered;
    c[2] += human;
    c[3] += contact;
    c[4] += conversion;
    c[5] += talk;
  }
  // Written as the server keeps them: the hourly rows and their roll-ups (db/call_rollup_store).
  for (const auto& [key, c] : counts) {
    dialer::model::CallHourCounts hour;
    std::tie(hour.hour, hour.campaign_id, hour.agent_id) = key;
    hour.counts = {c[0], c[1], c[2], c[3], c[4], 0, c[5]};
    dialer::db::add_call_counts(db, org.id, "+12025550147", hour);
  }
  std::vector<std::int64_t> live;
  SQLite::Statement queued(db,
                           "INSERT INTO calls (organization_id, campaign_id, lead_id, agent_id, audio, from_number, "
                           "to_number, status, created_at, updated_at) VALUES (?, ?, ?, ?, 'browser', '+12025550147', ?, "
                           "'queued', ?, ?)");
  for (int i = 0; i < size.live_calls; ++i) {
    const auto& lead = org.leads[static_cast<std::size_t>(i) % org.leads.size()];
    queued.bind(1, org.id);
    queued.bind(2, org.campaigns[0]);
    queued.bind(3, lead.first);
    queued.bind(4, org.agents[static_cast<std::size_t>(i) % org.agents.size()]);
    queued.bind(5, lead.second);
    queued.bind(6, now_ms());
    queued.bind(7, now_ms());
    queued.exec();
    queued.reset();
    live.push_back(db.getLastInsertRowid());
  }
  tx.commit();
  return live;
}

}  // namespace

bool run_calls_scenario(const std::string& binary, const CallsScenarioSize& size, std::string& table) {
  test::set_binary(binary);
  test::TempDir dir;
  const std::string db_path = dir.file("calls.db");
  const std::vector<std::string> args = {"--port", "0", "--db", db_path, "--public-url", kPublic};
  Organization org;
  {
    test::ServerProcess server(args);
    const auto owner = register_trial_owner(server.port(), "Call Floor", "Floor Owner", "owner@calls.test");
    if (!owner) return false;
    const httplib::Headers auth = {{"Authorization", "Bearer " + *owner}};
    httplib::Client client("127.0.0.1", server.port());
    client.set_read_timeout(600);
    std::string csv = "Name,Phone\n";
    for (int i = 0; i < size.leads; ++i) {
      csv += "Lead " + std::to_string(i) + "," + std::to_string(nanp_number(static_cast<std::uint64_t>(i))) + "\n";
    }
    auto imported = client.Post("/api/v1/leads/import", auth, csv, "text/csv");
    if (!imported || imported->status != 200) {
      std::fprintf(stderr, "import: %s\n", imported ? imported->body.c_str() : "no answer");
      return false;
    }
    for (int a = 0; a < size.agents; ++a) {
      auto created = client.Post("/api/v1/mayor/agents", auth,
                                 json{{"name", "Agent " + std::to_string(a)}, {"email", "agent" + std::to_string(a) + "@calls.test"},
                                      {"role", "agent"}, {"password", "benchmark1"}}.dump(),
                                 "application/json");
      if (!created || created->status != 201) return false;
      org.agents.push_back(json::parse(created->body)["id"].get<std::int64_t>());
    }
    for (int c = 0; c < size.campaigns; ++c) {
      auto created = client.Post("/api/v1/campaigns", auth, json{{"name", "Campaign " + std::to_string(c)}}.dump(),
                                 "application/json");
      if (!created || created->status != 201) return false;
      org.campaigns.push_back(json::parse(created->body)["id"].get<std::int64_t>());
    }
    auto saved = client.Put("/api/v1/telephony", auth, json{{"accountSid", kSid}, {"authToken", kToken}}.dump(),
                            "application/json");
    if (!saved || saved->status != 200) {
      std::fprintf(stderr, "telephony: %s\n", saved ? saved->body.c_str() : "no answer");
      return false;
    }
    server.stop(SIGTERM);
  }
  std::vector<std::int64_t> live;
  {
    SQLite::Database db(db_path, SQLite::OPEN_READONLY);
    SQLite::Statement who(db, "SELECT organization_id FROM telephony_accounts LIMIT 1");
    who.executeStep();
    org.id = who.getColumn(0).getInt64();
    SQLite::Statement leads(db, "SELECT id, phone_key FROM leads WHERE organization_id = ?");
    leads.bind(1, org.id);
    while (leads.executeStep()) org.leads.emplace_back(leads.getColumn(0).getInt64(), leads.getColumn(1).getString());
  }
  std::fprintf(stderr, "writing %lld calls…\n", static_cast<long long>(size.calls));
  live = seed_calls(db_path, org, size);

  test::ServerProcess server(args, {}, std::chrono::seconds(120));
  const int port = server.port();
  const auto signed_in = httplib::Client("127.0.0.1", port)
                             .Post("/api/v1/auth/login", json{{"email", "owner@calls.test"}, {"password", "benchmark1"}}.dump(),
                                   "application/json");
  if (!signed_in || signed_in->status != 200) return false;
  const std::string token = json::parse(signed_in->body)["token"];
  bool met = true;

  // The history: the first page, a filter of each kind, a week, and a page deep in the year.
  const std::string week = "from=" + iso(now_ms() - 7 * kDayMs) + "&to=" + iso(now_ms());
  const auto& lead = org.leads[7];
  const std::vector<std::pair<std::string, std::string>> pages = {
      {"first page", "/api/v1/calls?limit=50"},
      {"campaign", "/api/v1/calls?limit=50&campaignId=" + std::to_string(org.campaigns[1])},
      {"agent", "/api/v1/calls?limit=50&agentId=" + std::to_string(org.agents[3])},
      {"outcome sale", "/api/v1/calls?limit=50&outcome=sale"},
      {"phone", "/api/v1/calls?limit=50&phone=" + httplib::detail::encode_query_param(lead.second)},
      {"last 7 days", "/api/v1/calls?limit=50&" + week},
      {"half a year back", "/api/v1/calls?limit=50&after=" + std::to_string(now_ms() - 182 * kDayMs) + ".999999999"},
  };
  for (const auto& [name, path] : pages) {
    const auto result = run_load("history " + name, port, token, 4, size.page_requests, [&](int) { return Request{"GET", path, ""}; });
    const bool ok = result.failures == 0 && result.p99_ms <= kPageBudgetMs;
    met = met && ok;
    table += row("History at " + std::to_string(size.calls) + " calls: " + name, latency_text(result), "p99 ≤ 20 ms", ok);
  }
  const std::string month = "/api/v1/calls/analytics?from=" + iso(now_ms() - 30 * kDayMs) + "&to=" + iso(now_ms());
  auto analytics = run_load("analytics", port, token, 4, size.page_requests / 2, [&](int) { return Request{"GET", month, ""}; });
  bool ok = analytics.failures == 0 && analytics.p99_ms <= kAnalyticsBudgetMs;
  met = met && ok;
  table += row("Analytics of 30 days", latency_text(analytics), "p99 ≤ 50 ms", ok);

  // Twilio's reports: every live call initiated, ringing, answered and completed, in order per call, from
  // `clients` connections at once.
  std::fprintf(stderr, "status callbacks…\n");
  std::mutex mutex;
  std::vector<double> latencies;
  std::atomic<int> failures{0};
  std::vector<std::thread> senders;
  const auto started = Clock::now();
  for (int t = 0; t < size.clients; ++t) {
    senders.emplace_back([&, t] {
      httplib::Client client("127.0.0.1", port);
      client.set_keep_alive(true);
      client.set_tcp_nodelay(true);
      std::vector<double> mine;
      for (std::size_t i = static_cast<std::size_t>(t); i < live.size(); i += static_cast<std::size_t>(size.clients)) {
        const std::string path = "/api/v1/twilio/status?call=" + std::to_string(live[i]);
        char sid[40];
        std::snprintf(sid, sizeof sid, "CA%032lld", static_cast<long long>(9'000'000 + live[i]));
        const char* statuses[] = {"initiated", "ringing", "in-progress", "completed"};
        for (int s = 0; s < 4; ++s) {
          std::vector<std::pair<std::string, std::string>> params = {
              {"AccountSid", kSid}, {"CallSid", sid}, {"CallStatus", statuses[s]}, {"SequenceNumber", std::to_string(s)},
              {"Direction", "outbound-dial"}, {"ApiVersion", "2010-04-01"}};
          if (s == 3) params.emplace_back("CallDuration", "31");
          std::string body;
          for (const auto& [name, value] : params) {
            body += (body.empty() ? "" : "&") + name + "=" + httplib::detail::encode_query_param(value);
          }
          const httplib::Headers headers = {{"X-Twilio-Signature", signature(std::string(kPublic) + path, params)}};
          const auto at = Clock::now();
          auto res = client.Post(path, headers, body, "application/x-www-form-urlencoded");
          mine.push_back(std::chrono::duration<double, std::milli>(Clock::now() - at).count());
          if (!res || res->status != 200) {
            if (failures++ == 0) std::fprintf(stderr, "callback: %s\n", res ? res->body.c_str() : "no answer");
          }
        }
      }
      std::lock_guard lock(mutex);
      latencies.insert(latencies.end(), mine.begin(), mine.end());
    });
  }
  for (auto& sender : senders) sender.join();
  const double seconds = std::chrono::duration<double>(Clock::now() - started).count();
  std::sort(latencies.begin(), latencies.end());
  const double rate = static_cast<double>(latencies.size()) / seconds;
  const double p99 = percentile_of(latencies, 0.99);
  // Every call completed, durably: read back after the answers.
  int completed = 0;
  {
    SQLite::Database db(db_path, SQLite::OPEN_READONLY);
    SQLite::Statement s(db, "SELECT count(*) FROM calls WHERE id >= ? AND status = 'completed' AND talk_seconds = 31");
    s.bind(1, live.front());
    s.executeStep();
    completed = s.getColumn(0).getInt();
  }
  char measured[200];
  std::snprintf(measured, sizeof measured, "%.0f callbacks/s, p50 %.2f ms, p99 %.2f ms (%zu, %d failed, %d of %zu calls completed)",
                rate, percentile_of(latencies, 0.5), p99, latencies.size(), failures.load(), completed, live.size());
  ok = failures == 0 && rate >= kCallbacksPerSecond && p99 <= kCallbackBudgetMs && completed == static_cast<int>(live.size());
  met = met && ok;
  table += row("Signed status callbacks, " + std::to_string(size.clients) + " connections", measured,
               "≥ 2,000/s durable, p99 ≤ 10 ms", ok);
  return met;
}

}  // namespace bench
