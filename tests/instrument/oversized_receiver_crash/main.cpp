// SPDX-License-Identifier: MIT
// Fills a shelf with 2,000 labels of 100 characters (some 200 KB, past a 64 KiB dump cap), then
// shares them among as many boxes as it has arguments: none, and Storage::share divides by zero.
#include <shelf.hpp>

#include <cstdio>
#include <string>

int main(int argc, char**) {
  archive::Shelf shelf;
  for (int i = 0; i < 2000; ++i) shelf.store(std::string(100, static_cast<char>('a' + i % 26)));
  std::printf("%d\n", shelf.per_box(argc - 1));
  return 0;
}
