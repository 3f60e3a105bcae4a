// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Streams as values of a dump. An input stream (a `std::istream&` argument, a parser's reference
/// member to the stream it reads) is saved as what it had left to read when it was saved: the
/// characters its buffer holds from the read position on (all the rest of a string stream; only
/// the buffered part of a file stream) and its state flags. Loading gives the stream a buffer of
/// its own holding those characters, so a test's call reads what the program's was about to. An
/// output stream is saved as nothing and loaded writing into a sink: what a call writes is not
/// the state it fails on.

#include <recrash/archive.hpp>

#include <cstddef>
#include <cstdint>
#include <ios>
#include <istream>
#include <mutex>
#include <ostream>
#include <sstream>
#include <streambuf>
#include <string>
#include <utility>
#include <vector>

namespace recrash {

namespace detail {

/// The most characters of a stream's buffer a dump holds, as for a C string argument.
inline constexpr std::size_t kMaxStreamBytes = std::size_t{1} << 20;

/// The read position and the end of a stream buffer's get area, which it keeps protected.
/// Only reads two pointers: safe in the crash handler.
struct GetArea : std::streambuf {
  static std::pair<const char*, const char*> of(const std::streambuf& buffer) noexcept {
    using Read = char* (std::streambuf::*)() const;
    const Read next = &GetArea::gptr;
    const Read end = &GetArea::egptr;
    return {(buffer.*next)(), (buffer.*end)()};
  }
};

/// A stream buffer that takes every character written to it and keeps none.
class SinkBuffer : public std::streambuf {
 protected:
  int_type overflow(int_type c) override { return traits_type::not_eof(c); }
  std::streamsize xsputn(const char_type*, std::streamsize count) override { return count; }
};

/// Keeps a buffer a loaded stream reads or writes reachable until the test ends (a test never
/// destroys what it loads, and LeakSanitizer must not count it).
inline void keep_stream_buffer(std::streambuf* buffer) {
  static std::mutex lock;
  static auto* kept = new std::vector<std::streambuf*>();  // never destroyed, as the streams
  const std::lock_guard<std::mutex> held(lock);
  kept->push_back(buffer);
}

inline void save_input(OutputArchive& ar, const std::istream& stream) {
  ar(static_cast<std::uint8_t>(stream.rdstate()));
  const char* next = nullptr;
  const char* end = nullptr;
  if (const std::streambuf* buffer = stream.rdbuf(); buffer != nullptr) std::tie(next, end) = GetArea::of(*buffer);
  std::size_t size = next != nullptr && end > next ? static_cast<std::size_t>(end - next) : 0;
  if (size > kMaxStreamBytes) size = kMaxStreamBytes;
  // As a std::string is written, so that it loads as one.
  ar(cereal::make_size_tag(static_cast<cereal::size_type>(size)));
  ar(cereal::binary_data(next, size));
}

inline void load_input(InputArchive& ar, std::istream& stream, std::ios::openmode mode) {
  std::uint8_t state = 0;
  std::string text;
  ar(state, text);
  auto* buffer = new std::stringbuf(text, mode);
  keep_stream_buffer(buffer);
  stream.rdbuf(buffer);
  stream.clear(static_cast<std::ios::iostate>(state));
}

inline void load_output(std::ostream& stream) {
  auto* sink = new SinkBuffer();
  keep_stream_buffer(sink);
  stream.rdbuf(sink);
}

}  // namespace detail

inline void CEREAL_SAVE_FUNCTION_NAME(OutputArchive& ar, const std::istream& stream) { detail::save_input(ar, stream); }
inline void CEREAL_LOAD_FUNCTION_NAME(InputArchive& ar, std::istream& stream) {
  detail::load_input(ar, stream, std::ios::in);
}

inline void CEREAL_SAVE_FUNCTION_NAME(OutputArchive&, const std::ostream&) {}
inline void CEREAL_LOAD_FUNCTION_NAME(InputArchive&, std::ostream& stream) { detail::load_output(stream); }

/// A stream that reads and writes (std::stringstream): saved as what it had left to read, and
/// loaded reading that, and writing into the same buffer.
inline void CEREAL_SAVE_FUNCTION_NAME(OutputArchive& ar, const std::iostream& stream) {
  detail::save_input(ar, stream);
}
inline void CEREAL_LOAD_FUNCTION_NAME(InputArchive& ar, std::iostream& stream) {
  detail::load_input(ar, stream, std::ios::in | std::ios::out | std::ios::ate);
}

}  // namespace recrash
