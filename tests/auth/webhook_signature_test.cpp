// X-Webhook-Signature: the RFC 4231 HMAC-SHA256 vector, and what does not match.
#include <doctest/doctest.h>

#include "auth/webhook_signature.hpp"
#include "domain/secret_mask.hpp"

using dialer::auth::webhook_signature;
using dialer::auth::webhook_signature_matches;

TEST_CASE("webhook signatures are sha256= and the hex HMAC-SHA256 of the body") {
  // RFC 4231, test case 2.
  const std::string expected = "sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843";
  CHECK(webhook_signature("Jefe", "what do ya want for nothing?") == expected);
  CHECK(webhook_signature_matches("Jefe", "what do ya want for nothing?", expected));
  // Upper-case hex is the same number.
  CHECK(webhook_signature_matches("Jefe", "what do ya want for nothing?",
                                  "sha256=5BDCC146BF60754E6A042426089575C75A003F089D2739839DEC58B964EC3843"));
}

TEST_CASE("a signature of the wrong body, key or shape does not match") {
  const std::string good = webhook_signature("secret", "{\"a\":1}");
  CHECK_FALSE(webhook_signature_matches("secret", "{\"a\":2}", good));
  CHECK_FALSE(webhook_signature_matches("other", "{\"a\":1}", good));
  CHECK_FALSE(webhook_signature_matches("secret", "{\"a\":1}", good.substr(7)));            // no prefix
  CHECK_FALSE(webhook_signature_matches("secret", "{\"a\":1}", good.substr(0, good.size() - 2)));  // short
  CHECK_FALSE(webhook_signature_matches("secret", "{\"a\":1}", good + "00"));               // long
  CHECK_FALSE(webhook_signature_matches("secret", "{\"a\":1}", "sha256=zz"));
  CHECK_FALSE(webhook_signature_matches("secret", "{\"a\":1}", ""));
}

TEST_CASE("a stored secret is shown as a mask with at most its last four characters, and the mask is known back") {
  using dialer::domain::is_secret_mask;
  using dialer::domain::mask_secret;
  CHECK(mask_secret("") == "");
  CHECK(mask_secret("pit-1234567890abcdef") == "••••cdef");
  // A short key would be half given away by four characters.
  CHECK(mask_secret("abcd1234") == "••••");
  CHECK(is_secret_mask("••••cdef"));
  CHECK_FALSE(is_secret_mask("pit-1234567890abcdef"));
}

TEST_CASE("a stamped signature signs \"<timestamp>.<body>\", and neither part can be swapped") {
  // Exactly the body-only signature of the joined text.
  const std::string stamped = webhook_signature("secret", "{\"a\":1}", "1764000000");
  CHECK(stamped == webhook_signature("secret", "1764000000.{\"a\":1}"));
  CHECK(webhook_signature_matches("secret", "{\"a\":1}", stamped, "1764000000"));
  CHECK_FALSE(webhook_signature_matches("secret", "{\"a\":1}", stamped, "1764000001"));
  CHECK_FALSE(webhook_signature_matches("secret", "{\"a\":1}", stamped));  // not a body-only signature
  CHECK_FALSE(webhook_signature_matches("secret", "{\"a\":1}", webhook_signature("secret", "{\"a\":1}"), "1764000000"));
}
