// SPDX-License-Identifier: MIT
// Static checks before a program runs: which scope each variable refers to, `return` and
// `break` where they belong, and local variables that are never read.
#pragma once

#include "scope_stack.hpp"
#include "visitor.hpp"

#include <unordered_map>
#include <vector>

namespace pebble {

/// For each variable reference, how many scopes out its variable lives; references that are not
/// listed are to globals.
class Resolution {
 public:
  void record(const Expr* reference, int distance) { distances_[reference] = distance; }
  /// The distance of `reference`, or -1 for a global.
  int distance(const Expr* reference) const {
    auto found = distances_.find(reference);
    return found == distances_.end() ? -1 : found->second;
  }
  std::size_t size() const { return distances_.size(); }

 private:
  std::unordered_map<const Expr*, int> distances_;
};

struct Diagnostic {
  enum class Severity { Warning, Error };
  Severity severity;
  Location where;
  std::string message;
};

class Resolver final : private ExprVisitor<void>, private StmtVisitor<void> {
 public:
  /// Resolves `program` into `resolution`; what it finds wrong is in diagnostics().
  explicit Resolver(Resolution& resolution) : resolution_(&resolution) {}

  void resolve(const Program& program);
  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
  bool has_errors() const;

 private:
  struct Variable {
    Location declared;
    bool ready = false;  ///< false while its initializer is resolved
    bool read = false;
    bool is_parameter = false;
  };
  enum class FunctionContext { None, Function };

  void resolve(const Expr& expr) { ExprVisitor<void>::visit(expr); }
  void resolve(const Stmt& stmt) { StmtVisitor<void>::visit(stmt); }
  void resolve_body(const StmtList& statements);
  void resolve_function(const FunctionExpr& function);
  void begin_scope() { scopes_.push(); }
  void end_scope();
  void declare(const std::string& name, Location where, bool is_parameter);
  void reference(const Expr& expr, const std::string& name, bool reads);
  void error(Location where, std::string message);
  void warning(Location where, std::string message);

  void visit_literal(const LiteralExpr& expr) override;
  void visit_list(const ListExpr& expr) override;
  void visit_map(const MapExpr& expr) override;
  void visit_variable(const VariableExpr& expr) override;
  void visit_assign(const AssignExpr& expr) override;
  void visit_index(const IndexExpr& expr) override;
  void visit_set_index(const SetIndexExpr& expr) override;
  void visit_unary(const UnaryExpr& expr) override;
  void visit_binary(const BinaryExpr& expr) override;
  void visit_logical(const LogicalExpr& expr) override;
  void visit_call(const CallExpr& expr) override;
  void visit_function(const FunctionExpr& expr) override;

  void visit_expression(const ExpressionStmt& stmt) override;
  void visit_let(const LetStmt& stmt) override;
  void visit_block(const BlockStmt& stmt) override;
  void visit_if(const IfStmt& stmt) override;
  void visit_while(const WhileStmt& stmt) override;
  void visit_for(const ForStmt& stmt) override;
  void visit_function_stmt(const FunctionStmt& stmt) override;
  void visit_return(const ReturnStmt& stmt) override;
  void visit_break(const BreakStmt& stmt) override;
  void visit_continue(const ContinueStmt& stmt) override;

  Resolution* resolution_;
  ScopeStack<Variable> scopes_;
  FunctionContext function_ = FunctionContext::None;
  int loops_ = 0;
  std::vector<Diagnostic> diagnostics_;
};

}  // namespace pebble
