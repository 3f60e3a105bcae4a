#include "format.hpp"

std::string format(int value) {
  return std::to_string(value);
}

std::string format(double value, int precision) {
  std::string text = std::to_string(value);
  return text.substr(0, text.find('.') + static_cast<std::size_t>(precision) + 1);
}

std::string format(const std::string& text) {
  return '"' + text + '"';
}

void Log::write(int value) {
  lines_ += format(value) + "\n";
}

void Log::write(const std::string& text) {
  lines_ += format(text) + "\n";
}
