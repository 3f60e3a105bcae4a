// SPDX-License-Identifier: MIT
// Async-signal-safe: reads a function's qualified name off the compiler's pretty signature.
#pragma once

#include "crash/text.hpp"

namespace recrash::capture {

/// "std::string ns::Codec::decode(const std::string&) const" -> "ns::Codec::decode".
/// Returns a view into `signature`.
Text qualified_name_of(const char* signature) noexcept;

}  // namespace recrash::capture
