// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The two bodies recrash-instrument gives a function, so that a call that is not monitored runs
/// the program's own code with nothing around it but one load and a branch:
///
///     bool Account::withdraw(long cents) { RECRASH_ENTRY(3, METHOD, cents) return [&](decltype(cents) cents)
///         RECRASH_TWIN_ATTRIBUTES -> bool { RECRASH_TWIN_METHOD(3, cents);
///     #line 8
///       ...the body...
///     }(cents); RECRASH_TWIN_END
///     #line 8
///       ...the body, as written...
///     }
///
/// RECRASH_ENTRY declares the function's descriptor (named from the first argument) and is the
/// condition of the statement that follows: it holds when the call is to be monitored, and then
/// the call runs the twin, a lambda that holds the hook and a copy of the body. Otherwise the
/// body runs as written: no guard object, no parameter whose address is taken, so the optimiser
/// inlines and keeps in registers as it would without recrash. The twin is never inlined, so it
/// costs the entry one call on the cold path only.
///
/// Hand-written hooks (recrash/frame.hpp) stay as they are; these macros are what the
/// instrumenter writes, and need a copy of the body.

#include <recrash/shadow_stack.hpp>

#include <atomic>

namespace recrash::detail {

/// Whether this call of an instrumented function runs its monitored twin. Always inlined, so
/// that resolve_entry() finds the entry's code from its return address.
__attribute__((always_inline)) inline bool monitored_entry(FunctionDescriptor& function) noexcept {
  const FunctionState state = function.state.load(std::memory_order_relaxed);
  if (__builtin_expect(state == FunctionState::Skipped, 1)) return false;
  return state == FunctionState::Monitored || resolve_entry(function) == FunctionState::Monitored;
}

/// The twin's first call locates its code (where a crash of a monitored call happens).
__attribute__((always_inline)) inline void enter_twin(FunctionDescriptor& function) noexcept {
  if (__builtin_expect(!function.hook_located.load(std::memory_order_relaxed), 0)) locate_twin(function);
}

}  // namespace recrash::detail

#define RECRASH_DETAIL_KIND_FUNCTION ::recrash::format::FunctionKind::Free
#define RECRASH_DETAIL_KIND_METHOD ::recrash::detail::member_kind<decltype(this)>()
#define RECRASH_DETAIL_KIND_STATIC_METHOD ::recrash::format::FunctionKind::Static
#define RECRASH_DETAIL_KIND_CONSTRUCTOR ::recrash::format::FunctionKind::Constructor

/// The entry of an instrumented function: `kind` is FUNCTION, METHOD, STATIC_METHOD or
/// CONSTRUCTOR; `parameters` the text of the parameter list, as RECRASH_METHOD's arguments.
#define RECRASH_ENTRY(id, kind, ...)                                                          \
  _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wshadow\"")             \
  static ::recrash::detail::FunctionDescriptor recrash_function_##id{                         \
      nullptr, __PRETTY_FUNCTION__, #__VA_ARGS__, __FILE__, __LINE__, RECRASH_DETAIL_HEADER, \
      RECRASH_DETAIL_MANIFEST, RECRASH_DETAIL_KIND_##kind};                                   \
  if (__builtin_expect(::recrash::detail::monitored_entry(recrash_function_##id), 0))

/// After the statement that calls the twin, whose parameters have the entry's names on purpose.
#define RECRASH_TWIN_END _Pragma("GCC diagnostic pop")

/// What the twin lambda is declared with: it stays a function of its own.
#define RECRASH_TWIN_ATTRIBUTES __attribute__((noinline))

#define RECRASH_DETAIL_TWIN(id, receiver, ...)                                   \
  ::recrash::detail::enter_twin(recrash_function_##id);                          \
  ::recrash::detail::FrameGuard recrash_frame_##id(recrash_function_##id, receiver, \
                                                   ::recrash::detail::args(__VA_ARGS__))

/// The hook of a twin, one for each hook of recrash/frame.hpp, taking the entry's id first.
#define RECRASH_TWIN_FUNCTION(id, ...) RECRASH_DETAIL_TWIN(id, ::recrash::detail::no_receiver(), __VA_ARGS__)
#define RECRASH_TWIN_STATIC_METHOD(id, ...) RECRASH_DETAIL_TWIN(id, ::recrash::detail::no_receiver(), __VA_ARGS__)
#define RECRASH_TWIN_CONSTRUCTOR(id, ...) RECRASH_DETAIL_TWIN(id, ::recrash::detail::no_receiver(), __VA_ARGS__)
#define RECRASH_TWIN_METHOD(id, ...) RECRASH_DETAIL_TWIN(id, RECRASH_DETAIL_THIS, __VA_ARGS__)
#define RECRASH_TWIN_METHOD_IMMUTABLE_THIS(id, ...) RECRASH_DETAIL_TWIN(id, RECRASH_DETAIL_THIS_UNCOPIED, __VA_ARGS__)
#define RECRASH_TWIN_METHOD_UNCOPIED_THIS(id, ...) RECRASH_DETAIL_TWIN(id, RECRASH_DETAIL_THIS_UNCOPIED, __VA_ARGS__)
#define RECRASH_TWIN_METHOD_USED_FIELDS(id, fields, ...) RECRASH_DETAIL_TWIN(id, fields, __VA_ARGS__)
