// SPDX-License-Identifier: MIT
// The paths a dump names (build manifests, headers) are data from whoever wrote the dump, not
// instructions: a generated project include()s a build manifest only after recrash-gen has read
// it and found a manifest recrash_monitor() wrote, and #includes a header only as a name the
// compiler looks up in the include directories (never an absolute path outside them, never '..').
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace recrash::gen {

/// A build manifest recrash_monitor() wrote, as recrash-gen read and checked it.
struct BuildManifest {
  std::string path;
  std::string target;                     ///< the monitored library, the file's stem
  std::vector<std::string> include_dirs;  ///< the absolute ones it gives its targets
  std::string copies;                     ///< <build>/recrash-instrumented/<target>, recrash-instrument's copies
};

/// What recrash-gen makes of a manifest path from a dump.
struct ManifestCheck {
  std::string path;                       ///< as the dump names it
  std::optional<BuildManifest> manifest;  ///< set when the project may include() it
  /// The library it names, when the path has the shape <build>/recrash-manifests/<target>.cmake
  /// (built from source, a project needs no more), else "".
  std::string target;
  std::string why_not;  ///< why it may not be included, when it may not
};

/// Checks a build manifest path from a dump: a plain absolute path of the shape recrash_monitor()
/// writes, naming a regular file on this machine, owned by this user or root and writable by no
/// one else, whose first line is recrash_monitor()'s for that target and whose last adds it to
/// RECRASH_SUBJECT_TARGETS, and whose include directories read back. Never blocks on a FIFO or a
/// device, and reads at most a small file.
ManifestCheck check_build_manifest(const std::string& path);

/// Checks the text of a manifest read from `path` (exposed for tests).
ManifestCheck check_manifest_text(const std::string& path, const std::string& target, const std::string& text);

/// What a test source may #include for a header a dump records.
struct HeaderCheck {
  std::string name;     ///< what goes between the quotes, when it may be included
  std::string why_not;  ///< else why not
};

/// A relative name without '..' is included as it is: the compiler looks it up in the include
/// directories. An absolute path is included only if it names a regular file inside one of the
/// include directories of `manifest` (as the name relative to the innermost one) or among the
/// copies recrash-instrument made for its library (as it is). Nothing else.
HeaderCheck check_header(const std::string& header, const BuildManifest* manifest);

/// The copy recrash-instrument made of the source file `source` (an absolute path, as a dump
/// records it) for the library of `manifest`: the regular file among its copies whose path below
/// the copies' directory is the longest tail of `source`'s, or "" when none is. A function that
/// no header declares can be called only where its source file is compiled: a test includes
/// this copy.
std::string find_source_copy(const BuildManifest& manifest, const std::string& source);

}  // namespace recrash::gen
