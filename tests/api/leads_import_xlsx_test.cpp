// Excel .xlsx imports over real HTTP, with workbooks written by a spreadsheet library: accents intact, numbers
// typed as phones kept as digits, cells left out, a sheet chosen by name, and files that are not workbooks.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "files/xlsx_workbook.hpp"
#include "support/accounts.hpp"
#include "support/xlsx_fixture.hpp"

namespace {

using nlohmann::json;
using test::XlsxCell;

std::string read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

httplib::Result upload(test::TestServer& server, const std::string& token, const std::string& bytes,
                       const std::string& query = "") {
  return server.client().Post("/api/v1/leads/import" + query, test::bearer(token), bytes,
                              "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
}

json leads_of(test::TestServer& server, const std::string& token) {
  return test::json_of(test::call(server, "GET", "/api/v1/leads?limit=100&sort=name", token))["leads"];
}

const std::vector<std::vector<XlsxCell>> kContacts = {
    {std::string("First Name"), std::string("Last Name"), std::string("E-mail Address"), std::string("Mobile Phone"),
     std::string("Company")},
    {std::string("Jürgen"), std::string("Müller"), std::string("j.mueller@example.de"), 4915112345678.0,
     std::string("Bäckerei Müller")},
    {std::string("Zofia"), std::string("Łódź"), {}, std::string("+48 601 234 567"), std::string("Żabka 🛒")},
    {std::string("Ana"), {}, std::string("ana@example.pt"), 15551234567.0, {}},
};

}  // namespace

TEST_CASE("an xlsx workbook imports its first sheet with accents, emoji, numbers as phones and missing cells") {
  for (const bool inline_strings : {false, true}) {
    INFO("inline strings: " << inline_strings);
    test::TestServer server;
    const auto owner = test::register_company(server, "Acme", "o@acme.test");
    const auto path = server.dir().file("contacts.xlsx");
    test::write_xlsx(path, {{"Contacts", kContacts}, {"Other", {{std::string("Name")}, {std::string("Not me")}}}},
                     inline_strings);

    auto res = upload(server, owner.token, read_bytes(path));
    REQUIRE(res);
    INFO(res->body);
    REQUIRE(res->status == 200);
    const auto answer = test::json_of(res);
    CHECK(answer["imported"] == 3);
    CHECK(answer["errorCount"] == 0);
    CHECK(answer["sheet"] == "Contacts");
    CHECK_FALSE(answer.contains("delimiter"));

    const auto leads = leads_of(server, owner.token);
    REQUIRE(leads.size() == 3);
    CHECK(leads[0]["name"] == "Ana");
    CHECK(leads[0]["phone"] == "15551234567");
    CHECK(leads[0]["company"] == "");
    CHECK(leads[1]["name"] == "Jürgen Müller");
    CHECK(leads[1]["phone"] == "4915112345678");
    CHECK(leads[1]["company"] == "Bäckerei Müller");
    CHECK(leads[2]["name"] == "Zofia Łódź");
    CHECK(leads[2]["email"] == "");
    CHECK(leads[2]["company"] == "Żabka 🛒");
    // The maintained counts agree with the table.
    CHECK(test::json_of(test::call(server, "GET", "/api/v1/leads/stats", owner.token))["total"] == 3);
  }
}

TEST_CASE("another sheet is imported when named, and an unknown sheet is refused with the sheets there are") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto path = server.dir().file("two.xlsx");
  test::write_xlsx(path, {{"Summary", {{std::string("Total")}, {3.0}}},
                          {"Leads 2026", {{std::string("Name"), std::string("Phone")},
                                          {std::string("Grace Hopper"), std::string("+1 555 010 9999")}}}});
  const auto bytes = read_bytes(path);

  test::check_error(upload(server, owner.token, bytes, "?sheet=Leads"), 400,
                    "The workbook has no sheet named \"Leads\". Its sheets: Summary, Leads 2026");
  auto res = upload(server, owner.token, bytes, "?sheet=Leads%202026");
  REQUIRE(res);
  REQUIRE(res->status == 200);
  CHECK(test::json_of(res)["imported"] == 1);
  CHECK(test::json_of(res)["sheet"] == "Leads 2026");
  CHECK(leads_of(server, owner.token)[0]["name"] == "Grace Hopper");
}

TEST_CASE("a file that only looks like a workbook is refused and imports nothing, a header-only sheet imports nothing") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  test::check_error(upload(server, owner.token, std::string("PK\3\4") + std::string(2000, 'x')), 400,
                    "The file is not a readable Excel workbook (.xlsx). Save it again from Excel as .xlsx or as CSV.");
  test::check_error(upload(server, owner.token, "Name\nAda\n", "?format=xlsx"), 400,
                    "The file is not a readable Excel workbook (.xlsx). Save it again from Excel as .xlsx or as CSV.");
  const auto path = server.dir().file("empty.xlsx");
  test::write_xlsx(path, {{"Sheet1", {{std::string("Name"), std::string("Phone")}}}});
  auto res = upload(server, owner.token, read_bytes(path));
  REQUIRE(res);
  REQUIRE(res->status == 200);
  CHECK(test::json_of(res)["imported"] == 0);
  CHECK(test::json_of(test::call(server, "GET", "/api/v1/leads/stats", owner.token))["total"] == 0);
  // A CSV still imports as text.
  auto csv = server.client().Post("/api/v1/leads/import", test::bearer(owner.token), "Name\nAda King\n", "text/csv");
  REQUIRE(csv);
  CHECK(test::json_of(csv)["imported"] == 1);
}

TEST_CASE("the import dialog reads a workbook's sheets and the first rows of the one it asks for") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto path = server.dir().file("preview.xlsx");
  std::vector<std::vector<XlsxCell>> many = {{std::string("Name"), std::string("Phone")}};
  for (int i = 0; i < 30; ++i) many.push_back({std::string("Lead ") + std::to_string(i), 15550000000.0 + i});
  test::write_xlsx(path, {{"Contacts", kContacts}, {"Many", many}});
  const auto bytes = read_bytes(path);
  const auto preview = [&](const std::string& query) {
    return server.client().Post("/api/v1/leads/import/sheet-preview" + query, test::bearer(owner.token), bytes,
                                "application/octet-stream");
  };
  auto first = preview("");
  REQUIRE(first);
  REQUIRE(first->status == 200);
  const auto contacts = test::json_of(first);
  CHECK(contacts["sheets"] == json{"Contacts", "Many"});
  CHECK(contacts["sheet"] == "Contacts");
  CHECK(contacts["header"][3] == "Mobile Phone");
  CHECK(contacts["rows"].size() == 3);
  CHECK(contacts["rows"][0][3] == "4915112345678");
  CHECK(contacts["rows"][2] == json{"Ana", "", "ana@example.pt", "15551234567"});
  const auto many_answer = test::json_of(preview("?sheet=Many"));
  CHECK(many_answer["rows"].size() == 20);
  CHECK(many_answer["rows"][19] == json{"Lead 19", "15550000019"});
  test::check_error(preview("?sheet=Nope"), 400, "The workbook has no sheet named \"Nope\". Its sheets: Contacts, Many");
  // Nothing was imported by looking.
  CHECK(test::json_of(test::call(server, "GET", "/api/v1/leads/stats", owner.token))["total"] == 0);
}

TEST_CASE("workbook numbers read as the text a cell shows, and cell references as columns") {
  using dialer::files::xlsx_column_index;
  using dialer::files::xlsx_number_text;
  CHECK(xlsx_number_text("15551234567") == "15551234567");
  CHECK(xlsx_number_text("1.5551234567E10") == "15551234567");
  CHECK(xlsx_number_text("42") == "42");
  CHECK(xlsx_number_text("-7") == "-7");
  CHECK(xlsx_number_text("0.1") == "0.1");
  CHECK(xlsx_number_text("2.5") == "2.5");
  CHECK(xlsx_number_text("1E+20") == "1e+20");
  CHECK(xlsx_number_text("abc") == "abc");
  CHECK(xlsx_column_index("A1") == 0);
  CHECK(xlsx_column_index("Z9") == 25);
  CHECK(xlsx_column_index("AA10") == 26);
  CHECK(xlsx_column_index("XFD1048576") == 16383);
  CHECK(xlsx_column_index("12") == -1);
  CHECK(xlsx_column_index("ZZZZ1") == 16384);  // past the last column Excel has
}
