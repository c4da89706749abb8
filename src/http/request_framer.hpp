#pragma once
// Where one HTTP/1.1 request ends in the bytes a connection received: the end of its head, and how its
// body is delimited. The connection loop uses it to collect a whole request before any worker sees it, so
// its decisions must agree with the request parser that runs afterwards: a request with two different
// Content-Length values, or Content-Length beside Transfer-Encoding, is refused rather than guessed at
// (the ambiguity request smuggling lives on).
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace dialer::http {

enum class BodyFraming { kNone, kLength, kChunked };

struct RequestHead {
  std::string method;
  std::string target;  // as sent: path and query, not decoded
  std::string version;
  std::size_t head_bytes = 0;  // request line, headers and the blank line
  BodyFraming framing = BodyFraming::kNone;
  std::uint64_t content_length = 0;
  bool expect_continue = false;
  bool connection_close = false;
  // The first Authorization header's value: a route's sign-in is checked from the head, before its body is read.
  std::string authorization;
};

// Why a head is refused, with the status to answer.
struct HeadError {
  int status;
  std::string code;
  std::string message;
  std::string method = "-";  // for the log, when the request line could be read
  std::string target = "-";
};

struct HeadParse {
  std::optional<RequestHead> head;  // complete and acceptable
  std::optional<HeadError> error;   // complete (or too long) and refused
  // Neither: the head has not fully arrived yet.
};

// Looks for a complete head at the start of `buffer`; heads longer than max_head_bytes are refused (431).
HeadParse parse_request_head(std::string_view buffer, std::size_t max_head_bytes);

// Follows a chunked body as it arrives and says where it ends (after the last chunk and its trailers).
class ChunkedBodyScanner {
 public:
  // Consumes bytes of the body; returns how many belong to it (fewer than given once the body is complete:
  // the rest is the next request). Sets failed() on malformed framing or when the data passes max_bytes.
  std::size_t feed(std::string_view bytes, std::uint64_t max_bytes);
  bool complete() const { return state_ == State::kDone; }
  bool failed() const { return state_ == State::kFailed; }
  std::uint64_t data_bytes() const { return data_bytes_; }

 private:
  enum class State { kSize, kSizeExtension, kSizeLf, kData, kDataCr, kDataLf, kTrailerStart, kTrailerLine,
                     kFinalLf, kDone, kFailed };
  State state_ = State::kSize;
  std::uint64_t chunk_left_ = 0;
  std::uint64_t data_bytes_ = 0;
  int size_digits_ = 0;
  std::uint64_t overhead_bytes_ = 0;
};

}  // namespace dialer::http
