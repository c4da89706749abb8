#include "api/routes.hpp"

#include "api/agent_metrics_api.hpp"
#include "api/agent_states_api.hpp"
#include "api/agent_work_api.hpp"
#include "api/callbacks_api.hpp"
#include "api/agents_api.hpp"
#include "api/auth_api.hpp"
#include "api/calling_rules_api.hpp"
#include "api/campaign_setup_api.hpp"
#include "api/cadences_api.hpp"
#include "api/calls_api.hpp"
#include "api/overview_api.hpp"
#include "api/campaigns_api.hpp"
#include "api/dispositions_api.hpp"
#include "api/dnc_api.hpp"
#include "api/domain_error_mapping.hpp"
#include "api/events_api.hpp"
#include "api/health_api.hpp"
#include "api/hopper_api.hpp"
#include "api/campaign_funnel_api.hpp"
#include "api/compliance_api.hpp"
#include "api/integrations_api.hpp"
#include "api/import_templates_api.hpp"
#include "api/lead_bulk_api.hpp"
#include "api/mail_relay_api.hpp"
#include "api/lead_messages_api.hpp"
#include "api/leads_api.hpp"
#include "api/phone_settings_api.hpp"
#include "api/system_api.hpp"
#include "api/telephony_api.hpp"
#include "api/test_clock_api.hpp"
#include "api/twilio_api.hpp"
#include "api/webhooks_api.hpp"
#include "http/router.hpp"

namespace dialer::api {

void register_api_routes(http::Router& router, ApiServices services) {
  router.set_error_translator(translate_error);
  register_health_routes(router, services.health);
  register_auth_routes(router, services.accounts);
  register_agent_routes(router, services.agents);
  register_campaign_routes(router, services.campaigns, services.eligibility);
  register_hopper_routes(router, services.hopper);
  register_campaign_funnel_routes(router, services.funnels);
  register_compliance_routes(router, services.compliance);
  // Before the leads' own routes: /leads/bulk is not /leads/{id}.
  register_lead_bulk_routes(router, services.lead_bulk);
  register_lead_routes(router, services.leads, services.dnc);
  register_phone_settings_routes(router, services.leads);
  register_calling_rules_routes(router, services.calling_rules);
  register_dnc_routes(router, services.dnc);
  register_disposition_routes(router, services.dispositions);
  register_import_template_routes(router, services.import_templates);
  register_campaign_setup_routes(router, services.setup);
  register_integration_routes(router, services.gohighlevel, services.integration_log);
  register_webhook_routes(router, services.webhooks);
  register_telephony_routes(router, services.telephony, services.campaigns, services.call_analytics);
  register_mail_relay_routes(router, services.mail_relay);
  register_call_routes(router, services.calls, services.call_analytics);
  register_overview_routes(router, services.overview);
  register_twilio_callback_routes(router, services.twilio_callbacks, services.sms_inbox, services.key_press_opt_outs);
  register_lead_message_routes(router, services.sms_inbox, services.calls);
  register_cadence_routes(router, services.cadences, services.templates, services.emojis, services.unsubscribes);
  register_agent_state_routes(router, services.agent_states);
  register_agent_metric_routes(router, services.agent_states, services.call_analytics);
  register_agent_work_routes(router, services.agent_work, services.dnc);
  register_callback_routes(router, services.callbacks);
  register_system_routes(router, services.scheduler, services.system_checks, services.event_hub, services.clock);
  register_event_routes(router, services.stream_tickets, services.event_hub);
  if (services.test_clock) register_test_clock_routes(router, *services.test_clock);
}

}  // namespace dialer::api
