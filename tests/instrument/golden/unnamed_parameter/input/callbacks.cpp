#include "callbacks.hpp"

static int handled = 0;

void on_event(const Event&, int priority) {
  handled += priority;
}

void on_message(const std::string& text, void* /*context*/) {
  handled += static_cast<int>(text.size());
}

void on_tick(unsigned long, const char* const) {
  ++handled;
}

void on_signal(void (*)(int), int signal) {
  handled += signal;
}

void on_buffer(const int[4], int size) {
  handled += size;
}
