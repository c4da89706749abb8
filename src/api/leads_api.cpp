#include "api/leads_api.hpp"

#include <algorithm>
#include <charconv>
#include <exception>
#include <map>

#include "api/json_io.hpp"
#include "api/json_text.hpp"
#include "api/lead_detail_json.hpp"
#include "api/lead_json.hpp"
#include "api/query_params.hpp"
#include "api/streamed_body.hpp"
#include "api/upload_file.hpp"
#include "dialer/iso_time.hpp"
#include "http/api_error.hpp"
#include "files/csv_reader.hpp"
#include "domain/do_not_call.hpp"
#include "domain/lead_import.hpp"
#include "domain/leads.hpp"
#include "files/xlsx_workbook.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

using http::ApiRequest;

json list_json(const model::LeadList& list) {
  return {{"id", list.id},
          {"name", list.name},
          {"leadCount", list.lead_count},
          {"createdAt", list.created_at},
          {"updatedAt", list.updated_at}};
}


std::optional<std::string> status_query(const ApiRequest& req) {
  auto status = req.query_value("status");
  if (status && (status->empty() || *status == "all")) return std::nullopt;
  return status;
}

// "3,2,1" → the ids; anything else is a 400 naming the parameter.
std::vector<std::int64_t> id_list_query(const std::string& text) {
  std::vector<std::int64_t> ids;
  std::size_t at = 0;
  while (at <= text.size()) {
    const auto comma = std::min(text.find(',', at), text.size());
    const auto part = text.substr(at, comma - at);
    std::int64_t id = 0;
    const auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), id);
    if (part.empty() || error != std::errc() || end != part.data() + part.size() || id <= 0) {
      throw ApiError(400, "invalid_query", "ids must be lead ids separated by commas", {{"ids", "lead ids"}});
    }
    ids.push_back(id);
    at = comma + 1;
  }
  return ids;
}

// ?sort=name&order=asc. Without an order: A–Z for names, companies and statuses, newest first for times.
model::LeadSort sort_query(const ApiRequest& req) {
  using Key = model::LeadSort::Key;
  static const std::map<std::string, Key, std::less<>> kKeys = {
      {"created", Key::kCreated}, {"name", Key::kName}, {"company", Key::kCompany}, {"status", Key::kStatus},
      {"updated", Key::kUpdated}};
  model::LeadSort sort;
  if (const auto key = req.query_value("sort"); key && !key->empty()) {
    const auto found = kKeys.find(*key);
    if (found == kKeys.end()) {
      throw ApiError(400, "invalid_query", "sort must be one of name, company, status, created, updated",
                     {{"sort", "name, company, status, created or updated"}});
    }
    sort.key = found->second;
  }
  sort.descending = sort.key == Key::kCreated || sort.key == Key::kUpdated;
  if (const auto order = req.query_value("order"); order && !order->empty()) {
    if (*order != "asc" && *order != "desc") {
      throw ApiError(400, "invalid_query", "order must be asc or desc", {{"order", "asc or desc"}});
    }
    sort.descending = *order == "desc";
  }
  return sort;
}

std::optional<std::int64_t> list_query(const ApiRequest& req) {
  const auto text = req.query_value("listId");
  if (!text || text->empty()) return std::nullopt;
  return integer_query(req, "listId", 0, 0, INT64_MAX, "listId must be a list id (0 for leads in no list)");
}


constexpr std::pair<const char*, char> kDelimiters[] = {{"comma", ','}, {"semicolon", ';'}, {"tab", '\t'}, {"pipe", '|'}};

std::optional<char> delimiter_of(const std::string& name) {
  for (const auto& [known, delimiter] : kDelimiters) {
    if (name == known) return delimiter;
  }
  return std::nullopt;
}

std::string delimiter_name(char delimiter) {
  for (const auto& [known, value] : kDelimiters) {
    if (value == delimiter) return known;
  }
  return "comma";
}

domain::ImportOptions import_options(const ApiRequest& req) {
  domain::ImportOptions options;
  if (const auto mapping = req.query_value("mapping"); mapping && !mapping->empty()) {
    std::size_t start = 0;
    while (start <= mapping->size()) {
      const auto comma = mapping->find(',', start);
      const auto end = comma == std::string::npos ? mapping->size() : comma;
      options.mapping.push_back(mapping->substr(start, end - start));
      start = end + 1;
    }
  }
  const auto list = list_query(req);
  if (list && *list > 0) options.list_id = list;
  const std::string duplicates = req.query_value("duplicates").value_or("skip");
  if (duplicates != "skip" && duplicates != "update") {
    throw ApiError::bad_request("invalid_query", "duplicates must be skip or update", {{"duplicates", duplicates}});
  }
  options.update_duplicates = duplicates == "update";
  const std::string delimiter = req.query_value("delimiter").value_or("auto");
  if (const auto named = delimiter_of(delimiter)) {
    options.delimiter = *named;
  } else if (delimiter != "auto") {
    throw ApiError::bad_request("invalid_query", "delimiter must be auto, comma, semicolon, tab or pipe",
                                {{"delimiter", delimiter}});
  }
  const std::string encoding = req.query_value("encoding").value_or("auto");
  const auto parsed = files::parse_import_encoding(encoding);
  if (!parsed) {
    throw ApiError::bad_request("invalid_query", "encoding must be auto, utf-8, utf-16le, utf-16be or windows-1252",
                                {{"encoding", encoding}});
  }
  options.encoding = *parsed;
  if (const auto cadence = req.query_value("cadenceId"); cadence && !cadence->empty()) {
    options.cadence_id = integer_query(req, "cadenceId", 0, 1, INT64_MAX, "cadenceId must be a cadence id");
  }
  return options;
}

http::ApiResponse import_response(const domain::ImportResult& result) {
  json errors = json::array();
  for (const auto& e : result.errors) errors.push_back({{"row", e.row}, {"message", e.message}, {"values", e.values}});
  json answer = {{"imported", result.imported},
                 {"updated", result.updated},
                 {"skipped", result.skipped},
                 {"enrolled", result.enrolled},
                 {"errors", errors},
                 {"errorCount", result.error_count}};
  if (result.sheet.empty()) {
    answer["delimiter"] = delimiter_name(result.delimiter);
    answer["encoding"] = std::string(files::import_encoding_name(result.encoding));
  } else {
    answer["sheet"] = result.sheet;
  }
  return json_response(200, answer);
}

// {"status": ["new", "contacted"], "listId": [3, null]} → {"status": {"from": "new", "to": "contacted"},
// "list": {"from": "North", "to": null}}: list ids become names (a list deleted since: "(deleted list)").
std::string csv_row(const model::Lead& lead) {
  const auto& f = lead.fields;
  return files::csv_line({f.first_name, f.last_name, f.name, f.email, f.phone, f.company, f.status, lead.list_name,
                           f.state, f.postal_code, f.timezone, f.notes, lead.created_at});
}

}  // namespace

void register_lead_routes(http::Router& router, domain::LeadService& leads, const domain::DoNotCall& dnc) {
  const auto on_dnc = [dnc = &dnc](const model::Lead& lead) {
    return dnc->listed(lead.organization_id, 0, lead.fields.phone_e164);
  };
  const auto shown = [on_dnc](const model::Lead& lead) { return lead_json(lead, on_dnc(lead)); };
  using http::Access;

  router.add("GET", "/api/v1/leads", Access::kAdmin, [&leads, dnc = &dnc](ApiRequest& req) {
    domain::LeadQuery query;
    query.page = integer_query(req, "page", 1, 1, 1'000'000'000, "page must be a whole number of 1 or more");
    query.limit = static_cast<int>(integer_query(req, "limit", 20, 1, 100, "limit must be between 1 and 100"));
    query.search = req.query_value("search").value_or("");
    query.status = status_query(req);
    query.list_id = list_query(req);
    query.sort = sort_query(req);
    const auto caller = req.signed_in();
    const auto page = leads.list(caller, query, lead_json_without_flag);
    // Written straight: a page as a tree of JSON values cost ten times its writing (docs/benchmarks.md).
    http::ApiResponse response;
    response.status = 200;
    std::string& out = response.body;
    out.reserve(256 + page.leads.size() * 400);
    out += "{\"leads\":[";
    for (const auto& text : page.leads) {
      if (&text != &page.leads.front()) out += ',';
      const auto parts = lead_json_parts(*text);
      append_lead_json(out, parts, dnc->listed(caller.organization_id, 0, parts.phone_e164));
    }
    out += "],\"pagination\":{\"page\":";
    append_json_number(out, page.page);
    out += ",\"limit\":";
    append_json_number(out, page.limit);
    out += ",\"total\":";
    append_json_number(out, page.total);
    out += ",\"pages\":";
    append_json_number(out, page.pages);
    out += page.total_capped ? ",\"totalIsLowerBound\":true}}" : ",\"totalIsLowerBound\":false}}";
    return response;
  });

  router.add("GET", "/api/v1/leads/stats", Access::kAdmin, [&leads](ApiRequest& req) {
    const auto text = leads.status_counts(req.signed_in(), [](const std::map<std::string, std::int64_t>& counts) {
      json by_status = json::object();
      std::int64_t total = 0;
      for (const auto& [status, count] : counts) {
        by_status[status] = count;
        total += count;
      }
      return json{{"total", total}, {"byStatus", by_status}}.dump();
    });
    http::ApiResponse response;
    response.status = 200;
    response.body = *text;
    return response;
  });

  router.add("GET", "/api/v1/leads/export", Access::kAdmin, [&leads](ApiRequest& req) {
    const auto caller = req.signed_in();
    const auto search = req.query_value("search").value_or("");
    const auto status = status_query(req);
    const auto list = list_query(req);
    // Checked now, while an error can still be a proper 400 rather than a broken download.
    domain::check_lead_filters(status, search);
    // ?ids=3,2,1: only these leads (the rows ticked on the leads screen), read before the answer starts.
    std::optional<std::vector<model::Lead>> chosen;
    if (const auto ids = req.query_value("ids")) chosen = leads.chosen(caller, id_list_query(*ids));
    http::ApiResponse response;
    response.content_type = "text/csv; charset=utf-8";
    response.headers.emplace_back("Content-Disposition",
                                  "attachment; filename=\"" + leads.export_file_name() + "\"");
    response.stream = [&leads, caller, search, status, list, chosen](const std::function<bool(std::string_view)>& write) {
      if (!write(files::csv_line({"First Name", "Last Name", "Name", "Email", "Phone", "Company", "Status", "List",
                                   "State", "Postal Code", "Time Zone", "Notes", "Created At"}))) {
        return false;
      }
      if (chosen) {
        std::string chunk;
        for (const auto& lead : *chosen) chunk += csv_row(lead);
        return write(chunk);
      }
      bool ok = true;
      leads.export_leads(caller, search, status, list, [&](const std::vector<model::Lead>& batch) {
        std::string chunk;
        for (const auto& lead : batch) chunk += csv_row(lead);
        ok = write(chunk);
        return ok;
      });
      return ok;
    };
    return response;
  });

  router.add(
      "POST", "/api/v1/leads/import", Access::kAdmin,
      [&leads](ApiRequest& req) {
        const auto started = leads.start_import(req.signed_in(), import_options(req));
        domain::LeadImport& import = *started;
        // An Excel workbook (a zip: "PK\3\4") is kept whole first; CSV text is imported as it arrives.
        std::optional<UploadFile> workbook;
        bool first = true;
        const bool complete = read_streamed_body(req, [&](std::string_view chunk) {
          if (first) {
            first = false;
            if (req.query_value("format") == "xlsx" || chunk.starts_with(std::string_view("PK\3\4", 4))) {
              workbook.emplace();
            }
          }
          if (!workbook) {
            import.feed(chunk);
          } else if (!workbook->write(chunk)) {
            throw ApiError(507, "disk_full", "The server has no room to receive the file. Try again later.");
          }
        });
        if (!complete) {
          throw ApiError(400, "upload_incomplete",
                         "The upload did not complete: " + std::to_string(import.committed()) +
                             " rows were saved before it stopped. Importing the file again skips those with a phone "
                             "or email.");
        }
        if (!workbook) return import_response(import.finish());
        if (!workbook->close()) {
          throw ApiError(507, "disk_full", "The server has no room to receive the file. Try again later.");
        }
        const auto sheet = req.query_value("sheet");
        return import_response(import.import_workbook(
            workbook->path(), sheet && !sheet->empty() ? sheet : std::optional<std::string>()));
      },
      http::BodyKind::kStream);

  // A workbook's sheets, and the header and first rows of one (?sheet=, else the first), for the import dialog.
  router.add(
      "POST", "/api/v1/leads/import/sheet-preview", Access::kAdmin,
      [](ApiRequest& req) {
        UploadFile workbook;
        const bool complete = req.body_stream([&](std::string_view chunk) { return workbook.write(chunk); });
        if (!complete || !workbook.close()) {
          throw ApiError(400, "upload_incomplete", "The upload did not complete. Choose the file again.");
        }
        const auto preview = files::preview_xlsx(workbook.path(), req.query_value("sheet").value_or(""), 20);
        return json_response(200, {{"sheets", preview.sheets},
                                   {"sheet", preview.sheet},
                                   {"header", preview.header},
                                   {"rows", preview.rows}});
      },
      http::BodyKind::kStream);

  router.add("POST", "/api/v1/leads/import/preview", Access::kAdmin, [&leads, dnc = &dnc](ApiRequest& req) {
    const auto body = parse_json_object(req);
    const auto rows = body.find("rows");
    if (rows == body.end() || !rows->is_array()) {
      throw ApiError::bad_request("invalid_field", "rows must be a list of leads", {{"rows", "must be a list of leads"}});
    }
    std::vector<domain::LeadInput> inputs;
    for (const auto& row : *rows) {
      if (!row.is_object()) {
        throw ApiError::bad_request("invalid_field", "rows must be a list of leads", {{"rows", "must be a list of leads"}});
      }
      inputs.push_back(lead_input(row));
    }
    json answer = json::array();
    const auto caller = req.signed_in();
    for (const auto& outcome : leads.preview_import(caller, inputs)) {
      json item = {{"outcome", outcome.kind == domain::ImportRowOutcome::Kind::kNew         ? "new"
                               : outcome.kind == domain::ImportRowOutcome::Kind::kDuplicate ? "duplicate"
                                                                                             : "invalid"},
                   {"dialablePhone", outcome.dialable_phone},
                   {"doNotCall", dnc->listed(caller.organization_id, 0, outcome.phone_e164)}};
      if (!outcome.message.empty()) item["message"] = outcome.message;
      if (outcome.duplicate_of) {
        item["duplicateOf"] = {{"id", outcome.duplicate_of->id}, {"name", outcome.duplicate_of->fields.name}};
      }
      answer.push_back(std::move(item));
    }
    return json_response(200, {{"rows", answer}});
  });

  router.add("GET", "/api/v1/leads/{id}/activity", Access::kAdmin, [&leads](ApiRequest& req) {
    const auto id = req.id_param();
    const auto before = integer_query(req, "before", 0, 0, INT64_MAX, "before must be an activity id");
    const auto limit = integer_query(req, "limit", 50, 1, 100, "limit must be between 1 and 100");
    return json_response(200, history_json(leads.history(req.signed_in(), id, before, static_cast<int>(limit))));
  });

  router.add("GET", "/api/v1/leads/{id}/calling-time", Access::kAdmin, [&leads](ApiRequest& req) {
    return json_response(200, calling_time_json(leads.calling_time(req.signed_in(), req.id_param())));
  });

  router.add("GET", "/api/v1/leads/{id}", Access::kAdmin, [&leads, shown](ApiRequest& req) {
    return json_response(200, shown(leads.get(req.signed_in(), req.id_param())));
  });

  router.add("POST", "/api/v1/leads", Access::kAdmin, [&leads, shown](ApiRequest& req) {
    return json_response(201, shown(leads.create(req.signed_in(), lead_input(parse_json_object(req)))));
  });

  router.add("PUT", "/api/v1/leads/{id}", Access::kAdmin, [&leads, shown](ApiRequest& req) {
    const auto id = req.id_param();
    return json_response(200, shown(leads.update(req.signed_in(), id, lead_input(parse_json_object(req)))));
  });

  router.add("DELETE", "/api/v1/leads/{id}", Access::kAdmin, [&leads](ApiRequest& req) {
    leads.remove(req.signed_in(), req.id_param());
    return no_content();
  });

  router.add("GET", "/api/v1/lists", Access::kAdmin, [&leads](ApiRequest& req) {
    json items = json::array();
    for (const auto& list : leads.lists(req.signed_in())) items.push_back(list_json(list));
    return json_response(200, items);
  });

  router.add("POST", "/api/v1/lists", Access::kAdmin, [&leads](ApiRequest& req) {
    const auto body = parse_json_object(req);
    return json_response(201, list_json(leads.create_list(req.signed_in(), string_field(body, "name"))));
  });

  router.add("PUT", "/api/v1/lists/{id}", Access::kAdmin, [&leads](ApiRequest& req) {
    const auto id = req.id_param();
    const auto body = parse_json_object(req);
    return json_response(200, list_json(leads.rename_list(req.signed_in(), id, string_field(body, "name"))));
  });

  router.add("DELETE", "/api/v1/lists/{id}", Access::kAdmin, [&leads](ApiRequest& req) {
    const auto id = req.id_param();
    std::optional<std::int64_t> move_to;
    if (req.query_value("moveTo")) {
      move_to = integer_query(req, "moveTo", 0, 0, INT64_MAX, "moveTo must be a list id (0 for no list)");
    }
    const bool delete_leads = req.query_value("deleteLeads").value_or("") == "true";
    leads.delete_list(req.signed_in(), id, move_to, delete_leads);
    return no_content();
  });
}

}  // namespace dialer::api
