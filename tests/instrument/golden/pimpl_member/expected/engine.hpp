// Instrumented by recrash-instrument from engine.hpp: edit that file, not this copy.
#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER "engine.hpp"
#define RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/frame.hpp>
#undef RECRASH_HOOK_DECLARATIONS_ONLY
#include <recrash/serializer_declarations.hpp>
#line 1 "@INPUT@/engine.hpp"
// A class with a pointer to its implementation, defined only in engine.cpp: the constructors
// recrash-instrument adds must not need Impl where the header is all there is (use.cpp). Gear is
// declared before Engine and defined after it, in this header: its member is saved. Engine::Stage,
// nested, has no function of its own: engine.cpp, which defines Engine's, saves and loads its
// pointer to Part, a class only engine.cpp defines.
#pragma once

#include <memory>
#include <vector>

namespace motor {

class Gear;
class Part;

class Engine {
 public:
  Engine();
  ~Engine();
  int run(int laps);

  struct Stage {
    Part* part = nullptr;
    int step = 0;

    // Added by recrash-instrument: what cereal needs to save this class into a dump
    // and to load it in a test.
   private:
    friend class ::cereal::access;
    // Defined by the unit that defines motor::Engine::Engine(), where the classes of these members are complete.
    [[gnu::weak]] static void recrash_save_completed(::recrash::OutputArchive&, const Stage&);
    [[gnu::weak]] static void recrash_load_completed(::recrash::InputArchive&, Stage&);
    template <class RecrashArchive>
    void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 25
  };
  Stage stage;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  std::vector<std::shared_ptr<Gear>> gears_;
  int runs_ = 0;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 public:
  // Defined by the unit that defines Engine().
  [[gnu::weak]] explicit Engine(::recrash::LoadTag&) noexcept;
  // Defined by the unit that defines Engine(), where the classes of these members are complete.
  [[gnu::weak]] static void recrash_save_completed(::recrash::OutputArchive&, const Engine&);
  [[gnu::weak]] static void recrash_load_completed(::recrash::InputArchive&, Engine&);
  template <class RecrashArchive>
  Engine(::recrash::LoadTag recrash_tag, RecrashArchive& recrash_archive) : Engine(::recrash::detail::linked_tag(recrash_tag, &recrash_load_completed)) {
    recrash_archive(*this);
  }

 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 33
};
// Added by recrash-instrument: Engine's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Engine::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, stage);
  ::recrash::generated::field(recrash_archive, gears_);
  ::recrash::generated::field(recrash_archive, runs_);
  // Saved by the unit that defines Engine(): impl_.
  ::recrash::generated::completed(recrash_archive, *this, &recrash_save_completed, &recrash_load_completed);
}
#line 34
// Added by recrash-instrument: Engine::Stage's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Engine::Stage::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, step);
  // Saved by the unit that defines motor::Engine::Engine(): part.
  ::recrash::generated::completed(recrash_archive, *this, &recrash_save_completed, &recrash_load_completed);
}
#line 34

class Gear {
 public:
  int teeth = 12;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive);  // defined after the class
#line 38
};
// Added by recrash-instrument: Gear's serializer, outside the class so that one unit
// of the target can compile it for the others (RECRASH_INSTANTIATE_SERIALIZER).
template <class RecrashArchive>
void Gear::serialize(RecrashArchive& recrash_archive) {
  ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  ::recrash::generated::field(recrash_archive, teeth);
}
#line 39

}  // namespace motor
#pragma pop_macro("RECRASH_DECLARING_HEADER")
// recrash-instrument copy @GENERATION@: 0 hooks, 3 serializers, 0 registrations
