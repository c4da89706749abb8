#include "hopper_scenario.hpp"

#include <httplib.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <mutex>
#include <nlohmann/json.hpp>
#include <set>
#include <thread>
#include <vector>

#include "load_driver.hpp"
#include "nanp_numbers.hpp"
#include "support/process.hpp"
#include "support/temp_dir.hpp"
#include "trial_owner.hpp"

namespace bench {
namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;

constexpr double kFunnelBudgetMs = 300;
constexpr double kRefillBudgetMs = 50;
constexpr double kClaimBudgetMs = 5;

// A fixed-offset zone where it is early afternoon now, so that the bench finds leads inside their window at any
// hour it runs (the IANA "Etc/GMT" names count the other way round).
std::string afternoon_zone() {
  const auto now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  int offset = 13 - utc.tm_hour;  // local = UTC + offset
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  if (offset == 0) return "Etc/UTC";
  return offset > 0 ? "Etc/GMT-" + std::to_string(offset) : "Etc/GMT+" + std::to_string(-offset);
}

std::string row(const std::string& scenario, const std::string& measured, const char* budget, bool ok) {
  return "| " + scenario + " | " + measured + " | " + budget + " | " + (ok ? "ok" : "FAIL") + " |\n";
}

double ms_since(Clock::time_point started) {
  return std::chrono::duration<double, std::milli>(Clock::now() - started).count();
}

std::string latencies(std::vector<double> ms) {
  std::sort(ms.begin(), ms.end());
  char buffer[128];
  std::snprintf(buffer, sizeof buffer, "p50 %.1f ms, p99 %.1f ms, max %.1f ms (%zu)", percentile_of(ms, 0.5),
                percentile_of(ms, 0.99), ms.back(), ms.size());
  return buffer;
}

double p99(std::vector<double> ms) {
  std::sort(ms.begin(), ms.end());
  return percentile_of(ms, 0.99);
}

bool stream_post(httplib::Client& client, const httplib::Headers& auth, const std::string& path,
                 const std::function<std::string()>& next_chunk, const char* type, json& answer) {
  auto res = client.Post(
      path, auth,
      [&](std::size_t, httplib::DataSink& sink) {
        const auto chunk = next_chunk();
        if (chunk.empty()) {
          sink.done();
        } else {
          sink.write(chunk.data(), chunk.size());
        }
        return true;
      },
      type);
  if (!res || res->status != 200) {
    std::fprintf(stderr, "%s failed: %s\n", path.c_str(), res ? res->body.c_str() : "no answer");
    return false;
  }
  answer = json::parse(res->body);
  return true;
}

}  // namespace

bool run_hopper_scenario(const std::string& binary, const HopperScenarioSize& size, std::string& table) {
  test::set_binary(binary);
  test::TempDir dir;
  test::ServerProcess server({"--port", "0", "--db", dir.file("hopper.db")});
  const auto owner = register_trial_owner(server.port(), "Hopper Calls", "Hopper Owner", "owner@hopper.test");
  if (!owner) return false;
  const httplib::Headers auth = {{"Authorization", "Bearer " + *owner}};
  httplib::Client client("127.0.0.1", server.port());
  client.set_read_timeout(3600);
  client.set_write_timeout(3600);

  // 1,000,000 leads in 10 lists: 70 % somewhere it is early afternoon, the rest placed by their area code; 60 % new,
  // 10 % callback (the statuses the campaign dials), the rest in others.
  const auto zone = afternoon_zone();
  std::fprintf(stderr, "importing %lld leads (%s)…\n", static_cast<long long>(size.leads), zone.c_str());
  std::int64_t sent = -1;
  json imported;
  if (!stream_post(client, auth, "/api/v1/leads/import", [&] {
        std::string chunk;
        if (sent < 0) {
          chunk = "Name,Phone,Status,List,Time Zone\n";
          sent = 0;
        }
        static const char* kStatuses[] = {"new", "new", "new", "new", "new", "new", "callback", "contacted",
                                          "interested", "not_interested"};
        for (; sent < size.leads && chunk.size() < 256 * 1024; ++sent) {
          const auto i = static_cast<std::uint64_t>(sent);
          chunk += "Lead " + std::to_string(i) + "," + std::to_string(nanp_number(i)) + "," + kStatuses[(i / 10) % 10] +
                   ",List " + std::to_string(1 + i % 10) + "," + (i % 10 < 7 ? zone : "") + "\n";
        }
        return chunk;
      }, "text/csv", imported)) {
    return false;
  }
  // 10,000,000 listed numbers; the last tenth of the leads are among them.
  std::fprintf(stderr, "importing %lld do-not-call numbers…\n", static_cast<long long>(size.dnc_numbers));
  const auto listed_from = static_cast<std::uint64_t>(size.leads - size.leads / 10);
  std::int64_t listed = 0;
  json dnc;
  if (!stream_post(client, auth, "/api/v1/dnc/import?fileName=registry.txt", [&] {
        std::string chunk;
        for (int i = 0; i < 80000 && listed < size.dnc_numbers; ++i, ++listed) {
          chunk += std::to_string(nanp_number(listed_from + static_cast<std::uint64_t>(listed))) + "\n";
        }
        return chunk;
      }, "text/plain", dnc)) {
    return false;
  }

  // 50 agents, signed in.
  std::vector<std::int64_t> agent_ids;
  std::vector<std::string> agent_tokens;
  for (int a = 0; a < size.agents; ++a) {
    const std::string email = "agent" + std::to_string(a) + "@hopper.test";
    auto created = client.Post("/api/v1/mayor/agents", auth,
                               json{{"name", "Agent " + std::to_string(a)}, {"email", email}, {"role", "agent"},
                                    {"password", "benchmark1"}}.dump(),
                               "application/json");
    auto signed_in = client.Post("/api/v1/auth/login", json{{"email", email}, {"password", "benchmark1"}}.dump(),
                                 "application/json");
    if (!created || created->status != 201 || !signed_in || signed_in->status != 200) {
      std::fprintf(stderr, "agent %d: %s %s\n", a, created ? created->body.c_str() : "", signed_in ? signed_in->body.c_str() : "");
      return false;
    }
    agent_ids.push_back(json::parse(created->body)["id"].get<std::int64_t>());
    agent_tokens.push_back(json::parse(signed_in->body)["token"].get<std::string>());
  }
  std::vector<std::int64_t> list_ids;
  for (const auto& list : json::parse(client.Get("/api/v1/lists", auth)->body)) list_ids.push_back(list["id"].get<std::int64_t>());
  auto created = client.Post("/api/v1/campaigns", auth,
                             json{{"name", "Everyone"}, {"listIds", list_ids}, {"callerId", "+12025550147"},
                                  {"agentIds", agent_ids}, {"hopperLevel", size.refill_level}}.dump(),
                             "application/json");
  if (!created || created->status != 201) {
    std::fprintf(stderr, "campaign: %s\n", created ? created->body.c_str() : "no answer");
    return false;
  }
  const auto campaign = "/api/v1/campaigns/" + std::to_string(json::parse(created->body)["id"].get<std::int64_t>());

  // The funnel: the first after a start reads every lead once; the next ones only what changed.
  std::fprintf(stderr, "funnel…\n");
  auto started = Clock::now();
  auto funnel = client.Get(campaign + "/funnel", auth);
  const double first_funnel_ms = ms_since(started);
  std::vector<double> funnel_ms;
  for (int i = 0; i < size.funnel_requests && funnel && funnel->status == 200; ++i) {
    started = Clock::now();
    funnel = client.Get(campaign + "/funnel", auth);
    funnel_ms.push_back(ms_since(started));
  }
  if (!funnel || funnel->status != 200) return false;
  const auto steps = json::parse(funnel->body)["steps"];
  const auto in_lists = steps[0]["leads"].get<std::int64_t>();
  const auto in_status = steps[1]["leads"].get<std::int64_t>();
  const auto with_number = steps[2]["leads"].get<std::int64_t>();
  const auto not_dnc = steps[3]["leads"].get<std::int64_t>();
  const auto dialable = steps[5]["leads"].get<std::int64_t>();
  // Every lead is in the lists and 70 % are new or callback; some generated numbers are not real ones (area codes
  // not in service); the last tenth of the leads are listed.
  const bool funnel_right = in_lists == size.leads && in_status == size.leads * 7 / 10 && with_number > 0 &&
                            not_dnc < with_number && not_dnc >= with_number - size.leads * 7 / 100 && dialable > 0;
  std::fprintf(stderr, "funnel: %s\n", steps.dump().c_str());

  // Refills of 500: the hopper emptied, then filled by "Refill now".
  if (client.Post(campaign + "/activate", auth, "", "application/json")->status != 200) return false;
  std::fprintf(stderr, "refills…\n");
  std::vector<double> refill_ms;
  bool refills_full = true;
  for (int round = 0; round < size.refill_rounds; ++round) {
    client.Delete(campaign + "/hopper", auth);
    started = Clock::now();
    auto refill = client.Post(campaign + "/hopper/refill", auth, "", "application/json");
    refill_ms.push_back(ms_since(started));
    if (!refill || refill->status != 200 || json::parse(refill->body)["waiting"].get<int>() != size.refill_level) {
      std::fprintf(stderr, "refill: %s\n", refill ? refill->body.c_str() : "no answer");
      refills_full = false;
    }
  }

  // 50 agents claim at once until the hopper's 500 are handed out.
  std::fprintf(stderr, "claims…\n");
  client.Delete(campaign + "/hopper", auth);
  client.Post(campaign + "/hopper/refill", auth, "", "application/json");
  std::mutex mutex;
  std::vector<double> claim_ms;
  std::vector<std::int64_t> claimed;
  std::vector<std::thread> agents;
  for (int a = 0; a < size.agents; ++a) {
    agents.emplace_back([&, a] {
      httplib::Client mine("127.0.0.1", server.port());
      const httplib::Headers bearer = {{"Authorization", "Bearer " + agent_tokens[static_cast<std::size_t>(a)]}};
      for (int i = 0; i < size.refill_level / size.agents; ++i) {
        const auto at = Clock::now();
        auto res = mine.Post(campaign + "/hopper/claim", bearer, "", "application/json");
        const double ms = ms_since(at);
        std::lock_guard lock(mutex);
        claim_ms.push_back(ms);
        if (res && res->status == 200) claimed.push_back(json::parse(res->body)["leadId"].get<std::int64_t>());
      }
    });
  }
  for (auto& agent : agents) agent.join();
  const auto handed_out = claimed.size();
  const auto distinct = std::set<std::int64_t>(claimed.begin(), claimed.end()).size();

  // A working day's pace: the 50 agents each take a lead every 1 to 2 seconds (some 35 claims a second, more than
  // a floor of preview agents asks for), from a hopper of 1,000.
  std::fprintf(stderr, "claims at a working pace…\n");
  client.Put(campaign, auth, json{{"hopperLevel", 1000}}.dump(), "application/json");
  client.Delete(campaign + "/hopper", auth);
  client.Post(campaign + "/hopper/refill", auth, "", "application/json");
  std::vector<double> paced_ms;
  std::vector<std::int64_t> paced;
  agents.clear();
  for (int a = 0; a < size.agents; ++a) {
    agents.emplace_back([&, a] {
      httplib::Client mine("127.0.0.1", server.port());
      const httplib::Headers bearer = {{"Authorization", "Bearer " + agent_tokens[static_cast<std::size_t>(a)]}};
      std::uint64_t seed = 0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(a + 1);
      const auto until = Clock::now() + std::chrono::seconds(size.paced_seconds);
      while (Clock::now() < until) {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        std::this_thread::sleep_for(std::chrono::milliseconds(1000 + (seed >> 33) % 1000));  // the call, the wrap-up
        const auto at = Clock::now();
        auto res = mine.Post(campaign + "/hopper/claim", bearer, "", "application/json");
        const double ms = ms_since(at);
        std::lock_guard lock(mutex);
        paced_ms.push_back(ms);
        if (res && res->status == 200) paced.push_back(json::parse(res->body)["leadId"].get<std::int64_t>());
      }
    });
  }
  for (auto& agent : agents) agent.join();
  const bool paced_right = paced.size() == paced_ms.size() &&
                           std::set<std::int64_t>(paced.begin(), paced.end()).size() == paced.size();

  char measured[256];
  std::snprintf(measured, sizeof measured, "first after a start %.0f ms; then ", first_funnel_ms);
  const bool funnel_ok = p99(funnel_ms) <= kFunnelBudgetMs && funnel_right;
  table += row("funnel of a 1,000,000-lead campaign (10 lists, 10,000,000 do-not-call numbers)",
               measured + latencies(funnel_ms) + (funnel_right ? "" : " (WRONG counts)"), "p99 ≤ 300 ms", funnel_ok);
  const bool refill_ok = p99(refill_ms) <= kRefillBudgetMs && refills_full;
  table += row("hopper refill of 500 leads (\"Refill now\" on an emptied hopper)",
               latencies(refill_ms) + (refills_full ? "" : " (NOT filled)"), "p99 ≤ 50 ms", refill_ok);
  const bool paced_ok = p99(paced_ms) <= kClaimBudgetMs && paced_right;
  std::snprintf(measured, sizeof measured, "; %zu handed out, %s", paced.size(), paced_right ? "all distinct" : "NOT all distinct");
  table += row("claim of the next lead, 50 agents each taking one every 1-2 s", latencies(paced_ms) + measured,
               "p99 ≤ 5 ms, never twice", paced_ok);
  // Every reservation is a durable commit and the server answers 8 requests at once: a burst of 50 waits for a
  // few commits in turn. Shown for what it is, not held to the budget.
  const bool claims_right = handed_out == static_cast<std::size_t>(size.refill_level) && distinct == handed_out;
  std::snprintf(measured, sizeof measured, "; %zu handed out, %zu distinct", handed_out, distinct);
  table += row("claim of the next lead, 50 agents all at the same moment (a burst, 10 each)",
               latencies(claim_ms) + measured, "never twice", claims_right);
  return funnel_ok && refill_ok && paced_ok && claims_right;
}

}  // namespace bench
