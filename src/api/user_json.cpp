#include "api/user_json.hpp"

#include "domain/text_rules.hpp"

namespace dialer::api {

json user_json(const model::User& user) {
  return {{"id", user.id},
          {"name", domain::join_name(user.first_name, user.last_name)},
          {"firstName", user.first_name},
          {"lastName", user.last_name},
          {"email", user.email},
          {"role", user.role},
          {"organizationId", user.organization_id},
          {"organizationName", user.organization_name}};
}

}  // namespace dialer::api
