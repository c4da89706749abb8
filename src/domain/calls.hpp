#pragma once
// Calls (docs/api.md, "Calls"; docs/dialer.md, "Calls"): placing one for an agent and a lead through the
// organization's Twilio account, the history and a call's timeline, the agent's Voice SDK token, and the
// recording fetched with the account's credentials.
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"
#include "domain/callbacks.hpp"
#include "domain/consent_ledger.hpp"
#include "domain/integration_log.hpp"
#include "domain/telephony.hpp"
#include "events/event_bus.hpp"
#include "model/call.hpp"
#include "model/campaign.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

class Cadences;
class CampaignEligibility;
class CampaignService;
class DoNotCall;
class OptOutReach;
class LeadWrites;

struct PlaceCall {
  std::int64_t campaign_id = 0;
  std::int64_t lead_id = 0;
  std::string audio = "browser";  // browser: the agent's browser connects; phone: Twilio rings the agent's phone first
};

// The outcome an agent gives a call: a disposition of the organization, by id or code, notes, and the callback a
// callback disposition asks for.
struct CallOutcome {
  std::optional<std::int64_t> disposition_id;
  std::string code;
  std::string notes;
  std::optional<CallbackRequest> callback;
};

struct CallDetail {
  model::Call call;
  std::vector<model::CallEvent> events;
};

struct VoiceToken {
  std::string token;     // a Twilio access token with a voice grant for the TwiML App
  std::string identity;  // the Voice SDK client's name: "agent-<user id>"
  std::int64_t expires_at = 0;  // Unix seconds
};

struct Recording {
  std::string content_type;
  std::string body;
};

// "agent-<user id>": who a browser call's voice request comes from ("client:agent-12").
std::string voice_identity(std::int64_t user_id);

class CallService {
 public:
  static constexpr int kRingSeconds = 30;
  static constexpr int kTokenSeconds = 3600;
  // How long a placed call waits for the agent's browser or phone before the sweep cancels it.
  static constexpr std::chrono::minutes kConnectWait{2};
  // Twilio ends a call after 4 hours: one still open after that lost its final report.
  static constexpr std::chrono::hours kLongestCall{4};

  CallService(db::Database& database, CampaignService& campaigns, CampaignEligibility& eligibility, LeadWrites& writes,
              DoNotCall& dnc, OptOutReach& reach, Callbacks& callbacks, Cadences& cadences, IntegrationLog& log, events::EventBus& bus,
              TelephonyOptions options,
              const Clock& clock);

  // Places a call to the lead for the signed-in agent, in a campaign it works. Refused (conflict, with the rule's
  // sentence) when the lead may not be called now; upstream_failed with Twilio's reason when Twilio refuses the
  // agent's leg (the call is kept, failed, with that reason).
  model::Call place(const auth::Caller& caller, const PlaceCall& request);
  // Agents see their own calls, admins every call of the organization.
  model::CallPage list(const auth::Caller& caller, model::CallFilter filter);
  CallDetail detail(const auth::Caller& caller, std::int64_t call_id);
  // The organization's calls not ended yet (queued, dialing, ringing, in progress), oldest first: what the floor's
  // wallboard shows. At most kLiveCallsShown; a centre of 50 agents on 3 lines has 150.
  std::vector<model::Call> live(const auth::Caller& caller);
  static constexpr int kLiveCallsShown = 1000;
  // Ends the call: one Twilio has not started yet is canceled at once; a live one is ended through Twilio (its
  // reports then say how it ended). Conflict when it has ended already.
  model::Call hang_up(const auth::Caller& caller, std::int64_t call_id);
  VoiceToken voice_token(const auth::Caller& caller);
  // Puts the lead of a call the dialer connected to the caller (a participant of the caller's conference) on hold,
  // with Twilio's hold music, or takes it off. Conflict for a call the agent placed itself (no participant to
  // hold: mute instead), one that is not going on, or another agent's.
  model::Call hold(const auth::Caller& caller, std::int64_t call_id, bool hold);
  // Consent the lead gave the caller on the caller's own answered call (texts, e-mails): written to the lead's
  // ledger with the call and the agent; returns the lead's ledger.
  std::vector<model::LeadConsent> record_consent(const auth::Caller& caller, std::int64_t call_id,
                                                 const ConsentGiven& given);
  // Progressive and power with the agent's phone as its audio: Twilio rings the phone on the agent's profile and,
  // when answered, puts it in the agent's conference (the voice route with ?leg=conference&agent=, signed), where
  // it stays until the agent hangs up. Returns the number rung. Refused while the agent is not at work in a
  // campaign that dials by itself, is in its conference already, or has no phone Twilio can ring.
  std::string ring_agent_into_conference(const auth::Caller& caller);
  // Ends an agent's conference leg at Twilio (the agent went offline; a phone would stay on the line). Best
  // effort: a leg that has ended already (a browser's, which hangs up itself) changes nothing.
  void end_conference_leg(std::int64_t organization_id, const std::string& leg_sid);
  Recording recording(const auth::Caller& caller, std::int64_t call_id);

  // Gives the call its outcome in one write (docs/dialer.md, "Dispositions"): the call's disposition, flags and
  // notes; the lead's last outcome in the campaign and when it may be tried again; the lead's status when the
  // disposition sets one; its number on the organization's do-not-call list for a do-not-call one; the lead out
  // of the campaign's hopper; the lead's open callback in the campaign kept, and a new one promised when the
  // disposition asks for it (the lead is then not dialed before it). Given again, it replaces the outcome — but a
  // number once listed stays listed.
  model::Call dispose(const auth::Caller& caller, std::int64_t call_id, const CallOutcome& outcome);

  // The dialer's call to a lead of a progressive or power campaign, no agent yet (audio "none"): placed straight
  // to the lead through Twilio, with machine detection decided before the answer is handed over when the campaign
  // asks; its answer comes to the voice route with ?leg=lead. None, and the lead back in the hopper, when it may
  // not be called now or the account cannot place calls; a Twilio refusal fails the call (kept, with the reason).
  // With `for_agent` (a mine-only callback, reserved for that agent): the call is that agent's from the start —
  // the agent, waiting in its conference, goes on call with the lead while it rings, and a person answering joins
  // that agent; none when the agent no longer waits.
  std::optional<model::Call> dial_for_campaign(std::int64_t organization_id, const model::Campaign& campaign,
                                               std::int64_t lead_id, std::optional<std::int64_t> for_agent = std::nullopt);

  // Cancels every call whose agent never connected within kConnectWait, and fails every call still open
  // kLongestCall after it was placed; returns how many.
  int end_stale_calls();
  // Gives "Agent lost" to every answered call that ended kAgentLostAfter ago without a disposition and whose agent
  // is no longer on it (its browser dropped, it signed out in wrap-up); returns how many.
  int give_lost_calls_their_disposition();
  static constexpr std::chrono::minutes kAgentLostAfter{2};
  // Why the call's lead must not be dialed now (a do-not-call list, its window closed since it was placed …); none
  // when it may.
  std::optional<std::string> reason_not_to_dial(const model::Call& call);

  // Where Twilio reports on a call's legs (the call's id in the query identifies it; the signature proves it).
  std::string callback_url(const std::string& route, std::int64_t call_id, const std::string& leg = "") const;
  // Any other address of the Twilio routes: "conference-left?agent=12" → the public one.
  std::string twilio_address(const std::string& route_and_query) const;

 private:
  model::Call visible_call(const auth::Caller& caller, std::int64_t call_id);

  db::Database& database_;
  CampaignService& campaigns_;
  CampaignEligibility& eligibility_;
  LeadWrites& writes_;
  DoNotCall& dnc_;
  OptOutReach& reach_;
  Callbacks& callbacks_;
  Cadences& cadences_;  // a disposition may enroll the lead (a campaign's setting)
  IntegrationLog& log_;
  events::EventBus& bus_;
  TelephonyOptions options_;
  const Clock& clock_;
};

}  // namespace dialer::domain
