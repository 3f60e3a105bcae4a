// Instrumented by recrash-instrument from callbacks.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "callbacks.hpp"
#ifndef RECRASH_TEMPLATE_VALUES
#define RECRASH_TEMPLATE_VALUES
#endif
#include <recrash/frame.hpp>
#line 1 "@INPUT@/callbacks.cpp"
#include "callbacks.hpp"

static int handled = 0;

void on_event(const Event& recrash_unnamed_0, int priority) { RECRASH_ENTRY(1, FUNCTION, ::recrash::by_reference(recrash_unnamed_0), ::recrash::by_reference(priority)) return [&](decltype(recrash_unnamed_0)& recrash_unnamed_0, decltype(priority) priority) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_FUNCTION(1, ::recrash::by_reference(recrash_unnamed_0), ::recrash::by_reference(priority));
#line 5

  handled += priority;
}(recrash_unnamed_0, priority); RECRASH_TWIN_END
#line 5

  handled += priority;
}

void on_message(const std::string& text, void* recrash_unnamed_1 /*context*/) { RECRASH_ENTRY(2, FUNCTION, ::recrash::by_reference(text), ::recrash::by_reference(recrash_unnamed_1)) return [&](decltype(text)& text, decltype(recrash_unnamed_1) recrash_unnamed_1) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_FUNCTION(2, ::recrash::by_reference(text), ::recrash::by_reference(recrash_unnamed_1));
#line 9

  handled += static_cast<int>(text.size());
}(text, recrash_unnamed_1); RECRASH_TWIN_END
#line 9

  handled += static_cast<int>(text.size());
}


#pragma push_macro("RECRASH_DECLARING_HEADER")
#undef RECRASH_DECLARING_HEADER
#define RECRASH_DECLARING_HEADER __FILE__
#line 13
void on_tick(unsigned long recrash_unnamed_0, const char* const recrash_unnamed_1) { RECRASH_ENTRY(3, FUNCTION, ::recrash::by_reference(recrash_unnamed_0), ::recrash::by_reference(recrash_unnamed_1)) return [&](decltype(recrash_unnamed_0) recrash_unnamed_0, decltype(recrash_unnamed_1) recrash_unnamed_1) RECRASH_TWIN_ATTRIBUTES -> void { RECRASH_TWIN_FUNCTION(3, ::recrash::by_reference(recrash_unnamed_0), ::recrash::by_reference(recrash_unnamed_1));
#line 13

  ++handled;
}(recrash_unnamed_0, recrash_unnamed_1); RECRASH_TWIN_END
#line 13

  ++handled;
}
#pragma pop_macro("RECRASH_DECLARING_HEADER")
#line 15


void on_signal(void (*)(int), int signal) {
  handled += signal;
}

void on_buffer(const int[4], int size) {
  handled += size;
}
