// SPDX-License-Identifier: MIT
// A help desk's tickets: functions with static locals, whose twins call them again.
#pragma once

#include <string>
#include <vector>

namespace tickets {

struct Ticket {
  int id = 0;
  std::string owner;
};

class Desk {
 public:
  int open(const std::string& owner);
  /// "<open tickets> tickets, <n> per agent".
  std::string report(int agents) const;

 private:
  int per_agent(int agents) const;

  std::vector<Ticket> tickets_;
};

}  // namespace tickets
