// SPDX-License-Identifier: MIT
#include "resolver.hpp"

#include <algorithm>

namespace pebble {

void Resolver::resolve(const Program& program) {
  for (const StmtPtr& stmt : program.statements()) resolve(*stmt);
  std::stable_sort(diagnostics_.begin(), diagnostics_.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return a.where.line != b.where.line ? a.where.line < b.where.line : a.where.column < b.where.column;
  });
}

bool Resolver::has_errors() const {
  return std::any_of(diagnostics_.begin(), diagnostics_.end(),
                     [](const Diagnostic& d) { return d.severity == Diagnostic::Severity::Error; });
}

void Resolver::error(Location where, std::string message) {
  diagnostics_.push_back(Diagnostic{Diagnostic::Severity::Error, where, std::move(message)});
}

void Resolver::warning(Location where, std::string message) {
  diagnostics_.push_back(Diagnostic{Diagnostic::Severity::Warning, where, std::move(message)});
}

void Resolver::end_scope() {
  ScopeStack<Variable>::Scope scope = scopes_.pop();
  for (const auto& [name, variable] : scope) {
    // A leading underscore says "unused on purpose", as in many languages.
    if (!variable.read && !variable.is_parameter && name.front() != '_') {
      warning(variable.declared, "local variable '" + name + "' is never read");
    }
  }
}

void Resolver::declare(const std::string& name, Location where, bool is_parameter) {
  if (scopes_.empty()) return;  // a global
  Variable variable;
  variable.declared = where;
  variable.is_parameter = is_parameter;
  variable.ready = is_parameter;
  if (!scopes_.declare(name, variable)) error(where, "'" + name + "' is already declared in this scope");
}

void Resolver::reference(const Expr& expr, const std::string& name, bool reads) {
  std::optional<ScopeStack<Variable>::Found> found = scopes_.find(name);
  if (!found) return;  // a global, looked up when the program runs
  if (reads && found->distance == 0 && !found->info->ready) {
    error(expr.where(), "'" + name + "' is read in its own initializer");
  }
  if (reads) found->info->read = true;
  resolution_->record(&expr, found->distance);
}

void Resolver::resolve_body(const StmtList& statements) {
  for (const StmtPtr& stmt : statements) resolve(*stmt);
}

void Resolver::resolve_function(const FunctionExpr& function) {
  FunctionContext enclosing_function = function_;
  int enclosing_loops = loops_;
  function_ = FunctionContext::Function;
  loops_ = 0;
  begin_scope();
  for (const std::string& parameter : function.parameters()) declare(parameter, function.where(), true);
  resolve_body(function.body());
  end_scope();
  function_ = enclosing_function;
  loops_ = enclosing_loops;
}

// ---- Expressions

void Resolver::visit_literal(const LiteralExpr&) {}

void Resolver::visit_list(const ListExpr& expr) {
  for (const ExprPtr& element : expr.elements()) resolve(*element);
}

void Resolver::visit_map(const MapExpr& expr) {
  for (const MapExpr::Entry& entry : expr.entries()) {
    resolve(*entry.key);
    resolve(*entry.value);
  }
}

void Resolver::visit_variable(const VariableExpr& expr) { reference(expr, expr.name(), true); }

void Resolver::visit_assign(const AssignExpr& expr) {
  resolve(expr.value());
  reference(expr, expr.name(), false);
}

void Resolver::visit_index(const IndexExpr& expr) {
  resolve(expr.object());
  resolve(expr.index());
}

void Resolver::visit_set_index(const SetIndexExpr& expr) {
  resolve(expr.object());
  resolve(expr.index());
  resolve(expr.value());
}

void Resolver::visit_unary(const UnaryExpr& expr) { resolve(expr.operand()); }

void Resolver::visit_binary(const BinaryExpr& expr) {
  resolve(expr.left());
  resolve(expr.right());
}

void Resolver::visit_logical(const LogicalExpr& expr) {
  resolve(expr.left());
  resolve(expr.right());
}

void Resolver::visit_call(const CallExpr& expr) {
  resolve(expr.callee());
  for (const ExprPtr& argument : expr.arguments()) resolve(*argument);
}

void Resolver::visit_function(const FunctionExpr& expr) { resolve_function(expr); }

// ---- Statements

void Resolver::visit_expression(const ExpressionStmt& stmt) { resolve(stmt.expression()); }

void Resolver::visit_let(const LetStmt& stmt) {
  declare(stmt.name(), stmt.where(), false);
  if (stmt.initializer() != nullptr) resolve(*stmt.initializer());
  if (Variable* variable = scopes_.find_innermost(stmt.name())) variable->ready = true;
}

void Resolver::visit_block(const BlockStmt& stmt) {
  begin_scope();
  resolve_body(stmt.statements());
  end_scope();
}

void Resolver::visit_if(const IfStmt& stmt) {
  resolve(stmt.condition());
  resolve(stmt.then_branch());
  if (stmt.else_branch() != nullptr) resolve(*stmt.else_branch());
}

void Resolver::visit_while(const WhileStmt& stmt) {
  resolve(stmt.condition());
  ++loops_;
  resolve(stmt.body());
  --loops_;
}

void Resolver::visit_for(const ForStmt& stmt) {
  resolve(stmt.iterable());
  begin_scope();
  declare(stmt.variable(), stmt.where(), true);
  ++loops_;
  resolve(stmt.body());
  --loops_;
  end_scope();
}

void Resolver::visit_function_stmt(const FunctionStmt& stmt) {
  // Declared before its body is resolved, so that it can call itself.
  declare(stmt.function().name(), stmt.where(), false);
  if (Variable* variable = scopes_.find_innermost(stmt.function().name())) {
    variable->ready = true;
    variable->read = true;  // a local function that is never called is not worth a warning
  }
  resolve_function(stmt.function());
}

void Resolver::visit_return(const ReturnStmt& stmt) {
  if (function_ == FunctionContext::None) error(stmt.where(), "'return' outside a function");
  if (stmt.value() != nullptr) resolve(*stmt.value());
}

void Resolver::visit_break(const BreakStmt& stmt) {
  if (loops_ == 0) error(stmt.where(), "'break' outside a loop");
}

void Resolver::visit_continue(const ContinueStmt& stmt) {
  if (loops_ == 0) error(stmt.where(), "'continue' outside a loop");
}

}  // namespace pebble
