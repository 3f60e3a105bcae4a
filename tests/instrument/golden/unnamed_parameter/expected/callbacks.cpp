// Instrumented by recrash-instrument from callbacks.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "callbacks.hpp"
#include <recrash/frame.hpp>
#include "callbacks.hpp"

static int handled = 0;

void on_event(const Event& recrash_unnamed_0, int priority) {
  RECRASH_FUNCTION(::recrash::by_reference(recrash_unnamed_0), ::recrash::by_reference(priority));
  handled += priority;
}

void on_message(const std::string& text, void* recrash_unnamed_1 /*context*/) {
  RECRASH_FUNCTION(::recrash::by_reference(text), ::recrash::by_reference(recrash_unnamed_1));
  handled += static_cast<int>(text.size());
}

void on_tick(unsigned long recrash_unnamed_0, const char* const recrash_unnamed_1) {
  RECRASH_FUNCTION(::recrash::by_reference(recrash_unnamed_0), ::recrash::by_reference(recrash_unnamed_1));
  ++handled;
}

void on_signal(void (*)(int), int signal) {
  handled += signal;
}

void on_buffer(const int[4], int size) {
  handled += size;
}
