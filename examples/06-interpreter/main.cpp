// SPDX-License-Identifier: MIT
// pebble: runs a script written in Pebble, a small dynamically typed language.
//
//   pebble SCRIPT            run a script file
//   pebble -e 'CODE'         run the code given on the command line
//   pebble --ast SCRIPT      print the syntax tree
//   pebble --bench [ROUNDS]  run the built-in benchmark workload and print its checksum
#include "runner.hpp"

#if __has_include(<recrash/config.hpp>)  // also built without recrash, as the benchmark's baseline
#include <recrash/config.hpp>
#define PEBBLE_WITH_RECRASH 1
#endif

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

namespace {

int usage() {
  std::cerr << "usage: pebble SCRIPT | pebble -e CODE | pebble --ast SCRIPT | pebble --bench [ROUNDS]\n";
  return 2;
}

bool read_file(const char* path, std::string& text) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream contents;
  contents << in.rdbuf();
  text = contents.str();
  return true;
}

}  // namespace

int main(int argc, char** argv) {
#ifdef PEBBLE_WITH_RECRASH
  recrash::set_program_version("5.0");
#endif
  if (argc < 2) return usage();
  std::string mode = argv[1];
  if (mode == "--bench") {
    int rounds = 1000;  // about a second uninstrumented
    if (argc > 3) return usage();
    if (argc == 3) {
      char* end = nullptr;
      long parsed = std::strtol(argv[2], &end, 10);
      if (*end != '\0' || parsed < 1 || parsed > 1000000) {
        std::cerr << "pebble: ROUNDS must be a whole number from 1 to 1000000, not '" << argv[2] << "'\n";
        return 2;
      }
      rounds = static_cast<int>(parsed);
    }
    return pebble::run_benchmark(rounds, std::cout, std::cerr);
  }
  if (mode == "-e") {
    if (argc != 3) return usage();
    return pebble::run_script("<command line>", argv[2], std::cout, std::cerr);
  }
  bool ast = mode == "--ast";
  if ((ast && argc != 3) || (!ast && argc != 2)) return usage();
  const char* path = ast ? argv[2] : argv[1];
  std::string text;
  if (!read_file(path, text)) {
    std::cerr << "pebble: cannot read " << path << ": " << std::strerror(errno) << '\n';
    return 2;
  }
  if (ast) return pebble::print_syntax_tree(path, text, std::cout, std::cerr);
  return pebble::run_script(path, text, std::cout, std::cerr);
}
