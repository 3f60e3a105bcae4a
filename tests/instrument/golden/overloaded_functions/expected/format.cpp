// Instrumented by recrash-instrument from format.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "format.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/format.cpp"
#include "format.hpp"

std::string format(int value) { RECRASH_ENTRY(1, FUNCTION, ::recrash::by_reference(value)) return [&](decltype(value) value) RECRASH_TWIN_ATTRIBUTES -> std::string { RECRASH_TWIN_FUNCTION(1, ::recrash::by_reference(value));
#line 3

  return std::to_string(value);
}(value); RECRASH_TWIN_END
#line 3

  return std::to_string(value);
}

std::string format(double value, int precision) { RECRASH_ENTRY(2, FUNCTION, ::recrash::by_reference(value), ::recrash::by_reference(precision)) return [&](decltype(value) value, decltype(precision) precision) RECRASH_TWIN_ATTRIBUTES -> std::string { RECRASH_TWIN_FUNCTION(2, ::recrash::by_reference(value), ::recrash::by_reference(precision));
#line 7

  std::string text = std::to_string(value);
  return text.substr(0, text.find('.') + static_cast<std::size_t>(precision) + 1);
}(value, precision); RECRASH_TWIN_END
#line 7

  std::string text = std::to_string(value);
  return text.substr(0, text.find('.') + static_cast<std::size_t>(precision) + 1);
}

std::string format(const std::string& text) { RECRASH_ENTRY(3, FUNCTION, ::recrash::by_reference(text)) return [&](decltype(text)& text) RECRASH_TWIN_ATTRIBUTES -> std::string { RECRASH_TWIN_FUNCTION(3, ::recrash::by_reference(text));
#line 12

  return '"' + text + '"';
}(text); RECRASH_TWIN_END
#line 12

  return '"' + text + '"';
}

void Log::write(int value) { RECRASH_ENTRY(4, METHOD, ::recrash::by_reference(value)) return [&](decltype(value) value) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(4, ::recrash::by_reference(value));
#line 16

  lines_ += format(value) + "\n";
}(value); RECRASH_TWIN_END
#line 16

  lines_ += format(value) + "\n";
}

void Log::write(const std::string& text) { RECRASH_ENTRY(5, METHOD, ::recrash::by_reference(text)) return [&](decltype(text)& text) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(5, ::recrash::by_reference(text));
#line 20

  lines_ += format(text) + "\n";
}(text); RECRASH_TWIN_END
#line 20

  lines_ += format(text) + "\n";
}
