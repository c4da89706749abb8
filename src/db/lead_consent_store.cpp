#include "db/lead_consent_store.hpp"
#include "db/prepared.hpp"

namespace dialer::db {
namespace {

constexpr const char* kConsentColumns =
    "id, organization_id, lead_id, channel, action, source, address, detail, created_at, origin, given_at, page_url, "
    "certificate_url";

model::LeadConsent read_consent(SQLite::Statement& s) {
  model::LeadConsent c;
  c.id = s.getColumn(0).getInt64();
  c.organization_id = s.getColumn(1).getInt64();
  c.lead_id = s.getColumn(2).getInt64();
  c.channel = s.getColumn(3).getString();
  c.action = s.getColumn(4).getString();
  c.source = s.getColumn(5).getString();
  c.address = s.getColumn(6).getString();
  c.detail = s.getColumn(7).getString();
  c.created_at = s.getColumn(8).getString();
  c.evidence.origin = s.getColumn(9).getString();
  c.evidence.given_at = s.getColumn(10).getString();
  c.evidence.page_url = s.getColumn(11).getString();
  c.evidence.certificate_url = s.getColumn(12).getString();
  return c;
}

}  // namespace

void insert_lead_consent(SQLite::Database& db, const model::LeadConsent& c) {
  Prepared s(db,
             "INSERT INTO lead_consents (organization_id, lead_id, channel, action, source, address, detail, "
             "created_at, origin, given_at, page_url, certificate_url) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  s.bind(1, c.organization_id);
  s.bind(2, c.lead_id);
  s.bind(3, c.channel);
  s.bind(4, c.action);
  s.bind(5, c.source);
  s.bind(6, c.address);
  s.bind(7, c.detail);
  s.bind(8, c.created_at);
  s.bind(9, c.evidence.origin);
  s.bind(10, c.evidence.given_at);
  s.bind(11, c.evidence.page_url);
  s.bind(12, c.evidence.certificate_url);
  s.exec();
}

std::vector<model::LeadConsent> consents_with_evidence_since(SQLite::Database& db, std::int64_t organization_id,
                                                           const std::string& from_iso, int limit) {
  // The partial index's own condition is written out for SQLite to see that the index holds every row asked for.
  Prepared s(db, std::string("SELECT ") + kConsentColumns +
                     " FROM lead_consents INDEXED BY lead_consents_with_evidence WHERE organization_id = ? AND "
                     "created_at >= ? AND (origin <> '' OR page_url <> '' OR certificate_url <> '') "
                     "ORDER BY created_at DESC, id DESC LIMIT ?");
  s.bind(1, organization_id);
  s.bind(2, from_iso);
  s.bind(3, limit);
  std::vector<model::LeadConsent> out;
  while (s.executeStep()) out.push_back(read_consent(s));
  return out;
}

std::int64_t count_consents_with_evidence_since(SQLite::Database& db, std::int64_t organization_id,
                                                const std::string& from_iso) {
  Prepared s(db,
             "SELECT count(*) FROM lead_consents INDEXED BY lead_consents_with_evidence WHERE organization_id = ? AND "
             "created_at >= ? AND (origin <> '' OR page_url <> '' OR certificate_url <> '')");
  s.bind(1, organization_id);
  s.bind(2, from_iso);
  s.executeStep();
  return s.getColumn(0).getInt64();
}

std::vector<model::LeadConsent> lead_consents(SQLite::Database& db, std::int64_t organization_id, std::int64_t lead_id) {
  Prepared s(db, std::string("SELECT ") + kConsentColumns +
                     " FROM lead_consents WHERE lead_id = ? AND organization_id = ? ORDER BY id");
  s.bind(1, lead_id);
  s.bind(2, organization_id);
  std::vector<model::LeadConsent> out;
  while (s.executeStep()) out.push_back(read_consent(s));
  return out;
}

void end_consents_of_deleted_lead(SQLite::Database& db, std::int64_t organization_id, std::int64_t lead_id,
                                  const std::string& now) {
  Prepared move(db, "UPDATE lead_consents SET lead_id = -lead_id WHERE lead_id = ?");
  move.bind(1, lead_id);
  if (move.exec() == 0) return;
  insert_lead_consent(db, {0, organization_id, -lead_id, "all", "ended", "system", "", "The lead was deleted", now, {}});
}

std::vector<std::int64_t> consent_ledgers_ended_before(SQLite::Database& db, const std::string& cutoff,
                                                       std::int64_t after_lead_id, int limit) {
  Prepared s(db,
             "SELECT e.lead_id FROM lead_consents e WHERE e.action IN ('ended', 'revoked') "
             "AND e.created_at < ?1 AND e.lead_id > ?2 "
             "AND e.id = (SELECT max(id) FROM lead_consents "
             "WHERE lead_id = e.lead_id AND organization_id = e.organization_id) "
             "ORDER BY e.lead_id LIMIT ?3");
  s.bind(1, cutoff);
  s.bind(2, after_lead_id);
  s.bind(3, limit);
  std::vector<std::int64_t> out;
  while (s.executeStep()) out.push_back(s.getColumn(0).getInt64());
  return out;
}

std::vector<model::LeadConsent> consent_ledger(SQLite::Database& db, std::int64_t lead_id) {
  Prepared s(db, std::string("SELECT ") + kConsentColumns + " FROM lead_consents WHERE lead_id = ? ORDER BY id");
  s.bind(1, lead_id);
  std::vector<model::LeadConsent> out;
  while (s.executeStep()) out.push_back(read_consent(s));
  return out;
}

int delete_consent_ledger(SQLite::Database& db, std::int64_t lead_id) {
  Prepared s(db, "DELETE FROM lead_consents WHERE lead_id = ?");
  s.bind(1, lead_id);
  return s.exec();
}

}  // namespace dialer::db
