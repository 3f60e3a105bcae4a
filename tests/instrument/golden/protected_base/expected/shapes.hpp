// Instrumented by recrash-instrument from shapes.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "shapes.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/generated_serializers.hpp>
#line 1 "@INPUT@/shapes.hpp"
#pragma once

#include <string>

class Shape {
 public:
  explicit Shape(std::string name) : name_(std::move(name)) { RECRASH_ENTRY(1, CONSTRUCTOR, name) { [&](decltype(name)& name) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(1, name);
#line 7
}(name); return; } RECRASH_TWIN_END
#line 7
}
  virtual ~Shape() = default;
  virtual double area() const = 0;
  const std::string& name() const { RECRASH_ENTRY(2, METHOD, ) return [&]() RECRASH_TWIN_ATTRIBUTES -> const std::string& { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(2, );
#line 10
 return name_; }(); RECRASH_TWIN_END
#line 10
 return name_; }

 protected:
  std::string name_;
  int sides_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Shape(RecrashTag&) noexcept : name_() {}
  template <class RecrashArchive>
  Shape(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Shape(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 15
};
// Added by recrash-instrument: Shape's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Shape::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, name_);
  ::recrash::generated::field(recrash_archive, sides_);
}
#line 16

class Rectangle : public Shape {
 public:
  Rectangle(double width, double height);
  double area() const override;

 protected:
  double width_;
  double height_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Rectangle(RecrashTag& recrash_tag) noexcept : Shape(recrash_tag), width_(), height_() {}
  template <class RecrashArchive>
  Rectangle(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Rectangle(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Rectangle>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 25
};
// Added by recrash-instrument: Rectangle's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Rectangle::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::base(recrash_archive, static_cast<Shape*>(this));
  ::recrash::generated::field(recrash_archive, width_);
  ::recrash::generated::field(recrash_archive, height_);
}
#line 26

class Square final : public Rectangle {
 public:
  explicit Square(double side) : Rectangle(side, side) { RECRASH_ENTRY(3, CONSTRUCTOR, ::recrash::by_reference(side)) { [&](decltype(side) side) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(3, ::recrash::by_reference(side));
#line 29
}(side); return; } RECRASH_TWIN_END
#line 29
}
  double diagonal() const;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Square(RecrashTag& recrash_tag) noexcept : Rectangle(recrash_tag) {}
  template <class RecrashArchive>
  Square(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Square(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Square>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 31
};
// Added by recrash-instrument: Square's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Square::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::base(recrash_archive, static_cast<Rectangle*>(this));
}
#line 32

// Added by recrash-instrument: the polymorphic classes above, registered with cereal so that a
// pointer to a base saves and loads the object's own class.
#ifndef RECRASH_POLYMORPHIC_shapes_hpp
#define RECRASH_POLYMORPHIC_shapes_hpp
RECRASH_POLYMORPHIC_TYPE(::Square, ::Rectangle)
#endif

// Added by recrash-instrument: the code that saves the values of these types, which the hooks above
// record, is compiled by the sources of their library, and a unit that includes this header refers
// to it.
RECRASH_VALUE_ELSEWHERE(Shape);
RECRASH_VALUE_ELSEWHERE(double);
RECRASH_VALUE_ELSEWHERE(std::basic_string<char, std::char_traits<char>, std::allocator<char>>);
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 3 hooks, 3 serializers, 1 registrations
