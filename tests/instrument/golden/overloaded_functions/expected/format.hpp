#pragma once

#include <string>

std::string format(int value);
std::string format(double value, int precision);
std::string format(const std::string& text);

class Log {
 public:
  void write(int value);
  void write(const std::string& text);

 private:
  std::string lines_;
};
