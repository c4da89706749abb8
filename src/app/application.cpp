#include "app/application.hpp"

#include <filesystem>

#include "api/routes.hpp"
#include "dialer/startup_error.hpp"
#include "integrations/gohighlevel_client.hpp"
#include "jobs/cadence_steps_job.hpp"
#include "jobs/consent_purge_job.hpp"
#include "jobs/database_check_job.hpp"
#include "jobs/email_outbox_job.hpp"
#include "jobs/gohighlevel_sync_job.hpp"
#include "jobs/integration_log_prune_job.hpp"
#include "jobs/agent_presence_job.hpp"
#include "jobs/wrap_up_end_job.hpp"
#include "jobs/callbacks_due_job.hpp"
#include "jobs/campaign_counts_job.hpp"
#include "jobs/auto_dialer_job.hpp"
#include "jobs/stale_call_sweep_job.hpp"
#include "jobs/hopper_refill_job.hpp"
#include "jobs/lead_bulk_job.hpp"

namespace dialer {
namespace {

domain::GoHighLevelOptions gohighlevel_options(const AppConfig& config) {
  try {
    integrations::check_base_url(config.ghl_base_url);
  } catch (const std::invalid_argument& e) {
    throw StartupError(std::string("--ghl-base-url: ") + e.what());
  }
  domain::GoHighLevelOptions options;
  options.base_url = config.ghl_base_url;
  return options;
}

domain::TelephonyOptions telephony_options(const AppConfig& config) {
  try {
    integrations::check_twilio_base_url(config.twilio_base_url);
  } catch (const std::invalid_argument& e) {
    throw StartupError(std::string("--twilio-base-url: ") + e.what());
  }
  domain::TelephonyOptions options;
  options.base_url = config.twilio_base_url;
  options.public_url = config.server.public_url;
  return options;
}

// The name this server gives relays in EHLO: the host of --public-url, or localhost.
domain::MailOptions mail_options(const AppConfig& config) {
  domain::MailOptions options;
  options.ca_file = config.smtp_ca_file;
  std::string host = config.server.public_url;
  if (const auto scheme = host.find("://"); scheme != std::string::npos) host.erase(0, scheme + 3);
  host = host.substr(0, host.find_first_of(":/"));
  options.client_name = host.empty() ? "localhost" : host;
  options.public_url = config.server.public_url;
  return options;
}

// A test clock, when there is one, is the clock of everything.
AppConfig on_its_clock(AppConfig config) {
  if (config.test_clock) config.clock = config.test_clock;
  return config;
}

db::Database::Options database_options(Logger& logger) {
  db::Database::Options options;
  options.before_upgrade = [&logger](int from, int to) {
    logger.info("upgrading the database from schema " + std::to_string(from) + " to " + std::to_string(to) +
                    "; with many leads this takes a while (15–45 s for a million), once",
                {{"event", "upgrade"}});
  };
  return options;
}

}  // namespace

Application::Application(AppConfig config, Logger& logger)
    : config_(on_its_clock(std::move(config))),
      logger_(logger),
      database_(std::make_unique<db::Database>(config_.db_path, database_options(logger))),
      health_(std::make_unique<domain::HealthCheck>(*database_)),
      accounts_(std::make_unique<domain::AccountService>(*database_, config_.accounts, sessions_, *config_.clock)),
      events_(std::make_unique<events::EventBus>(*config_.clock)),
      agents_(std::make_unique<domain::AgentService>(*database_, sessions_, *events_, background_work_, *config_.clock)),
      lead_writes_(std::make_unique<domain::LeadWrites>(*database_, *events_, *config_.clock)),
      cadences_(std::make_unique<domain::Cadences>(*database_, background_work_, *config_.clock)),
      campaigns_(std::make_unique<domain::CampaignService>(*database_, *lead_writes_, background_work_, *config_.clock)),
      calling_rules_(std::make_unique<domain::CallingRulesSettings>(*database_, *config_.clock)),
      leads_(std::make_unique<domain::LeadService>(*database_, *lead_writes_, *calling_rules_, *cadences_)),
      dnc_(std::make_unique<domain::DoNotCall>(*database_, *config_.clock, *lead_writes_, dnc_registry_, background_work_)),
      opt_out_reach_(std::make_unique<domain::OptOutReach>(*dnc_, *calling_rules_, *cadences_)),
      dispositions_(std::make_unique<domain::DispositionService>(*database_, *config_.clock)),
      eligibility_(std::make_unique<domain::CampaignEligibility>(*database_, *campaigns_, *leads_, *dnc_,
                                                                 *calling_rules_, *lead_writes_)),
      dial_index_(std::make_unique<domain::LeadDialIndex>(*database_, *config_.clock)),
      funnels_(std::make_unique<domain::CampaignFunnels>(*database_, *campaigns_, *dial_index_, *dnc_, *calling_rules_,
                                                         *config_.clock)),
      hopper_(std::make_unique<domain::Hopper>(*database_, *campaigns_, *eligibility_, *funnels_, *events_,
                                               background_work_, *config_.clock)),
      templates_(std::make_unique<domain::MessageTemplates>(*database_, *config_.clock)),
      emojis_(std::make_unique<domain::EmojiSet>(*database_, *config_.clock)),
      unsubscribes_(std::make_unique<domain::EmailUnsubscribes>(*database_, *cadences_, *opt_out_reach_, *config_.clock)),
      lead_bulk_(
          std::make_unique<domain::LeadBulkActions>(*database_, *lead_writes_, *dnc_, *cadences_, background_work_,
                                                    *config_.clock)),
      import_templates_(std::make_unique<domain::ImportTemplates>(*database_, *config_.clock)),
      setup_(std::make_unique<domain::CampaignSetupService>(*database_, *config_.clock)),
      integration_log_(std::make_unique<domain::IntegrationLog>(*database_, *events_, *config_.clock)),
      consent_purge_(std::make_unique<domain::ConsentPurge>(*database_, *config_.clock)),
      gohighlevel_(std::make_unique<domain::GoHighLevelService>(*database_, *lead_writes_, *integration_log_,
                                                                gohighlevel_options(config_), *config_.clock)),
      webhooks_(std::make_unique<domain::WebhookService>(*database_, *lead_writes_, *cadences_, *integration_log_)),
      telephony_(std::make_unique<domain::TelephonyService>(*database_, *integration_log_, telephony_options(config_),
                                                            *config_.clock)),
      callbacks_(std::make_unique<domain::Callbacks>(*database_, *leads_, *events_, *config_.clock)),
      calls_(std::make_unique<domain::CallService>(*database_, *campaigns_, *eligibility_, *lead_writes_, *dnc_, *opt_out_reach_,
                                                   *callbacks_, *cadences_, *integration_log_, *events_,
                                                   telephony_options(config_), *config_.clock)),
      call_analytics_(std::make_unique<domain::CallAnalytics>(*database_, *config_.clock)),
      twilio_callbacks_(
          std::make_unique<domain::TwilioCallbacks>(*database_, *calls_, *integration_log_, *events_, *config_.clock,
                                                    [this](const std::string& line) { logger_.error(line); })),
      sms_inbox_(std::make_unique<domain::SmsInbox>(*database_, *twilio_callbacks_, *lead_writes_, *dnc_, *opt_out_reach_, *cadences_,
                                                    *config_.clock)),
      key_press_opt_outs_(std::make_unique<domain::KeyPressOptOuts>(*database_, *twilio_callbacks_, *dnc_, *opt_out_reach_,
                                                                    *config_.clock)),
      compliance_(std::make_unique<domain::CampaignCompliance>(*database_, *campaigns_, *config_.clock)),
      cadence_runner_(std::make_unique<domain::CadenceRunner>(*database_, *cadences_, *leads_, *eligibility_, *dnc_, *opt_out_reach_,
                                                              *events_, background_work_, telephony_options(config_),
                                                              *config_.clock)),
      agent_states_(std::make_unique<domain::AgentStates>(*database_, *campaigns_, *calls_, *events_, *config_.clock)),
      agent_work_(std::make_unique<domain::AgentWork>(*database_, *campaigns_, *hopper_, *leads_, *agent_states_,
                                                      *events_, *config_.clock)),
      auto_dialer_(std::make_unique<domain::AutoDialer>(*database_, *campaigns_, *hopper_, *calls_, background_work_,
                                                        *config_.clock, config_.twilio_calls_per_second)),
      mail_relay_(std::make_unique<domain::MailRelayService>(*database_, *integration_log_, background_work_,
                                                             mail_options(config_), *config_.clock)),
      outbox_(
          std::make_unique<domain::EmailOutbox>(*database_, *integration_log_, mail_options(config_), *config_.clock)),
      system_checks_(std::make_unique<domain::SystemChecks>(*database_, *telephony_, *gohighlevel_, *mail_relay_,
                                                            telephony_options(config_), config_.disk_space,
                                                            *config_.clock)),
      dialable_counts_(std::make_unique<domain::DialableLeadCounts>(*database_, *funnels_)),
      overview_(std::make_unique<domain::Overview>(*call_analytics_, *agent_states_, *campaigns_, *dialable_counts_,
                                                   *hopper_, *compliance_)),
      stream_tickets_(std::make_unique<domain::StreamTickets>(*config_.clock)),
      event_hub_(std::make_unique<api::EventStreamHub>(
          *events_, [this](const auth::Caller& caller) { return accounts_->still_signed_in(caller); })),
      scheduler_(std::make_unique<jobs::Scheduler>(*config_.clock, logger_)),
      router_([this](const std::string& what) { logger_.error(what); }) {
  router_.set_authenticator([this](const std::string& header) { return accounts_->authenticate(header); });
  accounts_->listen(*agent_states_);
  api::register_api_routes(router_, api::ApiServices{
                                         .health = *health_,
                                         .accounts = *accounts_,
                                         .agents = *agents_,
                                         .campaigns = *campaigns_,
                                         .leads = *leads_,
                                         .lead_bulk = *lead_bulk_,
                                         .import_templates = *import_templates_,
                                         .setup = *setup_,
                                         .integration_log = *integration_log_,
                                         .gohighlevel = *gohighlevel_,
                                         .webhooks = *webhooks_,
                                         .scheduler = *scheduler_,
                                         .stream_tickets = *stream_tickets_,
                                         .event_hub = *event_hub_,
                                         .calling_rules = *calling_rules_,
                                         .dnc = *dnc_,
                                         .dispositions = *dispositions_,
                                         .eligibility = *eligibility_,
                                         .hopper = *hopper_,
                                         .funnels = *funnels_,
                                         .telephony = *telephony_,
                                         .calls = *calls_,
                                         .call_analytics = *call_analytics_,
                                         .twilio_callbacks = *twilio_callbacks_,
                                         .agent_states = *agent_states_,
                                         .agent_work = *agent_work_,
                                         .callbacks = *callbacks_,
                                         .mail_relay = *mail_relay_,
                                         .sms_inbox = *sms_inbox_,
                                         .key_press_opt_outs = *key_press_opt_outs_,
                                         .compliance = *compliance_,
                                         .cadences = *cadences_,
                                         .templates = *templates_,
                                         .emojis = *emojis_,
                                         .unsubscribes = *unsubscribes_,
                                         .system_checks = *system_checks_,
                                         .overview = *overview_,
                                         .clock = *config_.clock,
                                         .test_clock = config_.test_clock});
  // Large uploads wait beside the database: on disk, and known to be writable.
  auto server_options = config_.server;
  const auto db_directory = std::filesystem::absolute(config_.db_path).parent_path();
  server_options.limits.spool_directory = db_directory.empty() ? "." : db_directory.string();
  server_ = std::make_unique<http::HttpServer>(router_, logger_, std::move(server_options));
  {
    const auto started = std::chrono::steady_clock::now();
    const auto listed = dnc_->load();
    if (listed > 0) {
      const auto took = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started);
      logger_.info("do-not-call lists loaded: " + std::to_string(listed) + " numbers in " + std::to_string(took.count()) +
                   " ms");
    }
  }
  // Reset e-mails sealed by an earlier run cannot be opened any more (the key was in its memory only).
  if (const int expired = outbox_->expire_sealed_from_earlier_runs(); expired > 0) {
    logger_.info(std::to_string(expired) + " queued password reset e-mail(s) of the previous run expired");
  }
  register_background_work();
}

Application::~Application() = default;

void Application::register_background_work() {
  // Services stop in reverse order: the database closes last, once nothing else can write.
  // The Database owns its WAL checkpointer: it runs from the moment the file opens (every commit relies on
  // it) and stops only as the database closes, which also checkpoints the WAL into the file.
  scheduler_->add_service("wal-checkpointer", {}, [this] { database_->close(); });
  scheduler_->add_service(
      "search-index-merger", [this] { search_merger_ = std::make_unique<db::SearchIndexMerger>(*database_); },
      [this] { search_merger_.reset(); });

  // Stopped before the database closes (services stop in reverse): the last events go out first.
  scheduler_->add_service("event-streams", [this] { event_hub_->start(); }, [this] { event_hub_->stop(); });

  Clock& clock = *config_.clock;
  scheduler_->add(jobs::gohighlevel_sync_job(*gohighlevel_, clock, logger_, config_.ghl_sync_interval));
  scheduler_->add(jobs::integration_log_prune_job(*integration_log_, clock, logger_));
  scheduler_->add(jobs::consent_purge_job(*consent_purge_, logger_));
  scheduler_->add(jobs::database_check_job(*system_checks_));
  const auto outbox_job = scheduler_->add(jobs::email_outbox_job(*outbox_));
  const auto cadence_job = scheduler_->add(jobs::cadence_steps_job(*cadence_runner_, logger_));
  const auto refill_job = scheduler_->add(jobs::hopper_refill_job(*hopper_));
  const auto counts_job = scheduler_->add(jobs::campaign_counts_job(*dialable_counts_));
  // Derived from leads: the dial index learns each write's stamp, the hopper a webhook's fresh leads.
  lead_writes_->listen(*dial_index_);
  lead_writes_->listen(*hopper_);
  const auto bulk_job = scheduler_->add(jobs::lead_bulk_job(*lead_bulk_));
  // The services' nudges (domain/background_work.hpp) ask these jobs to run now.
  background_work_.attach(*scheduler_, {.email_outbox = outbox_job,
                                        .cadence_steps = cadence_job,
                                        .hopper_refill = refill_job,
                                        .campaign_counts = counts_job,
                                        .lead_bulk = bulk_job});
  scheduler_->add(jobs::stale_call_sweep_job(*calls_));
  scheduler_->add(jobs::agent_presence_job(*agent_states_));
  scheduler_->add(jobs::wrap_up_end_job(*agent_work_));
  scheduler_->add(jobs::callbacks_due_job(*callbacks_));
  // An agent waiting, a call answered or ended may let the dialer place a call at once. Lead writes cannot (the
  // dialer dials from the hopper, which its refill fills): they are most events, and would run a pass each.
  const auto dialer_job = scheduler_->add(jobs::auto_dialer_job(*auto_dialer_));
  dialer_wake_ = events_->subscribe_to<events::CallChanged, events::AgentStateChanged>(
      [this, dialer_job] { scheduler_->run_now(dialer_job); });
  jobs::JobSpec heartbeat;
  heartbeat.name = "event-stream-heartbeat";
  heartbeat.description = "Keeps the browsers' live update streams open and ends those whose session ended";
  heartbeat.schedule = jobs::Schedule::every(std::chrono::seconds(15));
  heartbeat.run = [this](jobs::JobContext&) {
    event_hub_->heartbeat();
    return std::string("Live update streams kept open");
  };
  scheduler_->add(std::move(heartbeat));
}

int Application::bind() { return server_->bind(); }

void Application::run() {
  scheduler_->start();
  server_->listen();
}

void Application::stop() {
  server_->stop();
  scheduler_->request_stop();
}

void Application::close() { scheduler_->stop(); }

}  // namespace dialer
