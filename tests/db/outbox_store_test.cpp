// The count of e-mails waiting in the outbox: only queued ones, of every organization, read from the
// partial index of queued messages rather than the table. Expiry of reset e-mails, and the upgrade that took
// the links out of those queued before.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "db/migrations.hpp"

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
      dialer::db::queue_email(db, {org_of(user), user, "r@x.test", "Hello", "Body", "welcome", std::nullopt, std::nullopt, std::nullopt, std::nullopt},
                              kNow);
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

TEST_CASE("outbox: queued messages expire at their time, sealed ones all at once on start, and lose the seal") {
  test::TempDir dir;
  dialer::db::Database database(dir.file("expiry.db"));
  database.write([](SQLite::Database& db) {
    const auto user = user_of(db, "acme");
    const std::vector<unsigned char> seal = {1, 2, 3};
    using dialer::db::OutboxMessage;
    dialer::db::queue_email(db, OutboxMessage{1, user, "r@x.test", "Reset", "shown", "password_reset", seal,
                                              "2026-11-21T10:00:00Z", std::nullopt, std::nullopt}, kNow);
    dialer::db::queue_email(db, OutboxMessage{1, user, "r@x.test", "Reset", "shown", "password_reset", seal,
                                              "2026-11-21T11:00:00Z", std::nullopt, std::nullopt}, kNow);
    dialer::db::queue_email(db, OutboxMessage{1, user, "r@x.test", "Hi", "Body", "welcome", std::nullopt,
                                              std::nullopt, std::nullopt, std::nullopt}, kNow);
    CHECK(dialer::db::expire_queued_emails(db, "2026-11-21T09:59:59Z", false) == 0);
    CHECK(dialer::db::expire_queued_emails(db, "2026-11-21T10:00:00Z", false) == 1);
    CHECK(dialer::db::count_queued_emails(db) == 2);
    CHECK(dialer::db::expire_queued_emails(db, "2026-11-21T10:00:00Z", true) == 1);
    CHECK(dialer::db::count_queued_emails(db) == 1);  // the welcome e-mail: never sealed, never expires
    CHECK(db.execAndGet("SELECT count(*) FROM email_outbox WHERE sealed_body IS NOT NULL").getInt() == 0);
    CHECK(db.execAndGet("SELECT count(*) FROM email_outbox WHERE status = 'expired'").getInt() == 2);
  });
}

TEST_CASE("outbox: the upgrade takes the links out of reset e-mails already stored, and expires the queued ones") {
  test::TempDir dir;
  const auto all = dialer::db::embedded_migrations();
  std::size_t before = 0;
  while (before < all.size() && all[before].name.find("outbox_sealed_links") == std::string_view::npos) ++before;
  REQUIRE(before < all.size());
  const std::string token(43, 'T');
  {
    SQLite::Database old(dir.file("old.db"), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    dialer::db::apply_migrations(old, all.first(before), dir.file("old.db"));
    const auto user = user_of(old, "acme");
    for (const char* status : {"queued", "sent"}) {
      SQLite::Statement s(old,
                          "INSERT INTO email_outbox (organization_id, user_id, recipient, subject, body, kind, status, "
                          "created_at) VALUES (1, ?, 'r@x.test', 'Reset', ?, 'password_reset', ?, ?)");
      s.bind(1, user);
      s.bind(2, "Set it here:\nhttp://d.lan/reset-password?token=" + token + "\n\nThe link works once.\n");
      s.bind(3, status);
      s.bind(4, kNow);
      s.exec();
    }
    old.exec("INSERT INTO email_outbox (organization_id, user_id, recipient, subject, body, kind, created_at) "
             "VALUES (1, 1, 'r@x.test', 'Hi', 'Welcome', 'welcome', '" + kNow + "')");
  }
  dialer::db::Database upgraded(dir.file("old.db"), {.readers = 1, .before_upgrade = {}});
  upgraded.read([&](SQLite::Database& db) {
    SQLite::Statement s(db, "SELECT body, status FROM email_outbox ORDER BY id");
    REQUIRE(s.executeStep());
    CHECK(s.getColumn(0).getString() == "Set it here:\nhttp://d.lan/reset-password?token=[removed]\n\nThe link works once.\n");
    CHECK(s.getColumn(1).getString() == "expired");
    REQUIRE(s.executeStep());
    CHECK(s.getColumn(0).getString().find(token) == std::string::npos);
    CHECK(s.getColumn(1).getString() == "sent");
    REQUIRE(s.executeStep());
    CHECK(s.getColumn(0).getString() == "Welcome");
    CHECK(s.getColumn(1).getString() == "queued");
  });
}
