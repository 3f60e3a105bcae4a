// SPDX-License-Identifier: MIT
// Async-signal-safe: nothing here allocates, locks or calls stdio. The registry and the learned
// list were built in normal context; this only reads them.
#include "crash/watch_list_update.hpp"

#include "crash/raw_io.hpp"
#include "function_registry.hpp"
#include "watch_list.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace recrash::capture {
namespace {

bool contains(const detail::FunctionDescriptor* const* list, std::uint32_t count,
              const detail::FunctionDescriptor* function) noexcept {
  for (std::uint32_t i = 0; i < count; ++i) {
    if (list[i] == function) return true;
  }
  return false;
}

}  // namespace

std::uint32_t unwatched_functions_on(const std::uint64_t* pcs, std::uint32_t count,
                                     const detail::FunctionDescriptor** out, std::uint32_t max) noexcept {
  FunctionRegistry& registry = function_registry();
  const std::size_t registered = registry.count.load(std::memory_order_acquire);
  std::uint32_t found = 0;
  for (std::uint32_t i = 0; i < count; ++i) {
    // A return address may be one past its call, at the end of a function that does not return.
    const std::uintptr_t pc = static_cast<std::uintptr_t>(pcs[i]) - (i == 0 ? 0 : 1);
    for (std::size_t r = 0; r < registered && r < kMaxFunctions; ++r) {
      const detail::FunctionDescriptor* function = registry.entries[r].load(std::memory_order_acquire);
      if (function == nullptr || !function_contains(*function, pc)) continue;
      if (function->state.load(std::memory_order_relaxed) == detail::FunctionState::Monitored) continue;
      if (found == max) return found;
      if (!contains(out, found, function)) out[found++] = function;
    }
  }
  return found;
}

bool add_to_watch_list(const RuntimeState& state, const detail::FunctionDescriptor* const* added,
                       std::uint32_t count) noexcept {
  const LearnedWatchList* learned = learned_watch_list();
  if (learned == nullptr) return false;
  const int fd = open(learned->temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) {
    say("recrash: cannot update the watch list ", learned->path.c_str(), ": ", describe_errno(errno));
    say("\n");
    return false;
  }
  bool written = write_all(fd, kWatchListHeader, std::strlen(kWatchListHeader)) && write_all(fd, "\n", 1) &&
                 write_all(fd, learned->entries.data(), learned->entries.size());
  for (std::uint32_t i = 0; i < count && written; ++i) {
    written = write_all(fd, added[i]->signature, std::strlen(added[i]->signature)) && write_all(fd, "\n", 1);
  }
  written = written && fsync(fd) == 0;
  const int error = errno;
  close(fd);
  if (!written || rename(learned->temporary.c_str(), learned->path.c_str()) != 0) {
    const int reported = written ? errno : error;
    unlink(learned->temporary.c_str());
    say("recrash: cannot update the watch list ", learned->path.c_str(), ": ", describe_errno(reported));
    say("\n");
    return false;
  }
  if (!state.quiet) {
    char number[24];
    number[detail::render_unsigned(count, number, sizeof(number) - 1)] = '\0';
    say("recrash: second chance: ", number, count == 1 ? " function" : " functions");
    say(" on this crash's stack will be monitored from the next run (", learned->path.c_str(), ")\n");
  }
  return true;
}

}  // namespace recrash::capture
