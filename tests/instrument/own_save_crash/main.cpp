// SPDX-License-Identifier: MIT
// Indexes two notebooks; the second was loaded from a path that gives it no pages, and
// notes::words_per_page divides by its page count (SIGFPE).
#include <notebook.hpp>

#include <cstdio>

int main() {
  notes::Notebook diary("diary");
  diary.add_page(120);
  diary.add_page(80);
  std::printf("%s\n", notes::index_line(diary, 500).c_str());
  notes::Notebook empty("scratch");
  empty.load("/tmp/scratch.nb");  // 15 characters: no pages
  std::printf("%s\n", notes::index_line(empty, 500).c_str());
  return 0;
}
