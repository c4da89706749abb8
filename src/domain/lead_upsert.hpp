#pragma once
// Leads that arrive from outside (the GoHighLevel sync, inbound webhooks): the lead with the same external
// id, else the same e-mail, else the same phone (unless that lead belongs to another CRM contact) is
// updated; anything else becomes a new lead.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>

#include "db/lead_counters.hpp"
#include "db/lead_store.hpp"
#include "domain/leads.hpp"

namespace dialer::domain {

struct InboundLead {
  LeadInput input;
  std::optional<std::string> external_id;  // the CRM's contact id
};

enum class UpsertOutcome { kCreated, kUpdated };

// Works inside the caller's write transaction; call finish() before it commits.
class LeadUpserter {
 public:
  // New leads get `source` and, when set, `list_id`; an updated lead joins that list only if it had none.
  // db is the writer connection; statements and keys are the writer's (Database::writer_statements, lead_keys).
  LeadUpserter(SQLite::Database& db, db::StatementCache& statements, db::LeadKeys& keys, std::int64_t organization_id,
               std::string source, std::optional<std::int64_t> list_id);

  // Throws ApiError 400 for a lead that fails validation; nothing is written then.
  UpsertOutcome upsert(const InboundLead& lead);
  // Adds up the maintained counts.
  void finish();

 private:
  // The lead with the same e-mail, else the same phone, that is not another contact's.
  std::optional<db::LeadRecord> match_contact(const InboundLead& lead, const db::LeadFields& fields);

  SQLite::Database& db_;
  db::StatementCache& statements_;
  std::int64_t organization_id_;
  std::string source_;
  std::optional<std::int64_t> list_id_;
  db::LeadCounters counters_;
  db::LeadWriter writer_;
  db::LeadMatcher matcher_;
};

}  // namespace dialer::domain
