// SPDX-License-Identifier: MIT
// The mean of the decimal digits in a text.
#pragma once

#include "reader.hpp"

#include <string>

namespace digits {

class Averager {
 public:
  explicit Averager(const Reader& reader) : reader_(reader) {}

  /// The mean of the reader's digits. Nothing checks that there is one.
  long mean() const;

 private:
  const Reader& reader_;
};

long mean_digit(const std::string& text);

}  // namespace digits
