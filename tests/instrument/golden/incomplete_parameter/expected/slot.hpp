// Instrumented by recrash-instrument from slot.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "slot.hpp;entry.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/slot.hpp"
// Inline member functions whose parameters name classes this header only declares: their hooks
// cannot record those parameters (recording needs the type complete), and say so.
#pragma once

#include <memory>
#include <string>

namespace slots {

struct Entry;  // defined in entry.hpp, which includes this header
class Pool;    // defined in slot.cpp only

class Slot {
 public:
  int attach(Entry& entry, const std::shared_ptr<Pool>& pool, const std::string& label);
  int relabel(const Entry& entry, const std::string& label) { RECRASH_ENTRY(1, METHOD, ::recrash::not_recorded(entry), ::recrash::by_reference(label)) return [&](decltype(entry)& entry, decltype(label)& label) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD(1, ::recrash::not_recorded(entry), ::recrash::by_reference(label));
#line 16

    label_ = label;
    return weigh(entry) + count_;
  }(entry, label); RECRASH_TWIN_END
#line 16

    label_ = label;
    return weigh(entry) + count_;
  }
  int share(const std::shared_ptr<Pool>& pool, int times) { RECRASH_ENTRY(2, METHOD, ::recrash::not_recorded(pool), ::recrash::by_reference(times)) return [&](decltype(pool)& pool, decltype(times) times) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_USED_FIELDS(2, ::recrash::used_fields(this, ::recrash::field<1>(this->count_)), ::recrash::not_recorded(pool), ::recrash::by_reference(times));
#line 20

    count_ += static_cast<int>(pool.use_count()) * times;
    return count_;
  }(pool, times); RECRASH_TWIN_END
#line 20

    count_ += static_cast<int>(pool.use_count()) * times;
    return count_;
  }
  int bump(const Slot& other, int by) { RECRASH_ENTRY(3, METHOD, ::recrash::by_reference(other), ::recrash::by_reference(by)) return [&](decltype(other)& other, decltype(by) by) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_USED_FIELDS(3, ::recrash::used_fields(this, ::recrash::field<1>(this->count_)), ::recrash::by_reference(other), ::recrash::by_reference(by));
#line 24
  // Slot is complete in its own member functions
    count_ += other.count_ + by;
    return count_;
  }(other, by); RECRASH_TWIN_END
#line 24
  // Slot is complete in its own member functions
    count_ += other.count_ + by;
    return count_;
  }
  static int weigh(const Entry& entry);

 private:
  std::string label_;
  int count_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Slot() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Slot(RecrashTag&) noexcept : label_() {}
  template <class RecrashArchive>
  Slot(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Slot(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 33
};
// Added by recrash-instrument: Slot's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Slot::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, label_);
  ::recrash::generated::field(recrash_archive, count_);
}
#line 34

}  // namespace slots

// Added by recrash-instrument: the code that saves the values of these types, which the hooks above
// record, is compiled by the sources of their library, and a unit that includes this header refers
// to it.
RECRASH_VALUE_ELSEWHERE(::recrash::detail::UsedFieldsCopy<slots::Slot, ::recrash::detail::FieldRef<1, ::recrash::detail::FieldUse::Field, decltype(slots::Slot::count_)>>);
RECRASH_VALUE_ELSEWHERE(int);
RECRASH_VALUE_ELSEWHERE(slots::Slot);
RECRASH_VALUE_ELSEWHERE(std::basic_string<char, std::char_traits<char>, std::allocator<char>>);
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 3 hooks, 1 serializers, 0 registrations
