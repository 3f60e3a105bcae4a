// SPDX-License-Identifier: MIT
// Records where each exception is thrown. libstdc++ calls std::terminate for an exception
// nothing catches without unwinding, but `catch (...) { throw; }`, a noexcept boundary or a
// thread body unwind first, so by the time the terminate handler runs the throw site may be gone.
// The __cxa_throw that calls in here is defined in throw_hook_abi.c.
#include "throw_hook.hpp"

#include "runtime.hpp"

#include <recrash/detail/capture_link.hpp>
#include <recrash/detail/shadow_stack.hpp>

#include <dlfcn.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <typeinfo>

namespace recrash::capture {
namespace {

using CxaThrow = void (*)(void*, void*, void (*)(void*));

CxaThrow g_real_cxa_throw = nullptr;
__thread ThrowSite tls_throw_site __attribute__((tls_model("initial-exec")));

}  // namespace

void resolve_real_cxa_throw() noexcept {
  if (g_real_cxa_throw == nullptr) g_real_cxa_throw = reinterpret_cast<CxaThrow>(dlsym(RTLD_NEXT, "__cxa_throw"));
}

const ThrowSite& last_throw_site() noexcept { return tls_throw_site; }

}  // namespace recrash::capture

extern "C" std::size_t recrash_capture_thrown_from(const std::type_info* type, std::uintptr_t* pcs,
                                                   std::size_t capacity) noexcept {
  const recrash::capture::ThrowSite& site = recrash::capture::last_throw_site();
  if (site.type == nullptr || *static_cast<const std::type_info*>(site.type) != *type) return 0;
  std::size_t count = 0;
  for (; count < site.size && count < capacity; ++count) pcs[count] = static_cast<std::uintptr_t>(site.pcs[count]);
  return count;
}

extern "C" void recrash_capture_record_throw(void* type) noexcept {
  using namespace recrash::capture;
  // Also in a test that replays a crash, whose failure is checked by where it throws.
  if (!recrash::detail::capture_enabled.load(std::memory_order_relaxed) &&
      !runtime().replaying.load(std::memory_order_relaxed)) {
    return;
  }
  ThrowSite& site = tls_throw_site;
  site.type = type;
  // Leave out this function and __cxa_throw: the site starts at the throw expression.
  site.size = capture_backtrace(nullptr, site.pcs, kMaxBacktrace, 2);
}

extern "C" [[noreturn]] void recrash_capture_forward_throw(void* object, void* type, void (*destroy)(void*)) {
  using namespace recrash::capture;
  resolve_real_cxa_throw();
  if (g_real_cxa_throw == nullptr) std::abort();
  g_real_cxa_throw(object, type, destroy);
  __builtin_unreachable();
}
