// Inline member functions whose parameters name classes this header only declares: their hooks
// cannot record those parameters (recording needs the type complete), and say so.
#pragma once

#include <memory>
#include <string>

namespace slots {

struct Entry;  // defined in entry.hpp, which includes this header
class Pool;    // defined in slot.cpp only

class Slot {
 public:
  int attach(Entry& entry, const std::shared_ptr<Pool>& pool, const std::string& label);
  int relabel(const Entry& entry, const std::string& label) {
    label_ = label;
    return weigh(entry) + count_;
  }
  int share(const std::shared_ptr<Pool>& pool, int times) {
    count_ += static_cast<int>(pool.use_count()) * times;
    return count_;
  }
  int bump(const Slot& other, int by) {  // Slot is complete in its own member functions
    count_ += other.count_ + by;
    return count_;
  }
  static int weigh(const Entry& entry);

 private:
  std::string label_;
  int count_ = 0;
};

}  // namespace slots
