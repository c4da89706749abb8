// The roll-ups of the call counts (migration 0044: the organization's hours, each day's campaigns and agents, each
// day's outcomes) equal brute-force sums of the hourly rows they roll up: on a randomized three weeks of calls in
// three campaigns, five agents and two caller IDs, changes taken back included, over ranges inside one day, across
// a day's end, of whole days and with partial days at both edges.
#include <doctest/doctest.h>

#include <map>
#include <random>
#include <string>
#include <tuple>

#include "db/call_outcome_store.hpp"
#include "db/call_rollup_store.hpp"
#include "db/call_store.hpp"
#include "db/database.hpp"
#include "support/temp_dir.hpp"

namespace {

using dialer::model::CallCounts;
using dialer::model::CallHourCounts;

// Hour 500,016 starts a UTC day in 2027.
constexpr std::int64_t kFirstHour = 500'016;
constexpr std::int64_t kHours = 21 * 24;
const char* const kCodes[] = {"sale", "no_answer", "callback"};

std::tuple<std::int64_t, std::int64_t, std::int64_t, std::int64_t, std::int64_t, std::int64_t, std::int64_t> fields(
    const CallCounts& c) {
  return {c.calls, c.answered, c.human, c.contacts, c.conversions, c.abandoned, c.talk_seconds};
}

// Per `key` of each hourly row of hours [from, to) of organization 1.
template <typename Key>
std::map<Key, CallCounts> brute_force(SQLite::Database& db, std::int64_t from, std::int64_t to,
                                      Key (*key)(std::int64_t hour, std::int64_t campaign, std::int64_t agent)) {
  SQLite::Statement s(db,
                      "SELECT hour, campaign_id, agent_id, calls, answered, human, contacts, conversions, abandoned, "
                      "talk_seconds FROM call_hour_counts WHERE organization_id = 1 AND hour >= ? AND hour < ?");
  s.bind(1, from);
  s.bind(2, to);
  std::map<Key, CallCounts> out;
  while (s.executeStep()) {
    out[key(s.getColumn(0).getInt64(), s.getColumn(1).getInt64(), s.getColumn(2).getInt64())] +=
        CallCounts{s.getColumn(3).getInt64(), s.getColumn(4).getInt64(), s.getColumn(5).getInt64(),
                   s.getColumn(6).getInt64(), s.getColumn(7).getInt64(), s.getColumn(8).getInt64(),
                   s.getColumn(9).getInt64()};
  }
  return out;
}

std::map<std::string, std::int64_t> brute_force_outcomes(SQLite::Database& db, std::int64_t from, std::int64_t to,
                                                         std::optional<std::int64_t> campaign) {
  SQLite::Statement s(db, std::string("SELECT disposition_code, sum(calls) FROM call_outcome_hour_counts "
                                      "WHERE organization_id = 1 AND hour >= ? AND hour < ?") +
                              (campaign ? " AND campaign_id = ?" : "") + " GROUP BY 1 HAVING sum(calls) <> 0");
  s.bind(1, from);
  s.bind(2, to);
  if (campaign) s.bind(3, *campaign);
  std::map<std::string, std::int64_t> out;
  while (s.executeStep()) out[s.getColumn(0).getString()] = s.getColumn(1).getInt64();
  return out;
}

void write_random_calls(dialer::db::Database& database) {
  std::mt19937 random(20261126);
  database.write([&](SQLite::Database& db) {
    for (int i = 0; i < 5'000; ++i) {
      CallHourCounts delta;
      delta.hour = kFirstHour + static_cast<std::int64_t>(random() % kHours);
      delta.campaign_id = static_cast<std::int64_t>(random() % 3);
      delta.agent_id = static_cast<std::int64_t>(random() % 5);
      delta.counts.calls = 1;
      delta.counts.answered = random() % 2;
      delta.counts.human = delta.counts.answered * (random() % 2);
      delta.counts.contacts = delta.counts.human * (random() % 2);
      delta.counts.conversions = delta.counts.contacts * (random() % 2);
      delta.counts.abandoned = delta.counts.human == 1 && random() % 20 == 0 ? 1 : 0;
      delta.counts.talk_seconds = delta.counts.human * static_cast<std::int64_t>(random() % 600);
      const std::int64_t organization = random() % 4 == 0 ? 2 : 1;  // another organization's calls, counted apart
      const std::string caller_id = random() % 2 ? "+12025550147" : "+13125550199";
      dialer::db::add_call_counts(db, organization, caller_id, delta);
      const dialer::db::OutcomeHourCount outcome{delta.hour, delta.campaign_id, delta.agent_id, kCodes[random() % 3], 1};
      dialer::db::add_outcome_count(db, organization, outcome);
      if (random() % 10 == 0) {  // a change taken back
        auto back = delta;
        back.counts = CallCounts{} - delta.counts;
        dialer::db::add_call_counts(db, organization, caller_id, back);
        auto taken = outcome;
        taken.calls = -1;
        dialer::db::add_outcome_count(db, organization, taken);
      }
    }
  });
}

}  // namespace

TEST_CASE("call roll-ups: hours, campaigns and agents and outcomes over any range equal the hourly rows summed") {
  test::TempDir dir;
  dialer::db::Database database(dir.file("rollups.db"));
  write_random_calls(database);
  const std::pair<std::int64_t, std::int64_t> ranges[] = {
      {kFirstHour + 3, kFirstHour + 17},               // inside one day
      {kFirstHour + 20, kFirstHour + 30},              // across a day's end
      {kFirstHour + 24, kFirstHour + 4 * 24},          // whole days
      {kFirstHour + 5, kFirstHour + 15 * 24 + 9},      // partial days at both edges
      {kFirstHour - 50, kFirstHour + kHours + 50},     // beyond the calls
      {kFirstHour + 2 * 24, kFirstHour + 2 * 24 + 1},  // a single hour
  };
  database.read([&](SQLite::Database& db) {
    for (const auto& [from, to] : ranges) {
      INFO("hours " << from << " to " << to);
      std::map<std::int64_t, CallCounts> hours;
      dialer::db::for_each_organization_hour_count(db, 1, from, to, [&](const CallHourCounts& c) {
        CHECK(c.campaign_id == 0);
        CHECK(c.agent_id == 0);
        hours[c.hour] += c.counts;
      });
      const auto counted_hours =
          brute_force<std::int64_t>(db, from, to, [](std::int64_t hour, std::int64_t, std::int64_t) { return hour; });
      REQUIRE(hours.size() == counted_hours.size());
      for (const auto& [key, counts] : counted_hours) CHECK(fields(hours[key]) == fields(counts));

      std::map<std::pair<std::int64_t, std::int64_t>, CallCounts> agents;
      dialer::db::for_each_agent_count(db, 1, from, to, [&](const CallHourCounts& c) {
        CHECK(c.hour >= from);
        CHECK(c.hour < to);
        agents[{c.campaign_id, c.agent_id}] += c.counts;
      });
      const auto counted_agents = brute_force<std::pair<std::int64_t, std::int64_t>>(
          db, from, to, [](std::int64_t, std::int64_t campaign, std::int64_t agent) { return std::pair{campaign, agent}; });
      REQUIRE(agents.size() == counted_agents.size());
      for (const auto& [key, counts] : counted_agents) CHECK(fields(agents[key]) == fields(counts));

      for (const std::optional<std::int64_t> campaign : {std::optional<std::int64_t>{}, std::optional<std::int64_t>{1}}) {
        CHECK(dialer::db::outcome_totals(db, 1, from, to, campaign, std::nullopt) == brute_force_outcomes(db, from, to, campaign));
      }
    }
    std::int64_t calls = 0;
    dialer::db::for_each_agent_count(db, 1, kFirstHour, kFirstHour + kHours,
                                     [&](const CallHourCounts& c) { calls += c.counts.calls; });
    CHECK(calls > 3'000);
  });
}
