// SPDX-License-Identifier: MIT
// A tree-walking evaluator: statements are executed, expressions evaluated, in environments
// that closures capture.
#pragma once

#include "environment.hpp"
#include "resolver.hpp"
#include "visitor.hpp"

#include <cstdint>
#include <iosfwd>
#include <memory>

namespace pebble {

/// How a statement finished: normally, or by leaving a loop or a function.
enum class Flow { Normal, Break, Continue, Return };

class Interpreter final : private ExprVisitor<Value>, private StmtVisitor<Flow> {
 public:
  /// print() writes to `out`, which must outlive the interpreter.
  explicit Interpreter(std::ostream& out);

  /// Runs `program`, resolved into `resolution`; both must outlive the interpreter, since
  /// functions refer to their syntax. Throws ScriptError when the script fails.
  void run(const Program& program, const Resolution& resolution);

  /// Calls `callee` with `arguments`, checking it is a function and how many it takes.
  Value call(const Value& callee, std::vector<Value> arguments, Location where);

  std::ostream& out() { return *out_; }
  Environment& globals() { return *globals_; }
  /// How many function calls the interpreter has made, builtins included.
  std::uint64_t calls() const { return calls_; }

 private:
  friend class Closure;

  Value evaluate(const Expr& expr) { return ExprVisitor<Value>::visit(expr); }
  Flow execute(const Stmt& stmt) { return StmtVisitor<Flow>::visit(stmt); }
  Flow execute_block(const StmtList& statements, std::shared_ptr<Environment> scope);
  Value call_function(const FunctionExpr& function, const std::shared_ptr<Environment>& closure,
                      std::vector<Value>& arguments);
  Value& variable(const Expr& reference, const std::string& name);
  Value index(const Value& object, const Value& key, Location where);

  Value visit_literal(const LiteralExpr& expr) override;
  Value visit_list(const ListExpr& expr) override;
  Value visit_map(const MapExpr& expr) override;
  Value visit_variable(const VariableExpr& expr) override;
  Value visit_assign(const AssignExpr& expr) override;
  Value visit_index(const IndexExpr& expr) override;
  Value visit_set_index(const SetIndexExpr& expr) override;
  Value visit_unary(const UnaryExpr& expr) override;
  Value visit_binary(const BinaryExpr& expr) override;
  Value visit_logical(const LogicalExpr& expr) override;
  Value visit_call(const CallExpr& expr) override;
  Value visit_function(const FunctionExpr& expr) override;

  Flow visit_expression(const ExpressionStmt& stmt) override;
  Flow visit_let(const LetStmt& stmt) override;
  Flow visit_block(const BlockStmt& stmt) override;
  Flow visit_if(const IfStmt& stmt) override;
  Flow visit_while(const WhileStmt& stmt) override;
  Flow visit_for(const ForStmt& stmt) override;
  Flow visit_function_stmt(const FunctionStmt& stmt) override;
  Flow visit_return(const ReturnStmt& stmt) override;
  Flow visit_break(const BreakStmt& stmt) override;
  Flow visit_continue(const ContinueStmt& stmt) override;

  std::ostream* out_;
  std::shared_ptr<Environment> globals_;
  std::shared_ptr<Environment> environment_;
  const Resolution* resolution_ = nullptr;
  Value returned_;
  int call_depth_ = 0;
  std::uint64_t calls_ = 0;
};

/// A function written in Pebble, with the environment it was created in.
class Closure final : public Callable {
 public:
  Closure(const FunctionExpr& declaration, std::shared_ptr<Environment> environment)
      : declaration_(&declaration), environment_(std::move(environment)) {}

  std::string name() const override;
  int arity() const override { return static_cast<int>(declaration_->parameters().size()); }
  Value call(Interpreter& interpreter, std::vector<Value>& arguments, Location where) override;

 private:
  const FunctionExpr* declaration_;
  std::shared_ptr<Environment> environment_;
};

}  // namespace pebble
