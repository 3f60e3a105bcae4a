// SPDX-License-Identifier: MIT
#include "tally.hpp"

namespace tally {

Tally::Tally(std::istream& in) : in_(in) {}

int Tally::ratio() {
  for (int c = in_.peek(); c != std::istream::traits_type::eof(); c = in_.peek()) {
    if (c >= '0' && c <= '9') {
      total_ += c - '0';
      ++count_;
    } else if (c == ';') {
      count_ = 0;
    } else if (c == '/') {
      return total_ / count_;
    }
    in_.get();
  }
  return 0;
}

int tally_text(std::istream& in) {
  Tally tally(in);
  return tally.ratio();
}

int report(std::istream& in, std::ostream& log) {
  log << "tally: ";
  const int ratio = tally_text(in);
  log << ratio << '\n';
  return ratio;
}

}  // namespace tally
