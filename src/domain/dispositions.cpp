#include "domain/dispositions.hpp"

#include <algorithm>

#include "db/database.hpp"
#include "db/disposition_store.hpp"
#include "dialer/iso_time.hpp"
#include "domain/domain_error.hpp"
#include "domain/lead_rules.hpp"
#include "domain/text_rules.hpp"

namespace dialer::domain {
namespace {

constexpr std::size_t kMaxLabel = 40;
constexpr std::size_t kMaxEmoji = 32;  // bytes: one emoji with its modifiers and joiners

void apply(model::DispositionFields& f, const DispositionInput& in) {
  if (in.label) f.label = trim(*in.label);
  if (in.emoji) f.emoji = trim(*in.emoji);
  if (in.hotkey) f.hotkey = to_lower(trim(*in.hotkey));
  if (in.lead_status) {
    f.lead_status = *in.lead_status;
    if (f.lead_status && trim(*f.lead_status).empty()) f.lead_status.reset();
  }
  if (in.contact) f.contact = *in.contact;
  if (in.conversion) f.conversion = *in.conversion;
  if (in.callback) f.callback = *in.callback;
  if (in.do_not_call) f.do_not_call = *in.do_not_call;
  if (in.final) f.final = *in.final;
  if (in.machine) f.machine = *in.machine;
  if (in.position) f.position = *in.position;
  if (in.active) f.active = *in.active;
}

void check(const model::DispositionFields& f) {
  if (f.label.empty()) throw DomainError::invalid_field("label", "Please enter a label");
  check_max_length(f.label, kMaxLabel, "label", "A label");
  if (f.emoji.size() > kMaxEmoji || f.emoji.find(' ') != std::string::npos) {
    throw DomainError::invalid_field("emoji", "The emoji must be a single emoji");
  }
  const bool key = f.hotkey.empty() ||
                   (f.hotkey.size() == 1 && ((f.hotkey[0] >= '0' && f.hotkey[0] <= '9') || (f.hotkey[0] >= 'a' && f.hotkey[0] <= 'z')));
  if (!key) throw DomainError::invalid_field("hotkey", "A hotkey must be one key: 0-9 or a-z");
  if (f.lead_status && !is_lead_status(*f.lead_status)) {
    throw DomainError::invalid_field("leadStatus", "Lead status must be one of new, contacted, interested, not_interested, callback");
  }
  if (f.position < 0 || f.position > 1000) throw DomainError::invalid_field("position", "Position must be between 0 and 1000");
}

// "Not Interested!" → "not_interested".
std::string code_of(const std::string& label) {
  std::string code;
  for (const char c : to_lower(label)) {
    const bool word = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    if (word) {
      code += c;
    } else if (!code.empty() && code.back() != '_') {
      code += '_';
    }
  }
  while (!code.empty() && code.back() == '_') code.pop_back();
  return code.empty() ? "disposition" : code.substr(0, 40);
}

}  // namespace

std::vector<model::Disposition> DispositionService::list(const auth::Caller& caller) {
  return database_.read([&](SQLite::Database& db) { return db::list_dispositions(db, caller.organization_id); });
}

model::Disposition DispositionService::create(const auth::Caller& caller, const DispositionInput& input) {
  return save(caller, std::nullopt, input);
}

model::Disposition DispositionService::update(const auth::Caller& caller, std::int64_t id, const DispositionInput& input) {
  return save(caller, id, input);
}

model::Disposition DispositionService::archive(const auth::Caller& caller, std::int64_t id) {
  DispositionInput input;
  input.active = false;
  return save(caller, id, input);
}

model::Disposition DispositionService::save(const auth::Caller& caller, std::optional<std::int64_t> id,
                                            const DispositionInput& input) {
  const auto now = iso8601_utc(clock_.now());
  return database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    model::Disposition row;
    if (id) {
      auto found = db::find_disposition(db, caller.organization_id, *id);
      if (!found) throw DomainError::not_found("Disposition not found");
      row = std::move(*found);
    } else {
      row.organization_id = caller.organization_id;
      row.fields.position = db::next_disposition_position(db, caller.organization_id);
      row.created_at = now;
    }
    apply(row.fields, input);
    check(row.fields);
    if (row.fields.active) {
      for (const auto& other : db::list_dispositions(db, caller.organization_id)) {
        if (other.id == row.id || !other.fields.active) continue;
        if (to_lower(other.fields.label) == to_lower(row.fields.label)) {
          throw DomainError::conflict("label_taken", "A disposition named " + other.fields.label + " exists already",
                                      {{"label", "taken"}});
        }
        if (!row.fields.hotkey.empty() && other.fields.hotkey == row.fields.hotkey) {
          throw DomainError::conflict("hotkey_taken",
                                      "The hotkey " + row.fields.hotkey + " is already used by " + other.fields.label,
                                      {{"hotkey", "taken"}});
        }
        if (row.fields.machine && other.fields.machine) {
          throw DomainError::conflict("machine_taken",
                                      "Only one disposition can be the answering machine's: " + other.fields.label,
                                      {{"machine", "taken"}});
        }
      }
    }
    row.updated_at = now;
    if (id) {
      db::update_disposition(db, row);
    } else {
      std::string code = code_of(row.fields.label);
      for (int n = 2; db::disposition_code_taken(db, caller.organization_id, code); ++n) {
        code = code_of(row.fields.label) + "_" + std::to_string(n);
      }
      row.code = code;
      row.id = db::insert_disposition(db, row);
    }
    return row;
  });
}

}  // namespace dialer::domain
