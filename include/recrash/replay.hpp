// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// What the tests that recrash-gen writes call: load a frame's values back from the dump, make
/// the call so that its result cannot be optimised away, and check requested dumps.

#include <recrash/archive.hpp>
#include <recrash/detail/referent_binding.hpp>
#include <recrash/format/dump.hpp>
#include <recrash/generated_serializers.hpp>
#include <recrash/serialization.hpp>

#include <cstddef>
#include <cstdint>
#include <ios>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <streambuf>
#include <string>
#include <string_view>
#include <type_traits>
#include <typeinfo>
#include <utility>
#include <vector>

namespace recrash::replay {

/// Prepares a test binary for replaying: capture goes off, if the program has its run time (replaying a crash must not
/// write a new dump, and recrash::write_dump() only records its reason), and a crash during a replay prints the
/// replay's own symbolized stack, so a test that fails differently shows where (the binary's symbols are read here,
/// once: death tests' children inherit them). Returns true, so it can initialise a global.
bool begin() noexcept;

/// Whether recrash::write_dump(reason) was called since the last forget_requested_dumps().
bool was_dump_requested(const std::string& reason);
void forget_requested_dumps();

/// Whether T is a stream that can be made with no buffer (not asked of any other class: it names
/// no char_type).
template <class T, class = void>
inline constexpr bool made_with_no_buffer_v = false;
template <class T>
inline constexpr bool made_with_no_buffer_v<T, std::enable_if_t<std::is_base_of_v<std::ios_base, T>>> =
    new_constructible_v<T, std::basic_streambuf<typename T::char_type, typename T::traits_type>*>;

/// What Dump::load gives for an abstract class that is final, which no object can have: it
/// exists so that a test that names one compiles with the others, and throws when used.
template <class T>
struct Unloadable {
  [[noreturn]] operator T&() const { fail(); }
  [[noreturn]] T& operator*() const { fail(); }
  [[noreturn]] T* operator&() const { fail(); }
  [[noreturn]] static void fail() { throw std::logic_error("recrash cannot rebuild an object of an abstract class"); }
};

/// What Dump::load gives: a reference to the object it loaded (for a polymorphic class that is
/// not final, an object of the recorded dynamic type), kept until the test program ends.
template <class T>
using Loaded = std::conditional_t<std::is_abstract_v<T> && !recrash::detail::is_dynamic_v<T>, Unloadable<T>, T&>;

/// A dump file opened by a test.
class Dump {
 public:
  /// Throws format::DumpError when the file is missing or not a valid dump.
  explicit Dump(const std::string& path);

  /// Rebuilds value `value` (0 is the receiver of a member function) of frame `frame` of the
  /// crashing thread, top of the stack being frame 0. For a pointer, rebuilds the pointee. An
  /// object of a polymorphic class is rebuilt as the class it had (its dynamic type); bind the
  /// result to `auto&&`. A receiver recorded as the members its call used is rebuilt as its
  /// class with those members, the others as the class's loading constructor leaves them.
  ///
  /// Values of one frame that were one object are one object again: an argument that was the
  /// receiver (`a.merge(a)`), or that pointed to an object the receiver's pointers reach, gives
  /// that object, so load a frame's values in order (a value whose object is in a value not yet
  /// loaded throws format::DumpError saying which). Loading a value again makes a new object.
  /// A value that is an object an earlier frame saved (format::ValueKind::EarlierObject: a
  /// parser's handler that an inner frame's receiver is) gives that object too, once the value of
  /// that frame holding it is loaded.
  ///
  /// What it rebuilds is never destroyed: its members are those the dump held, and one it could
  /// not hold (a pointer into a memory pool, say) is left as the loading constructor made it,
  /// which the class's destructor may not survive (tinyxml2's XMLDocument frees its pools by
  /// counts whose blocks were not saved). The test's call is what must fail, not the cleanup
  /// after it. The objects stay reachable, so a leak checker does not report them.
  template <class T>
  Loaded<T> load(std::size_t frame, std::size_t value) const {
    const format::Value& recorded = value_of(frame, value);
    if constexpr (std::is_abstract_v<T> && !recrash::detail::is_dynamic_v<T>) {
      Unloadable<T>::fail();
    } else {
      const std::lock_guard<std::mutex> hold(objects_->lock);
      SavedObjects& objects = *objects_->of_frame[frame];
      if (const auto [saving_frame, number] = saved_before(recorded, frame); number != format::kNoObject) {
        const auto [address, type] = objects_->of_frame[saving_frame]->at(number);
        T* object = address == nullptr ? nullptr : recrash::detail::cast_to<T>(address, *type);
        if (object == nullptr) throw format::DumpError(not_loaded_before(frame, value, address != nullptr));
        return *object;
      }
      // Reference members are bound when their objects are made: a value with some that must be
      // bound to objects the dump holds is loaded twice (recrash/detail/referent_binding.hpp).
      recrash::detail::ReferentBinding binding;
      const recrash::detail::ActiveReferentBinding active(binding);
      T* const first = load_once<T>(recorded, frame, value, objects, binding);
      keep_forever(first);  // the result, or what the second pass's objects were found through
      binding.check();
      T* object = first;
      if (binding.rebinds()) {
        binding.start_binding();
        object = load_once<T>(recorded, frame, value, objects, binding);
        keep_forever(object);
      }
      for (const void* kept : binding.kept()) keep_forever(kept);
      return *object;
    }
  }

  /// The characters of value `value` of frame `frame`, a string or a C string, in a NUL-terminated
  /// array kept until the program ends, which the test's call may write to as the program's could
  /// (a `char*` parameter): what a test passes for a text too long to read as a literal. Throws
  /// format::DumpError for a value of another kind.
  char* c_string(std::size_t frame, std::size_t value) const;
  /// The same characters, as many as the value held (a string may hold NULs).
  std::string_view text(std::size_t frame, std::size_t value) const;

  const format::Dump& data() const noexcept { return *dump_; }

 private:
  /// Loads value `value` of frame `frame` as a new T, numbering its objects in `objects`.
  template <class T>
  T* load_once(const format::Value& recorded, std::size_t frame, std::size_t value, SavedObjects& objects,
               recrash::detail::ReferentBinding& binding) const {
    // The value is the first object its payload numbers (since format version 5).
    objects.resume_at(recorded.first_object);
    const std::uint32_t root = dump_->version >= 5 ? objects.start() : SavedObjects::kNotFound;
    InputArchive archive(recorded.payload.data(), recorded.payload.size(), objects);
    archive.set_dump_version(dump_->version);
    T* object = nullptr;
    if (const format::Value* whole = whole_receiver(frame, value)) {
      // A receiver that holds the members its call used, which another value saved whole: that
      // object, with these members as the call found them.
      InputArchive whole_archive(whole->payload.data(), whole->payload.size());
      whole_archive.set_dump_version(dump_->version);
      binding.reading(whole_archive);
      object = load_new<T>(whole_archive, *whole, frame, value);
      binding.reading(archive);
      select_used_items(archive);
      archive(*object);
      keep_weakly_held(whole_archive);
    } else {
      binding.reading(archive);
      object = load_new<T>(archive, recorded, frame, value);
    }
    const recrash::detail::ObjectIdentity identity = recrash::detail::object_identity<T>(object);
    objects.complete(root, identity);
    keep_weakly_held(archive);
    return object;
  }

  /// Throws format::DumpError if there is no such value.
  const format::Value& recorded_value(std::size_t frame, std::size_t value) const;
  /// Throws format::DumpError if there is no such value or it holds no object.
  const format::Value& value_of(std::size_t frame, std::size_t value) const;
  /// For a receiver that holds only the members its call used: the value of its frame that saved
  /// the same object whole, or null.
  const format::Value* whole_receiver(std::size_t frame, std::size_t value) const;
  /// The frame and number of the object that a value is, saved by an earlier value of its frame or
  /// by an earlier frame; {frame, kNoObject} for a value that saves its own.
  static std::pair<std::size_t, std::uint32_t> saved_before(const format::Value& recorded, std::size_t frame);
  /// Why value `value` of frame `frame`, the same object as one an earlier value saved, cannot be
  /// loaded: that value is not loaded yet, or (`found`) its object is of another type.
  std::string not_loaded_before(std::size_t frame, std::size_t value, bool found) const;

  /// Reads which members a used-fields value holds (its payload starts with their set), so that
  /// only those are loaded.
  static void select_used_items(InputArchive& archive) {
    std::uint64_t items = 0;
    archive(items);
    archive.path().select_root_items(items);
  }

  /// A new T: the recorded value's object.
  template <class T>
  static T* load_new(InputArchive& archive, const format::Value& recorded, std::size_t frame, std::size_t value) {
    if (recorded.strategy == format::Strategy::UsedFields) {
      select_used_items(archive);
      if constexpr (recrash::detail::is_dynamic_v<T>) {
        // Saved as the class of the hooked method, which is T, not as its dynamic type.
        if constexpr (std::is_abstract_v<T>) {
          throw format::DumpError("value " + std::to_string(value) + " of frame " + std::to_string(frame) +
                                  " holds some members of a class recrash cannot make");
        } else {
          return load_static<T>(archive);
        }
      }
    }
    if constexpr (recrash::detail::is_dynamic_v<T>) {
      T* object = recrash::detail::load_dynamic<T>(archive);
      if (object == nullptr)
        throw format::DumpError("value " + std::to_string(value) + " of frame " + std::to_string(frame) +
                                " holds no object");
      return object;
    } else {
      return load_static<T>(archive);
    }
  }

  /// A new T, loaded as its static type where it will live. Nothing here destroys it, so no
  /// destructor is compiled in (clang warns about one that is not virtual in a polymorphic class).
  template <class T>
  static T* load_static(InputArchive& archive) {
    if constexpr (new_constructible_v<T, LoadTag, InputArchive&>) {
      // The constructors recrash-instrument adds: it loads the object in place, so a class that
      // cannot be moved loads too.
      return recrash::detail::load_tagged<T>(archive);
    } else if constexpr (new_constructible_v<T>) {
      T* result = new T();
      archive(*result);
      return result;
    } else if constexpr (made_with_no_buffer_v<T>) {
      // A stream made with no buffer (std::istream has no other constructor): loading gives it one.
      T* result = new T(nullptr);
      archive(*result);
      return result;
    } else {
      // A private default constructor will do when the class befriends cereal::access.
      T* result = cereal::access::construct<T>();
      archive(*result);
      return result;
    }
  }

  /// Keeps `object` until the program ends, never destroyed (see load()).
  static void keep_forever(const void* object);
  /// Keeps what the weak pointers of a loaded value point to, which nothing the archive loaded
  /// owns: alive in the program, so alive in the test.
  static void keep_weakly_held(const InputArchive& archive) {
    for (std::shared_ptr<void>& held : archive.weakly_held()) keep_forever(new std::shared_ptr<void>(std::move(held)));
  }

  /// The objects loaded so far, numbered per frame as the dump numbers them.
  struct LoadedObjects {
    std::mutex lock;
    std::vector<std::unique_ptr<SavedObjectsOf<kFrameObjects>>> of_frame;
  };

  std::shared_ptr<const format::Dump> dump_;
  std::shared_ptr<LoadedObjects> objects_;
};

/// Keeps a value alive and observable, so a call made only to crash is not optimised away.
template <class T>
void consume(T&& value) {
  asm volatile("" : : "r"(std::addressof(value)) : "memory");
}

/// Makes the replayed call and consumes its result, if it has one.
template <class F>
void call(F&& f) {
  if constexpr (std::is_void_v<std::invoke_result_t<F&>>) {
    f();
  } else {
    auto&& result = f();
    consume(result);
  }
}

/// Ends the process as an uncaught exception ends a program (SIGABRT), after printing on stderr
/// what the current exception is and where it was thrown, as recrash-gen says it for the dump
/// ("recrash replay: std::out_of_range thrown in shapes::Registry::find(int) const"), and its
/// what(). Called from a catch block.
[[noreturn]] void die_of_current_exception() noexcept;

/// Makes the replayed call as the program made it, with nothing to catch what it throws: an
/// exception that leaves it ends the test's process (die_of_current_exception()), where a death
/// test checks its type and where it was thrown. Returns when the call returns.
template <class F>
void call_uncaught(F&& f) {
  try {
    call(std::forward<F>(f));
  } catch (...) {
    die_of_current_exception();
  }
}

}  // namespace recrash::replay
