// Instrumented by recrash-instrument from slot.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "slot.hpp;entry.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#include <recrash/generated_serializers.hpp>
#line 1 "@INPUT@/slot.cpp"
#include "entry.hpp"

namespace slots {

class Pool {
 public:
  int size = 3;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::field(recrash_archive, size);
  }
#line 8
};

int Slot::attach(Entry& entry, const std::shared_ptr<Pool>& pool, const std::string& label) { RECRASH_ENTRY(1, METHOD, ::recrash::by_reference(entry), ::recrash::by_reference(pool), ::recrash::by_reference(label)) return [&](decltype(entry)& entry, decltype(pool)& pool, decltype(label)& label) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD(1, ::recrash::by_reference(entry), ::recrash::by_reference(pool), ::recrash::by_reference(label));
#line 10

  label_ = label;
  count_ += pool->size;
  return entry.weight + count_;
}(entry, pool, label); RECRASH_TWIN_END
#line 10

  label_ = label;
  count_ += pool->size;
  return entry.weight + count_;
}

int Slot::weigh(const Entry& entry) { RECRASH_ENTRY(2, STATIC_METHOD, ::recrash::by_reference(entry)) return [&](decltype(entry)& entry) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_STATIC_METHOD(2, ::recrash::by_reference(entry));
#line 16

  return entry.weight * 3;
}(entry); RECRASH_TWIN_END
#line 16

  return entry.weight * 3;
}


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 20
int pool_size(const Pool& pool, int extra) { RECRASH_ENTRY(3, FUNCTION, ::recrash::by_reference(pool), ::recrash::by_reference(extra)) return [&](decltype(pool)& pool, decltype(extra) extra) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(3, ::recrash::by_reference(pool), ::recrash::by_reference(extra));
#line 20

  return pool.size + extra;
}(pool, extra); RECRASH_TWIN_END
#line 20

  return pool.size + extra;
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 22


}  // namespace slots

// Added by recrash-instrument: the code that saves the values the hooks of the headers above
// record, which the other units that include them refer to.
#include <recrash/detail/value_traits.hpp>
RECRASH_INSTANTIATE_VALUE(::recrash::detail::UsedFieldsCopy<slots::Slot, ::recrash::detail::FieldRef<1, ::recrash::detail::FieldUse::Field, decltype(slots::Slot::count_)>>);
RECRASH_INSTANTIATE_VALUE(int);
RECRASH_INSTANTIATE_VALUE(slots::Entry);
RECRASH_INSTANTIATE_VALUE(slots::Slot);
RECRASH_INSTANTIATE_VALUE(std::basic_string<char, std::char_traits<char>, std::allocator<char>>);
