#pragma once
// The HTTP library's view of one request on a connection: reads come from the request the loop collected
// (head, then body from memory or its spool file) and end with it; writes go to the connection's output
// buffer, which the loop writes out. Only responses past the buffering limit are written by the worker
// itself, as they are produced.
#include <httplib.h>

#include "http/connection.hpp"
#include "http/connection_loop.hpp"

namespace dialer::http {

class ConnectionStream final : public httplib::Stream {
 public:
  ConnectionStream(ConnectionLoop& loop, Connection& connection);

  bool is_readable() const override;
  bool is_writable() const override;
  ssize_t read(char* ptr, size_t size) override;
  ssize_t write(const char* ptr, size_t size) override;
  void get_remote_ip_and_port(std::string& ip, int& port) const override;
  void get_local_ip_and_port(std::string& ip, int& port) const override;
  socket_t socket() const override;

 private:
  ConnectionLoop& loop_;
  Connection& connection_;
  std::uint64_t offset_ = 0;
  std::uint64_t head_bytes_;
  std::uint64_t total_;
  bool failed_ = false;
};

}  // namespace dialer::http
