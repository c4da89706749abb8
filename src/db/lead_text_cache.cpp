#include "db/lead_text_cache.hpp"

#include <cstring>
#include <unordered_set>

namespace dialer::db {

LeadTextCache::LeadTextCache(sqlite3* writer, std::size_t capacity) : writer_(writer), capacity_(capacity) {
  if (writer_) sqlite3_update_hook(writer_, &LeadTextCache::on_row_changed, this);
}

void LeadTextCache::unwatch() {
  if (writer_) sqlite3_update_hook(writer_, nullptr, nullptr);
}

void LeadTextCache::on_row_changed(void* self, int, const char*, const char* table, sqlite3_int64 row_id) {
  auto& cache = *static_cast<LeadTextCache*>(self);
  const bool lead = std::strcmp(table, "leads") == 0;
  if (!lead && std::strcmp(table, "lead_lists") != 0) return;
  if (!cache.writer_changing_) cache.changing();
  if (!lead || cache.all_changed_) {
    cache.all_changed_ = true;
  } else if (cache.changed_ids_.size() >= cache.capacity_) {
    // More leads than are kept: forgetting them all is cheaper than one by one.
    cache.all_changed_ = true;
    cache.changed_ids_.clear();
  } else {
    cache.changed_ids_.push_back(row_id);
  }
}

void LeadTextCache::changing() {
  writer_changing_ = true;
  std::lock_guard lock(mutex_);
  changing_ = true;
  ++generation_;
}

void LeadTextCache::changed() {
  if (!writer_changing_) return;
  {
    std::lock_guard lock(mutex_);
    if (all_changed_) {
      texts_.clear();
      kept_order_.clear();
      id_ranges_.clear();
    } else {
      for (const auto id : changed_ids_) {
        texts_.erase(id);
        forget_ranges_holding(id);
      }
    }
    organization_texts_.clear();
    changing_ = false;
    ++generation_;
  }
  writer_changing_ = false;
  all_changed_ = false;
  changed_ids_.clear();
}

// A transaction that failed as a whole tells its observers before it is rolled back; the next one's start is
// when it surely has been.
void LeadTextCache::transaction_began() { changed(); }
void LeadTextCache::transaction_committed() { changed(); }

LeadTextCache::Ticket LeadTextCache::ticket() {
  std::lock_guard lock(mutex_);
  return Ticket{generation_, !changing_};
}

std::vector<LeadTextCache::Text> LeadTextCache::find(const Ticket& ticket, const std::vector<std::int64_t>& lead_ids) {
  std::vector<Text> found(lead_ids.size());
  std::lock_guard lock(mutex_);
  if (!current(ticket)) return found;
  for (std::size_t i = 0; i < lead_ids.size(); ++i) {
    const auto kept = texts_.find(lead_ids[i]);
    if (kept != texts_.end()) found[i] = kept->second;
  }
  return found;
}

void LeadTextCache::keep(const Ticket& ticket, std::int64_t lead_id, Text text) {
  std::lock_guard lock(mutex_);
  if (!current(ticket)) return;
  if (!texts_.insert_or_assign(lead_id, std::move(text)).second) return;
  kept_order_.push_back(lead_id);
  while (texts_.size() > capacity_ && !kept_order_.empty()) {
    texts_.erase(kept_order_.front());
    kept_order_.pop_front();
  }
  // Ids forgotten by a change (or kept again since) stay in the order until their turn: rebuilt, each kept id
  // once at its latest place, when they outnumber the kept.
  if (kept_order_.size() > 2 * capacity_) {
    std::deque<std::int64_t> order;
    std::unordered_set<std::int64_t> placed;
    for (auto id = kept_order_.rbegin(); id != kept_order_.rend(); ++id) {
      if (texts_.contains(*id) && placed.insert(*id).second) order.push_front(*id);
    }
    kept_order_ = std::move(order);
  }
}

LeadTextCache::Text LeadTextCache::find_for_organization(const Ticket& ticket, std::int64_t organization_id) {
  std::lock_guard lock(mutex_);
  if (!current(ticket)) return nullptr;
  const auto kept = organization_texts_.find(organization_id);
  return kept == organization_texts_.end() ? nullptr : kept->second;
}

void LeadTextCache::keep_for_organization(const Ticket& ticket, std::int64_t organization_id, Text text) {
  std::lock_guard lock(mutex_);
  if (current(ticket)) organization_texts_.insert_or_assign(organization_id, std::move(text));
}

void LeadTextCache::forget_ranges_holding(std::int64_t lead_id) {
  auto range = id_ranges_.lower_bound(RangeKey{lead_id - kIdRangeKept + 1, INT64_MIN, INT64_MIN, std::string()});
  while (range != id_ranges_.end() && std::get<0>(range->first) <= lead_id) {
    range = lead_id < std::get<1>(range->first) ? id_ranges_.erase(range) : std::next(range);
  }
}

LeadTextCache::Ids LeadTextCache::find_ids(const Ticket& ticket, std::int64_t organization_id,
                                           const std::string& filter, std::int64_t first_id, std::int64_t end_id) {
  std::lock_guard lock(mutex_);
  if (!current(ticket)) return nullptr;
  const auto kept = id_ranges_.find(RangeKey{first_id, end_id, organization_id, filter});
  return kept == id_ranges_.end() ? nullptr : kept->second;
}

void LeadTextCache::keep_ids(const Ticket& ticket, std::int64_t organization_id, const std::string& filter,
                             std::int64_t first_id, std::int64_t end_id, Ids ids) {
  if (end_id - first_id > kIdRangeKept) return;
  std::lock_guard lock(mutex_);
  if (!current(ticket)) return;
  // A few hundred ranges of up to 2,048 ids: a few MiB. Past that, start again.
  if (id_ranges_.size() >= kIdRangesKept) id_ranges_.clear();
  id_ranges_.insert_or_assign(RangeKey{first_id, end_id, organization_id, filter}, std::move(ids));
}

std::size_t LeadTextCache::size() {
  std::lock_guard lock(mutex_);
  return texts_.size();
}

}  // namespace dialer::db
