#include "db/lead_references.hpp"

#include "db/prepared.hpp"

namespace dialer::db {
namespace {

// The organization's campaigns: hopper entries, dialing records and callbacks are keyed by campaign first, so
// naming each campaign reaches the lead's rows through their primary keys.
constexpr const char* kOwnCampaigns = "campaign_id IN (SELECT id FROM campaigns WHERE organization_id = ?1)";

}  // namespace

std::optional<std::string> agent_working_on_lead(SQLite::Database& db, std::int64_t organization_id,
                                                 std::int64_t lead_id) {
  Prepared s(db,
             "SELECT trim(u.first_name || ' ' || u.last_name) FROM agent_states a "
             "JOIN users u ON u.id = a.user_id AND u.organization_id = a.organization_id "
             "WHERE a.organization_id = ? AND a.lead_id = ? AND a.state IN ('on_call', 'wrap_up') LIMIT 1");
  s.bind(1, organization_id);
  s.bind(2, lead_id);
  if (!s.executeStep()) return std::nullopt;
  return s.getColumn(0).getString();
}

ReleasedLead release_deleted_lead(SQLite::Database& db, std::int64_t organization_id, std::int64_t lead_id,
                                  std::int64_t now_ms) {
  ReleasedLead released;
  {
    Prepared s(db, std::string("DELETE FROM hopper_entries WHERE ") + kOwnCampaigns + " AND lead_id = ?2 RETURNING campaign_id");
    s.bind(1, organization_id);
    s.bind(2, lead_id);
    while (s.executeStep()) released.hopper_campaigns.push_back(s.getColumn(0).getInt64());
  }
  {
    Prepared s(db, std::string("DELETE FROM lead_dialing WHERE ") + kOwnCampaigns + " AND lead_id = ?2");
    s.bind(1, organization_id);
    s.bind(2, lead_id);
    s.exec();
  }
  {
    Prepared s(db, std::string("UPDATE callbacks SET status = 'canceled', ended_at = ?3 WHERE ") + kOwnCampaigns +
                       " AND lead_id = ?2 AND status IN ('scheduled', 'queued')");
    s.bind(1, organization_id);
    s.bind(2, lead_id);
    s.bind(3, now_ms);
    s.exec();
  }
  {
    Prepared s(db, "DELETE FROM lead_skips WHERE lead_id = ? AND organization_id = ?");
    s.bind(1, lead_id);
    s.bind(2, organization_id);
    s.exec();
  }
  {
    Prepared s(db,
               "SELECT user_id FROM agent_states WHERE organization_id = ? AND lead_id = ? AND state = 'reserved'");
    s.bind(1, organization_id);
    s.bind(2, lead_id);
    while (s.executeStep()) released.reserving_agents.push_back(s.getColumn(0).getInt64());
  }
  return released;
}

}  // namespace dialer::db
