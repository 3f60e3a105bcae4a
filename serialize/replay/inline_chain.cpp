// SPDX-License-Identifier: MIT
// Inline chains from libbacktrace, which Boost.Stacktrace's backtrace library reads the debug
// information with. Boost's frame::name() names the function whose code an address is in (by its
// symbol); libbacktrace reports the functions inlined there before it, which are kept here.
#include "inline_chain.hpp"

#include <recrash/format/fault_site.hpp>

#include <boost/core/demangle.hpp>

#include <cstddef>
#include <cstdint>

// libbacktrace's interface (its backtrace.h). The library comes with Boost.Stacktrace's backtrace
// library, which recrash::replay links; the header lies in GCC's own include directory, which a
// clang build does not search, so the two functions used are declared here as it declares them.
extern "C" {
struct backtrace_state;
using backtrace_error_callback = void (*)(void* data, const char* message, int errnum);
using backtrace_full_callback = int (*)(void* data, std::uintptr_t pc, const char* filename, int line,
                                        const char* function);
backtrace_state* backtrace_create_state(const char* filename, int threaded, backtrace_error_callback error_callback,
                                        void* data);
int backtrace_pcinfo(backtrace_state* state, std::uintptr_t pc, backtrace_full_callback callback,
                     backtrace_error_callback error_callback, void* data);
}

namespace recrash::replay {
namespace {

void ignore_error(void* /*data*/, const char* /*message*/, int /*errnum*/) {}

/// One state for the process: libbacktrace has no way to free one, and it keeps what it read.
backtrace_state* state() {
  static backtrace_state* const the_state = backtrace_create_state(nullptr, /*threaded=*/0, &ignore_error, nullptr);
  return the_state;
}

/// Each function libbacktrace reports, innermost first, as the debug information names it
/// (nullptr when it does not).
int add_function(void* data, std::uintptr_t /*pc*/, const char* /*filename*/, int /*line*/, const char* function) {
  static_cast<std::vector<const char*>*>(data)->push_back(function);
  return 0;  // go on to the function it was inlined into
}

bool mangled(const char* name) { return name != nullptr && name[0] == '_' && name[1] == 'Z'; }

}  // namespace

std::vector<std::string> inlined_functions(const void* address) {
  std::vector<const char*> chain;
  if (backtrace_state* read = state()) {
    backtrace_pcinfo(read, reinterpret_cast<std::uintptr_t>(address), &add_function, &ignore_error, &chain);
  }
  std::vector<std::string> inlined;
  // The last is the function whose code they are in.
  for (std::size_t i = 0; i + 1 < chain.size(); ++i) {
    if (mangled(chain[i])) inlined.push_back(format::without_clones(boost::core::demangle(chain[i])));
  }
  return inlined;
}

void read_debug_information() { (void)inlined_functions(reinterpret_cast<const void*>(&read_debug_information)); }

}  // namespace recrash::replay
