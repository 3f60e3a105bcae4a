// SPDX-License-Identifier: MIT
#pragma once

#include <istream>
#include <ostream>

namespace tally {

/// Reads digits from a stream it refers to (as yaml-cpp's Stream and a hand-written parser's
/// lexer do): a digit is counted, ';' starts the count again, '/' divides the total by the count.
class Tally {
 public:
  explicit Tally(std::istream& in);

  /// Reads up to the first '/' and returns total / count there: none just after a ';'.
  int ratio();

 private:
  std::istream& in_;
  int total_ = 0;
  int count_ = 0;
};

/// The ratio of what `in` holds.
int tally_text(std::istream& in);

/// Writes the ratio of what `in` holds to `log`.
int report(std::istream& in, std::ostream& log);

}  // namespace tally
