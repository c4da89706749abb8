#pragma once
// Messages exchanged with a lead and its consent ledger, as the rest of the server sees them (plain values).
#include <cstdint>
#include <optional>
#include <string>

namespace dialer::model {

struct LeadMessage {
  std::int64_t id = 0;
  std::int64_t organization_id = 0;
  std::optional<std::int64_t> lead_id;
  std::string channel;    // sms | email
  std::string direction;  // inbound | outbound
  std::string kind;       // inbound: reply | reaction | opt_out | opt_in | help; outbound: answer | clarification | cadence
  std::string from_address;
  std::string to_address;
  std::string body;
  std::optional<std::string> provider_sid;
  std::string status;
  std::optional<std::string> error;
  std::string created_at;
};

// What a sender says of how a consent was given; all "" when it said nothing.
struct ConsentEvidence {
  std::string origin;           // where, in the sender's words ("Solar quote form")
  std::string given_at;         // when the lead agreed, ISO 8601
  std::string page_url;         // the page the form was on
  std::string certificate_url;  // a certificate of the form's submission (TrustedForm)
  bool any() const { return !origin.empty() || !given_at.empty() || !page_url.empty() || !certificate_url.empty(); }
};

struct LeadConsent {
  std::int64_t id = 0;
  std::int64_t organization_id = 0;
  std::int64_t lead_id = 0;
  std::string channel;  // sms | email | calls | all
  std::string action;   // granted | revoked | ended
  std::string source;   // registration_form | import | webhook | agent | sms_keyword | unsubscribe_link | carrier | system
  std::string address;
  std::string detail;
  std::string created_at;
  ConsentEvidence evidence;  // a grant's, when its sender gave it (migration 0054)
};

}  // namespace dialer::model
