#pragma once
// The checks behind System Status (docs/api.md, "System status"): the database (its last integrity check and the
// disk it lives on) and an organization's outside services — Twilio (asked at most once a minute), GoHighLevel
// and the mail relay (their last use or test). The scheduler's and the event stream's checks are the API's, which
// holds those (src/api/system_api.cpp).
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"
#include "domain/telephony.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

class GoHighLevelService;
class MailRelayService;

struct StatusCheck {
  std::string key;       // database | scheduler | twilio | gohighlevel | email | events
  std::string label;     // "Database"
  std::string state;     // ok | warning | error | off (not set up: neither fine nor failing)
  std::string sentence;  // what an admin reads
};

// How much room the disk holding `path` has; tests pass a full disk.
using DiskSpaceProbe = std::function<std::filesystem::space_info(const std::filesystem::path& path)>;

// Below these the database check warns, then fails: a write that finds the disk full is refused.
inline constexpr std::uintmax_t kDiskWarnBelow = 1024ull * 1024 * 1024;
inline constexpr std::uintmax_t kDiskFailBelow = 256ull * 1024 * 1024;

class SystemChecks {
 public:
  SystemChecks(db::Database& database, TelephonyService& telephony, GoHighLevelService& gohighlevel,
               MailRelayService& mail_relay, TelephonyOptions options, DiskSpaceProbe disk_space, const Clock& clock);

  // SQLite's quick_check over the whole file (the daily database-check job); returns its sentence.
  std::string check_integrity();

  StatusCheck database();
  StatusCheck twilio(const auth::Caller& caller);
  StatusCheck gohighlevel(const auth::Caller& caller);
  StatusCheck email(const auth::Caller& caller);

 private:
  // Twilio's answer about the organization's account: none when it answered, else why not. Cached a minute.
  std::optional<std::string> twilio_failure(const model::TelephonyAccount& account);

  db::Database& database_;
  TelephonyService& telephony_;
  GoHighLevelService& gohighlevel_;
  MailRelayService& mail_relay_;
  TelephonyOptions options_;
  DiskSpaceProbe disk_space_;
  const Clock& clock_;

  std::mutex mutex_;
  std::optional<std::string> integrity_problem_;  // under mutex_; the last quick_check's first complaint
  std::optional<Clock::time_point> integrity_checked_at_;
  struct Probe {
    Clock::time_point at;
    std::string account_sid;
    std::optional<std::string> failure;
  };
  std::map<std::int64_t, Probe> twilio_probes_;  // by organization, under mutex_
};

}  // namespace dialer::domain
