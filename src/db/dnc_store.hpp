#pragma once
// SQL for the do-not-call lists (migration 0020): batches of additions with their numbers in delta-encoded
// chunks, and recorded removals. Numbers are E.164 digits as integers (phone::e164_key).
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "model/dnc.hpp"

namespace dialer::db {

using DncBatchRow = model::DncBatch;
using DncRemovalRow = model::DncRemoval;
using DncBatchPage = model::DncBatchPage;

// Inserts the batch (its counts as given; update them with finish_dnc_batch) and returns its id.
std::int64_t insert_dnc_batch(SQLite::Database& db, const DncBatchRow& batch);
std::optional<DncBatchRow> find_dnc_batch(SQLite::Database& db, std::int64_t id);
void finish_dnc_batch(SQLite::Database& db, std::int64_t batch_id, std::int64_t added, std::int64_t already_listed,
                      std::int64_t unreadable);
// Stores sorted, unique numbers of a batch, in chunks of up to 65,536.
void insert_dnc_numbers(SQLite::Database& db, const DncBatchRow& batch, std::span<const std::uint64_t> sorted);
void insert_dnc_removal(SQLite::Database& db, std::int64_t organization_id, const DncRemovalRow& removal);

// Every list of every organization as it stands: f(organization, campaign, numbers) once per list.
void load_dnc_lists(SQLite::Database& db,
                    const std::function<void(std::int64_t, std::int64_t, std::vector<std::uint64_t>&&)>& f);

// The batches that put `number` on a list of the organization and that no removal ended: at most one per list.
std::vector<DncBatchRow> dnc_entries_of(SQLite::Database& db, std::int64_t organization_id, std::uint64_t number);
std::vector<DncRemovalRow> dnc_removals_of(SQLite::Database& db, std::int64_t organization_id, std::uint64_t number);

// campaign_id: nullopt for every list of the organization.
DncBatchPage dnc_batches(SQLite::Database& db, std::int64_t organization_id, std::optional<std::int64_t> campaign_id,
                         int page, int page_size);

// The numbers still listed of one list, batch by batch (oldest first): f(number, batch) until it returns false.
void for_each_dnc_entry(SQLite::Database& db, std::int64_t organization_id, std::int64_t campaign_id,
                        const std::function<bool(std::uint64_t, const DncBatchRow&)>& f);

}  // namespace dialer::db
