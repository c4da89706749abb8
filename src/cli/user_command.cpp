#include <sodium.h>
#include <termios.h>
#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <string>

#include "auth/password.hpp"
#include "auth/sodium_init.hpp"
#include "cli/commands.hpp"
#include "db/database.hpp"
#include "domain/domain_error.hpp"
#include "dialer/startup_error.hpp"
#include "domain/accounts.hpp"

namespace dialer::cli {
namespace {

// One line from standard input; when it is a terminal, asked for without echo.
std::string read_password_from_stdin() {
  const bool terminal = isatty(STDIN_FILENO) != 0;
  termios saved{};
  if (terminal) {
    std::fprintf(stderr, "Password: ");
    tcgetattr(STDIN_FILENO, &saved);
    termios quiet = saved;
    quiet.c_lflag &= ~static_cast<tcflag_t>(ECHO);
    tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
  }
  std::string line;
  std::getline(std::cin, line);
  if (terminal) {
    tcsetattr(STDIN_FILENO, TCSANOW, &saved);
    std::fprintf(stderr, "\n");
  }
  while (!line.empty() && (line.back() == '\r' || line.back() == '\n')) line.pop_back();
  return line;
}

std::string generate_password() {
  auth::ensure_sodium();
  unsigned char bytes[12];
  randombytes_buf(bytes, sizeof bytes);
  char encoded[sodium_base64_ENCODED_LEN(sizeof bytes, sodium_base64_VARIANT_URLSAFE_NO_PADDING)];
  sodium_bin2base64(encoded, sizeof encoded, bytes, sizeof bytes, sodium_base64_VARIANT_URLSAFE_NO_PADDING);
  return encoded;
}

// Runs an account command against the database file, safely beside a running server (SQLite's locking
// and busy timeout serialize the writes). Prints the reason and returns 1 on failure.
template <class F>
int with_accounts(const std::string& db_path, F&& command) {
  try {
    const auto say_upgrading = [](int from, int to) {
      std::fprintf(stderr,
                   "dialer-dashboard: upgrading the database from schema %d to %d (15–45 s per million leads)\n", from,
                   to);
    };
    db::Database database(db_path, db::Database::Options{.readers = 1, .before_upgrade = say_upgrading});
    domain::SessionCache sessions;
    domain::AccountService accounts(database, domain::AccountSettings{}, sessions, system_clock());
    command(accounts);
    return 0;
  } catch (const StartupError& e) {
    std::fprintf(stderr, "dialer-dashboard: %s\n", e.what());
  } catch (const domain::DomainError& e) {
    std::fprintf(stderr, "dialer-dashboard: %s\n", e.what());
  }
  return 1;
}

// --test-fast-password-hashing, said on standard error so that nobody uses it unawares.
void apply_hash_cost(const UserOptions& options) {
  if (!options.test_fast_password_hashing) return;
  auth::set_hash_cost(auth::HashCost::kTestMinimum);
  std::fprintf(stderr, "dialer-dashboard: test password hashing: the password is hashed at the least cost (for test "
                       "suites only; a server hashes it again at the user's first sign-in)\n");
}

}  // namespace

int run_user_create(const UserOptions& options) {
  if (!options.old_org_flag.empty()) {
    std::fprintf(stderr,
                 "dialer-dashboard: --org is gone: organization names are not unique (anyone may register a trial "
                 "under any name). Use --org-id N to add the user to an organization (`dialer-dashboard org list` "
                 "shows the ids) or --new-org NAME to create one.\n");
    return 1;
  }
  if ((options.organization_id != 0) == !options.new_organization.empty()) {
    std::fprintf(stderr, "dialer-dashboard: give exactly one of --org-id N (an existing organization) and --new-org NAME\n");
    return 1;
  }
  apply_hash_cost(options);
  const bool generated = !options.password_from_stdin;
  const std::string password = generated ? generate_password() : read_password_from_stdin();
  return with_accounts(options.db_path, [&](domain::AccountService& accounts) {
    const auto choice = options.organization_id != 0
                            ? domain::OrganizationChoice::existing(options.organization_id)
                            : domain::OrganizationChoice::create(options.new_organization, options.allow_duplicate_name);
    try {
      const auto user = accounts.create_user(choice, options.email, options.name, options.role, password);
      std::printf("Created %s %s (id %lld) in organization %lld \"%s\"%s\n", user.role.c_str(), user.email.c_str(),
                  static_cast<long long>(user.id), static_cast<long long>(user.organization_id),
                  user.organization_name.c_str(), choice.existing_id ? "" : " (new)");
    } catch (const domain::DomainError& e) {
      if (e.code() != "organization_name_taken") throw;
      const auto same_name = accounts.organizations(options.new_organization);
      std::string ids;
      for (const auto& same : same_name) ids += (ids.empty() ? "" : ", ") + std::to_string(same.id);
      throw domain::DomainError::conflict(e.code(), std::string(e.what()) + (same_name.size() == 1 ? " (id " : " (ids ") + ids +
                                                        "). To add the user to it: --org-id; to create another "
                                                        "organization of the same name anyway: --allow-duplicate-name");
    }
    if (generated) std::printf("Password: %s\n(shown once: hand it over and ask them to change it)\n", password.c_str());
  });
}

int run_org_list(const std::string& db_path) {
  return with_accounts(db_path, [&](domain::AccountService& accounts) {
    const auto organizations = accounts.organizations();
    if (organizations.empty()) {
      std::printf("No organizations yet\n");
      return;
    }
    std::printf("%6s  %5s  %-20s  %s\n", "id", "users", "created", "name");
    for (const auto& organization : organizations) {
      std::printf("%6lld  %5lld  %-20s  %s\n", static_cast<long long>(organization.id),
                  static_cast<long long>(organization.users), organization.created_at.c_str(),
                  organization.name.c_str());
    }
  });
}

int run_user_reset_password(const UserOptions& options) {
  apply_hash_cost(options);
  const bool generated = !options.password_from_stdin;
  const std::string password = generated ? generate_password() : read_password_from_stdin();
  return with_accounts(options.db_path, [&](domain::AccountService& accounts) {
    accounts.reset_password(options.email, password);
    std::printf("Password of %s changed; their sessions are signed out\n", options.email.c_str());
    if (generated) std::printf("Password: %s\n", password.c_str());
  });
}

}  // namespace dialer::cli
