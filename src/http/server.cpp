#include "http/server.hpp"

#include <httplib.h>

#include <chrono>

#include "dialer/startup_error.hpp"
#include "http/error_envelope.hpp"
#include "http/router.hpp"
#include "http/static_assets.hpp"
#include "log/logger.hpp"

namespace dialer::http {
namespace {

constexpr std::size_t kMaxBodyBytes = 1024 * 1024;
constexpr std::size_t kMaxDrainBytes = 16 * 1024 * 1024;
// Streamed bodies (CSV imports) may be large; they are processed as they arrive, never held whole.
constexpr std::size_t kMaxStreamedBodyBytes = std::size_t{2} * 1024 * 1024 * 1024;
constexpr auto kReadTimeout = std::chrono::seconds(15);
constexpr auto kWriteTimeout = std::chrono::seconds(15);
constexpr auto kKeepAliveTimeout = std::chrono::seconds(5);
constexpr std::size_t kKeepAliveMaxRequests = 100;

// The start of the request being handled on this worker thread, for the request log's milliseconds.
thread_local std::chrono::steady_clock::time_point request_started;

ApiRequest to_api_request(const httplib::Request& req, const std::string& public_url) {
  ApiRequest out;
  out.public_url = public_url;
  out.method = req.method;
  out.path = req.path;
  out.body = req.body;
  out.remote_addr = req.remote_addr;
  for (const auto& [name, value] : req.headers) out.headers.emplace(name, value);
  for (const auto& [name, value] : req.params) out.query.emplace(name, value);
  return out;
}

void write_api_response(const ApiResponse& api, httplib::Response& res) {
  res.status = api.status;
  for (const auto& [name, value] : api.headers) res.set_header(name, value);
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

struct HttpServer::Impl {
  Impl(const Router& r, Logger& l, ServerOptions o)
      : router(r), logger(l), options(std::move(o)), assets(options.assets) {}
  const Router& router;
  Logger& logger;
  ServerOptions options;
  StaticAssets assets;
  httplib::Server server;
};

HttpServer::HttpServer(const Router& router, Logger& logger, ServerOptions options)
    : impl_(std::make_unique<Impl>(router, logger, std::move(options))) {
  auto& svr = impl_->server;
  const int threads = impl_->options.worker_threads;
  const int queued = impl_->options.max_queued_requests;
  svr.new_task_queue = [threads, queued] {
    return new httplib::ThreadPool(static_cast<std::size_t>(threads), static_cast<std::size_t>(queued));
  };
  // The library's own limit is the streamed one; the 1 MiB limit of ordinary requests is applied below,
  // before any of their body is read.
  svr.set_payload_max_length(kMaxStreamedBodyBytes);
  svr.set_read_timeout(kReadTimeout);
  svr.set_write_timeout(kWriteTimeout);
  svr.set_keep_alive_timeout(kKeepAliveTimeout.count());
  svr.set_keep_alive_max_count(kKeepAliveMaxRequests);
  // Headers and body go out in separate writes; with Nagle's algorithm the body would wait for the
  // client's delayed ACK (~40 ms on Linux) on every keep-alive response.
  svr.set_tcp_nodelay(true);
  // SO_REUSEADDR only: the library's default SO_REUSEPORT would let a second server share the port.
  svr.set_socket_options([](socket_t sock) {
    const int one = 1;
    setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  });
  svr.set_default_headers({
      {"Content-Security-Policy", "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"},
      {"X-Content-Type-Options", "nosniff"},
      {"Referrer-Policy", "same-origin"},
  });

  svr.set_pre_routing_handler([](const httplib::Request& req, httplib::Response& res) {
    request_started = std::chrono::steady_clock::now();
    // RFC 9112 §6.3: a request with neither Content-Length nor Transfer-Encoding has an empty body. This
    // library would instead read until the client closes (e.g. `curl -X POST` with no data waits for the
    // read timeout). The Request it hands us is a non-const object, so saying "0" here is well-defined.
    if (!req.has_header("Content-Length") && !req.has_header("Transfer-Encoding")) {
      const_cast<httplib::Request&>(req).set_header("Content-Length", "0");
    }
    const bool api = req.path == "/api" || req.path.starts_with("/api/");
    const bool has_body = req.method != "GET" && req.method != "HEAD" && req.method != "OPTIONS";
    if (has_body && !api) {
      res.status = 404;
      res.set_content(error_envelope_for_status(404), "application/json");
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

  const auto api = [this](const httplib::Request& req, httplib::Response& res) {
    ApiRequest request = to_api_request(req, impl_->options.public_url);
    write_api_response(impl_->router.dispatch(request), res);
  };
  // Methods with a body: collected (up to 1 MiB) before dispatch, or handed to a streaming route as it
  // arrives.
  const auto api_with_body = [this](const httplib::Request& req, httplib::Response& res,
                                    const httplib::ContentReader& reader) {
    ApiRequest request = to_api_request(req, impl_->options.public_url);
    if (impl_->router.streams_body(req.method, req.path)) {
      request.body_stream = body_stream_of(req, reader);
    } else {
      // Past the limit the rest is read and dropped, so that the client, still sending, gets to read
      // the 413; only a body beyond kMaxDrainBytes is cut off and its connection closed.
      std::size_t received = 0;
      const bool complete = reader([&](const char* data, std::size_t length) {
        received += length;
        if (received <= kMaxBodyBytes) request.owned_body.append(data, length);
        return received <= kMaxDrainBytes;
      });
      if (received > kMaxBodyBytes) {
        res.status = 413;
        if (!complete) res.set_header("Connection", "close");
        res.set_content(error_envelope_for_status(413), "application/json");
        return;
      }
      request.body = request.owned_body;
    }
    write_api_response(impl_->router.dispatch(request), res);
  };
  const char* api_pattern = R"(/api(/.*)?)";
  svr.Get(api_pattern, api);
  svr.Options(api_pattern, api);
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
  const int port = impl_->options.port;
  if (port == 0) {
    const int bound = svr.bind_to_any_port(host);
    if (bound < 0) throw StartupError(describe_bind_failure(host, 0));
    return bound;
  }
  if (!svr.bind_to_port(host, port)) throw StartupError(describe_bind_failure(host, port));
  return port;
}

void HttpServer::listen() { impl_->server.listen_after_bind(); }

void HttpServer::stop() { impl_->server.stop(); }

bool HttpServer::is_running() const { return impl_->server.is_running(); }

}  // namespace dialer::http
