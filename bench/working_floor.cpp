#include "working_floor.hpp"

#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <nlohmann/json.hpp>
#include <random>
#include <thread>

#include "event_stream_listeners.hpp"
#include "load_driver.hpp"
#include "twilio_signature.hpp"

namespace bench {
namespace {

using nlohmann::json;
using nlohmann::ordered_json;
using Clock = std::chrono::steady_clock;

constexpr double kDeliveryBudgetMs = 250;
constexpr double kLeadsPageBudgetMs = 15;
constexpr double kOverviewBudgetMs = 20;

// A change the bench made: the data line its event carries, and when its request was sent.
struct Change {
  std::string data;
  Clock::time_point sent;
};

class Changes {
 public:
  void add(std::string data, Clock::time_point sent) {
    std::lock_guard lock(mutex_);
    changes_.push_back({std::move(data), sent});
  }
  std::vector<Change> all() {
    std::lock_guard lock(mutex_);
    return changes_;
  }

 private:
  std::mutex mutex_;
  std::vector<Change> changes_;
};

// The agent.state event's data for the state a PUT /me/state answered (api/event_json.cpp).
std::string state_event(std::int64_t organization_id, const json& state) {
  return ordered_json{{"organizationId", organization_id},
                      {"agentId", state["agentId"]},
                      {"state", state["state"]},
                      {"campaignId", state["campaign"].is_object() ? state["campaign"]["id"] : json(nullptr)},
                      {"pauseReason", state["pauseReason"]},
                      {"since", state["since"]}}
      .dump();
}

// An agent's shift: ready, a while, a break, a while, ready again … until `until`.
void work(const WorkingFloor& floor, const WorkingFloor::Agent& agent, Clock::time_point until, Changes& changes,
          std::atomic<int>& failures) {
  std::mt19937 random(static_cast<unsigned>(agent.id));
  httplib::Client client("127.0.0.1", floor.port);
  client.set_keep_alive(true);
  client.set_tcp_nodelay(true);
  const httplib::Headers auth = {{"Authorization", "Bearer " + agent.token}};
  bool ready = false;
  while (Clock::now() < until) {
    ready = !ready;
    const std::string body = ready ? json{{"state", "ready"}, {"campaignId", agent.campaign_id}}.dump()
                                   : R"({"state":"paused","reason":"Break"})";
    const auto sent = Clock::now();
    const auto answer = client.Put("/api/v1/me/state", auth, body, "application/json");
    if (!answer || answer->status != 200) {
      if (failures++ == 0) std::fprintf(stderr, "agent state: %s\n", answer ? answer->body.c_str() : "no answer");
      continue;
    }
    changes.add(state_event(floor.organization_id, json::parse(answer->body)), sent);
    std::this_thread::sleep_for(std::chrono::milliseconds(1000 + random() % 2000));
  }
}

// Twilio's reports for the live calls `first`, `first + step` …: each call initiated, ringing, answered and
// completed, one report every 100 ms, until `until`.
void report_calls(const WorkingFloor& floor, std::size_t first, std::size_t step, Clock::time_point until, Changes& changes,
                  std::atomic<int>& failures) {
  httplib::Client client("127.0.0.1", floor.port);
  client.set_keep_alive(true);
  client.set_tcp_nodelay(true);
  const char* statuses[] = {"initiated", "ringing", "in-progress", "completed"};
  for (std::size_t i = first; i < floor.live_calls.size() && Clock::now() < until; i += step) {
    const auto& call = floor.live_calls[i];
    const std::string path = "/api/v1/twilio/status?call=" + std::to_string(call.id);
    for (int s = 0; s < 4; ++s) {
      std::vector<std::pair<std::string, std::string>> params = {
          {"AccountSid", floor.account_sid}, {"CallSid", call.sid}, {"CallStatus", statuses[s]},
          {"SequenceNumber", std::to_string(s)}, {"Direction", "outbound-api"}, {"ApiVersion", "2010-04-01"}};
      if (s == 3) params.emplace_back("CallDuration", "31");
      std::string body;
      for (const auto& [name, value] : params) body += (body.empty() ? "" : "&") + name + "=" + httplib::detail::encode_query_param(value);
      const httplib::Headers headers = {
          {"X-Twilio-Signature", twilio_signature(floor.auth_token, floor.public_url + path, params)}};
      const auto sent = Clock::now();
      const auto answer = client.Post(path, headers, body, "application/x-www-form-urlencoded");
      if (!answer || answer->status != 200) {
        if (failures++ == 0) std::fprintf(stderr, "callback: %s\n", answer ? answer->body.c_str() : "no answer");
      } else {
        changes.add(ordered_json{{"organizationId", floor.organization_id}, {"callId", call.id}, {"agentId", floor.live_agent},
                                 {"leadId", call.lead_id}, {"status", statuses[s]}}
                        .dump(),
                    sent);
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
  }
}

std::string row(const std::string& scenario, const std::string& measured, const std::string& budget, bool ok) {
  return "| " + scenario + " | " + measured + " | " + budget + " | " + (ok ? "ok" : "FAIL") + " |\n";
}

std::string latency_text(const LoadResult& r) {
  char buffer[160];
  std::snprintf(buffer, sizeof buffer, "p50 %.2f ms, p99 %.2f ms (%d requests, %d failed)", r.p50_ms, r.p99_ms, r.requests,
                r.failures);
  return buffer;
}

}  // namespace

bool run_working_floor(const WorkingFloor& floor, const WorkingFloorSize& size, std::string& table) {
  httplib::Client client("127.0.0.1", floor.port);
  const httplib::Headers auth = {{"Authorization", "Bearer " + floor.admin_token}};
  std::vector<std::string> tickets;
  for (int i = 0; i < size.streams; ++i) {
    const auto answer = client.Post("/api/v1/events/tickets", auth, "", "application/json");
    if (answer && answer->status == 201) tickets.push_back(json::parse(answer->body)["ticket"]);
  }
  std::fprintf(stderr, "opening %d event streams…\n", size.streams);
  EventStreamListeners listeners(floor.port);
  const int opened = listeners.open(tickets, "127.0.0.4");
  listeners.start();

  std::fprintf(stderr, "%zu agents at work for %d s…\n", floor.agents.size(), size.seconds);
  const auto duration = std::chrono::seconds(size.seconds);
  const auto until = Clock::now() + duration;
  Changes changes;
  std::atomic<int> failures{0};
  std::vector<std::thread> workers;
  for (const auto& agent : floor.agents) {
    workers.emplace_back([&, agent] { work(floor, agent, until, changes, failures); });
  }
  for (int s = 0; s < size.callback_senders; ++s) {
    workers.emplace_back([&, s] {
      report_calls(floor, static_cast<std::size_t>(s), static_cast<std::size_t>(size.callback_senders), until, changes, failures);
    });
  }
  // Meanwhile an admin's screens read, each on its own connection.
  LoadResult leads, overview;
  workers.emplace_back([&] {
    leads = run_load_for("leads page 1", floor.port, floor.admin_token, 1, 20, duration,
                         [](int) { return Request{"GET", "/api/v1/leads?page=1&limit=20", ""}; });
  });
  workers.emplace_back([&] {
    overview = run_load_for("overview", floor.port, floor.admin_token, 1, 20, duration,
                            [&](int) { return Request{"GET", floor.overview_path, ""}; });
  });
  for (auto& worker : workers) worker.join();
  std::this_thread::sleep_for(std::chrono::seconds(2));  // the last events on their way
  const int held = listeners.streams_open();
  listeners.stop();

  std::vector<double> delivery;
  long long missed = 0;
  const auto made = changes.all();
  for (const auto& change : made) {
    const auto arrived = listeners.arrivals(change.data);
    missed += opened - static_cast<long long>(arrived.size());
    for (const auto at : arrived) delivery.push_back(std::chrono::duration<double, std::milli>(at - change.sent).count());
  }
  std::sort(delivery.begin(), delivery.end());
  const double p99 = percentile_of(delivery, 0.99);
  char measured[240];
  std::snprintf(measured, sizeof measured,
                "%d of %d streams open throughout; %zu changes (agent states, call reports), %d failed requests", held, size.streams,
                made.size(), failures.load());
  const bool streams_ok = opened == size.streams && held == size.streams && failures == 0;
  table += row(std::to_string(size.streams) + " event streams while " + std::to_string(floor.agents.size()) +
                   " agents work and calls report for " + std::to_string(size.seconds) + " s",
               measured, "all held, no failed request", streams_ok);
  std::snprintf(measured, sizeof measured, "p50 %.1f ms, p99 %.1f ms, max %.1f ms (%zu deliveries), %lld missed",
                percentile_of(delivery, 0.5), p99, delivery.empty() ? 0.0 : delivery.back(), delivery.size(), missed);
  const bool delivery_ok = !delivery.empty() && missed == 0 && p99 <= kDeliveryBudgetMs;
  table += row("change → its event at every stream (from the request sent)", measured, "p99 ≤ 250 ms, none missed", delivery_ok);
  const bool leads_ok = leads.failures == 0 && leads.p99_ms <= kLeadsPageBudgetMs;
  table += row("meanwhile: leads page 1 (1 client)", latency_text(leads), "p99 ≤ 15 ms", leads_ok);
  const bool overview_ok = overview.failures == 0 && overview.p99_ms <= kOverviewBudgetMs;
  table += row("meanwhile: overview of today (1 client)", latency_text(overview), "p99 ≤ 20 ms", overview_ok);
  return streams_ok && delivery_ok && leads_ok && overview_ok;
}

}  // namespace bench
