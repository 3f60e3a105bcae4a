// SPDX-License-Identifier: MIT
// A media file whose state lives behind a pointer to an implementation only file.cpp completes,
// and whose file types derive from it in units of their own (TagLib's File and Matroska::File):
// where a Movie's key function is defined, File's implementation is only declared.
#pragma once

#include <memory>
#include <string>

namespace media {

class File {
 public:
  virtual ~File();
  /// Frames in the file.
  virtual int frames() const = 0;
  /// Its length in milliseconds, and its size in bytes.
  int length() const;
  int size() const;

 protected:
  File(std::string name, int length, int size);

 private:
  class FilePrivate;
  std::unique_ptr<FilePrivate> d;
};

/// Bytes per frame of `file`.
int bytes_per_frame(const File& file);

}  // namespace media
