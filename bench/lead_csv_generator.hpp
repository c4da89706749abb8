#pragma once
// Deterministic, realistic lead rows for the benchmark: varied names, companies, e-mail domains,
// North American phone numbers with many area codes, all five statuses and eight lists.
#include <cstdint>
#include <string>

namespace bench {

class LeadCsvGenerator {
 public:
  explicit LeadCsvGenerator(std::uint64_t seed = 42) : state_(seed) {}
  static std::string header();
  // The CSV line (with newline) of lead number `index`.
  std::string row(std::uint64_t index);
  // A fragment of a last name that real searches would type ("mart", "nguy" …).
  std::string name_fragment();
  // A phone fragment as a person types it ("(415) 55", "212 4" …).
  std::string phone_fragment();

 private:
  std::uint64_t next();
  std::uint64_t state_;
};

}  // namespace bench
