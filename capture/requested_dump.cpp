// SPDX-License-Identifier: MIT
// Dumps the program asks for (recrash::write_dump); while a generated test replays a dump, they go
// to the replay library instead (recrash/detail/capture_link.hpp). Normal context: may allocate
// and lock.
#include "crash/crash_report.hpp"
#include "runtime.hpp"

#include <recrash/detail/shadow_stack.hpp>
#include <recrash/dump.hpp>

#include <memory>
#include <mutex>

namespace recrash {
namespace {

std::mutex g_mutex;

constexpr std::size_t kRequestedDumpBytes = std::size_t{1} << 20;

}  // namespace

std::string write_dump(const std::string& reason) {
  if (auto* on_requested = capture::runtime().on_replayed_request.load()) {
    on_requested(reason.c_str());
    return {};
  }
  std::lock_guard<std::mutex> lock(g_mutex);
  if (!detail::capture_enabled.load(std::memory_order_relaxed)) return {};
  // Its own workspace, so that a crash in another thread meanwhile finds the crash path's free.
  static auto* workspace = [] {
    auto* w = new capture::ReportWorkspace{};
    w->buffer.data = new char[kRequestedDumpBytes];
    w->buffer.capacity = kRequestedDumpBytes;
    return w;
  }();
  capture::CrashInfo info;
  info.kind = format::FailureKind::Requested;
  info.message = reason.c_str();
  info.all_threads = false;  // the program goes on: only this thread's calls, others untouched
  char path[4200];
  if (!capture::write_crash_report(info, *workspace, path, sizeof(path))) return {};
  return path;
}

}  // namespace recrash
