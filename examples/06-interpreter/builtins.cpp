// SPDX-License-Identifier: MIT
#include "builtins.hpp"

#include "environment.hpp"
#include "interpreter.hpp"
#include "text.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <ostream>

namespace pebble {

namespace {

/// What a builtin is called with.
struct CallContext {
  Interpreter& interpreter;
  std::vector<Value>& arguments;
  Location where;
  const char* name;
};

using BuiltinFunction = Value (*)(CallContext& call);

class Builtin final : public Callable {
 public:
  Builtin(const char* name, int arity, BuiltinFunction function) : name_(name), arity_(arity), function_(function) {}

  std::string name() const override { return name_; }
  int arity() const override { return arity_; }
  Value call(Interpreter& interpreter, std::vector<Value>& arguments, Location where) override {
    CallContext context{interpreter, arguments, where, name_};
    return function_(context);
  }

 private:
  const char* name_;
  int arity_;
  BuiltinFunction function_;
};

// What an argument must be, by the C++ type a builtin wants it as.
template <class T>
struct Expected;

template <>
struct Expected<std::int64_t> {
  static constexpr const char* description = "an int";
  static bool accepts(const Value& value) { return value.is(Value::Type::Int); }
  static std::int64_t from(const Value& value) { return value.as_int(); }
};

template <>
struct Expected<double> {
  static constexpr const char* description = "a number";
  static bool accepts(const Value& value) { return value.is_number(); }
  static double from(const Value& value) { return value.as_number(); }
};

template <>
struct Expected<std::string> {
  static constexpr const char* description = "a string";
  static bool accepts(const Value& value) { return value.is(Value::Type::String); }
  static const std::string& from(const Value& value) { return value.as_string(); }
};

template <>
struct Expected<List> {
  static constexpr const char* description = "a list";
  static bool accepts(const Value& value) { return value.is(Value::Type::List); }
  static List& from(const Value& value) { return *value.as_list(); }
};

template <>
struct Expected<Map> {
  static constexpr const char* description = "a map";
  static bool accepts(const Value& value) { return value.is(Value::Type::Map); }
  static Map& from(const Value& value) { return *value.as_map(); }
};

template <>
struct Expected<Callable> {
  static constexpr const char* description = "a function";
  static bool accepts(const Value& value) { return value.is(Value::Type::Function); }
  static const Value& from(const Value& value) { return value; }
};

template <class T>
decltype(auto) argument(const CallContext& call, std::size_t index) {
  if (index >= call.arguments.size()) {
    throw ScriptError(call.where,
                      std::string(call.name) + "() needs at least " + std::to_string(index + 1) + " arguments");
  }
  const Value& value = call.arguments[index];
  if (!Expected<T>::accepts(value)) {
    throw ScriptError(call.where, std::string(call.name) + "() argument " + std::to_string(index + 1) + " must be " +
                                      Expected<T>::description + ", not " + type_name(value.type()));
  }
  return Expected<T>::from(value);
}

void expect_count(const CallContext& call, std::size_t least, std::size_t most) {
  std::size_t n = call.arguments.size();
  if (n < least || n > most) {
    throw ScriptError(call.where, std::string(call.name) + "() takes " + std::to_string(least) + " to " +
                                      std::to_string(most) + " arguments, not " + std::to_string(n));
  }
}

std::shared_ptr<List> list_of_strings(const std::vector<std::string>& parts) {
  auto list = std::make_shared<List>();
  list->items().reserve(parts.size());
  for (const std::string& part : parts) list->push(part);
  return list;
}

// ---- Output and conversion

Value builtin_print(CallContext& call) {
  std::string line;
  for (std::size_t i = 0; i < call.arguments.size(); ++i) {
    if (i != 0) line += ' ';
    line += to_display(call.arguments[i]);
  }
  call.interpreter.out() << line << std::endl;  // flushed, so that the output is seen before a failure
  return Value();
}

Value builtin_str(CallContext& call) { return to_display(call.arguments[0]); }

Value builtin_repr(CallContext& call) { return to_repr(call.arguments[0]); }

Value builtin_type(CallContext& call) { return type_name(call.arguments[0].type()); }

std::int64_t parse_integer(const std::string& text, Location where) {
  std::string digits = text::trim(text);
  const char* first = digits.data();
  const char* last = first + digits.size();
  if (first != last && *first == '+') ++first;
  std::int64_t value = 0;
  auto [end, error] = std::from_chars(first, last, value);
  if (error == std::errc::result_out_of_range)
    throw ScriptError(where, "int(): " + text::quote(text) + " is too large");
  if (error != std::errc() || end != last || first == last) {
    throw ScriptError(where, "int(): " + text::quote(text) + " is not a whole number");
  }
  return value;
}

Value builtin_int(CallContext& call) {
  const Value& value = call.arguments[0];
  switch (value.type()) {
    case Value::Type::Int:
      return value;
    case Value::Type::Bool:
      return value.as_bool() ? 1 : 0;
    case Value::Type::Float: {
      double truncated = std::trunc(value.as_float());
      // 2^63 is exactly representable; anything at or above it does not fit.
      if (!(truncated >= -9223372036854775808.0 && truncated < 9223372036854775808.0)) {
        throw ScriptError(call.where, "int(): " + text::format_number(value.as_float()) + " does not fit an int");
      }
      return static_cast<std::int64_t>(truncated);
    }
    case Value::Type::String:
      return parse_integer(value.as_string(), call.where);
    default:
      break;
  }
  throw ScriptError(call.where, std::string("int(): cannot convert a ") + type_name(value.type()));
}

Value builtin_float(CallContext& call) {
  const Value& value = call.arguments[0];
  if (value.is_number()) return value.as_number();
  if (value.is(Value::Type::String)) {
    std::string trimmed = text::trim(value.as_string());
    char* end = nullptr;
    double result = std::strtod(trimmed.c_str(), &end);
    if (trimmed.empty() || end != trimmed.c_str() + trimmed.size()) {
      throw ScriptError(call.where, "float(): " + text::quote(value.as_string()) + " is not a number");
    }
    return result;
  }
  throw ScriptError(call.where, std::string("float(): cannot convert a ") + type_name(value.type()));
}

Value builtin_chr(CallContext& call) {
  std::int64_t code = argument<std::int64_t>(call, 0);
  if (code < 0 || code > 255) throw ScriptError(call.where, "chr(): " + std::to_string(code) + " is not a byte");
  return std::string(1, static_cast<char>(code));
}

Value builtin_ord(CallContext& call) {
  const std::string& text = argument<std::string>(call, 0);
  if (text.size() != 1) throw ScriptError(call.where, "ord() needs a string of one character");
  return static_cast<std::int64_t>(static_cast<unsigned char>(text[0]));
}

// ---- Collections

Value builtin_len(CallContext& call) {
  const Value& value = call.arguments[0];
  switch (value.type()) {
    case Value::Type::String:
      return static_cast<std::int64_t>(value.as_string().size());
    case Value::Type::List:
      return static_cast<std::int64_t>(value.as_list()->size());
    case Value::Type::Map:
      return static_cast<std::int64_t>(value.as_map()->size());
    default:
      break;
  }
  throw ScriptError(call.where, std::string("len() of a ") + type_name(value.type()));
}

Value builtin_push(CallContext& call) {
  argument<List>(call, 0).push(call.arguments[1]);
  return Value();
}

Value builtin_pop(CallContext& call) { return argument<List>(call, 0).pop(call.where); }

Value builtin_range(CallContext& call) {
  expect_count(call, 1, 3);
  std::int64_t start = 0;
  std::int64_t stop = 0;
  std::int64_t step = 1;
  if (call.arguments.size() == 1) {
    stop = argument<std::int64_t>(call, 0);
  } else {
    start = argument<std::int64_t>(call, 0);
    stop = argument<std::int64_t>(call, 1);
    if (call.arguments.size() == 3) step = argument<std::int64_t>(call, 2);
  }
  if (step == 0) throw ScriptError(call.where, "range() step must not be zero");
  auto list = std::make_shared<List>();
  for (std::int64_t i = start; step > 0 ? i < stop : i > stop; i += step) list->push(i);
  return list;
}

Value builtin_keys(CallContext& call) {
  auto list = std::make_shared<List>();
  for (const auto& entry : argument<Map>(call, 0).entries()) list->push(entry.first);
  return list;
}

Value builtin_values(CallContext& call) {
  auto list = std::make_shared<List>();
  for (const auto& entry : argument<Map>(call, 0).entries()) list->push(entry.second);
  return list;
}

Value builtin_has(CallContext& call) { return argument<Map>(call, 0).contains(argument<std::string>(call, 1)); }

Value builtin_remove(CallContext& call) { return argument<Map>(call, 0).remove(argument<std::string>(call, 1)); }

Value builtin_contains(CallContext& call) {
  const Value& haystack = call.arguments[0];
  const Value& needle = call.arguments[1];
  if (haystack.is(Value::Type::String)) {
    return haystack.as_string().find(argument<std::string>(call, 1)) != std::string::npos;
  }
  const List& list = argument<List>(call, 0);
  return std::any_of(list.items().begin(), list.items().end(), [&](const Value& item) { return equal(item, needle); });
}

Value builtin_sort(CallContext& call) {
  List& list = argument<List>(call, 0);
  Location where = call.where;
  std::stable_sort(list.items().begin(), list.items().end(),
                   [where](const Value& a, const Value& b) { return compare(a, b, where) < 0; });
  return Value();
}

// sort_by(list, key): sorts by key(element), calling key once an element.
Value builtin_sort_by(CallContext& call) {
  List& list = argument<List>(call, 0);
  const Value& key = argument<Callable>(call, 1);
  std::vector<std::pair<Value, Value>> keyed;
  keyed.reserve(list.size());
  for (const Value& item : list.items()) keyed.emplace_back(call.interpreter.call(key, {item}, call.where), item);
  Location where = call.where;
  std::stable_sort(keyed.begin(), keyed.end(),
                   [where](const auto& a, const auto& b) { return compare(a.first, b.first, where) < 0; });
  for (std::size_t i = 0; i < keyed.size(); ++i) list.items()[i] = std::move(keyed[i].second);
  return Value();
}

Value builtin_slice(CallContext& call) {
  expect_count(call, 2, 3);
  const Value& sequence = call.arguments[0];
  std::int64_t size = 0;
  if (sequence.is(Value::Type::String)) {
    size = static_cast<std::int64_t>(sequence.as_string().size());
  } else {
    size = static_cast<std::int64_t>(argument<List>(call, 0).size());
  }
  auto clamp = [size](std::int64_t index) {
    if (index < 0) index += size;
    return std::clamp<std::int64_t>(index, 0, size);
  };
  std::int64_t start = clamp(argument<std::int64_t>(call, 1));
  std::int64_t stop = call.arguments.size() == 3 ? clamp(argument<std::int64_t>(call, 2)) : size;
  if (stop < start) stop = start;
  auto from = static_cast<std::size_t>(start);
  auto count = static_cast<std::size_t>(stop - start);
  if (sequence.is(Value::Type::String)) return sequence.as_string().substr(from, count);
  const std::vector<Value>& items = sequence.as_list()->items();
  auto first = items.begin() + static_cast<std::ptrdiff_t>(from);
  return std::make_shared<List>(std::vector<Value>(first, first + static_cast<std::ptrdiff_t>(count)));
}

// ---- Strings

Value builtin_join(CallContext& call) {
  const List& list = argument<List>(call, 0);
  std::vector<std::string> parts;
  parts.reserve(list.size());
  for (const Value& item : list.items()) parts.push_back(to_display(item));
  return text::join(parts, argument<std::string>(call, 1));
}

Value builtin_split(CallContext& call) {
  return list_of_strings(text::split(argument<std::string>(call, 0), argument<std::string>(call, 1)));
}

Value builtin_upper(CallContext& call) { return text::to_upper(argument<std::string>(call, 0)); }

Value builtin_lower(CallContext& call) { return text::to_lower(argument<std::string>(call, 0)); }

Value builtin_trim(CallContext& call) { return text::trim(argument<std::string>(call, 0)); }

Value builtin_pad(CallContext& call) {
  std::int64_t width = argument<std::int64_t>(call, 1);
  if (width > 10000 || width < -10000) throw ScriptError(call.where, "pad(): width too large");
  return text::pad(to_display(call.arguments[0]), static_cast<long>(width));
}

Value builtin_replace(CallContext& call) {
  const std::string& from = argument<std::string>(call, 1);
  if (from.empty()) throw ScriptError(call.where, "replace(): nothing to replace");
  return text::replace_all(argument<std::string>(call, 0), from, argument<std::string>(call, 2));
}

Value builtin_find(CallContext& call) {
  std::size_t found = argument<std::string>(call, 0).find(argument<std::string>(call, 1));
  return found == std::string::npos ? std::int64_t{-1} : static_cast<std::int64_t>(found);
}

// format("{} of {}", a, b): each {} is the next argument as str() writes it; {{ and }} are braces.
Value builtin_format(CallContext& call) {
  const std::string& pattern = argument<std::string>(call, 0);
  std::string out;
  std::size_t next = 1;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    char c = pattern[i];
    if ((c == '{' || c == '}') && i + 1 < pattern.size() && pattern[i + 1] == c) {
      out += c;
      ++i;
    } else if (c == '{' && i + 1 < pattern.size() && pattern[i + 1] == '}') {
      if (next >= call.arguments.size()) throw ScriptError(call.where, "format(): not enough arguments");
      out += to_display(call.arguments[next++]);
      ++i;
    } else {
      out += c;
    }
  }
  if (next != call.arguments.size()) throw ScriptError(call.where, "format(): too many arguments");
  return out;
}

// ---- Numbers

Value builtin_abs(CallContext& call) {
  const Value& value = call.arguments[0];
  if (value.is(Value::Type::Int)) {
    if (value.as_int() == std::numeric_limits<std::int64_t>::min()) {
      throw ScriptError(call.where, "integer overflow in abs()");
    }
    return value.as_int() < 0 ? -value.as_int() : value.as_int();
  }
  return std::fabs(argument<double>(call, 0));
}

// min(a, b, ...) or min(list); max likewise.
Value extreme(CallContext& call, int wanted) {
  const std::vector<Value>* candidates = &call.arguments;
  if (call.arguments.size() == 1 && call.arguments[0].is(Value::Type::List)) {
    candidates = &call.arguments[0].as_list()->items();
  }
  if (candidates->empty()) throw ScriptError(call.where, std::string(call.name) + "() of nothing");
  const Value* best = &candidates->front();
  for (const Value& candidate : *candidates) {
    if (compare(candidate, *best, call.where) == wanted) best = &candidate;
  }
  return *best;
}

Value builtin_min(CallContext& call) { return extreme(call, -1); }

Value builtin_max(CallContext& call) { return extreme(call, 1); }

Value builtin_sqrt(CallContext& call) {
  double value = argument<double>(call, 0);
  if (value < 0) throw ScriptError(call.where, "sqrt() of a negative number");
  return std::sqrt(value);
}

Value builtin_floor(CallContext& call) {
  const Value& value = call.arguments[0];
  if (value.is(Value::Type::Int)) return value;
  double floored = std::floor(argument<double>(call, 0));
  if (!(floored >= -9223372036854775808.0 && floored < 9223372036854775808.0)) {
    throw ScriptError(call.where, "floor(): the result does not fit an int");
  }
  return static_cast<std::int64_t>(floored);
}

// ---- Functions

Value builtin_map(CallContext& call) {
  const Value& function = argument<Callable>(call, 0);
  const List& list = argument<List>(call, 1);
  auto result = std::make_shared<List>();
  result->items().reserve(list.size());
  for (std::size_t i = 0; i < list.size(); ++i) {
    result->push(call.interpreter.call(function, {list.items()[i]}, call.where));
  }
  return result;
}

Value builtin_filter(CallContext& call) {
  const Value& function = argument<Callable>(call, 0);
  const List& list = argument<List>(call, 1);
  auto result = std::make_shared<List>();
  for (std::size_t i = 0; i < list.size(); ++i) {
    Value item = list.items()[i];
    if (call.interpreter.call(function, {item}, call.where).truthy()) result->push(std::move(item));
  }
  return result;
}

Value builtin_reduce(CallContext& call) {
  const Value& function = argument<Callable>(call, 0);
  const List& list = argument<List>(call, 1);
  Value accumulated = call.arguments[2];
  for (std::size_t i = 0; i < list.size(); ++i) {
    accumulated = call.interpreter.call(function, {accumulated, list.items()[i]}, call.where);
  }
  return accumulated;
}

Value builtin_assert(CallContext& call) {
  expect_count(call, 1, 2);
  if (call.arguments[0].truthy()) return Value();
  std::string message = call.arguments.size() == 2 ? to_display(call.arguments[1]) : "assertion failed";
  throw ScriptError(call.where, message);
}

Value builtin_error(CallContext& call) { throw ScriptError(call.where, to_display(call.arguments[0])); }

struct BuiltinSpec {
  const char* name;
  int arity;
  BuiltinFunction function;
};

constexpr int kAny = Callable::kVariadic;

constexpr BuiltinSpec kBuiltins[] = {
    {"print", kAny, builtin_print},  {"str", 1, builtin_str},           {"repr", 1, builtin_repr},
    {"type", 1, builtin_type},       {"int", 1, builtin_int},           {"float", 1, builtin_float},
    {"chr", 1, builtin_chr},         {"ord", 1, builtin_ord},           {"len", 1, builtin_len},
    {"push", 2, builtin_push},       {"pop", 1, builtin_pop},           {"range", kAny, builtin_range},
    {"keys", 1, builtin_keys},       {"values", 1, builtin_values},     {"has", 2, builtin_has},
    {"remove", 2, builtin_remove},   {"contains", 2, builtin_contains}, {"sort", 1, builtin_sort},
    {"sort_by", 2, builtin_sort_by}, {"slice", kAny, builtin_slice},    {"join", 2, builtin_join},
    {"split", 2, builtin_split},     {"upper", 1, builtin_upper},       {"lower", 1, builtin_lower},
    {"trim", 1, builtin_trim},       {"pad", 2, builtin_pad},           {"replace", 3, builtin_replace},
    {"find", 2, builtin_find},       {"format", kAny, builtin_format},  {"abs", 1, builtin_abs},
    {"min", kAny, builtin_min},      {"max", kAny, builtin_max},        {"sqrt", 1, builtin_sqrt},
    {"floor", 1, builtin_floor},     {"map", 2, builtin_map},           {"filter", 2, builtin_filter},
    {"reduce", 3, builtin_reduce},   {"assert", kAny, builtin_assert},  {"error", 1, builtin_error},
};

}  // namespace

void install_builtins(Environment& globals) {
  for (const BuiltinSpec& spec : kBuiltins) {
    globals.define(spec.name,
                   std::shared_ptr<Callable>(std::make_shared<Builtin>(spec.name, spec.arity, spec.function)));
  }
}

std::vector<std::string> builtin_names() {
  std::vector<std::string> names;
  for (const BuiltinSpec& spec : kBuiltins) names.emplace_back(spec.name);
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace pebble
