#pragma once
// A TCP connection to the server on 127.0.0.1 from another loopback address (127.0.0.2 …), as a different
// machine's would be: the server counts connections and failures per address. And the two raw-socket steps the
// bench's crowds take on such a connection.
#include <string>
#include <string_view>

namespace bench {

// The connected descriptor, or -1 (close it when done).
int connect_from(int port, const std::string& source);

// Reads until the head of an answer arrived; returns its status (0 on failure). `rest`: what came after the head.
int read_status(int fd, std::string* rest = nullptr);

bool send_all(int fd, std::string_view bytes);

}  // namespace bench
