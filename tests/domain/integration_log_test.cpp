// The integration log keeps 90 days: older entries go, newer ones and other organizations' stay untouched.
#include <doctest/doctest.h>

#include "db/database.hpp"
#include "dialer/iso_time.hpp"
#include "db/integration_log_store.hpp"
#include "domain/integration_log.hpp"
#include "support/temp_dir.hpp"

namespace {

using namespace std::chrono_literals;

std::int64_t add_organization(dialer::db::Database& db, const std::string& name) {
  return db.write([&](SQLite::Database& c) {
    SQLite::Statement s(c, "INSERT INTO organizations (name, created_at) VALUES (?, ?)");
    s.bind(1, name);
    s.bind(2, dialer::iso8601_utc_now());
    s.exec();
    return c.getLastInsertRowid();
  });
}

void add_entry(dialer::db::Database& db, std::int64_t organization_id, std::chrono::system_clock::time_point when,
               const std::string& message) {
  db.write([&](SQLite::Database& c) {
    dialer::db::append_integration_log(c, organization_id,
                                       {0, dialer::iso8601_utc(when), "webhook", "receive", "success", message});
  });
}

}  // namespace

TEST_CASE("integration log entries older than 90 days are pruned, newer ones stay") {
  test::TempDir dir;
  dialer::db::Database db(dir.file("log.db"));
  dialer::events::EventBus bus(dialer::system_clock());
  dialer::domain::IntegrationLog log(db, bus, dialer::system_clock());
  const auto a = add_organization(db, "A");
  const auto b = add_organization(db, "B");
  const auto now = std::chrono::system_clock::now();
  add_entry(db, a, now - 91 * 24h, "old A");
  add_entry(db, b, now - 120 * 24h, "old B");
  add_entry(db, a, now - 89 * 24h, "recent A");
  add_entry(db, b, now - 1h, "recent B");

  CHECK(log.prune(now) == 2);
  CHECK(log.prune(now) == 0);

  const auto remaining = [&](std::int64_t organization_id) {
    std::vector<std::string> messages;
    for (const auto& e : log.list(dialer::auth::Caller{1, organization_id}, 50, std::nullopt)) {
      messages.push_back(e.message);
    }
    return messages;
  };
  CHECK(remaining(a) == std::vector<std::string>{"recent A"});
  CHECK(remaining(b) == std::vector<std::string>{"recent B"});
}

TEST_CASE("integration log pages newest first with limit and before") {
  test::TempDir dir;
  dialer::db::Database db(dir.file("log.db"));
  dialer::events::EventBus bus(dialer::system_clock());
  dialer::domain::IntegrationLog log(db, bus, dialer::system_clock());
  const auto a = add_organization(db, "A");
  const auto now = std::chrono::system_clock::now();
  for (int i = 1; i <= 5; ++i) add_entry(db, a, now, "entry " + std::to_string(i));
  const dialer::auth::Caller caller{1, a};
  const auto first = log.list(caller, 2, std::nullopt);
  REQUIRE(first.size() == 2);
  CHECK(first[0].message == "entry 5");
  CHECK(first[1].message == "entry 4");
  const auto next = log.list(caller, 2, first.back().id);
  REQUIRE(next.size() == 2);
  CHECK(next[0].message == "entry 3");
  CHECK(log.list(caller, 50, next.back().id).size() == 1);
}
