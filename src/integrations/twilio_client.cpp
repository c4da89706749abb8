#include "integrations/twilio_client.hpp"

#include <nlohmann/json.hpp>

#include "integrations/json_members.hpp"
#include "integrations/outbound_http.hpp"

namespace dialer::integrations {
namespace {

using json = nlohmann::json;

constexpr std::chrono::seconds kMaxRequestTime{30};
constexpr std::size_t kMaxAnswerBytes = 8 * 1024 * 1024;
constexpr std::size_t kMaxRecordingBytes = 256 * 1024 * 1024;  // hours of MP3
constexpr std::chrono::seconds kMaxRecordingTime{300};

// Twilio's error body: {"code": 20003, "message": "Authenticate", "more_info": "…", "status": 401}.
std::string error_detail(const std::string& body) {
  const auto parsed = json::parse(body, nullptr, false);
  if (!parsed.is_object()) return "";
  std::string message = string_member(parsed, "message");
  message = quoted_message(std::move(message));
  const auto code = parsed.find("code");
  if (code != parsed.end() && code->is_number_integer()) {
    message += (message.empty() ? "" : ", ") + std::string("error ") + std::to_string(code->get<long long>());
  }
  return message.empty() ? "" : ": " + message;
}

struct Answer {
  int status = 0;
  std::string body;
};

using Form = std::vector<std::pair<std::string, std::string>>;

// application/x-www-form-urlencoded, as Twilio's API takes its parameters.
std::string form_body(const Form& form) {
  std::string body;
  for (const auto& [name, value] : form) {
    if (!body.empty()) body += '&';
    body += httplib::detail::encode_query_param(name) + '=' + httplib::detail::encode_query_param(value);
  }
  return body;
}

// A GET of this API's path (query included), or a POST of `form`, with the credentials; transport failures as
// TwilioError.
Answer fetch(const std::string& base_url, const TwilioCredentials& credentials, std::chrono::milliseconds timeout,
             const std::function<bool()>& cancelled, const std::string& path, const Form* form = nullptr,
             const char* method = nullptr) {
  httplib::Headers headers = {{"Accept", "application/json"},
                              httplib::make_basic_authentication_header(credentials.username, credentials.password)};
  OutboundConnection connection(parse_service_url(base_url, "Twilio"), std::move(headers),
                                {timeout, kMaxRequestTime, kMaxAnswerBytes}, cancelled);
  try {
    auto result = method ? connection.send(method, path)
                  : form ? connection.send("POST", path, form_body(*form), "application/x-www-form-urlencoded")
                         : connection.send("GET", path);
    return {result->status, std::move(result->body)};
  } catch (const std::runtime_error& e) {  // TransportError, TransportCancelled
    throw TwilioError(std::string("Twilio could not be reached: ") + e.what());
  }
}

int error_code(const std::string& body) {
  const auto parsed = json::parse(body, nullptr, false);
  if (!parsed.is_object()) return 0;
  const auto code = parsed.find("code");
  return code != parsed.end() && code->is_number_integer() ? code->get<int>() : 0;
}

[[noreturn]] void throw_for_status(const Answer& result, const std::string& not_found) {
  const int status = result.status;
  const std::string code = " (HTTP " + std::to_string(status) + ")";
  const std::string detail = error_detail(result.body);
  const int twilio_code = error_code(result.body);
  if (status == 401) throw TwilioError("Twilio refused the Account SID and Auth Token" + code, twilio_code, status);
  if (status == 403) throw TwilioError("Twilio does not allow these credentials to do this" + code + detail, twilio_code, status);
  if (status == 404) throw TwilioError(not_found + code, twilio_code, status);
  if (status == 429) throw TwilioError("Twilio is limiting requests" + code + "; try again in a minute", twilio_code, status);
  if (status >= 500) throw TwilioError("Twilio had a server error" + code, twilio_code, status);
  throw TwilioError("Twilio rejected the request" + code + detail, twilio_code, status);
}

json parse_answer(const Answer& result) {
  auto parsed = json::parse(result.body, nullptr, false);
  if (parsed.is_discarded() || !parsed.is_object()) {
    throw TwilioError("Twilio sent an answer that is not JSON (HTTP " + std::to_string(result.status) + ")");
  }
  return parsed;
}

}  // namespace

void check_twilio_base_url(const std::string& base_url) { parse_service_url(base_url, "Twilio"); }

TwilioClient::TwilioClient(std::string base_url, TwilioCredentials credentials, std::chrono::milliseconds timeout,
                           std::function<bool()> cancelled)
    : base_url_(std::move(base_url)),
      credentials_(std::move(credentials)),
      timeout_(timeout),
      cancelled_(std::move(cancelled)) {}

TwilioAccount TwilioClient::account() {
  const auto result = fetch(base_url_, credentials_, timeout_, cancelled_,
                            "/2010-04-01/Accounts/" + credentials_.account_sid + ".json");
  if (result.status != 200) throw_for_status(result, "Twilio has no account " + credentials_.account_sid);
  const json answer = parse_answer(result);
  TwilioAccount account;
  account.sid = string_member(answer, "sid");
  account.friendly_name = string_member(answer, "friendly_name");
  account.status = string_member(answer, "status");
  account.type = string_member(answer, "type");
  return account;
}

std::vector<TwilioNumber> TwilioClient::incoming_numbers() {
  constexpr int kMostPages = 200;  // 10,000 numbers: far more than a call centre rents
  std::vector<TwilioNumber> numbers;
  std::string next = "/2010-04-01/Accounts/" + credentials_.account_sid + "/IncomingPhoneNumbers.json?PageSize=50";
  for (int page = 0; !next.empty(); ++page) {
    if (page == kMostPages) throw TwilioError("Twilio listed more than 10,000 phone numbers; only that many are read");
    const auto result = fetch(base_url_, credentials_, timeout_, cancelled_, next);
    if (result.status != 200) throw_for_status(result, "Twilio has no account " + credentials_.account_sid);
    const json answer = parse_answer(result);
    const auto list = answer.find("incoming_phone_numbers");
    if (list == answer.end() || !list->is_array()) {
      throw TwilioError("Twilio's phone number list has no incoming_phone_numbers");
    }
    for (const auto& item : *list) {
      if (!item.is_object()) continue;
      TwilioNumber number;
      number.sid = string_member(item, "sid");
      number.phone_number = string_member(item, "phone_number");
      number.friendly_name = string_member(item, "friendly_name");
      if (const auto caps = item.find("capabilities"); caps != item.end() && caps->is_object()) {
        number.voice = caps->value("voice", false);
        number.sms = caps->value("sms", false);
      }
      if (!number.sid.empty() && !number.phone_number.empty()) numbers.push_back(std::move(number));
    }
    // The next page's path, query included; null on the last page. Only a path on this API is followed.
    next = string_member(answer, "next_page_uri");
    if (!next.starts_with("/2010-04-01/")) next.clear();
  }
  return numbers;
}

TwilioCall TwilioClient::create_call(const TwilioCallRequest& call) {
  Form form = {{"To", call.to}, {"From", call.from}};
  if (!call.twiml.empty()) {
    form.emplace_back("Twiml", call.twiml);
  } else {
    form.emplace_back("Url", call.url);
  }
  if (!call.status_callback.empty()) {
    form.emplace_back("StatusCallback", call.status_callback);
    form.emplace_back("StatusCallbackMethod", "POST");
    for (const char* event : {"initiated", "ringing", "answered", "completed"}) form.emplace_back("StatusCallbackEvent", event);
  }
  form.emplace_back("Timeout", std::to_string(call.timeout_seconds));
  if (call.machine_detection) {
    form.emplace_back("MachineDetection", "Enable");
    if (call.async_amd) {
      form.emplace_back("AsyncAmd", "true");
      if (!call.status_callback.empty()) form.emplace_back("AsyncAmdStatusCallback", call.status_callback);
    }
  }
  if (call.record) form.emplace_back("Record", "true");
  const auto result =
      fetch(base_url_, credentials_, timeout_, cancelled_, "/2010-04-01/Accounts/" + credentials_.account_sid + "/Calls.json", &form);
  if (result.status != 201 && result.status != 200) throw_for_status(result, "Twilio has no account " + credentials_.account_sid);
  const json answer = parse_answer(result);
  return {string_member(answer, "sid"), string_member(answer, "status")};
}

TwilioMessage TwilioClient::send_message(const TwilioMessageRequest& message) {
  Form form = {{"To", message.to}, {"From", message.from}, {"Body", message.body}};
  if (!message.status_callback.empty()) form.emplace_back("StatusCallback", message.status_callback);
  const auto result = fetch(base_url_, credentials_, timeout_, cancelled_,
                            "/2010-04-01/Accounts/" + credentials_.account_sid + "/Messages.json", &form);
  if (result.status != 201 && result.status != 200) throw_for_status(result, "Twilio has no account " + credentials_.account_sid);
  const json answer = parse_answer(result);
  return {string_member(answer, "sid"), string_member(answer, "status")};
}

TwilioCall TwilioClient::update_call(const std::string& call_sid, const Form& fields) {
  const auto result = fetch(base_url_, credentials_, timeout_, cancelled_,
                            "/2010-04-01/Accounts/" + credentials_.account_sid + "/Calls/" + call_sid + ".json", &fields);
  if (result.status != 200) throw_for_status(result, "Twilio has no call " + call_sid);
  const json answer = parse_answer(result);
  return {string_member(answer, "sid"), string_member(answer, "status")};
}

TwilioCall TwilioClient::add_participant(const std::string& conference, const std::string& from, const std::string& to,
                                         const std::string& status_callback) {
  Form form = {{"From", from}, {"To", to}};
  if (!status_callback.empty()) {
    form.emplace_back("StatusCallback", status_callback);
    for (const char* event : {"initiated", "ringing", "answered", "completed"}) form.emplace_back("StatusCallbackEvent", event);
  }
  const auto result = fetch(base_url_, credentials_, timeout_, cancelled_,
                            "/2010-04-01/Accounts/" + credentials_.account_sid + "/Conferences/" +
                                httplib::detail::encode_query_param(conference) + "/Participants.json",
                            &form);
  if (result.status != 201 && result.status != 200) throw_for_status(result, "Twilio has no conference " + conference);
  const json answer = parse_answer(result);
  return {string_member(answer, "call_sid"), string_member(answer, "status")};
}

void TwilioClient::remove_participant(const std::string& conference_sid, const std::string& call_sid) {
  const auto result = fetch(base_url_, credentials_, timeout_, cancelled_,
                            "/2010-04-01/Accounts/" + credentials_.account_sid + "/Conferences/" + conference_sid +
                                "/Participants/" + call_sid + ".json",
                            nullptr, "DELETE");
  if (result.status != 204 && result.status != 200) {
    throw_for_status(result, "Twilio has no participant " + call_sid + " in conference " + conference_sid);
  }
}

std::optional<std::string> TwilioClient::conference_in_progress(const std::string& friendly_name) {
  const auto result = fetch(base_url_, credentials_, timeout_, cancelled_,
                            "/2010-04-01/Accounts/" + credentials_.account_sid + "/Conferences.json?FriendlyName=" +
                                httplib::detail::encode_query_param(friendly_name) + "&Status=in-progress");
  if (result.status != 200) throw_for_status(result, "Twilio did not list its conferences");
  const json answer = parse_answer(result);
  const auto found = answer.find("conferences");
  if (found == answer.end() || !found->is_array() || found->empty()) return std::nullopt;
  const auto sid = string_member(found->front(), "sid");
  if (sid.empty()) return std::nullopt;
  return sid;
}

void TwilioClient::hold_participant(const std::string& conference_sid, const std::string& call_sid, bool hold) {
  const Form form = {{"Hold", hold ? "true" : "false"}};
  const auto result = fetch(base_url_, credentials_, timeout_, cancelled_,
                            "/2010-04-01/Accounts/" + credentials_.account_sid + "/Conferences/" + conference_sid +
                                "/Participants/" + call_sid + ".json",
                            &form);
  if (result.status != 200) {
    throw_for_status(result, "Twilio has no participant " + call_sid + " in conference " + conference_sid);
  }
}

TwilioMedia TwilioClient::recording_mp3(const std::string& recording_sid) {
  httplib::Headers headers = {{"Accept", "audio/mpeg"},
                              httplib::make_basic_authentication_header(credentials_.username, credentials_.password)};
  OutboundConnection connection(parse_service_url(base_url_, "Twilio"), std::move(headers),
                                {timeout_, kMaxRecordingTime, kMaxRecordingBytes}, cancelled_);
  const std::string path = "/2010-04-01/Accounts/" + credentials_.account_sid + "/Recordings/" +
                           httplib::detail::encode_query_param(recording_sid) + ".mp3";
  try {
    auto result = connection.send("GET", path);
    if (result->status != 200) throw_for_status({result->status, result->body}, "Twilio has no recording " + recording_sid);
    return {result->get_header_value("Content-Type", "audio/mpeg"), std::move(result->body)};
  } catch (const TwilioError&) {
    throw;
  } catch (const std::runtime_error& e) {  // TransportError, TransportCancelled
    throw TwilioError(std::string("Twilio could not be reached: ") + e.what());
  }
}

}  // namespace dialer::integrations
