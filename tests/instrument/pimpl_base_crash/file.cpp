// SPDX-License-Identifier: MIT
#include "file.hpp"

namespace media {

class File::FilePrivate {
 public:
  FilePrivate(std::string file_name, int file_length, int file_size)
      : name(std::move(file_name)), length(file_length), size(file_size) {}
  std::string name;
  int length;
  int size;
};

File::File(std::string name, int length, int size) : d(std::make_unique<FilePrivate>(std::move(name), length, size)) {}

File::~File() = default;

int File::length() const { return d->length; }

int File::size() const { return d->size; }

int bytes_per_frame(const File& file) {
  return file.size() / file.frames();  // the bug: a file shorter than a frame has none
}

}  // namespace media
