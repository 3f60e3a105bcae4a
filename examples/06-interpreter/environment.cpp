// SPDX-License-Identifier: MIT
#include "environment.hpp"

#include <algorithm>

namespace pebble {

Environment::Environment(std::shared_ptr<Environment> enclosing) : enclosing_(std::move(enclosing)) {}

void Environment::define(const std::string& name, Value value) { values_[name] = std::move(value); }

Value* Environment::find_local(const std::string& name) {
  auto found = values_.find(name);
  return found == values_.end() ? nullptr : &found->second;
}

Value& Environment::lookup(const std::string& name, Location where) {
  for (Environment* scope = this; scope != nullptr; scope = scope->enclosing_.get()) {
    if (Value* value = scope->find_local(name)) return *value;
  }
  throw ScriptError(where, "'" + name + "' is not defined");
}

Environment* Environment::ancestor(int distance) {
  Environment* scope = this;
  for (int i = 0; i < distance; ++i) scope = scope->enclosing_.get();
  return scope;
}

std::vector<std::string> Environment::names() const {
  std::vector<std::string> result;
  result.reserve(values_.size());
  for (const auto& entry : values_) result.push_back(entry.first);
  std::sort(result.begin(), result.end());
  return result;
}

}  // namespace pebble
