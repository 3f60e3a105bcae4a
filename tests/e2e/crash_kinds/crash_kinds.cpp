// SPDX-License-Identifier: MIT
#define RECRASH_DECLARING_HEADER "crash_kinds.hpp"
#include "crash_kinds.hpp"

#include <recrash/recrash.hpp>

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cassert>
#include <csignal>
#include <cstdlib>

namespace kinds {

int readThrough(const int* pointer) {
  RECRASH_FUNCTION(pointer);
  return *pointer;
}

int divide(int dividend, int divisor) {
  RECRASH_FUNCTION(dividend, divisor);
  // clang may sink a division whose result is only returned past the hook's pop at scope exit
  // (the trap is undefined behaviour, so nothing orders it), and the dump then lacks this frame.
  // A result stored somewhere first, as real code usually does, keeps the order.
  volatile int quotient = dividend / divisor;
  return quotient;
}

void trap(int code) {
  RECRASH_FUNCTION(code);
  if (code != 0) __builtin_trap();
}

void breakpoint(int code) {
  RECRASH_FUNCTION(code);
#if defined(__x86_64__) || defined(__i386__)
  if (code != 0) asm volatile("int3");
#else
  if (code != 0) std::raise(SIGTRAP);
#endif
}

void abortNow(const std::string& why) {
  RECRASH_FUNCTION(why);
  if (!why.empty()) std::abort();
}

void checkPositive(int value) {
  RECRASH_FUNCTION(value);
  assert(value > 0);  // built with assertions on, whatever the build type
}

void throwParseError(const std::string& text) {
  RECRASH_FUNCTION(text);
  throw ParseError("unexpected '" + text + "'");
}

void throwInt(int value) {
  RECRASH_FUNCTION(value);
  throw value;
}

int readPastEndOfFile(const std::string& directory) {
  RECRASH_FUNCTION(directory);
  std::string path = directory + "/recrash-sigbus-XXXXXX";
  const int fd = mkstemp(path.data());
  if (fd < 0) return -1;
  unlink(path.c_str());
  const long page = sysconf(_SC_PAGESIZE);
  void* mapped = mmap(nullptr, static_cast<std::size_t>(page), PROT_READ, MAP_SHARED, fd, 0);  // of an empty file
  close(fd);
  if (mapped == MAP_FAILED) return -1;
  return *static_cast<volatile const char*>(mapped);  // SIGBUS: no file behind the page
}

int crashIfSet(const std::string& variable) {
  RECRASH_FUNCTION(variable);
  static int fallback = 0;
  volatile int* target = std::getenv(variable.c_str()) != nullptr ? nullptr : &fallback;
  return *target;
}

int run(const std::string& kind) {
  RECRASH_FUNCTION(kind);
  if (kind == "segv") return readThrough(nullptr);
  if (kind == "fpe") return divide(7, 0);
  if (kind == "ill") trap(1);
  if (kind == "trap") breakpoint(1);
  if (kind == "abort") abortNow("gave up");
  if (kind == "assert") checkPositive(-4);
  if (kind == "user-exception") throwParseError("}");
  if (kind == "int-exception") throwInt(42);
  if (kind == "bus") return readPastEndOfFile("/tmp");
  if (kind == "environment") return crashIfSet("RECRASH_TEST_CRASH_NOW");
  return 0;
}

}  // namespace kinds
