// SPDX-License-Identifier: MIT
#include "digits.hpp"

#include <vector>

namespace digits {

long Averager::mean() const {
  long total = 0;
  for (std::size_t i = 0; i < reader_.size(); ++i) total += reader_.at(i) - '0';
  return total / static_cast<long>(reader_.size());
}

long mean_digit(const std::string& text) {
  std::vector<char> found;
  for (char c : text) {
    if (c >= '0' && c <= '9') found.push_back(c);
  }
  const SourceReader<std::vector<char>> reader(std::move(found), "digits");
  return Averager(reader).mean();
}

}  // namespace digits
