#include "dialer_scenario.hpp"

#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <deque>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <random>
#include <regex>
#include <set>
#include <thread>
#include <vector>

#include "load_driver.hpp"
#include "nanp_numbers.hpp"
#include "support/process.hpp"
#include "support/temp_dir.hpp"
#include "trial_owner.hpp"
#include "twilio_signature.hpp"

namespace bench {
namespace {

using nlohmann::json;
using Steady = std::chrono::steady_clock;
using Params = std::vector<std::pair<std::string, std::string>>;

constexpr double kReadyToCallBudgetMs = 100;
constexpr double kAnswerToAgentBudgetMs = 500;
constexpr const char* kPublic = "http://dialer.bench.test";
constexpr const char* kSid = "AC00000000000000000000000000d1a1e5";
constexpr const char* kToken = "bench-dialer-token-0123456789abcd";
constexpr const char* kCallerId = "+12025550147";

std::string signature(const std::string& url, std::vector<std::pair<std::string, std::string>> params) {
  return twilio_signature(kToken, url, std::move(params));
}

double ms_since(Steady::time_point t) { return std::chrono::duration<double, std::milli>(Steady::now() - t).count(); }

// A zone where it is early afternoon now: every lead is inside its calling window for the whole run.
std::string afternoon_zone() {
  const std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  int offset = 13 - utc.tm_hour;
  if (offset < -12) offset += 24;
  if (offset > 14) offset -= 24;
  if (offset == 0) return "Etc/GMT";
  // The Etc zones' signs are POSIX's: Etc/GMT-3 is three hours ahead of UTC.
  return std::string("Etc/GMT") + (offset > 0 ? "-" : "+") + std::to_string(std::abs(offset));
}

// Twilio's side: the REST API the server calls, and each placed call's life played back to the server.
class TwilioWorld {
 public:
  explicit TwilioWorld(const DialerScenarioSize& size) : size_(size) {
    api_.Get(R"(/2010-04-01/Accounts/([^/]+)/IncomingPhoneNumbers\.json)", [](const httplib::Request&, httplib::Response& res) {
      res.set_content(json{{"incoming_phone_numbers",
                            {{{"sid", "PN00000000000000000000000000000001"}, {"account_sid", kSid}, {"phone_number", kCallerId},
                              {"friendly_name", "Bench line"}, {"capabilities", {{"voice", true}, {"sms", true}}}}}},
                           {"next_page_uri", nullptr}}
                          .dump(),
                      "application/json");
    });
    api_.Post(R"(/2010-04-01/Accounts/([^/]+)/Calls\.json)", [this](const httplib::Request& req, httplib::Response& res) {
      placed(req, res);
    });
    port_ = api_.bind_to_any_port("127.0.0.1");
    listener_ = std::thread([this] { api_.listen_after_bind(); });
    api_.wait_until_ready();
  }
  ~TwilioWorld() {
    api_.stop();
    listener_.join();
  }
  int port() const { return port_; }
  // Before the first call: the server's port, and whose token answers for which agent.
  void connect_to(int server_port, std::map<std::int64_t, std::string> agent_tokens) {
    server_port_ = server_port;
    agent_tokens_ = std::move(agent_tokens);
  }

  // An agent said it is ready (and waits in its conference). The dialer keeps waiting agents x lines calls ringing
  // (docs/dialer.md, "Progressive and power dialing"): when that many ring already, the agent takes the next one
  // answered and no new line is owed; otherwise the next call placed is its line, and the time until it is measured.
  void agent_ready(Steady::time_point at) {
    std::lock_guard lock(mutex_);
    ++waiting_;
    if (waiting_ * size_.lines > ringing_ + static_cast<int>(owed_.size())) {
      owed_.push_back(at);
    } else {
      ++readies_with_lines_ringing_;
    }
  }
  void stop_placing() { stopping_ = true; }
  // Waits for every call in the air to end.
  void land() {
    std::vector<std::thread> calls;
    {
      std::lock_guard lock(mutex_);
      calls.swap(calls_);
    }
    for (auto& t : calls) t.join();
  }

  std::vector<double> ready_to_call_ms() const { return sorted(ready_to_call_); }
  std::vector<double> answer_to_agent_ms() const { return sorted(answer_to_agent_); }
  int placed_count() const { return static_cast<int>(numbers_.size()); }
  int duplicates() const { return duplicates_; }
  int abandoned() const { return abandoned_; }
  int humans() const { return humans_; }
  int connected() const { return connected_; }
  int failures() const { return failures_; }
  int readies_with_lines_ringing() const { return readies_with_lines_ringing_; }

 private:
  static std::vector<double> sorted(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v;
  }

  void placed(const httplib::Request& req, httplib::Response& res) {
    const auto now = Steady::now();
    const std::string sid = "CA" + std::string(24, '0') + std::to_string(100000 + next_sid_++);
    {
      std::lock_guard lock(mutex_);
      // The oldest line owed is the one this call fills.
      if (!owed_.empty()) {
        ready_to_call_.push_back(std::chrono::duration<double, std::milli>(now - owed_.front()).count());
        owed_.pop_front();
      }
      ++ringing_;
      if (!numbers_.insert(req.get_param_value("To")).second) ++duplicates_;
      if (!stopping_) {
        calls_.emplace_back([this, sid, url = req.get_param_value("Url"), status = req.get_param_value("StatusCallback")] {
          play(sid, url, status);
        });
      }
    }
    res.status = 201;
    res.set_content(json{{"sid", sid}, {"status", "queued"}}.dump(), "application/json");
  }

  // Posts the form to the server as Twilio does, signed for the public address.
  httplib::Result post(const std::string& public_url, const Params& params) {
    httplib::Client client("127.0.0.1", server_port_);
    client.set_tcp_nodelay(true);
    client.set_read_timeout(30);
    const httplib::Params form(params.begin(), params.end());
    return client.Post(public_url.substr(std::string(kPublic).size()), {{"X-Twilio-Signature", signature(public_url, params)}}, form);
  }

  void report(const std::string& status_url, const std::string& sid, int& sequence, const std::string& status, int seconds = 0) {
    Params p = {{"AccountSid", kSid}, {"CallSid", sid}, {"CallStatus", status}, {"SequenceNumber", std::to_string(sequence++)}};
    if (status == "completed") p.emplace_back("CallDuration", std::to_string(seconds));
    const auto res = post(status_url, p);
    if (!res || res->status != 200) ++failures_;
  }

  // Bench milliseconds for `real_seconds` of a real call.
  std::chrono::milliseconds compressed(double real_seconds) const {
    return std::chrono::milliseconds(static_cast<long>(real_seconds * 1000 / size_.compression));
  }

  void play(const std::string& sid, const std::string& url, const std::string& status_url) {
    thread_local std::mt19937 random(std::random_device{}());
    int sequence = 0;
    report(status_url, sid, sequence, "initiated");
    report(status_url, sid, sequence, "ringing");
    const double roll = std::uniform_real_distribution<double>(0, 1)(random);
    const double ring = std::uniform_real_distribution<double>(8, 30)(random);
    std::this_thread::sleep_for(compressed(ring));
    if (roll >= 0.5) {
      std::this_thread::sleep_for(compressed(30 - ring > 0 ? 30 - ring : 0));
      report(status_url, sid, sequence, roll < 0.9 ? "no-answer" : "busy");
      stopped_ringing(false);
      return;
    }
    const bool human = roll < 0.3;
    report(status_url, sid, sequence, "in-progress");
    const auto asked = Steady::now();
    const auto answer = post(url, {{"AccountSid", kSid}, {"CallSid", sid}, {"CallStatus", "in-progress"},
                                   {"AnsweredBy", human ? "human" : "machine_start"}});
    if (!answer || answer->status != 200) {
      ++failures_;
      return;
    }
    std::smatch agent;
    const bool connected = human && std::regex_search(answer->body, agent, std::regex("-agent([0-9]+)</Conference>"));
    stopped_ringing(connected);
    if (!human) {
      report(status_url, sid, sequence, "completed", 4);
      return;
    }
    ++humans_;
    if (!connected) {
      ++abandoned_;
      report(status_url, sid, sequence, "completed", 9);
      return;
    }
    {
      std::lock_guard lock(mutex_);
      answer_to_agent_.push_back(ms_since(asked));
    }
    ++connected_;
    // Talk: a lognormal spread around two minutes, from 20 seconds to 20 minutes.
    const double talk = std::clamp(std::lognormal_distribution<double>(std::log(120.0), 0.7)(random), 20.0, 1200.0);
    std::this_thread::sleep_for(compressed(talk));
    report(status_url, sid, sequence, "completed", static_cast<int>(talk));
    const std::string call_id = url.substr(url.find("call=") + 5, url.find('&') - url.find("call=") - 5);
    const auto token = agent_tokens_.at(std::stoll(agent[1].str()));
    httplib::Client client("127.0.0.1", server_port_);
    client.set_tcp_nodelay(true);
    const httplib::Headers auth = {{"Authorization", "Bearer " + token}};
    const auto disposed = client.Post("/api/v1/calls/" + call_id + "/disposition", auth,
                                      json{{"code", talk > 180 ? "interested" : "not_interested"}}.dump(), "application/json");
    const auto ready = client.Put("/api/v1/me/state", auth, R"({"state":"ready"})", "application/json");
    if (!disposed || disposed->status != 200 || !ready || ready->status != 200) {
      ++failures_;
      return;
    }
    agent_ready(Steady::now());
  }

  // A placed call no longer rings: it ended, a machine took it, it was abandoned, or it went to an agent who then
  // waits no more.
  void stopped_ringing(bool to_agent) {
    std::lock_guard lock(mutex_);
    --ringing_;
    if (to_agent) --waiting_;
  }

  DialerScenarioSize size_;
  std::map<std::int64_t, std::string> agent_tokens_;
  httplib::Server api_;
  int port_ = 0;
  int server_port_ = 0;
  std::thread listener_;
  mutable std::mutex mutex_;
  std::deque<Steady::time_point> owed_;
  int waiting_ = 0;
  int ringing_ = 0;
  int readies_with_lines_ringing_ = 0;
  std::vector<double> ready_to_call_;
  std::vector<double> answer_to_agent_;
  std::set<std::string> numbers_;
  std::vector<std::thread> calls_;
  std::atomic<int> next_sid_{0};
  std::atomic<bool> stopping_{false};
  std::atomic<int> duplicates_{0};
  std::atomic<int> abandoned_{0};
  std::atomic<int> humans_{0};
  std::atomic<int> connected_{0};
  std::atomic<int> failures_{0};
};

std::string row(const std::string& scenario, const std::string& measured, const char* budget, bool ok) {
  return "| " + scenario + " | " + measured + " | " + budget + " | " + (ok ? "ok" : "FAIL") + " |\n";
}

std::string percentiles(const std::vector<double>& sorted) {
  char buffer[160];
  std::snprintf(buffer, sizeof buffer, "p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms (%zu)", percentile_of(sorted, 0.5),
                percentile_of(sorted, 0.95), percentile_of(sorted, 0.99), sorted.empty() ? 0.0 : sorted.back(), sorted.size());
  return buffer;
}

}  // namespace

bool run_dialer_scenario(const std::string& binary, const DialerScenarioSize& size, std::string& table) {
  test::set_binary(binary);
  test::TempDir dir;
  TwilioWorld world(size);
  test::ServerProcess server({"--port", "0", "--db", dir.file("dialer.db"), "--public-url", kPublic, "--twilio-base-url",
                              "http://127.0.0.1:" + std::to_string(world.port()), "--twilio-calls-per-second", "100"});
  const int port = server.port();
  const auto owner = register_trial_owner(port, "Power Floor", "Floor Owner", "owner@dialer.test");
  if (!owner) return false;
  const httplib::Headers auth = {{"Authorization", "Bearer " + *owner}};
  httplib::Client client("127.0.0.1", port);
  client.set_read_timeout(600);
  const auto ok = [](const httplib::Result& r, int status, const char* what) {
    if (r && r->status == status) return true;
    std::fprintf(stderr, "%s: %s\n", what, r ? r->body.c_str() : "no answer");
    return false;
  };
  if (!ok(client.Put("/api/v1/telephony", auth, json{{"accountSid", kSid}, {"authToken", kToken}}.dump(), "application/json"), 200,
          "telephony") ||
      !ok(client.Post("/api/v1/phone-numbers/sync", auth, "", "application/json"), 200, "numbers")) {
    return false;
  }
  const auto list_made = client.Post("/api/v1/lists", auth, R"({"name":"Bench"})", "application/json");
  if (!ok(list_made, 201, "list")) return false;
  const std::int64_t list = json::parse(list_made->body)["id"];
  const std::string zone = afternoon_zone();
  std::string csv = "Name,Phone,Timezone\n";
  for (int i = 0; i < size.leads; ++i) {
    csv += "Lead " + std::to_string(i) + "," + std::to_string(nanp_number(static_cast<std::uint64_t>(i))) + "," + zone + "\n";
  }
  if (!ok(client.Post("/api/v1/leads/import?listId=" + std::to_string(list), auth, csv, "text/csv"), 200, "import")) return false;
  std::map<std::int64_t, std::string> tokens;
  json agent_ids = json::array();
  for (int a = 0; a < size.agents; ++a) {
    const std::string email = "agent" + std::to_string(a) + "@dialer.test";
    const auto made = client.Post("/api/v1/mayor/agents", auth,
                                  json{{"name", "Agent " + std::to_string(a)}, {"email", email}, {"role", "agent"},
                                       {"password", "benchmark1"}}.dump(),
                                  "application/json");
    if (!ok(made, 201, "agent")) return false;
    const std::int64_t id = json::parse(made->body)["id"];
    const auto login = client.Post("/api/v1/auth/login", json{{"email", email}, {"password", "benchmark1"}}.dump(), "application/json");
    if (!ok(login, 200, "login")) return false;
    tokens[id] = json::parse(login->body)["token"];
    agent_ids.push_back(id);
  }
  world.connect_to(port, tokens);
  const auto campaign_made = client.Post(
      "/api/v1/campaigns", auth,
      json{{"name", "Power hour"}, {"listIds", {list}}, {"callerId", kCallerId}, {"agentIds", agent_ids}, {"dialMode", "power"},
           {"linesPerAgent", size.lines}, {"machineDetection", true}, {"wrapUpSeconds", 0}, {"hopperLevel", 1000}}
          .dump(),
      "application/json");
  if (!ok(campaign_made, 201, "campaign")) return false;
  const std::int64_t campaign = json::parse(campaign_made->body)["id"];
  if (!ok(client.Post("/api/v1/campaigns/" + std::to_string(campaign) + "/activate", auth, "", "application/json"), 200,
          "activate")) {
    return false;
  }

  // The shift starts: every agent goes ready and its browser joins its conference (played here as Twilio would).
  const auto started = Steady::now();
  for (const auto& [id, token] : tokens) {
    httplib::Client agent("127.0.0.1", port);
    const auto ready = agent.Put("/api/v1/me/state", {{"Authorization", "Bearer " + token}},
                                 json{{"state", "ready"}, {"campaignId", campaign}}.dump(), "application/json");
    if (!ok(ready, 200, "ready")) return false;
    const std::string voice = std::string(kPublic) + "/api/v1/twilio/voice";
    const Params join = {{"AccountSid", kSid}, {"CallSid", "CA" + std::string(26, '1') + std::to_string(100000 + id)},
                         {"From", "client:agent-" + std::to_string(id)}, {"conference", "1"}};
    httplib::Params form(join.begin(), join.end());
    const auto joined = agent.Post("/api/v1/twilio/voice", {{"X-Twilio-Signature", signature(voice, join)}}, form);
    if (!ok(joined, 200, "conference")) return false;
    world.agent_ready(Steady::now());
  }
  // Heartbeats every 20 s, as the agents' browsers send them.
  std::atomic<bool> shift_over{false};
  std::thread heartbeats([&] {
    while (!shift_over) {
      for (const auto& [id, token] : tokens) {
        httplib::Client agent("127.0.0.1", port);
        agent.Post("/api/v1/me/heartbeat", {{"Authorization", "Bearer " + token}}, "", "application/json");
      }
      for (int i = 0; i < 200 && !shift_over; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
  });
  while (ms_since(started) < size.seconds * 1000.0) std::this_thread::sleep_for(std::chrono::milliseconds(200));
  // Closing time: agents pause (the dialer stops), the calls in the air end.
  for (const auto& [id, token] : tokens) {
    httplib::Client agent("127.0.0.1", port);
    agent.Put("/api/v1/me/state", {{"Authorization", "Bearer " + token}}, R"({"state":"paused","reason":"Break"})",
              "application/json");
  }
  world.stop_placing();
  world.land();
  shift_over = true;
  heartbeats.join();

  // What the product says against what the stub saw.
  const auto iso = [](std::chrono::system_clock::time_point t) {
    const std::time_t seconds = std::chrono::system_clock::to_time_t(t);
    std::tm utc{};
    gmtime_r(&seconds, &utc);
    char buffer[32];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", &utc);
    return std::string(buffer);
  };
  const auto now = std::chrono::system_clock::now();
  const auto day = client.Get("/api/v1/calls/analytics?from=" + iso(now - std::chrono::hours(24)) +
                                  "&to=" + iso(now + std::chrono::hours(1)) + "&campaignId=" + std::to_string(campaign),
                              auth);
  if (!ok(day, 200, "analytics")) return false;
  const auto totals = json::parse(day->body)["totals"];
  const int reported_abandoned = totals["abandoned"].get<int>();
  const auto ready_to_call = world.ready_to_call_ms();
  const auto answer_to_agent = world.answer_to_agent_ms();
  bool met = true;
  const auto add = [&](const std::string& scenario, const std::string& measured, const char* budget, bool fine) {
    table += row(scenario, measured, budget, fine);
    met = met && fine;
  };
  char line[200];
  std::snprintf(line, sizeof line, "%d calls placed, %d answered by a person, %d connected, %d abandoned; %d failed requests",
                world.placed_count(), world.humans(), world.connected(), world.abandoned(), world.failures());
  add("power hour: " + std::to_string(size.agents) + " agents x " + std::to_string(size.lines) + " lines, " +
          std::to_string(size.seconds) + " s for an hour",
      line, "no failed request", world.failures() == 0);
  std::snprintf(line, sizeof line, "; %d more readies found their lines ringing already", world.readies_with_lines_ringing());
  add("agent ready → next call placed", percentiles(ready_to_call) + line, "p99 ≤ 100 ms",
      !ready_to_call.empty() && percentile_of(ready_to_call, 0.99) <= kReadyToCallBudgetMs);
  add("answered by a person → agent connected", percentiles(answer_to_agent), "p99 ≤ 500 ms",
      !answer_to_agent.empty() && percentile_of(answer_to_agent, 0.99) <= kAnswerToAgentBudgetMs);
  std::snprintf(line, sizeof line, "product %d, stub %d (%.1f %% of %d answered by a person)", reported_abandoned,
                world.abandoned(), world.humans() > 0 ? 100.0 * world.abandoned() / world.humans() : 0.0, world.humans());
  add("abandoned calls: the product's count", line, "equal to the stub's", reported_abandoned == world.abandoned());
  add("leads dialed twice", std::to_string(world.duplicates()), "0", world.duplicates() == 0);
  server.stop(SIGTERM);
  return met;
}

}  // namespace bench
