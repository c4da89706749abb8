#include "lead_csv_generator.hpp"

#include <algorithm>
#include <array>
#include <string_view>

namespace bench {
namespace {

constexpr std::array<std::string_view, 40> kFirst = {
    "James", "Mary",   "John",   "Patricia", "Robert",  "Jennifer", "Michael", "Linda",   "William", "Elizabeth",
    "David", "Barbara", "Richard", "Susan",  "Joseph",  "Jessica",  "Thomas",  "Sarah",   "Charles", "Karen",
    "Maria", "Wei",    "Aisha",  "Carlos",   "Olga",    "Hiroshi",  "Fatima",  "Liam",    "Noah",    "Emma",
    "Sofia", "Mateo",  "Priya",  "Chen",     "Amara",   "Lucas",    "Yuki",    "Omar",    "Ingrid",  "Diego"};
constexpr std::array<std::string_view, 40> kLast = {
    "Smith",  "Johnson", "Williams", "Brown",  "Jones",    "Garcia",  "Miller",  "Davis",    "Rodriguez", "Martinez",
    "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas",  "Taylor",  "Moore",    "Jackson",   "Martin",
    "Lee",    "Perez",   "Thompson", "White",  "Harris",   "Sanchez", "Clark",   "Ramirez",  "Lewis",     "Robinson",
    "Nguyen", "Kim",     "Patel",    "Okafor", "Novak",    "Rossi",   "Schmidt", "Kowalski", "Haddad",    "Silva"};
constexpr std::array<std::string_view, 16> kWords = {"Acme",  "Global", "Summit", "Pioneer", "Blue",   "Red",
                                                     "North", "Prime",  "Apex",   "Vertex",  "Bright", "Silver",
                                                     "Golden", "Urban", "Coastal", "Metro"};
constexpr std::array<std::string_view, 12> kKinds = {"Logistics", "Solutions", "Holdings", "Foods",  "Dental", "Roofing",
                                                     "Insurance", "Realty",    "Motors",   "Energy", "Labs",   "Fitness"};
constexpr std::array<std::string_view, 8> kDomains = {"gmail.com",  "yahoo.com",  "outlook.com", "icloud.com",
                                                      "proton.me", "company.com", "mail.com",   "example.org"};
constexpr std::array<std::string_view, 5> kStatuses = {"new", "contacted", "interested", "not_interested", "callback"};

std::string lower(std::string_view s) {
  std::string out(s);
  for (auto& c : out) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  return out;
}

std::string padded(std::uint64_t value, int width) {
  std::string digits = std::to_string(value);
  while (static_cast<int>(digits.size()) < width) digits.insert(digits.begin(), '0');
  return digits;
}

}  // namespace

std::uint64_t LeadCsvGenerator::next() {
  // xorshift64*: fast, deterministic, good enough for test data.
  state_ ^= state_ >> 12;
  state_ ^= state_ << 25;
  state_ ^= state_ >> 27;
  return state_ * 2685821657736338717ULL;
}

std::string LeadCsvGenerator::header() { return "First Name,Last Name,Email,Phone,Company,Status,List\n"; }

std::string LeadCsvGenerator::row(std::uint64_t index) {
  const auto first = kFirst[next() % kFirst.size()];
  const auto last = kLast[next() % kLast.size()];
  const std::string email =
      lower(first) + "." + lower(last) + std::to_string(index) + "@" + std::string(kDomains[next() % kDomains.size()]);
  const std::string phone = "+1 (" + std::to_string(201 + next() % 780) + ") " + std::to_string(200 + next() % 800) +
                            "-" + padded(next() % 10000, 4);
  const std::string company = std::string(kWords[next() % kWords.size()]) + " " +
                              std::string(kKinds[next() % kKinds.size()]) + " " + std::to_string(1 + next() % 900);
  const auto status = kStatuses[next() % kStatuses.size()];
  return std::string(first) + "," + std::string(last) + "," + email + "," + phone + "," + company + "," +
         std::string(status) + ",List " + std::to_string(1 + index % 8) + "\n";
}

std::string LeadCsvGenerator::name_fragment() {
  const std::string name = lower(kLast[next() % kLast.size()]);
  const std::size_t length = std::min<std::size_t>(name.size(), 3 + next() % 2);
  const std::size_t start = next() % (name.size() - length + 1);
  return name.substr(start, length);
}

std::string LeadCsvGenerator::phone_fragment() {
  // Area code as typed with parentheses, plus the start of the exchange.
  return "(" + std::to_string(201 + next() % 780) + ") " + std::to_string(2 + next() % 8);
}

}  // namespace bench
