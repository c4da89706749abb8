#include "support/twilio_stub.hpp"

#include <nlohmann/json.hpp>
#include <stdexcept>

namespace test {
namespace {

using nlohmann::json;

// Twilio's error body, as its API sends it.
void twilio_error(httplib::Response& res, int status, int code, const std::string& message) {
  res.status = status;
  res.set_content(json{{"code", code},
                       {"message", message},
                       {"more_info", "https://www.twilio.com/docs/errors/" + std::to_string(code)},
                       {"status", status}}
                      .dump(),
                  "application/json");
}

}  // namespace

TwilioStub::TwilioStub(std::string account_sid, std::string auth_token, std::string friendly_name)
    : account_sid_(std::move(account_sid)), auth_token_(std::move(auth_token)), friendly_name_(std::move(friendly_name)) {
  server_.Get(R"(/2010-04-01/Accounts/([^/]+)\.json)",
              [this](const httplib::Request& req, httplib::Response& res) { account(req, res); });
  const auto unknown = [this](const httplib::Request& req, httplib::Response& res) {
    record(req);
    twilio_error(res, 404, 20404, "The requested resource " + req.path + " was not found");
  };
  server_.Get(".*", unknown);
  server_.Post(".*", unknown);
  server_.Delete(".*", unknown);
  port_ = server_.bind_to_any_port("127.0.0.1");
  if (port_ <= 0) throw std::runtime_error("TwilioStub: cannot bind a loopback port");
  thread_ = std::thread([this] { server_.listen_after_bind(); });
  server_.wait_until_ready();
}

TwilioStub::~TwilioStub() {
  server_.stop();
  if (thread_.joinable()) thread_.join();
}

void TwilioStub::set_account_status(const std::string& status) {
  std::lock_guard lock(mutex_);
  status_ = status;
}

std::vector<TwilioRequest> TwilioStub::requests() const {
  std::lock_guard lock(mutex_);
  return requests_;
}

void TwilioStub::record(const httplib::Request& req) {
  std::lock_guard lock(mutex_);
  requests_.push_back({req.method, req.path, req.get_header_value("Authorization"), req.body});
}

bool TwilioStub::authorized(const httplib::Request& req) const {
  const auto expected = httplib::make_basic_authentication_header(account_sid_, auth_token_);
  return req.get_header_value("Authorization") == expected.second;
}

void TwilioStub::account(const httplib::Request& req, httplib::Response& res) {
  record(req);
  std::lock_guard lock(mutex_);
  if (!authorized(req)) return twilio_error(res, 401, 20003, "Authenticate");
  if (req.matches[1].str() != account_sid_) {
    return twilio_error(res, 404, 20404, "The requested resource " + req.path + " was not found");
  }
  res.set_content(json{{"sid", account_sid_},
                       {"friendly_name", friendly_name_},
                       {"status", status_},
                       {"type", "Full"},
                       {"owner_account_sid", account_sid_},
                       {"date_created", "Mon, 02 Nov 2026 10:00:00 +0000"},
                       {"uri", "/2010-04-01/Accounts/" + account_sid_ + ".json"}}
                      .dump(),
                  "application/json");
}

}  // namespace test
