#pragma once
// The real Application on a free loopback port with a temporary database, served from a thread of the
// test process: API scenario tests talk to it over real HTTP.
#include <httplib.h>

#include <cstdio>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>

#include "app/application.hpp"
#include "support/temp_dir.hpp"

namespace test {

class TestServer {
 public:
  using Setup = std::function<void(dialer::AppConfig&)>;
  using Routes = std::function<void(dialer::Application&)>;

  // setup may change the config before start (e.g. to pass a synthetic asset table); routes may add
  // test-only routes after the real ones.
  explicit TestServer(Setup setup = {}, Routes routes = {});
  ~TestServer();

  void start();
  void stop();  // graceful, like SIGTERM: in-flight requests finish, then the WAL is checkpointed
  void restart() {
    stop();
    start();
  }

  httplib::Client client() const;
  int port() const { return port_; }
  const std::string& db_path() const { return config_.db_path; }
  dialer::Application& app() { return *app_; }
  std::string log() const;  // everything the server logged so far
  // The request log line is written just after the response is sent: wait (up to 2 s) for text to appear.
  std::string wait_for_log(const std::string& text) const;
  const TempDir& dir() const { return dir_; }

 private:
  TempDir dir_;
  dialer::AppConfig config_;
  Routes routes_;
  std::FILE* log_file_ = nullptr;
  std::unique_ptr<dialer::Logger> logger_;
  std::unique_ptr<dialer::Application> app_;
  std::thread thread_;
  int port_ = 0;
};

// The response body as JSON (fails the test when it is not JSON).
nlohmann::json json_of(const httplib::Result& result);
// The body of a 2xx answer (REQUIREs the status); null when the body is empty.
nlohmann::json ok(httplib::Result res, int status = 200);
// An error answer: this status and this sentence in the envelope's "error".
void check_error(const httplib::Result& result, int status, const std::string& message);

// Whether `part` occurs in `text`.
inline bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace test
