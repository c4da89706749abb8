#include "http/request_framer.hpp"

#include <algorithm>
#include <cctype>

namespace dialer::http {
namespace {

constexpr std::uint64_t kMaxFramingOverhead = 64 * 1024;  // chunk-size lines and trailers beyond the data

std::string lower(std::string_view text) {
  std::string out(text);
  for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r')) text.remove_suffix(1);
  return text;
}

bool is_token_char(char c) {
  const auto u = static_cast<unsigned char>(c);
  if (std::isalnum(u)) return true;
  return std::string_view("!#$%&'*+-.^_`|~").find(c) != std::string_view::npos;
}

bool is_token(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), is_token_char);
}

HeadParse refuse(int status, std::string code, std::string message) {
  HeadParse out;
  out.error = HeadError{status, std::move(code), std::move(message)};
  return out;
}

HeadParse bad_request(std::string message) { return refuse(400, "bad_request", std::move(message)); }

// Splits at the first '\n', dropping a '\r' before it.
std::string_view next_line(std::string_view& rest) {
  const auto end = rest.find('\n');
  std::string_view line = rest.substr(0, end);
  rest.remove_prefix(end == std::string_view::npos ? rest.size() : end + 1);
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return line;
}

// Every comma-separated value of a Content-Length header; false when one is not a number.
bool collect_lengths(std::string_view value, std::optional<std::uint64_t>& length, bool& conflict) {
  while (true) {
    const auto comma = value.find(',');
    const std::string_view item = trim(value.substr(0, comma));
    if (item.empty() || item.size() > 18 || !std::all_of(item.begin(), item.end(), [](char c) { return c >= '0' && c <= '9'; })) {
      return false;
    }
    const std::uint64_t parsed = std::stoull(std::string(item));
    if (length && *length != parsed) conflict = true;
    length = parsed;
    if (comma == std::string_view::npos) return true;
    value.remove_prefix(comma + 1);
  }
}

}  // namespace

HeadParse parse_request_head(std::string_view buffer, std::size_t max_head_bytes) {
  // A head ends at the first empty line; bare LF line ends are accepted like the parser downstream does.
  std::size_t head_bytes = 0;
  for (std::size_t i = buffer.find('\n'); i != std::string_view::npos; i = buffer.find('\n', i + 1)) {
    if (i + 1 < buffer.size() && buffer[i + 1] == '\n') {
      head_bytes = i + 2;
      break;
    }
    if (i + 2 < buffer.size() && buffer[i + 1] == '\r' && buffer[i + 2] == '\n') {
      head_bytes = i + 3;
      break;
    }
    if (i + 1 >= max_head_bytes) break;
  }
  if (head_bytes == 0 || head_bytes > max_head_bytes) {
    if (buffer.size() >= max_head_bytes) {
      return refuse(431, "headers_too_large", "The request headers are too large");
    }
    return {};
  }

  std::string_view rest = buffer.substr(0, head_bytes);
  // RFC 9112 §2.2: empty lines before the request line are ignored.
  std::string_view request_line = next_line(rest);
  while (request_line.empty() && !rest.empty()) request_line = next_line(rest);

  RequestHead head;
  head.head_bytes = head_bytes;
  const auto first_space = request_line.find(' ');
  const auto last_space = request_line.rfind(' ');
  if (first_space == std::string_view::npos || first_space == last_space) {
    return bad_request("The request line is malformed");
  }
  head.method = std::string(request_line.substr(0, first_space));
  head.target = std::string(request_line.substr(first_space + 1, last_space - first_space - 1));
  head.version = std::string(request_line.substr(last_space + 1));
  if (!is_token(head.method) || head.target.empty() || head.target.find(' ') != std::string::npos) {
    return bad_request("The request line is malformed");
  }
  if (head.version != "HTTP/1.1" && head.version != "HTTP/1.0") {
    return refuse(505, "http_version_not_supported", "Only HTTP/1.1 and HTTP/1.0 are supported");
  }

  std::optional<std::uint64_t> length;
  bool conflicting_lengths = false;
  std::optional<std::string> transfer_encoding;
  while (!rest.empty()) {
    const std::string_view line = next_line(rest);
    if (line.empty()) break;
    if (line.front() == ' ' || line.front() == '\t') return bad_request("Folded header lines are not accepted");
    const auto colon = line.find(':');
    if (colon == std::string_view::npos || !is_token(line.substr(0, colon))) {
      return bad_request("A request header is malformed");
    }
    const std::string name = lower(line.substr(0, colon));
    const std::string_view value = trim(line.substr(colon + 1));
    if (name == "content-length") {
      if (!collect_lengths(value, length, conflicting_lengths)) return bad_request("Content-Length is not a number");
    } else if (name == "transfer-encoding") {
      transfer_encoding = transfer_encoding ? *transfer_encoding + "," + lower(value) : lower(value);
    } else if (name == "expect") {
      head.expect_continue = lower(value) == "100-continue";
    } else if (name == "connection") {
      head.connection_close = lower(value).find("close") != std::string::npos;
    } else if (name == "authorization" && head.authorization.empty()) {
      head.authorization = std::string(value);
    }
  }
  const auto refuse_request = [&](int status, std::string code, std::string message) {
    HeadParse out = refuse(status, std::move(code), std::move(message));
    out.error->method = head.method;
    out.error->target = head.target;
    return out;
  };
  if (conflicting_lengths) {
    return refuse_request(400, "conflicting_content_length", "The request has conflicting Content-Length headers");
  }
  if (transfer_encoding) {
    if (length) {
      return refuse_request(400, "conflicting_content_length",
                            "The request has both Content-Length and Transfer-Encoding");
    }
    if (trim(*transfer_encoding) != "chunked") {
      return refuse_request(501, "unsupported_transfer_encoding", "Only chunked transfer encoding is supported");
    }
    head.framing = BodyFraming::kChunked;
  } else if (length && *length > 0) {
    head.framing = BodyFraming::kLength;
    head.content_length = *length;
  }
  HeadParse out;
  out.head = std::move(head);
  return out;
}

std::size_t ChunkedBodyScanner::feed(std::string_view bytes, std::uint64_t max_bytes) {
  std::size_t used = 0;
  const auto fail = [&] {
    state_ = State::kFailed;
    return used;
  };
  while (used < bytes.size() && state_ != State::kDone && state_ != State::kFailed) {
    if (state_ == State::kData) {
      const auto take = static_cast<std::size_t>(std::min<std::uint64_t>(chunk_left_, bytes.size() - used));
      used += take;
      chunk_left_ -= take;
      data_bytes_ += take;
      if (data_bytes_ > max_bytes) return fail();
      if (chunk_left_ == 0) state_ = State::kDataCr;
      continue;
    }
    const char c = bytes[used++];
    if (++overhead_bytes_ > kMaxFramingOverhead + data_bytes_ / 16) return fail();
    switch (state_) {
      case State::kSize: {
        const auto u = static_cast<unsigned char>(c);
        if (std::isxdigit(u)) {
          if (++size_digits_ > 15) return fail();
          chunk_left_ = chunk_left_ * 16 + static_cast<std::uint64_t>(std::isdigit(u) ? c - '0' : std::tolower(u) - 'a' + 10);
        } else if (size_digits_ == 0) {
          return fail();
        } else if (c == ';' || c == ' ' || c == '\t') {
          state_ = State::kSizeExtension;
        } else if (c == '\r') {
          state_ = State::kSizeLf;
        } else if (c == '\n') {
          state_ = chunk_left_ == 0 ? State::kTrailerStart : State::kData;
        } else {
          return fail();
        }
        break;
      }
      case State::kSizeExtension:
        if (c == '\r') state_ = State::kSizeLf;
        if (c == '\n') state_ = chunk_left_ == 0 ? State::kTrailerStart : State::kData;
        break;
      case State::kSizeLf:
        if (c != '\n') return fail();
        state_ = chunk_left_ == 0 ? State::kTrailerStart : State::kData;
        break;
      case State::kDataCr:
        if (c == '\r') {
          state_ = State::kDataLf;
        } else if (c == '\n') {
          state_ = State::kSize;
          size_digits_ = 0;
        } else {
          return fail();
        }
        break;
      case State::kDataLf:
        if (c != '\n') return fail();
        state_ = State::kSize;
        size_digits_ = 0;
        break;
      case State::kTrailerStart:
        if (c == '\r') {
          state_ = State::kFinalLf;
        } else if (c == '\n') {
          state_ = State::kDone;
        } else {
          state_ = State::kTrailerLine;
        }
        break;
      case State::kTrailerLine:
        if (c == '\n') state_ = State::kTrailerStart;
        break;
      case State::kFinalLf:
        if (c != '\n') return fail();
        state_ = State::kDone;
        break;
      case State::kData:
      case State::kDone:
      case State::kFailed:
        break;
    }
  }
  return used;
}

}  // namespace dialer::http
