// SPDX-License-Identifier: MIT
// Async-signal-safe: nothing here allocates, locks or calls stdio. Readable renderings of values
// for the comments of generated tests; exact values travel in the payloads, not here.
#include <recrash/detail/value_kinds.hpp>

#include <cmath>
#include <cstring>
#include <ostream>
#include <streambuf>

namespace recrash::detail {
namespace {

struct Output {
  char* out;
  std::size_t capacity;
  std::size_t size = 0;

  void put(char c) noexcept {
    if (size < capacity) out[size++] = c;
  }
  void put(const char* text) noexcept {
    while (*text != '\0') put(*text++);
  }
};

void put_unsigned(Output& o, std::uint64_t value) noexcept {
  char digits[20];
  int n = 0;
  do {
    digits[n++] = static_cast<char>('0' + value % 10);
    value /= 10;
  } while (value != 0);
  while (n > 0) o.put(digits[--n]);
}

/// A streambuf over a fixed array that drops what does not fit, so operator<< cannot fail.
class FixedStreambuf : public std::streambuf {
 public:
  FixedStreambuf(char* out, std::size_t capacity) { setp(out, out + capacity); }
  std::size_t written() const { return static_cast<std::size_t>(pptr() - pbase()); }

 protected:
  int_type overflow(int_type c) override { return traits_type::not_eof(c); }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    std::streamsize room = epptr() - pptr();
    std::streamsize count = n < room ? n : room;
    std::memcpy(pptr(), s, static_cast<std::size_t>(count));
    pbump(static_cast<int>(count));
    return n;
  }
};

}  // namespace

std::size_t render_signed(std::int64_t value, char* out, std::size_t capacity) noexcept {
  Output o{out, capacity};
  if (value < 0) {
    o.put('-');
    put_unsigned(o, 0 - static_cast<std::uint64_t>(value));
  } else {
    put_unsigned(o, static_cast<std::uint64_t>(value));
  }
  return o.size;
}

std::size_t render_unsigned(std::uint64_t value, char* out, std::size_t capacity) noexcept {
  Output o{out, capacity};
  put_unsigned(o, value);
  return o.size;
}

std::size_t render_floating(double value, char* out, std::size_t capacity) noexcept {
  Output o{out, capacity};
  if (std::isnan(value)) {
    o.put("nan");
    return o.size;
  }
  if (value < 0) {
    o.put('-');
    value = -value;
  }
  if (std::isinf(value)) {
    o.put("inf");
    return o.size;
  }
  int exponent = 0;
  if (value >= 1e15) {
    while (value >= 10) {
      value /= 10;
      ++exponent;
    }
  }
  auto whole = static_cast<std::uint64_t>(value);
  auto fraction = static_cast<std::uint64_t>(std::llround((value - static_cast<double>(whole)) * 1e6));
  if (fraction >= 1000000) {
    ++whole;
    fraction -= 1000000;
  }
  put_unsigned(o, whole);
  if (fraction != 0) {
    o.put('.');
    char digits[6];
    for (int i = 5; i >= 0; --i) {
      digits[i] = static_cast<char>('0' + fraction % 10);
      fraction /= 10;
    }
    int last = 5;
    while (digits[last] == '0') --last;
    for (int i = 0; i <= last; ++i) o.put(digits[i]);
  }
  if (exponent != 0) {
    o.put('e');
    put_unsigned(o, static_cast<std::uint64_t>(exponent));
  }
  return o.size;
}

std::size_t render_quoted(const char* text, std::size_t length, char* out, std::size_t capacity) noexcept {
  Output o{out, capacity};
  if (text == nullptr) {
    o.put("nullptr");
    return o.size;
  }
  static constexpr char kHex[] = "0123456789abcdef";
  o.put('"');
  for (std::size_t i = 0; i < length && o.size + 6 < capacity; ++i) {
    auto c = static_cast<unsigned char>(text[i]);
    if (c == '"' || c == '\\') {
      o.put('\\');
      o.put(static_cast<char>(c));
    } else if (c == '\n') {
      o.put("\\n");
    } else if (c < 0x20 || c >= 0x7f) {
      o.put("\\x");
      o.put(kHex[c >> 4]);
      o.put(kHex[c & 0xf]);
    } else {
      o.put(static_cast<char>(c));
    }
  }
  o.put('"');
  return o.size;
}

std::size_t render_streamable(const void* object, void (*print)(std::ostream&, const void*), char* out,
                              std::size_t capacity) noexcept {
  FixedStreambuf buffer(out, capacity);
  try {
    std::ostream stream(&buffer);
    print(stream, object);
  } catch (...) {
    return 0;
  }
  return buffer.written();
}

std::size_t bounded_strlen(const char* text, std::size_t limit) noexcept {
  constexpr std::uintptr_t kPage = 4096;
  std::size_t n = 0;
  for (; n < limit; ++n) {
    // A page at a time: a text that is not ended may run into memory that cannot be read.
    if ((n == 0 || reinterpret_cast<std::uintptr_t>(text + n) % kPage == 0) && !readable_memory(text + n, 1)) break;
    if (text[n] == '\0') break;
  }
  return n;
}

}  // namespace recrash::detail
