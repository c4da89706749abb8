// CSV import (streamed, raw or multipart) and export over real HTTP.
#include <doctest/doctest.h>

#include "domain/lead_import.hpp"
#include "support/accounts.hpp"

namespace {

using nlohmann::json;

json import_csv(test::TestServer& server, const std::string& token, const std::string& csv,
                const std::string& query = "") {
  auto res = server.client().Post("/api/v1/leads/import" + query, test::bearer(token), csv, "text/csv");
  REQUIRE(res);
  INFO(res->body);
  REQUIRE(res->status == 200);
  return test::json_of(res);
}

json leads_page(test::TestServer& server, const std::string& token, const std::string& query = "") {
  return test::json_of(test::call(server, "GET", "/api/v1/leads?limit=100" + query, token));
}

}  // namespace

TEST_CASE("import maps the header, reports bad rows, keeps a quoted multi-line field and skips duplicates") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const std::string csv =
      "\xEF\xBB\xBF"  // a byte order mark, as spreadsheets write it
      "First Name,Last Name,E-mail Address,Mobile,Company Name,Status,Notes,Ignored\r\n"
      "Ada,Lovelace,ada@engine.test,+1 (555) 123-4567,Engines,interested,\"Line one,\r\nline \"\"two\"\"\",x\r\n"
      "Bad,Email,not-an-email,,,,,\r\n"
      "Bad,Status,,555-000-1111,,hot,,\r\n"
      "Ada,Again,,555 123 4567,,,,\r\n"  // same phone as row 2 once normalized
      "\r\n"
      "Alan,Turing,alan@bletchley.test,,,,,\r\n";
  const auto result = import_csv(server, owner.token, csv);
  CHECK(result["imported"] == 2);
  CHECK(result["skipped"] == 1);
  CHECK(result["updated"] == 0);
  CHECK(result["errorCount"] == 2);
  REQUIRE(result["errors"].size() == 2);
  CHECK(result["errors"][0]["row"] == 3);
  CHECK(result["errors"][0]["message"] == "Please enter a valid email address");
  CHECK(result["errors"][0]["values"][2] == "not-an-email");
  CHECK(result["errors"][1]["row"] == 4);
  CHECK(result["errors"][1]["message"] == "Status must be one of new, contacted, interested, not_interested, callback");

  const auto page = leads_page(server, owner.token, "&search=lovelace");
  REQUIRE(page["leads"].size() == 1);
  const auto& ada = page["leads"][0];
  CHECK(ada["firstName"] == "Ada");
  CHECK(ada["email"] == "ada@engine.test");
  CHECK(ada["company"] == "Engines");
  CHECK(ada["status"] == "interested");
  CHECK(ada["notes"] == "Line one,\r\nline \"two\"");
  CHECK(ada["source"] == "import");
  CHECK(test::json_of(test::call(server, "GET", "/api/v1/leads/stats", owner.token))["total"] == 2);
}

TEST_CASE("import with duplicates=update fills in the existing lead, an explicit mapping and a target list") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto list = test::json_of(test::call(server, "POST", "/api/v1/lists", owner.token, R"({"name":"Fair 2026"})"));
  test::call(server, "POST", "/api/v1/leads", owner.token,
             json{{"name", "Grace Hopper"}, {"email", "grace@navy.test"}, {"status", "contacted"}}.dump());

  const std::string csv = "col a,col b,col c\nGRACE@navy.test,Navy Labs,called back\nnew@lead.test,New Co,\n";
  const auto result = import_csv(server, owner.token, csv,
                                 "?duplicates=update&mapping=email,company,notes&listId=" +
                                     std::to_string(list["id"].get<int>()));
  CHECK(result["imported"] == 1);
  CHECK(result["updated"] == 1);
  const auto grace = leads_page(server, owner.token, "&search=grace")["leads"][0];
  CHECK(grace["company"] == "Navy Labs");
  CHECK(grace["notes"] == "called back");
  CHECK(grace["status"] == "contacted");  // the file had no status: kept
  CHECK(grace["list_name"] == "Fair 2026");
  CHECK(test::json_of(test::call(server, "GET", "/api/v1/lists", owner.token))[0]["leadCount"] == 2);
}

TEST_CASE("import rejects what it cannot use, before storing anything") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto post = [&](const std::string& csv, const std::string& query) {
    return server.client().Post("/api/v1/leads/import" + query, test::bearer(owner.token), csv, "text/csv");
  };
  auto unmapped = post("foo,bar\n1,2\n", "");
  CHECK(unmapped->status == 400);
  CHECK(test::json_of(unmapped)["code"] == "invalid_mapping");
  CHECK(test::json_of(post("a\nb\n", "?mapping=shoeSize"))["error"] == "Unknown field in the column mapping: shoeSize");
  CHECK(test::json_of(post("a\nb\n", "?duplicates=maybe"))["error"] == "duplicates must be skip or update");
  CHECK(test::json_of(post("email\nx@y.test\n", "?listId=999"))["error"] == "The selected list does not exist");
  auto unclosed = post("name,notes\nAda,\"never closed\n", "");
  CHECK(test::json_of(unclosed)["errors"][0]["message"] == "A quoted field is not closed");
  CHECK(test::json_of(test::call(server, "GET", "/api/v1/leads/stats", owner.token))["total"] == 0);
}

TEST_CASE("import streams bodies larger than the 1 MiB JSON limit, and accepts a multipart upload") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  std::string csv = "name,email,list\n";
  for (int i = 0; i < 30000; ++i) {
    csv += "Person " + std::to_string(i) + ",p" + std::to_string(i) + "@bulk.test,Bulk " + std::to_string(i % 3) + "\n";
  }
  REQUIRE(csv.size() > 1024 * 1024);
  CHECK(import_csv(server, owner.token, csv)["imported"] == 30000);
  const auto lists = test::json_of(test::call(server, "GET", "/api/v1/lists", owner.token));
  REQUIRE(lists.size() == 3);
  CHECK(lists[0]["leadCount"] == 10000);

  httplib::MultipartFormDataItems items = {{"note", "ignored field", "", ""},
                                           {"file", "name,email\nMulti Part,mp@upload.test\n", "leads.csv", "text/csv"}};
  auto res = server.client().Post("/api/v1/leads/import", test::bearer(owner.token), items);
  REQUIRE(res);
  INFO(res->body);
  CHECK(res->status == 200);
  CHECK(test::json_of(res)["imported"] == 1);
  CHECK(leads_page(server, owner.token, "&search=mp@upload")["leads"].size() == 1);
}

TEST_CASE("export streams the filtered leads as CSV, escaping what a spreadsheet would run") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  import_csv(server, owner.token,
             "name,email,phone,status,notes\n"
             "Keep Me,keep@x.test,+1 (555) 123-4567,interested,\"has, comma\"\n"
             "\"=HYPERLINK(\"\"http://evil\"\")\",evil@x.test,,interested,@SUM(A1)\n"
             "Other,other@x.test,,new,\n");
  auto res = server.client().Get("/api/v1/leads/export?status=interested", test::bearer(owner.token));
  REQUIRE(res);
  CHECK(res->status == 200);
  CHECK(res->get_header_value("Content-Type") == "text/csv; charset=utf-8");
  CHECK(res->get_header_value("Content-Disposition").starts_with("attachment; filename=\"leads-"));
  CHECK(res->get_header_value("Cache-Control") == "no-store");  // leads' personal data: never kept by a cache
  const std::string& body = res->body;
  CHECK(body.starts_with(
      "First Name,Last Name,Name,Email,Phone,Company,Status,List,State,Postal Code,Time Zone,Notes,Created At\r\n"));
  CHECK(body.find("Keep,Me,Keep Me,keep@x.test,+1 (555) 123-4567,,interested,,,,,\"has, comma\",") != std::string::npos);
  CHECK(body.find("Other") == std::string::npos);
  CHECK(body.find("'@SUM(A1)") != std::string::npos);
  CHECK(body.find("\"'=HYPERLINK(\"\"http://evil\"\")\"") != std::string::npos);
  CHECK(body.find(",=HYPERLINK") == std::string::npos);

  // The export imports back.
  test::TestServer second;
  const auto again = test::register_company(second, "Copy", "c@copy.test");
  CHECK(import_csv(second, again.token, body)["imported"] == 2);

  auto bad = server.client().Get("/api/v1/leads/export?status=hot", test::bearer(owner.token));
  CHECK(bad->status == 400);
}

TEST_CASE("a row with absurdly many columns is an error, not a memory blow-up") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const std::string csv = "name,email\nWide Row," + std::string(100000, ',') + "\nNormal,n@x.test\n";
  const auto result = import_csv(server, owner.token, csv);
  CHECK(result["imported"] == 1);
  CHECK(result["errorCount"] == 1);
  CHECK(result["errors"][0]["message"] == "The row has more than 256 columns");
  CHECK(result["errors"][0]["values"].size() <= 32);
}

TEST_CASE("imports past the limit of two at a time are refused at once with a wait, and run once one ends") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Busy", "o@busy.test");
  const dialer::auth::Caller caller{owner.user["id"].get<std::int64_t>(), owner.user["organizationId"].get<std::int64_t>(),
                                    dialer::auth::Role::kSuperadmin, 0};
  // Two imports under way (as two admins uploading large files would hold them).
  auto first = server.app().leads().start_import(caller, {});
  auto second = server.app().leads().start_import(caller, {});

  const auto refused = test::call(server, "POST", "/api/v1/leads/import", owner.token, "Name\nAda King\n");
  REQUIRE(refused);
  CHECK(refused->status == 503);
  CHECK(refused->get_header_value("Retry-After") == "30");
  CHECK(test::json_of(refused)["code"] == "imports_busy");
  CHECK(test::json_of(refused)["error"] == "2 imports are running. Try again in a minute, when one of them has finished.");
  CHECK(test::json_of(test::call(server, "GET", "/api/v1/leads/stats", owner.token))["total"] == 0);

  first.reset();  // one ends (its place, and its memory, are given back)
  CHECK(import_csv(server, owner.token, "Name\nAda King\n")["imported"] == 1);
  second->feed("Name\nGrace Hopper\n");
  CHECK(second->finish().imported == 1);
}
