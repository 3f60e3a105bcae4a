// SPDX-License-Identifier: MIT
#include "ast_printer.hpp"

#include "text.hpp"

namespace pebble {

std::string AstPrinter::print(const Program& program) {
  std::string out;
  for (const StmtPtr& stmt : program.statements()) {
    out += print(*stmt);
    out += '\n';
  }
  return out;
}

std::string AstPrinter::block(const StmtList& statements) {
  std::string out = "(block";
  for (const StmtPtr& stmt : statements) out += " " + print(*stmt);
  return out + ")";
}

std::string AstPrinter::visit_literal(const LiteralExpr& expr) {
  if (const auto* text = std::get_if<std::string>(&expr.value())) return text::quote(*text);
  return expr.describe();
}

std::string AstPrinter::visit_list(const ListExpr& expr) {
  std::string out = "(list";
  for (const ExprPtr& element : expr.elements()) out += " " + print(*element);
  return out + ")";
}

std::string AstPrinter::visit_map(const MapExpr& expr) {
  std::string out = "(map";
  for (const MapExpr::Entry& entry : expr.entries()) out += " (" + print(*entry.key) + " " + print(*entry.value) + ")";
  return out + ")";
}

std::string AstPrinter::visit_variable(const VariableExpr& expr) { return expr.name(); }

std::string AstPrinter::visit_assign(const AssignExpr& expr) {
  return "(= " + expr.name() + " " + print(expr.value()) + ")";
}

std::string AstPrinter::visit_index(const IndexExpr& expr) {
  return "([] " + print(expr.object()) + " " + print(expr.index()) + ")";
}

std::string AstPrinter::visit_set_index(const SetIndexExpr& expr) {
  return "([]= " + print(expr.object()) + " " + print(expr.index()) + " " + print(expr.value()) + ")";
}

std::string AstPrinter::visit_unary(const UnaryExpr& expr) {
  return std::string("(") + spelling(expr.op()) + " " + print(expr.operand()) + ")";
}

std::string AstPrinter::visit_binary(const BinaryExpr& expr) {
  return std::string("(") + spelling(expr.op()) + " " + print(expr.left()) + " " + print(expr.right()) + ")";
}

std::string AstPrinter::visit_logical(const LogicalExpr& expr) {
  return std::string("(") + spelling(expr.op()) + " " + print(expr.left()) + " " + print(expr.right()) + ")";
}

std::string AstPrinter::visit_call(const CallExpr& expr) {
  std::string out = "(call " + print(expr.callee());
  for (const ExprPtr& argument : expr.arguments()) out += " " + print(*argument);
  return out + ")";
}

std::string AstPrinter::visit_function(const FunctionExpr& expr) {
  std::string out = "(fn";
  if (!expr.name().empty()) out += " " + expr.name();
  out += " (" + text::join(expr.parameters(), " ") + ") ";
  return out + block(expr.body()) + ")";
}

std::string AstPrinter::visit_expression(const ExpressionStmt& stmt) { return print(stmt.expression()); }

std::string AstPrinter::visit_let(const LetStmt& stmt) {
  if (stmt.initializer() == nullptr) return "(let " + stmt.name() + ")";
  return "(let " + stmt.name() + " " + print(*stmt.initializer()) + ")";
}

std::string AstPrinter::visit_block(const BlockStmt& stmt) { return block(stmt.statements()); }

std::string AstPrinter::visit_if(const IfStmt& stmt) {
  std::string out = "(if " + print(stmt.condition()) + " " + print(stmt.then_branch());
  if (stmt.else_branch() != nullptr) out += " " + print(*stmt.else_branch());
  return out + ")";
}

std::string AstPrinter::visit_while(const WhileStmt& stmt) {
  return "(while " + print(stmt.condition()) + " " + print(stmt.body()) + ")";
}

std::string AstPrinter::visit_for(const ForStmt& stmt) {
  return "(for " + stmt.variable() + " " + print(stmt.iterable()) + " " + print(stmt.body()) + ")";
}

std::string AstPrinter::visit_function_stmt(const FunctionStmt& stmt) { return print(stmt.function()); }

std::string AstPrinter::visit_return(const ReturnStmt& stmt) {
  if (stmt.value() == nullptr) return "(return)";
  return "(return " + print(*stmt.value()) + ")";
}

std::string AstPrinter::visit_break(const BreakStmt&) { return "(break)"; }

std::string AstPrinter::visit_continue(const ContinueStmt&) { return "(continue)"; }

}  // namespace pebble
