#pragma once
// The outbound GoHighLevel API client (HTTPS through cpp-httplib and OpenSSL). Every failure becomes a
// GoHighLevelError whose text a person understands ("GoHighLevel refused the API key (HTTP 401)"), and
// that never contains the key.
#include <chrono>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

namespace dialer::integrations {

inline constexpr const char* kGoHighLevelDefaultBaseUrl = "https://services.leadconnectorhq.com";
// The timeout is per step (connect, each read); these bound a whole answer, however slowly it trickles in.
inline constexpr std::chrono::seconds kGoHighLevelMaxRequestTime{30};
inline constexpr std::size_t kGoHighLevelMaxAnswerBytes = 8 * 1024 * 1024;
inline constexpr std::chrono::seconds kGoHighLevelTimeout{10};

class GoHighLevelError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The request was abandoned because the caller is shutting down; not GoHighLevel's fault.
class GoHighLevelCancelled : public GoHighLevelError {
 public:
  GoHighLevelCancelled() : GoHighLevelError("the server is shutting down") {}
};

// The API answered 429: wait and ask again.
class GoHighLevelRateLimited : public GoHighLevelError {
 public:
  GoHighLevelRateLimited(const std::string& what, std::chrono::seconds retry_after)
      : GoHighLevelError(what), retry_after_(retry_after) {}
  // From the Retry-After header; zero when the API gave none.
  std::chrono::seconds retry_after() const { return retry_after_; }

 private:
  std::chrono::seconds retry_after_;
};

struct GoHighLevelContact {
  std::string id;
  std::string first_name;
  std::string last_name;
  std::string name;  // contactName, when the API has no first/last
  std::string email;
  std::string phone;
  std::string company;
  std::string state;
  std::string postal_code;
  std::string timezone;  // an IANA name such as America/Chicago
};

struct GoHighLevelContactPage {
  std::vector<GoHighLevelContact> contacts;
  std::int64_t total = 0;
};

// Throws std::invalid_argument with a one-line reason for anything but http(s)://host[:port][/path].
void check_base_url(const std::string& base_url);

class GoHighLevelClient {
 public:
  // `cancelled` is asked while an answer arrives; returning true abandons the request (GoHighLevelCancelled).
  GoHighLevelClient(std::string base_url, std::string api_key,
                    std::chrono::milliseconds timeout = kGoHighLevelTimeout, std::function<bool()> cancelled = {});

  // GET /locations/{id}: the location's name. Throws GoHighLevelError.
  std::string location_name(const std::string& location_id);
  // POST /contacts/search for one page (1-based). Throws GoHighLevelRateLimited on 429, else GoHighLevelError.
  GoHighLevelContactPage search_contacts(const std::string& location_id, int page, int page_limit);

 private:
  std::string base_url_;
  std::string api_key_;
  std::chrono::milliseconds timeout_;
  std::function<bool()> cancelled_;
};

}  // namespace dialer::integrations
