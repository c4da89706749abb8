#include "api/call_json.hpp"

#include <chrono>

#include "dialer/iso_time.hpp"

namespace dialer::api {
namespace {

using ordered_json = nlohmann::ordered_json;

ordered_json instant(std::int64_t unix_ms) {
  return iso8601_utc(std::chrono::system_clock::time_point(std::chrono::milliseconds(unix_ms)), true);
}

template <class T>
ordered_json optional(const std::optional<T>& value) {
  return value ? ordered_json(*value) : ordered_json(nullptr);
}

ordered_json optional_instant(const std::optional<std::int64_t>& value) {
  return value ? instant(*value) : ordered_json(nullptr);
}

ordered_json named(const std::optional<std::int64_t>& id, const std::string& name) {
  if (!id) return nullptr;
  return {{"id", *id}, {"name", name}};
}

ordered_json lead_of(const model::Call& c) {
  auto lead = named(c.lead_id, c.lead_name);
  if (c.lead_deleted) lead["deleted"] = true;
  return lead;
}

}  // namespace

ordered_json call_json(const model::Call& c) {
  ordered_json disposition = nullptr;
  if (c.disposition_code) {
    disposition = {{"id", optional(c.disposition_id)},
                   {"code", *c.disposition_code},
                   {"label", c.disposition_label},
                   {"emoji", c.disposition_emoji}};
  }
  return {{"id", c.id},
          {"providerSid", optional(c.provider_sid)},
          {"agentLegSid", optional(c.agent_leg_sid)},
          {"direction", c.direction},
          {"audio", c.audio},
          {"inConference", c.in_conference},
          {"onHold", c.on_hold},
          {"campaign", named(c.campaign_id, c.campaign_name)},
          {"lead", lead_of(c)},
          {"agent", named(c.agent_id, c.agent_name)},
          {"from", c.from_number},
          {"to", c.to_number},
          {"status", model::to_text(c.status)},
          {"answeredBy", optional(c.answered_by)},
          {"createdAt", instant(c.created_at)},
          {"answeredAt", optional_instant(c.answered_at)},
          {"endedAt", optional_instant(c.ended_at)},
          {"durationSeconds", optional(c.duration_seconds)},
          {"talkSeconds", optional(c.talk_seconds)},
          {"hasRecording", c.recording_sid.has_value()},
          {"recordingSeconds", optional(c.recording_seconds)},
          {"abandoned", c.abandoned},
          {"disposition", disposition},
          {"notes", c.notes},
          {"error", optional(c.error)},
          {"updatedAt", instant(c.updated_at)}};
}

ordered_json call_event_json(const model::CallEvent& e) {
  return {{"kind", e.kind}, {"status", e.status}, {"detail", e.detail}, {"at", instant(e.at)}, {"late", e.late}};
}

}  // namespace dialer::api
