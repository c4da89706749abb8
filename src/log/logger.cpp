#include "log/logger.hpp"

#include <nlohmann/json.hpp>

#include "dialer/iso_time.hpp"

namespace dialer {

void Logger::write(std::string_view level, std::string_view message, const Fields& fields) {
  const std::string time = iso8601_utc_now(true);
  if (format_ == LogFormat::kText) {
    emit(time + " " + std::string(message));
    return;
  }
  nlohmann::ordered_json line = {{"time", time}, {"level", level}, {"msg", message}};
  for (const auto& [key, value] : fields) line[key] = value;
  emit(line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

void Logger::request(std::string_view method, std::string_view path, int status, double milliseconds) {
  const std::string time = iso8601_utc_now(true);
  if (format_ == LogFormat::kText) {
    char ms[32];
    std::snprintf(ms, sizeof ms, "%.2fms", milliseconds);
    emit(time + " " + std::string(method) + " " + std::string(path) + " " + std::to_string(status) + " " + ms);
    return;
  }
  nlohmann::ordered_json line = {{"time", time}, {"level", "info"},  {"msg", "request"},
                                 {"method", method}, {"path", path}, {"status", status},
                                 {"ms", static_cast<double>(static_cast<long long>(milliseconds * 100)) / 100}};
  emit(line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

void Logger::emit(const std::string& line) {
  std::lock_guard lock(mutex_);
  std::fputs(line.c_str(), out_);
  std::fputc('\n', out_);
  std::fflush(out_);
}

}  // namespace dialer
