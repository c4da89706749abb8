#pragma once
// The HTTP front: binds, applies the limits and security headers, logs every request, sends /api/* to
// the Router and everything else to the embedded UI. Connections are held by a ConnectionLoop; the HTTP
// library parses, routes and writes each complete request it hands over. Only http/ includes the library.
#include <memory>
#include <span>
#include <string>

#include "http/connection_loop.hpp"
#include "http/embedded_assets.hpp"

namespace dialer {
class Logger;
}

namespace dialer::http {

class Router;

struct ServerOptions {
  std::string host = "127.0.0.1";
  int port = 8080;  // 0 picks a free port
  int worker_threads = 8;  // requests answered at once; waiting connections never take one
  ConnectionLimits limits;
  std::string public_url;  // base of links in e-mails; empty: taken from the request's Host
  std::span<const EmbeddedAsset> assets = embedded_assets();  // tests pass their own table
};

class HttpServer {
 public:
  HttpServer(const Router& router, Logger& logger, ServerOptions options);
  ~HttpServer();

  // Binds the listening socket and returns the port. Throws StartupError with the reason.
  int bind();
  // Serves until stop(); in-flight requests finish before it returns.
  void listen();
  void stop();
  bool is_running() const;
  // Connections open now (tests and the bench).
  std::size_t open_connections() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Why binding host:port failed, as a sentence ("port 8080 on 127.0.0.1 is already in use …").
std::string describe_bind_failure(const std::string& host, int port);

}  // namespace dialer::http
