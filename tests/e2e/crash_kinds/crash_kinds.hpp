// SPDX-License-Identifier: MIT
// One function per way a C++ program can die, each a monitored frame, for the end-to-end tests.
#pragma once

#include <stdexcept>
#include <string>

namespace kinds {

/// A user-defined exception type.
class ParseError : public std::runtime_error {
 public:
  explicit ParseError(const std::string& what) : std::runtime_error(what) {}
};

int readThrough(const int* pointer);
int divide(int dividend, int divisor);
void trap(int code);
void breakpoint(int code);
void abortNow(const std::string& why);
void checkPositive(int value);
void throwParseError(const std::string& text);
void throwInt(int value);
int readPastEndOfFile(const std::string& directory);
/// Crashes only while the environment variable is set: state no hook records.
int crashIfSet(const std::string& variable);

/// Calls the function named by `kind` with the arguments that make it fail.
int run(const std::string& kind);

}  // namespace kinds
