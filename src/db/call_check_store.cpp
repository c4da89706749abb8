#include "db/call_check_store.hpp"

#include "db/optional_columns.hpp"
#include "db/prepared.hpp"

namespace dialer::db {
namespace {

constexpr const char* kCheckColumns =
    "k.call_id, k.organization_id, k.campaign_id, k.checked_at, k.lead_local, k.window_hours, k.rule_state, "
    "k.inside_window, k.attempts_before, k.attempts_24h_before, k.max_attempts, k.max_per_24h, k.within_limits";

model::CallCheck read_call_check(SQLite::Statement& s, int first) {
  model::CallCheck row;
  row.call_id = s.getColumn(first).getInt64();
  row.organization_id = s.getColumn(first + 1).getInt64();
  row.campaign_id = s.getColumn(first + 2).getInt64();
  row.checked_at = s.getColumn(first + 3).getInt64();
  row.lead_local = s.getColumn(first + 4).getString();
  row.window_hours = s.getColumn(first + 5).getString();
  row.rule_state = s.getColumn(first + 6).getString();
  row.inside_window = s.getColumn(first + 7).getInt() == 1;
  row.attempts_before = s.getColumn(first + 8).getInt64();
  row.attempts_24h_before = s.getColumn(first + 9).getInt64();
  row.max_attempts = s.getColumn(first + 10).getInt();
  row.max_per_24h = s.getColumn(first + 11).getInt();
  row.within_limits = s.getColumn(first + 12).getInt() == 1;
  return row;
}

}  // namespace

void insert_call_check(SQLite::Database& db, const model::CallCheck& row) {
  Prepared s(
      db,
      "INSERT INTO call_checks (call_id, organization_id, campaign_id, checked_at, lead_local, window_hours, "
      "rule_state, inside_window, attempts_before, attempts_24h_before, max_attempts, max_per_24h, within_limits) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  s.bind(1, row.call_id);
  s.bind(2, row.organization_id);
  s.bind(3, row.campaign_id);
  s.bind(4, row.checked_at);
  s.bind(5, row.lead_local);
  s.bind(6, row.window_hours);
  s.bind(7, row.rule_state);
  s.bind(8, row.inside_window ? 1 : 0);
  s.bind(9, row.attempts_before);
  s.bind(10, row.attempts_24h_before);
  s.bind(11, row.max_attempts);
  s.bind(12, row.max_per_24h);
  s.bind(13, row.within_limits ? 1 : 0);
  s.exec();
}

std::vector<model::CallCheck> call_check_breaches(SQLite::Database& db, std::int64_t organization_id,
                                                  std::int64_t campaign_id, std::int64_t from_ms, int limit) {
  Prepared s(db,
             std::string("SELECT ") + kCheckColumns +
                 " FROM call_checks k WHERE k.organization_id = ? AND k.campaign_id = ? AND k.checked_at >= ? "
                 "AND (k.inside_window = 0 OR k.within_limits = 0) ORDER BY k.checked_at DESC, k.call_id DESC LIMIT ?");
  s.bind(1, organization_id);
  s.bind(2, campaign_id);
  s.bind(3, from_ms);
  s.bind(4, limit);
  std::vector<model::CallCheck> out;
  while (s.executeStep()) out.push_back(read_call_check(s, 0));
  return out;
}

model::CheckBreaches count_call_check_breaches(SQLite::Database& db, std::int64_t organization_id,
                                               std::int64_t campaign_id, std::int64_t from_ms) {
  Prepared s(
      db,
      "SELECT coalesce(sum(inside_window = 0), 0), coalesce(sum(within_limits = 0), 0) FROM call_checks "
      "WHERE organization_id = ? AND campaign_id = ? AND checked_at >= ? AND (inside_window = 0 OR within_limits = 0)");
  s.bind(1, organization_id);
  s.bind(2, campaign_id);
  s.bind(3, from_ms);
  s.executeStep();
  return {s.getColumn(0).getInt64(), s.getColumn(1).getInt64()};
}

std::vector<model::AbandonedCallEvidence> abandoned_calls(SQLite::Database& db, std::int64_t organization_id,
                                                          std::int64_t campaign_id, std::int64_t from_ms, int limit) {
  // The timeline's lines name what happened: machine detection's verdict when it came apart from the answer, the
  // answer handed to nobody (the message asked of Twilio), an agent connected, the key pressed
  // (domain/dialer_answers.cpp, domain/key_press_opt_outs.cpp).
  Prepared s(
      db,
      "SELECT c.id, c.lead_id, c.to_number, c.created_at, c.answered_at, "
      "(SELECT min(e.at) FROM call_events e WHERE e.call_id = c.id AND e.kind = 'amd' AND e.status = 'human'), "
      "(SELECT min(e.at) FROM call_events e WHERE e.call_id = c.id AND e.kind = 'abandoned'), "
      "(SELECT min(e.at) FROM call_events e WHERE e.call_id = c.id AND e.kind = 'agent' AND e.status = 'connected'), "
      "(SELECT min(e.at) FROM call_events e WHERE e.call_id = c.id AND e.kind = 'opt_out') "
      "FROM calls c INDEXED BY calls_abandoned "
      "WHERE c.organization_id = ? AND c.campaign_id = ? AND c.created_at >= ? AND c.abandoned = 1 "
      "ORDER BY c.created_at DESC, c.id DESC LIMIT ?");
  s.bind(1, organization_id);
  s.bind(2, campaign_id);
  s.bind(3, from_ms);
  s.bind(4, limit);
  std::vector<model::AbandonedCallEvidence> out;
  while (s.executeStep()) {
    model::AbandonedCallEvidence e;
    e.call_id = s.getColumn(0).getInt64();
    e.lead_id = optional_int64(s.getColumn(1));
    e.to_number = s.getColumn(2).getString();
    e.placed_at = s.getColumn(3).getInt64();
    e.answered_at = optional_int64(s.getColumn(4));
    e.message_played_at = optional_int64(s.getColumn(6));
    // Detection decided before the answer (or none ran): the person is known to be there when it is handed over.
    e.person_detected_at = s.getColumn(5).isNull() ? e.message_played_at : optional_int64(s.getColumn(5));
    e.agent_connected_at = optional_int64(s.getColumn(7));
    e.opt_out_pressed_at = optional_int64(s.getColumn(8));
    out.push_back(e);
  }
  return out;
}

void for_each_checked_call(SQLite::Database& db, std::int64_t organization_id, std::int64_t campaign_id,
                           std::int64_t after_placed, std::int64_t after_id, std::int64_t to_ms, int limit,
                           const std::function<bool(const model::CheckedCall&)>& take) {
  Prepared s(db,
             std::string("SELECT c.id, c.created_at, c.lead_id, c.agent_id, c.from_number, c.to_number, c.status, "
                         "coalesce(c.answered_by, ''), c.answered_at, c.abandoned, coalesce(c.disposition_code, ''), "
                         "k.call_id IS NOT NULL, ") +
                 kCheckColumns +
                 " FROM calls c INDEXED BY calls_by_campaign LEFT JOIN call_checks k ON k.call_id = c.id AND "
                 "k.organization_id = c.organization_id "
                 "WHERE c.organization_id = ? AND c.campaign_id = ? AND c.created_at >= ? AND c.created_at < ? "
                 "AND (c.created_at > ? OR c.id > ?) ORDER BY c.created_at, c.id LIMIT ?");
  s.bind(1, organization_id);
  s.bind(2, campaign_id);
  s.bind(3, after_placed);
  s.bind(4, to_ms);
  s.bind(5, after_placed);
  s.bind(6, after_id);
  s.bind(7, limit);
  while (s.executeStep()) {
    model::CheckedCall call;
    call.call_id = s.getColumn(0).getInt64();
    call.placed_at = s.getColumn(1).getInt64();
    call.lead_id = optional_int64(s.getColumn(2));
    call.agent_id = optional_int64(s.getColumn(3));
    call.from_number = s.getColumn(4).getString();
    call.to_number = s.getColumn(5).getString();
    call.status = s.getColumn(6).getString();
    call.answered_by = s.getColumn(7).getString();
    call.answered_at = optional_int64(s.getColumn(8));
    call.abandoned = s.getColumn(9).getInt() == 1;
    call.disposition_code = s.getColumn(10).getString();
    if (s.getColumn(11).getInt() == 1) call.check = read_call_check(s, 12);
    if (!take(call)) return;
  }
}

std::optional<model::RegistryImport> last_dnc_import(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db,
             "SELECT created_at, file_name, added FROM dnc_batches WHERE organization_id = ? AND campaign_id = 0 "
             "AND source = 'import' ORDER BY id DESC LIMIT 1");
  s.bind(1, organization_id);
  if (!s.executeStep()) return std::nullopt;
  return model::RegistryImport{s.getColumn(0).getString(), s.getColumn(1).getString(), s.getColumn(2).getInt64()};
}

std::vector<model::Revocation> revocations_since(SQLite::Database& db, std::int64_t organization_id,
                                                 const std::string& from_iso, int limit) {
  // Calls to the number after a revocation of calls, and marketing texts to the lead after a revocation of texts
  // (its one confirmation excepted), each up to the lead's own later consent on that channel (a START, a form):
  // contact after that is what the person asked for. The partial index's own condition is written out for SQLite
  // to see that the index holds every row asked for.
  Prepared s(
      db,
      "SELECT r.id, r.lead_id, r.channel, r.source, r.address, r.detail, r.created_at, "
      "(SELECT count(*) FROM calls c WHERE r.channel IN ('calls', 'all') AND c.organization_id = r.organization_id "
      "  AND c.to_number = r.address AND c.created_at > CAST(strftime('%s', r.created_at) AS INTEGER) * 1000 + 999 "
      "  AND c.created_at < coalesce((SELECT CAST(strftime('%s', min(g.created_at)) AS INTEGER) * 1000 "
      "    FROM lead_consents g WHERE g.lead_id = r.lead_id AND g.organization_id = r.organization_id "
      "    AND g.action = 'granted' AND g.channel IN ('calls', 'all') AND g.created_at > r.created_at), "
      "  9223372036854775807)), "
      "(SELECT count(*) FROM lead_messages m WHERE r.channel IN ('sms', 'all') AND m.lead_id = r.lead_id "
      "  AND m.organization_id = r.organization_id AND m.channel = 'sms' AND m.direction = 'outbound' "
      "  AND m.kind = 'cadence' AND m.created_at > r.created_at "
      "  AND m.created_at < coalesce((SELECT min(g.created_at) FROM lead_consents g WHERE g.lead_id = r.lead_id "
      "    AND g.organization_id = r.organization_id AND g.action = 'granted' AND g.channel IN ('sms', 'all') "
      "    AND g.created_at > r.created_at), '9999')) "
      "FROM lead_consents r INDEXED BY lead_consents_ends "
      "WHERE r.created_at >= ? AND r.action IN ('ended', 'revoked') AND r.action = 'revoked' AND r.organization_id = ? "
      "ORDER BY r.created_at DESC, r.id DESC LIMIT ?");
  s.bind(1, from_iso);
  s.bind(2, organization_id);
  s.bind(3, limit);
  std::vector<model::Revocation> out;
  while (s.executeStep()) {
    model::Revocation r;
    r.id = s.getColumn(0).getInt64();
    r.lead_id = s.getColumn(1).getInt64();
    r.channel = s.getColumn(2).getString();
    r.source = s.getColumn(3).getString();
    r.address = s.getColumn(4).getString();
    r.detail = s.getColumn(5).getString();
    r.created_at = s.getColumn(6).getString();
    r.calls_after = s.getColumn(7).getInt64();
    r.texts_after = s.getColumn(8).getInt64();
    out.push_back(std::move(r));
  }
  return out;
}

std::int64_t count_revocations_since(SQLite::Database& db, std::int64_t organization_id, const std::string& from_iso) {
  Prepared s(db,
             "SELECT count(*) FROM lead_consents INDEXED BY lead_consents_ends "
             "WHERE created_at >= ? AND action IN ('ended', 'revoked') AND action = 'revoked' AND organization_id = ?");
  s.bind(1, from_iso);
  s.bind(2, organization_id);
  s.executeStep();
  return s.getColumn(0).getInt64();
}

}  // namespace dialer::db
