#include "support/xlsx_fixture.hpp"

#include <xlsxwriter.h>

#include <stdexcept>

namespace test {

void write_xlsx(const std::string& path, const std::vector<XlsxSheet>& sheets, bool inline_strings) {
  lxw_workbook_options options{};
  options.constant_memory = inline_strings ? LXW_TRUE : LXW_FALSE;
  lxw_workbook* workbook = workbook_new_opt(path.c_str(), &options);
  if (!workbook) throw std::runtime_error("libxlsxwriter could not create " + path);
  for (const auto& sheet : sheets) {
    lxw_worksheet* worksheet = workbook_add_worksheet(workbook, sheet.name.c_str());
    for (std::size_t r = 0; r < sheet.rows.size(); ++r) {
      for (std::size_t c = 0; c < sheet.rows[r].size(); ++c) {
        const auto row = static_cast<lxw_row_t>(r);
        const auto column = static_cast<lxw_col_t>(c);
        if (const auto* text = std::get_if<std::string>(&sheet.rows[r][c])) {
          worksheet_write_string(worksheet, row, column, text->c_str(), nullptr);
        } else if (const auto* number = std::get_if<double>(&sheet.rows[r][c])) {
          worksheet_write_number(worksheet, row, column, *number, nullptr);
        }
      }
    }
  }
  if (workbook_close(workbook) != LXW_NO_ERROR) throw std::runtime_error("libxlsxwriter could not write " + path);
}

}  // namespace test
