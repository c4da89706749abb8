#include "domain/lead_bulk_actions.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "db/database.hpp"
#include "db/lead_bulk_job_store.hpp"
#include "db/lead_list_store.hpp"
#include "db/lead_queries.hpp"
#include "db/lead_store.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"
#include "dialer/storage_busy.hpp"
#include "domain/cadences.hpp"
#include "domain/do_not_call.hpp"
#include "domain/domain_error.hpp"
#include "domain/lead_rules.hpp"
#include "domain/lead_writes.hpp"
#include "domain/leads.hpp"
#include "domain/text_rules.hpp"

namespace dialer::domain {
namespace {

using nlohmann::json;

// What a stored selection names: ids (newest first), or a filter.
struct Selection {
  std::vector<std::int64_t> ids;
  std::optional<model::LeadFilter> filter;
};

Selection parse_selection(const std::string& text) {
  const json stored = json::parse(text);
  Selection selection;
  if (stored.contains("ids")) {
    selection.ids = stored["ids"].get<std::vector<std::int64_t>>();
    return selection;
  }
  std::optional<std::string> status;
  if (stored.contains("status")) status = stored["status"].get<std::string>();
  std::optional<std::int64_t> list_id;
  if (stored.contains("listId")) list_id = stored["listId"].get<std::int64_t>();
  selection.filter = lead_filter(stored.value("search", ""), status, list_id);
  return selection;
}

std::string stored_selection(const LeadBulkRequest& request) {
  if (!request.by_filter) {
    std::vector<std::int64_t> ids = request.ids;
    std::sort(ids.begin(), ids.end(), std::greater<>());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    return json{{"ids", ids}}.dump();
  }
  json filter = json::object();
  if (!trim(request.search).empty()) filter["search"] = trim(request.search);
  if (request.filter_status) filter["status"] = *request.filter_status;
  if (request.filter_list_id) filter["listId"] = *request.filter_list_id;
  return filter.dump();
}

// The selected leads below the job's cursor, newest first, at most `limit`.
std::vector<model::Lead> next_leads(SQLite::Database& db, const model::LeadBulkJob& job, const Selection& selection,
                                    int limit) {
  if (selection.filter) return db::leads_before(db, job.organization_id, *selection.filter, job.cursor, limit);
  std::vector<model::Lead> leads;
  for (const auto id : selection.ids) {
    if (id >= job.cursor) continue;
    if (auto lead = db::find_lead(db, job.organization_id, id)) leads.push_back(std::move(*lead));
    if (leads.size() == static_cast<std::size_t>(limit)) break;
  }
  return leads;
}

std::int64_t count_selected(SQLite::Database& db, const model::LeadBulkJob& job, const Selection& selection) {
  if (selection.filter) return db::count_leads_below(db, job.organization_id, *selection.filter, job.cursor);
  return static_cast<std::int64_t>(std::count_if(selection.ids.begin(), selection.ids.end(), [&](std::int64_t id) {
    return db::find_lead(db, job.organization_id, id).has_value();
  }));
}

}  // namespace

LeadBulkActions::LeadBulkActions(db::Database& database, LeadWrites& writes, DoNotCall& dnc, Cadences& cadences,
                                 BackgroundWork& work, const Clock& clock)
    : database_(database), writes_(writes), dnc_(dnc), cadences_(cadences), work_(work), clock_(clock) {}

model::LeadBulkJob LeadBulkActions::start(const auth::Caller& caller, const LeadBulkRequest& request) {
  model::LeadBulkJob job;
  job.organization_id = caller.organization_id;
  job.user_id = caller.user_id;
  job.action = request.action;
  if (request.action == "set_status") {
    const std::string status = to_lower(trim(request.status.value_or("")));
    if (status.empty()) throw DomainError::invalid_field("status", "Choose the status to set");
    if (!is_lead_status(status)) {
      throw DomainError::invalid_field("status", "Status must be one of new, contacted, interested, not_interested, callback");
    }
    job.status = status;
  } else if (request.action == "move_to_list") {
    if (!request.list_id) throw DomainError::invalid_field("listId", "Choose the list to move the leads to");
    job.list_id = *request.list_id;
  } else if (request.action == "enroll_in_cadence") {
    if (!request.cadence_id) throw DomainError::invalid_field("cadenceId", "Choose the cadence to enroll the leads in");
    cadences_.check_enrollable(caller, *request.cadence_id);
    job.cadence_id = *request.cadence_id;
  } else if (request.action != "delete" && request.action != "add_to_dnc") {
    throw DomainError::invalid_field("action", "action must be one of set_status, move_to_list, delete, add_to_dnc, enroll_in_cadence");
  }
  if (request.by_filter) {
    check_lead_filters(request.filter_status, request.search);
  } else if (request.ids.empty()) {
    throw DomainError::invalid_field("ids", "Choose the leads: their ids, or a filter");
  } else if (request.ids.size() > kMaxIds) {
    throw DomainError::invalid_field("ids", "At most 1,000 leads can be chosen one by one; use a filter for more");
  }
  job.selection = stored_selection(request);
  job.created_at = iso8601_utc(clock_.now());

  const auto id = database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    if (job.list_id && !db::find_lead_list(db, caller.organization_id, *job.list_id)) {
      throw DomainError::invalid("unknown_list", "The selected list does not exist", {{"listId", "unknown list"}});
    }
    // Leads added after this moment are not part of the job.
    job.cursor = request.by_filter ? db::newest_lead_id(db, caller.organization_id) + 1
                                   : *std::max_element(request.ids.begin(), request.ids.end()) + 1;
    return db::insert_lead_bulk_job(db, job);
  });
  // Read before the runner is woken: the answer shows the job as recorded (queued), not a batch later.
  auto recorded = get(caller, id);
  work_.lead_bulk_action_queued();
  return recorded;
}

model::LeadBulkJob LeadBulkActions::get(const auth::Caller& caller, std::int64_t id) {
  auto job = database_.read([&](SQLite::Database& db) { return db::find_lead_bulk_job(db, caller.organization_id, id); });
  if (!job) throw DomainError::not_found("Bulk action not found");
  return *job;
}

std::vector<model::LeadBulkJob> LeadBulkActions::recent(const auth::Caller& caller, int limit) {
  return database_.read([&](SQLite::Database& db) { return db::recent_lead_bulk_jobs(db, caller.organization_id, limit); });
}

std::string LeadBulkActions::run_waiting(const std::function<bool()>& stopping) {
  int ended = 0;
  while (!stopping()) {
    const auto job = database_.read([](SQLite::Database& db) { return db::next_waiting_lead_bulk_job(db); });
    if (!job) break;
    if (run_batch(*job)) ++ended;
  }
  return ended == 0 ? "" : std::to_string(ended) + " bulk action(s) on leads done";
}

bool LeadBulkActions::run_batch(const model::LeadBulkJob& job) {
  try {
    const Selection selection = parse_selection(job.selection);
    if (!job.total) {
      // Counted on a reader: a million leads take a moment, which the writer does not wait for.
      const auto total = database_.read([&](SQLite::Database& db) { return count_selected(db, job, selection); });
      database_.write([&](db::Transaction& tx) { db::set_lead_bulk_job_total(tx, job.id, total); });
    }
    // More than our own last step finished since it began: requests are writing beside the job.
    const auto writes_done = database_.writes_done();
    const bool shared = writes_done > writes_seen_ + 1;
    const auto step_time = shared ? kSharedStepTime : kStepTime;
    const int limit = shared ? kSharedBatch : kBatch;  // about what a shared step gets through
    writes_seen_ = writes_done;
    database_.let_waiting_writes_go(kStepTime);
    if (job.action == "add_to_dnc") return run_dnc_batch(job);
    if (job.action == "enroll_in_cadence") return run_enroll_batch(job);
    return database_.write([&](db::Transaction& tx) {
      SQLite::Database& db = tx;
      if (job.list_id && !db::find_lead_list(db, job.organization_id, *job.list_id)) {
        throw DomainError::conflict("list_deleted", "The list the leads were moving to was deleted");
      }
      const auto leads = next_leads(db, job, selection, limit);
      auto batch = writes_.begin(tx, job.organization_id, LeadOrigin::kApi, job.user_id);
      const auto deadline = std::chrono::steady_clock::now() + step_time;
      std::size_t taken = 0;
      std::int64_t changed = 0;
      for (const auto& lead : leads) {
        if (taken > 0 && taken % 32 == 0 && std::chrono::steady_clock::now() > deadline) break;
        ++taken;
        if (job.action == "delete") {
          if (batch.remove(lead)) ++changed;  // a lead on a call stays
          continue;
        }
        model::LeadFields fields = lead.fields;
        if (job.action == "set_status") fields.status = *job.status;
        if (job.action == "move_to_list") fields.list_id = job.list_id;
        if (fields.status == lead.fields.status && fields.list_id == lead.fields.list_id) continue;
        batch.update(lead, fields);
        ++changed;
      }
      const bool last = taken == leads.size() && leads.size() < static_cast<std::size_t>(limit);
      db::advance_lead_bulk_job(db, job.id, taken == 0 ? job.cursor : leads[taken - 1].id,
                                static_cast<std::int64_t>(taken), changed);
      if (last) db::finish_lead_bulk_job(db, job.id, batch.now(), std::nullopt);
      return last;
    });
  } catch (const StorageBusy&) {
    throw;  // nothing is wrong with the job: the next run tries again
  } catch (const DomainError& e) {
    database_.write([&](db::Transaction& tx) {
      db::finish_lead_bulk_job(tx, job.id, iso8601_utc(clock_.now()), std::string(e.what()));
    });
    return true;
  } catch (const std::exception&) {
    database_.write([&](db::Transaction& tx) {
      db::finish_lead_bulk_job(tx, job.id, iso8601_utc(clock_.now()),
                               std::string("The bulk action stopped because of an unexpected error"));
    });
    throw;  // the scheduler logs what it was
  }
}

bool LeadBulkActions::run_dnc_batch(const model::LeadBulkJob& job) {
  const Selection selection = parse_selection(job.selection);
  const auto leads = database_.read([&](SQLite::Database& db) { return next_leads(db, job, selection, kBatch); });
  std::vector<std::string> phones;
  for (const auto& lead : leads) {
    if (!lead.fields.phone_e164.empty()) phones.push_back(lead.fields.phone_e164);
  }
  auth::Caller caller;
  caller.organization_id = job.organization_id;
  caller.user_id = job.user_id.value_or(0);
  DncAddition addition;
  addition.note = "Bulk action on the leads screen";
  // A batch written twice (a restart between the numbers and the cursor) finds its numbers listed: no harm.
  const auto step = dnc_.add_to_addition(caller, job.dnc_addition_id, addition, phones);
  const bool last = leads.size() < static_cast<std::size_t>(kBatch);
  database_.write([&](db::Transaction& tx) {
    if (!job.dnc_addition_id) db::set_lead_bulk_job_dnc_addition(tx, job.id, step.addition_id);
    db::advance_lead_bulk_job(tx, job.id, leads.empty() ? job.cursor : leads.back().id,
                              static_cast<std::int64_t>(leads.size()), step.added);
    if (last) db::finish_lead_bulk_job(tx, job.id, iso8601_utc(clock_.now()), std::nullopt);
  });
  return last;
}

bool LeadBulkActions::run_enroll_batch(const model::LeadBulkJob& job) {
  const Selection selection = parse_selection(job.selection);
  // Enrollments are small rows: a large batch per write, so 100,000 leads take seconds.
  constexpr int kEnrollBatch = 5000;
  const auto leads = database_.read([&](SQLite::Database& db) { return next_leads(db, job, selection, kEnrollBatch); });
  std::vector<std::int64_t> ids;
  ids.reserve(leads.size());
  for (const auto& lead : leads) ids.push_back(lead.id);
  const bool last = leads.size() < static_cast<std::size_t>(kEnrollBatch);
  const auto added = database_.write([&](db::Transaction& tx) {
    const auto n = cadences_.enroll_in(tx, job.organization_id, *job.cadence_id, ids);
    db::advance_lead_bulk_job(tx, job.id, leads.empty() ? job.cursor : leads.back().id,
                              static_cast<std::int64_t>(leads.size()), n);
    if (last) db::finish_lead_bulk_job(tx, job.id, iso8601_utc(clock_.now()), std::nullopt);
    return n;
  });
  if (added > 0) cadences_.enrolled();
  return last;
}

}  // namespace dialer::domain
