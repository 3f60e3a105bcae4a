// Instrumented by recrash-instrument from worker.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "worker.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/worker.cpp"
#include "worker.hpp"

void Worker::run(const Job& job) { RECRASH_ENTRY(1, METHOD, ::recrash::by_reference(job)) return [&](decltype(job)& job) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD_USED_FIELDS(1, ::recrash::used_fields(this, ::recrash::pointee_field<0>(this->current_)), ::recrash::by_reference(job));
#line 3

  std::lock_guard<std::mutex> hold(lock_);
  current_ = nullptr;
  if (on_done_) on_done_(job);
  ++done_;
  flags_ = 1;
}(job); RECRASH_TWIN_END
#line 3

  std::lock_guard<std::mutex> hold(lock_);
  current_ = nullptr;
  if (on_done_) on_done_(job);
  ++done_;
  flags_ = 1;
}

void Borrower::lend(const Job& job) { RECRASH_ENTRY(2, METHOD, ::recrash::by_reference(job)) return [&](decltype(job)& job) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(2, ::recrash::by_reference(job));
#line 11

  ++lent_;
  worker_.run(job);
}(job); RECRASH_TWIN_END
#line 11

  ++lent_;
  worker_.run(job);
}
