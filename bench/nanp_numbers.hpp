#pragma once
// Distinct North American numbers for the benchmarks' do-not-call lists and leads.
#include <cstdint>

namespace bench {

// The i-th of distinct NANP numbers (area code and exchange 200-999), ten digits: i times an odd multiplier that
// is no multiple of 5, modulo the 6.4 billion such numbers, is a permutation — no repeats, spread like a real
// registry.
std::uint64_t nanp_number(std::uint64_t i);

}  // namespace bench
