// Instrumented by recrash-instrument from meter.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "meter.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#include <recrash/generated_serializers.hpp>
#line 1 "@INPUT@/meter.cpp"
#include "meter.hpp"

namespace meter {

Scale::Scale(int divisions) : divisions_(divisions) { RECRASH_ENTRY(1, CONSTRUCTOR, ::recrash::by_reference(divisions)) { [&](decltype(divisions) divisions) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(1, ::recrash::by_reference(divisions));
#line 5
}(divisions); return; } RECRASH_TWIN_END
#line 5
}

int Scale::convert(int value, Unit unit, Rounding rounding) { RECRASH_ENTRY(2, METHOD, ::recrash::by_reference(value), ::recrash::by_reference(unit), ::recrash::by_reference(rounding)) return [&](decltype(value) value, decltype(unit) unit, decltype(rounding) rounding) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(2, ::recrash::by_reference(value), ::recrash::by_reference(unit), ::recrash::by_reference(rounding));
#line 7
 return value * per_unit(unit) + rounding; }(value, unit, rounding); RECRASH_TWIN_END
#line 7
 return value * per_unit(unit) + rounding; }

int Scale::steps(Unit unit) { RECRASH_ENTRY(3, STATIC_METHOD, ::recrash::by_reference(unit)) return [&](decltype(unit) unit) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_STATIC_METHOD(3, ::recrash::by_reference(unit));
#line 9
 return static_cast<int>(unit) * 2 + 1; }(unit); RECRASH_TWIN_END
#line 9
 return static_cast<int>(unit) * 2 + 1; }

int Scale::step(int value) { RECRASH_ENTRY(4, METHOD, ::recrash::by_reference(value)) return [&](decltype(value) value) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(4, ::recrash::by_reference(value));
#line 11
 return value / divisions_; }(value); RECRASH_TWIN_END
#line 11
 return value / divisions_; }

int Scale::step(int value, int by) { RECRASH_ENTRY(5, METHOD, ::recrash::by_reference(value), ::recrash::by_reference(by)) return [&](decltype(value) value, decltype(by) by) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(5, ::recrash::by_reference(value), ::recrash::by_reference(by));
#line 13
 return value / by + divisions_; }(value, by); RECRASH_TWIN_END
#line 13
 return value / by + divisions_; }

int Scale::operator[](int index) const { RECRASH_ENTRY(6, METHOD, ::recrash::by_reference(index)) return [&](decltype(index) index) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(6, ::recrash::by_reference(index));
#line 15
 return 100 / (index - divisions_); }(index); RECRASH_TWIN_END
#line 15
 return 100 / (index - divisions_); }

void Scale::set(inline_v1::Flag flag) { RECRASH_ENTRY(7, METHOD, ::recrash::by_reference(flag)) return [&](decltype(flag) flag) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(7, ::recrash::by_reference(flag));
#line 17
 divisions_ = 100 / static_cast<int>(flag); }(flag); RECRASH_TWIN_END
#line 17
 divisions_ = 100 / static_cast<int>(flag); }

int Scale::Dial::turn(int by) { RECRASH_ENTRY(8, METHOD, ::recrash::by_reference(by)) return [&](decltype(by) by) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(8, ::recrash::by_reference(by));
#line 19
 return 100 / by; }(by); RECRASH_TWIN_END
#line 19
 return 100 / by; }

int Scale::Gear::teeth(int count) { RECRASH_ENTRY(9, METHOD, ::recrash::by_reference(count)) return [&](decltype(count) count) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(9, ::recrash::by_reference(count));
#line 21
 return 100 / count; }(count); RECRASH_TWIN_END
#line 21
 return 100 / count; }

int Scale::per_unit(Unit unit) const { RECRASH_ENTRY(10, METHOD, ::recrash::by_reference(unit)) return [&](decltype(unit) unit) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(10, ::recrash::by_reference(unit));
#line 23
 return 100 / (static_cast<int>(unit) - divisions_); }(unit); RECRASH_TWIN_END
#line 23
 return 100 / (static_cast<int>(unit) - divisions_); }

template <class T>
T Box<T>::get(T fallback) { RECRASH_ENTRY(11, METHOD, ::recrash::by_reference(fallback)) return [&](T& fallback) RECRASH_TWIN_ATTRIBUTES -> T { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(11, ::recrash::by_reference(fallback));
#line 26

  return value_ == T{} ? fallback / value_ : value_;
}(fallback); RECRASH_TWIN_END
#line 26

  return value_ == T{} ? fallback / value_ : value_;
}
template class Box<int>;

namespace {
struct Hidden {
  
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 33
int half(int value) { RECRASH_ENTRY(12, METHOD, ::recrash::by_reference(value)) return [&](decltype(value) value) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(12, ::recrash::by_reference(value));
#line 33
 return 100 / value; }(value); RECRASH_TWIN_END
#line 33
 return 100 / value; }
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 33


  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  }
#line 34
};
}  // namespace


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 37
int use_hidden(int value) { RECRASH_ENTRY(13, FUNCTION, ::recrash::by_reference(value)) return [&](decltype(value) value) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_FUNCTION(13, ::recrash::by_reference(value));
#line 37

  Hidden hidden;
  return hidden.half(value);
}(value); RECRASH_TWIN_END
#line 37

  Hidden hidden;
  return hidden.half(value);
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 40


}  // namespace meter
