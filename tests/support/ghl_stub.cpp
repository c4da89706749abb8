#include "support/ghl_stub.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <stdexcept>

namespace test {

using nlohmann::json;

GhlStub::GhlStub(std::string api_key, std::string location_id, std::string location_name)
    : api_key_(std::move(api_key)), location_id_(std::move(location_id)), location_name_(std::move(location_name)) {
  server_.new_task_queue = [] { return new httplib::ThreadPool(4); };
  server_.Get(R"(/locations/([^/]+))",
              [this](const httplib::Request& req, httplib::Response& res) { locations(req, res); });
  server_.Post("/contacts/search",
               [this](const httplib::Request& req, httplib::Response& res) { contacts_search(req, res); });
  // Anything else the client might call is recorded too, and answered like an unknown route.
  const auto unknown = [this](const httplib::Request& req, httplib::Response& res) {
    record(req);
    res.status = 404;
    res.set_content(R"({"message":"Not found"})", "application/json");
  };
  server_.Get(".*", unknown);
  server_.Post(".*", unknown);
  server_.Put(".*", unknown);
  server_.Delete(".*", unknown);

  port_ = server_.bind_to_any_port("127.0.0.1");
  if (port_ <= 0) throw std::runtime_error("GhlStub: cannot bind a loopback port");
  thread_ = std::thread([this] { server_.listen_after_bind(); });
  server_.wait_until_ready();
}

GhlStub::~GhlStub() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  changed_.notify_all();  // ends any delay in progress so the workers can finish
  server_.stop();
  if (thread_.joinable()) thread_.join();
}

void GhlStub::set_api_key(const std::string& key) {
  std::lock_guard lock(mutex_);
  api_key_ = key;
}

void GhlStub::set_contacts(std::vector<json> contacts) {
  std::lock_guard lock(mutex_);
  contacts_ = std::move(contacts);
}

void GhlStub::throttle_page(int page, int count, const std::string& retry_after) {
  std::lock_guard lock(mutex_);
  throttled_page_ = page;
  throttle_remaining_ = count;
  retry_after_ = retry_after;
}

void GhlStub::set_delay(std::chrono::milliseconds delay) {
  std::lock_guard lock(mutex_);
  delay_ = delay;
}

std::vector<GhlRequest> GhlStub::requests() const {
  std::lock_guard lock(mutex_);
  return requests_;
}

std::vector<GhlRequest> GhlStub::requests_to(const std::string& path) const {
  std::vector<GhlRequest> matching;
  for (auto& request : requests()) {
    if (request.path == path) matching.push_back(request);
  }
  return matching;
}

void GhlStub::clear_requests() {
  std::lock_guard lock(mutex_);
  requests_.clear();
}

bool GhlStub::wait_for_requests(std::size_t count, std::chrono::milliseconds timeout) const {
  std::unique_lock lock(mutex_);
  return changed_.wait_for(lock, timeout, [&] { return requests_.size() >= count; });
}

void GhlStub::record(const httplib::Request& req) {
  {
    std::lock_guard lock(mutex_);
    requests_.push_back(GhlRequest{req.method, req.path, req.get_header_value("Authorization"),
                                   req.get_header_value("Version"), req.get_header_value("Accept"), req.body});
  }
  changed_.notify_all();
}

bool GhlStub::authorized(const httplib::Request& req) const {
  std::lock_guard lock(mutex_);
  return req.get_header_value("Authorization") == "Bearer " + api_key_;
}

void GhlStub::pause() {
  std::unique_lock lock(mutex_);
  if (delay_.count() <= 0) return;
  changed_.wait_for(lock, delay_, [this] { return stopping_; });
}

void GhlStub::locations(const httplib::Request& req, httplib::Response& res) {
  record(req);
  pause();
  if (!authorized(req)) {
    res.status = 401;
    res.set_content(R"({"statusCode":401,"message":"Invalid JWT"})", "application/json");
    return;
  }
  const std::string id = req.matches[1];
  std::lock_guard lock(mutex_);
  if (id != location_id_) {
    res.status = 404;
    res.set_content(R"({"statusCode":404,"message":"Location not found"})", "application/json");
    return;
  }
  const json body = {{"location", {{"id", location_id_}, {"name", location_name_}, {"timezone", "UTC"}}}};
  res.set_content(body.dump(), "application/json");
}

void GhlStub::contacts_search(const httplib::Request& req, httplib::Response& res) {
  record(req);
  pause();
  if (!authorized(req)) {
    res.status = 401;
    res.set_content(R"({"statusCode":401,"message":"Invalid JWT"})", "application/json");
    return;
  }
  const json body = json::parse(req.body, nullptr, false);
  if (!body.is_object()) {
    res.status = 400;
    res.set_content(R"({"statusCode":400,"message":"Body must be a JSON object"})", "application/json");
    return;
  }
  const int page = body.value("page", 1);
  const int limit = body.value("pageLimit", 20);
  std::lock_guard lock(mutex_);
  if (body.value("locationId", std::string()) != location_id_) {
    res.status = 404;
    res.set_content(R"({"statusCode":404,"message":"Location not found"})", "application/json");
    return;
  }
  if (page < 1 || limit < 1 || limit > 500) {
    res.status = 422;
    res.set_content(R"({"statusCode":422,"message":"page and pageLimit must be positive"})", "application/json");
    return;
  }
  if (page == throttled_page_ && throttle_remaining_ > 0) {
    --throttle_remaining_;
    res.status = 429;
    if (!retry_after_.empty()) res.set_header("Retry-After", retry_after_);
    res.set_content(R"({"statusCode":429,"message":"Too many requests"})", "application/json");
    return;
  }
  json page_contacts = json::array();
  const auto first = static_cast<std::size_t>(page - 1) * static_cast<std::size_t>(limit);
  const auto last = std::min(contacts_.size(), first + static_cast<std::size_t>(limit));
  for (auto i = first; i < last; ++i) page_contacts.push_back(contacts_[i]);
  const json answer = {{"contacts", page_contacts}, {"total", contacts_.size()}};
  res.set_content(answer.dump(), "application/json");
}

int closed_port() {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) throw std::runtime_error("closed_port: socket failed");
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  address.sin_port = 0;
  socklen_t length = sizeof(address);
  if (::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof(address)) != 0 ||
      ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) != 0) {
    ::close(fd);
    throw std::runtime_error("closed_port: bind failed");
  }
  ::close(fd);  // bound but never listening: a connection to it is refused
  return ntohs(address.sin_port);
}

}  // namespace test
