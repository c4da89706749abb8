#include "lead_work_scenario.hpp"

#include <httplib.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <thread>

#include "lead_csv_generator.hpp"
#include "load_driver.hpp"

namespace bench {
namespace {

constexpr int kListLeads = 50'000;
constexpr double kBulkLeadsPerSecond = 1'000'000 / 30.0;  // a million leads in 30 s
constexpr double kCreatesPerSecond = 1'000;

std::string row_line(const char* scenario, const LoadResult& r, const std::string& budget, bool met) {
  char line[256];
  std::snprintf(line, sizeof line, "| %s | %d | %.2f | %.2f | %.0f | %s | %s |\n", scenario, r.requests, r.p50_ms,
                r.p99_ms, r.requests_per_second, budget.c_str(), met && r.failures == 0 ? "ok" : "FAIL");
  return line;
}

// The generator's rows, all in the list "Sorted".
std::string sorted_list_csv() {
  LeadCsvGenerator generator(23);
  std::string csv = LeadCsvGenerator::header();
  for (int i = 0; i < kListLeads; ++i) {
    std::string row = generator.row(static_cast<std::uint64_t>(5'000'000 + i));
    row.erase(row.rfind(',') + 1);
    csv += row + "Sorted\n";
  }
  return csv;
}

}  // namespace

bool run_lead_work_scenario(int port, const std::string& token, int clients, int requests, std::string& table) {
  httplib::Client client("127.0.0.1", port);
  client.set_read_timeout(600);
  const httplib::Headers auth = {{"Authorization", "Bearer " + token}};
  bool met = true;

  auto imported = client.Post("/api/v1/leads/import", auth, sorted_list_csv(), "text/csv");
  auto lists = client.Get("/api/v1/lists", auth);
  if (!imported || imported->status != 200 || !lists || lists->status != 200) {
    std::fprintf(stderr, "lead work: the sorted list could not be made\n");
    return false;
  }
  std::string list_id;
  for (const auto& list : nlohmann::json::parse(lists->body)) {
    if (list["name"] == "Sorted") list_id = std::to_string(list["id"].get<long long>());
  }
  const auto get = [](std::string path) { return [path](int) { return Request{"GET", path, ""}; }; };
  const std::string sorted = "/api/v1/leads?limit=20&sort=company&listId=" + list_id;
  const auto first = run_load("sorted list, page 1", port, token, clients, requests, get(sorted + "&page=1"));
  table += row_line("sorted by company, a 50,000-lead list, page 1", first, "p99 ≤ 100 ms", first.p99_ms <= 100);
  const auto middle = run_load("sorted list, middle", port, token, clients, requests,
                               get(sorted + "&page=" + std::to_string(kListLeads / 20 / 2)));
  // The middle page is the deepest (a later one is counted from the far end): half the list sorted.
  table += row_line("sorted by company, a 50,000-lead list, page 1,250", middle, "p99 ≤ 200 ms", middle.p99_ms <= 200);
  met = met && first.p99_ms <= 100 && middle.p99_ms <= 200 && first.failures == 0 && middle.failures == 0;

  // Every lead's status, while four clients keep creating leads.
  std::fprintf(stderr, "bulk status change of every lead…\n");
  const auto started = std::chrono::steady_clock::now();
  auto job = client.Post("/api/v1/leads/bulk", auth,
                         R"({"action":"set_status","status":"contacted","filter":{}})", "application/json");
  if (!job || job->status != 202) {
    std::fprintf(stderr, "lead work: the bulk action was refused: %s\n", job ? job->body.c_str() : "no answer");
    return false;
  }
  const std::string job_path = "/api/v1/leads/bulk/" + std::to_string(nlohmann::json::parse(job->body)["id"].get<long long>());
  std::atomic<bool> done{false};
  LoadResult creates;
  std::thread creator([&] {
    // Batches of creates until the job ends: the rate is what they reach meanwhile.
    std::vector<double> latencies;
    int made = 0;
    int failures = 0;
    const auto t0 = std::chrono::steady_clock::now();
    while (!done) {
      const auto batch = run_load("creates during the bulk change", port, token, clients, 400, [made](int i) {
        const nlohmann::json body = {{"firstName", "During"},
                                     {"lastName", "Bulk " + std::to_string(made + i)},
                                     {"phone", "+44 20 7000 " + std::to_string(100000 + made + i)}};
        return Request{"POST", "/api/v1/leads", body.dump()};
      }, 201);
      made += batch.requests;
      failures += batch.failures;
      latencies.insert(latencies.end(), batch.latencies_ms.begin(), batch.latencies_ms.end());
    }
    std::sort(latencies.begin(), latencies.end());
    creates.requests = made;
    creates.failures = failures;
    creates.p50_ms = percentile_of(latencies, 0.5);
    creates.p99_ms = percentile_of(latencies, 0.99);
    creates.requests_per_second = made / std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  });
  nlohmann::json last;
  while (true) {
    auto state = client.Get(job_path, auth);
    if (state && state->status == 200) {
      last = nlohmann::json::parse(state->body);
      if (last["state"] == "finished" || last["state"] == "failed") break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  done = true;
  creator.join();
  const long long processed = last["processed"].get<long long>();
  const double per_second = processed / seconds;
  const bool bulk_met = last["state"] == "finished" && per_second >= kBulkLeadsPerSecond;
  char line[256];
  std::snprintf(line, sizeof line,
                "| bulk status change, every lead | %lld leads in %.1f s | | | %.0f leads/s | ≥ 33,334 leads/s (1,000,000 in "
                "30 s) | %s |\n",
                processed, seconds, per_second, bulk_met ? "ok" : "FAIL");
  table += line;
  table += row_line("creates during the bulk change", creates, "≥ 1,000 / s",
                    creates.requests_per_second >= kCreatesPerSecond);
  return met && bulk_met && creates.requests_per_second >= kCreatesPerSecond && creates.failures == 0;
}

}  // namespace bench
