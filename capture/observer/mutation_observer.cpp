// SPDX-License-Identifier: MIT
// Observing which values the monitored calls change (mutation_observer.hpp). Normal context:
// the hooks call in here only while RECRASH_OBSERVE_MUTATIONS is set, never from the crash path.
#include "observer/mutation_observer.hpp"

#include "crash/fault_guard.hpp"

#include <recrash/archive.hpp>
#include <recrash/detail/shadow_stack.hpp>
#include <recrash/format/observed_mutations.hpp>

#include <fcntl.h>
#include <pthread.h>
#include <sys/file.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <optional>
#include <sstream>
#include <unordered_map>
#include <vector>

namespace recrash::detail {
std::atomic<bool> observing_mutations{false};
}  // namespace recrash::detail

namespace recrash::capture {
namespace {

constexpr std::size_t kFirstScratchBytes = std::size_t{64} << 10;
constexpr std::size_t kMaxScratchBytes = std::size_t{64} << 20;  // a larger value is not observed

/// A monitored call in flight: its values' bytes at entry (none for a value that could not be
/// serialized).
struct PendingCall {
  const detail::FunctionDescriptor* function;
  const detail::ValueSlot* slots;  ///< the hook's, alive until its exit: names the call
  std::vector<std::optional<std::string>> at_entry;
};

struct ThreadObservations {
  std::vector<PendingCall> pending;
  std::vector<char> scratch;
  bool busy = false;  ///< serializing: calls a serializer makes are not observed
};

/// What one hooked function's calls showed. The descriptor's text is copied: a library it lives
/// in may be unloaded before the counts are written.
struct FunctionCounts {
  std::string file;
  unsigned line = 0;
  std::string signature;
  std::uint64_t calls = 0;
  std::vector<format::ObservedValue> values;
};

// Never destroyed: hooks may run in static destructors after the counts were written.
std::mutex& counts_mutex() {
  static auto* mutex = new std::mutex();
  return *mutex;
}
std::unordered_map<const detail::FunctionDescriptor*, FunctionCounts>& counts() {
  static auto* map = new std::unordered_map<const detail::FunctionDescriptor*, FunctionCounts>();
  return *map;
}
std::string& output_path() {
  static auto* path = new std::string();
  return *path;
}
/// RECRASH_COUNT_CALLS: the calls are counted, their values never serialized.
std::atomic<bool> g_count_only{false};

// Each thread's state is allocated on its first observed call and freed when the thread ends;
// a plain pointer in TLS has no destructor that a late hook could outlive.
__thread ThreadObservations* tls_observations = nullptr;
pthread_key_t g_thread_key;
pthread_once_t g_thread_key_once = PTHREAD_ONCE_INIT;

ThreadObservations* this_thread() noexcept {
  if (tls_observations != nullptr) return tls_observations;
  pthread_once(&g_thread_key_once, [] {
    pthread_key_create(&g_thread_key, [](void* state) {
      tls_observations = nullptr;
      delete static_cast<ThreadObservations*>(state);
    });
  });
  tls_observations = new (std::nothrow) ThreadObservations();
  if (tls_observations != nullptr) pthread_setspecific(g_thread_key, tls_observations);
  return tls_observations;
}

/// The live value's bytes (its kind first), or nothing when it has no serializer, faults, throws
/// or is larger than kMaxScratchBytes.
std::optional<std::string> snapshot(const detail::ValueSlot& slot, std::vector<char>& scratch) {
  // A used-fields copy's traits read the copy; the live object is read by its own type's.
  const detail::ValueTraits* traits = slot.traits->live != nullptr ? slot.traits->live : slot.traits;
  if (traits->save == nullptr) return std::nullopt;  // no unit instantiated its saving code
  if (scratch.empty()) scratch.resize(kFirstScratchBytes);
  while (true) {
    ByteBuffer buffer{scratch.data(), scratch.size(), 0, false};
    auto kind = format::ValueKind::Unreadable;
    auto save = [&] {
      OutputArchive archive(buffer);
      kind = traits->save(slot.live, archive);
    };
    if (!run_guarded(save)) return std::nullopt;
    if (buffer.overflowed) {
      if (scratch.size() >= kMaxScratchBytes) return std::nullopt;
      scratch.resize(scratch.size() * 4);
      continue;
    }
    if (kind == format::ValueKind::Unavailable || kind == format::ValueKind::Unreadable) return std::nullopt;
    std::string bytes(1, static_cast<char>(kind));
    bytes.append(buffer.data, buffer.size);
    return bytes;
  }
}

/// Which of the function's values a call has changed already: one change settles a value as
/// mutable, so it is not serialized again (an interpreter's receiver would be, at every call).
std::vector<bool> settled_values(const detail::FunctionDescriptor& function, std::uint32_t count) {
  std::lock_guard<std::mutex> lock(counts_mutex());
  std::vector<bool> settled(count, false);
  auto found = counts().find(&function);
  if (found == counts().end() || found->second.values.size() != count) return settled;
  for (std::uint32_t i = 0; i < count; ++i) settled[i] = found->second.values[i].changed != 0;
  return settled;
}

/// The function's counts, filled from its descriptor on its first call. Called with counts_mutex() held.
FunctionCounts& counts_of(const detail::FunctionDescriptor& descriptor, std::size_t values) {
  FunctionCounts& function = counts()[&descriptor];
  if (function.calls == 0) {
    function.file = descriptor.file;
    function.line = descriptor.line;
    function.signature = descriptor.signature;
    function.values.resize(values);
  }
  return function;
}

void add_counts(const PendingCall& call, const std::vector<std::optional<std::string>>& at_exit) {
  std::lock_guard<std::mutex> lock(counts_mutex());
  FunctionCounts& function = counts_of(*call.function, at_exit.size());
  if (function.values.size() != at_exit.size()) return;  // cannot happen: one hook, one count
  ++function.calls;
  for (std::size_t i = 0; i < at_exit.size(); ++i) {
    if (!call.at_entry[i] || !at_exit[i]) continue;
    ++function.values[i].observed;
    if (*call.at_entry[i] != *at_exit[i]) ++function.values[i].changed;
  }
}

/// Holds an exclusive lock on `<path>.lock` while alive: runs of the same workload may end
/// together.
class FileLock {
 public:
  explicit FileLock(const std::string& path) : fd_(open((path + ".lock").c_str(), O_CREAT | O_RDWR | O_CLOEXEC, 0644)) {
    if (fd_ >= 0) flock(fd_, LOCK_EX);
  }
  ~FileLock() {
    if (fd_ >= 0) close(fd_);  // closing releases the lock
  }
  FileLock(const FileLock&) = delete;
  FileLock& operator=(const FileLock&) = delete;

 private:
  int fd_;
};

bool write_text(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  out.close();
  return static_cast<bool>(out);
}

void write_at_exit() {
  detail::observing_mutations = false;
  detail::set_unusual_entries(detail::UnusualEntry::ObservingMutations, false);
  if (std::string error = write_observed_mutations(); !error.empty())
    std::fprintf(stderr, "recrash: %s\n", error.c_str());
}

}  // namespace

void observe_mutations(const std::string& path, bool count_only) {
  std::lock_guard<std::mutex> lock(counts_mutex());
  g_count_only.store(count_only, std::memory_order_relaxed);
  std::error_code error;
  output_path() = path.empty() ? path : std::filesystem::absolute(path, error).string();
  static bool exit_registered = false;
  if (!path.empty() && !exit_registered) {
    exit_registered = std::atexit(write_at_exit) == 0;
    // A forked child starts with its parent's counts, which the parent will write: it keeps its
    // own calls only. The lock is held across fork() so the child's copy is not mid-update.
    pthread_atfork([] { counts_mutex().lock(); }, [] { counts_mutex().unlock(); },
                   [] {
                     counts().clear();
                     counts_mutex().unlock();
                   });
  }
  detail::observing_mutations = !path.empty();
  detail::set_unusual_entries(detail::UnusualEntry::ObservingMutations, !path.empty());
}

std::string write_observed_mutations() {
  std::lock_guard<std::mutex> lock(counts_mutex());
  const std::string& path = output_path();
  if (path.empty()) return "";
  format::ObservedMutations observed;
  for (const auto& [descriptor, function] : counts()) {
    format::merge_observed_function(
        observed, {function.file, function.line, function.calls, function.values, function.signature});
  }
  counts().clear();

  FileLock file_lock(path);
  std::ifstream in(path, std::ios::binary);
  if (in) {
    std::stringstream text;
    text << in.rdbuf();
    format::ObservedMutations earlier;
    if (std::string error = format::parse_observed_mutations(text.str(), earlier); !error.empty()) {
      // Not ours to overwrite: what this run saw goes beside it.
      const std::string aside = path + "." + std::to_string(getpid());
      const bool kept = write_text(aside, format::observed_mutations_text(observed));
      return path + ": " + error + "; left as is" + (kept ? ", this run's observations are in " + aside : "");
    }
    for (const auto& [key, function] : earlier) format::merge_observed_function(observed, function);
  }
  const std::string temporary = path + ".tmp-" + std::to_string(getpid());
  if (!write_text(temporary, format::observed_mutations_text(observed))) {
    std::remove(temporary.c_str());
    return "cannot write " + temporary + ": " + std::strerror(errno);
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    const std::string error = std::strerror(errno);
    std::remove(temporary.c_str());
    return "cannot replace " + path + ": " + error;
  }
  return "";
}

}  // namespace recrash::capture

namespace recrash::detail {

void observe_entry(const FunctionDescriptor& function, const ValueSlot* slots, std::uint32_t count) noexcept {
  if (capture::g_count_only.load(std::memory_order_relaxed)) {
    try {
      std::lock_guard<std::mutex> lock(capture::counts_mutex());
      ++capture::counts_of(function, count).calls;
    } catch (...) {
      // Out of memory: this call goes uncounted.
    }
    return;
  }
  capture::ThreadObservations* thread = capture::this_thread();
  if (thread == nullptr || thread->busy) return;
  thread->busy = true;
  try {
    capture::PendingCall call{&function, slots, {}};
    const std::vector<bool> settled = capture::settled_values(function, count);
    call.at_entry.reserve(count);
    for (std::uint32_t i = 0; i < count; ++i) {
      call.at_entry.push_back(settled[i] ? std::nullopt : capture::snapshot(slots[i], thread->scratch));
    }
    thread->pending.push_back(std::move(call));
  } catch (...) {
    // Out of memory: this call goes unobserved.
  }
  thread->busy = false;
}

void observe_exit(const ValueSlot* slots) noexcept {
  capture::ThreadObservations* thread = capture::tls_observations;
  if (thread == nullptr || thread->busy) return;
  auto& pending = thread->pending;
  // The innermost call with these slots; calls above it were left without an exit (longjmp).
  auto call = pending.end();
  while (call != pending.begin() && std::prev(call)->slots != slots) --call;
  if (call == pending.begin()) return;  // entered before observing began, or while serializing
  --call;
  thread->busy = true;
  try {
    std::vector<std::optional<std::string>> at_exit;
    at_exit.reserve(call->at_entry.size());
    for (std::size_t i = 0; i < call->at_entry.size(); ++i) {
      at_exit.push_back(call->at_entry[i] ? capture::snapshot(slots[i], thread->scratch) : std::nullopt);
    }
    capture::add_counts(*call, at_exit);
  } catch (...) {
    // Out of memory: this call goes unobserved.
  }
  pending.erase(call, pending.end());
  thread->busy = false;
}

}  // namespace recrash::detail
