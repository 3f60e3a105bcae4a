// SPDX-License-Identifier: MIT
// Two movies of 25 frames a second: the second lasts 30 ms, less than a frame, so it has no
// frames and media::bytes_per_frame divides by zero (SIGFPE).
#include <movie.hpp>

#include <cstdio>

int main() {
  const media::Movie trailer("trailer", 90000, 4500000, 25);
  std::printf("%d\n", media::bytes_per_frame(trailer));
  const media::Movie blip("blip", 30, 1500, 25);
  std::printf("%d\n", media::bytes_per_frame(blip));
  return 0;
}
