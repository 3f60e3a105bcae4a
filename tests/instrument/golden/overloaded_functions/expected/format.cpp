// Instrumented by recrash-instrument from format.cpp: edit that file, not this copy.
#define RECRASH_DECLARING_HEADER "format.hpp"
#include <recrash/frame.hpp>
#include "format.hpp"

std::string format(int value) {
  RECRASH_FUNCTION(value);
  return std::to_string(value);
}

std::string format(double value, int precision) {
  RECRASH_FUNCTION(value, precision);
  std::string text = std::to_string(value);
  return text.substr(0, text.find('.') + static_cast<std::size_t>(precision) + 1);
}

std::string format(const std::string& text) {
  RECRASH_FUNCTION(text);
  return '"' + text + '"';
}

void Log::write(int value) {
  RECRASH_METHOD(value);
  lines_ += format(value) + "\n";
}

void Log::write(const std::string& text) {
  RECRASH_METHOD(text);
  lines_ += format(text) + "\n";
}
