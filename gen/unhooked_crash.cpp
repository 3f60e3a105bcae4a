// SPDX-License-Identifier: MIT
#include "unhooked_crash.hpp"

#include <recrash/format/build_layout.hpp>

#include <string_view>

namespace recrash::gen {
namespace {

/// The file of a "file:line" location.
std::string_view file_of(std::string_view location) {
  const std::size_t colon = location.rfind(':');
  return colon == std::string_view::npos ? location : location.substr(0, colon);
}

/// The C library's, the standard library's and other installed code: not the program's.
bool is_system(std::string_view file) {
  return file.rfind("/usr/", 0) == 0 || file.rfind("./", 0) == 0 || file.find("/c++/") != std::string_view::npos;
}

}  // namespace

std::string unhooked_header_hint(const std::vector<SymbolizedFrame>& frames) {
  for (const SymbolizedFrame& frame : frames) {
    const std::string_view file = file_of(frame.location);
    if (file.empty() || is_system(file)) continue;
    if (!format::header_file(file)) return "";
    const std::string function = frame.function.empty() ? "a function" : frame.function;
    return "The crash is in a header's function:\n  " + function + "\n  at " + frame.location +
           "\nIf recrash_instrument hooked that header (its copy is among the library's copies), the unit\n"
           "that called it read the header itself: a quoted #include finds the file beside the source that\n"
           "includes it before the library's include directories, where the copies are. Include the\n"
           "library's headers with <...>, or keep the program's sources out of the directories of the\n"
           "library's headers (docs/instrumenting.md, \"Where the program's units find the copies\").\n";
  }
  return "";
}

}  // namespace recrash::gen
