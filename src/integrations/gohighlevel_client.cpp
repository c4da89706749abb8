#include "integrations/gohighlevel_client.hpp"

#include <charconv>
#include <nlohmann/json.hpp>

#include "integrations/json_members.hpp"
#include "integrations/outbound_http.hpp"

namespace dialer::integrations {
namespace {

using json = nlohmann::json;

constexpr const char* kApiVersion = "2021-07-28";

// The API's own explanation, when its error body has one ("message": "…" or ["…", …]).
std::string api_message(const std::string& body) {
  const auto parsed = json::parse(body, nullptr, false);
  if (!parsed.is_object()) return "";
  const auto it = parsed.find("message");
  if (it == parsed.end()) return "";
  std::string text;
  if (it->is_string()) text = it->get<std::string>();
  if (it->is_array()) {
    for (const auto& part : *it) {
      if (!part.is_string()) continue;
      if (!text.empty()) text += "; ";
      text += part.get<std::string>();
    }
  }
  return quoted_message(std::move(text));
}

std::chrono::seconds retry_after(const httplib::Result& result) {
  const std::string value = result->get_header_value("Retry-After");
  int seconds = 0;
  const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), seconds);
  if (error != std::errc() || end != value.data() + value.size() || seconds < 0) return std::chrono::seconds(0);
  return std::chrono::seconds(seconds);
}

// A non-2xx answer in words; `not_found` says what a 404 means for this call.
[[noreturn]] void throw_for_status(const httplib::Result& result, const std::string& not_found) {
  const int status = result->status;
  const std::string code = " (HTTP " + std::to_string(status) + ")";
  const std::string said = api_message(result->body);
  const std::string detail = said.empty() ? "" : ": " + said;
  if (status == 429) throw GoHighLevelRateLimited("GoHighLevel is limiting requests" + code, retry_after(result));
  if (status == 401) throw GoHighLevelError("GoHighLevel refused the API key" + code);
  if (status == 403) throw GoHighLevelError("the API key is not allowed to do this" + code + detail);
  if (status == 404) throw GoHighLevelError(not_found + code);
  if (status >= 500) throw GoHighLevelError("GoHighLevel had a server error" + code);
  throw GoHighLevelError("GoHighLevel rejected the request" + code + detail);
}

json parse_answer(const httplib::Result& result) {
  auto parsed = json::parse(result->body, nullptr, false);
  if (parsed.is_discarded() || !parsed.is_object()) {
    throw GoHighLevelError("GoHighLevel sent an answer that is not JSON (HTTP " + std::to_string(result->status) + ")");
  }
  return parsed;
}

// A request with the API's headers, its transport failures as GoHighLevelError.
httplib::Result request(const std::string& base_url, const std::string& api_key, std::chrono::milliseconds timeout,
                        const std::function<bool()>& cancelled, const std::string& method, const std::string& path,
                        const std::string& body = "") {
  OutboundConnection connection(
      parse_service_url(base_url, "GoHighLevel"),
      {{"Authorization", "Bearer " + api_key}, {"Version", kApiVersion}, {"Accept", "application/json"}},
      {timeout, kGoHighLevelMaxRequestTime, kGoHighLevelMaxAnswerBytes}, cancelled);
  try {
    return connection.send(method, path, body, body.empty() ? "" : "application/json");
  } catch (const TransportCancelled&) {
    throw GoHighLevelCancelled();
  } catch (const TransportError& e) {
    throw GoHighLevelError(e.what());
  }
}

}  // namespace

void check_base_url(const std::string& base_url) { parse_service_url(base_url, "GoHighLevel"); }

GoHighLevelClient::GoHighLevelClient(std::string base_url, std::string api_key, std::chrono::milliseconds timeout,
                                     std::function<bool()> cancelled)
    : base_url_(std::move(base_url)),
      api_key_(std::move(api_key)),
      timeout_(timeout),
      cancelled_(std::move(cancelled)) {}

std::string GoHighLevelClient::location_name(const std::string& location_id) {
  const auto result = request(base_url_, api_key_, timeout_, cancelled_, "GET", "/locations/" + location_id);
  if (result->status != 200) throw_for_status(result, "location " + location_id + " was not found");
  const json answer = parse_answer(result);
  const auto location = answer.find("location");
  std::string name = location != answer.end() && location->is_object() ? string_member(*location, "name") : "";
  if (name.empty()) name = string_member(answer, "name");
  return name.empty() ? location_id : name;
}

GoHighLevelContactPage GoHighLevelClient::search_contacts(const std::string& location_id, int page, int page_limit) {
  const json search = {{"locationId", location_id}, {"page", page}, {"pageLimit", page_limit}};
  const auto result = request(base_url_, api_key_, timeout_, cancelled_, "POST", "/contacts/search", search.dump());
  if (result->status != 200) throw_for_status(result, "location " + location_id + " was not found");
  const json answer = parse_answer(result);
  GoHighLevelContactPage out;
  if (const auto total = answer.find("total"); total != answer.end() && total->is_number_integer()) {
    out.total = total->get<std::int64_t>();
  }
  const auto contacts = answer.find("contacts");
  if (contacts == answer.end() || !contacts->is_array()) {
    throw GoHighLevelError("GoHighLevel's contact search answer has no contacts list");
  }
  for (const auto& item : *contacts) {
    if (!item.is_object()) continue;
    GoHighLevelContact c;
    c.id = string_member(item, "id");
    c.first_name = string_member(item, "firstName");
    c.last_name = string_member(item, "lastName");
    c.name = string_member(item, "contactName");
    c.email = string_member(item, "email");
    c.phone = string_member(item, "phone");
    c.company = string_member(item, "companyName");
    c.state = string_member(item, "state");
    c.postal_code = string_member(item, "postalCode");
    c.timezone = string_member(item, "timezone");
    out.contacts.push_back(std::move(c));
  }
  return out;
}

}  // namespace dialer::integrations
