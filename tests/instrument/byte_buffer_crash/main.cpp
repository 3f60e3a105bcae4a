// SPDX-License-Identifier: MIT
// A file whose "fmt " chunk says a frame takes 0 bytes: frames_of divides the data chunk's 6
// bytes by 0 (SIGFPE). Its bytes hold NULs from the fifth on, so only the bytes the length
// counts, not a C string, let a test read the chunks again.
#include <wave.hpp>

#include <cstdio>

int main() {
  static const unsigned char file[] = {'R', 'I', 'F', 'F', 30, 0, 0, 0, 'W', 'A', 'V', 'E',  //
                                       'f', 'm', 't', ' ', 2,  0, 0, 0, 0,   0,             //
                                       'd', 'a', 't', 'a', 6,  0, 0, 0, 1,   2,   3, 4, 5, 6};
  std::printf("%zu frames\n", wave::frames_in_file(file, sizeof(file)));
  return 0;
}
