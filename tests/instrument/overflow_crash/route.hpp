// SPDX-License-Identifier: MIT
#pragma once

namespace route {

/// One leg of a route; `next` is the leg after it, or null at the end.
struct Leg {
  int minutes = 0;
  Leg* next = nullptr;
};

/// A route as a chain of legs. Closing it into a loop (a round trip) makes the chain endless, and
/// duration() recurses along it until the stack runs out.
class Route {
 public:
  explicit Route(int legs);
  void close_loop();
  long duration() const;

 private:
  Leg* first_ = nullptr;
  Leg* last_ = nullptr;
};

}  // namespace route
