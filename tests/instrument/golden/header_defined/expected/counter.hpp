// Instrumented by recrash-instrument from counter.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "counter.hpp"
#include <recrash/frame.hpp>
#include <recrash/generated_serializers.hpp>
#pragma once

#include <map>
#include <string>

class Counter {
 public:
  void add(const std::string& word) {
    RECRASH_METHOD(word);
    ++counts_[word];
    ++total_;
  }
  int count(const std::string& word) const {
    RECRASH_METHOD_IMMUTABLE_THIS(::recrash::by_reference(word));
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
  explicit Counter(RecrashTag) : counts_() {}
  template <class RecrashArchive>
  Counter(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Counter(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::field(recrash_archive, counts_);
    ::recrash::generated::field(recrash_archive, total_);
  }
};

inline int count_letters(const std::string& word) {
  RECRASH_FUNCTION(::recrash::by_reference(word));
  int letters = 0;
  for (char c : word) letters += (c >= 'a' && c <= 'z') ? 1 : 0;
  return letters;
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
