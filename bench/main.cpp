// make bench: builds a realistic lead database through the product's own CSV import, then measures
// the leads API of the real executable with concurrent keep-alive clients, against the budgets each row
// prints (docs/benchmarks.md), and the reads' cost per request beside a floor server's (bench/floor_comparison.hpp);
// then the connection scenario (a crowd of live, idle and slow connections), the abuse scenario (concurrent
// imports, a password-guessing flood) and the lead-history scenario (10,000,000 entries), each on a server of its
// own.
//
//   dialer_bench --binary build/dialer-dashboard [--leads 1000000] [--clients 4] [--requests 2000]
//                [--only leads|connections|abuse|activity|phones|dnc|hopper|calls|dialer|overview]
//                [--floor build/bench/dialer_floor]
#include <CLI/CLI.hpp>
#include <httplib.h>
#include <signal.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <sstream>

#include "abuse_scenario.hpp"
#include "activity_scenario.hpp"
#include "cadence_scenario.hpp"
#include "calls_scenario.hpp"
#include "connection_scenario.hpp"
#include "dialer_scenario.hpp"
#include "disk_sync_rate.hpp"
#include "dnc_scenario.hpp"
#include "floor_comparison.hpp"
#include "hopper_scenario.hpp"
#include "lead_csv_generator.hpp"
#include "lead_read_floors.hpp"
#include "lead_work_scenario.hpp"
#include "load_driver.hpp"
#include "overview_scenario.hpp"
#include "phone_upgrade_scenario.hpp"
#include "process_memory.hpp"
#include "support/process.hpp"
#include "support/temp_dir.hpp"
#include "trial_owner.hpp"
#include "xlsx_import.hpp"

namespace {

constexpr const char* kMeasuredHeader = "| scenario | measured | budget | result |\n|---|---|---|---|\n";
constexpr const char* kLoadHeader =
    "| scenario | requests | p50 ms | p99 ms | req/s | budget | result |\n|---|---|---|---|---|---|---|\n";

struct Budget {
  std::string text;
  bool met;
};

void print_row(std::ostringstream& table, const bench::LoadResult& r, const Budget& budget) {
  char line[256];
  std::snprintf(line, sizeof line, "| %s | %d | %.2f | %.2f | %.0f | %s | %s |\n", r.name.c_str(), r.requests, r.p50_ms,
                r.p99_ms, r.requests_per_second, budget.text.c_str(),
                r.failures > 0 ? "FAIL (errors)" : budget.met ? "ok" : "FAIL");
  table << line;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Dialer Dashboard leads benchmark"};
  std::string binary;
  int leads = 1'000'000;
  int clients = 4;
  int requests = 2000;
  app.add_option("--binary", binary, "dialer-dashboard executable")->required();
  app.add_option("--leads", leads, "Leads to import")->capture_default_str();
  app.add_option("--clients", clients, "Concurrent keep-alive clients")->capture_default_str();
  app.add_option("--requests", requests, "Requests per scenario")->capture_default_str();
  // Built beside the bench (bench/CMakeLists.txt).
  std::string floor = (std::filesystem::read_symlink("/proc/self/exe").parent_path() / "dialer_floor").string();
  app.add_option("--floor", floor, "The floor server the leads reads are compared with")->capture_default_str();
  std::string only;
  app.add_option("--only", only, "Run one part: leads, connections, abuse, activity, phones, dnc, hopper, calls, dialer, cadences or overview")
      ->check(CLI::IsMember({"leads", "connections", "abuse", "activity", "phones", "dnc", "hopper", "calls", "dialer", "cadences", "overview"}));
  CLI11_PARSE(app, argc, argv);

  // The parts with servers of their own; --only runs one of them and stops.
  struct Part {
    const char* name;
    const char* title;
    const char* header;
    std::function<bool(std::string&)> run;
  };
  const Part parts[] = {
      {"dnc", "Do not call: 10,000,000 numbers imported, held and looked up", kMeasuredHeader,
       [&](std::string& table) { return bench::run_dnc_scenario(binary, bench::DncScenarioSize{}, table); }},
      {"hopper", "The hopper: 1,000,000 leads, 10,000,000 do-not-call numbers, 50 agents", kMeasuredHeader,
       [&](std::string& table) { return bench::run_hopper_scenario(binary, bench::HopperScenarioSize{}, table); }},
      {"calls", "Calls: 1,000,000 kept, the history, 30 days of analytics, Twilio's signed reports", kMeasuredHeader,
       [&](std::string& table) { return bench::run_calls_scenario(binary, bench::CallsScenarioSize{}, table); }},
      {"dialer", "Power dialing: an hour in a minute, 50 agents x 3 lines, against a Twilio stub", kMeasuredHeader,
       [&](std::string& table) { return bench::run_dialer_scenario(binary, bench::DialerScenarioSize{}, table); }},
      {"overview", "The live overview: 1,000,000 calls of a year, then 500 open event streams while 50 agents work", kMeasuredHeader,
       [&](std::string& table) { return bench::run_overview_scenario(binary, bench::OverviewScenarioSize{}, table); }},
      {"cadences", "Cadences: 100,000 leads enrolled, 10,000 texts sent, STOP texts, the scan of 1,000,000 enrollments", kMeasuredHeader,
       [&](std::string& table) { return bench::run_cadence_scenario(binary, bench::CadenceScenarioSize{}, table); }},
      {"phones", "Phone numbers: the E.164 upgrade of 1,000,000 leads", kMeasuredHeader,
       [&](std::string& table) {
         return bench::run_phone_upgrade_scenario(binary, bench::PhoneUpgradeScenarioSize{}, table);
       }},
      {"activity", "Lead history: 1,000 leads with 10,000 entries each", kLoadHeader,
       [&](std::string& table) { return bench::run_activity_scenario(binary, bench::ActivityScenarioSize{}, table); }},
      {"abuse", "Abuse: concurrent imports and a password-guessing flood, beside another user", kMeasuredHeader,
       [&](std::string& table) { return bench::run_abuse_scenario(binary, bench::AbuseScenarioSize{}, table); }},
      {"connections", "Connections: 20,000 leads, a crowd from other loopback addresses", kMeasuredHeader,
       [&](std::string& table) {
         return bench::run_connection_scenario(binary, bench::ConnectionScenarioSize{}, table);
       }},
  };
  bool parts_met = true;
  for (const auto& part : parts) {
    if (!only.empty() && only != part.name) continue;
    std::string table;
    const bool met = part.run(table);
    parts_met = parts_met && met;
    std::printf("%s\n\n%s%s\n", part.title, part.header, table.c_str());
    if (only == part.name) {
      std::printf("%s\n", met ? "All budgets met." : "Some budgets were NOT met.");
      return met ? 0 : 1;
    }
  }

  test::set_binary(binary);
  test::TempDir dir;
  test::ServerProcess server({"--port", "0", "--db", dir.file("bench.db")});
  const int port = server.port();
  // Let start-up settle before reading the idle footprint.
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  const double idle_rss = bench::proc_status_mib(server.pid(), "VmRSS");

  httplib::Client client("127.0.0.1", port);
  client.set_read_timeout(3600);
  // The server reads the upload between batches; a batch on a slow disk can take longer than the default 5 s.
  client.set_write_timeout(3600);
  const auto owner = bench::register_trial_owner(port, "Bench Calls", "Bench Owner", "owner@bench.test");
  if (!owner) return 1;
  const std::string token = *owner;
  const httplib::Headers auth = {{"Authorization", "Bearer " + token}};

  // Import: the CSV is generated while it streams, like a browser upload of a large file.
  bench::LeadCsvGenerator generator;
  int generated = 0;
  bool header_sent = false;
  std::fprintf(stderr, "importing %d leads…\n", leads);
  const auto import_started = std::chrono::steady_clock::now();
  auto imported = client.Post(
      "/api/v1/leads/import", auth,
      [&](std::size_t, httplib::DataSink& sink) {
        std::string chunk = header_sent ? "" : bench::LeadCsvGenerator::header();
        header_sent = true;
        while (chunk.size() < 256 * 1024 && generated < leads) chunk += generator.row(static_cast<std::uint64_t>(generated++));
        if (!chunk.empty()) sink.write(chunk.data(), chunk.size());
        if (generated >= leads) sink.done();
        return true;
      },
      "text/csv");
  const double import_seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - import_started).count();
  if (!imported || imported->status != 200) {
    std::fprintf(stderr, "import failed: %s\n", imported ? imported->body.c_str() : "no answer");
    return 1;
  }
  const auto import_answer = nlohmann::json::parse(imported->body);
  const long long rows = import_answer["imported"].get<long long>() + import_answer["skipped"].get<long long>();
  const double rows_per_second = rows / import_seconds;
  std::fprintf(stderr, "imported %lld rows in %.1f s\n", rows, import_seconds);

  const int last_page = std::max(1, static_cast<int>(import_answer["imported"].get<long long>() / 20 / 2));
  const auto get = [](std::string path) { return [path](int) { return bench::Request{"GET", path, ""}; }; };
  bench::LeadCsvGenerator fragments(7);
  std::vector<std::string> name_terms, phone_terms, names, phones;
  for (int i = 0; i < requests; ++i) {
    name_terms.push_back(fragments.name_fragment());
    phone_terms.push_back(fragments.phone_fragment());
    names.push_back(httplib::detail::encode_query_param(name_terms.back()));
    phones.push_back(httplib::detail::encode_query_param(phone_terms.back()));
  }
  // Warm the caches as a running server would be.
  bench::run_load("warm-up", port, token, clients, 200, get("/api/v1/leads?page=1&limit=20"));

  std::vector<std::pair<bench::LoadResult, std::function<Budget(const bench::LoadResult&)>>> results;
  const auto p99_at_most = [](double ms) {
    return [ms](const bench::LoadResult& r) {
      char text[64];
      std::snprintf(text, sizeof text, "p99 ≤ %.0f ms", ms);
      return Budget{text, r.p99_ms <= ms};
    };
  };
  const auto page1 = bench::run_load("list, page 1", port, token, clients, requests, get("/api/v1/leads?page=1&limit=20"));
  results.emplace_back(page1, p99_at_most(15));
  results.emplace_back(
      bench::run_load("list, page " + std::to_string(last_page), port, token, clients, requests,
                      get("/api/v1/leads?page=" + std::to_string(last_page) + "&limit=20")),
      [page1](const bench::LoadResult& r) {
        char text[64];
        std::snprintf(text, sizeof text, "p99 ≤ 2 × page 1 (%.2f ms)", 2 * page1.p99_ms);
        return Budget{text, r.p99_ms <= std::max(2 * page1.p99_ms, 15.0 / 10)};
      });
  results.emplace_back(bench::run_load("status filter (interested)", port, token, clients, requests,
                                       get("/api/v1/leads?page=1&limit=20&status=interested")),
                       p99_at_most(15));
  // Sorted by last update: an index made for that order, the middle page the deepest (a later one is found from
  // the far end). Sorted by status: each status's block counts in turn.
  results.emplace_back(bench::run_load("sorted by last update, page 1", port, token, clients, requests,
                                       get("/api/v1/leads?page=1&limit=20&sort=updated")),
                       p99_at_most(15));
  results.emplace_back(bench::run_load("sorted by last update, status filter, page 1", port, token, clients, requests,
                                       get("/api/v1/leads?page=1&limit=20&sort=updated&status=interested")),
                       p99_at_most(15));
  results.emplace_back(bench::run_load("sorted by last update, page " + std::to_string(last_page), port, token, clients,
                                       requests,
                                       get("/api/v1/leads?page=" + std::to_string(last_page) + "&limit=20&sort=updated")),
                       p99_at_most(150));
  results.emplace_back(bench::run_load("sorted by status, page " + std::to_string(last_page), port, token, clients,
                                       requests,
                                       get("/api/v1/leads?page=" + std::to_string(last_page) + "&limit=20&sort=status")),
                       p99_at_most(15));
  results.emplace_back(bench::run_load("search, name fragment", port, token, clients, requests,
                                       [&](int i) {
                                         return bench::Request{"GET", "/api/v1/leads?page=1&limit=20&search=" + names[static_cast<std::size_t>(i)], ""};
                                       }),
                       p99_at_most(50));
  results.emplace_back(bench::run_load("search, phone fragment", port, token, clients, requests,
                                       [&](int i) {
                                         return bench::Request{"GET", "/api/v1/leads?page=1&limit=20&search=" + phones[static_cast<std::size_t>(i)], ""};
                                       }),
                       p99_at_most(50));
  results.emplace_back(bench::run_load("stats", port, token, clients, requests, get("/api/v1/leads/stats")),
                       p99_at_most(3));
  // The same reads again, their cost per request beside a floor's: before the creates, on the same leads.
  bench::FloorSetup floor_setup{binary, floor, dir.file("bench.db"), dir.path(), server.pid(), port, token, clients, requests};
  const std::string floor_table = bench::run_floor_comparison(
      floor_setup, bench::lead_read_floors(floor_setup.db_path, "owner@bench.test", last_page, name_terms, phone_terms));
  // Every create is durable: group commit shares one sync among the writes that came together — at most as many
  // as there are clients, so the same creates are also posted by 16 clients (agents and webhooks at once).
  const double disk_syncs = bench::disk_syncs_per_second(dir.path());
  const auto create = [](int i) {
    const nlohmann::json body = {{"firstName", "Bench"},
                                 {"lastName", "Create " + std::to_string(i)},
                                 {"email", "create" + std::to_string(i) + "@bench.test"},
                                 {"phone", "+44 20 7946 " + std::to_string(1000 + i)},
                                 {"status", "new"}};
    return bench::Request{"POST", "/api/v1/leads", body.dump()};
  };
  const auto creates_budget = [disk_syncs](const bench::LoadResult& r) {
    char text[96];
    std::snprintf(text, sizeof text, "≥ 3,000 / s (the disk: %.0f syncs / s)", disk_syncs);
    return Budget{text, r.requests_per_second >= 3000};
  };
  constexpr int kCreateCrowd = 16;
  results.emplace_back(bench::run_load("single create", port, token, clients, requests, create, 201), creates_budget);
  results.emplace_back(bench::run_load(
                           "single create, " + std::to_string(kCreateCrowd) + " clients", port, token, kCreateCrowd,
                           requests, [&](int i) { return create(requests + i); }, 201),
                       creates_budget);
  // The same number of rows again as European Excel saves them: semicolons, Windows-1252 ("Acmé" is 0xE9).
  bench::LeadCsvGenerator european_generator(11);
  int european_generated = 0;
  bool european_header_sent = false;
  const auto european = [](std::string text) {
    for (auto& c : text) c = c == ',' ? ';' : c;
    for (auto at = text.find("Acme"); at != std::string::npos; at = text.find("Acme", at)) text.replace(at, 4, "Acm\xE9");
    return text;
  };
  std::fprintf(stderr, "importing %d more leads from a semicolon Windows-1252 file…\n", leads);
  const auto european_started = std::chrono::steady_clock::now();
  auto european_imported = client.Post(
      "/api/v1/leads/import", auth,
      [&](std::size_t, httplib::DataSink& sink) {
        std::string chunk = european_header_sent ? "" : european(bench::LeadCsvGenerator::header());
        european_header_sent = true;
        while (chunk.size() < 256 * 1024 && european_generated < leads) {
          chunk += european(european_generator.row(static_cast<std::uint64_t>(leads + european_generated++)));
        }
        if (!chunk.empty()) sink.write(chunk.data(), chunk.size());
        if (european_generated >= leads) sink.done();
        return true;
      },
      "text/csv");
  const double european_seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - european_started).count();
  bool european_ok = false;
  long long european_rows = 0;
  if (european_imported && european_imported->status == 200) {
    const auto answer = nlohmann::json::parse(european_imported->body);
    european_rows = answer["imported"].get<long long>() + answer["skipped"].get<long long>();
    european_ok = answer["delimiter"] == "semicolon" && answer["encoding"] == "windows-1252";
  }
  const double european_per_second = european_rows / european_seconds;

  std::string lead_work_rows;
  const bool lead_work_met = bench::run_lead_work_scenario(port, token, clients, requests, lead_work_rows);
  const bool xlsx_met = bench::run_xlsx_import(port, token, dir.path(), lead_work_rows);

  const double peak_rss = bench::proc_status_mib(server.pid(), "VmHWM");

  std::ostringstream table;
  table << kLoadHeader;
  bool all_met = true;
  for (const auto& [result, budget_of] : results) {
    const Budget budget = budget_of(result);
    all_met = all_met && budget.met && result.failures == 0;
    print_row(table, result, budget);
  }
  char line[256];
  std::snprintf(line, sizeof line, "| CSV import | %lld rows | | | %.0f rows/s | ≥ 50,000 rows/s | %s |\n", rows,
                rows_per_second, rows_per_second >= 50000 ? "ok" : "FAIL");
  table << line;
  all_met = all_met && rows_per_second >= 50000;
  std::snprintf(line, sizeof line,
                "| CSV import, semicolons, Windows-1252 | %lld rows | | | %.0f rows/s | ≥ 50,000 rows/s, read as such | %s |\n",
                european_rows, european_per_second, european_ok && european_per_second >= 50000 ? "ok" : "FAIL");
  table << line;
  all_met = all_met && european_ok && european_per_second >= 50000;
  table << lead_work_rows;
  all_met = all_met && lead_work_met && xlsx_met;
  std::snprintf(line, sizeof line, "| server RSS | idle %.0f MiB, peak %.0f MiB | | | | idle ≤ 64 MiB, peak < 256 MiB | %s |\n",
                idle_rss, peak_rss, idle_rss <= 64 && peak_rss < 256 ? "ok" : "FAIL");
  table << line;
  all_met = all_met && idle_rss <= 64 && peak_rss < 256;

  std::printf("%d leads, %d clients, %d requests per scenario\n\n%s", leads, clients, requests, table.str().c_str());
  std::printf("\nCost per request against a floor (informational; the targets: docs/benchmarks.md, \"The floor\"): %s",
              floor_table.c_str());
  server.stop(SIGTERM);
  all_met = all_met && parts_met;
  std::printf("\n%s\n", all_met ? "All budgets met." : "Some budgets were NOT met.");
  return all_met ? 0 : 1;
}
