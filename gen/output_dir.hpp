// SPDX-License-Identifier: MIT
// The directory recrash-gen writes a reproducer into, which may come with the dump (a bug report
// unpacked beside it): what it writes lands in that directory and nowhere else. The directory is
// opened once, without following a link, and every file is created relative to it as a new
// temporary (O_CREAT | O_EXCL | O_NOFOLLOW) that is then renamed over its name, so no link, old or
// planted while recrash-gen runs, is ever written through. A symbolic link in it is refused
// outright: recrash-gen makes none, so one there was planted.
#pragma once

#include <optional>
#include <string>

namespace recrash::gen {

class OutputDir {
 public:
  /// Creates the directory if it is missing and opens it; throws ProjectError (one line) if it
  /// is a symbolic link, not a directory, or holds a symbolic link.
  explicit OutputDir(const std::string& path);
  ~OutputDir();
  OutputDir(const OutputDir&) = delete;
  OutputDir& operator=(const OutputDir&) = delete;

  const std::string& path() const { return path_; }

  /// The first line of the regular file `name` in the directory, or nullopt when there is none.
  /// Throws if `name` is something else (a FIFO is not waited on).
  std::optional<std::string> first_line(const std::string& name) const;

  /// Writes `content` as `name`.
  void write(const std::string& name, const std::string& content) const;

  /// Copies the file at `source` in as `name`, unless `name` already is that file.
  void copy_in(const std::string& name, const std::string& source) const;

 private:
  /// A new temporary beside `name`, open for writing; its name goes to `temporary`.
  int create_temporary(const std::string& name, std::string& temporary) const;
  /// Writes what `fill` puts in a new temporary, then renames it over `name`.
  template <class Fill>
  void replace(const std::string& name, Fill fill) const;

  std::string path_;
  int fd_ = -1;
};

/// A new empty file beside `path`, made with mkstemp (so never through a link), for a program to
/// write that is then renamed over `path`; throws ProjectError if `path` is a symbolic link.
std::string temporary_beside(const std::string& path);

}  // namespace recrash::gen
