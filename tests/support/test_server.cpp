#include "support/test_server.hpp"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "support/migrated_template.hpp"

namespace test {

TestServer::TestServer(Setup setup, Routes routes) : routes_(std::move(routes)) {
  config_.db_path = dir_.file("test.db");
  config_.server.host = "127.0.0.1";
  config_.server.port = 0;
  config_.server.worker_threads = 4;
  if (setup) setup(config_);
  // A database the setup did not provide starts as a copy of the migrated template, as a new server's file is
  // right after its migrations. A path the server cannot use is left for it to refuse.
  const std::filesystem::path db_path(config_.db_path);
  if (!std::filesystem::exists(db_path) && std::filesystem::is_directory(db_path.parent_path())) {
    copy_migrated_template(config_.db_path);
  }
  log_file_ = std::fopen(dir_.file("server.log").c_str(), "a");
  logger_ = std::make_unique<dialer::Logger>(dialer::LogFormat::kText, log_file_);
  start();
}

TestServer::~TestServer() {
  stop();
  logger_.reset();  // its last request lines go to the file before it closes
  if (log_file_) std::fclose(log_file_);
}

void TestServer::start() {
  app_ = std::make_unique<dialer::Application>(config_, *logger_);
  if (routes_) routes_(*app_);
  port_ = app_->bind();
  thread_ = std::thread([this] { app_->run(); });
  // bind() already listens, so requests queue until run() accepts them; still wait until it does so that
  // a test's first request never races the start.
  for (int attempt = 0; attempt < 500; ++attempt) {
    if (client().Get("/api/v1/health")) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
}

void TestServer::stop() {
  if (!app_) return;
  app_->stop();
  if (thread_.joinable()) thread_.join();
  app_->close();
  app_.reset();
}

httplib::Client TestServer::client() const {
  httplib::Client client("127.0.0.1", port_);
  client.set_connection_timeout(5);
  client.set_read_timeout(10);
  client.set_decompress(false);  // let tests see exactly the bytes the server sent
  return client;
}

std::string TestServer::log() const {
  std::fflush(log_file_);
  std::ifstream in(dir_.file("server.log"));
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string TestServer::wait_for_log(const std::string& text) const {
  for (int attempt = 0; attempt < 200; ++attempt) {
    const std::string current = log();
    if (current.find(text) != std::string::npos) return current;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return log();
}

nlohmann::json json_of(const httplib::Result& result) {
  REQUIRE(result);
  INFO("body: " << result->body);
  nlohmann::json body;
  REQUIRE_NOTHROW(body = nlohmann::json::parse(result->body));
  return body;
}

nlohmann::json ok(httplib::Result res, int status) {
  REQUIRE(res);
  INFO(res->body);
  REQUIRE(res->status == status);
  return res->body.empty() ? nlohmann::json() : nlohmann::json::parse(res->body);
}

void check_error(const httplib::Result& result, int status, const std::string& message) {
  REQUIRE(result);
  INFO("body: " << result->body);
  CHECK(result->status == status);
  CHECK(json_of(result)["error"] == message);
}

}  // namespace test
