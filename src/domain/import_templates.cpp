#include "domain/import_templates.hpp"

#include <nlohmann/json.hpp>

#include "db/database.hpp"
#include "db/import_template_store.hpp"
#include "dialer/iso_time.hpp"
#include "domain/domain_error.hpp"
#include "domain/lead_import.hpp"
#include "domain/text_rules.hpp"

namespace dialer::domain {
namespace {

constexpr std::size_t kMaxTemplateName = 100;
constexpr std::size_t kMaxColumns = 256;

ImportTemplate from_row(const db::ImportTemplateRow& row) {
  ImportTemplate t{row.id, row.name, row.header_key, {}, row.updated_at};
  const auto mapping = nlohmann::json::parse(row.mapping, nullptr, false);
  if (mapping.is_array()) {
    for (const auto& field : mapping) t.mapping.push_back(field.is_string() ? field.get<std::string>() : "");
  }
  return t;
}

}  // namespace

std::string import_header_key(const std::vector<std::string>& header) {
  std::string key;
  for (std::size_t i = 0; i < header.size(); ++i) {
    if (i > 0) key += '\x1f';
    key += to_lower(trim(header[i]));
  }
  return key;
}

std::vector<ImportTemplate> ImportTemplates::list(const auth::Caller& caller) {
  return database_.read([&](SQLite::Database& db) {
    std::vector<ImportTemplate> out;
    for (const auto& row : db::list_import_templates(db, caller.organization_id)) out.push_back(from_row(row));
    return out;
  });
}

ImportTemplate ImportTemplates::save(const auth::Caller& caller, const std::string& name_in,
                                     const std::vector<std::string>& header, const std::vector<std::string>& mapping) {
  const std::string name = trim(name_in);
  if (name.empty()) {
    throw DomainError::invalid("validation_error", "Please enter a name for the mapping", {{"name", "required"}});
  }
  check_max_length(name, kMaxTemplateName, "name", "Mapping name");
  if (header.empty() || header.size() > kMaxColumns) {
    throw DomainError::invalid("validation_error", "header must have 1 to 256 columns", {{"header", "1 to 256 columns"}});
  }
  if (mapping.size() != header.size()) {
    throw DomainError::invalid("validation_error", "mapping must have one entry per column of the header",
                               {{"mapping", "one entry per column"}});
  }
  for (const auto& field : mapping) parse_import_field(field);  // throws for an unknown field
  db::ImportTemplateRow row{0, import_header_key(header), name, nlohmann::json(mapping).dump(),
                            iso8601_utc(clock_.now())};
  row.id = database_.write([&](SQLite::Database& db) { return db::save_import_template(db, caller.organization_id, row); });
  return from_row(row);
}

void ImportTemplates::remove(const auth::Caller& caller, std::int64_t id) {
  database_.write([&](SQLite::Database& db) {
    if (!db::delete_import_template(db, caller.organization_id, id)) {
      throw DomainError::not_found("Mapping not found");
    }
  });
}

}  // namespace dialer::domain
