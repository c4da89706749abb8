// The compliance page's figures over real HTTP, Twilio's side played on a frozen clock: a power campaign's day with
// an abandoned call whose person pressed 9, checked against what the calls and their timelines say; the evidence
// kept with every call; the national registry's age; and the export as CSV and JSON.
#include <doctest/doctest.h>

#include <chrono>
#include <random>
#include <set>
#include <sstream>

#include "support/agent_floor.hpp"

namespace {

using nlohmann::json;
using namespace std::chrono_literals;
using test::ok;

json compliance_of(test::AgentFloor& floor) {
  return ok(test::call(floor.server, "GET", "/api/v1/campaigns/" + std::to_string(floor.campaign) + "/compliance",
                       floor.owner.token));
}

httplib::Result export_of(test::AgentFloor& floor, const std::string& query) {
  return test::call(floor.server, "GET",
                    "/api/v1/campaigns/" + std::to_string(floor.campaign) + "/compliance/export" + query, floor.owner.token);
}

// The calls ringing now, once each has its SID.
json ringing(test::AgentFloor& floor, std::size_t n) {
  json found = json::array();
  REQUIRE(test::eventually([&] {
    found = json::array();
    for (const auto& c : floor.campaign_calls()) {
      if (c["status"] == "queued" && c["providerSid"].is_string()) found.push_back(c);
    }
    return found.size() == n;
  }));
  return found;
}

void press(test::AgentFloor& floor, const json& call, const std::string& digits) {
  const auto answer = floor.player.post(test::kPublicUrl + "/api/v1/twilio/opt-out?call=" + std::to_string(call["id"].get<std::int64_t>()),
                                        {{"AccountSid", test::kTwilioSid}, {"CallSid", call["providerSid"]}, {"Digits", digits}});
  REQUIRE(answer);
  REQUIRE(answer->status == 200);
}

}  // namespace

TEST_CASE("compliance: an abandoned call's evidence, the checks kept with each call, revocations and the registry's age") {
  test::AgentFloor floor("provable", 1, {{"dialMode", "power"}, {"linesPerAgent", 2}, {"machineDetection", true}});
  const auto& sam = floor.agents[0];
  floor.lead("Ada", "Lovelace", "+1 212 555 0150");
  floor.lead("Bob", "Byron", "+1 212 555 0151");
  floor.refill();

  auto report = compliance_of(floor);
  CHECK(report["campaign"]["name"] == "Solar");
  CHECK(report["abandon"]["abandoned"] == 0);
  CHECK(report["abandon"]["rate"].is_null());
  CHECK(report["checks"]["outsideWindow"] == 0);
  // Never imported: the page warns.
  CHECK(report["doNotCall"]["lastRegistryImport"].is_null());
  CHECK(report["doNotCall"]["stale"] == true);

  ok(floor.ready(sam));
  REQUIRE(floor.player.joins_conference(floor.identity(sam), "CA0000000000000000000000000000f001"));
  const auto calls = ringing(floor, 2);
  for (const auto& c : calls) floor.player.dialer_call_reports(c["id"], c["providerSid"], {"initiated", "ringing", "in-progress"});
  floor.clock.advance(1s);
  REQUIRE(floor.player.dialer_call_answered(calls[0]["id"], calls[0]["providerSid"], "human"));
  REQUIRE(floor.player.dialer_call_answered(calls[1]["id"], calls[1]["providerSid"], "human"));
  floor.clock.advance(4s);
  press(floor, calls[1], "9");
  floor.player.dialer_call_reports(calls[1]["id"], calls[1]["providerSid"], {"completed"}, 6);

  report = compliance_of(floor);
  CHECK(report["abandon"]["answeredByPerson"] == 2);
  CHECK(report["abandon"]["abandoned"] == 1);
  CHECK(report["abandon"]["rate"] == 0.5);
  CHECK(report["abandon"]["limit"] == 0.03);
  REQUIRE(report["abandon"]["calls"].size() == 1);
  const auto evidence = report["abandon"]["calls"][0];
  CHECK(evidence["callId"] == calls[1]["id"]);
  CHECK(evidence["to"] == calls[1]["to"]);
  CHECK(evidence["answeredAt"] == "2026-11-25T18:00:00Z");
  CHECK(evidence["personDetectedAt"] == "2026-11-25T18:00:01Z");
  CHECK(evidence["messagePlayedAt"] == "2026-11-25T18:00:01Z");
  CHECK(evidence["secondsToMessage"] == 1.0);
  CHECK(evidence["agentConnectedAt"].is_null());
  CHECK(evidence["optOutPressedAt"] == "2026-11-25T18:00:05Z");
  // Every call was inside its lead's window and under its limits when placed.
  CHECK(report["checks"]["outsideWindow"] == 0);
  CHECK(report["checks"]["overLimits"] == 0);
  CHECK(report["checks"]["calls"].empty());
  // The key press is a revocation of calls, and — the organization's opt-outs reaching every channel by default — of
  // everything; honoured at once, and nobody was called after it.
  REQUIRE(report["revocations"]["count"] == 2);
  std::set<std::string> channels;
  for (const auto& revocation : report["revocations"]["entries"]) {
    channels.insert(revocation["channel"].get<std::string>());
    CHECK(revocation["source"] == "key_press");
    CHECK(revocation["address"] == calls[1]["to"]);
    CHECK(revocation["honouredAt"] == revocation["at"]);
    CHECK(revocation["callsAfter"] == 0);
  }
  CHECK(channels == std::set<std::string>{"all", "calls"});

  // The evidence kept with each call: the lead's own time, the window that day, the attempts before it.
  const auto csv = export_of(floor, "");
  REQUIRE(csv);
  CHECK(csv->status == 200);
  CHECK(csv->get_header_value("Content-Type") == "text/csv; charset=utf-8");
  std::istringstream lines(csv->body);
  std::string header;
  std::getline(lines, header);
  CHECK(header.rfind("callId,placedAt,leadId,agentId,from,to,status,answeredBy,answeredAt,abandoned,disposition,leadLocal,", 0) == 0);
  std::vector<std::string> rows;
  for (std::string line; std::getline(lines, line);) rows.push_back(line);
  REQUIRE(rows.size() == 2);
  for (const auto& row : rows) {
    CHECK(row.find("2026-11-25T13:00:00 America/New_York,08:00-21:00,,yes,0,0,6,3,yes") != std::string::npos);
  }
  const auto as_json = export_of(floor, "?format=json");
  REQUIRE(as_json);
  const auto exported = json::parse(as_json->body);
  REQUIRE(exported.size() == 2);
  // Oldest first: placed in the same millisecond, by id.
  CHECK(exported[0]["callId"] == calls[1]["id"]);
  CHECK(exported[0]["abandoned"] == true);
  CHECK(exported[0]["check"]["leadLocal"] == "2026-11-25T13:00:00 America/New_York");
  CHECK(exported[0]["check"]["insideWindow"] == true);
  CHECK(exported[0]["check"]["maxPer24h"] == 3);
  CHECK(exported[1]["callId"] == calls[0]["id"]);
  CHECK(json::parse(export_of(floor, "?from=2026-11-25T19:00:00Z&format=json")->body).empty());
  test::check_error(export_of(floor, "?format=pdf"), 400, "format must be csv or json");
  test::check_error(export_of(floor, "?from=2026-11-26T00:00:00Z&to=2026-11-25T00:00:00Z"), 400, "from must be before to");

  // A registry extract imported today: fresh; 32 days later: stale again.
  const auto imported =
      floor.server.client().Post("/api/v1/dnc/import", test::bearer(floor.owner.token), "2025550111\n2025550112\n", "text/csv");
  REQUIRE(imported);
  REQUIRE(imported->status == 200);
  report = compliance_of(floor);
  CHECK(report["doNotCall"]["lastRegistryImport"]["ageDays"] == 0);
  CHECK(report["doNotCall"]["stale"] == false);
  floor.clock.advance(std::chrono::hours(24 * 32));
  floor.owner = test::sign_in(floor.server, floor.owner.email, floor.owner.password);
  report = compliance_of(floor);
  CHECK(report["doNotCall"]["lastRegistryImport"]["ageDays"] == 32);
  CHECK(report["doNotCall"]["stale"] == true);
  // 32 days on, the day's calls have left the 30 days.
  CHECK(report["abandon"]["abandoned"] == 0);
  CHECK(report["abandon"]["calls"].empty());
}

TEST_CASE("compliance: another organization's campaign is not found, and agents may not read it") {
  test::AgentFloor floor("ownpage", 1, {{"dialMode", "power"}});
  const auto other = test::register_company(floor.server, "Elsewhere", "owner@elsewhere.test");
  test::check_error(test::call(floor.server, "GET", "/api/v1/campaigns/" + std::to_string(floor.campaign) + "/compliance", other.token),
                    404, "Campaign not found");
  test::check_error(test::call(floor.server, "GET", "/api/v1/campaigns/" + std::to_string(floor.campaign) + "/compliance/export",
                               other.token),
                    404, "Campaign not found");
  const auto agent_view = test::call(floor.server, "GET", "/api/v1/campaigns/" + std::to_string(floor.campaign) + "/compliance",
                                     floor.agents[0].token);
  REQUIRE(agent_view);
  CHECK(agent_view->status == 403);
}

TEST_CASE("compliance: over a randomized afternoon the page's figures equal brute-force counts of the calls") {
  test::AgentFloor floor("bruteforce", 1, {{"dialMode", "power"}, {"linesPerAgent", 3}, {"wrapUpSeconds", 0}});
  auto& server = floor.server;
  const auto& sam = floor.agents[0];
  for (int i = 0; i < 60; ++i) floor.lead("Lead", std::to_string(i), "+1 212 555 0" + std::to_string(200 + i));
  floor.refill();
  ok(floor.ready(sam));
  REQUIRE(floor.player.joins_conference(floor.identity(sam), "CA0000000000000000000000000000f101"));
  std::mt19937 random(20261129);
  std::set<std::int64_t> seen;
  for (int round = 0; round < 8; ++round) {
    CAPTURE(round);
    // The calls the dialer placed for Sam this round.
    json placed = json::array();
    REQUIRE(test::eventually([&] {
      placed = json::array();
      for (const auto& c : floor.campaign_calls()) {
        if (!seen.count(c["id"].get<std::int64_t>()) && c["providerSid"].is_string()) placed.push_back(c);
      }
      return !placed.empty();
    }));
    std::optional<json> taken;
    for (const auto& c : placed) {
      seen.insert(c["id"].get<std::int64_t>());
      floor.clock.advance(std::chrono::seconds(1 + random() % 20));
      const int outcome = static_cast<int>(random() % 4);
      if (outcome == 0) {
        floor.player.dialer_call_reports(c["id"], c["providerSid"], {"initiated", "ringing", "no-answer"});
      } else if (outcome == 1) {
        floor.player.dialer_call_reports(c["id"], c["providerSid"], {"initiated", "ringing", "in-progress"});
        REQUIRE(floor.player.dialer_call_answered(c["id"], c["providerSid"], "machine_start"));
        floor.player.dialer_call_reports(c["id"], c["providerSid"], {"completed"}, 12);
      } else {
        floor.player.dialer_call_reports(c["id"], c["providerSid"], {"initiated", "ringing", "in-progress"});
        floor.clock.advance(std::chrono::seconds(random() % 3));
        const auto answer = floor.player.dialer_call_answered(c["id"], c["providerSid"], "human");
        REQUIRE(answer);
        if (answer->body.find("</Conference>") != std::string::npos) {
          taken = c;
          continue;
        }
        floor.clock.advance(std::chrono::seconds(2 + random() % 5));
        if (random() % 2 == 0) press(floor, c, random() % 3 == 0 ? "1" : "9");
        floor.player.dialer_call_reports(c["id"], c["providerSid"], {"completed"}, 8);
      }
    }
    if (taken) {
      floor.clock.advance(std::chrono::seconds(30 + random() % 120));
      floor.player.dialer_call_reports((*taken)["id"], (*taken)["providerSid"], {"completed"}, 60);
      ok(floor.dispose(sam, (*taken)["id"], {{"code", "not_interested"}}));
    }
    floor.advance(1s);
    ok(test::call(server, "POST", "/api/v1/me/heartbeat", sam.token), 204);
    floor.advance(2s, "auto-dialer");
  }

  // Some evidence that says a rule was broken, written straight into the checks (the dialer itself never places such
  // a call): the page must count and list each one.
  server.app().database().write([&](SQLite::Database& db) {
    SQLite::Statement s(db, "UPDATE call_checks SET inside_window = 0 WHERE call_id % 5 = 0");
    s.exec();
    SQLite::Statement t(db, "UPDATE call_checks SET within_limits = 0 WHERE call_id % 7 = 0");
    t.exec();
  });

  const auto report = compliance_of(floor);
  // Brute force over the calls, their timelines and their checks.
  const auto count = [&](const std::string& sql) {
    return server.app().database().read([&](SQLite::Database& db) { return db.execAndGet(sql).getInt64(); });
  };
  const std::string campaign = std::to_string(floor.campaign);
  const auto human = count("SELECT count(*) FROM calls WHERE campaign_id = " + campaign + " AND answered_by = 'human'");
  const auto abandoned = count("SELECT count(*) FROM calls WHERE campaign_id = " + campaign + " AND abandoned = 1");
  CHECK(human > 2);
  CHECK(abandoned > 0);
  CHECK(report["abandon"]["answeredByPerson"] == human);
  CHECK(report["abandon"]["abandoned"] == abandoned);
  CHECK(report["abandon"]["calls"].size() == static_cast<std::size_t>(abandoned));
  for (const auto& e : report["abandon"]["calls"]) {
    const auto id = std::to_string(e["callId"].get<std::int64_t>());
    CHECK(count("SELECT abandoned FROM calls WHERE id = " + id) == 1);
    CHECK(e["agentConnectedAt"].is_null());
    const auto pressed = count("SELECT count(*) FROM call_events WHERE call_id = " + id + " AND kind = 'opt_out'");
    CHECK(e["optOutPressedAt"].is_null() == (pressed == 0));
    CHECK(e["messagePlayedAt"].is_string());
  }
  CHECK(report["checks"]["outsideWindow"] ==
        count("SELECT count(*) FROM call_checks WHERE campaign_id = " + campaign + " AND inside_window = 0"));
  CHECK(report["checks"]["overLimits"] ==
        count("SELECT count(*) FROM call_checks WHERE campaign_id = " + campaign + " AND within_limits = 0"));
  CHECK(report["checks"]["calls"].size() ==
        static_cast<std::size_t>(count("SELECT count(*) FROM call_checks WHERE campaign_id = " + campaign +
                                       " AND (inside_window = 0 OR within_limits = 0)")));
  CHECK(report["revocations"]["count"] ==
        count("SELECT count(*) FROM call_events WHERE kind = 'opt_out'"));
  for (const auto& r : report["revocations"]["entries"]) CHECK(r["callsAfter"] == 0);
  // Every call placed is in the export once, with its check.
  const auto exported = json::parse(export_of(floor, "?format=json")->body);
  CHECK(exported.size() == static_cast<std::size_t>(count("SELECT count(*) FROM calls WHERE campaign_id = " + campaign)));
  for (const auto& c : exported) CHECK(c["check"].is_object());
}

TEST_CASE("compliance: a webhook lead's TrustedForm certificate is kept with its consent and shown on the page") {
  test::AgentFloor floor("certified", 1, {{"dialMode", "power"}});
  const auto hook = ok(test::call(floor.server, "POST", "/api/v1/webhooks", floor.owner.token, json{{"name", "Quote form"}}.dump()), 201);
  const std::string url = hook["url"];
  const auto path = url.substr(url.find("/api/v1/webhooks/leads"));
  const std::string certificate = "https://cert.trustedform.com/2f6c0ad1e8b4c0ffee0123456789abcdef012345";
  const json leads = json::array(
      {{{"firstName", "Ada"}, {"phone", "(212) 555-0160"}, {"consentSource", "Solar quote form"},
        {"consentAt", "2026-11-25T17:58:03Z"}, {"consentPageUrl", "https://solar.example.test/quote"},
        {"xxTrustedFormCertUrl", certificate}},
       {{"firstName", "Bob"}, {"phone", "(212) 555-0161"}, {"smsConsent", true}, {"consentCertificateUrl", "ftp://nope"}},
       {{"firstName", "Cy"}, {"phone", "(212) 555-0162"}, {"smsConsent", true}, {"consentAt", "yesterday"}}});
  const auto delivered = test::json_of(floor.server.client().Post(path, leads.dump(), "application/json"));
  CHECK(delivered["created"] == 1);
  REQUIRE(delivered["errors"].size() == 2);
  CHECK(delivered["errors"][0] == json{{"index", 1}, {"message", "consentCertificateUrl must be an http or https address"}});
  CHECK(delivered["errors"][1] == json{{"index", 2}, {"message", "consentAt must be a time like 2026-11-25T18:00:00Z"}});

  // A certificate with no channel named: consent to calls, with its evidence, in the lead's ledger.
  const auto listed = ok(test::call(floor.server, "GET", "/api/v1/leads?search=Ada", floor.owner.token));
  const std::int64_t ada = listed["leads"][0]["id"];
  const auto ledger = ok(test::call(floor.server, "GET", "/api/v1/leads/" + std::to_string(ada) + "/consents", floor.owner.token))["consents"];
  REQUIRE(ledger.size() == 1);
  CHECK(ledger[0]["channel"] == "calls");
  CHECK(ledger[0]["action"] == "granted");
  CHECK(ledger[0]["source"] == "webhook");
  CHECK(ledger[0]["address"] == "+12125550160");
  CHECK(ledger[0]["evidence"] == json{{"origin", "Solar quote form"},
                                      {"givenAt", "2026-11-25T17:58:03Z"},
                                      {"pageUrl", "https://solar.example.test/quote"},
                                      {"certificateUrl", certificate}});

  const auto report = compliance_of(floor);
  REQUIRE(report["consentEvidence"]["count"] == 1);
  const auto entry = report["consentEvidence"]["entries"][0];
  CHECK(entry["leadId"] == ada);
  CHECK(entry["certificateUrl"] == certificate);
  CHECK(entry["origin"] == "Solar quote form");
  CHECK(entry["detail"] == "Sent by webhook \"Quote form\"");
}

TEST_CASE("compliance: an import's consent columns carry the evidence, TrustedForm's certificate included") {
  test::AgentFloor floor("importedproof", 1, {{"dialMode", "power"}});
  const std::string certificate = "https://cert.trustedform.com/9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b";
  const std::string csv =
      "First Name,Phone,Consent Source,Consent Date,Opt-In Page URL,xxTrustedFormCertUrl,xxTrustedFormPingUrl\n"
      "Ada,(212) 555-0170,Solar quote form,2026-11-24T09:15:00Z,https://solar.example.test/quote," + certificate +
      ",https://ping.trustedform.com/ignored\n"
      "Bob,(212) 555-0171,Solar quote form,last Tuesday,,,\n"
      "Cy,(212) 555-0172,,,,ftp://nope,\n";
  const auto imported = test::json_of(
      floor.server.client().Post("/api/v1/leads/import", test::bearer(floor.owner.token), csv, "text/csv"));
  CHECK(imported["imported"] == 1);
  REQUIRE(imported["errors"].size() == 2);
  CHECK(imported["errors"][0]["message"] == "The consent date must be a time like 2026-11-25T18:00:00Z");
  CHECK(imported["errors"][1]["message"] == "The consent certificate must be an http or https address");

  const auto listed = ok(test::call(floor.server, "GET", "/api/v1/leads?search=Ada", floor.owner.token));
  const std::int64_t ada = listed["leads"][0]["id"];
  const auto ledger = ok(test::call(floor.server, "GET", "/api/v1/leads/" + std::to_string(ada) + "/consents", floor.owner.token))["consents"];
  REQUIRE(ledger.size() == 1);
  CHECK(ledger[0]["channel"] == "calls");
  CHECK(ledger[0]["source"] == "import");
  CHECK(ledger[0]["evidence"] == json{{"origin", "Solar quote form"},
                                      {"givenAt", "2026-11-24T09:15:00Z"},
                                      {"pageUrl", "https://solar.example.test/quote"},
                                      {"certificateUrl", certificate}});
  CHECK(compliance_of(floor)["consentEvidence"]["count"] == 1);
}
