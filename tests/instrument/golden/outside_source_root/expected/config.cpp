// Instrumented by recrash-instrument from config.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER ""
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/config.cpp"
#include <json/value.hpp>


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 3
std::size_t config_length(const std::string& text) { RECRASH_ENTRY(1, FUNCTION, ::recrash::by_reference(text)) return [&](decltype(text)& text) RECRASH_TWIN_ATTRIBUTES -> std::size_t { RECRASH_TWIN_FUNCTION(1, ::recrash::by_reference(text));
#line 3

  json::Value value(text);
  return value.length();
}(text); RECRASH_TWIN_END
#line 3

  json::Value value(text);
  return value.length();
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 6

