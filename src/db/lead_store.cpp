#include "db/lead_store.hpp"

#include <vector>

#include "db/optional_columns.hpp"
#include "db/prepared.hpp"

namespace dialer::db {
namespace {

// Binds the 17 model::LeadFields columns in table order, starting at parameter 1.
void bind_fields(SQLite::Statement& s, const model::LeadFields& f) {
  bind_optional(s, 1, f.list_id);
  s.bind(2, f.name);
  s.bind(3, f.first_name);
  s.bind(4, f.last_name);
  s.bind(5, f.email);
  s.bind(6, f.email_key);
  s.bind(7, f.phone);
  s.bind(8, f.phone_key);
  s.bind(9, f.company);
  s.bind(10, f.status);
  s.bind(11, f.notes);
  s.bind(12, f.source);
  bind_optional(s, 13, f.external_id);
  s.bind(14, f.state);
  s.bind(15, f.postal_code);
  s.bind(16, f.timezone);
  s.bind(17, f.phone_e164);
}

}  // namespace

const char* const kLeadColumns =
    "l.id, l.organization_id, l.list_id, l.name, l.first_name, l.last_name, l.email, l.email_key, l.phone, "
    "l.phone_key, l.company, l.status, l.notes, l.source, l.external_id, coalesce(ll.name, ''), l.created_at, "
    "l.updated_at, l.state, l.postal_code, l.timezone, l.phone_e164";

model::Lead read_lead(SQLite::Statement& s) {
  model::Lead r;
  r.id = s.getColumn(0).getInt64();
  r.organization_id = s.getColumn(1).getInt64();
  if (!s.getColumn(2).isNull()) r.fields.list_id = s.getColumn(2).getInt64();
  r.fields.name = s.getColumn(3).getString();
  r.fields.first_name = s.getColumn(4).getString();
  r.fields.last_name = s.getColumn(5).getString();
  r.fields.email = s.getColumn(6).getString();
  r.fields.email_key = s.getColumn(7).getString();
  r.fields.phone = s.getColumn(8).getString();
  r.fields.phone_key = s.getColumn(9).getString();
  r.fields.company = s.getColumn(10).getString();
  r.fields.status = s.getColumn(11).getString();
  r.fields.notes = s.getColumn(12).getString();
  r.fields.source = s.getColumn(13).getString();
  r.fields.external_id = optional_text(s.getColumn(14));
  r.list_name = s.getColumn(15).getString();
  r.created_at = s.getColumn(16).getString();
  r.updated_at = s.getColumn(17).getString();
  r.fields.state = s.getColumn(18).getString();
  r.fields.postal_code = s.getColumn(19).getString();
  r.fields.timezone = s.getColumn(20).getString();
  r.fields.phone_e164 = s.getColumn(21).getString();
  return r;
}

namespace {

constexpr const char* kInsertLead =
    "INSERT INTO leads (list_id, name, first_name, last_name, email, email_key, phone, phone_key, company, status, "
    "notes, source, external_id, state, postal_code, timezone, phone_e164, organization_id, created_at, updated_at) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
// The lead columns an update may set, in table order. An update sets only those whose value changes: SQLite
// rewrites every index over a column named in SET, changed or not, and a status change through all seven of the
// leads' indexes cost about twice one through the three that hold the status (docs/benchmarks.md).
struct LeadColumn {
  const char* name;
  bool (*differs)(const model::LeadFields&, const model::LeadFields&);
  void (*bind)(SQLite::Statement&, int, const model::LeadFields&);
};

void bind_value(SQLite::Statement& s, int index, const std::string& value) { s.bind(index, value); }
template <class T>
void bind_value(SQLite::Statement& s, int index, const std::optional<T>& value) {
  bind_optional(s, index, value);
}

template <auto Member>
constexpr LeadColumn column(const char* name) {
  return {name, [](const model::LeadFields& a, const model::LeadFields& b) { return a.*Member != b.*Member; },
          [](SQLite::Statement& s, int index, const model::LeadFields& f) { bind_value(s, index, f.*Member); }};
}

using F = model::LeadFields;
const LeadColumn kSettableColumns[] = {
    column<&F::list_id>("list_id"),       column<&F::name>("name"),
    column<&F::first_name>("first_name"), column<&F::last_name>("last_name"),
    column<&F::email>("email"),           column<&F::email_key>("email_key"),
    column<&F::phone>("phone"),           column<&F::phone_key>("phone_key"),
    column<&F::company>("company"),       column<&F::status>("status"),
    column<&F::notes>("notes"),           column<&F::source>("source"),
    column<&F::external_id>("external_id"), column<&F::state>("state"),
    column<&F::postal_code>("postal_code"), column<&F::timezone>("timezone"),
    column<&F::phone_e164>("phone_e164"),
};
constexpr const char* kDeleteLead = "DELETE FROM leads WHERE id = ?";
}  // namespace

LeadWriter::LeadWriter(StatementCache& statements, LeadCounters& counters, SearchIndexWrites& search, LeadKeys& keys)
    : statements_(statements), counters_(counters), search_(search), keys_(keys) {}

std::int64_t LeadWriter::insert(std::int64_t organization_id, const model::LeadFields& fields, const std::string& now) {
  auto& insert = statements_.get(kInsertLead);
  bind_fields(insert, fields);
  insert.bind(18, organization_id);
  insert.bind(19, now);
  insert.bind(20, now);
  insert.exec();
  insert.reset();
  const std::int64_t id = statements_.connection().getLastInsertRowid();
  search_.add(organization_id, id, fields);
  keys_.add(organization_id, id, fields.email_key, fields.phone_key);
  counters_.add(organization_id, id, fields.status, fields.list_id, +1);
  return id;
}

void LeadWriter::update(const model::Lead& current, const model::LeadFields& fields, const std::string& now) {
  std::string sql = "UPDATE leads SET ";
  std::vector<const LeadColumn*> changed;
  for (const auto& settable : kSettableColumns) {
    if (!settable.differs(current.fields, fields)) continue;
    changed.push_back(&settable);
    sql += settable.name;
    sql += " = ?, ";
  }
  sql += "updated_at = ? WHERE id = ?";
  // The changes made in bulk and by the dialer touch one or two columns (a status, a list): those statements are
  // compiled once and kept (at most 153 of them); a wider edit compiles its own.
  std::optional<SQLite::Statement> own;
  auto& update = changed.size() <= 2 ? statements_.get(sql) : own.emplace(statements_.connection(), sql);
  int index = 1;
  for (const auto* column : changed) column->bind(update, index++, fields);
  update.bind(index++, now);
  update.bind(index, current.id);
  update.exec();
  update.reset();
  if (SearchIndexWrites::differ(current.fields, fields)) {
    search_.remove(current.organization_id, current.id, current.fields);
    search_.add(current.organization_id, current.id, fields);
  }
  const bool email_changed = current.fields.email_key != fields.email_key;
  const bool phone_changed = current.fields.phone_key != fields.phone_key;
  if (email_changed || phone_changed) {
    keys_.add(current.organization_id, current.id, email_changed ? fields.email_key : "",
              phone_changed ? fields.phone_key : "");
    keys_.note_stale(current.organization_id);
  }
  if (current.fields.status != fields.status || current.fields.list_id != fields.list_id) {
    counters_.add(current.organization_id, current.id, current.fields.status, current.fields.list_id, -1);
    counters_.add(current.organization_id, current.id, fields.status, fields.list_id, +1);
  }
}

void LeadWriter::remove(const model::Lead& current) {
  auto& remove = statements_.get(kDeleteLead);
  remove.bind(1, current.id);
  remove.exec();
  remove.reset();
  search_.remove(current.organization_id, current.id, current.fields);
  keys_.note_stale(current.organization_id);
  counters_.add(current.organization_id, current.id, current.fields.status, current.fields.list_id, -1);
}

std::optional<model::Lead> find_lead(SQLite::Database& db, std::int64_t organization_id, std::int64_t lead_id) {
  Prepared s(db, std::string("SELECT ") + kLeadColumns + " FROM leads l" + kLeadListJoin +
                     "WHERE l.id = ? AND l.organization_id = ?");
  s.bind(1, lead_id);
  s.bind(2, organization_id);
  if (!s.executeStep()) return std::nullopt;
  return read_lead(s);
}

LeadMatcher::LeadMatcher(SQLite::Database& db, LeadKeys& keys)
    : db_(db),
      keys_(keys),
      by_id_(db, std::string("SELECT ") + kLeadColumns + " FROM leads l" + kLeadListJoin + "WHERE l.id = ?"),
      by_external_(db, std::string("SELECT ") + kLeadColumns + " FROM leads l" + kLeadListJoin +
                           "WHERE l.organization_id = ? AND l.external_id = ?") {}

std::optional<model::Lead> LeadMatcher::first(SQLite::Statement& s) {
  std::optional<model::Lead> found;
  if (s.executeStep()) found = read_lead(s);
  s.reset();
  return found;
}

std::optional<model::Lead> LeadMatcher::first_with(std::int64_t organization_id, LeadKeys::Kind kind,
                                                  const std::string& key) {
  for (const std::int64_t id : keys_.candidates(db_, organization_id, kind, key)) {
    by_id_.bind(1, id);
    auto lead = first(by_id_);
    // The directory may name leads since deleted or changed, or share a hash: the row decides.
    if (!lead || lead->organization_id != organization_id) continue;
    if ((kind == LeadKeys::Kind::kEmail ? lead->fields.email_key : lead->fields.phone_key) == key) return lead;
  }
  return std::nullopt;
}

std::optional<model::Lead> LeadMatcher::by_contact(std::int64_t organization_id, const std::string& phone_key,
                                                  const std::string& email_key) {
  if (auto found = first_with(organization_id, LeadKeys::Kind::kPhone, phone_key)) return found;
  return first_with(organization_id, LeadKeys::Kind::kEmail, email_key);
}

std::optional<model::Lead> LeadMatcher::by_external_id(std::int64_t organization_id, const std::string& external_id) {
  by_external_.bind(1, organization_id);
  by_external_.bind(2, external_id);
  return first(by_external_);
}

}  // namespace dialer::db
