#include "support/twilio_player.hpp"

#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <regex>
#include <stdexcept>

namespace test {
namespace {

std::string unescaped(std::string text) {
  const std::pair<const char*, const char*> entities[] = {{"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&apos;", "'"}, {"&amp;", "&"}};
  for (const auto& [entity, plain] : entities) {
    for (auto at = text.find(entity); at != std::string::npos; at = text.find(entity, at + 1)) {
      text.replace(at, std::string(entity).size(), plain);
    }
  }
  return text;
}

std::string attribute(const std::string& element, const std::string& name) {
  const std::regex pattern("\\s" + name + "=\"([^\"]*)\"");
  std::smatch match;
  return std::regex_search(element, match, pattern) ? unescaped(match[1].str()) : "";
}

std::string new_sid(const char* prefix) {
  static std::atomic<int> next{1};
  char sid[35];
  std::snprintf(sid, sizeof sid, "%s%032d", prefix, 500000 + next++);
  return sid;
}

std::string form_body(const TwilioParams& params) {
  std::string body;
  for (const auto& [name, value] : params) {
    if (!body.empty()) body += '&';
    body += httplib::detail::encode_query_param(name) + "=" + httplib::detail::encode_query_param(value);
  }
  return body;
}

}  // namespace

std::string twilio_signature_of(const std::string& auth_token, const std::string& url, TwilioParams params) {
  std::stable_sort(params.begin(), params.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::string data = url;
  for (const auto& [name, value] : params) data += name + value;
  unsigned char mac[EVP_MAX_MD_SIZE];
  unsigned int mac_size = 0;
  HMAC(EVP_sha1(), auth_token.data(), static_cast<int>(auth_token.size()),
       reinterpret_cast<const unsigned char*>(data.data()), data.size(), mac, &mac_size);
  std::string out(4 * ((mac_size + 2) / 3) + 1, '\0');
  const int written = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()), mac, static_cast<int>(mac_size));
  out.resize(static_cast<std::size_t>(written));
  return out;
}

DialTwiml parse_dial_twiml(const std::string& twiml) {
  DialTwiml out;
  std::smatch match;
  if (std::regex_search(twiml, match, std::regex("<Say>([^<]*)</Say>"))) out.say = unescaped(match[1].str());
  if (std::regex_search(twiml, match, std::regex("<Gather[^>]*>"))) out.gather_action = attribute(match[0].str(), "action");
  if (std::regex_search(twiml, match, std::regex("<Dial[^>]*>"))) {
    out.caller_id = attribute(match[0].str(), "callerId");
    out.recording_callback = attribute(match[0].str(), "recordingStatusCallback");
  }
  if (std::regex_search(twiml, match, std::regex("(<Number[^>]*>)([^<]*)</Number>"))) {
    out.status_callback = attribute(match[1].str(), "statusCallback");
    out.amd_callback = attribute(match[1].str(), "amdStatusCallback");
    out.number = unescaped(match[2].str());
  }
  return out;
}

TwilioPlayer::TwilioPlayer(std::string server_base, std::string public_base, std::string account_sid, std::string auth_token)
    : server_base_(std::move(server_base)),
      public_base_(std::move(public_base)),
      account_sid_(std::move(account_sid)),
      auth_token_(std::move(auth_token)) {}

httplib::Result TwilioPlayer::post(const std::string& public_url, const TwilioParams& params, const std::string& token) const {
  if (public_url.rfind(public_base_, 0) != 0) throw std::runtime_error("not an address of the server: " + public_url);
  httplib::Client client(server_base_);
  client.set_read_timeout(std::chrono::seconds(15));
  httplib::Headers headers = {{"User-Agent", "TwilioProxy/1.1"}};
  if (token != "-") {
    headers.emplace("X-Twilio-Signature", twilio_signature_of(token.empty() ? auth_token_ : token, public_url, params));
  }
  return client.Post(public_url.substr(public_base_.size()), headers, form_body(params), "application/x-www-form-urlencoded");
}

httplib::Result TwilioPlayer::post_signed_for(const std::string& public_url, const std::string& signed_url,
                                              const TwilioParams& params) const {
  if (public_url.rfind(public_base_, 0) != 0) throw std::runtime_error("not an address of the server: " + public_url);
  httplib::Client client(server_base_);
  client.set_read_timeout(std::chrono::seconds(15));
  const httplib::Headers headers = {{"User-Agent", "TwilioProxy/1.1"},
                                    {"X-Twilio-Signature", twilio_signature_of(auth_token_, signed_url, params)}};
  return client.Post(public_url.substr(public_base_.size()), headers, form_body(params), "application/x-www-form-urlencoded");
}

httplib::Result TwilioPlayer::browser_connects(const std::string& identity, std::int64_t call_id, const std::string& call_sid) const {
  return post(public_base_ + "/api/v1/twilio/voice",
              {{"AccountSid", account_sid_}, {"ApiVersion", "2010-04-01"}, {"CallSid", call_sid}, {"CallStatus", "ringing"},
               {"Direction", "inbound"}, {"From", "client:" + identity}, {"To", ""}, {"Caller", "client:" + identity},
               {"callId", std::to_string(call_id)}});
}

httplib::Result TwilioPlayer::phone_answers(const std::string& url, const std::string& call_sid, const std::string& from,
                                            const std::string& to) const {
  return post(url, {{"AccountSid", account_sid_}, {"ApiVersion", "2010-04-01"}, {"CallSid", call_sid},
                    {"CallStatus", "in-progress"}, {"Direction", "outbound-api"}, {"From", from}, {"To", to}});
}

httplib::Result TwilioPlayer::phone_presses(const std::string& url, const std::string& call_sid, const std::string& digits) const {
  return post(url + "&confirmed=1", {{"AccountSid", account_sid_}, {"ApiVersion", "2010-04-01"}, {"CallSid", call_sid},
                                     {"CallStatus", "in-progress"}, {"Digits", digits}, {"Direction", "outbound-api"}});
}

void TwilioPlayer::agent_leg_reports(const std::string& status_callback, const std::string& call_sid,
                                     const std::vector<std::string>& statuses) const {
  int sequence = 0;
  for (const auto& status : statuses) {
    TwilioParams params = {{"AccountSid", account_sid_}, {"CallSid", call_sid}, {"CallStatus", status},
                           {"SequenceNumber", std::to_string(sequence++)}, {"Direction", "outbound-api"},
                           {"CallbackSource", "call-progress-events"}};
    const auto res = post(status_callback, params);
    if (!res || res->status != 200) throw std::runtime_error("the agent leg's report was refused: " + (res ? res->body : "no answer"));
  }
}

std::string TwilioPlayer::run_lead_leg(const DialTwiml& dial, const std::string& parent_sid, const LeadLegScript& script) const {
  const std::string sid = new_sid("CA");
  std::vector<int> arrival = script.arrival;
  if (arrival.empty()) {
    for (int i = 0; i < static_cast<int>(script.statuses.size()); ++i) arrival.push_back(i);
  }
  const auto send = [&](const std::string& url, const TwilioParams& params) {
    const auto res = post(url, params);
    if (!res || res->status != 200) throw std::runtime_error("a report was refused: " + (res ? res->body : "no answer"));
  };
  for (const int index : arrival) {
    const std::string& status = script.statuses.at(static_cast<std::size_t>(index));
    TwilioParams params = {{"AccountSid", account_sid_}, {"ApiVersion", "2010-04-01"}, {"CallSid", sid},
                           {"ParentCallSid", parent_sid}, {"CallStatus", status}, {"SequenceNumber", std::to_string(index)},
                           {"From", dial.caller_id}, {"To", dial.number}, {"Direction", "outbound-dial"},
                           {"CallbackSource", "call-progress-events"}, {"Timestamp", "Wed, 25 Nov 2026 15:00:00 +0000"}};
    if (status == "completed") {
      params.emplace_back("CallDuration", std::to_string(script.talk_seconds));
      params.emplace_back("Duration", std::to_string((script.talk_seconds + 59) / 60));
    }
    send(dial.status_callback, params);
    if (status == "in-progress" && !script.answered_by.empty() && !dial.amd_callback.empty()) {
      send(dial.amd_callback, {{"AccountSid", account_sid_}, {"CallSid", sid}, {"AnsweredBy", script.answered_by},
                               {"MachineDetectionDuration", "2400"}});
    }
  }
  if (!script.recording_sid.empty() && !dial.recording_callback.empty()) {
    send(dial.recording_callback,
         {{"AccountSid", account_sid_}, {"CallSid", parent_sid}, {"RecordingSid", script.recording_sid},
          {"RecordingUrl", "https://api.twilio.com/2010-04-01/Accounts/" + account_sid_ + "/Recordings/" + script.recording_sid},
          {"RecordingStatus", "completed"}, {"RecordingDuration", std::to_string(script.talk_seconds)},
          {"RecordingChannels", "2"}, {"RecordingSource", "DialVerb"}});
  }
  return sid;
}

httplib::Result TwilioPlayer::joins_conference(const std::string& identity, const std::string& call_sid) const {
  return post(public_base_ + "/api/v1/twilio/voice",
              {{"AccountSid", account_sid_}, {"ApiVersion", "2010-04-01"}, {"CallSid", call_sid}, {"CallStatus", "ringing"},
               {"Direction", "inbound"}, {"From", "client:" + identity}, {"To", ""}, {"conference", "1"}});
}

httplib::Result TwilioPlayer::leaves_conference(std::int64_t agent_id, const std::string& call_sid) const {
  return post(public_base_ + "/api/v1/twilio/conference-left?agent=" + std::to_string(agent_id),
              {{"AccountSid", account_sid_}, {"CallSid", call_sid}, {"DialCallStatus", "completed"}});
}

httplib::Result TwilioPlayer::dialer_call_answered(std::int64_t call_id, const std::string& call_sid,
                                                   const std::string& answered_by) const {
  TwilioParams params = {{"AccountSid", account_sid_}, {"ApiVersion", "2010-04-01"}, {"CallSid", call_sid},
                         {"CallStatus", "in-progress"}, {"Direction", "outbound-api"}};
  if (!answered_by.empty()) params.emplace_back("AnsweredBy", answered_by);
  return post(public_base_ + "/api/v1/twilio/voice?call=" + std::to_string(call_id) + "&leg=lead", params);
}

void TwilioPlayer::dialer_call_reports(std::int64_t call_id, const std::string& call_sid,
                                       const std::vector<std::string>& statuses, int talk_seconds) const {
  for (const auto& status : statuses) {
    int sequence = 0;
    {
      std::lock_guard lock(mutex_);
      sequence = sequences_[call_sid]++;
    }
    TwilioParams params = {{"AccountSid", account_sid_}, {"CallSid", call_sid}, {"CallStatus", status},
                           {"SequenceNumber", std::to_string(sequence)}, {"Direction", "outbound-api"},
                           {"CallbackSource", "call-progress-events"}};
    if (status == "completed") params.emplace_back("CallDuration", std::to_string(talk_seconds));
    const auto res = post(public_base_ + "/api/v1/twilio/status?call=" + std::to_string(call_id), params);
    if (!res || res->status != 200) throw std::runtime_error("a dialer call's report was refused: " + (res ? res->body : "no answer"));
  }
}

}  // namespace test
