#pragma once
#include <sys/types.h>

#include <string>

namespace bench {

// A value from /proc/<pid>/status in MiB (VmRSS now, VmHWM the peak).
double proc_status_mib(pid_t pid, const std::string& key);

}  // namespace bench
