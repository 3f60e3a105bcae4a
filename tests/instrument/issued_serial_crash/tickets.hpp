// SPDX-License-Identifier: MIT
// Tickets numbered in the order they are made, from a count the class keeps: a test that loads a
// vector of them makes them again, and adds to the count as the program did.
#pragma once

#include <vector>

namespace tickets {

struct Ticket {
  Ticket();
  int serial;
  static int issued;  ///< how many tickets were made so far
};

/// How far `ticket` is from the newest ticket made, over the tickets `before` it. The bug: the
/// newest ticket itself divides by zero.
int rank(const Ticket& ticket, const std::vector<Ticket>& before);

/// rank() of the last ticket of `queue`, 0 for none.
int newest_rank(const std::vector<Ticket>& queue);

}  // namespace tickets
