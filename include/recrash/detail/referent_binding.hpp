// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// How the reference members of loaded objects are bound to the objects the dump saved for them.
///
/// A reference member is bound when its object is made, before the dump's bytes for it are read,
/// and it cannot be re-seated afterwards. recrash::replay::Dump::load therefore loads a value
/// twice when it must. The first time (Discover) a reference member to an abstract class is bound
/// to a stand-in (any other to a new object of its type), what the dump holds for a polymorphic
/// referent is loaded as an object of its own, of its dynamic type, and a reference to an object
/// saved before or being loaded (a parent) is noted.
/// The second time (Bind) the reference members are made in the same order, and each is bound to
/// the object found for it. A value without such members is loaded once.

#include <recrash/archive.hpp>

#include <boost/core/demangle.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <typeinfo>
#include <utility>
#include <vector>

namespace recrash::detail {

class ReferentBinding {
 public:
  enum class Pass : std::uint8_t { Discover, Bind };
  /// An object to bind a reference member to: its address and its (dynamic) type.
  using Target = std::pair<const void*, const std::type_info*>;

  Pass pass() const noexcept { return pass_; }
  /// The archive being read; a reference to an object on its path or saved before is found
  /// there when the member is made.
  void reading(InputArchive& archive) noexcept { archive_ = &archive; }

  /// Discover: a reference member of type `referent` is about to be made; returns its number.
  /// `abstract`: it is bound to a stand-in, and loading fails unless an object is found for it.
  std::size_t open(const std::type_info& referent, bool abstract);
  /// Discover: the reference member numbered `slot` was bound to `made` (once the objects made
  /// with it, and their reference members, are).
  void close(std::size_t slot, const void* made);
  /// Discover: the reference member bound to `made` refers to `object`, loaded from the dump.
  void found_object(const void* made, Target object);
  /// Discover: the reference member bound to `made` refers to the object numbered `index` among
  /// those saved before (`on_path`: among those being loaded).
  void found_reference(const void* made, std::uint32_t index, bool on_path);

  /// After Discover: throws FormatError if a reference to an abstract class has no object.
  void check() const;
  /// After Discover: whether any reference member is to be bound to an object found for it.
  bool rebinds() const noexcept;
  /// Starts the Bind pass.
  void start_binding() noexcept;

  /// Bind: the object for the next reference member, or {nullptr, nullptr} when it is to be
  /// made as in Discover (then the members made with it are numbered as they were).
  Target next_target();
  /// Bind: an object loaded only to read past its bytes (the member is bound to the one loaded
  /// in Discover), for Dump::load to keep: nothing loaded is destroyed.
  void keep(const void* object) { kept_.push_back(object); }
  const std::vector<const void*>& kept() const noexcept { return kept_; }

 private:
  struct Slot {
    const std::type_info* referent = nullptr;
    bool abstract = false;
    const void* made = nullptr;
    std::size_t end = 0;  // the slots made with this one end here
    Target object{nullptr, nullptr};
    std::uint32_t index = SavedObjects::kNotFound;
    bool on_path = false;
  };
  Slot* slot_made(const void* made) noexcept;

  Pass pass_ = Pass::Discover;
  InputArchive* archive_ = nullptr;
  std::vector<Slot> slots_;
  std::size_t next_ = 0;
  std::vector<const void*> kept_;
};

inline std::size_t ReferentBinding::open(const std::type_info& referent, bool abstract) {
  Slot slot;
  slot.referent = &referent;
  slot.abstract = abstract;
  slots_.push_back(slot);
  return slots_.size() - 1;
}

inline void ReferentBinding::close(std::size_t slot, const void* made) {
  slots_[slot].made = made;
  slots_[slot].end = slots_.size();
}

inline ReferentBinding::Slot* ReferentBinding::slot_made(const void* made) noexcept {
  for (Slot& slot : slots_) {
    if (slot.made == made) return &slot;
  }
  return nullptr;
}

inline void ReferentBinding::found_object(const void* made, Target object) {
  if (Slot* slot = slot_made(made)) slot->object = object;
}

inline void ReferentBinding::found_reference(const void* made, std::uint32_t index, bool on_path) {
  if (Slot* slot = slot_made(made)) {
    slot->index = index;
    slot->on_path = on_path;
  }
}

inline void ReferentBinding::check() const {
  // Walked as Bind will: the members made with one that is bound to an object found for it are not.
  for (std::size_t i = 0; i < slots_.size();) {
    const Slot& slot = slots_[i];
    const bool found = slot.object.first != nullptr || slot.index != SavedObjects::kNotFound;
    i = found ? slot.end : i + 1;
    if (slot.abstract && !found) {
      throw FormatError("a reference member to the abstract class " + boost::core::demangle(slot.referent->name()) +
                        " is bound to no object: the dump holds none for it");
    }
  }
}

inline bool ReferentBinding::rebinds() const noexcept {
  for (const Slot& slot : slots_) {
    if (slot.object.first != nullptr || slot.index != SavedObjects::kNotFound) return true;
  }
  return false;
}

inline void ReferentBinding::start_binding() noexcept {
  pass_ = Pass::Bind;
  next_ = 0;
}

inline ReferentBinding::Target ReferentBinding::next_target() {
  if (next_ >= slots_.size()) throw FormatError("a value makes more reference members when loaded again");
  const Slot& slot = slots_[next_];
  Target target = slot.object;
  if (target.first == nullptr && slot.index != SavedObjects::kNotFound && archive_ != nullptr) {
    target = slot.on_path ? archive_->path().at(slot.index) : archive_->saved().at(slot.index);
  }
  // Bound to an object found for it, the member's own object and those made with it are not made.
  next_ = target.first != nullptr ? slot.end : next_ + 1;
  return target;
}

/// The binding of the value Dump::load is loading on this thread, or null (an object loaded
/// straight from an InputArchive: a reference to an abstract class cannot be loaded then).
inline thread_local ReferentBinding* active_referent_binding = nullptr;

/// Makes `binding` the active one for its lifetime.
class ActiveReferentBinding {
 public:
  explicit ActiveReferentBinding(ReferentBinding& binding) noexcept : previous_(active_referent_binding) {
    active_referent_binding = &binding;
  }
  ~ActiveReferentBinding() { active_referent_binding = previous_; }
  ActiveReferentBinding(const ActiveReferentBinding&) = delete;
  ActiveReferentBinding& operator=(const ActiveReferentBinding&) = delete;

 private:
  ReferentBinding* previous_;
};

}  // namespace recrash::detail
