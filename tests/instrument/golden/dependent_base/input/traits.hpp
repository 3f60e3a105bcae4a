#pragma once

#include <type_traits>

// Class templates whose bases depend on their parameters through a qualified name, as a
// metaprogramming header writes them (rapidjson's internal/meta.h, std::conjunction users).
template <bool Condition>
struct Choose {
  template <class Then, class Else>
  struct Apply {
    typedef Then Type;
  };
};

template <>
struct Choose<false> {
  template <class Then, class Else>
  struct Apply {
    typedef Else Type;
  };
};

template <class Condition, class Then, class Else>
struct ChooseIf : Choose<Condition::value>::template Apply<Then, Else> {};

template <class Condition>
struct AsBool : ChooseIf<Condition, std::true_type, std::false_type>::Type {
  int asked = 0;
};

template <class... Checks>
struct AllOf : std::conjunction<Checks...> {
  int checked = 0;
};

int count_true(int a, int b);
