// Instrumented by recrash-instrument from traits.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "traits.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/traits.hpp"
#pragma once

#include <type_traits>

// Class templates whose bases depend on their parameters through a qualified name, as a
// metaprogramming header writes them (rapidjson's internal/meta.h, std::conjunction users).
template <bool Condition>
struct Choose {
  template <class Then, class Else>
  struct Apply {
    typedef Then Type;

    // Added by recrash-instrument: what cereal needs to save this class into a dump
    // and to load it in a test.
   private:
    friend class ::cereal::access;
    template <class RecrashArchive>
    void serialize(RecrashArchive& recrash_archive) {
      ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    }
#line 12
  };

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  }
#line 13
};

template <>
struct Choose<false> {
  template <class Then, class Else>
  struct Apply {
    typedef Else Type;

    // Added by recrash-instrument: what cereal needs to save this class into a dump
    // and to load it in a test.
   private:
    friend class ::cereal::access;
    template <class RecrashArchive>
    void serialize(RecrashArchive& recrash_archive) {
      ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    }
#line 20
  };

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  }
#line 21
};

template <class Condition, class Then, class Else>
struct ChooseIf : Choose<Condition::value>::template Apply<Then, Else> {
  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::base(recrash_archive, static_cast<typename Choose<Condition::value>::template Apply<Then, Else>*>(this));
  }
#line 24
};

template <class Condition>
struct AsBool : ChooseIf<Condition, std::true_type, std::false_type>::Type {
  int asked = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::base(recrash_archive, static_cast<typename ChooseIf<Condition, std::true_type, std::false_type>::Type*>(this));
    ::recrash::generated::field(recrash_archive, asked);
  }
#line 29
};

template <class... Checks>
struct AllOf : std::conjunction<Checks...> {
  int checked = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::base(recrash_archive, static_cast<std::conjunction<Checks...>*>(this));
    ::recrash::generated::field(recrash_archive, checked);
  }
#line 34
};

int count_true(int a, int b);
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 0 hooks, 7 serializers, 0 registrations
