#include "files/xlsx_workbook.hpp"

#include <expat.h>
#include <minizip/unzip.h>

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <map>

namespace dialer::files {
namespace {

// Bounds against a small file that unpacks into something huge: no cell holds more than the lead rules take
// (a longer one is cut, and then refused by them as too long), no row has more columns than Excel allows, the
// shared strings stay within what a real workbook of the largest upload needs.
constexpr std::size_t kMaxCellBytes = 64 * 1024;
constexpr int kMaxColumn = 16383;  // XFD
constexpr std::size_t kMaxSharedStringBytes = 512u * 1024 * 1024;

WorkbookError not_a_workbook() {
  return WorkbookError("invalid_xlsx", "The file is not a readable Excel workbook (.xlsx). Save it again "
                                       "from Excel as .xlsx or as CSV.");
}

// "x:sheet" → "sheet": parts written by other tools may prefix every element.
std::string_view local_name(const char* name) {
  std::string_view full(name);
  const auto colon = full.rfind(':');
  return colon == std::string_view::npos ? full : full.substr(colon + 1);
}

const char* attribute(const char** attributes, std::string_view wanted) {
  for (int i = 0; attributes[i] != nullptr; i += 2) {
    if (local_name(attributes[i]) == wanted) return attributes[i + 1];
  }
  return nullptr;
}

// An expat parse of one part, with the element handlers of a subclass.
class PartParser {
 public:
  PartParser() : parser_(XML_ParserCreate(nullptr)) {
    XML_SetUserData(parser_, this);
    XML_SetElementHandler(
        parser_,
        [](void* self, const char* name, const char** attributes) {
          static_cast<PartParser*>(self)->start(local_name(name), attributes);
        },
        [](void* self, const char* name) { static_cast<PartParser*>(self)->end(local_name(name)); });
    XML_SetCharacterDataHandler(parser_, [](void* self, const char* text, int length) {
      static_cast<PartParser*>(self)->text(std::string_view(text, static_cast<std::size_t>(length)));
    });
  }
  virtual ~PartParser() { XML_ParserFree(parser_); }
  PartParser(const PartParser&) = delete;
  PartParser& operator=(const PartParser&) = delete;

  // False once a handler asked to stop.
  bool parse(const char* data, int length, bool last) {
    if (XML_Parse(parser_, data, length, last ? 1 : 0) == XML_STATUS_ERROR) {
      if (XML_GetErrorCode(parser_) == XML_ERROR_ABORTED) return false;
      throw not_a_workbook();
    }
    return true;
  }

 protected:
  virtual void start(std::string_view name, const char** attributes) = 0;
  virtual void end(std::string_view name) = 0;
  virtual void text(std::string_view) {}
  void stop() { XML_StopParser(parser_, XML_FALSE); }

 private:
  XML_Parser parser_;
};

class WorkbookParser : public PartParser {
 public:
  std::vector<std::pair<std::string, std::string>> sheets;  // name, relationship id

 protected:
  void start(std::string_view name, const char** attributes) override {
    if (name != "sheet") return;
    const char* sheet_name = attribute(attributes, "name");
    const char* id = attribute(attributes, "id");
    if (sheet_name && id) sheets.emplace_back(sheet_name, id);
  }
  void end(std::string_view) override {}
};

class RelationshipsParser : public PartParser {
 public:
  std::map<std::string, std::string> targets;  // id → part

 protected:
  void start(std::string_view name, const char** attributes) override {
    if (name != "Relationship") return;
    const char* id = attribute(attributes, "Id");
    const char* target = attribute(attributes, "Target");
    if (!id || !target) return;
    // Relative to xl/, or absolute from the package root.
    targets[id] = target[0] == '/' ? std::string(target + 1) : "xl/" + std::string(target);
  }
  void end(std::string_view) override {}
};

// <si><t>text</t></si> or <si><r><t>rich</t></r><r><t> text</t></r></si>; phonetic runs (<rPh>) are not shown.
class SharedStringsParser : public PartParser {
 public:
  explicit SharedStringsParser(std::vector<std::string>& strings) : strings_(strings) {}

 protected:
  void start(std::string_view name, const char**) override {
    if (name == "si") current_.clear();
    if (name == "rPh") ++phonetic_;
    if (name == "t") in_text_ = phonetic_ == 0;
  }
  void end(std::string_view name) override {
    if (name == "t") in_text_ = false;
    if (name == "rPh") --phonetic_;
    if (name == "si") strings_.push_back(std::move(current_));
  }
  void text(std::string_view text) override {
    if (!in_text_ || current_.size() > kMaxCellBytes) return;
    current_.append(text);
    total_ += text.size();
    if (total_ > kMaxSharedStringBytes) throw not_a_workbook();
  }

 private:
  std::vector<std::string>& strings_;
  std::size_t total_ = 0;
  std::string current_;
  bool in_text_ = false;
  int phonetic_ = 0;
};

class SheetParser : public PartParser {
 public:
  using OnRow = std::function<bool(std::vector<std::string>&, std::size_t)>;
  SheetParser(const std::vector<std::string>& shared, const OnRow& on_row) : shared_(shared), on_row_(on_row) {}

 protected:
  void start(std::string_view name, const char** attributes) override {
    if (name == "row") {
      const char* r = attribute(attributes, "r");
      row_number_ = r ? std::strtoull(r, nullptr, 10) : row_number_ + 1;
      cells_.clear();
      next_column_ = 0;
    } else if (name == "c") {
      const char* r = attribute(attributes, "r");
      const int column = r ? xlsx_column_index(r) : -1;
      column_ = column >= 0 ? static_cast<std::size_t>(column) : next_column_;
      if (column_ > static_cast<std::size_t>(kMaxColumn)) throw not_a_workbook();
      const char* type = attribute(attributes, "t");
      type_ = type ? type : "n";
      value_.clear();
    } else if (name == "v" || (name == "t" && type_ == "inlineStr")) {
      in_value_ = true;
    }
  }

  void end(std::string_view name) override {
    if (name == "v" || name == "t") {
      in_value_ = false;
    } else if (name == "c") {
      if (cells_.size() <= column_) cells_.resize(column_ + 1);
      cells_[column_] = shown_value();
      next_column_ = column_ + 1;
    } else if (name == "row") {
      while (!cells_.empty() && cells_.back().empty()) cells_.pop_back();
      if (!cells_.empty() && !on_row_(cells_, row_number_)) stop();
    }
  }

  void text(std::string_view text) override {
    if (in_value_ && value_.size() <= kMaxCellBytes) value_.append(text);
  }

 private:
  std::string shown_value() {
    if (type_ == "s") {
      std::size_t index = 0;
      const auto [end, error] = std::from_chars(value_.data(), value_.data() + value_.size(), index);
      if (error != std::errc() || index >= shared_.size()) throw not_a_workbook();
      return shared_[index];
    }
    if (type_ == "b") return value_ == "1" ? "TRUE" : "FALSE";
    if (type_ == "e") return {};
    if (type_ == "n" && !value_.empty()) return xlsx_number_text(value_);
    return std::move(value_);  // inlineStr, str (a formula's text), a date as ISO text (d)
  }

  const std::vector<std::string>& shared_;
  const OnRow& on_row_;
  std::vector<std::string> cells_;
  std::size_t row_number_ = 0;
  std::size_t column_ = 0;
  std::size_t next_column_ = 0;
  std::string type_;
  std::string value_;
  bool in_value_ = false;
};

}  // namespace

struct XlsxWorkbook::Zip {
  unzFile file = nullptr;
  ~Zip() {
    if (file) unzClose(file);
  }

  bool has(const std::string& part) { return unzLocateFile(file, part.c_str(), 0) == UNZ_OK; }

  // Streams the part through the parser; a missing part is an error unless `optional`.
  void parse(const std::string& part, PartParser& parser, bool optional = false) {
    if (!has(part)) {
      if (optional) return;
      throw not_a_workbook();
    }
    if (unzOpenCurrentFile(file) != UNZ_OK) throw not_a_workbook();
    std::vector<char> buffer(256 * 1024);
    bool going = true;
    while (going) {
      const int read = unzReadCurrentFile(file, buffer.data(), static_cast<unsigned>(buffer.size()));
      if (read < 0) {
        unzCloseCurrentFile(file);
        throw not_a_workbook();
      }
      going = parser.parse(buffer.data(), read, read == 0) && read > 0;
    }
    unzCloseCurrentFile(file);
  }
};

XlsxWorkbook::XlsxWorkbook(const std::string& path) : zip_(std::make_unique<Zip>()) {
  zip_->file = unzOpen64(path.c_str());
  if (!zip_->file) throw not_a_workbook();
  WorkbookParser workbook;
  zip_->parse("xl/workbook.xml", workbook);
  RelationshipsParser relationships;
  zip_->parse("xl/_rels/workbook.xml.rels", relationships);
  for (const auto& [name, id] : workbook.sheets) {
    const auto target = relationships.targets.find(id);
    if (target == relationships.targets.end()) continue;
    sheet_names_.push_back(name);
    sheet_parts_.push_back(target->second);
  }
  if (sheet_names_.empty()) throw not_a_workbook();
  SharedStringsParser shared(shared_strings_);
  zip_->parse("xl/sharedStrings.xml", shared, true);
}

XlsxWorkbook::~XlsxWorkbook() = default;

void XlsxWorkbook::read_rows(const std::string& sheet,
                             const std::function<bool(std::vector<std::string>&, std::size_t)>& on_row) {
  std::size_t index = 0;
  while (index < sheet_names_.size() && sheet_names_[index] != sheet) ++index;
  if (index == sheet_names_.size()) {
    std::string names;
    for (const auto& name : sheet_names_) names += (names.empty() ? "" : ", ") + name;
    throw WorkbookError("unknown_sheet", "The workbook has no sheet named \"" + sheet + "\". Its sheets: " + names,
                        "sheet");
  }
  SheetParser parser(shared_strings_, on_row);
  zip_->parse(sheet_parts_[index], parser);
}

XlsxPreview preview_xlsx(const std::string& path, const std::string& sheet, std::size_t max_rows) {
  XlsxWorkbook workbook(path);
  XlsxPreview preview;
  preview.sheets = workbook.sheet_names();
  preview.sheet = sheet.empty() ? preview.sheets.front() : sheet;
  bool header_seen = false;
  workbook.read_rows(preview.sheet, [&](std::vector<std::string>& row, std::size_t) {
    if (!header_seen) {
      header_seen = true;
      preview.header = std::move(row);
    } else {
      preview.rows.push_back(std::move(row));
    }
    return preview.rows.size() < max_rows;
  });
  return preview;
}

std::string xlsx_number_text(const std::string& stored) {
  char* end = nullptr;
  const double value = std::strtod(stored.c_str(), &end);
  if (end == stored.c_str() || !std::isfinite(value)) return stored;
  // Whole numbers up to 15 digits are exact in a double: a phone number typed as a number keeps its digits.
  if (value == std::floor(value) && std::fabs(value) < 1e15) {
    return std::to_string(static_cast<long long>(value));
  }
  char text[64];
  const auto [last, error] = std::to_chars(text, text + sizeof text, value);
  return error == std::errc() ? std::string(text, last) : stored;
}

int xlsx_column_index(const char* reference) {
  int column = 0;
  int letters = 0;
  for (const char* c = reference; *c >= 'A' && *c <= 'Z'; ++c, ++letters) {
    if (letters == 3) return kMaxColumn + 1;  // past XFD: no workbook has it
    column = column * 26 + (*c - 'A' + 1);
  }
  return letters == 0 ? -1 : column - 1;
}

}  // namespace dialer::files
