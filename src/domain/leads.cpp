#include "domain/leads.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <stdexcept>

#include "db/database.hpp"
#include "db/lead_activity_store.hpp"
#include "db/lead_block_pages.hpp"
#include "db/lead_filter_sql.hpp"
#include "db/lead_list_store.hpp"
#include "db/lead_queries.hpp"
#include "db/lead_references.hpp"
#include "db/lead_store.hpp"
#include "db/lead_text_cache.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"
#include "domain/calling_rules_settings.hpp"
#include "domain/campaign_settings.hpp"
#include "domain/domain_error.hpp"
#include "domain/lead_import.hpp"
#include "domain/lead_rules.hpp"
#include "domain/lead_writes.hpp"
#include "domain/publish_on_commit.hpp"
#include "domain/text_rules.hpp"
#include "phone/phone_numbers.hpp"

namespace dialer::domain {
namespace {

constexpr std::size_t kMaxFieldLength = 200;
constexpr std::size_t kMaxNotesLength = 10000;
constexpr int kExportBatch = 2000;

DomainError lead_not_found() { return DomainError::not_found("Lead not found"); }
DomainError list_not_found() { return DomainError::not_found("List not found"); }

// A lead an agent is on a call with, or wrapping up, is deleted once the call has its disposition.
DomainError lead_on_call(SQLite::Database& db, std::int64_t organization_id, const model::Lead& lead) {
  const auto agent = db::agent_working_on_lead(db, organization_id, lead.id).value_or("An agent");
  const auto name = lead.fields.name.empty() ? std::string("this lead") : lead.fields.name;
  return DomainError::conflict(
      "lead_on_call", agent + " is on a call with " + name + ": delete the lead once the call has its disposition");
}

// The order a status sort follows.
const std::vector<std::string>& statuses_a_to_z() {
  static const std::vector<std::string> sorted = [] {
    std::vector<std::string> statuses(kLeadStatuses.begin(), kLeadStatuses.end());
    std::sort(statuses.begin(), statuses.end());
    return statuses;
  }();
  return sorted;
}

bool digit_like(const std::string& text) {
  return std::all_of(text.begin(), text.end(),
                     [](char c) { return (c >= '0' && c <= '9') || c == ' ' || c == '+' || c == '-' || c == '(' ||
                                         c == ')' || c == '.'; });
}

model::LeadList existing_list(SQLite::Database& db, std::int64_t organization_id, std::int64_t list_id) {
  auto list = db::find_lead_list(db, organization_id, list_id);
  if (!list) throw DomainError::invalid("unknown_list", "The selected list does not exist", {{"listId", "unknown list"}});
  return *list;
}

void check_list_exists(SQLite::Database& db, std::int64_t organization_id, const std::optional<std::int64_t>& list_id) {
  if (list_id) existing_list(db, organization_id, *list_id);
}

}  // namespace

std::string checked_list_name(const std::string& name_in) {
  const std::string name = trim(name_in);
  if (name.empty()) throw DomainError::invalid("validation_error", "Please enter a list name", {{"name", "required"}});
  check_max_length(name, 100, "name", "List name");
  return name;
}

model::LeadFields lead_fields_from(const model::LeadFields& current, const LeadInput& in, std::string_view phone_region) {
  model::LeadFields f = current;
  if (in.first_name) f.first_name = trim(*in.first_name);
  if (in.last_name) f.last_name = trim(*in.last_name);
  if (in.name) f.name = trim(*in.name);
  if (in.name || in.first_name || in.last_name) {
    // The spec's display name: the given name, else first and last joined. A lone name fills first/last.
    if (in.name && !in.first_name && !in.last_name && !f.name.empty()) {
      std::tie(f.first_name, f.last_name) = split_full_name(f.name);
    }
    if (!in.name || f.name.empty()) f.name = join_name(f.first_name, f.last_name);
  }
  if (in.email) f.email = trim(*in.email);
  if (in.phone) f.phone = trim(*in.phone);
  if (in.company) f.company = trim(*in.company);
  if (in.state) f.state = trim(*in.state);
  if (in.postal_code) f.postal_code = trim(*in.postal_code);
  if (in.timezone) {
    f.timezone = trim(*in.timezone);
    if (!f.timezone.empty() && !is_time_zone_name(f.timezone)) {
      throw DomainError::invalid("validation_error", "Time zone must be a name such as America/New_York",
                                 {{"timezone", "unknown time zone"}});
    }
  }
  if (in.notes) f.notes = *in.notes;
  if (in.status) {
    const std::string status = to_lower(trim(*in.status));
    if (!is_lead_status(status)) {
      throw DomainError::invalid("validation_error",
                                  "Status must be one of new, contacted, interested, not_interested, callback",
                                  {{"status", "unknown status"}});
    }
    f.status = status;
  }
  if (in.list_id) f.list_id = *in.list_id;

  if (!f.email.empty() && !looks_like_email(f.email)) {
    throw DomainError::invalid("validation_error", "Please enter a valid email address",
                                {{"email", "Please enter a valid email address"}});
  }
  check_max_length(f.name, kMaxFieldLength, "name", "Name");
  check_max_length(f.first_name, kMaxFieldLength, "firstName", "First name");
  check_max_length(f.last_name, kMaxFieldLength, "lastName", "Last name");
  check_max_length(f.email, 254, "email", "Email");
  check_max_length(f.phone, 40, "phone", "Phone");
  check_max_length(f.company, kMaxFieldLength, "company", "Company");
  check_max_length(f.state, 100, "state", "State");
  check_max_length(f.postal_code, 20, "postalCode", "Postal code");
  if (character_count(f.notes) > kMaxNotesLength) {
    throw DomainError::invalid("validation_error", "Notes must be at most 10,000 characters", {{"notes", "too long"}});
  }
  if (f.name.empty() && f.email.empty() && f.phone.empty() && f.company.empty()) {
    throw DomainError::invalid("validation_error", "Enter at least a name, an email, a phone number or a company");
  }
  f.email_key = to_lower(f.email);
  // The key that finds duplicates and searches is the E.164 form where libphonenumber finds the number valid; a
  // number it cannot read keeps a key of its digits, so "n/a" twice is still one lead.
  f.phone_e164 = phone::dialable_e164(f.phone, phone_region);
  f.phone_key = f.phone_e164.empty() ? normalize_phone(f.phone) : f.phone_e164;
  return f;
}

void check_lead_filters(const std::optional<std::string>& status, const std::string& search) {
  if (status && !is_lead_status(*status)) {
    throw DomainError::invalid("validation_error",
                                "Status must be one of new, contacted, interested, not_interested, callback",
                                {{"status", "unknown status"}});
  }
  if (!is_clean_utf8(search)) {
    throw DomainError::invalid("validation_error", "Search must be plain text (UTF-8, no NUL characters)",
                                {{"search", "not text"}});
  }
}

model::LeadFilter lead_filter(const std::string& search, const std::optional<std::string>& status,
                           const std::optional<std::int64_t>& list_id) {
  model::LeadFilter filter;
  filter.status = status;
  filter.list_id = list_id;
  const std::string term = trim(search);
  if (term.empty()) return filter;
  // Digits are looked for in phones only when the term could be (part of) a phone number.
  const std::string digits = phone_digits(term);
  filter.text = term;
  if (digit_like(term)) filter.digits = digits;
  return filter;
}

LeadListPage LeadService::list(const auth::Caller& caller, const LeadQuery& q, const LeadText& text_of) {
  check_lead_filters(q.status, q.search);
  const auto filter = lead_filter(q.search, q.status, q.list_id);
  const std::int64_t offset = (q.page - 1) * q.limit;
  LeadListPage page;
  page.page = q.page;
  page.limit = q.limit;
  if (q.sort.key == model::LeadSort::Key::kCreated) {
    // Newest or oldest first, a page knows its leads' ids before it reads them, and takes their texts from those
    // kept while their rows are unchanged (db/lead_text_cache.hpp).
    auto& kept = database_.lead_texts();
    database_.read([&](SQLite::Database& db) {
      const auto ticket = kept.ticket();  // before the snapshot
      const db::OneSnapshot snapshot(db);
      std::vector<std::int64_t> ids;
      if (db::filter_is_search(filter)) {
        auto found = db::search_page_ids(db, caller.organization_id, filter, q.sort.descending, offset, q.limit);
        page.total = found.total;
        page.total_capped = found.capped;
        ids = std::move(found.ids);
      } else {
        auto found = db::page_ids_by_blocks(db, caller.organization_id, filter, q.sort.descending, offset, q.limit,
                                            {kept, ticket});
        page.total = found.total;
        ids = std::move(found.ids);
      }
      page.leads = kept.find(ticket, ids);
      for (std::size_t i = 0; i < ids.size(); ++i) {
        if (page.leads[i]) continue;
        const auto lead = db::find_lead(db, caller.organization_id, ids[i]);
        if (!lead) throw std::logic_error("a lead of the page is missing from its own snapshot");
        page.leads[i] = std::make_shared<const std::string>(text_of(*lead));
        kept.keep(ticket, ids[i], page.leads[i]);
      }
    });
  } else {
    auto found = database_.read([&](SQLite::Database& db) {
      return db::list_leads(db, caller.organization_id, filter, q.sort, statuses_a_to_z(), offset, q.limit);
    });
    if (found.too_many_to_sort) {
      static_assert(db::kSortableLeads == 50000, "the sentence below names the limit");
      const std::string by = q.sort.key == model::LeadSort::Key::kName ? "name" : "company";
      throw DomainError::invalid("sort_too_large",
                                 "Sorting by " + by +
                                     " works on up to 50,000 leads. Narrow the list with a search, a "
                                     "status or a list first.",
                                 {{"sort", "at most 50,000 leads"}});
    }
    page.total = found.total;
    page.total_capped = found.total_capped;
    for (const auto& lead : found.leads) page.leads.push_back(std::make_shared<const std::string>(text_of(lead)));
  }
  page.pages = (page.total + q.limit - 1) / q.limit;
  return page;
}

model::Lead LeadService::get(const auth::Caller& caller, std::int64_t lead_id) {
  auto lead = database_.read([&](SQLite::Database& db) { return db::find_lead(db, caller.organization_id, lead_id); });
  if (!lead) throw lead_not_found();
  return *lead;
}

std::vector<ImportRowOutcome> LeadService::preview_import(const auth::Caller& caller,
                                                          const std::vector<LeadInput>& rows) {
  if (rows.size() > 50) throw DomainError::invalid("validation_error", "A preview holds at most 50 rows");
  std::vector<ImportRowOutcome> outcomes(rows.size());
  std::vector<std::optional<model::LeadFields>> fields(rows.size());
  const std::string region = writes_.phone_region(caller.organization_id);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    try {
      model::LeadFields defaults;
      defaults.source = "import";
      fields[i] = lead_fields_from(defaults, rows[i], region);
      outcomes[i].dialable_phone = !fields[i]->phone_e164.empty();
      outcomes[i].phone_e164 = fields[i]->phone_e164;
    } catch (const DomainError& e) {
      outcomes[i].kind = ImportRowOutcome::Kind::kInvalid;
      outcomes[i].message = e.what();
    }
  }
  // The duplicate check is the import's own, which lives with the writer: a write that writes nothing.
  database_.write([&](db::Transaction& tx) {
    auto leads = writes_.begin(tx, caller.organization_id, LeadOrigin::kApi, caller.user_id);
    for (std::size_t i = 0; i < rows.size(); ++i) {
      if (!fields[i]) continue;
      if (auto existing = leads.by_contact(fields[i]->phone_key, fields[i]->email_key)) {
        outcomes[i].kind = ImportRowOutcome::Kind::kDuplicate;
        outcomes[i].duplicate_of = std::move(existing);
      }
    }
  });
  return outcomes;
}

std::string LeadService::phone_region(const auth::Caller& caller) { return writes_.phone_region(caller.organization_id); }

void LeadService::set_phone_region(const auth::Caller& caller, const std::string& region) {
  const std::string code = to_upper(trim(region));
  if (!phone::is_supported_region(code)) {
    throw DomainError::invalid("validation_error", "Default country must be a two-letter country code such as US",
                               {{"defaultCountry", "unknown country"}});
  }
  writes_.set_phone_region(caller.organization_id, code);
}

std::vector<std::string> LeadService::phone_regions() { return phone::supported_regions(); }

LeadHistory LeadService::history(const auth::Caller& caller, std::int64_t lead_id, std::int64_t before_id, int limit) {
  if (limit < 1 || limit > 100) throw DomainError::invalid("invalid_query", "limit must be between 1 and 100");
  return database_.read([&](SQLite::Database& db) {
    if (!db::find_lead(db, caller.organization_id, lead_id)) throw lead_not_found();
    LeadHistory history;
    // One more than asked: whether there is a next page.
    history.entries = db::lead_activity(db, caller.organization_id, lead_id, before_id, limit + 1);
    if (history.entries.size() > static_cast<std::size_t>(limit)) {
      history.entries.pop_back();
      history.next_before = history.entries.back().id;
    }
    // List names only when a change on the page moved the lead between lists.
    const bool lists_named = std::any_of(history.entries.begin(), history.entries.end(), [](const model::LeadActivity& a) {
      return a.changes.find("\"listId\"") != std::string::npos;
    });
    if (lists_named) {
      for (const auto& list : db::list_lead_lists(db, caller.organization_id)) history.list_names[list.id] = list.name;
    }
    return history;
  });
}

model::Lead LeadService::create(const auth::Caller& caller, const LeadInput& input) {
  const model::LeadFields fields =
      lead_fields_from(model::LeadFields{}, input, writes_.phone_region(caller.organization_id));
  return database_.write([&](db::Transaction& tx) {
    model::Lead lead;
    if (fields.list_id) lead.list_name = existing_list(tx, caller.organization_id, *fields.list_id).name;
    auto leads = writes_.begin(tx, caller.organization_id, LeadOrigin::kApi, caller.user_id);
    lead.id = leads.insert(fields);
    lead.created_at = lead.updated_at = leads.now();
    lead.organization_id = caller.organization_id;
    lead.fields = fields;
    // Built from what was written rather than read back: creates are the hot write path.
    return lead;
  });
}

model::Lead LeadService::update(const auth::Caller& caller, std::int64_t lead_id, const LeadInput& input) {
  const std::string region = writes_.phone_region(caller.organization_id);
  return database_.write([&](db::Transaction& tx) {
    const auto current = db::find_lead(tx, caller.organization_id, lead_id);
    if (!current) throw lead_not_found();
    const model::LeadFields fields = lead_fields_from(current->fields, input, region);
    check_list_exists(tx, caller.organization_id, fields.list_id);
    writes_.begin(tx, caller.organization_id, LeadOrigin::kApi, caller.user_id).update(*current, fields);
    return *db::find_lead(tx, caller.organization_id, lead_id);
  });
}

void LeadService::remove(const auth::Caller& caller, std::int64_t lead_id) {
  database_.write([&](db::Transaction& tx) {
    const auto current = db::find_lead(tx, caller.organization_id, lead_id);
    if (!current) throw lead_not_found();
    if (!writes_.begin(tx, caller.organization_id, LeadOrigin::kApi, caller.user_id).remove(*current)) {
      throw lead_on_call(tx, caller.organization_id, *current);
    }
  });
}

std::unique_ptr<LeadImport> LeadService::start_import(const auth::Caller& caller, ImportOptions options) {
  auto slot = import_slots_.take();
  if (!slot) {
    throw DomainError::busy("imports_busy",
                            std::to_string(kMaxConcurrentImports) +
                                " imports are running. Try again in a minute, when one of them has finished.",
                            std::chrono::seconds(30));
  }
  return std::make_unique<LeadImport>(database_, writes_, cadences_, caller, std::move(options), std::move(slot));
}

std::shared_ptr<const std::string> LeadService::status_counts(const auth::Caller& caller,
                                                              const StatusCountsText& text_of) {
  auto& kept = database_.lead_texts();
  const auto ticket = kept.ticket();  // before the counts' snapshot
  if (auto text = kept.find_for_organization(ticket, caller.organization_id)) return text;
  auto stored = database_.read([&](SQLite::Database& db) { return db::lead_status_counts(db, caller.organization_id); });
  std::map<std::string, std::int64_t> counts;
  for (const auto status : kLeadStatuses) counts[std::string(status)] = 0;
  for (const auto& [status, count] : stored) counts[status] = count;
  auto text = std::make_shared<const std::string>(text_of(counts));
  kept.keep_for_organization(ticket, caller.organization_id, text);
  return text;
}

LeadCallingTime LeadService::calling_time(const auth::Caller& caller, std::int64_t lead_id) {
  return calling_time(get(caller, lead_id));
}

LeadCallingTime LeadService::calling_time(const model::Lead& lead, const model::CampaignSettings* campaign) {
  const auto& f = lead.fields;
  LeadCallingTime time;
  time.zones = calling::lead_zones({f.timezone, f.state, f.postal_code, f.phone_e164});
  const auto state = calling::lead_us_state({f.timezone, f.state, f.postal_code, f.phone_e164});
  const auto rules = calling_rules_.of(lead.organization_id).rules;
  if (state && rules.state_rule(state->code)) time.state = std::string(state->code);
  time.window = campaign ? campaign_window(rules, time.state, *campaign) : rules.window_for(time.state);
  time.check = calling::check_window(time.window, time.zones.zones, writes_.clock().now());
  // Today's hours where the lead is (its first zone's date): none on a day without hours or a holiday.
  if (!time.check.local_times.empty() && !time.check.local_times[0].local.empty()) {
    const std::string date = time.check.local_times[0].local.substr(0, 10);
    int y = 0, m = 0, d = 0;
    if (std::sscanf(date.c_str(), "%d-%d-%d", &y, &m, &d) == 3 && time.window.holidays.count(date) == 0) {
      const std::chrono::weekday weekday{std::chrono::sys_days{std::chrono::year{y} / m / d}};
      time.today = time.window.days[(weekday.c_encoding() + 6) % 7];
    }
  }
  return time;
}

std::string LeadService::export_file_name() const {
  return "leads-" + iso8601_utc(writes_.clock().now()).substr(0, 10) + ".csv";
}

void LeadService::export_leads(const auth::Caller& caller, const std::string& search,
                               const std::optional<std::string>& status, const std::optional<std::int64_t>& list_id,
                               const std::function<bool(const std::vector<model::Lead>&)>& sink) {
  check_lead_filters(status, search);
  const auto filter = lead_filter(search, status, list_id);
  std::int64_t before = 0;
  // Each batch is its own short read: a long export never holds a snapshot open for minutes.
  while (true) {
    const auto batch = database_.read(
        [&](SQLite::Database& db) { return db::leads_before(db, caller.organization_id, filter, before, kExportBatch); });
    if (batch.empty() || !sink(batch)) return;
    before = batch.back().id;
  }
}

std::vector<model::Lead> LeadService::chosen(const auth::Caller& caller, std::vector<std::int64_t> ids) {
  if (ids.size() > 1000) {
    throw DomainError::invalid("validation_error", "At most 1,000 leads can be chosen one by one; use a filter for more",
                               {{"ids", "at most 1,000"}});
  }
  std::sort(ids.begin(), ids.end(), std::greater<>());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return database_.read([&](SQLite::Database& db) {
    std::vector<model::Lead> leads;
    for (const auto id : ids) {
      if (auto lead = db::find_lead(db, caller.organization_id, id)) leads.push_back(std::move(*lead));
    }
    return leads;
  });
}

std::vector<model::LeadList> LeadService::lists(const auth::Caller& caller) {
  return database_.read([&](SQLite::Database& db) { return db::list_lead_lists(db, caller.organization_id); });
}

model::LeadList LeadService::create_list(const auth::Caller& caller, const std::string& name_in) {
  const std::string name = checked_list_name(name_in);
  return database_.write([&](db::Transaction& tx) {
    if (db::find_lead_list_by_name(tx, caller.organization_id, name)) {
      throw DomainError::conflict("list_exists", "A list with this name already exists", {{"name", "already exists"}});
    }
    const auto id = db::insert_lead_list(tx, caller.organization_id, name, iso8601_utc(writes_.clock().now()));
    publish_on_commit(tx, writes_.events(), events::ListsChanged{caller.organization_id, id, "created"});
    return *db::find_lead_list(tx, caller.organization_id, id);
  });
}

model::LeadList LeadService::rename_list(const auth::Caller& caller, std::int64_t list_id, const std::string& name_in) {
  const std::string name = checked_list_name(name_in);
  return database_.write([&](db::Transaction& tx) {
    if (!db::find_lead_list(tx, caller.organization_id, list_id)) throw list_not_found();
    const auto same_name = db::find_lead_list_by_name(tx, caller.organization_id, name);
    if (same_name && same_name->id != list_id) {
      throw DomainError::conflict("list_exists", "A list with this name already exists", {{"name", "already exists"}});
    }
    db::rename_lead_list(tx, list_id, name, iso8601_utc(writes_.clock().now()));
    publish_on_commit(tx, writes_.events(), events::ListsChanged{caller.organization_id, list_id, "renamed"});
    return *db::find_lead_list(tx, caller.organization_id, list_id);
  });
}

void LeadService::delete_list(const auth::Caller& caller, std::int64_t list_id, std::optional<std::int64_t> move_to,
                              bool delete_leads) {
  database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    const auto list = db::find_lead_list(db, caller.organization_id, list_id);
    if (!list) throw list_not_found();
    if (move_to && *move_to == list_id) {
      throw DomainError::invalid("validation_error", "Choose another list to move the leads to");
    }
    std::optional<std::int64_t> target;
    if (move_to && *move_to != 0) {
      check_list_exists(db, caller.organization_id, *move_to);
      target = *move_to;
    }
    if (list->lead_count > 0 && !move_to && !delete_leads) {
      throw DomainError::conflict("list_not_empty",
                     "This list has " + std::to_string(list->lead_count) +
                         " leads: move them to another list or delete them with the list",
                     {{"leadCount", std::to_string(list->lead_count)}});
    }
    auto leads = writes_.begin(tx, caller.organization_id, LeadOrigin::kApi, caller.user_id);
    const model::LeadFilter in_list{.status = std::nullopt, .list_id = list_id, .text = {}, .digits = {}};
    std::int64_t before = 0;
    while (true) {
      const auto batch = db::leads_before(db, caller.organization_id, in_list, before, kExportBatch);
      if (batch.empty()) break;
      for (const auto& lead : batch) {
        if (delete_leads && !move_to) {
          if (!leads.remove(lead)) throw lead_on_call(tx, caller.organization_id, lead);
        } else {
          auto moved = lead.fields;
          moved.list_id = target;
          leads.update(lead, moved);
        }
      }
      before = batch.back().id;
    }
    // The list's count is settled with the others at the end of the write, before the list goes: its row
    // must still be there for that, so the list is deleted last, by a hook of its own.
    tx.before_end([&tx, list_id] { db::delete_lead_list(tx.connection(), list_id); });
    publish_on_commit(tx, writes_.events(), events::ListsChanged{caller.organization_id, list_id, "deleted"});
  });
}

}  // namespace dialer::domain
