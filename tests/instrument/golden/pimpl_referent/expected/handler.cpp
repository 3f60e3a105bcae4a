// Instrumented by recrash-instrument from handler.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "printer.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/handler.cpp"
#include "printer.hpp"

Handler::~Handler() = default;

void PrintingHandler::on_value(int value) { RECRASH_ENTRY(1, METHOD, ::recrash::by_reference(value)) return [&](decltype(value) value) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_METHOD(1, ::recrash::by_reference(value));
#line 5

  ++values_;
  printer_.print(value / values_);
}(value); RECRASH_TWIN_END
#line 5

  ++values_;
  printer_.print(value / values_);
}

// Added by recrash-instrument: the polymorphic classes above, registered with cereal so that a
// pointer to a base saves and loads the object's own class.
#ifndef RECRASH_POLYMORPHIC_handler_cpp
#define RECRASH_POLYMORPHIC_handler_cpp
RECRASH_POLYMORPHIC_TYPE(::PrintingHandler, ::Handler)
#endif
