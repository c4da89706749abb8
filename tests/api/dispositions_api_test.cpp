// Dispositions over real HTTP: every organization starts with the standard set; admins add, edit and archive
// with clear refusals (hotkeys, labels and the answering machine's place are unique among the active ones);
// agents read them; organizations never see each other's.
#include <doctest/doctest.h>

#include "support/accounts.hpp"

namespace {

using nlohmann::json;

json list_of(test::TestServer& server, const std::string& token) {
  auto res = test::call(server, "GET", "/api/v1/dispositions", token);
  REQUIRE(res);
  REQUIRE(res->status == 200);
  return test::json_of(res)["dispositions"];
}

json by_code(const json& list, const std::string& code) {
  for (const auto& d : list) {
    if (d["code"] == code) return d;
  }
  FAIL("no disposition " << code);
  return nullptr;
}

}  // namespace

TEST_CASE("dispositions: a new organization has the standard nine, with hotkeys 1 to 9 and their flags, and Agent lost") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Outcomes", "o@outcomes.test");
  const auto list = list_of(server, owner.token);
  REQUIRE(list.size() == 10);
  std::vector<std::string> labels;
  for (const auto& d : list) labels.push_back(d["label"]);
  CHECK(labels == std::vector<std::string>{"No Answer", "Busy", "Voicemail", "Wrong Number", "Not Interested",
                                           "Callback", "Interested", "Sale", "Do Not Call", "Agent lost"});
  CHECK(list[0]["hotkey"] == "1");
  CHECK(list[8]["hotkey"] == "9");
  const auto dnc = by_code(list, "do_not_call");
  CHECK(dnc["doNotCall"] == true);
  CHECK(dnc["final"] == true);
  CHECK(dnc["leadStatus"] == "not_interested");
  CHECK(by_code(list, "voicemail")["machine"] == true);
  CHECK(by_code(list, "sale")["conversion"] == true);
  CHECK(by_code(list, "callback")["callback"] == true);
  CHECK(by_code(list, "callback")["leadStatus"] == "callback");
  CHECK(by_code(list, "no_answer")["leadStatus"].is_null());
  CHECK(by_code(list, "no_answer")["contact"] == false);
  // The system's own, for calls whose agent vanished: no hotkey, never offered to agents.
  CHECK(by_code(list, "agent_lost")["system"] == true);
  CHECK(by_code(list, "agent_lost")["hotkey"] == "");
  CHECK(by_code(list, "sale")["system"] == false);

  // An agent reads them (to press them), and cannot change them.
  const auto agent = test::add_user(server, "Outcomes", "agent@outcomes.test", "agent");
  CHECK(list_of(server, agent.token).size() == 10);
  CHECK(test::call(server, "POST", "/api/v1/dispositions", agent.token, R"({"label":"Mine"})")->status == 403);
}

TEST_CASE("dispositions: add, edit and archive with clear refusals, and the set stays the organization's") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Edits", "o@edits.test");
  const auto other = test::register_company(server, "Others", "o@others.test");

  auto res = test::call(server, "POST", "/api/v1/dispositions", owner.token,
                        json{{"label", "Left Message!"}, {"emoji", "📨"}, {"hotkey", "M"}, {"leadStatus", "contacted"}}.dump());
  REQUIRE(res);
  INFO(res->body);
  REQUIRE(res->status == 201);
  const auto made = test::json_of(res);
  CHECK(made["code"] == "left_message");
  CHECK(made["hotkey"] == "m");
  CHECK(made["position"] == 10);
  CHECK(made["active"] == true);

  const auto refused = [&](const std::string& method, const std::string& path, const json& body, int status,
                           const std::string& message) {
    INFO(body.dump());
    test::check_error(test::call(server, method, path, owner.token, body.dump()), status, message);
  };
  refused("POST", "/api/v1/dispositions", {{"label", "  "}}, 400, "Please enter a label");
  refused("POST", "/api/v1/dispositions", {{"label", std::string(41, 'x')}}, 400, "A label must be at most 40 characters");
  refused("POST", "/api/v1/dispositions", {{"label", "Two keys"}, {"hotkey", "ab"}}, 400, "A hotkey must be one key: 0-9 or a-z");
  refused("POST", "/api/v1/dispositions", {{"label", "Odd"}, {"leadStatus", "won"}}, 400,
          "Lead status must be one of new, contacted, interested, not_interested, callback");
  refused("POST", "/api/v1/dispositions", {{"label", "Double"}, {"hotkey", "5"}}, 409,
          "The hotkey 5 is already used by Not Interested");
  refused("POST", "/api/v1/dispositions", {{"label", "sale"}}, 409, "A disposition named Sale exists already");
  refused("POST", "/api/v1/dispositions", {{"label", "Fax"}, {"machine", true}}, 409,
          "Only one disposition can be the answering machine's: Voicemail");
  refused("PUT", "/api/v1/dispositions/999999", {{"label", "Gone"}}, 404, "Disposition not found");

  // Archived: it keeps its code and stays listed after the active ones; its hotkey is free again.
  const auto busy = by_code(list_of(server, owner.token), "busy");
  const std::string busy_path = "/api/v1/dispositions/" + std::to_string(busy["id"].get<int>());
  res = test::call(server, "DELETE", busy_path, owner.token);
  REQUIRE(res);
  REQUIRE(res->status == 200);
  CHECK(test::json_of(res)["active"] == false);
  const auto after = list_of(server, owner.token);
  CHECK(after.back()["code"] == "busy");
  res = test::call(server, "PUT", "/api/v1/dispositions/" + std::to_string(made["id"].get<int>()), owner.token,
                   json{{"hotkey", "2"}, {"leadStatus", nullptr}, {"final", true}}.dump());
  REQUIRE(res);
  INFO(res->body);
  REQUIRE(res->status == 200);
  CHECK(test::json_of(res)["hotkey"] == "2");
  CHECK(test::json_of(res)["leadStatus"].is_null());
  CHECK(test::json_of(res)["label"] == "Left Message!");
  // Bringing Busy back now clashes with the key it lent.
  refused("PUT", busy_path, {{"active", true}}, 409, "The hotkey 2 is already used by Left Message!");

  // The other organization's set is untouched and out of reach.
  CHECK(list_of(server, other.token).size() == 10);
  test::check_error(test::call(server, "PUT", busy_path, other.token, json{{"label", "Mine"}}.dump()), 404,
                    "Disposition not found");
}
