#pragma once

#include <memory>
#include <string>
#include <vector>

class Journal {
 public:
  explicit Journal(int capacity);
  const std::string& entry(int index) const;
  void add(const std::string& text);
  int count(std::string word, std::string&& also) const;
  void adopt(std::unique_ptr<std::string> text);
  int next_id();
  auto size_of(int index) const;

 private:
  int capacity_;
  std::vector<std::string> entries_;
};

[[noreturn]] void give_up(const std::string& why);
int checked_ratio(int a, int b);
int count_words(const std::string& text);

namespace notes {
struct Stamp {
  int day = 0;
};
// A member function named as the type it returns: in its body the name is the function.
class Page {
 public:
  notes::Stamp Stamp() const;

 private:
  int day_ = 1;
};
}  // namespace notes
