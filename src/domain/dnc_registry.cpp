#include "domain/dnc_registry.hpp"

#include <mutex>

namespace dialer::domain {

bool DncRegistry::listed(std::int64_t organization_id, std::int64_t campaign_id, std::uint64_t number) const {
  std::shared_lock lock(mutex_);
  const auto own = lists_.find({organization_id, 0});
  if (own != lists_.end() && own->second.contains(number)) return true;
  if (campaign_id == 0) return false;
  const auto campaign = lists_.find({organization_id, campaign_id});
  return campaign != lists_.end() && campaign->second.contains(number);
}

std::vector<bool> DncRegistry::listed_among(std::int64_t organization_id, std::int64_t campaign_id,
                                            std::span<const std::uint64_t> ascending) const {
  std::vector<bool> listed(ascending.size(), false);
  std::shared_lock lock(mutex_);
  const auto mark = [&](std::int64_t list_campaign) {
    const auto list = lists_.find({organization_id, list_campaign});
    if (list != lists_.end()) list->second.find_each(ascending, [&](std::size_t i) { listed[i] = true; });
  };
  mark(0);
  if (campaign_id != 0) mark(campaign_id);
  return listed;
}

bool DncRegistry::on_list(std::int64_t organization_id, std::int64_t campaign_id, std::uint64_t number) const {
  std::shared_lock lock(mutex_);
  const auto list = lists_.find({organization_id, campaign_id});
  return list != lists_.end() && list->second.contains(number);
}

std::vector<std::uint64_t> DncRegistry::not_on_list(std::int64_t organization_id, std::int64_t campaign_id,
                                                    std::span<const std::uint64_t> sorted) const {
  std::shared_lock lock(mutex_);
  const auto list = lists_.find({organization_id, campaign_id});
  if (list == lists_.end()) return {sorted.begin(), sorted.end()};
  std::vector<std::uint64_t> fresh;
  fresh.reserve(sorted.size());
  for (const auto number : sorted) {
    if (!list->second.contains(number)) fresh.push_back(number);
  }
  return fresh;
}

void DncRegistry::add_new(std::int64_t organization_id, std::int64_t campaign_id,
                          std::span<const std::uint64_t> sorted_new) {
  std::unique_lock lock(mutex_);
  lists_[{organization_id, campaign_id}].add_new(sorted_new);
}

void DncRegistry::remove(std::int64_t organization_id, std::int64_t campaign_id, std::uint64_t number) {
  std::unique_lock lock(mutex_);
  const auto list = lists_.find({organization_id, campaign_id});
  if (list != lists_.end()) list->second.remove(number);
}

void DncRegistry::assign(std::int64_t organization_id, std::int64_t campaign_id, std::vector<std::uint64_t> numbers) {
  std::unique_lock lock(mutex_);
  lists_[{organization_id, campaign_id}].assign(std::move(numbers));
}

std::vector<std::pair<std::int64_t, std::size_t>> DncRegistry::sizes(std::int64_t organization_id) const {
  std::shared_lock lock(mutex_);
  std::vector<std::pair<std::int64_t, std::size_t>> result;
  for (auto it = lists_.lower_bound({organization_id, 0}); it != lists_.end() && it->first.first == organization_id;
       ++it) {
    result.emplace_back(it->first.second, it->second.size());
  }
  return result;
}

std::size_t DncRegistry::total() const {
  std::shared_lock lock(mutex_);
  std::size_t total = 0;
  for (const auto& [key, list] : lists_) total += list.size();
  return total;
}

}  // namespace dialer::domain
