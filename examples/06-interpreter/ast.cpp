// SPDX-License-Identifier: MIT
#include "ast.hpp"

#include "text.hpp"

namespace pebble {

const char* spelling(UnaryOp op) {
  switch (op) {
    case UnaryOp::Negate:
      return "-";
    case UnaryOp::Not:
      return "not";
  }
  return "?";
}

const char* spelling(BinaryOp op) {
  switch (op) {
    case BinaryOp::Add:
      return "+";
    case BinaryOp::Subtract:
      return "-";
    case BinaryOp::Multiply:
      return "*";
    case BinaryOp::Divide:
      return "/";
    case BinaryOp::Modulo:
      return "%";
    case BinaryOp::Equal:
      return "==";
    case BinaryOp::NotEqual:
      return "!=";
    case BinaryOp::Less:
      return "<";
    case BinaryOp::LessEqual:
      return "<=";
    case BinaryOp::Greater:
      return ">";
    case BinaryOp::GreaterEqual:
      return ">=";
  }
  return "?";
}

const char* spelling(LogicalOp op) { return op == LogicalOp::And ? "and" : "or"; }

std::string LiteralExpr::describe() const {
  struct Describe {
    std::string operator()(std::monostate) const { return "nil"; }
    std::string operator()(bool value) const { return value ? "true" : "false"; }
    std::string operator()(std::int64_t value) const { return std::to_string(value); }
    std::string operator()(double value) const { return text::format_number(value); }
    std::string operator()(const std::string&) const { return "a string"; }
  };
  return std::visit(Describe{}, value_);
}

}  // namespace pebble
