#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class AccountService;
class AgentService;
class CallingRulesSettings;
class CampaignEligibility;
class CampaignService;
class CampaignSetupService;
class DispositionService;
class DoNotCall;
class GoHighLevelService;
class HealthCheck;
class Hopper;
class CampaignFunnels;
class ImportTemplates;
class IntegrationLog;
class WebhookService;
class LeadService;
class LeadBulkActions;
class StreamTickets;
class TelephonyService;
class CallService;
class CallAnalytics;
class TwilioCallbacks;
class AgentStates;
class AgentWork;
class Callbacks;
class MailRelayService;
class SmsInbox;
class KeyPressOptOuts;
class CampaignCompliance;
class Cadences;
class MessageTemplates;
class EmojiSet;
class EmailUnsubscribes;
class SystemChecks;
class Overview;
}
namespace dialer::jobs {
class Scheduler;
}
namespace dialer {
class Clock;
class ManualClock;
}

namespace dialer::api {

class EventStreamHub;

// What the handlers work with; owned by the Application.
// Filled by name (designated initializers, src/app/application.cpp): each member is named where its service is given,
// so a field added, moved or given the wrong service fails to compile instead of shifting the others.
struct ApiServices {
  domain::HealthCheck& health;
  domain::AccountService& accounts;
  domain::AgentService& agents;
  domain::CampaignService& campaigns;
  domain::LeadService& leads;
  domain::LeadBulkActions& lead_bulk;
  domain::ImportTemplates& import_templates;
  domain::CampaignSetupService& setup;
  domain::IntegrationLog& integration_log;
  domain::GoHighLevelService& gohighlevel;
  domain::WebhookService& webhooks;
  const jobs::Scheduler& scheduler;
  domain::StreamTickets& stream_tickets;
  EventStreamHub& event_hub;
  domain::CallingRulesSettings& calling_rules;
  domain::DoNotCall& dnc;
  domain::DispositionService& dispositions;
  domain::CampaignEligibility& eligibility;
  domain::Hopper& hopper;
  domain::CampaignFunnels& funnels;
  domain::TelephonyService& telephony;
  domain::CallService& calls;
  domain::CallAnalytics& call_analytics;
  domain::TwilioCallbacks& twilio_callbacks;
  domain::AgentStates& agent_states;
  domain::AgentWork& agent_work;
  domain::Callbacks& callbacks;
  domain::MailRelayService& mail_relay;
  domain::SmsInbox& sms_inbox;
  domain::KeyPressOptOuts& key_press_opt_outs;
  domain::CampaignCompliance& compliance;
  domain::Cadences& cadences;
  domain::MessageTemplates& templates;
  domain::EmojiSet& emojis;
  domain::EmailUnsubscribes& unsubscribes;
  domain::SystemChecks& system_checks;
  domain::Overview& overview;
  const Clock& clock;
  // --test-clock: the clock /api/v1/test-clock moves; without the flag nothing, and those routes do not exist.
  ManualClock* test_clock;
};

// Every resource's routes, in one place, so the route table reads like the API's table of contents.
// Also sets the router's error translator (api/domain_error_mapping.hpp).
void register_api_routes(http::Router& router, ApiServices services);

}  // namespace dialer::api
