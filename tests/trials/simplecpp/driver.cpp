// SPDX-License-Identifier: MIT
// Preprocesses a source as Cppcheck would: a well-formed file first, then one whose variadic
// macro stringizes __VA_OPT__ and is called with no arguments (issue 470's reproducer), on which
// simplecpp's Macro::expand walks off the end of the macro's tokens.
#include <simplecpp.h>

#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

namespace {

std::string preprocess(const std::string& code) {
  std::istringstream input(code);
  std::vector<std::string> files;
  simplecpp::OutputList output_list;
  simplecpp::TokenList raw(input, files, "input.c", &output_list);
  simplecpp::TokenList result(files);
  simplecpp::FileDataCache cache;
  simplecpp::DUI dui;
  dui.std = "c++20";
  simplecpp::preprocess(result, raw, files, cache, dui, &output_list);
  simplecpp::cleanup(cache);
  return result.stringify();
}

}  // namespace

int main() {
  std::printf("%s\n", preprocess("#define TWICE(x) ((x) + (x))\nint y = TWICE(3);\n").c_str());
  std::printf("%s\n", preprocess("#define f(...) #__VA_OPT__(x)\nconst char* v1 = f();\n").c_str());
  return 0;
}
