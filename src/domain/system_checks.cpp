#include "domain/system_checks.hpp"

#include <SQLiteCpp/SQLiteCpp.h>

#include "db/database.hpp"
#include "dialer/iso_time.hpp"
#include "domain/gohighlevel.hpp"
#include "domain/mail_relay.hpp"
#include "domain/twilio_account_client.hpp"
#include "integrations/twilio_client.hpp"

namespace dialer::domain {
namespace {

constexpr auto kTwilioProbeKept = std::chrono::minutes(1);

std::string gibibytes(std::uintmax_t bytes) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f GB", static_cast<double>(bytes) / (1024.0 * 1024 * 1024));
  return text;
}

}  // namespace

SystemChecks::SystemChecks(db::Database& database, TelephonyService& telephony, GoHighLevelService& gohighlevel,
                           MailRelayService& mail_relay, TelephonyOptions options, DiskSpaceProbe disk_space,
                           const Clock& clock)
    : database_(database),
      telephony_(telephony),
      gohighlevel_(gohighlevel),
      mail_relay_(mail_relay),
      options_(std::move(options)),
      disk_space_(std::move(disk_space)),
      clock_(clock) {}

std::string SystemChecks::check_integrity() {
  // quick_check reads every page but skips the index-to-table cross-checks of integrity_check: minutes become
  // seconds on a million leads, and a torn page is still found.
  const auto problem = database_.read([](SQLite::Database& db) -> std::optional<std::string> {
    SQLite::Statement s(db, "PRAGMA quick_check(1)");
    if (!s.executeStep()) return "the check gave no answer";
    const std::string answer = s.getColumn(0).getString();
    if (answer == "ok") return std::nullopt;
    return answer;
  });
  std::lock_guard lock(mutex_);
  integrity_problem_ = problem;
  integrity_checked_at_ = clock_.now();
  return problem ? "The database's integrity check found a problem" : "The database passed its integrity check";
}

StatusCheck SystemChecks::database() {
  StatusCheck check{"database", "Database", "ok", ""};
  std::optional<std::string> problem;
  std::optional<Clock::time_point> checked_at;
  {
    std::lock_guard lock(mutex_);
    problem = integrity_problem_;
    checked_at = integrity_checked_at_;
  }
  std::error_code error;
  const auto directory = std::filesystem::absolute(database_.path(), error).parent_path();
  std::optional<std::filesystem::space_info> space;
  try {
    space = disk_space_(directory);
  } catch (const std::filesystem::filesystem_error&) {
    space.reset();
  }
  if (problem) {
    check.state = "error";
    check.sentence = "The integrity check found damage: " + *problem + ". Restore the last backup (README, Backups).";
    return check;
  }
  if (space && space->available < kDiskFailBelow) {
    check.state = "error";
    check.sentence = "The disk is nearly full: " + gibibytes(space->available) + " free. New data cannot be saved.";
    return check;
  }
  if (space && space->available < kDiskWarnBelow) {
    check.state = "warning";
    check.sentence = "The disk is getting full: " + gibibytes(space->available) + " free.";
    return check;
  }
  check.sentence = checked_at ? "Integrity checked " + iso8601_utc(*checked_at) : "Integrity check pending";
  if (space) check.sentence += "; " + gibibytes(space->available) + " free on its disk";
  return check;
}

std::optional<std::string> SystemChecks::twilio_failure(const model::TelephonyAccount& account) {
  const auto now = clock_.now();
  {
    std::lock_guard lock(mutex_);
    const auto cached = twilio_probes_.find(account.organization_id);
    if (cached != twilio_probes_.end() && cached->second.account_sid == account.account_sid &&
        now - cached->second.at < kTwilioProbeKept && now >= cached->second.at) {
      return cached->second.failure;
    }
  }
  std::optional<std::string> failure;
  try {
    const auto found = twilio_client_for(account, options_).account();
    if (found.status == "suspended" || found.status == "closed") failure = "the account is " + found.status;
  } catch (const integrations::TwilioError& e) {
    failure = e.what();
  }
  std::lock_guard lock(mutex_);
  twilio_probes_[account.organization_id] = {now, account.account_sid, failure};
  return failure;
}

StatusCheck SystemChecks::twilio(const auth::Caller& caller) {
  StatusCheck check{"twilio", "Twilio", "off", "Not connected: connect your account on the Twilio screen"};
  const auto account = telephony_.account(caller);
  if (account.account_sid.empty() || account.auth_token.empty()) return check;
  if (const auto failure = twilio_failure(account)) {
    check.state = "error";
    check.sentence = "Twilio did not answer for the account: " + *failure;
    return check;
  }
  check.state = "ok";
  check.sentence = "Connected" + (account.account_name.empty() ? std::string() : " to " + account.account_name);
  return check;
}

StatusCheck SystemChecks::gohighlevel(const auth::Caller& caller) {
  StatusCheck check{"gohighlevel", "GoHighLevel", "off", "Not set up"};
  const auto settings = gohighlevel_.settings(caller);
  if (settings.api_key.empty() || !settings.enabled) return check;
  if (settings.status == "error") {
    check.state = "error";
    check.sentence = "The last sync or test failed: " + settings.last_error.value_or("no reason given");
  } else if (settings.status == "connected") {
    check.state = "ok";
    check.sentence = settings.last_sync_at ? "Last synced " + *settings.last_sync_at : "Connected";
  } else {
    check.state = "warning";
    check.sentence = "Not tested yet: test the connection on the Integration screen";
  }
  return check;
}

StatusCheck SystemChecks::email(const auth::Caller& caller) {
  StatusCheck check{"email", "E-mail", "off", "No mail relay: set one up on the E-mail screen"};
  const auto relay = mail_relay_.relay(caller);
  if (relay.host.empty()) return check;
  if (relay.status == "error") {
    check.state = "error";
    check.sentence = "The relay refused or could not be reached: " + relay.last_error.value_or("no reason given");
  } else if (relay.status == "working") {
    check.state = "ok";
    const auto last = relay.last_sent_at ? relay.last_sent_at : relay.last_tested_at;
    check.sentence = last ? "Working; last used " + *last : "Working";
  } else {
    check.state = "warning";
    check.sentence = "Not tested yet: send a test e-mail on the E-mail screen";
  }
  return check;
}

}  // namespace dialer::domain
