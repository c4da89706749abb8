#pragma once
#include "api/json_io.hpp"
#include "db/account_store.hpp"

namespace dialer::api {

// The `user` object of the auth answers: id, name, firstName, lastName, email, role, organizationId,
// organizationName.
json user_json(const db::UserRecord& user);

}  // namespace dialer::api
