// SPDX-License-Identifier: MIT
// Uncaught C++ exceptions: a terminate handler writes the dump with the exception's type and
// what(), and the backtrace of the throw site that throw_hook.cpp recorded.
#include "crash/crash_report.hpp"
#include "crash/crash_state.hpp"
#include "runtime.hpp"
#include "throw_hook.hpp"

#include <recrash/detail/shadow_stack.hpp>

#include <cxxabi.h>
#include <dlfcn.h>
#include <csignal>

#include <cstdlib>
#include <exception>
#include <typeinfo>

namespace recrash::capture {
namespace {

std::terminate_handler g_previous_terminate = nullptr;

void on_terminate() {
  const std::type_info* type = abi::__cxa_current_exception_type();
  if (type != nullptr && claim_crash(SIGABRT)) {
    const char* message = "";
    try {
      std::rethrow_exception(std::current_exception());
    } catch (const std::exception& e) {
      message = e.what();
    } catch (...) {
    }
    CrashInfo crash;
    crash.kind = format::FailureKind::Exception;
    crash.signal = SIGABRT;
    crash.exception_type = type->name();
    crash.message = message;
    const ThrowSite& site = last_throw_site();
    if (site.type != nullptr && *static_cast<const std::type_info*>(site.type) == *type) {
      crash.backtrace = site.pcs;
      crash.backtrace_size = site.size;
    }
    char path[4200];
    write_crash_report(crash, crash_workspace(), path, sizeof(path));
  }
  // The program's own terminate handler (by default the one that prints the exception) aborts.
  if (g_previous_terminate != nullptr) g_previous_terminate();
  std::abort();
}

}  // namespace

void install_terminate_handler() noexcept {
  resolve_real_cxa_throw();
  std::terminate_handler previous = std::set_terminate(&on_terminate);
  if (previous != &on_terminate) g_previous_terminate = previous;
}

}  // namespace recrash::capture
