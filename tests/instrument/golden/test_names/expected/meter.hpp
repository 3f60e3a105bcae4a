// Instrumented by recrash-instrument from meter.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "meter.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/meter.hpp"
// The names a test may write: public members that are the only ones of their name in a class any
// test can name are called by name (a class in an anonymous namespace too: the test of a function
// only a source file declares includes that file); overloads, private members, members of a class
// template or of a private nested class are not; the enumerations a hooked function takes are
// listed with their enumerators, and a private nested class it takes (Gear, the receiver of
// Gear::teeth) as hidden.
#pragma once

namespace meter {

enum class Unit { Metres, Feet, Yards = 7, Rods = 7 };

namespace inline_v1 {
inline namespace v1 {
enum Flag : unsigned char { Off, On = 200 };
}
}  // namespace inline_v1

class Scale {
 public:
  enum Rounding { Down = -1, Up = 1 };

  explicit Scale(int divisions);
  int convert(int value, Unit unit, Rounding rounding);
  static int steps(Unit unit);
  int step(int value);
  int step(int value, int by);
  int operator[](int index) const;
  void set(inline_v1::Flag flag);

  class Dial {
   public:
    int turn(int by);

    // Added by recrash-instrument: what cereal needs to save this class into a dump
    // and to load it in a test.
   private:
    friend class ::cereal::access;
    template <class RecrashArchive>
    void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 34
  };

 private:
  class Gear {
   public:
    int teeth(int count);

    // Added by recrash-instrument: what cereal needs to save this class into a dump
    // and to load it in a test.
   private:
    friend class ::cereal::access;
    template <class RecrashArchive>
    void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 40
  };
  int per_unit(Unit unit) const;

  int divisions_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Scale(RecrashTag&) noexcept : divisions_() {}
  template <class RecrashArchive>
  Scale(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Scale(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Scale>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 44
};
// Added by recrash-instrument: Scale's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Scale::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, divisions_);
}
#line 45
// Added by recrash-instrument: Scale::Dial's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Scale::Dial::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
}
#line 45
// Added by recrash-instrument: Scale::Gear's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Scale::Gear::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
}
#line 45

template <class T>
class Box {
 public:
  T get(T fallback);

 private:
  T value_{};

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Box() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Box(RecrashTag&) noexcept {}
  template <class RecrashArchive>
  Box(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Box(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::field(recrash_archive, value_);
  }
#line 53
};

}  // namespace meter
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 0 hooks, 4 serializers, 0 registrations
