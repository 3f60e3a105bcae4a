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
/// condition of the statement that follows: it holds unless the function is known to be
/// unmonitored, and then the call runs the twin, a lambda that holds the hook and a copy of the
/// body; the hook decides a state not decided yet. Otherwise the body runs as written: no guard
/// object, no parameter whose address is taken, no call to keep registers for, so the optimiser
/// inlines and keeps in registers as it would without recrash. The twin is never inlined, so it
/// costs the entry one call on the cold path only.
///
/// A body that cannot be copied (its static local would be two, it names itself with __func__ or
/// assert(), its return type has no text to give the lambda) is there once, and its twin calls
/// the function again instead (it re-enters it):
///
///     int Ids::next() { RECRASH_ENTRY(4, METHOD, ) return [&](::recrash::detail::Reentry)
///         RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_METHOD(4, ); RECRASH_REENTER(4);
///         return this->Ids::next(); }({}); RECRASH_TWIN_END
///     #line 12
///       ...the body, as written...
///     }
///
/// RECRASH_REENTER marks the call the twin makes, whose entry then runs the body. A recorded call
/// costs one entry more that way, so the copy is preferred where it can be made.
///
/// Hand-written hooks (recrash/frame.hpp) stay as they are; these macros are what the
/// instrumenter writes.

#include <recrash/detail/shadow_stack.hpp>

#include <atomic>
#include <type_traits>

namespace recrash::detail {

/// Whether this call is the one a re-entering twin of `function` makes, which runs the body:
/// true once per mark.
inline bool reentered(const FunctionDescriptor& function) noexcept {
  ShadowStack& stack = tls_shadow_stack;
  if (stack.reentering != &function) return false;
  stack.reentering = nullptr;
  return true;
}

/// Whether this call of an instrumented function runs its twin: unless the function is known to
/// be unmonitored, or this is the call its re-entering twin makes. An undecided function's
/// twin decides (its hook resolves the state), so that the entry calls nothing but its twin and
/// the optimiser can keep the body's code free of what that call needs (a stack frame, saved
/// registers).
__attribute__((always_inline)) inline bool monitored_entry(const FunctionDescriptor& function) noexcept {
  const FunctionState state = function.state.load(std::memory_order_relaxed);
  if (__builtin_expect(state == FunctionState::Skipped, 1)) return false;
  return !reentered(function);
}

/// The first parameter of a re-entering twin: it names the lambda apart from the program's own
/// ("{lambda(recrash::detail::Reentry, ...)#1}"), which is how recrash-gen folds it away.
struct Reentry {};

/// Marks the call a re-entering twin makes as the one that runs its function's body. Arguments
/// copied for that call may run other monitored functions first: each marks and unmarks its own
/// call around this one, so the mark is the twin's again when its entry is reached.
class ReentryMark {
 public:
  explicit ReentryMark(const FunctionDescriptor& function) noexcept : saved_(tls_shadow_stack.reentering) {
    tls_shadow_stack.reentering = &function;
  }
  ReentryMark(const ReentryMark&) = delete;
  ReentryMark& operator=(const ReentryMark&) = delete;
  ~ReentryMark() { tls_shadow_stack.reentering = saved_; }

 private:
  const FunctionDescriptor* saved_;
};

/// An rvalue-reference parameter handed on by a re-entering twin, which took it as an lvalue.
template <typename T>
constexpr std::remove_reference_t<T>&& rvalue(T&& value) noexcept {
  return static_cast<std::remove_reference_t<T>&&>(value);
}

/// The twin's first call locates its code and its entry's (where a crash of a monitored call,
/// and of an unmonitored one, happens). Always inlined into the twin, whose return address is
/// in the entry.
__attribute__((always_inline)) inline void enter_twin(FunctionDescriptor& function) noexcept {
  if (__builtin_expect(!function.hook_located.load(std::memory_order_relaxed), 0)) {
    locate_twin(function, __builtin_return_address(0));
  }
}

}  // namespace recrash::detail

#define RECRASH_DETAIL_KIND_FUNCTION ::recrash::format::FunctionKind::Free
#define RECRASH_DETAIL_KIND_METHOD ::recrash::detail::member_kind<decltype(this)>()
#define RECRASH_DETAIL_KIND_STATIC_METHOD ::recrash::format::FunctionKind::Static
#define RECRASH_DETAIL_KIND_CONSTRUCTOR ::recrash::format::FunctionKind::Constructor

/// The entry of an instrumented function: `kind` is FUNCTION, METHOD, STATIC_METHOD or
/// CONSTRUCTOR; `parameters` the text of the parameter list, as RECRASH_METHOD's arguments.
#define RECRASH_ENTRY(id, kind, ...)                                                                             \
  _Pragma("GCC diagnostic push") _Pragma(                                                                        \
      "GCC diagnostic ignored \"-Wshadow\"") static ::recrash::detail::FunctionDescriptor recrash_function_##id{ \
      nullptr,                                                                                                   \
      __PRETTY_FUNCTION__,                                                                                       \
      #__VA_ARGS__,                                                                                              \
      __FILE__,                                                                                                  \
      __LINE__,                                                                                                  \
      RECRASH_DETAIL_HEADER,                                                                                     \
      RECRASH_DETAIL_MANIFEST,                                                                                   \
      RECRASH_DETAIL_KIND_##kind};                                                                               \
  if (__builtin_expect(::recrash::detail::monitored_entry(recrash_function_##id), 0))

/// In a re-entering twin, before it calls its function again.
#define RECRASH_REENTER(id) ::recrash::detail::ReentryMark recrash_reentry_##id(recrash_function_##id)

/// After the statement that calls the twin, whose parameters have the entry's names on purpose.
#define RECRASH_TWIN_END _Pragma("GCC diagnostic pop")

/// What the twin lambda is declared with: it stays a function of its own.
#define RECRASH_TWIN_ATTRIBUTES __attribute__((noinline))

#define RECRASH_DETAIL_TWIN(id, receiver, ...)          \
  ::recrash::detail::enter_twin(recrash_function_##id); \
  RECRASH_DETAIL_RECORD(recrash_function_##id, id, receiver, __VA_ARGS__)

/// The hook of a twin, one for each hook of recrash/frame.hpp, taking the entry's id first.
#define RECRASH_TWIN_FUNCTION(id, ...) RECRASH_DETAIL_TWIN(id, ::recrash::detail::no_receiver(), __VA_ARGS__)
#define RECRASH_TWIN_STATIC_METHOD(id, ...) RECRASH_DETAIL_TWIN(id, ::recrash::detail::no_receiver(), __VA_ARGS__)
#define RECRASH_TWIN_CONSTRUCTOR(id, ...) RECRASH_DETAIL_TWIN(id, ::recrash::detail::no_receiver(), __VA_ARGS__)
#define RECRASH_TWIN_METHOD(id, ...) RECRASH_DETAIL_TWIN(id, RECRASH_DETAIL_THIS, __VA_ARGS__)
#define RECRASH_TWIN_METHOD_IMMUTABLE_THIS(id, ...) RECRASH_DETAIL_TWIN(id, RECRASH_DETAIL_THIS_BY_ADDRESS, __VA_ARGS__)
#define RECRASH_TWIN_METHOD_UNCOPIED_THIS(id, ...) RECRASH_DETAIL_TWIN(id, RECRASH_DETAIL_THIS_BY_ADDRESS, __VA_ARGS__)
#define RECRASH_TWIN_METHOD_USED_FIELDS(id, fields, ...) RECRASH_DETAIL_TWIN(id, fields, __VA_ARGS__)
