// SPDX-License-Identifier: MIT
// Prints a syntax tree as nested lists, one statement a line: `pebble --ast script.pbl`.
#pragma once

#include "visitor.hpp"

#include <string>

namespace pebble {

class AstPrinter final : private ExprVisitor<std::string>, private StmtVisitor<std::string> {
 public:
  /// The whole program, a line for each top-level statement.
  std::string print(const Program& program);
  std::string print(const Expr& expr) { return ExprVisitor<std::string>::visit(expr); }
  std::string print(const Stmt& stmt) { return StmtVisitor<std::string>::visit(stmt); }

 private:
  std::string block(const StmtList& statements);

  std::string visit_literal(const LiteralExpr& expr) override;
  std::string visit_list(const ListExpr& expr) override;
  std::string visit_map(const MapExpr& expr) override;
  std::string visit_variable(const VariableExpr& expr) override;
  std::string visit_assign(const AssignExpr& expr) override;
  std::string visit_index(const IndexExpr& expr) override;
  std::string visit_set_index(const SetIndexExpr& expr) override;
  std::string visit_unary(const UnaryExpr& expr) override;
  std::string visit_binary(const BinaryExpr& expr) override;
  std::string visit_logical(const LogicalExpr& expr) override;
  std::string visit_call(const CallExpr& expr) override;
  std::string visit_function(const FunctionExpr& expr) override;

  std::string visit_expression(const ExpressionStmt& stmt) override;
  std::string visit_let(const LetStmt& stmt) override;
  std::string visit_block(const BlockStmt& stmt) override;
  std::string visit_if(const IfStmt& stmt) override;
  std::string visit_while(const WhileStmt& stmt) override;
  std::string visit_for(const ForStmt& stmt) override;
  std::string visit_function_stmt(const FunctionStmt& stmt) override;
  std::string visit_return(const ReturnStmt& stmt) override;
  std::string visit_break(const BreakStmt& stmt) override;
  std::string visit_continue(const ContinueStmt& stmt) override;
};

}  // namespace pebble
