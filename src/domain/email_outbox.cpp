#include "domain/email_outbox.hpp"

#include <array>
#include <optional>
#include <vector>

#include "auth/sealed_text.hpp"
#include "db/database.hpp"
#include "db/mail_relay_store.hpp"
#include "db/outbox_store.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"
#include "domain/mail_relay_client.hpp"

namespace dialer::domain {
namespace {

// Messages sent per organization and batch; the job takes batch after batch while they come full
// (src/jobs/email_outbox_job.cpp), so one organization's thousand cadence e-mails go out in one run.
constexpr int kEmailBatch = 200;

}  // namespace

std::chrono::minutes email_retry_delay(int failed_attempts) {
  static constexpr std::array<int, 7> kMinutes{1, 5, 15, 30, 60, 120, 240};
  const auto i = static_cast<std::size_t>(std::max(1, failed_attempts) - 1);
  return std::chrono::minutes(kMinutes[std::min(i, kMinutes.size() - 1)]);
}

std::int64_t EmailOutbox::waiting() {
  return database_.read([](SQLite::Database& db) { return db::count_queued_emails(db); });
}

int EmailOutbox::expire_overdue() {
  const auto now = iso8601_utc(clock_.now());
  return database_.write([&](SQLite::Database& db) { return db::expire_queued_emails(db, now, false); });
}

int EmailOutbox::expire_sealed_from_earlier_runs() {
  const auto now = iso8601_utc(clock_.now());
  return database_.write([&](SQLite::Database& db) { return db::expire_queued_emails(db, now, true); });
}

OutboxRun EmailOutbox::send_due() {
  OutboxRun run;
  const auto now = iso8601_utc(clock_.now());
  const auto organizations =
      database_.read([&](SQLite::Database& db) { return db::organizations_with_due_emails(db, now); });
  for (const auto organization_id : organizations) send_for(organization_id, run);
  return run;
}

void EmailOutbox::send_for(std::int64_t organization_id, OutboxRun& run) {
  const auto now = clock_.now();
  const auto now_text = iso8601_utc(now);
  std::optional<model::MailRelay> relay;
  std::vector<db::DueEmail> due;
  database_.read([&](SQLite::Database& db) {
    relay = db::find_mail_relay(db, organization_id);
    if (relay) due = db::due_emails(db, organization_id, now_text, kEmailBatch);
  });
  if (!relay) {
    run.waiting_without_relay = true;
    return;
  }
  if (due.empty()) return;
  // A message the relay could not take now waits; after the last attempt it fails with the reason.
  const auto not_now = [&](const db::DueEmail& e, const std::string& reason) {
    const int attempts = e.attempts + 1;
    database_.write([&](SQLite::Database& db) {
      if (attempts >= kMaxEmailAttempts) {
        db::mark_email_failed(db, e.id, attempts, "Not sent after " + std::to_string(attempts) + " attempts: " + reason);
      } else {
        db::mark_email_for_retry(db, e.id, attempts, iso8601_utc(now + email_retry_delay(attempts)), reason);
      }
    });
    ++(attempts >= kMaxEmailAttempts ? run.failed : run.retried);
  };
  std::optional<std::string> relay_failure;
  int sent_here = 0;
  std::size_t next = 0;
  try {
    integrations::SmtpSession session(smtp_address_for(*relay), smtp_options_for(options_));
    for (; next < due.size(); ++next) {
      const auto& e = due[next];
      std::string body = e.body;
      if (e.sealed_body) {
        const auto opened = auth::open_sealed_text(*e.sealed_body);
        if (!opened) {
          database_.write([&](SQLite::Database& db) {
            db::mark_email_failed(db, e.id, e.attempts, "The link in this e-mail was made by an earlier run of the server");
          });
          ++run.failed;
          continue;
        }
        body = *opened;
      }
      try {
        std::vector<std::pair<std::string, std::string>> headers;
        if (e.unsubscribe_token) {
          // One-click unsubscribe (RFC 8058): mail clients show their own Unsubscribe button.
          headers.emplace_back("List-Unsubscribe", "<" + options_.public_url + "/api/v1/unsubscribe?token=" + *e.unsubscribe_token + ">");
          headers.emplace_back("List-Unsubscribe-Post", "List-Unsubscribe=One-Click");
        }
        session.send(envelope_from(*relay, {e.recipient, e.subject, body, headers}, now));
        database_.write([&](SQLite::Database& db) { db::mark_email_sent(db, e.id, e.attempts + 1, iso8601_utc(clock_.now())); });
        ++run.sent;
        ++sent_here;
      } catch (const integrations::SmtpError& error) {
        if (error.kind() == integrations::SmtpError::Kind::kRelay) throw;
        if (error.kind() == integrations::SmtpError::Kind::kMessageForNow) {
          not_now(e, error.what());
          continue;
        }
        database_.write([&](db::Transaction& tx) {
          db::mark_email_failed(tx, e.id, e.attempts + 1, error.what());
          log_.record(tx, {organization_id, kEmailIntegration, "send", "error",
                           "E-mail to " + e.recipient + " failed: " + error.what(), false});
        });
        ++run.failed;
      }
    }
  } catch (const integrations::SmtpError& error) {
    relay_failure = error.what();
    for (; next < due.size(); ++next) not_now(due[next], error.what());
  }
  // A full batch sent: more may be due now. After a relay failure the rest waits for its retry time.
  if (!relay_failure && due.size() == static_cast<std::size_t>(kEmailBatch)) run.more = true;
  if (!relay_failure && sent_here == 0) return;
  database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    const auto before = db::find_mail_relay(db, organization_id);
    db::note_mail_relay_use(db, organization_id, relay_failure, iso8601_utc(clock_.now()));
    // The log says when sending starts failing and when it works again, not every retry in between.
    const bool was_failing = before && before->status == "error";
    if (relay_failure && !was_failing) {
      log_.record(tx, {organization_id, kEmailIntegration, "send", "error",
                       "E-mails could not be sent: " + *relay_failure + ". They will be tried again", true});
    } else if (!relay_failure && was_failing && sent_here > 0) {
      log_.record(tx, {organization_id, kEmailIntegration, "send", "success",
                       "E-mails are being sent again through " + relay->host, true});
    }
  });
}

}  // namespace dialer::domain
