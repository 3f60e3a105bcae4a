// Instrumented by recrash-instrument from shapes.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "shapes.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/shapes.hpp"
#pragma once

class Shape {
 public:
  virtual ~Shape() = default;
  virtual double area() const = 0;
  virtual void scale(double factor);

 protected:
  double factor_ = 1.0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  Shape() = default;
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Shape(RecrashTag&) noexcept {}
  template <class RecrashArchive>
  Shape(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Shape(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 11
};
// Added by recrash-instrument: Shape's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Shape::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, factor_);
}
#line 12

class Circle : public Shape {
 public:
  explicit Circle(double radius) : radius_(radius) { RECRASH_ENTRY(1, CONSTRUCTOR, ::recrash::by_reference(radius)) { [&](decltype(radius) radius) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(1, ::recrash::by_reference(radius));
#line 15
}(radius); return; } RECRASH_TWIN_END
#line 15
}
  double area() const override;
  void scale(double factor) override;

 private:
  double radius_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Circle(RecrashTag& recrash_tag) noexcept : Shape(recrash_tag), radius_() {}
  template <class RecrashArchive>
  Circle(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Circle(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Circle>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 21
};
// Added by recrash-instrument: Circle's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Circle::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::base(recrash_archive, static_cast<Shape*>(this));
  ::recrash::generated::field(recrash_archive, radius_);
}
#line 22

// Added by recrash-instrument: the code that saves the values of these types, which the hooks above
// record, is compiled by the sources of their library, and a unit that includes this header refers
// to it.
RECRASH_VALUE_ELSEWHERE(double);
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 1 hooks, 2 serializers, 0 registrations
