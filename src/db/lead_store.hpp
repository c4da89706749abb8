#pragma once
// SQL for single leads: every write also updates the search indexes (through SearchIndexWrites) and the
// maintained counts (through LeadCounters), inside the caller's transaction.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>

#include "db/lead_counters.hpp"
#include "db/lead_keys.hpp"
#include "db/search_index_writes.hpp"
#include "db/statement_cache.hpp"
#include "model/lead.hpp"

namespace dialer::db {

// The lead's list, joined within the lead's organization: for queries over `leads l` + kLeadListJoin.
inline constexpr const char* kLeadListJoin =
    " LEFT JOIN lead_lists ll ON ll.id = l.list_id AND ll.organization_id = l.organization_id ";
// Columns read_lead expects, for queries over `leads l` + kLeadListJoin.
extern const char* const kLeadColumns;
model::Lead read_lead(SQLite::Statement& statement);

// Writes leads through the writer's cached statements (statements.connection() is the writer).
class LeadWriter {
 public:
  // The counts and the search indexes are written once the write is done: counters.apply(), and the search
  // changes staged for the group commit (Database::stage_search_index) or search.apply().
  LeadWriter(StatementCache& statements, LeadCounters& counters, SearchIndexWrites& search, LeadKeys& keys);
  std::int64_t insert(std::int64_t organization_id, const model::LeadFields& fields, const std::string& now);
  void update(const model::Lead& current, const model::LeadFields& fields, const std::string& now);
  void remove(const model::Lead& current);

 private:
  StatementCache& statements_;
  LeadCounters& counters_;
  SearchIndexWrites& search_;
  LeadKeys& keys_;
};

std::optional<model::Lead> find_lead(SQLite::Database& db, std::int64_t organization_id, std::int64_t lead_id);
// Duplicate check of imports and webhooks: the same phone, else the same e-mail, in the organization (the
// oldest such lead). Candidates come from LeadKeys and are checked against their rows.
class LeadMatcher {
 public:
  LeadMatcher(SQLite::Database& db, LeadKeys& keys);
  std::optional<model::Lead> by_contact(std::int64_t organization_id, const std::string& phone_key,
                                       const std::string& email_key);
  std::optional<model::Lead> by_external_id(std::int64_t organization_id, const std::string& external_id);

 private:
  std::optional<model::Lead> first(SQLite::Statement& statement);
  std::optional<model::Lead> first_with(std::int64_t organization_id, LeadKeys::Kind kind, const std::string& key);
  SQLite::Database& db_;
  LeadKeys& keys_;
  SQLite::Statement by_id_;
  SQLite::Statement by_external_;
};

}  // namespace dialer::db
