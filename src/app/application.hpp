#pragma once
// The server as one object: database, routes, HTTP front and background work wired together. `serve` runs
// it until a signal; the API tests run it in-process on a free port.
#include <chrono>
#include <filesystem>
#include <memory>
#include <string>

#include "api/event_stream_hub.hpp"
#include "db/database.hpp"
#include "db/search_index_merger.hpp"
#include "dialer/clock.hpp"
#include "domain/accounts.hpp"
#include "domain/agents.hpp"
#include "domain/calling_rules_settings.hpp"
#include "domain/campaign_eligibility.hpp"
#include "domain/campaign_setup.hpp"
#include "domain/campaigns.hpp"
#include "domain/dispositions.hpp"
#include "domain/dialable_lead_counts.hpp"
#include "domain/dnc_registry.hpp"
#include "domain/do_not_call.hpp"
#include "domain/email_outbox.hpp"
#include "domain/cadence_runner.hpp"
#include "domain/cadences.hpp"
#include "domain/consent_ledger.hpp"
#include "domain/overview.hpp"
#include "domain/system_checks.hpp"
#include "domain/email_unsubscribes.hpp"
#include "domain/emoji_set.hpp"
#include "domain/mail_relay.hpp"
#include "domain/message_templates.hpp"
#include "domain/campaign_compliance.hpp"
#include "domain/key_press_opt_outs.hpp"
#include "domain/opt_out_reach.hpp"
#include "domain/sms_inbox.hpp"
#include "domain/gohighlevel.hpp"
#include "domain/health.hpp"
#include "domain/hopper.hpp"
#include "domain/campaign_funnel.hpp"
#include "domain/lead_dial_index.hpp"
#include "domain/integration_log.hpp"
#include "domain/lead_bulk_actions.hpp"
#include "domain/lead_writes.hpp"
#include "domain/import_templates.hpp"
#include "domain/leads.hpp"
#include "domain/session_cache.hpp"
#include "domain/stream_tickets.hpp"
#include "domain/agent_states.hpp"
#include "domain/agent_work.hpp"
#include "domain/auto_dialer.hpp"
#include "domain/callbacks.hpp"
#include "domain/call_analytics.hpp"
#include "domain/calls.hpp"
#include "domain/telephony.hpp"
#include "domain/twilio_callbacks.hpp"
#include "domain/webhooks.hpp"
#include "events/event_bus.hpp"
#include "http/router.hpp"
#include "http/server.hpp"
#include "integrations/gohighlevel_client.hpp"
#include "integrations/twilio_client.hpp"
#include "jobs/scheduler.hpp"
#include "log/logger.hpp"
#include "app/scheduler_background_work.hpp"

namespace dialer {

struct AppConfig {
  std::string db_path = "./dialer.db";
  http::ServerOptions server;
  domain::AccountSettings accounts;
  // Where the GoHighLevel client sends its requests: the real API, or a stub in tests.
  std::string ghl_base_url = integrations::kGoHighLevelDefaultBaseUrl;
  // Where the Twilio client sends its requests: Twilio, a Twilio-compatible provider, or a stub in tests.
  std::string twilio_base_url = integrations::kTwilioDefaultBaseUrl;
  // How many calls the progressive and power dialer places per second per Twilio account.
  double twilio_calls_per_second = 1;
  // A certificate authority the SMTP client trusts besides the system's (a relay with its own certificate).
  std::string smtp_ca_file;
  std::chrono::seconds ghl_sync_interval = std::chrono::minutes(15);
  // The one source of "now" for sessions, throttles, stored times and jobs; tests pass a ManualClock,
  // which must outlive the Application.
  Clock* clock = &system_clock();
  // --test-clock: the server runs on this clock instead of `clock`, and /api/v1/test-clock moves it (the routes
  // exist only then). Must outlive the Application.
  ManualClock* test_clock = nullptr;
  // How much room the database's disk has (System Status); tests pass a full disk.
  domain::DiskSpaceProbe disk_space = [](const std::filesystem::path& path) { return std::filesystem::space(path); };
};

class Application {
 public:
  // Opens and migrates the database, registers every route and every background job. Throws StartupError.
  Application(AppConfig config, Logger& logger);
  ~Application();

  http::Router& router() { return router_; }
  db::Database& database() { return *database_; }
  domain::AccountService& accounts() { return *accounts_; }
  domain::LeadService& leads() { return *leads_; }
  domain::DoNotCall& do_not_call() { return *dnc_; }
  // Committed changes, in commit order (the live streams and tests listen here).
  events::EventBus& events() { return *events_; }
  domain::LeadWrites& lead_writes() { return *lead_writes_; }
  domain::CampaignFunnels& funnels() { return *funnels_; }
  api::EventStreamHub& event_hub() { return *event_hub_; }
  // Where background work is registered (before run()): jobs with add(), threads of their own with
  // add_service().
  jobs::Scheduler& scheduler() { return *scheduler_; }
  Clock& clock() { return *config_.clock; }
  const AppConfig& config() const { return config_; }

  int bind();   // returns the bound port; throws StartupError
  void run();   // starts the background work and serves until stop(); in-flight requests finish first
  // Stops serving and asks the background work to stop; does not wait (callable from a signal thread).
  void stop();
  // After run() returned: waits for running jobs, stops the background services, checkpoints the WAL and
  // closes the database.
  void close();

 private:
  void register_background_work();

  AppConfig config_;
  Logger& logger_;
  // Before the services that nudge it; attached to the scheduler's jobs in register_background_work.
  SchedulerBackgroundWork background_work_;
  std::unique_ptr<db::Database> database_;
  std::unique_ptr<db::SearchIndexMerger> search_merger_;  // while the background work runs
  domain::SessionCache sessions_;
  std::unique_ptr<domain::HealthCheck> health_;
  std::unique_ptr<domain::AccountService> accounts_;
  std::unique_ptr<events::EventBus> events_;
  std::unique_ptr<domain::AgentService> agents_;
  std::unique_ptr<domain::LeadWrites> lead_writes_;
  std::unique_ptr<domain::Cadences> cadences_;  // before the services that enroll leads
  std::unique_ptr<domain::CampaignService> campaigns_;
  std::unique_ptr<domain::CallingRulesSettings> calling_rules_;
  std::unique_ptr<domain::LeadService> leads_;
  domain::DncRegistry dnc_registry_;
  std::unique_ptr<domain::DoNotCall> dnc_;
  std::unique_ptr<domain::OptOutReach> opt_out_reach_;
  std::unique_ptr<domain::DispositionService> dispositions_;
  std::unique_ptr<domain::CampaignEligibility> eligibility_;
  std::unique_ptr<domain::LeadDialIndex> dial_index_;
  std::unique_ptr<domain::CampaignFunnels> funnels_;
  std::unique_ptr<domain::Hopper> hopper_;
  std::unique_ptr<domain::MessageTemplates> templates_;
  std::unique_ptr<domain::EmojiSet> emojis_;
  std::unique_ptr<domain::EmailUnsubscribes> unsubscribes_;
  std::unique_ptr<domain::LeadBulkActions> lead_bulk_;
  std::unique_ptr<domain::ImportTemplates> import_templates_;
  std::unique_ptr<domain::CampaignSetupService> setup_;
  std::unique_ptr<domain::IntegrationLog> integration_log_;
  std::unique_ptr<domain::ConsentPurge> consent_purge_;
  std::unique_ptr<domain::GoHighLevelService> gohighlevel_;
  std::unique_ptr<domain::WebhookService> webhooks_;
  std::unique_ptr<domain::TelephonyService> telephony_;
  std::unique_ptr<domain::Callbacks> callbacks_;
  std::unique_ptr<domain::CallService> calls_;
  std::unique_ptr<domain::CallAnalytics> call_analytics_;
  std::unique_ptr<domain::TwilioCallbacks> twilio_callbacks_;
  std::unique_ptr<domain::SmsInbox> sms_inbox_;
  std::unique_ptr<domain::KeyPressOptOuts> key_press_opt_outs_;
  std::unique_ptr<domain::CampaignCompliance> compliance_;
  std::unique_ptr<domain::CadenceRunner> cadence_runner_;
  std::unique_ptr<domain::AgentStates> agent_states_;
  std::unique_ptr<domain::AgentWork> agent_work_;
  std::unique_ptr<domain::AutoDialer> auto_dialer_;
  std::unique_ptr<domain::MailRelayService> mail_relay_;
  std::unique_ptr<domain::EmailOutbox> outbox_;
  std::unique_ptr<domain::SystemChecks> system_checks_;
  std::unique_ptr<domain::DialableLeadCounts> dialable_counts_;
  std::unique_ptr<domain::Overview> overview_;
  // After what its jobs and services use, so that it is destroyed (and stopped) first.
  std::unique_ptr<domain::StreamTickets> stream_tickets_;
  std::unique_ptr<api::EventStreamHub> event_hub_;
  std::unique_ptr<jobs::Scheduler> scheduler_;
  // Wakes the auto-dialer on every event; goes before the scheduler it calls.
  std::unique_ptr<events::EventBus::Subscription> dialer_wake_;
  http::Router router_;
  std::unique_ptr<http::HttpServer> server_;
};

}  // namespace dialer
