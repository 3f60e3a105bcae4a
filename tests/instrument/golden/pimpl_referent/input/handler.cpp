#include "printer.hpp"

Handler::~Handler() = default;

void PrintingHandler::on_value(int value) {
  ++values_;
  printer_.print(value / values_);
}
