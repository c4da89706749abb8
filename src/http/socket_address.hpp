#pragma once
// A socket address as the text the log and the per-address limits use.
#include <sys/socket.h>

#include <string>

namespace dialer::http {

// "192.0.2.7" or "2001:db8::1", and the port; an IPv4 client of a dual-stack socket reads as IPv4.
std::string address_text(const sockaddr_storage& address, int& port);

}  // namespace dialer::http
