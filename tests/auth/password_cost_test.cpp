// What a password hash costs: the interactive limits on every server, Argon2id's least only in test suites (a flag
// refused on a server others can reach), and a cheaper hash made again at the next sign-in.
#include <doctest/doctest.h>
#include <httplib.h>
#include <signal.h>

#include <SQLiteCpp/SQLiteCpp.h>

#include <nlohmann/json.hpp>
#include <string>

#include "auth/password.hpp"
#include "support/accounts.hpp"
#include "support/process.hpp"
#include "support/temp_dir.hpp"
#include "support/test_server.hpp"

namespace {

using dialer::auth::HashCost;

// This test process hashes at `cost` until the end of the scope (the suite's main sets the least).
class CostForScope {
 public:
  explicit CostForScope(HashCost cost) : before_(dialer::auth::hash_cost()) { dialer::auth::set_hash_cost(cost); }
  ~CostForScope() { dialer::auth::set_hash_cost(before_); }
  CostForScope(const CostForScope&) = delete;
  CostForScope& operator=(const CostForScope&) = delete;

 private:
  HashCost before_;
};

constexpr const char* kInteractivePrefix = "$argon2id$v=19$m=65536,t=2,p=1$";
constexpr const char* kLeastPrefix = "$argon2id$v=19$m=8,t=1,p=1$";

std::string stored_hash(const std::string& db_path, const std::string& email) {
  SQLite::Database db(db_path, SQLite::OPEN_READONLY);
  SQLite::Statement s(db, "SELECT password_hash FROM users WHERE email = ?");
  s.bind(1, email);
  REQUIRE(s.executeStep());
  return s.getColumn(0).getString();
}

}  // namespace

TEST_CASE("passwords are hashed at the interactive cost, the least only when a test suite asks") {
  std::string interactive;
  {
    CostForScope cost(HashCost::kInteractive);
    interactive = dialer::auth::hash_password("correct horse");
    CHECK(interactive.starts_with(kInteractivePrefix));
    CHECK_FALSE(dialer::auth::needs_rehash(interactive));
  }
  CostForScope cost(HashCost::kTestMinimum);
  const auto least = dialer::auth::hash_password("correct horse");
  CHECK(least.starts_with(kLeastPrefix));
  // Each is verified by the cost written in it, whatever the process's.
  CHECK(dialer::auth::verify_password(least, "correct horse"));
  CHECK_FALSE(dialer::auth::verify_password(least, "correct horsf"));
  CHECK(dialer::auth::verify_password(interactive, "correct horse"));
  // A test process never replaces a hash; a real one replaces the cheap one.
  CHECK_FALSE(dialer::auth::needs_rehash(interactive));
  CHECK_FALSE(dialer::auth::needs_rehash(least));
  CostForScope real(HashCost::kInteractive);
  CHECK(dialer::auth::needs_rehash(least));
}

TEST_CASE("a sign-in makes a cheaper hash again at the server's cost, and the password still works") {
  test::TestServer server;  // this process hashes at the least cost: the owner's hash is a cheap one
  const auto owner = test::register_company(server, "Acme", "owner@acme.test");
  const auto db_path = server.db_path();
  REQUIRE(stored_hash(db_path, "owner@acme.test").starts_with(kLeastPrefix));

  CostForScope real(HashCost::kInteractive);  // the same database, now served at the real cost
  auto client = server.client();
  const std::string body = R"({"email":"owner@acme.test","password":")" + owner.password + R"("})";
  const auto signed_in = client.Post("/api/v1/auth/login", body, "application/json");
  REQUIRE(signed_in);
  CHECK(signed_in->status == 200);
  CHECK(stored_hash(db_path, "owner@acme.test").starts_with(kInteractivePrefix));
  const auto again = client.Post("/api/v1/auth/login", body, "application/json");
  REQUIRE(again);
  CHECK(again->status == 200);
  const auto wrong = client.Post("/api/v1/auth/login", R"({"email":"owner@acme.test","password":"not-it"})",
                                 "application/json");
  REQUIRE(wrong);
  CHECK(wrong->status == 401);
}

TEST_CASE("--test-fast-password-hashing is refused on a server others can reach, and said when taken") {
  test::TempDir dir;
  const auto refused =
      test::run_binary({"--host", "0.0.0.0", "--port", "0", "--db", dir.file("a.db"), "--test-fast-password-hashing"});
  CHECK(refused.exit_code == 1);
  CHECK(refused.output == "dialer-dashboard: --test-fast-password-hashing is for test suites only and is refused on a "
                          "server others can reach (--host 0.0.0.0): passwords are hashed at the normal cost\n");

  test::ServerProcess server({"--port", "0", "--db", dir.file("b.db"), "--test-fast-password-hashing"});
  CHECK(server.output().find("TEST PASSWORD HASHING: new passwords are hashed at the least cost") != std::string::npos);
  httplib::Client client("127.0.0.1", server.port());
  const auto registered = client.Post(
      "/api/v1/auth/register-trial",
      R"({"companyName":"Quick Co","name":"Pat Boss","email":"pat@quick.test","phone":"","password":"secret1",)"
      R"("smsConsent":false,"emailConsent":true,"consentTimestamp":"2026-11-23T15:00:00Z"})",
      "application/json");
  REQUIRE(registered);
  CHECK(registered->status == 201);
  CHECK(server.stop(SIGTERM) == 0);
  CHECK(stored_hash(dir.file("b.db"), "pat@quick.test").starts_with(kLeastPrefix));

  // The CLI's user commands take it too, and say so.
  const auto made = test::run_binary({"user", "create", "--db", dir.file("b.db"), "--email", "sam@quick.test", "--name",
                                      "Sam Agent", "--org-id", "1", "--test-fast-password-hashing"});
  CHECK(made.exit_code == 0);
  CHECK(made.output.find("test password hashing: the password is hashed at the least cost") != std::string::npos);
  CHECK(stored_hash(dir.file("b.db"), "sam@quick.test").starts_with(kLeastPrefix));
}
