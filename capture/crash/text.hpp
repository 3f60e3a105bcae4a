// SPDX-License-Identifier: MIT
// Async-signal-safe: non-owning strings and sequences that the crash path writes with the
// schema's templates, byte for byte what std::string and std::vector would write.
#pragma once

#include <recrash/archive.hpp>

#include <cstddef>
#include <cstring>

namespace recrash::capture {

struct Text {
  const char* data = "";
  std::size_t size = 0;

  Text() = default;
  Text(const char* text) noexcept  // NOLINT(google-explicit-constructor): views of C strings
      : data(text != nullptr ? text : ""), size(text != nullptr ? std::strlen(text) : 0) {}
  Text(const char* text, std::size_t length) noexcept : data(text), size(length) {}
};

inline void CEREAL_SAVE_FUNCTION_NAME(OutputArchive& ar, const Text& text) {
  ar(cereal::make_size_tag(static_cast<cereal::size_type>(text.size)));
  ar(cereal::binary_data(text.data, text.size));
}

template <class T>
struct Span {
  const T* data = nullptr;
  std::size_t size = 0;
};

template <class T>
void CEREAL_SAVE_FUNCTION_NAME(OutputArchive& ar, const Span<T>& span) {
  ar(cereal::make_size_tag(static_cast<cereal::size_type>(span.size)));
  for (std::size_t i = 0; i < span.size; ++i) ar(span.data[i]);
}

}  // namespace recrash::capture
