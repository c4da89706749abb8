#include "nanp_numbers.hpp"

namespace bench {

std::uint64_t nanp_number(std::uint64_t i) {
  constexpr std::uint64_t kSpace = 800ULL * 800ULL * 10000ULL;
  const std::uint64_t x = (i * 2654435761ULL) % kSpace;
  const std::uint64_t area = 200 + x / (800ULL * 10000ULL);
  const std::uint64_t exchange = 200 + (x / 10000ULL) % 800ULL;
  return area * 10000000ULL + exchange * 10000ULL + x % 10000ULL;
}

}  // namespace bench
