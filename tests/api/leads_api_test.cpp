// The leads API over real HTTP: CRUD, validation, pagination, search, stats and organization isolation.
#include <doctest/doctest.h>

#include "support/accounts.hpp"

namespace {

using nlohmann::json;
using test::get_json;

using test::create_lead;

std::vector<std::string> names_of(const json& page) {
  std::vector<std::string> names;
  for (const auto& lead : page["leads"]) names.push_back(lead["name"]);
  return names;
}

}  // namespace

TEST_CASE("a lead is created with every field, status new by default, and read back") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto lead = create_lead(server, owner.token,
                                {{"firstName", "Ada"}, {"lastName", "Lovelace"}, {"email", "ada@engine.test"},
                                 {"phone", "+1 (555) 123-4567"}, {"company", "Analytical Engines"},
                                 {"notes", std::string(60, 'n')}});
  CHECK(lead["name"] == "Ada Lovelace");
  CHECK(lead["status"] == "new");
  CHECK(lead["phone"] == "+1 (555) 123-4567");  // kept as typed
  CHECK(lead["listId"].is_null());
  CHECK(lead["list_name"] == "");
  CHECK(lead["source"] == "manual");
  CHECK(lead["notes"].get<std::string>().size() == 60);
  const auto id = std::to_string(lead["id"].get<int>());
  CHECK(get_json(server, owner.token, "/api/v1/leads/" + id) == lead);

  // A lone name fills first and last; the given name stays the display name.
  const auto named = create_lead(server, owner.token, {{"name", "Grace Brewster Hopper"}, {"status", "callback"}});
  CHECK(named["name"] == "Grace Brewster Hopper");
  CHECK(named["firstName"] == "Grace");
  CHECK(named["lastName"] == "Brewster Hopper");
  CHECK(named["status"] == "callback");
}

TEST_CASE("update changes the sent fields, delete removes, unknown ids are 404") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto lead = create_lead(server, owner.token, {{"name", "Old Name"}, {"email", "old@x.test"}});
  const std::string path = "/api/v1/leads/" + std::to_string(lead["id"].get<int>());

  auto res = test::call(server, "PUT", path, owner.token,
                        json{{"name", "New Name"}, {"status", "interested"}, {"notes", "called twice"}}.dump());
  REQUIRE(res);
  CHECK(res->status == 200);
  const auto updated = test::json_of(res);
  CHECK(updated["name"] == "New Name");
  CHECK(updated["status"] == "interested");
  CHECK(updated["email"] == "old@x.test");

  CHECK(test::call(server, "DELETE", path, owner.token)->status == 204);
  test::check_error(test::call(server, "GET", path, owner.token), 404, "Lead not found");
  test::check_error(test::call(server, "PUT", path, owner.token, "{}"), 404, "Lead not found");
  test::check_error(test::call(server, "DELETE", path, owner.token), 404, "Lead not found");
  test::check_error(test::call(server, "GET", "/api/v1/leads/abc", owner.token), 404, "Not found");
}

TEST_CASE("lead validation answers 400 with a clear message and stores nothing") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto post = [&](const json& body) { return test::call(server, "POST", "/api/v1/leads", owner.token, body.dump()); };
  test::check_error(post({{"name", "X"}, {"status", "hot"}}), 400,
              "Status must be one of new, contacted, interested, not_interested, callback");
  test::check_error(post({{"name", "X"}, {"email", "nope"}}), 400, "Please enter a valid email address");
  test::check_error(post({{"name", "X"}, {"notes", std::string(10001, 'n')}}), 400, "Notes must be at most 10,000 characters");
  test::check_error(post(json::object()), 400, "Enter at least a name, an email, a phone number or a company");
  test::check_error(post({{"name", "X"}, {"listId", 424242}}), 400, "The selected list does not exist");
  test::check_error(post({{"name", 5}}), 400, "name must be a string");
  CHECK(create_lead(server, owner.token, {{"name", "X"}, {"notes", std::string(10000, 'n')}})["notes"].size() > 0);
  CHECK(get_json(server, owner.token, "/api/v1/leads/stats")["total"] == 1);
}

TEST_CASE("state, postal code and time zone are kept, changed, cleared and checked") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto lead = create_lead(server, owner.token,
                                {{"name", "Flo Rida"}, {"phone", "+1 305 555 0100"}, {"state", " FL "},
                                 {"postalCode", "33101"}, {"timezone", "America/New_York"}});
  CHECK(lead["state"] == "FL");
  CHECK(lead["postalCode"] == "33101");
  CHECK(lead["timezone"] == "America/New_York");
  const auto bare = create_lead(server, owner.token, {{"name", "No Place"}});
  CHECK(bare["state"] == "");
  CHECK(bare["postalCode"] == "");
  CHECK(bare["timezone"] == "");

  const std::string path = "/api/v1/leads/" + std::to_string(lead["id"].get<int>());
  auto res = test::call(server, "PUT", path, owner.token,
                        json{{"state", "Texas"}, {"timezone", "America/Chicago"}}.dump());
  REQUIRE(res);
  CHECK(res->status == 200);
  auto updated = test::json_of(res);
  CHECK(updated["state"] == "Texas");
  CHECK(updated["postalCode"] == "33101");  // not sent, kept
  CHECK(updated["timezone"] == "America/Chicago");
  updated = test::json_of(test::call(server, "PUT", path, owner.token, json{{"timezone", ""}}.dump()));
  CHECK(updated["timezone"] == "");

  const auto put = [&](const json& body) { return test::call(server, "PUT", path, owner.token, body.dump()); };
  for (const char* zone : {"Mars/Olympus_Mons", "../etc/passwd", "America//Chicago", "/etc", "EST5EDT!", "1America"}) {
    CAPTURE(zone);
    test::check_error(put({{"timezone", zone}}), 400, "Time zone must be a name such as America/New_York");
  }
  test::check_error(put({{"state", std::string(101, 's')}}), 400, "State must be at most 100 characters");
  test::check_error(put({{"postalCode", std::string(21, '9')}}), 400, "Postal code must be at most 20 characters");
  test::check_error(put({{"postalCode", 33101}}), 400, "postalCode must be a string");
  const auto stored = get_json(server, owner.token, path);
  CHECK(stored["state"] == "Texas");
  CHECK(stored["postalCode"] == "33101");
  CHECK(stored["timezone"] == "");
  // The lead's history names each change.
  const auto activity = get_json(server, owner.token, path + "/activity")["activity"];
  REQUIRE(activity.size() == 3);
  CHECK(activity[0]["changes"] == json{{"timezone", {{"from", "America/Chicago"}, {"to", ""}}}});
  CHECK(activity[1]["changes"] == json{{"state", {{"from", "FL"}, {"to", "Texas"}}},
                                       {"timezone", {{"from", "America/New_York"}, {"to", "America/Chicago"}}}});
}

TEST_CASE("pagination: newest first, limit bounds, pages, and a page past the end") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  for (int i = 1; i <= 45; ++i) create_lead(server, owner.token, {{"name", "Lead " + std::to_string(i)}});

  auto first = get_json(server, owner.token, "/api/v1/leads");
  CHECK(first["leads"].size() == 20);
  CHECK(first["leads"][0]["name"] == "Lead 45");
  CHECK(first["pagination"] == json{{"page", 1}, {"limit", 20}, {"total", 45}, {"pages", 3}, {"totalIsLowerBound", false}});
  auto last = get_json(server, owner.token, "/api/v1/leads?page=3&limit=20");
  CHECK(names_of(last) == std::vector<std::string>{"Lead 5", "Lead 4", "Lead 3", "Lead 2", "Lead 1"});
  auto past = get_json(server, owner.token, "/api/v1/leads?page=9");
  CHECK(past["leads"].empty());
  CHECK(past["pagination"]["pages"] == 3);
  CHECK(get_json(server, owner.token, "/api/v1/leads?limit=100")["leads"].size() == 45);
  CHECK(get_json(server, owner.token, "/api/v1/leads?limit=1&page=45")["leads"][0]["name"] == "Lead 1");

  test::check_error(test::call(server, "GET", "/api/v1/leads?limit=0", owner.token), 400, "limit must be between 1 and 100");
  test::check_error(test::call(server, "GET", "/api/v1/leads?limit=101", owner.token), 400, "limit must be between 1 and 100");
  test::check_error(test::call(server, "GET", "/api/v1/leads?page=0", owner.token), 400,
              "page must be a whole number of 1 or more");
  test::check_error(test::call(server, "GET", "/api/v1/leads?page=x", owner.token), 400,
              "page must be a whole number of 1 or more");
  test::check_error(test::call(server, "GET", "/api/v1/leads?status=hot", owner.token), 400,
              "Status must be one of new, contacted, interested, not_interested, callback");
}

TEST_CASE("search finds substrings of name, e-mail, company and phone digits, case-insensitively") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  create_lead(server, owner.token, {{"name", "Margaret Hamilton"}, {"email", "mh@apollo.test"}, {"company", "MIT Lab"},
                                    {"phone", "+1 (555) 123-4567"}});
  create_lead(server, owner.token, {{"name", "Katherine Johnson"}, {"email", "kj@nasa.test"}, {"company", "NASA"},
                                    {"phone", "757-864-1000"}});
  const auto search = [&](const std::string& term) {
    return names_of(get_json(server, owner.token, "/api/v1/leads?search=" + httplib::detail::encode_query_param(term)));
  };
  const std::vector<std::string> margaret = {"Margaret Hamilton"};
  const std::vector<std::string> katherine = {"Katherine Johnson"};
  CHECK(search("hamil") == margaret);
  CHECK(search("HAMIL") == margaret);
  CHECK(search("apollo") == margaret);
  CHECK(search("mit l") == margaret);
  CHECK(search("555 12") == margaret);
  CHECK(search("(555) 123") == margaret);
  CHECK(search("8641") == katherine);
  CHECK(search("nasa") == katherine);
  CHECK(search("ohn") == katherine);
  // Under three characters the index cannot help, but the search still works.
  CHECK(search("kj") == katherine);
  CHECK(search("55").size() == 1);
  CHECK(search("zzz").empty());
  CHECK(search("\"quoted\" OR x").empty());  // FTS syntax in the term is just text

  const auto page = get_json(server, owner.token, "/api/v1/leads?search=a&limit=1");
  CHECK(page["pagination"]["total"] == 2);
  CHECK(page["pagination"]["pages"] == 2);
  // Search combines with the status filter.
  CHECK(get_json(server, owner.token, "/api/v1/leads?search=hamil&status=contacted")["leads"].empty());
}

TEST_CASE("search checks every lead the index names: trigrams in another order are no match, Unicode case folds") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  create_lead(server, owner.token, {{"name", "Anna Banana"}});
  create_lead(server, owner.token, {{"name", "Mesut ÖZIL"}, {"company", "Ωmega Σports"}});
  const auto search = [&](const std::string& term) {
    return names_of(get_json(server, owner.token, "/api/v1/leads?search=" + httplib::detail::encode_query_param(term)));
  };
  CHECK(search("banana") == std::vector<std::string>{"Anna Banana"});
  CHECK(search("nanan").empty());  // "nan" and "ana" are both in "banana", "nanan" is not
  CHECK(search("özil") == std::vector<std::string>{"Mesut ÖZIL"});
  CHECK(search("ωMEGA σp") == std::vector<std::string>{"Mesut ÖZIL"});

  // A term that is not text is refused before anything runs, for the list and the export alike.
  for (const std::string path : {"/api/v1/leads?search=", "/api/v1/leads/export?search="}) {
    test::check_error(test::call(server, "GET", path + "%C3abcd", owner.token), 400,
                      "Search must be plain text (UTF-8, no NUL characters)");
    test::check_error(test::call(server, "GET", path + "ab%00cd", owner.token), 400,
                      "Search must be plain text (UTF-8, no NUL characters)");
  }
}

TEST_CASE("stats have all five statuses and follow every change") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const json zero = {{"total", 0},
                     {"byStatus", {{"new", 0}, {"contacted", 0}, {"interested", 0}, {"not_interested", 0}, {"callback", 0}}}};
  CHECK(get_json(server, owner.token, "/api/v1/leads/stats") == zero);
  const auto a = create_lead(server, owner.token, {{"name", "A"}});
  create_lead(server, owner.token, {{"name", "B"}, {"status", "interested"}});
  test::call(server, "PUT", "/api/v1/leads/" + std::to_string(a["id"].get<int>()), owner.token,
             json{{"status", "contacted"}}.dump());
  const auto stats = get_json(server, owner.token, "/api/v1/leads/stats");
  CHECK(stats["total"] == 2);
  CHECK(stats["byStatus"]["new"] == 0);
  CHECK(stats["byStatus"]["contacted"] == 1);
  CHECK(stats["byStatus"]["interested"] == 1);
}

TEST_CASE("leads of another organization are 404, and lists and searches never cross over") {
  test::TestServer server;
  const auto a = test::register_company(server, "Alpha", "a@alpha.test");
  const auto b = test::register_company(server, "Beta", "b@beta.test");
  const auto lead = create_lead(server, a.token, {{"name", "Secret Alpha Lead"}, {"phone", "+1 555 000 1111"}});
  const std::string path = "/api/v1/leads/" + std::to_string(lead["id"].get<int>());
  test::check_error(test::call(server, "GET", path, b.token), 404, "Lead not found");
  test::check_error(test::call(server, "PUT", path, b.token, json{{"name", "Mine now"}}.dump()), 404, "Lead not found");
  test::check_error(test::call(server, "DELETE", path, b.token), 404, "Lead not found");
  CHECK(get_json(server, b.token, "/api/v1/leads")["leads"].empty());
  CHECK(get_json(server, b.token, "/api/v1/leads?search=secret")["leads"].empty());
  CHECK(get_json(server, b.token, "/api/v1/leads?search=0001111")["leads"].empty());
  CHECK(get_json(server, b.token, "/api/v1/leads/stats")["total"] == 0);
  CHECK(get_json(server, a.token, path)["name"] == "Secret Alpha Lead");

  const auto list = test::json_of(test::call(server, "POST", "/api/v1/lists", a.token, R"({"name":"Alpha list"})"));
  CHECK(get_json(server, b.token, "/api/v1/lists").empty());
  test::check_error(test::call(server, "POST", "/api/v1/leads", b.token,
                         json{{"name", "x"}, {"listId", list["id"]}}.dump()),
              400, "The selected list does not exist");
  test::check_error(test::call(server, "DELETE", "/api/v1/lists/" + std::to_string(list["id"].get<int>()), b.token), 404,
              "List not found");
}

TEST_CASE("lists: names unique per organization, counts maintained, delete moves or deletes the leads") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto spring = test::json_of(test::call(server, "POST", "/api/v1/lists", owner.token, R"({"name":"Spring"})"));
  const auto autumn = test::json_of(test::call(server, "POST", "/api/v1/lists", owner.token, R"({"name":"Autumn"})"));
  test::check_error(test::call(server, "POST", "/api/v1/lists", owner.token, R"({"name":"spring"})"), 409,
              "A list with this name already exists");
  test::check_error(test::call(server, "POST", "/api/v1/lists", owner.token, R"({"name":""})"), 400, "Please enter a list name");
  for (int i = 0; i < 3; ++i) create_lead(server, owner.token, {{"name", "S" + std::to_string(i)}, {"listId", spring["id"]}});
  const auto lead = create_lead(server, owner.token, {{"name", "Unlisted"}});
  CHECK(lead["list_name"] == "");

  auto lists = get_json(server, owner.token, "/api/v1/lists");
  CHECK(lists[0]["name"] == "Autumn");
  CHECK(lists[1]["leadCount"] == 3);
  const auto in_spring = get_json(server, owner.token, "/api/v1/leads?listId=" + std::to_string(spring["id"].get<int>()));
  CHECK(in_spring["pagination"]["total"] == 3);
  CHECK(in_spring["leads"][0]["list_name"] == "Spring");
  CHECK(get_json(server, owner.token, "/api/v1/leads?listId=0")["pagination"]["total"] == 1);

  const std::string spring_path = "/api/v1/lists/" + std::to_string(spring["id"].get<int>());
  test::check_error(test::call(server, "DELETE", spring_path, owner.token), 409,
              "This list has 3 leads: move them to another list or delete them with the list");
  auto renamed = test::call(server, "PUT", spring_path, owner.token, R"({"name":"Spring 2027"})");
  CHECK(test::json_of(renamed)["name"] == "Spring 2027");
  CHECK(test::call(server, "DELETE", spring_path + "?moveTo=" + std::to_string(autumn["id"].get<int>()), owner.token)
            ->status == 204);
  lists = get_json(server, owner.token, "/api/v1/lists");
  REQUIRE(lists.size() == 1);
  CHECK(lists[0]["leadCount"] == 3);
  const std::string autumn_path = "/api/v1/lists/" + std::to_string(autumn["id"].get<int>());
  CHECK(test::call(server, "DELETE", autumn_path + "?deleteLeads=true", owner.token)->status == 204);
  CHECK(get_json(server, owner.token, "/api/v1/leads/stats")["total"] == 1);
  CHECK(get_json(server, owner.token, "/api/v1/lists").empty());
}
