// The cache of recently read sessions: age limit, clears that win over reads in flight, size bound, and
// AccountService using it (a change it cannot see lasts at most the age limit).
#include <doctest/doctest.h>

#include <SQLiteCpp/SQLiteCpp.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <thread>
#include <vector>

#include "auth/session_token.hpp"
#include "db/database.hpp"
#include "http/api_error.hpp"
#include "domain/accounts.hpp"
#include "domain/session_cache.hpp"
#include "support/api_error_status.hpp"
#include "support/temp_dir.hpp"

namespace {

using dialer::domain::SessionCache;
using namespace std::chrono_literals;

dialer::model::Session session(std::int64_t id, std::string role = "agent") {
  dialer::model::Session record;
  record.id = id;
  record.last_seen_at = 1000;
  record.expires_at = 2000;
  record.user.id = id * 10;
  record.user.role = std::move(role);
  return record;
}

struct SessionCacheFixture {
  explicit SessionCacheFixture(SessionCache::AgeClock::duration max_age)
      : sessions(max_age), accounts(db, {}, sessions, dialer::system_clock()) {
    accounts.create_user(dialer::domain::OrganizationChoice::create("Acme"), "a@acme.test", "A One", "admin", "secret12");
  }
  std::string sign_in() { return "Bearer " + accounts.login("a@acme.test", "secret12", "10.0.0.1").token; }
  void sql(const std::string& statement) {
    db.write([&](SQLite::Database& c) { c.exec(statement); });
  }
  std::int64_t number(const std::string& query) {
    return db.read([&](SQLite::Database& c) { return c.execAndGet(query).getInt64(); });
  }

  test::TempDir dir;
  dialer::db::Database db{dir.file("cache.db")};
  SessionCache sessions;
  dialer::domain::AccountService accounts;
};

}  // namespace

TEST_CASE("session cache: a record is used while younger than the age limit, and only then") {
  SessionCache cache(2s);
  const auto t0 = SessionCache::AgeClock::time_point{} + 1h;
  CHECK_FALSE(cache.find("a", t0));
  cache.store("a", session(1), t0, cache.generation());
  REQUIRE(cache.find("a", t0));
  CHECK(cache.find("a", t0)->id == 1);
  CHECK(cache.find("a", t0 + 1999ms));
  CHECK_FALSE(cache.find("a", t0 + 2s));
  CHECK_FALSE(cache.find("a", t0 + 1h));
  CHECK_FALSE(cache.find("b", t0));

  // Read again: fresh again, with what was read.
  cache.store("a", session(1, "admin"), t0 + 3s, cache.generation());
  REQUIRE(cache.find("a", t0 + 4s));
  CHECK(cache.find("a", t0 + 4s)->user.role == "admin");
  CHECK(cache.size() == 1);
}

TEST_CASE("session cache: clear() empties it and drops a record read before the clear") {
  SessionCache cache;
  const auto now = SessionCache::AgeClock::now();
  cache.store("a", session(1), now, cache.generation());
  cache.store("b", session(2), now, cache.generation());
  CHECK(cache.size() == 2);

  // A reader takes the generation, a writer commits and clears, then the reader stores what it read.
  const auto before = cache.generation();
  cache.clear();
  CHECK(cache.size() == 0);
  cache.store("a", session(1), now, before);
  CHECK_FALSE(cache.find("a", now));
  CHECK(cache.size() == 0);

  // A read that started after the clear is kept.
  cache.store("a", session(1), now, cache.generation());
  CHECK(cache.find("a", now));
}

TEST_CASE("session cache: erase and set_last_seen touch only their entry") {
  SessionCache cache;
  const auto now = SessionCache::AgeClock::now();
  cache.store("a", session(1), now, cache.generation());
  cache.store("b", session(2), now, cache.generation());

  cache.set_last_seen("a", 1, 1500);
  CHECK(cache.find("a", now)->last_seen_at == 1500);
  cache.set_last_seen("b", 99, 1500);  // another session under that hash: left alone
  CHECK(cache.find("b", now)->last_seen_at == 1000);
  cache.set_last_seen("c", 3, 1500);  // not cached: nothing is added
  CHECK(cache.size() == 2);

  cache.erase("a");
  CHECK_FALSE(cache.find("a", now));
  CHECK(cache.find("b", now));
}

TEST_CASE("session cache: the number of entries is bounded") {
  SessionCache cache(2s, 3);
  const auto now = SessionCache::AgeClock::now();
  for (int i = 0; i < 10; ++i) {
    cache.store("k" + std::to_string(i), session(i), now, cache.generation());
    CHECK(cache.size() <= 3);
    CHECK(cache.find("k" + std::to_string(i), now));  // the newest is always kept
  }
  // Replacing an entry that is there never empties a full cache.
  SessionCache full(2s, 2);
  full.store("a", session(1), now, full.generation());
  full.store("b", session(2), now, full.generation());
  full.store("b", session(2), now, full.generation());
  CHECK(full.size() == 2);
  CHECK(SessionCache().size() == 0);
}

TEST_CASE("session cache: safe to use from many threads at once") {
  SessionCache cache(2s, 50);
  std::atomic<int> found = 0;
  std::vector<std::thread> threads;
  for (int t = 0; t < 8; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < 2000; ++i) {
        const std::string key = "k" + std::to_string((t * 7 + i) % 80);
        const auto now = SessionCache::AgeClock::now();
        const auto generation = cache.generation();
        cache.store(key, session(i), now, generation);
        if (cache.find(key, now)) ++found;
        if (i % 97 == 0) cache.clear();
        if (i % 13 == 0) cache.set_last_seen(key, i, i);
        if (i % 31 == 0) cache.erase(key);
      }
    });
  }
  for (auto& thread : threads) thread.join();
  CHECK(cache.size() <= 50);
  CHECK(found > 0);
}

TEST_CASE("authenticate uses a session read within the age limit without reading the database") {
  SessionCacheFixture f(1h);
  const auto header = f.sign_in();
  CHECK(f.accounts.authenticate(header).role == dialer::auth::Role::kAdmin);
  CHECK(f.sessions.size() == 1);

  // Changed behind the service's back (as by another process): the cached record is used...
  f.sql("UPDATE users SET role = 'agent'");
  CHECK(f.accounts.authenticate(header).role == dialer::auth::Role::kAdmin);
  // ...until it is read again.
  f.sessions.clear();
  CHECK(f.accounts.authenticate(header).role == dialer::auth::Role::kAgent);

  // Unknown tokens are not cached.
  CHECK(test::status_of([&] { f.accounts.authenticate("Bearer not-a-token"); }) == 401);
  CHECK(test::status_of([&] { f.accounts.authenticate("Bearer not-a-token"); }) == 401);
  CHECK(f.sessions.size() == 1);
}

TEST_CASE("a change authenticate cannot see applies once the cached record is older than the age limit") {
  SessionCacheFixture f(200ms);
  const auto header = f.sign_in();
  CHECK(f.accounts.authenticate(header).role == dialer::auth::Role::kAdmin);
  f.sql("UPDATE users SET active = 0");
  const auto changed = std::chrono::steady_clock::now();
  while (test::status_of([&] { f.accounts.authenticate(header); }) == 200) {
    REQUIRE(std::chrono::steady_clock::now() - changed < 2s);
    std::this_thread::sleep_for(10ms);
  }
  CHECK(test::status_of([&] { f.accounts.authenticate(header); }) == 401);
  CHECK(f.sessions.size() == 0);  // a deactivated user's session is not cached
}

TEST_CASE("logout and password resets of this process refuse the token at once, whatever the age limit") {
  SessionCacheFixture f(1h);
  const auto first = f.sign_in();
  const auto second = f.sign_in();
  f.accounts.authenticate(second);
  f.accounts.logout(f.accounts.authenticate(first));
  CHECK(test::status_of([&] { f.accounts.authenticate(first); }) == 401);
  CHECK(f.accounts.authenticate(second).user_id > 0);  // the other session lives on

  f.accounts.reset_password("a@acme.test", "newpass12");
  CHECK(test::status_of([&] { f.accounts.authenticate(second); }) == 401);
  CHECK(f.number("SELECT count(*) FROM sessions") == 0);
}

TEST_CASE("authenticate refreshes last_seen_at every five minutes, not on every cached request") {
  SessionCacheFixture f(1h);
  const auto header = f.sign_in();
  // Seen ten minutes ago: the next request refreshes it.
  f.sql("UPDATE sessions SET last_seen_at = last_seen_at - 600");
  const auto old = f.number("SELECT last_seen_at FROM sessions");
  f.accounts.authenticate(header);
  CHECK(f.number("SELECT last_seen_at FROM sessions") >= old + 600);
  // The cached record knows it was just refreshed: no further writes (which would overwrite this marker).
  f.sql("UPDATE sessions SET last_seen_at = last_seen_at - 1");
  const auto marker = f.number("SELECT last_seen_at FROM sessions");
  f.accounts.authenticate(header);
  f.accounts.authenticate(header);
  CHECK(f.number("SELECT last_seen_at FROM sessions") == marker);
}

TEST_CASE("a session found expired in the cache is deleted and dropped") {
  SessionCacheFixture f(1h);
  const auto header = f.sign_in();
  f.accounts.authenticate(header);
  // What the cache holds says expired (the database says otherwise): expiry is checked on every request.
  const auto hash = dialer::auth::session_token_hash(header.substr(7));
  auto record = *f.sessions.find(hash, SessionCache::AgeClock::now());
  record.expires_at = 1;
  f.sessions.store(hash, record, SessionCache::AgeClock::now(), f.sessions.generation());
  CHECK(test::status_of([&] { f.accounts.authenticate(header); }) == 401);
  CHECK(f.number("SELECT count(*) FROM sessions") == 0);
  CHECK(f.sessions.size() == 0);
}
