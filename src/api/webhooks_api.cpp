#include "api/webhooks_api.hpp"

#include "api/json_io.hpp"
#include "api/lead_json.hpp"
#include "domain/consent_ledger.hpp"
#include "domain/domain_error.hpp"
#include "domain/lead_rules.hpp"
#include "domain/webhooks.hpp"
#include "http/api_error.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

using http::ApiRequest;

constexpr const char* kInboundPath = "/api/v1/webhooks/leads";

// The secret is write-only: hasSecret says whether one is set. The URL carries the webhook's key.
json webhook_json(const model::Webhook& w, const std::string& origin) {
  return {{"id", w.id},
          {"name", w.name},
          {"source", w.source},
          {"enabled", w.enabled},
          {"events", w.events},
          {"hasSecret", w.secret.has_value()},
          {"acceptUnstampedSignatures", w.accept_unstamped_signatures},
          {"listId", w.list_id ? json(*w.list_id) : json(nullptr)},
          {"listName", w.list_id ? json(w.list_name) : json(nullptr)},
          {"cadenceId", w.cadence_id ? json(*w.cadence_id) : json(nullptr)},
          {"cadenceName", w.cadence_id ? json(w.cadence_name) : json(nullptr)},
          {"url", origin + kInboundPath + "?key=" + w.url_key},
          {"createdAt", w.created_at},
          {"updatedAt", w.updated_at},
          {"lastReceivedAt", w.last_received_at ? json(*w.last_received_at) : json(nullptr)}};
}

domain::WebhookInput webhook_input(const json& body) {
  domain::WebhookInput in;
  in.name = optional_string(body, "name");
  // The spec's form sends the Source URL as "url"; "source" is what the answer calls it.
  in.source = optional_string(body, "source");
  if (!in.source) in.source = optional_string(body, "url");
  in.secret = optional_string(body, "secret");
  in.remove_secret = bool_field(body, "removeSecret");
  in.enabled = optional_bool(body, "enabled");
  in.accept_unstamped_signatures = optional_bool(body, "acceptUnstampedSignatures");
  in.events = optional_string_list(body, "events");
  if (body.contains("listId")) {
    in.list_given = true;
    const auto id = optional_integer(body, "listId");
    if (id && *id > 0) in.list_id = *id;
  }
  if (body.contains("cadenceId")) {
    in.cadence_given = true;
    const auto id = optional_integer(body, "cadenceId");
    if (id && *id > 0) in.cadence_id = *id;
  }
  return in;
}

// The consent our own lead JSON gives and the evidence it carries (docs/api.md, "Consent"), checked by the
// domain's rules for evidence.
domain::ConsentGiven delivered_consent(const json& item) {
  domain::ConsentGiven given{bool_field(item, "smsConsent"), bool_field(item, "emailConsent"), bool_field(item, "callConsent"), {}};
  auto& evidence = given.evidence;
  const auto refuse_if = [](const std::optional<std::string>& problem, const char* field) {
    if (problem) throw ApiError::bad_request("validation_error", *problem, {{field, *problem}});
  };
  evidence.origin = optional_string(item, "consentSource").value_or("");
  refuse_if(domain::evidence_origin_problem(evidence.origin, "consentSource"), "consentSource");
  refuse_if(domain::evidence_time_problem(optional_string(item, "consentAt").value_or(""), "consentAt", evidence.given_at),
            "consentAt");
  evidence.page_url = optional_string(item, "consentPageUrl").value_or("");
  refuse_if(domain::evidence_url_problem(evidence.page_url, "consentPageUrl"), "consentPageUrl");
  evidence.certificate_url = optional_string(item, "consentCertificateUrl").value_or("");
  refuse_if(domain::evidence_url_problem(evidence.certificate_url, "consentCertificateUrl"), "consentCertificateUrl");
  if (evidence.certificate_url.empty()) {
    evidence.certificate_url = optional_string(item, "xxTrustedFormCertUrl").value_or("");
    refuse_if(domain::evidence_url_problem(evidence.certificate_url, "xxTrustedFormCertUrl"), "xxTrustedFormCertUrl");
  }
  domain::certificate_means_calls(given);
  return given;
}

// A GoHighLevel contact event ("type": "ContactCreate" …) or our own lead JSON.
domain::DeliveredLead delivered_lead(const json& item) {
  domain::DeliveredLead out;
  if (!item.is_object()) {
    out.error = "Each lead must be a JSON object";
    return out;
  }
  try {
    if (const auto type = item.find("type"); type != item.end() && !type->is_null()) {
      const std::string kind = type->is_string() ? type->get<std::string>() : "";
      if (kind != "ContactCreate" && kind != "ContactUpdate") {
        out.error = "Unsupported event type: " + (kind.empty() ? std::string(type->type_name()) : kind);
        return out;
      }
      domain::InboundLead lead;
      lead.input.first_name = optional_string(item, "firstName");
      lead.input.last_name = optional_string(item, "lastName");
      if (!lead.input.first_name && !lead.input.last_name) lead.input.name = optional_string(item, "name");
      lead.input.email = optional_string(item, "email");
      lead.input.phone = optional_string(item, "phone");
      lead.input.company = optional_string(item, "companyName");
      lead.input.state = optional_string(item, "state");
      lead.input.postal_code = optional_string(item, "postalCode");
      if (const auto zone = optional_string(item, "timezone"); zone && domain::is_time_zone_name(*zone)) {
        lead.input.timezone = zone;
      }
      const auto id = optional_string(item, "id");
      if (id && !id->empty()) lead.external_id = *id;
      out.lead = std::move(lead);
      out.from_gohighlevel = true;
    } else {
      domain::InboundLead lead;
      lead.input = lead_input(item);
      lead.input.list_id.reset();  // a delivery does not choose among the organization's lists
      lead.consent = delivered_consent(item);
      out.lead = std::move(lead);
    }
  } catch (const ApiError& e) {
    out.lead.reset();
    out.error = e.what();
  }
  return out;
}

domain::Delivery parse_delivery(std::string_view body) {
  const json parsed = parse_json_value(body);
  domain::Delivery delivery;
  if (parsed.is_array()) {
    delivery.batch = true;
    if (parsed.size() > domain::kMaxWebhookBatch) {
      throw ApiError::bad_request("batch_too_large", "A delivery may hold at most 1,000 leads");
    }
    for (const auto& item : parsed) delivery.leads.push_back(delivered_lead(item));
  } else if (parsed.is_object()) {
    delivery.leads.push_back(delivered_lead(parsed));
  } else {
    throw ApiError::bad_request("invalid_body", "The body must be a lead, a GoHighLevel contact or a list of them");
  }
  return delivery;
}

// The domain's reader contract: a body that is not a delivery is a DomainError, so the domain logs the refused
// delivery before it is answered 400.
domain::Delivery read_delivery(std::string_view body) {
  try {
    return parse_delivery(body);
  } catch (const ApiError& e) {
    throw domain::DomainError::invalid(e.code(), e.what(), e.details());
  }
}

}  // namespace

void register_webhook_routes(http::Router& router, domain::WebhookService& webhooks) {
  using http::Access;
  router.add("GET", "/api/v1/webhooks", Access::kAdmin, [&webhooks](ApiRequest& req) {
    json out = json::array();
    for (const auto& w : webhooks.list(req.signed_in())) out.push_back(webhook_json(w, req.origin()));
    return json_response(200, out);
  });
  router.add("POST", "/api/v1/webhooks", Access::kAdmin, [&webhooks](ApiRequest& req) {
    const auto created = webhooks.create(req.signed_in(), webhook_input(parse_json_object(req)));
    return json_response(201, webhook_json(created, req.origin()));
  });
  router.add("PUT", "/api/v1/webhooks/{id}", Access::kAdmin, [&webhooks](ApiRequest& req) {
    const auto id = req.id_param();
    const auto updated = webhooks.update(req.signed_in(), id, webhook_input(parse_json_object(req)));
    return json_response(200, webhook_json(updated, req.origin()));
  });
  router.add("DELETE", "/api/v1/webhooks/{id}", Access::kAdmin, [&webhooks](ApiRequest& req) {
    webhooks.remove(req.signed_in(), req.id_param());
    return no_content();
  });
  // Public: the key in the URL (and the signature, when the webhook has a secret) is the credential.
  router.add(
      "POST", kInboundPath, Access::kPublic,
      [&webhooks](ApiRequest& req) {
        const domain::DeliveryStamp stamp{req.header("X-Webhook-Signature"), req.header("X-Webhook-Timestamp"),
                                          req.header("X-Webhook-Id")};
        const auto result = webhooks.receive(req.query_value("key").value_or(""), req.body, stamp, read_delivery);
        json errors = json::array();
        for (const auto& e : result.errors) errors.push_back({{"index", e.index}, {"message", e.message}});
        return json_response(200, {{"created", result.created},
                                   {"updated", result.updated},
                                   {"enrolled", result.enrolled},
                                   {"errors", errors}});
      },
      http::BodyKind::kAny);
}

}  // namespace dialer::api
