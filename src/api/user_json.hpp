#pragma once
#include "api/json_io.hpp"
#include "model/account.hpp"

namespace dialer::api {

// The `user` object of the auth answers: id, name, firstName, lastName, email, role, organizationId,
// organizationName.
json user_json(const model::User& user);

}  // namespace dialer::api
