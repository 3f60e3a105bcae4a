// Instrumented by recrash-instrument from sorting.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER ""
#include <recrash/frame.hpp>
#include <algorithm>
#include <string>
#include <vector>

void sort_by_length(std::vector<std::string>& words) {
  RECRASH_FUNCTION(words);
  std::sort(words.begin(), words.end(),
            [](const std::string& a, const std::string& b) { return a.size() < b.size(); });
}

int count_long(const std::vector<std::string>& words, std::size_t limit) {
  RECRASH_FUNCTION(::recrash::by_reference(words), ::recrash::by_reference(limit));
  auto is_long = [limit](const std::string& word) {
    return word.size() > limit;
  };
  return static_cast<int>(std::count_if(words.begin(), words.end(), is_long));
}
