// SPDX-License-Identifier: MIT
// The capture run time seen from a replaying test: weak references, null when the test program
// has no capture run time (recrash/detail/capture_link.hpp). Requested dumps are kept here.
#include "capture_link.hpp"

#include <recrash/detail/capture_link.hpp>
#include <recrash/replay.hpp>

#include <algorithm>
#include <mutex>
#include <string>
#include <vector>

extern "C" {
__attribute__((weak)) void recrash_capture_enter_replay(void (*on_requested)(const char* reason)) noexcept;
__attribute__((weak)) std::size_t recrash_capture_thrown_from(const std::type_info* type, std::uintptr_t* pcs,
                                                              std::size_t capacity) noexcept;
}

namespace recrash::replay {
namespace {

std::mutex g_mutex;
std::vector<std::string> g_requested;

void record_request(const char* reason) {
  const std::lock_guard<std::mutex> lock(g_mutex);
  g_requested.emplace_back(reason);
}

}  // namespace

void turn_capture_off() noexcept {
  if (recrash_capture_enter_replay != nullptr) recrash_capture_enter_replay(&record_request);
}

std::size_t thrown_from(const std::type_info& type, std::uintptr_t* pcs, std::size_t capacity) noexcept {
  if (recrash_capture_thrown_from == nullptr) return 0;
  return recrash_capture_thrown_from(&type, pcs, capacity);
}

bool was_dump_requested(const std::string& reason) {
  const std::lock_guard<std::mutex> lock(g_mutex);
  return std::find(g_requested.begin(), g_requested.end(), reason) != g_requested.end();
}

void forget_requested_dumps() {
  const std::lock_guard<std::mutex> lock(g_mutex);
  g_requested.clear();
}

}  // namespace recrash::replay
