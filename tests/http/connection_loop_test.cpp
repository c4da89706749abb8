// The connection model over real sockets: idle, slow and streaming connections never hold a request worker,
// deadlines close what is too slow, a request whose body did not arrive in full is never executed, and
// ambiguous framing is refused. Limits are shortened so that each case takes well under a second.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>
#include <vector>

#include "api/json_io.hpp"
#include "support/raw_connection.hpp"
#include "support/test_server.hpp"

namespace {

using dialer::http::Access;
using dialer::http::ApiRequest;
using dialer::http::ApiResponse;
using dialer::http::BodyKind;
using dialer::http::LiveSink;
using namespace std::chrono_literals;

// Routes that count what they execute and hold live streams.
struct Probe {
  std::atomic<int> executed{0};
  std::mutex mutex;
  std::vector<std::shared_ptr<LiveSink>> sinks;

  std::size_t live_count() {
    std::lock_guard lock(mutex);
    return sinks.size();
  }
  int send_to_all(std::string_view text) {
    std::lock_guard lock(mutex);
    int delivered = 0;
    for (const auto& sink : sinks) delivered += sink->send(text) ? 1 : 0;
    return delivered;
  }

  void add_routes(dialer::Application& app) {
    auto& router = app.router();
    router.add("POST", "/api/v1/test/count", Access::kPublic, [this](ApiRequest& req) {
      ++executed;
      return dialer::api::json_response(200, {{"bytes", req.body.size()}});
    });
    router.add("GET", "/api/v1/test/live", Access::kPublic, [this](ApiRequest&) {
      ApiResponse response;
      response.content_type = "text/event-stream";
      response.live = [this](std::shared_ptr<LiveSink> sink) {
        sink->send("data: hello\n\n");
        std::lock_guard lock(mutex);
        sinks.push_back(std::move(sink));
      };
      return response;
    });
    router.add(
        "POST", "/api/v1/test/form", Access::kPublic,
        [](ApiRequest& req) {
          nlohmann::json fields = nlohmann::json::object();
          for (const auto& [name, value] : req.form) fields[name] = value;
          return dialer::api::json_response(200, {{"form", fields}, {"url", req.full_url()}});
        },
        BodyKind::kForm);
  }
};

void short_limits(dialer::AppConfig& config) {
  config.server.worker_threads = 2;
  auto& limits = config.server.limits;
  limits.header_deadline = 400ms;
  limits.idle_timeout = 600ms;
  limits.body_window = 400ms;
  limits.body_window_min_bytes = 1024;
  limits.max_connections_per_address = 12;
}

std::string health_request(bool close = false) {
  return std::string("GET /api/v1/health HTTP/1.1\r\nHost: x\r\n") + (close ? "Connection: close\r\n" : "") + "\r\n";
}

std::string post_request(const std::string& path, const std::string& body, const std::string& extra_headers = {}) {
  return "POST " + path + " HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: " +
         std::to_string(body.size()) + "\r\n" + extra_headers + "\r\n" + body;
}

}  // namespace

TEST_CASE("idle, slow-header and streaming connections never keep others from being answered") {
  Probe probe;
  test::TestServer server(short_limits, [&](dialer::Application& app) { probe.add_routes(app); });
  std::vector<test::RawConnection> held;
  // Ten of each from three other addresses: five times the two request workers.
  for (int i = 0; i < 10; ++i) {
    held.emplace_back(server.port(), "127.0.0.2");
    held.back().send(health_request());
    CHECK(test::status_of(held.back().read_response()) == 200);  // now idle on keep-alive
    held.emplace_back(server.port(), "127.0.0.3");
    held.back().send("GET /api/v1/health HTTP/1.1\r\nHo");  // a head that never finishes
    held.emplace_back(server.port(), "127.0.0.4");
    held.back().send("GET /api/v1/test/live HTTP/1.1\r\nHost: x\r\n\r\n");
    CHECK(held.back().read_until("data: hello"));
  }
  CHECK(probe.live_count() == 10);
  auto client = server.client();
  client.set_read_timeout(1);
  for (int i = 0; i < 20; ++i) {
    const auto res = client.Get("/api/v1/health");
    REQUIRE(res);
    CHECK(res->status == 200);
  }
  CHECK(probe.send_to_all("data: again\n\n") == 10);
  for (std::size_t i = 2; i < held.size(); i += 3) CHECK(held[i].read_until("data: again"));
}

TEST_CASE("a head that does not arrive within the deadline is answered 408 and closed, an idle one just closes") {
  test::TestServer server(short_limits);
  test::RawConnection trickle(server.port());
  const std::string request = health_request();
  const auto started = std::chrono::steady_clock::now();
  std::string reply;
  for (char c : request.substr(0, 20)) {
    if (!trickle.send(std::string(1, c))) break;
    std::this_thread::sleep_for(30ms);  // 20 bytes over 600 ms: past the 400 ms deadline
  }
  reply = trickle.read_until_close(2000ms);
  CHECK(test::status_of(reply) == 408);
  CHECK(reply.find("The request headers arrived too slowly") != std::string::npos);
  CHECK(std::chrono::steady_clock::now() - started < 2000ms);

  test::RawConnection idle(server.port());
  idle.send(health_request());
  CHECK(test::status_of(idle.read_response()) == 200);
  CHECK(idle.closed_by_peer(2000ms));  // idle past 600 ms
  CHECK(idle.received().empty());
}

TEST_CASE("a request whose body did not arrive in full is never executed") {
  Probe probe;
  test::TestServer server(short_limits, [&](dialer::Application& app) { probe.add_routes(app); });
  const std::string full = post_request("/api/v1/test/count", R"({"note":"0123456789"})");
  {
    test::RawConnection cut(server.port());
    cut.send(full.substr(0, full.size() - 5));
    cut.shutdown_write();
    CHECK(cut.read_until_close(1000ms).empty());
  }
  {
    // Still open, but the rest of the body does not come: too slow, refused.
    test::RawConnection stalled(server.port());
    stalled.send(full.substr(0, full.size() - 5));
    const auto reply = stalled.read_until_close(2000ms);
    CHECK(test::status_of(reply) == 408);
    CHECK(reply.find("The request body arrived too slowly") != std::string::npos);
  }
  CHECK(probe.executed == 0);
  test::RawConnection whole(server.port());
  whole.send(full);
  CHECK(test::status_of(whole.read_response()) == 200);
  CHECK(probe.executed == 1);
}

TEST_CASE("conflicting lengths and Content-Length beside Transfer-Encoding are refused with 400") {
  Probe probe;
  test::TestServer server(short_limits, [&](dialer::Application& app) { probe.add_routes(app); });
  {
    test::RawConnection c(server.port());
    c.send("POST /api/v1/test/count HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}}");
    const auto reply = c.read_until_close();
    CHECK(test::status_of(reply) == 400);
    CHECK(reply.find("\"code\":\"conflicting_content_length\"") != std::string::npos);
  }
  {
    test::RawConnection c(server.port());
    c.send("POST /api/v1/test/count HTTP/1.1\r\nHost: x\r\nContent-Length: 3, 2\r\n\r\n{}}");
    CHECK(test::status_of(c.read_until_close()) == 400);
  }
  {
    test::RawConnection c(server.port());
    c.send("POST /api/v1/test/count HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n"
           "0\r\n\r\n");
    CHECK(test::status_of(c.read_until_close()) == 400);
  }
  CHECK(probe.executed == 0);
  {
    // The same length twice is not a conflict.
    test::RawConnection c(server.port());
    c.send("POST /api/v1/test/count HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n"
           "Content-Length: 2\r\n\r\n{}");
    CHECK(test::status_of(c.read_response()) == 200);
  }
  CHECK(probe.executed == 1);
}

TEST_CASE("pipelined requests, chunked bodies and 100-continue") {
  Probe probe;
  test::TestServer server(short_limits, [&](dialer::Application& app) { probe.add_routes(app); });
  test::RawConnection c(server.port());
  c.send(health_request() + post_request("/api/v1/test/count", "{}") +
         "POST /api/v1/test/count HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n"
         "\r\n3\r\n{\"a\r\n4\r\n\":1}\r\n0\r\n\r\n" +
         health_request(true));
  const auto first = c.read_response();
  const auto second = c.read_response();
  const auto third = c.read_response();
  const auto fourth = c.read_response();
  CHECK(test::status_of(first) == 200);
  CHECK(test::status_of(second) == 200);
  CHECK(third.find("{\"bytes\":7}") != std::string::npos);
  CHECK(test::status_of(fourth) == 200);
  CHECK(c.closed_by_peer());
  CHECK(probe.executed == 2);

  test::RawConnection waits(server.port());
  waits.send("POST /api/v1/test/count HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n"
             "Expect: 100-continue\r\n\r\n");
  CHECK(waits.read_until("HTTP/1.1 100 Continue\r\n\r\n"));
  waits.send("{}");
  CHECK(waits.read_until("{\"bytes\":2}"));
  CHECK(waits.received().find("100 Continue") == waits.received().rfind("100 Continue"));  // said once
}

TEST_CASE("a body over the limit is answered 413 and the client gets to read it") {
  Probe probe;
  test::TestServer server(short_limits, [&](dialer::Application& app) { probe.add_routes(app); });
  test::RawConnection c(server.port());
  const std::string body(2 * 1024 * 1024, 'x');
  c.send(post_request("/api/v1/test/count", body));
  const auto reply = c.read_until_close();
  CHECK(test::status_of(reply) == 413);
  CHECK(reply.find("\"code\":\"payload_too_large\"") != std::string::npos);
  CHECK(probe.executed == 0);

  // A Content-Length past the limit is refused from the headers alone, before any of the body.
  test::RawConnection announced(server.port());
  announced.send("POST /api/v1/test/count HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                 "Content-Length: 10000000000\r\n\r\n");
  const auto started = std::chrono::steady_clock::now();
  CHECK(announced.read_until("\"code\":\"payload_too_large\"", std::chrono::milliseconds(1000)));
  CHECK(std::chrono::steady_clock::now() - started < std::chrono::milliseconds(1000));
  CHECK(test::status_of(announced.received()) == 413);
  CHECK(probe.executed == 0);
}

TEST_CASE("a worker that waits for the next request hands what it read of it to the loop, which goes on from there") {
  Probe probe;
  // Long enough that every next request below reaches the worker that answered the one before it.
  test::TestServer server(
      [](dialer::AppConfig& config) {
        short_limits(config);
        config.server.limits.next_request_wait = 500ms;
        config.server.limits.idle_timeout = 5000ms;  // a connection left reading would hold the stop below
      },
      [&](dialer::Application& app) { probe.add_routes(app); });
  const std::string count = post_request("/api/v1/test/count", "{}");

  // Requests one after another on one connection, each answered.
  test::RawConnection c(server.port());
  for (int i = 0; i < 3; ++i) {
    c.send(count);
    CHECK(c.read_response().find("{\"bytes\":2}") != std::string::npos);
  }
  CHECK(probe.executed == 3);

  // Part of the next head: back to the loop, which reads the rest when it comes.
  c.send(count.substr(0, 20));
  std::this_thread::sleep_for(100ms);
  c.send(count.substr(20));
  CHECK(c.read_response().find("{\"bytes\":2}") != std::string::npos);
  CHECK(probe.executed == 4);

  // A next request the reader refuses: the loop answers it and closes.
  c.send(
      "POST /api/v1/test/count HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
      "Content-Length: 10000000000\r\n\r\n");
  const auto refused = c.read_until_close(2000ms);
  CHECK(test::status_of(refused) == 413);
  CHECK(refused.find("\"code\":\"payload_too_large\"") != std::string::npos);
  CHECK(probe.executed == 4);

  // A next head that stops halfway: the loop's deadline still holds (408), and then another client is answered.
  test::RawConnection stalled(server.port());
  stalled.send(count);
  CHECK(stalled.read_response().find("{\"bytes\":2}") != std::string::npos);
  stalled.send("GET /api/v1/health HTTP/1.1\r\nHo");
  const auto timed_out = stalled.read_until_close(2000ms);
  CHECK(test::status_of(timed_out) == 408);
  CHECK(timed_out.find("The request headers arrived too slowly") != std::string::npos);
  test::RawConnection other(server.port());
  other.send(health_request(true));
  CHECK(test::status_of(other.read_until_close()) == 200);

  // The server stops while a worker waits for a connection's next request: the connection is closed, the stop
  // does not wait for it to go idle.
  test::RawConnection waiting(server.port());
  waiting.send(count);
  CHECK(waiting.read_response().find("{\"bytes\":2}") != std::string::npos);
  const auto stopping = std::chrono::steady_clock::now();
  server.stop();
  CHECK(std::chrono::steady_clock::now() - stopping < 2000ms);
  CHECK(waiting.closed_by_peer());
}

TEST_CASE("open connections are limited per address, other addresses are still served") {
  test::TestServer server(short_limits);
  std::vector<test::RawConnection> crowd;
  for (int i = 0; i < 12; ++i) crowd.emplace_back(server.port(), "127.0.0.5");
  for (auto& c : crowd) {
    c.send(health_request());
    CHECK(test::status_of(c.read_response()) == 200);
  }
  test::RawConnection one_more(server.port(), "127.0.0.5");
  const auto reply = one_more.read_until_close();
  CHECK(test::status_of(reply) == 429);
  CHECK(reply.find("Too many open connections from your address") != std::string::npos);
  test::RawConnection elsewhere(server.port(), "127.0.0.6");
  elsewhere.send(health_request());
  CHECK(test::status_of(elsewhere.read_response()) == 200);
  crowd.pop_back();  // one leaves: its place is free again
  for (int attempt = 0; attempt < 50; ++attempt) {
    test::RawConnection again(server.port(), "127.0.0.5");
    again.send(health_request());
    if (test::status_of(again.read_response()) == 200) break;
    REQUIRE(attempt < 49);
    std::this_thread::sleep_for(20ms);
  }
}

TEST_CASE("a live stream ends cleanly when the server stops, and a gone client is noticed") {
  Probe probe;
  test::TestServer server(short_limits, [&](dialer::Application& app) { probe.add_routes(app); });
  {
    test::RawConnection leaving(server.port());
    leaving.send("GET /api/v1/test/live HTTP/1.1\r\nHost: x\r\n\r\n");
    REQUIRE(leaving.read_until("data: hello"));
  }
  test::RawConnection staying(server.port());
  staying.send("GET /api/v1/test/live HTTP/1.1\r\nHost: x\r\n\r\n");
  REQUIRE(staying.read_until("data: hello"));
  CHECK(staying.received().find("Content-Type: text/event-stream") != std::string::npos);
  CHECK(staying.received().find("Transfer-Encoding: chunked") != std::string::npos);
  // The first client left: sending to it fails once the loop has seen it go.
  for (int attempt = 0; attempt < 100 && probe.send_to_all("data: ping\n\n") != 1; ++attempt) {
    std::this_thread::sleep_for(10ms);
  }
  CHECK(probe.send_to_all("data: ping\n\n") == 1);
  server.stop();
  CHECK(staying.read_until("0\r\n\r\n"));
  CHECK(staying.closed_by_peer());
  CHECK(probe.send_to_all("data: late\n\n") == 0);
}

TEST_CASE("form bodies reach a form route as fields, with the address the client called") {
  Probe probe;
  test::TestServer server(
      [](dialer::AppConfig& config) {
        short_limits(config);
        config.server.public_url = "https://dialer.example.com";
      },
      [&](dialer::Application& app) { probe.add_routes(app); });
  auto client = server.client();
  const auto res = client.Post("/api/v1/test/form?a=1&b=x%20y", "CallSid=CA123&To=%2B15551234567&Body=hello+world",
                               "application/x-www-form-urlencoded");
  const auto body = test::json_of(res);
  CHECK(body["form"]["CallSid"] == "CA123");
  CHECK(body["form"]["To"] == "+15551234567");
  CHECK(body["form"]["Body"] == "hello world");
  CHECK(body["url"] == "https://dialer.example.com/api/v1/test/form?a=1&b=x%20y");
  test::check_error(client.Post("/api/v1/test/form", "{}", "application/json"), 415,
                    "The request body must be a form (Content-Type: application/x-www-form-urlencoded)");
}
