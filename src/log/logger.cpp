#include "log/logger.hpp"

#include <nlohmann/json.hpp>

#include <chrono>
#include <utility>

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
    emit_later(time + " " + std::string(method) + " " + std::string(path) + " " + std::to_string(status) + " " + ms);
    return;
  }
  nlohmann::ordered_json line = {{"time", time}, {"level", "info"},  {"msg", "request"},
                                 {"method", method}, {"path", path}, {"status", status},
                                 {"ms", static_cast<double>(static_cast<long long>(milliseconds * 100)) / 100}};
  emit_later(line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

namespace {
// How long the writer waits after the first waiting line for more to join it.
constexpr auto kGathering = std::chrono::milliseconds(5);
}  // namespace

Logger::~Logger() {
  {
    std::lock_guard lock(waiting_mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  if (writer_.joinable()) writer_.join();
}

std::string Logger::take_waiting(std::unique_lock<std::mutex>& file) {
  std::lock_guard lock(waiting_mutex_);
  file = std::unique_lock(file_mutex_);
  woken_ = false;
  return std::exchange(waiting_, std::string());
}

void Logger::emit(const std::string& line) {
  std::unique_lock<std::mutex> file;
  const std::string earlier = take_waiting(file);
  std::fwrite(earlier.data(), 1, earlier.size(), out_);
  std::fputs(line.c_str(), out_);
  std::fputc('\n', out_);
  std::fflush(out_);
}

void Logger::emit_later(const std::string& line) {
  bool wake = false;
  {
    std::lock_guard lock(waiting_mutex_);
    waiting_ += line;
    waiting_ += '\n';
    if (!writer_.joinable()) writer_ = std::thread([this] { write_requests(); });
    wake = !std::exchange(woken_, true);
  }
  if (wake) wake_.notify_one();
}

void Logger::write_requests() {
  for (;;) {
    bool last = false;
    {
      std::unique_lock lock(waiting_mutex_);
      wake_.wait(lock, [&] { return woken_ || stopping_; });
      if (!stopping_) wake_.wait_for(lock, kGathering, [&] { return stopping_; });
      last = stopping_;
    }
    std::unique_lock<std::mutex> file;
    const std::string lines = take_waiting(file);
    if (!lines.empty()) {
      std::fwrite(lines.data(), 1, lines.size(), out_);
      std::fflush(out_);
    }
    if (last) return;
  }
}

}  // namespace dialer
