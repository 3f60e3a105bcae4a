#include "entry.hpp"

namespace slots {

class Pool {
 public:
  int size = 3;
};

int Slot::attach(Entry& entry, const std::shared_ptr<Pool>& pool, const std::string& label) {
  label_ = label;
  count_ += pool->size;
  return entry.weight + count_;
}

int Slot::weigh(const Entry& entry) {
  return entry.weight * 3;
}

int pool_size(const Pool& pool, int extra) {
  return pool.size + extra;
}

}  // namespace slots
