// X-Twilio-Signature against Twilio's published example (its security documentation's request to
// https://mycompany.com/myapp.php?foo=1&bar=2), and what does not match.
#include <doctest/doctest.h>

#include "auth/twilio_signature.hpp"

using dialer::auth::FormParams;
using dialer::auth::twilio_signature;
using dialer::auth::twilio_signature_matches;

namespace {

const char* const kUrl = "https://mycompany.com/myapp.php?foo=1&bar=2";
const char* const kExampleToken = "12345";
const char* const kPublished = "0/KCTR6DLpKmkAf8muzZqo1nDgQ=";

FormParams example() {
  // In the order a form might carry them: the signature sorts them by name.
  return {{"To", "+18005551212"}, {"CallSid", "CA1234567890ABCDE"}, {"Digits", "1234"},
          {"From", "+12349013030"}, {"Caller", "+12349013030"}};
}

}  // namespace

TEST_CASE("twilio signatures: Twilio's published example signs to its published value") {
  CHECK(twilio_signature(kExampleToken, kUrl, example()) == kPublished);
  CHECK(twilio_signature_matches(kExampleToken, kUrl, example(), kPublished));
}

TEST_CASE("twilio signatures: another token, URL, parameter or value does not match, nor a malformed header") {
  CHECK_FALSE(twilio_signature_matches("54321", kUrl, example(), kPublished));
  CHECK_FALSE(
      twilio_signature_matches(kExampleToken, "https://mycompany.com/myapp.php?foo=1&bar=3", example(), kPublished));
  CHECK_FALSE(
      twilio_signature_matches(kExampleToken, "http://mycompany.com/myapp.php?foo=1&bar=2", example(), kPublished));
  auto changed = example();
  changed[2].second = "1235";
  CHECK_FALSE(twilio_signature_matches(kExampleToken, kUrl, changed, kPublished));
  auto added = example();
  added.emplace_back("CallStatus", "completed");
  CHECK_FALSE(twilio_signature_matches(kExampleToken, kUrl, added, kPublished));
  CHECK_FALSE(twilio_signature_matches(kExampleToken, kUrl, example(), ""));
  CHECK_FALSE(twilio_signature_matches(kExampleToken, kUrl, example(), "0/KCTR6DLpKmkAf8muzZqo1nDgQ"));
  CHECK_FALSE(twilio_signature_matches("", kUrl, example(), kPublished));
}
