// Account rules at the domain level, where the client address can be chosen.
#include <doctest/doctest.h>

#include "db/database.hpp"
#include "http/api_error.hpp"
#include "domain/accounts.hpp"
#include "support/api_error_status.hpp"
#include "support/temp_dir.hpp"

TEST_CASE("a correct login is never slowed by other addresses' failures") {
  test::TempDir dir;
  dialer::db::Database db(dir.file("throttle.db"));
  dialer::domain::SessionCache sessions;
  dialer::domain::AccountService accounts(db, {}, sessions, dialer::system_clock());
  accounts.create_user(dialer::domain::OrganizationChoice::create("Acme"), "victim@acme.test", "Victim User", "admin", "rightpass");

  for (int i = 0; i < 10; ++i) {
    CHECK(test::status_of([&] { accounts.login("victim@acme.test", "wrong", "10.9.9.9"); }) == (i < 5 ? 401 : 429));
  }
  CHECK(test::status_of([&] { accounts.login("victim@acme.test", "rightpass", "10.1.1.1"); }) == 200);
  // The attacking address stays blocked even with the right password.
  CHECK(test::status_of([&] { accounts.login("victim@acme.test", "rightpass", "10.9.9.9"); }) == 429);
}

TEST_CASE("many failures from one address block that address for every account") {
  test::TempDir dir;
  dialer::db::Database db(dir.file("spray.db"));
  dialer::domain::SessionCache sessions;
  dialer::domain::AccountService accounts(db, {}, sessions, dialer::system_clock());
  accounts.create_user(dialer::domain::OrganizationChoice::create("Acme"), "real@acme.test", "Real User", "admin", "rightpass");
  for (int i = 0; i < 30; ++i) {
    const std::string email = "guess" + std::to_string(i) + "@acme.test";
    CHECK(test::status_of([&] { accounts.login(email, "wrong", "10.6.6.6"); }) == 401);
  }
  CHECK(test::status_of([&] { accounts.login("real@acme.test", "rightpass", "10.6.6.6"); }) == 429);
  CHECK(test::status_of([&] { accounts.login("real@acme.test", "rightpass", "10.1.1.1"); }) == 200);
}

TEST_CASE("the CLI's create_user joins an organization by id only, and a new one may not take a used name") {
  test::TempDir dir;
  dialer::db::Database db(dir.file("cli.db"));
  dialer::domain::SessionCache sessions;
  dialer::domain::AccountService accounts(db, {}, sessions, dialer::system_clock());
  const auto first = accounts.create_user(dialer::domain::OrganizationChoice::create("Acme"), "a@acme.test", "A One", "superadmin", "secret1");
  const auto second =
      accounts.create_user(dialer::domain::OrganizationChoice::existing(first.organization_id), "b@acme.test", "B Two", "agent", "secret1");
  const auto third = accounts.create_user(dialer::domain::OrganizationChoice::create("Other Co"), "c@other.test", "C Three", "ADMIN", "secret1");
  CHECK(first.organization_id == second.organization_id);
  CHECK(second.organization_name == "Acme");
  CHECK(third.organization_id != first.organization_id);
  CHECK(third.role == "admin");

  // A used name (in any ASCII case, with stray spaces) is refused unless asked for; nothing is created.
  CHECK(test::status_of([&] { accounts.create_user(dialer::domain::OrganizationChoice::create(" acme "), "d@acme.test", "D", "agent", "secret1"); }) ==
        409);
  CHECK(accounts.organizations().size() == 2);
  const auto duplicate = accounts.create_user(dialer::domain::OrganizationChoice::create("Acme", true), "d@acme.test", "D",
                                              "agent", "secret1");
  CHECK(duplicate.organization_id != first.organization_id);
  const auto named = accounts.organizations("ACME");
  REQUIRE(named.size() == 2);
  CHECK(named[0].id == first.organization_id);
  CHECK(named[0].users == 2);
  CHECK(named[1].users == 1);

  CHECK(test::status_of([&] { accounts.create_user(dialer::domain::OrganizationChoice::existing(999), "e@acme.test", "E", "agent", "secret1"); }) ==
        404);
  CHECK(test::status_of([&] { accounts.create_user(dialer::domain::OrganizationChoice{}, "e@acme.test", "E", "agent", "secret1"); }) == 400);
  CHECK(test::status_of([&] {
          accounts.create_user(dialer::domain::OrganizationChoice::existing(first.organization_id), "A@ACME.test", "Dup", "agent", "secret1");
        }) == 409);
  CHECK(test::status_of([&] { accounts.create_user(dialer::domain::OrganizationChoice::create("New"), "x@acme.test", "X", "boss", "secret1"); }) ==
        400);
  CHECK(test::status_of([&] { accounts.create_user(dialer::domain::OrganizationChoice::create("New"), "y@acme.test", "Y", "agent", "short"); }) ==
        400);
}
