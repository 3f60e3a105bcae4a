// SPDX-License-Identifier: MIT
// Pebble's values: nil, booleans, integers, floats, strings, and shared lists, maps and functions.
#pragma once

#include "source.hpp"

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <variant>
#include <vector>

namespace pebble {

class Interpreter;
class List;
class Map;
class Callable;

class Value {
 public:
  enum class Type { Nil, Bool, Int, Float, String, List, Map, Function };

  Value() = default;
  Value(bool value) : data_(value) {}
  Value(std::int64_t value) : data_(value) {}
  Value(int value) : data_(static_cast<std::int64_t>(value)) {}
  Value(double value) : data_(value) {}
  Value(std::string value) : data_(std::move(value)) {}
  Value(const char* value) : data_(std::string(value)) {}
  Value(std::shared_ptr<List> value) : data_(std::move(value)) {}
  Value(std::shared_ptr<Map> value) : data_(std::move(value)) {}
  Value(std::shared_ptr<Callable> value) : data_(std::move(value)) {}

  Type type() const { return static_cast<Type>(data_.index()); }
  bool is(Type type) const { return this->type() == type; }
  bool is_nil() const { return is(Type::Nil); }
  bool is_number() const { return is(Type::Int) || is(Type::Float); }

  /// The value as a C++ type; std::bad_variant_access when it is of another type, so callers
  /// check first (expect() in builtins.cpp does).
  bool as_bool() const { return std::get<bool>(data_); }
  std::int64_t as_int() const { return std::get<std::int64_t>(data_); }
  double as_float() const { return std::get<double>(data_); }
  /// An integer or a float, as a float.
  double as_number() const;
  const std::string& as_string() const { return std::get<std::string>(data_); }
  const std::shared_ptr<List>& as_list() const { return std::get<std::shared_ptr<List>>(data_); }
  const std::shared_ptr<Map>& as_map() const { return std::get<std::shared_ptr<Map>>(data_); }
  const std::shared_ptr<Callable>& as_function() const { return std::get<std::shared_ptr<Callable>>(data_); }

  /// nil and false are false, everything else is true (0 and "" too).
  bool truthy() const;

 private:
  std::variant<std::monostate, bool, std::int64_t, double, std::string, std::shared_ptr<List>, std::shared_ptr<Map>,
               std::shared_ptr<Callable>>
      data_;
};

/// "nil", "int", "list": the name `type(x)` returns.
const char* type_name(Value::Type type);

/// Structural equality: 1 == 1.0, lists and maps element by element, functions by identity.
bool equal(const Value& a, const Value& b);

/// Orders numbers with numbers, strings with strings, lists element by element; throws
/// ScriptError at `where` for anything else.
int compare(const Value& a, const Value& b, Location where);

/// The text print() writes: strings as they are, everything else as repr() writes it.
std::string to_display(const Value& value);

/// The text repr() writes, which reads back as the same value: strings quoted and escaped.
std::string to_repr(const Value& value);

/// Appends repr(value) to `out`; containers nested deeper than `depth` are written "[...]".
void append_repr(std::string& out, const Value& value, int depth);

class List {
 public:
  List() = default;
  explicit List(std::vector<Value> items) : items_(std::move(items)) {}

  std::size_t size() const { return items_.size(); }
  const std::vector<Value>& items() const { return items_; }
  std::vector<Value>& items() { return items_; }

  /// The element at `index`, counting from the end when negative; throws ScriptError at
  /// `where` when out of range.
  const Value& at(std::int64_t index, Location where) const;
  void set(std::int64_t index, Value value, Location where);
  void push(Value value) { items_.push_back(std::move(value)); }
  Value pop(Location where);

 private:
  std::size_t checked_index(std::int64_t index, Location where) const;

  std::vector<Value> items_;
};

/// A map from strings to values, iterated in key order.
class Map {
 public:
  std::size_t size() const { return entries_.size(); }
  bool contains(const std::string& key) const { return entries_.count(key) != 0; }
  /// The value for `key`; throws ScriptError at `where` when there is none.
  const Value& get(const std::string& key, Location where) const;
  void set(const std::string& key, Value value) { entries_[key] = std::move(value); }
  bool remove(const std::string& key) { return entries_.erase(key) != 0; }
  const std::map<std::string, Value>& entries() const { return entries_; }

 private:
  std::map<std::string, Value> entries_;
};

/// Something that can be called: a builtin or a function written in Pebble.
class Callable {
 public:
  /// Arity of a function that takes any number of arguments.
  static constexpr int kVariadic = -1;

  virtual ~Callable() = default;
  virtual std::string name() const = 0;
  /// How many arguments it takes, or kVariadic.
  virtual int arity() const = 0;
  /// Calls it with arguments of the right number (the interpreter checks).
  virtual Value call(Interpreter& interpreter, std::vector<Value>& arguments, Location where) = 0;
};

}  // namespace pebble
