// SPDX-License-Identifier: MIT
#include "movie.hpp"

namespace media {

Movie::Movie(std::string name, int length, int size, int rate) : File(std::move(name), length, size), rate_(rate) {}

Movie::~Movie() = default;

int Movie::frames() const { return length() * rate_ / 1000; }

}  // namespace media
