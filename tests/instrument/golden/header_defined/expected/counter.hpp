// Instrumented by recrash-instrument from counter.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "counter.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/counter.hpp"
#pragma once

#include <map>
#include <string>

class Counter {
 public:
  void add(const std::string& word) { RECRASH_ENTRY(1, METHOD, word) return [&](decltype(word)& word) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(1, word);
#line 8

    ++counts_[word];
    ++total_;
  }(word); RECRASH_TWIN_END
#line 8

    ++counts_[word];
    ++total_;
  }
  int count(const std::string& word) const { RECRASH_ENTRY(2, METHOD, ::recrash::by_reference(word)) return [&](decltype(word)& word) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(2, ::recrash::by_reference(word));
#line 12

    auto found = counts_.find(word);
    return found == counts_.end() ? 0 : found->second;
  }(word); RECRASH_TWIN_END
#line 12

    auto found = counts_.find(word);
    return found == counts_.end() ? 0 : found->second;
  }
  void merge(const Counter& other);

 private:
  std::map<std::string, int> counts_;
  int total_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Counter() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Counter(RecrashTag&) noexcept : counts_() {}
  template <class RecrashArchive>
  Counter(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Counter(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 21
};
// Added by recrash-instrument: Counter's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Counter::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, counts_);
  ::recrash::generated::field(recrash_archive, total_);
}
#line 22

inline int count_letters(const std::string& word) { RECRASH_ENTRY(3, FUNCTION, ::recrash::by_reference(word)) return [&](decltype(word)& word) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(3, ::recrash::by_reference(word));
#line 23

  int letters = 0;
  for (char c : word) letters += (c >= 'a' && c <= 'z') ? 1 : 0;
  return letters;
}(word); RECRASH_TWIN_END
#line 23

  int letters = 0;
  for (char c : word) letters += (c >= 'a' && c <= 'z') ? 1 : 0;
  return letters;
}

// Added by recrash-instrument: the code that saves the values of these types, which the hooks above
// record, is compiled by the sources of their library, and a unit that includes this header refers
// to it.
RECRASH_VALUE_ELSEWHERE(Counter);
RECRASH_VALUE_ELSEWHERE(std::basic_string<char, std::char_traits<char>, std::allocator<char>>);
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 3 hooks, 1 serializers, 0 registrations
