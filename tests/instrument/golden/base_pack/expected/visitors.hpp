// Instrumented by recrash-instrument from visitors.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "visitors.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/visitors.hpp"
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace ui {

/// The usual helper for std::visit: one call operator from each lambda.
template <class... Handlers>
struct Overloaded : Handlers... {
  using Handlers::operator()...;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    (::recrash::generated::base(recrash_archive, static_cast<Handlers*>(this)), ...);
  }
#line 13
};
template <class... Handlers>
Overloaded(Handlers...) -> Overloaded<Handlers...>;

struct Volume {
  int level = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 19
};
// Added by recrash-instrument: Volume's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Volume::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, level);
}
#line 20
struct Caption {
  std::string text;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 22
};
// Added by recrash-instrument: Caption's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Caption::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, text);
}
#line 23

/// A pack of bases with no default constructor of its own: it gets loading constructors.
template <class... Parts>
class Widget : public Parts... {
 public:
  explicit Widget(Parts... parts) : Parts(std::move(parts))... {}
  int width(int scale) const;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  template <class RecrashTag, ::recrash::generated::IfLoadTag<RecrashTag> = 0>
  explicit Widget(RecrashTag&) noexcept : Parts()... {}
  template <class RecrashArchive>
  Widget(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Widget(recrash_tag) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    (::recrash::generated::base(recrash_archive, static_cast<Parts*>(this)), ...);
  }
#line 30
};

template <class... Parts>
int Widget<Parts...>::width(int scale) const {
  return scale * static_cast<int>(sizeof...(Parts));
}

std::string describe(const std::variant<int, std::string>& value);

}  // namespace ui
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 0 hooks, 4 serializers, 0 registrations
