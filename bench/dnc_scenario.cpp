#include "dnc_scenario.hpp"

#include <httplib.h>
#include <signal.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <thread>
#include <vector>

#include "domain/dnc_registry.hpp"
#include "nanp_numbers.hpp"
#include "process_memory.hpp"
#include "support/process.hpp"
#include "support/temp_dir.hpp"
#include "trial_owner.hpp"

namespace bench {
namespace {

constexpr double kImportBudget = 500'000;  // numbers a second
constexpr double kRssBudgetMib = 200;
constexpr double kLookupBudgetNs = 1000;

std::string row(const char* scenario, const std::string& measured, const char* budget, bool ok) {
  return std::string("| ") + scenario + " | " + measured + " | " + budget + " | " + (ok ? "ok" : "FAIL") + " |\n";
}

std::string format(const char* pattern, double value) {
  char buffer[96];
  std::snprintf(buffer, sizeof buffer, pattern, value);
  return buffer;
}

}  // namespace

bool run_dnc_scenario(const std::string& binary, const DncScenarioSize& size, std::string& table) {
  test::set_binary(binary);
  test::TempDir dir;
  const auto db_path = dir.file("dnc.db");
  auto server = std::make_unique<test::ServerProcess>(std::vector<std::string>{"--port", "0", "--db", db_path});
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  const double rss_before = proc_status_mib(server->pid(), "VmRSS");
  const auto owner = register_trial_owner(server->port(), "DNC Calls", "DNC Owner", "owner@dnc.test");
  if (!owner) return false;
  const httplib::Headers auth = {{"Authorization", "Bearer " + *owner}};

  // The file as a registry extract comes: ten digits a line, generated while it streams.
  std::fprintf(stderr, "importing %lld do-not-call numbers…\n", static_cast<long long>(size.numbers));
  httplib::Client client("127.0.0.1", server->port());
  client.set_read_timeout(3600);
  client.set_write_timeout(3600);
  std::int64_t sent = 0;
  const auto started = std::chrono::steady_clock::now();
  auto imported = client.Post(
      "/api/v1/dnc/import?fileName=registry.txt", auth,
      [&](std::size_t, httplib::DataSink& sink) {
        std::string chunk;
        chunk.reserve(1 << 20);
        for (int i = 0; i < 80000 && sent < size.numbers; ++i, ++sent) {
          chunk += std::to_string(nanp_number(static_cast<std::uint64_t>(sent)));
          chunk += '\n';
        }
        if (!chunk.empty()) sink.write(chunk.data(), chunk.size());
        if (sent >= size.numbers) sink.done();
        return true;
      },
      "text/plain");
  const double import_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  if (!imported || imported->status != 200) {
    std::fprintf(stderr, "the import failed: %s\n", imported ? imported->body.c_str() : "no answer");
    return false;
  }
  const auto result = nlohmann::json::parse(imported->body);
  const auto added = result["added"].get<std::int64_t>();
  const double rate = static_cast<double>(added) / import_seconds;
  const double rss_after = proc_status_mib(server->pid(), "VmRSS");
  const double rss_peak = proc_status_mib(server->pid(), "VmHWM");

  // A restart reads every list back into memory before it listens.
  server->stop(SIGTERM);
  server.reset();
  const auto restart_started = std::chrono::steady_clock::now();
  server = std::make_unique<test::ServerProcess>(std::vector<std::string>{"--port", "0", "--db", db_path},
                                                 std::map<std::string, std::string>{}, std::chrono::seconds(600));
  const double restart_seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - restart_started).count();
  const double rss_restarted = proc_status_mib(server->pid(), "VmRSS");
  httplib::Client restarted("127.0.0.1", server->port());
  const auto counted = restarted.Get("/api/v1/dnc", auth);
  const bool all_listed = counted && counted->status == 200 &&
                          nlohmann::json::parse(counted->body)["numbers"].get<std::int64_t>() == size.numbers;
  server->stop(SIGTERM);

  // The hopper's question, through the same registry the server uses: half the numbers asked are listed.
  dialer::domain::DncRegistry registry;
  {
    std::vector<std::uint64_t> numbers;
    numbers.reserve(static_cast<std::size_t>(size.numbers));
    for (std::int64_t i = 0; i < size.numbers; ++i) numbers.push_back(10000000000ULL + nanp_number(static_cast<std::uint64_t>(i)));
    registry.assign(1, 0, std::move(numbers));
  }
  std::int64_t hits = 0;
  const auto lookups_started = std::chrono::steady_clock::now();
  for (std::int64_t i = 0; i < size.lookups; ++i) {
    const auto n = static_cast<std::uint64_t>(i % 2 == 0 ? (i * 7) % size.numbers : size.numbers + i);
    hits += registry.listed(1, 3, 10000000000ULL + nanp_number(n)) ? 1 : 0;
  }
  const double lookup_ns = std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - lookups_started).count() /
                           static_cast<double>(size.lookups);
  const bool hits_right = hits == (size.lookups + 1) / 2;

  const bool import_ok = rate >= kImportBudget && added == size.numbers;
  const bool rss_ok = rss_after - rss_before <= kRssBudgetMib && rss_restarted - rss_before <= kRssBudgetMib;
  const bool lookup_ok = lookup_ns <= kLookupBudgetNs && hits_right;
  char measured[256];
  std::snprintf(measured, sizeof measured, "%.0f numbers/s (%lld listed in %.1f s)", rate, static_cast<long long>(added),
                import_seconds);
  table += row("do-not-call import: 10,000,000 numbers streamed over HTTP, one a line", measured,
               "≥ 500,000 numbers/s", import_ok);
  std::snprintf(measured, sizeof measured, "+%.0f MiB after the import (peak +%.0f), +%.0f MiB after a restart",
                rss_after - rss_before, rss_peak - rss_before, rss_restarted - rss_before);
  table += row("server RSS growth for 10,000,000 listed numbers", measured, "≤ 200 MB", rss_ok);
  table += row("do-not-call lookup on the hopper path (organization and campaign list, 10,000,000 listed, half hits)",
               format("%.0f ns a lookup", lookup_ns) + (hits_right ? "" : " (wrong answers)"), "≤ 1 µs", lookup_ok);
  table += row("start with 10,000,000 listed numbers, until the server listens",
               format("%.1f s", restart_seconds) + (all_listed ? ", every number back" : ", numbers MISSING"),
               "every number back", all_listed);
  return import_ok && rss_ok && lookup_ok && all_listed;
}

}  // namespace bench
