#include "calling/us_states.hpp"

#include <algorithm>
#include <cctype>
#include <string>

namespace dialer::calling {
namespace {

using Zones = std::span<const std::string_view>;

constexpr std::string_view kEastern[] = {"America/New_York"};
constexpr std::string_view kCentral[] = {"America/Chicago"};
constexpr std::string_view kMountain[] = {"America/Denver"};
constexpr std::string_view kPacific[] = {"America/Los_Angeles"};
constexpr std::string_view kAlaska[] = {"America/Anchorage", "America/Adak"};
constexpr std::string_view kArizona[] = {"America/Phoenix", "America/Denver"};  // the Navajo Nation keeps DST
constexpr std::string_view kHawaii[] = {"Pacific/Honolulu"};
constexpr std::string_view kEasternCentral[] = {"America/New_York", "America/Chicago"};
constexpr std::string_view kCentralMountain[] = {"America/Chicago", "America/Denver"};
constexpr std::string_view kMountainPacific[] = {"America/Boise", "America/Los_Angeles"};
constexpr std::string_view kPacificMountain[] = {"America/Los_Angeles", "America/Denver"};
constexpr std::string_view kIndiana[] = {"America/Indiana/Indianapolis", "America/Chicago"};
constexpr std::string_view kMichigan[] = {"America/Detroit", "America/Menominee"};
constexpr std::string_view kPuertoRico[] = {"America/Puerto_Rico"};
constexpr std::string_view kVirginIslands[] = {"America/St_Thomas"};
constexpr std::string_view kGuam[] = {"Pacific/Guam"};
constexpr std::string_view kNorthernMarianas[] = {"Pacific/Saipan"};
constexpr std::string_view kAmericanSamoa[] = {"Pacific/Pago_Pago"};

constexpr UsState kStates[] = {
    {"AL", "Alabama", kCentral},          {"AK", "Alaska", kAlaska},
    {"AZ", "Arizona", kArizona},          {"AR", "Arkansas", kCentral},
    {"CA", "California", kPacific},       {"CO", "Colorado", kMountain},
    {"CT", "Connecticut", kEastern},      {"DE", "Delaware", kEastern},
    {"DC", "District of Columbia", kEastern}, {"FL", "Florida", kEasternCentral},
    {"GA", "Georgia", kEastern},          {"HI", "Hawaii", kHawaii},
    {"ID", "Idaho", kMountainPacific},    {"IL", "Illinois", kCentral},
    {"IN", "Indiana", kIndiana},          {"IA", "Iowa", kCentral},
    {"KS", "Kansas", kCentralMountain},   {"KY", "Kentucky", kEasternCentral},
    {"LA", "Louisiana", kCentral},        {"ME", "Maine", kEastern},
    {"MD", "Maryland", kEastern},         {"MA", "Massachusetts", kEastern},
    {"MI", "Michigan", kMichigan},        {"MN", "Minnesota", kCentral},
    {"MS", "Mississippi", kCentral},      {"MO", "Missouri", kCentral},
    {"MT", "Montana", kMountain},         {"NE", "Nebraska", kCentralMountain},
    {"NV", "Nevada", kPacificMountain},   {"NH", "New Hampshire", kEastern},
    {"NJ", "New Jersey", kEastern},       {"NM", "New Mexico", kMountain},
    {"NY", "New York", kEastern},         {"NC", "North Carolina", kEastern},
    {"ND", "North Dakota", kCentralMountain}, {"OH", "Ohio", kEastern},
    {"OK", "Oklahoma", kCentral},         {"OR", "Oregon", kMountainPacific},
    {"PA", "Pennsylvania", kEastern},     {"RI", "Rhode Island", kEastern},
    {"SC", "South Carolina", kEastern},   {"SD", "South Dakota", kCentralMountain},
    {"TN", "Tennessee", kEasternCentral}, {"TX", "Texas", kCentralMountain},
    {"UT", "Utah", kMountain},            {"VT", "Vermont", kEastern},
    {"VA", "Virginia", kEastern},         {"WA", "Washington", kPacific},
    {"WV", "West Virginia", kEastern},    {"WI", "Wisconsin", kCentral},
    {"WY", "Wyoming", kMountain},         {"PR", "Puerto Rico", kPuertoRico},
    {"VI", "U.S. Virgin Islands", kVirginIslands}, {"GU", "Guam", kGuam},
    {"MP", "Northern Mariana Islands", kNorthernMarianas}, {"AS", "American Samoa", kAmericanSamoa},
};

// USPS ZIP code prefixes (the first three digits) by state: each range's first prefix and its state.
struct ZipRange {
  int first;
  std::string_view state;
};
constexpr ZipRange kZipRanges[] = {
    {5, "NY"},   {6, "PR"},   {8, "VI"},   {9, "PR"},   {10, "MA"},  {28, "RI"},  {30, "NH"},  {39, "ME"},
    {50, "VT"},  {55, "MA"},  {56, "VT"},  {60, "CT"},  {70, "NJ"},  {90, ""},    {100, "NY"}, {150, "PA"},
    {197, "DE"}, {200, "DC"}, {201, "VA"}, {202, "DC"}, {206, "MD"}, {220, "VA"}, {247, "WV"}, {270, "NC"},
    {290, "SC"}, {300, "GA"}, {320, "FL"}, {340, ""},   {341, "FL"}, {350, "AL"}, {370, "TN"}, {386, "MS"},
    {398, "GA"}, {400, "KY"}, {430, "OH"}, {460, "IN"}, {480, "MI"}, {500, "IA"}, {530, "WI"}, {550, "MN"},
    {570, "SD"}, {580, "ND"}, {590, "MT"}, {600, "IL"}, {630, "MO"}, {660, "KS"}, {680, "NE"}, {700, "LA"},
    {716, "AR"}, {730, "OK"}, {733, "TX"}, {734, "OK"}, {750, "TX"}, {800, "CO"}, {820, "WY"}, {832, "ID"},
    {840, "UT"}, {850, "AZ"}, {870, "NM"}, {885, "TX"}, {889, "NV"}, {900, "CA"}, {962, ""},   {967, "HI"}, {969, "GU"},
    {970, "OR"}, {980, "WA"}, {995, "AK"}, {1000, ""},
};

std::string upper(std::string_view text) {
  std::string out;
  for (const char c : text) out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

std::span<const UsState> us_states() { return kStates; }

std::optional<UsState> find_us_state(std::string_view code_or_name) {
  const auto start = code_or_name.find_first_not_of(" \t");
  if (start == std::string_view::npos) return std::nullopt;
  code_or_name = code_or_name.substr(start, code_or_name.find_last_not_of(" \t.") - start + 1);
  const std::string key = upper(code_or_name);
  for (const auto& state : kStates) {
    if (key == state.code || key == upper(state.name)) return state;
  }
  return std::nullopt;
}

std::optional<UsState> us_state_of_zip(std::string_view postal_code) {
  const auto start = postal_code.find_first_not_of(' ');
  if (start == std::string_view::npos) return std::nullopt;
  postal_code.remove_prefix(start);
  const bool five_digits = postal_code.size() >= 5 && std::all_of(postal_code.begin(), postal_code.begin() + 5,
                                                                  [](char c) { return c >= '0' && c <= '9'; });
  if (!five_digits) return std::nullopt;
  const std::string_view rest = postal_code.substr(5);
  const bool plus_four = rest.empty() || (rest.size() == 5 && rest[0] == '-' &&
                                          std::all_of(rest.begin() + 1, rest.end(), [](char c) { return c >= '0' && c <= '9'; }));
  if (!plus_four && rest.find_first_not_of(' ') != std::string_view::npos) return std::nullopt;
  const int prefix = (postal_code[0] - '0') * 100 + (postal_code[1] - '0') * 10 + (postal_code[2] - '0');
  const auto range = std::upper_bound(std::begin(kZipRanges), std::end(kZipRanges), prefix,
                                      [](int value, const ZipRange& r) { return value < r.first; });
  if (range == std::begin(kZipRanges)) return std::nullopt;
  const auto state = std::prev(range)->state;
  if (state.empty()) return std::nullopt;
  return find_us_state(state);
}

}  // namespace dialer::calling
