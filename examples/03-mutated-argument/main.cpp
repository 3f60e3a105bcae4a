// SPDX-License-Identifier: MIT
// Drains a queue that holds one job of weight zero.
#include "scheduler.hpp"

#include <recrash/config.hpp>

#include <cstdio>

int main() {
  recrash::set_program_version("0.9");
  std::vector<Job> queue = {
      {"index", 120, 4}, {"thumbnail", 30, 0}, {"compress", 90, 3}, {"upload", 10, 1}};
  Scheduler scheduler;
  std::printf("total %ld\n", scheduler.drain(queue));
}
