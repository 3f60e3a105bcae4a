// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// What the tests that recrash-gen writes call: load a frame's values back from the dump, make
/// the call so that its result cannot be optimised away, and check requested dumps.

#include <recrash/archive.hpp>
#include <recrash/format/dump.hpp>
#include <recrash/generated_serializers.hpp>
#include <recrash/serialization.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace recrash::detail {
/// Capture off for good, requested dumps recorded instead of written (capture/requested_dump.cpp).
void enter_replay_mode() noexcept;
}  // namespace recrash::detail

namespace recrash::replay {

/// Prepares a test binary for replaying: capture goes off (replaying a crash must not write a
/// new dump, and recrash::write_dump() only records its reason), and a crash during a replay
/// prints the replay's own symbolized stack, so a test that fails differently shows where.
/// Returns true, so it can initialise a global.
bool begin() noexcept;

/// Whether recrash::write_dump(reason) was called since the last forget_requested_dumps().
bool was_dump_requested(const std::string& reason);
void forget_requested_dumps();

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
  explicit Dump(const std::string& path) : dump_(std::make_shared<format::Dump>(format::read_dump(path))) {}

  /// Rebuilds value `value` (0 is the receiver of a member function) of frame `frame` of the
  /// crashing thread, top of the stack being frame 0. For a pointer, rebuilds the pointee. An
  /// object of a polymorphic class is rebuilt as the class it had (its dynamic type); bind the
  /// result to `auto&&`. A receiver recorded as the members its call used is rebuilt as its
  /// class with those members, the others as the class's loading constructor leaves them.
  ///
  /// What it rebuilds is never destroyed: its members are those the dump held, and one it could
  /// not hold (a pointer into a memory pool, say) is left as the loading constructor made it,
  /// which the class's destructor may not survive (tinyxml2's XMLDocument frees its pools by
  /// counts whose blocks were not saved). The test's call is what must fail, not the cleanup
  /// after it. The objects stay reachable, so a leak checker does not report them.
  template <class T>
  Loaded<T> load(std::size_t frame, std::size_t value) const {
    const format::Value& recorded = value_of(frame, value);
    InputArchive archive(recorded.payload.data(), recorded.payload.size());
    if (recorded.strategy == format::Strategy::UsedFields) {
      std::uint64_t items = 0;
      archive(items);
      archive.path().select_root_items(items);
      if constexpr (recrash::detail::is_dynamic_v<T>) {
        // Saved as the class of the hooked method, which is T, not as its dynamic type.
        if constexpr (std::is_abstract_v<T>) {
          throw format::DumpError("value " + std::to_string(value) + " of frame " + std::to_string(frame) +
                                  " holds some members of a class recrash cannot make");
        } else {
          return keep(load_static<T>(archive));
        }
      }
    }
    if constexpr (recrash::detail::is_dynamic_v<T>) {
      T* object = recrash::detail::load_dynamic<T>(archive).release();
      if (object == nullptr) throw format::DumpError("value " + std::to_string(value) + " of frame " +
                                                     std::to_string(frame) + " holds no object");
      return keep(object);
    } else if constexpr (std::is_abstract_v<T>) {
      Unloadable<T>::fail();
    } else {
      return keep(load_static<T>(archive));
    }
  }

  const format::Dump& data() const noexcept { return *dump_; }

 private:
  /// Throws format::DumpError if there is no such value or it holds no payload.
  const format::Value& value_of(std::size_t frame, std::size_t value) const;

  /// A new T, loaded as its static type where it will live. Nothing here destroys it, so no
  /// destructor is compiled in (clang warns about one that is not virtual in a polymorphic class).
  template <class T>
  static T* load_static(InputArchive& archive) {
    if constexpr (std::is_constructible_v<T, LoadTag, InputArchive&>) {
      // The constructor recrash-instrument adds: it loads the object in place, so a class that
      // cannot be moved loads too.
      return new T(LoadTag{}, archive);
    } else if constexpr (std::is_default_constructible_v<T>) {
      T* result = new T();
      archive(*result);
      return result;
    } else {
      // A private default constructor will do when the class befriends cereal::access.
      T* result = cereal::access::construct<T>();
      archive(*result);
      return result;
    }
  }

  /// Keeps `object` until the program ends, never destroyed (see load()); returns it.
  template <class T>
  static T& keep(T* object) {
    keep_forever(object);
    return *object;
  }
  static void keep_forever(const void* object);

  std::shared_ptr<const format::Dump> dump_;
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

}  // namespace recrash::replay
