// Instrumented by recrash-instrument from view.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "view.hpp"
// A unit recrash did not instrument (a program's own) reads the hooks below with declarations only
// unless it defines RECRASH_TEMPLATE_VALUES: its instantiations of their templates save a value
// where an instrumented unit compiled the code that saves its type, and record it unavailable
// elsewhere.
#ifdef RECRASH_TEMPLATE_VALUES
#include <recrash/frame.hpp>
#include <recrash/detail/value_traits.hpp>
#include <recrash/generated_serializers.hpp>
#else
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#endif
#line 1 "@INPUT@/view.hpp"
#pragma once

#include <string>

// A class template whose inline functions call a member template of their own class through a
// parameter of that class (toml++'s node_view<T>): in the template that is the current
// instantiation, and needs no `template` keyword; the copy of each body must read the same.

struct Table {
  int rows = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 11
};
// Added by recrash-instrument: Table's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Table::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, rows);
}
#line 12

template <class T>
class View {
 public:
  explicit View(T* node) : node_(node) {}

  template <class U>
  const U* as() const {
    return reinterpret_cast<const U*>(node_);
  }

  bool same_rows(const View& other) const { RECRASH_ENTRY(1, METHOD, other) return [&](const View& other) RECRASH_TWIN_ATTRIBUTES -> bool { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(1, other);
#line 23
 return other.as<Table>()->rows == as<Table>()->rows; }(other); RECRASH_TWIN_END
#line 23
 return other.as<Table>()->rows == as<Table>()->rows; }

  friend bool operator==(const View& lhs, const Table& rhs) { RECRASH_ENTRY(2, FUNCTION, lhs, ::recrash::by_reference(rhs)) return [&](const View& lhs, decltype(rhs)& rhs) RECRASH_TWIN_ATTRIBUTES -> bool { RECRASH_TWIN_FUNCTION(2, lhs, ::recrash::by_reference(rhs));
#line 25

    const Table* table = lhs.as<Table>();
    return table != nullptr && table->rows == rhs.rows;
  }(lhs, rhs); RECRASH_TWIN_END
#line 25

    const Table* table = lhs.as<Table>();
    return table != nullptr && table->rows == rhs.rows;
  }

  int rows_or(View fallback) const { RECRASH_ENTRY(3, METHOD, fallback) return [&](View& fallback) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_IMMUTABLE_THIS(3, fallback);
#line 30

    const Table* table = as<Table>();
    return table != nullptr ? table->rows : fallback.as<Table>()->rows;
  }(fallback); RECRASH_TWIN_END
#line 30

    const Table* table = as<Table>();
    return table != nullptr ? table->rows : fallback.as<Table>()->rows;
  }

 private:
  T* node_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit View(RecrashTag& recrash_tag) noexcept : node_(::recrash::generated::make<decltype(node_)>(recrash_tag)) {}
  template <class RecrashArchive>
  View(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : View(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::pointee(recrash_archive, node_);
  }
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<View>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 37
};

// A constructor template taking a forwarding reference: inside the copy of its body the parameter
// is an lvalue, which `String&&` would not bind.
template <class T>
class Named {
 public:
  template <class String>
  explicit Named(T* node, String&& name) : node_(node) { RECRASH_ENTRY(4, CONSTRUCTOR, node, name) { [&](T* node, decltype(name)& name) RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(4, node, name);
#line 45

    if (node_ == nullptr) name_ = static_cast<String&&>(name);
  }(node, name); return; } RECRASH_TWIN_END
#line 45

    if (node_ == nullptr) name_ = static_cast<String&&>(name);
  }

 private:
  T* node_;
  std::string name_;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Named(RecrashTag& recrash_tag) noexcept
      : node_(::recrash::generated::make<decltype(node_)>(recrash_tag)),
        name_() {}
  template <class RecrashArchive>
  Named(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Named(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::pointee(recrash_archive, node_);
    ::recrash::generated::field(recrash_archive, name_);
  }
  template <class RecrashArchive>
  static void load_and_construct(RecrashArchive& recrash_archive, ::cereal::construct<Named>& recrash_construct) {
    recrash_construct(::recrash::LoadTag{}, recrash_archive);
  }
#line 52
};

// Added by recrash-instrument: the code that saves the values of these types, which the hooks above
// record, is compiled by the sources of their library, and a unit that includes this header refers
// to it (it compiles that of its templates' instantiations only).
RECRASH_VALUE_ELSEWHERE(Table);
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 4 hooks, 3 serializers, 0 registrations
