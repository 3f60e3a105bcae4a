// Instrumented by recrash-instrument from format.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "format.hpp"
#include <recrash/frame.hpp>
#include "format.hpp"

std::string format(int value) {
  RECRASH_FUNCTION(::recrash::by_reference(value));
  return std::to_string(value);
}

std::string format(double value, int precision) {
  RECRASH_FUNCTION(::recrash::by_reference(value), ::recrash::by_reference(precision));
  std::string text = std::to_string(value);
  return text.substr(0, text.find('.') + static_cast<std::size_t>(precision) + 1);
}

std::string format(const std::string& text) {
  RECRASH_FUNCTION(::recrash::by_reference(text));
  return '"' + text + '"';
}

void Log::write(int value) {
  RECRASH_METHOD(::recrash::by_reference(value));
  lines_ += format(value) + "\n";
}

void Log::write(const std::string& text) {
  RECRASH_METHOD(::recrash::by_reference(text));
  lines_ += format(text) + "\n";
}
