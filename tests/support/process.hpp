#pragma once
// Runs the real dialer-dashboard executable for the CLI tests.
#include <sys/types.h>

#include <chrono>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace test {

// The dialer-dashboard executable the helpers below run (the tests' main sets the one just built).
void set_binary(std::string path);

struct CommandResult {
  int exit_code = -1;
  std::string output;  // stdout and stderr together
};

// Runs the binary with args (and extra environment) to completion; standard input from stdin_file, or
// empty.
CommandResult run_binary(const std::vector<std::string>& args, const std::map<std::string, std::string>& env = {},
                         const std::string& stdin_file = "");

// A `serve` process: started, waited for until it prints its URL, stopped with a signal.
class ServerProcess {
 public:
  // Waits up to `startup` for the URL (an upgrade of a large database takes longer than a start).
  explicit ServerProcess(const std::vector<std::string>& args, const std::map<std::string, std::string>& env = {},
                         std::chrono::seconds startup = std::chrono::seconds(15));
  ~ServerProcess();

  const std::string& url() const { return url_; }
  pid_t pid() const { return pid_; }
  int port() const;
  // Sends the signal and waits; returns the exit code (128+n when killed by signal n).
  int stop(int signal_number);
  std::string output();  // what it printed so far

 private:
  // Returns false at end of output.
  bool read_available(int timeout_ms);
  pid_t pid_ = -1;
  int out_fd_ = -1;
  std::mutex output_mutex_;
  std::string output_;
  std::string url_;
  // Keeps draining the server's output: a full pipe would block its request log, and with it the server.
  std::thread drain_;
};

}  // namespace test
