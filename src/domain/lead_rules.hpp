#pragma once
// Rules of a lead's fields: statuses, phone normalization, the text the search index holds.
#include <array>
#include <string>
#include <string_view>

namespace dialer::domain {

inline constexpr std::array<std::string_view, 5> kLeadStatuses = {"new", "contacted", "interested", "not_interested",
                                                                   "callback"};
bool is_lead_status(std::string_view status);

// Only the digits of a phone number, as typed.
std::string phone_digits(std::string_view phone);
// The duplicate and search key of a phone libphonenumber cannot read as a valid number (a valid one's key is its
// E.164 form, lead_fields_from): E.164-shaped where the digits suggest it ("+1 (555) 123-4567" → "+15551234567",
// ten North American digits get +1, "00…" becomes "+…"), otherwise the digits — so the same typing finds the
// same lead.
std::string normalize_phone(std::string_view phone);
// An IANA time zone name ("America/New_York", "UTC"): the shape, and a zone this box's zoneinfo holds (a box
// without zoneinfo knows none but UTC; the server says so at start).
bool is_time_zone_name(std::string_view name);

// UTF-8 characters (not bytes) in text: the trigram index needs three of them.
std::size_t character_count(std::string_view text);

}  // namespace dialer::domain
