#include "calling/number_set.hpp"

#include <algorithm>

namespace dialer::calling {
namespace {

constexpr std::size_t kBlock = 64;

// The first position at or after `from` whose number is not below `number`: doubling steps, then a binary
// search over the last step.
std::size_t leap_to(const std::vector<std::uint64_t>& sorted, std::size_t from, std::uint64_t number) {
  std::size_t step = 1;
  std::size_t low = from;
  while (low + step < sorted.size() && sorted[low + step] < number) {
    low += step;
    step *= 2;
  }
  const auto high = std::min(sorted.size(), low + step + 1);
  return static_cast<std::size_t>(std::lower_bound(sorted.begin() + static_cast<std::ptrdiff_t>(low),
                                                   sorted.begin() + static_cast<std::ptrdiff_t>(high), number) -
                                  sorted.begin());
}

}  // namespace

bool NumberSet::contains(std::uint64_t number) const {
  return in_base(number) || std::binary_search(recent_.begin(), recent_.end(), number);
}

bool NumberSet::in_base(std::uint64_t number) const {
  const auto fence = std::upper_bound(fences_.begin(), fences_.end(), number);
  if (fence == fences_.begin()) return false;
  const auto start = static_cast<std::size_t>(fence - fences_.begin() - 1) * kBlock;
  const auto end = std::min(start + kBlock, base_.size());
  return std::binary_search(base_.begin() + static_cast<std::ptrdiff_t>(start),
                            base_.begin() + static_cast<std::ptrdiff_t>(end), number);
}

void NumberSet::build_fences() {
  fences_.clear();
  fences_.reserve(base_.size() / kBlock + 1);
  for (std::size_t i = 0; i < base_.size(); i += kBlock) fences_.push_back(base_[i]);
  fences_.shrink_to_fit();
}

void NumberSet::add_new(std::span<const std::uint64_t> sorted_new) {
  if (sorted_new.empty()) return;
  if (base_.empty()) {
    base_.assign(sorted_new.begin(), sorted_new.end());
    build_fences();
    return;
  }
  std::vector<std::uint64_t> merged;
  merged.reserve(recent_.size() + sorted_new.size());
  std::merge(recent_.begin(), recent_.end(), sorted_new.begin(), sorted_new.end(), std::back_inserter(merged));
  recent_ = std::move(merged);
  // Merged into the big array once the side one is an eighth of it: copying 10 M numbers (80 MB) costs tens of
  // milliseconds, so it happens rarely, and a lookup stays two binary searches.
  if (recent_.size() > 4096 && recent_.size() * 8 > base_.size()) merge_recent();
}

void NumberSet::merge_recent() {
  const auto old_size = base_.size();
  base_.resize(old_size + recent_.size());
  // From the back, in place: no second copy of the big array.
  auto out = base_.rbegin();
  auto a = base_.rbegin() + static_cast<std::ptrdiff_t>(recent_.size());
  auto b = recent_.rbegin();
  while (b != recent_.rend()) {
    if (a != base_.rend() && *a > *b) {
      *out++ = *a++;
    } else {
      *out++ = *b++;
    }
  }
  recent_.clear();
  recent_.shrink_to_fit();
  build_fences();
}

bool NumberSet::remove(std::uint64_t number) {
  for (auto* sorted : {&recent_, &base_}) {
    const auto it = std::lower_bound(sorted->begin(), sorted->end(), number);
    if (it != sorted->end() && *it == number) {
      sorted->erase(it);
      if (sorted == &base_) build_fences();
      return true;
    }
  }
  return false;
}

void NumberSet::assign(std::vector<std::uint64_t> numbers) {
  std::sort(numbers.begin(), numbers.end());
  numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
  numbers.shrink_to_fit();
  base_ = std::move(numbers);
  recent_.clear();
  build_fences();
}

void NumberSet::find_each(std::span<const std::uint64_t> ascending,
                          const std::function<void(std::size_t)>& found) const {
  std::size_t in_base = 0;
  std::size_t in_recent = 0;
  for (std::size_t i = 0; i < ascending.size(); ++i) {
    const auto number = ascending[i];
    in_base = leap_to(base_, in_base, number);
    in_recent = leap_to(recent_, in_recent, number);
    if ((in_base < base_.size() && base_[in_base] == number) ||
        (in_recent < recent_.size() && recent_[in_recent] == number)) {
      found(i);
    }
  }
}

void NumberSet::for_each(const std::function<bool(std::uint64_t)>& f) const {
  auto a = base_.begin();
  auto b = recent_.begin();
  while (a != base_.end() || b != recent_.end()) {
    const bool take_a = b == recent_.end() || (a != base_.end() && *a < *b);
    if (!f(take_a ? *a++ : *b++)) return;
  }
}

}  // namespace dialer::calling
