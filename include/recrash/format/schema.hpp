// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The dump schema. Every record is a template over its string and sequence types so that one
/// field list serves both sides: the crash-path writer instantiates it with non-owning views,
/// the reader with std::string and std::vector. Field order is the wire order.

#include <cstdint>
#include <type_traits>
#include <utility>

namespace recrash::format {

/// File header: 8 magic bytes, then a little-endian uint32 version, then the cereal stream.
/// Version 2 added BasicDump::second_chance; version 3, FrameState::ExitedBeforeCrash (the byte
/// that was a bool, left_by_exception); version 4, Strategy::UsedFields; version 5,
/// BasicValue::first_object and same_object (one object shared by values of a frame); version 6,
/// ValueKind::Repeated (a frame's values are those of a frame written before it); version 7,
/// ValueKind::TextTail (a C string that ends as one an earlier frame wrote); version 8,
/// ValueKind::EarlierObject (an object an earlier frame saved); version 9, pointers into an object
/// (generated::PointeeTag::InsideOnPath and InsideSaved) and a pointee C string numbered among
/// the objects saved whole. Older versions are still read.
inline constexpr char kMagic[8] = {'R', 'E', 'C', 'R', 'A', 'S', 'H', '\0'};
inline constexpr std::uint32_t kVersion = 9;
inline constexpr std::uint32_t kOldestVersion = 1;
inline constexpr std::uint32_t kNoModule = 0xffffffffu;
inline constexpr std::uint32_t kNoObject = 0xffffffffu;

namespace detail {
template <class Archive, class = void>
struct HasDumpVersion : std::false_type {};
template <class Archive>
struct HasDumpVersion<Archive, std::void_t<decltype(std::declval<const Archive&>().dump_version())>> : std::true_type {
};
}  // namespace detail

/// The format version an archive reads (recrash::InputArchive knows the dump's), or the newest.
template <class Archive>
std::uint32_t version_of(const Archive& archive) {
  if constexpr (detail::HasDumpVersion<Archive>::value) {
    return archive.dump_version();
  } else {
    (void)archive;
    return kVersion;
  }
}

enum class FunctionKind : std::uint8_t { Free, Member, ConstMember, Static, Constructor };
/// How a value was recorded: its address kept and the value read at the crash (Reference), a
/// copy made at entry (Copy), or a copy of the members its call uses (UsedFields: the payload
/// starts with a uint64 set of the items of the class's generated serializer it holds, bit i
/// for its i-th base or data member, and holds those items only; since version 4).
enum class Strategy : std::uint8_t { Reference, Copy, UsedFields };
enum class FailureKind : std::uint8_t { Signal, Exception, Requested };

/// Why a frame is in the dump.
enum class FrameState : std::uint8_t {
  InFlight,           ///< its call was running when the dump was written
  LeftByException,    ///< kept on the stack after an exception passed through it
  ExitedBeforeCrash,  ///< the crash happened in its function after its hook had exited (an
                      ///< optimizer moved the faulting instruction there); its values are read
                      ///< where they lived at the crash, and may also be a stale earlier call's
};

/// How a value's payload is encoded, and so how a test rebuilds it.
enum class ValueKind : std::uint8_t {
  Unavailable,      ///< the type has no serializer; nothing is stored
  Unreadable,       ///< reading the value faulted while the dump was written
  Bool,             ///< payload: uint8
  SignedInteger,    ///< payload: int64
  UnsignedInteger,  ///< payload: uint64
  Floating,         ///< payload: double
  Character,        ///< payload: int64 code unit
  String,           ///< payload: string (std::string, std::string_view)
  CString,          ///< payload: string read through a non-null char pointer
  NullPointer,      ///< payload: nothing
  Enum,             ///< payload: int64 underlying value
  Object,           ///< payload: the cereal serialization of the value
  Pointer,          ///< payload: the cereal serialization of the pointee
  Oversized,        ///< alone larger than the dump's size cap; stored: nothing, or the mangled
                    ///< name of its object's class when that is not its type (oversized_class())
  /// On the wire only (since version 6): the value is the one at the same place in an earlier
  /// frame of its thread, whose number (top first) its payload holds as a uint32. Written when
  /// every value of the frame is the same object as there, recorded by reference (a recursion's
  /// receiver and the stream it reads): the bytes would be the same. The reader gives it that
  /// value's kind, payload and object numbers; it keeps its own type, strategy and rendering.
  Repeated,
  /// Since version 7: a C string whose characters end where those of a C string written before it
  /// end (in an earlier frame of its thread or an earlier value of its own: a parser's `char*`
  /// into one input, frame after frame), saved once. Payload: uint32 that frame's number (top
  /// first), uint32 the index of its value (a CString or a TextTail), uint64 how many of its
  /// characters this one starts after, then a
  /// string: the characters this one has before them. The reader keeps it so (resolved, a deep
  /// recursion's texts would take the square of the input's size); format::text_of() gives its
  /// characters.
  TextTail,
  /// Since version 8: the value is (for a pointer: points to) an object that an earlier frame of
  /// its thread saved whole, both read by reference at the crash, so the bytes would be the same
  /// (a parser's handler that an inner frame's receiver is, a node an inner frame's tree holds).
  /// Payload: uint32 that frame's number (top first), uint32 the object's number among its
  /// objects (format::Value::first_object), uint8 1 when the value is a pointer to it. A test
  /// loads that frame's value holding it first (format::value_saving) and then this one, which is
  /// that object.
  EarlierObject,
};
inline constexpr std::uint8_t kLastValueKind = static_cast<std::uint8_t>(ValueKind::EarlierObject);

template <class Str>
struct BasicFunction {
  Str qualified_name;  ///< e.g. "shapes::Circle::area"
  Str signature;       ///< the compiler's pretty signature
  Str parameters;      ///< the parameter list as written in the hook, comma separated
  Str file;            ///< the defining file
  std::uint32_t line = 0;
  /// the header that declares it, when known; then, after a ';' each, the headers that define
  /// the classes its signature names
  Str header;
  Str build_manifest;  ///< the CMake manifest of the target it was compiled in
  FunctionKind kind = FunctionKind::Free;

  template <class Archive>
  void serialize(Archive& ar) {
    ar(qualified_name, signature, parameters, file, line, header, build_manifest, kind);
  }
};

/// One value of a frame. The values that are objects saved whole (an Object, or what a Pointer
/// points to) and the objects their raw pointers reach are numbered across the frame, in the
/// order they were written (recrash::SavedObjects); a value's payload may refer to an object an
/// earlier value saved. Since version 5.
template <class Str, class Payload>
struct BasicValue {
  Str type;  ///< mangled type name (std::type_info::name)
  ValueKind kind = ValueKind::Unavailable;
  Strategy strategy = Strategy::Reference;
  /// Copy was asked for and the type cannot be copied: kept by reference, or (Strategy::Copy)
  /// serialized at the call's entry instead.
  bool copy_fell_back = false;
  Payload payload;
  Str rendering;  ///< short readable form, for comments
  /// The number of the first object its payload saves whole: itself (the pointee, for a
  /// Pointer) unless its strategy is UsedFields, then what its raw pointers reach.
  std::uint32_t first_object = 0;
  /// kNoObject, or the number of the object an earlier value saved that this value is (for a
  /// Pointer: points to), which its payload then does not hold again: `a.merge(a)`.
  std::uint32_t same_object = kNoObject;

  template <class Archive>
  void serialize(Archive& ar) {
    ar(type, kind, strategy, copy_fell_back, payload, rendering);
    if (version_of(ar) >= 5) ar(first_object, same_object);
  }
};

template <class Str, class Values>
struct BasicFrame {
  std::uint64_t invocation_id = 0;
  std::uint32_t depth = 0;  ///< calls below it on its thread's stack; a gap means frames were not kept
  bool has_receiver = false;
  FrameState state = FrameState::InFlight;
  BasicFunction<Str> function;
  Values values;  ///< the receiver first when has_receiver, then the arguments

  template <class Archive>
  void serialize(Archive& ar) {
    ar(invocation_id, depth, has_receiver, state, function, values);
  }
};

template <class Frames>
struct BasicThread {
  std::uint64_t thread_id = 0;
  bool crashed = false;
  std::uint32_t frames_omitted = 0;  ///< calls whose records a deeper recursion overwrote
  Frames frames;                     ///< top of the stack first

  template <class Archive>
  void serialize(Archive& ar) {
    ar(thread_id, crashed, frames_omitted, frames);
  }
};

template <class Str>
struct BasicFailure {
  FailureKind kind = FailureKind::Signal;
  std::int32_t signal = 0;
  std::int32_t code = 0;
  std::uint64_t address = 0;
  Str exception_type;  ///< mangled
  Str message;         ///< what(), or the reason given to recrash::write_dump

  template <class Archive>
  void serialize(Archive& ar) {
    ar(kind, signal, code, address, exception_type, message);
  }
};

template <class Str>
struct BasicModule {
  Str path;
  std::uint64_t base = 0;
  Str build_id;  ///< hex

  template <class Archive>
  void serialize(Archive& ar) {
    ar(path, base, build_id);
  }
};

struct Address {
  std::uint32_t module = kNoModule;  ///< index into modules, or kNoModule
  std::uint64_t offset = 0;          ///< from the module's base, or absolute without one

  template <class Archive>
  void serialize(Archive& ar) {
    ar(module, offset);
  }
};

/// What a run in second-chance mode adds to its dump (format version 2).
template <class Names>
struct BasicSecondChance {
  bool active = false;  ///< the program ran in second-chance mode
  Names newly_watched;  ///< signatures of the hooked functions this crash added to the watch list

  template <class Archive>
  void serialize(Archive& ar) {
    ar(active, newly_watched);
  }
};

template <class Str, class Modules, class Backtrace, class Threads, class Names>
struct BasicDump {
  std::uint32_t version = kVersion;  ///< from the file header, not serialized in the stream
  Str program;
  Str program_version;
  Str recrash_version;
  std::int64_t time = 0;  ///< seconds since the epoch
  std::int32_t pid = 0;
  BasicFailure<Str> failure;
  Modules modules;
  Backtrace backtrace;                     ///< innermost first
  bool truncated = false;                  ///< the dump hit its size cap; what did not fit was dropped
  BasicSecondChance<Names> second_chance;  ///< since version 2
  Threads threads;                         ///< the crashing thread first

  template <class Archive>
  void serialize(Archive& ar) {
    ar(program, program_version, recrash_version, time, pid, failure, modules, backtrace, truncated);
    if (version >= 2) ar(second_chance);
    ar(threads);
  }
};

}  // namespace recrash::format
