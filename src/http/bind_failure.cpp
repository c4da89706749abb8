#include <netdb.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>

#include "http/server.hpp"

namespace dialer::http {

// The HTTP library only says that binding failed; a probe bind recovers errno for a message that tells
// the user what to do.
std::string describe_bind_failure(const std::string& host, int port) {
  const std::string where = host + ":" + std::to_string(port);
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_PASSIVE;
  addrinfo* found = nullptr;
  if (getaddrinfo(host.c_str(), std::to_string(port).c_str(), &hints, &found) != 0 || !found) {
    return "cannot listen on " + where + ": '" + host + "' is not a valid address of this machine";
  }
  int error = 0;
  const int fd = socket(found->ai_family, found->ai_socktype, found->ai_protocol);
  if (fd < 0) {
    error = errno;
  } else {
    const int one = 1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (::bind(fd, found->ai_addr, found->ai_addrlen) != 0) error = errno;
    close(fd);
  }
  freeaddrinfo(found);
  switch (error) {
    case EADDRINUSE:
      return "cannot listen on " + where + ": port " + std::to_string(port) +
             " is already in use (is another dialer-dashboard running? choose another --port)";
    case EACCES:
      return "cannot listen on " + where + ": permission denied (ports below 1024 need root; choose another --port)";
    case EADDRNOTAVAIL:
      return "cannot listen on " + where + ": '" + host + "' is not an address of this machine";
    case 0:
      return "cannot listen on " + where;
    default:
      return "cannot listen on " + where + ": " + std::strerror(error);
  }
}

}  // namespace dialer::http
