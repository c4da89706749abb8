// Files as people have them, imported over HTTP without a mapping: semicolons and Windows-1252 from European
// Excel, Excel's UTF-16 "Unicode text" with tabs, a pipe-separated UTF-8 file with a byte-order mark, and the
// header rows of Google Contacts, Outlook, HubSpot, Salesforce, Zoho, Pipedrive and VICIdial exports.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "support/accounts.hpp"

namespace {

using nlohmann::json;

json import_file(test::TestServer& server, const std::string& token, const std::string& bytes,
                 const std::string& query = "") {
  auto res = server.client().Post("/api/v1/leads/import" + query, test::bearer(token), bytes, "text/csv");
  REQUIRE(res);
  INFO(res->body);
  REQUIRE(res->status == 200);
  return test::json_of(res);
}

json find_lead(test::TestServer& server, const std::string& token, const std::string& email) {
  const auto page = test::json_of(test::call(server, "GET", "/api/v1/leads?search=" + email, token));
  REQUIRE(page["leads"].size() == 1);
  return page["leads"][0];
}

// A one-lead file imported without a mapping: the lead it made.
json import_one(test::TestServer& server, const std::string& token, const std::string& file, const std::string& email) {
  const auto result = import_file(server, token, file);
  CHECK(result["imported"] == 1);
  CHECK(result["errorCount"] == 0);
  return find_lead(server, token, email);
}

std::string utf16le_with_mark(const std::u16string& text) {
  std::string bytes = "\xFF\xFE";
  for (const char16_t unit : text) {
    bytes.push_back(static_cast<char>(unit & 0xFF));
    bytes.push_back(static_cast<char>(unit >> 8));
  }
  return bytes;
}

}  // namespace

TEST_CASE("import formats: a semicolon Windows-1252 file from European Excel keeps every accent") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Formats", "o@formats.test");
  // "Jürgen";"Müller";…;"Bäckerei Größe" in Windows-1252, with a quoted field holding a semicolon.
  const std::string file =
      "First Name;Last Name;Email;Phone;Company\r\n"
      "J\xFCrgen;M\xFCller;juergen@baeckerei.test;+49 30 1234567;\"B\xE4" "ckerei Gr\xF6\xDF" "e; Berlin\"\r\n"
      "Ana;Pe\xF1" "a;ana@formats.test;+34 91 123 4567;Caf\xE9 \x80uro\r\n";
  const auto result = import_file(server, owner.token, file);
  CHECK(result["imported"] == 2);
  CHECK(result["delimiter"] == "semicolon");
  CHECK(result["encoding"] == "windows-1252");
  const auto lead = find_lead(server, owner.token, "juergen@baeckerei.test");
  CHECK(lead["name"] == "Jürgen Müller");
  CHECK(lead["company"] == "Bäckerei Größe; Berlin");
  CHECK(find_lead(server, owner.token, "ana@formats.test")["company"] == "Café €uro");
}

TEST_CASE("import formats: Excel's Unicode text (UTF-16, tabs) with Outlook's columns, the first dialable phone") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Formats", "o@formats.test");
  const auto file = utf16le_with_mark(
      u"First Name\tLast Name\tE-mail Address\tBusiness Phone\tMobile Phone\tHome Phone\tCompany\r\n"
      u"Zo\u00EB\tL\u00E9v\u00EAque\tzoe@outlook.test\t\t+1 (555) 010-2000\t+1 555 010 3000\tCr\u00E8me \U0001F370\r\n"
      u"Bo\tBo\tbo@outlook.test\tn/a\t555-01\t\t\r\n");
  const auto result = import_file(server, owner.token, file);
  CHECK(result["imported"] == 2);
  CHECK(result["delimiter"] == "tab");
  CHECK(result["encoding"] == "utf-16le");
  const auto zoe = find_lead(server, owner.token, "zoe@outlook.test");
  CHECK(zoe["name"] == "Zoë Lévêque");
  CHECK(zoe["company"] == "Crème 🍰");
  CHECK(zoe["phone"] == "+1 (555) 010-2000");
  CHECK(zoe["notes"] == "Home Phone: +1 555 010 3000");
  // No column had enough digits to dial: the first is kept as typed, the other noted.
  const auto bo = find_lead(server, owner.token, "bo@outlook.test");
  CHECK(bo["phone"] == "n/a");
  CHECK(bo["notes"] == "Mobile Phone: 555-01");
}

TEST_CASE("import formats: the header rows of common exports map by themselves") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Formats", "o@formats.test");
  struct Export {
    const char* tool;
    std::string file;
    const char* email;
    const char* name;
    const char* phone;
    const char* company;
  };
  const Export exports[] = {
      {"Google Contacts (pipes, UTF-8 with a mark)",
       "\xEF\xBB\xBFGiven Name|Additional Name|Family Name|E-mail 1 - Type|E-mail 1 - Value|Phone 1 - Type|"
       "Phone 1 - Value|Organization 1 - Name|Organization 1 - Title\n"
       "Ren\xC3\xA9" "e||Fournier|* Work|renee@google.test|Mobile|+33 6 12 34 56 78|Soci\xC3\xA9t\xC3\xA9|CEO\n",
       "renee@google.test", "Renée Fournier", "+33 6 12 34 56 78", "Société"},
      {"HubSpot", "First Name,Last Name,Email,Phone Number,Company Name,Lead Status\nHal,Hub,hal@hubspot.test,5550101010,Hub Co,OPEN\n",
       "hal@hubspot.test", "Hal Hub", "5550101010", "Hub Co"},
      {"Salesforce", "First Name,Last Name,Title,Account Name,Email,Phone,Mobile\nSal,Force,VP,Force Inc,sal@sf.test,,555 010 4444\n",
       "sal@sf.test", "Sal Force", "555 010 4444", "Force Inc"},
      {"Zoho", "First Name,Last Name,Email,Phone,Mobile,Company,Description\nZed,Zoho,zed@zoho.test,555 010 5555,,Zoho Co,warm\n",
       "zed@zoho.test", "Zed Zoho", "555 010 5555", "Zoho Co"},
      {"Pipedrive", "Person - Name,Person - Email - Work,Person - Phone - Work,Organization - Name\n"
                    "Pip Drive,pip@pipedrive.test,555 010 6666,Drive Ltd\n",
       "pip@pipedrive.test", "Pip Drive", "555 010 6666", "Drive Ltd"},
      {"VICIdial", "vendor_lead_code,source_id,list_id,phone_code,phone_number,title,first_name,middle_initial,"
                   "last_name,address1,address2,address3,city,state,province,postal_code,country_code,gender,"
                   "date_of_birth,alt_phone,email,security_phrase,comments\n"
                   "V1,src,101,1,5550107777,Mr,Vic,D,Dial,1 Main St,,5550108888,Austin,TX,,78701,USA,M,,"
                   "5550109999,vic@vicidial.test,,called twice\n",
       "vic@vicidial.test", "Vic Dial", "5550107777", ""},
  };
  for (const auto& e : exports) {
    CAPTURE(e.tool);
    const auto lead = import_one(server, owner.token, e.file, e.email);
    CHECK(lead["name"] == e.name);
    CHECK(lead["phone"] == e.phone);
    CHECK(lead["company"] == e.company);
  }
  // VICIdial's other numbers and its comments end up in the notes; HubSpot's own lead status is not ours.
  CHECK(find_lead(server, owner.token, "vic@vicidial.test")["notes"] ==
        "called twice\naddress3: 5550108888\nalt_phone: 5550109999");
  CHECK(find_lead(server, owner.token, "hal@hubspot.test")["status"] == "new");
}

TEST_CASE("import formats: state, postal code and time zone columns of common exports map by themselves") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Formats", "o@formats.test");
  struct Export {
    const char* tool;
    std::string file;
    const char* email;
    const char* state;
    const char* postal_code;
    const char* timezone;
  };
  const Export exports[] = {
      {"Salesforce", "First Name,Last Name,Email,Mailing State/Province,Mailing Zip/Postal Code,Lead Status\n"
                     "Sal,Force,sal@sf.test,CA,94105,Open\n",
       "sal@sf.test", "CA", "94105", ""},
      {"HubSpot", "First Name,Email,State/Region,Postal Code,Time Zone\nHal,hal@hubspot.test,Ohio,43004,America/New_York\n",
       "hal@hubspot.test", "Ohio", "43004", "America/New_York"},
      {"Outlook", "First Name,E-mail Address,Business State,Business Postal Code\nOl,ol@outlook.test,WA,98052\n",
       "ol@outlook.test", "WA", "98052", ""},
      {"Google Contacts", "Given Name,E-mail 1 - Value,Address 1 - Region,Address 1 - Postal Code,Address 1 - Type\n"
                         "Gee,gee@google.test,NY,10001,Home\n",
       "gee@google.test", "NY", "10001", ""},
      {"VICIdial", "phone_number,first_name,state,province,postal_code,email\n5550107777,Vic,TX,,78701,vic@vicidial.test\n",
       "vic@vicidial.test", "TX", "78701", ""},
      {"our export", "First Name,Email,State,Postal Code,Time Zone,Zip\nUs,us@ours.test,FL,33101,America/Chicago,99999\n",
       "us@ours.test", "FL", "33101", "America/Chicago"},
  };
  for (const auto& e : exports) {
    CAPTURE(e.tool);
    const auto lead = import_one(server, owner.token, e.file, e.email);
    CHECK(lead["state"] == e.state);
    CHECK(lead["postalCode"] == e.postal_code);
    CHECK(lead["timezone"] == e.timezone);
  }
  // A mapping may name the fields; a zone this box does not know rejects that row with the reason.
  const auto mapped = import_file(server, owner.token,
                                  "a,b,c,d\nMap Me,Nevada,89501,America/Los_Angeles\nBad Zone,Utah,84101,Mars/Base\n",
                                  "?mapping=name,state,postalCode,timezone");
  CHECK(mapped["imported"] == 1);
  CHECK(mapped["errorCount"] == 1);
  CHECK(mapped["errors"][0]["message"] == "Time zone must be a name such as America/New_York");
  const auto page = test::json_of(test::call(server, "GET", "/api/v1/leads?search=Map%20Me", owner.token));
  REQUIRE(page["leads"].size() == 1);
  CHECK(page["leads"][0]["state"] == "Nevada");
  CHECK(page["leads"][0]["postalCode"] == "89501");
  CHECK(page["leads"][0]["timezone"] == "America/Los_Angeles");
}

TEST_CASE("import formats: a chosen delimiter and encoding are used, unknown ones refused") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Formats", "o@formats.test");
  // A file whose header has more commas than semicolons, but is semicolon-separated.
  const auto result = import_file(server, owner.token, "Name;Notes, remarks, etc.\nAda King;met at a, b and c\n",
                                  "?delimiter=semicolon&encoding=utf-8&mapping=name,notes");
  CHECK(result["imported"] == 1);
  CHECK(test::json_of(test::call(server, "GET", "/api/v1/leads", owner.token))["leads"][0]["notes"] ==
        "met at a, b and c");
  CHECK(result["delimiter"] == "semicolon");
  CHECK(result["encoding"] == "utf-8");
  test::check_error(server.client().Post("/api/v1/leads/import?delimiter=colon", test::bearer(owner.token), "Name\nA\n",
                                         "text/csv"),
                    400, "delimiter must be auto, comma, semicolon, tab or pipe");
  test::check_error(server.client().Post("/api/v1/leads/import?encoding=latin9", test::bearer(owner.token), "Name\nA\n",
                                         "text/csv"),
                    400, "encoding must be auto, utf-8, utf-16le, utf-16be or windows-1252");
}

TEST_CASE("import preview: each row's outcome before importing — new, duplicate of which lead, invalid, dialable") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Formats", "o@formats.test");
  REQUIRE(test::call(server, "POST", "/api/v1/leads", owner.token,
                     R"({"name":"Ada King","email":"ada@preview.test","phone":"+1 202 555 2000"})")
              ->status == 201);
  const auto other = test::register_company(server, "Other", "o@other.test");
  REQUIRE(test::call(server, "POST", "/api/v1/leads", other.token, R"({"name":"Not Mine","email":"mine@preview.test"})")
              ->status == 201);
  // A number on the organization's do-not-call list is said so; another organization's list does not count.
  REQUIRE(test::call(server, "POST", "/api/v1/dnc/numbers", owner.token, R"({"phone":"202 555 4000"})")->status == 201);
  REQUIRE(test::call(server, "POST", "/api/v1/dnc/numbers", other.token, R"({"phone":"202 555 3000"})")->status == 201);
  const auto res = test::call(server, "POST", "/api/v1/leads/import/preview", owner.token, json{{"rows", json::array({
      {{"name", "Grace"}, {"email", "grace@preview.test"}, {"phone", "+1 202 555 3000"}},
      {{"name", "Ada again"}, {"phone", "(202) 555-2000"}},
      {{"name", "Bad"}, {"email", "not-an-email"}},
      {{"name", "Mine?"}, {"email", "mine@preview.test"}, {"phone", "ext 12"}},
      {{"name", "Quiet"}, {"phone", "(202) 555-4000"}},
  })}}.dump());
  REQUIRE(res);
  REQUIRE(res->status == 200);
  const auto rows = test::json_of(res)["rows"];
  REQUIRE(rows.size() == 5);
  CHECK(rows[0] == json{{"outcome", "new"}, {"dialablePhone", true}, {"doNotCall", false}});
  CHECK(rows[1]["outcome"] == "duplicate");
  CHECK(rows[1]["duplicateOf"]["name"] == "Ada King");
  CHECK(rows[2]["outcome"] == "invalid");
  CHECK(rows[2]["message"] == "Please enter a valid email address");
  // Another organization's lead is no duplicate; a phone libphonenumber cannot read as a number is not dialable.
  CHECK(rows[3] == json{{"outcome", "new"}, {"dialablePhone", false}, {"doNotCall", false}});
  CHECK(rows[4] == json{{"outcome", "new"}, {"dialablePhone", true}, {"doNotCall", true}});
  // Nothing was written.
  CHECK(test::json_of(test::call(server, "GET", "/api/v1/leads/stats", owner.token))["total"] == 1);
  test::check_error(test::call(server, "POST", "/api/v1/leads/import/preview", owner.token, R"({"rows":5})"), 400,
                    "rows must be a list of leads");
}

TEST_CASE("import templates: a mapping saved for a header, one per header, per organization") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Formats", "o@formats.test");
  const json header = {"Vorname", "Nachname", "E-Mail", "Telefon"};
  auto res = test::call(server, "POST", "/api/v1/leads/import/templates", owner.token,
                        json{{"name", "CRM export"}, {"header", header}, {"mapping", {"firstName", "lastName", "email", "phone"}}}.dump());
  REQUIRE(res);
  REQUIRE(res->status == 201);
  const auto saved = test::json_of(res);
  CHECK(saved["headerKey"] == "vorname\x1fnachname\x1f" "e-mail\x1ftelefon");
  // Saving again for the same header (in any case and spacing) replaces it.
  res = test::call(server, "POST", "/api/v1/leads/import/templates", owner.token,
                   json{{"name", "CRM export v2"}, {"header", {" VORNAME", "Nachname", "e-mail", "Telefon "}},
                        {"mapping", {"firstName", "lastName", "email", ""}}}.dump());
  REQUIRE(res->status == 201);
  auto list = test::json_of(test::call(server, "GET", "/api/v1/leads/import/templates", owner.token));
  REQUIRE(list.size() == 1);
  CHECK(list[0]["name"] == "CRM export v2");
  CHECK(list[0]["mapping"] == json{"firstName", "lastName", "email", ""});
  // Another organization sees none of it.
  const auto other = test::register_company(server, "Other", "o@other.test");
  CHECK(test::json_of(test::call(server, "GET", "/api/v1/leads/import/templates", other.token)).empty());
  test::check_error(test::call(server, "DELETE", "/api/v1/leads/import/templates/" + list[0]["id"].dump(), other.token),
                    404, "Mapping not found");
  // What is refused.
  test::check_error(test::call(server, "POST", "/api/v1/leads/import/templates", owner.token,
                               json{{"name", "X"}, {"header", {"A", "B"}}, {"mapping", {"email"}}}.dump()),
                    400, "mapping must have one entry per column of the header");
  test::check_error(test::call(server, "POST", "/api/v1/leads/import/templates", owner.token,
                               json{{"name", "X"}, {"header", {"A"}}, {"mapping", {"shoeSize"}}}.dump()),
                    400, "Unknown field in the column mapping: shoeSize");
  test::check_error(test::call(server, "POST", "/api/v1/leads/import/templates", owner.token,
                               json{{"name", " "}, {"header", {"A"}}, {"mapping", {"email"}}}.dump()),
                    400, "Please enter a name for the mapping");
  REQUIRE(test::call(server, "DELETE", "/api/v1/leads/import/templates/" + list[0]["id"].dump(), owner.token)->status ==
          204);
  CHECK(test::json_of(test::call(server, "GET", "/api/v1/leads/import/templates", owner.token)).empty());
}
