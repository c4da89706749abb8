#include "api/streamed_body.hpp"

#include <exception>

namespace dialer::api {

bool read_streamed_body(http::ApiRequest& req, const std::function<void(std::string_view chunk)>& take) {
  std::exception_ptr failure;
  const bool complete = req.body_stream([&](std::string_view chunk) {
    try {
      take(chunk);
      return true;
    } catch (...) {
      failure = std::current_exception();
      return false;
    }
  });
  if (failure) std::rethrow_exception(failure);
  return complete;
}

}  // namespace dialer::api
