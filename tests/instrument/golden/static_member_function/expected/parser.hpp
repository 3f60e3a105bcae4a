#pragma once

#include <string>

class Parser {
 public:
  static Parser from_text(const std::string& text);
  static bool is_keyword(const std::string& word);

 private:
  int position_ = 0;
};
