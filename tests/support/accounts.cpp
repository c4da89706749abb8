#include "support/accounts.hpp"

#include <doctest/doctest.h>

namespace test {

Account register_company(TestServer& server, const std::string& company, const std::string& email,
                         const std::string& password) {
  const nlohmann::json body = {{"companyName", company}, {"name", "Owner Of " + company},
                               {"email", email},         {"phone", ""},
                               {"password", password},   {"smsConsent", false},
                               {"emailConsent", true},   {"consentTimestamp", "2026-11-21T10:00:00Z"}};
  auto res = server.client().Post("/api/v1/auth/register-trial", body.dump(), "application/json");
  REQUIRE(res);
  INFO(res->body);
  REQUIRE(res->status == 201);
  const auto answer = json_of(res);
  return Account{answer["token"], answer["user"], email, password};
}

Account add_user(TestServer& server, const std::string& organization, const std::string& email,
                 const std::string& role, const std::string& password) {
  // The organization of that name the test made, else a new one (names are unique within a test).
  const auto named = server.app().accounts().organizations(organization);
  REQUIRE(named.size() <= 1);
  const auto choice = named.empty() ? dialer::domain::OrganizationChoice::create(organization)
                                    : dialer::domain::OrganizationChoice::existing(named.front().id);
  server.app().accounts().create_user(choice, email, "Test " + role, role, password);
  return sign_in(server, email, password);
}

Account sign_in(TestServer& server, const std::string& email, const std::string& password) {
  const nlohmann::json body = {{"email", email}, {"password", password}};
  auto res = server.client().Post("/api/v1/auth/login", body.dump(), "application/json");
  REQUIRE(res);
  INFO(res->body);
  REQUIRE(res->status == 200);
  const auto answer = json_of(res);
  return Account{answer["token"], answer["user"], email, password};
}

httplib::Headers bearer(const std::string& token) { return {{"Authorization", "Bearer " + token}}; }

httplib::Result call(TestServer& server, const std::string& method, const std::string& path, const std::string& token,
                     const std::string& body) {
  auto client = server.client();
  const httplib::Headers headers = token.empty() ? httplib::Headers{} : bearer(token);
  if (method == "GET") return client.Get(path, headers);
  if (method == "DELETE") return client.Delete(path, headers, body, "application/json");
  if (method == "POST") return client.Post(path, headers, body, "application/json");
  if (method == "PUT") return client.Put(path, headers, body, "application/json");
  if (method == "PATCH") return client.Patch(path, headers, body, "application/json");
  FAIL("unsupported method " << method);
  return client.Get(path);
}

nlohmann::json create_lead(TestServer& server, const std::string& token, const nlohmann::json& body) {
  auto res = call(server, "POST", "/api/v1/leads", token, body.dump());
  REQUIRE(res);
  INFO(res->body);
  REQUIRE(res->status == 201);
  return json_of(res);
}

nlohmann::json get_json(TestServer& server, const std::string& token, const std::string& path) {
  auto res = call(server, "GET", path, token);
  REQUIRE(res);
  INFO(path << " → " << res->body);
  REQUIRE(res->status == 200);
  return json_of(res);
}

std::string event_ticket(TestServer& server, const std::string& token) {
  return json_of(call(server, "POST", "/api/v1/events/tickets", token))["ticket"];
}

void set_opt_out_all_channels(TestServer& server, const std::string& token, bool every_channel) {
  auto rules = get_json(server, token, "/api/v1/settings/calling");
  rules["optOutAllChannels"] = every_channel;
  const auto saved = call(server, "PUT", "/api/v1/settings/calling", token, rules.dump());
  REQUIRE(saved);
  INFO(saved->body);
  REQUIRE(saved->status == 200);
}

}  // namespace test
