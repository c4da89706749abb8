#pragma once
// A process's CPU, seen from the bench: the cores it may run on, and the time it has used on them.
#include <sys/types.h>

#include <vector>

namespace bench {

// The cores process `pid` may run on (0: this process).
std::vector<int> allowed_cpus(pid_t pid);

// Puts every thread of process `pid` on these cores; threads it starts later inherit them from their starter.
// False when the system refuses.
bool set_allowed_cpus(pid_t pid, const std::vector<int>& cpus);

// User plus system time of every thread process `pid` ran so far, dead ones included, in seconds.
double cpu_seconds(pid_t pid);

}  // namespace bench
