// Instrumented by recrash-instrument from engine.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "engine.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#include <recrash/generated_serializers.hpp>
#line 1 "@INPUT@/engine.cpp"
#include "engine.hpp"

namespace motor {

struct Engine::Impl {
  int speed = 3;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::field(recrash_archive, speed);
  }
#line 7
};

class Part {
 public:
  int wear = 2;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::field(recrash_archive, wear);
  }
#line 12
};

Engine::Engine() : impl_(std::make_unique<Impl>()) { RECRASH_ENTRY(1, CONSTRUCTOR, ) { [&]() RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(1, );
#line 14
}(); return; } RECRASH_TWIN_END
#line 14
}
Engine::~Engine() = default;

int Engine::run(int laps) { RECRASH_ENTRY(2, METHOD, ::recrash::by_reference(laps)) return [&](decltype(laps) laps) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD(2, ::recrash::by_reference(laps));
#line 17

  runs_ += laps;
  if (stage.part != nullptr) runs_ += stage.part->wear;
  return impl_->speed * runs_;
}(laps); RECRASH_TWIN_END
#line 17

  runs_ += laps;
  if (stage.part != nullptr) runs_ += stage.part->wear;
  return impl_->speed * runs_;
}

}  // namespace motor

// Added by recrash-instrument: the members of motor::Engine whose classes its header only
// declares, saved into a dump and loaded in a test here, where they are complete.
motor::Engine::Engine(::recrash::LoadTag&) noexcept : stage(), impl_(), gears_() {}
void motor::Engine::recrash_save_completed(::recrash::OutputArchive& recrash_archive, const Engine& recrash_object) {
  Engine& recrash_value = const_cast<Engine&>(recrash_object);  // only read
  ::recrash::generated::field(recrash_archive, recrash_value.impl_);
}
void motor::Engine::recrash_load_completed(::recrash::InputArchive& recrash_archive, Engine& recrash_value) {
  ::recrash::generated::field(recrash_archive, recrash_value.impl_);
}

// Added by recrash-instrument: the members of motor::Engine::Stage whose classes its header only
// declares, saved into a dump and loaded in a test here, where they are complete.
void motor::Engine::Stage::recrash_save_completed(::recrash::OutputArchive& recrash_archive, const Stage& recrash_object) {
  Stage& recrash_value = const_cast<Stage&>(recrash_object);  // only read
  ::recrash::generated::pointee(recrash_archive, recrash_value.part);
}
void motor::Engine::Stage::recrash_load_completed(::recrash::InputArchive& recrash_archive, Stage& recrash_value) {
  ::recrash::generated::pointee(recrash_archive, recrash_value.part);
}
