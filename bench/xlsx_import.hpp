#pragma once
// A 200,000-row Excel workbook (written with libxlsxwriter, shared strings as Excel writes them) imported
// through the real server's API: rows per second from the upload's start to the answer.
#include <string>

namespace bench {

// Appends its row (markdown) to `table`; returns whether the budget was met.
bool run_xlsx_import(int port, const std::string& token, const std::string& directory, std::string& table);

}  // namespace bench
