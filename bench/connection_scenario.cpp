#include "connection_scenario.hpp"

#include "trial_owner.hpp"

#include <httplib.h>
#include <signal.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>

#include "connection_crowd.hpp"
#include "lead_csv_generator.hpp"
#include "load_driver.hpp"
#include "support/process.hpp"
#include "support/temp_dir.hpp"

namespace bench {
namespace {

double rss_mib(pid_t pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(in, line)) {
    if (line.starts_with("VmRSS:")) return std::stod(line.substr(6)) / 1024.0;
  }
  return 0;
}

double percentile(std::vector<double> values, double p) {
  std::sort(values.begin(), values.end());
  return percentile_of(values, p);
}

// The normal client: one keep-alive connection asking for page 1 for at least `duration`.
LoadResult steady_client(const std::string& name, int port, const std::string& token, int per_round,
                         std::chrono::seconds duration) {
  return run_load_for(name, port, token, 1, per_round, duration,
                      [](int) { return Request{"GET", "/api/v1/leads?page=1&limit=20", ""}; });
}

std::string row(const std::string& scenario, const std::string& measured, const std::string& budget, bool met) {
  return "| " + scenario + " | " + measured + " | " + budget + " | " + (met ? "ok" : "FAIL") + " |\n";
}

std::string fixed(double value, int decimals = 2) {
  char text[32];
  std::snprintf(text, sizeof text, "%.*f", decimals, value);
  return text;
}

}  // namespace

bool run_connection_scenario(const std::string& binary, const ConnectionScenarioSize& size, std::string& table) {
  raise_descriptor_limit();
  test::set_binary(binary);
  test::TempDir dir;
  test::ServerProcess server({"--port", "0", "--db", dir.file("connections.db")});
  const int port = server.port();
  httplib::Client client("127.0.0.1", port);
  client.set_read_timeout(600);
  const auto owner = register_trial_owner(port, "Crowd Calls", "Crowd Owner", "owner@crowd.test");
  if (!owner) return false;
  const std::string token = *owner;
  const httplib::Headers auth = {{"Authorization", "Bearer " + token}};
  LeadCsvGenerator generator;
  std::string csv = LeadCsvGenerator::header();
  for (int i = 0; i < size.leads; ++i) csv += generator.row(static_cast<std::uint64_t>(i));
  if (const auto imported = client.Post("/api/v1/leads/import", auth, csv, "text/csv"); !imported || imported->status != 200) {
    std::fprintf(stderr, "import failed\n");
    return false;
  }

  run_load("warm-up", port, token, 1, 200, [](int) { return Request{"GET", "/api/v1/leads?page=1&limit=20", ""}; });
  const double rss_before = rss_mib(server.pid());
  // Both measured for 15 s: long enough for the server to give up on every slow-header connection at least
  // once (10 s deadline, one byte every 3 s) while the normal client keeps asking.
  const LoadResult idle = steady_client("leads, idle server", port, token, size.requests, std::chrono::seconds(15));

  std::fprintf(stderr, "opening %d streams, %d idle and %d slow-header connections…\n", size.streams, size.idle, size.slow);
  std::vector<std::string> tickets;
  for (int i = 0; i < size.streams; ++i) {
    const auto answer = client.Post("/api/v1/events/tickets", auth, "", "application/json");
    if (answer && answer->status == 201) tickets.push_back(nlohmann::json::parse(answer->body)["ticket"]);
  }
  ConnectionCrowd crowd(port);
  const int streams = crowd.open_streams(tickets, "127.0.0.4");
  const int idle_open = crowd.open_idle(size.idle, "127.0.0.3");
  crowd.open_slow(size.slow, "127.0.0.2", std::chrono::milliseconds(3000));
  crowd.start();
  std::this_thread::sleep_for(std::chrono::seconds(4));  // every slow connection has begun its head

  const LoadResult crowded = steady_client("leads, crowded server", port, token, size.requests, std::chrono::seconds(15));
  std::vector<double> delivery;
  int missing = 0;
  for (int i = 0; i < size.events; ++i) {
    const nlohmann::json lead = {{"firstName", "Crowd"}, {"lastName", "Event " + std::to_string(i)}};
    const auto sent_at = std::chrono::steady_clock::now();
    const auto created = client.Post("/api/v1/leads", auth, lead.dump(), "application/json");
    if (!created || created->status != 201) {
      ++missing;
      continue;
    }
    const auto id = nlohmann::json::parse(created->body)["id"].get<long long>();
    const auto found = crowd.arrivals("\"created\":[" + std::to_string(id) + "]", sent_at, std::chrono::seconds(5));
    missing += streams - static_cast<int>(found.size());
    delivery.insert(delivery.end(), found.begin(), found.end());
  }
  const double rss_crowded = rss_mib(server.pid());
  const int streams_left = crowd.streams_open();
  const int reconnects = crowd.slow_reconnects();
  crowd.stop();
  server.stop(SIGTERM);

  const double ratio = idle.p99_ms > 0 ? crowded.p99_ms / idle.p99_ms : 0;
  const bool held = streams == size.streams && idle_open == size.idle && streams_left == size.streams;
  const bool list_met = crowded.failures == 0 && crowded.p99_ms <= 2 * idle.p99_ms;
  const double delivery_p99 = percentile(delivery, 0.99);
  const bool delivery_met = missing == 0 && delivery_p99 <= 250;
  const bool rss_met = rss_crowded <= 128;
  table += row("crowd held open", std::to_string(streams) + " streams, " + std::to_string(idle_open) + " idle, " +
                                      std::to_string(size.slow) + " slow-header (" + std::to_string(reconnects) +
                                      " given up on by the server and reopened)",
               "all " + std::to_string(size.streams) + " / " + std::to_string(size.idle) + " held", held);
  table += row("leads page 1, idle server (1 client, " + std::to_string(idle.requests) + " requests in 15 s)",
               "p50 " + fixed(idle.p50_ms) + " ms, p99 " + fixed(idle.p99_ms) + " ms", "reference", idle.failures == 0);
  table += row("leads page 1, crowded server (1 client, " + std::to_string(crowded.requests) + " requests in 15 s)",
               "p50 " + fixed(crowded.p50_ms) + " ms, p99 " + fixed(crowded.p99_ms) + " ms (" + fixed(ratio) + " ×), " +
                   std::to_string(crowded.failures) + " failed",
               "p99 ≤ 2 × idle, none refused", list_met);
  table += row("event to all streams (" + std::to_string(size.events) + " creates)",
               "p50 " + fixed(percentile(delivery, 0.5)) + " ms, p99 " + fixed(delivery_p99) + " ms, " +
                   std::to_string(missing) + " missed",
               "p99 ≤ 250 ms, none missed", delivery_met);
  table += row("server RSS with the crowd", fixed(rss_crowded, 0) + " MiB (" + fixed(rss_before, 0) + " MiB before)",
               "≤ 128 MiB", rss_met);
  return held && list_met && delivery_met && rss_met && idle.failures == 0;
}

}  // namespace bench
