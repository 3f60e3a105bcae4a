// SPDX-License-Identifier: MIT
// Measures a field in feet, then in yards, of which a scale made with no yard steps has zero:
// Scale::per_unit divides by them (SIGFPE).
#include <scale.hpp>

#include <cstdio>

int main() {
  units::Scale scale(4, 0);
  std::printf("%d\n", units::field_length(scale, units::Unit::Feet));
  std::printf("%d\n", units::field_length(scale, units::Unit::Yards));
  return 0;
}
