// SPDX-License-Identifier: MIT
#include "failure_text.hpp"

#include "literals.hpp"
#include "names.hpp"

#include <recrash/format/fault_site.hpp>

#include <csignal>
#include <cstdio>

namespace recrash::gen {

namespace {
std::string code_meaning(int signal, int code) {
  if (code <= 0) return "sent by a process";
  if (signal == SIGSEGV && code == SEGV_MAPERR) return "address not mapped";
  if (signal == SIGSEGV && code == SEGV_ACCERR) return "no permission for the address";
  if (signal == SIGBUS && code == BUS_ADRALN) return "misaligned address";
  if (signal == SIGBUS && code == BUS_ADRERR) return "address past the end of a mapped file";
  if (signal == SIGFPE && code == FPE_INTDIV) return "integer divide by zero";
  if (signal == SIGFPE && code == FPE_INTOVF) return "integer overflow";
  if (signal == SIGFPE && code == FPE_FLTDIV) return "floating-point divide by zero";
  if (signal == SIGILL && code == ILL_ILLOPN) return "illegal operand";
  if (signal == SIGILL && code == ILL_ILLOPC) return "illegal opcode";
  return "code " + std::to_string(code);
}
}  // namespace

std::string describe_failure(const format::Failure& failure) {
  switch (failure.kind) {
    case format::FailureKind::Signal: {
      std::string name = signal_name(failure.signal);
      if (name.empty()) name = "signal " + std::to_string(failure.signal);
      char address[32];
      std::snprintf(address, sizeof(address), "0x%llx", static_cast<unsigned long long>(failure.address));
      std::string text = name + " (" + code_meaning(failure.signal, failure.code) + ")";
      if (failure.signal == SIGSEGV || failure.signal == SIGBUS) text += std::string(" at ") + address;
      // What the C library said of an abort (a failed assertion, a corrupted heap).
      if (!failure.message.empty())
        text += ": " + comment_text(failure.message.substr(0, failure.message.find('\n')), 400);
      return text;
    }
    case format::FailureKind::Exception: {
      std::string type = demangle_type(failure.exception_type).value_or("an exception of unknown type");
      return "uncaught " + type + (failure.message.empty() ? "" : ": " + comment_text(failure.message));
    }
    case format::FailureKind::Requested:
      return "dump requested by the program: " + comment_text(failure.message);
  }
  return "unknown failure";
}

}  // namespace recrash::gen
