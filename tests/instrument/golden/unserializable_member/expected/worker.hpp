// Instrumented by recrash-instrument from worker.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "worker.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/worker.hpp"
#pragma once

#include <atomic>
#include <cstdio>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

struct Job {
  std::string name;
  int priority = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 15
};
// Added by recrash-instrument: Job's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Job::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, name);
  ::recrash::generated::field(recrash_archive, priority);
}
#line 16

class Worker {
 public:
  Worker() = default;
  void run(const Job& job);

 private:
  std::mutex lock_;
  std::thread thread_;
  std::atomic<int> done_{0};
  std::function<void(const Job&)> on_done_;
  void (*logger_)(const char*) = nullptr;
  void* context_ = nullptr;
  std::FILE* log_file_ = nullptr;
  unsigned flags_ : 3;
  Job* current_ = nullptr;
  const char* label_ = "worker";
  std::string last_error_;
  std::vector<Job*> waiting_;
  std::map<int, std::vector<const Job*>> by_priority_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Worker(RecrashTag&) noexcept
      : lock_(),
        thread_(),
        on_done_(),
        flags_(),
        last_error_(),
        waiting_(),
        by_priority_() {}
  template <class RecrashArchive>
  Worker(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Worker(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 36
};
// Added by recrash-instrument: Worker's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Worker::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::pointee(recrash_archive, current_);
  ::recrash::generated::pointee(recrash_archive, label_);
  ::recrash::generated::field(recrash_archive, last_error_);
  ::recrash::generated::field(recrash_archive, waiting_);
  // Not saved: lock_, std::mutex: a synchronization object cannot be saved.
  // Not saved: thread_, std::thread: a thread or its result cannot be saved.
  // Not saved: done_, std::atomic: cereal cannot save an atomic.
  // Not saved: on_done_, std::function: a callable or a reference cannot be saved.
  // Not saved: logger_, function or member pointer: code cannot be saved.
  // Not saved: context_, untyped pointer (void*).
  // Not saved: log_file_, pointer to a FILE: an open file cannot be saved.
  // Not saved: flags_, bit-field: cereal cannot refer to it.
  // Not saved: by_priority_, it holds raw pointers (const Job *), which cereal cannot save inside a container.
}
#line 37

class Borrower {
 public:
  explicit Borrower(Worker& worker) : worker_(worker) {}
  void lend(const Job& job);

 private:
  Worker& worker_;
  int lent_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Borrower(RecrashTag& recrash_tag) noexcept
      : worker_(::recrash::generated::referent<decltype(worker_)>(recrash_tag)) {}
  template <class RecrashArchive>
  Borrower(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Borrower(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Borrower>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 46
};
// Added by recrash-instrument: Borrower's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Borrower::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::referent(recrash_archive, worker_);
  ::recrash::generated::field(recrash_archive, lent_);
}
#line 47
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 0 hooks, 3 serializers, 0 registrations
