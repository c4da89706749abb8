#pragma once
// The live end of a streaming connection: what a stream sends is framed as chunks and queued on the
// connection's output, which the connection loop writes out. Never blocks the sender.
#include <cstddef>
#include <functional>
#include <memory>
#include <string_view>

#include "http/api_request.hpp"
#include "http/connection.hpp"

namespace dialer::http {

class ConnectionSink final : public LiveSink {
 public:
  // mark_dirty tells the loop the connection has output to write.
  using MarkDirty = std::function<void(const std::shared_ptr<Connection>&)>;

  ConnectionSink(std::shared_ptr<Connection> connection, std::size_t max_backlog, MarkDirty mark_dirty)
      : connection_(std::move(connection)), max_backlog_(max_backlog), mark_dirty_(std::move(mark_dirty)) {}
  ~ConnectionSink() override { close(); }

  bool send(std::string_view data) override;
  bool is_open() const override;
  void close() override;

 private:
  std::shared_ptr<Connection> connection_;
  const std::size_t max_backlog_;
  MarkDirty mark_dirty_;
};

}  // namespace dialer::http
