// SPDX-License-Identifier: MIT
// A scheduler that consumes its job queue as it works: by the time a job crashes it, the job is
// no longer in the queue it was given.
#pragma once

#include <ostream>
#include <string>
#include <vector>

struct Job {
  std::string name;
  long cost = 0;
  long weight = 1;  ///< must not be zero

  template <class Archive>
  void serialize(Archive& archive) {
    archive(name, cost, weight);
  }
};

std::ostream& operator<<(std::ostream& os, const Job& job);

class Scheduler {
 public:
  /// Runs every job of `queue`, popping each from the back before running it.
  long drain(std::vector<Job>& queue);
  /// The cost of one job per unit of weight; divides by zero for a job of weight 0.
  long process(const Job& job);

  template <class Archive>
  void serialize(Archive& archive) {
    archive(done_);
  }

 private:
  long done_ = 0;
};
