// SPDX-License-Identifier: MIT
// A hooked function's first call: where its code is, and whether it is monitored. Normal
// context (the hook of an ordinary call), never the crash path.
#include "function_registry.hpp"

#include "runtime.hpp"
#include "watch_list.hpp"

#define UNW_LOCAL_ONLY
#include <libunwind.h>

#include <cxxabi.h>

namespace recrash {
namespace capture {
namespace {

FunctionRegistry g_registry{};

/// The function (as the unwinder's tables delimit it) that contains `pc`. With the hook inlined,
/// that is the hooked function, or the function it was inlined into.
void locate_code(std::uintptr_t pc, std::uintptr_t& begin, std::uintptr_t& end) noexcept {
  unw_proc_info_t info{};
  if (unw_get_proc_info_by_ip(unw_local_addr_space, pc, &info, nullptr) == 0 && info.start_ip < info.end_ip) {
    begin = info.start_ip;
    end = info.end_ip;
  } else {
    begin = pc;  // no unwind table: only this one address is known to be its own
    end = pc + 1;
  }
}

void register_function(detail::FunctionDescriptor& function) noexcept {
  if (function.registered.exchange(true, std::memory_order_acq_rel)) return;
  const std::size_t index = g_registry.count.fetch_add(1, std::memory_order_relaxed);
  if (index >= kMaxFunctions) {
    g_registry.count.store(kMaxFunctions, std::memory_order_relaxed);
    g_registry.dropped.fetch_add(1, std::memory_order_relaxed);
    return;
  }
  g_registry.entries[index].store(&function, std::memory_order_release);
}

detail::FunctionState decide(const detail::FunctionDescriptor& function) noexcept {
  if (!detail::capture_enabled.load(std::memory_order_acquire)) return detail::FunctionState::Skipped;
  if (runtime().mode != Mode::SecondChance) return detail::FunctionState::Monitored;
  return is_watched(function.signature) ? detail::FunctionState::Monitored : detail::FunctionState::Skipped;
}

}  // namespace

FunctionRegistry& function_registry() noexcept { return g_registry; }

void reset_function_states() noexcept {
  const std::size_t count = g_registry.count.load(std::memory_order_acquire);
  for (std::size_t i = 0; i < count && i < kMaxFunctions; ++i) {
    if (detail::FunctionDescriptor* function = g_registry.entries[i].load(std::memory_order_acquire)) {
      function->state.store(detail::FunctionState::Unresolved, std::memory_order_relaxed);
    }
  }
}

}  // namespace capture

namespace detail {

namespace {
/// Locates one of a function's code ranges from `pc` on the first call that gets there, and
/// registers the function.
void locate_once(FunctionDescriptor& function, std::atomic<bool>& located, std::uintptr_t pc, std::uintptr_t& begin,
                 std::uintptr_t& end) noexcept {
  if (!located.exchange(true, std::memory_order_acq_rel)) capture::locate_code(pc, begin, end);
  capture::register_function(function);
}

FunctionState decide_and_store(FunctionDescriptor& function) noexcept {
  const FunctionState state = capture::decide(function);
  function.state.store(state, std::memory_order_relaxed);
  return state;
}

std::uintptr_t caller_pc(void* return_address) noexcept { return reinterpret_cast<std::uintptr_t>(return_address); }
}  // namespace

// The hook is always inlined, so the return address is in the hooked function's own code.
__attribute__((noinline)) FunctionState resolve_function(FunctionDescriptor& function) noexcept {
  const std::uintptr_t pc = caller_pc(__builtin_return_address(0));
  locate_once(function, function.hook_located, pc, function.code_begin, function.code_end);
  return decide_and_store(function);
}

// Called from the twin's own code (its hook, always inlined), with the address the twin returns
// to: the entry's code, or its caller's where the entry was inlined.
__attribute__((noinline)) void locate_twin(FunctionDescriptor& function, const void* entry_pc) noexcept {
  const std::uintptr_t pc = caller_pc(__builtin_return_address(0));
  locate_once(function, function.hook_located, pc, function.code_begin, function.code_end);
  locate_once(function, function.entry_located, reinterpret_cast<std::uintptr_t>(entry_pc) - 1, function.entry_begin,
              function.entry_end);
}

namespace {
/// The Itanium C++ ABI's per-thread exception globals (section 2.5.2), as libstdc++ and
/// libc++abi lay them out.
struct EhGlobals {
  void* caught_exceptions;
  unsigned int uncaught_exceptions;
};
}  // namespace

const unsigned* locate_uncaught_count() noexcept {
  return &reinterpret_cast<const EhGlobals*>(abi::__cxa_get_globals())->uncaught_exceptions;
}

bool exception_pending() noexcept {
  const auto* globals = reinterpret_cast<const EhGlobals*>(abi::__cxa_get_globals());
  return globals->caught_exceptions != nullptr || globals->uncaught_exceptions != 0;
}

}  // namespace detail
}  // namespace recrash
