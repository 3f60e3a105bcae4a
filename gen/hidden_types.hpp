// SPDX-License-Identifier: MIT
// Naming in a test a type that only its access keeps from being named there: a class or an
// enumeration that is a private or protected member of another (jsoncpp's OurReader::Token).
// The instrumenter lists them (`hidden` in recrash/format/test_names.hpp); a test names each by
// an alias that RECRASH_ACCESS_TYPE (recrash/access.hpp) declares.
#pragma once

#include "calls.hpp"

#include <set>
#include <string>

namespace recrash::gen {

/// `code`, a line of a test's body, with each of `hidden` (qualified names) replaced by the alias
/// `access` declares for it, where it stands as a whole name outside string and character
/// literals: "dump().load<Json::OurReader::Token>(2, 1)" -> "dump().load<JsonOurReaderToken>(2, 1)".
/// A name nested in a hidden one keeps its tail ("JsonOurReaderToken::Kind").
std::string respell_hidden_types(const std::string& code, const std::set<std::string>& hidden,
                                 AccessDeclarations& access);

}  // namespace recrash::gen
