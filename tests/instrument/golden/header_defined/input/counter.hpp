#pragma once

#include <map>
#include <string>

class Counter {
 public:
  void add(const std::string& word) {
    ++counts_[word];
    ++total_;
  }
  int count(const std::string& word) const {
    auto found = counts_.find(word);
    return found == counts_.end() ? 0 : found->second;
  }
  void merge(const Counter& other);

 private:
  std::map<std::string, int> counts_;
  int total_ = 0;
};

inline int count_letters(const std::string& word) {
  int letters = 0;
  for (char c : word) letters += (c >= 'a' && c <= 'z') ? 1 : 0;
  return letters;
}
