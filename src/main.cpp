// dialer-dashboard: the command tree. `serve` is the default when no subcommand is given.
#include <CLI/CLI.hpp>

#include <map>

#include "cli/commands.hpp"

int main(int argc, char** argv) {
  using dialer::cli::BackupOptions;
  using dialer::cli::ServeOptions;
  using dialer::cli::UserOptions;

  CLI::App app{"Dialer Dashboard: the outbound dialer dashboard, its API and its database in one program.",
               "dialer-dashboard"};
  app.set_version_flag("--version", dialer::cli::version_text());
  app.require_subcommand(0, 1);

  // Serve options live on the top level so that both `dialer-dashboard --port 9000` and
  // `dialer-dashboard serve --port 9000` work; `serve` falls through to them.
  ServeOptions serve;
  const std::map<std::string, dialer::LogFormat> formats{{"text", dialer::LogFormat::kText},
                                                         {"json", dialer::LogFormat::kJson}};
  app.add_option("--host", serve.host, "Address to listen on (0.0.0.0 for the whole LAN)")
      ->envname("DIALER_HOST")
      ->capture_default_str();
  app.add_option("--port", serve.port, "TCP port (0 picks a free one)")
      ->envname("DIALER_PORT")
      ->check(CLI::Range(0, 65535))
      ->capture_default_str();
  app.add_option("--db", serve.db_path, "SQLite database file (created on first run)")
      ->envname("DIALER_DB")
      ->capture_default_str();
  app.add_option("--log-format", serve.log_format, "text, or json for one JSON object per line")
      ->envname("DIALER_LOG_FORMAT")
      ->transform(CLI::CheckedTransformer(formats, CLI::ignore_case))
      ->default_str("text");
  const std::map<std::string, bool> registration_modes{{"open", true}, {"closed", false}};
  app.add_option("--registration", serve.registration_open, "open: companies may register a free trial; closed: not")
      ->envname("DIALER_REGISTRATION")
      ->transform(CLI::CheckedTransformer(registration_modes, CLI::ignore_case))
      ->default_str("open");
  app.add_option("--public-url", serve.public_url,
                 "Address people and Twilio use to reach the dashboard (e.g. https://dialer.example.com), for links in "
                 "e-mails and Twilio's callbacks")
      ->envname("DIALER_PUBLIC_URL");
  app.add_option("--ghl-base-url", serve.ghl_base_url, "GoHighLevel API address (change only to point at a test stub)")
      ->envname("DIALER_GHL_BASE_URL")
      ->capture_default_str();
  app.add_option("--twilio-base-url", serve.twilio_base_url,
                 "Twilio API address (a Twilio-compatible provider, or a test stub)")
      ->envname("DIALER_TWILIO_BASE_URL")
      ->capture_default_str();
  app.add_option("--twilio-calls-per-second", serve.twilio_calls_per_second,
                 "Calls the progressive and power dialer places per second per Twilio account (Twilio's default limit "
                 "is 1; raise it when Twilio raised yours)")
      ->envname("DIALER_TWILIO_CALLS_PER_SECOND")
      ->check(CLI::Range(0.1, 100.0))
      ->capture_default_str();
  app.add_option("--smtp-ca-file", serve.smtp_ca_file,
                 "A certificate authority (PEM) to trust for the mail relay's TLS certificate, besides the system's")
      ->envname("DIALER_SMTP_CA_FILE")
      ->check(CLI::ExistingFile);
  // Sizes such as 4GiB, 512MB or a number of bytes (a KB is 1,024 bytes).
  const auto add_size_option = [&app](const std::string& name, std::uint64_t& size, const std::string& description,
                                      const std::string& environment, const std::string& shown_default) {
    app.add_option(name, size, description)
        ->envname(environment)
        ->transform(CLI::AsSizeValue(false))
        ->default_str(shown_default);
  };
  add_size_option("--upload-spool-per-address", serve.upload_spool_per_address,
                  "Most bytes of uploads from one client address waiting on disk at once; past it, 503",
                  "DIALER_UPLOAD_SPOOL_PER_ADDRESS", "4GiB");
  add_size_option("--upload-spool", serve.upload_spool,
                  "Most bytes of uploads from all addresses waiting on disk at once; past it, 503", "DIALER_UPLOAD_SPOOL",
                  "8GiB");
  add_size_option("--upload-disk-floor", serve.upload_disk_floor,
                  "Free space always kept on the database's disk: an upload that would take it below is refused (507)",
                  "DIALER_UPLOAD_DISK_FLOOR", "1GiB");
  // No environment variable on purpose: a frozen clock left in a service's environment would stop every job.
  app.add_option("--test-clock", serve.test_clock,
                 "For tests only, never in production: run on a clock frozen at this ISO 8601 time (e.g. "
                 "2026-11-23T15:00:00Z) that only POST /api/v1/test-clock moves");
  // No environment variable either: a test setting left in a service's environment would weaken every new password.
  const std::string fast_hashing_help =
      "For test suites only: hash new passwords at Argon2id's least cost instead of the interactive one";
  app.add_flag("--test-fast-password-hashing", serve.test_fast_password_hashing,
               fast_hashing_help + " (refused unless --host is a loopback address)");
  auto* serve_cmd = app.add_subcommand("serve", "Serve the dashboard and the API (the default)")->fallthrough();

  BackupOptions backup;
  auto* backup_cmd = app.add_subcommand("backup", "Write a consistent copy of the database, also while it is in use");
  backup_cmd->add_option("--db", backup.db_path, "Database to copy")->envname("DIALER_DB")->capture_default_str();
  backup_cmd->add_option("--out", backup.out_path, "File to write the copy to")->required();
  backup_cmd->add_flag("--force", backup.force, "Overwrite --out if it exists");

  UserOptions user;
  auto* user_cmd = app.add_subcommand("user", "Create users or reset passwords (safe while the server runs)");
  user_cmd->require_subcommand(1);
  const auto add_common = [&user, &fast_hashing_help](CLI::App* cmd) {
    cmd->add_option("--db", user.db_path, "Database file")->envname("DIALER_DB")->capture_default_str();
    cmd->add_option("--email", user.email, "The user's e-mail address")->required();
    cmd->add_flag("--password-stdin", user.password_from_stdin,
                  "Read the password from standard input (else one is generated and printed)");
    cmd->add_flag("--test-fast-password-hashing", user.test_fast_password_hashing,
                  fast_hashing_help + " (a server makes the hash again at the user's first sign-in)");
  };
  auto* create_cmd = user_cmd->add_subcommand("create", "Create a user in an organization (--org-id) or a new one (--new-org)");
  add_common(create_cmd);
  create_cmd->add_option("--name", user.name, "Full name")->required();
  create_cmd->add_option("--role", user.role, "agent, admin or superadmin")
      ->check(CLI::IsMember({"agent", "admin", "superadmin"}, CLI::ignore_case))
      ->capture_default_str();
  auto* org_id = create_cmd->add_option("--org-id", user.organization_id, "Add the user to this organization (see org list)");
  auto* new_org = create_cmd->add_option("--new-org", user.new_organization, "Create a new organization with this name");
  org_id->excludes(new_org);
  create_cmd->add_flag("--allow-duplicate-name", user.allow_duplicate_name,
                       "With --new-org: create it even if another organization has that name");
  create_cmd->add_option("--org", user.old_org_flag)->group("");  // gone; explains what replaced it
  auto* reset_cmd = user_cmd->add_subcommand("reset-password", "Set a new password and sign the user out everywhere");
  add_common(reset_cmd);

  std::string org_db_path = "./dialer.db";
  auto* org_cmd = app.add_subcommand("org", "List organizations (their ids are what user create --org-id takes)");
  org_cmd->require_subcommand(1);
  auto* org_list_cmd = org_cmd->add_subcommand("list", "Every organization: id, users, created, name");
  org_list_cmd->add_option("--db", org_db_path, "Database file")->envname("DIALER_DB")->capture_default_str();

  CLI11_PARSE(app, argc, argv);

  if (*backup_cmd) return dialer::cli::run_backup(backup);
  if (*create_cmd) return dialer::cli::run_user_create(user);
  if (*reset_cmd) return dialer::cli::run_user_reset_password(user);
  if (*org_list_cmd) return dialer::cli::run_org_list(org_db_path);
  (void)serve_cmd;
  return dialer::cli::run_serve(serve);
}
