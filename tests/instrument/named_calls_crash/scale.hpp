// SPDX-License-Identifier: MIT
#pragma once

namespace units {

enum class Unit { Metres, Feet, Yards = 7 };

/// Converts lengths to steps: `divisions` steps to a tenth of a metre, `yard_steps` to a yard.
class Scale {
 public:
  enum Rounding { Down, Up };

  Scale(int divisions, int yard_steps);

  /// `value` of `unit` in steps, rounded as asked.
  int convert(int value, Unit unit, Rounding rounding);

 private:
  /// Steps per `unit`: the bug divides by zero yard steps.
  int per_unit(Unit unit) const;

  int divisions_;
  int yard_steps_;
};

/// The length of a field in steps of `scale`.
int field_length(Scale& scale, Unit unit);

}  // namespace units
