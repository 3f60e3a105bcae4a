// Instrumented by recrash-instrument from worker.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "worker.hpp"
#include <recrash/frame.hpp>
#include "worker.hpp"

void Worker::run(const Job& job) {
  RECRASH_METHOD_USED_FIELDS(::recrash::used_fields(this, ::recrash::pointee_field<0>(this->current_)), ::recrash::by_reference(job));
  std::lock_guard<std::mutex> hold(lock_);
  current_ = nullptr;
  if (on_done_) on_done_(job);
  ++done_;
  flags_ = 1;
}

void Borrower::lend(const Job& job) {
  RECRASH_METHOD(::recrash::by_reference(job));
  ++lent_;
  worker_.run(job);
}
