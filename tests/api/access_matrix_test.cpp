// Every registered API route against the role matrix (docs/api.md's route index), with no token and as each
// role. The expected table must list every route: a new route cannot ship without a decision about who may call
// it. The server runs on a test clock (serve --test-clock), so that the routes only such a server has are here too.
#include <doctest/doctest.h>

#include <chrono>
#include <map>
#include <set>

#include "dialer/clock.hpp"
#include "support/accounts.hpp"

namespace {

using dialer::http::Access;

const std::map<std::string, Access> kExpectedAccess = {
    {"GET /api/v1/health", Access::kPublic},
    {"GET /api/v1/auth/registration", Access::kPublic},
    {"POST /api/v1/auth/register-trial", Access::kPublic},
    {"POST /api/v1/auth/login", Access::kPublic},
    {"GET /api/v1/auth/me", Access::kSignedIn},
    {"POST /api/v1/auth/logout", Access::kSignedIn},
    {"POST /api/v1/auth/reset-password", Access::kPublic},
    {"GET /api/v1/mayor/agents", Access::kAdmin},
    {"POST /api/v1/mayor/agents", Access::kAdmin},
    {"PUT /api/v1/mayor/agents/{id}", Access::kAdmin},
    {"DELETE /api/v1/mayor/agents/{id}", Access::kAdmin},
    {"PUT /api/v1/mayor/agents/{id}/campaigns", Access::kAdmin},
    {"POST /api/v1/mayor/agents/{id}/send-welcome-email", Access::kAdmin},
    {"POST /api/v1/mayor/agents/{id}/resend-welcome-email", Access::kAdmin},
    {"POST /api/v1/mayor/agents/{id}/send-password-reset", Access::kAdmin},
    {"GET /api/v1/mayor/agents/{id}/email-history", Access::kAdmin},
    {"GET /api/v1/campaigns", Access::kAdmin},
    {"POST /api/v1/campaigns", Access::kAdmin},
    {"GET /api/v1/campaigns/{id}", Access::kAdmin},
    {"PUT /api/v1/campaigns/{id}", Access::kAdmin},
    {"POST /api/v1/campaigns/{id}/activate", Access::kAdmin},
    {"POST /api/v1/campaigns/{id}/pause", Access::kAdmin},
    {"POST /api/v1/campaigns/{id}/archive", Access::kAdmin},
    {"GET /api/v1/campaigns/{id}/eligibility", Access::kAdmin},
    {"GET /api/v1/campaigns/{id}/funnel", Access::kAdmin},
    {"GET /api/v1/campaigns/{id}/compliance", Access::kAdmin},
    {"GET /api/v1/campaigns/{id}/compliance/export", Access::kAdmin},
    {"DELETE /api/v1/campaigns/{id}/hopper", Access::kAdmin},
    {"POST /api/v1/campaigns/{id}/hopper/refill", Access::kAdmin},
    {"GET /api/v1/campaigns/{id}/hopper", Access::kAdmin},
    {"POST /api/v1/campaigns/{id}/hopper", Access::kAdmin},
    {"POST /api/v1/campaigns/{id}/hopper/claim", Access::kSignedIn},
    {"PUT /api/v1/campaigns/{id}/hopper/{leadId}", Access::kAdmin},
    {"DELETE /api/v1/campaigns/{id}/hopper/{leadId}", Access::kAdmin},
    {"GET /api/v1/leads", Access::kAdmin},
    {"GET /api/v1/leads/stats", Access::kAdmin},
    {"GET /api/v1/leads/export", Access::kAdmin},
    {"POST /api/v1/leads/bulk", Access::kAdmin},
    {"GET /api/v1/leads/bulk", Access::kAdmin},
    {"GET /api/v1/leads/bulk/{id}", Access::kAdmin},
    {"POST /api/v1/leads/import", Access::kAdmin},
    {"POST /api/v1/leads/import/preview", Access::kAdmin},
    {"POST /api/v1/leads/import/sheet-preview", Access::kAdmin},
    {"GET /api/v1/leads/import/templates", Access::kAdmin},
    {"POST /api/v1/leads/import/templates", Access::kAdmin},
    {"DELETE /api/v1/leads/import/templates/{id}", Access::kAdmin},
    {"GET /api/v1/leads/{id}", Access::kAdmin},
    {"GET /api/v1/leads/{id}/activity", Access::kAdmin},
    {"GET /api/v1/leads/{id}/calling-time", Access::kAdmin},
    {"POST /api/v1/leads", Access::kAdmin},
    {"PUT /api/v1/leads/{id}", Access::kAdmin},
    {"DELETE /api/v1/leads/{id}", Access::kAdmin},
    {"GET /api/v1/settings/phone", Access::kAdmin},
    {"PUT /api/v1/settings/phone", Access::kAdmin},
    {"GET /api/v1/settings/calling", Access::kAdmin},
    {"PUT /api/v1/settings/calling", Access::kAdmin},
    {"GET /api/v1/dnc", Access::kAdmin},
    {"GET /api/v1/dnc/additions", Access::kAdmin},
    {"GET /api/v1/dnc/numbers", Access::kAdmin},
    {"POST /api/v1/dnc/numbers", Access::kAdmin},
    {"POST /api/v1/dnc/removals", Access::kAdmin},
    {"POST /api/v1/dnc/import", Access::kAdmin},
    {"GET /api/v1/dnc/export", Access::kAdmin},
    {"GET /api/v1/dispositions", Access::kSignedIn},
    {"POST /api/v1/dispositions", Access::kAdmin},
    {"PUT /api/v1/dispositions/{id}", Access::kAdmin},
    {"DELETE /api/v1/dispositions/{id}", Access::kAdmin},
    {"GET /api/v1/lists", Access::kAdmin},
    {"POST /api/v1/lists", Access::kAdmin},
    {"PUT /api/v1/lists/{id}", Access::kAdmin},
    {"DELETE /api/v1/lists/{id}", Access::kAdmin},
    {"GET /api/v1/campaign-setup/progress", Access::kAdmin},
    {"POST /api/v1/campaign-setup/progress", Access::kAdmin},
    {"GET /api/v1/integrations", Access::kAdmin},
    {"POST /api/v1/integrations/gohighlevel", Access::kAdmin},
    {"POST /api/v1/integrations/gohighlevel/test", Access::kAdmin},
    {"POST /api/v1/integrations/gohighlevel/sync", Access::kAdmin},
    {"GET /api/v1/integration-logs", Access::kAdmin},
    {"GET /api/v1/webhooks", Access::kAdmin},
    {"POST /api/v1/webhooks", Access::kAdmin},
    {"PUT /api/v1/webhooks/{id}", Access::kAdmin},
    {"DELETE /api/v1/webhooks/{id}", Access::kAdmin},
    {"POST /api/v1/webhooks/leads", Access::kPublic},
    {"GET /api/v1/telephony", Access::kAdmin},
    {"PUT /api/v1/telephony", Access::kAdmin},
    {"POST /api/v1/telephony/test", Access::kAdmin},
    {"GET /api/v1/mail-relay", Access::kAdmin},
    {"GET /api/v1/leads/{id}/messages", Access::kAdmin},
    {"GET /api/v1/message-templates", Access::kAdmin},
    {"POST /api/v1/message-templates", Access::kAdmin},
    {"PUT /api/v1/message-templates/{id}", Access::kAdmin},
    {"DELETE /api/v1/message-templates/{id}", Access::kAdmin},
    {"GET /api/v1/cadences", Access::kAdmin},
    {"POST /api/v1/cadences", Access::kAdmin},
    {"GET /api/v1/cadences/{id}", Access::kAdmin},
    {"PUT /api/v1/cadences/{id}", Access::kAdmin},
    {"POST /api/v1/cadences/{id}/activate", Access::kAdmin},
    {"POST /api/v1/cadences/{id}/pause", Access::kAdmin},
    {"POST /api/v1/cadences/{id}/archive", Access::kAdmin},
    {"GET /api/v1/cadences/{id}/enrollments", Access::kAdmin},
    {"POST /api/v1/cadences/{id}/enrollments/{enrollmentId}/stop", Access::kAdmin},
    {"POST /api/v1/cadences/{id}/enrollments/{enrollmentId}/pause", Access::kAdmin},
    {"POST /api/v1/cadences/{id}/enrollments/{enrollmentId}/resume", Access::kAdmin},
    {"GET /api/v1/emojis", Access::kSignedIn},
    {"PUT /api/v1/emojis", Access::kAdmin},
    {"POST /api/v1/unsubscribe", Access::kPublic},
    {"POST /api/v1/twilio/sms-status", Access::kPublic},
    {"GET /api/v1/leads/{id}/consents", Access::kAdmin},
    {"PUT /api/v1/mail-relay", Access::kAdmin},
    {"POST /api/v1/mail-relay/test", Access::kAdmin},
    {"GET /api/v1/phone-numbers", Access::kAdmin},
    {"POST /api/v1/phone-numbers/sync", Access::kAdmin},
    {"POST /api/v1/calls", Access::kSignedIn},
    {"GET /api/v1/calls", Access::kSignedIn},
    {"GET /api/v1/calls/analytics", Access::kAdmin},
    {"GET /api/v1/calls/live", Access::kAdmin},
    {"GET /api/v1/calls/{id}", Access::kSignedIn},
    {"GET /api/v1/calls/{id}/recording", Access::kSignedIn},
    {"POST /api/v1/calls/{id}/hangup", Access::kSignedIn},
    {"POST /api/v1/calls/{id}/hold", Access::kSignedIn},
    {"POST /api/v1/calls/{id}/consent", Access::kSignedIn},
    {"POST /api/v1/calls/{id}/disposition", Access::kSignedIn},
    {"GET /api/v1/me/state", Access::kSignedIn},
    {"PUT /api/v1/me/state", Access::kSignedIn},
    {"POST /api/v1/me/heartbeat", Access::kSignedIn},
    {"GET /api/v1/me/lead", Access::kSignedIn},
    {"POST /api/v1/me/conference/phone", Access::kSignedIn},
    {"POST /api/v1/me/next-lead", Access::kSignedIn},
    {"POST /api/v1/me/skip", Access::kSignedIn},
    {"GET /api/v1/me/callbacks", Access::kSignedIn},
    {"GET /api/v1/me/metrics", Access::kSignedIn},
    {"GET /api/v1/agents/metrics", Access::kAdmin},
    {"GET /api/v1/agents/states", Access::kAdmin},
    {"GET /api/v1/pause-reasons", Access::kSignedIn},
    {"POST /api/v1/telephony/voice-token", Access::kSignedIn},
    {"POST /api/v1/twilio/voice", Access::kPublic},
    {"POST /api/v1/twilio/status", Access::kPublic},
    {"POST /api/v1/twilio/amd", Access::kPublic},
    {"POST /api/v1/twilio/recording", Access::kPublic},
    {"POST /api/v1/twilio/opt-out", Access::kPublic},
    {"POST /api/v1/twilio/sms", Access::kPublic},
    {"POST /api/v1/twilio/conference-left", Access::kPublic},
    {"GET /api/v1/system/jobs", Access::kAdmin},
    {"GET /api/v1/system/status", Access::kAdmin},
    {"GET /api/v1/overview", Access::kAdmin},
    {"POST /api/v1/events/tickets", Access::kSignedIn},
    {"GET /api/v1/events", Access::kPublic},  // the single-use ticket in the address is its credential
    // Superadmins only, which the route checks (the router knows admins).
    {"GET /api/v1/test-clock", Access::kAdmin},
    {"POST /api/v1/test-clock", Access::kAdmin},
};

std::string concrete_path(std::string pattern) {
  // {id}-style segments get an id that exists in no organization: access is decided before lookup.
  for (auto open = pattern.find('{'); open != std::string::npos; open = pattern.find('{')) {
    pattern.replace(open, pattern.find('}', open) - open + 1, "999999");
  }
  return pattern;
}

// The router's own refusals, as opposed to a handler's answer.
bool refused_by_router(const httplib::Result& res) {
  if (res->status != 401 && res->status != 403) return false;
  const auto error = test::json_of(res)["error"];
  return error == "Authentication required" || error == "You do not have permission to do this";
}

}  // namespace

TEST_CASE("every API route enforces the role matrix") {
  dialer::ManualClock clock(std::chrono::system_clock::now());
  test::TestServer server([&clock](dialer::AppConfig& config) { config.test_clock = &clock; });
  const auto owner = test::register_company(server, "Matrix Co", "super@matrix.test");
  std::map<std::string, std::string> tokens = {
      {"superadmin", owner.token},
      {"admin", test::add_user(server, "Matrix Co", "admin@matrix.test", "admin").token},
      {"agent", test::add_user(server, "Matrix Co", "agent@matrix.test", "agent").token},
  };

  std::set<std::string> registered;
  for (const auto& route : server.app().router().routes()) {
    const std::string key = route.method + " " + route.pattern;
    registered.insert(key);
    CAPTURE(key);
    REQUIRE_MESSAGE(kExpectedAccess.count(key) == 1, "route missing from the access matrix test");
    CHECK(access_name(route.access) == access_name(kExpectedAccess.at(key)));

    const std::string path = concrete_path(route.pattern);
    auto anonymous = test::call(server, route.method, path, "", "{}");
    REQUIRE(anonymous);
    if (route.access == Access::kPublic) {
      // The route may refuse for its own reasons (a webhook's unknown key is 401), never for want of a session.
      CHECK_FALSE(refused_by_router(anonymous));
    } else {
      CHECK(anonymous->status == 401);
      CHECK(test::json_of(anonymous)["error"] == "Authentication required");
    }

    for (auto& [role, token] : tokens) {
      CAPTURE(role);
      auto res = test::call(server, route.method, path, token, "{}");
      REQUIRE(res);
      const bool allowed = route.access != Access::kAdmin || role != "agent";
      if (allowed) {
        CHECK_FALSE(refused_by_router(res));
      } else {
        CHECK(res->status == 403);
        CHECK(test::json_of(res)["error"] == "You do not have permission to do this");
      }
      // Signing out kills the token; take a fresh one for the next routes.
      if (key == "POST /api/v1/auth/logout" && res->status == 204) {
        token = test::sign_in(server, role == "superadmin" ? "super@matrix.test" : role + "@matrix.test", "secret123")
                    .token;
      }
    }
  }
  for (const auto& [key, access] : kExpectedAccess) {
    CAPTURE(key);
    CHECK(registered.count(key) == 1);
  }
}

TEST_CASE("organizations are isolated: a user only ever sees their own organization") {
  test::TestServer server;
  const auto a = test::register_company(server, "Company A", "a@a.test");
  const auto b = test::register_company(server, "Company B", "b@b.test");
  CHECK(a.user["organizationId"] != b.user["organizationId"]);

  auto me_a = test::json_of(test::call(server, "GET", "/api/v1/auth/me", a.token));
  auto me_b = test::json_of(test::call(server, "GET", "/api/v1/auth/me", b.token));
  CHECK(me_a["user"]["organizationName"] == "Company A");
  CHECK(me_b["user"]["organizationName"] == "Company B");

  // A client-sent organizationId changes nothing.
  const nlohmann::json body = {{"email", "a@a.test"}, {"password", "secret123"}, {"organizationId", 999}};
  auto res = server.client().Post("/api/v1/auth/login", body.dump(), "application/json");
  CHECK(test::json_of(res)["user"]["organizationId"] == a.user["organizationId"]);
}
