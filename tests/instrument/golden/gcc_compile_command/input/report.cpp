#include "report.hpp"

std::string summarize(const std::string& title, int failures) {
  return title + ": " + std::to_string(failures) + " failures";
}
