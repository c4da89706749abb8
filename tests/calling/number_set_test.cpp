// The do-not-call set against a std::set doing the same adds and removals in random order.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <set>
#include <vector>

#include "calling/number_set.hpp"

TEST_CASE("number set: random adds and removals answer like std::set, in order") {
  std::mt19937_64 random(20261125);
  std::uniform_int_distribution<std::uint64_t> numbers(12000000000ULL, 12000200000ULL);  // dense: many repeats
  dialer::calling::NumberSet set;
  std::set<std::uint64_t> expected;
  for (int round = 0; round < 400; ++round) {
    std::vector<std::uint64_t> batch;
    const int size = round % 50 == 0 ? 20000 : static_cast<int>(random() % 300);
    for (int i = 0; i < size; ++i) batch.push_back(numbers(random));
    std::sort(batch.begin(), batch.end());
    batch.erase(std::unique(batch.begin(), batch.end()), batch.end());
    std::vector<std::uint64_t> fresh;
    for (const auto n : batch) {
      if (!set.contains(n)) fresh.push_back(n);
    }
    set.add_new(fresh);
    expected.insert(batch.begin(), batch.end());
    for (int i = 0; i < 20; ++i) {
      const auto n = numbers(random);
      CHECK(set.remove(n) == (expected.erase(n) == 1));
    }
    REQUIRE(set.size() == expected.size());
  }
  for (int i = 0; i < 20000; ++i) {
    const auto n = numbers(random);
    REQUIRE(set.contains(n) == expected.contains(n));
  }
  std::vector<std::uint64_t> walked;
  set.for_each([&](std::uint64_t n) {
    walked.push_back(n);
    return true;
  });
  CHECK(walked == std::vector<std::uint64_t>(expected.begin(), expected.end()));

  set.assign({5, 3, 3, 9});
  CHECK(set.size() == 3);
  CHECK(set.contains(3));
  CHECK_FALSE(set.contains(4));
}
