// Instrumented by recrash-instrument from engine.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "engine.hpp"
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

Engine::Engine() : impl_(std::make_unique<Impl>()) { RECRASH_ENTRY(1, CONSTRUCTOR, ) { [&]() RECRASH_TWIN_ATTRIBUTES { RECRASH_TWIN_CONSTRUCTOR(1, );
#line 9
}(); return; } RECRASH_TWIN_END
#line 9
}
Engine::~Engine() = default;

int Engine::run(int laps) { RECRASH_ENTRY(2, METHOD, ::recrash::by_reference(laps)) return [&](decltype(laps) laps) RECRASH_TWIN_ATTRIBUTES -> int { RECRASH_TWIN_METHOD_USED_FIELDS(2, ::recrash::used_fields(this, ::recrash::field<1>(this->runs_)), ::recrash::by_reference(laps));
#line 12

  runs_ += laps;
  return impl_->speed * runs_;
}(laps); RECRASH_TWIN_END
#line 12

  runs_ += laps;
  return impl_->speed * runs_;
}

}  // namespace motor
