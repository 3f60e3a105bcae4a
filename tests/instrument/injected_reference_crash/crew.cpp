// SPDX-License-Identifier: MIT
#include "crew.hpp"

namespace crew {

int Quota::left() const { return limit_ - spent_; }

void Quota::spend(int jobs) { spent_ += jobs; }

int Worker::run(int jobs) {
  // The bug: the pace divides by the budget left, which can be none.
  pace_ = jobs * owner_.size() / owner_.budget().left();
  const int started = jobs < owner_.budget().left() ? jobs : owner_.budget().left();
  owner_.budget().spend(started);
  started_ += started;
  return started;
}

void Crew::hire(const std::string& name) {
  const std::lock_guard<std::mutex> hold(hiring_);
  workers_.push_back(std::make_unique<Worker>(*this, name));
}

int Crew::dispatch(int jobs) {
  int started = 0;
  for (const std::unique_ptr<Worker>& worker : workers_) started += worker->run(jobs / size());
  return started;
}

}  // namespace crew
