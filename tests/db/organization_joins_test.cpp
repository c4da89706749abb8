// Every store query that joins two organization-owned tables joins on the organization too. For each one, the ids
// an organization's rows point to are planted as rows of another organization ("Planted …") — what a reused id
// would look like — and the read must show nothing of them: no name, no row.
#include <doctest/doctest.h>

#include <string>

#include "db/agent_state_store.hpp"
#include "db/cadence_store.hpp"
#include "db/call_store.hpp"
#include "db/callback_store.hpp"
#include "db/database.hpp"
#include "db/hopper_store.hpp"
#include "db/lead_activity_store.hpp"
#include "db/lead_bulk_job_store.hpp"
#include "db/lead_references.hpp"
#include "db/lead_skip_store.hpp"
#include "db/lead_store.hpp"
#include "db/webhook_store.hpp"
#include "support/temp_dir.hpp"

namespace {

namespace db = dialer::db;

// Organization 1 is the reader's; every id below 100 that its rows name belongs to organization 2.
constexpr std::int64_t kOwn = 1;
constexpr std::int64_t kOther = 2;
constexpr std::int64_t kOwnAdmin = 10, kPlantedUser = 20;
constexpr std::int64_t kOwnCampaign = 31;
constexpr std::int64_t kPlantedLead = 40, kOwnLead = 41;
constexpr std::int64_t kPlantedCadence = 70, kOwnCadence = 71;

void plant(SQLite::Database& db) {
  db.exec(R"sql(
    INSERT INTO organizations (id, name, created_at) VALUES (1, 'Own Co', 'x'), (2, 'Planted Co', 'x');
    INSERT INTO users (id, organization_id, email, email_key, first_name, last_name, role, password_hash, created_at,
                       updated_at)
    VALUES (10, 1, 'ann@own.test', 'ann@own.test', 'Ann', 'Admin', 'admin', 'h', 'x', 'x'),
           (20, 2, 'p@planted.test', 'p@planted.test', 'Planted', 'Agent', 'agent', 'h', 'x', 'x');
    INSERT INTO campaigns (id, organization_id, name, created_at, status)
    VALUES (30, 2, 'Planted Campaign', 'x', 'active'), (31, 1, 'Own Campaign', 'x', 'active'),
           (32, 1, 'Own Second', 'x', 'active');
    INSERT INTO lead_lists (id, organization_id, name, created_at, updated_at) VALUES (50, 2, 'Planted List', 'x', 'x');
    INSERT INTO leads (id, organization_id, list_id, name, phone, created_at, updated_at)
    VALUES (40, 2, 50, 'Planted Lead', '+13055550199', 'x', 'x'),
           (41, 1, 50, 'Own Lead', '+12025550100', 'x', 'x');
    INSERT INTO dispositions (id, organization_id, code, label, created_at, updated_at)
    VALUES (60, 2, 'planted', 'Planted Outcome', 'x', 'x');
    INSERT INTO cadences (id, organization_id, name, status, created_at, updated_at)
    VALUES (70, 2, 'Planted Cadence', 'active', 'x', 'x'), (71, 1, 'Own Cadence', 'active', 'x', 'x');

    INSERT INTO calls (id, organization_id, campaign_id, lead_id, agent_id, audio, from_number, to_number, status,
                       created_at, updated_at, disposition_id, disposition_code)
    VALUES (80, 1, 30, 40, 20, 'browser', '+12025550147', '+13055550199', 'completed', 1, 1, 60, 'planted');
    INSERT INTO hopper_entries (campaign_id, lead_id, priority, source, added_at, seq, claimed_by, claimed_at)
    VALUES (31, 40, 0, 'standard', 'x', 1, NULL, NULL), (31, 41, 0, 'standard', 'x', 2, NULL, NULL),
           (32, 41, 0, 'standard', 'x', 1, 20, 'x');
    INSERT INTO callbacks (id, organization_id, campaign_id, lead_id, created_by, due_at, local_time, timezone, status,
                           created_at)
    VALUES (90, 1, 30, 40, 10, 1, '2026-11-27T10:30', 'America/New_York', 'scheduled', 1);
    INSERT INTO agent_states (user_id, organization_id, state, campaign_id, lead_id, since, heartbeat_at)
    VALUES (10, 1, 'reserved', 30, 40, 1, 1);
    INSERT INTO agent_states (user_id, organization_id, state, campaign_id, since, heartbeat_at, conference_sid)
    VALUES (20, 2, 'ready', 31, 1, 1, 'CFplanted');
    INSERT INTO lead_skips (organization_id, campaign_id, lead_id, user_id, reason, at)
    VALUES (1, 31, 41, 20, 'own skip', 1), (1, 31, 40, 10, 'an own skip of an id now planted', 1);
    INSERT INTO cadence_enrollments (organization_id, cadence_id, lead_id, status, step_index, next_at, enrolled_at,
                                     updated_at)
    VALUES (1, 71, 40, 'active', 0, 0, 'x', 'x'), (1, 70, 41, 'active', 0, 0, 'x', 'x');
    INSERT INTO lead_activity (organization_id, lead_id, at, kind, origin, user_id) VALUES (1, 41, 'x', 'updated', 'api', 20);
    INSERT INTO webhooks (id, organization_id, name, url_key, created_at, updated_at, list_id, cadence_id)
    VALUES (95, 1, 'Own hook', 'k', 'x', 'x', 50, 70);
    INSERT INTO lead_bulk_jobs (id, organization_id, user_id, action, selection, cursor, created_at, status)
    VALUES (96, 1, 20, 'delete', '{}', 0, 'x', 'done');
    -- a hopper entry waiting for a planted agent who is ready in the own campaign
    UPDATE hopper_entries SET for_user = 20 WHERE campaign_id = 31 AND lead_id = 41;
  )sql");
}

}  // namespace

TEST_CASE("organization joins: a row of another organization with the id a read joins on shows nothing of it") {
  test::TempDir dir;
  db::Database database(dir.file("joins.db"));
  database.write([&](SQLite::Database& db) { plant(db); });
  database.read([&](SQLite::Database& db) {
    SUBCASE("calls: the campaign, lead, agent and disposition of another organization are not named") {
      const auto call = db::find_call(db, kOwn, 80);
      REQUIRE(call);
      CHECK(call->campaign_name.empty());
      CHECK(call->lead_name.empty());
      CHECK(call->lead_deleted);
      CHECK(call->agent_name.empty());
      CHECK(call->disposition_label.empty());
      const auto page = db::list_calls(db, kOwn, {});
      REQUIRE(page.calls.size() == 1);
      CHECK(page.calls[0].lead_name.empty());
    }
    SUBCASE("hopper: an entry whose lead is another organization's is not listed, nor its reserving agent named") {
      const auto entries = db::hopper_entries(db, kOwnCampaign);
      REQUIRE(entries.size() == 1);
      CHECK(entries[0].lead_id == kOwnLead);
      CHECK_FALSE(db::find_hopper_entry(db, kOwnCampaign, kPlantedLead));
      CHECK(db::callbacks_for_waiting_agents(db, kOwnCampaign).empty());
    }
    SUBCASE("callbacks: the lead and campaign of another organization are not named") {
      const auto open = db::open_callbacks_of(db, kOwn, kOwnAdmin, 10);
      REQUIRE(open.size() == 1);
      CHECK(open[0].lead_name.empty());
      CHECK(open[0].campaign_name.empty());
    }
    SUBCASE("agent states: the campaign and lead of another organization are not named") {
      for (const auto& state : db::agent_states(db, kOwn)) {
        CHECK(state.campaign_name.empty());
        CHECK(state.lead_name.empty());
      }
      CHECK_FALSE(db::agent_working_on_lead(db, kOther, kPlantedLead));
    }
    SUBCASE("skips: another organization's agent is not named; an own skip of a planted id is not the planted lead's") {
      const auto own = db::lead_skips(db, kOwn, kOwnLead, 10);
      REQUIRE(own.size() == 1);
      CHECK(own[0].agent_name.empty());
      CHECK(db::lead_skips(db, kOther, kPlantedLead, 10).empty());
    }
    SUBCASE("cadences: an enrollment of another organization's lead, and one in its cadence, are not read") {
      CHECK(db::enrollments(db, kOwnCadence, "", 0, 10).empty());
      for (const auto& due : db::due_enrollments(db, 1'000, 10)) CHECK(due.cadence_id != kPlantedCadence);
    }
    SUBCASE("lead history, webhooks, bulk jobs and the lead's list name nothing of another organization") {
      const auto history = db::lead_activity(db, kOwn, kOwnLead, 0, 10);
      REQUIRE(history.size() == 1);
      CHECK(history[0].user_name.empty());
      const auto hooks = db::list_webhooks(db, kOwn);
      REQUIRE(hooks.size() == 1);
      CHECK(hooks[0].list_name.empty());
      CHECK(hooks[0].cadence_name.empty());
      const auto jobs = db::recent_lead_bulk_jobs(db, kOwn, 10);
      REQUIRE(jobs.size() == 1);
      CHECK(jobs[0].user_name.empty());
      const auto lead = db::find_lead(db, kOwn, kOwnLead);
      REQUIRE(lead);
      CHECK(lead->list_name.empty());
    }
    SUBCASE("reservations: a lead is held only in its own organization's campaigns, by its own agents") {
      const auto held = db::lead_reservation(db, kOwn, kOwnLead);
      REQUIRE(held);
      CHECK(held->agent_name.empty());
      CHECK_FALSE(db::lead_reservation(db, kOther, kOwnLead));
    }
  });
}
