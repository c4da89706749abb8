#include "http/api_request.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "dialer/api_error.hpp"

namespace dialer::http {

bool CaseInsensitiveLess::operator()(std::string_view a, std::string_view b) const {
  return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(), [](unsigned char x, unsigned char y) {
    return std::tolower(x) < std::tolower(y);
  });
}

std::string ApiRequest::header(std::string_view name) const {
  const auto it = headers.find(name);
  return it == headers.end() ? std::string() : it->second;
}

std::optional<std::string> ApiRequest::query_value(const std::string& name) const {
  const auto it = query.find(name);
  if (it == query.end()) return std::nullopt;
  return it->second;
}

long long ApiRequest::id_param(const std::string& name) const {
  const auto it = path_params.find(name);
  if (it != path_params.end()) {
    long long id = 0;
    const auto& text = it->second;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), id);
    if (error == std::errc() && end == text.data() + text.size() && id > 0) return id;
  }
  throw ApiError::not_found();
}

std::string ApiRequest::origin() const {
  const std::string host = header("Host");
  return "http://" + (host.empty() ? std::string("127.0.0.1") : host);
}

}  // namespace dialer::http

namespace dialer::http {

const auth::Caller& ApiRequest::signed_in() const {
  if (!caller) throw ApiError(401, "auth_required", "Authentication required");
  return *caller;
}

}  // namespace dialer::http
