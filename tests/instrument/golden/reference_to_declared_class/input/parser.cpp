#include "parser.hpp"

int Parser::depth_of(const std::string& text) {
  ++calls_;
  int depth = 0;
  for (char c : text) depth += c == '[' ? 1 : 0;
  return depth / (calls_ > 0 ? calls_ : 1);
}
