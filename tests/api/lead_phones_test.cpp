// Lead phones through the API: the dialable E.164 form libphonenumber finds (phoneE164), duplicates found by it,
// and the organization's default country that numbers without a country code are read with.
#include <doctest/doctest.h>

#include "support/accounts.hpp"

namespace {

using nlohmann::json;

using test::create_lead;

json phone_settings(test::TestServer& server, const std::string& token) {
  auto res = test::call(server, "GET", "/api/v1/settings/phone", token);
  REQUIRE(res);
  REQUIRE(res->status == 200);
  return test::json_of(res);
}

}  // namespace

TEST_CASE("lead phones: kept as typed, dialable in E.164 when valid, null when not") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Phones", "o@phones.test");
  struct Case {
    const char* typed;
    json e164;
  };
  const Case cases[] = {
      {"(202) 555-0147", "+12025550147"},
      {"+1 613 555 0100", "+16135550100"},     // Canada
      {"+44 20 7946 0958", "+442079460958"},   // a UK number with its country code
      {"020 7946 0958", nullptr},              // …without it, read as a US number: none
      {"+1 (555) 123-4567", nullptr},          // 555 is not an area code
      {"n/a", nullptr},
  };
  for (const auto& c : cases) {
    CAPTURE(c.typed);
    const auto lead = create_lead(server, owner.token, {{"name", std::string("Lead ") + c.typed}, {"phone", c.typed}});
    CHECK(lead["phone"] == c.typed);
    CHECK(lead["phoneE164"] == c.e164);
  }
  // The same number typed another way is the same lead to an import, and a search by its digits finds it.
  auto res = server.client().Post("/api/v1/leads/import", test::bearer(owner.token),
                                  "Name,Phone\nAgain,+1 202-555-0147\nOther,1 (202) 555-0148\n", "text/csv");
  REQUIRE(res);
  const auto result = test::json_of(res);
  CHECK(result["imported"] == 1);
  CHECK(result["skipped"] == 1);
  const auto found = test::json_of(test::call(server, "GET", "/api/v1/leads?search=2025550148", owner.token));
  REQUIRE(found["leads"].size() == 1);
  CHECK(found["leads"][0]["phoneE164"] == "+12025550148");

  // An import that updates duplicates brings the new number's dialable form (and the address) along.
  create_lead(server, owner.token, {{"name", "Mover"}, {"email", "mover@phones.test"}, {"phone", "555-01"}});
  res = server.client().Post("/api/v1/leads/import?duplicates=update", test::bearer(owner.token),
                             "Email,Phone,State\nmover@phones.test,(312) 555-0199,IL\n", "text/csv");
  REQUIRE(res);
  CHECK(test::json_of(res)["updated"] == 1);
  const auto mover = test::json_of(test::call(server, "GET", "/api/v1/leads?search=mover@phones.test", owner.token));
  REQUIRE(mover["leads"].size() == 1);
  CHECK(mover["leads"][0]["phone"] == "(312) 555-0199");
  CHECK(mover["leads"][0]["phoneE164"] == "+13125550199");
  CHECK(mover["leads"][0]["state"] == "IL");
}

TEST_CASE("lead phones: the default country is the organization's, US until an admin changes it") {
  test::TestServer server;
  const auto owner = test::register_company(server, "London Calling", "o@london.test");
  const auto other = test::register_company(server, "Stays US", "o@us.test");
  auto settings = phone_settings(server, owner.token);
  CHECK(settings["defaultCountry"] == "US");
  CHECK(settings["countries"].size() > 200);
  CHECK(std::find(settings["countries"].begin(), settings["countries"].end(), "GB") != settings["countries"].end());

  const auto put = [&](const json& body) {
    return test::call(server, "PUT", "/api/v1/settings/phone", owner.token, body.dump());
  };
  test::check_error(put({{"defaultCountry", "XX"}}), 400, "Default country must be a two-letter country code such as US");
  test::check_error(put({{"defaultCountry", "United Kingdom"}}), 400,
                    "Default country must be a two-letter country code such as US");
  test::check_error(put(json::object()), 400, "Default country must be a two-letter country code such as US");
  CHECK(phone_settings(server, owner.token)["defaultCountry"] == "US");
  auto res = put({{"defaultCountry", " gb "}});
  REQUIRE(res);
  CHECK(res->status == 200);
  CHECK(test::json_of(res)["defaultCountry"] == "GB");

  // From now on, a national UK number is dialable for this organization, and only for it.
  CHECK(create_lead(server, owner.token, {{"name", "Londoner"}, {"phone", "020 7946 0958"}})["phoneE164"] ==
        "+442079460958");
  CHECK(create_lead(server, owner.token, {{"name", "Visitor"}, {"phone", "+1 202 555 0147"}})["phoneE164"] ==
        "+12025550147");
  CHECK(create_lead(server, other.token, {{"name", "Not here"}, {"phone", "020 7946 0958"}})["phoneE164"].is_null());
  CHECK(phone_settings(server, other.token)["defaultCountry"] == "US");

  // The setting survives a restart of the server.
  server.restart();
  CHECK(phone_settings(server, owner.token)["defaultCountry"] == "GB");
}
