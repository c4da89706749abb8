#pragma once
// The Twilio REST API client (2010-04-01, form-encoded, Basic auth with the Account SID and Auth Token — or an
// API Key SID and Secret). Every failure becomes a TwilioError whose text a person understands ("Twilio refused
// the Account SID and Auth Token (HTTP 401)"), never containing a credential.
#include <chrono>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace dialer::integrations {

inline constexpr const char* kTwilioDefaultBaseUrl = "https://api.twilio.com";
inline constexpr std::chrono::seconds kTwilioTimeout{10};

class TwilioError : public std::runtime_error {
 public:
  explicit TwilioError(const std::string& reason, int code = 0, int http_status = 0)
      : std::runtime_error(reason), code_(code), http_status_(http_status) {}
  // Twilio's own error code (21610: the recipient opted out of texts at the carrier), 0 when it gave none.
  int code() const { return code_; }
  // Twilio's answer: 400 refuses the request as made (the number, the account's permissions), so the same request
  // again is refused again; 429 and 5xx may pass later; 0 when Twilio could not be reached.
  int http_status() const { return http_status_; }

 private:
  int code_ = 0;
  int http_status_ = 0;
};

// Twilio's error for a text to a number that replied STOP to the sending number at the carrier.
inline constexpr int kTwilioRecipientOptedOut = 21610;

struct TwilioCredentials {
  std::string account_sid;  // AC…: whose resources
  std::string username;     // the Account SID, or an API Key SID (SK…)
  std::string password;     // the Auth Token, or the API Key's secret
};

struct TwilioAccount {
  std::string sid;
  std::string friendly_name;
  std::string status;  // active | suspended | closed
  std::string type;    // Trial | Full
};

struct TwilioNumber {
  std::string sid;            // PN…
  std::string phone_number;   // E.164
  std::string friendly_name;
  bool voice = false;
  bool sms = false;
};

// A call to place (POST …/Calls.json). Exactly one of `url` and `twiml` says what Twilio does once it is answered.
struct TwilioCallRequest {
  std::string to;    // E.164
  std::string from;  // a number of the account
  std::string url;   // where Twilio fetches the call's TwiML
  std::string twiml; // or the TwiML itself
  std::string status_callback;  // told of initiated, ringing, answered and completed
  int timeout_seconds = 30;     // how long it rings
  bool machine_detection = false;  // answering-machine detection
  // Reported to status_callback while the call goes on; else Twilio decides before it fetches `url`, and says
  // which in the request's AnsweredBy (what a dialer needs before handing a call to an agent).
  bool async_amd = true;
  bool record = false;
};

// A text to send (POST …/Messages.json).
struct TwilioMessageRequest {
  std::string to;    // E.164
  std::string from;  // a number of the account that can send texts
  std::string body;
  std::string status_callback;  // told of queued, sent, delivered, undelivered, failed
};

struct TwilioMessage {
  std::string sid;     // SM…
  std::string status;  // queued, accepted, sent …
};

struct TwilioCall {
  std::string sid;     // CA…
  std::string status;  // queued, ringing, in-progress, completed …
};

// A recording's audio, as Twilio serves it.
struct TwilioMedia {
  std::string content_type;  // audio/mpeg
  std::string body;
};

// Throws std::invalid_argument with a one-line reason for anything but http(s)://host[:port][/path].
void check_twilio_base_url(const std::string& base_url);

class TwilioClient {
 public:
  TwilioClient(std::string base_url, TwilioCredentials credentials, std::chrono::milliseconds timeout = kTwilioTimeout,
               std::function<bool()> cancelled = {});

  // GET /2010-04-01/Accounts/{Sid}.json. Throws TwilioError.
  TwilioAccount account();
  // Every number of the account: GET …/IncomingPhoneNumbers.json, page after page (next_page_uri). Throws
  // TwilioError.
  std::vector<TwilioNumber> incoming_numbers();
  // POST …/Calls.json. Throws TwilioError (Twilio's own message and error code when it refuses the call).
  TwilioCall create_call(const TwilioCallRequest& call);
  // POST …/Calls/{CallSid}.json with these fields: {"Status", "completed"} hangs it up, {"Url", …} redirects it.
  TwilioCall update_call(const std::string& call_sid, const std::vector<std::pair<std::string, std::string>>& fields);
  // The conference power mode puts an agent and the answered leads in: the first participant added under a
  // friendly name makes it. POST …/Conferences/{name}/Participants.json dials `to` from `from` into it; the
  // answer is the participant's call.
  TwilioCall add_participant(const std::string& conference, const std::string& from, const std::string& to,
                             const std::string& status_callback);
  // DELETE …/Conferences/{ConferenceSid}/Participants/{CallSid}.json: the call leaves (and ends).
  void remove_participant(const std::string& conference_sid, const std::string& call_sid);
  // GET …/Conferences.json?FriendlyName=…&Status=in-progress: the SID of the conference of that name going on now
  // (a conference made by TwiML is known to the REST API only by it); none when there is none.
  std::optional<std::string> conference_in_progress(const std::string& friendly_name);
  // POST …/Conferences/{ConferenceSid}/Participants/{CallSid}.json Hold=true (Twilio's hold music) or Hold=false.
  void hold_participant(const std::string& conference_sid, const std::string& call_sid, bool hold);
  // POST …/Messages.json. Throws TwilioError with Twilio's code when it refuses the text (21610: opted out).
  TwilioMessage send_message(const TwilioMessageRequest& message);
  // GET …/Recordings/{RecordingSid}.mp3. Throws TwilioError.
  TwilioMedia recording_mp3(const std::string& recording_sid);

 private:
  std::string base_url_;
  TwilioCredentials credentials_;
  std::chrono::milliseconds timeout_;
  std::function<bool()> cancelled_;
};

}  // namespace dialer::integrations
