#pragma once
// The subcommands main.cpp wires into the CLI11 tree. Each returns the process exit code.
#include <string>

#include "log/logger.hpp"

namespace dialer::cli {

struct ServeOptions {
  std::string host = "127.0.0.1";
  int port = 8080;
  std::string db_path = "./dialer.db";
  LogFormat log_format = LogFormat::kText;
};
int run_serve(const ServeOptions& options);

struct BackupOptions {
  std::string db_path = "./dialer.db";
  std::string out_path;
  bool force = false;
};
int run_backup(const BackupOptions& options);

// "dialer-dashboard 0.1.0" plus the versions of SQLite, cpp-httplib and libsodium inside the binary.
std::string version_text();

}  // namespace dialer::cli
