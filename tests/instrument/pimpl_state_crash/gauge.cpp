// SPDX-License-Identifier: MIT
#include "gauge.hpp"

#include "scanner.hpp"

#include <map>
#include <string>

namespace meter {

struct Gauge::State {
  int samples = 0;
  int total = 0;
  // Keys cereal cannot load into (TagLib's maps have them): left out, and the rest still loads.
  std::map<const std::string, int> seen;
};

Gauge::Gauge(Scanner& scanner) : scanner_(scanner), state_(std::make_unique<State>()) { divisor_.state = state_.get(); }

Gauge::~Gauge() = default;

int Gauge::average(int scale) {
  int result = 0;
  while (!scanner_.done()) {
    const char c = scanner_.peek();
    if (c >= '0' && c <= '9') {
      ++state_->samples;
      ++state_->seen[std::string(1, c)];
      state_->total += (c - '0') * scale;
    } else if (c == 'r') {
      state_->samples = 0;
      state_->total = 0;
    } else if (c == '/') {
      result = state_->total / divisor_.state->samples;
    }
    scanner_.advance();
  }
  return result;
}

int measure(const std::string& text, int scale) {
  Scanner scanner(text);
  Gauge gauge(scanner);
  return gauge.average(scale);
}

}  // namespace meter
