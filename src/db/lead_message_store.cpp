#include "db/lead_message_store.hpp"

#include "db/optional_columns.hpp"
#include "db/prepared.hpp"

namespace dialer::db {

std::int64_t insert_lead_message(SQLite::Database& db, const model::LeadMessage& m) {
  Prepared s(db,
             "INSERT INTO lead_messages (organization_id, lead_id, channel, direction, kind, from_address, "
             "to_address, body, provider_sid, status, error, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  s.bind(1, m.organization_id);
  bind_optional(s, 2, m.lead_id);
  s.bind(3, m.channel);
  s.bind(4, m.direction);
  s.bind(5, m.kind);
  s.bind(6, m.from_address);
  s.bind(7, m.to_address);
  s.bind(8, m.body);
  bind_optional(s, 9, m.provider_sid);
  s.bind(10, m.status);
  bind_optional(s, 11, m.error);
  s.bind(12, m.created_at);
  s.exec();
  return db.getLastInsertRowid();
}

bool lead_message_with_sid_exists(SQLite::Database& db, std::int64_t organization_id, const std::string& provider_sid) {
  Prepared s(db, "SELECT 1 FROM lead_messages WHERE organization_id = ? AND provider_sid = ?");
  s.bind(1, organization_id);
  s.bind(2, provider_sid);
  return s.executeStep();
}

bool clarification_sent(SQLite::Database& db, std::int64_t organization_id, const std::string& phone_e164) {
  Prepared s(db,
             "SELECT 1 FROM lead_messages WHERE organization_id = ? AND to_address = ? AND kind = 'clarification' "
             "AND direction = 'outbound' LIMIT 1");
  s.bind(1, organization_id);
  s.bind(2, phone_e164);
  return s.executeStep();
}

std::vector<model::LeadMessage> lead_messages(SQLite::Database& db, std::int64_t organization_id, std::int64_t lead_id,
                                              std::int64_t before_id, int limit) {
  Prepared s(db,
             "SELECT id, channel, direction, kind, from_address, to_address, body, provider_sid, status, error, "
             "created_at FROM lead_messages WHERE lead_id = ? AND organization_id = ? AND (? = 0 OR id < ?) "
             "ORDER BY id DESC LIMIT ?");
  s.bind(1, lead_id);
  s.bind(2, organization_id);
  s.bind(3, before_id);
  s.bind(4, before_id);
  s.bind(5, limit);
  std::vector<model::LeadMessage> out;
  while (s.executeStep()) {
    model::LeadMessage m;
    m.id = s.getColumn(0).getInt64();
    m.organization_id = organization_id;
    m.lead_id = lead_id;
    m.channel = s.getColumn(1).getString();
    m.direction = s.getColumn(2).getString();
    m.kind = s.getColumn(3).getString();
    m.from_address = s.getColumn(4).getString();
    m.to_address = s.getColumn(5).getString();
    m.body = s.getColumn(6).getString();
    m.provider_sid = optional_text(s.getColumn(7));
    m.status = s.getColumn(8).getString();
    m.error = optional_text(s.getColumn(9));
    m.created_at = s.getColumn(10).getString();
    out.push_back(std::move(m));
  }
  return out;
}

void insert_sms_opt_out(SQLite::Database& db, std::int64_t organization_id, const std::string& phone_e164,
                        const std::string& at, const std::string& how) {
  Prepared s(db,
             "INSERT INTO sms_opt_outs (organization_id, phone_e164, opted_out_at, how) VALUES (?, ?, ?, ?) "
             "ON CONFLICT (organization_id, phone_e164) DO NOTHING");
  s.bind(1, organization_id);
  s.bind(2, phone_e164);
  s.bind(3, at);
  s.bind(4, how);
  s.exec();
}

void delete_sms_opt_out(SQLite::Database& db, std::int64_t organization_id, const std::string& phone_e164) {
  Prepared s(db, "DELETE FROM sms_opt_outs WHERE organization_id = ? AND phone_e164 = ?");
  s.bind(1, organization_id);
  s.bind(2, phone_e164);
  s.exec();
}

bool sms_opted_out(SQLite::Database& db, std::int64_t organization_id, const std::string& phone_e164) {
  Prepared s(db, "SELECT 1 FROM sms_opt_outs WHERE organization_id = ? AND phone_e164 = ?");
  s.bind(1, organization_id);
  s.bind(2, phone_e164);
  return s.executeStep();
}

std::vector<std::int64_t> recent_cadence_messages(SQLite::Database& db, std::int64_t lead_id, const std::string& channel,
                                                  int limit) {
  Prepared s(db,
             "SELECT CAST(strftime('%s', created_at) AS INTEGER) FROM lead_messages WHERE lead_id = ? AND channel = ? "
             "AND direction = 'outbound' "
             "AND kind = 'cadence' ORDER BY id DESC LIMIT ?");
  s.bind(1, lead_id);
  s.bind(2, channel);
  s.bind(3, limit);
  std::vector<std::int64_t> out;
  while (s.executeStep()) out.push_back(s.getColumn(0).getInt64());
  return out;
}

std::optional<SentMessage> set_message_status(SQLite::Database& db, std::int64_t organization_id,
                                              const std::string& provider_sid, const std::string& status,
                                              const std::optional<std::string>& error) {
  Prepared s(db,
             "UPDATE lead_messages SET status = ?, error = coalesce(?, error) WHERE organization_id = ? AND "
             "provider_sid = ? RETURNING lead_id, to_address");
  s.bind(1, status);
  bind_optional(s, 2, error);
  s.bind(3, organization_id);
  s.bind(4, provider_sid);
  if (!s.executeStep()) return std::nullopt;
  SentMessage m{optional_int64(s.getColumn(0)), s.getColumn(1).getString()};
  while (s.executeStep()) {
  }
  return m;
}

void set_message_sent(SQLite::Database& db, std::int64_t id, const std::optional<std::string>& provider_sid,
                      const std::string& status, const std::optional<std::string>& error) {
  Prepared s(db, "UPDATE lead_messages SET provider_sid = ?, status = ?, error = ? WHERE id = ?");
  bind_optional(s, 1, provider_sid);
  s.bind(2, status);
  bind_optional(s, 3, error);
  s.bind(4, id);
  s.exec();
}

void insert_email_opt_out(SQLite::Database& db, std::int64_t organization_id, const std::string& email,
                          const std::string& at, const std::string& how) {
  Prepared s(db,
             "INSERT INTO email_opt_outs (organization_id, email, opted_out_at, how) VALUES (?, ?, ?, ?) "
             "ON CONFLICT (organization_id, email) DO NOTHING");
  s.bind(1, organization_id);
  s.bind(2, email);
  s.bind(3, at);
  s.bind(4, how);
  s.exec();
}

bool email_opted_out(SQLite::Database& db, std::int64_t organization_id, const std::string& email) {
  Prepared s(db, "SELECT 1 FROM email_opt_outs WHERE organization_id = ? AND email = ?");
  s.bind(1, organization_id);
  s.bind(2, email);
  return s.executeStep();
}

}  // namespace dialer::db
