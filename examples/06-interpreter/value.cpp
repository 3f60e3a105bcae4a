// SPDX-License-Identifier: MIT
#include "value.hpp"

#include "text.hpp"

namespace pebble {

namespace {

constexpr int kMaxReprDepth = 16;

int compare_numbers(double a, double b) { return a < b ? -1 : (b < a ? 1 : 0); }

}  // namespace

double Value::as_number() const {
  if (is(Type::Int)) return static_cast<double>(as_int());
  return as_float();
}

bool Value::truthy() const {
  if (is_nil()) return false;
  if (is(Type::Bool)) return as_bool();
  return true;
}

const char* type_name(Value::Type type) {
  switch (type) {
    case Value::Type::Nil:
      return "nil";
    case Value::Type::Bool:
      return "bool";
    case Value::Type::Int:
      return "int";
    case Value::Type::Float:
      return "float";
    case Value::Type::String:
      return "string";
    case Value::Type::List:
      return "list";
    case Value::Type::Map:
      return "map";
    case Value::Type::Function:
      return "function";
  }
  return "?";
}

bool equal(const Value& a, const Value& b) {
  if (a.is_number() && b.is_number()) {
    if (a.is(Value::Type::Int) && b.is(Value::Type::Int)) return a.as_int() == b.as_int();
    return a.as_number() == b.as_number();
  }
  if (a.type() != b.type()) return false;
  switch (a.type()) {
    case Value::Type::Nil:
      return true;
    case Value::Type::Bool:
      return a.as_bool() == b.as_bool();
    case Value::Type::String:
      return a.as_string() == b.as_string();
    case Value::Type::List: {
      const List& x = *a.as_list();
      const List& y = *b.as_list();
      if (&x == &y) return true;
      if (x.size() != y.size()) return false;
      for (std::size_t i = 0; i < x.size(); ++i) {
        if (!equal(x.items()[i], y.items()[i])) return false;
      }
      return true;
    }
    case Value::Type::Map: {
      const Map& x = *a.as_map();
      const Map& y = *b.as_map();
      if (&x == &y) return true;
      if (x.size() != y.size()) return false;
      auto it = y.entries().begin();
      for (const auto& [key, value] : x.entries()) {
        if (key != it->first || !equal(value, it->second)) return false;
        ++it;
      }
      return true;
    }
    case Value::Type::Function:
      return a.as_function() == b.as_function();
    default:
      return false;
  }
}

int compare(const Value& a, const Value& b, Location where) {
  if (a.is(Value::Type::Int) && b.is(Value::Type::Int)) {
    return a.as_int() < b.as_int() ? -1 : (b.as_int() < a.as_int() ? 1 : 0);
  }
  if (a.is_number() && b.is_number()) return compare_numbers(a.as_number(), b.as_number());
  if (a.is(Value::Type::String) && b.is(Value::Type::String)) {
    int order = a.as_string().compare(b.as_string());
    return order < 0 ? -1 : (order > 0 ? 1 : 0);
  }
  if (a.is(Value::Type::List) && b.is(Value::Type::List)) {
    const std::vector<Value>& x = a.as_list()->items();
    const std::vector<Value>& y = b.as_list()->items();
    for (std::size_t i = 0; i < x.size() && i < y.size(); ++i) {
      int order = compare(x[i], y[i], where);
      if (order != 0) return order;
    }
    return compare_numbers(static_cast<double>(x.size()), static_cast<double>(y.size()));
  }
  throw ScriptError(where, std::string("cannot compare ") + type_name(a.type()) + " with " + type_name(b.type()));
}

std::string to_display(const Value& value) {
  if (value.is(Value::Type::String)) return value.as_string();
  return to_repr(value);
}

std::string to_repr(const Value& value) {
  std::string out;
  append_repr(out, value, kMaxReprDepth);
  return out;
}

void append_repr(std::string& out, const Value& value, int depth) {
  switch (value.type()) {
    case Value::Type::Nil:
      out += "nil";
      return;
    case Value::Type::Bool:
      out += value.as_bool() ? "true" : "false";
      return;
    case Value::Type::Int:
      out += std::to_string(value.as_int());
      return;
    case Value::Type::Float:
      out += text::format_number(value.as_float());
      return;
    case Value::Type::String:
      out += text::quote(value.as_string());
      return;
    case Value::Type::List: {
      if (depth == 0) {
        out += "[...]";
        return;
      }
      out += '[';
      const std::vector<Value>& items = value.as_list()->items();
      for (std::size_t i = 0; i < items.size(); ++i) {
        if (i != 0) out += ", ";
        append_repr(out, items[i], depth - 1);
      }
      out += ']';
      return;
    }
    case Value::Type::Map: {
      if (depth == 0) {
        out += "{...}";
        return;
      }
      out += '{';
      bool first = true;
      for (const auto& [key, element] : value.as_map()->entries()) {
        if (!first) out += ", ";
        first = false;
        out += text::quote(key);
        out += ": ";
        append_repr(out, element, depth - 1);
      }
      out += '}';
      return;
    }
    case Value::Type::Function:
      out += "<fn " + value.as_function()->name() + ">";
      return;
  }
}

std::size_t List::checked_index(std::int64_t index, Location where) const {
  std::int64_t size = static_cast<std::int64_t>(items_.size());
  std::int64_t position = index < 0 ? index + size : index;
  if (position < 0 || position >= size) {
    throw ScriptError(where, "index " + std::to_string(index) + " is out of range for a list of " +
                                 std::to_string(size) + (size == 1 ? " element" : " elements"));
  }
  return static_cast<std::size_t>(position);
}

const Value& List::at(std::int64_t index, Location where) const { return items_[checked_index(index, where)]; }

void List::set(std::int64_t index, Value value, Location where) {
  items_[checked_index(index, where)] = std::move(value);
}

Value List::pop(Location where) {
  if (items_.empty()) throw ScriptError(where, "pop from an empty list");
  Value last = std::move(items_.back());
  items_.pop_back();
  return last;
}

const Value& Map::get(const std::string& key, Location where) const {
  auto found = entries_.find(key);
  if (found == entries_.end()) throw ScriptError(where, "no key " + text::quote(key) + " in the map");
  return found->second;
}

}  // namespace pebble
