#include "integrations/gohighlevel_client.hpp"

#include <httplib.h>
#include <netdb.h>

#include <charconv>
#include <nlohmann/json.hpp>
#include <regex>

namespace dialer::integrations {
namespace {

using json = nlohmann::json;

constexpr const char* kApiVersion = "2021-07-28";
constexpr std::size_t kMaxQuotedMessage = 200;

struct BaseUrl {
  std::string origin;  // scheme://host[:port], what httplib::Client takes
  std::string host;
  std::string prefix;  // path before /locations…, without a trailing slash
};

BaseUrl parse_base_url(const std::string& url) {
  static const std::regex kPattern(R"(^(https?)://([A-Za-z0-9.\-]+|\[[0-9A-Fa-f:.]+\])(:([0-9]{1,5}))?(/[^?#\s]*)?$)");
  std::smatch m;
  if (!std::regex_match(url, m, kPattern)) {
    throw std::invalid_argument("the GoHighLevel base URL must look like https://host[:port][/path], not \"" + url +
                                "\"");
  }
  BaseUrl base;
  base.host = m[2].str();
  base.origin = m[1].str() + "://" + base.host + m[3].str();
  base.prefix = m[5].str();
  while (!base.prefix.empty() && base.prefix.back() == '/') base.prefix.pop_back();
  return base;
}

bool host_resolves(const std::string& host) {
  addrinfo hints{};
  hints.ai_socktype = SOCK_STREAM;
  addrinfo* found = nullptr;
  const int rc = getaddrinfo(host.c_str(), nullptr, &hints, &found);
  if (found) freeaddrinfo(found);
  return rc == 0;
}

std::string seconds_text(std::chrono::milliseconds timeout) {
  const auto ms = timeout.count();
  if (ms % 1000 == 0) return std::to_string(ms / 1000) + (ms == 1000 ? " second" : " seconds");
  return std::to_string(ms) + " ms";
}

// Why no answer arrived, in words (httplib's own names are for programmers).
std::string transport_reason(httplib::Error error, const BaseUrl& base, std::chrono::milliseconds timeout,
                             std::chrono::steady_clock::duration elapsed) {
  switch (error) {
    case httplib::Error::Connection:
      if (!host_resolves(base.host)) return "could not resolve " + base.host + " (DNS lookup failed)";
      return "could not connect to " + base.host;
    case httplib::Error::ConnectionTimeout:
      return "could not connect to " + base.host + " within " + seconds_text(timeout);
    case httplib::Error::Read:
    case httplib::Error::Write:
      if (elapsed + std::chrono::milliseconds(200) >= timeout) {
        return "no answer from " + base.host + " within " + seconds_text(timeout);
      }
      return "the connection to " + base.host + " was closed before an answer arrived";
    case httplib::Error::SSLConnection:
      return "the secure (TLS) connection to " + base.host + " failed";
    case httplib::Error::SSLLoadingCerts:
      return "the system's CA certificates could not be loaded (is the ca-certificates package installed?)";
    case httplib::Error::SSLServerVerification:
      return "the TLS certificate of " + base.host + " could not be verified";
    case httplib::Error::SSLServerHostnameVerification:
      return "the TLS certificate does not belong to " + base.host;
    default:
      return "the request to " + base.host + " failed (" + httplib::to_string(error) + ")";
  }
}

// The API's own explanation, when its error body has one ("message": "…" or ["…", …]).
std::string api_message(const std::string& body) {
  const auto parsed = json::parse(body, nullptr, false);
  if (!parsed.is_object()) return "";
  const auto it = parsed.find("message");
  if (it == parsed.end()) return "";
  std::string text;
  if (it->is_string()) text = it->get<std::string>();
  if (it->is_array()) {
    for (const auto& part : *it) {
      if (!part.is_string()) continue;
      if (!text.empty()) text += "; ";
      text += part.get<std::string>();
    }
  }
  if (text.size() > kMaxQuotedMessage) {
    std::size_t end = kMaxQuotedMessage;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;  // whole characters only
    text = text.substr(0, end) + "...";
  }
  return text;
}

std::chrono::seconds retry_after(const httplib::Result& result) {
  const std::string value = result->get_header_value("Retry-After");
  int seconds = 0;
  const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), seconds);
  if (error != std::errc() || end != value.data() + value.size() || seconds < 0) return std::chrono::seconds(0);
  return std::chrono::seconds(seconds);
}

// A non-2xx answer in words; `not_found` says what a 404 means for this call.
[[noreturn]] void throw_for_status(const httplib::Result& result, const std::string& not_found) {
  const int status = result->status;
  const std::string code = " (HTTP " + std::to_string(status) + ")";
  const std::string said = api_message(result->body);
  const std::string detail = said.empty() ? "" : ": " + said;
  if (status == 429) throw GoHighLevelRateLimited("GoHighLevel is limiting requests" + code, retry_after(result));
  if (status == 401) throw GoHighLevelError("GoHighLevel refused the API key" + code);
  if (status == 403) throw GoHighLevelError("the API key is not allowed to do this" + code + detail);
  if (status == 404) throw GoHighLevelError(not_found + code);
  if (status >= 500) throw GoHighLevelError("GoHighLevel had a server error" + code);
  throw GoHighLevelError("GoHighLevel rejected the request" + code + detail);
}

json parse_answer(const httplib::Result& result) {
  auto parsed = json::parse(result->body, nullptr, false);
  if (parsed.is_discarded() || !parsed.is_object()) {
    throw GoHighLevelError("GoHighLevel sent an answer that is not JSON (HTTP " + std::to_string(result->status) + ")");
  }
  return parsed;
}

std::string text_of(const json& object, const char* key) {
  const auto it = object.find(key);
  return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

class Connection {
 public:
  Connection(const BaseUrl& base, const std::string& api_key, std::chrono::milliseconds timeout,
             const std::function<bool()>& cancelled)
      : base_(base), timeout_(timeout), cancelled_(cancelled), client_(base.origin) {
    client_.set_connection_timeout(timeout);
    client_.set_read_timeout(timeout);
    client_.set_write_timeout(timeout);
    client_.set_follow_location(false);
    headers_ = {{"Authorization", "Bearer " + api_key}, {"Version", kApiVersion}, {"Accept", "application/json"}};
  }

  httplib::Result get(const std::string& path) { return send("GET", path, ""); }
  httplib::Result post(const std::string& path, const std::string& body) { return send("POST", path, body); }

 private:
  httplib::Result send(const char* method, const std::string& path, const std::string& body) {
    httplib::Request request;
    request.method = method;
    request.path = base_.prefix + path;
    request.headers = headers_;
    if (request.method == "POST") {
      request.body = body;
      request.set_header("Content-Type", "application/json");
    }
    const auto started = std::chrono::steady_clock::now();
    const auto deadline = started + kGoHighLevelMaxRequestTime;
    std::string answer;
    bool shutting_down = false;
    std::string cut_short;
    request.content_receiver = [&](const char* data, std::size_t length, std::uint64_t, std::uint64_t) {
      if (cancelled_ && cancelled_()) {
        shutting_down = true;
      } else if (std::chrono::steady_clock::now() > deadline) {
        cut_short = "no complete answer from " + base_.host + " within " +
                    std::to_string(kGoHighLevelMaxRequestTime.count()) + " seconds";
      } else if (answer.size() + length > kGoHighLevelMaxAnswerBytes) {
        cut_short = "the answer from " + base_.host + " was larger than 8 MiB";
      } else {
        answer.append(data, length);
        return true;
      }
      return false;
    };
    auto result = client_.send(request);
    if (shutting_down) throw GoHighLevelCancelled();
    if (!cut_short.empty()) throw GoHighLevelError(cut_short);
    if (!result) {
      throw GoHighLevelError(
          transport_reason(result.error(), base_, timeout_, std::chrono::steady_clock::now() - started));
    }
    result->body = std::move(answer);
    return result;
  }

  const BaseUrl& base_;
  std::chrono::milliseconds timeout_;
  const std::function<bool()>& cancelled_;
  httplib::Client client_;
  httplib::Headers headers_;
};

}  // namespace

void check_base_url(const std::string& base_url) { parse_base_url(base_url); }

GoHighLevelClient::GoHighLevelClient(std::string base_url, std::string api_key, std::chrono::milliseconds timeout,
                                     std::function<bool()> cancelled)
    : base_url_(std::move(base_url)),
      api_key_(std::move(api_key)),
      timeout_(timeout),
      cancelled_(std::move(cancelled)) {}

std::string GoHighLevelClient::location_name(const std::string& location_id) {
  const BaseUrl base = parse_base_url(base_url_);
  Connection connection(base, api_key_, timeout_, cancelled_);
  const auto result = connection.get("/locations/" + location_id);
  if (result->status != 200) throw_for_status(result, "location " + location_id + " was not found");
  const json answer = parse_answer(result);
  const auto location = answer.find("location");
  std::string name = location != answer.end() && location->is_object() ? text_of(*location, "name") : "";
  if (name.empty()) name = text_of(answer, "name");
  return name.empty() ? location_id : name;
}

GoHighLevelContactPage GoHighLevelClient::search_contacts(const std::string& location_id, int page, int page_limit) {
  const BaseUrl base = parse_base_url(base_url_);
  Connection connection(base, api_key_, timeout_, cancelled_);
  const json request = {{"locationId", location_id}, {"page", page}, {"pageLimit", page_limit}};
  const auto result = connection.post("/contacts/search", request.dump());
  if (result->status != 200) throw_for_status(result, "location " + location_id + " was not found");
  const json answer = parse_answer(result);
  GoHighLevelContactPage out;
  if (const auto total = answer.find("total"); total != answer.end() && total->is_number_integer()) {
    out.total = total->get<std::int64_t>();
  }
  const auto contacts = answer.find("contacts");
  if (contacts == answer.end() || !contacts->is_array()) {
    throw GoHighLevelError("GoHighLevel's contact search answer has no contacts list");
  }
  for (const auto& item : *contacts) {
    if (!item.is_object()) continue;
    GoHighLevelContact c;
    c.id = text_of(item, "id");
    c.first_name = text_of(item, "firstName");
    c.last_name = text_of(item, "lastName");
    c.name = text_of(item, "contactName");
    c.email = text_of(item, "email");
    c.phone = text_of(item, "phone");
    c.company = text_of(item, "companyName");
    c.state = text_of(item, "state");
    c.postal_code = text_of(item, "postalCode");
    c.timezone = text_of(item, "timezone");
    out.contacts.push_back(std::move(c));
  }
  return out;
}

}  // namespace dialer::integrations
