// SPDX-License-Identifier: MIT
// Words for a dump's failure: signal names, si_code meanings, demangled exception types.
#pragma once

#include <recrash/format/dump.hpp>

#include <string>

namespace recrash::gen {

/// "SIGSEGV", or "" for a signal number without a portable name.
std::string signal_name(int signal);
/// One line a person reads: "SIGSEGV (address not mapped) at 0x0", "std::out_of_range: ...".
std::string describe_failure(const format::Failure& failure);

}  // namespace recrash::gen
