#pragma once
// The subcommands main.cpp wires into the CLI11 tree. Each returns the process exit code.
#include <cstdint>
#include <string>

#include "http/connection_limits.hpp"
#include "integrations/gohighlevel_client.hpp"
#include "integrations/twilio_client.hpp"
#include "log/logger.hpp"

namespace dialer::cli {

struct ServeOptions {
  std::string host = "127.0.0.1";
  int port = 8080;
  std::string db_path = "./dialer.db";
  LogFormat log_format = LogFormat::kText;
  bool registration_open = true;
  std::string public_url;
  std::string ghl_base_url = integrations::kGoHighLevelDefaultBaseUrl;
  std::string twilio_base_url = integrations::kTwilioDefaultBaseUrl;
  double twilio_calls_per_second = 1;
  std::string smtp_ca_file;
  std::string test_clock;  // --test-clock: an ISO 8601 instant, or empty for the real clock
  bool test_fast_password_hashing = false;  // --test-fast-password-hashing: refused unless the host is loopback
  // Uploads waiting on disk (http/spool_budget.hpp): per client address, in all, and the free space kept.
  std::uint64_t upload_spool_per_address = http::ConnectionLimits{}.max_spooled_bytes_per_address;
  std::uint64_t upload_spool = http::ConnectionLimits{}.max_spooled_bytes;
  std::uint64_t upload_disk_floor = http::ConnectionLimits{}.spool_disk_floor_bytes;
};
int run_serve(const ServeOptions& options);

struct BackupOptions {
  std::string db_path = "./dialer.db";
  std::string out_path;
  bool force = false;
};

int run_backup(const BackupOptions& options);

struct UserOptions {
  std::string db_path = "./dialer.db";
  std::string email;
  std::string name;
  std::string role = "agent";
  std::int64_t organization_id = 0;  // --org-id: join this organization
  std::string new_organization;      // --new-org: create one with this name
  bool allow_duplicate_name = false;
  std::string old_org_flag;          // --org, which no longer exists: said so, with what to use instead
  bool password_from_stdin = false;
  bool test_fast_password_hashing = false;  // --test-fast-password-hashing (auth/password.hpp)
};
// `user create`: into the organization --org-id names or a new one (--new-org), and says which. Without
// --password-stdin a random password is generated and printed once.
int run_user_create(const UserOptions& options);
// `org list`: every organization with its id, users and creation date (the ids `user create --org-id` takes).
int run_org_list(const std::string& db_path);
// `user reset-password`: sets a new password and signs the user out everywhere.
int run_user_reset_password(const UserOptions& options);

// "dialer-dashboard 0.1.0" plus the versions of SQLite, cpp-httplib and libsodium inside the binary.
std::string version_text();

}  // namespace dialer::cli
