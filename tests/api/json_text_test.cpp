// JSON written straight into a response's text (api/json_text, api/lead_json) is byte for byte what nlohmann's dump
// writes for the same values: random strings of every kind of byte (quotes, controls, UTF-8 of each length,
// broken and overlong sequences), and leads with such fields against the same lead built as a tree of values.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <random>
#include <string>

#include "api/json_text.hpp"
#include "api/lead_json.hpp"

namespace {

using nlohmann::ordered_json;

std::string dumped(const ordered_json& value) { return value.dump(-1, ' ', false, ordered_json::error_handler_t::replace); }

// Text of 0 to 24 pieces: plain letters, JSON's special characters, valid UTF-8 of 2, 3 and 4 bytes, and bytes that
// are not UTF-8 (a lone continuation byte, a sequence cut short, an overlong form, a surrogate, past U+10FFFF).
std::string random_text(std::mt19937& random) {
  static const std::vector<std::string> pieces = {
      "a", "Zoë", " ", "\"", "\\", "/", "\n", "\t", "\r", "\b", "\f", std::string(1, '\0'), "\x01", "\x1f", "\x7f",
      "é", "€", "☀", "😀", "\x80", "\xC3", "\xE2\x82", "\xF0\x9F\x98", "\xC0\xAF", "\xE0\x80\xAF", "\xED\xA0\x80",
      "\xF4\x90\x80\x80", "\xF5", "\xFF", "O'Brien", "+1 (555) 010-0000"};
  std::string text;
  const int count = static_cast<int>(random() % 25);
  for (int i = 0; i < count; ++i) text += pieces[random() % pieces.size()];
  return text;
}

}  // namespace

TEST_CASE("json text: strings of any bytes are written as nlohmann's dump writes them, bad UTF-8 replaced alike") {
  std::mt19937 random(21);
  for (int i = 0; i < 20000; ++i) {
    const auto text = random_text(random);
    std::string out;
    dialer::api::append_json_string(out, text);
    INFO("text number " << i);
    REQUIRE(out == dumped(ordered_json(text)));
  }
  for (const std::int64_t n : {std::int64_t{0}, std::int64_t{-1}, std::int64_t{42}, INT64_MAX, INT64_MIN}) {
    std::string out;
    dialer::api::append_json_number(out, n);
    CHECK(out == dumped(ordered_json(n)));
  }
}

TEST_CASE("json text: a lead written straight equals the same lead as a tree of values, member for member in order") {
  std::mt19937 random(5);
  for (int i = 0; i < 2000; ++i) {
    dialer::model::Lead lead;
    lead.id = static_cast<std::int64_t>(random());
    lead.organization_id = 1;
    auto& f = lead.fields;
    for (auto* field : {&f.name, &f.first_name, &f.last_name, &f.email, &f.phone, &f.company, &f.state, &f.postal_code,
                        &f.timezone, &f.status, &f.notes, &f.source, &lead.list_name, &lead.created_at, &lead.updated_at}) {
      *field = random_text(random);
    }
    f.phone_e164 = random() % 3 == 0 ? "" : "+1555010" + std::to_string(random() % 10000);
    if (random() % 2) f.list_id = static_cast<std::int64_t>(random() % 1000);
    const bool on_dnc = random() % 2;
    const ordered_json expected = {
        {"id", lead.id},
        {"name", f.name},
        {"firstName", f.first_name},
        {"lastName", f.last_name},
        {"email", f.email},
        {"phone", f.phone},
        {"phoneE164", f.phone_e164.empty() ? ordered_json(nullptr) : ordered_json(f.phone_e164)},
        {"doNotCall", on_dnc},
        {"company", f.company},
        {"state", f.state},
        {"postalCode", f.postal_code},
        {"timezone", f.timezone},
        {"status", f.status},
        {"notes", f.notes},
        {"listId", f.list_id ? ordered_json(*f.list_id) : ordered_json(nullptr)},
        {"list_name", lead.list_name},
        {"source", f.source},
        {"createdAt", lead.created_at},
        {"updatedAt", lead.updated_at}};
    std::string out;
    dialer::api::append_lead_json(out, lead, on_dnc);
    REQUIRE(out == dumped(expected));
  }
}
