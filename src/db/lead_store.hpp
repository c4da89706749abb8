#pragma once
// SQL for single leads: every write also updates the search index and the maintained counts (through
// LeadCounters), inside the caller's transaction.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>

#include "db/lead_counters.hpp"
#include "db/lead_keys.hpp"
#include "db/statement_cache.hpp"

namespace dialer::db {

struct LeadFields {
  std::optional<std::int64_t> list_id;
  std::string name;  // the display name: as given, else first and last joined
  std::string first_name;
  std::string last_name;
  std::string email;
  std::string email_key;
  std::string phone;
  std::string phone_key;
  std::string company;
  std::string status = "new";
  std::string notes;
  std::string source = "manual";
  std::optional<std::string> external_id;
};

struct LeadRecord {
  std::int64_t id = 0;
  std::int64_t organization_id = 0;
  LeadFields fields;
  std::string list_name;
  std::string created_at;
  std::string updated_at;
};

// Columns read_lead expects, for queries over `leads l LEFT JOIN lead_lists ll ON ll.id = l.list_id`.
extern const char* const kLeadColumns;
LeadRecord read_lead(SQLite::Statement& statement);

// Writes leads through the writer's cached statements (statements.connection() is the writer).
class LeadWriter {
 public:
  LeadWriter(StatementCache& statements, LeadCounters& counters, LeadKeys& keys);
  std::int64_t insert(std::int64_t organization_id, const LeadFields& fields, const std::string& now);
  void update(const LeadRecord& current, const LeadFields& fields, const std::string& now);
  void remove(const LeadRecord& current);

 private:
  void index_for_search(std::int64_t id, const LeadFields& fields);
  void unindex_for_search(std::int64_t id, const LeadFields& fields);

  StatementCache& statements_;
  LeadCounters& counters_;
  LeadKeys& keys_;
};

std::optional<LeadRecord> find_lead(SQLite::Database& db, std::int64_t organization_id, std::int64_t lead_id);
// Duplicate check of imports and webhooks: the same phone, else the same e-mail, in the organization (the
// oldest such lead). Candidates come from LeadKeys and are checked against their rows.
class LeadMatcher {
 public:
  LeadMatcher(SQLite::Database& db, LeadKeys& keys);
  std::optional<LeadRecord> by_contact(std::int64_t organization_id, const std::string& phone_key,
                                       const std::string& email_key);
  std::optional<LeadRecord> by_external_id(std::int64_t organization_id, const std::string& external_id);

 private:
  std::optional<LeadRecord> first(SQLite::Statement& statement);
  std::optional<LeadRecord> first_with(std::int64_t organization_id, LeadKeys::Kind kind, const std::string& key);
  SQLite::Database& db_;
  LeadKeys& keys_;
  SQLite::Statement by_id_;
  SQLite::Statement by_external_;
};

}  // namespace dialer::db
