// Instrumented by recrash-instrument from report.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "report.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/report.cpp"
#include "report.hpp"

std::string summarize(const std::string& title, int failures) { RECRASH_ENTRY(1, FUNCTION, ::recrash::by_reference(title), ::recrash::by_reference(failures)) return [&](decltype(title)& title, decltype(failures) failures) RECRASH_TWIN_ATTRIBUTES -> std::string { RECRASH_TWIN_FUNCTION(1, ::recrash::by_reference(title), ::recrash::by_reference(failures));
#line 3

  return title + ": " + std::to_string(failures) + " failures";
}(title, failures); RECRASH_TWIN_END
#line 3

  return title + ": " + std::to_string(failures) + " failures";
}
