#include "call_year.hpp"

#include <SQLiteCpp/SQLiteCpp.h>

#include <chrono>
#include <cstdio>
#include <map>
#include <random>
#include <stdexcept>
#include <string>
#include <tuple>

#include "db/call_outcome_store.hpp"
#include "db/call_store.hpp"
#include "db/optional_columns.hpp"
#include "domain/call_progress.hpp"
#include "model/call.hpp"

namespace bench {

namespace model = dialer::model;
namespace domain = dialer::domain;

namespace {

constexpr std::int64_t kHourMs = 3'600'000;
constexpr std::int64_t kDayMs = 24 * kHourMs;
constexpr std::int64_t kShiftMs = 10 * kHourMs;

std::int64_t now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
}

struct Disposition {
  std::int64_t id = 0;
  std::string code;
  bool contact = false;
  bool conversion = false;
};

// The organization's standard dispositions by code (migration 0022 copies them in).
std::map<std::string, Disposition> dispositions_of(SQLite::Database& db, std::int64_t organization_id) {
  std::map<std::string, Disposition> out;
  SQLite::Statement s(db, "SELECT id, code, is_contact, is_conversion FROM dispositions WHERE organization_id = ?");
  s.bind(1, organization_id);
  while (s.executeStep()) {
    out[s.getColumn(1).getString()] = {s.getColumn(0).getInt64(), s.getColumn(1).getString(), s.getColumn(2).getInt() != 0,
                                       s.getColumn(3).getInt() != 0};
  }
  for (const char* code : {"no_answer", "busy", "voicemail", "not_interested", "interested", "callback", "sale", "wrong_number"}) {
    if (!out.contains(code)) throw std::runtime_error(std::string("no disposition ") + code);
  }
  return out;
}

// One finished call of the year: who, when, and how it went, as the provider and the agent left it.
model::Call finished_call(std::mt19937_64& random, const CallCentre& centre, const std::map<std::string, Disposition>& outcomes,
                          std::int64_t created) {
  const auto& [agent, campaign] = centre.agents[random() % centre.agents.size()];
  const auto& leads = centre.leads[campaign];
  const auto& lead = leads[random() % leads.size()];
  model::Call call;
  call.organization_id = centre.organization_id;
  call.campaign_id = centre.campaigns[campaign];
  call.lead_id = lead.first;
  call.agent_id = agent;
  call.from_number = centre.caller_id;
  call.to_number = lead.second;
  call.created_at = created;
  const int roll = static_cast<int>(random() % 100);
  const Disposition* outcome = nullptr;
  if (roll < 45) {
    call.status = dialer::model::CallStatus::kNoAnswer;
    outcome = &outcomes.at("no_answer");
  } else if (roll < 55) {
    call.status = dialer::model::CallStatus::kBusy;
    outcome = &outcomes.at("busy");
  } else {
    // Answered: a quarter by machines, and 1 in 60 of the people hung up on (no agent free: abandoned).
    call.status = dialer::model::CallStatus::kCompleted;
    call.answered_at = created + 12'000;
    const bool human = roll >= 65;
    call.answered_by = human ? "human" : "machine";
    call.talk_seconds = human ? static_cast<int>(20 + random() % 600) : 25;
    if (human && random() % 60 == 0) {
      call.abandoned = true;
      call.agent_id.reset();
      call.talk_seconds = 2;
    } else if (!human) {
      outcome = &outcomes.at("voicemail");
    } else {
      static const char* kSpoken[] = {"not_interested", "not_interested", "interested", "callback", "sale", "wrong_number"};
      outcome = &outcomes.at(kSpoken[random() % 6]);
    }
  }
  call.ended_at = created + 12'000 + call.talk_seconds.value_or(0) * 1000;
  call.duration_seconds = static_cast<int>((*call.ended_at - created) / 1000);
  if (outcome) {
    call.disposition_id = outcome->id;
    call.disposition_code = outcome->code;
    call.contact = outcome->contact;
    call.conversion = outcome->conversion;
  }
  call.updated_at = *call.ended_at;
  return call;
}

SQLite::Statement call_insert(SQLite::Database& db) {
  return SQLite::Statement(db,
                           "INSERT INTO calls (organization_id, provider_sid, campaign_id, lead_id, agent_id, audio, from_number, "
                           "to_number, status, answered_by, created_at, answered_at, ended_at, duration_seconds, talk_seconds, "
                           "abandoned, disposition_id, disposition_code, contact, conversion, updated_at) "
                           "VALUES (?, ?, ?, ?, ?, 'browser', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
}

void insert_call(SQLite::Statement& s, const model::Call& c) {
  int k = 1;
  s.bind(k++, c.organization_id);
  dialer::db::bind_optional(s, k++, c.provider_sid);
  dialer::db::bind_optional(s, k++, c.campaign_id);
  dialer::db::bind_optional(s, k++, c.lead_id);
  dialer::db::bind_optional(s, k++, c.agent_id);
  s.bind(k++, c.from_number);
  s.bind(k++, c.to_number);
  s.bind(k++, std::string(dialer::model::to_text(c.status)));
  dialer::db::bind_optional(s, k++, c.answered_by);
  s.bind(k++, c.created_at);
  dialer::db::bind_optional(s, k++, c.answered_at);
  dialer::db::bind_optional(s, k++, c.ended_at);
  dialer::db::bind_optional(s, k++, c.duration_seconds);
  dialer::db::bind_optional(s, k++, c.talk_seconds);
  s.bind(k++, c.abandoned ? 1 : 0);
  dialer::db::bind_optional(s, k++, c.disposition_id);
  dialer::db::bind_optional(s, k++, c.disposition_code);
  s.bind(k++, c.contact ? 1 : 0);
  s.bind(k++, c.conversion ? 1 : 0);
  s.bind(k++, c.updated_at);
  s.exec();
  s.reset();
}

// A lead's dialing state in a campaign, as the calls to it left it (db/lead_dialing_store).
struct Dialing {
  std::int64_t attempts = 0;
  std::string last_outcome;
  std::int64_t last_called_at = 0;  // Unix seconds
  std::string recent;               // the last 24 hours' attempts
};

using CountKey = std::tuple<std::int64_t, std::int64_t, std::int64_t>;  // hour, campaign, agent

using OutcomeKey = std::tuple<std::int64_t, std::int64_t, std::int64_t, std::string>;  // … and the disposition

void add(std::map<CountKey, model::CallCounts>& counts, std::map<OutcomeKey, std::int64_t>& outcomes, const model::Call& call) {
  const auto c = domain::call_contribution(call);
  counts[{c.hour, c.campaign_id, c.agent_id}] += c.counts;
  if (call.disposition_code) ++outcomes[{c.hour, c.campaign_id, c.agent_id, *call.disposition_code}];
}

}  // namespace

std::vector<LiveCall> seed_call_year(const std::string& db_path, const CallCentre& centre, const CallYearSize& size,
                                     std::int64_t live_agent) {
  SQLite::Database db(db_path, SQLite::OPEN_READWRITE);
  db.exec("PRAGMA journal_mode = WAL");
  SQLite::Transaction tx(db);
  const auto outcomes = dispositions_of(db, centre.organization_id);
  auto insert = call_insert(db);
  std::map<CountKey, model::CallCounts> counts;
  std::map<OutcomeKey, std::int64_t> outcome_counts;
  std::map<std::pair<std::int64_t, std::int64_t>, Dialing> dialing;  // campaign, lead
  std::mt19937_64 random(42);
  const std::int64_t now = now_ms();
  // Day d's shift ends d days before now, at now's time of day; the calls spread evenly over the shifts.
  const std::int64_t per_day = (size.calls + 364) / 365;
  for (std::int64_t i = 0; i < size.calls; ++i) {
    const std::int64_t day = 364 - i / per_day;
    const std::int64_t shift_end = now - day * kDayMs - kHourMs / 60;
    const std::int64_t created = shift_end - kShiftMs + kShiftMs * (i % per_day) / per_day;
    auto call = finished_call(random, centre, outcomes, created);
    char sid[40];
    std::snprintf(sid, sizeof sid, "CA%032lld", static_cast<long long>(i + 1));
    call.provider_sid = sid;
    insert_call(insert, call);
    add(counts, outcome_counts, call);
    auto& d = dialing[{*call.campaign_id, *call.lead_id}];
    ++d.attempts;
    d.last_outcome = call.disposition_code.value_or("");
    d.last_called_at = created / 1000;
    if (created > now - kDayMs) d.recent += (d.recent.empty() ? "" : ",") + std::to_string(created / 1000);
  }
  std::vector<LiveCall> live;
  for (int i = 0; i < size.live_calls; ++i) {
    const auto& lead = centre.leads[0][static_cast<std::size_t>(i) % centre.leads[0].size()];
    model::Call call;
    call.organization_id = centre.organization_id;
    call.campaign_id = centre.campaigns[0];
    call.lead_id = lead.first;
    call.agent_id = live_agent;
    call.from_number = centre.caller_id;
    call.to_number = lead.second;
    call.created_at = call.updated_at = now_ms();
    char sid[40];
    std::snprintf(sid, sizeof sid, "CA9%031d", i + 1);
    call.provider_sid = sid;
    insert_call(insert, call);
    add(counts, outcome_counts, call);
    live.push_back({db.getLastInsertRowid(), sid, lead.first});
  }
  for (const auto& [key, c] : counts) {
    model::CallHourCounts hour;
    std::tie(hour.hour, hour.campaign_id, hour.agent_id) = key;
    hour.counts = c;
    dialer::db::add_call_counts(db, centre.organization_id, centre.caller_id, hour);
  }
  for (const auto& [key, calls] : outcome_counts) {
    dialer::db::OutcomeHourCount row;
    std::tie(row.hour, row.campaign_id, row.agent_id, row.disposition_code) = key;
    row.calls = calls;
    dialer::db::add_outcome_count(db, centre.organization_id, row);
  }
  SQLite::Statement state(db,
                          "INSERT INTO lead_dialing (campaign_id, lead_id, attempts, last_outcome, last_called_at, recent_attempts) "
                          "VALUES (?, ?, ?, ?, ?, ?)");
  for (const auto& [key, d] : dialing) {
    state.bind(1, key.first);
    state.bind(2, key.second);
    state.bind(3, d.attempts);
    state.bind(4, d.last_outcome);
    state.bind(5, d.last_called_at);
    state.bind(6, d.recent);
    state.exec();
    state.reset();
  }
  tx.commit();
  std::fprintf(stderr, "%zu hourly count rows, %zu leads' dialing states\n", counts.size(), dialing.size());
  return live;
}

}  // namespace bench
