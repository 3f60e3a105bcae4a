// SPDX-License-Identifier: MIT
// Async-signal-safe, find_abort_message() aside (start-up): abort_message() only reads memory the
// C library wrote before it raised SIGABRT.
#include "crash/abort_message.hpp"

#include <dlfcn.h>

#include <cstring>

namespace recrash::capture {
namespace {

/// glibc's struct abort_msg_s: the size of the mapping it allocated, then the NUL-terminated text.
struct AbortMessage {
  unsigned int size;
  char text[1];
};

/// A message longer than this is not trusted as one (glibc's are a few hundred bytes).
constexpr unsigned int kLongestMessage = 1u << 16;

AbortMessage* const* g_slot = nullptr;

}  // namespace

void find_abort_message() noexcept {
  if (g_slot == nullptr) g_slot = static_cast<AbortMessage* const*>(dlsym(RTLD_DEFAULT, "__abort_msg"));
}

const char* abort_message() noexcept {
  if (g_slot == nullptr) return "";
  const AbortMessage* message = *g_slot;
  if (message == nullptr || message->size <= sizeof(unsigned int) || message->size > kLongestMessage) return "";
  const std::size_t room = message->size - sizeof(unsigned int);
  return std::memchr(message->text, '\0', room) != nullptr ? message->text : "";
}

}  // namespace recrash::capture
