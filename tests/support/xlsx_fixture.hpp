#pragma once
// Excel workbooks for the import tests, written by libxlsxwriter as a spreadsheet program would write them.
#include <string>
#include <variant>
#include <vector>

namespace test {

// A cell: text, a number, or nothing (std::monostate: the cell is left out of the file).
using XlsxCell = std::variant<std::monostate, std::string, double>;
struct XlsxSheet {
  std::string name;
  std::vector<std::vector<XlsxCell>> rows;
};

// Shared strings as Excel writes them, or inline strings (`inline_strings`, libxlsxwriter's constant-memory mode,
// as streaming writers produce them).
void write_xlsx(const std::string& path, const std::vector<XlsxSheet>& sheets, bool inline_strings = false);

}  // namespace test
