// The 3 % rule's counts from the daily table (migration 0043) equal a brute-force sum of the hourly counts: on a
// randomized two months of calls in three campaigns, changes taken back included, from any start hour (a partial
// first day, a whole one, before the first call), for the organization and for one campaign.
#include <doctest/doctest.h>

#include <random>
#include <string>

#include "db/call_store.hpp"
#include "db/database.hpp"
#include "support/temp_dir.hpp"

namespace {

// Hour 500,000 is in 2027; any whole hour does.
constexpr std::int64_t kAbandonFirstHour = 500'000;
constexpr std::int64_t kAbandonHours = 60 * 24;

dialer::db::AbandonCounts brute_force_abandons(SQLite::Database& db, std::int64_t organization_id, std::optional<std::int64_t> campaign,
                                      std::int64_t from_hour) {
  SQLite::Statement s(db, std::string("SELECT coalesce(sum(human), 0), coalesce(sum(abandoned), 0) FROM call_hour_counts "
                                      "WHERE organization_id = ? AND hour >= ?") +
                              (campaign ? " AND campaign_id = ?" : ""));
  s.bind(1, organization_id);
  s.bind(2, from_hour);
  if (campaign) s.bind(3, *campaign);
  s.executeStep();
  return {s.getColumn(0).getInt64(), s.getColumn(1).getInt64()};
}

}  // namespace

TEST_CASE("abandon counts: the daily counts and a day's hours equal the hourly counts from any start hour") {
  test::TempDir dir;
  dialer::db::Database database(dir.file("abandon.db"));
  std::mt19937 random(20261126);
  database.write([&](SQLite::Database& db) {
    for (int i = 0; i < 4'000; ++i) {
      dialer::model::CallHourCounts delta;
      delta.hour = kAbandonFirstHour + static_cast<std::int64_t>(random() % kAbandonHours);
      delta.campaign_id = static_cast<std::int64_t>(random() % 3);
      delta.agent_id = static_cast<std::int64_t>(random() % 5);
      delta.counts.calls = 1;
      delta.counts.human = random() % 2;
      delta.counts.abandoned = delta.counts.human == 1 && random() % 20 == 0 ? 1 : 0;
      // Another organization's calls, counted apart.
      const std::int64_t organization = random() % 4 == 0 ? 2 : 1;
      dialer::db::add_call_counts(db, organization, "+12025550147", delta);
      if (random() % 10 == 0) {  // a change taken back: the counts move from the row to another
        auto back = delta;
        back.counts = dialer::model::CallCounts{} - delta.counts;
        dialer::db::add_call_counts(db, organization, "+12025550147", back);
      }
    }
  });
  database.read([&](SQLite::Database& db) {
    for (const std::int64_t from : {kAbandonFirstHour - 30, kAbandonFirstHour, kAbandonFirstHour + 1,
                                    kAbandonFirstHour + 23, kAbandonFirstHour + 24, kAbandonFirstHour + 30 * 24 + 7,
                                    kAbandonFirstHour + kAbandonHours - 1, kAbandonFirstHour + kAbandonHours + 5}) {
      for (const std::optional<std::int64_t> campaign : {std::optional<std::int64_t>{}, std::optional<std::int64_t>{0},
                                                         std::optional<std::int64_t>{2}}) {
        INFO("from hour " << from << (campaign ? ", campaign " + std::to_string(*campaign) : ""));
        const auto kept = dialer::db::abandon_counts(db, 1, campaign, from);
        const auto counted = brute_force_abandons(db, 1, campaign, from);
        CHECK(kept.human == counted.human);
        CHECK(kept.abandoned == counted.abandoned);
      }
    }
    CHECK(dialer::db::abandon_counts(db, 1, std::nullopt, kAbandonFirstHour).human > 500);
  });
}
