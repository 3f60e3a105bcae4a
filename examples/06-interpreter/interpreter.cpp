// SPDX-License-Identifier: MIT
#include "interpreter.hpp"

#include "builtins.hpp"
#include "operators.hpp"

#include <ostream>

namespace pebble {

namespace {

// Deep enough for honest recursion, shallow enough to stop before the C++ stack runs out.
constexpr int kMaxCallDepth = 400;

// Makes `scope` the current environment until it goes out of scope, also when an error unwinds.
class ScopeSwitch {
 public:
  ScopeSwitch(std::shared_ptr<Environment>& current, std::shared_ptr<Environment> scope)
      : current_(&current), saved_(std::move(current)) {
    *current_ = std::move(scope);
  }
  ~ScopeSwitch() { *current_ = std::move(saved_); }
  ScopeSwitch(const ScopeSwitch&) = delete;
  ScopeSwitch& operator=(const ScopeSwitch&) = delete;

 private:
  std::shared_ptr<Environment>* current_;
  std::shared_ptr<Environment> saved_;
};

class DepthCounter {
 public:
  explicit DepthCounter(int& depth) : depth_(&depth) { ++*depth_; }
  ~DepthCounter() { --*depth_; }
  DepthCounter(const DepthCounter&) = delete;
  DepthCounter& operator=(const DepthCounter&) = delete;

 private:
  int* depth_;
};

std::int64_t integer_index(const Value& key, const char* container, Location where) {
  if (!key.is(Value::Type::Int)) {
    throw ScriptError(where, std::string("a ") + container + " index must be an int, not " + type_name(key.type()));
  }
  return key.as_int();
}

}  // namespace

Interpreter::Interpreter(std::ostream& out)
    : out_(&out), globals_(std::make_shared<Environment>()), environment_(globals_) {
  install_builtins(*globals_);
}

void Interpreter::run(const Program& program, const Resolution& resolution) {
  resolution_ = &resolution;
  environment_ = globals_;
  for (const StmtPtr& stmt : program.statements()) {
    Flow flow = execute(*stmt);
    if (flow != Flow::Normal) throw ScriptError(stmt->where(), "control left the program");
  }
}

Value Interpreter::call(const Value& callee, std::vector<Value> arguments, Location where) {
  if (!callee.is(Value::Type::Function)) {
    throw ScriptError(where, std::string("cannot call a value of type ") + type_name(callee.type()));
  }
  Callable& function = *callee.as_function();
  int arity = function.arity();
  if (arity != Callable::kVariadic && static_cast<std::size_t>(arity) != arguments.size()) {
    throw ScriptError(where, function.name() + " takes " + std::to_string(arity) + " argument" +
                                 (arity == 1 ? "" : "s") + ", not " + std::to_string(arguments.size()));
  }
  if (call_depth_ >= kMaxCallDepth) throw ScriptError(where, "too many nested calls (is the recursion endless?)");
  DepthCounter depth(call_depth_);
  ++calls_;
  return function.call(*this, arguments, where);
}

Value Interpreter::call_function(const FunctionExpr& function, const std::shared_ptr<Environment>& closure,
                                 std::vector<Value>& arguments) {
  auto scope = std::make_shared<Environment>(closure);
  const std::vector<std::string>& parameters = function.parameters();
  for (std::size_t i = 0; i < parameters.size(); ++i) scope->define(parameters[i], std::move(arguments[i]));
  ScopeSwitch use(environment_, std::move(scope));
  for (const StmtPtr& stmt : function.body()) {
    if (execute(*stmt) == Flow::Return) {
      Value result = std::move(returned_);
      returned_ = Value();
      return result;
    }
  }
  return Value();
}

Flow Interpreter::execute_block(const StmtList& statements, std::shared_ptr<Environment> scope) {
  ScopeSwitch use(environment_, std::move(scope));
  for (const StmtPtr& stmt : statements) {
    Flow flow = execute(*stmt);
    if (flow != Flow::Normal) return flow;
  }
  return Flow::Normal;
}

Value& Interpreter::variable(const Expr& reference, const std::string& name) {
  int distance = resolution_->distance(&reference);
  if (distance < 0) return globals_->lookup(name, reference.where());
  Value* value = environment_->ancestor(distance)->find_local(name);
  if (value == nullptr) throw ScriptError(reference.where(), "'" + name + "' is used before it is defined");
  return *value;
}

Value Interpreter::index(const Value& object, const Value& key, Location where) {
  switch (object.type()) {
    case Value::Type::List:
      return object.as_list()->at(integer_index(key, "list", where), where);
    case Value::Type::Map:
      if (!key.is(Value::Type::String)) {
        throw ScriptError(where, std::string("a map key must be a string, not ") + type_name(key.type()));
      }
      return object.as_map()->get(key.as_string(), where);
    case Value::Type::String: {
      const std::string& text = object.as_string();
      std::int64_t i = integer_index(key, "string", where);
      std::int64_t size = static_cast<std::int64_t>(text.size());
      if (i < 0) i += size;
      if (i < 0 || i >= size) throw ScriptError(where, "index " + std::to_string(key.as_int()) + " is out of range");
      return std::string(1, text[static_cast<std::size_t>(i)]);
    }
    default:
      break;
  }
  throw ScriptError(where, std::string("cannot index a value of type ") + type_name(object.type()));
}

// ---- Expressions

Value Interpreter::visit_literal(const LiteralExpr& expr) {
  struct ToValue {
    Value operator()(std::monostate) const { return Value(); }
    Value operator()(bool value) const { return value; }
    Value operator()(std::int64_t value) const { return value; }
    Value operator()(double value) const { return value; }
    Value operator()(const std::string& value) const { return value; }
  };
  return std::visit(ToValue{}, expr.value());
}

Value Interpreter::visit_list(const ListExpr& expr) {
  auto list = std::make_shared<List>();
  list->items().reserve(expr.elements().size());
  for (const ExprPtr& element : expr.elements()) list->push(evaluate(*element));
  return list;
}

Value Interpreter::visit_map(const MapExpr& expr) {
  auto map = std::make_shared<Map>();
  for (const MapExpr::Entry& entry : expr.entries()) {
    Value key = evaluate(*entry.key);
    if (!key.is(Value::Type::String)) {
      throw ScriptError(entry.key->where(), std::string("a map key must be a string, not ") + type_name(key.type()));
    }
    map->set(key.as_string(), evaluate(*entry.value));
  }
  return map;
}

Value Interpreter::visit_variable(const VariableExpr& expr) { return variable(expr, expr.name()); }

Value Interpreter::visit_assign(const AssignExpr& expr) {
  Value value = evaluate(expr.value());
  variable(expr, expr.name()) = value;
  return value;
}

Value Interpreter::visit_index(const IndexExpr& expr) {
  Value object = evaluate(expr.object());
  Value key = evaluate(expr.index());
  return index(object, key, expr.where());
}

Value Interpreter::visit_set_index(const SetIndexExpr& expr) {
  Value object = evaluate(expr.object());
  Value key = evaluate(expr.index());
  Value value = evaluate(expr.value());
  if (object.is(Value::Type::List)) {
    object.as_list()->set(integer_index(key, "list", expr.where()), value, expr.where());
  } else if (object.is(Value::Type::Map)) {
    if (!key.is(Value::Type::String)) {
      throw ScriptError(expr.where(), std::string("a map key must be a string, not ") + type_name(key.type()));
    }
    object.as_map()->set(key.as_string(), value);
  } else {
    throw ScriptError(expr.where(), std::string("cannot assign into a value of type ") + type_name(object.type()));
  }
  return value;
}

Value Interpreter::visit_unary(const UnaryExpr& expr) {
  Value operand = evaluate(expr.operand());
  if (expr.op() == UnaryOp::Not) return !operand.truthy();
  return negate(operand, expr.where());
}

Value Interpreter::visit_binary(const BinaryExpr& expr) {
  Value left = evaluate(expr.left());
  Value right = evaluate(expr.right());
  return binary_operation(expr.op(), left, right, expr.where());
}

Value Interpreter::visit_logical(const LogicalExpr& expr) {
  Value left = evaluate(expr.left());
  if (expr.op() == LogicalOp::Or ? left.truthy() : !left.truthy()) return left;
  return evaluate(expr.right());
}

Value Interpreter::visit_call(const CallExpr& expr) {
  Value callee = evaluate(expr.callee());
  std::vector<Value> arguments;
  arguments.reserve(expr.arguments().size());
  for (const ExprPtr& argument : expr.arguments()) arguments.push_back(evaluate(*argument));
  return call(callee, std::move(arguments), expr.where());
}

Value Interpreter::visit_function(const FunctionExpr& expr) {
  return std::shared_ptr<Callable>(std::make_shared<Closure>(expr, environment_));
}

// ---- Statements

Flow Interpreter::visit_expression(const ExpressionStmt& stmt) {
  evaluate(stmt.expression());
  return Flow::Normal;
}

Flow Interpreter::visit_let(const LetStmt& stmt) {
  Value value = stmt.initializer() != nullptr ? evaluate(*stmt.initializer()) : Value();
  environment_->define(stmt.name(), std::move(value));
  return Flow::Normal;
}

Flow Interpreter::visit_block(const BlockStmt& stmt) {
  return execute_block(stmt.statements(), std::make_shared<Environment>(environment_));
}

Flow Interpreter::visit_if(const IfStmt& stmt) {
  if (evaluate(stmt.condition()).truthy()) return execute(stmt.then_branch());
  if (stmt.else_branch() != nullptr) return execute(*stmt.else_branch());
  return Flow::Normal;
}

Flow Interpreter::visit_while(const WhileStmt& stmt) {
  while (evaluate(stmt.condition()).truthy()) {
    Flow flow = execute(stmt.body());
    if (flow == Flow::Break) break;
    if (flow == Flow::Return) return flow;
  }
  return Flow::Normal;
}

Flow Interpreter::visit_for(const ForStmt& stmt) {
  Value iterable = evaluate(stmt.iterable());
  // Each pass gets a scope of its own for the loop variable, so that closures made in the body
  // keep the element of their pass.
  auto pass = [&](Value element) {
    auto scope = std::make_shared<Environment>(environment_);
    scope->define(stmt.variable(), std::move(element));
    ScopeSwitch use(environment_, std::move(scope));
    return execute(stmt.body());
  };
  switch (iterable.type()) {
    case Value::Type::List: {
      // By index, and re-reading the size, since the body may change the list.
      const std::shared_ptr<List>& list = iterable.as_list();
      for (std::size_t i = 0; i < list->size(); ++i) {
        Flow flow = pass(list->items()[i]);
        if (flow == Flow::Break) break;
        if (flow == Flow::Return) return flow;
      }
      return Flow::Normal;
    }
    case Value::Type::Map: {
      std::vector<std::string> keys;
      for (const auto& entry : iterable.as_map()->entries()) keys.push_back(entry.first);
      for (std::string& key : keys) {
        Flow flow = pass(std::move(key));
        if (flow == Flow::Break) break;
        if (flow == Flow::Return) return flow;
      }
      return Flow::Normal;
    }
    case Value::Type::String: {
      std::string text = iterable.as_string();
      for (char c : text) {
        Flow flow = pass(std::string(1, c));
        if (flow == Flow::Break) break;
        if (flow == Flow::Return) return flow;
      }
      return Flow::Normal;
    }
    default:
      break;
  }
  throw ScriptError(stmt.iterable().where(), std::string("cannot loop over a ") + type_name(iterable.type()));
}

Flow Interpreter::visit_function_stmt(const FunctionStmt& stmt) {
  const FunctionExpr& function = stmt.function();
  environment_->define(function.name(), std::shared_ptr<Callable>(std::make_shared<Closure>(function, environment_)));
  return Flow::Normal;
}

Flow Interpreter::visit_return(const ReturnStmt& stmt) {
  returned_ = stmt.value() != nullptr ? evaluate(*stmt.value()) : Value();
  return Flow::Return;
}

Flow Interpreter::visit_break(const BreakStmt&) { return Flow::Break; }

Flow Interpreter::visit_continue(const ContinueStmt&) { return Flow::Continue; }

// ---- Closure

std::string Closure::name() const { return declaration_->name().empty() ? "anonymous function" : declaration_->name(); }

Value Closure::call(Interpreter& interpreter, std::vector<Value>& arguments, Location) {
  return interpreter.call_function(*declaration_, environment_, arguments);
}

}  // namespace pebble
