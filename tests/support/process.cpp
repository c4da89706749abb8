#include "support/process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <regex>
#include <stdexcept>

namespace test {
namespace {

std::string& binary_path() {
  static std::string path;
  return path;
}

pid_t spawn(const std::vector<std::string>& args, const std::map<std::string, std::string>& env, int* out_fd,
            const std::string& stdin_file = "") {
  int pipe_fds[2];
  if (pipe(pipe_fds) != 0) throw std::runtime_error("pipe failed");
  const pid_t pid = fork();
  if (pid < 0) throw std::runtime_error("fork failed");
  if (pid == 0) {
    const int input = open(stdin_file.empty() ? "/dev/null" : stdin_file.c_str(), O_RDONLY);
    dup2(input, STDIN_FILENO);
    dup2(pipe_fds[1], STDOUT_FILENO);
    dup2(pipe_fds[1], STDERR_FILENO);
    close(pipe_fds[0]);
    close(pipe_fds[1]);
    for (const auto& [name, value] : env) setenv(name.c_str(), value.c_str(), 1);
    std::vector<char*> argv;
    std::string binary = binary_path();
    argv.push_back(binary.data());
    std::vector<std::string> copies = args;
    for (auto& a : copies) argv.push_back(a.data());
    argv.push_back(nullptr);
    execv(binary.c_str(), argv.data());
    _exit(127);
  }
  close(pipe_fds[1]);
  *out_fd = pipe_fds[0];
  return pid;
}

int exit_code_of(int status) {
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
  return -1;
}

}  // namespace

void set_binary(std::string path) { binary_path() = std::move(path); }

CommandResult run_binary(const std::vector<std::string>& args, const std::map<std::string, std::string>& env,
                         const std::string& stdin_file) {
  int fd = -1;
  const pid_t pid = spawn(args, env, &fd, stdin_file);
  CommandResult result;
  char buf[4096];
  ssize_t n;
  while ((n = read(fd, buf, sizeof buf)) > 0) result.output.append(buf, static_cast<std::size_t>(n));
  close(fd);
  int status = 0;
  waitpid(pid, &status, 0);
  result.exit_code = exit_code_of(status);
  return result;
}

ServerProcess::ServerProcess(const std::vector<std::string>& args, const std::map<std::string, std::string>& env,
                             std::chrono::seconds startup) {
  pid_ = spawn(args, env, &out_fd_);
  const std::regex listening(R"(listening on (http://[0-9.]+:[0-9]+))");
  const auto deadline = std::chrono::steady_clock::now() + startup;
  while (std::chrono::steady_clock::now() < deadline) {
    read_available(100);
    std::smatch m;
    const std::string so_far = output();
    if (std::regex_search(so_far, m, listening)) {
      url_ = m[1];
      drain_ = std::thread([this] {
        while (read_available(200)) {
        }
      });
      return;
    }
    int status = 0;
    if (waitpid(pid_, &status, WNOHANG) == pid_) {
      pid_ = -1;
      read_available(100);
      throw std::runtime_error("server exited before listening: " + output());
    }
  }
  throw std::runtime_error("server did not print its URL: " + output());
}

ServerProcess::~ServerProcess() {
  if (pid_ > 0) stop(SIGKILL);
  if (drain_.joinable()) drain_.join();
  if (out_fd_ >= 0) close(out_fd_);
}

int ServerProcess::port() const { return std::stoi(url_.substr(url_.rfind(':') + 1)); }

bool ServerProcess::read_available(int timeout_ms) {
  pollfd p{out_fd_, POLLIN, 0};
  while (poll(&p, 1, timeout_ms) > 0) {
    char buf[4096];
    const ssize_t n = read(out_fd_, buf, sizeof buf);
    if (n <= 0) return false;
    std::lock_guard lock(output_mutex_);
    output_.append(buf, static_cast<std::size_t>(n));
    timeout_ms = 0;
  }
  return true;
}

int ServerProcess::stop(int signal_number) {
  if (pid_ <= 0) return -1;
  kill(pid_, signal_number);
  int status = 0;
  waitpid(pid_, &status, 0);
  pid_ = -1;
  // The drain thread reads the rest and ends at end of output.
  if (drain_.joinable()) drain_.join();
  return exit_code_of(status);
}

std::string ServerProcess::output() {
  if (!drain_.joinable()) read_available(50);
  std::lock_guard lock(output_mutex_);
  return output_;
}

}  // namespace test
