// A password-guessing flood against one account from 64 addresses, over real HTTP: the guesses that reach a
// password check are bounded, the rest are told to wait, and the owner and another user still sign in.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "support/accounts.hpp"
#include "support/raw_connection.hpp"

namespace {

// POST /api/v1/auth/login from `source`; the status code.
int login_from(int port, const std::string& source, const std::string& email, const std::string& password) {
  test::RawConnection connection(port, source);
  const std::string body = nlohmann::json{{"email", email}, {"password", password}}.dump();
  connection.send("POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: "
                  "application/json\r\nContent-Length: " +
                  std::to_string(body.size()) + "\r\n\r\n" + body);
  return test::status_of(connection.read_response(std::chrono::milliseconds(30000)));
}

}  // namespace

TEST_CASE("login flood: 64 addresses guessing one password get one guess each once the account is under attack") {
  test::TestServer server;
  test::register_company(server, "Flooded", "victim@flood.test");
  test::add_user(server, "Flooded", "bystander@flood.test", "agent");

  constexpr int kAddresses = 64;
  constexpr int kGuessesEach = 5;
  std::atomic<int> checked{0};  // answered 401: the password was checked
  std::atomic<int> refused{0};  // answered 429
  std::atomic<int> other{0};
  std::vector<std::thread> attackers;
  for (int t = 0; t < 8; ++t) {
    attackers.emplace_back([&, t] {
      for (int a = t; a < kAddresses; a += 8) {
        const std::string source = "127.0.1." + std::to_string(a + 1);
        for (int g = 0; g < kGuessesEach; ++g) {
          const int status = login_from(server.port(), source, "victim@flood.test", "guess" + std::to_string(g));
          (status == 401 ? checked : status == 429 ? refused : other)++;
        }
      }
    });
  }
  // Meanwhile another user signs in, again and again, from an address that never failed.
  std::vector<double> bystander_ms;
  for (int i = 0; i < 10; ++i) {
    const auto started = std::chrono::steady_clock::now();
    CHECK(login_from(server.port(), "127.0.0.1", "bystander@flood.test", "secret123") == 200);
    bystander_ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count());
  }
  for (auto& thread : attackers) thread.join();

  CHECK(other == 0);
  CHECK(checked + refused == kAddresses * kGuessesEach);
  // 10 failures put the account under attack; then each address that has not failed on it yet gets one.
  CHECK(checked <= 10 + kAddresses);
  CHECK(refused >= kAddresses * kGuessesEach - 10 - kAddresses);
  std::sort(bystander_ms.begin(), bystander_ms.end());
  MESSAGE("guesses checked: " << checked.load() << ", refused: " << refused.load() << "; bystander sign-in p50 "
                              << bystander_ms[bystander_ms.size() / 2] << " ms");

  // The owner, from the office, is not locked out of the account.
  CHECK(login_from(server.port(), "127.0.0.9", "victim@flood.test", "secret123") == 200);
  // A guessing address stays refused even with the right password.
  CHECK(login_from(server.port(), "127.0.1.1", "victim@flood.test", "secret123") == 429);
}
