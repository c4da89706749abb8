#include "support/smtp_server.hpp"

#include <doctest/doctest.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <thread>

namespace test {
namespace {

// Debian's python3-aiosmtpd is installed for Debian's own Python.
constexpr const char* kPython = "/usr/bin/python3";

// The first line the server prints, or "" after the timeout.
std::string first_line(int fd, std::chrono::milliseconds timeout) {
  std::string line;
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (std::chrono::steady_clock::now() < deadline) {
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, 100) <= 0) continue;
    char c = 0;
    if (read(fd, &c, 1) != 1) break;
    if (c == '\n') return line;
    line += c;
  }
  return "";
}

}  // namespace

SmtpServer::SmtpServer(SmtpServerOptions options) {
  std::vector<std::string> args{kPython, DIALER_SMTP_SERVER_SCRIPT, "--spool", spool_.path(), "--security",
                                options.security};
  if (!options.user.empty()) {
    args.insert(args.end(), {"--user", options.user, "--password", options.password});
  }
  for (const auto& r : options.refuse) args.insert(args.end(), {"--refuse", r});
  for (const auto& d : options.defer) args.insert(args.end(), {"--defer", d});
  int in_pipe[2];
  int out_pipe[2];
  if (pipe(in_pipe) != 0 || pipe(out_pipe) != 0) throw std::runtime_error("pipe failed");
  pid_ = fork();
  if (pid_ < 0) throw std::runtime_error("fork failed");
  if (pid_ == 0) {
    dup2(in_pipe[0], STDIN_FILENO);
    dup2(out_pipe[1], STDOUT_FILENO);
    // aiosmtpd's own notices go beside the spool, not into the test output.
    const int errors = open((spool_.path() + "/server.log").c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (errors >= 0) dup2(errors, STDERR_FILENO);
    close(in_pipe[0]);
    close(in_pipe[1]);
    close(out_pipe[0]);
    close(out_pipe[1]);
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    execv(kPython, argv.data());
    _exit(127);
  }
  close(in_pipe[0]);
  close(out_pipe[1]);
  stdin_fd_ = in_pipe[1];
  const std::string ready = first_line(out_pipe[0], std::chrono::seconds(20));
  close(out_pipe[0]);
  std::istringstream words(ready);
  std::string word, ca;
  words >> word >> port_ >> ca;
  REQUIRE_MESSAGE(word == "ready", "the SMTP server did not start (is python3-aiosmtpd installed?): " << ready);
  ca_file_ = ca == "-" ? "" : ca;
}

SmtpServer::~SmtpServer() {
  if (stdin_fd_ >= 0) close(stdin_fd_);  // the server stops when its input closes
  if (pid_ > 0) {
    int status = 0;
    for (int i = 0; i < 300 && waitpid(pid_, &status, WNOHANG) == 0; ++i) {
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    if (waitpid(pid_, &status, WNOHANG) == 0) {
      kill(pid_, SIGKILL);
      waitpid(pid_, &status, 0);
    }
  }
}

std::vector<ReceivedMail> SmtpServer::received() const {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(spool_.path())) {
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  std::vector<ReceivedMail> out;
  for (const auto& file : files) {
    std::ifstream in(file);
    const auto record = nlohmann::json::parse(in);
    ReceivedMail mail;
    mail.mail_from = record["mailFrom"].get<std::string>();
    mail.rcpt_tos = record["rcptTos"].get<std::vector<std::string>>();
    mail.data = record["data"].get<std::string>();
    mail.login = record["login"].is_string() ? record["login"].get<std::string>() : "";
    mail.encrypted = record["encrypted"].get<bool>();
    out.push_back(std::move(mail));
  }
  return out;
}

std::vector<ReceivedMail> SmtpServer::wait_for(std::size_t n, std::chrono::milliseconds timeout) const {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  auto mails = received();
  while (mails.size() < n && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    mails = received();
  }
  return mails;
}

std::string decoded_body(const std::string& data) {
  auto start = data.find("\r\n\r\n");
  std::size_t skip = 4;
  if (start == std::string::npos) {
    start = data.find("\n\n");
    skip = 2;
  }
  if (start == std::string::npos) return "";
  const std::string body = data.substr(start + skip);
  std::string out;
  for (std::size_t i = 0; i < body.size(); ++i) {
    const char c = body[i];
    if (c == '\r') continue;
    if (c == '=' && i + 1 < body.size() && (body[i + 1] == '\n' || body[i + 1] == '\r')) {
      i += body[i + 1] == '\r' ? 2 : 1;
      continue;
    }
    if (c == '=' && i + 2 < body.size()) {
      out += static_cast<char>(std::stoi(body.substr(i + 1, 2), nullptr, 16));
      i += 2;
      continue;
    }
    out += c;
  }
  return out;
}

std::string header_of(const std::string& data, const std::string& name) {
  const auto end = data.find("\r\n\r\n");
  std::istringstream lines(data.substr(0, end));
  std::string line, value;
  bool in_it = false;
  const auto lower = [](std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char ch) { return std::tolower(ch); });
    return s;
  };
  while (std::getline(lines, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (in_it && !line.empty() && (line[0] == ' ' || line[0] == '\t')) {
      value += line;
      continue;
    }
    if (in_it) return value;
    const auto colon = line.find(':');
    if (colon != std::string::npos && lower(line.substr(0, colon)) == lower(name)) {
      in_it = true;
      value = line.substr(colon + 1);
      value.erase(0, value.find_first_not_of(' '));
    }
  }
  return value;
}

}  // namespace test
