// SPDX-License-Identifier: MIT
// A byte stream read front to back, as a file is: it keeps where the next read starts.
#pragma once

#include <cstddef>
#include <vector>

namespace media {

class Tape {
 public:
  explicit Tape(std::vector<unsigned char> bytes);
  Tape(const Tape&) = delete;
  Tape& operator=(const Tape&) = delete;

  bool at_end() const;
  /// The next byte, or 0 past the end.
  unsigned char read();
  std::size_t tell() const { return position_; }

 private:
  std::vector<unsigned char> bytes_;
  std::size_t position_ = 0;
};

}  // namespace media
