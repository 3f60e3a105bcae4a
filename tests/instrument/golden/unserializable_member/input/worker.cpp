#include "worker.hpp"

void Worker::run(const Job& job) {
  std::lock_guard<std::mutex> hold(lock_);
  current_ = nullptr;
  if (on_done_) on_done_(job);
  ++done_;
  flags_ = 1;
}

void Borrower::lend(const Job& job) {
  ++lent_;
  worker_.run(job);
}
