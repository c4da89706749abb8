#include "http/server.hpp"

#include <httplib.h>
#include <sys/resource.h>

#include <chrono>

#include "dialer/startup_error.hpp"
#include "http/connection_stream.hpp"
#include "http/error_envelope.hpp"
#include "http/router.hpp"
#include "http/security_headers.hpp"
#include "http/static_assets.hpp"
#include "log/logger.hpp"

namespace dialer::http {
namespace {

// The start of the request being handled on this worker thread, for the request log's milliseconds.
thread_local std::chrono::steady_clock::time_point request_started;

// What a route's answer asks of the connection beyond the response: to stay open as a live stream. Set for
// the request a worker is answering.
struct Exchange {
  std::function<void(std::shared_ptr<LiveSink>)> live;
  bool head_sent = false;
};
thread_local Exchange* current_exchange = nullptr;

// Lets the descriptor limit grow to what the system allows: every open connection and spooled upload is one.
std::size_t raise_open_file_limit() {
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return 1024;
  if (limit.rlim_cur < limit.rlim_max) {
    limit.rlim_cur = limit.rlim_max;
    setrlimit(RLIMIT_NOFILE, &limit);
    getrlimit(RLIMIT_NOFILE, &limit);
  }
  return limit.rlim_cur == RLIM_INFINITY ? std::size_t{1} << 20 : static_cast<std::size_t>(limit.rlim_cur);
}

// The path a head's target names, decoded as the library decodes it for the router.
std::string path_of(const RequestHead& head) {
  return httplib::detail::decode_url(head.target.substr(0, head.target.find('?')), false);
}

ApiRequest to_api_request(const httplib::Request& req, const std::string& public_url) {
  ApiRequest out;
  out.public_url = public_url;
  out.method = req.method;
  out.path = req.path;
  out.target = req.target;
  out.body = req.body;
  out.remote_addr = req.remote_addr;
  for (const auto& [name, value] : req.headers) out.headers.emplace(name, value);
  for (const auto& [name, value] : req.params) out.query.emplace(name, value);
  return out;
}

void write_api_response(const ApiResponse& api, httplib::Response& res) {
  res.status = api.status;
  // API answers are one user's data (and some carry tokens): never kept by a browser or proxy cache.
  res.set_header("Cache-Control", "no-store");
  for (const auto& [name, value] : api.headers) {
    if (name == "Cache-Control") res.headers.erase("Cache-Control");
    res.set_header(name, value);
  }
  if (api.live && current_exchange) {
    // The head goes out as a chunked response; at the first call for its body the connection is handed
    // to the live stream instead (returning false ends the library's part without a last chunk).
    Exchange* exchange = current_exchange;
    exchange->live = api.live;
    res.set_chunked_content_provider(api.content_type, [exchange](std::size_t, httplib::DataSink&) {
      exchange->head_sent = true;
      return false;
    });
    return;
  }
  if (api.stream) {
    auto stream = api.stream;
    res.set_chunked_content_provider(api.content_type, [stream](std::size_t, httplib::DataSink& sink) {
      const bool complete = stream([&sink](std::string_view chunk) { return sink.write(chunk.data(), chunk.size()); });
      if (complete) sink.done();
      return complete;
    });
    return;
  }
  if (api.status != 204 && api.status != 304) res.set_content(api.body, api.content_type);
}

// A streamed body: the raw bytes, or for a multipart upload the content of its file part.
BodyStream body_stream_of(const httplib::Request& req, const httplib::ContentReader& reader) {
  if (!req.is_multipart_form_data()) {
    return [&reader](const std::function<bool(std::string_view)>& consume) {
      return reader([&](const char* data, std::size_t length) { return consume(std::string_view(data, length)); });
    };
  }
  return [&reader](const std::function<bool(std::string_view)>& consume) {
    bool in_file = false;
    bool file_seen = false;
    return reader(
        [&](const httplib::MultipartFormData& part) {
          in_file = !file_seen && !part.filename.empty();
          file_seen = file_seen || in_file;
          return true;
        },
        [&](const char* data, std::size_t length) {
          return !in_file || consume(std::string_view(data, length));
        });
  };
}

}  // namespace

// The HTTP library's server without its accept loop and thread-per-connection: it parses, routes and
// answers one complete request at a time, handed over by the ConnectionLoop.
class RequestServer final : public httplib::Server {
 public:
  // Answers the request the connection holds; false when the connection must close afterwards.
  bool answer(ConnectionStream& stream, const Connection& connection, bool close_connection) {
    std::string local_addr;
    int local_port = 0;
    stream.get_local_ip_and_port(local_addr, local_port);
    bool connection_closed = false;
    const bool ok = process_request(stream, connection.remote_addr, connection.remote_port, local_addr, local_port,
                                    close_connection, connection_closed, [](httplib::Request& req) {
                                      // The loop already said "100 Continue" before it read the body.
                                      req.headers.erase("Expect");
                                    });
    return ok && !connection_closed && !close_connection;
  }

  // A descriptor of the socket bind_to_port made, for the ConnectionLoop. The library's own stays open
  // until the loop is done: while it is set, the library writes response bodies out (it takes a closed
  // one to mean "shutting down" and stops mid-body).
  int listening_socket() const { return ::dup(svr_sock_); }
  void close_listening_socket() {
    const socket_t sock = svr_sock_.exchange(INVALID_SOCKET);
    if (sock != INVALID_SOCKET) ::close(sock);
  }
  ~RequestServer() override { close_listening_socket(); }
};

struct HttpServer::Impl {
  Impl(const Router& r, Logger& l, ServerOptions o)
      : router(r), logger(l), options(std::move(o)), assets(options.assets) {}
  const Router& router;
  Logger& logger;
  ServerOptions options;
  StaticAssets assets;
  RequestServer server;
  std::unique_ptr<ConnectionLoop> loop;
  std::atomic<bool> stop_requested{false};

  ConnectionLoop::After handle(const std::shared_ptr<Connection>& connection);
};

ConnectionLoop::After HttpServer::Impl::handle(const std::shared_ptr<Connection>& connection) {
  ConnectionStream stream(*loop, *connection);
  Exchange exchange;
  current_exchange = &exchange;
  const bool last = connection->requests_served + 1 >= options.limits.max_requests_per_connection;
  const bool keep_open = server.answer(stream, *connection, last);
  current_exchange = nullptr;
  if (exchange.head_sent && exchange.live) {
    exchange.live(loop->live_sink(connection));
    return ConnectionLoop::After::kStream;
  }
  return keep_open ? ConnectionLoop::After::kKeepAlive : ConnectionLoop::After::kClose;
}

HttpServer::HttpServer(const Router& router, Logger& logger, ServerOptions options)
    : impl_(std::make_unique<Impl>(router, logger, std::move(options))) {
  auto& svr = impl_->server;
  const auto& limits = impl_->options.limits;
  // The connection loop enforces the body limits before a request reaches the library; its own limit
  // only has to let the largest of them through.
  svr.set_payload_max_length(static_cast<std::size_t>(limits.max_streamed_body_bytes));
  svr.set_keep_alive_timeout(std::chrono::duration_cast<std::chrono::seconds>(limits.idle_timeout).count());
  svr.set_keep_alive_max_count(static_cast<std::size_t>(limits.max_requests_per_connection));
  // SO_REUSEADDR only: the library's default SO_REUSEPORT would let a second server share the port.
  svr.set_socket_options([](socket_t sock) {
    const int one = 1;
    setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  });
  httplib::Headers defaults;
  for (const auto& [name, value] : security_headers()) defaults.emplace(name, value);
  svr.set_default_headers(defaults);

  const auto api = [this](const httplib::Request& req, httplib::Response& res) {
    ApiRequest request = to_api_request(req, impl_->options.public_url);
    write_api_response(impl_->router.dispatch(request), res);
  };
  svr.set_pre_routing_handler([api](const httplib::Request& req, httplib::Response& res) {
    request_started = std::chrono::steady_clock::now();
    const bool is_api = req.path == "/api" || req.path.starts_with("/api/");
    const bool has_body = req.method != "GET" && req.method != "HEAD" && req.method != "OPTIONS";
    if (has_body && !is_api) {
      res.status = 404;
      res.set_content(error_envelope_for_status(404), "application/json");
      return httplib::Server::HandlerResponse::Handled;
    }
    // An API request without a body is answered here, not after the library matches its path against each route's
    // regular expression (a few microseconds a request, docs/benchmarks.md).
    if (is_api && !has_body) {
      api(req, res);
      return httplib::Server::HandlerResponse::Handled;
    }
    return httplib::Server::HandlerResponse::Unhandled;
  });
  svr.set_logger([this](const httplib::Request& req, const httplib::Response& res) {
    const auto elapsed = std::chrono::steady_clock::now() - request_started;
    const double ms = request_started.time_since_epoch().count() == 0
                          ? 0.0
                          : std::chrono::duration<double, std::milli>(elapsed).count();
    request_started = {};
    impl_->logger.request(req.method, req.path, res.status, ms);
  });
  // Errors the library answers by itself (413, 400, a non-API 404 …) get the same envelope as ours.
  svr.set_error_handler([](const httplib::Request&, httplib::Response& res) {
    if (res.body.empty() && res.status != 304) res.set_content(error_envelope_for_status(res.status), "application/json");
  });
  svr.set_exception_handler([this](const httplib::Request& req, httplib::Response& res, std::exception_ptr ep) {
    try {
      if (ep) std::rethrow_exception(ep);
    } catch (const std::exception& e) {
      impl_->logger.error(std::string("unexpected error on ") + req.method + " " + req.path + ": " + e.what());
    } catch (...) {
      impl_->logger.error(std::string("unexpected error on ") + req.method + " " + req.path);
    }
    res.status = 500;
    res.set_content(error_envelope_for_status(500), "application/json");
  });

  // Methods with a body. The loop collected all of it (and refused it past the route's limit) before this
  // runs: a streaming route reads it from memory or its spool file, others get it as one string.
  const auto api_with_body = [this](const httplib::Request& req, httplib::Response& res,
                                    const httplib::ContentReader& reader) {
    ApiRequest request = to_api_request(req, impl_->options.public_url);
    const BodyKind kind = impl_->router.body_kind(req.method, req.path);
    if (kind == BodyKind::kStream) {
      request.body_stream = body_stream_of(req, reader);
    } else {
      reader([&](const char* data, std::size_t length) {
        request.owned_body.append(data, length);
        return true;
      });
      request.body = request.owned_body;
      if (kind == BodyKind::kForm) {
        httplib::Params fields;
        httplib::detail::parse_query_text(request.owned_body, fields);
        for (auto& [name, value] : fields) request.form.emplace(name, value);
      }
    }
    write_api_response(impl_->router.dispatch(request), res);
  };
  const char* api_pattern = R"(/api(/.*)?)";
  svr.Post(api_pattern, api_with_body);
  svr.Put(api_pattern, api_with_body);
  svr.Patch(api_pattern, api_with_body);
  svr.Delete(api_pattern, api_with_body);

  svr.Get(R"(/.*)", [this](const httplib::Request& req, httplib::Response& res) {
    const StaticResponse answer = impl_->assets.serve(req.path, req.get_header_value("Accept-Encoding"),
                                                      req.get_header_value("If-None-Match"));
    res.status = answer.status;
    for (const auto& [name, value] : answer.headers) res.set_header(name, value);
    if (answer.status == 200) {
      // The body views static data compiled into the binary: no copy per request.
      const auto body = answer.body;
      res.set_content_provider(body.size(), std::string(answer.content_type),
                               [body](std::size_t offset, std::size_t length, httplib::DataSink& sink) {
                                 return sink.write(body.data() + offset, length);
                               });
    }
  });
}

HttpServer::~HttpServer() = default;

int HttpServer::bind() {
  auto& svr = impl_->server;
  const auto& host = impl_->options.host;
  int port = impl_->options.port;
  if (port == 0) {
    port = svr.bind_to_any_port(host);
    if (port < 0) throw StartupError(describe_bind_failure(host, 0));
  } else if (!svr.bind_to_port(host, port)) {
    throw StartupError(describe_bind_failure(host, port));
  }
  auto limits = impl_->options.limits;
  // Keep descriptors in hand for the database, spooled uploads and outbound requests.
  const std::size_t descriptors = raise_open_file_limit();
  limits.max_connections = std::min(limits.max_connections, descriptors > 256 ? descriptors - 128 : descriptors / 2);
  ConnectionLoop::Hooks hooks;
  hooks.handle = [this](const std::shared_ptr<Connection>& connection) { return impl_->handle(connection); };
  hooks.route = [this](const RequestHead& head) {
    const auto route = impl_->router.head_route(head.method, path_of(head));
    return HeadRoute{route.body == BodyKind::kStream, route.needs_caller};
  };
  hooks.admit = [this](const RequestHead& head) {
    return impl_->router.admit(head.method, path_of(head), head.authorization);
  };
  hooks.answered = [this](const std::string& method, const std::string& target, int status) {
    impl_->logger.request(method, target.substr(0, target.find('?')), status, 0.0);
  };
  impl_->loop = std::make_unique<ConnectionLoop>(svr.listening_socket(), limits, std::move(hooks),
                                                 impl_->options.worker_threads);
  return port;
}

void HttpServer::listen() {
  if (impl_->loop && !impl_->stop_requested) impl_->loop->run();
  impl_->server.close_listening_socket();
}

void HttpServer::stop() {
  impl_->stop_requested = true;
  if (impl_->loop) impl_->loop->stop();
}

bool HttpServer::is_running() const { return impl_->loop && impl_->loop->running(); }

std::size_t HttpServer::open_connections() const { return impl_->loop ? impl_->loop->open_connections() : 0; }

}  // namespace dialer::http
