// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Calling a member function from a test even when it is private or protected, in standard
/// C++17, without `#define private public` and without touching the class.
///
/// The rule it rests on: the names in an explicit instantiation are not access-checked
/// ([temp.explicit]: "the usual access checking rules do not apply to names used to specify
/// explicit instantiations"). So an explicit instantiation may pass `&Class::secret` as a
/// template argument, and the instantiated class template hands the pointer out through a
/// friend function that anyone can call:
///
///     // at namespace scope (the global one: an explicit instantiation must be in a namespace
///     // that encloses recrash::access)
///     RECRASH_ACCESS(LedgerRatio, recrash::access::Parameters<long, int>::const_member(&Ledger::ratio));
///     RECRASH_ACCESS(LedgerReset, &Ledger::reset);  // not overloaded: no Parameters needed
///
///     TEST(Ledger, RatioOfNothing) {
///       Ledger ledger;
///       long total = 10;
///       int parts = 0;
///       recrash::access::call<LedgerRatio>(ledger, total, parts);  // ledger.ratio(total, parts)
///     }
///
/// `Parameters<P...>` picks one overload by its exact parameter types and qualifiers, deducing
/// the return type and the class, so an overloaded member needs no spelled-out member-pointer
/// type. Static member functions work the same way (`Parameters<P...>::function(&C::f)`, called
/// without a receiver), and so do virtual ones (the call through the pointer dispatches).
///
/// Constructors have no address, so nothing reaches a private or protected one: can_construct()
/// says at compile time whether a test may call one, and construct() calls it when it may.
///
/// recrash-gen's tests call every member function this way: whether a member is public cannot be
/// told from a dump, and the route works for public members too.

#include <functional>
#include <stdexcept>
#include <type_traits>
#include <utility>

namespace recrash::access {

/// Names the function that returns what is exported under `Id` (a member pointer, or a type as
/// an Identity). Its friend is defined by the explicit instantiation of Export<Id, ...> or
/// ExportType<Id, ...>, found through Key<Id> by argument-dependent lookup.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wnon-template-friend"  // the friend is meant to be a non-template
#endif
template <class Id>
struct Key {
  friend constexpr auto exported(Key) noexcept;
};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

/// Instantiate explicitly (RECRASH_ACCESS does) to export `Member` under `Id`.
template <class Id, auto Member>
struct Export {
  friend constexpr auto exported(Key<Id>) noexcept { return Member; }
};

/// Picks the overload whose parameter types are exactly `Params` and whose qualifiers the
/// function's name says, from `&Class::name`.
template <class... Params>
struct Parameters {
  template <class R, class C>
  static constexpr auto member(R (C::*f)(Params...)) noexcept {
    return f;
  }
  template <class R, class C>
  static constexpr auto const_member(R (C::*f)(Params...) const) noexcept {
    return f;
  }
  template <class R, class C>
  static constexpr auto lvalue_member(R (C::*f)(Params...) &) noexcept {
    return f;
  }
  template <class R, class C>
  static constexpr auto const_lvalue_member(R (C::*f)(Params...) const &) noexcept {
    return f;
  }
  template <class R, class C>
  static constexpr auto rvalue_member(R (C::*f)(Params...) &&) noexcept {
    return f;
  }
  template <class R, class C>
  static constexpr auto const_rvalue_member(R (C::*f)(Params...) const &&) noexcept {
    return f;
  }
  /// A static member function.
  template <class R>
  static constexpr auto function(R (*f)(Params...)) noexcept {
    return f;
  }
};

/// The member pointer exported under `Id`.
template <class Id>
constexpr auto pointer() noexcept {
  return exported(Key<Id>{});
}

/// Calls the member exported under `Id`: `call<Id>(object, args...)` for a member function,
/// `call<Id>(args...)` for a static one.
template <class Id, class... Args>
decltype(auto) call(Args &&...args) {
  return std::invoke(pointer<Id>(), std::forward<Args>(args)...);
}

/// Naming a class that is a private or protected member of another (a parser's `Token`), where a
/// test loads a value of it: the same rule, through a friend that hands out the type.
///
///     RECRASH_ACCESS_TYPE(ParserToken, shapes::Parser::Token);  // at global namespace scope
///     auto&& token = dump().load<ParserToken>(0, 1);
template <class T>
struct Identity {
  using type = T;
};

/// Instantiate explicitly (RECRASH_ACCESS_TYPE does) to export `T` under `Id`.
template <class Id, class T>
struct ExportType {
  friend constexpr auto exported(Key<Id>) noexcept { return Identity<T>{}; }
};

/// The type exported under `Id`.
template <class Id>
using type = typename decltype(exported(Key<Id>{}))::type;

/// Whether a test may call T's constructor with these arguments: false when the constructor it
/// would choose is private or protected, or T is abstract.
template <class T, class... Args>
constexpr bool can_construct(Args &&...) noexcept {
  return std::is_constructible_v<T, Args &&...>;
}

/// `T(args...)` where can_construct<T>(args...) holds; compiles, and throws std::logic_error
/// when called, where it does not, so a test can check can_construct() first and skip.
template <class T, class... Args>
decltype(auto) construct(Args &&...args) {
  if constexpr (std::is_constructible_v<T, Args &&...>) {
    return T(std::forward<Args>(args)...);
  } else {
    throw std::logic_error("recrash::access::construct: the constructor is not accessible");
  }
}

}  // namespace recrash::access

/// Exports a member function under the name `id`, a struct it declares: RECRASH_ACCESS(id,
/// &Class::name) or, to pick one overload, RECRASH_ACCESS(id,
/// recrash::access::Parameters<int>::member(&Class::name)). Use at global namespace scope.
#define RECRASH_ACCESS(id, ...) \
  namespace {                   \
  struct id;                    \
  }                             \
  template struct ::recrash::access::Export<id, __VA_ARGS__>

/// Declares `alias` for a class a test may not name, a private or protected member of another:
/// RECRASH_ACCESS_TYPE(ParserToken, shapes::Parser::Token). Use at global namespace scope.
#define RECRASH_ACCESS_TYPE(alias, ...)                                   \
  namespace {                                                             \
  struct alias##Key;                                                      \
  }                                                                       \
  template struct ::recrash::access::ExportType<alias##Key, __VA_ARGS__>; \
  using alias = ::recrash::access::type<alias##Key>
