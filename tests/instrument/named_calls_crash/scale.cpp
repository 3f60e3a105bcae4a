// SPDX-License-Identifier: MIT
#include "scale.hpp"

namespace units {

Scale::Scale(int divisions, int yard_steps) : divisions_(divisions), yard_steps_(yard_steps) {}

int Scale::convert(int value, Unit unit, Rounding rounding) {
  const int per = per_unit(unit);
  return value * per + (rounding == Up ? per - 1 : 0);
}

int Scale::per_unit(Unit unit) const {
  const int unit_steps = unit == Unit::Feet ? 3 : unit == Unit::Metres ? 10 : yard_steps_;
  return divisions_ * 100 / unit_steps;
}

int field_length(Scale& scale, Unit unit) {
  const int length = scale.convert(100, unit, Scale::Up);
  return length;
}

}  // namespace units
