#pragma once

#include <string>

struct Event {
  int kind = 0;
};

void on_event(const Event&, int priority);
void on_message(const std::string& text, void*);
