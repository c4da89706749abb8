#include "files/csv_reader.hpp"

#include <algorithm>

namespace dialer::files {

void CsvReader::end_field() {
  if (record_.size() < max_fields_) {
    record_.push_back(std::move(field_));
  } else {
    too_many_fields_ = true;
  }
  field_.clear();
}

void CsvReader::end_record() {
  end_field();
  ++number_;
  // A blank line is not a record.
  const bool blank = record_.size() == 1 && record_[0].empty();
  const std::string error = oversized_         ? "A field is longer than 64 KiB"
                            : too_many_fields_ ? "The row has more than " + std::to_string(max_fields_) + " columns"
                                               : "";
  if (!blank) sink_(record_, number_, error);
  record_.clear();
  oversized_ = false;
  too_many_fields_ = false;
}

bool CsvReader::separator(char c) {
  if (c == delimiter_) {
    end_field();
    state_ = State::kFieldStart;
  } else if (c == '\r') {
    end_record();
    state_ = State::kAfterCr;  // a following \n belongs to the same line break
  } else if (c == '\n') {
    end_record();
    state_ = State::kFieldStart;
  } else {
    return false;
  }
  return true;
}

char detect_csv_delimiter(std::string_view start) {
  static constexpr char kCandidates[] = {',', ';', '\t', '|'};
  std::size_t counts[4] = {0, 0, 0, 0};
  bool quoted = false;
  for (const char c : start) {
    if (c == '"') {
      quoted = !quoted;
    } else if (!quoted && (c == '\n' || c == '\r')) {
      break;
    } else if (!quoted) {
      for (std::size_t i = 0; i < 4; ++i) counts[i] += c == kCandidates[i];
    }
  }
  std::size_t best = 0;
  for (std::size_t i = 1; i < 4; ++i) {
    if (counts[i] > counts[best]) best = i;
  }
  return kCandidates[best];
}

void CsvReader::feed(std::string_view chunk) {
  for (const char c : chunk) {
    if (!started_) {
      // Skip a UTF-8 byte order mark (EF BB BF) before the first field.
      static constexpr unsigned char kBom[] = {0xEF, 0xBB, 0xBF};
      if (static_cast<unsigned char>(c) == kBom[bom_seen_]) {
        if (++bom_seen_ == 3) started_ = true;
        continue;
      }
      started_ = true;
      for (std::size_t i = 0; i < bom_seen_; ++i) field_.push_back(static_cast<char>(kBom[i]));
      if (bom_seen_ > 0) state_ = State::kUnquoted;
    }
    if (field_.size() > max_field_) {
      oversized_ = true;
      field_.resize(max_field_);
    }
    switch (state_) {
      case State::kAfterCr:
        state_ = State::kFieldStart;
        if (c == '\n') continue;
        [[fallthrough]];
      case State::kFieldStart:
        if (c == '"') {
          state_ = State::kQuoted;
        } else if (!separator(c)) {
          field_.push_back(c);
          state_ = State::kUnquoted;
        }
        break;
      case State::kUnquoted:
        if (!separator(c)) field_.push_back(c);
        break;
      case State::kQuoted:
        if (c == '"') {
          state_ = State::kQuoteInQuoted;
        } else {
          field_.push_back(c);
        }
        break;
      case State::kQuoteInQuoted:
        if (c == '"') {
          field_.push_back('"');
          state_ = State::kQuoted;
        } else if (!separator(c)) {
          // Lenient: text after a closing quote joins the field, as spreadsheets do.
          field_.push_back(c);
          state_ = State::kUnquoted;
        }
        break;
    }
  }
}

void CsvReader::finish() {
  if (state_ == State::kQuoted) {
    end_field();
    ++number_;
    sink_(record_, number_, "A quoted field is not closed");
    record_.clear();
  } else if (state_ != State::kFieldStart && state_ != State::kAfterCr) {
    end_record();
  } else if (!record_.empty()) {
    end_record();
  }
  state_ = State::kFieldStart;
}

namespace {

bool plain_number(std::string_view cell) {
  return std::all_of(cell.begin() + 1, cell.end(), [](char c) {
    return (c >= '0' && c <= '9') || c == ' ' || c == '(' || c == ')' || c == '-' || c == '.';
  });
}

}  // namespace

std::string csv_line(const std::vector<std::string_view>& cells) {
  std::string line;
  bool first = true;
  for (const auto cell : cells) {
    if (!first) line += ',';
    first = false;
    std::string value;
    const bool formula = !cell.empty() && (cell[0] == '=' || cell[0] == '@' || cell[0] == '\t' || cell[0] == '\r' ||
                                           ((cell[0] == '+' || cell[0] == '-') && !plain_number(cell)));
    if (formula) value += '\'';
    value += cell;
    if (value.find_first_of(",\"\r\n") == std::string::npos) {
      line += value;
      continue;
    }
    line += '"';
    for (const char c : value) {
      line += c;
      if (c == '"') line += '"';
    }
    line += '"';
  }
  return line + "\r\n";
}

}  // namespace dialer::files
