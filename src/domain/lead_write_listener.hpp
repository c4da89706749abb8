#pragma once
// Who hears of a write of leads once it has committed, besides the screens (events::LeadsChanged): the services
// that keep something derived from leads, each listening through this named interface (LeadWrites::listen) instead
// of a callback the application sets. Called on the writer's thread, after the commit: quick, no write of leads.
#include <cstdint>
#include <string>
#include <vector>

namespace dialer::domain {

class LeadWriteListener {
 public:
  virtual ~LeadWriteListener() = default;
  // A write changed the organization's leads, stamping them `stamp` (their updated_at).
  virtual void leads_written(std::int64_t /*organization_id*/, const std::string& /*stamp*/) {}
  // Leads a webhook made, each that joined a list (no campaign dials the others): a fresh lead is called first.
  virtual void webhook_leads_arrived(std::int64_t /*organization_id*/, const std::vector<std::int64_t>& /*lead_ids*/) {}
};

}  // namespace dialer::domain
