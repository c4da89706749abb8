#include "xlsx_import.hpp"

#include <httplib.h>
#include <xlsxwriter.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "lead_csv_generator.hpp"

namespace bench {
namespace {

constexpr int kRows = 200'000;
constexpr double kBudgetRowsPerSecond = 20'000;

// The generator's CSV rows (no quoted commas in them) as cells of one sheet.
bool write_workbook(const std::string& path) {
  lxw_workbook* workbook = workbook_new(path.c_str());
  if (!workbook) return false;
  lxw_worksheet* sheet = workbook_add_worksheet(workbook, "Leads");
  const auto write_line = [&](lxw_row_t row, const std::string& line) {
    std::stringstream cells(line);
    std::string cell;
    for (lxw_col_t column = 0; std::getline(cells, cell, ','); ++column) {
      if (!cell.empty() && cell.back() == '\n') cell.pop_back();
      worksheet_write_string(sheet, row, column, cell.c_str(), nullptr);
    }
  };
  write_line(0, LeadCsvGenerator::header());
  LeadCsvGenerator generator(31);
  for (int i = 0; i < kRows; ++i) write_line(static_cast<lxw_row_t>(i + 1), generator.row(static_cast<std::uint64_t>(9'000'000 + i)));
  return workbook_close(workbook) == LXW_NO_ERROR;
}

}  // namespace

bool run_xlsx_import(int port, const std::string& token, const std::string& directory, std::string& table) {
  const std::string path = directory + "/bench-leads.xlsx";
  std::fprintf(stderr, "writing a %d-row workbook…\n", kRows);
  if (!write_workbook(path)) {
    std::fprintf(stderr, "xlsx: the workbook could not be written\n");
    return false;
  }
  std::ifstream in(path, std::ios::binary);
  std::stringstream bytes;
  bytes << in.rdbuf();
  const std::string body = bytes.str();

  httplib::Client client("127.0.0.1", port);
  client.set_read_timeout(600);
  client.set_write_timeout(600);
  std::fprintf(stderr, "importing the workbook (%.1f MiB)…\n", body.size() / 1048576.0);
  const auto started = std::chrono::steady_clock::now();
  auto answer = client.Post("/api/v1/leads/import", {{"Authorization", "Bearer " + token}}, body,
                            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  long long rows = 0;
  if (answer && answer->status == 200) {
    const auto result = nlohmann::json::parse(answer->body);
    rows = result["imported"].get<long long>() + result["skipped"].get<long long>() + result["errorCount"].get<long long>();
  } else {
    std::fprintf(stderr, "xlsx import failed: %s\n", answer ? answer->body.c_str() : "no answer");
  }
  const double per_second = rows / seconds;
  const bool met = rows == kRows && per_second >= kBudgetRowsPerSecond;
  char line[256];
  std::snprintf(line, sizeof line, "| Excel .xlsx import (%.1f MiB) | %lld rows | | | %.0f rows/s | ≥ 20,000 rows/s | %s |\n",
                body.size() / 1048576.0, rows, per_second, met ? "ok" : "FAIL");
  table += line;
  return met;
}

}  // namespace bench
