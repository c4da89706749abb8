// Do-not-call lists over real HTTP: one number added, refused twice, looked up, removed with the removal kept;
// a file imported as it arrives (a header, the national registry's "area code, number" lines, unreadable rows,
// repeats); campaign lists; the export; the leads' mark; a restart that reloads the lists; another company's
// lists never seen.
#include <doctest/doctest.h>

#include "support/accounts.hpp"

namespace {

using nlohmann::json;
using test::get_json;

json post_expecting(test::TestServer& server, const std::string& token, const std::string& path, const json& body,
          int status) {
  auto res = test::call(server, "POST", path, token, body.dump());
  REQUIRE(res);
  INFO(res->body);
  REQUIRE(res->status == status);
  return test::json_of(res);
}

json import_dnc(test::TestServer& server, const std::string& token, const std::string& query, const std::string& csv) {
  auto res = server.client().Post("/api/v1/dnc/import" + query, test::bearer(token), csv, "text/csv");
  REQUIRE(res);
  INFO(res->body);
  REQUIRE(res->status == 200);
  return test::json_of(res);
}

std::int64_t campaign_of(test::TestServer& server, const std::string& token, const std::string& name) {
  return post_expecting(server, token, "/api/v1/campaigns", {{"name", name}}, 201)["id"].get<std::int64_t>();
}

}  // namespace

TEST_CASE("dnc: a number is added once, looked up, removed with the removal kept, and added again") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Quiet Co", "o@quiet.test");
  const auto added = post_expecting(server, owner.token, "/api/v1/dnc/numbers", {{"phone", "(202) 555-0147"}, {"note", "asked"}}, 201);
  CHECK(added["phone"] == "+12025550147");
  CHECK(added["onOrganizationList"] == true);
  REQUIRE(added["lists"].size() == 1);
  CHECK(added["lists"][0]["source"] == "manual");
  CHECK(added["lists"][0]["note"] == "asked");
  CHECK(added["lists"][0]["addedBy"]["id"].is_number());

  test::check_error(test::call(server, "POST", "/api/v1/dnc/numbers", owner.token, json{{"phone", "+1 202-555-0147"}}.dump()),
                    409, "+12025550147 is already on this do-not-call list");
  test::check_error(test::call(server, "POST", "/api/v1/dnc/numbers", owner.token, json{{"phone", "555-0147"}}.dump()), 400,
                    "Enter a phone number, such as +1 202 555 0147");
  test::check_error(test::call(server, "POST", "/api/v1/dnc/numbers", owner.token, json{{"phone", ""}}.dump()), 400,
                    "Enter a phone number, such as +1 202 555 0147");
  test::check_error(test::call(server, "POST", "/api/v1/dnc/numbers", owner.token,
                               json{{"phone", "2025550100"}, {"note", std::string(501, 'x')}}.dump()),
                    400, "The note can be at most 500 characters");
  test::check_error(test::call(server, "POST", "/api/v1/dnc/numbers", owner.token,
                               json{{"phone", "2025550100"}, {"campaignId", 999}}.dump()),
                    400, "Unknown campaign");
  CHECK(get_json(server, owner.token, "/api/v1/dnc")["numbers"] == 1);

  const auto removed = post_expecting(server, owner.token, "/api/v1/dnc/removals", {{"phone", "2025550147"}, {"note", "wrong number"}}, 200);
  CHECK(removed["onOrganizationList"] == false);
  CHECK(removed["lists"].empty());
  REQUIRE(removed["removals"].size() == 1);
  CHECK(removed["removals"][0]["note"] == "wrong number");
  CHECK(removed["removals"][0]["additionId"] == added["lists"][0]["additionId"]);
  test::check_error(test::call(server, "POST", "/api/v1/dnc/removals", owner.token, json{{"phone", "2025550147"}}.dump()), 404,
                    "+12025550147 is not on this do-not-call list");

  // Listed again: the old removal stays on the record; a restart reads the same state back.
  post_expecting(server, owner.token, "/api/v1/dnc/numbers", {{"phone", "2025550147"}}, 201);
  server.restart();
  const auto again = get_json(server, owner.token, "/api/v1/dnc/numbers?phone=%2B12025550147");
  CHECK(again["onOrganizationList"] == true);
  CHECK(again["lists"].size() == 1);
  CHECK(again["removals"].size() == 1);
  CHECK(get_json(server, owner.token, "/api/v1/dnc")["numbers"] == 1);
}

TEST_CASE("dnc: an import reads a header or registry lines, counts repeats and unreadable rows, and survives a restart") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Import Co", "o@import.test");
  post_expecting(server, owner.token, "/api/v1/dnc/numbers", {{"phone", "2025550101"}}, 201);
  const auto result = import_dnc(server, owner.token, "?note=Registry%20extract&fileName=dnc.csv",
                                 "Name;Mobile Phone;City\r\n"
                                 "Ann;(202) 555-0101;Boston\r\n"  // listed already
                                 "Bob;202.555.0102;Austin\r\n"
                                 "Cid;+44 20 7946 0958;London\r\n"
                                 "Dee;not a number;Nowhere\r\n"
                                 "Eve;2025550102;Austin\r\n");  // twice in the file
  CHECK(result["added"] == 2);
  CHECK(result["alreadyListed"] == 2);
  CHECK(result["unreadable"] == 1);
  CHECK(result["unreadableRows"] == json::array({{{"row", 5}, {"text", "Dee,not a number,Nowhere"}}}));

  const auto registry = import_dnc(server, owner.token, "", "201,5550199\n202,5550102\n\n212,5550100\n");
  CHECK(registry["added"] == 2);
  CHECK(registry["alreadyListed"] == 1);
  CHECK(get_json(server, owner.token, "/api/v1/dnc")["numbers"] == 5);

  const auto additions = get_json(server, owner.token, "/api/v1/dnc/additions?pageSize=2");
  CHECK(additions["pagination"]["total"] == 3);
  REQUIRE(additions["additions"].size() == 2);
  CHECK(additions["additions"][1]["source"] == "import");
  CHECK(additions["additions"][1]["fileName"] == "dnc.csv");
  CHECK(additions["additions"][1]["note"] == "Registry extract");
  CHECK(additions["additions"][1]["added"] == 2);

  server.restart();
  auto exported = test::call(server, "GET", "/api/v1/dnc/export", owner.token);
  REQUIRE(exported);
  CHECK(exported->status == 200);
  CHECK(exported->get_header_value("Content-Type") == "text/csv; charset=utf-8");
  CHECK(exported->get_header_value("Cache-Control") == "no-store");
  const auto& csv = exported->body;
  CHECK(csv.starts_with("Phone,Source,Note,Added By,Added At\r\n+12025550101,manual,,"));
  CHECK(csv.find("+12025550102,import,Registry extract,") != std::string::npos);
  CHECK(csv.find("+442079460958,import,Registry extract,") != std::string::npos);
  CHECK(csv.find("+12015550199,import,,") != std::string::npos);
  CHECK(csv.find("+12125550100,import,,") != std::string::npos);
  CHECK(std::count(csv.begin(), csv.end(), '\n') == 6);
}

TEST_CASE("dnc: campaign lists apply in their campaign, the leads show the organization's mark, companies stay apart") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Two Lists", "o@two.test");
  const auto other = test::register_company(server, "Elsewhere", "o@elsewhere.test");
  const auto campaign = campaign_of(server, owner.token, "Solar");
  post_expecting(server, owner.token, "/api/v1/dnc/numbers", {{"phone", "2025550111"}, {"campaignId", campaign}}, 201);
  const auto lead = test::create_lead(server, owner.token, {{"name", "Camp"}, {"phone", "202-555-0111"}});
  CHECK(lead["doNotCall"] == false);  // on the campaign's list only
  const auto organization =
      get_json(server, owner.token, "/api/v1/auth/me")["user"]["organizationId"].get<std::int64_t>();
  CHECK(server.app().do_not_call().listed(organization, campaign, "+12025550111"));
  CHECK_FALSE(server.app().do_not_call().listed(organization, 0, "+12025550111"));

  post_expecting(server, owner.token, "/api/v1/dnc/numbers", {{"phone", "2025550111"}}, 201);
  auto shown = get_json(server, owner.token, "/api/v1/leads/" + std::to_string(lead["id"].get<int>()));
  CHECK(shown["doNotCall"] == true);
  const auto page = get_json(server, owner.token, "/api/v1/leads");
  CHECK(page["leads"][0]["doNotCall"] == true);
  const auto record = get_json(server, owner.token, "/api/v1/dnc/numbers?phone=2025550111");
  CHECK(record["lists"].size() == 2);
  CHECK(get_json(server, owner.token, "/api/v1/dnc")["lists"] ==
        json::array({{{"campaignId", nullptr}, {"numbers", 1}}, {{"campaignId", campaign}, {"numbers", 1}}}));
  CHECK(get_json(server, owner.token, "/api/v1/dnc/additions?campaignId=" + std::to_string(campaign))["pagination"]["total"] == 1);

  // The other company sees none of it and cannot use the campaign.
  CHECK(get_json(server, other.token, "/api/v1/dnc")["numbers"] == 0);
  CHECK(get_json(server, other.token, "/api/v1/dnc/numbers?phone=2025550111")["lists"].empty());
  test::check_error(test::call(server, "POST", "/api/v1/dnc/numbers", other.token,
                               json{{"phone", "2025550112"}, {"campaignId", campaign}}.dump()),
                    400, "Unknown campaign");
  test::check_error(test::call(server, "GET", "/api/v1/dnc/export?campaignId=" + std::to_string(campaign), other.token), 400,
                    "Unknown campaign");
  const auto other_lead = test::create_lead(server, other.token, {{"name", "Free"}, {"phone", "202-555-0111"}});
  CHECK(other_lead["doNotCall"] == false);
}

TEST_CASE("dnc: agents cannot read or change the lists") {
  test::TestServer server;
  test::register_company(server, "Roles Co", "o@roles.test");
  const auto agent = test::add_user(server, "Roles Co", "agent@roles.test", "agent");
  CHECK(test::call(server, "GET", "/api/v1/dnc", agent.token)->status == 403);
  CHECK(test::call(server, "POST", "/api/v1/dnc/numbers", agent.token, json{{"phone", "2025550147"}}.dump())->status == 403);
}
