// SPDX-License-Identifier: MIT
// Reads an index whose last entry has no chunk: SIGSEGV in Index::read_all, once that entry has
// been read. At the crash the tape is at its end, where reading the index again does nothing; at
// the calls' entry it was at the start.
#include <index.hpp>

#include <cstdio>

int main() {
  media::Tape tape({7, 12, 9, 30, 0, 5});
  std::printf("%d\n", media::indexed_length(tape));
  return 0;
}
