#include "domain/do_not_call.hpp"

#include <algorithm>
#include <cctype>

#include "db/account_store.hpp"
#include "db/campaign_store.hpp"
#include "db/dnc_store.hpp"
#include "db/database.hpp"
#include "db/lead_message_store.hpp"
#include "dialer/iso_time.hpp"
#include "domain/domain_error.hpp"
#include "phone/phone_numbers.hpp"
#include "domain/text_rules.hpp"

namespace dialer::domain {
namespace {

constexpr std::size_t kMaxNote = 500;
constexpr std::size_t kPieceNumbers = 100000;  // numbers written per transaction while a file arrives
constexpr std::size_t kUnreadableListed = 20;

bool all_digits(std::string_view text, std::size_t size) {
  return text.size() == size && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string lower(std::string_view text) {
  std::string out(text);
  for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool phone_header(std::string_view header) {
  const auto name = lower(header);
  for (const char* word : {"phone", "number", "tel", "mobile", "cell", "e164"}) {
    if (name.find(word) != std::string::npos) return true;
  }
  return false;
}

}  // namespace

DoNotCall::DoNotCall(db::Database& database, Clock& clock, LeadWrites& writes, DncRegistry& registry,
                     BackgroundWork& work)
    : database_(database), clock_(clock), writes_(writes), registry_(registry), work_(work) {}

std::size_t DoNotCall::load() {
  database_.read([&](SQLite::Database& db) {
    db::load_dnc_lists(db, [&](std::int64_t organization, std::int64_t campaign, std::vector<std::uint64_t>&& numbers) {
      registry_.assign(organization, campaign, std::move(numbers));
    });
  });
  return registry_.total();
}

bool DoNotCall::listed(std::int64_t organization_id, std::int64_t campaign_id, std::string_view e164) const {
  const auto number = phone::e164_key(e164);
  return number != 0 && registry_.listed(organization_id, campaign_id, number);
}

bool DoNotCall::keeps_texts_off(SQLite::Database& db, std::int64_t organization_id, std::string_view e164) const {
  if (!listed(organization_id, 0, e164)) return false;
  if (db::sms_opted_out(db, organization_id, std::string(e164))) return true;
  const auto entries = db::dnc_entries_of(db, organization_id, phone::e164_key(e164));
  return std::any_of(entries.begin(), entries.end(),
                     [](const model::DncBatch& entry) { return entry.campaign_id == 0 && entry.source != "sms_opt_out"; });
}

std::uint64_t DoNotCall::number_of(const auth::Caller& caller, std::string_view phone) {
  const auto e164 = phone::listable_e164(phone, writes_.phone_region(caller.organization_id));
  if (e164.empty()) {
    throw DomainError::invalid("invalid_phone", "Enter a phone number, such as +1 202 555 0147",
                               {{"phone", "Enter a phone number, such as +1 202 555 0147"}});
  }
  return phone::e164_key(e164);
}

void DoNotCall::check_campaign(const auth::Caller& caller, std::int64_t campaign_id) {
  if (campaign_id < 0) throw DomainError::invalid("validation_error", "Unknown campaign", {{"campaignId", "Unknown campaign"}});
  if (campaign_id == 0) return;
  const bool unknown = database_.read([&](SQLite::Database& db) {
    return !db::unknown_campaign_ids(db, caller.organization_id, {campaign_id}).empty();
  });
  if (unknown) throw DomainError::invalid("validation_error", "Unknown campaign", {{"campaignId", "Unknown campaign"}});
}

void DoNotCall::check_addition(const auth::Caller& caller, const DncAddition& addition) {
  if (addition.note.size() > kMaxNote) {
    throw DomainError::invalid("validation_error", "The note can be at most 500 characters",
                               {{"note", "At most 500 characters"}});
  }
  check_campaign(caller, addition.campaign_id);
}

model::DncBatch DoNotCall::new_batch(const auth::Caller& caller, const DncAddition& addition) {
  model::DncBatch batch;
  batch.organization_id = caller.organization_id;
  batch.campaign_id = addition.campaign_id;
  batch.source = addition.source;
  batch.note = trim(addition.note);
  batch.file_name = addition.file_name;
  if (caller.user_id != 0) {
    batch.user_id = caller.user_id;
    database_.read([&](SQLite::Database& db) {
      if (const auto user = db::find_user(db, caller.organization_id, caller.user_id)) {
        batch.user_name = trim(user->first_name + " " + user->last_name);
      }
    });
  }
  return batch;
}

std::int64_t DoNotCall::write_numbers(model::DncBatch& batch, std::vector<std::uint64_t> sorted,
                                      std::int64_t unreadable, std::int64_t repeated) {
  std::lock_guard lock(write_mutex_);
  auto fresh = registry_.not_on_list(batch.organization_id, batch.campaign_id, sorted);
  const auto already = static_cast<std::int64_t>(sorted.size() - fresh.size()) + repeated;
  model::DncBatch next = batch;
  next.added += static_cast<std::int64_t>(fresh.size());
  next.already_listed += already;
  next.unreadable += unreadable;
  database_.write([&](db::Transaction& tx) {
    if (next.id == 0) {
      next.created_at = iso8601_utc(clock_.now());
      next.id = db::insert_dnc_batch(tx, next);
    } else {
      db::finish_dnc_batch(tx, next.id, next.added, next.already_listed, next.unreadable);
    }
    if (!fresh.empty()) db::insert_dnc_numbers(tx, next, fresh);
    tx.after_commit([this, &next, &fresh] { registry_.add_new(next.organization_id, next.campaign_id, fresh); });
  });
  batch = next;
  if (!fresh.empty()) work_.hopper_needs_refill();
  return static_cast<std::int64_t>(fresh.size());
}

DncNumberRecord DoNotCall::add(const auth::Caller& caller, std::string_view phone, const DncAddition& addition) {
  check_addition(caller, addition);
  const auto number = number_of(caller, phone);
  if (registry_.on_list(caller.organization_id, addition.campaign_id, number)) {
    throw DomainError::conflict("already_listed", phone::e164_of_key(number) + " is already on this do-not-call list");
  }
  auto batch = new_batch(caller, addition);
  if (write_numbers(batch, {number}, 0, 0) == 0) {
    throw DomainError::conflict("already_listed", phone::e164_of_key(number) + " is already on this do-not-call list");
  }
  return lookup(caller, phone);
}

void DoNotCall::add_in(db::Transaction& tx, const auth::Caller& caller, const std::string& e164,
                       const DncAddition& addition) {
  const auto number = phone::e164_key(e164);
  if (number == 0 || registry_.on_list(caller.organization_id, addition.campaign_id, number)) return;
  // The in-memory lists learn of a number only once its write commits: the database, read inside this write,
  // also sees what writes committing with it listed.
  for (const auto& entry : db::dnc_entries_of(tx, caller.organization_id, number)) {
    if (entry.campaign_id == addition.campaign_id) return;
  }
  // Not under write_mutex_ and without new_batch's read: this runs inside a write, and write_numbers holds that
  // mutex while it waits for one; everything is read through `tx`.
  model::DncBatch batch;
  batch.organization_id = caller.organization_id;
  batch.campaign_id = addition.campaign_id;
  batch.source = addition.source;
  batch.note = trim(addition.note);
  if (caller.user_id != 0) {
    batch.user_id = caller.user_id;
    if (const auto user = db::find_user(tx, caller.organization_id, caller.user_id)) {
      batch.user_name = trim(user->first_name + " " + user->last_name);
    }
  }
  batch.added = 1;
  batch.created_at = iso8601_utc(clock_.now());
  batch.id = db::insert_dnc_batch(tx, batch);
  const std::vector<std::uint64_t> numbers{number};
  db::insert_dnc_numbers(tx, batch, numbers);
  tx.after_commit([this, organization_id = batch.organization_id, campaign_id = batch.campaign_id, numbers] {
    registry_.add_new(organization_id, campaign_id, numbers);
    work_.hopper_needs_refill();
  });
}

DoNotCall::AdditionStep DoNotCall::add_to_addition(const auth::Caller& caller, std::optional<std::int64_t> addition_id,
                                                   const DncAddition& addition,
                                                   const std::vector<std::string>& e164s) {
  std::vector<std::uint64_t> numbers;
  numbers.reserve(e164s.size());
  for (const auto& e164 : e164s) {
    if (const auto number = phone::e164_key(e164)) numbers.push_back(number);
  }
  std::sort(numbers.begin(), numbers.end());
  const auto before = numbers.size();
  numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
  const auto repeated = static_cast<std::int64_t>(before - numbers.size());
  std::optional<model::DncBatch> batch;
  if (addition_id) batch = database_.read([&](SQLite::Database& db) { return db::find_dnc_batch(db, *addition_id); });
  if (!batch) batch = new_batch(caller, addition);
  const auto added = write_numbers(*batch, std::move(numbers), 0, repeated);
  return {batch->id, added};
}

DncNumberRecord DoNotCall::remove(const auth::Caller& caller, std::string_view phone, std::int64_t campaign_id,
                                  const std::string& note) {
  if (note.size() > kMaxNote) {
    throw DomainError::invalid("validation_error", "The note can be at most 500 characters",
                               {{"note", "At most 500 characters"}});
  }
  check_campaign(caller, campaign_id);
  const auto number = number_of(caller, phone);
  const auto who = new_batch(caller, {});
  std::lock_guard lock(write_mutex_);
  const auto entries = database_.read([&](SQLite::Database& db) {
    return db::dnc_entries_of(db, caller.organization_id, number);
  });
  const auto entry = std::find_if(entries.begin(), entries.end(),
                                  [&](const model::DncBatch& row) { return row.campaign_id == campaign_id; });
  if (entry == entries.end() || !registry_.on_list(caller.organization_id, campaign_id, number)) {
    throw DomainError::not_found(phone::e164_of_key(number) + " is not on this do-not-call list");
  }
  model::DncRemoval removal;
  removal.campaign_id = campaign_id;
  removal.number = number;
  removal.batch_id = entry->id;
  removal.user_id = who.user_id;
  removal.user_name = who.user_name;
  removal.note = trim(note);
  removal.removed_at = iso8601_utc(clock_.now());
  database_.write([&](db::Transaction& tx) {
    db::insert_dnc_removal(tx, caller.organization_id, removal);
    tx.after_commit([&] { registry_.remove(caller.organization_id, campaign_id, number); });
  });
  return lookup(caller, phone);
}

DncNumberRecord DoNotCall::lookup(const auth::Caller& caller, std::string_view phone) {
  const auto number = number_of(caller, phone);
  DncNumberRecord record;
  record.phone = phone::e164_of_key(number);
  database_.read([&](SQLite::Database& db) {
    record.entries = db::dnc_entries_of(db, caller.organization_id, number);
    record.removals = db::dnc_removals_of(db, caller.organization_id, number);
  });
  return record;
}

std::unique_ptr<DncImport> DoNotCall::start_import(const auth::Caller& caller, DncAddition addition) {
  check_addition(caller, addition);
  auto slot = import_slots_.take();
  if (!slot) {
    throw DomainError::conflict("import_running",
                                "Another do-not-call import is running. Try again when it has finished.");
  }
  addition.source = "import";
  return std::unique_ptr<DncImport>(new DncImport(*this, caller, std::move(addition), std::move(*slot)));
}

model::DncBatchPage DoNotCall::batches(const auth::Caller& caller, std::optional<std::int64_t> campaign_id, int page,
                                    int page_size) {
  if (campaign_id) check_campaign(caller, *campaign_id);
  return database_.read([&](SQLite::Database& db) {
    return db::dnc_batches(db, caller.organization_id, campaign_id, page, page_size);
  });
}

std::vector<std::pair<std::int64_t, std::size_t>> DoNotCall::sizes(const auth::Caller& caller) const {
  auto sizes = registry_.sizes(caller.organization_id);
  if (sizes.empty() || sizes.front().first != 0) sizes.insert(sizes.begin(), {0, 0});
  return sizes;
}

void DoNotCall::export_list(const auth::Caller& caller, std::int64_t campaign_id,
                            const std::function<bool(const std::string&, const model::DncBatch&)>& f) {
  database_.read([&](SQLite::Database& db) {
    db::for_each_dnc_entry(db, caller.organization_id, campaign_id, [&](std::uint64_t number, const model::DncBatch& batch) {
      return f(phone::e164_of_key(number), batch);
    });
  });
}

DncImport::DncImport(DoNotCall& owner, const auth::Caller& caller, DncAddition addition, ImportSlots::Lease slot)
    : owner_(owner),
      caller_(caller),
      addition_(std::move(addition)),
      slot_(std::move(slot)),
      region_(owner.writes_.phone_region(caller.organization_id)),
      reader_([this](files::CsvReader::Record& record, std::size_t number, const std::string&) { take(record, number); }) {
  batch_ = owner_.new_batch(caller_, addition_);
  pending_.reserve(kPieceNumbers);
}

void DncImport::take(files::CsvReader::Record& record, std::size_t row) {
  if (record.empty() || (record.size() == 1 && trim(record[0]).empty())) return;
  auto read = [&](std::size_t at) -> std::uint64_t {
    if (at >= record.size()) return 0;
    return phone::e164_key(phone::listable_e164(record[at], region_));
  };
  std::uint64_t number = 0;
  // The national registry's extracts: area code, then the seven digits.
  if (record.size() >= 2 && all_digits(trim(record[0]), 3) && all_digits(trim(record[1]), 7)) {
    number = phone::e164_key(phone::listable_e164(trim(record[0]) + trim(record[1]), region_));
  } else if (column_) {
    number = read(*column_);
  } else {
    // The first record: a number somewhere, else a header naming the phone column.
    for (std::size_t at = 0; at < record.size() && number == 0; ++at) {
      number = read(at);
      if (number != 0) column_ = at;
    }
    if (number == 0) {
      for (std::size_t at = 0; at < record.size() && !column_; ++at) {
        if (phone_header(record[at])) column_ = at;
      }
      if (!column_) column_ = 0;
      return;
    }
  }
  if (number == 0) {
    ++result_.unreadable;
    if (result_.unreadable_rows.size() < kUnreadableListed) {
      std::string text;
      for (const auto& field : record) text += (text.empty() ? "" : ",") + field;
      result_.unreadable_rows.push_back({row, text.substr(0, 200)});
    }
    return;
  }
  pending_.push_back(number);
  if (pending_.size() >= kPieceNumbers) flush();
}

void DncImport::feed(std::string_view chunk) {
  if (!delimiter_set_ && !chunk.empty()) {
    reader_.set_delimiter(files::detect_csv_delimiter(chunk.substr(0, chunk.find('\n'))));
    delimiter_set_ = true;
  }
  reader_.feed(chunk);
}

void DncImport::flush() {
  std::sort(pending_.begin(), pending_.end());
  const auto before = pending_.size();
  pending_.erase(std::unique(pending_.begin(), pending_.end()), pending_.end());
  const auto repeated = static_cast<std::int64_t>(before - pending_.size());
  const auto unreadable = result_.unreadable - batch_.unreadable;
  owner_.write_numbers(batch_, std::move(pending_), unreadable, repeated);
  pending_ = {};
  pending_.reserve(kPieceNumbers);
  result_.added = batch_.added;
  result_.already_listed = batch_.already_listed;
  result_.batch_id = batch_.id;
}

DncImportResult DncImport::finish() {
  reader_.finish();
  flush();
  return result_;
}

}  // namespace dialer::domain
