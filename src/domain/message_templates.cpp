#include "domain/message_templates.hpp"

#include <array>

#include "db/database.hpp"
#include "db/message_template_store.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"
#include "domain/domain_error.hpp"
#include "domain/text_rules.hpp"

namespace dialer::domain {
namespace {

constexpr std::array<const char*, 7> kFields{"firstName", "lastName", "name", "company", "email", "phone", "companyName"};

DomainError template_not_found() { return DomainError::not_found("Template not found"); }

// Every {{…}} names a known field.
void check_fields(const std::string& text, const std::string& field) {
  for (auto open = text.find("{{"); open != std::string::npos; open = text.find("{{", open + 2)) {
    const auto close = text.find("}}", open + 2);
    const std::string name = trim(text.substr(open + 2, close == std::string::npos ? std::string::npos : close - open - 2));
    bool known = close != std::string::npos;
    if (known) {
      known = false;
      for (const auto* f : kFields) known = known || name == f;
    }
    if (!known) {
      throw DomainError::invalid_field(field, "Unknown field {{" + shortened(name, 40) +
                               "}}: use {{firstName}}, {{lastName}}, {{name}}, {{company}}, {{email}}, {{phone}} or "
                               "{{companyName}}");
    }
  }
}

bool mentions_stop(const std::string& body) {
  const std::string upper = to_upper(body);
  for (auto at = upper.find("STOP"); at != std::string::npos; at = upper.find("STOP", at + 1)) {
    const bool starts = at == 0 || !std::isalnum(static_cast<unsigned char>(upper[at - 1]));
    const bool ends = at + 4 >= upper.size() || !std::isalnum(static_cast<unsigned char>(upper[at + 4]));
    if (starts && ends) return true;
  }
  return false;
}

void check(const model::MessageTemplate& t) {
  if (t.name.empty()) throw DomainError::invalid_field("name", "Enter a name for the template");
  check_max_length(t.name, 100, "name", "The name");
  if (t.body.empty()) throw DomainError::invalid_field("body", "Enter the message");
  if (!is_clean_utf8(t.body) || !is_clean_utf8(t.subject) || !is_clean_utf8(t.name)) {
    throw DomainError::invalid_field("body", "The template must be text");
  }
  if (t.channel == "email") {
    if (t.subject.empty()) throw DomainError::invalid_field("subject", "Enter the e-mail's subject");
    check_max_length(t.subject, 200, "subject", "The subject");
    if (t.subject.find_first_of("\r\n") != std::string::npos) throw DomainError::invalid_field("subject", "The subject must be one line");
    check_max_length(t.body, 20000, "body", "The e-mail");
    check_fields(t.subject, "subject");
  } else {
    check_max_length(t.body, 1600, "body", "A text");
    if (!mentions_stop(t.body)) throw DomainError::invalid_field("body", "Say how to opt out: a text must include \"Reply STOP to opt out\"");
  }
  check_fields(t.body, "body");
}

}  // namespace

std::string fill_template(const std::string& text, const std::map<std::string, std::string>& fields) {
  std::string out;
  std::size_t at = 0;
  for (auto open = text.find("{{"); open != std::string::npos; open = text.find("{{", at)) {
    const auto close = text.find("}}", open + 2);
    if (close == std::string::npos) break;
    out += text.substr(at, open - at);
    const auto found = fields.find(trim(text.substr(open + 2, close - open - 2)));
    if (found != fields.end()) out += found->second;
    at = close + 2;
  }
  out += text.substr(at);
  return out;
}

std::vector<model::MessageTemplate> MessageTemplates::list(const auth::Caller& caller) {
  return database_.read([&](SQLite::Database& db) { return db::message_templates(db, caller.organization_id); });
}

model::MessageTemplate MessageTemplates::create(const auth::Caller& caller, const MessageTemplateInput& in) {
  model::MessageTemplate t;
  t.organization_id = caller.organization_id;
  t.channel = to_lower(trim(in.channel.value_or("")));
  if (t.channel != "sms" && t.channel != "email") throw DomainError::invalid_field("channel", "Choose the channel: sms or email");
  t.name = trim(in.name.value_or(""));
  t.subject = t.channel == "email" ? trim(in.subject.value_or("")) : "";
  t.body = in.body.value_or("");
  check(t);
  t.created_at = t.updated_at = iso8601_utc(clock_.now());
  return database_.write([&](SQLite::Database& db) {
    if (db::message_template_name_taken(db, caller.organization_id, t.name, 0)) {
      throw DomainError::conflict("name_taken", "A template with this name already exists", {{"name", "already in use"}});
    }
    t.id = db::insert_message_template(db, t);
    return t;
  });
}

model::MessageTemplate MessageTemplates::update(const auth::Caller& caller, std::int64_t id, const MessageTemplateInput& in) {
  return database_.write([&](SQLite::Database& db) {
    auto t = db::find_message_template(db, caller.organization_id, id);
    if (!t) throw template_not_found();
    if (in.name) t->name = trim(*in.name);
    if (in.subject && t->channel == "email") t->subject = trim(*in.subject);
    if (in.body) t->body = *in.body;
    check(*t);
    if (db::message_template_name_taken(db, caller.organization_id, t->name, id)) {
      throw DomainError::conflict("name_taken", "A template with this name already exists", {{"name", "already in use"}});
    }
    t->updated_at = iso8601_utc(clock_.now());
    db::update_message_template(db, *t);
    return *t;
  });
}

void MessageTemplates::remove(const auth::Caller& caller, std::int64_t id) {
  database_.write([&](SQLite::Database& db) {
    const auto t = db::find_message_template(db, caller.organization_id, id);
    if (!t) throw template_not_found();
    if (t->used_by > 0) {
      throw DomainError::conflict("template_in_use", "This template is used by a cadence: change the cadence first");
    }
    db::delete_message_template(db, id);
  });
}

}  // namespace dialer::domain
