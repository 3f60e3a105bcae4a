// Instrumented by recrash-instrument from ledger.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "ledger.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/ledger.hpp"
#pragma once

#include <algorithm>
#include <cassert>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

/// An overloaded `*` of two operands multiplies: it reads through nothing.
struct Money {
  long cents = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 14
};
// Added by recrash-instrument: Money's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Money::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, cents);
}
#line 15
Money operator*(const Money& money, long factor);

struct Entry {
  std::string account;
  long cents = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 20
};
// Added by recrash-instrument: Entry's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Entry::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, account);
  ::recrash::generated::field(recrash_archive, cents);
}
#line 21

/// One-statement functions: the ones that cannot fault by themselves are left alone by default,
/// the ones that divide, read through a pointer, subscript, throw or hold a lambda keep a hook.
class Ledger {
 public:
  // left alone: arithmetic on members, calls, a call on this
  long doubled() const { return total_ * 2; }
  bool empty() const { return entries_.empty(); }
  long total_plus(long extra) const { RECRASH_ENTRY(1, METHOD, ::recrash::by_reference(extra)) return [&](decltype(extra) extra) RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(1, ::recrash::by_reference(extra));
#line 29
 return doubled() / 2 + extra; }(extra); RECRASH_TWIN_END
#line 29
 return doubled() / 2 + extra; }  // divides: hooked
  void add(const Entry& entry) { entries_.push_back(entry); }
  std::size_t count() const { return entries_.size(); }

  // hooked: each of these can fault on its own
  long average() const { RECRASH_ENTRY(2, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(2, );
#line 34
 return total_ / static_cast<long>(entries_.size()); }(); RECRASH_TWIN_END
#line 34
 return total_ / static_cast<long>(entries_.size()); }
  long remainder(long by) const { RECRASH_ENTRY(3, METHOD, ::recrash::by_reference(by)) return [&](decltype(by) by) RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(3, ::recrash::by_reference(by));
#line 35
 return total_ % by; }(by); RECRASH_TWIN_END
#line 35
 return total_ % by; }
  const Entry& entry(std::size_t index) const { RECRASH_ENTRY(4, METHOD, ::recrash::by_reference(index)) return [&](decltype(index) index) RECRASH_TWIN_ATTRIBUTES -> const Entry& { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(4, ::recrash::by_reference(index));
#line 36
 return entries_[index]; }(index); RECRASH_TWIN_END
#line 36
 return entries_[index]; }
  long cents_of(const Entry* entry) const { RECRASH_ENTRY(5, METHOD, ::recrash::by_reference(entry)) return [&](decltype(entry) entry) RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(5, ::recrash::by_reference(entry));
#line 37
 return entry->cents; }(entry); RECRASH_TWIN_END
#line 37
 return entry->cents; }
  long first_cents(const long* cents) const { RECRASH_ENTRY(6, METHOD, ::recrash::by_reference(cents)) return [&](decltype(cents) cents) RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(6, ::recrash::by_reference(cents));
#line 38
 return *cents; }(cents); RECRASH_TWIN_END
#line 38
 return *cents; }
  long raw_cents(const long* cents, int index) const { RECRASH_ENTRY(7, METHOD, ::recrash::by_reference(cents), ::recrash::by_reference(index)) return [&](decltype(cents) cents, decltype(index) index) RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(7, ::recrash::by_reference(cents), ::recrash::by_reference(index));
#line 39
 return cents[index]; }(cents, index); RECRASH_TWIN_END
#line 39
 return cents[index]; }
  const std::string& owner() const { RECRASH_ENTRY(8, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> const std::string& { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(8, );
#line 40
 return owner_->account; }(); RECRASH_TWIN_END
#line 40
 return owner_->account; }
  void fail(const std::string& why) const { RECRASH_ENTRY(9, METHOD, ::recrash::by_reference(why)) return [&](decltype(why)& why) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(9, ::recrash::by_reference(why));
#line 41
 throw std::runtime_error(why); }(why); RECRASH_TWIN_END
#line 41
 throw std::runtime_error(why); }
  long count_if_over(long limit) const { RECRASH_ENTRY(10, METHOD, ::recrash::by_reference(limit)) return [&](decltype(limit) limit) RECRASH_TWIN_ATTRIBUTES -> long { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(10, ::recrash::by_reference(limit));
#line 42

    return static_cast<long>(std::count_if(entries_.begin(), entries_.end(),
                                           [limit](const Entry& entry) { return entry.cents > limit; }));
  }(limit); RECRASH_TWIN_END
#line 42

    return static_cast<long>(std::count_if(entries_.begin(), entries_.end(),
                                           [limit](const Entry& entry) { return entry.cents > limit; }));
  }

 private:
  std::vector<Entry> entries_;
  std::unique_ptr<Entry> owner_;
  long total_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Ledger() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Ledger(RecrashTag&) noexcept : entries_(), owner_() {}
  template <class RecrashArchive>
  Ledger(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Ledger(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 51
};
// Added by recrash-instrument: Ledger's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Ledger::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, entries_);
  ::recrash::generated::field(recrash_archive, owner_);
  ::recrash::generated::field(recrash_archive, total_);
}
#line 52

// Added by recrash-instrument: the code that saves the values of these types, which the hooks above
// record, is compiled by the sources of their library, and a unit that includes this header refers
// to it.
RECRASH_VALUE_ELSEWHERE(Ledger);
RECRASH_VALUE_ELSEWHERE(const Entry *);
RECRASH_VALUE_ELSEWHERE(const long *);
RECRASH_VALUE_ELSEWHERE(int);
RECRASH_VALUE_ELSEWHERE(long);
RECRASH_VALUE_ELSEWHERE(std::basic_string<char, std::char_traits<char>, std::allocator<char>>);
RECRASH_VALUE_ELSEWHERE(unsigned long);
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 10 hooks, 3 serializers, 0 registrations
