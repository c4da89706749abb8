#pragma once
// Test helpers for signed-in calls: register companies, create users, sign in over real HTTP.
#include <httplib.h>

#include <nlohmann/json.hpp>
#include <string>

#include "support/test_server.hpp"

namespace test {

// The admins' list of their organization's agents (users): POST creates one, /{id} is one.
inline const std::string kAgentsPath = "/api/v1/mayor/agents";
// The error a request with an expired (or otherwise ended) session answers, with 401.
inline const std::string kSessionExpired = "Your session has expired. Please sign in again.";

struct Account {
  std::string token;
  nlohmann::json user;
  std::string email;
  std::string password;
};

// Registers a new company through the API; its first user is the superadmin.
Account register_company(TestServer& server, const std::string& company, const std::string& email,
                         const std::string& password = "secret123");
// Creates a user in the organization (as the CLI does) and signs in through the API.
Account add_user(TestServer& server, const std::string& organization, const std::string& email,
                 const std::string& role, const std::string& password = "secret123");
Account sign_in(TestServer& server, const std::string& email, const std::string& password);

httplib::Headers bearer(const std::string& token);

// Calls method on path with an optional token and JSON body.
httplib::Result call(TestServer& server, const std::string& method, const std::string& path,
                     const std::string& token = "", const std::string& body = "");

// POST /api/v1/leads, which must answer 201: the lead.
nlohmann::json create_lead(TestServer& server, const std::string& token, const nlohmann::json& body);

// GET path with the token, which must answer 200: the body.
nlohmann::json get_json(TestServer& server, const std::string& token, const std::string& path);

// The organization's calling rules as they are, with `optOutAllChannels` set: for the tests of one channel's own
// opt-out, turned off (on by default, an opt-out stops every channel).
void set_opt_out_all_channels(TestServer& server, const std::string& token, bool every_channel);

// A new ticket of the token's session for GET /api/v1/events (POST /api/v1/events/tickets).
std::string event_ticket(TestServer& server, const std::string& token);

}  // namespace test
