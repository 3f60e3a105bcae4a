// SPDX-License-Identifier: MIT
// Where a file stands in the chain of #include lines that brought it into the unit: a header that
// stands alone, a fragment of a source's text (an .inc the source includes in its midst), or a
// header that only compiles where another includes it part-way.
#pragma once

#include <clang/Basic/SourceManager.h>
#include <llvm/ADT/StringRef.h>

namespace recrash::instrument {

/// Whether `path` names a header that a unit includes by itself (.h, .hh, .hpp, .hxx, .h++), where
/// the tests' loaders source can include it: not a fragment (.inc, .inl, .def, .ipp) that another
/// file includes in its midst.
bool standalone_header(llvm::StringRef path);

/// Whether `file` is part of the source's own text: the source, or a fragment (an `.inc`, not a
/// header) that it includes, directly or through other such fragments, as cparse's
/// builtin-features.cpp includes its operators' and reserved words' .inc files after the headers
/// they use. What such a fragment defines is the source's, as if written in it.
bool part_of_the_source(clang::FileID file, const clang::SourceManager& sources);

/// The outermost header through which the unit read `id`: going up its includers while they are
/// headers (not the source, nor a fragment of source such as an `.inc` it includes). A header that
/// another includes part-way, after the declarations it uses (cparse's containers.h, included
/// by shunting-yard.h once TokenBase is defined), compiles only that way, so the loaders source
/// includes the header around it.
clang::FileID outermost_header(clang::FileID id, const clang::SourceManager& sources);

}  // namespace recrash::instrument
