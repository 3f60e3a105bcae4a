// Instrumented by recrash-instrument from journal.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "journal.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/journal.hpp"
#pragma once

#include <memory>
#include <string>
#include <vector>

class Journal {
 public:
  explicit Journal(int capacity);
  const std::string& entry(int index) const;
  void add(const std::string& text);
  int count(std::string word, std::string&& also) const;
  void adopt(std::unique_ptr<std::string> text);
  int next_id();
  auto size_of(int index) const;

 private:
  int capacity_;
  std::vector<std::string> entries_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Journal(RecrashTag&) noexcept : capacity_(), entries_() {}
  template <class RecrashArchive>
  Journal(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Journal(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Journal>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 20
};
// Added by recrash-instrument: Journal's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Journal::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, capacity_);
  ::recrash::generated::field(recrash_archive, entries_);
}
#line 21

[[noreturn]] void give_up(const std::string& why);
int checked_ratio(int a, int b);
int count_words(const std::string& text);

namespace notes {
struct Stamp {
  int day = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 29
};
// Added by recrash-instrument: Stamp's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Stamp::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, day);
}
#line 30
// A member function named as the type it returns: in its body the name is the function.
class Page {
 public:
  notes::Stamp Stamp() const;

 private:
  int day_ = 1;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Page() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Page(RecrashTag&) noexcept {}
  template <class RecrashArchive>
  Page(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Page(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 37
};
// Added by recrash-instrument: Page's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Page::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, day_);
}
#line 38
}  // namespace notes
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 0 hooks, 3 serializers, 0 registrations
