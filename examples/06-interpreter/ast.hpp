// SPDX-License-Identifier: MIT
// The syntax tree of a Pebble program. Each node owns its children; the tree is immutable once
// parsed, and the resolver and the interpreter refer to its nodes by plain pointers.
#pragma once

#include "source.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <variant>
#include <vector>

namespace pebble {

enum class ExprKind { Literal, List, Map, Variable, Assign, Index, SetIndex, Unary, Binary, Logical, Call, Function };
enum class StmtKind { Expression, Let, Block, If, While, For, Function, Return, Break, Continue };

enum class UnaryOp { Negate, Not };
enum class BinaryOp {
  Add,
  Subtract,
  Multiply,
  Divide,
  Modulo,
  Equal,
  NotEqual,
  Less,
  LessEqual,
  Greater,
  GreaterEqual
};
enum class LogicalOp { And, Or };

/// How an operator is written in Pebble: "+", "not", "and".
const char* spelling(UnaryOp op);
const char* spelling(BinaryOp op);
const char* spelling(LogicalOp op);

class Expr {
 public:
  virtual ~Expr() = default;
  Expr(const Expr&) = delete;
  Expr& operator=(const Expr&) = delete;

  ExprKind kind() const { return kind_; }
  Location where() const { return where_; }
  /// Whether the expression may stand left of `=`.
  virtual bool is_assignable() const { return false; }
  /// A short description for messages: "the call of print", "a list".
  virtual std::string describe() const = 0;

 protected:
  Expr(ExprKind kind, Location where) : kind_(kind), where_(where) {}

 private:
  ExprKind kind_;
  Location where_;
};

class Stmt {
 public:
  virtual ~Stmt() = default;
  Stmt(const Stmt&) = delete;
  Stmt& operator=(const Stmt&) = delete;

  StmtKind kind() const { return kind_; }
  Location where() const { return where_; }

 protected:
  Stmt(StmtKind kind, Location where) : kind_(kind), where_(where) {}

 private:
  StmtKind kind_;
  Location where_;
};

using ExprPtr = std::unique_ptr<Expr>;
using StmtPtr = std::unique_ptr<Stmt>;
using StmtList = std::vector<StmtPtr>;

// ---- Expressions

class LiteralExpr final : public Expr {
 public:
  using Constant = std::variant<std::monostate, bool, std::int64_t, double, std::string>;
  LiteralExpr(Location where, Constant value) : Expr(ExprKind::Literal, where), value_(std::move(value)) {}
  const Constant& value() const { return value_; }
  std::string describe() const override;

 private:
  Constant value_;
};

class ListExpr final : public Expr {
 public:
  ListExpr(Location where, std::vector<ExprPtr> elements)
      : Expr(ExprKind::List, where), elements_(std::move(elements)) {}
  const std::vector<ExprPtr>& elements() const { return elements_; }
  std::string describe() const override { return "a list"; }

 private:
  std::vector<ExprPtr> elements_;
};

class MapExpr final : public Expr {
 public:
  struct Entry {
    ExprPtr key;
    ExprPtr value;
  };
  MapExpr(Location where, std::vector<Entry> entries) : Expr(ExprKind::Map, where), entries_(std::move(entries)) {}
  const std::vector<Entry>& entries() const { return entries_; }
  std::string describe() const override { return "a map"; }

 private:
  std::vector<Entry> entries_;
};

class VariableExpr final : public Expr {
 public:
  VariableExpr(Location where, std::string name) : Expr(ExprKind::Variable, where), name_(std::move(name)) {}
  const std::string& name() const { return name_; }
  bool is_assignable() const override { return true; }
  std::string describe() const override { return "'" + name_ + "'"; }

 private:
  std::string name_;
};

class AssignExpr final : public Expr {
 public:
  AssignExpr(Location where, std::string name, ExprPtr value)
      : Expr(ExprKind::Assign, where), name_(std::move(name)), value_(std::move(value)) {}
  const std::string& name() const { return name_; }
  const Expr& value() const { return *value_; }
  std::string describe() const override { return "the assignment to '" + name_ + "'"; }

 private:
  std::string name_;
  ExprPtr value_;
};

class IndexExpr final : public Expr {
 public:
  IndexExpr(Location where, ExprPtr object, ExprPtr index)
      : Expr(ExprKind::Index, where), object_(std::move(object)), index_(std::move(index)) {}
  const Expr& object() const { return *object_; }
  const Expr& index() const { return *index_; }
  /// Gives up the children, when the parser turns `a[i]` into `a[i] = v`.
  std::pair<ExprPtr, ExprPtr> release() { return {std::move(object_), std::move(index_)}; }
  bool is_assignable() const override { return true; }
  std::string describe() const override { return "an element of " + object_->describe(); }

 private:
  ExprPtr object_;
  ExprPtr index_;
};

class SetIndexExpr final : public Expr {
 public:
  SetIndexExpr(Location where, ExprPtr object, ExprPtr index, ExprPtr value)
      : Expr(ExprKind::SetIndex, where),
        object_(std::move(object)),
        index_(std::move(index)),
        value_(std::move(value)) {}
  const Expr& object() const { return *object_; }
  const Expr& index() const { return *index_; }
  const Expr& value() const { return *value_; }
  std::string describe() const override { return "the assignment to an element of " + object_->describe(); }

 private:
  ExprPtr object_;
  ExprPtr index_;
  ExprPtr value_;
};

class UnaryExpr final : public Expr {
 public:
  UnaryExpr(Location where, UnaryOp op, ExprPtr operand)
      : Expr(ExprKind::Unary, where), op_(op), operand_(std::move(operand)) {}
  UnaryOp op() const { return op_; }
  const Expr& operand() const { return *operand_; }
  std::string describe() const override { return std::string("'") + spelling(op_) + "'"; }

 private:
  UnaryOp op_;
  ExprPtr operand_;
};

class BinaryExpr final : public Expr {
 public:
  BinaryExpr(Location where, BinaryOp op, ExprPtr left, ExprPtr right)
      : Expr(ExprKind::Binary, where), op_(op), left_(std::move(left)), right_(std::move(right)) {}
  BinaryOp op() const { return op_; }
  const Expr& left() const { return *left_; }
  const Expr& right() const { return *right_; }
  std::string describe() const override { return std::string("'") + spelling(op_) + "'"; }

 private:
  BinaryOp op_;
  ExprPtr left_;
  ExprPtr right_;
};

class LogicalExpr final : public Expr {
 public:
  LogicalExpr(Location where, LogicalOp op, ExprPtr left, ExprPtr right)
      : Expr(ExprKind::Logical, where), op_(op), left_(std::move(left)), right_(std::move(right)) {}
  LogicalOp op() const { return op_; }
  const Expr& left() const { return *left_; }
  const Expr& right() const { return *right_; }
  std::string describe() const override { return std::string("'") + spelling(op_) + "'"; }

 private:
  LogicalOp op_;
  ExprPtr left_;
  ExprPtr right_;
};

class CallExpr final : public Expr {
 public:
  CallExpr(Location where, ExprPtr callee, std::vector<ExprPtr> arguments)
      : Expr(ExprKind::Call, where), callee_(std::move(callee)), arguments_(std::move(arguments)) {}
  const Expr& callee() const { return *callee_; }
  const std::vector<ExprPtr>& arguments() const { return arguments_; }
  std::string describe() const override { return "the call of " + callee_->describe(); }

 private:
  ExprPtr callee_;
  std::vector<ExprPtr> arguments_;
};

/// `fn name(a, b) { ... }` as a statement, or `fn (a, b) { ... }` as a value.
class FunctionExpr final : public Expr {
 public:
  FunctionExpr(Location where, std::string name, std::vector<std::string> parameters, StmtList body)
      : Expr(ExprKind::Function, where),
        name_(std::move(name)),
        parameters_(std::move(parameters)),
        body_(std::move(body)) {}
  /// Empty for an anonymous function.
  const std::string& name() const { return name_; }
  const std::vector<std::string>& parameters() const { return parameters_; }
  const StmtList& body() const { return body_; }
  std::string describe() const override { return name_.empty() ? "an anonymous function" : "function " + name_; }

 private:
  std::string name_;
  std::vector<std::string> parameters_;
  StmtList body_;
};

// ---- Statements

class ExpressionStmt final : public Stmt {
 public:
  explicit ExpressionStmt(ExprPtr expression)
      : Stmt(StmtKind::Expression, expression->where()), expression_(std::move(expression)) {}
  const Expr& expression() const { return *expression_; }

 private:
  ExprPtr expression_;
};

class LetStmt final : public Stmt {
 public:
  LetStmt(Location where, std::string name, ExprPtr initializer)
      : Stmt(StmtKind::Let, where), name_(std::move(name)), initializer_(std::move(initializer)) {}
  const std::string& name() const { return name_; }
  /// nullptr for `let x;`, which starts as nil.
  const Expr* initializer() const { return initializer_.get(); }

 private:
  std::string name_;
  ExprPtr initializer_;
};

class BlockStmt final : public Stmt {
 public:
  BlockStmt(Location where, StmtList statements) : Stmt(StmtKind::Block, where), statements_(std::move(statements)) {}
  const StmtList& statements() const { return statements_; }

 private:
  StmtList statements_;
};

class IfStmt final : public Stmt {
 public:
  IfStmt(Location where, ExprPtr condition, StmtPtr then_branch, StmtPtr else_branch)
      : Stmt(StmtKind::If, where),
        condition_(std::move(condition)),
        then_branch_(std::move(then_branch)),
        else_branch_(std::move(else_branch)) {}
  const Expr& condition() const { return *condition_; }
  const Stmt& then_branch() const { return *then_branch_; }
  /// nullptr when there is no `else`.
  const Stmt* else_branch() const { return else_branch_.get(); }

 private:
  ExprPtr condition_;
  StmtPtr then_branch_;
  StmtPtr else_branch_;
};

class WhileStmt final : public Stmt {
 public:
  WhileStmt(Location where, ExprPtr condition, StmtPtr body)
      : Stmt(StmtKind::While, where), condition_(std::move(condition)), body_(std::move(body)) {}
  const Expr& condition() const { return *condition_; }
  const Stmt& body() const { return *body_; }

 private:
  ExprPtr condition_;
  StmtPtr body_;
};

/// `for name in iterable { ... }` over a list's elements, a map's keys or a string's characters.
class ForStmt final : public Stmt {
 public:
  ForStmt(Location where, std::string variable, ExprPtr iterable, StmtPtr body)
      : Stmt(StmtKind::For, where),
        variable_(std::move(variable)),
        iterable_(std::move(iterable)),
        body_(std::move(body)) {}
  const std::string& variable() const { return variable_; }
  const Expr& iterable() const { return *iterable_; }
  const Stmt& body() const { return *body_; }

 private:
  std::string variable_;
  ExprPtr iterable_;
  StmtPtr body_;
};

class FunctionStmt final : public Stmt {
 public:
  explicit FunctionStmt(std::unique_ptr<FunctionExpr> function)
      : Stmt(StmtKind::Function, function->where()), function_(std::move(function)) {}
  const FunctionExpr& function() const { return *function_; }

 private:
  std::unique_ptr<FunctionExpr> function_;
};

class ReturnStmt final : public Stmt {
 public:
  ReturnStmt(Location where, ExprPtr value) : Stmt(StmtKind::Return, where), value_(std::move(value)) {}
  /// nullptr for a bare `return;`.
  const Expr* value() const { return value_.get(); }

 private:
  ExprPtr value_;
};

class BreakStmt final : public Stmt {
 public:
  explicit BreakStmt(Location where) : Stmt(StmtKind::Break, where) {}
};

class ContinueStmt final : public Stmt {
 public:
  explicit ContinueStmt(Location where) : Stmt(StmtKind::Continue, where) {}
};

/// A parsed script: its top-level statements, which own the rest of the tree.
class Program {
 public:
  explicit Program(StmtList statements) : statements_(std::move(statements)) {}
  Program(const Program&) = delete;
  Program& operator=(const Program&) = delete;
  const StmtList& statements() const { return statements_; }

 private:
  StmtList statements_;
};

}  // namespace pebble
