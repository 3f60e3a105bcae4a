// SPDX-License-Identifier: MIT
// A reader of a RIFF-like file given as bytes and their count, as parsers of binary input are
// (dr_wav's drwav_init_memory, a fuzzer's entry point): chunks of a four-character tag, a 32-bit
// little-endian length and that many bytes, the "fmt " chunk saying how many bytes a frame takes.
#pragma once

#include <cstddef>

namespace wave {

/// How many frames the chunk of sound samples holds, at `frame_bytes` bytes a frame. The bug:
/// nothing checks `frame_bytes` for zero.
std::size_t frames_of(const unsigned char* samples, std::size_t sample_bytes, unsigned frame_bytes);

/// How many frames the file's "data" chunk holds, as its "fmt " chunk sizes them.
std::size_t count_frames(const unsigned char* data, std::size_t size);

/// count_frames() of a file held anywhere.
std::size_t frames_in_file(const void* file, std::size_t file_size);

}  // namespace wave
