#include "domain/twiml.hpp"

namespace dialer::domain {
namespace {

std::string escaped(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (const char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string attribute(const char* name, const std::string& value) {
  return std::string(" ") + name + "=\"" + escaped(value) + "\"";
}

constexpr const char* kHead = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Response>";

}  // namespace

std::string dial_lead_twiml(const LeadDial& d) {
  std::string dial = "<Dial" + attribute("callerId", d.caller_id) + attribute("timeout", std::to_string(d.timeout_seconds)) +
                     attribute("answerOnBridge", "true");
  if (d.record) {
    dial += attribute("record", "record-from-answer-dual") + attribute("recordingStatusCallback", d.recording_callback) +
            attribute("recordingStatusCallbackEvent", "completed");
  }
  dial += ">";
  std::string number = "<Number" + attribute("statusCallback", d.status_callback) +
                       attribute("statusCallbackEvent", "initiated ringing answered completed") +
                       attribute("statusCallbackMethod", "POST");
  if (d.machine_detection) {
    number += attribute("machineDetection", "Enable") + attribute("amdStatusCallback", d.amd_callback) +
              attribute("amdStatusCallbackMethod", "POST");
  }
  number += ">" + escaped(d.lead_number) + "</Number>";
  return std::string(kHead) + dial + number + "</Dial></Response>";
}

std::string agent_conference_twiml(const std::string& conference, const std::string& action, const std::string& greeting) {
  return std::string(kHead) + (greeting.empty() ? "" : "<Say>" + escaped(greeting) + "</Say>") + "<Dial" + attribute("action", action) + attribute("method", "POST") + "><Conference" +
         attribute("beep", "false") + attribute("startConferenceOnEnter", "true") +
         attribute("endConferenceOnExit", "true") + attribute("waitUrl", "") + ">" + escaped(conference) +
         "</Conference></Dial></Response>";
}

std::string join_conference_twiml(const std::string& conference, bool record, const std::string& recording_callback) {
  std::string c = "<Conference" + attribute("beep", "false") + attribute("startConferenceOnEnter", "true") +
                  attribute("endConferenceOnExit", "false");
  if (record) {
    c += attribute("record", "record-from-start") + attribute("recordingStatusCallback", recording_callback) +
         attribute("recordingStatusCallbackEvent", "completed");
  }
  return std::string(kHead) + "<Dial>" + c + ">" + escaped(conference) + "</Conference></Dial></Response>";
}

std::string press_key_twiml(const std::string& prompt, const std::string& action, const std::string& goodbye) {
  return std::string(kHead) + "<Gather" + attribute("numDigits", "1") + attribute("timeout", "10") +
         attribute("action", action) + attribute("method", "POST") + "><Say>" + escaped(prompt) + "</Say></Gather><Say>" +
         escaped(goodbye) + "</Say><Hangup/></Response>";
}

std::string hang_up_twiml() { return std::string(kHead) + "<Hangup/></Response>"; }

std::string say_and_hang_up_twiml(const std::string& sentence) {
  return std::string(kHead) + "<Say>" + escaped(sentence) + "</Say><Hangup/></Response>";
}

std::string message_reply_twiml(const std::string& reply) {
  if (reply.empty()) return std::string(kHead) + "</Response>";
  return std::string(kHead) + "<Message>" + escaped(reply) + "</Message></Response>";
}

}  // namespace dialer::domain
