// SPDX-License-Identifier: MIT
// Variables: each scope is an Environment pointing at the one around it. Closures keep theirs
// alive, so environments are shared.
#pragma once

#include "value.hpp"

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace pebble {

class Environment {
 public:
  explicit Environment(std::shared_ptr<Environment> enclosing = nullptr);

  /// Creates `name` in this scope or, if it is there already, replaces its value.
  void define(const std::string& name, Value value);

  /// The variable `name` in this scope only; nullptr when there is none.
  Value* find_local(const std::string& name);

  /// The variable `name` in this scope or the nearest one around it that has it; throws
  /// ScriptError at `where` when none has.
  Value& lookup(const std::string& name, Location where);

  /// The scope `distance` levels out (0 is this one). The resolver computed the distance, so
  /// the chain is long enough.
  Environment* ancestor(int distance);

  Environment* enclosing() const { return enclosing_.get(); }
  std::size_t size() const { return values_.size(); }
  /// The names defined in this scope, sorted.
  std::vector<std::string> names() const;

 private:
  std::shared_ptr<Environment> enclosing_;
  std::unordered_map<std::string, Value> values_;
};

}  // namespace pebble
