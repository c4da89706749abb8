#include "db/phone_sql_function.hpp"

#include <sqlite3.h>

#include <string_view>

#include "phone/phone_numbers.hpp"

namespace dialer::db {
namespace {

std::string_view text_of(sqlite3_value* value) {
  const auto* text = sqlite3_value_text(value);
  if (text == nullptr) return {};
  return {reinterpret_cast<const char*>(text), static_cast<std::size_t>(sqlite3_value_bytes(value))};
}

void phone_e164(sqlite3_context* context, int /*argc*/, sqlite3_value** argv) {
  const std::string e164 = phone::dialable_e164(text_of(argv[0]), text_of(argv[1]));
  sqlite3_result_text(context, e164.data(), static_cast<int>(e164.size()), SQLITE_TRANSIENT);
}

}  // namespace

void register_phone_function(SQLite::Database& db) {
  const int rc = sqlite3_create_function_v2(db.getHandle(), "dialer_phone_e164", 2,
                                            SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_DIRECTONLY, nullptr,
                                            &phone_e164, nullptr, nullptr, nullptr);
  if (rc != SQLITE_OK) throw SQLite::Exception(db.getHandle(), rc);
}

}  // namespace dialer::db
