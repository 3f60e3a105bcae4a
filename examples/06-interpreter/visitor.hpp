// SPDX-License-Identifier: MIT
// Walking the syntax tree: a visitor overrides one function per kind of node, and visit() picks
// the one that fits. Templates on the result, so that the printer can return text, the
// interpreter values and the resolver nothing.
#pragma once

#include "ast.hpp"

#include <stdexcept>

namespace pebble {

template <class R>
class ExprVisitor {
 public:
  virtual ~ExprVisitor() = default;

  R visit(const Expr& expr) {
    switch (expr.kind()) {
      case ExprKind::Literal:
        return visit_literal(static_cast<const LiteralExpr&>(expr));
      case ExprKind::List:
        return visit_list(static_cast<const ListExpr&>(expr));
      case ExprKind::Map:
        return visit_map(static_cast<const MapExpr&>(expr));
      case ExprKind::Variable:
        return visit_variable(static_cast<const VariableExpr&>(expr));
      case ExprKind::Assign:
        return visit_assign(static_cast<const AssignExpr&>(expr));
      case ExprKind::Index:
        return visit_index(static_cast<const IndexExpr&>(expr));
      case ExprKind::SetIndex:
        return visit_set_index(static_cast<const SetIndexExpr&>(expr));
      case ExprKind::Unary:
        return visit_unary(static_cast<const UnaryExpr&>(expr));
      case ExprKind::Binary:
        return visit_binary(static_cast<const BinaryExpr&>(expr));
      case ExprKind::Logical:
        return visit_logical(static_cast<const LogicalExpr&>(expr));
      case ExprKind::Call:
        return visit_call(static_cast<const CallExpr&>(expr));
      case ExprKind::Function:
        return visit_function(static_cast<const FunctionExpr&>(expr));
    }
    throw std::logic_error("an expression of an unknown kind");
  }

 protected:
  virtual R visit_literal(const LiteralExpr& expr) = 0;
  virtual R visit_list(const ListExpr& expr) = 0;
  virtual R visit_map(const MapExpr& expr) = 0;
  virtual R visit_variable(const VariableExpr& expr) = 0;
  virtual R visit_assign(const AssignExpr& expr) = 0;
  virtual R visit_index(const IndexExpr& expr) = 0;
  virtual R visit_set_index(const SetIndexExpr& expr) = 0;
  virtual R visit_unary(const UnaryExpr& expr) = 0;
  virtual R visit_binary(const BinaryExpr& expr) = 0;
  virtual R visit_logical(const LogicalExpr& expr) = 0;
  virtual R visit_call(const CallExpr& expr) = 0;
  virtual R visit_function(const FunctionExpr& expr) = 0;
};

template <class R>
class StmtVisitor {
 public:
  virtual ~StmtVisitor() = default;

  R visit(const Stmt& stmt) {
    switch (stmt.kind()) {
      case StmtKind::Expression:
        return visit_expression(static_cast<const ExpressionStmt&>(stmt));
      case StmtKind::Let:
        return visit_let(static_cast<const LetStmt&>(stmt));
      case StmtKind::Block:
        return visit_block(static_cast<const BlockStmt&>(stmt));
      case StmtKind::If:
        return visit_if(static_cast<const IfStmt&>(stmt));
      case StmtKind::While:
        return visit_while(static_cast<const WhileStmt&>(stmt));
      case StmtKind::For:
        return visit_for(static_cast<const ForStmt&>(stmt));
      case StmtKind::Function:
        return visit_function_stmt(static_cast<const FunctionStmt&>(stmt));
      case StmtKind::Return:
        return visit_return(static_cast<const ReturnStmt&>(stmt));
      case StmtKind::Break:
        return visit_break(static_cast<const BreakStmt&>(stmt));
      case StmtKind::Continue:
        return visit_continue(static_cast<const ContinueStmt&>(stmt));
    }
    throw std::logic_error("a statement of an unknown kind");
  }

 protected:
  virtual R visit_expression(const ExpressionStmt& stmt) = 0;
  virtual R visit_let(const LetStmt& stmt) = 0;
  virtual R visit_block(const BlockStmt& stmt) = 0;
  virtual R visit_if(const IfStmt& stmt) = 0;
  virtual R visit_while(const WhileStmt& stmt) = 0;
  virtual R visit_for(const ForStmt& stmt) = 0;
  virtual R visit_function_stmt(const FunctionStmt& stmt) = 0;
  virtual R visit_return(const ReturnStmt& stmt) = 0;
  virtual R visit_break(const BreakStmt& stmt) = 0;
  virtual R visit_continue(const ContinueStmt& stmt) = 0;
};

}  // namespace pebble
