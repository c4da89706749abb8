#pragma once
// A streaming RFC 4180 reader: feed it chunks as they arrive; it hands out each complete record.
// Quoted fields may hold commas, doubled quotes and line breaks; CRLF and LF both end a record; a UTF-8
// byte order mark at the start is skipped.
#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace dialer::files {

class CsvReader {
 public:
  using Record = std::vector<std::string>;
  // record, its 1-based number in the file, and an error (unterminated quote, oversized field) or "".
  using Sink = std::function<void(Record& record, std::size_t number, const std::string& error)>;

  // Fields past max_field_bytes are cut, records past max_fields columns lose the rest: either way the
  // record comes with an error, and a hostile file cannot make the reader hold more than their product.
  explicit CsvReader(Sink sink, std::size_t max_field_bytes = 64 * 1024, std::size_t max_fields = 256)
      : sink_(std::move(sink)), max_field_(max_field_bytes), max_fields_(max_fields) {}

  // Between fields: ',' unless told otherwise (';' from European Excel, '\t', '|'). Set before the first feed.
  void set_delimiter(char delimiter) { delimiter_ = delimiter; }

  void feed(std::string_view chunk);
  // End of input: hands out a last record without a line break, or one left inside quotes (as an error).
  void finish();

 private:
  enum class State { kFieldStart, kUnquoted, kQuoted, kQuoteInQuoted, kAfterCr };
  void end_field();
  void end_record();
  // Ends the field or record on ',', CR or LF outside quotes; false for any other character.
  bool separator(char c);

  Sink sink_;
  char delimiter_ = ',';
  std::size_t max_field_;
  std::size_t max_fields_;
  bool too_many_fields_ = false;
  State state_ = State::kFieldStart;
  std::string field_;
  Record record_;
  std::size_t number_ = 0;
  std::size_t bom_seen_ = 0;
  bool started_ = false;
  bool oversized_ = false;
};

// The delimiter a file's first line uses: the most frequent of ',', ';', tab and '|' outside quotes (',' when
// none occurs, and on a tie the earlier of them).
char detect_csv_delimiter(std::string_view start);

// Writes one CSV line (with CRLF), quoting where needed. Cells that a spreadsheet would run as a formula
// ("=…", "@…", "+…" or "-…" that is not a plain number) get a leading apostrophe.
std::string csv_line(const std::vector<std::string_view>& cells);

}  // namespace dialer::files
