// Instrumented by recrash-instrument from sink.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER ""
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#include <recrash/generated_serializers.hpp>
#line 1 "@INPUT@/sink.cpp"
#include "sink.hpp"

#include <deque>
#include <vector>

namespace {
struct Local {
  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
  }
#line 7
};
}  // namespace


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 10
std::size_t fill(int count) { RECRASH_ENTRY(1, FUNCTION, ::recrash::by_reference(count)) return [&](decltype(count) count) RECRASH_TWIN_ATTRIBUTES -> std::size_t { RECRASH_TWIN_FUNCTION(1, ::recrash::by_reference(count));
#line 10

  CollectingSink<std::vector<int>> numbers;
  CollectingSink<std::deque<int>> queue;
  TaggedSink<Local> tagged;
  SlotSink<int> slotted;
  slotted.put(count);
  for (int i = 0; i < count; ++i) {
    Sink& sink = i % 3 == 0 ? static_cast<Sink&>(numbers) : i % 3 == 1 ? static_cast<Sink&>(queue) : tagged;
    sink.put(i);
  }
  return numbers.count() + queue.count();
}(count); RECRASH_TWIN_END
#line 10

  CollectingSink<std::vector<int>> numbers;
  CollectingSink<std::deque<int>> queue;
  TaggedSink<Local> tagged;
  SlotSink<int> slotted;
  slotted.put(count);
  for (int i = 0; i < count; ++i) {
    Sink& sink = i % 3 == 0 ? static_cast<Sink&>(numbers) : i % 3 == 1 ? static_cast<Sink&>(queue) : tagged;
    sink.put(i);
  }
  return numbers.count() + queue.count();
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 21


// Added by recrash-instrument: the polymorphic classes above, registered with cereal so that a
// pointer to a base saves and loads the object's own class.
#ifndef RECRASH_POLYMORPHIC_sink_cpp
#define RECRASH_POLYMORPHIC_sink_cpp
namespace recrash::generated::instances { using T_f0623a6cd6527156 = ::CollectingSink< ::std::vector<int, ::std::allocator<int>>>; using T_f0623a6cd6527156_base0 = ::Sink; }
RECRASH_POLYMORPHIC_NAMED_TYPE("CollectingSink< ::std::vector<int, ::std::allocator<int>>>", ::recrash::generated::instances::T_f0623a6cd6527156, ::recrash::generated::instances::T_f0623a6cd6527156_base0)
namespace recrash::generated::instances { using T_5e0fdf16876a04d5 = ::CollectingSink< ::std::deque<int, ::std::allocator<int>>>; using T_5e0fdf16876a04d5_base0 = ::Sink; }
RECRASH_POLYMORPHIC_NAMED_TYPE("CollectingSink< ::std::deque<int, ::std::allocator<int>>>", ::recrash::generated::instances::T_5e0fdf16876a04d5, ::recrash::generated::instances::T_5e0fdf16876a04d5_base0)
namespace recrash::generated::instances { using T_d9f0ff50b0ecbf83 = ::SlotSink<int>; using T_d9f0ff50b0ecbf83_base0 = ::Sink; }
RECRASH_POLYMORPHIC_NAMED_TYPE("SlotSink<int>", ::recrash::generated::instances::T_d9f0ff50b0ecbf83, ::recrash::generated::instances::T_d9f0ff50b0ecbf83_base0)
#endif

// Added by recrash-instrument: the code that saves the values the hooks of the headers above
// record, which the other units that include them refer to.
#include <recrash/detail/value_traits.hpp>
RECRASH_INSTANTIATE_VALUE(int);
