#include "api/dnc_api.hpp"

#include "api/json_io.hpp"
#include "api/query_params.hpp"
#include "api/streamed_body.hpp"
#include "files/csv_reader.hpp"
#include "domain/do_not_call.hpp"
#include "http/api_error.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

using http::Access;
using http::ApiRequest;

json campaign_id_json(std::int64_t campaign_id) { return campaign_id == 0 ? json(nullptr) : json(campaign_id); }

json who_json(const std::optional<std::int64_t>& user_id, const std::string& name) {
  if (!user_id) return nullptr;
  return {{"id", *user_id}, {"name", name}};
}

json batch_json(const model::DncBatch& batch) {
  return {{"id", batch.id},
          {"campaignId", campaign_id_json(batch.campaign_id)},
          {"source", batch.source},
          {"note", batch.note},
          {"fileName", batch.file_name},
          {"addedBy", who_json(batch.user_id, batch.user_name)},
          {"addedAt", batch.created_at},
          {"added", batch.added},
          {"alreadyListed", batch.already_listed},
          {"unreadable", batch.unreadable}};
}

json record_json(const domain::DncNumberRecord& record) {
  json entries = json::array();
  bool organization = false;
  for (const auto& entry : record.entries) {
    organization = organization || entry.campaign_id == 0;
    entries.push_back({{"campaignId", campaign_id_json(entry.campaign_id)},
                       {"source", entry.source},
                       {"note", entry.note},
                       {"fileName", entry.file_name},
                       {"addedBy", who_json(entry.user_id, entry.user_name)},
                       {"addedAt", entry.created_at},
                       {"additionId", entry.id}});
  }
  json removals = json::array();
  for (const auto& removal : record.removals) {
    removals.push_back({{"campaignId", campaign_id_json(removal.campaign_id)},
                        {"note", removal.note},
                        {"removedBy", who_json(removal.user_id, removal.user_name)},
                        {"removedAt", removal.removed_at},
                        {"additionId", removal.batch_id}});
  }
  return {{"phone", record.phone}, {"onOrganizationList", organization}, {"lists", entries}, {"removals", removals}};
}

// ?campaignId= (or the body's): absent, empty or null → the organization's list (0).
std::int64_t campaign_query(const ApiRequest& req) {
  return integer_query(req, "campaignId", 0, 1, std::numeric_limits<std::int64_t>::max(),
                       "campaignId must be a campaign's id");
}

std::int64_t campaign_field(const json& body) {
  const auto it = body.find("campaignId");
  if (it == body.end() || it->is_null()) return 0;
  if (!it->is_number_integer() || it->get<std::int64_t>() < 1) {
    throw ApiError::bad_request("validation_error", "campaignId must be a campaign's id",
                                {{"campaignId", "campaignId must be a campaign's id"}});
  }
  return it->get<std::int64_t>();
}

std::string phone_field(const json& body) {
  const auto phone = optional_string(body, "phone");
  if (!phone || phone->empty()) {
    throw ApiError::bad_request("validation_error", "Enter a phone number, such as +1 202 555 0147",
                                {{"phone", "Enter a phone number, such as +1 202 555 0147"}});
  }
  return *phone;
}

json import_json(const domain::DncImportResult& result) {
  json rows = json::array();
  for (const auto& row : result.unreadable_rows) rows.push_back({{"row", row.row}, {"text", row.text}});
  return {{"additionId", result.batch_id},
          {"added", result.added},
          {"alreadyListed", result.already_listed},
          {"unreadable", result.unreadable},
          {"unreadableRows", rows}};
}

}  // namespace

void register_dnc_routes(http::Router& router, domain::DoNotCall& dnc) {
  router.add("GET", "/api/v1/dnc", Access::kAdmin, [&dnc](ApiRequest& req) {
    json lists = json::array();
    std::int64_t total = 0;
    for (const auto& [campaign, size] : dnc.sizes(req.signed_in())) {
      lists.push_back({{"campaignId", campaign_id_json(campaign)}, {"numbers", size}});
      total += static_cast<std::int64_t>(size);
    }
    return json_response(200, {{"lists", lists}, {"numbers", total}});
  });

  router.add("GET", "/api/v1/dnc/additions", Access::kAdmin, [&dnc](ApiRequest& req) {
    const auto page = static_cast<int>(integer_query(req, "page", 1, 1, 1000000, "page must be a page number"));
    const auto size = static_cast<int>(integer_query(req, "pageSize", 20, 1, 100, "pageSize must be from 1 to 100"));
    std::optional<std::int64_t> campaign;
    if (req.query_value("campaignId")) campaign = campaign_query(req);
    if (req.query_value("list") == "organization") campaign = 0;
    const auto result = dnc.batches(req.signed_in(), campaign, page, size);
    json items = json::array();
    for (const auto& batch : result.batches) items.push_back(batch_json(batch));
    return json_response(200, {{"additions", items},
                               {"pagination", {{"page", page}, {"pageSize", size}, {"total", result.total}}}});
  });

  router.add("GET", "/api/v1/dnc/numbers", Access::kAdmin, [&dnc](ApiRequest& req) {
    const auto phone = req.query_value("phone").value_or("");
    if (phone.empty()) {
      throw ApiError::bad_request("validation_error", "Enter a phone number, such as +1 202 555 0147",
                                  {{"phone", "Enter a phone number, such as +1 202 555 0147"}});
    }
    return json_response(200, record_json(dnc.lookup(req.signed_in(), phone)));
  });

  router.add("POST", "/api/v1/dnc/numbers", Access::kAdmin, [&dnc](ApiRequest& req) {
    const auto body = parse_json_object(req);
    domain::DncAddition addition;
    addition.campaign_id = campaign_field(body);
    addition.note = string_field(body, "note");
    addition.source = string_field(body, "source", "manual");
    if (addition.source != "manual" && addition.source != "api") {
      throw ApiError::bad_request("validation_error", "source must be manual or api",
                                  {{"source", "source must be manual or api"}});
    }
    return json_response(201, record_json(dnc.add(req.signed_in(), phone_field(body), addition)));
  });

  router.add("POST", "/api/v1/dnc/removals", Access::kAdmin, [&dnc](ApiRequest& req) {
    const auto body = parse_json_object(req);
    return json_response(200, record_json(dnc.remove(req.signed_in(), phone_field(body), campaign_field(body),
                                                     string_field(body, "note"))));
  });

  router.add(
      "POST", "/api/v1/dnc/import", Access::kAdmin,
      [&dnc](ApiRequest& req) {
        domain::DncAddition addition;
        addition.campaign_id = campaign_query(req);
        addition.note = req.query_value("note").value_or("");
        addition.file_name = req.query_value("fileName").value_or("").substr(0, 200);
        const auto import = dnc.start_import(req.signed_in(), addition);
        const bool complete = read_streamed_body(req, [&](std::string_view chunk) { import->feed(chunk); });
        if (!complete) {
          throw ApiError(400, "upload_incomplete",
                         "The upload did not complete: " + std::to_string(import->committed()) +
                             " numbers were listed before it stopped. Importing the file again lists the rest.");
        }
        return json_response(200, import_json(import->finish()));
      },
      http::BodyKind::kStream);

  router.add("GET", "/api/v1/dnc/export", Access::kAdmin, [&dnc](ApiRequest& req) {
    const auto caller = req.signed_in();
    const auto campaign = campaign_query(req);
    dnc.check_campaign(caller, campaign);
    http::ApiResponse response;
    response.content_type = "text/csv; charset=utf-8";
    response.headers.emplace_back(
        "Content-Disposition",
        "attachment; filename=\"do-not-call" + (campaign ? "-campaign-" + std::to_string(campaign) : std::string()) +
            ".csv\"");
    response.stream = [&dnc, caller, campaign](const std::function<bool(std::string_view)>& write) {
      if (!write(files::csv_line({"Phone", "Source", "Note", "Added By", "Added At"}))) return false;
      std::string chunk;
      bool ok = true;
      dnc.export_list(caller, campaign, [&](const std::string& phone, const model::DncBatch& batch) {
        chunk += files::csv_line({phone, batch.source, batch.note, batch.user_name, batch.created_at});
        if (chunk.size() >= 64 * 1024) {
          ok = write(chunk);
          chunk.clear();
        }
        return ok;
      });
      return ok && (chunk.empty() || write(chunk));
    };
    return response;
  });
}

}  // namespace dialer::api
