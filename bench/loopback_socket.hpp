#pragma once
// A TCP connection to the server on 127.0.0.1 from another loopback address (127.0.0.2 …), as a different
// machine's would be: the server counts connections and failures per address.
#include <string>

namespace bench {

// The connected descriptor, or -1 (close it when done).
int connect_from(int port, const std::string& source);

}  // namespace bench
