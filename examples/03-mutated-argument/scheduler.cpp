// SPDX-License-Identifier: MIT
#define RECRASH_DECLARING_HEADER "scheduler.hpp"
#include "scheduler.hpp"

#include <recrash/recrash.hpp>

std::ostream& operator<<(std::ostream& os, const Job& job) {
  return os << "Job{" << job.name << ", cost " << job.cost << ", weight " << job.weight << "}";
}

long Scheduler::drain(std::vector<Job>& queue) {
  RECRASH_METHOD(queue);
  long total = 0;
  while (!queue.empty()) {
    const Job job = queue.back();
    queue.pop_back();  // the queue mutates between entry and the crash
    total += process(job);
  }
  return total;
}

long Scheduler::process(const Job& job) {
  RECRASH_METHOD(job);
  const long per_unit = job.cost / job.weight;  // the bug: weight 0 is not rejected
  done_ += per_unit;
  return per_unit;
}
