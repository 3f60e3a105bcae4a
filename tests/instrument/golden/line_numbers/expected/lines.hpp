// Instrumented by recrash-instrument from lines.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "lines.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/lines.hpp"
// Compiler messages and debug information must name the original file at its own line numbers:
// every AT_LINE(n) below is a static_assert that fails to compile if the instrumented copy's
// presumed file or line is not the original's.
#pragma once

constexpr bool ends_with(const char* text, const char* tail) {
  const char* t = text;
  const char* u = tail;
  while (*t != '\0') ++t;
  while (*u != '\0') ++u;
  while (u != tail && t != text && *(t - 1) == *(u - 1)) --t, --u;
  return u == tail;
}

#define AT_LINE(file, n) static_assert(__LINE__ == (n) && ends_with(__FILE__, "input/" file), "moved")

struct Point { int x = 0; int y = 0; 
  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 17
};  // a serializer goes in before this brace, on this line
// Added by recrash-instrument: Point's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Point::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, x);
  ::recrash::generated::field(recrash_archive, y);
}
#line 18
AT_LINE("lines.hpp", 18);

class Meter {
 public:
  void add(const Point& p);
  int total() const { RECRASH_ENTRY(1, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(1, );
#line 23
 return total_; }(); RECRASH_TWIN_END
#line 23
 return total_; }

 private:
  int total_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Meter() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Meter(RecrashTag&) noexcept {}
  template <class RecrashArchive>
  Meter(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Meter(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 27
};  // a serializer goes in above this line
// Added by recrash-instrument: Meter's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Meter::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, total_);
}
#line 28
AT_LINE("lines.hpp", 28);

// Added by recrash-instrument: the code that saves the values of these types, which the hooks above
// record, is compiled by the sources of their library, and a unit that includes this header refers
// to it.
RECRASH_VALUE_ELSEWHERE(Meter);
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 1 hooks, 2 serializers, 0 registrations
