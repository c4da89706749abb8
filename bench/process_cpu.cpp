#include "process_cpu.hpp"

#include <sched.h>
#include <time.h>

#include <filesystem>
#include <stdexcept>
#include <string>

namespace bench {

std::vector<int> allowed_cpus(pid_t pid) {
  cpu_set_t set;
  CPU_ZERO(&set);
  std::vector<int> cpus;
  if (sched_getaffinity(pid, sizeof set, &set) != 0) return cpus;
  for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
    if (CPU_ISSET(cpu, &set)) cpus.push_back(cpu);
  }
  return cpus;
}

bool set_allowed_cpus(pid_t pid, const std::vector<int>& cpus) {
  cpu_set_t set;
  CPU_ZERO(&set);
  for (const int cpu : cpus) CPU_SET(cpu, &set);
  // sched_setaffinity moves one thread: every task of the process is moved in turn.
  const std::string tasks = "/proc/" + (pid == 0 ? std::string("self") : std::to_string(pid)) + "/task";
  bool all = true;
  std::error_code error;
  for (const auto& task : std::filesystem::directory_iterator(tasks, error)) {
    all = sched_setaffinity(std::stoi(task.path().filename()), sizeof set, &set) == 0 && all;
  }
  return all && !error;
}

double cpu_seconds(pid_t pid) {
  // The process's CPU-time clock counts what /proc/<pid>/stat's utime + stime count, in nanoseconds rather
  // than that file's 10 ms ticks: a floor run of 2,000 requests uses about a tenth of a second.
  clockid_t clock;
  timespec used{};
  if (clock_getcpuclockid(pid, &clock) != 0 || clock_gettime(clock, &used) != 0) {
    throw std::runtime_error("cannot read the CPU time of process " + std::to_string(pid));
  }
  return static_cast<double>(used.tv_sec) + static_cast<double>(used.tv_nsec) / 1e9;
}

}  // namespace bench
