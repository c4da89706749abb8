#include "floor_comparison.hpp"

#include <signal.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <optional>
#include <thread>
#include <utility>

#include "process_cpu.hpp"
#include "support/process.hpp"

namespace bench {
namespace {

constexpr int kWarmUpRequests = 200;
constexpr int kRounds = 3;

struct Cost {
  LoadResult load;
  double cpu_us = 0;  // of the measured process, per request
};

// The cores the server side and the load driver run on: apart when there are two, so the driver's work never
// lands on the server's core (nor in its CPU time).
struct Placement {
  std::vector<int> all;
  std::optional<int> server_cpu;
  std::string said;
};

Placement place() {
  Placement p{allowed_cpus(0), std::nullopt, ""};
  char line[160];
  if (p.all.size() < 2) {
    std::snprintf(line, sizeof line, "not pinned: only %zu core usable, the load driver shares it", p.all.size());
  } else if (!set_allowed_cpus(0, {p.all[1]})) {
    std::snprintf(line, sizeof line, "not pinned: the system refused to pin the load driver");
  } else {
    p.server_cpu = p.all[0];
    std::snprintf(line, sizeof line, "server and floors pinned to CPU %d, the load driver to CPU %d", p.all[0],
                  p.all[1]);
  }
  p.said = line;
  return p;
}

// Runs the requests against `pid` once warm: the server's threads all exist by then, so pinning them now pins
// every thread that will answer.
Cost measure(const std::string& name, pid_t pid, int port, const FloorSetup& setup, const Placement& placement,
             const std::function<Request(int)>& request) {
  run_load("warm-up", port, setup.token, setup.clients, kWarmUpRequests, request);
  if (placement.server_cpu && !set_allowed_cpus(pid, {*placement.server_cpu})) {
    std::fprintf(stderr, "could not pin %s to CPU %d\n", name.c_str(), *placement.server_cpu);
  }
  const double before = cpu_seconds(pid);
  LoadResult load = run_load(name, port, setup.token, setup.clients, setup.requests, request);
  const double used = cpu_seconds(pid) - before;
  return Cost{std::move(load), used * 1e6 / setup.requests};
}

Cost measure_floor(const std::string& name, const std::vector<std::string>& args, const FloorSetup& setup,
                   const Placement& placement, const std::function<Request(int)>& request) {
  test::set_binary(setup.floor_binary);
  test::ServerProcess floor(args);
  test::set_binary(setup.server_binary);
  Cost cost = measure(name, floor.pid(), floor.port(), setup, placement, request);
  floor.stop(SIGTERM);
  return cost;
}

std::string row(const std::string& name, const Cost& cost, const std::string& ratio, const std::string& target,
                const std::string& result) {
  char line[512];
  std::snprintf(line, sizeof line, "| %s | %.0f | %.0f | %.1f | %.0f | %.2f | %s | %s | %s |\n", name.c_str(),
                cost.load.mean_body_bytes, cost.load.requests_per_second, cost.cpu_us, 1e6 / cost.cpu_us,
                cost.load.p99_ms, ratio.c_str(), target.c_str(), result.c_str());
  return line;
}

std::string times(double ratio) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f ×", ratio);
  return text;
}

bool meets(const FloorTarget& t, const Cost& cost, double ratio) {
  return (t.max_floor_ratio == 0 || ratio <= t.max_floor_ratio) &&
         (t.min_per_core == 0 || 1e6 / cost.cpu_us >= t.min_per_core) &&
         (t.max_p99_ms == 0 || cost.load.p99_ms <= t.max_p99_ms);
}

// Waits until the server's CPU stays under 2 % of a core for a second — after an import it merges the search
// index in the background, and that work would be counted as the requests' — at most kLongestSettle. Returns the
// seconds waited.
constexpr int kLongestSettle = 300;

double settle(pid_t pid) {
  const auto started = std::chrono::steady_clock::now();
  double before = cpu_seconds(pid);
  for (int second = 0; second < kLongestSettle; ++second) {
    std::this_thread::sleep_for(std::chrono::seconds(1));
    const double now = cpu_seconds(pid);
    if (now - before < 0.02) break;
    before = now;
  }
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
}

}  // namespace

std::string run_floor_comparison(const FloorSetup& setup, const std::vector<FloorScenario>& scenarios) {
  const Placement placement = place();
  std::fprintf(stderr, "floor comparison: waiting for the server to be idle…\n");
  char settled[256];
  std::snprintf(settled, sizeof settled,
                "; measured once the server was idle, %.0f s after the reads above (after an import it merges its "
                "search index meanwhile); each row the median of %d rounds of the server and then its floor",
                settle(setup.server_pid), kRounds);
  std::string table = placement.said + settled +
                      ".\n\n"
                      "| scenario | body bytes | req/s | CPU µs/req | req/s per core | p99 ms | × floor | target | "
                      "result |\n|---|---|---|---|---|---|---|---|---|\n";
  int file = 0;
  for (const auto& scenario : scenarios) {
    std::fprintf(stderr, "floor comparison: %s…\n", scenario.name.c_str());
    // The box's speed drifts over minutes (make bench's rows moved 2–3 × between runs with nothing changed): each
    // round measures the server and the floor right after it, and the row shows the round whose ratio is the median.
    std::vector<std::pair<Cost, Cost>> rounds;
    for (int round = 0; round < kRounds; ++round) {
      Cost server = measure(scenario.name, setup.server_pid, setup.port, setup, placement, scenario.request);
      const auto body = std::to_string(static_cast<long long>(server.load.mean_body_bytes + 0.5));
      Cost floor = measure_floor("floor, fixed body", {"--body-bytes", body}, setup, placement, scenario.request);
      rounds.emplace_back(std::move(server), std::move(floor));
    }
    std::sort(rounds.begin(), rounds.end(), [](const auto& a, const auto& b) {
      return a.first.cpu_us / a.second.cpu_us < b.first.cpu_us / b.second.cpu_us;
    });
    const Cost& real = rounds[rounds.size() / 2].first;
    const Cost& fixed = rounds[rounds.size() / 2].second;
    const auto bytes = std::to_string(static_cast<long long>(real.load.mean_body_bytes + 0.5));

    const std::string sql_file = setup.work_dir + "/floor-" + std::to_string(file++) + ".sql";
    {
      std::ofstream out(sql_file);
      for (const auto& line : scenario.sql) out << line << '\n';
    }
    const Cost sql = measure_floor("floor, SQL only", {"--db", setup.db_path, "--sql-file", sql_file}, setup, placement,
                                   scenario.request);

    const double ratio = real.cpu_us / fixed.cpu_us;
    int failures = sql.load.failures;
    for (const auto& [server, floor] : rounds) failures += server.load.failures + floor.load.failures;
    const bool errors = failures > 0;
    table += row(scenario.name, real, times(ratio), scenario.target.text,
                 errors                                ? "errors"
                 : meets(scenario.target, real, ratio) ? "met"
                                                       : "not yet");
    table += row("↳ floor: the same HTTP library, a fixed " + bytes + "-byte body", fixed, "1 ×", "", "");
    const std::string turns =
        scenario.sql.size() > 1 ? " (that of " + std::to_string(scenario.sql.size()) + " requests, in turn)" : "";
    table += row("↳ floor: its SQL only" + turns, sql, times(sql.cpu_us / fixed.cpu_us), "", "");
  }
  if (placement.server_cpu) {
    set_allowed_cpus(setup.server_pid, placement.all);
    set_allowed_cpus(0, placement.all);
  }
  return table;
}

}  // namespace bench
