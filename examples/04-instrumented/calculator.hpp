// SPDX-License-Identifier: MIT
// A desk calculator: evaluates programs in reverse Polish notation and keeps a running count.
#pragma once

#include "rpn_machine.hpp"

#include <string>

namespace calc {

class Calculator {
 public:
  explicit Calculator(std::string name);
  Calculator() = default;  // cereal loads into a default-constructed object

  /// The value of `program` ("8 2 2 - /"); throws std::invalid_argument for a malformed one.
  long evaluate(const std::string& program);

  const std::string& name() const { return name_; }
  int evaluated() const { return evaluated_; }

  template <class Archive>
  void serialize(Archive& archive) {
    archive(name_, evaluated_, machine_);
  }

 private:
  std::string name_;
  int evaluated_ = 0;
  RpnMachine machine_;
};

}  // namespace calc
