#pragma once
// Rows of an Excel workbook (.xlsx): a zip of XML parts, read with minizip and streamed through expat, so a
// sheet of 200,000 rows never sits in memory as a tree. Cells come as the text a user sees in a plain cell:
// shared and inline strings as written, whole numbers without an exponent or ".0" (a phone typed as a number
// stays its digits), other numbers in their shortest exact form, TRUE / FALSE, formula results, errors empty.
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace dialer::files {

// A workbook that cannot be read, or a sheet it does not have: `code` (invalid_xlsx | unknown_sheet) and the
// sentence are the API's (a 400, api/domain_error_mapping.cpp); `field` names the request field at fault, if one.
class WorkbookError : public std::runtime_error {
 public:
  WorkbookError(std::string code, const std::string& sentence, std::string field = "")
      : std::runtime_error(sentence), code_(std::move(code)), field_(std::move(field)) {}
  const std::string& code() const { return code_; }
  const std::string& field() const { return field_; }

 private:
  std::string code_;
  std::string field_;
};

class XlsxWorkbook {
 public:
  // Throws WorkbookError ("invalid_xlsx") when the file is not a readable workbook.
  explicit XlsxWorkbook(const std::string& path);
  ~XlsxWorkbook();
  XlsxWorkbook(const XlsxWorkbook&) = delete;
  XlsxWorkbook& operator=(const XlsxWorkbook&) = delete;

  // In the workbook's order.
  const std::vector<std::string>& sheet_names() const { return sheet_names_; }

  // Calls `on_row` with each row of the sheet (cells missing before the last filled one are ""; rows with no
  // cell are skipped) and its row number; stops early when it returns false. Throws WorkbookError
  // ("unknown_sheet") for a name the workbook does not have, ("invalid_xlsx") for a broken part.
  void read_rows(const std::string& sheet, const std::function<bool(std::vector<std::string>&, std::size_t)>& on_row);

 private:
  struct Zip;
  std::unique_ptr<Zip> zip_;
  std::vector<std::string> sheet_names_;
  std::vector<std::string> sheet_parts_;  // "xl/worksheets/sheet1.xml", by the same index
  std::vector<std::string> shared_strings_;
};

// What the import dialog shows of a workbook: its sheets, and the header and first rows of one of them.
struct XlsxPreview {
  std::vector<std::string> sheets;
  std::string sheet;
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;
};
// The first sheet when `sheet` is empty. Throws like XlsxWorkbook.
XlsxPreview preview_xlsx(const std::string& path, const std::string& sheet, std::size_t max_rows);

// Numbers as the workbook stores them ("15551234567", "1.5E+3", "0.1") → the text shown for them.
std::string xlsx_number_text(const std::string& stored);
// "AB12" → 27 (A is 0); -1 when the reference has no column letters.
int xlsx_column_index(const char* reference);

}  // namespace dialer::files
