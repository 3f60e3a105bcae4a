// SPDX-License-Identifier: MIT
#pragma once

#include "file.hpp"

namespace media {

/// A movie of `rate` frames a second.
class Movie : public File {
 public:
  Movie(std::string name, int length, int size, int rate);
  ~Movie() override;
  int frames() const override;

 private:
  int rate_;
};

}  // namespace media
