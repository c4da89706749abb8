// The count of e-mails waiting in the outbox: only queued ones, of every organization, read from the
// partial index of queued messages rather than the table.
#include <doctest/doctest.h>

#include <string>

#include "db/account_store.hpp"
#include "db/database.hpp"
#include "db/outbox_store.hpp"
#include "support/temp_dir.hpp"

namespace {

const std::string kNow = "2026-11-21T09:00:00Z";

std::int64_t user_of(SQLite::Database& db, const std::string& organization) {
  const auto organization_id = dialer::db::insert_organization(db, organization, kNow);
  const std::string email = "someone@" + organization + ".test";
  return dialer::db::insert_user(
      db, dialer::db::NewUser{organization_id, email, email, "Some", "One", "", "agent", "x", kNow});
}

}  // namespace

TEST_CASE("outbox: the waiting count counts queued e-mails of every organization, through the index") {
  test::TempDir dir;
  dialer::db::Database database(dir.file("outbox.db"));
  database.write([](SQLite::Database& db) {
    CHECK(dialer::db::count_queued_emails(db) == 0);
    const auto a = user_of(db, "acme");
    const auto b = user_of(db, "globex");
    const auto org_of = [&](std::int64_t user) {
      SQLite::Statement s(db, "SELECT organization_id FROM users WHERE id = ?");
      s.bind(1, user);
      s.executeStep();
      return s.getColumn(0).getInt64();
    };
    for (const auto user : {a, a, b}) {
      dialer::db::queue_email(db, {org_of(user), user, "r@x.test", "Hello", "Body", "welcome"}, kNow);
    }
    CHECK(dialer::db::count_queued_emails(db) == 3);
    db.exec("UPDATE email_outbox SET status = 'sent', sent_at = '" + kNow + "' WHERE id = 1");
    CHECK(dialer::db::count_queued_emails(db) == 2);

    SQLite::Statement plan(db,
                           "EXPLAIN QUERY PLAN SELECT count(*) FROM email_outbox INDEXED BY email_outbox_queued "
                           "WHERE status = 'queued'");
    REQUIRE(plan.executeStep());
    // The partial index implies the status: SQLite walks its entries and never reads a row of the table.
    CHECK(plan.getColumn(3).getString() == "SCAN email_outbox USING INDEX email_outbox_queued");
  });
}
