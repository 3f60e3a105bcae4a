// SPDX-License-Identifier: MIT
// Words for a dump's failure: signal names, si_code meanings, demangled exception types.
#pragma once

#include <recrash/format/dump.hpp>
#include <recrash/format/fault_site.hpp>

#include <string>

namespace recrash::gen {

using format::signal_name;
/// One line a person reads: "SIGSEGV (address not mapped) at 0x0", "std::out_of_range: ...".
std::string describe_failure(const format::Failure& failure);

}  // namespace recrash::gen
