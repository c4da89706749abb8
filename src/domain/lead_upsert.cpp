#include "domain/lead_upsert.hpp"

#include "dialer/iso_time.hpp"

namespace dialer::domain {
namespace {

// What the sender left empty keeps the stored value: a CRM that does not know a company should not erase it.
LeadInput without_empty_fields(LeadInput in) {
  for (auto* field : {&in.name, &in.first_name, &in.last_name, &in.email, &in.phone, &in.company, &in.status,
                      &in.notes}) {
    if (*field && field->value().empty()) field->reset();
  }
  return in;
}

}  // namespace

LeadUpserter::LeadUpserter(SQLite::Database& db, db::StatementCache& statements, db::LeadKeys& keys,
                           std::int64_t organization_id, std::string source, std::optional<std::int64_t> list_id)
    : db_(db),
      statements_(statements),
      organization_id_(organization_id),
      source_(std::move(source)),
      list_id_(list_id),
      writer_(statements, counters_, keys),
      matcher_(db, keys) {}

std::optional<db::LeadRecord> LeadUpserter::match_contact(const InboundLead& lead, const db::LeadFields& fields) {
  // A lead already tied to another CRM contact is that contact's, even with the same e-mail or phone.
  const auto usable = [&](const std::optional<db::LeadRecord>& found) {
    return found && (!lead.external_id || !found->fields.external_id || found->fields.external_id == lead.external_id);
  };
  if (auto found = matcher_.by_contact(organization_id_, "", fields.email_key); usable(found)) return found;
  if (auto found = matcher_.by_contact(organization_id_, fields.phone_key, ""); usable(found)) return found;
  return std::nullopt;
}

UpsertOutcome LeadUpserter::upsert(const InboundLead& lead) {
  const LeadInput input = without_empty_fields(lead.input);
  const std::string now = iso8601_utc_now();
  // The same CRM contact: an update, judged against what is stored (it may carry only the changed fields).
  auto current = lead.external_id ? matcher_.by_external_id(organization_id_, *lead.external_id) : std::nullopt;
  if (!current) {
    db::LeadFields fresh;
    fresh.source = source_;
    fresh.list_id = list_id_;
    fresh.external_id = lead.external_id;
    const db::LeadFields as_new = lead_fields_from(fresh, input);
    current = match_contact(lead, as_new);
    if (!current) {
      writer_.insert(organization_id_, as_new, now);
      return UpsertOutcome::kCreated;
    }
  }
  db::LeadFields merged = lead_fields_from(current->fields, input);
  if (!merged.external_id) merged.external_id = lead.external_id;
  if (!merged.list_id) merged.list_id = list_id_;
  writer_.update(*current, merged, now);
  return UpsertOutcome::kUpdated;
}

void LeadUpserter::finish() { counters_.apply(statements_); }

}  // namespace dialer::domain
