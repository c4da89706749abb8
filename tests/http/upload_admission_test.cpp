// Sign-in before the body: a route that needs a caller refuses one it would refuse from the request's head, before
// any of a body that could go to disk is read; bodies waiting on disk are bounded per address, in all, and by the
// free space kept for the database. Uploads here send their head and, unless let in, never their body.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "support/accounts.hpp"
#include "support/raw_connection.hpp"
#include "support/test_server.hpp"

namespace {

using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

constexpr std::uint64_t kMiB = 1024 * 1024;

std::string import_head(const std::string& token, std::uint64_t length, const std::string& extra_headers = {}) {
  return "POST /api/v1/leads/import HTTP/1.1\r\nHost: x\r\nContent-Type: text/csv\r\nContent-Length: " +
         std::to_string(length) + "\r\n" + (token.empty() ? "" : "Authorization: Bearer " + token + "\r\n") +
         extra_headers + "\r\n";
}

// Upload files the server holds in its spool directory (the database's). They are unlinked at once, so only the
// process's descriptors show them; the server runs in this process.
int spooled_files(const test::TestServer& server) {
  int count = 0;
  for (const auto& entry : std::filesystem::directory_iterator("/proc/self/fd")) {
    std::error_code error;
    const std::string target = std::filesystem::read_symlink(entry.path(), error).string();
    if (!error && target.starts_with(server.dir().path() + "/") && target.ends_with(" (deleted)")) ++count;
  }
  return count;
}

template <typename Condition>
bool eventually(Condition condition) {
  for (int attempt = 0; attempt < 200; ++attempt) {
    if (condition()) return true;
    std::this_thread::sleep_for(10ms);
  }
  return condition();
}

struct Refusal {
  std::string reply;
  Clock::duration took;
};

// Sends the head of an import of `length` bytes and reads the answer. (The server then waits for a body of at most
// 16 MiB, to drop it, before it closes: the answer is read whole rather than until the close.)
Refusal refused_upload(const test::TestServer& server, const std::string& token, std::uint64_t length,
                       const std::string& source = "127.0.0.1") {
  test::RawConnection upload(server.port(), source);
  const auto started = Clock::now();
  REQUIRE(upload.send(import_head(token, length)));
  std::string reply = upload.read_response(3000ms);
  return Refusal{std::move(reply), Clock::now() - started};
}

}  // namespace

TEST_CASE("an upload without a valid sign-in is answered 401 from its head, and nothing of it is stored") {
  test::TestServer server;
  // No token (the connection loop answers itself), then a token that is no session (a worker asks the database).
  for (const std::string& token : {std::string(), std::string("not-a-session-token")}) {
    CAPTURE(token);
    const auto refusal = refused_upload(server, token, 314'572'800);
    CHECK(test::status_of(refusal.reply) == 401);
    CHECK(refusal.reply.find(token.empty() ? "\"code\":\"auth_required\"" : "\"code\":\"session_expired\"") !=
          std::string::npos);
    CHECK(refusal.took < 100ms);
    CHECK(spooled_files(server) == 0);
  }

  // A client waiting for "100 Continue" is refused instead: it never sends the body.
  test::RawConnection waiting(server.port());
  REQUIRE(waiting.send(import_head("", 50 * kMiB, "Expect: 100-continue\r\n")));
  const auto reply = waiting.read_until_close(3000ms);
  CHECK(test::status_of(reply) == 401);
  CHECK(reply.find("100 Continue") == std::string::npos);
  CHECK(server.wait_for_log("/api/v1/leads/import 401").find("/api/v1/leads/import 401") != std::string::npos);
}

TEST_CASE("an agent's upload to an admin route is answered 403 from its head, an admin's is let in and stored") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "owner@acme.test");
  const auto agent = test::add_user(server, "Acme", "agent@acme.test", "agent");

  const auto refusal = refused_upload(server, agent.token, 314'572'800);
  CHECK(test::status_of(refusal.reply) == 403);
  CHECK(refusal.reply.find("\"code\":\"forbidden\"") != std::string::npos);
  CHECK(refusal.took < 100ms);
  CHECK(spooled_files(server) == 0);

  // The owner may: "100 Continue", the body spooled as it arrives (the count above sees it), imported when whole.
  std::string csv = "name,email\n";
  for (int i = 0; i < 3000; ++i) csv += "Person " + std::to_string(i) + ",p" + std::to_string(i) + "@spool.test\n";
  REQUIRE(csv.size() > 64 * 1024);
  test::RawConnection upload(server.port());
  REQUIRE(upload.send(import_head(owner.token, csv.size(), "Expect: 100-continue\r\n")));
  CHECK(test::status_of(upload.read_response()) == 100);
  REQUIRE(upload.send(csv.substr(0, csv.size() - 10)));
  CHECK(eventually([&] { return spooled_files(server) == 1; }));
  REQUIRE(upload.send(csv.substr(csv.size() - 10)));
  const auto answer = upload.read_response(30000ms);
  CHECK(test::status_of(answer) == 200);
  CHECK(answer.find("\"imported\":3000") != std::string::npos);
  CHECK(eventually([&] { return spooled_files(server) == 0; }));
}

TEST_CASE("many anonymous uploads at once are all refused while an admin's lead list keeps answering") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "owner@acme.test");
  test::create_lead(server, owner.token, {{"name", "Ada Lovelace"}});
  std::atomic<bool> flooding{true};
  std::atomic<int> listed{0};
  std::atomic<int> list_failures{0};
  std::thread admin([&] {
    auto client = server.client();
    while (flooding) {
      const auto res = client.Get("/api/v1/leads?page=1&limit=20", test::bearer(owner.token));
      (res && res->status == 200 && res->body.find("Ada Lovelace") != std::string::npos ? listed : list_failures)++;
    }
  });

  // 32 addresses, each sending a 50 MB upload's head three times; half without a token, half with a forged one.
  constexpr int kUploaders = 32;
  constexpr int kRounds = 3;
  std::atomic<int> refused{0};
  std::atomic<int> otherwise{0};
  std::vector<std::thread> uploaders;
  for (int i = 0; i < kUploaders; ++i) {
    uploaders.emplace_back([&, i] {
      const std::string source = "127.0.1." + std::to_string(i + 1);
      const std::string token = i % 2 ? "forged-token-" + std::to_string(i) : "";
      for (int round = 0; round < kRounds; ++round) {
        test::RawConnection upload(server.port(), source);
        if (!upload.send(import_head(token, 50 * kMiB))) {
          ++otherwise;
          continue;
        }
        (test::status_of(upload.read_until_close(3000ms)) == 401 ? refused : otherwise)++;
      }
    });
  }
  for (auto& uploader : uploaders) uploader.join();
  flooding = false;
  admin.join();

  CHECK(refused == kUploaders * kRounds);
  CHECK(otherwise == 0);
  CHECK(listed > 0);
  CHECK(list_failures == 0);
  CHECK(spooled_files(server) == 0);
}

TEST_CASE("uploads past what one address or the whole server may have waiting on disk are answered 503") {
  test::TestServer server([](dialer::AppConfig& config) {
    config.server.limits.max_spooled_bytes_per_address = 3 * kMiB;
    config.server.limits.max_spooled_bytes = 5 * kMiB;
  });
  const auto owner = test::register_company(server, "Acme", "owner@acme.test");
  // Each upload let in holds its 2 MiB of room from its head on, while its body has yet to come.
  const auto let_in = [&](test::RawConnection& upload) {
    return upload.send(import_head(owner.token, 2 * kMiB, "Expect: 100-continue\r\n")) &&
           upload.read_until("HTTP/1.1 100 Continue\r\n\r\n", 3000ms);
  };
  std::optional<test::RawConnection> first(std::in_place, server.port(), "127.0.0.1");
  REQUIRE(let_in(*first));

  const auto same_address = refused_upload(server, owner.token, 2 * kMiB, "127.0.0.1");
  CHECK(test::status_of(same_address.reply) == 503);
  CHECK(same_address.reply.find("\"code\":\"uploads_busy\"") != std::string::npos);
  CHECK(same_address.reply.find("Too many uploads from your address are still arriving") != std::string::npos);
  CHECK(same_address.reply.find("Retry-After: 10\r\n") != std::string::npos);

  test::RawConnection second(server.port(), "127.0.0.2");
  REQUIRE(let_in(second));
  const auto server_full = refused_upload(server, owner.token, 2 * kMiB, "127.0.0.3");
  CHECK(test::status_of(server_full.reply) == 503);
  CHECK(server_full.reply.find("The server is receiving too many uploads at once") != std::string::npos);
  CHECK(server_full.reply.find("Retry-After: 10\r\n") != std::string::npos);

  // An upload that ends gives its room back.
  first.reset();
  CHECK(eventually([&] {
    test::RawConnection again(server.port(), "127.0.0.3");
    return let_in(again);
  }));
}

TEST_CASE("an upload that would leave the database's disk under its floor is answered 507, small bodies still work") {
  // A floor above any disk's free space.
  test::TestServer server(
      [](dialer::AppConfig& config) { config.server.limits.spool_disk_floor_bytes = std::uint64_t{1} << 60; });
  const auto owner = test::register_company(server, "Acme", "owner@acme.test");

  const auto refusal = refused_upload(server, owner.token, 1 * kMiB);
  CHECK(test::status_of(refusal.reply) == 507);
  CHECK(refusal.reply.find("\"code\":\"insufficient_storage\"") != std::string::npos);
  CHECK(refusal.reply.find("The server's disk is too full to store this upload") != std::string::npos);
  CHECK(spooled_files(server) == 0);

  // The caller is checked first: an anonymous upload hears 401, not what the disk holds.
  CHECK(test::status_of(refused_upload(server, "", 1 * kMiB).reply) == 401);
  // A body that fits in memory takes no disk.
  CHECK(test::create_lead(server, owner.token, {{"name", "Grace Hopper"}})["name"] == "Grace Hopper");
}
