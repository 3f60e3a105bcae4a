// SPDX-License-Identifier: MIT
// The parser is a class of this file alone, as jsoncpp's OurReader is of json_reader.cpp: no
// header declares it, so a test reaches its state only by compiling this file. The operators it
// knows are made at start-up and freed at exit by a guard of this file alone, as a library that
// fills a global table from a static initializer does: a test that compiles this file a second
// time has two guards for one table, and must not run them.
#include "ratios.hpp"

#include <cctype>

namespace ratios {

const std::string* operators = new const std::string("/");

namespace {
struct FreeOperators {
  FreeOperators() = default;
  FreeOperators(const FreeOperators&) = delete;
  FreeOperators& operator=(const FreeOperators&) = delete;
  ~FreeOperators() { delete operators; }
} free_operators;
}  // namespace

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
  while (current_ != end_ && operators->find(*current_) != std::string::npos) {
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
