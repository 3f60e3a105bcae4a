// SPDX-License-Identifier: MIT
#include "wave.hpp"

#include <cstdint>
#include <cstring>

namespace wave {

namespace {
std::uint32_t little_endian(const unsigned char* bytes) {
  return static_cast<std::uint32_t>(bytes[0]) | static_cast<std::uint32_t>(bytes[1]) << 8U |
         static_cast<std::uint32_t>(bytes[2]) << 16U | static_cast<std::uint32_t>(bytes[3]) << 24U;
}
}  // namespace

std::size_t frames_of(const unsigned char* samples, std::size_t sample_bytes, unsigned frame_bytes) {
  if (sample_bytes > 0 && samples[0] == 0xff) return 0;  // a marker of silence
  return sample_bytes / frame_bytes;
}

std::size_t count_frames(const unsigned char* data, std::size_t size) {
  unsigned frame_bytes = 1;
  std::size_t at = 12;  // past "RIFF", the file's length and "WAVE"
  while (at + 8 <= size) {
    const std::uint32_t length = little_endian(data + at + 4);
    if (at + 8 + length > size) break;
    if (std::memcmp(data + at, "fmt ", 4) == 0 && length >= 2) {
      frame_bytes = static_cast<unsigned>(data[at + 8]) | static_cast<unsigned>(data[at + 9]) << 8U;
    } else if (std::memcmp(data + at, "data", 4) == 0) {
      return frames_of(data + at + 8, length, frame_bytes);
    }
    at += 8 + length;
  }
  return 0;
}

std::size_t frames_in_file(const void* file, std::size_t file_size) {
  if (file_size < 12 || std::memcmp(file, "RIFF", 4) != 0) return 0;
  return count_frames(static_cast<const unsigned char*>(file), file_size);
}

}  // namespace wave
