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

#include <ostream>
#include <string>

class Sink {
 public:
  virtual ~Sink() = default;
  virtual void write(const std::string& line) = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Sink() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Sink(RecrashTag&) noexcept {}
  template <class RecrashArchive>
  Sink(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Sink(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 10
};
// Added by recrash-instrument: Sink's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Sink::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
}
#line 11

struct Entry {
  std::string text;
  int cents = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 15
};
// Added by recrash-instrument: Entry's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Entry::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, text);
  ::recrash::generated::field(recrash_archive, cents);
}
#line 16

class Ledger {
 public:
  Ledger(const std::string& owner, int& total, std::ostream& out, Entry*& last)
      : owner_(owner), total_(total), out_(out), last_(last) {}
  void post(const Entry& entry);

 private:
  const std::string& owner_;
  int& total_;
  std::ostream& out_;
  Entry*& last_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Ledger(RecrashTag& recrash_tag) noexcept
      : owner_(::recrash::generated::referent<decltype(owner_)>(recrash_tag)),
        total_(::recrash::generated::referent<decltype(total_)>(recrash_tag)),
        out_(::recrash::generated::referent<decltype(out_)>(recrash_tag)),
        last_(::recrash::generated::referent<decltype(last_)>(recrash_tag)) {}
  template <class RecrashArchive>
  Ledger(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Ledger(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Ledger>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 28
};
// Added by recrash-instrument: Ledger's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Ledger::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::referent(recrash_archive, owner_);
  ::recrash::generated::referent(recrash_archive, total_);
  ::recrash::generated::referent(recrash_archive, out_);
  // Not saved: last_, reference to a pointer, an array or a function.
}
#line 29

class Audit {
 public:
  explicit Audit(Sink& sink) : sink_(sink) {}
  void note(const Entry& entry);

 private:
  Sink& sink_;
  int notes_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Audit(RecrashTag& recrash_tag) noexcept
      : sink_(::recrash::generated::referent<decltype(sink_)>(recrash_tag)) {}
  template <class RecrashArchive>
  Audit(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Audit(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Audit>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 38
};
// Added by recrash-instrument: Audit's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Audit::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::referent(recrash_archive, sink_);
  ::recrash::generated::field(recrash_archive, notes_);
}
#line 39

template <class T>
class Watch {
 public:
  explicit Watch(T& watched) : watched_(watched) {}
  int changes() const { return changes_ + 1; }

 private:
  T& watched_;
  int changes_ = 0;
};
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 0 hooks, 4 serializers, 0 registrations
