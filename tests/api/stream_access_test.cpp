// Live streams follow their user over real HTTP: a role change, a deactivation or a password change ends the user's
// open streams at once — before any event committed after the change — and a ticket issued before it opens nothing;
// a change the server did not make itself (another process on the file) ends them at the heartbeat.
#include <doctest/doctest.h>

#include <SQLiteCpp/SQLiteCpp.h>

#include <nlohmann/json.hpp>
#include <string>

#include "support/accounts.hpp"
#include "support/raw_connection.hpp"
#include "support/test_server.hpp"

namespace {

using test::event_ticket;
using namespace std::chrono_literals;
using nlohmann::json;

// A stream opened with a new ticket of the token's session, read up to its first event.
test::RawConnection open_stream(test::TestServer& server, const std::string& token) {
  test::RawConnection stream(server.port());
  stream.send("GET /api/v1/events?ticket=" + event_ticket(server, token) + " HTTP/1.1\r\nHost: x\r\n\r\n");
  REQUIRE(stream.read_until("\nevent: ready\ndata: {}\n"));
  return stream;
}

// Ended by the server: the last chunk, then the connection closed.
bool ended(test::RawConnection& stream) { return stream.read_until("0\r\n\r\n") && stream.closed_by_peer(); }

struct Office {
  test::TestServer server;
  test::Account owner = test::register_company(server, "Streams", "owner@streams.test");
  test::Account admin = test::add_user(server, "Streams", "admin@streams.test", "admin");

  std::string admin_path() const {
    return "/api/v1/mayor/agents/" + std::to_string(admin.user["id"].get<std::int64_t>());
  }
  int change_admin(const json& body) {
    return test::call(server, "PUT", admin_path(), owner.token, body.dump())->status;
  }
  // A new lead of the organization: what its leads.changed event says.
  std::string lead_marker(const std::string& name) {
    const auto lead = test::create_lead(server, owner.token, json{{"name", name}});
    return "\"created\":[" + std::to_string(lead["id"].get<std::int64_t>()) + "]";
  }
  // The answer to GET /api/v1/events with this ticket, when it is refused.
  std::string refusal_of(const std::string& value) {
    test::RawConnection c(server.port());
    c.send("GET /api/v1/events?ticket=" + value + " HTTP/1.1\r\nHost: x\r\n\r\n");
    return c.read_response();
  }
};

void check_refused(const std::string& answer) {
  CHECK(test::status_of(answer) == 401);
  CHECK(answer.find("\"code\":\"invalid_ticket\"") != std::string::npos);
}

}  // namespace

TEST_CASE(
    "live stream: an admin demoted to agent loses its admin stream at once, and a ticket issued before opens nothing") {
  Office office;
  const std::string before = event_ticket(office.server, office.admin.token);
  auto stream = open_stream(office.server, office.admin.token);
  const auto seen = office.lead_marker("Seen while admin");
  REQUIRE(stream.read_until(seen));

  REQUIRE(office.change_admin({{"role", "agent"}}) == 200);
  const auto after = office.lead_marker("Created after the demotion");
  CHECK(ended(stream));
  CHECK(stream.received().find(after) == std::string::npos);
  CHECK(office.server.app().event_hub().stream_count() == 0);

  check_refused(office.refusal_of(before));
  // Still signed in: a new ticket opens the stream an agent gets, without the admins' events.
  auto as_agent = open_stream(office.server, office.admin.token);
  office.lead_marker("Not for agents");
  CHECK_FALSE(as_agent.read_until("leads.changed", 300ms));
}

TEST_CASE("live stream: deactivation and a password change end the user's streams at once and void its tickets") {
  Office office;
  auto owners = open_stream(office.server, office.owner.token);
  SUBCASE("deactivated") {
    const std::string before = event_ticket(office.server, office.admin.token);
    auto stream = open_stream(office.server, office.admin.token);
    REQUIRE(test::call(office.server, "DELETE", office.admin_path(), office.owner.token)->status == 204);
    const auto after = office.lead_marker("After the deactivation");
    CHECK(ended(stream));
    CHECK(stream.received().find(after) == std::string::npos);
    check_refused(office.refusal_of(before));
  }
  SUBCASE("given a new password by an admin") {
    const std::string before = event_ticket(office.server, office.admin.token);
    auto stream = open_stream(office.server, office.admin.token);
    REQUIRE(office.change_admin({{"password", "another-secret-42"}}) == 200);
    const auto after = office.lead_marker("After the new password");
    CHECK(ended(stream));
    CHECK(stream.received().find(after) == std::string::npos);
    check_refused(office.refusal_of(before));
  }
  // The owner's stream is not the admin's: it goes on.
  CHECK(owners.read_until(office.lead_marker("Still seen by the owner")));
}

TEST_CASE("live stream: a role changed by another process on the database file ends the stream at the heartbeat") {
  Office office;
  auto stream = open_stream(office.server, office.admin.token);
  const std::string before = event_ticket(office.server, office.admin.token);
  {
    SQLite::Database other(office.server.db_path(), SQLite::OPEN_READWRITE);
    other.setBusyTimeout(5000);
    SQLite::Statement demote(other, "UPDATE users SET role = 'agent' WHERE id = ?");
    demote.bind(1, office.admin.user["id"].get<std::int64_t>());
    REQUIRE(demote.exec() == 1);
  }
  check_refused(office.refusal_of(before));
  office.server.app().event_hub().heartbeat();
  CHECK(ended(stream));
}
