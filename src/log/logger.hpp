#pragma once
// One line per event on stdout, as plain text for people or one JSON object per line for log shippers.
#include <cstdio>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace dialer {

enum class LogFormat { kText, kJson };

class Logger {
 public:
  using Fields = std::vector<std::pair<std::string, std::string>>;

  explicit Logger(LogFormat format, std::FILE* out = stdout) : format_(format), out_(out) {}

  // Text: "<time> <message>"; JSON: {"time","level","msg", fields…}. The message reads on its own, the
  // fields repeat its facts for machines.
  void info(std::string_view message, const Fields& fields = {}) { write("info", message, fields); }
  void warn(std::string_view message, const Fields& fields = {}) { write("warn", message, fields); }
  void error(std::string_view message, const Fields& fields = {}) { write("error", message, fields); }
  void request(std::string_view method, std::string_view path, int status, double milliseconds);

 private:
  void write(std::string_view level, std::string_view message, const Fields& fields);
  void emit(const std::string& line);

  LogFormat format_;
  std::FILE* out_;
  std::mutex mutex_;
};

}  // namespace dialer
