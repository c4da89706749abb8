#pragma once
// Leads that arrive from outside (the GoHighLevel sync, inbound webhooks): the lead with the same external
// id, else the same e-mail, else the same phone (unless that lead belongs to another CRM contact) is
// updated; anything else becomes a new lead.
#include <cstdint>
#include <optional>
#include <string>

#include "domain/consent_ledger.hpp"
#include "model/lead.hpp"
#include "domain/lead_writes.hpp"
#include "domain/leads.hpp"

namespace dialer::domain {

struct InboundLead {
  LeadInput input;
  std::optional<std::string> external_id;  // the CRM's contact id
  ConsentGiven consent;                    // a webhook's consent fields and their evidence
};

enum class UpsertOutcome { kCreated, kUpdated };

struct Upserted {
  UpsertOutcome outcome = UpsertOutcome::kCreated;
  std::int64_t lead_id = 0;
  model::LeadFields fields;  // as written
};

// Works inside the caller's write, through its batch of lead writes.
class LeadUpserter {
 public:
  // New leads get `source` and, when set, `list_id`; an updated lead joins that list only if it had none.
  LeadUpserter(LeadWrites::Batch& leads, std::string source, std::optional<std::int64_t> list_id);

  // Throws DomainError (invalid) for a lead that fails validation; nothing is written then.
  Upserted upsert(const InboundLead& lead);

 private:
  // The lead with the same e-mail, else the same phone, that is not another contact's.
  std::optional<model::Lead> match_contact(const InboundLead& lead, const model::LeadFields& fields);

  LeadWrites::Batch& leads_;
  std::string source_;
  std::optional<std::int64_t> list_id_;
  std::string region_;  // the organization's default country for phone numbers
};

}  // namespace dialer::domain
