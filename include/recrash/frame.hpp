// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The hooks: one macro at the top of a function body makes the call a monitored frame.
///
///     std::string Codec::decode(const std::string& text, int flags) {
///       RECRASH_METHOD(text, flags);
///       ...
///     }
///
/// | function                         | macro                                  |
/// |----------------------------------|----------------------------------------|
/// | free function                    | RECRASH_FUNCTION(args...)              |
/// | member or const member function  | RECRASH_METHOD(args...)                |
/// | one that writes nothing of *this | RECRASH_METHOD_IMMUTABLE_THIS(args...) |
/// | one whose class cannot be copied | RECRASH_METHOD_UNCOPIED_THIS(args...)  |
/// | one that uses some members only  | RECRASH_METHOD_USED_FIELDS(fields, args...) |
/// | static member function           | RECRASH_STATIC_METHOD(args...)         |
/// | constructor (in its body)        | RECRASH_CONSTRUCTOR(args...)           |
///
/// List every parameter, in order, by name. Wrap one in recrash::by_copy() or
/// recrash::by_reference() to override the configured copy strategy for it alone, or in
/// recrash::not_recorded() to record nothing of it. Define
/// RECRASH_DECLARING_HEADER to the header that declares the functions of a source file (before
/// its hooks) so generated tests know what to include, followed by any more headers a test
/// needs, separated by ';' ("shapes.hpp;shape_impl.hpp": recrash-instrument adds those that
/// define the classes the functions' signatures name); without it recrash-gen looks for a header
/// with the source file's name. recrash-instrument emits the same macros;
/// RECRASH_METHOD_IMMUTABLE_THIS keeps only the receiver's address whatever the configured
/// strategy (its state at the crash is its state at entry), and recrash-instrument uses it for
/// the methods its immutability analysis finds write nothing reachable from `this`.
/// RECRASH_METHOD_UNCOPIED_THIS keeps only the receiver's address too, for a class whose copy
/// constructor is declared but would not compile (a member `std::vector<std::unique_ptr<T>>`:
/// the trait std::is_copy_constructible says yes): recrash-instrument uses it for such classes.
/// Neither holds code that copies the receiver. Under the Copy strategy, a frame with a value
/// that cannot be copied (by its type, or listed as recrash::uncopied()) is serialized at
/// the call's entry instead, when it fits the thread's 1 MiB arena.
/// RECRASH_METHOD_USED_FIELDS (recrash/used_fields.hpp) is for the methods that use only some of
/// the members of their class: only those are copied.

#include <recrash/config.hpp>
#include <recrash/detail/copy_slot.hpp>
#include <recrash/detail/shadow_stack.hpp>
#include <recrash/used_fields.hpp>

#include <exception>
#include <initializer_list>
#include <new>
#include <tuple>
#include <type_traits>
#include <utility>

namespace recrash {

namespace detail {

inline constexpr std::int8_t kDefaultStrategy = -1;

/// One listed argument. kMayCopy false (recrash::by_reference, recrash::not_recorded) keeps the
/// Copy strategy's code out of the hook: nothing odr-uses T's copy constructor, which may have no
/// definition in this translation unit (one inline in a header the unit does not include).
template <class T, bool kMayCopy = true>
struct ArgRef {
  using type = T;
  static constexpr bool may_copy = kMayCopy;
  T& value;
  std::int8_t strategy;  ///< a CopyStrategy, or kDefaultStrategy
};

template <class T>
ArgRef<T> as_arg(T& value) {
  return {value, kDefaultStrategy};
}
template <class T, bool kMayCopy>
ArgRef<T, kMayCopy> as_arg(ArgRef<T, kMayCopy> arg) {
  return arg;
}
template <class... Ts>
auto args(Ts&&... values) {
  static_assert(((std::is_lvalue_reference_v<Ts> || !std::is_reference_v<Ts>)&&...),
                "list the function's parameters by name");
  return std::make_tuple(as_arg(std::forward<Ts>(values))...);
}

/// The receiver of a member function, listed like an argument: kMayCopy false keeps the Copy
/// strategy's code for it out of the hook.
template <bool kMayCopy, class T>
ArgRef<T, kMayCopy> receiver_arg(T* self, std::int8_t strategy) noexcept {
  return {*self, strategy};
}

/// Where a Copy strategy keeps its copy: in the guard, on the hooked function's own stack.
template <class T>
using CopyStorage =
    std::conditional_t<copyable_all_through<std::remove_cv_t<T>>::value && !std::is_abstract_v<std::remove_cv_t<T>>,
                       CopySlot<std::remove_cv_t<T>>, NoReceiver>;
/// An argument's or a receiver's: none for one that may not be copied, nor for no receiver.
template <class Arg>
struct ArgStorageOf {
  using type = std::conditional_t<Arg::may_copy, CopyStorage<typename Arg::type>, NoReceiver>;
};
template <>
struct ArgStorageOf<NoReceiver> {
  using type = NoReceiver;
};
template <class Self, class... Fields>
struct ArgStorageOf<UsedFields<Self, Fields...>> {
  using type = UsedFieldsStorage<Self, Fields...>;
};
template <class Arg>
using ArgStorage = typename ArgStorageOf<Arg>::type;

/// Whether `object` is at address 0: a method called through a null pointer, or a reference
/// bound to `*p` with `p` null. The address is laundered so that the compiler cannot assume what
/// a reference or `this` promises (never null) and drop the check; such an object is kept by its
/// address, and the dump says it was null, instead of copying it, which would fault in the hook.
inline bool at_null_address(const void* object) noexcept {
  asm("" : "+r"(object));
  return object == nullptr;
}

/// Receiver is the ArgRef type of *this (receiver_arg()), UsedFields (recrash::used_fields()) or
/// NoReceiver; Args are the ArgRef types of the listed arguments.
template <class Receiver, class... Args>
class FrameGuard {
  static constexpr bool kHasReceiver = !std::is_same_v<Receiver, NoReceiver>;
  static constexpr std::size_t kSlots = sizeof...(Args) + (kHasReceiver ? 1 : 0);

 public:
  // Always inlined, also without optimisation: resolve_function() finds the hooked function's
  // code from its return address.
  __attribute__((always_inline))
  FrameGuard(FunctionDescriptor& function, Receiver receiver, std::tuple<Args...> arguments) noexcept {
    // With capture off or the function not watched, a hook costs this load and branch.
    const FunctionState state = function.state.load(std::memory_order_relaxed);
    if (__builtin_expect(state != FunctionState::Monitored, 0)) {
      if (state == FunctionState::Skipped || resolve_function(function) != FunctionState::Monitored) return;
    }
    if (__builtin_expect(tls_shadow_stack.writing != 0, 0)) return;  // called by recrash's own writing
    // A value RECRASH_COPY=copy asked to copy and that cannot be: the frame is serialized now.
    bool fell_back = false;
    if constexpr (is_used_fields_v<Receiver>) {
      fell_back = fill_used(slots_[0], std::get<0>(copies_), receiver,
                            static_cast<CopyStrategy>(receiver_copy_strategy.load(std::memory_order_relaxed)));
    } else if constexpr (kHasReceiver) {
      fell_back = fill(slots_[0], std::get<0>(copies_), receiver.value,
                       receiver.strategy == kDefaultStrategy
                           ? static_cast<CopyStrategy>(receiver_copy_strategy.load(std::memory_order_relaxed))
                           : static_cast<CopyStrategy>(receiver.strategy));
    }
    fell_back |= fill_arguments(arguments, std::index_sequence_for<Args...>{});
    stack_ = &tls_shadow_stack;
    uncaught_ = uncaught_exceptions(*stack_);
    depth_ = stack_->depth++;
    stack_->frames[slot_of(depth_)] = FrameRecord{
        ++stack_->next_id, depth_, &function, slots_, static_cast<std::uint32_t>(kSlots), false, false, 0, 0};
    if (__builtin_expect(fell_back, 0)) freeze_at_entry(*stack_, depth_);
    if (__builtin_expect(observing_mutations.load(std::memory_order_relaxed), 0)) {
      observe_entry(function, slots_, static_cast<std::uint32_t>(kSlots));
    }
  }
  ~FrameGuard() {
    if (stack_ == nullptr) return;
    if (__builtin_expect(observing_mutations.load(std::memory_order_relaxed), 0)) observe_exit(slots_);
    if (uncaught_exceptions(*stack_) > uncaught_) {
      freeze_frame(*stack_, depth_);  // kept: ReCrash leaves frames an exception passed through
    } else {
      pop_to(*stack_, depth_);
    }
    destroy_copies(std::make_index_sequence<kSlots>{});
  }
  FrameGuard(const FrameGuard&) = delete;
  FrameGuard& operator=(const FrameGuard&) = delete;

 private:
  /// Fills the slot; true when a copy was asked for and could not be made.
  template <class T, class Storage>
  static bool fill(ValueSlot& slot, Storage& storage, T& value, CopyStrategy strategy) noexcept {
    using Plain = std::remove_cv_t<T>;
    slot = ValueSlot{std::addressof(value), std::addressof(value), &value_traits<Plain>, format::Strategy::Reference,
                     false};
    if (strategy != CopyStrategy::Copy || at_null_address(slot.object)) return false;
    if (!stack_to_spare()) {
      slot.copy_fell_back = true;  // a copy could overflow the stack: kept by address
      return false;
    }
    if constexpr (std::is_same_v<Storage, NoReceiver>) {
      slot.copy_fell_back = true;
    } else {
      try {
        slot.object = storage.emplace(value);
        slot.strategy = format::Strategy::Copy;
      } catch (...) {
        slot.copy_fell_back = true;  // keep the program's behaviour: fall back to the address
      }
    }
    return slot.copy_fell_back;
  }
  /// The receiver's used members are copied, or in Reference mode the receiver kept whole.
  template <class Storage, class Self, class... Fields>
  static bool fill_used(ValueSlot& slot, Storage& storage, const UsedFields<Self, Fields...>& receiver,
                        CopyStrategy strategy) noexcept {
    using Plain = std::remove_cv_t<Self>;
    slot = ValueSlot{receiver.self, receiver.self, &value_traits<Plain>, format::Strategy::Reference, false};
    if (strategy != CopyStrategy::Copy || at_null_address(slot.object)) return false;
    if (!stack_to_spare()) {
      slot.copy_fell_back = true;
      return false;
    }
    if constexpr (std::is_same_v<Storage, NoReceiver>) {
      slot.copy_fell_back = true;
    } else {
      try {
        slot.object = storage.emplace(receiver);
        slot.traits = &used_fields_traits<Plain, Fields...>;
        slot.strategy = format::Strategy::UsedFields;
      } catch (...) {
        slot.copy_fell_back = true;
      }
    }
    return slot.copy_fell_back;
  }
  template <std::size_t... I>
  void destroy_copies(std::index_sequence<I...>) noexcept {
    constexpr std::size_t skipped = kHasReceiver ? 0 : 1;  // copies_ always starts with the receiver's
    (destroy_copy(slots_[I], std::get<I + skipped>(copies_)), ...);
  }
  template <class Storage>
  static void destroy_copy(const ValueSlot& slot, Storage& storage) noexcept {
    if constexpr (!std::is_same_v<Storage, NoReceiver>) {
      if (slot.strategy == format::Strategy::Copy || slot.strategy == format::Strategy::UsedFields) storage.destroy();
    }
  }
  /// True when some argument could not be copied as asked.
  template <std::size_t... I>
  bool fill_arguments(std::tuple<Args...>& arguments, std::index_sequence<I...>) noexcept {
    if constexpr (sizeof...(I) > 0) {
      constexpr std::size_t first = kHasReceiver ? 1 : 0;
      const auto fallback = static_cast<CopyStrategy>(argument_copy_strategy.load(std::memory_order_relaxed));
      bool fell_back = false;
      // Every argument is filled: fill() comes first in each `||`.
      ((fell_back = fill(slots_[first + I], std::get<1 + I>(copies_), std::get<I>(arguments).value,
                         std::get<I>(arguments).strategy == kDefaultStrategy
                             ? fallback
                             : static_cast<CopyStrategy>(std::get<I>(arguments).strategy)) ||
                    fell_back),
       ...);
      return fell_back;
    } else {
      (void)arguments;
      return false;
    }
  }

  std::tuple<ArgStorage<Receiver>, ArgStorage<Args>...> copies_;
  ValueSlot slots_[kSlots == 0 ? 1 : kSlots];
  ShadowStack* stack_ = nullptr;
  std::uint32_t depth_ = 0;
  unsigned uncaught_ = 0;
};

template <class Receiver, class... Args>
FrameGuard(FunctionDescriptor&, Receiver, std::tuple<Args...>) -> FrameGuard<Receiver, Args...>;

inline NoReceiver no_receiver() noexcept { return {}; }

template <class ThisPointer>
constexpr format::FunctionKind member_kind() noexcept {
  return std::is_const_v<std::remove_pointer_t<ThisPointer>> ? format::FunctionKind::ConstMember
                                                             : format::FunctionKind::Member;
}

/// What a hook records in place of an argument it cannot look at (recrash::not_recorded): an
/// empty type with no serializer, so the value is recorded as unavailable.
struct NotRecorded {};
inline NotRecorded not_recorded_value;

}  // namespace detail

/// Copy this argument at entry whatever the configured strategy.
template <class T>
detail::ArgRef<T> by_copy(T& value) {
  return {value, static_cast<std::int8_t>(CopyStrategy::Copy)};
}
/// Keep only this argument's address whatever the configured strategy. The hook then has no
/// code to copy it: recrash-instrument writes it for a parameter the call never writes to (its
/// state at the crash is the state it was called with).
template <class T>
detail::ArgRef<T, false> by_reference(T& value) {
  return {value, static_cast<std::int8_t>(CopyStrategy::Reference)};
}
/// Never copy-construct this argument: the hook has no code to copy it, and where the configured
/// strategy is Copy the frame is serialized at the call's entry instead (kept by address when
/// it does not fit). recrash-instrument writes it for a parameter whose copy constructor is
/// declared but would not compile, or is not defined where the hook is (a copy could not link).
template <class T>
detail::ArgRef<T, false> uncopied(T& value) {
  return {value, detail::kDefaultStrategy};
}
/// Record nothing of this argument but that it was not recorded: for a type that is only
/// declared where the hook is (recording a value needs its type complete). recrash-instrument
/// writes it for such parameters.
template <class T>
detail::ArgRef<detail::NotRecorded, false> not_recorded(T&) {
  return {detail::not_recorded_value, static_cast<std::int8_t>(CopyStrategy::Reference)};
}

}  // namespace recrash

// Read where each hook is, not here: a file may define RECRASH_DECLARING_HEADER after including
// recrash (an instrumented copy includes recrash before the file's own text), and an
// instrumented header defines it for its own hooks only. Where no definition is in force, the
// name is this empty string.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
inline constexpr char RECRASH_DECLARING_HEADER[] = "";
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#define RECRASH_DETAIL_HEADER RECRASH_DECLARING_HEADER
#ifdef RECRASH_BUILD_MANIFEST
#define RECRASH_DETAIL_MANIFEST RECRASH_BUILD_MANIFEST
#else
#define RECRASH_DETAIL_MANIFEST ""
#endif

#define RECRASH_DETAIL_CAT2(a, b) a##b
#define RECRASH_DETAIL_CAT(a, b) RECRASH_DETAIL_CAT2(a, b)
// Names made unique per expansion, so a hooked lambda inside a hooked function shadows nothing.
#define RECRASH_DETAIL_FRAME_ID(id, kind, receiver, ...)                                                              \
  static ::recrash::detail::FunctionDescriptor RECRASH_DETAIL_CAT(recrash_function_, id){                             \
      nullptr, __PRETTY_FUNCTION__, #__VA_ARGS__, __FILE__, __LINE__, RECRASH_DETAIL_HEADER, RECRASH_DETAIL_MANIFEST, \
      kind};                                                                                                          \
  ::recrash::detail::FrameGuard RECRASH_DETAIL_CAT(recrash_frame_, id)(RECRASH_DETAIL_CAT(recrash_function_, id),     \
                                                                       receiver, ::recrash::detail::args(__VA_ARGS__))
#define RECRASH_DETAIL_FRAME(kind, receiver, ...) RECRASH_DETAIL_FRAME_ID(__COUNTER__, kind, receiver, __VA_ARGS__)
// The receiver of a member function: copied as the configured strategy says, or only its address
// kept and no code to copy it (a class that cannot be copied; an immutable one, whose state at the
// crash is the state it was called with). An uncopyable receiver is not saved at entry under
// RECRASH_COPY=copy: under clang such a frame went missing from the dump
// (instrument.E2E.UncopyableReceiverReproduces), not yet understood.
#define RECRASH_DETAIL_THIS ::recrash::detail::receiver_arg<true>(this, ::recrash::detail::kDefaultStrategy)
#define RECRASH_DETAIL_THIS_BY_ADDRESS \
  ::recrash::detail::receiver_arg<false>(this, static_cast<std::int8_t>(::recrash::CopyStrategy::Reference))

#define RECRASH_FUNCTION(...) \
  RECRASH_DETAIL_FRAME(::recrash::format::FunctionKind::Free, ::recrash::detail::no_receiver(), __VA_ARGS__)
#define RECRASH_METHOD(...) \
  RECRASH_DETAIL_FRAME(::recrash::detail::member_kind<decltype(this)>(), RECRASH_DETAIL_THIS, __VA_ARGS__)
#define RECRASH_METHOD_IMMUTABLE_THIS(...) \
  RECRASH_DETAIL_FRAME(::recrash::detail::member_kind<decltype(this)>(), RECRASH_DETAIL_THIS_BY_ADDRESS, __VA_ARGS__)
#define RECRASH_METHOD_UNCOPIED_THIS(...) \
  RECRASH_DETAIL_FRAME(::recrash::detail::member_kind<decltype(this)>(), RECRASH_DETAIL_THIS_BY_ADDRESS, __VA_ARGS__)
#define RECRASH_METHOD_USED_FIELDS(fields, ...) \
  RECRASH_DETAIL_FRAME(::recrash::detail::member_kind<decltype(this)>(), fields, __VA_ARGS__)
#define RECRASH_STATIC_METHOD(...) \
  RECRASH_DETAIL_FRAME(::recrash::format::FunctionKind::Static, ::recrash::detail::no_receiver(), __VA_ARGS__)
#define RECRASH_CONSTRUCTOR(...) \
  RECRASH_DETAIL_FRAME(::recrash::format::FunctionKind::Constructor, ::recrash::detail::no_receiver(), __VA_ARGS__)
#include <recrash/detail/twin.hpp>
