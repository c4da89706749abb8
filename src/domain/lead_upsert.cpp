#include "domain/lead_upsert.hpp"

#include "db/lead_store.hpp"
#include "db/transaction.hpp"


namespace dialer::domain {
namespace {

// What the sender left empty keeps the stored value: a CRM that does not know a company should not erase it.
LeadInput without_empty_fields(LeadInput in) {
  for (auto* field : {&in.name, &in.first_name, &in.last_name, &in.email, &in.phone, &in.company, &in.status,
                      &in.notes, &in.state, &in.postal_code, &in.timezone}) {
    if (*field && field->value().empty()) field->reset();
  }
  return in;
}

}  // namespace

LeadUpserter::LeadUpserter(LeadWrites::Batch& leads, std::string source, std::optional<std::int64_t> list_id)
    : leads_(leads), source_(std::move(source)), list_id_(list_id), region_(leads.phone_region()) {}

std::optional<model::Lead> LeadUpserter::match_contact(const InboundLead& lead, const model::LeadFields& fields) {
  // A lead already tied to another CRM contact is that contact's, even with the same e-mail or phone.
  const auto usable = [&](const std::optional<model::Lead>& found) {
    return found && (!lead.external_id || !found->fields.external_id || found->fields.external_id == lead.external_id);
  };
  if (auto found = leads_.by_contact("", fields.email_key); usable(found)) return found;
  if (auto found = leads_.by_contact(fields.phone_key, ""); usable(found)) return found;
  return std::nullopt;
}

Upserted LeadUpserter::upsert(const InboundLead& lead) {
  const LeadInput input = without_empty_fields(lead.input);
  // The same CRM contact: an update, judged against what is stored (it may carry only the changed fields).
  auto current = lead.external_id ? leads_.by_external_id(*lead.external_id) : std::nullopt;
  if (!current) {
    model::LeadFields fresh;
    fresh.source = source_;
    fresh.list_id = list_id_;
    fresh.external_id = lead.external_id;
    const model::LeadFields as_new = lead_fields_from(fresh, input, region_);
    current = match_contact(lead, as_new);
    if (!current) {
      const auto id = leads_.insert(as_new);
      return {UpsertOutcome::kCreated, id, as_new};
    }
  }
  model::LeadFields merged = lead_fields_from(current->fields, input, region_);
  if (!merged.external_id) merged.external_id = lead.external_id;
  if (!merged.list_id) merged.list_id = list_id_;
  leads_.update(*current, merged);
  return {UpsertOutcome::kUpdated, current->id, std::move(merged)};
}

}  // namespace dialer::domain
