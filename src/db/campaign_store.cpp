#include "db/campaign_store.hpp"
#include "db/prepared.hpp"

#include <algorithm>
#include <stdexcept>

namespace dialer::db {
namespace {

constexpr const char* kCampaignColumns =
    "SELECT c.id, c.name, c.created_at, c.status, c.settings, coalesce(c.updated_at, c.created_at), "
    "(SELECT group_concat(list_id) FROM campaign_lists WHERE campaign_id = c.id), "
    "(SELECT group_concat(user_id) FROM agent_campaigns WHERE campaign_id = c.id) FROM campaigns c ";

std::vector<std::int64_t> ids_of(const SQLite::Column& column) {
  std::vector<std::int64_t> ids;
  if (column.isNull()) return ids;
  const std::string text = column.getString();
  std::size_t start = 0;
  while (start < text.size()) {
    const auto comma = text.find(',', start);
    ids.push_back(std::stoll(text.substr(start, comma - start)));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  std::sort(ids.begin(), ids.end());
  return ids;
}

// Migration 0023's CHECK keeps the column to the known words.
model::CampaignStatus campaign_status_named(const std::string& word) {
  const auto status = model::campaign_status_from_text(word);
  if (!status) throw std::runtime_error("a campaign's status is an unknown word: " + word);
  return *status;
}

CampaignRow read_campaign(SQLite::Statement& s) {
  CampaignRow row;
  auto& c = row.campaign;
  c.id = s.getColumn(0).getInt64();
  c.name = s.getColumn(1).getString();
  c.created_at = s.getColumn(2).getString();
  c.status = campaign_status_named(s.getColumn(3).getString());
  row.settings_json = s.getColumn(4).getString();
  c.updated_at = s.getColumn(5).getString();
  c.list_ids = ids_of(s.getColumn(6));
  c.agent_ids = ids_of(s.getColumn(7));
  return row;
}

std::vector<std::int64_t> unknown_ids(SQLite::Database& db, const std::string& sql, std::int64_t organization_id,
                                      const std::vector<std::int64_t>& ids) {
  Prepared s(db, sql);
  std::vector<std::int64_t> unknown;
  for (const auto id : ids) {
    s.bind(1, id);
    s.bind(2, organization_id);
    if (!s.executeStep()) unknown.push_back(id);
    s.reset();
  }
  return unknown;
}

}  // namespace

std::vector<CampaignRow> list_campaigns(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db, std::string(kCampaignColumns) + "WHERE c.organization_id = ? ORDER BY c.name COLLATE NOCASE, c.id");
  s.bind(1, organization_id);
  std::vector<CampaignRow> out;
  while (s.executeStep()) out.push_back(read_campaign(s));
  return out;
}

bool has_active_campaign(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db, "SELECT 1 FROM campaigns WHERE organization_id = ? AND status = 'active' LIMIT 1");
  s.bind(1, organization_id);
  return s.executeStep();
}

std::optional<CampaignRow> find_campaign(SQLite::Database& db, std::int64_t organization_id, std::int64_t id) {
  Prepared s(db, std::string(kCampaignColumns) + "WHERE c.organization_id = ? AND c.id = ?");
  s.bind(1, organization_id);
  s.bind(2, id);
  if (!s.executeStep()) return std::nullopt;
  return read_campaign(s);
}

std::int64_t insert_campaign(SQLite::Database& db, std::int64_t organization_id, const std::string& name,
                             const std::string& now) {
  Prepared s(db, "INSERT INTO campaigns (organization_id, name, created_at, updated_at) VALUES (?, ?, ?, ?)");
  s.bind(1, organization_id);
  s.bind(2, name);
  s.bind(3, now);
  s.bind(4, now);
  s.exec();
  return db.getLastInsertRowid();
}

void update_campaign(SQLite::Database& db, const model::Campaign& campaign, const std::string& settings_json) {
  Prepared s(db, "UPDATE campaigns SET name = ?, status = ?, settings = ?, updated_at = ? WHERE id = ?");
  s.bind(1, campaign.name);
  s.bind(2, std::string(model::to_text(campaign.status)));
  s.bind(3, settings_json);
  s.bind(4, campaign.updated_at);
  s.bind(5, campaign.id);
  s.exec();
}

void replace_campaign_lists(SQLite::Database& db, std::int64_t campaign_id, const std::vector<std::int64_t>& list_ids) {
  Prepared clear(db, "DELETE FROM campaign_lists WHERE campaign_id = ?");
  clear.bind(1, campaign_id);
  clear.exec();
  Prepared add(db, "INSERT OR IGNORE INTO campaign_lists (campaign_id, list_id) VALUES (?, ?)");
  for (const auto id : list_ids) {
    add.bind(1, campaign_id);
    add.bind(2, id);
    add.exec();
    add.reset();
  }
}

void replace_campaign_agents(SQLite::Database& db, std::int64_t campaign_id, const std::vector<std::int64_t>& user_ids) {
  Prepared clear(db, "DELETE FROM agent_campaigns WHERE campaign_id = ?");
  clear.bind(1, campaign_id);
  clear.exec();
  Prepared add(db, "INSERT OR IGNORE INTO agent_campaigns (user_id, campaign_id) VALUES (?, ?)");
  for (const auto id : user_ids) {
    add.bind(1, id);
    add.bind(2, campaign_id);
    add.exec();
    add.reset();
  }
}

std::vector<std::int64_t> unknown_campaign_ids(SQLite::Database& db, std::int64_t organization_id,
                                               const std::vector<std::int64_t>& ids) {
  return unknown_ids(db, "SELECT 1 FROM campaigns WHERE id = ? AND organization_id = ?", organization_id, ids);
}

std::vector<std::int64_t> unknown_user_ids(SQLite::Database& db, std::int64_t organization_id,
                                           const std::vector<std::int64_t>& ids) {
  return unknown_ids(db, "SELECT 1 FROM users WHERE id = ? AND organization_id = ?", organization_id, ids);
}

}  // namespace dialer::db
