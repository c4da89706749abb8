#include "cadence_scenario.hpp"

#include <SQLiteCpp/SQLiteCpp.h>
#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <map>
#include <memory>
#include <optional>
#include <nlohmann/json.hpp>
#include <thread>
#include <vector>

#include "load_driver.hpp"
#include "support/process.hpp"
#include "support/temp_dir.hpp"
#include "support/twilio_stub.hpp"
#include "trial_owner.hpp"
#include "twilio_signature.hpp"

namespace bench {
namespace {

using nlohmann::json;

// A number every lead can be texted at: valid US numbers of ten area codes, each lead its own.
std::string us_number(int i) {
  static const char* kAreas[] = {"212", "646", "718", "917", "347", "415", "310", "202", "305", "312"};
  const int k = i / 10;
  char number[16];
  std::snprintf(number, sizeof number, "+1%s%03d%04d", kAreas[i % 10], 200 + k / 10000, k % 10000);
  return number;
}
using Clock = std::chrono::steady_clock;

constexpr const char* kPublic = "http://dialer.bench.test";
constexpr const char* kSid = "AC00000000000000000000000000cade0c";
constexpr const char* kToken = "bench-auth-token-cadence-0123456789";
constexpr const char* kOurNumber = "+14155550100";
constexpr double kEnrollBudgetSeconds = 5;
constexpr double kScanBudgetMs = 50;
constexpr double kTextsPerSecondBudget = 500;
constexpr double kStopBudgetMs = 20;

std::string row(const std::string& scenario, const std::string& measured, const char* budget, bool ok) {
  return "| " + scenario + " | " + measured + " | " + budget + " | " + (ok ? "ok" : "FAIL") + " |\n";
}

double seconds_since(Clock::time_point started) { return std::chrono::duration<double>(Clock::now() - started).count(); }

bool ok_status(const httplib::Result& res, int status, const char* what) {
  if (res && res->status == status) return true;
  std::fprintf(stderr, "%s failed: %s\n", what, res ? res->body.c_str() : "no answer");
  return false;
}

// Waits (up to `limit`) for the bulk action to finish.
bool bulk_finished(httplib::Client& client, const httplib::Headers& auth, std::int64_t job, std::chrono::seconds limit) {
  const auto deadline = Clock::now() + limit;
  while (Clock::now() < deadline) {
    const auto res = client.Get("/api/v1/leads/bulk/" + std::to_string(job), auth);
    if (res && res->status == 200 && json::parse(res->body)["state"] == "finished") return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return false;
}

}  // namespace

bool run_cadence_scenario(const std::string& binary, const CadenceScenarioSize& size, std::string& table) {
  test::TwilioStub twilio(kSid, kToken);
  twilio.set_numbers({{"PN0000000000000000000000000000000a", kOurNumber, "Main line"}});
  test::set_binary(binary);
  test::TempDir dir;
  const std::string db_path = dir.file("cadences.db");
  auto server = std::make_unique<test::ServerProcess>(
      std::vector<std::string>{"--port", "0", "--db", db_path, "--twilio-base-url", twilio.base_url(), "--public-url", kPublic});
  const auto owner = register_trial_owner(server->port(), "Cadence Calls", "Cadence Owner", "owner@cadence.test");
  if (!owner) return false;
  const httplib::Headers auth = {{"Authorization", "Bearer " + *owner}};
  httplib::Client client("127.0.0.1", server->port());
  client.set_read_timeout(600);
  client.set_write_timeout(600);
  const auto call = [&](const char* method, const std::string& path, const json& body, int status) -> std::optional<json> {
    const auto res = std::string(method) == "PUT" ? client.Put(path, auth, body.dump(), "application/json")
                                                  : client.Post(path, auth, body.is_null() ? "" : body.dump(), "application/json");
    if (!ok_status(res, status, path.c_str())) return std::nullopt;
    return json::parse(res->body);
  };
  // The server answers the STOPs (Twilio's opt-out handling off): the whole path, answer included, is timed.
  if (!call("PUT", "/api/v1/telephony", {{"accountSid", kSid}, {"authToken", kToken}, {"twilioAnswersKeywords", false}}, 200)) {
    return false;
  }
  if (!call("POST", "/api/v1/phone-numbers/sync", nullptr, 200)) return false;
  // Texts at any hour of the bench's day: the calling rules open all day.
  json days = json::array();
  for (const char* day : {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}) {
    days.push_back({{"day", day}, {"opens", "00:00"}, {"closes", "24:00"}});
  }
  if (!call("PUT", "/api/v1/settings/calling", {{"days", days}, {"states", json::array()}}, 200)) return false;
  const auto text_template = call("POST", "/api/v1/message-templates",
                                  {{"channel", "sms"}, {"name", "Hello"}, {"body", "Hi {{firstName}}, your quote is ready. Reply STOP to opt out."}}, 201);
  if (!text_template) return false;

  std::fprintf(stderr, "importing %d leads…\n", size.leads);
  std::string csv = "First Name,Last Name,Phone,List,Time Zone\n";
  for (int i = 0; i < size.leads; ++i) {
    const char* list = i < size.enrolled ? "Enrolled" : i < size.enrolled + size.texted ? "Texted" : "Stoppers";
    csv += "Lead,N" + std::to_string(i) + "," + us_number(i) + "," + list +
           ",America/New_York\n";
  }
  if (!ok_status(client.Post("/api/v1/leads/import", auth, csv, "text/csv"), 200, "import")) return false;
  const auto lists = json::parse(client.Get("/api/v1/lists", auth)->body);
  std::map<std::string, std::int64_t> list_ids;
  for (const auto& l : (lists.is_array() ? lists : lists["lists"])) list_ids[l["name"].get<std::string>()] = l["id"].get<std::int64_t>();

  bool met = true;
  const auto step = json{{"kind", "sms"}, {"delay", {{"amount", 0}, {"unit", "minutes"}}}, {"window", nullptr},
                         {"templateId", (*text_template)["id"]}};
  std::fprintf(stderr, "enrolling %d leads…\n", size.enrolled);
  // 1. 100,000 leads into a paused cadence (nothing is sent): the bulk action, from request to finished.
  const auto parked = call("POST", "/api/v1/cadences", {{"name", "Parked"}, {"smsFrom", kOurNumber}, {"steps", {step}}}, 201);
  if (!parked) return false;
  auto started = Clock::now();
  const auto job = call("POST", "/api/v1/leads/bulk",
                        {{"action", "enroll_in_cadence"}, {"cadenceId", (*parked)["id"]}, {"filter", {{"listId", list_ids["Enrolled"]}}}}, 202);
  if (!job || !bulk_finished(client, auth, (*job)["id"], std::chrono::seconds(120))) return false;
  const double enroll_seconds = seconds_since(started);
  const auto parked_now = json::parse(client.Get("/api/v1/cadences/" + std::to_string((*parked)["id"].get<std::int64_t>()), auth)->body);
  const bool all_enrolled = parked_now["figures"]["enrolled"] == size.enrolled;
  char text[200];
  std::snprintf(text, sizeof text, "%.2f s for %d leads (%lld enrolled)", enroll_seconds, size.enrolled,
                static_cast<long long>(parked_now["figures"]["enrolled"].get<std::int64_t>()));
  table += row("enrolling 100,000 leads (bulk action, request to finished)", text, "≤ 5 s", enroll_seconds <= kEnrollBudgetSeconds && all_enrolled);
  met = met && enroll_seconds <= kEnrollBudgetSeconds && all_enrolled;

  std::fprintf(stderr, "sending %d texts…\n", size.texted);
  // 2. 10,000 leads into an active cadence whose first step texts at once: enrollment to the stub's 10,000th text.
  const auto sender = call("POST", "/api/v1/cadences", {{"name", "Sender"}, {"smsFrom", kOurNumber}, {"steps", {step}}}, 201);
  if (!sender || !call("POST", "/api/v1/cadences/" + std::to_string((*sender)["id"].get<std::int64_t>()) + "/activate", nullptr, 200)) return false;
  started = Clock::now();
  const auto send_job = call("POST", "/api/v1/leads/bulk",
                             {{"action", "enroll_in_cadence"}, {"cadenceId", (*sender)["id"]}, {"filter", {{"listId", list_ids["Texted"]}}}}, 202);
  if (!send_job) return false;
  const auto deadline = Clock::now() + std::chrono::minutes(5);
  while (twilio.texts().size() < static_cast<std::size_t>(size.texted) && Clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  const double send_seconds = seconds_since(started);
  const auto sent = twilio.texts().size();
  const double rate = static_cast<double>(sent) / send_seconds;
  std::snprintf(text, sizeof text, "%zu texts in %.2f s: %.0f texts/s", sent, send_seconds, rate);
  const bool sent_ok = sent == static_cast<std::size_t>(size.texted) && rate >= kTextsPerSecondBudget;
  table += row("10,000 due text steps sent to the Twilio stub", text, "≥ 500 texts/s", sent_ok);
  met = met && sent_ok;

  std::fprintf(stderr, "%d texts of STOP…\n", size.stop_texts);
  // 3. Texts of STOP from leads: signed as Twilio signs them, each opting its number out.
  const std::string url = std::string(kPublic) + "/api/v1/twilio/sms";
  const int first_stopper = size.enrolled + size.texted;
  // Signed as Twilio signs them, on keep-alive connections like Twilio's.
  std::vector<std::vector<double>> latencies(static_cast<std::size_t>(size.clients));
  std::atomic<int> next{0};
  std::atomic<int> failures{0};
  const auto stop_started = Clock::now();
  std::vector<std::thread> threads;
  for (int c = 0; c < size.clients; ++c) {
    threads.emplace_back([&, c] {
      httplib::Client texter("127.0.0.1", server->port());
      texter.set_keep_alive(true);
      texter.set_tcp_nodelay(true);
      for (int i = next++; i < size.stop_texts; i = next++) {
        const std::string from = us_number(first_stopper + i % (size.leads - first_stopper));
        char sid[40];
        std::snprintf(sid, sizeof sid, "SMf%031d", i + 1);  // not one of the stub's own SIDs
        const std::vector<std::pair<std::string, std::string>> form{
            {"AccountSid", kSid}, {"Body", "STOP"}, {"From", from}, {"MessageSid", sid}, {"To", kOurNumber}};
        std::string body;
        for (const auto& [key, value] : form) body += (body.empty() ? "" : "&") + key + "=" + httplib::detail::encode_query_param(value);
        const httplib::Headers headers = {{"X-Twilio-Signature", twilio_signature(kToken, url, form)}};
        const auto t0 = Clock::now();
        const auto res = texter.Post("/api/v1/twilio/sms", headers, body, "application/x-www-form-urlencoded");
        latencies[static_cast<std::size_t>(c)].push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
        if (!res || res->status != 200 || res->body.find("unsubscribed") == std::string::npos) {
          if (failures++ == 0) std::fprintf(stderr, "STOP: %s\n", res ? res->body.c_str() : "no answer");
        }
      }
    });
  }
  for (auto& t : threads) t.join();
  std::vector<double> stop_ms;
  for (const auto& part : latencies) stop_ms.insert(stop_ms.end(), part.begin(), part.end());
  std::sort(stop_ms.begin(), stop_ms.end());
  LoadResult stops;
  stops.requests = size.stop_texts;
  stops.failures = failures.load();
  stops.p50_ms = percentile_of(stop_ms, 0.5);
  stops.p99_ms = percentile_of(stop_ms, 0.99);
  stops.requests_per_second = size.stop_texts / seconds_since(stop_started);
  std::snprintf(text, sizeof text, "p50 %.2f ms, p99 %.2f ms, %.0f texts/s (%d, %d failed)", stops.p50_ms, stops.p99_ms,
                stops.requests_per_second, stops.requests, stops.failures);
  const bool stops_ok = stops.failures == 0 && stops.p99_ms <= kStopBudgetMs;
  table += row("a text of STOP to its opt-out recorded", text, "p99 ≤ 20 ms", stops_ok);
  met = met && stops_ok;

  // 4. The runner's scan of due steps with 1,000,000 active enrollments: written beside the others (server
  //    stopped), due next week, then the job's own query timed on the file.
  server->stop(SIGTERM);
  server.reset();
  {
    SQLite::Database db(db_path, SQLite::OPEN_READWRITE);
    const auto cadence_id = (*parked)["id"].get<std::int64_t>();
    const std::int64_t organization = db.execAndGet("SELECT organization_id FROM cadences WHERE id = " + std::to_string(cadence_id)).getInt64();
    const std::int64_t now = std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
    std::fprintf(stderr, "writing %lld active enrollments…\n", static_cast<long long>(size.scan_enrollments));
    SQLite::Transaction tx(db);
    db.exec("CREATE TEMP TABLE scan_leads AS SELECT id FROM leads WHERE organization_id = " + std::to_string(organization));
    SQLite::Statement cadence(db, "INSERT INTO cadences (organization_id, name, status, created_at, updated_at) VALUES (?, ?, 'active', '', '')");
    SQLite::Statement enroll(db,
                             "INSERT INTO cadence_enrollments (organization_id, cadence_id, lead_id, status, step_index, next_at, "
                             "enrolled_at, updated_at) SELECT ?, ?, id, 'active', 0, ? + (id % 86400), '', '' FROM scan_leads");
    std::int64_t written = 0;
    for (int c = 0; written < size.scan_enrollments; ++c) {
      cadence.bind(1, organization);
      cadence.bind(2, "Scan " + std::to_string(c));
      cadence.exec();
      cadence.reset();
      enroll.bind(1, organization);
      enroll.bind(2, db.getLastInsertRowid());
      enroll.bind(3, now + 7 * 86400);
      written += enroll.exec();
      enroll.reset();
    }
    tx.commit();
    db.exec("ANALYZE");
    SQLite::Statement scan(db,
                           "SELECT e.id, e.organization_id, e.cadence_id, e.lead_id, e.step_index, e.next_at "
                           "FROM cadence_enrollments e INDEXED BY cadence_enrollments_due "
                           "JOIN cadences c ON c.id = e.cadence_id AND c.status = 'active' "
                           "WHERE e.status = 'active' AND e.next_at <= ? ORDER BY e.next_at LIMIT 500");
    std::vector<double> ms;
    for (int i = 0; i < size.scans; ++i) {
      const auto t0 = Clock::now();
      // Half the scans at a time when nothing is due, half when a batch is.
      scan.bind(1, i % 2 == 0 ? now : now + 7 * 86400 + 3600);
      int rows = 0;
      while (scan.executeStep()) ++rows;
      scan.reset();
      ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
    }
    std::sort(ms.begin(), ms.end());
    std::snprintf(text, sizeof text, "p50 %.2f ms, p99 %.2f ms over %d scans, %lld active enrollments",
                  percentile_of(ms, 0.5), percentile_of(ms, 0.99), size.scans, static_cast<long long>(written));
    const bool scan_ok = percentile_of(ms, 0.99) <= kScanBudgetMs;
    table += row("the runner's scan of due steps (500 a batch)", text, "p99 ≤ 50 ms", scan_ok);
    met = met && scan_ok;
  }
  return met;
}

}  // namespace bench
