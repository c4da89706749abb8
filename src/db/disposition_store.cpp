#include "db/disposition_store.hpp"

#include "db/optional_columns.hpp"
#include "db/prepared.hpp"

namespace dialer::db {
namespace {

constexpr const char* kDispositionColumns =
    "SELECT id, organization_id, code, label, emoji, hotkey, lead_status, is_contact, is_conversion, is_callback, "
    "is_dnc, is_final, is_machine, position, active, created_at, updated_at, is_system FROM dispositions ";

model::Disposition read_disposition(SQLite::Statement& s) {
  model::Disposition row;
  row.id = s.getColumn(0).getInt64();
  row.organization_id = s.getColumn(1).getInt64();
  row.code = s.getColumn(2).getString();
  auto& f = row.fields;
  f.label = s.getColumn(3).getString();
  f.emoji = s.getColumn(4).getString();
  f.hotkey = s.getColumn(5).getString();
  f.lead_status = optional_text(s.getColumn(6));
  f.contact = s.getColumn(7).getInt() != 0;
  f.conversion = s.getColumn(8).getInt() != 0;
  f.callback = s.getColumn(9).getInt() != 0;
  f.do_not_call = s.getColumn(10).getInt() != 0;
  f.final = s.getColumn(11).getInt() != 0;
  f.machine = s.getColumn(12).getInt() != 0;
  f.position = s.getColumn(13).getInt();
  f.active = s.getColumn(14).getInt() != 0;
  row.created_at = s.getColumn(15).getString();
  row.updated_at = s.getColumn(16).getString();
  row.system = s.getColumn(17).getInt() != 0;
  return row;
}

// label, emoji, hotkey, lead_status, the six flags, position, active: from `at` on.
void bind_fields(SQLite::Statement& s, int at, const model::DispositionFields& f) {
  s.bind(at, f.label);
  s.bind(at + 1, f.emoji);
  s.bind(at + 2, f.hotkey);
  bind_optional(s, at + 3, f.lead_status);
  s.bind(at + 4, f.contact ? 1 : 0);
  s.bind(at + 5, f.conversion ? 1 : 0);
  s.bind(at + 6, f.callback ? 1 : 0);
  s.bind(at + 7, f.do_not_call ? 1 : 0);
  s.bind(at + 8, f.final ? 1 : 0);
  s.bind(at + 9, f.machine ? 1 : 0);
  s.bind(at + 10, f.position);
  s.bind(at + 11, f.active ? 1 : 0);
}

}  // namespace

std::vector<model::Disposition> list_dispositions(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db, std::string(kDispositionColumns) + "WHERE organization_id = ? ORDER BY active DESC, position, id");
  s.bind(1, organization_id);
  std::vector<model::Disposition> rows;
  while (s.executeStep()) rows.push_back(read_disposition(s));
  return rows;
}

std::optional<model::Disposition> find_disposition(SQLite::Database& db, std::int64_t organization_id, std::int64_t id) {
  Prepared s(db, std::string(kDispositionColumns) + "WHERE organization_id = ? AND id = ?");
  s.bind(1, organization_id);
  s.bind(2, id);
  if (!s.executeStep()) return std::nullopt;
  return read_disposition(s);
}

bool disposition_code_taken(SQLite::Database& db, std::int64_t organization_id, const std::string& code) {
  Prepared s(db, "SELECT 1 FROM dispositions WHERE organization_id = ? AND code = ?");
  s.bind(1, organization_id);
  s.bind(2, code);
  return s.executeStep();
}

std::optional<model::Disposition> disposition_with_hotkey(SQLite::Database& db, std::int64_t organization_id,
                                                          const std::string& hotkey, std::int64_t except_id) {
  Prepared s(db, std::string(kDispositionColumns) + "WHERE organization_id = ? AND hotkey = ? AND active = 1 AND id <> ?");
  s.bind(1, organization_id);
  s.bind(2, hotkey);
  s.bind(3, except_id);
  if (!s.executeStep()) return std::nullopt;
  return read_disposition(s);
}

std::int64_t insert_disposition(SQLite::Database& db, const model::Disposition& row) {
  Prepared s(db,
             "INSERT INTO dispositions (organization_id, code, label, emoji, hotkey, lead_status, is_contact, "
             "is_conversion, is_callback, is_dnc, is_final, is_machine, position, active, created_at, updated_at) "
             "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  s.bind(1, row.organization_id);
  s.bind(2, row.code);
  bind_fields(s, 3, row.fields);
  s.bind(15, row.created_at);
  s.bind(16, row.updated_at);
  s.exec();
  return db.getLastInsertRowid();
}

void update_disposition(SQLite::Database& db, const model::Disposition& row) {
  Prepared s(db,
             "UPDATE dispositions SET label = ?, emoji = ?, hotkey = ?, lead_status = ?, is_contact = ?, "
             "is_conversion = ?, is_callback = ?, is_dnc = ?, is_final = ?, is_machine = ?, position = ?, "
             "active = ?, updated_at = ? WHERE organization_id = ? AND id = ?");
  bind_fields(s, 1, row.fields);
  s.bind(13, row.updated_at);
  s.bind(14, row.organization_id);
  s.bind(15, row.id);
  s.exec();
}

int next_disposition_position(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db, "SELECT coalesce(max(position), 0) + 1 FROM dispositions WHERE organization_id = ? AND is_system = 0");
  s.bind(1, organization_id);
  s.executeStep();
  return s.getColumn(0).getInt();
}

}  // namespace dialer::db
