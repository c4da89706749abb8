#pragma once
// How many durable commits the disk itself allows: a 4 KiB write and an fdatasync in turn, as a WAL commit with
// synchronous=FULL does, for about a second in `directory` (the database's). Single creates are measured beside it.
#include <string>

namespace bench {

double disk_syncs_per_second(const std::string& directory);

}  // namespace bench
