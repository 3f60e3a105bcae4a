// SPDX-License-Identifier: MIT
// Reports a desk's load for a day with agents, then for one with none (SIGFPE in per_agent).
#include <tickets.hpp>

#include <cstdio>

int main() {
  tickets::Desk desk;
  desk.open("ada");
  desk.open("grace");
  desk.open("barbara");
  for (const int agents : {2, 0}) std::printf("%s\n", desk.report(agents).c_str());
  return 0;
}
