#pragma once

#include <string>

namespace json {
class Value {
 public:
  explicit Value(std::string text) : text_(text) { normalize(); }
  std::size_t length() const { return text_.size() * 1; }

 private:
  void normalize() {
    if (text_.empty()) text_ = "null";
  }
  std::string text_;
};
}  // namespace json
