#pragma once
// One line per event on stdout, as plain text for people or one JSON object per line for log shippers. Request
// lines are written a few milliseconds later by the logger's own thread, many in one write: a write and a flush
// per request cost the request's thread a system call each. Every other line is written at once, after the
// request lines before it.
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

namespace dialer {

enum class LogFormat { kText, kJson };

class Logger {
 public:
  using Fields = std::vector<std::pair<std::string, std::string>>;

  explicit Logger(LogFormat format, std::FILE* out = stdout) : format_(format), out_(out) {}
  // Writes the request lines still waiting (to `out`, which must stay open until then).
  ~Logger();
  Logger(const Logger&) = delete;
  Logger& operator=(const Logger&) = delete;

  // Text: "<time> <message>"; JSON: {"time","level","msg", fields…}. The message reads on its own, the
  // fields repeat its facts for machines.
  void info(std::string_view message, const Fields& fields = {}) { write("info", message, fields); }
  void warn(std::string_view message, const Fields& fields = {}) { write("warn", message, fields); }
  void error(std::string_view message, const Fields& fields = {}) { write("error", message, fields); }
  void request(std::string_view method, std::string_view path, int status, double milliseconds);

 private:
  void write(std::string_view level, std::string_view message, const Fields& fields);
  void emit(const std::string& line);
  void emit_later(const std::string& line);
  void write_requests();
  // Takes the waiting request lines and holds the file, so that lines reach it in the order they were logged.
  std::string take_waiting(std::unique_lock<std::mutex>& file);

  LogFormat format_;
  std::FILE* out_;
  std::mutex file_mutex_;  // held while writing to out_
  std::mutex waiting_mutex_;
  std::condition_variable wake_;
  std::string waiting_;  // request lines not written yet
  bool woken_ = false;
  bool stopping_ = false;
  std::thread writer_;  // started by the first request line
};

}  // namespace dialer
