// SPDX-License-Identifier: MIT
// Three tickets, and the rank of the newest: rank() divides by zero (SIGFPE). A test of
// newest_rank() loads the three tickets, which the count counts again, and fails the same way
// in a process of its own, as ctest runs it. After rank()'s test in the same process (which loads
// the two tickets before the newest, and returns: loaded alone, the newest is no ticket made), the
// count is five, and the call returns.
#include <tickets.hpp>

#include <cstdio>
#include <vector>

int main() {
  const std::vector<tickets::Ticket> queue(3);
  std::printf("%d\n", tickets::newest_rank(queue));
  return 0;
}
