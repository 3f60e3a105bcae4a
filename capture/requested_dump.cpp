// SPDX-License-Identifier: MIT
// Dumps the program asks for (recrash::write_dump), and what stands in for them while a
// generated test replays a dump. Normal context: may allocate and lock.
#include "crash_report.hpp"
#include "runtime.hpp"

#include <recrash/dump.hpp>
#include <recrash/replay.hpp>
#include <recrash/shadow_stack.hpp>

#include <algorithm>
#include <memory>
#include <mutex>
#include <vector>

namespace recrash {
namespace {

std::mutex g_mutex;
std::vector<std::string> g_replayed_requests;

constexpr std::size_t kRequestedDumpBytes = std::size_t{1} << 20;

}  // namespace

std::string write_dump(const std::string& reason) {
  std::lock_guard<std::mutex> lock(g_mutex);
  if (capture::runtime().replaying) {
    g_replayed_requests.push_back(reason);
    return {};
  }
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

namespace detail {

void enter_replay_mode() noexcept {
  capture::runtime().replaying = true;
  Config config;
  config.mode = Mode::Off;
  configure(config);
}

}  // namespace detail

namespace replay {

bool was_dump_requested(const std::string& reason) {
  std::lock_guard<std::mutex> lock(g_mutex);
  return std::find(g_replayed_requests.begin(), g_replayed_requests.end(), reason) !=
         g_replayed_requests.end();
}

void forget_requested_dumps() {
  std::lock_guard<std::mutex> lock(g_mutex);
  g_replayed_requests.clear();
}

}  // namespace replay
}  // namespace recrash
