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

#include <recrash/detail/copy_slot.hpp>
#include <recrash/detail/shadow_stack.hpp>
#include <recrash/modes.hpp>
#include <recrash/used_fields.hpp>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <new>
#include <type_traits>
#include <utility>

namespace recrash {

namespace detail {

inline constexpr std::int8_t kDefaultStrategy = -1;

/// One listed argument. kMayCopy false (recrash::by_reference, recrash::not_recorded) keeps the
/// Copy strategy's code out of the hook: nothing odr-uses T's copy constructor, which may have no
/// definition in this translation unit (one inline in a header the unit does not include).
/// kStrategyOfArg is the CopyStrategy asked for this value alone, or kDefaultStrategy.
template <class T, bool kMayCopy = true, std::int8_t kStrategyOfArg = kDefaultStrategy>
struct ArgRef {
  using type = T;
  static constexpr bool kMayBeCopied = kMayCopy;
  static constexpr std::int8_t kStrategy = kStrategyOfArg;
  T& value;
};

template <class T>
ArgRef<T> as_arg(T& value) noexcept {
  return {value};
}
template <class T, bool kMayCopy, std::int8_t kStrategy>
ArgRef<T, kMayCopy, kStrategy> as_arg(ArgRef<T, kMayCopy, kStrategy> arg) noexcept {
  return arg;
}

/// The receiver of a member function, listed like an argument and copied as the configured
/// strategy for receivers says.
template <class T>
ArgRef<T> receiver_arg(T* self) noexcept {
  return {*self};
}
/// A receiver kept by address whatever the configured strategy (immutable, or not copyable): the
/// hook has no code to copy it.
template <class T>
ArgRef<T, false, static_cast<std::int8_t>(CopyStrategy::Reference)> receiver_by_address(T* self) noexcept {
  return {*self};
}

// The recorded path is inlined into each hook when optimising, as a template would be (a call
// with its arguments costs a recorded call a third more); without optimisation it is one
// function per translation unit, which keeps the compile cheap.
#ifdef __OPTIMIZE__
#define RECRASH_DETAIL_INLINE_WHEN_OPTIMIZING __attribute__((always_inline))
#else
#define RECRASH_DETAIL_INLINE_WHEN_OPTIMIZING
#endif

/// How one value of a hook may be copied at entry: constant, one table per hooked signature
/// (SlotPlan<...>::kValues), read by enter_frame() (capture/frame_entry.cpp).
struct CopyPlan {
  const CopyOps* copy;   ///< null when the hook holds no code to copy it
  std::int8_t strategy;  ///< a CopyStrategy, or kDefaultStrategy
  bool receiver;         ///< the default strategy is the receiver's, not the arguments'
  bool used_fields;      ///< the copy holds some members only (format::Strategy::UsedFields)
};

/// A value's copy operations, or none where it may not be copied: by its type, or because the
/// hook was told so (kMayCopy false: nothing odr-uses T's copy constructor, which may have no
/// definition in this translation unit).
template <class T, bool kMayCopy>
constexpr bool copied_at_entry_v = kMayCopy&& copyable_all_through<T>::value && !std::is_abstract_v<T>;
template <class T>
inline const CopyOps copy_ops{sizeof(T), alignof(T), &make_copy<T>, &destroy_copy<T>, nullptr};

/// Room in a hook's storage for a value the hook copies itself.
struct alignas(16) HeldCopy {
  unsigned char bytes[16];
};

/// Whether the hook copies this value itself, with a store, rather than through the run time's
/// copier (make_copies): recrash::by_copy asked for it (recrash-instrument writes it for a scalar
/// the call changes, a parser's cursor), and its type is trivially copyable and fits a HeldCopy.
/// Nothing to destroy, and no stack to check: the copy is in the hook's own storage.
template <class Arg>
constexpr bool held_in_hook() noexcept {
  if constexpr (is_used_fields_v<Arg>) {
    return false;
  } else {
    using T = typename Arg::type;
    // T is often a pointer: its own size is the one meant.
    constexpr std::size_t kSize = sizeof(T);  // NOLINT(bugprone-sizeof-expression)
    return Arg::kStrategy == static_cast<std::int8_t>(CopyStrategy::Copy) && Arg::kMayBeCopied &&
           std::is_trivially_copyable_v<T> && !std::is_volatile_v<T> && kSize <= sizeof(HeldCopy) &&
           alignof(T) <= alignof(HeldCopy);
  }
}

template <class Arg>
constexpr CopyPlan copy_plan_of(bool receiver) noexcept {
  if constexpr (is_used_fields_v<Arg>) {
    return {UsedFieldsCopying<Arg>::ops(), kDefaultStrategy, true, true};
  } else if constexpr (held_in_hook<Arg>()) {
    // Already a copy when make_copies() runs (RECRASH_COPY=copy): nothing more to do for it.
    return {nullptr, static_cast<std::int8_t>(CopyStrategy::Reference), receiver, false};
  } else {
    using Plain = std::remove_cv_t<typename Arg::type>;
    const CopyOps* copy = nullptr;
    if constexpr (copied_at_entry_v<Plain, Arg::kMayBeCopied>) copy = &copy_ops<Plain>;
    return {copy, Arg::kStrategy, receiver, false};
  }
}

/// The bytes a value's copy needs in its hook's buffer.
template <class Arg>
constexpr std::size_t copy_bytes_of() noexcept {
  if constexpr (is_used_fields_v<Arg>) {
    return UsedFieldsCopying<Arg>::kBytes;
  } else if constexpr (held_in_hook<Arg>()) {
    return 0;  // a HeldCopy of its own
  } else if constexpr (copied_at_entry_v<std::remove_cv_t<typename Arg::type>, Arg::kMayBeCopied>) {
    return copy_bytes_v<std::remove_cv_t<typename Arg::type>>;
  } else {
    return 0;
  }
}

/// A signature's CopyPlan, one per value. Not a std::array: the hooks' headers read neither <array>
/// nor <memory>, so that a unit reading them with declarations only stays about as cheap as the
/// hooks themselves (docs/PERFORMANCE.md, session 46).
template <std::size_t kCount>
struct CopyPlans {
  CopyPlan values[kCount];
  constexpr const CopyPlan* data() const noexcept { return values; }
};
template <>
struct CopyPlans<0> {
  static constexpr const CopyPlan* data() noexcept { return nullptr; }
};

/// What a hook of one signature records: its values (the receiver, if any, first) and how each
/// may be copied; constants only.
template <class Receiver, class... Args>
struct SlotPlan {
  static constexpr bool kHasReceiver = !std::is_same_v<Receiver, NoReceiver>;
  static constexpr std::uint32_t kCount = sizeof...(Args) + (kHasReceiver ? 1 : 0);
  static constexpr std::size_t kCopyBytes = (std::size_t{0} + ... + copy_bytes_of<Args>());
  static constexpr std::size_t kReceiverCopyBytes = [] {
    if constexpr (kHasReceiver) {
      return copy_bytes_of<Receiver>();
    } else {
      return std::size_t{0};
    }
  }();
  static constexpr CopyPlans<kCount> kValues = [] {
    if constexpr (kCount == 0) {
      return CopyPlans<0>{};
    } else if constexpr (kHasReceiver) {
      return CopyPlans<kCount>{{copy_plan_of<Receiver>(true), copy_plan_of<Args>(false)...}};
    } else {
      return CopyPlans<kCount>{{copy_plan_of<Args>(false)...}};
    }
  }();
  /// Whether some value is copied by make_copies() whatever the configured strategies say
  /// (recrash::by_copy, of a value the hook does not copy itself).
  static constexpr bool kForcedCopy =
      ((Args::kStrategy == static_cast<std::int8_t>(CopyStrategy::Copy) && !held_in_hook<Args>()) || ... || false);
  /// How many values the hook copies itself (held_in_hook).
  static constexpr std::size_t kHeldCount = (std::size_t{0} + ... + (held_in_hook<Args>() ? 1 : 0));
};

/// The ArgRef a listed argument is recorded through (as_arg's result).
template <class T>
struct ArgOf {
  using type = ArgRef<std::remove_reference_t<T>>;
};
template <class T, bool kMayCopy, std::int8_t kStrategy>
struct ArgOf<ArgRef<T, kMayCopy, kStrategy>> {
  using type = ArgRef<T, kMayCopy, kStrategy>;
};

/// The slot of a value kept by address, as a call that is not copied leaves it.
template <class T, bool kMayCopy, std::int8_t kStrategy>
RECRASH_DETAIL_INLINE_WHEN_OPTIMIZING inline ValueSlot slot_of(const ArgRef<T, kMayCopy, kStrategy>& arg) noexcept {
  const void* address = __builtin_addressof(arg.value);
  return {address, address, &value_traits<std::remove_cv_t<T>>, format::Strategy::Reference, false, nullptr};
}
template <class Self, class... Fields>
RECRASH_DETAIL_INLINE_WHEN_OPTIMIZING inline ValueSlot slot_of(const UsedFields<Self, Fields...>& receiver) noexcept {
  return {receiver.self, receiver.self, &value_traits<std::remove_cv_t<Self>>, format::Strategy::Reference,
          false,         nullptr};
}
/// The slot of an argument, copied into the next of the hook's HeldCopy when the hook copies it
/// itself.
template <class T, bool kMayCopy, std::int8_t kStrategy>
RECRASH_DETAIL_INLINE_WHEN_OPTIMIZING inline ValueSlot slot_of(const ArgRef<T, kMayCopy, kStrategy>& arg,
                                                               HeldCopy*& held) noexcept {
  if constexpr (held_in_hook<ArgRef<T, kMayCopy, kStrategy>>()) {
    const void* live = __builtin_addressof(arg.value);
    void* copy = held++;
    std::memcpy(copy, live, sizeof(T));  // NOLINT(bugprone-sizeof-expression): T may be a pointer, copied as one
    return {copy, live, &value_traits<std::remove_cv_t<T>>, format::Strategy::Copy, false, nullptr};
  } else {
    return slot_of(arg);
  }
}

/// The HeldCopy a hook's storage has for the values it copies itself; none (and no bytes, as an
/// empty base) when it copies none.
template <std::size_t kCount>
struct HeldCopies {
  HeldCopy held[kCount];
  HeldCopy* held_copies() noexcept { return held; }
};
template <>
struct HeldCopies<0> {
  static HeldCopy* held_copies() noexcept { return nullptr; }
};

/// The room a hook's storage has for the copies the Copy strategy makes at entry; none when no
/// value of the signature can be copied so.
template <std::size_t kBytes>
struct EntryCopies {
  alignas(alignof(std::max_align_t)) unsigned char copies[kBytes];
  unsigned char* entry_copies() noexcept { return copies; }
};
template <>
struct EntryCopies<0> {
  static unsigned char* entry_copies() noexcept { return nullptr; }
};

/// Where a recorded call's values are: its slots, which the frame record points to, the values the
/// hook copies itself, and room for the copies the Copy strategy makes at entry. Left
/// uninitialised: a call that is not recorded writes nothing here. (A signature without held or
/// entry copies takes only its slots' bytes of the stack, which a deep recursion has many of.)
template <class Plan>
struct FrameStorage : HeldCopies<Plan::kHeldCount>, EntryCopies<Plan::kCopyBytes + Plan::kReceiverCopyBytes> {
  static constexpr std::size_t kCopyCapacity = Plan::kCopyBytes + Plan::kReceiverCopyBytes;
  ValueSlot slots[Plan::kCount == 0 ? 1 : Plan::kCount];
};

/// Copies what the configured strategies (or the hook) ask for into the hook's buffer `copies`;
/// true when a value could not be copied. Sets `copied` when some slot holds a copy. Out of
/// line, so that a hook holds no code per type to copy (capture/frame_entry.cpp).
bool make_copies(ValueSlot* slots, const CopyPlan* plan, std::uint32_t count, unsigned char* copies,
                 std::size_t capacity, const void* used_fields, bool& copied) noexcept;
/// Destroys the copies the slots hold.
void destroy_copies(ValueSlot* slots, std::uint32_t count) noexcept;

/// A hooked call in flight. Its constructor is the hook's whole cost when the call is not
/// recorded: one load and a branch.
class Frame {
 public:
  // Always inlined, also without optimisation: resolve_function() finds the hooked function's
  // code from its return address.
  __attribute__((always_inline)) explicit Frame(FunctionDescriptor& function) noexcept : function_(&function) {
    const FunctionState state = function.state.load(std::memory_order_relaxed);
    if (__builtin_expect(state != FunctionState::Monitored, 0)) {
      if (state == FunctionState::Skipped || resolve_function(function) != FunctionState::Monitored) return;
    }
    recording_ = true;
  }
  RECRASH_DETAIL_INLINE_WHEN_OPTIMIZING ~Frame() {
    if (__builtin_expect(stack_ != nullptr, 0)) leave();
  }
  Frame(const Frame&) = delete;
  Frame& operator=(const Frame&) = delete;

  bool recording() const noexcept { return recording_; }

  /// Pushes the frame's record, whose `count` slots the hook filled (each value kept by address),
  /// after copying what is to be copied (`plan`, one per slot); serializes it at entry when a
  /// value could not be copied. Not a template: a hook holds no code of its own for it. What
  /// most calls do is here; the rest (copies, the mutation observer, recrash's own writing, an
  /// exception's frames to drop) in enter_unusual(), out of line.
  RECRASH_DETAIL_INLINE_WHEN_OPTIMIZING void enter(ValueSlot* slots, std::uint32_t count, const CopyPlan* plan,
                                                   bool forced_copy, unsigned char* copies, std::size_t capacity,
                                                   const void* used_fields) noexcept {
    ShadowStack& stack = tls_shadow_stack;
    if (__builtin_expect((stack.writing | stack.exception_left) != 0 || forced_copy ||
                             unusual_entries.load(std::memory_order_relaxed) != 0,
                         0)) {
      enter_unusual(stack, slots, count, plan, forced_copy, copies, capacity, used_fields);
      return;
    }
    push(stack, slots, count);
  }

 private:
  /// The record itself: what every recorded call writes.
  RECRASH_DETAIL_INLINE_WHEN_OPTIMIZING void push(ShadowStack& stack, ValueSlot* slots, std::uint32_t count) noexcept {
    stack_ = &stack;
    uncaught_ = uncaught_exceptions(stack);
    depth_ = stack.depth++;
    stack.frames[slot_of(depth_)] = FrameRecord{++stack.next_id, depth_, function_, slots, count, false, false, 0, 0};
  }
  /// enter() for a call that copies values, is observed, or finds the thread writing or an
  /// exception's frames left (capture/frame_entry.cpp).
  void enter_unusual(ShadowStack& stack, ValueSlot* slots, std::uint32_t count, const CopyPlan* plan, bool forced_copy,
                     unsigned char* copies, std::size_t capacity, const void* used_fields) noexcept;
  /// leave() for a call enter_unusual() recorded (capture/frame_entry.cpp).
  void leave_unusual() noexcept;

  RECRASH_DETAIL_INLINE_WHEN_OPTIMIZING void leave() noexcept {
    if (__builtin_expect(unusual_, 0)) {
      leave_unusual();
    } else {
      pop();
    }
  }
  /// Pops the record, or keeps it when an exception is leaving the call (ReCrash keeps the frames
  /// an exception passed through).
  RECRASH_DETAIL_INLINE_WHEN_OPTIMIZING void pop() noexcept {
    if (*stack_->uncaught_count > uncaught_) {  // located by push()
      freeze_frame(*stack_, depth_);
    } else {
      pop_to(*stack_, depth_);
    }
  }

  FunctionDescriptor* function_;
  bool recording_ = false;
  bool unusual_ = false;          ///< entered by enter_unusual(), left by leave_unusual()
  bool copied_ = false;           ///< some slot holds a copy, which leave_unusual() destroys
  ShadowStack* stack_ = nullptr;  ///< set when the call was recorded
  ValueSlot* slots_;              ///< set by enter_unusual() only
  std::uint32_t count_;           ///< set by enter_unusual() only
  std::uint32_t depth_;
  unsigned uncaught_;
};

/// Records a call: `record(receiver, frame, storage)(arguments...)` fills the slots (the receiver,
/// if any, first; the list may be empty) and enters the frame. `plan_of(receiver)(arguments...)`
/// names the signature's SlotPlan, for the storage's type.
template <class Receiver, class Storage>
struct Recorder {
  const Receiver* receiver;  ///< a temporary of the hook's full expression
  Frame* frame;
  Storage* storage;

  template <class... Ts>
  RECRASH_DETAIL_INLINE_WHEN_OPTIMIZING void operator()(Ts&&... values) const noexcept {
    static_assert(((std::is_lvalue_reference_v<Ts> || !std::is_reference_v<Ts>)&&...),
                  "list the function's parameters by name");
    using Plan = SlotPlan<Receiver, typename ArgOf<Ts>::type...>;
    static_assert(std::is_same_v<Storage, FrameStorage<Plan>>);
    ValueSlot* slot = storage->slots;
    const void* used_fields = nullptr;
    if constexpr (Plan::kHasReceiver) {
      *slot++ = slot_of(*receiver);
      if constexpr (is_used_fields_v<Receiver>) used_fields = receiver;
    }
    [[maybe_unused]] HeldCopy* held = storage->held_copies();
    ((*slot++ = slot_of(as_arg(std::forward<Ts>(values)), held)), ...);
    frame->enter(storage->slots, Plan::kCount, Plan::kValues.data(), Plan::kForcedCopy, storage->entry_copies(),
                 Storage::kCopyCapacity, used_fields);
  }
};
template <class Receiver, class Storage>
RECRASH_DETAIL_INLINE_WHEN_OPTIMIZING inline Recorder<Receiver, Storage> record(const Receiver& receiver, Frame& frame,
                                                                                Storage& storage) noexcept {
  return {&receiver, &frame, &storage};
}

template <class Receiver>
struct PlanOf {
  template <class... Ts>
  SlotPlan<Receiver, typename ArgOf<Ts>::type...> operator()(Ts&&...) const noexcept {
    return {};
  }
};
/// Only named in decltype, never called.
template <class Receiver>
PlanOf<Receiver> plan_of(const Receiver&) noexcept {
  return {};
}

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
detail::ArgRef<T, true, static_cast<std::int8_t>(CopyStrategy::Copy)> by_copy(T& value) {
  return {value};
}
/// Keep only this argument's address whatever the configured strategy. The hook then has no
/// code to copy it: recrash-instrument writes it for a parameter the call never writes to (its
/// state at the crash is the state it was called with).
template <class T>
detail::ArgRef<T, false, static_cast<std::int8_t>(CopyStrategy::Reference)> by_reference(T& value) {
  return {value};
}
/// Never copy-construct this argument: the hook has no code to copy it, and where the configured
/// strategy is Copy the frame is serialized at the call's entry instead (kept by address when
/// it does not fit). recrash-instrument writes it for a parameter whose copy constructor is
/// declared but would not compile, or is not defined where the hook is (a copy could not link).
template <class T>
detail::ArgRef<T, false> uncopied(T& value) {
  return {value};
}
/// Record nothing of this argument but that it was not recorded: for a type that is only
/// declared where the hook is (recording a value needs its type complete). recrash-instrument
/// writes it for such parameters.
template <class T>
detail::ArgRef<detail::NotRecorded, false, static_cast<std::int8_t>(CopyStrategy::Reference)> not_recorded(T&) {
  return {detail::not_recorded_value};
}

}  // namespace recrash

// Read where each hook is, not here: a file may define RECRASH_DECLARING_HEADER after including
// recrash (an instrumented copy includes recrash before the file's own text), and an
// instrumented header defines it for its own hooks only. Where no definition is in force, the
// name is this empty string.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
inline constexpr char RECRASH_DECLARING_HEADER[] = "";  // NOLINT(readability-identifier-naming): the macro's name
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#define RECRASH_DETAIL_HEADER RECRASH_DECLARING_HEADER
// The same for the build manifest (recrash_monitor): its target's units define it on the command
// line, and recrash-instrument's copies of its headers for their own hooks, which the program's
// other units compile too.
#pragma push_macro("RECRASH_BUILD_MANIFEST")
#undef RECRASH_BUILD_MANIFEST
inline constexpr char RECRASH_BUILD_MANIFEST[] = "";  // NOLINT(readability-identifier-naming): the macro's name
#pragma pop_macro("RECRASH_BUILD_MANIFEST")
#define RECRASH_DETAIL_MANIFEST RECRASH_BUILD_MANIFEST

#define RECRASH_DETAIL_CAT2(a, b) a##b
#define RECRASH_DETAIL_CAT(a, b) RECRASH_DETAIL_CAT2(a, b)
// Names made unique per expansion, so a hooked lambda inside a hooked function shadows nothing.
#define RECRASH_DETAIL_FRAME_ID(id, kind, receiver, ...)                                                              \
  static ::recrash::detail::FunctionDescriptor RECRASH_DETAIL_CAT(recrash_function_, id){                             \
      nullptr, __PRETTY_FUNCTION__, #__VA_ARGS__, __FILE__, __LINE__, RECRASH_DETAIL_HEADER, RECRASH_DETAIL_MANIFEST, \
      kind};                                                                                                          \
  RECRASH_DETAIL_RECORD(RECRASH_DETAIL_CAT(recrash_function_, id), id, receiver, __VA_ARGS__)
// The frame of a hook whose descriptor is `function`: its storage (sized from the values' types,
// which are read and not evaluated) and the frame, which records the values only when the call
// is to be recorded.
#define RECRASH_DETAIL_RECORD(function, id, receiver, ...)                                                         \
  ::recrash::detail::FrameStorage<decltype(::recrash::detail::plan_of(receiver)(__VA_ARGS__))> RECRASH_DETAIL_CAT( \
      recrash_storage_, id);                                                                                       \
  ::recrash::detail::Frame RECRASH_DETAIL_CAT(recrash_frame_, id)(function);                                       \
  if (__builtin_expect(RECRASH_DETAIL_CAT(recrash_frame_, id).recording(), 0))                                     \
  ::recrash::detail::record(receiver, RECRASH_DETAIL_CAT(recrash_frame_, id),                                      \
                            RECRASH_DETAIL_CAT(recrash_storage_, id))(__VA_ARGS__)
#define RECRASH_DETAIL_FRAME(kind, receiver, ...) RECRASH_DETAIL_FRAME_ID(__COUNTER__, kind, receiver, __VA_ARGS__)
// The receiver of a member function: copied as the configured strategy says, or only its address
// kept and no code to copy it (a class that cannot be copied; an immutable one, whose state at the
// crash is the state it was called with). An uncopyable receiver is not saved at entry under
// RECRASH_COPY=copy: under clang such a frame went missing from the dump
// (instrument.E2E.UncopyableReceiverReproduces), not yet understood.
#define RECRASH_DETAIL_THIS ::recrash::detail::receiver_arg(this)
#define RECRASH_DETAIL_THIS_BY_ADDRESS ::recrash::detail::receiver_by_address(this)

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
// The definitions of the traits, for a unit that instantiates them (recrash-instrument's copies
// that only refer to them define RECRASH_HOOK_DECLARATIONS_ONLY around their include of this file).
#ifndef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/detail/value_traits.hpp>
#endif
