// Instrumented by recrash-instrument from format.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "format.hpp"
#include <recrash/frame.hpp>
#line 1 "@INPUT@/format.cpp"
#include "format.hpp"

std::string format(int value) { RECRASH_ENTRY(1, FUNCTION, ::recrash::by_reference(value)) return [&](::recrash::detail::Reentry, decltype(value) value) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_FUNCTION(1, ::recrash::by_reference(value)); RECRASH_REENTER(1); return (format)(value); }({}, value); RECRASH_TWIN_END
#line 3

  return std::to_string(value);
}

std::string format(double value, int precision) { RECRASH_ENTRY(2, FUNCTION, ::recrash::by_reference(value), ::recrash::by_reference(precision)) return [&](::recrash::detail::Reentry, decltype(value) value, decltype(precision) precision) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_FUNCTION(2, ::recrash::by_reference(value), ::recrash::by_reference(precision)); RECRASH_REENTER(2); return (format)(value, precision); }({}, value, precision); RECRASH_TWIN_END
#line 7

  std::string text = std::to_string(value);
  return text.substr(0, text.find('.') + static_cast<std::size_t>(precision) + 1);
}

std::string format(const std::string& text) { RECRASH_ENTRY(3, FUNCTION, ::recrash::by_reference(text)) return [&](::recrash::detail::Reentry, decltype(text)& text) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_FUNCTION(3, ::recrash::by_reference(text)); RECRASH_REENTER(3); return (format)(text); }({}, text); RECRASH_TWIN_END
#line 12

  return '"' + text + '"';
}

void Log::write(int value) { RECRASH_ENTRY(4, METHOD, ::recrash::by_reference(value)) return [&](::recrash::detail::Reentry, decltype(value) value) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_METHOD(4, ::recrash::by_reference(value)); RECRASH_REENTER(4); return this->Log::write(value); }({}, value); RECRASH_TWIN_END
#line 16

  lines_ += format(value) + "\n";
}

void Log::write(const std::string& text) { RECRASH_ENTRY(5, METHOD, ::recrash::by_reference(text)) return [&](::recrash::detail::Reentry, decltype(text)& text) RECRASH_TWIN_ATTRIBUTES -> decltype(auto) { RECRASH_TWIN_METHOD(5, ::recrash::by_reference(text)); RECRASH_REENTER(5); return this->Log::write(text); }({}, text); RECRASH_TWIN_END
#line 20

  lines_ += format(text) + "\n";
}
