// SPDX-License-Identifier: MIT
// The parser is a class of this file alone, as jsoncpp's OurReader is of json_reader.cpp: no
// header declares it, so a test reaches its state only by compiling this file.
#include "ratios.hpp"

#include <cctype>

namespace ratios {

class ChainParser {
 public:
  ChainParser(const char* begin, const char* end) : begin_(begin), end_(end), current_(begin) {}
  long parse();

 private:
  long number();
  long divide(long dividend);

  const char* begin_;
  const char* end_;
  const char* current_;
  int divisions_ = 0;
};

long ChainParser::parse() {
  long value = number();
  while (current_ != end_ && *current_ == '/') {
    ++current_;
    value = divide(value);
  }
  return value;
}

long ChainParser::number() {
  long value = 0;
  while (current_ != end_ && std::isdigit(static_cast<unsigned char>(*current_)) != 0) {
    value = value * 10 + (*current_++ - '0');
  }
  return value;
}

long ChainParser::divide(long dividend) {
  ++divisions_;
  return dividend / number();
}

long evaluate(const std::string& text) {
  ChainParser parser(text.data(), text.data() + text.size());
  return parser.parse();
}

}  // namespace ratios
