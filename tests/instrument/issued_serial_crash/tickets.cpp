// SPDX-License-Identifier: MIT
#include "tickets.hpp"

namespace tickets {

int Ticket::issued = 0;

Ticket::Ticket() : serial(++issued) {}

int rank(const Ticket& ticket, const std::vector<Ticket>& before) {
  return static_cast<int>(before.size()) * 100 / (Ticket::issued - ticket.serial);
}

int newest_rank(const std::vector<Ticket>& queue) {
  if (queue.empty()) return 0;
  const std::vector<Ticket> before(queue.begin(), queue.end() - 1);  // copies: no ticket is made
  return rank(queue.back(), before);
}

}  // namespace tickets
