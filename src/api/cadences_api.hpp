#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class Cadences;
class EmailUnsubscribes;
class EmojiSet;
class MessageTemplates;
}

namespace dialer::api {

// /api/v1/cadences… (cadences, their enrollments), /api/v1/message-templates…, /api/v1/emojis, and the public
// /api/v1/unsubscribe of cadence e-mails.
void register_cadence_routes(http::Router& router, domain::Cadences& cadences, domain::MessageTemplates& templates,
                             domain::EmojiSet& emojis, domain::EmailUnsubscribes& unsubscribes);

}  // namespace dialer::api
