#pragma once
// Column mappings saved from the import dialog, one per header row, offered again when a file with the same
// header arrives (the file an admin exports from the same tool every week).
#include <cstdint>
#include <string>
#include <vector>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

struct ImportTemplate {
  std::int64_t id = 0;
  std::string name;
  std::string header_key;  // import_header_key of the header it was saved for
  std::vector<std::string> mapping;  // one import field name per column ("" to skip)
  std::string updated_at;
};

// The header cells trimmed and lower-cased, joined by U+001F: what makes two files' headers "the same".
std::string import_header_key(const std::vector<std::string>& header);

class ImportTemplates {
 public:
  ImportTemplates(db::Database& database, const Clock& clock) : database_(database), clock_(clock) {}

  std::vector<ImportTemplate> list(const auth::Caller& caller);
  // Saving again for the same header replaces that header's template. Throws DomainError (invalid).
  ImportTemplate save(const auth::Caller& caller, const std::string& name, const std::vector<std::string>& header,
                      const std::vector<std::string>& mapping);
  void remove(const auth::Caller& caller, std::int64_t id);

 private:
  db::Database& database_;
  const Clock& clock_;
};

}  // namespace dialer::domain
