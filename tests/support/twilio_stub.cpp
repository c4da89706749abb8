#include "support/twilio_stub.hpp"

#include <algorithm>

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
  server_.Get(R"(/2010-04-01/Accounts/([^/]+)/IncomingPhoneNumbers\.json)",
              [this](const httplib::Request& req, httplib::Response& res) { incoming_numbers(req, res); });
  server_.Post(R"(/2010-04-01/Accounts/([^/]+)/Messages\.json)",
               [this](const httplib::Request& req, httplib::Response& res) { create_message(req, res); });
  server_.Post(R"(/2010-04-01/Accounts/([^/]+)/Calls\.json)",
               [this](const httplib::Request& req, httplib::Response& res) { create_call(req, res); });
  server_.Post(R"(/2010-04-01/Accounts/([^/]+)/Calls/([^/]+)\.json)",
               [this](const httplib::Request& req, httplib::Response& res) { update_call(req, res); });
  server_.Post(R"(/2010-04-01/Accounts/([^/]+)/Conferences/([^/]+)/Participants\.json)",
               [this](const httplib::Request& req, httplib::Response& res) { add_participant(req, res); });
  server_.Post(R"(/2010-04-01/Accounts/([^/]+)/Conferences/([^/]+)/Participants/([^/]+)\.json)",
               [this](const httplib::Request& req, httplib::Response& res) { update_participant(req, res); });
  server_.Get(R"(/2010-04-01/Accounts/([^/]+)/Conferences\.json)",
              [this](const httplib::Request& req, httplib::Response& res) { list_conferences(req, res); });
  server_.Delete(R"(/2010-04-01/Accounts/([^/]+)/Conferences/([^/]+)/Participants/([^/]+)\.json)",
                 [this](const httplib::Request& req, httplib::Response& res) { remove_participant(req, res); });
  server_.Get(R"(/2010-04-01/Accounts/([^/]+)/Recordings/([^/]+)\.mp3)",
              [this](const httplib::Request& req, httplib::Response& res) { recording(req, res); });
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

void TwilioStub::set_numbers(std::vector<TwilioStubNumber> numbers) {
  std::lock_guard lock(mutex_);
  numbers_ = std::move(numbers);
}

std::vector<TwilioRequest> TwilioStub::requests() const {
  std::lock_guard lock(mutex_);
  return requests_;
}

void TwilioStub::record(const httplib::Request& req) {
  std::lock_guard lock(mutex_);
  requests_.push_back({req.method, req.path, req.get_header_value("Authorization"), req.body,
                       std::multimap<std::string, std::string>(req.params.begin(), req.params.end())});
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

void TwilioStub::incoming_numbers(const httplib::Request& req, httplib::Response& res) {
  record(req);
  std::lock_guard lock(mutex_);
  if (!authorized(req)) return twilio_error(res, 401, 20003, "Authenticate");
  if (req.matches[1].str() != account_sid_) {
    return twilio_error(res, 404, 20404, "The requested resource " + req.path + " was not found");
  }
  const int size = req.has_param("PageSize") ? std::stoi(req.get_param_value("PageSize")) : 50;
  const int page = req.has_param("Page") ? std::stoi(req.get_param_value("Page")) : 0;
  // Twilio's later pages carry a PageToken too; a page past the first without one is refused like Twilio does.
  if (page > 0 && req.get_param_value("PageToken") != "PA" + std::to_string(page)) {
    return twilio_error(res, 400, 20001, "Invalid PageToken");
  }
  json list = json::array();
  const std::size_t first = static_cast<std::size_t>(page) * static_cast<std::size_t>(size);
  for (std::size_t i = first; i < numbers_.size() && i < first + static_cast<std::size_t>(size); ++i) {
    const auto& n = numbers_[i];
    list.push_back({{"sid", n.sid},
                    {"account_sid", account_sid_},
                    {"phone_number", n.phone_number},
                    {"friendly_name", n.friendly_name},
                    {"capabilities", {{"voice", n.voice}, {"sms", n.sms}, {"mms", false}, {"fax", false}}}});
  }
  const std::string base = "/2010-04-01/Accounts/" + account_sid_ + "/IncomingPhoneNumbers.json";
  const bool more = first + static_cast<std::size_t>(size) < numbers_.size();
  res.set_content(json{{"incoming_phone_numbers", list},
                       {"page", page},
                       {"page_size", size},
                       {"uri", base + "?PageSize=" + std::to_string(size) + "&Page=" + std::to_string(page)},
                       {"next_page_uri", more ? json(base + "?PageSize=" + std::to_string(size) + "&Page=" +
                                                     std::to_string(page + 1) + "&PageToken=PA" + std::to_string(page + 1))
                                              : json(nullptr)}}
                      .dump(),
                  "application/json");
}

void TwilioStub::create_call(const httplib::Request& req, httplib::Response& res) {
  record(req);
  std::unique_lock lock(mutex_);
  if (!authorized(req)) return twilio_error(res, 401, 20003, "Authenticate");
  if (req.matches[1].str() != account_sid_) {
    return twilio_error(res, 404, 20404, "The requested resource " + req.path + " was not found");
  }
  if (req.get_header_value("Content-Type").rfind("application/x-www-form-urlencoded", 0) != 0) {
    return twilio_error(res, 400, 20001, "Content-Type must be application/x-www-form-urlencoded");
  }
  if (req.get_param_value("To").empty()) return twilio_error(res, 400, 21201, "No 'To' number is specified");
  if (req.get_param_value("From").empty()) return twilio_error(res, 400, 21213, "No 'From' number is specified");
  if (req.get_param_value("Url").empty() == req.get_param_value("Twiml").empty()) {
    return twilio_error(res, 400, 21205, "Exactly one of Url and Twiml is required");
  }
  for (std::size_t i = 0; i < req.get_param_value_count("StatusCallbackEvent"); ++i) {
    const auto event = req.get_param_value("StatusCallbackEvent", i);
    if (event != "initiated" && event != "ringing" && event != "answered" && event != "completed") {
      return twilio_error(res, 400, 21626, "Invalid StatusCallbackEvent: " + event);
    }
  }
  if (const auto refused = refused_calls_.find(req.get_param_value("To")); refused != refused_calls_.end()) {
    return twilio_error(res, refused->second.http_status, refused->second.code, refused->second.message);
  }
  if (refusals_left_ > 0) {
    --refusals_left_;
    return twilio_error(res, next_refusal_.http_status, next_refusal_.code, next_refusal_.message);
  }
  const std::string sid = new_call_sid();
  if (const auto hook = before_answering_calls_) {
    lock.unlock();
    hook(sid, req.get_param_value("StatusCallback"));
    lock.lock();
  }
  res.status = 201;
  res.set_content(json{{"sid", sid},
                       {"account_sid", account_sid_},
                       {"to", req.get_param_value("To")},
                       {"from", req.get_param_value("From")},
                       {"status", "queued"},
                       {"direction", "outbound-api"}}
                      .dump(),
                  "application/json");
}

void TwilioStub::refuse_calls_to(const std::string& number, int http_status, int code, const std::string& message) {
  std::lock_guard lock(mutex_);
  refused_calls_[number] = {http_status, code, message};
}

void TwilioStub::refuse_next_calls(int count, int http_status, int code, const std::string& message) {
  std::lock_guard lock(mutex_);
  refusals_left_ = count;
  next_refusal_ = {http_status, code, message};
}

void TwilioStub::before_answering_calls(
    std::function<void(const std::string& call_sid, const std::string& status_callback)> hook) {
  std::lock_guard lock(mutex_);
  before_answering_calls_ = std::move(hook);
}

void TwilioStub::refuse_texts_to(const std::string& number) {
  std::lock_guard lock(mutex_);
  refused_texts_.push_back(number);
}

std::vector<TwilioText> TwilioStub::texts() const {
  std::lock_guard lock(mutex_);
  return texts_;
}

// As Twilio checks a text: To, From (a number of the account that can text), Body of at most 1,600 characters.
void TwilioStub::create_message(const httplib::Request& req, httplib::Response& res) {
  record(req);
  std::lock_guard lock(mutex_);
  if (!authorized(req)) return twilio_error(res, 401, 20003, "Authenticate");
  if (req.matches[1].str() != account_sid_) {
    return twilio_error(res, 404, 20404, "The requested resource " + req.path + " was not found");
  }
  const auto to = req.get_param_value("To");
  const auto from = req.get_param_value("From");
  const auto body = req.get_param_value("Body");
  if (to.empty()) return twilio_error(res, 400, 21604, "A 'To' phone number is required.");
  if (from.empty()) return twilio_error(res, 400, 21603, "A 'From' phone number is required.");
  const bool ours = std::any_of(numbers_.begin(), numbers_.end(), [&](const auto& n) { return n.phone_number == from && n.sms; });
  if (!ours) return twilio_error(res, 400, 21606, "The From phone number " + from + " is not a valid, SMS-capable inbound phone number");
  if (body.empty()) return twilio_error(res, 400, 21602, "Message body is required.");
  if (body.size() > 1600 * 4) return twilio_error(res, 400, 21617, "The concatenated message body exceeds the 1600 character limit.");
  if (std::find(refused_texts_.begin(), refused_texts_.end(), to) != refused_texts_.end()) {
    return twilio_error(res, 400, 21610, "Attempt to send to unsubscribed recipient");
  }
  const std::string sid = "SM" + std::string(32 - std::to_string(texts_.size() + 1).size(), '0') + std::to_string(texts_.size() + 1);
  texts_.push_back({sid, to, from, body, req.get_param_value("StatusCallback")});
  res.status = 201;
  res.set_content(json{{"sid", sid}, {"account_sid", account_sid_}, {"to", to}, {"from", from}, {"body", body},
                       {"status", "queued"}, {"direction", "outbound-api"}, {"num_segments", "1"}}
                      .dump(),
                  "application/json");
}

void TwilioStub::update_call(const httplib::Request& req, httplib::Response& res) {
  record(req);
  std::lock_guard lock(mutex_);
  if (!authorized(req)) return twilio_error(res, 401, 20003, "Authenticate");
  const auto call = calls_.find(req.matches[2].str());
  if (req.matches[1].str() != account_sid_ || call == calls_.end()) {
    return twilio_error(res, 404, 20404, "The requested resource " + req.path + " was not found");
  }
  if (req.has_param("Status")) call->second = req.get_param_value("Status");
  res.set_content(json{{"sid", call->first}, {"status", call->second}}.dump(), "application/json");
}

void TwilioStub::add_recording(const std::string& sid, std::string mp3) {
  std::lock_guard lock(mutex_);
  recordings_[sid] = std::move(mp3);
}

void TwilioStub::recording(const httplib::Request& req, httplib::Response& res) {
  record(req);
  std::lock_guard lock(mutex_);
  if (!authorized(req)) return twilio_error(res, 401, 20003, "Authenticate");
  const auto found = recordings_.find(req.matches[2].str());
  if (req.matches[1].str() != account_sid_ || found == recordings_.end()) {
    return twilio_error(res, 404, 20404, "The requested resource " + req.path + " was not found");
  }
  res.set_content(found->second, "audio/mpeg");
}

std::string TwilioStub::new_call_sid() {
  char sid[35];
  std::snprintf(sid, sizeof sid, "CA%032d", next_call_++);
  calls_[sid] = "queued";
  return sid;
}

std::vector<std::string> TwilioStub::participants(const std::string& conference) const {
  std::lock_guard lock(mutex_);
  std::vector<std::string> out;
  const auto found = conferences_.find(conference);
  if (found == conferences_.end()) return out;
  for (auto [it, end] = participants_.equal_range(found->second); it != end; ++it) out.push_back(it->second);
  return out;
}

void TwilioStub::add_participant(const httplib::Request& req, httplib::Response& res) {
  record(req);
  std::lock_guard lock(mutex_);
  if (!authorized(req)) return twilio_error(res, 401, 20003, "Authenticate");
  if (req.get_param_value("To").empty()) return twilio_error(res, 400, 21201, "No 'To' number is specified");
  if (req.get_param_value("From").empty()) return twilio_error(res, 400, 21213, "No 'From' number is specified");
  // The path's conference is its friendly name, or the SID of one that exists; the first participant makes it.
  const std::string name = req.matches[2].str();  // the server has decoded the path
  auto conference = conferences_.find(name);
  if (conference == conferences_.end()) {
    char sid[35];
    std::snprintf(sid, sizeof sid, "CF%032zu", conferences_.size() + 1);
    conference = conferences_.emplace(name, sid).first;
  }
  const std::string call = new_call_sid();
  participants_.emplace(conference->second, call);
  res.status = 201;
  res.set_content(json{{"call_sid", call}, {"conference_sid", conference->second}, {"status", "queued"}}.dump(),
                  "application/json");
}

std::string TwilioStub::conference_started(const std::string& friendly_name, const std::vector<std::string>& call_sids) {
  std::lock_guard lock(mutex_);
  auto conference = conferences_.find(friendly_name);
  if (conference == conferences_.end()) {
    char sid[35];
    std::snprintf(sid, sizeof sid, "CF%032zu", conferences_.size() + 1);
    conference = conferences_.emplace(friendly_name, sid).first;
  }
  for (const auto& call : call_sids) participants_.emplace(conference->second, call);
  return conference->second;
}

bool TwilioStub::on_hold(const std::string& call_sid) const {
  std::lock_guard lock(mutex_);
  const auto found = held_.find(call_sid);
  return found != held_.end() && found->second;
}

void TwilioStub::list_conferences(const httplib::Request& req, httplib::Response& res) {
  record(req);
  std::lock_guard lock(mutex_);
  if (!authorized(req)) return twilio_error(res, 401, 20003, "Authenticate");
  json list = json::array();
  const auto found = conferences_.find(req.get_param_value("FriendlyName"));
  const std::string status = req.get_param_value("Status");
  if (found != conferences_.end() && (status.empty() || status == "in-progress")) {
    list.push_back({{"sid", found->second}, {"friendly_name", found->first}, {"status", "in-progress"}});
  }
  res.set_content(json{{"conferences", list}, {"next_page_uri", nullptr}}.dump(), "application/json");
}

void TwilioStub::update_participant(const httplib::Request& req, httplib::Response& res) {
  record(req);
  std::lock_guard lock(mutex_);
  if (!authorized(req)) return twilio_error(res, 401, 20003, "Authenticate");
  for (auto [it, end] = participants_.equal_range(req.matches[2].str()); it != end; ++it) {
    if (it->second != req.matches[3].str()) continue;
    if (req.has_param("Hold")) held_[it->second] = req.get_param_value("Hold") == "true";
    res.set_content(json{{"call_sid", it->second}, {"conference_sid", it->first}, {"hold", held_[it->second]}}.dump(),
                    "application/json");
    return;
  }
  twilio_error(res, 404, 20404, "The requested resource " + req.path + " was not found");
}

void TwilioStub::remove_participant(const httplib::Request& req, httplib::Response& res) {
  record(req);
  std::lock_guard lock(mutex_);
  if (!authorized(req)) return twilio_error(res, 401, 20003, "Authenticate");
  for (auto [it, end] = participants_.equal_range(req.matches[2].str()); it != end; ++it) {
    if (it->second == req.matches[3].str()) {
      participants_.erase(it);
      calls_[req.matches[3].str()] = "completed";
      res.status = 204;
      return;
    }
  }
  twilio_error(res, 404, 20404, "The requested resource " + req.path + " was not found");
}

}  // namespace test
