#include "db/lead_keys.hpp"
#include "db/prepared.hpp"

#include <algorithm>
#include <functional>
#include <limits>

namespace dialer::db {
namespace {

// Stale entries tolerated before an organization is read again: a few deletions cost nothing, while a
// list of half the leads deleted gives the memory back.
constexpr std::size_t kStaleSlack = 4096;

std::uint32_t hash32(std::string_view key) {
  const std::uint64_t h = std::hash<std::string_view>{}(key);
  return static_cast<std::uint32_t>(h ^ (h >> 32));
}

std::uint64_t slot_of(std::uint32_t hash, std::int64_t id) {
  return (static_cast<std::uint64_t>(hash) << 32) | static_cast<std::uint64_t>(id);
}

std::uint32_t hash_of(std::uint64_t slot) { return static_cast<std::uint32_t>(slot >> 32); }

std::string_view text_of(const SQLite::Column& column) {
  const char* text = column.getText();
  return {text, static_cast<std::size_t>(column.getBytes())};
}

}  // namespace

void LeadKeys::Table::reserve(std::size_t keys) {
  // At most three quarters full, so that a probe for a missing key ends after a few slots.
  std::size_t capacity = 1024;
  while (capacity / 4 * 3 < keys) capacity *= 2;
  if (capacity <= slots_.size()) return;
  std::vector<std::uint64_t> old = std::move(slots_);
  slots_.assign(capacity, 0);
  for (const std::uint64_t slot : old) {
    if (slot != 0) place(slot);
  }
}

void LeadKeys::Table::place(std::uint64_t slot) {
  const std::size_t mask = slots_.size() - 1;
  std::size_t i = hash_of(slot) & mask;
  while (slots_[i] != 0) i = (i + 1) & mask;
  slots_[i] = slot;
}

void LeadKeys::Table::insert(std::uint32_t hash, std::int64_t id) {
  if (id > std::numeric_limits<std::uint32_t>::max()) {
    wide_.emplace(hash, id);
    return;
  }
  reserve(used_ + 1);
  place(slot_of(hash, id));
  ++used_;
}

void LeadKeys::Table::collect(std::uint32_t hash, std::vector<std::int64_t>& ids) const {
  if (!slots_.empty()) {
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = hash & mask; slots_[i] != 0; i = (i + 1) & mask) {
      if (hash_of(slots_[i]) == hash) ids.push_back(static_cast<std::int64_t>(slots_[i] & 0xffffffffU));
    }
  }
  const auto [first, last] = wide_.equal_range(hash);
  for (auto it = first; it != last; ++it) ids.push_back(it->second);
}

std::vector<std::int64_t> LeadKeys::candidates(SQLite::Database& db, std::int64_t organization_id, Kind kind,
                                               std::string_view key) {
  std::vector<std::int64_t> ids;
  if (key.empty()) return ids;
  const Organization& organization = loaded(db, organization_id);
  (kind == Kind::kEmail ? organization.email : organization.phone).collect(hash32(key), ids);
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

void LeadKeys::add(std::int64_t organization_id, std::int64_t lead_id, std::string_view email_key,
                   std::string_view phone_key) {
  // An organization not read yet gets this lead from the table when it is.
  const auto found = organizations_.find(organization_id);
  if (found == organizations_.end()) return;
  found->second.remember(lead_id, email_key, phone_key);
}

void LeadKeys::Organization::remember(std::int64_t lead_id, std::string_view email_key, std::string_view phone_key) {
  if (!email_key.empty()) email.insert(hash32(email_key), lead_id);
  if (!phone_key.empty()) phone.insert(hash32(phone_key), lead_id);
  ++leads_added;
}

void LeadKeys::note_stale(std::int64_t organization_id) {
  const auto found = organizations_.find(organization_id);
  if (found == organizations_.end()) return;
  if (++found->second.stale > found->second.leads_added / 2 + kStaleSlack) organizations_.erase(found);
}

void LeadKeys::transaction_rolled_back() {
  for (const std::int64_t organization_id : loaded_in_transaction_) organizations_.erase(organization_id);
  loaded_in_transaction_.clear();
}

std::size_t LeadKeys::bytes() const {
  std::size_t total = 0;
  for (const auto& [id, organization] : organizations_) total += organization.email.bytes() + organization.phone.bytes();
  return total;
}

LeadKeys::Organization& LeadKeys::loaded(SQLite::Database& db, std::int64_t organization_id) {
  const auto found = organizations_.find(organization_id);
  if (found != organizations_.end()) return found->second;

  Organization organization;
  Prepared count(db, "SELECT coalesce(sum(count), 0) FROM lead_counts WHERE organization_id = ?");
  count.bind(1, organization_id);
  count.executeStep();
  const auto leads = static_cast<std::size_t>(count.getColumn(0).getInt64());
  organization.email.reserve(leads);
  organization.phone.reserve(leads);

  Prepared keys(db, "SELECT id, email_key, phone_key FROM leads WHERE organization_id = ?");
  keys.bind(1, organization_id);
  while (keys.executeStep()) {
    organization.remember(keys.getColumn(0).getInt64(), text_of(keys.getColumn(1)), text_of(keys.getColumn(2)));
  }
  loaded_in_transaction_.push_back(organization_id);
  return organizations_.emplace(organization_id, std::move(organization)).first->second;
}

}  // namespace dialer::db
