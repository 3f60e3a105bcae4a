// Instrumented by recrash-instrument from slot.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "slot.hpp;entry.hpp"
#include <recrash/frame.hpp>
#include <recrash/generated_serializers.hpp>
#include "entry.hpp"

namespace slots {

class Pool {
 public:
  int size = 3;

  // Added by recrash-instrument: what cereal needs to save this class into a dump
  // and to load it in a test.
 private:
  friend class ::cereal::access;
  template <class RecrashArchive>
  void serialize(RecrashArchive& recrash_archive) {
    ::recrash::generated::Visit<RecrashArchive> recrash_visit(recrash_archive, this);
    ::recrash::generated::field(recrash_archive, size);
  }
};

int Slot::attach(Entry& entry, const std::shared_ptr<Pool>& pool, const std::string& label) {
  RECRASH_METHOD(::recrash::by_reference(entry), ::recrash::by_reference(pool), ::recrash::by_reference(label));
  label_ = label;
  count_ += pool->size;
  return entry.weight + count_;
}

int Slot::weigh(const Entry& entry) {
  RECRASH_STATIC_METHOD(::recrash::by_reference(entry));
  return entry.weight * 3;
}

int pool_size(const Pool& pool, int extra) {
  RECRASH_FUNCTION(::recrash::by_reference(pool), ::recrash::by_reference(extra));
  return pool.size + extra;
}

}  // namespace slots
