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

TEST_CASE("twilio signatures: a URL signed with or without its scheme's default port matches either way") {
  // Twilio writes :443 (https) or :80 (http) into the URL it signs for some requests, not for others.
  const auto signed_for = [](const char* url) { return twilio_signature(kExampleToken, url, example()); };
  for (const auto& [bare, with_port] :
       {std::pair{"https://mycompany.com/myapp.php?foo=1&bar=2", "https://mycompany.com:443/myapp.php?foo=1&bar=2"},
        std::pair{"http://mycompany.com/myapp.php?foo=1&bar=2", "http://mycompany.com:80/myapp.php?foo=1&bar=2"},
        std::pair{"https://[2001:db8::1]/voice", "https://[2001:db8::1]:443/voice"},
        std::pair{"https://mycompany.com?call=1", "https://mycompany.com:443?call=1"}}) {
    INFO(bare);
    CHECK(twilio_signature_matches(kExampleToken, bare, example(), signed_for(with_port)));
    CHECK(twilio_signature_matches(kExampleToken, with_port, example(), signed_for(bare)));
    CHECK(twilio_signature_matches(kExampleToken, bare, example(), signed_for(bare)));
  }
}

TEST_CASE("twilio signatures: another port, or the other scheme's default port, does not match") {
  const auto signed_for = [](const char* url) { return twilio_signature(kExampleToken, url, example()); };
  const char* const ours = "https://mycompany.com/myapp.php?foo=1&bar=2";
  CHECK_FALSE(twilio_signature_matches(kExampleToken, ours, example(), signed_for("https://mycompany.com:8443/myapp.php?foo=1&bar=2")));
  CHECK_FALSE(twilio_signature_matches(kExampleToken, ours, example(), signed_for("https://mycompany.com:80/myapp.php?foo=1&bar=2")));
  CHECK_FALSE(twilio_signature_matches(kExampleToken, "http://mycompany.com/myapp.php?foo=1&bar=2", example(),
                                       signed_for("http://mycompany.com:443/myapp.php?foo=1&bar=2")));
  // A public URL with a port of its own is signed with that port only.
  const char* const own_port = "https://mycompany.com:8443/myapp.php";
  CHECK(twilio_signature_matches(kExampleToken, own_port, example(), signed_for(own_port)));
  CHECK_FALSE(twilio_signature_matches(kExampleToken, own_port, example(), signed_for("https://mycompany.com/myapp.php")));
  CHECK_FALSE(twilio_signature_matches(kExampleToken, own_port, example(), signed_for("https://mycompany.com:443/myapp.php")));
}
