#pragma once
// Write-only secrets (the GoHighLevel key, Twilio's Auth Token and API Key Secret) as the API shows them: "••••"
// and, for a long one, its last four characters — enough to tell which is stored, never enough to use.
#include <string>

namespace dialer::domain {

std::string mask_secret(const std::string& secret);  // "" when none
// A form sends the mask back unchanged when the user did not type a new secret.
bool is_secret_mask(const std::string& value);

}  // namespace dialer::domain
