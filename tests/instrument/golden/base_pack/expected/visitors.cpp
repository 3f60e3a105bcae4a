// Instrumented by recrash-instrument from visitors.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "visitors.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/visitors.cpp"
#include "visitors.hpp"

namespace ui {

std::string describe(const std::variant<int, std::string>& value) { RECRASH_ENTRY(1, FUNCTION, ::recrash::by_reference(value)) return [&](decltype(value)& value) RECRASH_TWIN_ATTRIBUTES -> std::string { RECRASH_TWIN_FUNCTION(1, ::recrash::by_reference(value));
#line 5

  Widget<Volume, Caption> widget(Volume{3}, Caption{"v"});
  return std::visit(Overloaded{[&](int number) { return std::to_string(number * widget.width(2)); },
                               [](const std::string& text) { return text; }},
                    value);
}(value); RECRASH_TWIN_END
#line 5

  Widget<Volume, Caption> widget(Volume{3}, Caption{"v"});
  return std::visit(Overloaded{[&](int number) { return std::to_string(number * widget.width(2)); },
                               [](const std::string& text) { return text; }},
                    value);
}

}  // namespace ui
