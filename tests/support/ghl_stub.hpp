#pragma once
// A stand-in for the GoHighLevel API on 127.0.0.1 (a free port), served from a thread of the test process.
// It answers the two calls the integration makes — GET /locations/{id} and POST /contacts/search — checks
// the bearer key, pages a configurable list of contacts, can answer 429 or stall to exercise the client's
// retry and timeout, and records every request it saw.
#include <httplib.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

namespace test {

struct GhlRequest {
  std::string method;
  std::string path;
  std::string authorization;  // the Authorization header as sent
  std::string version;        // the Version header
  std::string accept;         // the Accept header
  std::string body;
};

class GhlStub {
 public:
  GhlStub(std::string api_key, std::string location_id, std::string location_name);
  ~GhlStub();
  GhlStub(const GhlStub&) = delete;
  GhlStub& operator=(const GhlStub&) = delete;

  int port() const { return port_; }
  std::string base_url() const { return "http://127.0.0.1:" + std::to_string(port_); }

  // Everything below may change while the stub runs.
  void set_api_key(const std::string& key);
  void set_contacts(std::vector<nlohmann::json> contacts);
  // The next `count` requests for contacts page `page` answer 429, with this Retry-After ("" sends none).
  void throttle_page(int page, int count, const std::string& retry_after = "1");
  // Every request waits this long before it is answered (recorded first, so a test can see it arrived).
  // The wait ends early when the stub stops.
  void set_delay(std::chrono::milliseconds delay);

  std::vector<GhlRequest> requests() const;
  std::vector<GhlRequest> requests_to(const std::string& path) const;
  void clear_requests();
  // Waits (up to timeout) until at least `count` requests have been recorded.
  bool wait_for_requests(std::size_t count, std::chrono::milliseconds timeout = std::chrono::seconds(5)) const;

 private:
  void record(const httplib::Request& req);
  bool authorized(const httplib::Request& req) const;
  void pause();
  void locations(const httplib::Request& req, httplib::Response& res);
  void contacts_search(const httplib::Request& req, httplib::Response& res);

  httplib::Server server_;
  std::thread thread_;
  int port_ = 0;

  mutable std::mutex mutex_;
  mutable std::condition_variable changed_;
  bool stopping_ = false;
  std::string api_key_;
  std::string location_id_;
  std::string location_name_;
  std::vector<nlohmann::json> contacts_;
  int throttled_page_ = 0;
  int throttle_remaining_ = 0;
  std::string retry_after_;
  std::chrono::milliseconds delay_{0};
  std::vector<GhlRequest> requests_;
};

// A free loopback port with nothing listening on it (for "could not connect" cases).
int closed_port();

}  // namespace test
