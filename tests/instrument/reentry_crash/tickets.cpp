// SPDX-License-Identifier: MIT
#include "tickets.hpp"

#include <algorithm>

namespace tickets {

int Desk::open(const std::string& owner) {
  static int issued = 0;  // one counter, whether the call is recorded or not
  tickets_.push_back(Ticket{++issued, owner});
  return tickets_.back().id;
}

int Desk::per_agent(int agents) const {
  static const int kAtLeast = 1;
  const int open_tickets = static_cast<int>(tickets_.size());
  return std::max(kAtLeast, open_tickets / agents);
}

std::string Desk::report(int agents) const {
  const int share = per_agent(agents);
  return std::to_string(tickets_.size()) + " tickets, " + std::to_string(share) + " per agent";
}

}  // namespace tickets
