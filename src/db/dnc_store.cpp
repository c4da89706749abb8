#include "db/dnc_store.hpp"
#include "db/prepared.hpp"

#include <map>
#include <set>
#include <utility>

namespace dialer::db {
namespace {

constexpr std::size_t kChunkNumbers = 65536;

void put_varint(std::string& out, std::uint64_t value) {
  while (value >= 0x80) {
    out += static_cast<char>((value & 0x7f) | 0x80);
    value >>= 7;
  }
  out += static_cast<char>(value);
}

// Calls f for each number of a chunk, ascending.
template <class F>
void decode_chunk(std::uint64_t first, const void* blob, int bytes, F&& f) {
  const auto* p = static_cast<const unsigned char*>(blob);
  const auto* end = p + bytes;
  std::uint64_t number = first;
  while (p < end) {
    std::uint64_t delta = 0;
    int shift = 0;
    while (p < end) {
      const unsigned char byte = *p++;
      delta |= static_cast<std::uint64_t>(byte & 0x7f) << shift;
      if (!(byte & 0x80)) break;
      shift += 7;
    }
    number += delta;
    f(number);
  }
}

using RemovedKey = std::pair<std::int64_t, std::uint64_t>;  // batch, number

std::set<RemovedKey> removed_pairs(SQLite::Database& db, std::optional<std::int64_t> organization_id) {
  std::set<RemovedKey> removed;
  Prepared s(db, organization_id ? "SELECT batch_id, number FROM dnc_removals WHERE organization_id = ?"
                                 : "SELECT batch_id, number FROM dnc_removals");
  if (organization_id) s.bind(1, *organization_id);
  while (s.executeStep()) {
    removed.emplace(s.getColumn(0).getInt64(), static_cast<std::uint64_t>(s.getColumn(1).getInt64()));
  }
  return removed;
}

const char* const kBatchColumns =
    "id, organization_id, campaign_id, source, note, file_name, user_id, user_name, created_at, added, "
    "already_listed, unreadable";

DncBatchRow batch_of(SQLite::Statement& s, int at = 0) {
  DncBatchRow row;
  row.id = s.getColumn(at + 0).getInt64();
  row.organization_id = s.getColumn(at + 1).getInt64();
  row.campaign_id = s.getColumn(at + 2).getInt64();
  row.source = s.getColumn(at + 3).getString();
  row.note = s.getColumn(at + 4).getString();
  row.file_name = s.getColumn(at + 5).getString();
  if (!s.getColumn(at + 6).isNull()) row.user_id = s.getColumn(at + 6).getInt64();
  row.user_name = s.getColumn(at + 7).getString();
  row.created_at = s.getColumn(at + 8).getString();
  row.added = s.getColumn(at + 9).getInt64();
  row.already_listed = s.getColumn(at + 10).getInt64();
  row.unreadable = s.getColumn(at + 11).getInt64();
  return row;
}

}  // namespace

std::optional<DncBatchRow> find_dnc_batch(SQLite::Database& db, std::int64_t id) {
  Prepared s(db, std::string("SELECT ") + kBatchColumns + " FROM dnc_batches WHERE id = ?");
  s.bind(1, id);
  if (!s.executeStep()) return std::nullopt;
  return batch_of(s);
}

std::int64_t insert_dnc_batch(SQLite::Database& db, const DncBatchRow& batch) {
  Prepared s(db,
             "INSERT INTO dnc_batches (organization_id, campaign_id, source, note, file_name, user_id, user_name, "
             "created_at, added, already_listed, unreadable) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  s.bind(1, batch.organization_id);
  s.bind(2, batch.campaign_id);
  s.bind(3, batch.source);
  s.bind(4, batch.note);
  s.bind(5, batch.file_name);
  if (batch.user_id) s.bind(6, *batch.user_id);
  s.bind(7, batch.user_name);
  s.bind(8, batch.created_at);
  s.bind(9, batch.added);
  s.bind(10, batch.already_listed);
  s.bind(11, batch.unreadable);
  s.exec();
  return db.getLastInsertRowid();
}

void finish_dnc_batch(SQLite::Database& db, std::int64_t batch_id, std::int64_t added, std::int64_t already_listed,
                      std::int64_t unreadable) {
  Prepared s(db, "UPDATE dnc_batches SET added = ?, already_listed = ?, unreadable = ? WHERE id = ?");
  s.bind(1, added);
  s.bind(2, already_listed);
  s.bind(3, unreadable);
  s.bind(4, batch_id);
  s.exec();
}

void insert_dnc_numbers(SQLite::Database& db, const DncBatchRow& batch, std::span<const std::uint64_t> sorted) {
  Prepared s(db,
             "INSERT INTO dnc_chunks (batch_id, organization_id, campaign_id, first_number, last_number, count, "
             "numbers) VALUES (?, ?, ?, ?, ?, ?, ?)");
  std::string blob;
  for (std::size_t start = 0; start < sorted.size(); start += kChunkNumbers) {
    const auto chunk = sorted.subspan(start, std::min(kChunkNumbers, sorted.size() - start));
    blob.clear();
    std::uint64_t previous = chunk.front();
    for (const auto number : chunk) {
      put_varint(blob, number - previous);
      previous = number;
    }
    s.bind(1, batch.id);
    s.bind(2, batch.organization_id);
    s.bind(3, batch.campaign_id);
    s.bind(4, static_cast<std::int64_t>(chunk.front()));
    s.bind(5, static_cast<std::int64_t>(chunk.back()));
    s.bind(6, static_cast<std::int64_t>(chunk.size()));
    s.bindNoCopy(7, blob.data(), static_cast<int>(blob.size()));
    s.exec();
    s.reset();
    s.clearBindings();
  }
}

void insert_dnc_removal(SQLite::Database& db, std::int64_t organization_id, const DncRemovalRow& removal) {
  Prepared s(db,
             "INSERT INTO dnc_removals (organization_id, campaign_id, number, batch_id, user_id, user_name, note, "
             "removed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
  s.bind(1, organization_id);
  s.bind(2, removal.campaign_id);
  s.bind(3, static_cast<std::int64_t>(removal.number));
  s.bind(4, removal.batch_id);
  if (removal.user_id) s.bind(5, *removal.user_id);
  s.bind(6, removal.user_name);
  s.bind(7, removal.note);
  s.bind(8, removal.removed_at);
  s.exec();
}

void load_dnc_lists(SQLite::Database& db,
                    const std::function<void(std::int64_t, std::int64_t, std::vector<std::uint64_t>&&)>& f) {
  const auto removed = removed_pairs(db, std::nullopt);
  Prepared s(db,
             "SELECT organization_id, campaign_id, batch_id, first_number, numbers FROM dnc_chunks "
             "ORDER BY organization_id, campaign_id");
  std::pair<std::int64_t, std::int64_t> list{-1, -1};
  std::vector<std::uint64_t> numbers;
  while (s.executeStep()) {
    const std::pair<std::int64_t, std::int64_t> here{s.getColumn(0).getInt64(), s.getColumn(1).getInt64()};
    if (here != list) {
      if (list.first >= 0) f(list.first, list.second, std::move(numbers));
      numbers = {};
      list = here;
    }
    const auto batch = s.getColumn(2).getInt64();
    const auto blob = s.getColumn(4);
    decode_chunk(static_cast<std::uint64_t>(s.getColumn(3).getInt64()), blob.getBlob(), blob.getBytes(),
                 [&](std::uint64_t number) {
                   if (removed.empty() || !removed.contains({batch, number})) numbers.push_back(number);
                 });
  }
  if (list.first >= 0) f(list.first, list.second, std::move(numbers));
}

std::vector<DncBatchRow> dnc_entries_of(SQLite::Database& db, std::int64_t organization_id, std::uint64_t number) {
  Prepared s(db,
             "SELECT batch_id, first_number, numbers FROM dnc_chunks WHERE organization_id = ? AND "
             "first_number <= ? AND last_number >= ? ORDER BY batch_id");
  s.bind(1, organization_id);
  s.bind(2, static_cast<std::int64_t>(number));
  s.bind(3, static_cast<std::int64_t>(number));
  std::vector<std::int64_t> batches;
  while (s.executeStep()) {
    const auto blob = s.getColumn(2);
    bool found = false;
    decode_chunk(static_cast<std::uint64_t>(s.getColumn(1).getInt64()), blob.getBlob(), blob.getBytes(),
                 [&](std::uint64_t n) { found = found || n == number; });
    if (found) batches.push_back(s.getColumn(0).getInt64());
  }
  std::vector<DncBatchRow> entries;
  if (batches.empty()) return entries;
  Prepared r(db, "SELECT 1 FROM dnc_removals WHERE organization_id = ? AND number = ? AND batch_id = ?");
  for (const auto batch : batches) {
    r.bind(1, organization_id);
    r.bind(2, static_cast<std::int64_t>(number));
    r.bind(3, batch);
    const bool ended = r.executeStep();
    r.reset();
    if (!ended) {
      if (auto row = find_dnc_batch(db, batch)) entries.push_back(std::move(*row));
    }
  }
  return entries;
}

std::vector<DncRemovalRow> dnc_removals_of(SQLite::Database& db, std::int64_t organization_id, std::uint64_t number) {
  Prepared s(db,
             "SELECT id, campaign_id, number, batch_id, user_id, user_name, note, removed_at FROM dnc_removals "
             "WHERE organization_id = ? AND number = ? ORDER BY id DESC");
  s.bind(1, organization_id);
  s.bind(2, static_cast<std::int64_t>(number));
  std::vector<DncRemovalRow> rows;
  while (s.executeStep()) {
    DncRemovalRow row;
    row.id = s.getColumn(0).getInt64();
    row.campaign_id = s.getColumn(1).getInt64();
    row.number = static_cast<std::uint64_t>(s.getColumn(2).getInt64());
    row.batch_id = s.getColumn(3).getInt64();
    if (!s.getColumn(4).isNull()) row.user_id = s.getColumn(4).getInt64();
    row.user_name = s.getColumn(5).getString();
    row.note = s.getColumn(6).getString();
    row.removed_at = s.getColumn(7).getString();
    rows.push_back(std::move(row));
  }
  return rows;
}

DncBatchPage dnc_batches(SQLite::Database& db, std::int64_t organization_id, std::optional<std::int64_t> campaign_id,
                         int page, int page_size) {
  const std::string where = campaign_id ? " WHERE organization_id = ? AND campaign_id = ?" : " WHERE organization_id = ?";
  DncBatchPage result;
  Prepared count(db, "SELECT count(*) FROM dnc_batches" + where);
  count.bind(1, organization_id);
  if (campaign_id) count.bind(2, *campaign_id);
  count.executeStep();
  result.total = count.getColumn(0).getInt64();
  Prepared s(
      db, std::string("SELECT ") + kBatchColumns + " FROM dnc_batches" + where + " ORDER BY id DESC LIMIT ? OFFSET ?");
  int at = 1;
  s.bind(at++, organization_id);
  if (campaign_id) s.bind(at++, *campaign_id);
  s.bind(at++, page_size);
  s.bind(at, static_cast<std::int64_t>(page - 1) * page_size);
  while (s.executeStep()) result.batches.push_back(batch_of(s));
  return result;
}

void for_each_dnc_entry(SQLite::Database& db, std::int64_t organization_id, std::int64_t campaign_id,
                        const std::function<bool(std::uint64_t, const DncBatchRow&)>& f) {
  const auto removed = removed_pairs(db, organization_id);
  Prepared batches(db, std::string("SELECT ") + kBatchColumns +
                           " FROM dnc_batches WHERE organization_id = ? AND campaign_id = ? AND added > 0 "
                           "ORDER BY id");
  batches.bind(1, organization_id);
  batches.bind(2, campaign_id);
  Prepared chunks(db, "SELECT first_number, numbers FROM dnc_chunks WHERE batch_id = ? ORDER BY first_number");
  while (batches.executeStep()) {
    const auto batch = batch_of(batches);
    chunks.bind(1, batch.id);
    bool go_on = true;
    while (go_on && chunks.executeStep()) {
      const auto blob = chunks.getColumn(1);
      decode_chunk(static_cast<std::uint64_t>(chunks.getColumn(0).getInt64()), blob.getBlob(), blob.getBytes(),
                   [&](std::uint64_t number) {
                     if (go_on && !removed.contains({batch.id, number})) go_on = f(number, batch);
                   });
    }
    chunks.reset();
    if (!go_on) return;
  }
}

}  // namespace dialer::db
