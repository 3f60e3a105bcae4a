// SPDX-License-Identifier: MIT
#include "analysis/include_chain.hpp"

#include <recrash/format/build_layout.hpp>

#include <string_view>

namespace recrash::instrument {

namespace {

/// The file whose #include line brought `id` in, or an invalid FileID for the unit's main file
/// and for a file the command line included.
clang::FileID includer(clang::FileID id, const clang::SourceManager& sources) {
  const clang::SourceLocation line = sources.getIncludeLoc(id);
  return line.isValid() ? sources.getFileID(line) : clang::FileID();
}

/// Whether `id` is a file (not a macro expansion's buffer) named as a standalone header.
bool stands_alone(clang::FileID id, const clang::SourceManager& sources) {
  const clang::FileEntry* entry = sources.getFileEntryForID(id);
  return entry != nullptr && standalone_header(entry->getName());
}

}  // namespace

bool standalone_header(llvm::StringRef path) {
  return format::has_extension(std::string_view(path.data(), path.size()), format::kStandaloneHeaderExtensions);
}

bool part_of_the_source(clang::FileID file, const clang::SourceManager& sources) {
  for (; file.isValid(); file = includer(file, sources)) {
    if (file == sources.getMainFileID()) return true;
    if (sources.getFileEntryForID(file) == nullptr || stands_alone(file, sources)) return false;
  }
  return false;
}

clang::FileID outermost_header(clang::FileID id, const clang::SourceManager& sources) {
  for (clang::FileID up = includer(id, sources);
       up.isValid() && up != sources.getMainFileID() && stands_alone(up, sources); up = includer(up, sources)) {
    id = up;
  }
  return id;
}

}  // namespace recrash::instrument
